"""The controller a replay's table reads: a read-only session positioned at a step.

The table reads the position through ``position()`` as in a game. Here it holds the viewing seat's view
of the state after the shown step, with no legal action and no decision (nothing can be played), or,
once the game has ended and the player asked for every hand, the whole state. Every action is refused
with the replay's own reason; the save the game came from is never touched.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from civitas.engine.actions import Action
from civitas.engine.game import Reason
from civitas.engine.log import GameLog
from civitas.engine.replay_session import REPLAY_REFUSAL, ReplaySession
from civitas.ui.controller import GameController, Position


class ReplayController(GameController):
    """``stepped(step)`` fires after the shown step changed (after ``changed``)."""

    stepped = Signal(int)

    def __init__(self, session: ReplaySession, humans: set[int], lang: str, parent: QObject | None = None) -> None:
        super().__init__(session, humans, lang, parent)
        self.replay = session
        self.animations = False
        self.show_all = False  # every hand shown: only once the game has ended
        self.finished = session.game.is_over(session.final_state)
        self._shown_key: tuple[Any, ...] | None = None
        self.go_to(session.length)

    @property
    def step(self) -> int:
        return self.replay.shown_step

    def reveals_all(self) -> bool:
        """Whether the table shows the whole state (the game has ended and every hand was asked for)."""
        return self.finished and self.show_all

    def set_show_all(self, on: bool) -> None:
        on = on and self.finished
        if on != self.show_all:
            self.show_all = on
            self.forget_position()
            self.viewer_changed.emit(self.viewer_seat if self.viewer_seat is not None else -1)

    def go_to(self, step: int) -> int:
        """Show the position after ``step`` steps (clamped to the game); returns the step shown."""
        before = self.replay.shown_step
        step = max(0, min(step, self.replay.length))
        self.replay.state_at(step)
        self.log = GameLog()
        self.log.events = self.replay.events_until(step)
        self.forget_position()
        events = self.replay.events_of_steps(before, step) if step == before + 1 else []
        self.changed.emit(events)
        self.stepped.emit(step)
        return step

    # --- what the table reads ----------------------------------------------------------------------------
    def position(self, seat: int | None = -1) -> Position:
        if seat == -1:
            seat = self.viewer_seat
        key = (self.replay.shown_step, self.reveals_all())
        if key != self._shown_key:
            self._positions, self._shown_key = {}, key
        found = self._positions.get(seat)
        if found is None:
            game, state = self.game, self.replay.state
            over = game.is_over(state)
            view = game.copy(state) if self.reveals_all() else game.view(state, seat)
            to_move = game.to_move(state)
            found = Position(
                seat=seat,
                view=view,
                to_move=to_move,
                over=over,
                legal=[],
                decision=None,  # a replay asks nobody anything; the table still shows who was asked what
                waiting=game.decision(view, to_move[0]) if to_move and not over else None,
                current=game.current_seat(state),
                scores=game.scores(state) if over else [],
            )
            self._positions[seat] = found
        return found

    def forget_position(self, *_: Any) -> None:
        self._positions = {}
        self._shown_key = None

    def can_undo(self) -> bool:
        return False

    # --- nothing can be played ---------------------------------------------------------------------------
    def refusal(self) -> Reason:
        return Reason(REPLAY_REFUSAL, "")

    def try_act(self, seat: int, action: Action) -> Reason | None:
        reason = self.refusal()
        self.illegal.emit(reason)
        return reason

    def why_not(self, seat: int, action: Action) -> Reason | None:
        return self.refusal()

    def undo(self) -> bool:
        return False

    def reason_text(self, reason: Reason) -> str:
        if reason.code == REPLAY_REFUSAL:
            return self.tr("This is a replay: moves cannot be made here. Step through the game with the "
                           "buttons below or the arrow keys.")
        return super().reason_text(reason)
