"""The op dispatcher and its ops and combinators (spec c1; EM-K-*, EM-A4, TR-E7, TR-E9, RD-4)."""

from __future__ import annotations

from empires_helpers import act, game, instances, offers

from civitas.games.empires import flow
from civitas.games.empires.ops import run_program


def _run(ops, p=0, src=-1, **kw):
    s = game(**kw)
    s.stack.frames.clear()
    run_program(s, p, src, ops, "test")
    flow.run(s, [])
    return s


def test_em_k_gain_and_gain_per_selector():
    s = game()
    s.stack.frames.clear()
    field = instances(s, "field")[0]
    s.play[0].append(field)
    run_program(s, 0, -1, [["gain", "materials", 2], ["gain_per", "population", 3, {"categories": ["region"]}]])
    flow.run(s, [])
    assert s.res[0] == [5, 5, 1]


def test_em_a4_rd4_pay_substitutes_progress_and_stops_the_program_when_unpayable():
    s = _run([["pay", {"materials": 4}], ["gain", "population", 1]])
    assert s.res[0] == [0, 3, 0]  # 3 materials + 1 progress
    s = _run([["pay", {"population": 3}], ["gain", "materials", 5]])
    assert s.res[0] == [3, 2, 1]  # 2 population + 2 progress needed, only 1: nothing happens


def test_em_k_steal_takes_what_others_have():
    s = game()
    s.stack.frames.clear()
    s.res[1] = [1, 0, 0]
    run_program(s, 0, -1, [["steal", "materials", 2]])
    flow.run(s, [])
    assert s.res[0][0] == 4 and s.res[1][0] == 0


def test_em_a11_actions_gain_above_three_and_spend_needs_tokens():
    s = _run([["gain_action", 2]])
    assert s.actions[0] == 5
    s = _run([["spend_action", 4], ["gain", "materials", 1]])
    assert s.actions[0] == 3 and s.res[0][0] == 3


def test_tr_e7_choose_offers_only_payable_options():
    s = game()
    s.stack.frames.clear()
    s.res[0] = [0, 0, 0]
    run_program(s, 0, -1, [["choose", [["pay", {"population": 1}]], [["discard", 2]], [["pay", {"materials": 3}]]]])
    flow.run(s, [])
    assert offers(s) == [("option", 1)]
    act(s, ("option", 1))
    assert offers(s)[0][0] == "pick"


def test_em_k_may_is_optional():
    s = _run([["may", [["gain", "progress", 3]]]])
    act(s, ("no",))
    assert s.res[0][2] == 1
    s = _run([["may", [["gain", "progress", 3]]]])
    act(s, ("yes",))
    assert s.res[0][2] == 4


def test_em_k_if_tests_the_state_side_at_resolution():
    s = _run([["if", ["state_is", "empire"], [["gain", "materials", 1]], [["gain", "population", 1]]]])
    assert s.res[0] == [3, 3, 1]


def test_tr_e2_all_other_players_clockwise_each_resolving_it():
    s = _run([["all_other_players", [["take_unrest", 1]]]], nations=("alpha", "beta", "gamma"))
    assert len(s.hand[0]) == 5 and len(s.hand[1]) == 6 and len(s.hand[2]) == 6


def test_em_k_all_players_includes_the_actor_and_repeat_runs_n_times():
    s = _run([["all_players", [["gain", "progress", 1]]], ["repeat", 2, [["gain", "materials", 1]]]])
    assert s.res[0] == [5, 2, 2] and s.res[1] == [3, 2, 2]


def test_em_k_discard_picks_in_canonical_order_one_per_design():
    s = _run([["discard", 2]])
    acts = offers(s)
    designs = [s.table[a[1]] for a in acts]
    assert len(designs) == len(set(designs)) and ("done",) not in acts
    act(s, acts[0])
    act(s, offers(s)[0])
    assert len(s.hand[0]) == 3 and len(s.discard[0]) == 2


def test_em_k_take_and_return_unrest():
    s = _run([["take_unrest", 1], ["return_unrest", 3, "hand"]])
    assert not any(s.table[c] == "unrest" for c in s.hand[0])


def test_em_k_garrison_history_abandon_and_recall_move_garrisons():
    s = game()
    s.stack.frames.clear()
    home = instances(s, "alpha_home")[0]
    for zone in (s.hand[0], s.deck[0]):
        if home in zone:
            zone.remove(home)
    s.play[0].append(home)
    card = s.hand[0][0]
    run_program(s, 0, home, [["garrison", 1]])
    flow.run(s, [])
    act(s, ("pick", min(c for c in s.hand[0] if s.table[c] == s.table[card])))
    assert len(s.garrison[0][home]) == 1
    under = s.garrison[0][home][0]
    run_program(s, 0, home, [["recall", {"categories": ["region"]}]])
    flow.run(s, [])
    act(s, ("pick", home))
    assert home in s.hand[0] and under in s.hand[0] and home not in s.garrison[0]
    s.hand[0].remove(home)
    s.play[0].append(home)
    run_program(s, 0, home, [["history", "self", 1]])
    flow.run(s, [])
    assert home in s.history[0]


def test_em_k_history_redirects_to_discard_for_a_nation_without_history():
    s = game()
    s.stack.frames.clear()
    run_program(s, 1, -1, [["history", "hand", 1]])
    flow.run(s, [])
    act(s, offers(s)[0])
    assert s.history[1] == [] and len(s.discard[1]) == 1 and len(s.hand[1]) == 4


def test_em_f_fame_look_takes_a_face_down_card_never_the_capstone():
    s = _run([["fame_look", 2]])
    acts = offers(s)
    assert all(a[1] != s.fame[0] for a in acts)
    act(s, acts[0])
    assert len(s.fame) == 3 and s.table[s.hand[0][-1]] == "glory"


def test_em_f_tr_e9_capstone_side_a_once_then_side_b_once_per_player():
    s = game()
    s.stack.frames.clear()
    s.fame = s.fame[:1]
    for p, expected in ((0, 6), (1, 3), (1, 3)):
        run_program(s, p, -1, [["fame_look", 1]])
        flow.run(s, [])
        assert s.res[p][2] == expected
    assert s.capstone_side == "B" and s.capstone_a == 0 and s.end_reason == "capstone"
    run_program(s, 0, -1, [["fame_look", 1]])
    flow.run(s, [])
    assert s.res[0][2] == 8


def test_em_k_market_ops_push_slot_decisions():
    s = _run([["acquire", ["region"], 1]])
    assert offers(s) == [("slot", 0)]
    s = _run([["market_token", "materials", 2]])
    act(s, ("slot", 4))
    assert s.tokens[4][0] == 2
