"""A hint's reason is true in the position. Each test builds a position where the old reason said
something false (a monument card "needed for your next build", a weaker army "strong enough", a
city-less target "taken"), and checks the reason given now. Facts are the seed's rules: a city costs
stone and two wood, an army iron and two grain; two winning armies take a city; an eruption sends a
city back to the supply; luck cancels famine for everyone."""

from __future__ import annotations

from heroes_helpers import act, give, position

from civitas.games.heroes import GAME
from civitas.games.heroes.ai import KNOWLEDGE
from civitas.games.heroes.cards import (
    CITY_TARGET,
    GEN,
    GRAIN,
    IRON,
    KIND_IDS,
    LUCK,
    MONUMENT_TARGET,
    STONE,
    WOOD,
    special_of,
)


def reason(s, seat, action):
    return KNOWLEDGE.reason(GAME, GAME.view(s, seat), seat, action)


def fair(n=3):
    s = position(n, phase="trade")
    s.trading = [True] * n
    return s


# --- the fair ---------------------------------------------------------------------------------------
def test_asking_for_an_own_monument_card_is_explained_by_the_monument_not_by_a_build():
    s = fair()
    give(s, 0, IRON, IRON)
    own = special_of(s.tribe[0])
    assert reason(s, 0, ("offer", IRON, own)) == ("hint.offer_monument", {"want": "@card." + KIND_IDS[own]})


def test_a_card_is_said_to_be_lacking_only_for_a_price_the_hand_cannot_pay():
    s = fair()
    give(s, 0, STONE, WOOD, GRAIN)  # a city lacks one wood; an army lacks iron and a grain
    assert reason(s, 0, ("offer", GRAIN, WOOD)) == ("hint.offer_for_city", {"want": "@card.wood"})
    assert reason(s, 0, ("offer", STONE, IRON))[0] == "hint.offer_for_army"
    s = fair()
    give(s, 0, STONE, STONE, WOOD, WOOD, IRON)  # stone is lacking for nothing: every price is covered
    assert reason(s, 0, ("offer", IRON, STONE)) == ("hint.offer_other", {})


def test_withdrawing_says_the_card_is_needed_only_when_a_price_needs_it():
    s = fair()
    give(s, 0, WOOD, WOOD, STONE, IRON, IRON)
    act(s, 0, ("offer", WOOD, GRAIN))  # both woods are the city's price
    act(s, 0, ("offer", IRON, GRAIN))  # one iron is spare (no price takes two)
    wood_offer, iron_offer = (o[0] for o in s.offers)
    assert reason(s, 0, ("withdraw", wood_offer)) == ("hint.withdraw", {"card": "@card.wood"})
    assert reason(s, 0, ("withdraw", iron_offer)) == ("hint.withdraw_other", {"card": "@card.iron"})


# --- the action ----------------------------------------------------------------------------------------
def test_skipping_is_not_called_useless_when_taxes_are_open_and_the_hand_has_room():
    s = position(3)
    give(s, 0, IRON)
    assert reason(s, 0, ("skip",)) == ("hint.skip_wait", {})
    give(s, 0, IRON, IRON, IRON, IRON)  # five cards and a city: taxes would force a discard
    assert reason(s, 0, ("skip",)) == ("hint.skip_full_hand", {})
    s = position(3)
    s.cities[0] = 0  # no city: nothing to tax, nothing to build, no army that could attack
    s.armies[0] = []
    assert reason(s, 0, ("skip",)) == ("hint.skip", {})


def test_a_swapped_card_is_called_the_least_needed_only_when_it_is():
    s = position(3)
    s.cities[0] = 0
    own = special_of(s.tribe[0])
    give(s, 0, own, IRON, IRON, IRON)
    assert reason(s, 0, ("swap", own)) == ("hint.swap_other", {})
    assert reason(s, 0, ("swap", IRON)) == ("hint.swap", {"card": "@card.iron"})


def test_the_fifth_city_wins_and_a_sixth_only_keeps_five():
    s = position(3)
    s.cities[0] = CITY_TARGET - 1
    assert reason(s, 0, ("build", "city", 0)) == ("hint.build_fifth_city", {})
    s.cities[0] = CITY_TARGET
    assert reason(s, 0, ("build", "city", 0)) == ("hint.build_more_city", {})
    s.cities[0] = 2
    assert reason(s, 0, ("build", "city", 0)) == ("hint.build_city", {"n": 3, "left": 2})


