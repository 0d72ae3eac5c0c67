"""Table rules (TR-A…) the project chose where the rulebook is silent, as written in the rules help:
starting cards, Serve, fights and their order, armies over the limit, the troop deck, the token, copies,
the Crane, the Cryptic Ship, ties, provinces, the Forest Refuge, the Playwrights, starving, reactions and
the Citadel's formula."""

from __future__ import annotations

import pytest
from ancient_helpers_b import (
    C,
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
    to_display,
)

from civitas.games.ancient import GAME
from civitas.games.ancient.cards import instances


def test_tr_a2_starting_empire_cards_have_one_food_no_banner_no_cost() -> None:
    for i in instances("empire", deck="start"):
        card = C[i]
        assert card.food == 1 and card.banners == () and card.cost_coins == card.cost_knowledge == 0
    s = new()
    assert all(line.breakdown["score.total"] == 0 for line in GAME.scores(s))


def test_tr_a5_serve_in_the_army_gives_a_sword() -> None:
    s = new()
    no_armies(s, 0)
    a = army(s, 0, "city_guard")  # 2 swords
    titan_top(s, "fanged_drake")  # defence 6, swords only
    act(s, 0, ("place", 1, "serve"))
    act(s, 1, ("place", 1, "work"))
    act(s, 0, ("place", 2, "serve"))
    act(s, 1, ("place", 2, "work"))
    act(s, 0, ("place", 3, "serve"))
    act(s, 1, ("pass",))
    r = GAME.why_not(s, 0, ("fight", 1, (a,)))
    assert s.serve[0] == 3 and r is not None and r.args["attack"] == 5  # the three count against swords only
    s.serve[0] += 1
    assert reason(s, 0, ("fight", 1, (a,))) is None
    clean(s)


def test_tr_a6_a_fight_that_would_fail_is_refused_and_nothing_is_paid() -> None:
    s = new()
    titan_top(s, "bronze_minotaur")  # defence 10
    coins = s.coins[0]
    assert reason(s, 0, ("fight", 2, (0, 1))) == "attack_too_low"
    assert not [x for x in GAME.legal_actions(s, 0) if x[0] == "fight" and x[1] == 2]
    assert s.coins[0] == coins and s.scroll == {}


def test_tr_a7_fight_order_pay_titan_restore_roll_lose_discard_trophy_reveal() -> None:
    s = new()
    s.dice = ("titan",) * 6
    no_empire(s, 0)
    no_armies(s, 0)
    camp = give(s, 0, "mercenary_camp")  # army limit 3
    docks = give(s, 0, "harbour_dues", down=True)
    army(s, 0, "war_elephants")  # trophy
    army(s, 0, "sacred_band")  # restore
    army(s, 0, "charioteers")  # espionage
    troll = titan_top(s, "bog_troll")
    ev = act(s, 0, ("fight", 1, (0, 1, 2)))
    assert troll in s.titans[0] and s.knowledge[0] == 1  # espionage with the payment, titan taken
    ev += act(s, 0, ("restore", docks))
    ev += act(s, 0, ("lose", camp))
    ev += act(s, 0, ("discard_army", 2))
    steps = ("fight", "gain", "restore", "roll", "lose", "discard_army", "titan_top")
    named = ["gain" if k.startswith("gain") else k for k in kinds(ev)]  # coin and knowledge gains alike
    order = [k for k in named if k in steps]
    assert order == ["fight", "gain", "restore", "roll", "lose", "discard_army", "gain", "titan_top"]
    sources = [e.args["source_id"] for e in ev if e.kind.startswith("gain")]
    assert sources == ["espionage", "trophy"]
    clean(s)


