"""The board's actions (AW-B1..B18) of The Ancient World, written from the rulebook. The helpers are in
ancient_helpers_a.py."""

from __future__ import annotations

from ancient_helpers_a import act, code, finish_round, new, seat, show, take

from civitas.games.ancient import GAME
from civitas.games.ancient.cards import cards
from civitas.games.ancient.derived import banners, food, free_attack, spaces_free, spaces_total

C = cards()


def test_aw_b1_work_gives_two_coins() -> None:
    s = new()
    act(s, ("place", 1, "work"))
    assert s.coins == [8, 7]


def test_aw_b2_build_buys_one_card_from_display_or_reserve() -> None:
    s = new()
    s.coins[0], s.knowledge[0] = 10, 2
    tower = show(s, "star_tower")  # 2 coins + 1 knowledge
    act(s, ("place", 1, "build"))
    assert GAME.phase_id(s) == "build"
    act(s, ("buy", tower))
    assert (s.coins[0], s.knowledge[0]) == (8, 1)
    assert tower in s.tableau[0] and tower not in s.display
    act(s, ("pass",))
    kept = take(s, "salt_market")
    s.reserve[0].append(kept)
    act(s, ("place", 2, "build"))
    assert ("buy", kept) in GAME.legal_actions(s, 0)
    act(s, ("buy", kept))
    assert s.coins[0] == 8 - 1 - 3 and kept in s.tableau[0] and s.reserve[0] == []  # fee 1 + price 3


def test_aw_b3_build_needs_a_free_space() -> None:
    s = new()
    s.coins = [30, 30]
    a, b, c = show(s, "olive_grove"), show(s, "salt_market"), show(s, "bronze_forge")
    assert spaces_free(s, 0) == 2
    act(s, ("place", 1, "build"))
    act(s, ("buy", a))
    act(s, ("pass",))  # seat 1
    act(s, ("place", 2, "build"))
    act(s, ("buy", b))
    assert spaces_free(s, 0) == 0
    s.down[0].append(s.tableau[0][0])  # a lost card still takes its space
    assert spaces_free(s, 0) == 0
    act(s, ("place", 3, "build"))
    assert ("buy", c) not in GAME.legal_actions(s, 0) and code(s, ("buy", c)) == "no_space"
    act(s, ("skip",))
    s.provinces[0].append(take(s, "stony_wastes"))
    assert spaces_total(s, 0) == 5
    finish_round(s)
    c2 = show(s, "bronze_forge")
    act(s, ("place", 1, "build"))
    assert ("buy", c2) in GAME.legal_actions(s, 0)
    s.provinces[0].remove(s.provinces[0][0])
    s.out.append(take(s, "fertile_vale"))  # keep the count; spaces now come from a titan instead
    s.titans[0].append(take(s, "bog_troll"))
    assert spaces_total(s, 0) == 5 and ("buy", c2) in GAME.legal_actions(s, 0)


def test_aw_b4_no_two_identical_empire_cards() -> None:
    s = new()
    s.coins[0] = 10
    s.tableau[0].append(take(s, "olive_grove"))
    twin = show(s, "olive_grove")
    act(s, ("place", 1, "build"))
    assert ("buy", twin) not in GAME.legal_actions(s, 0)
    assert code(s, ("buy", twin)) == "duplicate_card"


def test_aw_b5_display_not_refilled_after_building() -> None:
    s = new()
    s.coins[0] = 20
    card = show(s, "olive_grove")
    act(s, ("place", 1, "build"))
    act(s, ("buy", card))
    assert len(s.display) == 4
    act(s, ("pass",))
    act(s, ("pass",))
    assert len(s.display) == 4  # the new round deals a fresh row of 4


def test_aw_b6_serve_adds_one_sword_per_citizen_for_the_whole_round() -> None:
    s = new()
    s.titan_decks[0].append(take(s, "cave_giant"))  # defence 4, swords only
    act(s, ("place", 1, "serve"))
    act(s, ("pass",))
    act(s, ("place", 2, "serve"))
    assert s.serve[0] == 2 and free_attack(s, 0)[0] == 2
    guard = next(i for i, a in enumerate(s.armies[0]) if C[a[0]].id == "city_guard")
    militia = 1 - guard
    assert code(s, ("fight", 1, (guard,))) is None  # 2 swords + 2 from Serve = 4
    act(s, ("fight", 1, (guard,)))
    while GAME.phase_id(s) != "turn":
        act(s, GAME.legal_actions(s, seat(s))[0])
    s.titan_decks[0].append(take(s, "bog_troll"))  # defence 3, swords and arrows
    assert code(s, ("fight", 1, (militia,))) is None  # 1 sword + 1 arrow + 2 from Serve, a second fight
    finish_round(s)
    assert s.serve == [0, 0]


