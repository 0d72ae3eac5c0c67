"""Reactions out of turn (EM-A8, EM-K-attack, TR-E2): the attacked signal, protections that cancel an attack
for one victim, and "also during other players' turns" exhausts offered at the end of each turn."""

from __future__ import annotations

import tempfile
from pathlib import Path

from cards_fixture import COMMON, card, write
from empires_helpers import act, game, instances, offers

from civitas.games.empires import flow
from civitas.games.empires.cards import load, register
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.ops import run_program

_EXTRA = [
    card("shield_wall", ["uncivilised"], pinned=True,
         exhaust={"cost": {}, "ops": [["gain", "progress", 1]], "reaction": "attacked"}),
    card("watchtower", ["uncivilised"], pinned=True,
         exhaust={"cost": {}, "ops": [["gain", "materials", 1]], "reaction": "other_turn"}),
    card("granary_wall", ["region"], pinned=True,
         passive=[{"on": "attacked", "ops": [["gain", "population", 1]]}]),
]  # fmt: skip


def _game():
    folder = Path(tempfile.mkdtemp(prefix="empires_react_"))
    common, nations = write(folder, COMMON + _EXTRA)
    register(load(common, nations, "fixture_react"))
    s = game(cards="fixture_react")
    return s


def _to_play(s, p, design):
    c = instances(s, design)[0]
    for zone in (s.main, *s.small):
        if c in zone:
            zone.remove(c)
    s.market = [x if x != c else -1 for x in s.market]
    s.play[p].append(c)
    return c


def _attack(s):
    raiders = instances(s, "raiders")[0]
    s.stack.frames.clear()
    run_program(s, 0, raiders, [["all_other_players", [["take_unrest", 1]]]], "raiders")
    flow.run(s, [])


def test_em_k_attack_the_victim_gets_the_attacked_signal():
    s = _game()
    _to_play(s, 1, "granary_wall")
    pop = s.res[1][1]
    _attack(s)
    assert s.res[1][1] == pop + 1


def test_em_a8_a_protection_cancels_the_attack_for_its_owner():
    s = _game()
    shield = _to_play(s, 1, "shield_wall")
    hand = len(s.hand[1])
    _attack(s)
    assert s.stack.top.kind == "react" and offers(s) == [("exhaust", shield), ("pass",)]
    act(s, ("exhaust", shield))
    assert len(s.hand[1]) == hand and s.res[1][2] == 2 and shield in s.exhausted[1]


def test_em_a8_passing_lets_the_attack_through():
    s = _game()
    _to_play(s, 1, "shield_wall")
    hand = len(s.hand[1])
    _attack(s)
    act(s, ("pass",))
    assert len(s.hand[1]) == hand + 1 and check_invariants(s) == []


def test_em_a8_other_turn_reactions_are_offered_at_the_end_of_another_players_turn():
    s = _game()
    tower = _to_play(s, 1, "watchtower")
    act(s, ("revolt", 0))
    while s.stack.top is not None and s.stack.top.seat == 0:
        act(s, offers(s)[-1] if s.stack.top.kind != "cleanup_token" else offers(s)[0])
    assert s.stack.top.kind == "react" and s.stack.top.seat == 1
    materials = s.res[1][0]
    act(s, ("exhaust", tower))
    assert s.res[1][0] == materials + 1 and s.exhaust[1] == 4


def test_em_a8_a_protection_is_not_exhausted_on_ones_own_turn():
    s = _game()
    shield = _to_play(s, 0, "shield_wall")
    act(s, ("activate",))
    assert ("exhaust", shield) not in offers(s)
