"""Rules versions in saves: a save records its game's rules version; one of another version either
replays (the game says the change is compatible) or is refused naming the game and both versions, and
nothing on disk changes. Saves from before rules versions count as version 1."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage.saves import SaveError, load_session, write_save

TINY = get_game("tiny")


def tiny_save(path: Path, steps: int = 5) -> Path:
    session = Session.new(TINY, {"players": 2}, 31, players=[{"name": "Ann"}, {"name": "Bob"}])
    for _ in range(steps):
        seat = TINY.to_move(session.state)[0]
        session.act(seat, TINY.legal_actions(session.state, seat)[0])
    write_save(path, session)
    return path


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_every_game_declares_a_rules_version_and_a_save_records_it(tmp_path: Path):
    assert get_game("heroes").rules_version == 1 and TINY.rules_version == 1
    data = json.loads(tiny_save(tmp_path / "a.civitas.json").read_text(encoding="utf-8"))
    assert data["rules_version"] == TINY.rules_version


def test_a_save_without_a_rules_version_counts_as_version_1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tiny_save(tmp_path / "old.civitas.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["rules_version"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_session(path).record.steps  # version 1 = today's tiny rules: loads
    monkeypatch.setattr(TINY, "rules_version", 2)
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert info.value.args_["saved"] == 1


def test_a_save_of_compatible_older_rules_replays_under_the_new_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tiny_save(tmp_path / "v1.civitas.json")
    expected = load_session(path)
    monkeypatch.setattr(TINY, "rules_version", 2)
    asked: list[int] = []
    monkeypatch.setattr(TINY, "compatible_rules", lambda saved: asked.append(saved) or saved == 1)
    # Under other rules the position may differ from the recorded one: the moves must replay, the old
    # hash is not held against it.
    data = json.loads(path.read_text(encoding="utf-8"))
    data["state_hash"] = "0" * 32
    path.write_text(json.dumps(data), encoding="utf-8")
    before = files(tmp_path)
    session = load_session(path)
    assert asked == [1]
    assert session.record.steps == expected.record.steps
    assert session.state_hash() == expected.state_hash()
    assert files(tmp_path) == before  # loading wrote nothing
    write_save(tmp_path / "v2.civitas.json", session)  # saved again: under the new version
    assert json.loads((tmp_path / "v2.civitas.json").read_text(encoding="utf-8"))["rules_version"] == 2


def test_a_compatible_save_whose_moves_no_longer_replay_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tiny_save(tmp_path / "v1.civitas.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["steps"][-1][1] = ["play", 99]
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(TINY, "rules_version", 2)
    monkeypatch.setattr(TINY, "compatible_rules", lambda saved: True)
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert info.value.code == "save.replay_failed"


@pytest.mark.parametrize(("saved", "current"), [(1, 2), (3, 1)])
def test_a_save_of_incompatible_rules_is_refused_naming_the_game_and_both_versions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, saved: int, current: int
):
    path = tiny_save(tmp_path / "a.civitas.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rules_version"] = saved
    path.write_text(json.dumps(data), encoding="utf-8")
    tiny_save(tmp_path / "other.civitas.json", 2)
    monkeypatch.setattr(TINY, "rules_version", current)
    before = files(tmp_path)
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert info.value.code == "save.rules_version"
    assert info.value.args_ == {"path": str(path), "game": "tiny", "saved": saved, "current": current}
    assert files(tmp_path) == before


def test_by_default_a_game_calls_only_its_own_version_compatible():
    heroes = get_game("heroes")
    assert heroes.compatible_rules(heroes.rules_version)
    assert not heroes.compatible_rules(heroes.rules_version + 1)
    assert not heroes.compatible_rules(heroes.rules_version - 1)