def test_tr_a8_army_limit_loss_owner_chooses_whole_armies_which_leave_the_game_with_their_coins() -> None:
    s = new()
    s.dice = ("titan",) * 6
    no_empire(s, 0)
    no_armies(s, 0)
    camp = give(s, 0, "mercenary_camp")
    a = army(s, 0, "city_guard")
    army(s, 0, "militia", picture=2)
    army(s, 0, "slingers", "shepherd_band", picture=1)
    s.serve[0] = 5
    titan_top(s, "horned_cyclops")
    act(s, 0, ("fight", 1, (a,)))
    act(s, 0, ("lose", camp))
    assert GAME.legal_actions(s, 0) == [("discard_army", 0), ("discard_army", 1), ("discard_army", 2)]
    militia = s.armies[0][1][-1]
    act(s, 0, ("discard_army", 1))
    assert militia in s.out and militia not in s.picture and len(s.armies[0]) == 2
    clean(s)


def test_tr_a9_an_empty_troop_deck_leaves_the_row_short() -> None:
    s = new()
    s.out.extend(s.troop_deck)
    s.troop_deck = []
    s.out.append(s.troop_row.pop())
    finish_round(s)
    assert s.round == 2 and len(s.troop_row) == 1
    clean(s)


def test_tr_a14_town_hall_locks_the_token() -> None:
    s = new()
    hall = give(s, 1, "town_hall")
    act(s, 0, ("place", 1, "work"))
    act(s, 1, ("place_card", 1, hall))
    act(s, 0, ("place", 2, "restore"))
    assert s.first == 1 and s.token_up
    assert s.coins[0] == 6 + 2 + 1  # the later restorer still gets the coin
    clean(s)


def test_tr_a16_copy_targets_face_up_action_cards_of_others_but_not_copiers() -> None:
    s = new(first=1)
    bridge = give(s, 0, "bridge")
    give(s, 0, "oracle_cave")  # own card: no target
    give(s, 1, "stony_wastes")  # a province: one more space
    docks = give(s, 1, "harbour_dues")
    give(s, 1, "orators_school", down=True)  # lost: no target
    give(s, 1, "trade_city")  # another copier: no target
    act(s, 1, ("pass",))
    act(s, 0, ("place_card", 1, bridge))
    assert GAME.legal_actions(s, 0) == [("copy", docks)]
    act(s, 0, ("copy", docks))
    clean(s)


def test_tr_a16_the_copied_card_stays_usable_by_its_owner() -> None:
    s = new()
    bridge = give(s, 0, "bridge")
    docks = give(s, 1, "harbour_dues")
    act(s, 0, ("place_card", 1, bridge))
    act(s, 0, ("copy", docks))
    coins = s.coins[1]
    act(s, 1, ("place_card", 1, docks))
    assert s.coins[1] == coins + 2
    clean(s)


def test_tr_a17_crane_frees_its_space_but_the_build_fee_stays() -> None:
    s = new()
    crane = give(s, 0, "crane")
    give(s, 0, "olive_grove")  # four cards: the capital's four spaces are full
    terraces = to_display(s, "river_terraces")
    act(s, 0, ("place", 1, "work"))
    act(s, 1, ("place", 1, "build"))
    act(s, 1, ("skip",))
    coins = s.coins[0]
    act(s, 0, ("place", 2, "build"))
    assert s.coins[0] == coins - 1  # no skill 2 on Build yet: 1 coin
    assert ("buy", terraces) not in GAME.legal_actions(s, 0)
    act(s, 0, ("crane", terraces))
    assert s.coins[0] == coins - 1 and terraces in s.tableau[0] and crane not in s.tableau[0]
    clean(s)


def test_tr_a18_cryptic_ship_explores_in_round_1() -> None:
    s = new()
    ship = give(s, 0, "cryptic_ship")
    assert s.round == 1 and reason(s, 0, ("place", 1, "explore")) == "slot_covered"
    act(s, 0, ("place_card", 1, ship))
    assert GAME.phase_id(s) == "explore" and ("explore_draw",) in GAME.legal_actions(s, 0)
    clean(s)


def test_tr_a21_a_full_tie_is_a_shared_win() -> None:
    s = new()
    s.coins = [3, 3]
    lines = GAME.scores(s)
    assert all(x.won and x.rank == 1 for x in lines)


def test_tr_a22_provinces_carry_no_banners() -> None:
    assert all(C[i].banners == () for i in instances("province"))
    s = new()
    act(s, 0, ("place", 1, "expand"))
    assert len(s.provinces[0]) == 1
    assert GAME.scores(s)[0].breakdown["score.banners"] == 0
    clean(s)


