"""Autosave off the UI thread: a step hands a snapshot to the writer thread; the file on disk is always
a whole save (the previous one survives a write that breaks off half-way), the newest snapshot wins
when steps come faster than writes, and ``flush`` waits until the newest is on disk."""

from __future__ import annotations

import errno
import threading
from pathlib import Path
from typing import Any

import pytest

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage import atomic, autosaver
from civitas.storage.autosaver import Autosaver, Snapshot
from civitas.storage.paths import autosave_path
from civitas.storage.saves import load_session

TINY = get_game("tiny")


def step(session: Session) -> None:
    seat = TINY.to_move(session.state)[0]
    session.act(seat, TINY.legal_actions(session.state, seat)[-1])


def new_session() -> Session:
    return Session.new(TINY, {"players": 2}, 77, players=[{"name": "Ann"}, {"name": "Bob"}])


def test_a_submitted_step_is_on_disk_after_flush_and_loads_to_the_same_position(_private_data_dir: Path):
    session, writer = new_session(), Autosaver()
    for _ in range(3):
        step(session)
        writer.submit(session)
    assert writer.flush(timeout=10)
    loaded = load_session(autosave_path("tiny"))
    assert loaded.record.steps == session.record.steps and loaded.state_hash() == session.state_hash()
    writer.close()


def test_a_snapshot_keeps_the_position_it_was_taken_in_while_the_game_goes_on(tmp_path: Path):
    session = new_session()
    step(session)
    snap = Snapshot.of(session, tmp_path / "a.civitas.json")
    steps, state_hash = list(session.record.steps), session.state_hash()
    step(session)
    step(session)
    assert snap.record.steps == steps and TINY.state_hash(snap.state) == state_hash


def test_a_write_broken_off_half_way_keeps_the_previous_autosave_whole(
    _private_data_dir: Path, monkeypatch: pytest.MonkeyPatch
):
    session, writer = new_session(), Autosaver()
    step(session)
    writer.submit(session)
    assert writer.flush(timeout=10)
    kept = autosave_path("tiny").read_bytes()
    real_fsync = atomic.os.fsync

    def crash(_fd: int) -> None:  # the temp file is written, the disk fails before it replaces the save
        raise OSError(errno.EIO, "I/O error")

    monkeypatch.setattr(atomic.os, "fsync", crash)
    step(session)
    writer.submit(session)
    assert writer.flush(timeout=10)
    error = writer.take_error()
    assert error is not None and error.code == "save.write_failed" and writer.take_error() is None
    assert autosave_path("tiny").read_bytes() == kept  # untouched, and no temp file left beside it
    assert [p.name for p in autosave_path("tiny").parent.iterdir()] == [autosave_path("tiny").name]
    assert len(load_session(autosave_path("tiny")).record.steps) == 1

    monkeypatch.setattr(atomic.os, "fsync", real_fsync)  # the disk works again
    writer.submit(session)  # the next step's autosave works again
    assert writer.flush(timeout=10) and writer.take_error() is None
    assert len(load_session(autosave_path("tiny")).record.steps) == 2
    writer.close()


def test_steps_faster_than_the_disk_are_written_newest_first_never_an_older_one_last(
    _private_data_dir: Path, monkeypatch: pytest.MonkeyPatch
):
    gate = threading.Event()
    written: list[int] = []
    real = autosaver.write_data

    def slow(path: Path, data: dict[str, Any]) -> None:
        gate.wait(10)
        written.append(len(data["record"]["steps"]))
        real(path, data)

    monkeypatch.setattr(autosaver, "write_data", slow)
    session, writer = new_session(), Autosaver()
    for _ in range(5):
        step(session)
        writer.submit(session)  # returns at once although the disk is stuck
    assert not writer.flush(timeout=0.05)
    gate.set()
    assert writer.flush(timeout=10)
    assert written[-1] == 5 and len(written) <= 2  # the stuck write, then only the newest
    assert len(load_session(autosave_path("tiny")).record.steps) == 5
    writer.close()


def test_close_writes_what_is_pending_and_a_later_submit_starts_again(_private_data_dir: Path):
    session, writer = new_session(), Autosaver()
    step(session)
    writer.submit(session)
    writer.close()
    assert len(load_session(autosave_path("tiny")).record.steps) == 1
    step(session)
    writer.submit(session)
    writer.close()
    assert len(load_session(autosave_path("tiny")).record.steps) == 2
