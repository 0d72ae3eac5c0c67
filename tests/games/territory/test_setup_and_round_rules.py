"""Setup (TE-S1..TE-S4, TR-T1, TR-T2) and the round (TE-R0..TE-R3, TR-T3, TR-T4, TR-T23)."""

from __future__ import annotations

from collections import Counter

import pytest
from territory_helpers import Dice, F, act, bare, finish_round, new

from civitas.games.territory import GAME
from civitas.games.territory.cards import deck_ranges, table
from civitas.games.territory.flow import draw_count


def test_te_s1_the_decks_are_shuffled_differently_by_seed():
    a, b = new(2, seed=1, draw="refill4"), new(2, seed=2, draw="refill4")
    assert a.deck != b.deck
    assert sorted(a.deck + sum(a.hands, [])) == list(deck_ranges(2)[0])
    assert a.dev_deck != sorted(a.dev_deck) or a.quest_deck != sorted(a.quest_deck)


@pytest.mark.parametrize("players", [2, 3, 6])
def test_te_s2_each_player_is_dealt_four_cards_and_the_rest_is_the_deck(players):
    s, events = GAME.start({"players": players, "draw": "refill4"}, 5)
    deals = [e for e in events if e.kind == "deal"]
    assert [e.args["count"] for e in deals] == [4] * players
    assert all(len(h) == 4 for h in s.hands)
    assert len(s.deck) == 102 - 4 * players


def test_te_s3_the_first_leader_starts_construction():
    s = new(3, leader=1)
    assert s.leader == 1 and s.phase == "build" and GAME.to_move(s) == (1,)


def test_tr_t2_the_first_leader_is_an_option_random_or_a_given_seat():
    leaders = {new(4, leader=0, seed=seed).leader for seed in range(10)}
    randoms = {GAME.new_state({"players": 4}, seed).leader for seed in range(30)}
    assert leaders == {0}
    assert randoms == {0, 1, 2, 3}
    assert GAME.new_state({"players": 3, "first_leader": "3"}, 1).leader == 2


def test_te_s4_the_leader_passes_clockwise_after_destruction():
    s = new(3, leader=2)
    finish_round(s)
    assert s.leader == 0 and s.round == 2
    finish_round(s)
    assert s.leader == 1


def test_tr_t1_three_decks_of_102_main_11_development_and_14_quest_cards():
    main, dev, quest = deck_ranges(2)
    assert (len(main), len(dev), len(quest)) == (102, 11, 14)
    counts = Counter(F.type[c] for c in main)
    assert counts == {"building": 56, "character": 21, "event": 16, "reputation": 9}
    for attackers in (1, 3):
        kinds = Counter(table(attackers))
        assert kinds["robber"] == kinds["bomber"] == kinds["assassin"] == attackers


def test_te_r0_a_quest_may_be_taken_before_income_in_the_construction_turn():
    s = bare(2)
    assert ("quest",) in GAME.legal_actions(s, 0)
    act(s, ("quest",))
    assert len(s.quests[0]) == 1


def test_te_r1_r2_r3_tr_t3_a_round_runs_draw_construction_roll_income_unions_destruction():
    s = new(2, leader=0, seed=4)
    s.round = 0  # the next round is round 1 again: no market day
    events = finish_round(s)
    kinds = [e.kind for e in events]
    first = {k: kinds.index(k) for k in ("end_build", "roll", "pass", "leader", "round")}
    assert first["end_build"] < first["roll"] < first["pass"] < first["leader"] < first["round"]


def test_te_r1_every_player_builds_before_the_roll():
    s = new(3, leader=1)
    for p in (1, 2, 0):
        assert s.phase == "build" and s.turn == p
        act(s, ("end",))
    assert s.phase == "draft" and s.turn == 1 and s.dice[0] >= 1


@pytest.mark.parametrize(
    ("rule", "players", "count"),
    [("2/1", 4, 2), ("2/1", 5, 1), ("1", 2, 1), ("2", 6, 2)],
)
def test_tr_t4_each_round_opens_with_the_draw_of_the_option(rule, players, count):
    s = new(players, draw=rule)
    assert all(len(h) == 4 + count for h in s.hands)


def test_tr_t4_refill_draws_up_to_four_and_an_empty_deck_gives_nothing():
    s = new(2, draw="refill4")
    s.hands[0] = s.hands[0][:1]
    assert draw_count(s, 0) == 3 and draw_count(s, 1) == 0
    empty = bare(2)
    empty.deck, leftover = [], empty.deck
    empty.discard.extend(leftover)
    finish_round(empty)
    assert empty.over  # an empty deck and empty hands end the game (TE-E1) and nothing was drawn
    assert empty.hands == [[], []]


@pytest.mark.parametrize(
    ("formula", "players", "expected"),
    [("2d6", 4, 7), ("2d6+P", 4, 11), ("2d6+2P", 4, 15), ("2d6*P/2", 4, 14), ("2d6*P/2", 3, 10)],
)
def test_tr_t23_the_pool_follows_the_option_formula(formula, players, expected):
    s = bare(players, pool=formula)
    s.rng = Dice(3, 4)
    for _ in range(players):
        act(s, ("end",))
    assert s.dice == [3, 4]
    assert s.pool == expected
