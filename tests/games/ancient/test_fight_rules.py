"""Titan fights (AW-F1..F13) and the damage dice (AW-D1..D6), checked against the rulebook's chapter
«Бой с титаном» and its worked example. Positions are built by hand on a fresh 2-player game."""

from __future__ import annotations

import pytest
from ancient_helpers_b import (
    act,
    army,
    clean,
    finish_round,
    give,
    kinds,
    new,
    no_armies,
    no_empire,
    of_kind,
    reason,
    titan_top,
)

from civitas.games.ancient import GAME
from civitas.games.ancient.state import AncientState

BLANK = ("blank",) * 6
COIN = ("coin",) * 6
TITAN = ("titan",) * 6


def fighter(dice: tuple[str, ...] = BLANK, coins: int = 10) -> AncientState:
    """Seat 0 to move in round 1, without troops, with ``coins`` and dice showing only ``dice``."""
    s = new()
    no_armies(s, 0)
    s.coins[0] = coins
    s.dice = dice
    return s


def test_aw_f_combat_example_stone_creature_defence_8_paid_2() -> None:
    s = fighter(dice=("blank", "coin"), coins=5)
    bowmen_army = army(s, 0, "city_guard", "wasteland_bowmen", picture=1)  # 3 arrows + 1 sword, +1 sword exp
    bowmen = s.armies[0][bowmen_army][-1]
    golem = titan_top(s, "mossback_golem")  # defence 8, swords and arrows, 2 banners
    below = s.titan_decks[1][-2]
    r = GAME.why_not(s, 0, ("fight", 2, (bowmen_army,)))
    assert r is not None and r.code == "attack_too_low" and r.args == {"attack": 5, "defence": 8}
    give(s, 0, "blade_foundry")  # 2 swords
    give(s, 0, "bronze_forge")  # 1 sword
    ev = act(s, 0, ("fight", 2, (bowmen_army,)))
    fight = of_kind(ev, "fight")[0].args
    assert (fight["attack"], fight["defence"], fight["paid"]) == (8, 8, 2)
    assert s.scroll[bowmen] == 2 and s.picture[bowmen] == 1  # 3 coins on the card now
    assert golem in s.titans[0]
    faces = of_kind(ev, "roll")[0].args["faces_id"]
    assert len(faces) == 2
    assert s.coins[0] == 5 - 2 - faces.count("coin")
    assert s.titan_decks[1][-1] == below
    clean(s)


def test_aw_f1_target_is_the_face_up_top_of_any_titan_deck() -> None:
    s = fighter()
    s.serve[0] = 20
    a = army(s, 0, "militia")
    tops = [titan_top(s, "bog_troll"), titan_top(s, "two_headed_ogre"), titan_top(s, "marsh_hydra")]
    fights = [x for x in GAME.legal_actions(s, 0) if x[0] == "fight"]
    assert {(x[1], x[2]) for x in fights} == {(1, (a,)), (2, (a,)), (3, (a,))}
    act(s, 0, ("fight", 3, (a,)))
    assert s.titans[0] == [tops[2]]
    clean(s)


def test_aw_f1_an_empty_titan_deck_cannot_be_fought() -> None:
    s = fighter()
    a = army(s, 0, "militia")
    s.serve[0] = 20
    s.out.extend(s.titan_decks[0])
    s.titan_decks[0] = []
    assert reason(s, 0, ("fight", 1, (a,))) == "no_titan"
    clean(s)


def test_aw_f2_a_fight_needs_at_least_one_paid_troop() -> None:
    s = fighter()
    a = army(s, 0, "militia")
    titan_top(s, "bog_troll")
    s.serve[0] = 10  # free attack alone is enough, yet a troop must be paid
    assert reason(s, 0, ("fight", 1, ())) == "fight_needs_troops"
    assert all(x[2] for x in GAME.legal_actions(s, 0) if x[0] == "fight")
    s.scroll[s.armies[0][a][-1]] = 1  # used this round
    assert reason(s, 0, ("fight", 1, (a,))) == "troop_used"
    assert not [x for x in GAME.legal_actions(s, 0) if x[0] == "fight"]
    clean(s)


def test_aw_f3_troop_price_is_coins_on_picture_plus_one() -> None:
    s = fighter(coins=4)
    a = army(s, 0, "city_guard", picture=3)
    guard = s.armies[0][a][-1]
    titan_top(s, "bog_troll")
    s.serve[0] = 1
    act(s, 0, ("fight", 1, (a,)))
    assert s.coins[0] == 0
    assert s.scroll[guard] == 4 and s.picture[guard] == 3
    clean(s)


