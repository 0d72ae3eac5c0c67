"""Setup (AW-S1..S14), the round's structure (AW-R1), preparation (AW-P1..P5), turns (AW-T1..T3) and
passing (AW-PS1) of The Ancient World, written from the rulebook: positions are built by hand and the
outcome is read through GAME.legal_actions / why_not / apply and the state's fields.

The helpers are in ancient_helpers_a.py."""

from __future__ import annotations

from collections import Counter

import pytest
from ancient_helpers_a import act, code, finish_round, new

from civitas.games.ancient import GAME
from civitas.games.ancient.cards import cards
from civitas.games.ancient.derived import army_limit, food, income_coins, spaces_free, spaces_total
from civitas.games.ancient.state import AncientState

C = cards()


def ids(card_list: list[int]) -> list[str]:
    return sorted(C[c].id for c in card_list)


# --- setup ------------------------------------------------------------------------------------------


def test_aw_s1_cards_sorted_by_back_into_eight_piles() -> None:
    backs: Counter[str] = Counter()
    for c in C:
        if c.kind == "titan":
            backs[f"titan{c.stars}"] += 1
        elif c.kind == "empire":
            backs["start" if c.deck == "start" else f"empire{c.deck}"] += 1
        elif c.kind == "troop":
            backs["start" if c.start else "troop"] += 1
        else:
            backs[c.kind] += 1
    assert len(backs) == 8
    assert backs["start"] == 16 and backs["empireA"] == 45 and backs["empireB"] == 47
    assert backs["province"] == 11 and backs["troop"] == 25
    assert backs["titan1"] + backs["titan2"] + backs["titan3"] == 20
    s = new()
    assert {C[c].deck for c in s.deck + s.display} == {"A"} and {C[c].deck for c in s.deck_b} == {"B"}
    assert all(C[c].kind == "troop" and not C[c].start for c in s.troop_deck + s.troop_row)
    assert all(C[c].kind == "province" for c in s.provinces_deck)
    for d in range(3):
        assert s.titan_decks[d] and all(C[c].stars == d + 1 for c in s.titan_decks[d])
    assert GAME.check_invariants(s) == []


def test_aw_s2_supply_of_coins_knowledge_and_citizens() -> None:
    # State check: the supply is not a pile of the state; players start with no knowledge and draw
    # coins and knowledge from it (Work adds coins on top of whatever a player already holds).
    s = new()
    assert s.knowledge == [0, 0]
    assert all(sorted(s.citizens[p]) == [1, 2, 3] for p in range(2))
    s.coins[0] = 500
    act(s, ("place", 1, "work"))
    assert s.coins[0] == 502


def test_aw_s3_round_marker_starts_before_a_and_moves_onto_it() -> None:
    # State check of the marker: a bare state is before round 1; the first preparation moves it onto "A".
    assert AncientState(2).round == 0
    s = new()
    assert s.round == 1 and s.letter == "A"


def test_aw_s4_provinces_shuffled_face_down_top_face_up() -> None:
    s = new()
    assert len(s.provinces_deck) == 11
    v = GAME.view(s, 0)
    assert v.provinces_deck[-1] == s.provinces_deck[-1] >= 0
    assert all(c < 0 for c in v.provinces_deck[:-1])
    orders = {tuple(new(seed=k).provinces_deck) for k in range(1, 6)}
    assert len(orders) > 1


def test_aw_s5_three_titan_decks_shuffled_apart_tops_face_up() -> None:
    s = new()
    v = GAME.view(s, 1)
    for d in range(3):
        deck = s.titan_decks[d]
        assert v.titan_decks[d][-1] == deck[-1] >= 0
        assert all(c < 0 for c in v.titan_decks[d][:-1])
    tops = {tuple(new(seed=k).titan_decks[0]) for k in range(1, 6)}
    assert len(tops) > 1


def test_aw_s6_explore_and_grow_start_covered() -> None:
    s = new()
    reason = GAME.why_not(s, 0, ("place", 1, "explore"))
    assert reason is not None and reason.code == "slot_covered" and reason.args["round"] == 2
    reason = GAME.why_not(s, 0, ("place", 3, "grow"))
    assert reason is not None and reason.code == "slot_covered" and reason.args["round"] == 3
    slots = {a[2] for a in GAME.legal_actions(s, 0) if a[0] == "place"}
    assert "explore" not in slots and "grow" not in slots and "work" in slots


