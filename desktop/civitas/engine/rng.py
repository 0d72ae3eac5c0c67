"""A small seeded RNG whose whole state is one integer, so copying a game state copies it for free."""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Final, TypeVar

from mypy_extensions import i64, mypyc_attr

T = TypeVar("T")
_MASK: Final = (1 << 64) - 1
# SplitMix64 in 32-bit halves, for the compiled build: every step fits a machine integer (the
# multipliers go in 16-bit pieces), where the one-integer form needs slow 64-bit Python ints.
_M32: Final = 0xFFFFFFFF
_GOLD_HI: Final = 0x9E3779B9
_GOLD_LO: Final = 0x7F4A7C15
_A_H0: Final = 0xBF58476D & 0xFFFF  # 0xBF58476D1CE4E5B9: high half, its low and high 16 bits ...
_A_H1: Final = 0xBF58476D >> 16
_A_L0: Final = 0x1CE4E5B9 & 0xFFFF  # ... low half, its low and high 16 bits
_A_L1: Final = 0x1CE4E5B9 >> 16
_B_H0: Final = 0x94D049BB & 0xFFFF  # 0x94D049BB133111EB, the same way
_B_H1: Final = 0x94D049BB >> 16
_B_L0: Final = 0x133111EB & 0xFFFF
_B_L1: Final = 0x133111EB >> 16


def _probe() -> None:
    """Tells whether this module runs compiled: a compiled function has no ``__code__``."""


#: Compiled (mypyc): draw in 32-bit halves; pure Python: the one-integer form, faster there.
#: Both give the same numbers (tests/engine/test_rng.py checks them against each other).
NATIVE: Final = not hasattr(_probe, "__code__")


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, yet tests may script its dice in a subclass
class Rng:
    """SplitMix64. Deterministic across platforms and Python versions."""

    __slots__ = ("s",)

    def __init__(self, seed: int = 0) -> None:
        self.s = seed & _MASK

    def next64(self) -> int:
        if NATIVE:
            hi, lo = self.halves()
            return int(hi) << 32 | int(lo)
        self.s = s = (self.s + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def halves(self) -> tuple[i64, i64]:
        """The next number as (high 32 bits, low 32 bits), computed in halves (see ``NATIVE``)."""
        s = self.s
        lo: i64 = (s & _M32) + _GOLD_LO
        hi: i64 = ((s >> 32) + _GOLD_HI + (lo >> 32)) & _M32
        lo &= _M32
        self.s = int(hi) << 32 | int(lo)
        return _mix(hi, lo)

    def below(self, n: int) -> int:
        """A number in [0, n). The modulo bias is below 2**-50 for any n a game uses."""
        if n <= 0:
            raise ValueError("n must be positive")
        if NATIVE:
            hi, lo = self.halves()
            if n < 0x80000000:  # (hi * 2**32 + lo) % n, every step a machine integer
                m: i64 = n
                return int(((hi % m) * (0x100000000 % m) + lo) % m)
            return (int(hi) << 32 | int(lo)) % n
        return self.next64() % n

    def die(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        if NATIVE and type(self) is Rng and isinstance(items, list):
            _shuffle_list(self, items)  # the same draws as below, the state kept in machine integers
            return
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


def _mix(hi: i64, lo: i64) -> tuple[i64, i64]:
    """SplitMix64's output for the state (hi, lo), in 32-bit halves (see ``NATIVE``)."""
    lo ^= (hi << 2 & _M32) | lo >> 30  # z ^= z >> 30
    hi ^= hi >> 30
    p0: i64 = lo * _A_L0  # z *= 0xBF58476D1CE4E5B9 (mod 2**64)
    p1: i64 = lo * _A_L1
    t: i64 = (p0 & _M32) + ((p1 & 0xFFFF) << 16)
    hi = ((p0 >> 32) + (p1 >> 16) + (t >> 32) + lo * _A_H0 + ((lo * _A_H1 & 0xFFFF) << 16)
          + hi * _A_L0 + ((hi * _A_L1 & 0xFFFF) << 16)) & _M32  # fmt: skip
    lo = t & _M32
    lo ^= (hi << 5 & _M32) | lo >> 27  # z ^= z >> 27
    hi ^= hi >> 27
    p0 = lo * _B_L0  # z *= 0x94D049BB133111EB
    p1 = lo * _B_L1
    t = (p0 & _M32) + ((p1 & 0xFFFF) << 16)
    hi = ((p0 >> 32) + (p1 >> 16) + (t >> 32) + lo * _B_H0 + ((lo * _B_H1 & 0xFFFF) << 16)
          + hi * _B_L0 + ((hi * _B_L1 & 0xFFFF) << 16)) & _M32  # fmt: skip
    lo = t & _M32
    lo ^= (hi << 1 & _M32) | lo >> 31  # z ^= z >> 31
    hi ^= hi >> 31
    return hi, lo


def _shuffle_list(rng: Rng, items: list[T]) -> None:
    """``Rng.shuffle`` of a list in the compiled build: the same draws as ``below`` (every bound is
    small), the generator's state held in two machine integers until the end."""
    s = rng.s
    shi: i64 = s >> 32
    slo: i64 = s & _M32
    i: i64 = len(items) - 1
    while i > 0:
        slo += _GOLD_LO
        shi = (shi + _GOLD_HI + (slo >> 32)) & _M32
        slo &= _M32
        hi, lo = _mix(shi, slo)
        m: i64 = i + 1
        j: i64 = ((hi % m) * (0x100000000 % m) + lo) % m
        items[i], items[j] = items[j], items[i]
        i -= 1
    rng.s = int(shi) << 32 | int(slo)
