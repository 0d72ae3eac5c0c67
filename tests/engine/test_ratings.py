"""Declared ratings (engine.ratings): a value is the sum of its labelled parts, it is cached only while a
reader holds the position, and no value read before a change (a step, or a test's edit in place) is
ever read after it."""

from __future__ import annotations

from collections.abc import Iterator

from civitas.engine.ratings import Breakdown, Part, Rating, changed, changing, held, spoken, stale


class Pile:
    """A tiny state: one list of numbers per seat."""

    __slots__ = ("cards", "_ratings")

    def __init__(self) -> None:
        self.cards: list[list[int]] = [[1, 2], [5]]
        self._ratings: dict[object, object] | None = None


calls: list[int] = []


def _parts(s: Pile, p: int) -> Iterator[Part]:
    calls.append(p)
    yield Part("rating.part.base", 1)
    for c in s.cards[p]:
        yield Part(f"card.c{c}", c)


TOTAL: Rating[Pile] = Rating("total", _parts, "scoring")


def test_a_value_is_the_sum_of_its_labelled_parts_in_the_declared_order() -> None:
    s = Pile()
    assert TOTAL(s, 0) == 4 and TOTAL(s, 1) == 6
    got = TOTAL.breakdown(s, 0)
    assert got == Breakdown("total", 4, (Part("rating.part.base", 1), Part("card.c1", 1), Part("card.c2", 2)))
    catalog = {"rating.total": "Total", "rating.part.base": "base", "card.c1": "One", "card.c2": "Two"}
    assert spoken(got, catalog) == "Total 4: base 1, One 1, Two 2"


def test_outside_a_held_window_every_read_is_fresh_so_an_edit_in_place_is_seen_at_once() -> None:
    s = Pile()
    assert TOTAL(s, 0) == 4
    s.cards[0].append(10)  # a test or a set-up changing the position in place
    assert TOTAL(s, 0) == 14 and s._ratings is None


def test_inside_a_held_window_a_value_is_computed_once_and_dropped_when_it_closes() -> None:
    s = Pile()
    calls.clear()
    with held(s):
        with held(s):  # nested windows share the outer one's cache
            assert TOTAL(s, 0) == 4
        assert TOTAL(s, 0) == 4 and TOTAL(s, 1) == 6
        assert calls == [0, 1] and stale(s, [TOTAL]) == []
    assert s._ratings is None
    s.cards[0].clear()
    assert TOTAL(s, 0) == 1


def test_a_step_inside_a_window_drops_every_value_read_before_it_and_caches_nothing_during_it() -> None:
    s = Pile()
    with held(s):
        assert TOTAL(s, 0) == 4
        was_held = changing(s)  # a game's apply begins
        s.cards[0].append(3)
        assert TOTAL(s, 0) == 7  # read in the middle of the step: fresh
        s.cards[0].append(3)
        assert TOTAL(s, 0) == 10 and s._ratings is None
        changed(s, was_held)  # the step is over: the window caches again, from nothing
        assert TOTAL(s, 0) == 10 and stale(s, [TOTAL]) == []
    assert s._ratings is None


def test_stale_names_a_cached_value_that_no_longer_matches_its_parts() -> None:
    s = Pile()
    with held(s):
        TOTAL(s, 1)
        s.cards[1].append(1)  # against the rules of a window: caught by the invariants
        assert stale(s, [TOTAL]) == ["the cached rating total of seat 1 is stale: 6"]


def test_a_tooltip_tells_the_rating_then_each_named_part_once_with_copies_added_up() -> None:
    from civitas.engine.ratings import told

    s = Pile()
    s.cards[0] = [2, 2, 3]
    catalog = {"rating.total": "Total", "rating.part.base": "base", "card.c2": "Two", "card.c3": "Three"}
    assert told(TOTAL.breakdown(s, 0), catalog) == ["Total: 8", "  base: 1", "  Two: 4", "  Three: 3"]
