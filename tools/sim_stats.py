"""Helpers shared by the simulation tools (``balance_empires.py``, ``tune_territory.py``): running seeded
games serially or in a process pool, a percentile, and the standard error of a share."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def run_tasks(func: Callable[[T], R], tasks: Sequence[T], jobs: int) -> list[R]:
    """``func`` over ``tasks`` in order: in this process when ``jobs`` <= 1, else in ``jobs`` spawned
    processes (``func`` must be a module-level function)."""
    if jobs <= 1:
        return [func(t) for t in tasks]
    with ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("spawn")) as pool:
        return list(pool.map(func, tasks, chunksize=4))


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile of ``values`` (the value at rank ``int(q * n)``, no interpolation)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def share_se(share: float, n: int) -> float:
    """One standard error of a win share measured over ``n`` games (binomial)."""
    return math.sqrt(max(0.0, share * (1.0 - share)) / n) if n > 0 else 0.0