def test_tr_a23_refuge_takes_a_short_deck_whole_and_its_fight_is_optional() -> None:
    s = new()
    refuge = give(s, 0, "forest_refuge")
    deck = s.titan_decks[2]
    while len(deck) > 2:
        s.out.append(deck.pop(0))
    two = deck[::-1]
    act(s, 0, ("place_card", 1, refuge))
    act(s, 0, ("refuge", 3))
    assert sorted(GAME.legal_actions(s, 0)) == sorted([("order", tuple(two)), ("order", tuple(two[::-1]))])
    ev = act(s, 0, ("order", (two[1], two[0])))
    assert [e.args["card_no"] for e in of_kind(ev, "titan_top")] == [two[1]]  # only the new top is shown
    act(s, 0, ("no_fight",))
    assert GAME.to_move(s) == (1,) and s.titans[0] == []
    clean(s)


def test_tr_a23_the_refuge_fight_is_the_turns_single_fight() -> None:
    s = new()
    refuge = give(s, 0, "forest_refuge")
    s.serve[0] = 20
    act(s, 0, ("place_card", 1, refuge))
    act(s, 0, ("refuge", 1))
    act(s, 0, GAME.legal_actions(s, 0)[0])
    act(s, 0, ("fight", 1, (0,)))
    assert GAME.to_move(s) == (1,) and len(s.titans[0]) == 1
    clean(s)


def test_tr_a24_playwrights_commit_to_the_deck_top_before_seeing_it() -> None:
    s = new()
    give(s, 0, "playwrights")
    top = s.deck[-1]
    act(s, 0, ("pass",))
    assert all(len(x) == 1 for x in GAME.legal_actions(s, 0) if x[0] == "reserve_top")
    ev = act(s, 0, ("reserve_top",))
    assert s.reserve[0] == [top]
    shown = of_kind(ev, "reserve")[0]
    assert "card_no" not in shown.args and shown.owner == 0 and shown.secret == {"card_no": top}
    clean(s)


def test_tr_a25_the_owner_chooses_who_starves() -> None:
    s = new()
    s.down[0] = sorted(s.tableau[0])  # 1 food for 3 citizens
    act(s, 0, ("pass",))
    act(s, 1, ("pass",))
    assert GAME.phase_id(s) == "starve" and GAME.to_move(s) == (0,)
    assert ("starve", 3) not in GAME.legal_actions(s, 0)  # increasing picks: two of three
    act(s, 0, ("starve", 1))
    act(s, 0, ("starve", 3))
    assert s.starving[0] == [1, 3]
    clean(s)


def test_tr_a26_guild_and_outpost_may_be_declined() -> None:
    s = new(first=1)  # 2 players: seat 1 is both neighbours of seat 0
    give(s, 0, "scribes_guild")
    give(s, 0, "distant_outpost")
    guard = s.armies[0][0][-1]
    s.scroll[guard] = 1
    before = (s.coins[0], s.knowledge[0], dict(s.scroll))
    act(s, 1, ("place", 1, "study"))
    assert GAME.phase_id(s) == "guild"
    act(s, 0, ("decline",))
    assert GAME.phase_id(s) == "outpost"
    act(s, 0, ("decline",))
    assert (s.coins[0], s.knowledge[0], s.scroll) == before and GAME.to_move(s) == (0,)
    clean(s)


@pytest.mark.parametrize(("reds", "vp"), [(2, 0), (3, 1), (4, 2), (5, 3), (6, 4), (7, 4)])
def test_tr_a28_citadel_a_point_per_red_banner_beyond_the_second_six_at_most(reds: int, vp: int) -> None:
    s = new()
    no_empire(s, 0)
    give(s, 0, "citadel")  # 2 red
    for card in ("cave_giant", "fanged_drake", "silver_mine", "bronze_forge", "crane")[: reds - 2]:
        give(s, 0, card)
    line = GAME.scores(s)[0].breakdown
    assert line["score.banners_red"] == reds
    assert line["score.cards"] == vp
    clean(s)
