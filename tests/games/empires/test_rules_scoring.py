"""Spec A.(a) "Scoring" (EM-P1..P5): the lines the older tests (test_game, test_common_deck) did not check.
Fixture cards only (cards_fixture)."""

from __future__ import annotations

import json

from empires_helpers import rules_game, to_hand, to_play

from civitas.games.empires import GAME
from civitas.games.empires.core import D
from civitas.games.empires.scoring import card_points, owned, score_lines, total_vp, vp_of


def test_em_p1_rd3_each_progress_token_is_one_vp_other_resources_none():
    s = rules_game()
    vp = total_vp(s, 0)
    s.res[0][2] += 3
    s.res[0][1] += 4  # population is worth nothing by itself
    assert total_vp(s, 0) == vp + 3


def test_em_p2_a_card_scores_from_every_owned_zone_and_not_from_nation_deck_or_development():
    s = rules_game()
    idol = to_hand(s, 0, "idol")  # 4 VP
    s.hand[0].remove(idol)
    host = to_play(s, 0, "shrine")
    base = total_vp(s, 0)
    for zone in (s.hand[0], s.play[0], s.deck[0], s.discard[0], s.history[0]):
        zone.append(idol)
        assert total_vp(s, 0) == base + 4 and idol in owned(s, 0)
        zone.remove(idol)
    s.garrison[0][host] = [idol]
    assert total_vp(s, 0) == base + 4
    del s.garrison[0][host]
    for zone in (s.nation_deck[0], s.development[0]):
        zone.append(idol)
        assert total_vp(s, 0) == base and idol not in owned(s, 0)
        zone.remove(idol)
    assert s.power[0] in owned(s, 0)


def test_em_p2_the_power_card_scores():
    s = rules_game(sides=["A", "B"])  # alpha's side A: 1 VP
    assert (s.power[0], 1) in card_points(s, 0)


def test_em_p3_unrest_scores_minus_two_and_per_x_is_capped_at_ten():
    s = rules_game()
    unrest = [c for c in owned(s, 0) if s.table[c] == "unrest"]
    assert unrest and all(v == -2 for c, v in card_points(s, 0) if c in unrest)
    s.history[0] += [to_hand(s, 0, "camp") for _ in range(3)]
    s.hand[0] = [c for c in s.hand[0] if c not in s.history[0]]
    chronicle = D(s, to_hand(s, 0, "chronicle")).vp  # 1 VP per card in history, cap 10
    assert vp_of(s, 0, chronicle) == 3
    assert vp_of(s, 0, {**chronicle, "each": 4}) == 10


def test_em_p3_conditional_vp_only_when_the_condition_holds():
    s = rules_game()
    expr = {"if": ["state_is", "empire"], "vp": 5}
    assert vp_of(s, 0, expr) == 0
    s.side[0] = "empire"
    assert vp_of(s, 0, expr) == 5


def test_em_p4_scoring_spends_and_moves_nothing():
    s = rules_game()
    to_play(s, 0, "shrine")
    s.over = True
    before = json.dumps(s.to_json(), sort_keys=True)
    score_lines(s)
    GAME.scores(s)
    total_vp(s, 1)
    assert json.dumps(s.to_json(), sort_keys=True) == before


def test_em_p5_most_vp_wins_alone():
    s = rules_game()
    s.over = True
    s.res[1][2] += 100
    lines = score_lines(s)
    assert [line.won for line in lines] == [False, True] and [line.rank for line in lines] == [2, 1]
