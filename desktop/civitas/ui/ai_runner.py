"""Drives the computer seats of the game on screen without ever blocking the event loop.

The search runs in ``civitas.ai.worker.AiWorker`` (another process), polled by a timer; only the
seat's view crosses over. The player's "pause before a computer move" is a minimum: a quick answer
waits out the rest of it. The pause comes once per visible move (see ``pause_for``): a forced move
(one legal action) is played at once without asking the worker, and a seat's follow-ups (its own
decisions right after its own, in the same turn: paying or picking after placing) come without one. In
its own turn (``Game.current_seat``) a seat pauses once for the whole turn: the others' answers inside
it (a card that lets every player draw) do not start a new run, so a turn reads as one plan.
Without the worker (``use_worker`` False, or the module missing) every
computer seat plays a random legal move after that pause instead: a stand-in, labelled as such.
Hints for a human seat go through the same worker.

The player may hold the computer players (``set_held``): they go on thinking, but a move they have
chosen waits until the player lets exactly one happen (``step``) or releases them.
"""

from __future__ import annotations

import importlib
import logging
import random
import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from civitas.engine.actions import Action, action_from_json
from civitas.ui.controller import GameController

log = logging.getLogger("civitas.ai")

POLL_MS = 25


def load_worker_class() -> type[Any] | None:
    """The AI worker class, or None if ``civitas.ai.worker`` is not there."""
    try:
        module = importlib.import_module("civitas.ai.worker")
    except ImportError:
        return None
    return getattr(module, "AiWorker", None)


@dataclass(slots=True)
class Pending:
    """One question to the worker: for ``seat``, asked at ``token`` (the record's length and undo count)."""

    request_id: int
    seat: int
    kind: str
    token: tuple[int, int]
    asked_at: float
    pause_ms: int = 0  # the least time from ``asked_at`` to the move (the player's pause, or none)


