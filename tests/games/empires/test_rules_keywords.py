"""Spec A.(a) "Keywords (glossary)" (EM-K-<keyword>): the lines the older tests (test_ops, test_reactions,
test_look_find_specials) did not check. Sink has its own file (test_rules_sink). Fixture cards only."""

from __future__ import annotations

from empires_helpers import act, offers, rules_game, run_ops, to_hand, to_play

from civitas.engine.decisions import Frame
from civitas.games.empires import draw, flow
from civitas.games.empires.core import D
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.scoring import owned, total_vp
from civitas.games.empires.select import count
from civitas.games.empires.state import HIDDEN, ON_DEVELOPMENT
from civitas.games.empires.view import view


def test_em_k_attack_affects_the_other_players_never_the_attacker():
    s = rules_game(("alpha", "beta", "gamma"))
    raiders = to_play(s, 0, "raiders")
    hands = [len(h) for h in s.hand]
    run_ops(s, D(s, raiders).play, 0, raiders)
    while s.stack.top is not None:  # nobody has a protection: pass if asked
        act(s, ("pass",))
    assert [len(h) for h in s.hand] == [hands[0], hands[1] + 1, hands[2] + 1]


def test_em_k_choose_runs_exactly_the_one_option_chosen():
    s = rules_game()
    run_ops(s, [["choose", [["gain", "materials", 1]], [["gain", "population", 1]], [["gain", "progress", 1]]]])
    assert offers(s) == [("option", 0), ("option", 1), ("option", 2)]
    act(s, ("option", 1))
    assert s.res[0] == [3, 3, 1] and s.stack.top is None


def test_em_k_return_unrest_from_the_discard_when_the_effect_says_so():
    s = rules_game()
    unrest = to_hand(s, 0, "unrest")
    s.hand[0].remove(unrest)
    s.discard[0].append(unrest)
    pile = len(s.unrest)
    run_ops(s, [["return_unrest", 2, "discard"]])
    assert s.unrest[-1] == unrest and len(s.unrest) == pile + 1 and unrest not in s.discard[0]


def test_em_k_take_unrest_comes_from_the_pile_into_the_hand():
    s = rules_game()
    top = s.unrest[-1]
    run_ops(s, [["take_unrest", 1]])
    assert s.hand[0][-1] == top and top not in s.unrest


def test_em_k_look_is_private_to_the_looker():
    s = rules_game()
    run_ops(s, [["look", "deck", 2, "reorder"]])
    held = s.stack.top.data["held"]
    assert view(s, 0).stack.top.data["held"] == held
    assert all(c <= HIDDEN for c in view(s, 1).stack.top.data["held"])


def test_em_k_history_leaves_the_cycle_is_private_and_scores():
    s = rules_game()
    idol = to_hand(s, 0, "idol")  # 4 VP
    vp = total_vp(s, 0)
    run_ops(s, [["history", "hand", 1]])
    act(s, ("pick", idol))
    assert s.history[0] == [idol] and total_vp(s, 0) == vp and idol in owned(s, 0)
    assert view(s, 0).history[0] == [idol] and view(s, 1).history[0][0] <= HIDDEN
    s.discard[0], s.deck[0] = s.hand[0] + s.deck[0], []
    s.hand[0] = []
    draw.draw(s, 0, 3)
    flow.run(s, [])
    assert s.history[0] == [idol] and idol not in s.hand[0] + s.deck[0]  # never reshuffled


def test_em_k_history_fires_the_history_signal_for_a_passive():
    s = rules_game()
    to_play(s, 0, "archive")  # whenever you put a card into your history, gain 1 progress
    run_ops(s, [["history", "hand", 2]])
    act(s, offers(s)[0])
    act(s, offers(s)[0])
    assert s.res[0][2] == 1 + 2 and len(s.history[0]) == 2
    s = rules_game(("beta", "alpha"))  # beta keeps no history: the card goes to the discard, no signal
    to_play(s, 0, "archive")
    run_ops(s, [["history", "hand", 1]])
    act(s, offers(s)[0])
    assert s.res[0][2] == 1 and s.history[0] == []


def test_em_k_pinned_stays_in_play_through_cleanup_and_the_next_round():
    s = rules_game()
    hall = to_play(s, 0, "great_hall")
    s.stack.push(Frame("turn", 0, "turn"))
    for _ in range(2):
        act(s, ("revolt", 0))
        act(s, ("slot", 0))
        act(s, ("done",))
    assert s.round == 2 and hall in s.play[0]


