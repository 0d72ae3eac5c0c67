"""Every named card of the rulebook's «Уточнения карт» (AW-N1..N14) and the Playwrights' first-passer
condition (AW-PS2). The cards have fixed ids in the data; positions are built by hand."""

from __future__ import annotations

from itertools import permutations

from ancient_helpers_b import (
    act,
    army,
    clean,
    finish_round,
    give,
    new,
    no_armies,
    no_empire,
    of_kind,
    to_display,
)

from civitas.games.ancient import GAME
from civitas.games.ancient.state import AncientState


def test_aw_n1_aqueduct_pays_a_coin_per_food_for_a_new_citizen() -> None:
    s = new()
    s.round = 3  # Grow population is open
    give(s, 0, "aqueduct")
    s.coins[0] = 10
    ev = act(s, 0, ("place", 1, "grow"))
    assert s.citizens[0] == [1, 2, 3, 4]
    assert s.coins[0] == 10 - 3 + 3  # food: capital + the two starting cards
    assert [e.args["source_id"] for e in of_kind(ev, "gain")] == ["aqueduct"]
    clean(s)


def test_aw_n1_aqueduct_also_fires_for_a_citizen_card() -> None:
    s = new()
    give(s, 0, "aqueduct")
    lodge = to_display(s, "settlers_lodge")  # 1 food and a citizen, costs 5
    s.coins[0] = 10
    act(s, 0, ("place", 1, "build"))
    act(s, 0, ("buy", lodge))
    assert s.citizens[0] == [1, 2, 3, 4]
    assert s.coins[0] == 10 - 5 + 4  # four food once the lodge is built
    clean(s)


def test_aw_n2_great_archivists_a_coin_each_round_and_two_more_cards_when_exploring() -> None:
    s = new()
    give(s, 0, "great_archivists")
    coins = s.coins[0]
    ev = finish_round(s)
    assert of_kind(ev, "income")[0].args["coins"] == 6 and s.coins[0] == coins + 6
    act(s, 0, ("place", 1, "explore"))  # round 2: Explore is open
    ev = act(s, 0, ("explore_draw",))
    assert of_kind(ev, "explore_draw")[0].args["count"] == 7
    assert len(GAME.legal_actions(s, 0)) == 7
    clean(s)


def test_aw_n3_scribes_guild_when_the_left_neighbour_studies() -> None:
    s = new(players=3, first=1)  # seat 1 is the left neighbour of seat 0, seat 2 its right one
    give(s, 0, "scribes_guild")
    coins, knowledge = s.coins[0], s.knowledge[0]
    act(s, 1, ("place", 1, "study"))
    assert GAME.phase_id(s) == "guild" and GAME.to_move(s) == (0,)
    act(s, 0, ("guild_pay",))
    assert (s.coins[0], s.knowledge[0]) == (coins - 1, knowledge + 1)
    assert GAME.to_move(s) == (2,)
    act(s, 2, ("place", 2, "study"))  # the right neighbour: no guild
    assert GAME.phase_id(s) == "turn" and GAME.to_move(s) == (0,)
    clean(s)


def test_aw_n4_playwrights_first_passer_reserves_from_the_display() -> None:
    s = new()
    give(s, 0, "playwrights")
    card = s.display[0]
    act(s, 0, ("pass",))
    assert GAME.phase_id(s) == "playwrights" and GAME.to_move(s) == (0,)
    assert ("reserve_top",) in GAME.legal_actions(s, 0) and ("decline",) in GAME.legal_actions(s, 0)
    act(s, 0, ("reserve_display", card))
    assert s.reserve[0] == [card] and card not in s.display
    clean(s)


def test_aw_n4_playwrights_first_passer_reserves_the_deck_top() -> None:
    s = new()
    give(s, 0, "playwrights")
    top = s.deck[-1]
    act(s, 0, ("pass",))
    act(s, 0, ("reserve_top",))
    assert s.reserve[0] == [top] and top not in s.deck
    clean(s)


