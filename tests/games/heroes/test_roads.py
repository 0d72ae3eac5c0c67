"""Roads: only to a neighbour, only with consent; elimination removes roads."""

from heroes_helpers import act, check_invariants, give, kinds, position

from civitas.games.heroes import GAME
from civitas.games.heroes.cards import STONE
from civitas.games.heroes.rules import eliminate, neighbours, road_code


def test_road_needs_the_neighbours_consent():
    s = position(4)
    give(s, 0, STONE, STONE)
    act(s, 0, ("build", "road", 0, 1))
    assert GAME.to_move(s) == (1,)
    assert set(GAME.legal_actions(s, 1)) == {("road_consent", True), ("road_consent", False)}
    assert GAME.why_not(s, 0, ("road_consent", True)).code == "waiting_for_decision"
    act(s, 1, ("road_consent", True))
    assert s.roads == [road_code(0, 1)] and s.supply[4] == 5
    assert s.hands[0] == [] and s.phase == "build" and GAME.to_move(s) == (0,)
    check_invariants(s)


def test_a_refused_road_costs_nothing():
    s = position(4)
    give(s, 0, STONE, STONE)
    act(s, 0, ("build", "road", 0, 3))
    events = act(s, 3, ("road_consent", False))
    assert "road_refused" in kinds(events)
    assert s.roads == [] and s.hands[0] == [STONE, STONE]


def test_roads_lead_only_to_the_left_or_right_neighbour():
    s = position(4)
    give(s, 0, STONE, STONE)
    r = GAME.why_not(s, 0, ("build", "road", 0, 2))
    assert r.code == "road_not_neighbour" and r.section == "roads"
    assert {a[3] for a in GAME.legal_actions(s, 0) if a[:2] == ("build", "road")} == {1, 3}


def test_road_already_exists():
    s = position(4)
    s.roads = [road_code(0, 1)]
    s.supply[4] -= 1
    give(s, 0, STONE, STONE)
    assert GAME.why_not(s, 0, ("build", "road", 0, 1)).code == "road_exists"


def test_roads_to_an_eliminated_tribe_return_and_neighbours_close_ranks():
    s = position(4)
    s.roads = [road_code(0, 1), road_code(1, 2), road_code(2, 3)]
    s.supply[4] -= 3
    eliminate(s, 1, [])
    assert s.roads == [road_code(2, 3)] and s.supply[4] == 5
    assert neighbours(s, 0) == [2, 3]
    assert neighbours(s, 2) == [3, 0]
    check_invariants(s)


def test_with_two_players_there_is_one_neighbour():
    s = position(2)
    give(s, 0, STONE, STONE)
    assert [a for a in GAME.legal_actions(s, 0) if a[:2] == ("build", "road")] == [("build", "road", 0, 1)]


def test_a_refused_road_cannot_be_asked_again_in_the_same_turn():
    s = position(4)
    give(s, 0, STONE, STONE)
    act(s, 0, ("build", "road", 0, 1))
    act(s, 1, ("road_consent", False))
    assert GAME.why_not(s, 0, ("build", "road", 0, 1)).code == "road_refused_this_turn"
    assert ("build", "road", 0, 3) in GAME.legal_actions(s, 0)
