"""Spec A.(a) "Activate" (EM-A1..A11), "Innovate" (EM-I1) and "Revolt" (EM-V1): the lines the older tests
(test_flow, test_game, test_reactions, test_ops) did not check. Fixture cards only (cards_fixture)."""

from __future__ import annotations

from empires_helpers import act, offers, rules_game, to_hand, to_play

from civitas.engine.decisions import Frame
from civitas.games.empires.core import D


def _activate(s):
    s.turn_type = "activate"
    s.stack.push(Frame("activate", 0, "activate"))


def test_em_a2_a_pinned_card_stays_in_play_and_others_go_to_the_discard():
    s = rules_game()
    hall = to_hand(s, 0, "great_hall")
    camp = to_hand(s, 0, "camp")
    _activate(s)
    act(s, ("play", hall))
    act(s, ("play", camp))
    assert hall in s.play[0] and hall not in s.discard[0]
    assert camp in s.discard[0] and camp not in s.play[0]


def test_em_a2_effects_resolve_in_printed_order():
    s = rules_game()  # gain 3 materials, pay 5, gain 1 progress: payable only because the gain comes first
    card = to_hand(s, 0, "ordered")
    s.res[0] = [3, 0, 0]
    _activate(s)
    act(s, ("play", card))
    assert s.res[0] == [1, 0, 1]


def test_em_a4_a_payment_that_cannot_be_made_stops_the_rest_of_the_effect():
    s = rules_game()
    card = to_hand(s, 0, "ordered")
    s.res[0] = [1, 0, 0]  # 1 + 3 = 4 materials, 0 progress: the pay of 5 fails, no progress follows
    _activate(s)
    act(s, ("play", card))
    assert s.res[0] == [4, 0, 0] and card in s.discard[0]


def test_em_a6_an_exhaust_whose_cost_cannot_be_paid_in_full_is_not_offered():
    s = rules_game()
    city = to_play(s, 0, "city")  # exhaust: pay 1 material, gain 2 population
    s.res[0] = [0, 0, 0]
    _activate(s)
    assert ("exhaust", city) not in offers(s)
    s.res[0] = [0, 0, 1]  # RD-4: 1 progress stands in for the material
    assert ("exhaust", city) in offers(s)
    act(s, ("exhaust", city))
    assert s.res[0] == [0, 2, 0]


def test_em_a7_an_empire_card_in_play_is_exhausted_in_the_barbarian_period():
    s = rules_game()
    assert s.side[0] == "barbarian"
    city = to_play(s, 0, "city")
    _activate(s)
    assert ("exhaust", city) in offers(s)


def test_em_a8_innovate_and_revolt_turns_allow_no_exhaust_and_no_play():
    s = rules_game()
    to_play(s, 0, "town")  # an exhaust ready on the state card's tokens
    s.stack.push(Frame("turn", 0, "turn"))
    act(s, ("innovate", "region"))
    assert s.stack.top.kind == "slot" and all(a[0] not in ("play", "exhaust") for a in offers(s))
    act(s, ("deck",))
    assert s.stack.top.kind == "cleanup_token"
    s = rules_game()
    to_play(s, 0, "town")
    s.stack.push(Frame("turn", 0, "turn"))
    act(s, ("revolt", 0))
    assert s.stack.top.kind == "cleanup_token" and s.exhaust[0] == 5


def test_em_a9_plays_and_exhausts_interleave_until_the_player_ends():
    s = rules_game()
    town = to_play(s, 0, "town")
    camp = to_hand(s, 0, "camp")
    coin = next((c for c in s.hand[0] if s.table[c] == "alpha_coin"), None)
    coin = to_hand(s, 0, "alpha_coin") if coin is None else coin
    _activate(s)
    act(s, ("play", camp))
    act(s, ("exhaust", town))
    act(s, ("play", coin))
    assert s.stack.top.kind == "activate" and ("end",) in offers(s)
    assert s.actions[0] == 1 and s.exhaust[0] == 4 and s.res[0][0] == 3 + 2 + 1 + 1
    act(s, ("end",))
    assert s.stack.top is None or s.stack.top.kind != "activate"


def test_em_a10_a_free_card_needs_no_action_and_plays_once_per_turn():
    s = rules_game()
    envoys = [to_hand(s, 0, "envoy")]
    s.actions[0] = 0
    _activate(s)
    assert ("play", envoys[0]) in offers(s)
    act(s, ("play", envoys[0]))
    assert s.actions[0] == 0 and s.res[0][0] == 4 and envoys[0] in s.discard[0]
    s.discard[0].remove(envoys[0])
    s.hand[0].append(envoys[0])  # the same card back in hand (as a replay effect would)
    assert ("play", envoys[0]) not in offers(s)


def test_em_a10_free_play_is_once_per_own_turn_so_it_resets_next_turn():
    s = rules_game()
    envoy = to_hand(s, 0, "envoy")
    s.free_played = [envoy]
    s.stack.push(Frame("turn", 0, "turn"))
    act(s, ("activate",))
    assert ("play", envoy) in offers(s)


def test_em_i1_innovate_discards_unrest_too_and_takes_the_broken_through_card():
    s = rules_game()
    unrest = [c for c in s.hand[0] if D(s, c).kind == "unrest"]
    unrest += [to_hand(s, 0, "unrest")] if not unrest else []
    s.stack.push(Frame("turn", 0, "turn"))
    act(s, ("innovate", "civilised"))
    assert all(c in s.discard[0] for c in unrest) and s.hand[0] == []
    slot = next(a for a in offers(s) if a[0] == "slot")
    card = s.market[slot[1]]
    act(s, slot)
    assert s.hand[0] == [card]


def test_em_v1_revolt_returns_exactly_the_chosen_number_of_unrest_cards():
    s = rules_game()
    for _ in range(3):
        to_hand(s, 0, "unrest")
    held = sum(1 for c in s.hand[0] if D(s, c).kind == "unrest")
    pile = len(s.unrest)
    s.stack.push(Frame("turn", 0, "turn"))
    assert ("revolt", held) in offers(s) and ("revolt", held + 1) not in offers(s)
    act(s, ("revolt", 2))
    assert len(s.unrest) == pile + 2 and sum(1 for c in s.hand[0] if D(s, c).kind == "unrest") == held - 2
