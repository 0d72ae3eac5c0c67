"""Canonical one-at-a-time picks for "choose several" decisions.

When a player picks a set of items one decision at a time, offering every remaining item at every step
lets the same set be reached in many orders (a search or an AI then weighs one choice several times).
Picking in increasing order only, and never an item that leaves too few larger ones to finish, reaches
every set by exactly one sequence and never strands the player.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations


def canonical_next(options: Sequence[int], last: int | None, still_needed: int, optional: bool = False) -> list[int]:
    """The items that may be picked next, ascending.

    ``options``: every item that can be chosen (any order, repeats ignored); ``last``: the item picked
    last (None before the first pick); ``still_needed``: how many items are still to be picked, this one
    included. The offer is the items greater than ``last`` that leave at least ``still_needed - 1`` larger
    items to finish with. When ``optional`` the decision may stop at any time, so that last constraint is
    dropped (``still_needed`` is then the most that may still be picked). Nothing is offered when
    ``still_needed <= 0``.
    """
    if still_needed <= 0:
        return []
    items = sorted(set(options))
    if last is not None:
        items = [item for item in items if item > last]
    if optional:
        return items
    keep = len(items) - (still_needed - 1)
    return items[: max(keep, 0)]


def subsets(items: Sequence[int], min_size: int = 1, max_size: int | None = None) -> list[tuple[int, ...]]:
    """Every subset of ``items`` (repeats ignored) with ``min_size`` to ``max_size`` members, as sorted
    tuples, by size then lexicographic."""
    pool = sorted(set(items))
    top = len(pool) if max_size is None else min(max_size, len(pool))
    out: list[tuple[int, ...]] = []
    for size in range(max(min_size, 0), top + 1):
        out.extend(combinations(pool, size))
    return out