def test_aw_f3_price_not_affordable_is_refused() -> None:
    s = fighter(coins=3)
    a = army(s, 0, "city_guard", picture=3)
    titan_top(s, "bog_troll")
    s.serve[0] = 1
    r = GAME.why_not(s, 0, ("fight", 1, (a,)))
    assert r is not None and r.code == "fight_price" and r.args == {"price": 4}


def test_aw_f4_dismissed_experience_counts_only_with_its_paid_army_and_only_in_that_fight() -> None:
    s = fighter()
    vets = army(s, 0, "city_guard", "slingers")  # 2 arrows + guard's experience 1 sword
    plain = army(s, 0, "militia")
    titan_top(s, "bog_troll")
    titan_top(s, "cave_giant")  # swords only, defence 4: needs the experience sword
    r = GAME.why_not(s, 0, ("fight", 1, (plain,)))
    assert r is not None and r.args["attack"] == 1  # the veterans' experience does not help another army
    s.serve[0] = 3
    ev = act(s, 0, ("fight", 1, (vets,)))
    assert of_kind(ev, "fight")[0].args["attack"] == 4  # 3 serve + 1 experience; the arrows do not count
    act(s, 1, ("pass",))
    ev = act(s, 0, ("fight", 1, (plain,)))
    # militia 2 + serve 3 + the cave giant's sword: the veterans' experience is not carried over
    assert of_kind(ev, "fight")[0].args["attack"] == 6
    clean(s)


def test_aw_f5_several_troops_are_priced_separately() -> None:
    s = fighter(coins=4)
    a = army(s, 0, "city_guard", picture=1)
    b = army(s, 0, "militia", picture=2)
    titan_top(s, "horned_cyclops")  # defence 5 = 2 + 2
    s.serve[0] = 1
    r = GAME.why_not(s, 0, ("fight", 1, (a, b)))
    assert r is not None and r.code == "fight_price" and r.args == {"price": 5}
    s.coins[0] = 5
    ev = act(s, 0, ("fight", 1, (a, b)))
    assert of_kind(ev, "fight")[0].args["paid"] == 5
    assert s.scroll[s.armies[0][a][-1]] == 2 and s.scroll[s.armies[0][b][-1]] == 3
    clean(s)


def test_aw_f6_attack_adds_troops_card_icons_and_serve() -> None:
    s = fighter()
    a = army(s, 0, "militia")  # 1 sword + 1 arrow
    give(s, 0, "bronze_forge")  # empire: 1 sword
    give(s, 0, "yew_forest")  # province: 1 arrow
    give(s, 0, "cave_giant")  # titan: 1 sword
    act(s, 0, ("place", 1, "serve"))  # +1 sword for the round
    act(s, 1, ("pass",))
    titan_top(s, "two_headed_ogre")  # defence 7
    r = GAME.why_not(s, 0, ("fight", 2, (a,)))
    assert r is not None and r.code == "attack_too_low" and r.args == {"attack": 6, "defence": 7}
    titan_top(s, "horned_cyclops")
    ev = act(s, 0, ("fight", 1, (a,)))
    assert of_kind(ev, "fight")[0].args["attack"] == 6
    clean(s)


def test_aw_f7_a_swords_only_titan_counts_swords_only() -> None:
    s = fighter()
    a = army(s, 0, "militia")
    give(s, 0, "archery_range")
    give(s, 0, "yew_forest")
    giant = titan_top(s, "cave_giant")  # defence 4, swords only
    r = GAME.why_not(s, 0, ("fight", 1, (a,)))
    assert r is not None and r.args["attack"] == 1
    give(s, 0, "bronze_forge")
    give(s, 0, "smiths_hamlet")
    give(s, 0, "watch_cliff")
    ev = act(s, 0, ("fight", 1, (a,)))
    assert of_kind(ev, "fight")[0].args["attack"] == 4
    assert giant in s.titans[0]
    clean(s)


def test_aw_f8_attack_equal_to_defence_wins_one_less_does_not() -> None:
    s = fighter()
    guard = army(s, 0, "city_guard")
    militia = army(s, 0, "militia")
    titan_top(s, "sand_serpent")  # defence 4, swords and arrows
    assert reason(s, 0, ("fight", 1, (guard,))) == "attack_too_low"
    act(s, 0, ("fight", 1, (guard, militia)))
    assert len(s.titans[0]) == 1
    clean(s)


