"""Canonical picks: every set is reached by exactly one sequence of one-at-a-time picks, never a dead end."""

from __future__ import annotations

from itertools import combinations

import pytest

from civitas.engine.choices import canonical_next, subsets


def pick_sequences(options: list[int], k: int, optional: bool = False) -> list[tuple[int, ...]]:
    """Every sequence of picks canonical_next allows; a non-optional sequence must reach k picks."""
    finished: list[tuple[int, ...]] = []

    def walk(seq: tuple[int, ...]) -> None:
        offer = canonical_next(options, seq[-1] if seq else None, k - len(seq), optional)
        if optional:
            finished.append(seq)
        elif len(seq) == k:
            assert offer == []
            finished.append(seq)
            return
        else:
            assert offer, f"dead end after {seq}"
        for item in offer:
            walk(seq + (item,))

    walk(())
    return finished


@pytest.mark.parametrize("n", range(0, 7))
@pytest.mark.parametrize("k", range(1, 4))
def test_every_k_subset_is_reached_by_exactly_one_pick_sequence(n: int, k: int):
    options = [3 * i + 1 for i in range(n)][::-1]  # unsorted on purpose
    if k > n:
        assert canonical_next(options, None, k) == []
        return
    sequences = pick_sequences(options, k)
    assert len(sequences) == len(set(sequences))
    assert sorted(sequences) == sorted(combinations(sorted(options), k))


@pytest.mark.parametrize("n", range(0, 6))
@pytest.mark.parametrize("k", range(1, 4))
def test_optional_picks_reach_every_subset_up_to_k_once(n: int, k: int):
    options = list(range(10, 10 + n))
    sequences = pick_sequences(options, k, optional=True)
    assert len(sequences) == len(set(sequences))
    expected = [c for size in range(0, min(k, n) + 1) for c in combinations(options, size)]
    assert sorted(sequences) == sorted(expected)


def test_canonical_next_leaves_room_for_the_remaining_picks():
    assert canonical_next([5, 1, 3, 7], None, 3) == [1, 3]
    assert canonical_next([5, 1, 3, 7], 1, 2) == [3, 5]
    assert canonical_next([5, 1, 3, 7], 5, 1) == [7]
    assert canonical_next([5, 1, 3, 7], 5, 2) == []
    assert canonical_next([5, 1, 3, 7], 1, 2, optional=True) == [3, 5, 7]
    assert canonical_next([5, 1, 3, 7], None, 0) == []


def test_subsets_are_sorted_by_size_then_lexicographic():
    assert subsets([3, 1, 2]) == [(1,), (2,), (3,), (1, 2), (1, 3), (2, 3), (1, 2, 3)]
    assert subsets([3, 1, 2], min_size=2, max_size=2) == [(1, 2), (1, 3), (2, 3)]
    assert subsets([1, 2], min_size=0) == [(), (1,), (2,), (1, 2)]
    assert subsets([1, 2], min_size=3) == []
    assert len(subsets(range(6), 1, 3)) == 6 + 15 + 20
