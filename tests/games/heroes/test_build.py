"""Building: costs, gold, several items per action, supply limits, generals."""

from heroes_helpers import act, check_invariants, give, kinds, position

from civitas.games.heroes import GAME
from civitas.games.heroes.cards import GEN, GOLD, GRAIN, IRON, STONE, WOOD


def test_army_costs_iron_and_two_grain():
    s = position(3)
    give(s, 0, IRON, GRAIN, GRAIN, WOOD)
    act(s, 0, ("build", "army", 0))
    assert len(s.armies[0]) == 2 and s.hands[0] == [WOOD]
    assert s.supply[0] == 12 - 3 - 1
    check_invariants(s)


def test_city_costs_stone_and_two_wood():
    s = position(3)
    give(s, 0, STONE, WOOD, WOOD)
    act(s, 0, ("build", "city", 0))
    assert s.cities[0] == 2 and s.hands[0] == []


def test_fortress_costs_iron_wood_and_stone():
    s = position(3)
    give(s, 0, IRON, WOOD, STONE)
    act(s, 0, ("build", "fortress", 0))
    assert s.forts[0] == 1 and s.hands[0] == []


def test_general_costs_iron_and_gold_and_leads_an_army():
    s = position(3)
    give(s, 0, IRON, GOLD)
    act(s, 0, ("build", "general", 0, 0))
    assert s.armies[0] == [GEN] and s.hands[0] == []
    assert s.supply[3] == 5


def test_general_already_on_that_army():
    s = position(3)
    s.armies[0] = [GEN]
    s.supply[3] -= 1
    give(s, 0, IRON, GOLD)
    assert GAME.why_not(s, 0, ("build", "general", 0, GEN)).code == "general_already_there"


def test_gold_replaces_any_ordinary_resource():
    s = position(3)
    give(s, 0, STONE, GOLD, GOLD)
    act(s, 0, ("build", "city", 2))
    assert s.cities[0] == 2 and s.hands[0] == []
    s = position(3)
    give(s, 0, GOLD, GOLD)
    act(s, 0, ("build", "road", 2, 1))
    act(s, 1, ("road_consent", True))
    assert s.roads == [1] and s.hands[0] == []


def test_gold_is_spent_only_where_the_player_chooses():
    s = position(3)
    give(s, 0, IRON, GRAIN, GRAIN, GOLD)
    assert ("build", "army", 0) in GAME.legal_actions(s, 0)
    act(s, 0, ("build", "army", 0))
    assert s.hands[0] == [GOLD]
    s = position(3)
    give(s, 0, IRON, GRAIN, GRAIN, GOLD)
    act(s, 0, ("build", "army", 1))  # extra gold replaces the iron (price order)
    assert s.hands[0] == [IRON]


def test_several_items_in_one_build_action():
    s = position(3)
    give(s, 0, IRON, GRAIN, GRAIN, STONE, WOOD, WOOD)
    act(s, 0, ("build", "army", 0))
    assert s.phase == "build"
    act(s, 0, ("build", "city", 0))
    events = act(s, 0, ("end_build",))
    assert "build_end" in kinds(events)
    assert len(s.armies[0]) == 2 and s.cities[0] == 2


def test_cannot_build_what_you_cannot_afford():
    s = position(3)
    give(s, 0, IRON, GRAIN)
    r = GAME.why_not(s, 0, ("build", "army", 0))
    assert r.code == "cant_afford" and r.section == "build"
    assert GAME.why_not(s, 0, ("build", "army", 3)).code in ("cant_afford", "too_much_gold")


def test_supply_limits_building():
    s = position(3)
    s.cities = [4, 4, 4]
    s.supply[1] = 0
    give(s, 0, STONE, WOOD, WOOD)
    r = GAME.why_not(s, 0, ("build", "city", 0))
    assert r.code == "supply_exhausted"
    assert not any(a[:2] == ("build", "city") for a in GAME.legal_actions(s, 0))


def test_not_your_turn():
    s = position(3)
    give(s, 1, STONE, WOOD, WOOD)
    assert GAME.why_not(s, 1, ("build", "city", 0)).code == "not_your_turn"