class AiRunner(QObject):
    """``thinking(seat, progress)`` reports progress in [0, 1] (or -1 when unknown); ``done(seat)``
    fires when a seat has acted or was cancelled; ``hint_ready(seat, hint)`` brings a
    ``civitas.ai.hints.Hint``; ``failed(text)`` reports a search that went wrong (a random move
    is played instead, so the game never stalls); ``holding(seat)`` when a seat's move is ready but
    the player holds the computer players."""

    thinking = Signal(int, float)
    done = Signal(int)
    holding = Signal(int)
    hint_ready = Signal(int, object)
    failed = Signal(str)

    use_worker = True  # tests of the shell turn this off for speed
    #: The rule before issue 17, kept for ``tools/bench_pacing.py``: every move waits out the pause and
    #: goes to the worker, forced moves and follow-ups included.
    pause_every_move = False

    def __init__(self, controller: GameController, delay_ms: int = 600, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.delay_ms = max(0, delay_ms)
        self.paused = False  # stopped for good (the screen is going away)
        self.held = False  # the player's pause: chosen moves wait (see ``set_held`` and ``step``)
        self._steps_allowed = 0  # moves the player let happen while held, not played yet
        self._waiting: dict[int, tuple[Pending, Action] | None] = {}  # held moves by seat, in order
        worker_class = load_worker_class() if self.use_worker else None
        self.worker: Any = worker_class() if worker_class is not None else None
        self.random_play = self.worker is None
        self._timers: dict[int, QTimer] = {}
        self._pending: dict[int, Pending] = {}  # by request id
        self._ready: dict[int, tuple[Pending, Action]] = {}  # answers waiting out the pause, by seat
        self._next_id = 1
        self._generation = 0
        # Which turn step i was taken in (seen here): whose, and a count that grows at every turn start.
        self._turn_at: dict[int, tuple[int | None, int]] = {}
        self._paused_runs: dict[int, int] = {}  # by seat: the first step of its run that had its pause
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._poll_worker)
        self._note_turn()
        controller.changed.connect(self._note_turn)

    # --- which seats ---------------------------------------------------------------------------------
    def ai_seats_to_move(self) -> list[int]:
        if self.controller.is_over():
            return []
        return [seat for seat in self.controller.to_move() if seat not in self.controller.humans]

    def busy(self) -> bool:
        return bool(self._timers or self._pending or self._ready or self._waiting)

    def _token(self) -> tuple[int, int]:
        record = self.controller.session.record
        return len(record.steps), record.undo_used

    def _seats_in_hand(self) -> set[int]:
        moves = {p.seat for p in self._pending.values() if p.kind == "move"}
        return moves | set(self._timers) | set(self._ready) | set(self._waiting)

    # --- pacing -------------------------------------------------------------------------------------
    def forced_action(self, seat: int) -> Action | None:
        """The only legal action of ``seat`` when it has exactly one (a forced move), else None. A
        question every seat is asked is never forced here: its answer takes the same time whether
        there was a choice or not, so the timing tells the others nothing (``answer_seconds``)."""
        game = self.controller.game
        position = self.controller.position(seat)  # the seat's view and legal actions, computed once
        legal = position.legal
        if len(legal) != 1:
            return None
        from civitas.ai.knowledge import answer_seconds, knowledge_for

        if answer_seconds(knowledge_for(game.id), game, position.view, seat) > 0:
            return None
        return legal[0]

    def _note_turn(self, *_args: object) -> None:
        """Note whose turn it is before the next step (called on every change of the table)."""
        session = self.controller.session
        index = len(session.record.steps)
        before = self._turn_at.get(index - 1)
        count = index if before is None else before[1] + int(session.game.opens_turn(session.state))
        self._turn_at[index] = (session.game.current_seat(session.state), count)

    def run_start(self, seat: int) -> int:
        """The first step of ``seat``'s current run: the trailing steps the seat took itself, back to
        another seat's step or the end of a turn (``Game.current_seat`` changed; a game without that
        notion counts every run of the same seat as one turn; ``Game.opens_turn`` marks a seat's next turn
        after its own). In the seat's own turn the others'
        steps taken in that turn (their answers) belong to its run too: the run is the whole turn.
        ``len(steps)``: no run yet."""
        self._note_turn()  # the table may have changed before this runner heard of it
        session = self.controller.session
        steps = session.record.steps
        seat_now = session.game.current_seat(session.state)
        own_turn = seat_now is not None and seat_now == seat
        index = len(steps)
        turn = self._turn_at.get(index, (seat_now, index))
        while index > 0:
            taken_in = self._turn_at.get(index - 1, turn)
            if taken_in != turn:
                break
            if steps[index - 1][0] != seat and not (own_turn and index - 1 in self._turn_at):
                break
            index -= 1
        return index

    def pause_for(self, seat: int, has_choice: bool | None = None) -> int:
        """The pause before ``seat``'s next move, in ms: ``delay_ms`` for the first move of its run that
        has a choice; none for a forced move or a follow-up after the run's paused move. Marks the run
        as paused when it gives the pause. ``has_choice``: already known (None: look at the moves)."""
        if self.pause_every_move:
            return self.delay_ms
        if has_choice is None:
            has_choice = self.forced_action(seat) is None
        if self.delay_ms <= 0 or not has_choice:
            return 0
        start = self.run_start(seat)
        if self._paused_runs.get(seat) == start:
            return 0  # a follow-up: this run already had its pause
        self._paused_runs[seat] = start
        return self.delay_ms

    # --- the player's pause ------------------------------------------------------------------------------
    def set_held(self, held: bool) -> None:
        """Hold the computer players before their next move, or let them go on (the held moves are
        played at once, each checked against the table as it is now)."""
        if held == self.held:
            return
        self.held = held
        self._steps_allowed = 0
        if not held:
            waiting, self._waiting = self._waiting, {}
            for seat, answer in waiting.items():
                self._wait_then(seat, 0, answer)
            self.schedule()

    def waiting_seats(self) -> list[int]:
        """The computer seats whose move is ready and held."""
        return list(self._waiting)

    def can_step(self) -> bool:
        """Whether ``step`` would let a computer move happen: held, and a computer seat must decide."""
        return self.held and not self.paused and bool(self.ai_seats_to_move())

    def step(self) -> bool:
        """While held, let exactly one computer move happen: the first one ready, else the next one
        chosen. False when there is none to let happen."""
        if not self.can_step():
            return False
        self._steps_allowed += 1
        if self._waiting:
            seat = next(iter(self._waiting))
            self._wait_then(seat, 0, self._waiting.pop(seat))
        self.schedule()
        return True

    # --- driving -------------------------------------------------------------------------------------
    def schedule(self) -> None:
        """Start every computer seat that must decide now and is not already thinking."""
        if self.paused:
            return
        busy = self._seats_in_hand()
        for seat in self.ai_seats_to_move():
            if seat in busy:
                continue
            forced = None if self.pause_every_move else self.forced_action(seat)
            if forced is not None:  # nothing to think about: played at once, without the worker
                self._wait_then(seat, 0, (self._pending_for(seat, "move", time.monotonic(), 0), forced))
                self.thinking.emit(seat, -1.0)
                continue
            pause = self.pause_for(seat, has_choice=True)
            if self.worker is not None:
                self._ask(seat, "move", self.controller.ai_level(seat) or "normal", pause_ms=pause)
            else:
                self._wait_then(seat, pause, None)
            self.thinking.emit(seat, -1.0)

    def request_hint(self, seat: int, level: str = "hint") -> bool:
        """Ask for a hint for a human ``seat``; False when no search is available."""
        if self.worker is None or self.paused:
            return False
        self._ask(seat, "hint", level)
        return True

    def _pending_for(self, seat: int, kind: str, asked_at: float, pause_ms: int) -> Pending:
        request_id = self._next_id
        self._next_id += 1
        return Pending(request_id, seat, kind, self._token(), asked_at, pause_ms)

    def _ask(self, seat: int, kind: str, level: str, asked_at: float | None = None, pause_ms: int = 0) -> None:
        game, view = self.controller.game, self.controller.position(seat).view
        pending = self._pending_for(seat, kind, time.monotonic() if asked_at is None else asked_at, pause_ms)
        self._pending[pending.request_id] = pending
        request_id = pending.request_id
        self.worker.request(request_id, game.id, game.to_json(view), seat, level, kind)
        if not self._poll.isActive():
            self._poll.start()

    def _wait_then(self, seat: int, delay_ms: int, answer: tuple[Pending, Action] | None) -> None:
        timer = QTimer(self)
        timer.setSingleShot(True)
        generation = self._generation
        if answer is not None:
            self._ready[seat] = answer
        timer.timeout.connect(lambda seat=seat, generation=generation: self._act(seat, generation))
        self._timers[seat] = timer
        timer.start(max(0, delay_ms))

    def _poll_worker(self) -> None:
        if self.worker is None:
            return
        from civitas.ai.worker import Error, Progress, Result

        for message in self.worker.poll():
            pending = self._pending.get(message.request_id)
            if pending is None:
                continue
            if isinstance(message, Progress):
                if pending.kind == "move":
                    self.thinking.emit(pending.seat, float(message.fraction))
                continue
            del self._pending[message.request_id]
            if isinstance(message, Error):
                log.error("AI search failed: %s", message.text)
                self.failed.emit(message.text.splitlines()[0] if message.text else "")
                if pending.kind == "move":
                    self._wait_then(pending.seat, 0, None)  # fall back to a random legal move
                continue
            if isinstance(message, Result):
                self._answer(pending, message)
        if not self._pending:
            self._poll.stop()

    def _answer(self, pending: Pending, result: Any) -> None:
        if pending.kind == "hint":
            from civitas.ai.hints import Hint

            if result.hint is None:
                return
            hint = Hint.from_json(result.hint)
            # Others may have moved meanwhile (a simultaneous phase): show it if it still applies.
            if pending.token == self._token() or self.controller.why_not(pending.seat, hint.best.action) is None:
                self.hint_ready.emit(pending.seat, hint)
            return
        action = action_from_json(result.action)
        waited_ms = (time.monotonic() - pending.asked_at) * 1000
        self._wait_then(pending.seat, int(pending.pause_ms - waited_ms), (pending, action))

    def cancel(self) -> None:
        """Forget every pending move and hint (after undo, load or leaving the game)."""
        self._generation += 1
        seats = self._seats_in_hand()
        for timer in self._timers.values():
            timer.stop()
            timer.deleteLater()
        self._timers.clear()
        self._ready.clear()
        self._waiting.clear()
        self._steps_allowed = 0
        self._paused_runs.clear()
        steps = len(self.controller.session.record.steps)  # undo or load: forget the steps taken back
        self._turn_at = {i: turn for i, turn in self._turn_at.items() if i < steps}
        self._note_turn()
        if self.worker is not None:
            for request_id in list(self._pending):
                self.worker.cancel(request_id)
        self._pending.clear()
        self._poll.stop()
        for seat in sorted(seats):
            self.done.emit(seat)

    def stop(self) -> None:
        """Cancel everything and end the worker process (closing the window, leaving the game)."""
        self.paused = True
        self.cancel()
        if self.worker is not None:
            self.worker.stop()

    def _act(self, seat: int, generation: int) -> None:
        timer = self._timers.pop(seat, None)
        if timer is not None:
            timer.deleteLater()
        answer = self._ready.pop(seat, None)
        if generation != self._generation or seat not in self.ai_seats_to_move():
            self.done.emit(seat)
            return
        if self.held and self._steps_allowed <= 0:
            self._waiting[seat] = answer  # the player's pause: wait for a step or the release
            self.holding.emit(seat)
            return
        if answer is None:
            action = self.random_move(seat)  # the stand-in, or a search that failed
        else:
            asked, action = answer
            if asked.token != self._token() or self.controller.why_not(seat, action) is not None:
                # Others moved meanwhile (a simultaneous phase, like a market where a new offer calls
                # everyone back): the answer was for a table that is gone. Think again on the table
                # as it is now, without a second pause.
                self.done.emit(seat)
                if self.worker is not None and not self.paused:
                    level = self.controller.ai_level(seat) or "normal"
                    if asked.pause_ms > 0:  # the run the move now belongs to has had its pause
                        self._paused_runs[seat] = self.run_start(seat)
                    self._ask(seat, "move", level, asked.asked_at, asked.pause_ms)
                    self.thinking.emit(seat, -1.0)
                else:
                    self.schedule()
                return
        self.done.emit(seat)
        if action is not None:
            if self.held:
                self._steps_allowed -= 1
            self.controller.try_act(seat, action)

    def random_move(self, seat: int) -> Action | None:
        """A legal move chosen at random, reproducible from the seed and the step number."""
        session = self.controller.session
        legal = self.controller.position(seat).legal
        if not legal:
            return None
        rng = random.Random(f"{session.record.seed}:{len(session.record.steps)}:{seat}")
        return rng.choice(legal)
