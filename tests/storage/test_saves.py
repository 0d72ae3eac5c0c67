import json
import os
from pathlib import Path

import pytest

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage import saves
from civitas.storage.saves import SaveError, load_session, write_save

TINY = get_game("tiny")


def played_session(steps: int = 6) -> Session:
    session = Session.new(TINY, {"players": 2}, 77, players=[{"name": "Ann"}, {"name": "Bob"}])
    for _ in range(steps):
        if TINY.is_over(session.state):
            break
        seat = TINY.to_move(session.state)[0]
        session.act(seat, TINY.legal_actions(session.state, seat)[-1])
    return session


def test_save_and_load_round_trip(tmp_path: Path):
    session = played_session()
    path = tmp_path / "a.civitas.json"
    write_save(path, session)
    loaded = load_session(path)
    assert loaded.state_hash() == session.state_hash()
    assert loaded.record.to_json() == session.record.to_json()


def test_save_file_has_versions_game_options_seed_actions_and_hash(tmp_path: Path):
    path = tmp_path / "a.civitas.json"
    write_save(path, played_session())
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format_version"] == saves.FORMAT_VERSION and data["app_version"]
    assert data["game"] == "tiny" and data["record"]["seed"] == 77
    assert data["record"]["options"] and data["record"]["steps"] and len(data["state_hash"]) == 32


def test_autosave_goes_to_the_data_dir(_private_data_dir: Path):
    saves.autosave(played_session())
    assert (_private_data_dir / "saves" / "autosave-tiny.civitas.json").exists()
    assert [info.game_id for info in saves.list_saves()] == ["tiny"]


def test_crash_during_save_keeps_the_previous_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tmp_path / "a.civitas.json"
    first = played_session(2)
    write_save(path, first)
    before = path.read_bytes()

    def crash(fd: int) -> None:
        raise OSError(5, "simulated power cut")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(SaveError) as info:
        write_save(path, played_session(6))
    assert info.value.code == "save.write_failed"
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["a.civitas.json"]  # no temp file left behind


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"", "save.not_json"),
        (b"\xff\xfe garbage", "save.not_json"),
        (b'{"format": "civitas-save", "format_version": 1, "game": "ti', "save.truncated"),
        (b'{"hello": "world"}', "save.not_civitas"),
        (b'[1, 2, 3]', "save.not_civitas"),
        (b'{"format": "civitas-save", "format_version": 99}', "save.newer_format"),
        (b'{"format": "civitas-save", "format_version": 1, "game": "chess", "record": {}}', "save.unknown_game"),
        (b'{"format": "civitas-save", "format_version": 1, "game": "tiny", "record": {"x": 1}}', "save.bad_record"),
    ],
)
def test_bad_files_give_a_clear_error_and_change_nothing(tmp_path: Path, content: bytes, code: str):
    other = tmp_path / "good.civitas.json"
    write_save(other, played_session())
    good_bytes = other.read_bytes()
    bad = tmp_path / "bad.civitas.json"
    bad.write_bytes(content)
    with pytest.raises(SaveError) as info:
        load_session(bad)
    assert info.value.code == code
    assert bad.read_bytes() == content and other.read_bytes() == good_bytes


def test_tampered_actions_fail_replay_or_hash_check(tmp_path: Path):
    path = tmp_path / "a.civitas.json"
    write_save(path, played_session())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["steps"][0][1] = ["play", 42]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert info.value.code == "save.replay_failed"
    data["record"]["steps"] = data["record"]["steps"][:1]
    data["record"]["steps"][0][1] = ["pace", 1]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert info.value.code == "save.hash_mismatch"


def test_missing_file_is_not_found(tmp_path: Path):
    with pytest.raises(SaveError) as info:
        load_session(tmp_path / "nope.civitas.json")
    assert info.value.code == "save.not_found"