@pytest.mark.parametrize("players", [2, 3, 4])
def test_aw_s7_troop_row_holds_one_card_per_player(players: int) -> None:
    s = new(players)
    assert len(s.troop_row) == players
    assert len(s.troop_row) + len(s.troop_deck) == 25
    v = GAME.view(s, 0)
    assert v.troop_row == s.troop_row and all(c < 0 for c in v.troop_deck)


@pytest.mark.parametrize(("players", "shown"), [(2, 4), (3, 5), (4, 6)])
def test_aw_s8_empire_a_display_by_players_and_b_set_aside(players: int, shown: int) -> None:
    s = new(players)
    assert len(s.display) == shown and all(C[c].deck == "A" for c in s.display)
    assert len(s.deck) == 45 - shown
    assert len(s.deck_b) == 47 and all(C[c].deck == "B" for c in s.deck_b)
    assert all(c < 0 for c in GAME.view(s, 0).deck_b)


def test_aw_s9_each_player_starts_with_board_cards_coins_troops_citizens() -> None:
    s = new(4)
    for p in range(4):
        assert ids(s.tableau[p]) == ["fishing_place", "wheat_fields"]
        assert sorted(C[a[0]].id for a in s.armies[p]) == ["city_guard", "militia"]
        assert all(len(a) == 1 for a in s.armies[p])
        assert s.citizens[p] == [1, 2, 3] and s.ready[p] == [1, 2, 3] and s.starving[p] == []
        assert s.coins[p] >= 6 and s.reserve[p] == [] and s.provinces[p] == [] and s.titans[p] == []
    assert s.coins[0] == 6


@pytest.mark.parametrize(("players", "first", "coins"), [(2, 1, [7, 6]), (3, 0, [6, 7, 8]), (4, 2, [8, 8, 6, 7])])
def test_aw_s10_starter_holds_token_and_later_seats_get_bonus(players: int, first: int, coins: list[int]) -> None:
    s = new(players, first)
    assert s.first == first and GAME.to_move(s) == (first,)
    assert s.coins == coins


@pytest.mark.parametrize("players", [2, 3, 4])
def test_aw_s11_unused_starting_cards_go_back_to_the_box(players: int) -> None:
    s = new(players)
    boxed = Counter(C[c].id for c in s.out)
    for name in ("fishing_place", "wheat_fields", "city_guard", "militia"):
        assert boxed[name] == 4 - players
    assert sum(boxed.values()) == 4 * (4 - players)


def test_aw_s12_tableau_zones_are_kept_apart() -> None:
    # Digital layout, checked as a state fact: troops in armies (left), reserved cards apart (below),
    # empire cards, provinces and titans in their own lists (right).
    s = new()
    troops = {t for a in s.armies[0] for t in a}
    assert troops and all(C[t].kind == "troop" for t in troops)
    assert not troops & set(s.tableau[0]) and all(C[c].kind == "empire" for c in s.tableau[0])
    assert s.reserve[0] == [] and s.provinces[0] == [] and s.titans[0] == []


def test_aw_s13_capital_gives_food_spaces_income_and_army_limit() -> None:
    s = new()
    s.out.extend(s.tableau[0])
    s.tableau[0] = []
    assert food(s, 0) == 1 and spaces_total(s, 0) == 4 and spaces_free(s, 0) == 4
    assert income_coins(s, 0) == 5 and army_limit(s, 0) == 2
    events = finish_round(s)
    assert any(e.kind == "income" and e.args["seat"] == 0 and e.args["coins"] == 5 for e in events)
    assert s.coins[1] == 7 + 5


def test_aw_s14_starting_food_feeds_three_starting_citizens() -> None:
    s = new()
    assert food(s, 0) == 3 == len(s.citizens[0])
    events = finish_round(s)
    assert not any(e.kind in ("hunger", "starve") for e in events)
    assert s.starving == [[], []] and s.ready == [[1, 2, 3], [1, 2, 3]]


# --- the round ---------------------------------------------------------------------------------------


def test_aw_r1_six_rounds_of_preparation_actions_end() -> None:
    s = new()
    rounds = [s.round]
    for _ in range(6):
        events = finish_round(s)
        kinds = [e.kind for e in events]
        if not s.over:
            assert kinds.index("income") < kinds.index("round")  # end of round, then the next preparation
            rounds.append(s.round)
    assert rounds == [1, 2, 3, 4, 5, 6]
    assert s.over and kinds[-1] == "game_over" and "round" not in kinds
    assert GAME.legal_actions(s, 0) == [] and GAME.check_invariants(s) == []


