"""Drives the AI seats of the game on screen without ever blocking the event loop.

When ``civitas.ai.worker`` is available the search runs there (in another process) and is polled
with a timer. Until then every AI seat plays a random legal move after a short delay: a stand-in,
labelled as such in the side panel.
"""

from __future__ import annotations

import importlib
import random
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from civitas.engine.actions import Action
from civitas.ui.controller import GameController


def load_worker_class() -> type[Any] | None:
    """The AI engineer's worker class, or None while ``civitas.ai.worker`` does not exist."""
    try:
        module = importlib.import_module("civitas.ai.worker")
    except ImportError:
        return None
    return getattr(module, "AiWorker", None)


class AiRunner(QObject):
    """Makes the AI seats among ``to_move`` act. ``thinking(seat, progress)`` reports progress in
    [0, 1] (or -1 when unknown); ``done(seat)`` fires once a seat has acted or was cancelled."""

    thinking = Signal(int, float)
    done = Signal(int)

    def __init__(self, controller: GameController, delay_ms: int = 600, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.delay_ms = max(0, delay_ms)
        self.paused = False
        self._timers: dict[int, QTimer] = {}
        self._generation = 0
        self.random_play = True  # no real AI yet: random legal moves

    # --- which seats ---------------------------------------------------------------------------------
    def ai_seats_to_move(self) -> list[int]:
        if self.controller.is_over():
            return []
        return [seat for seat in self.controller.to_move() if seat not in self.controller.humans]

    def busy(self) -> bool:
        return bool(self._timers)

    # --- driving -------------------------------------------------------------------------------------
    def schedule(self) -> None:
        """Start every AI seat that must decide now and is not already thinking."""
        if self.paused:
            return
        for seat in self.ai_seats_to_move():
            if seat in self._timers:
                continue
            timer = QTimer(self)
            timer.setSingleShot(True)
            generation = self._generation
            timer.timeout.connect(lambda seat=seat, generation=generation: self._act(seat, generation))
            self._timers[seat] = timer
            self.thinking.emit(seat, -1.0)
            timer.start(self.delay_ms)

    def cancel(self) -> None:
        """Forget every pending move (after undo, load or leaving the game)."""
        self._generation += 1
        for seat, timer in list(self._timers.items()):
            timer.stop()
            timer.deleteLater()
            self.done.emit(seat)
        self._timers.clear()

    def stop(self) -> None:
        self.paused = True
        self.cancel()

    def _act(self, seat: int, generation: int) -> None:
        timer = self._timers.pop(seat, None)
        if timer is not None:
            timer.deleteLater()
        if generation != self._generation or seat not in self.ai_seats_to_move():
            self.done.emit(seat)
            return
        action = self.choose(seat)
        self.done.emit(seat)
        if action is not None:
            self.controller.try_act(seat, action)

    def choose(self, seat: int) -> Action | None:
        """The random stand-in: a legal move, reproducible from the seed and the step number."""
        session = self.controller.session
        legal = session.game.legal_actions(session.state, seat)
        if not legal:
            return None
        rng = random.Random(f"{session.record.seed}:{len(session.record.steps)}:{seat}")
        return rng.choice(legal)
