"""The compiled build shuffles lists in machine integers (``rng._shuffle_list``): it must draw exactly
what ``Rng.below`` draws, so both builds deal the same cards from the same seed."""

from civitas.engine import rng as rng_module
from civitas.engine.rng import Rng

SEEDS = [0, 1, 7, 2**32 - 1, 2**62, 2**63 + 5, 2**64 - 1, 0xDEADBEEFCAFEBABE]
SIZES = [0, 1, 2, 3, 6, 108, 300]


def _reference_shuffle(r: Rng, items: list[int]) -> None:
    """Fisher-Yates with ``below``, as the pure-Python build shuffles."""
    for i in range(len(items) - 1, 0, -1):
        j = r.below(i + 1)
        items[i], items[j] = items[j], items[i]


def test_shuffle_draws_what_below_draws_and_leaves_the_same_state() -> None:
    for seed in SEEDS:
        for size in SIZES:
            a, b, c = Rng(seed), Rng(seed), Rng(seed)
            want, got, fast = list(range(size)), list(range(size)), list(range(size))
            _reference_shuffle(a, want)
            b.shuffle(got)
            rng_module._shuffle_list(c, fast)
            assert got == want and fast == want, (seed, size)
            assert a.s == b.s == c.s


def test_shuffle_of_a_subclass_uses_its_own_below() -> None:
    class Fixed(Rng):
        def below(self, n: int) -> int:
            return 0

    items = [1, 2, 3, 4]
    Fixed(5).shuffle(items)
    assert items == [2, 3, 4, 1]  # every step swaps with the first card
