"""The AI in a separate process, so the UI thread never waits on a search.

Qt-free by design: the UI calls :meth:`AiWorker.poll` from a timer. Only a seat's *view* crosses the
process boundary, as JSON (``game.to_json(view)``); the worker rebuilds it with ``game.from_json``.

    worker = AiWorker()
    worker.start()
    worker.request(7, "tiny", game.to_json(game.view(state, seat)), seat, "normal", "move")
    ...  # every 10-50 ms:
    for msg in worker.poll():
        if isinstance(msg, Result): action = action_from_json(msg.action)
    worker.stop()

The process is started with the ``spawn`` method (the same on Linux, Windows and macOS), which
imports the program's main module again in the child: it must keep its start-up code under
``if __name__ == "__main__":`` and should import Qt only inside functions (``civitas.__main__``
does both).
"""

from __future__ import annotations

import atexit
import multiprocessing as mp
import queue
import signal
import time
import traceback
import weakref
from collections import deque
from dataclasses import dataclass
from typing import Any

RequestId = int | str


@dataclass(frozen=True, slots=True)
class Progress:
    request_id: RequestId
    fraction: float  # 0..1


@dataclass(frozen=True, slots=True)
class Result:
    request_id: RequestId
    action: list[Any]  # action_to_json of the chosen move (for a hint: the best move; [] for a review)
    hint: dict[str, Any] | None  # Hint.to_json() for kind "hint", else None
    seconds: float  # time spent thinking in the worker
    review: dict[str, Any] | None = None  # Review.to_json() for kind "review", else None


@dataclass(frozen=True, slots=True)
class Error:
    request_id: RequestId
    text: str


Message = Progress | Result | Error


class _Cancelled(Exception):
    pass


class _Stop(Exception):
    pass


def _seed_for(view_json: dict[str, Any], seat: int, level: str, kind: str) -> int:
    """A seed from the request itself, so the same position gets the same answer."""
    import hashlib
    import json

    text = json.dumps([view_json, seat, level, kind], sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "little")


_PLANS: Any = None  # the worker process's PlanBook: a computer seat's follow-ups come from its last search


def _run(msg: tuple[Any, ...], progress: Any) -> Result:
    from dataclasses import replace

    from civitas.ai.hints import hint
    from civitas.ai.knowledge import answer_seconds, knowledge_for
    from civitas.ai.levels import choose, get_level
    from civitas.engine.actions import action_to_json
    from civitas.engine.registry import get_game
    from civitas.engine.rng import Rng

    global _PLANS
    if _PLANS is None:
        from civitas.ai.plans import PlanBook

        _PLANS = PlanBook()
    _, request_id, game_id, view_json, seat, level, kind, seed = msg
    game = get_game(game_id)
    view = game.from_json(view_json)
    rng = Rng(_seed_for(view_json, seat, level, kind) if seed is None else seed)
    start = time.perf_counter()
    if kind == "move":
        answer = answer_seconds(knowledge_for(game.id), game, view, seat)
        if answer <= 0:
            action = choose(game, view, seat, level, rng, progress, plans=_PLANS)
            return Result(request_id, action_to_json(action), None, time.perf_counter() - start)
        # A question every seat is asked: think within the answer time, show no progress (its shape
        # would tell whether there was a choice) and answer when the time is up, never earlier.
        lvl = get_level(level)
        lvl = replace(lvl, seconds=min(lvl.seconds, 0.8 * answer))
        action = choose(game, view, seat, lvl, rng, lambda _fraction: progress(-1.0))
        while (left := start + answer - time.perf_counter()) > 0:
            progress(-1.0)  # also where a cancel or stop request is noticed
            time.sleep(min(left, 0.05))
        return Result(request_id, action_to_json(action), None, time.perf_counter() - start)
    if kind == "hint":
        h = hint(game, view, seat, level, rng, progress)
        return Result(request_id, action_to_json(h.best.action), h.to_json(), time.perf_counter() - start)
    raise ValueError(f"unknown request kind {kind!r}")


def _run_review(msg: tuple[Any, ...], progress: Any) -> Result:
    """A whole game's review (``civitas.ai.review``): the record is replayed here, and each decision is
    searched from the deciding seat's view only."""
    from civitas.ai.review import review_record
    from civitas.engine.record import GameRecord
    from civitas.engine.registry import get_game

    _, request_id, game_id, record_json, level, seats, seed, others = msg
    start = time.perf_counter()
    game = get_game(game_id)
    record = GameRecord.from_json(record_json)
    review = review_record(game, record, level, seats=seats, others=others, seed=seed, progress=progress)
    return Result(request_id, [], None, time.perf_counter() - start, review.to_json())


