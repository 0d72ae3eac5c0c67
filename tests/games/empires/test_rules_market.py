"""Spec A.(a) "Market operations" (EM-M1..M8): the lines the older test_market did not check. Fixture cards."""

from __future__ import annotations

from empires_helpers import act, offers, rules_game, run_ops

from civitas.games.empires import market
from civitas.games.empires.core import D, setup_category


def test_em_m1_three_slots_fed_by_the_small_decks_and_two_by_the_main_deck():
    s = rules_game()
    for slot in range(5):
        own = s.small[slot] if slot < 3 else s.main
        top = own[-1]
        market.exile_slot(s, slot, [])
        assert s.market[slot] == top
    assert [setup_category(s, s.market[i]) for i in range(3)] == ["region", "uncivilised", "civilised"]


def test_em_m4_several_acquires_one_after_another_and_a_refilled_card_is_eligible_at_once():
    s = rules_game()
    s.small[0] = s.small[0][-1:]  # one region left to refill slot 1
    refill = s.small[0][-1]
    first = s.market[0]
    run_ops(s, [["acquire", ["region"], 2]])
    assert ("slot", 0) in offers(s)
    act(s, ("slot", 0))
    assert s.market[0] == refill and ("slot", 0) in offers(s) and s.stack.top.kind == "slot"
    act(s, ("slot", 0))
    assert first in s.hand[0] and refill in s.hand[0] and s.stack.top is None


def test_em_m5_variant5_a_small_category_whose_deck_is_empty_searches_the_main_deck():
    s = rules_game()
    s.small[0] = []
    regions_in_main = [c for c in s.main if "region" in D(s, c).categories]
    before = len(s.main)
    market.break_deck(s, 0, "region", [])
    got = [c for c in s.hand[0] if "region" in D(s, c).categories]
    if regions_in_main:
        assert len(got) == 1 and got[0] in regions_in_main and len(s.main) == before - 1
    else:
        assert got == [] and s.res[0][2] == 1 + 2  # RD-9


def test_em_m5_variant1_takes_the_tokens_of_a_broken_through_card():
    s = rules_game()
    s.tokens[2] = [0, 1, 2]
    res = list(s.res[0])
    market.break_slot(s, 0, 2, [])
    assert s.res[0] == [res[0], res[1] + 1, res[2] + 2] and s.tokens[2] == [0, 0, 0]


def test_em_m6_exile_from_the_hand_and_from_the_discard():
    s = rules_game()
    card = s.hand[0][0]
    run_ops(s, [["exile", "hand", 1]])
    act(s, ("pick", min(c for c in s.hand[0] if s.table[c] == s.table[card])))
    assert len(s.exile) == 1 and len(s.hand[0]) == 4
    s.discard[0].append(s.hand[0].pop())
    run_ops(s, [["exile", "discard", 1]])
    act(s, offers(s)[0])
    assert len(s.exile) == 2 and s.discard[0] == []
