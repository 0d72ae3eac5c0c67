"""What the saves folder lists (without replaying anything) and how a save is deleted."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from civitas.engine.game import Game
from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage.paths import saves_dir
from civitas.storage.saves import SUFFIX, SaveError, delete_save, list_saves, write_save

TINY = get_game("tiny")


def tiny_save(name: str, when: float) -> Path:
    path = saves_dir() / f"{name}{SUFFIX}"
    write_save(path, Session.new(TINY, {"players": 2}, 5, players=[{"name": "Ann"}, {"name": "Bob"}]))
    os.utime(path, (when, when))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["saved_at"] = when
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_readable_saves_come_newest_first_and_unreadable_files_after_them():
    old = tiny_save("old", 1_000_000)
    new = tiny_save("new", 2_000_000)
    broken = saves_dir() / f"broken{SUFFIX}"
    broken.write_text("{", encoding="utf-8")
    os.utime(broken, (3_000_000, 3_000_000))
    (saves_dir() / "readme.txt").write_text("not listed", encoding="utf-8")
    infos = list_saves()
    assert [info.path for info in infos] == [new, old, broken]
    assert infos[2].problem == "save.truncated" and infos[2].game_id == "" and infos[2].saved_at == 3_000_000
    assert not infos[0].problem


def test_a_game_without_a_progress_summary_saves_an_empty_one_and_lists_no_round():
    path = tiny_save("plain", 1_000_000)
    assert json.loads(path.read_text(encoding="utf-8"))["summary"] == {"over": False}
    [info] = list_saves()
    assert info.round is None and info.leader is None


def test_a_failing_summary_never_costs_the_save(monkeypatch: pytest.MonkeyPatch):
    def broken(self: Game, state: object) -> dict[str, int]:
        raise RuntimeError("a bug in the game's summary")

    monkeypatch.setattr(type(TINY), "progress_summary", broken)
    path = tiny_save("saved", 1_000_000)
    assert json.loads(path.read_text(encoding="utf-8"))["summary"] == {}


def test_delete_removes_that_save_only_and_a_missing_one_counts_as_deleted():
    first = tiny_save("first", 1_000_000)
    second = tiny_save("second", 1_000_000)
    delete_save(first)
    assert not first.exists() and second.exists()
    delete_save(first)  # already gone: nothing to do, no error
    assert second.exists()


def test_delete_refuses_what_is_not_a_save():
    other = saves_dir() / "notes.json"
    other.write_text("{}", encoding="utf-8")
    with pytest.raises(ValueError):
        delete_save(other)
    assert other.exists()


def test_delete_of_a_folder_named_like_a_save_fails_with_a_save_error():
    folder = saves_dir() / f"odd{SUFFIX}"
    folder.mkdir()
    with pytest.raises(SaveError) as info:
        delete_save(folder)
    assert info.value.code == "save.delete_failed" and folder.is_dir()