def _worker_main(inbox: Any, outbox: Any) -> None:
    """The worker process: serve requests one at a time until told to stop."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's business
    pending: deque[tuple[Any, ...]] = deque()

    def absorb(msg: tuple[Any, ...], current: RequestId | None) -> None:
        if msg[0] == "stop":
            raise _Stop
        if msg[0] == "cancel":
            if msg[1] == current:
                raise _Cancelled
            for item in list(pending):
                if item[1] == msg[1]:
                    pending.remove(item)
        elif msg[0] in ("request", "review"):
            pending.append(msg)

    try:
        while True:
            msg = pending.popleft() if pending else inbox.get()
            if msg[0] not in ("request", "review"):
                absorb(msg, None)
                continue
            request_id = msg[1]

            def progress(fraction: float, request_id: RequestId = request_id) -> None:
                while True:
                    try:
                        incoming = inbox.get_nowait()
                    except queue.Empty:
                        break
                    absorb(incoming, request_id)
                outbox.put(Progress(request_id, fraction))

            try:
                outbox.put(_run_review(msg, progress) if msg[0] == "review" else _run(msg, progress))
            except _Cancelled:
                pass
            except _Stop:
                raise
            except Exception as exc:  # report, keep serving
                outbox.put(Error(request_id, f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"))
    except (_Stop, KeyboardInterrupt, EOFError, OSError):
        outbox.cancel_join_thread()  # do not hang at exit flushing messages nobody will read


_LIVE: weakref.WeakSet[AiWorker] = weakref.WeakSet()


@atexit.register
def _stop_all() -> None:
    for worker in list(_LIVE):
        worker.stop(timeout=0.5)


class AiWorker:
    """A daemon process (``spawn`` context) that answers move and hint requests and reviews whole games
    (``request_review``). Not thread-safe."""

    def __init__(self) -> None:
        self._ctx = mp.get_context("spawn")
        self._process: Any = None
        self._inbox: Any = None
        self._outbox: Any = None
        self._open: set[RequestId] = set()
        self._cancelled: set[RequestId] = set()

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def start(self) -> None:
        """Launch the process (idempotent). Spawning takes a few hundred ms but does not block on it."""
        if self._process is not None:
            return
        self._inbox = self._ctx.Queue()
        self._outbox = self._ctx.Queue()
        self._process = self._ctx.Process(
            target=_worker_main, args=(self._inbox, self._outbox), name="civitas-ai", daemon=True
        )
        self._process.start()
        _LIVE.add(self)

    def request(
        self,
        request_id: RequestId,
        game_id: str,
        view_json: dict[str, Any],
        seat: int,
        level: str,
        kind: str = "move",
        seed: int | None = None,
    ) -> None:
        """Ask for a move (``kind="move"``) or a hint (``kind="hint"``) for ``seat`` in this view.

        ``view_json`` is ``game.to_json(game.view(state, seat))``. Without ``seed`` the worker derives
        one from the request, so the same position at the same level gets the same answer.
        """
        if kind not in ("move", "hint"):
            raise ValueError(f"unknown request kind {kind!r}")
        if self._process is None:
            self.start()
        self._open.add(request_id)
        self._cancelled.discard(request_id)
        self._inbox.put(("request", request_id, game_id, view_json, seat, level, kind, seed))

    def request_review(
        self,
        request_id: RequestId,
        game_id: str,
        record_json: dict[str, Any],
        level: str = "normal",
        seats: list[int] | None = None,
        seed: int = 0,
        others: bool = True,
    ) -> None:
        """Ask for the review of a whole game (``civitas.ai.review.review_record``): ``Progress`` messages
        while it runs, then a ``Result`` whose ``review`` is ``Review.to_json()``. ``seats``: the seats to
        judge (by default the people of the record); ``others``: judge the other seats once a round for their
        curves (never while the game is still being played). It can be cancelled like any request."""
        if self._process is None:
            self.start()
        self._open.add(request_id)
        self._cancelled.discard(request_id)
        self._inbox.put(("review", request_id, game_id, record_json, level, seats, seed, others))

    def cancel(self, request_id: RequestId) -> None:
        """Abandon a request; no further message for it is returned by :meth:`poll`."""
        if request_id not in self._open:
            return
        self._open.discard(request_id)
        self._cancelled.add(request_id)
        if self._inbox is not None:
            self._inbox.put(("cancel", request_id))

    def poll(self) -> list[Message]:
        """Every message that has arrived, without blocking: Progress, Result and Error."""
        out: list[Message] = []
        if self._outbox is None:
            return out
        while True:
            try:
                msg = self._outbox.get_nowait()
            except (queue.Empty, OSError, ValueError):
                break
            if msg.request_id in self._cancelled:
                continue
            if isinstance(msg, Result | Error):
                self._open.discard(msg.request_id)
            out.append(msg)
        if self._open and self._process is not None and not self._process.is_alive():
            for request_id in sorted(self._open, key=str):
                out.append(Error(request_id, f"the AI process ended (exit code {self._process.exitcode})"))
            self._open.clear()
        return out

    def stop(self, timeout: float = 1.0) -> None:
        """End the process: ask politely, then terminate. Returns within about ``timeout`` seconds."""
        process = self._process
        if process is None:
            return
        self._process = None
        _LIVE.discard(self)
        try:
            self._inbox.put(("stop",))
        except (OSError, ValueError):
            pass
        process.join(timeout)
        if process.is_alive():
            process.terminate()
            process.join(0.5)
        if process.is_alive():
            process.kill()
            process.join(0.5)
        for q in (self._inbox, self._outbox):
            q.cancel_join_thread()
            q.close()
        self._inbox = self._outbox = None
        self._open.clear()
        self._cancelled.clear()

    def __enter__(self) -> AiWorker:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
