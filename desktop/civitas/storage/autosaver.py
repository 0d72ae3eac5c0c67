"""Autosave off the UI thread: after a step the screen hands over a snapshot of the game (the record's
moves and a copy of the position, well under a millisecond) and a writer thread of its own turns it
into the save and writes it atomically (``write_atomic``: a crash mid-write keeps the previous
autosave whole). Snapshots that arrive while a write is going on replace each other, so the file is
at most the step being written behind the game, and ``flush`` (leaving a game, loading, quitting)
waits for the newest one. A failed write is kept for the screen to show (``take_error``)."""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from civitas.engine.game import Game
from civitas.engine.record import GameRecord
from civitas.engine.session import Session
from civitas.storage.paths import autosave_path
from civitas.storage.saves import SaveError, position_data, write_data

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A game as it stood after a step, owned by the writer: nothing the game does later changes it."""

    path: Path
    game: Game[Any]
    record: GameRecord
    state: Any

    @staticmethod
    def of(session: Session, path: Path) -> Snapshot:
        record = session.record
        copy = GameRecord(
            record.game_id, dict(record.options), record.seed, list(record.steps), record.undo_used,
            record.hints_used, [dict(player) for player in record.players],
        )  # fmt: skip
        return Snapshot(path, session.game, copy, session.game.copy(session.state))


class Autosaver:
    """One writer thread, started by ``submit`` when none runs; ``close`` flushes and ends it."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: Snapshot | None = None
        self._writing = False
        self._closed = False
        self._error: SaveError | None = None
        self._thread: threading.Thread | None = None

    def submit(self, session: Session, path: Path | None = None) -> None:
        """Autosave ``session`` as it stands now (to its game's autosave unless ``path`` is given)."""
        snapshot = Snapshot.of(session, path if path is not None else autosave_path(session.game.id))
        with self._cond:
            self._pending = snapshot  # an older one not yet written is superseded
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="civitas-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything submitted is on disk; False when ``timeout`` ran out first."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._writing, timeout)

    def take_error(self) -> SaveError | None:
        """The last write's failure since the last call, if any (then cleared)."""
        with self._cond:
            error, self._error = self._error, None
            return error

    def close(self) -> None:
        """Write what is pending and end the thread (a later ``submit`` starts a new one)."""
        self.flush()
        with self._cond:
            thread, self._thread = self._thread, None
            self._closed = True
            self._cond.notify_all()
        if thread is not None:
            thread.join()
        with self._cond:
            self._closed = False

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return  # closed with nothing left to write
                snapshot, self._pending = self._pending, None
                self._writing = True
            error: SaveError | None = None
            try:
                write_data(snapshot.path, position_data(snapshot.game, snapshot.record, snapshot.state))
            except SaveError as exc:
                error = exc
            except Exception:  # a bug must not kill the writer: logged, the previous autosave stays
                _log.exception("an autosave of a %s game failed", snapshot.game.id)
            with self._cond:
                self._writing = False
                if error is not None:
                    self._error = error
                self._cond.notify_all()