def test_em_k_passive_works_only_while_its_card_is_in_play():
    s = rules_game()
    hall = to_hand(s, 0, "great_hall")  # passive: hand size +1
    from civitas.games.empires.limits import hand_size

    assert hand_size(s, 0) == 5
    s.hand[0].remove(hall)
    s.play[0].append(hall)
    assert hand_size(s, 0) == 6
    host = to_play(s, 0, "shrine")
    s.play[0].remove(hall)
    s.garrison[0][host] = [hall]  # a garrison is not in play: no passive
    assert hand_size(s, 0) == 5


def test_em_k_abandon_sends_the_card_and_its_garrison_to_the_discard():
    s = rules_game()
    host = to_play(s, 0, "shrine")
    under = to_hand(s, 0, "idol")
    s.hand[0].remove(under)
    s.garrison[0][host] = [under]
    run_ops(s, [["abandon", {"categories": ["region"]}, False]])
    act(s, ("pick", host))
    assert host in s.discard[0] and under in s.discard[0] and host not in s.garrison[0] and host not in s.play[0]


def test_em_k_abandon_garrisoned_only_takes_the_garrison_and_leaves_the_host():
    s = rules_game()
    host = to_play(s, 0, "shrine")
    under = to_hand(s, 0, "idol")
    s.hand[0].remove(under)
    s.garrison[0][host] = [under]
    run_ops(s, [["abandon", {"categories": ["region"]}, True]])
    assert offers(s) == [("pick", under)]
    act(s, ("pick", under))
    assert under in s.discard[0] and host in s.play[0] and host not in s.garrison[0]


def test_em_k_garrison_is_out_of_play_cannot_be_played_or_discarded_and_scores():
    s = rules_game()
    host = to_play(s, 0, "shrine")
    idol = to_hand(s, 0, "idol")
    vp = total_vp(s, 0)
    run_ops(s, [["garrison", 1]], 0, host)
    act(s, ("pick", idol))
    assert s.garrison[0][host] == [idol] and idol not in s.hand[0] + s.play[0]
    assert total_vp(s, 0) == vp  # still scores its 4 VP
    s.stack.push(Frame("activate", 0, "activate"))
    assert ("play", idol) not in offers(s) and ("exhaust", idol) not in offers(s)
    s.stack.frames.clear()
    run_ops(s, [["discard", 5]])
    assert all(a[1] != idol for a in offers(s) if a[0] == "pick")
    s.stack.frames.clear()
    assert view(s, 1).garrison[0] == {host: [idol]}  # public


def test_em_k_garrison_follows_its_host_into_exile_and_history():
    for op, pile in (("exile", "exile"), ("history", "history")):
        s = rules_game()
        host = to_play(s, 0, "shrine")
        under = to_hand(s, 0, "idol")
        s.hand[0].remove(under)
        s.garrison[0][host] = [under]
        run_ops(s, [[op, "self", 1]], 0, host)
        where = s.exile if pile == "exile" else s.history[0]
        assert host in where and under in where and s.garrison[0] == {} and check_invariants(s) == []


def test_em_k_garrison_host_may_restrict_what_it_takes():
    s = rules_game()
    s.hand[0] = []
    field = to_play(s, 0, "field")  # garrison: any card
    camp = to_hand(s, 0, "camp")
    run_ops(s, [["garrison", 1]], 0, field)
    assert ("pick", camp) in offers(s)
    s.stack.frames.clear()
    mine = to_play(s, 0, "mine")  # no garrison at all
    run_ops(s, [["garrison", 1]], 0, mine)
    assert s.stack.top is None


def test_em_k_develop_by_effect_ignores_the_area_token_and_places_none():
    s = rules_game()
    s.exhausted[0].append(ON_DEVELOPMENT)
    s.res[0] = [9, 9, 0]
    dev = s.development[0][0]
    run_ops(s, [["develop"]])
    assert ("develop", dev) in offers(s)
    act(s, ("develop", dev))
    assert dev in s.discard[0] and s.exhausted[0].count(ON_DEVELOPMENT) == 1 and s.exhaust[0] == 5


def test_em_k_develop_a_nation_without_a_development_area_cannot():
    s = rules_game(("gamma", "alpha"))
    s.res[0] = [9, 9, 9]
    run_ops(s, [["develop"]])
    assert offers(s) in ([], [("skip",)])


def test_em_k_types_a_card_may_count_double_for_its_type():
    s = rules_game()
    town = to_play(s, 0, "temple_town")  # a temple that counts as 2 temples
    assert count(s, 0, {"zone": "play", "types": ["temple"]}) == 2
    s.play[0].remove(town)
    s.hand[0].append(town)
    assert count(s, 0, {"zone": "hand", "types": ["temple"]}) == 1  # only while in play
