"""A game in progress: the state, its record, undo with barriers, and the events of each step.

Undo starts from a checkpoint (a copy of the state kept in memory) instead of the first step. Undo
never crosses a step that revealed anything, so only checkpoints at or after the last such barrier
can ever serve; older ones are dropped. Between barriers one is taken every ``CHECKPOINT_SPACING``
steps, at most ``CHECKPOINT_MAX`` are kept (the newest ``CHECKPOINT_KEEP`` at full spacing, older
ones thinned), so an undo copies one state and applies at most a few dozen steps."""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Game, Reason
from civitas.engine.record import GameRecord, ReplayError, replay

CHECKPOINT_SPACING = 32  # steps between two checkpoints when nothing is revealed
CHECKPOINT_KEEP = 8  # the newest checkpoints are kept at full spacing ...
CHECKPOINT_MAX = 16  # ... and older ones thinned so that no more than this many are held


class Session:
    """Drives one game through the engine API. Humans, the AI and tests all go through ``act``."""

    def __init__(self, game: Game[Any], record: GameRecord) -> None:
        self.game = game
        self.record = record
        self.events: list[Event] = []  # everything that happened, in order (the log is rendered from it)
        self.step_starts: list[int] = []  # the index in ``events`` where each step's events begin
        # Whose turn it was when each step was taken (``Game.current_seat`` before it): a seat's own turn,
        # answers of the others included, is not news to that seat (the recap).
        self.step_turns: list[int | None] = []
        # (steps done, a copy of the state then), oldest first; the first is at or before the last barrier
        self._checkpoints: list[tuple[int, Any]] = []
        self.state, self.reveals = replay(
            game, record, events=self.events, starts=self.step_starts, on_step=self._loaded_step
        )
        del self.step_turns[len(record.steps):]  # the last entry was the turn after the last step
        if not self._checkpoints or self._checkpoints[-1][0] != len(record.steps):
            self._checkpoint(len(record.steps), self.state)

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
        turn = self.game.current_seat(self.state)
        events = self.game.apply(self.state, seat, action)
        self.game.name_events(self.state, events)
        self.record.steps.append((seat, action))
        self.step_turns.append(turn)
        self.reveals.append(any(e.reveal for e in events))
        self.step_starts.append(len(self.events))
        self.events.extend(events)
        done = len(self.record.steps)
        if self.reveals[-1]:
            self._checkpoints.clear()  # nothing before a barrier can be undone to any more
            self._checkpoint(done, self.state)
        elif done - self._checkpoints[-1][0] >= CHECKPOINT_SPACING:
            self._checkpoint(done, self.state)
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
        """Go back to before ``seat``'s last decision: the newest checkpoint at or before it, then
        the steps after that checkpoint applied again (they were checked when first played)."""
        target = self.undo_target(seat)
        if target is None:
            return False
        found = bisect_right([done for done, _ in self._checkpoints], target) - 1
        done, saved = self._checkpoints[found]
        del self._checkpoints[found + 1 :]
        state = self.game.copy(saved)  # the checkpoint itself stays as it was, for the next undo
        for step_seat, action in self.record.steps[done:target]:
            self.game.apply(state, step_seat, action)
        del self.record.steps[target:]
        self.record.undo_used += 1
        # New lists, as a full replay made them: whoever holds the old ones sees them unchanged.
        self.events = self.events[: self.step_starts[target]]
        self.step_starts = self.step_starts[:target]
        self.step_turns = self.step_turns[:target]
        self.reveals = self.reveals[:target]
        self.state = state
        return True

    # --- checkpoints ---------------------------------------------------------------------------------
    def _loaded_step(self, done: int, state: Any, revealed: bool) -> None:
        """While loading: a checkpoint at the start and every ``CHECKPOINT_SPACING`` steps (none at each
        barrier: a copy per reveal would slow loading down); at a barrier, those before the newest
        one at or before it are dropped, since no undo can reach them. Notes whose turn the next step is in."""
        self.step_turns.append(self.game.current_seat(state))
        if revealed:
            keep = bisect_right([n for n, _ in self._checkpoints], done) - 1
            del self._checkpoints[: max(keep, 0)]
        if done % CHECKPOINT_SPACING == 0:
            self._checkpoint(done, state)

    def _checkpoint(self, done: int, state: Any) -> None:
        """Keep a copy of ``state`` (after ``done`` steps); thin the older ones beyond the newest few."""
        self._checkpoints.append((done, self.game.copy(state)))
        if len(self._checkpoints) > CHECKPOINT_MAX:
            # Keep the oldest (it serves undo to right after the barrier) and the newest at full
            # spacing; drop every other one in between.
            older = self._checkpoints[1:-CHECKPOINT_KEEP]
            self._checkpoints[1:-CHECKPOINT_KEEP] = older[1::2]

    def checkpoint_steps(self) -> list[int]:
        """The step counts the session holds checkpoints at (for tests and benchmarks)."""
        return [done for done, _ in self._checkpoints]

    # --- checks --------------------------------------------------------------------------------------
    def state_hash(self) -> str:
        return self.game.state_hash(self.state)

    def verify(self, expected_hash: str) -> None:
        if self.state_hash() != expected_hash:
            raise ReplayError("replay.hash_mismatch")
