"""Construction (TE-C1..TE-C6) and its table rules (TR-T5, TR-T6, TR-T8), the card-specific placements
(Mansion, Bridge, Conglomerate, the cards that need another card) and the reasons of refused placements."""

from __future__ import annotations

import pytest
from territory_helpers import act, bare, build, code, give, kind, land, on, put

from civitas.games.territory import GAME


def test_te_c1_any_hand_card_becomes_a_face_down_territory():
    s = bare(2)
    (card,) = give(s, 0, "earthquake")
    act(s, ("land", card))
    (t,) = s.lands[0]
    assert s.owner[t] == 0 and s.face[t] == card and card not in s.hands[0] and s.on[t] == []


def test_te_c2_a_building_goes_only_onto_a_territory_of_its_owner():
    s = bare(2)
    (house,) = give(s, 0, "house")
    assert not [a for a in GAME.legal_actions(s, 0) if a[0] == "build"]  # no territory yet
    t = land(s, 0)
    other = land(s, 1)
    act(s, ("build", house, t))
    assert house in s.on[t] and s.host[house] == t
    (kiosk,) = give(s, 0, "kiosk")
    assert code(s, ("build", kiosk, other)) == "not_your_territory"


def test_te_c3_a_character_is_summoned_onto_a_territory_like_a_building():
    s = bare(2)
    t = land(s, 0, "house")
    (spy,) = give(s, 0, "spy")
    act(s, ("build", spy, t))
    assert s.host[spy] == t


def test_te_c4_tr_t38_one_quest_a_turn_at_most_two_held_none_from_an_empty_deck():
    s = bare(2)
    act(s, ("quest",))
    assert len(s.quests[0]) == 1 and code(s, ("quest",)) == "one_quest"
    build(s, 0)
    act(s, ("quest",))
    build(s, 0)
    assert code(s, ("quest",)) == "two_quests"
    s.quests[0].pop()
    s.discard.extend(s.quest_deck)  # an ill-formed pile, only for the legality question below
    s.quest_deck = []
    assert code(s, ("quest",)) == "no_quests"


def test_te_c5_tr_t5_one_territory_and_two_placements_a_turn_by_default():
    s = bare(2)
    a, b = give(s, 0, "kiosk", "kiosk")
    act(s, ("land", a))
    assert code(s, ("land", b)) == "land_limit"
    t = s.lands[0][0]
    h1, h2, h3 = give(s, 0, "house", "house", "house")
    act(s, ("build", h1, t))
    act(s, ("build", h2, t))
    assert code(s, ("build", h3, t)) == "place_limit"


@pytest.mark.parametrize(("limit", "lands", "places"), [("1+1", 1, 1), ("free", 3, 4)])
def test_tr_t5_the_limit_option_sets_territories_and_placements(limit, lands, places):
    s = bare(2, limit=limit, capacity="none")
    cards = give(s, 0, *["kiosk"] * 3)
    done = 0
    for c in cards:
        if ("land", c) in GAME.legal_actions(s, 0):
            act(s, ("land", c))
            done += 1
    assert done == lands
    houses = give(s, 0, *["house"] * 4)
    t = s.lands[0][0]
    built = 0
    for h in houses:
        if ("build", h, t) in GAME.legal_actions(s, 0):
            act(s, ("build", h, t))
            built += 1
    assert built == places


def test_te_c6_when_all_have_built_the_leader_rolls_the_income():
    s = bare(3, leader=2)
    events = []
    for _ in range(3):
        events += act(s, ("end",))
    (roll,) = [e for e in events if e.kind == "roll"]
    assert roll.args["seat"] == 2 and s.pool == sum(s.dice) + 3 and s.phase == "draft"


def test_tr_t6_development_cards_need_their_host_and_are_outside_the_limit():
    s = bare(2, limit="1+1")
    plain = land(s, 0, "kiosk")
    banked = land(s, 0, "bank")
    deposits, mayor, household = give(s, 0, "deposits", "mayor", "household")
    legal = GAME.legal_actions(s, 0)
    assert ("develop", deposits, banked) in legal and ("develop", deposits, plain) not in legal
    assert code(s, ("develop", household, plain)) == "needs_card"
    s.placed = 1  # the placement limit is used up
    act(s, ("develop", mayor, plain))
    act(s, ("develop", deposits, banked))
    assert s.host[mayor] == plain and s.host[deposits] == banked


