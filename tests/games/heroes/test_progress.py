"""How far a game has come, as the list of saved games shows it: the round as the table names it and
the tribe nearest to winning (five cities or a five-card monument)."""

from heroes_helpers import position

from civitas.games.heroes import GAME


def test_the_round_is_the_one_the_table_names_and_a_fair_belongs_to_the_round_it_opens():
    s = position(3)
    s.round = 4
    assert GAME.progress_summary(s)["round"] == 4
    s.phase = "trade"
    assert GAME.progress_summary(s)["round"] == 5
    s.round = 0  # the first fair
    assert GAME.progress_summary(s)["round"] == 1


def test_the_leader_is_nearest_to_either_goal_and_nobody_when_the_best_are_level():
    s = position(3)
    assert GAME.progress_summary(s)["leader"] == -1  # one city each
    s.cities = [3, 1, 2]
    assert GAME.progress_summary(s)["leader"] == 0
    s.monument = [0, 4, 0]
    assert GAME.progress_summary(s)["leader"] == 1  # four monument cards: one short of winning
    s.cities = [4, 1, 2]
    s.monument = [0, 3, 1]
    assert GAME.progress_summary(s)["leader"] == 0
    s.monument = [0, 4, 1]
    assert GAME.progress_summary(s)["leader"] == 1  # level at four: more built in all wins


def test_an_eliminated_tribe_never_leads_and_a_finished_game_names_its_winner():
    s = position(3)
    s.cities = [0, 1, 1]
    s.monument = [4, 0, 0]
    s.alive = [False, True, True]
    assert GAME.progress_summary(s)["leader"] == -1
    s.phase, s.winner, s.round = "over", 2, 9
    assert GAME.progress_summary(s) == {"round": 9, "leader": 2}
