"""Spec A.(a) "Solstice" (EM-L1..L3), "Capstone fame card" (EM-F1..F3) and "End of game" (EM-E1..E6): the
lines the older tests (test_flow, test_ops, test_game, test_market, test_draw) did not check. Fixture cards."""

from __future__ import annotations

from empires_helpers import act, offers, rules_game, run_ops, to_play

from civitas.engine.decisions import Frame
from civitas.games.empires import flow
from civitas.games.empires.core import trigger_end
from civitas.games.empires.scoring import score_lines, total_vp, unrest_count


def _solstice(s):
    ev = []
    s.stack.push(Frame("solstice", None, "solstice"))
    flow.run(s, ev)
    return ev


def _pass_turn(s):
    act(s, ("revolt", 0))
    act(s, ("slot", 0))
    act(s, ("done",))


# --- solstice ---------------------------------------------------------------------------------------------------
def test_em_l1_every_player_resolves_the_solstice_of_its_cards_in_play_and_power_card():
    s = rules_game(("alpha", "delta"))  # delta's power card (side B): at the solstice gain 1 population
    to_play(s, 0, "shrine")  # at the solstice gain 1 progress
    to_play(s, 1, "shrine")
    _solstice(s)
    assert s.res[0] == [3, 2, 2] and s.res[1] == [3, 3, 2]


def test_em_l1_a_may_solstice_effect_is_optional():
    s = rules_game()
    to_play(s, 0, "vigil")  # at the solstice you MAY gain 1 material
    _solstice(s)
    assert s.stack.top.kind == "may" and s.stack.top.seat == 0
    act(s, ("no",))
    assert s.res[0][0] == 3
    _solstice(s)
    act(s, ("yes",))
    assert s.res[0][0] == 4


def test_em_l1_the_solstice_comes_at_the_end_of_each_round():
    s = rules_game()
    to_play(s, 0, "shrine")
    s.stack.push(Frame("turn", 0, "turn"))
    _pass_turn(s)
    assert s.res[0][2] == 1
    _pass_turn(s)
    assert s.res[0][2] == 2 and s.round == 2


def test_em_l2_garrisoned_cards_and_cards_out_of_play_resolve_no_solstice():
    s = rules_game()
    host = to_play(s, 0, "shrine")
    s.play[0].remove(host)
    s.hand[0].append(host)  # in hand
    other = to_play(s, 0, "field")
    under = to_play(s, 0, "shrine")
    s.play[0].remove(under)
    s.garrison[0][other] = [under]  # garrisoned
    _solstice(s)
    assert s.res[0] == [3, 2, 1]


def test_em_l3_tr_e3_seat_order_from_the_first_player_each_player_completely():
    s = rules_game(("alpha", "delta", "gamma"), first_player="2")
    for p in range(3):
        to_play(s, p, "shrine")
    ev = _solstice(s)
    gains = [(e.args["seat"], e.args["res"]) for e in ev if e.kind == "gain"]
    assert gains == [(1, "population"), (1, "progress"), (2, "progress"), (0, "progress")]


# --- the capstone -------------------------------------------------------------------------------------------------
def test_em_f1_a_fame_look_never_reaches_the_capstone_while_a_face_down_card_remains():
    s = rules_game()
    capstone = s.fame[0]
    run_ops(s, [["fame_look", 9]])
    held = s.stack.top.data["held"]
    assert capstone not in held and len(held) == 3 and s.fame == [capstone]  # all 3 face-down, not the capstone
    assert ("take", capstone) not in offers(s)
    while s.stack.top is not None:
        act(s, offers(s)[0])
    assert s.fame[0] == capstone and s.capstone_side == "A" and s.end_trigger == 0


# --- end of game -----------------------------------------------------------------------------------------------
def test_em_e2_a_trigger_in_a_later_seats_turn_finishes_the_round_then_one_more_round():
    s = rules_game()
    s.stack.push(Frame("turn", 0, "turn"))
    _pass_turn(s)
    trigger_end(s, "main_deck", [])  # during seat 1's turn of round 1
    _pass_turn(s)
    assert s.round == 2 and s.final_round and not s.over
    trigger_end(s, "capstone", [])  # a further trigger changes nothing
    assert s.end_trigger == 1 and s.end_reason == "main_deck"
    _pass_turn(s)
    assert not s.over
    _pass_turn(s)
    assert s.over and not s.collapsed and s.round == 2


def test_em_e2_the_final_round_includes_its_solstice():
    s = rules_game()
    to_play(s, 0, "shrine")
    s.end_trigger, s.end_reason, s.final_round, s.round = 1, "main_deck", True, 2
    s.stack.push(Frame("turn", 0, "turn"))
    _pass_turn(s)
    _pass_turn(s)
    assert s.over and s.res[0][2] == 2


def test_em_e4_a_collapse_after_a_trigger_cancels_the_vp_scoring():
    s = rules_game()
    s.end_trigger = 1
    s.res[0][2] += 50  # far ahead on VP
    s.hand[0] += [s.unrest.pop(), s.unrest.pop()]  # but more unrest
    assert total_vp(s, 0) > total_vp(s, 1) and unrest_count(s, 0) > unrest_count(s, 1)
    s.unrest = s.unrest[:1]
    run_ops(s, [["take_unrest", 1]], 1)
    assert s.collapsed and s.over
    lines = score_lines(s)
    assert [line.won for line in lines] == [False, True] and lines[1].how == "collapse"


def test_em_e5_a_collapse_tie_on_unrest_goes_to_vp_among_the_tied():
    s = rules_game(("alpha", "delta", "gamma"))
    s.over = s.collapsed = True
    s.hand[2].append(s.unrest.pop())  # seat 2: one more unrest, out of the running
    for p in range(3):
        s.res[p][2] = 0
    base = [total_vp(s, p) for p in range(3)]
    assert unrest_count(s, 0) == unrest_count(s, 1) < unrest_count(s, 2)
    s.res[0][2] = max(base) - base[0] + 1
    s.res[1][2] = max(base) - base[1]
    s.res[2][2] = 100
    assert [line.won for line in score_lines(s)] == [True, False, False]


def test_em_e1_every_nation_trigger_of_the_data_is_reported_by_its_reason():
    s = rules_game(("epsilon", "alpha"))
    run_ops(s, [["special", "trigger_end", "epsilon_quest"]])
    assert s.end_reason == "epsilon_quest" and s.end_trigger == s.round
