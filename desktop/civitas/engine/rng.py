"""A small seeded RNG whose whole state is one integer, so copying a game state copies it for free."""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from mypy_extensions import mypyc_attr

T = TypeVar("T")
_MASK = (1 << 64) - 1


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, yet tests may script its dice in a subclass
class Rng:
    """SplitMix64. Deterministic across platforms and Python versions."""

    __slots__ = ("s",)

    def __init__(self, seed: int = 0) -> None:
        self.s = seed & _MASK

    def next64(self) -> int:
        self.s = s = (self.s + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A number in [0, n). The modulo bias is below 2**-50 for any n a game uses."""
        if n <= 0:
            raise ValueError("n must be positive")
        return self.next64() % n

    def die(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        r = Rng()
        r.s = self.s
        return r

    def fork(self) -> Rng:
        """An independent generator seeded from this one (advances this one)."""
        return Rng(self.next64())