def test_tr_t6_a_development_card_works_in_the_round_it_is_placed():
    s = bare(2)
    t = land(s, 0, "kiosk")
    (mayor,) = give(s, 0, "mayor")
    act(s, ("develop", mayor, t))
    act(s, ("end",))
    act(s, ("end",))
    assert s.local[t] == 2 + 1  # the kiosk and the mayor's own profit


def test_tr_t8_a_territory_holds_three_buildings_and_characters_by_default():
    s = bare(2)
    t = land(s, 0, "house", "house", "kiosk", "excellent", "mayor")  # the last two take no room
    (house,) = give(s, 0, "house")
    assert code(s, ("build", house, t)) == "territory_full"


@pytest.mark.parametrize(("capacity", "room"), [("4", 4), ("none", 6)])
def test_tr_t8_the_capacity_option(capacity, room):
    s = bare(2, capacity=capacity, limit="free")
    t = land(s, 0)
    houses = give(s, 0, *["house"] * 6)
    placed = 0
    for h in houses:
        if ("build", h, t) in GAME.legal_actions(s, 0):
            act(s, ("build", h, t))
            placed += 1
    assert placed == room


def test_tr_t8_a_mansion_lies_on_two_own_territories_and_counts_on_both():
    s = bare(2)
    a = land(s, 0, "house", "house")
    b = land(s, 0, "kiosk")
    land(s, 1, "house")
    (mansion,) = give(s, 0, "mansion")
    legal = [x for x in GAME.legal_actions(s, 0) if x[0] == "mansion"]
    assert sorted(legal) == [("mansion", mansion, a, b), ("mansion", mansion, b, a)]
    act(s, ("mansion", mansion, a, b))
    assert mansion in s.on[a] and mansion in s.on[b] and s.host[mansion] == a
    (house,) = give(s, 0, "house")
    assert code(s, ("build", house, a)) == "territory_full"
    assert ("build", house, b) in GAME.legal_actions(s, 0)


def test_mansion_yields_three_on_its_first_territory():
    s = bare(2)
    a, b = land(s, 0), land(s, 0, "kiosk")
    (mansion,) = give(s, 0, "mansion")
    act(s, ("mansion", mansion, a, b))
    act(s, ("end",))
    act(s, ("end",))
    assert s.local[a] == 3 and s.local[b] == 2


def test_tr_t35_a_bridge_is_built_on_an_own_territory_and_names_any_other_territory():
    s = bare(2)
    mine = land(s, 0, "house")
    theirs = land(s, 1, "house")
    (bridge,) = give(s, 0, "bridge")
    legal = [x for x in GAME.legal_actions(s, 0) if x[0] == "bridge"]
    assert legal == [("bridge", bridge, mine, theirs)]
    act(s, ("bridge", bridge, mine, theirs))
    assert s.links[bridge] == theirs and s.host[bridge] == mine


def test_conglomerate_needs_two_factories_which_go_to_the_discard():
    s = bare(2)
    t = land(s, 0, "factory")
    (chain,) = give(s, 0, "factory_chain")
    assert code(s, ("build", chain, t)) == "needs_two_factories"
    second = put(s, t, "factory", "house")[0]
    first = on(s, t, "factory")
    act(s, ("build", chain, t))  # the territory was full: the two factories make room
    assert first in s.discard and second in s.discard
    assert sorted(kind(c) for c in s.on[t]) == ["factory_chain", "house"]


@pytest.mark.parametrize(
    ("card", "needs"),
    [("restaurant", "trade_house"), ("exchange", "entrepreneur"), ("peasant", "plantation"), ("banker", "bank")],
)
def test_cards_that_need_another_card_on_their_territory(card, needs):
    s = bare(2)
    bare_land = land(s, 0, "house")
    ready = land(s, 0, needs)
    (c,) = give(s, 0, card)
    reason = GAME.why_not(s, 0, ("build", c, bare_land))
    assert reason is not None and reason.code == "needs_card" and reason.args["kind"] == f"@card.{needs}"
    act(s, ("build", c, ready))


def test_why_not_a_restaurant_without_a_trade_house_names_the_trade_house():
    s = bare(2)
    t = land(s, 0, "house")
    (restaurant,) = give(s, 0, "restaurant")
    reason = GAME.why_not(s, 0, ("build", restaurant, t))
    assert reason is not None and (reason.code, reason.args["kind"]) == ("needs_card", "@card.trade_house")
