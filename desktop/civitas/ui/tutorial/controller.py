"""The game controller of a tutorial: it follows the learner's progress after every applied action,
holds back the learner's moves that the current step does not ask for (after the engine's own
rules: an illegal move still gets the engine's reason), names the players in the current language,
and has no undo (the steps only go forward)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from civitas.engine.actions import Action
from civitas.engine.game import Reason
from civitas.engine.session import Session
from civitas.engine.tutorial import TutorialRun
from civitas.ui.controller import GameController

HELD = "tutorial.held"  # the code of a Reason for a move the tutorial holds back


class TutorialController(GameController):
    """``progressed()`` fires when the step changes or is done; ``held(text)`` when a move was
    held back (the text says what the tutorial asks for instead)."""

    progressed = Signal()
    held = Signal(str)

    def __init__(
        self, session: Session, humans: set[int], lang: str, parent: QObject | None = None, *, run: TutorialRun
    ) -> None:
        super().__init__(session, humans, lang, parent)
        self.run = run
        # Connected before any widget: the step is up to date when the table and panel redraw.
        self.changed.connect(self._observe)

    @property
    def agent(self) -> Any:
        return self.run.tutorial.agent

    def player_names(self) -> list[str]:
        names = self.run.tutorial.player_names(self.lang)
        count = self.game.num_seats(self.session.state)
        return names[:count] if len(names) >= count else super().player_names()

    def can_undo(self) -> bool:
        return False

    # --- the gate ------------------------------------------------------------------------------------
    def holds(self, seat: int, action: Action) -> bool:
        """Whether the tutorial holds back a move the rules allow."""
        return seat in self.humans and not self.run.permits(self.session.state, seat, action)

    def why_not(self, seat: int, action: Action) -> Reason | None:
        reason = super().why_not(seat, action)
        if reason is None and self.holds(seat, action):
            return Reason(HELD, "")
        return reason

    def reason_text(self, reason: Reason) -> str:
        if reason.code == HELD:
            return self.held_text()
        return super().reason_text(reason)

    def held_text(self) -> str:
        step = self.run.asked_title(self.session.state, self.lang)
        if not step:
            return self.tr("The tutorial panel has more to say first: read it and press Next.")
        return self.tr("In the tutorial, please do this first: {step}.").format(step=step)

    def try_act(self, seat: int, action: Action) -> Reason | None:
        state = self.session.state
        if seat in self.humans and self.game.why_not(state, seat, action) is None:
            if self.holds(seat, action):
                reason = Reason(HELD, "")
                self.illegal.emit(reason)
                self.held.emit(self.held_text())
                return reason
            self.run.before(state, seat, action)
        return super().try_act(seat, action)

    def _observe(self, events: list[Any]) -> None:
        steps = self.session.record.steps
        if events and steps:
            seat, action = steps[-1]
            self.run.observe(self.session.state, seat, action, events)
        self.progressed.emit()

    # --- the learner's buttons ---------------------------------------------------------------------------
    def next_step(self) -> bool:
        moved = self.run.next(self.session.state)
        if moved:
            self.progressed.emit()
        return moved

    def wanted(self) -> list[Action]:
        return self.run.wanted(self.game, self.session.state)
