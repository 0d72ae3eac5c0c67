"""A review runs in the AI worker's process: progress while it runs, the same review as in-process,
and a cancel that stops it and leaves the worker serving."""

from __future__ import annotations

import time

from civitas.ai.review import Review, review_record
from civitas.ai.worker import AiWorker, Progress, Result
from review_helpers import planted_game


def _wait(worker, until, timeout=30.0):
    got = []
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got.extend(worker.poll())
        if until(got):
            return got
        time.sleep(0.01)
    raise AssertionError(f"timed out; got {got!r}")


def test_the_worker_reviews_a_game_as_in_process_and_can_be_cancelled(tiny):
    record, planted = planted_game(tiny)
    worker = AiWorker()
    worker.start()
    try:
        worker.request_review(1, "tiny", record.to_json(), "easy", seed=3)
        got = _wait(worker, lambda g: any(isinstance(m, Result) for m in g))
        result = next(m for m in got if isinstance(m, Result))
        assert result.request_id == 1 and result.review is not None
        fractions = [m.fraction for m in got if isinstance(m, Progress)]
        assert fractions and fractions == sorted(fractions) and fractions[-1] == 1.0
        here = review_record(tiny, record, "easy", seed=3).to_json()
        there = Review.from_json(result.review).to_json()
        assert {k: v for k, v in there.items() if k != "seconds"} == {k: v for k, v in here.items() if k != "seconds"}
        assert Review.from_json(result.review).costliest(0)[0].step == planted

        worker.request_review(2, "tiny", record.to_json(), "hard")
        _wait(worker, lambda g: any(isinstance(m, Progress) and m.request_id == 2 for m in g))
        worker.cancel(2)
        worker.request_review(3, "tiny", record.to_json(), "easy")
        got = _wait(worker, lambda g: any(isinstance(m, Result) and m.request_id == 3 for m in g))
        assert not any(m.request_id == 2 for m in got)
    finally:
        worker.stop()