def test_aw_b7_expand_pays_knowledge_or_three_coins_for_the_top_province() -> None:
    s = new()
    top, nxt = s.provinces_deck[-1], s.provinces_deck[-2]
    events = act(s, ("place", 1, "expand"))  # 6 coins, no knowledge: coins are paid
    assert s.coins[0] == 3 and s.provinces[0] == [top] and s.provinces_deck[-1] == nxt
    assert spaces_total(s, 0) == 5
    assert [e.args["card_no"] for e in events if e.kind == "province_top"] == [nxt]
    s.coins[1], s.knowledge[1] = 2, 1
    act(s, ("place", 2, "expand"))  # only knowledge is affordable
    assert (s.coins[1], s.knowledge[1]) == (2, 0) and s.provinces[1] == [nxt]
    s.coins[0], s.knowledge[0] = 5, 1
    act(s, ("place", 3, "expand"))
    assert GAME.legal_actions(s, 0) == [("pay", "knowledge"), ("pay", "coins")]
    act(s, ("pay", "coins"))
    assert (s.coins[0], s.knowledge[0]) == (2, 1) and len(s.provinces[0]) == 2
    s3 = new()
    s3.coins[0] = 2
    assert code(s3, ("place", 1, "expand")) == "expand_needs"


def test_aw_b8_study_three_coins_for_one_knowledge() -> None:
    s = new()
    act(s, ("place", 1, "study"))
    assert (s.coins[0], s.knowledge[0]) == (3, 1)
    s.coins[1] = 2
    assert code(s, ("place", 2, "study")) == "study_needs_coins"


def test_aw_b9_restore_turns_up_two_lost_cards_gives_a_coin_and_the_token() -> None:
    s = new(first=1)
    s.coins[0] = 20
    extra = [take(s, "olive_grove"), take(s, "salt_market")]
    s.provinces[0].append(take(s, "stony_wastes"))
    s.tableau[0].extend(extra)
    s.down[0] = sorted(s.tableau[0][:2] + extra)
    act(s, ("pass",))  # seat 1
    assert not s.token_up
    act(s, ("place", 1, "restore"))
    assert s.coins[0] == 21 and s.first == 0 and s.token_up
    lost = sorted(s.down[0])
    act(s, ("restore", lost[0]))
    act(s, ("restore", lost[2]))
    assert s.down[0] == [lost[1], lost[3]] and GAME.phase_id(s) == "turn"


def test_aw_b10_locked_token_stays_but_later_restorer_gets_restore_and_coin() -> None:
    s = new(first=0)
    fish = s.tableau[0][0]
    s.down[0].append(fish)
    act(s, ("pass",))  # seat 0 passes; seat 1 restores first
    act(s, ("place", 1, "restore"))
    assert s.first == 1 and s.token_up
    s2 = new(first=0)
    s2.down[0].append(s2.tableau[0][0])
    act(s2, ("place", 1, "work"))
    act(s2, ("place", 3, "restore"))  # seat 1 takes the token
    act(s2, ("place", 2, "restore"))  # seat 0, lower skill: still allowed
    assert s2.coins[0] == 9 and s2.first == 1
    act(s2, ("restore", s2.tableau[0][0]))
    assert s2.down[0] == []
    finish_round(s2)
    assert GAME.to_move(s2) == (1,)


def test_aw_b11_recruit_buys_a_troop_into_an_army() -> None:
    s = new()
    s.coins[0] = 10
    s.tableau[0].append(take(s, "mercenary_camp"))  # limit 3
    troop = take(s, "wild_clubmen")  # price 1
    s.troop_row.append(troop)
    act(s, ("place", 1, "recruit"))
    act(s, ("recruit", troop, -1))
    assert s.coins[0] == 9 and s.armies[0][-1] == [troop] and troop not in s.troop_row
    free = take(s, "slingers")  # no printed price
    s.troop_row.append(free)
    act(s, ("place", 1, "recruit"))  # seat 1, matching skill: no fee
    act(s, ("recruit", free, 0))
    assert s.coins[1] == 7 and s.armies[1][0][-1] == free


