"""Spec A.(a) "Cleanup" (EM-C1..C5) and "Drawing and reshuffling" (EM-D1..D10): the lines the older tests
(test_flow, test_draw) did not check. Fixture cards only (cards_fixture)."""

from __future__ import annotations

from empires_helpers import act, offers, rules_game, run_ops, to_hand, to_play

from civitas.engine.decisions import Frame
from civitas.games import empires
from civitas.games.empires import draw, flow
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.state import ON_DEVELOPMENT, ON_NATION_DECK


def _cleanup(s, p=0):
    s.turn = p
    s.stack.push(Frame("cleanup", None, "cleanup", {"p": p}))
    flow.run(s, [])


def test_em_c1_one_progress_from_the_supply_on_the_market_card_chosen():
    s = rules_game()
    res, tokens = list(s.res[0]), [list(t) for t in s.tokens]
    _cleanup(s)
    assert s.stack.top.kind == "cleanup_token"
    assert offers(s) == [("slot", i) for i in range(5)]
    act(s, ("slot", 3))
    assert s.tokens[3] == [tokens[3][0], tokens[3][1], tokens[3][2] + 1]
    assert [s.tokens[i] for i in (0, 1, 2, 4)] == [tokens[i] for i in (0, 1, 2, 4)] and s.res[0] == res


def test_em_c2_every_token_comes_back_then_three_actions_and_five_exhausts():
    s = rules_game()
    town = to_play(s, 0, "town")
    s.exhausted[0] = [town, s.power[0], ON_NATION_DECK, ON_DEVELOPMENT]
    s.actions[0], s.exhaust[0] = 5, 1  # gained actions above 3 are not kept either
    _cleanup(s)
    act(s, ("slot", 0))
    assert s.exhausted[0] == [] and s.actions[0] == 3 and s.exhaust[0] == 5


def test_em_c3_the_player_discards_the_cards_chosen_and_draws_back_up():
    s = rules_game()
    _cleanup(s)
    act(s, ("slot", 0))
    first, second = sorted(s.hand[0])[:2]
    act(s, ("pick", first))
    act(s, ("pick", second if s.table[second] != s.table[first] else offers(s)[0][1]))
    chosen = [c for c in s.discard[0]]
    assert first in chosen and len(chosen) == 2
    act(s, ("done",))
    assert len(s.hand[0]) == 5 and not set(chosen) & set(s.hand[0])


def test_em_c4_a_hand_above_the_size_is_kept_and_nothing_is_drawn():
    s = rules_game()
    for _ in range(2):
        to_hand(s, 0, "camp")
    hand, deck = sorted(s.hand[0]), len(s.deck[0])
    _cleanup(s)
    act(s, ("slot", 0))
    act(s, ("done",))
    assert sorted(s.hand[0]) == hand and len(s.deck[0]) == deck and len(hand) == 7


def test_em_c4_an_effect_raises_the_hand_size():
    s = rules_game()
    to_play(s, 0, "great_hall")  # passive: hand size +1
    _cleanup(s)
    act(s, ("slot", 0))
    act(s, ("done",))
    assert len(s.hand[0]) == 6


def test_em_c5_tr_e3_the_next_turn_starts_only_after_the_whole_cleanup():
    s = rules_game()
    s.stack.push(Frame("turn", 0, "turn"))
    act(s, ("revolt", 0))
    assert s.turn == 0 and empires.GAME.to_move(s) == (0,)
    act(s, ("slot", 0))
    assert s.turn == 0 and empires.GAME.to_move(s) == (0,) and s.stack.top.kind == "pick"
    assert all(f.kind != "turn" for f in s.stack.frames)
    act(s, ("done",))
    assert s.turn == 1 and s.stack.top.kind == "turn" and s.stack.top.seat == 1


# --- drawing and reshuffling ---------------------------------------------------------------------------------
def test_em_d3_no_reshuffle_until_a_card_must_come_from_the_empty_pile():
    s = rules_game()
    s.discard[0] = [to_hand(s, 0, "camp")]
    s.hand[0].remove(s.discard[0][0])
    nation = list(s.nation_deck[0])
    draw.draw(s, 0, len(s.deck[0]))
    flow.run(s, [])
    assert s.deck[0] == [] and len(s.discard[0]) == 1 and s.nation_deck[0] == nation and s.exhaust[0] == 5


def test_em_d7_the_shuffled_discard_becomes_the_draw_pile_and_drawing_goes_on():
    s = rules_game()
    s.hand[0], s.discard[0] = s.hand[0][:2], s.hand[0][2:] + s.deck[0]
    s.deck[0] = []
    before = sorted(s.discard[0])
    top_nation = s.nation_deck[0][-1]
    draw.draw(s, 0, 3)
    flow.run(s, [])
    assert s.discard[0] == [] and len(s.hand[0]) == 5
    assert sorted(s.hand[0][2:] + s.deck[0]) == sorted(before + [top_nation])  # the dripped nation card too


def test_em_d8_a_seat_drawing_on_another_players_turn_runs_the_same_barbarian_step():
    s = rules_game()
    s.turn = 0
    s.discard[1], s.deck[1] = s.deck[1], []
    top = s.nation_deck[1][-1]
    run_ops(s, [["all_players", [["draw", 1]]]])
    assert top not in s.nation_deck[1] and ON_NATION_DECK in s.exhausted[1] and s.exhaust[1] == 4
    assert s.turn == 0 and check_invariants(s) == []


def test_em_d10_the_accession_card_stays_at_the_bottom_whatever_looks_at_the_nation_deck():
    s = rules_game()
    acc = s.nation_deck[0][0]
    run_ops(s, [["look", "nation_deck", 9, "bottom_one"]])
    held = s.stack.top.data["held"]
    assert acc not in held and len(held) == 3
    act(s, ("bottom", held[0]))
    while s.stack.top is not None:
        act(s, offers(s)[0])
    assert s.nation_deck[0][0] == acc and s.nation_deck[0][1] == held[0] and check_invariants(s) == []
