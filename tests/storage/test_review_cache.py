"""A review kept beside its save: found again while the save's moves are the same, rebuilt once they
change, and a damaged cache file is ignored, never an error."""

from __future__ import annotations

import json
from pathlib import Path

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage import review_cache
from civitas.storage.saves import SUFFIX, delete_save, read_save, write_save

REVIEW = {"format": 1, "game": "tiny", "judgements": []}


def _saved(tmp_path: Path, steps: int = 2) -> tuple[Path, Session]:
    game = get_game("tiny")
    session = Session.new(game, {"players": 2}, 7, players=[{"name": "Ann"}, {"name": "Bob"}])
    for _ in range(steps):
        seat = game.to_move(session.state)[0]
        session.act(seat, game.legal_actions(session.state, seat)[0])
    path = tmp_path / "mine.civitas.json"
    write_save(path, session)
    return path, session


def test_a_stored_review_is_found_for_the_same_moves_even_after_saving_again(tmp_path):
    path, session = _saved(tmp_path)
    key = review_cache.save_key(read_save(path), "normal")
    assert review_cache.load_review(path, "normal", key) is None  # a miss: nothing kept yet
    assert review_cache.store_review(path, "normal", key, REVIEW)
    assert review_cache.review_path(path, "normal").name == "mine.review-normal.json"
    assert review_cache.load_review(path, "normal", key) == REVIEW
    write_save(path, session)  # saved again (another time stamp), the same moves
    assert review_cache.save_key(read_save(path), "normal") == key
    assert review_cache.load_review(path, "normal", review_cache.save_key(read_save(path), "normal")) == REVIEW


def test_a_save_played_on_or_another_level_misses_the_cache(tmp_path):
    path, session = _saved(tmp_path)
    key = review_cache.save_key(read_save(path), "normal")
    review_cache.store_review(path, "normal", key, REVIEW)
    assert review_cache.save_key(read_save(path), "hard") != key
    assert review_cache.load_review(path, "hard", review_cache.save_key(read_save(path), "hard")) is None
    game = session.game
    seat = game.to_move(session.state)[0]
    session.act(seat, game.legal_actions(session.state, seat)[0])
    write_save(path, session)
    changed = review_cache.save_key(read_save(path), "normal")
    assert changed != key and review_cache.load_review(path, "normal", changed) is None


def test_a_damaged_cache_file_is_ignored_and_written_over(tmp_path):
    path, _ = _saved(tmp_path)
    key = review_cache.save_key(read_save(path), "normal")
    cache = review_cache.review_path(path, "normal")
    for junk in (b"", b"{not json", b"\xff\xfe", json.dumps({"format": "other"}).encode(), b"[1, 2]",
                 json.dumps({"format": "civitas-review", "format_version": 1, "key": key, "review": 3}).encode()):
        cache.write_bytes(junk)
        assert review_cache.load_review(path, "normal", key) is None
    cache.unlink()
    cache.mkdir()  # not even a file
    assert review_cache.load_review(path, "normal", key) is None
    cache.rmdir()
    cache.write_bytes(b"{broken")
    assert review_cache.store_review(path, "normal", key, REVIEW)
    assert review_cache.load_review(path, "normal", key) == REVIEW


def test_deleting_a_save_deletes_its_reviews_and_nothing_else(tmp_path):
    path, _ = _saved(tmp_path)
    key = review_cache.save_key(read_save(path), "normal")
    review_cache.store_review(path, "normal", key, REVIEW)
    review_cache.store_review(path, "hard", key, REVIEW)
    other = tmp_path / "mine2.review-normal.json"
    other.write_text("{}", encoding="utf-8")
    delete_save(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine2.review-normal.json"]


def test_the_cache_knows_how_a_save_is_named():
    assert review_cache.SUFFIX == SUFFIX