def test_aw_ps2_playwrights_trigger_only_for_the_first_player_to_pass() -> None:
    s = new()
    give(s, 0, "playwrights")
    act(s, 0, ("place", 1, "work"))
    act(s, 1, ("pass",))
    assert s.first_passer == 1
    ev = act(s, 0, ("pass",))
    assert s.reserve[0] == [] and GAME.phase_id(s) == "turn" and s.round == 2
    assert of_kind(ev, "round")
    clean(s)


def test_aw_n5_desert_caravan_gives_a_coin_per_food() -> None:
    s = new()
    caravan = give(s, 0, "desert_caravan")
    give(s, 0, "bog_troll")  # a titan with 1 food
    coins = s.coins[0]
    act(s, 0, ("place_card", 1, caravan))
    assert s.coins[0] == coins + 4
    clean(s)


def test_aw_n6_crane_is_discarded_to_build_without_paying() -> None:
    s = new()
    crane = give(s, 0, "crane")
    terraces = to_display(s, "river_terraces")  # costs 4 coins
    s.coins[0] = 0
    act(s, 0, ("place", 1, "build"))
    assert ("buy", terraces) not in GAME.legal_actions(s, 0)
    act(s, 0, ("crane", terraces))
    assert terraces in s.tableau[0] and crane not in s.tableau[0] and crane in s.discard
    assert s.coins[0] == 0 and s.knowledge[0] == 0
    clean(s)


def test_aw_n7_cryptic_ship_explores_and_gives_two_coins() -> None:
    s = new()
    ship = give(s, 0, "cryptic_ship")
    coins = s.coins[0]
    act(s, 0, ("place_card", 1, ship))
    assert s.coins[0] == coins + 2
    assert GAME.phase_id(s) == "explore"
    ev = act(s, 0, ("explore_draw",))
    assert of_kind(ev, "explore_draw")[0].args["count"] == 5
    act(s, 0, GAME.legal_actions(s, 0)[0])
    assert len(s.reserve[0]) == 1
    clean(s)


def test_aw_n8_forest_refuge_reorders_four_titans_then_may_fight_the_top() -> None:
    s = new()
    refuge = give(s, 0, "forest_refuge")
    no_armies(s, 0)
    a = army(s, 0, "city_guard")
    s.serve[0] = 20
    act(s, 0, ("place_card", 1, refuge))
    assert GAME.phase_id(s) == "refuge"
    four = s.titan_decks[1][-4:][::-1]  # top first
    act(s, 0, ("refuge", 2))
    assert sorted(GAME.legal_actions(s, 0)) == sorted(("order", p) for p in permutations(four))
    order = (four[2], four[0], four[3], four[1])
    act(s, 0, ("order", order))
    assert s.titan_decks[1][-4:] == list(reversed(order))
    assert GAME.phase_id(s) == "refuge_fight" and ("no_fight",) in GAME.legal_actions(s, 0)
    act(s, 0, ("fight", 2, (a,)))
    assert s.titans[0] == [four[2]]
    clean(s)


def _copier(card_id: str) -> tuple[AncientState, int, int]:
    """Seat 0 owns ``card_id``; seat 1 owns the harbour dues (= 2 coins) with its own citizen on it."""
    s = new(first=1)
    copier = give(s, 0, card_id)
    docks = give(s, 1, "harbour_dues")
    act(s, 1, ("place_card", 1, docks))
    return s, copier, docks


def test_aw_n9_bridge_performs_another_players_card_action_even_when_occupied() -> None:
    s, bridge, docks = _copier("bridge")
    coins = s.coins[0]
    act(s, 0, ("place_card", 1, bridge))
    assert GAME.legal_actions(s, 0) == [("copy", docks)]
    act(s, 0, ("copy", docks))
    assert s.coins[0] == coins + 2
    clean(s)


def test_aw_n13_trade_city_performs_another_players_card_action_even_when_occupied() -> None:
    s, city, docks = _copier("trade_city")
    coins = s.coins[0]
    act(s, 0, ("place_card", 1, city))
    act(s, 0, ("copy", docks))
    assert s.coins[0] == coins + 2
    clean(s)


def _outpost() -> tuple[AncientState, int]:
    """3 players: seat 1 owns the outpost, its right neighbour seat 0 is to move; seat 1's guard is used
    this round (1 coin on its scroll, 1 on its picture)."""
    s = new(players=3)
    give(s, 1, "distant_outpost")
    no_armies(s, 1)
    a = army(s, 1, "city_guard", picture=1)
    guard = s.armies[1][a][-1]
    s.scroll[guard] = 1
    return s, guard


