"""A game in progress: the state, its record, undo with barriers, and the events of each step."""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Game, Reason
from civitas.engine.record import GameRecord, ReplayError, replay


class Session:
    """Drives one game through the engine API. Humans, the AI and tests all go through ``act``."""

    def __init__(self, game: Game[Any], record: GameRecord) -> None:
        self.game = game
        self.record = record
        self.events: list[Event] = []  # everything that happened, in order (the log is rendered from it)
        self.step_starts: list[int] = []  # the index in ``events`` where each step's events begin
        self.state, self.reveals = replay(game, record, events=self.events, starts=self.step_starts)

    @classmethod
    def new(
        cls, game: Game[Any], options: dict[str, Any], seed: int, players: list[dict[str, Any]] | None = None
    ) -> Session:
        record = GameRecord(game.id, game.validate_options(options), seed, players=list(players or []))
        return cls(game, record)

    # --- acting ------------------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> Reason | list[Event]:
        """Apply ``action`` for ``seat`` if legal; otherwise return the reason and change nothing."""
        reason = self.game.why_not(self.state, seat, action)
        if reason is not None:
            return reason
        events = self.game.apply(self.state, seat, action)
        self.record.steps.append((seat, action))
        self.reveals.append(any(e.reveal for e in events))
        self.step_starts.append(len(self.events))
        self.events.extend(events)
        return events

    def events_of_steps(self, first: int, end: int) -> list[Event]:
        """The events steps ``first`` to ``end - 1`` produced (step 0 with the setup's events before it)."""
        steps = len(self.record.steps)
        if end <= first:
            return []
        lo = 0 if first <= 0 else self.step_starts[first] if first < steps else len(self.events)
        hi = self.step_starts[end] if end < steps else len(self.events)
        return self.events[lo:hi]

    # --- undo --------------------------------------------------------------------------------------
    def undo_target(self, seat: int) -> int | None:
        """The step index to return to for undoing ``seat``'s last decision, or None if barred.

        Undo never crosses a step that revealed hidden information or rolled dice.
        """
        for index in range(len(self.record.steps) - 1, -1, -1):
            if self.reveals[index]:
                return None
            if self.record.steps[index][0] == seat:
                return index
        return None

    def can_undo(self, seat: int) -> bool:
        return self.undo_target(seat) is not None

    def undo(self, seat: int) -> bool:
        target = self.undo_target(seat)
        if target is None:
            return False
        del self.record.steps[target:]
        self.record.undo_used += 1
        self.events = []
        self.step_starts = []
        self.state, self.reveals = replay(self.game, self.record, events=self.events, starts=self.step_starts)
        return True

    # --- checks --------------------------------------------------------------------------------------
    def state_hash(self) -> str:
        return self.game.state_hash(self.state)

    def verify(self, expected_hash: str) -> None:
        if self.state_hash() != expected_hash:
            raise ReplayError("replay.hash_mismatch")
