from __future__ import annotations

import time

from civitas.ai.hints import Hint
from civitas.ai.levels import LEVELS
from civitas.ai.worker import AiWorker, Error, Progress, Result
from civitas.engine.actions import action_from_json

from .conftest import play_to_turn


def _wait(worker, until, timeout=20.0):
    got = []
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got.extend(worker.poll())
        if until(got):
            return got
        time.sleep(0.01)
    raise AssertionError(f"timed out; got {got!r}")


def test_worker_answers_reports_progress_cancels_and_stops(tiny):
    state = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": 3}), 12))
    seat = state.turn
    view_json = tiny.to_json(tiny.view(state, seat))
    legal = tiny.legal_actions(state, seat)
    worker = AiWorker()
    worker.start()
    try:
        worker.request(1, "tiny", view_json, seat, "normal", "move")
        got = _wait(worker, lambda g: any(isinstance(m, Result) for m in g))
        result = next(m for m in got if isinstance(m, Result))
        assert result.request_id == 1 and action_from_json(result.action) in legal
        progress = [m.fraction for m in got if isinstance(m, Progress)]
        assert progress and all(0 <= f <= 1 for f in progress) and progress[-1] == 1.0

        worker.request("h", "tiny", view_json, seat, "easy", "hint")
        got = _wait(worker, lambda g: any(isinstance(m, Result) for m in g))
        h = Hint.from_json(next(m for m in got if isinstance(m, Result)).hint or {})
        assert 1 <= len(h.moves) <= 3 and all(m.action in legal for m in h.moves)

        # A long search, cancelled once it has started; a later request is still served.
        assert LEVELS["hard"].seconds >= 1.0
        worker.request(2, "tiny", view_json, seat, "hard", "move", seed=5)
        worker.request(3, "tiny", view_json, seat, "hard", "move", seed=6)
        _wait(worker, lambda g: any(isinstance(m, Progress) and m.request_id == 2 for m in g))
        worker.cancel(3)  # queued, never started
        worker.cancel(2)
        worker.request(4, "tiny", view_json, seat, "easy", "move")
        got = _wait(worker, lambda g: any(isinstance(m, Result) and m.request_id == 4 for m in g))
        time.sleep(0.1)
        got.extend(worker.poll())
        assert not any(m.request_id in (2, 3) for m in got)

        worker.request(5, "no_such_game", view_json, seat, "easy", "move")
        got = _wait(worker, lambda g: any(isinstance(m, Error) for m in g))
        assert next(m for m in got if isinstance(m, Error)).request_id == 5
        assert worker.running
    finally:
        t = time.monotonic()
        worker.stop()
        assert time.monotonic() - t < 1.5
    assert not worker.running
    worker.stop()  # idempotent


def test_worker_stops_quickly_while_thinking(tiny):
    state = tiny.new_state(tiny.validate_options({"players": 4}), 3)
    with AiWorker() as worker:
        worker.request(1, "tiny", tiny.to_json(tiny.view(state, 0)), 0, "hard", "move")
        _wait(worker, lambda g: any(isinstance(m, Progress) for m in g))
        process = worker._process
        t = time.monotonic()
    assert time.monotonic() - t < 1.0
    assert process is not None and not process.is_alive() and process.exitcode == 0
