"""Derived ratings: figures a game computes from a position (food, an army limit, a hand size), declared
once as labelled parts, cached per position and read with their breakdown by the rules, the AI, the
table and the hints.

A ``Rating`` is a name and a function giving its ``Part`` s for a seat: (label, value) pairs whose values
add up to the rating. A label is a catalog id: ``card.<id>`` for a card, ``rating.part.<id>`` for
anything else (the capital, a nation's base), so ``breakdown`` can be read out to a player in either
language ("Food 3: the capital 1, Granary 2").

Caching. A state that caches has a slot ``_ratings``, ``None`` unless a reader holds the position:
``with held(state):`` opens a cache for code that reads a position many times and changes nothing (the
AI judging every candidate move, a table drawing a seat); values read inside are computed once, and the
cache is dropped when the outermost ``held`` ends. So values are cached per version of a position, where
a version lasts one ``held`` window: outside one every value is computed afresh, and a test or a set-up
that changes a state in place can never read an old value. A step inside a window (a game's ``apply``)
drops the cache and caches nothing while it runs (``changing`` first, ``changed`` last), so no value
read in the middle of a step, or before it, survives it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

S = TypeVar("S")
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Part:
    """One labelled share of a rating: ``label`` is a catalog id (``card.<id>``, ``rating.part.<id>``)."""

    label: str
    value: int


@dataclass(frozen=True, slots=True)
class Breakdown:
    """A rating's value for one seat and the parts it adds up from, in the declared order."""

    rating: str
    value: int
    parts: tuple[Part, ...]


class held:  # noqa: N801 - used as ``with held(state):``
    """A window in which ``state`` is only read: its ratings are cached until the window closes."""

    __slots__ = ("state", "outer")

    def __init__(self, state: Any) -> None:
        self.state = state
        self.outer: bool = True

    def __enter__(self) -> Any:
        self.outer = self.state._ratings is None
        if self.outer:
            self.state._ratings = {}
        return self.state

    def __exit__(self, *exc: object) -> None:
        if self.outer:
            self.state._ratings = None


def changing(state: Any) -> bool:
    """``state`` is about to change (a step begins): drop its cached values and cache nothing until
    ``changed``. Returns whether a window was open (give it to ``changed``)."""
    was_held = state._ratings is not None
    state._ratings = None
    return was_held


def changed(state: Any, was_held: bool) -> None:
    """The step is over: a window that was open caches again, from nothing."""
    if was_held:
        state._ratings = {}


def cached(state: Any, key: Any, compute: Callable[[], T]) -> T:
    """``compute()``, kept under ``key`` for as long as a reader holds ``state`` (``held``)."""
    cache: dict[Any, Any] | None = state._ratings
    if cache is None:
        return compute()
    try:
        return cache[key]
    except KeyError:
        value = cache[key] = compute()
        return value


#: The most seats a rating is cached for (a game has at most six).
MAX_SEATS: Final = 8


class Rating(Generic[S]):
    """A declared rating: ``parts(state, seat)`` gives its labelled parts; ``value(state, seat)``, when
    given, is the same sum computed without labels (the rules and the AI read it many times a step;
    ``agrees`` checks the two); ``section`` is the rules help section that explains it ("" for none)."""

    __slots__ = ("name", "parts", "section", "_value", "_keys")

    def __init__(
        self,
        name: str,
        parts: Callable[[S, int], Iterable[Part]],
        section: str = "",
        value: Callable[[S, int], int] | None = None,
    ) -> None:
        self.name = name
        self.parts = parts
        self.section = section
        self._value = value if value is not None else lambda state, seat: sum(p.value for p in parts(state, seat))
        self._keys = tuple((name, seat) for seat in range(MAX_SEATS))

    def fresh(self, state: S, seat: int) -> Breakdown:
        """The breakdown computed now, never from the cache."""
        parts = tuple(self.parts(state, seat))
        return Breakdown(self.name, sum(part.value for part in parts), parts)

    def breakdown(self, state: S, seat: int) -> Breakdown:
        """The value and its labelled parts (computed when asked: the table, a hint, the rules help)."""
        parts = self.fresh(state, seat).parts
        return Breakdown(self.name, self.value(state, seat), parts)

    def value(self, state: S, seat: int) -> int:
        """The rating's value for ``seat``, cached while a reader holds ``state`` (``rating(state, seat)``
        says the same; a module's alias ``food = FOOD.value`` is the cheapest call)."""
        cache: dict[Any, Any] | None = state._ratings  # type: ignore[attr-defined]
        if cache is None:
            return self._value(state, seat)
        key = self._keys[seat]
        value: int | None = cache.get(key)
        if value is None:
            value = cache[key] = self._value(state, seat)
        return value

    def __call__(self, state: S, seat: int) -> int:
        return self.value(state, seat)

    def agrees(self, state: S, seat: int) -> bool:
        """Whether the value (cached or not) is the sum of the parts computed now."""
        return self.value(state, seat) == self.fresh(state, seat).value


def stale(state: Any, ratings: Iterable[Rating[Any]]) -> list[str]:
    """Every cached value of ``ratings`` that differs from the sum of its parts computed now (for a
    game's ``check_invariants``)."""
    cache: dict[Any, Any] | None = state._ratings
    if not cache:
        return []
    out: list[str] = []
    for rating in ratings:
        for seat, key in enumerate(rating._keys):
            held = cache.get(key)
            if held is not None and held != rating.fresh(state, seat).value:
                out.append(f"the cached rating {rating.name} of seat {seat} is stale: {held}")
    return out


def spoken(breakdown: Breakdown, catalog: dict[str, str]) -> str:
    """A breakdown in words from ``catalog``: "Food 3: the capital 1, Granary 2" (``rating.<name>``
    names the rating; ``rating.parts`` puts the rating, its value and the parts together)."""
    title = catalog.get(f"rating.{breakdown.rating}", breakdown.rating)
    parts = ", ".join(f"{catalog.get(part.label, part.label)} {part.value}" for part in breakdown.parts)
    template = catalog.get("rating.parts", "{rating} {value}: {parts}")
    return template.format(rating=title, value=breakdown.value, parts=parts)


def merged(breakdown: Breakdown) -> tuple[Part, ...]:
    """The parts with one entry per label (two copies of a card give one part of their sum), in the
    order each label first appears."""
    totals: dict[str, int] = {}
    for part in breakdown.parts:
        totals[part.label] = totals.get(part.label, 0) + part.value
    return tuple(Part(label, value) for label, value in totals.items())


def told(breakdown: Breakdown, catalog: dict[str, str]) -> list[str]:
    """A breakdown as lines for a tooltip: the rating and its value, then each part (merged) by name."""
    title = catalog.get(f"rating.{breakdown.rating}", breakdown.rating)
    parts = [f"  {catalog.get(part.label, part.label)}: {part.value}" for part in merged(breakdown)]
    return [f"{title}: {breakdown.value}", *parts]