# --- war -------------------------------------------------------------------------------------------------
def test_an_attack_is_called_strong_only_when_the_armies_at_home_outnumber_the_defence():
    s = position(3)
    s.armies[1] = [0, 0]  # one army against two
    assert reason(s, 0, ("war", 1)) == ("hint.war_even", {"target_seat": 1})
    s.armies[0] = [0, 0, 0]
    assert reason(s, 0, ("war", 1)) == ("hint.war", {"target_seat": 1})
    s.armies[0] = [0, 0, 0, 0]  # two more than the defence, and the target has a city
    assert reason(s, 0, ("war", 1)) == ("hint.war_weak_neighbour", {"target_seat": 1})
    s.cities[1] = 0
    assert reason(s, 0, ("war", 1)) == ("hint.war", {"target_seat": 1})


def test_a_goal_is_explained_by_what_it_can_take_from_this_target():
    s = position(3)
    s.armies[0] = [0, 0, 0]
    s.cities[1] = 0
    act(s, 0, ("war", 1))
    assert reason(s, 0, ("goal", "conquest")) == ("hint.goal_other", {})  # no city to conquer
    assert reason(s, 0, ("goal", "destruction")) == ("hint.goal_other", {})  # no monument card
    assert reason(s, 0, ("goal", "plunder")) == ("hint.goal_other", {})  # an empty hand
    s.cities[1], s.monument[1] = 2, 3
    give(s, 1, GRAIN)
    assert reason(s, 0, ("goal", "conquest")) == ("hint.goal_conquest", {"target_seat": 1, "n": 2})
    assert reason(s, 0, ("goal", "destruction")) == ("hint.goal_destruction", {"target_seat": 1, "n": 3})
    assert reason(s, 0, ("goal", "plunder")) == ("hint.goal_plunder", {"target_seat": 1, "n": 1})


def test_calling_a_war_off_says_too_weak_only_when_the_armies_are():
    s = position(3)
    s.armies[0] = [0, 0, 0]
    act(s, 0, ("war", 1))
    assert reason(s, 0, ("cancel_war",)) == ("hint.cancel_war_other", {})
    s.armies[1] = [0, 0, 0, GEN]
    assert reason(s, 0, ("cancel_war",)) == ("hint.cancel_war", {"target_seat": 1})


# --- after the action ---------------------------------------------------------------------------------
def test_monument_reasons_count_the_cards_already_placed():
    s = position(3, phase="monument")
    own = special_of(s.tribe[0])
    give(s, 0, own, own)
    s.monument[0] = MONUMENT_TARGET - 2
    assert reason(s, 0, ("monument", own, 2)) == ("hint.monument_complete", {})
    assert reason(s, 0, ("monument", own, 1)) == ("hint.monument", {"n": 1, "total": MONUMENT_TARGET - 1})
    s.monument[0] = MONUMENT_TARGET
    assert reason(s, 0, ("monument", own, 1)) == ("hint.monument_more", {})


def test_a_monument_card_is_never_the_card_needed_least():
    s = position(3, phase="discard")
    own = special_of(s.tribe[0])
    give(s, 0, own, STONE, STONE, STONE, WOOD, WOOD)
    assert reason(s, 0, ("discard", own)) == ("hint.discard_other", {})
    least = [k for k in (STONE, WOOD) if reason(s, 0, ("discard", k))[0] == "hint.discard"]
    assert least == [STONE]  # a city takes one stone and two wood: the stones are the spare cards


# --- questions -------------------------------------------------------------------------------------------
def test_the_earthquake_names_the_biggest_threat_only_for_the_strongest_rival():
    s = position(3)
    s.cities[2] = 4
    s.armies[2] = [0, 0, 0]
    s.pending = [("quake", 0)]
    assert reason(s, 0, ("quake", 1, 0)) == ("hint.quake_other", {"target_seat": 1})
    assert reason(s, 0, ("quake", 2, 0)) == ("hint.quake", {"target_seat": 2})


def test_the_eruption_names_the_rival_closest_to_five_cities_only_when_it_is():
    s = position(3)
    s.cities[2] = 3
    s.pending = [("erupt", 0)]
    assert reason(s, 0, ("erupt", 1)) == ("hint.erupt_other", {"target_seat": 1})
    assert reason(s, 0, ("erupt", 2)) == ("hint.erupt", {"target_seat": 2, "n": 3})


def test_letting_a_raid_happen_without_a_card_to_answer_is_not_called_keeping_cards():
    s = position(3)
    s.pending = [("barb", 0)]
    assert GAME.legal_actions(s, 0) == [("respond", "none")]
    assert reason(s, 0, ("respond", "none")) == ("hint.respond_nothing", {})
    give(s, 0, LUCK)
    assert reason(s, 0, ("respond", "none")) == ("hint.respond_none", {})
    assert reason(s, 0, ("respond", "luck")) == ("hint.respond_luck_barb", {})


def test_luck_against_famine_is_explained_by_the_famine_even_without_grain():
    s = position(3)
    give(s, 0, LUCK)
    s.pending = [("luck_famine", 0, 1)]
    assert reason(s, 0, ("respond", "luck")) == ("hint.respond_luck_famine", {})

