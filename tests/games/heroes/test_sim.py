"""The simulator runs seeded games and reports wins, endings and length."""

from civitas.__main__ import main as civitas_main
from civitas.games.heroes.sim import main


def test_simulator_prints_wins_endings_and_length(capsys):
    assert main(["--games", "3", "--players", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "wins_per_seat" in out and "how" in out and "avg_rounds" in out


def test_simulator_is_deterministic_for_a_seed(capsys):
    main(["--games", "2", "--players", "4", "--seed", "9"])
    first = capsys.readouterr().out.splitlines()[:-1]
    main(["--games", "2", "--players", "4", "--seed", "9"])
    assert capsys.readouterr().out.splitlines()[:-1] == first


def test_civitas_sim_command_and_bad_arguments(capsys):
    assert civitas_main(["sim", "--games", "1", "--players", "3"]) == 0
    assert main(["--games", "1", "--players", "3", "--agents", "nobody"]) == 2
    assert main(["--games", "1", "--players", "3", "--agents", "random,random"]) == 2
