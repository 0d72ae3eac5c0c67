"""``civitas sim``: seeded games of any registered game, win rates per seat and per agent with
Wilson intervals, lengths, endings, the game's own figures, and ``--check``."""

from __future__ import annotations

import json

import pytest

from civitas.__main__ import main as civitas_main
from civitas.ai.ladder import wilson
from civitas.ai.sim import main, run_sim, seat_agents
from civitas.games.tiny import TinyGame


def _json(capsys, *argv: str) -> dict:
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_tiny_sim_reports_seats_agents_lengths_and_endings(capsys):
    argv = ["--game", "tiny", "--players", "3", "--games", "12", "--seed", "4", "--agents", "random,policy"]
    data = _json(capsys, *argv)
    assert data["game"] == "tiny" and data["games"] == 12 and data["players"] == 3
    seats = data["per_seat"]
    assert [row["seat"] for row in seats] == [0, 1, 2]
    assert sum(row["wins"] for row in seats) == pytest.approx(12)  # every finished game has its winner(s)
    for row in seats:
        assert row["ci"] == pytest.approx(list(wilson(row["wins"], 12)))
        assert row["ci"][0] <= row["rate"] <= row["ci"][1]
    agents = {row["agent"]: row for row in data["per_agent"]}
    assert set(agents) == {"random", "policy"}
    # random,policy over three seats: random, policy, random -- two random seats per game
    assert agents["random"]["seat_games"] == 24 and agents["policy"]["seat_games"] == 12
    assert agents["random"]["wins"] + agents["policy"]["wins"] == pytest.approx(12)
    assert data["steps"]["min"] <= data["steps"]["median"] <= data["steps"]["max"]
    assert sum(data["endings"].values()) == 12 and "unfinished" not in data["endings"]


def test_heroes_sim_prints_its_own_figures_and_how_games_ended(capsys):
    argv = ["sim", "--game", "heroes", "--players", "2", "--games", "2", "--seed", "3", "--option", "round_limit=6"]
    assert civitas_main(argv) == 0
    out = capsys.readouterr().out
    assert "win rate per seat" in out and "win rate per agent" in out and "95% CI" in out
    assert "how games ended:" in out and "game length (steps)" in out
    assert "rounds:" in out and "winner_cities:" in out
    data = _json(capsys, *argv[1:])
    assert set(data["endings"]) <= {"last_standing", "cities", "monument", "round_limit"}
    assert 0 < data["stats"]["rounds"] <= 6


def test_a_run_depends_on_its_seed_only(capsys):
    argv = ["--game", "tiny", "--players", "2", "--games", "6", "--agents", "random,easy", "--no-time-limit"]
    first = _json(capsys, *argv, "--seed", "8")
    for row in first["per_agent"]:
        row.pop("ms_per_decision")
    again = _json(capsys, *argv, "--seed", "8")
    for row in again["per_agent"]:
        row.pop("ms_per_decision")
    assert again == first
    other = _json(capsys, *argv, "--seed", "9")
    assert other["steps"] != first["steps"] or other["per_seat"] != first["per_seat"]


def test_agents_fill_the_seats_in_order_and_move_left_every_game():
    assert seat_agents(["easy", "hard"], 4, 0) == ["easy", "hard", "easy", "hard"]
    assert seat_agents(["a", "b", "c"], 3, 1) == ["c", "a", "b"]
    assert seat_agents(["a", "b", "c"], 3, 1, rotate=False) == ["a", "b", "c"]
    results = run_sim("tiny", {"players": 2, "target": 10}, 4, 1, ["random", "policy"])
    assert [r.agents for r in results] == [["random", "policy"], ["policy", "random"]] * 2


def test_check_runs_the_games_invariants_after_every_action(monkeypatch, capsys):
    assert main(["--game", "tiny", "--players", "2", "--games", "3", "--check"]) == 0
    capsys.readouterr()
    calls = []

    def broken(self, state):
        calls.append(state.turn)
        return ["a card went missing"] if len(calls) == 4 else []

    monkeypatch.setattr(TinyGame, "check_invariants", broken)
    assert main(["--game", "tiny", "--players", "2", "--games", "3", "--check"]) == 1
    err = capsys.readouterr().err
    assert "check failed" in err and "a card went missing" in err and "step 3" in err
    calls.clear()
    assert main(["--game", "tiny", "--players", "2", "--games", "3"]) == 0  # without --check: not called
    assert calls == []


@pytest.mark.parametrize(
    "argv",
    [
        ["--game", "nosuchgame"],
        ["--game", "tiny", "--agents", "nobody"],
        ["--game", "tiny", "--players", "9"],
        ["--game", "tiny", "--players", "2", "--agents", "random,easy,hard"],
        ["--game", "tiny", "--option", "speed=3"],
        ["--game", "heroes", "--option", "round_limit=2"],
    ],
)
def test_bad_arguments_are_refused_with_a_message(argv, capsys):
    assert main([*argv, "--games", "1"]) == 2
    assert capsys.readouterr().err.strip()
