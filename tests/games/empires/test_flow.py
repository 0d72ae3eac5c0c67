"""Turns, the activate loop, cleanup, rounds, solstice and the end (EM-R, EM-A, EM-I, EM-V, EM-C, EM-L, EM-E)."""

from __future__ import annotations

from empires_helpers import act, game, instances, offers

from civitas.games.empires.core import D


def test_em_r2_a_turn_offers_activate_innovate_and_revolt():
    s = game()
    acts = offers(s)
    unrest = sum(1 for c in s.hand[0] if D(s, c).kind == "unrest")
    assert ("activate",) in acts and ("innovate", "tributary") in acts
    assert [a for a in acts if a[0] == "revolt"] == [("revolt", k) for k in range(unrest + 1)]


def test_em_a1_a2_playing_costs_an_action_and_a_card_goes_to_the_discard():
    s = game()
    act(s, ("activate",))
    coin = next(a[1] for a in offers(s) if a[0] == "play" and s.table[a[1]] == "alpha_coin")
    act(s, ("play", coin))
    assert s.actions[0] == 2 and s.res[0][0] == 4 and coin in s.discard[0]
    assert s.stack.top is not None and s.stack.top.kind == "activate"


def test_em_a1_no_action_token_no_play():
    s = game()
    act(s, ("activate",))
    s.actions[0] = 0
    assert all(a[0] != "play" for a in offers(s))


def test_em_a3_period_cards_only_in_their_period():
    s = game()
    city = instances(s, "city")[0]
    for zone in (s.small[2], s.main):
        if city in zone:
            zone.remove(city)
    if city in s.market:
        s.market[s.market.index(city)] = -1
    s.hand[0].append(city)
    act(s, ("activate",))
    assert ("play", city) not in offers(s)
    s.side[0] = "empire"
    assert ("play", city) in offers(s)


def test_em_a5_exhaust_moves_a_token_and_cannot_repeat():
    s = game(sides=["A", "B"])
    act(s, ("activate",))
    power = s.power[0]
    act(s, ("exhaust", power))
    assert s.exhaust[0] == 4 and power in s.exhausted[0] and s.res[0][0] == 4
    assert ("exhaust", power) not in offers(s)


def test_em_i1_innovate_discards_the_hand_then_breaks_through():
    s = game()
    hand = list(s.hand[0])
    act(s, ("innovate", "region"))
    assert s.hand[0] == [] and set(hand) <= set(s.discard[0])
    act(s, ("deck",))
    assert len(s.hand[0]) == 1


def test_em_v1_revolt_returns_unrest_and_zero_is_allowed():
    s = game()
    unrest = [c for c in s.hand[0] if D(s, c).kind == "unrest"]
    pile = len(s.unrest)
    act(s, ("revolt", len(unrest)))
    assert len(s.unrest) == pile + len(unrest)
    s2 = game()
    act(s2, ("revolt", 0))
    assert s2.stack.top is not None and s2.stack.top.kind == "cleanup_token"


def test_em_c1_to_c4_cleanup_token_reset_discard_and_draw_up_to_five():
    s = game()
    act(s, ("activate",))
    coin = next(a[1] for a in offers(s) if a[0] == "play")
    act(s, ("play", coin))
    act(s, ("end",))
    assert s.stack.top.kind == "cleanup_token"
    act(s, ("slot", 0))
    assert s.tokens[0][2] >= 1  # RD-2: one progress
    assert s.actions[0] == 3 and s.exhaust[0] == 5 and s.exhausted[0] == []
    assert s.stack.top.kind == "pick"  # EM-C3: discard any number
    act(s, ("done",))
    assert len(s.hand[0]) == 5 and s.turn == 1 and s.stack.top.kind == "turn"


def _pass_turn(s):
    act(s, ("revolt", 0))
    act(s, ("slot", 0))
    act(s, ("done",))


def test_em_r1_rounds_go_clockwise_from_the_first_player():
    s = game()
    _pass_turn(s)
    assert s.turn == 1 and s.round == 1
    _pass_turn(s)
    assert s.turn == 0 and s.round == 2


def test_em_e_after_a_trigger_the_round_ends_then_one_final_round():
    s = game()
    s.end_trigger, s.end_reason = 1, "main_deck"
    _pass_turn(s)
    _pass_turn(s)
    assert s.final_round and s.round == 2 and not s.over
    _pass_turn(s)
    _pass_turn(s)
    assert s.over and not s.collapsed


def test_em_c2_nation_exhaust_override_and_cleanup_token_override():
    s = game(("gamma", "alpha"))
    _pass_turn(s)
    assert s.exhaust[0] == 3 and s.tokens[0][0] >= 1