def test_aw_f9_winner_takes_the_titan_and_the_next_one_is_revealed() -> None:
    s = fighter()
    a = army(s, 0, "city_guard")
    s.serve[0] = 5
    troll = titan_top(s, "bog_troll")
    nxt = s.titan_decks[0][-2]
    ev = act(s, 0, ("fight", 1, (a,)))
    assert s.titans[0] == [troll] and troll not in s.titan_decks[0]
    assert s.titan_decks[0][-1] == nxt
    assert of_kind(ev, "titan_top")[0].args["card_no"] == nxt
    clean(s)


@pytest.mark.parametrize(("titan", "stars", "dice"), [("bog_troll", 1, 1), ("two_headed_ogre", 2, 2),
                                                      ("marsh_hydra", 3, 3)])  # fmt: skip
def test_aw_f10_one_damage_die_per_tribe_banner(titan: str, stars: int, dice: int) -> None:
    s = fighter(dice=COIN, coins=10)
    a = army(s, 0, "city_guard")
    s.serve[0] = 20
    titan_top(s, titan)
    ev = act(s, 0, ("fight", stars, (a,)))
    assert len(of_kind(ev, "roll")[0].args["faces_id"]) == dice
    assert s.coins[0] == 10 - 1 - dice
    clean(s)


def test_aw_f11_one_titan_per_turn_and_again_later_while_a_troop_is_unused() -> None:
    s = fighter()
    a = army(s, 0, "city_guard")
    b = army(s, 0, "militia")
    s.serve[0] = 5
    act(s, 0, ("fight", 1, (a,)))
    assert GAME.to_move(s) == (1,)  # the fight was the whole turn
    act(s, 1, ("pass",))
    assert reason(s, 0, ("fight", 1, (a,))) == "troop_used"
    act(s, 0, ("fight", 1, (b,)))
    assert len(s.titans[0]) == 2
    assert not [x for x in GAME.legal_actions(s, 0) if x[0] == "fight"]
    clean(s)


def test_aw_f12_troop_restore_comes_before_the_damage_roll() -> None:
    s = fighter(dice=TITAN)
    docks = give(s, 0, "harbour_dues", down=True)
    a = army(s, 0, "temple_wardens")  # 3 swords, restore
    titan_top(s, "bog_troll")
    ev = act(s, 0, ("fight", 1, (a,)))
    assert "roll" not in kinds(ev)
    assert GAME.phase_id(s) == "restore"
    assert GAME.legal_actions(s, 0) == [("restore", docks)]
    ev = act(s, 0, ("restore", docks))
    assert "roll" in kinds(ev)
    assert GAME.phase_id(s) == "lose" and ("lose", docks) in GAME.legal_actions(s, 0)
    clean(s)


def test_aw_f13_trophy_gives_a_coin_after_the_win() -> None:
    s = fighter(coins=5)
    a = army(s, 0, "hill_spearmen")  # 2 swords, trophy
    give(s, 0, "bronze_forge")
    titan_top(s, "bog_troll")
    ev = act(s, 0, ("fight", 1, (a,)))
    assert s.coins[0] == 5 - 1 + 1 and s.knowledge[0] == 0
    assert [e.args["source_id"] for e in of_kind(ev, "gain")] == ["trophy"]
    clean(s)


def test_aw_f13_espionage_gives_a_knowledge_in_that_fight_only() -> None:
    s = fighter(coins=5)
    spies = army(s, 0, "reed_archers")  # 1 sword 2 arrows, espionage
    other = army(s, 0, "city_guard")
    s.serve[0] = 2
    titan_top(s, "bog_troll")
    act(s, 0, ("fight", 1, (spies,)))
    assert s.knowledge[0] == 1
    act(s, 1, ("pass",))
    act(s, 0, ("fight", 1, (other,)))
    assert s.knowledge[0] == 1
    clean(s)


def test_aw_d1_titan_face_turns_a_chosen_empire_card_face_down() -> None:
    s = fighter(dice=TITAN)
    fishing, wheat = s.tableau[0]
    a = army(s, 0, "city_guard")
    s.serve[0] = 5
    titan_top(s, "bog_troll")
    act(s, 0, ("fight", 1, (a,)))
    assert GAME.phase_id(s) == "lose"
    assert sorted(GAME.legal_actions(s, 0)) == sorted([("lose", fishing), ("lose", wheat)])
    act(s, 0, ("lose", wheat))
    assert s.down[0] == [wheat] and GAME.to_move(s) == (1,)
    clean(s)


