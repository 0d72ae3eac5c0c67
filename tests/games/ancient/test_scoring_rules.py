"""End of game and scoring (AW-G1..G5), from the rulebook's chapter «Конец игры»: −2 per starving citizen,
lost cards restored for scoring, banners per tribe 1/2/4/6/8/11 (six at most), special cards, ties."""

from __future__ import annotations

import pytest
from ancient_helpers_b import act, clean, finish_round, give, new, no_empire

from civitas.games.ancient import GAME
from civitas.games.ancient.state import AncientState

#: Cards and titans with one red banner and nothing else that scores.
RED = ("cave_giant", "fanged_drake", "silver_mine", "bronze_forge", "mercenary_camp", "crane", "blade_foundry")


def points(s: AncientState, p: int) -> dict[str, int]:
    return GAME.scores(s)[p].breakdown


def test_aw_g1_each_starving_citizen_costs_two_points_after_the_final_feeding() -> None:
    s = new()
    s.round = 6
    give(s, 0, "silver_mine")  # 1 red banner: 1 point
    s.down[0] = sorted(s.tableau[0][:2])  # both food cards lost: 1 food for 3 citizens
    act(s, 0, ("pass",))
    act(s, 1, ("pass",))
    act(s, 0, ("starve", 1))
    act(s, 0, ("starve", 2))
    assert s.over and s.starving[0] == [1, 2]
    line = points(s, 0)
    assert line["score.starving"] == -4 and line["score.total"] == 1 - 4
    assert points(s, 1)["score.starving"] == 0
    clean(s)


def test_aw_g1_a_citizen_starving_before_round_6_is_fed_again_and_costs_nothing() -> None:
    s = new()
    s.round = 6
    s.ready[0].remove(3)
    s.starving[0] = [3]  # starved after round 5
    finish_round(s)
    assert s.over and points(s, 0)["score.starving"] == 0
    clean(s)


def test_aw_g2_lost_cards_count_for_scoring() -> None:
    s = new()
    give(s, 0, "highland_pastures", down=True)  # green + red
    give(s, 0, "citadel", down=True)  # red, red and its own points
    lost = points(s, 0)
    assert lost["score.banners_red"] == 3 and lost["score.banners_green"] == 1 and lost["score.cards"] == 1
    s.down[0] = []
    assert points(s, 0) == lost
    clean(s)


@pytest.mark.parametrize(("reds", "vp"), [(0, 0), (1, 1), (2, 2), (3, 4), (4, 6), (5, 8), (6, 11), (7, 11)])
def test_aw_g3_banners_of_one_tribe_score_1_2_4_6_8_11_and_at_most_six_count(reds: int, vp: int) -> None:
    s = new()
    no_empire(s, 0)
    for card in RED[:reds]:
        give(s, 0, card)
    line = points(s, 0)
    assert line["score.banners_red"] == reds
    assert line["score.banners"] == vp and line["score.total"] == vp
    clean(s)


def test_aw_g3_each_tribe_scores_on_its_own() -> None:
    s = new()
    give(s, 0, "bog_troll")  # green (and a space)
    give(s, 0, "silver_mine")  # red
    give(s, 0, "olive_grove")  # green
    give(s, 0, "highland_pastures")  # green + red
    assert points(s, 0)["score.banners"] == 2 + 4
    clean(s)


def test_aw_g4_special_cards_add_points_the_citadel_example() -> None:
    s = new()
    give(s, 0, "citadel")  # 2 red banners
    give(s, 0, "silver_mine")
    give(s, 0, "cave_giant")
    give(s, 0, "fanged_drake")
    line = points(s, 0)
    assert line["score.banners_red"] == 5 and line["score.cards"] == 3
    assert line["score.total"] == 8 + 3
    clean(s)


def test_aw_g5_most_points_win_whatever_the_coins() -> None:
    s = new()
    give(s, 1, "silver_mine")
    s.coins = [20, 0]
    lines = GAME.scores(s)
    assert [x.won for x in lines] == [False, True] and lines[1].how == "points"


def test_aw_g5_ties_break_on_coins_then_cards_then_knowledge() -> None:
    s = new()
    s.coins = [5, 4]
    lines = GAME.scores(s)
    assert [x.won for x in lines] == [True, False] and lines[0].how == "tiebreak"
    s.coins = [4, 4]
    give(s, 1, "stony_wastes")  # a province: one card more, no points
    lines = GAME.scores(s)
    assert [x.won for x in lines] == [False, True] and lines[1].how == "tiebreak"
    give(s, 0, "yew_forest")
    s.knowledge = [1, 0]
    lines = GAME.scores(s)
    assert [x.won for x in lines] == [True, False]
    assert [x.rank for x in lines] == [1, 2]
    clean(s)
