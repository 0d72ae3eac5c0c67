"""A computer player declares a war only when it means to send it: once declared, the goal, the
armies and the attack follow, and "call off" never shows up in its log after a declaration."""

from __future__ import annotations

import pytest
from heroes_helpers import act, position

from civitas.ai.levels import Level, choose, without_time_limit
from civitas.engine.rng import Rng
from civitas.games.heroes import GAME
from civitas.games.heroes.ai import KNOWLEDGE
from civitas.games.heroes.cards import GEN
from civitas.games.heroes.state import HeroesState

CANCEL = ("cancel_war",)
QUICK = Level("quick", 40, 100.0, 4, "full", True)


def hopeless_war(goal: str | None) -> HeroesState:
    """Seat 0 has declared war on a tribe three times as strong behind three fortresses (and named
    ``goal``, if given): the kind of war a search would like to back out of."""
    s = position(2)
    s.armies[1] = [GEN, GEN, 0]
    s.supply[0] -= 2
    s.supply[3] -= 2
    s.forts[1] = 3
    s.supply[2] -= 3
    act(s, 0, ("war", 1))
    if goal is not None:
        act(s, 0, ("goal", goal))
    return s


def test_a_declared_war_keeps_its_goals_and_armies_but_not_call_off_as_computer_candidates():
    s = hopeless_war(None)
    legal = GAME.legal_actions(s, 0)
    assert CANCEL in legal  # a human may still call the war off
    cands = KNOWLEDGE.candidates(GAME, GAME.view(s, 0), 0, legal)
    assert CANCEL not in cands and {a[1] for a in cands} == {"conquest", "plunder", "destruction"}
    act(s, 0, ("goal", "plunder"))
    legal = GAME.legal_actions(s, 0)
    assert CANCEL in legal and ("send", 0) in legal
    assert KNOWLEDGE.candidates(GAME, GAME.view(s, 0), 0, legal) == [("send", 0)]
    act(s, 0, ("send", 0))
    assert CANCEL not in KNOWLEDGE.candidates(GAME, GAME.view(s, 0), 0, GAME.legal_actions(s, 0))


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("goal", [None, "conquest"])
def test_a_computer_player_never_calls_off_a_hopeless_war_it_declared(level, goal):
    s = hopeless_war(goal)
    lvl = without_time_limit(level)
    for seed in range(6):
        move = choose(GAME, GAME.view(s, 0), 0, lvl, Rng(seed))
        assert move != CANCEL


def test_computer_players_log_no_war_called_off_after_declaring_it():
    wars = 0
    for seed in (3, 4):
        s = GAME.new_state(GAME.validate_options({"players": 2, "round_limit": 12}), seed)
        rng = Rng(seed)
        declared = False
        while not GAME.is_over(s):
            seat = GAME.to_move(s)[0]
            move = choose(GAME, GAME.view(s, seat), seat, QUICK, rng.fork())
            if move[0] == "war":
                declared, wars = True, wars + 1
            assert not (declared and move == CANCEL), f"seed {seed}: a war declared and then called off"
            if move == ("go",):
                declared = False
            GAME.apply(s, seat, move)
    assert wars  # the games had wars to check
