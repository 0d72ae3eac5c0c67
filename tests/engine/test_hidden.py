"""The hidden-card module on a small made-up game: two hands, a shared draw pile with a face-up top, a
seat's own pile it knows but cannot order, a peek and a draft pass. Who has seen a card, what a view
shows, and what ``deal`` may put where."""

from __future__ import annotations

from collections import Counter

import pytest

from civitas.engine.hidden import Place, Pool, deal, known_to, redact
from civitas.engine.rng import Rng

A = tuple(range(0, 8))  # the common cards
B = tuple(range(8, 12))  # seat 1's own cards
POOLS = (Pool("own", B), Pool("b", B), Pool("a", A))  # the most constrained first
HIDDEN = -1


class Table:
    """hands[0], hands[1]; pile (its last card face up); own: seat 1's pile of its own cards."""

    def __init__(self) -> None:
        self.hands = [[0, 1, 2], [3, 8, 4]]
        self.pile = [5, 6, 7]
        self.own = [9, 10, 11]
        self.known: dict[int, list[int]] = {}

    def copy(self) -> Table:
        t = Table()
        t.hands = [h[:] for h in self.hands]
        t.pile, t.own, t.known = self.pile[:], self.own[:], {k: v[:] for k, v in self.known.items()}
        return t

    def places(self) -> list[Place]:
        return [
            Place(self.hands[0], ("a",), readers=(0,)),
            Place(self.hands[1], ("b", "a"), readers=(1,)),
            Place(self.pile, ("a",), stop=len(self.pile) - 1),
            Place(self.own, ("own",), sorters=(1,)),
        ]

    def cards(self) -> list[int]:
        return [*self.hands[0], *self.hands[1], *self.pile, *self.own]


def _view(t: Table, seat: int | None) -> Table:
    v = t.copy()
    redact(v.places(), seat, lambda _place, _card: HIDDEN, v.known)
    return v


def test_a_hand_is_known_to_its_owner_and_a_peeked_card_to_the_peeker_too():
    t = Table()
    assert known_to(t.places(), 8, 2) == {1}
    t.known[8] = [0]  # seat 0 peeked at seat 1's card 8
    assert known_to(t.places(), 8, 2, t.known) == {0, 1}
    assert known_to(t.places(), 3, 2, t.known) == {1}


def test_a_face_up_card_and_a_card_in_no_place_are_known_to_everybody():
    t = Table()
    assert known_to(t.places(), 7, 3) == {0, 1, 2}  # the pile's face-up top
    assert known_to(t.places(), 99, 3) == {0, 1, 2}
    assert known_to(t.places(), 5, 3) == frozenset()  # inside the pile: nobody
    assert known_to(t.places(), 10, 3) == {1}  # seat 1 knows its own pile's cards


def test_a_view_shows_no_hidden_card_and_keeps_every_place_size():
    t = Table()
    for seat in (None, 0, 1):
        v = _view(t, seat)
        assert [len(p.cards) for p in v.places()] == [len(p.cards) for p in t.places()]
        assert v.pile[-1] == 7  # face up for everybody
        assert v.pile[:-1] == [HIDDEN, HIDDEN]
        for p in range(2):
            assert v.hands[p] == (t.hands[p] if p == seat else [HIDDEN] * 3)
    assert _view(t, 1).own == [9, 10, 11] and _view(t, 0).own == [HIDDEN] * 3


def test_a_seat_sees_its_own_pile_sorted_never_in_its_order():
    t = Table()
    t.own = [11, 9, 10]
    assert _view(t, 1).own == [9, 10, 11]


def test_a_card_passed_in_a_draft_stays_visible_to_the_seat_that_passed_it():
    t = Table()
    t.hands[0].remove(2)
    t.hands[1].append(2)  # seat 0 passed card 2 to seat 1
    t.known[2] = [0]
    assert _view(t, 0).hands[1] == [HIDDEN, HIDDEN, HIDDEN, 2]
    assert _view(t, None).hands[1] == [HIDDEN] * 4


@pytest.mark.parametrize("seat", [0, 1])
def test_determinize_never_moves_a_card_the_seat_knows_and_keeps_what_its_view_shows(seat: int):
    t = Table()
    t.known[3] = [0]  # seat 0 peeked at card 3 in seat 1's hand
    view = _view(t, seat)
    for k in range(30):
        full = view.copy()
        deal(full.places(), POOLS, seat, Rng(k))
        assert _view(full, seat).__dict__ == view.__dict__
        for place_v, place_f in zip(view.places(), full.places(), strict=True):
            for c_v, c_f in zip(place_v.cards, place_f.cards, strict=True):
                if c_v >= 0 and place_v.shows_to(seat) != "sorted":
                    assert c_f == c_v
        if seat == 1:
            assert sorted(full.own) == [9, 10, 11]
        else:
            assert full.hands[1][0] == 3


def test_determinize_deals_every_unseen_card_once_and_each_from_its_places_pools():
    t = Table()
    view = _view(t, 0)
    seen: Counter[tuple[int, ...]] = Counter()
    for k in range(200):
        full = view.copy()
        deal(full.places(), POOLS, 0, Rng(k))
        assert sorted(full.cards()) == list(range(12))
        assert set(full.pile) <= set(A) and set(full.own) <= set(B)
        seen[tuple(full.hands[1])] += 1
    # seat 1's pile takes three of its four cards; its hand draws the fourth first, at any place in it
    assert all(len(set(hand) & set(B)) == 1 for hand in seen)
    assert {i for hand in seen for i, c in enumerate(hand) if c in B} == {0, 1, 2}


def test_a_seat_that_knows_its_own_pile_gets_it_back_shuffled_with_the_same_cards():
    t = Table()
    view = _view(t, 1)
    orders = set()
    for k in range(30):
        full = view.copy()
        deal(full.places(), POOLS, 1, Rng(k))
        assert sorted(full.own) == [9, 10, 11] and full.hands[1] == [3, 8, 4]
        orders.add(tuple(full.own))
    assert len(orders) > 1


def test_a_marker_with_no_unseen_card_left_is_an_error_not_a_silent_hole():
    t = Table()
    view = _view(t, 0)
    with pytest.raises(ValueError):
        deal(view.places(), (Pool("b", B), Pool("a", A)), 0, Rng(1))  # seat 1's pile has no pool


def test_markers_named_by_their_back_draw_from_the_pool_of_that_name():
    cards = [-2, -1, -2]
    places = [Place(cards, ())]
    dealt = deal(places, (Pool(-1, (0, 1)), Pool(-2, (5, 6, 7))), 0, Rng(3), public=[[0]])
    assert cards[1] == 1 and set(cards[::2]) <= {5, 6, 7} and cards[0] != cards[2]
    assert dealt == {}  # markers named by their back repeat: no mapping for them


def test_a_leftovers_pool_deals_what_the_earlier_pools_did_not_use_and_nothing_else():
    pile, hand = [-1, -1], [-1, -1]
    places = [Place(pile, ("a",)), Place(hand, ("rest",))]
    pools = (Pool("a", (0, 1, 2)), Pool("b", (3, 4)), Pool("rest", leftovers=("a", "b")))
    for k in range(20):
        pile[:], hand[:] = [-1, -1], [-1, -1]
        deal(places, pools, 0, Rng(k), public=[[4]])
        assert set(pile) <= {0, 1, 2} and sorted(pile + hand) == [0, 1, 2, 3]