def test_aw_n10_distant_outpost_frees_a_used_troop_when_the_right_neighbour_studies() -> None:
    s, guard = _outpost()
    act(s, 0, ("place", 1, "study"))
    assert GAME.phase_id(s) == "outpost" and GAME.to_move(s) == (1,)
    assert GAME.legal_actions(s, 1) == [("outpost", guard, 0), ("outpost", guard, 1), ("decline",)]
    act(s, 1, ("outpost", guard, 0))
    assert guard not in s.scroll and s.picture[guard] == 1
    s.serve[1] = 20
    assert GAME.why_not(s, 1, ("fight", 1, (0,))) is None  # usable a second time this round
    clean(s)


def test_aw_n10_distant_outpost_may_take_the_coin_from_the_picture() -> None:
    s, guard = _outpost()
    act(s, 0, ("place", 1, "study"))
    act(s, 1, ("outpost", guard, 1))
    assert guard not in s.picture and s.scroll[guard] == 1
    clean(s)


def test_aw_n10_distant_outpost_ignores_the_left_neighbour() -> None:
    s, guard = _outpost()
    act(s, 0, ("pass",))
    act(s, 1, ("pass",))
    act(s, 2, ("place", 1, "study"))  # seat 2 is seat 1's left neighbour
    assert GAME.phase_id(s) == "turn" and s.scroll[guard] == 1
    clean(s)


def test_aw_n11_moon_festival_a_point_per_set_of_five_tribes() -> None:
    s = new()
    no_empire(s, 0)
    give(s, 0, "cave_giant")  # red
    give(s, 0, "moon_festival")  # green, blue, purple
    give(s, 0, "salt_market")  # yellow
    assert GAME.scores(s)[0].breakdown["score.cards"] == 1
    give(s, 0, "fanged_drake")  # red
    give(s, 0, "amber_workshops")  # yellow, purple
    give(s, 0, "olive_grove")  # green
    assert GAME.scores(s)[0].breakdown["score.cards"] == 1
    give(s, 0, "river_terraces")  # blue
    assert GAME.scores(s)[0].breakdown["score.cards"] == 2
    clean(s)


def test_aw_n12_town_hall_gives_knowledge_and_the_token_lying_hand_down() -> None:
    s = new()
    hall = give(s, 1, "town_hall")
    act(s, 0, ("pass",))
    act(s, 1, ("place_card", 1, hall))
    assert s.knowledge[1] == 1 and s.first == 1 and s.token_up
    clean(s)


def test_aw_n12_town_hall_leaves_a_token_lying_hand_up() -> None:
    s = new()
    hall = give(s, 1, "town_hall")
    act(s, 0, ("place", 1, "restore"))
    assert s.first == 0 and s.token_up
    act(s, 1, ("place_card", 1, hall))
    assert s.knowledge[1] == 1 and s.first == 0
    clean(s)


def test_aw_n14_citadel_five_red_banners_give_three_points() -> None:
    s = new()
    give(s, 0, "citadel")
    give(s, 0, "crane")
    give(s, 0, "cave_giant")
    give(s, 0, "fanged_drake")
    line = GAME.scores(s)[0].breakdown
    assert line["score.banners_red"] == 5 and line["score.cards"] == 3
    clean(s)


def test_tr_a31_a_passed_neighbour_is_asked_neither_for_the_guild_nor_for_the_outpost() -> None:
    """Seed: having passed, a player no longer takes part in the current round."""
    s = new(players=3, first=1)  # seat 0 holds the guild; seat 1 (its left neighbour) will study
    give(s, 0, "scribes_guild")
    s.passed[0] = True
    act(s, 1, ("place", 1, "study"))
    assert GAME.phase_id(s) == "turn" and 0 not in GAME.to_move(s)
    s2, _guard = _outpost()
    s2.passed[1] = True
    act(s2, 0, ("place", 1, "study"))
    assert GAME.phase_id(s2) == "turn" and 1 not in GAME.to_move(s2)