def test_aw_b12_armies_may_not_exceed_the_limit() -> None:
    s = new()
    troop = take(s, "slingers")
    s.troop_row.append(troop)
    act(s, ("place", 1, "recruit"))
    offers = [a for a in GAME.legal_actions(s, 0) if a[0] == "recruit" and a[1] == troop]
    assert offers and all(a[2] >= 0 for a in offers)
    assert GAME.why_not(s, 0, ("recruit", troop, -1)) is not None


def test_aw_b13_at_the_limit_only_an_unused_troop_is_dismissed() -> None:
    s = new()
    s.titan_decks[0].append(take(s, "bog_troll"))  # defence 3
    s.tableau[0].append(take(s, "bronze_forge"))  # +1 sword, so the guard alone wins
    guard = next(i for i, a in enumerate(s.armies[0]) if C[a[0]].id == "city_guard")
    other = 1 - guard
    s.picture[s.armies[0][other][-1]] = 2  # used in earlier rounds
    s.coins[0] = 20
    act(s, ("fight", 1, (guard,)))
    while GAME.phase_id(s) != "turn":
        act(s, GAME.legal_actions(s, seat(s))[0])
    act(s, ("pass",))
    troop = take(s, "slingers")
    s.troop_row.append(troop)
    act(s, ("place", 1, "recruit"))
    assert [a[2] for a in GAME.legal_actions(s, 0) if a[0] == "recruit" and a[1] == troop] == [other]
    old = s.armies[0][other][-1]
    act(s, ("recruit", troop, other))
    assert s.armies[0][other] == [old, troop] and old not in s.picture and old not in s.scroll


def test_aw_b14_dismissed_troops_lend_their_experience_only() -> None:
    s = new()
    guard = next(i for i, a in enumerate(s.armies[0]) if C[a[0]].id == "city_guard")
    s.armies[0][guard].append(take(s, "slingers"))  # 2 arrows; its own corner experience is off
    s.titan_decks[2].append(take(s, "elder_dragon"))  # defence 15, swords and arrows
    reason = GAME.why_not(s, 0, ("fight", 3, (guard,)))
    assert reason is not None and reason.code == "attack_too_low"
    assert reason.args["attack"] == 3  # 2 arrows + the guard's experience of 1 sword


def test_aw_b15_troop_row_not_refilled_during_the_round() -> None:
    s = new()
    row = s.troop_row[:]
    act(s, ("place", 1, "recruit"))
    act(s, next(a for a in GAME.legal_actions(s, 0) if a[0] == "recruit"))
    assert len(s.troop_row) == 1 and s.troop_row[0] in row


def test_aw_b16_explore_draws_five_and_keeps_one_or_reserves_from_display() -> None:
    s = new()
    s.round = 2
    drawn_before = len(s.deck)
    act(s, ("place", 1, "explore"))
    act(s, ("explore_draw",))
    drawn = [a[1] for a in GAME.legal_actions(s, 0)]
    assert len(drawn) == 5 and len(s.deck) == drawn_before - 5
    act(s, ("reserve", drawn[2]))
    assert s.reserve[0] == [drawn[2]] and sorted(s.discard) == sorted(drawn[:2] + drawn[3:])
    card = s.display[1]
    act(s, ("place", 2, "explore"))  # seat 1, from the display
    act(s, ("explore_display", card))
    assert s.reserve[1] == [card] and card not in s.display
    s.tableau[0].append(take(s, "trackers_trail"))  # eye 2
    act(s, ("place", 3, "explore"))
    act(s, ("explore_draw",))
    assert len(GAME.legal_actions(s, 0)) == 7


def test_aw_b17_reserved_cards_give_nothing() -> None:
    s = new()
    before = (food(s, 0), spaces_free(s, 0), banners(s, 0))
    s.reserve[0].append(take(s, "river_terraces"))  # 2 food, a banner
    assert (food(s, 0), spaces_free(s, 0), banners(s, 0)) == before


def test_aw_b18_grow_pays_three_for_the_lowest_new_token_on_starving() -> None:
    s = new()
    s.round = 3
    s.tableau[0].append(take(s, "river_terraces"))  # food for a fourth and fifth citizen
    act(s, ("place", 1, "grow"))
    assert s.coins[0] == 3 and s.citizens[0] == [1, 2, 3, 4] and s.starving[0] == [4]
    act(s, ("pass",))
    act(s, ("place", 2, "grow"))
    assert s.citizens[0] == [1, 2, 3, 4, 5] and s.starving[0] == [4, 5] and s.coins[0] == 0
    finish_round(s)
    assert s.starving[0] == [] and 4 in s.ready[0] and 5 in s.ready[0]
