"""Hard beats Easy on the tiny game. Searches are bounded by iterations only, so the sample is fully
determined by its seeds and cannot flake; the threshold is a strict majority of the games."""

from __future__ import annotations

import pytest

from civitas.ai.ladder import run_ladder, wilson
from civitas.ai.levels import without_time_limit


@pytest.mark.parametrize("games", [pytest.param(4, id="4-games"), pytest.param(14, id="14-games",
                                                                            marks=pytest.mark.slow)])
def test_hard_beats_easy_on_tiny(games: int):
    results = run_ladder("tiny", without_time_limit("hard"), without_time_limit("easy"), games=games, players=2,
                         seed=1)
    hard = sum(r.a_score for r in results)
    assert hard > len(results) / 2, hard
    assert not any(r.truncated for r in results)


@pytest.mark.parametrize("games", [pytest.param(10, id="10-games"), pytest.param(30, id="30-games",
                                                                             marks=pytest.mark.slow)])
def test_normal_beats_random_on_tiny(games: int):
    results = run_ladder("tiny", without_time_limit("normal"), "random", games=games, players=2, seed=2)
    assert sum(r.a_score for r in results) > 0.7 * len(results)


def test_wilson_interval():
    lo, hi = wilson(150, 200)
    assert 0.68 < lo < 0.70 and 0.80 < hi < 0.82
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] > 0.9999


def test_ladder_command_line(capsys):
    from civitas.ai.ladder import main

    assert main(["--game", "tiny", "--a", "normal", "--b", "random", "--games", "4", "--seed", "2", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert "95% CI" in out and "normal" in out and "random" in out


def test_ladder_jobs_give_the_same_results():
    one = run_ladder("tiny", without_time_limit("easy"), "random", games=6, players=3, seed=4)
    two = run_ladder("tiny", without_time_limit("easy"), "random", games=6, players=3, seed=4, jobs=2)
    assert [r.rewards for r in one] == [r.rewards for r in two]


def test_a_run_split_at_first_gives_the_same_games_as_the_whole_run() -> None:
    whole = run_ladder("tiny", without_time_limit("easy"), "random", games=6, players=2, seed=5)
    head = run_ladder("tiny", without_time_limit("easy"), "random", games=3, players=2, seed=5)
    tail = run_ladder("tiny", without_time_limit("easy"), "random", games=6, players=2, seed=5, first=3)
    assert [r.index for r in tail] == [3, 4, 5]
    key = [(r.index, r.a_seat, r.rewards, r.steps) for r in whole]
    assert [(r.index, r.a_seat, r.rewards, r.steps) for r in head + tail] == key


def test_a_ladder_variant_changes_the_named_fields_on_top_of_the_games_own_and_can_give_equal_time():
    from civitas.ai.ladder import variant
    from civitas.ai.levels import LEVELS, Level

    assert variant("ancient", "hard", "", None) == "hard"  # nothing asked: the level as it is
    plain = variant("ancient", "hard", "horizon=0,rollout_depth=16", 0.1)
    assert isinstance(plain, Level)
    assert (plain.horizon, plain.rollout_depth, plain.seconds) == (0, 16, 0.1)
    assert plain.iterations > LEVELS["hard"].iterations and plain.name == "hard*"  # not adjusted again
    own = variant("ancient", "hard", "", 0.1)
    assert isinstance(own, Level) and own.horizon == 1  # the game's own Hard, only the time changed
    with pytest.raises(SystemExit):
        variant("ancient", "hard", "seconds=3", None)
