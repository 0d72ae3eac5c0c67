"""Deck helpers: the top of a deck is the end of its list; reshuffles happen only when needed."""

from __future__ import annotations

from civitas.engine.decks import draw, draw_with_reshuffle, refill_row, reshuffle_discard, shuffle
from civitas.engine.rng import Rng


def test_draw_takes_from_the_end_in_draw_order():
    deck = [1, 2, 3, 4, 5]
    assert draw(deck, 2) == [5, 4]
    assert deck == [1, 2, 3]


def test_draw_returns_fewer_when_the_deck_is_short():
    deck = [1, 2]
    assert draw(deck, 5) == [2, 1]
    assert deck == []
    assert draw(deck, 3) == []


def test_draw_zero_takes_nothing():
    deck = [1, 2]
    assert draw(deck, 0) == [] and deck == [1, 2]


def test_shuffle_is_a_permutation_and_deterministic_for_a_seed():
    a, b = list(range(20)), list(range(20))
    shuffle(a, Rng(7))
    shuffle(b, Rng(7))
    assert a == b and sorted(a) == list(range(20)) and a != list(range(20))
    c = list(range(20))
    shuffle(c, Rng(8))
    assert c != a


def test_no_reshuffle_when_the_deck_holds_enough():
    deck, discard, rng = [1, 2, 3], [7, 8], Rng(1)
    state = rng.s
    drawn, reshuffled = draw_with_reshuffle(deck, discard, 3, rng)
    assert drawn == [3, 2, 1] and not reshuffled
    assert deck == [] and discard == [7, 8]
    assert rng.s == state  # no random number was used


def test_reshuffle_mid_draw_empties_the_discard_and_continues():
    deck, discard = [1, 2], [7, 8, 9]
    drawn, reshuffled = draw_with_reshuffle(deck, discard, 4, Rng(3))
    assert reshuffled
    assert drawn[:2] == [2, 1] and sorted(drawn[2:]) != [] and set(drawn[2:]) <= {7, 8, 9} and len(drawn) == 4
    assert discard == []
    assert sorted(drawn + deck) == [1, 2, 7, 8, 9]


def test_reshuffle_draw_stops_short_when_both_piles_run_out():
    deck, discard = [1], [5]
    drawn, reshuffled = draw_with_reshuffle(deck, discard, 4, Rng(0))
    assert drawn == [1, 5] and reshuffled and deck == [] and discard == []


def test_no_reshuffle_with_an_empty_discard():
    deck: list[int] = [1]
    drawn, reshuffled = draw_with_reshuffle(deck, [], 3, Rng(0))
    assert drawn == [1] and not reshuffled


def test_draw_with_reshuffle_is_deterministic_for_a_seed():
    results = []
    for _ in range(2):
        deck, discard = [1, 2], list(range(10, 30))
        results.append(draw_with_reshuffle(deck, discard, 8, Rng(42)))
    assert results[0] == results[1]


def test_reshuffle_discard_goes_under_the_remaining_deck():
    deck, discard = [1, 2], [7, 8, 9]
    reshuffle_discard(deck, discard, Rng(5))
    assert deck[-2:] == [1, 2] and sorted(deck[:3]) == [7, 8, 9] and discard == []


def test_refill_row_deals_until_full():
    row, deck = [4], [1, 2, 3]
    assert refill_row(row, deck, 3) == [3, 2]
    assert row == [4, 3, 2] and deck == [1]


def test_refill_row_stops_at_an_empty_deck():
    row, deck = [], [1]
    assert refill_row(row, deck, 4) == [1]
    assert row == [1] and deck == []
    assert refill_row(row, deck, 4) == []


def test_refill_row_already_full_deals_nothing():
    row, deck = [1, 2, 3], [9]
    assert refill_row(row, deck, 3) == [] and deck == [9]
