"""A finished or saved game to be watched, not played: the session of its record, positioned at any step.

``ReplaySession`` is a :class:`~civitas.engine.session.Session` that keeps a checkpoint every
``CHECKPOINT_SPACING`` steps over the whole game (a session playing on drops those before a reveal and
thins the older ones, since undo never reaches them; a replay goes anywhere). Going to step ``k`` copies
the newest checkpoint at or before ``k`` and applies at most one interval of steps; stepping forward from
the position shown applies only the steps in between. It refuses every action and every undo: the record
it was built from never changes.

It also notes where each turn and each round begins, for a replay's "turn" and "round" steps and the
marks along its slider: a turn begins where ``Game.current_seat`` (else the seat acting) changes or the
game says a turn opens (``Game.opens_turn``); a round where ``Game.progress_summary``'s round changes
(a game that gives no round: where the first turn's seat starts a turn again).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Game, Reason
from civitas.engine.log import entry_for
from civitas.engine.record import GameRecord
from civitas.engine.session import CHECKPOINT_SPACING, Session

#: The refusal of any action in a replay (``Reason.code``); the replay view words it.
REPLAY_REFUSAL = "replay"


class ReplaySession(Session):
    """The game of ``record`` at every step: ``state_at(k)``, the events, turns and rounds."""

    def __init__(self, game: Game[Any], record: GameRecord) -> None:
        self._opens: list[bool] = []  # whether the game says a turn opens before step ``done``
        self._rounds: list[int | None] = []  # the round after ``done`` steps (None: the game gives none)
        frozen = GameRecord(
            record.game_id, dict(record.options), record.seed, list(record.steps), record.undo_used,
            record.hints_used, [dict(p) for p in record.players],
        )
        super().__init__(game, frozen)
        self.final_state = self.state
        self.shown_step = len(frozen.steps)
        self._cursor_step = self.shown_step
        self._cursor = game.copy(self.state)  # a private copy, moved forward step by step
        self.turn_starts = self._turn_starts()
        self.round_starts, self.round_numbers = self._round_starts()

    # --- loading ---------------------------------------------------------------------------------------
    def _loaded_step(self, done: int, state: Any, revealed: bool) -> None:
        self.step_turns.append(self.game.current_seat(state))
        self._opens.append(self.game.opens_turn(state))
        self._rounds.append(self.game.progress_summary(state).get("round"))
        if done % CHECKPOINT_SPACING == 0:
            self._checkpoint(done, state)

    def _checkpoint(self, done: int, state: Any) -> None:
        """Every checkpoint is kept: a replay may go back to the first step."""
        self._checkpoints.append((done, self.game.copy(state)))

    def _turn_starts(self) -> list[int]:
        steps = self.record.steps
        out: list[int] = []
        previous: int | None = None
        for index, (seat, _action) in enumerate(steps):
            turn = self.step_turns[index] if self.step_turns[index] is not None else seat
            if index == 0 or turn != previous or self._opens[index]:
                out.append(index)
            previous = turn
        return out

    def _round_starts(self) -> tuple[list[int], list[int]]:
        """The steps where a round begins and the number of each (counted from 1 where the game gives none)."""
        steps = len(self.record.steps)
        rounds = self._rounds[: steps + 1]
        if any(r is not None for r in rounds):
            starts, numbers = [0], [rounds[0] if rounds[0] is not None else 1]
            for index in range(1, steps):
                if rounds[index] is not None and rounds[index] != rounds[index - 1]:
                    starts.append(index)
                    numbers.append(int(rounds[index] or 0))
            return starts, [int(n) for n in numbers]
        if not steps:
            return [0], [1]
        first = self.turn_of(0)
        starts = [s for s in self.turn_starts if self.turn_of(s) == first] or [0]
        return starts, list(range(1, len(starts) + 1))

    # --- reading ---------------------------------------------------------------------------------------
    @property
    def length(self) -> int:
        """The number of steps in the game."""
        return len(self.record.steps)

    def turn_of(self, step: int) -> int:
        """The seat whose turn step ``step`` is played in."""
        turn = self.step_turns[step] if step < len(self.step_turns) else None
        return turn if turn is not None else self.record.steps[step][0]

    def round_at(self, step: int) -> int:
        """The number of the round the position after ``step`` steps is in."""
        index = max(0, bisect_right(self.round_starts, min(step, max(self.length - 1, 0))) - 1)
        return self.round_numbers[index]

    def state_at(self, step: int) -> Any:
        """The full state after ``step`` steps (0: the setup), also made the session's ``state``. It is the
        session's own: read it, copy it before changing it."""
        step = max(0, min(step, self.length))
        found = bisect_right(self.checkpoint_steps(), step) - 1
        done, saved = self._checkpoints[found]
        if not done <= self._cursor_step <= step:  # the position shown is no nearer than the checkpoint
            self._cursor, self._cursor_step = self.game.copy(saved), done
        for seat, action in self.record.steps[self._cursor_step : step]:
            self.game.apply(self._cursor, seat, action)
        self._cursor_step = step
        self.shown_step = step
        self.state = self._cursor
        return self._cursor

    def events_until(self, step: int) -> list[Event]:
        """Every event of the setup and of the first ``step`` steps (what the log shows at ``step``)."""
        return self.events_of_steps(0, step) if step > 0 else self.events[: self._setup_events()]

    def step_of_line(self, row: int, viewer: int | None, catalog: dict[str, str]) -> int:
        """The step after which the log line ``row`` (counted from 0 as ``viewer`` reads the log in the language
        of ``catalog``) has just happened: 0 for a line of the setup, the game's length past the last line."""
        lines = 0
        for index, event in enumerate(self.events):
            if entry_for(event, viewer, catalog) is None:
                continue
            if lines == row:
                return bisect_right(self.step_starts, index)
            lines += 1
        return self.length

    def _setup_events(self) -> int:
        return self.step_starts[0] if self.step_starts else len(self.events)

    # --- navigation ------------------------------------------------------------------------------------
    def next_mark(self, marks: list[int], step: int) -> int:
        """The first of ``marks`` after ``step`` (the game's end when none is)."""
        index = bisect_right(marks, step)
        return marks[index] if index < len(marks) else self.length

    def previous_mark(self, marks: list[int], step: int) -> int:
        """The last of ``marks`` before ``step`` (0 when none is)."""
        index = bisect_left(marks, step) - 1
        return marks[index] if index >= 0 else 0

    # --- a replay changes nothing ----------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> Reason | list[Event]:
        return Reason(REPLAY_REFUSAL, "")

    def undo(self, seat: int) -> bool:
        return False

    def undo_target(self, seat: int) -> int | None:
        return None
