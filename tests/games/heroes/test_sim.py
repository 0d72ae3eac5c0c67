"""The Age of Heroes short name of the simulator and the figures heroes adds to its summary."""

from civitas.engine.rng import Rng
from civitas.games.heroes import GAME
from civitas.games.heroes.sim import main


def test_heroes_sim_is_civitas_sim_for_heroes_with_its_round_limit(capsys):
    assert main(["--games", "2", "--players", "3", "--seed", "5", "--round-limit", "6", "--json"]) == 0
    out = capsys.readouterr().out
    assert '"game": "heroes"' in out and '"round_limit": 6' in out
    assert main(["--games", "1", "--players", "3", "--agents", "nobody"]) == 2
    assert main(["--games", "1", "--players", "2", "--agents", "random,random,random"]) == 2


def test_sim_stats_count_rounds_eliminations_and_what_the_winner_built():
    s = GAME.new_state({"players": 3, "round_limit": 8}, 4)
    rng = Rng(4)
    while not GAME.is_over(s):
        seat = GAME.to_move(s)[0]
        GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    stats = GAME.sim_stats(s)
    assert stats["rounds"] == s.round and stats["eliminated"] == len(s.out)
    assert stats["winner_cities"] == s.cities[s.winner] and stats["winner_monument"] == s.monument[s.winner]
    assert stats["roads"] == len(s.roads) and stats["fortresses"] == sum(s.forts)
    assert all(isinstance(v, int | float) for v in stats.values())