def test_aw_d1_titan_face_with_no_face_up_card_does_nothing() -> None:
    s = fighter(dice=TITAN)
    s.down[0] = sorted(s.tableau[0])
    a = army(s, 0, "city_guard")
    s.serve[0] = 5
    titan_top(s, "bog_troll")
    act(s, 0, ("fight", 1, (a,)))
    assert GAME.phase_id(s) == "turn" and GAME.to_move(s) == (1,)
    clean(s)


def test_aw_d2_coin_face_costs_a_coin_and_nothing_when_broke() -> None:
    s = fighter(dice=COIN, coins=3)
    a = army(s, 0, "city_guard")
    s.serve[0] = 20
    titan_top(s, "two_headed_ogre")
    act(s, 0, ("fight", 2, (a,)))
    assert s.coins[0] == 0  # paid 1, lost 2
    s2 = fighter(dice=COIN, coins=1)
    b = army(s2, 0, "city_guard")
    s2.serve[0] = 20
    titan_top(s2, "two_headed_ogre")
    ev = act(s2, 0, ("fight", 2, (b,)))
    assert s2.coins[0] == 0 and not of_kind(ev, "lose_coins")
    clean(s)
    clean(s2)


def test_aw_d3_blank_face_does_nothing() -> None:
    s = fighter(dice=BLANK, coins=3)
    a = army(s, 0, "city_guard")
    s.serve[0] = 20
    titan_top(s, "marsh_hydra")
    act(s, 0, ("fight", 3, (a,)))
    assert s.coins[0] == 2 and s.down[0] == [] and GAME.to_move(s) == (1,)
    clean(s)


def test_aw_d4_lost_cards_give_nothing_until_restored() -> None:
    s = fighter()
    no_empire(s, 0)
    forge = give(s, 0, "bronze_forge", down=True)
    docks = give(s, 0, "harbour_dues", down=True)
    give(s, 0, "mercenary_camp", down=True)
    a = army(s, 0, "city_guard")
    titan_top(s, "cave_giant")  # defence 4, swords only
    r = GAME.why_not(s, 0, ("fight", 1, (a,)))
    assert r is not None and r.args["attack"] == 2  # the forge's sword is off
    assert reason(s, 0, ("place_card", 1, docks)) == "card_lost"
    assert reason(s, 0, ("place", 1, "restore")) is None
    act(s, 0, ("place", 1, "restore"))
    act(s, 0, ("restore", forge))
    act(s, 0, ("done",))
    act(s, 1, ("pass",))
    r = GAME.why_not(s, 0, ("fight", 1, (a,)))
    assert r is not None and r.args["attack"] == 3  # restored: the forge's sword counts again
    assert reason(s, 0, ("place_card", 2, docks)) == "card_lost"
    clean(s)


def test_aw_d5_losing_a_food_card_starves_nobody_until_the_end_of_round() -> None:
    s = fighter(dice=TITAN)
    fishing = s.tableau[0][0]
    a = army(s, 0, "city_guard")
    s.serve[0] = 5
    titan_top(s, "horned_cyclops")  # no food on this titan
    act(s, 0, ("fight", 1, (a,)))
    act(s, 0, ("lose", fishing))
    assert s.starving[0] == [] and s.ready[0] == [1, 2, 3]
    act(s, 1, ("pass",))
    act(s, 0, ("place", 1, "work"))  # every citizen may still be placed
    ev = finish_round(s)
    assert [e.args for e in of_kind(ev, "hunger")] == [{"seat": 0, "short": 1}]
    assert s.starving[0] == [1]
    clean(s)


def test_aw_d6_losing_an_army_limit_card_discards_whole_armies_at_once() -> None:
    s = fighter(dice=TITAN)
    no_empire(s, 0)
    camp = give(s, 0, "mercenary_camp")  # army limit 3
    a = army(s, 0, "city_guard")
    army(s, 0, "militia")
    stacked = army(s, 0, "slingers", "shepherd_band")
    gone = list(s.armies[0][stacked])
    s.serve[0] = 5
    titan_top(s, "bog_troll")
    act(s, 0, ("fight", 1, (a,)))
    act(s, 0, ("lose", camp))
    assert GAME.phase_id(s) == "discard_army" and GAME.to_move(s) == (0,)
    act(s, 0, ("discard_army", stacked))
    assert len(s.armies[0]) == 2
    assert all(t in s.out for t in gone)  # the dismissed card under it goes too
    clean(s)