def test_aw_p1_marker_moves_one_circle_each_round() -> None:
    s = new()
    events = finish_round(s)
    rounds = [e.args["round"] for e in events if e.kind == "round"]
    assert rounds == [2] and s.round == 2
    finish_round(s)
    assert s.round == 3


def test_aw_p2_round_track_triggers() -> None:
    s = new()
    assert s.letter == "A" and code(s, ("place", 1, "explore")) == "slot_covered"
    finish_round(s)  # round 2
    assert code(s, ("place", 1, "explore")) is None
    assert code(s, ("place", 1, "grow")) == "slot_covered"
    finish_round(s)  # round 3
    assert code(s, ("place", 1, "grow")) is None and s.letter == "A"
    finish_round(s)  # round 4
    assert s.letter == "B" and all(C[c].deck == "B" for c in s.display) and len(s.display) == 4
    assert GAME.check_invariants(s) == []


def test_aw_p3_old_display_discarded_and_new_one_dealt() -> None:
    s = new(3)
    assert s.discard == []  # not in round 1
    old = s.display[:]
    finish_round(s)
    assert set(old) <= set(s.discard)
    assert len(s.display) == 5 and not set(s.display) & set(old)


def test_aw_p4_empty_empire_deck_reshuffles_the_discard() -> None:
    s = new()
    s.discard.extend(s.deck[2:])
    del s.deck[2:]
    events = finish_round(s)
    assert len(s.display) == 4
    assert [e.args["reshuffled"] for e in events if e.kind == "round"] == [True]
    assert GAME.check_invariants(s) == []


def test_aw_p5_troop_row_kept_and_refilled_to_player_count() -> None:
    s = new()
    row = s.troop_row[:]
    s.coins[0] = 20
    act(s, ("place", 1, "recruit"))
    taken = next(a for a in GAME.legal_actions(s, 0) if a[0] == "recruit")
    act(s, taken)
    left = [t for t in row if t != taken[1]]
    finish_round(s)
    assert len(s.troop_row) == 2 and set(left) <= set(s.troop_row)


# --- turns -------------------------------------------------------------------------------------------


def test_aw_t1_token_holder_starts_then_clockwise_one_action_each() -> None:
    s = new(3, first=1)
    assert GAME.to_move(s) == (1,)
    act(s, ("place", 1, "work"))
    assert GAME.to_move(s) == (2,)
    act(s, ("place", 2, "work"))
    assert GAME.to_move(s) == (0,)
    act(s, ("place", 3, "work"))
    assert GAME.to_move(s) == (1,)


def test_aw_t2_turns_go_on_until_all_pass_skipping_passed_players() -> None:
    s = new(3, first=0)
    act(s, ("place", 1, "work"))
    act(s, ("pass",))  # seat 1
    act(s, ("place", 2, "work"))  # seat 2
    assert GAME.to_move(s) == (0,)
    act(s, ("place", 2, "serve"))
    assert GAME.to_move(s) == (2,)
    act(s, ("pass",))
    assert GAME.to_move(s) == (0,) and s.round == 1
    act(s, ("pass",))
    assert s.round == 2


def test_aw_t3_a_player_who_cannot_act_must_pass_and_is_out_of_the_round() -> None:
    s = new()
    s.out.extend(c for deck in s.titan_decks for c in deck)
    s.titan_decks = [[], [], []]
    act(s, ("place", 1, "work"))
    act(s, ("pass",))  # seat 1 is out of the round
    assert GAME.legal_actions(s, 1) == []
    act(s, ("place", 2, "work"))
    act(s, ("place", 3, "work"))
    assert GAME.to_move(s) == (0,)
    assert GAME.legal_actions(s, 0) == [("pass",)]


def test_aw_ps1_passing_is_always_legal() -> None:
    s = new()
    assert code(s, ("pass",)) is None and ("pass",) in GAME.legal_actions(s, 0)
    act(s, ("place", 3, "work"))
    assert ("pass",) in GAME.legal_actions(s, 1)
    s.coins[0] = 0
    act(s, ("pass",))
    assert code(s, ("pass",)) is None
