"""Card data checks for Empire B, titans and troops (spec 1c.2), read with plain json."""

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).resolve().parents[3] / "desktop" / "civitas" / "games" / "ancient" / "data"
COLOURS = {"red", "green", "blue", "yellow", "purple"}
ICONS = {"food", "income_coins", "income_knowledge", "swords", "arrows", "army_limit", "citizen",
         "explore_bonus", "space"}
COMMON = {"kind", "id", "copies", "name", "text"}
FIELDS = {
    "empire": COMMON | ICONS | {"deck", "cost_coins", "cost_knowledge", "banners", "action", "trigger", "end_vp"},
    "titan": COMMON | ICONS | {"stars", "defence", "arrows_count", "banners", "action"},
    "troop": COMMON | {"start", "price", "swords", "arrows", "trophy", "espionage", "restore",
                       "exp_swords", "exp_arrows"},
}
NAMED_B = {"forest_refuge", "distant_outpost", "trade_city", "moon_festival", "citadel"}


def load(name: str) -> list[dict[str, Any]]:
    with open(DATA / name, encoding="utf-8") as f:
        cards = json.load(f)["cards"]
    assert isinstance(cards, list)
    return cards


def copies(cards: list[dict[str, Any]]) -> int:
    return sum(c.get("copies", 1) for c in cards)


EMPIRE_B = load("empire_b.json")
TITANS = load("titans.json")
TROOPS = load("troops.json")
ALL = EMPIRE_B + TITANS + TROOPS


def test_aw_s1_empire_b_holds_47_cards_of_deck_b() -> None:
    assert copies(EMPIRE_B) == 47
    assert {c["kind"] for c in EMPIRE_B} == {"empire"}
    assert {c["deck"] for c in EMPIRE_B} == {"B"}


def test_aw_s1_twenty_titans_split_7_7_6_by_stars() -> None:
    assert copies(TITANS) == 20
    assert {c["kind"] for c in TITANS} == {"titan"}
    assert Counter(c["stars"] for c in TITANS for _ in range(c.get("copies", 1))) == {1: 7, 2: 7, 3: 6}


def test_aw_s1_twenty_five_non_starting_troops() -> None:
    assert copies(TROOPS) == 25
    assert {c["kind"] for c in TROOPS} == {"troop"}
    assert all(c.get("start", False) is False for c in TROOPS)


def test_ids_are_unique_snake_case_across_these_files() -> None:
    ids = [c["id"] for c in ALL]
    assert len(ids) == len(set(ids))
    assert all(i.replace("_", "").isalnum() and i == i.lower() and not i.startswith("_") for i in ids)


def test_fields_are_known_for_each_kind() -> None:
    for c in ALL:
        unknown = set(c) - FIELDS[c["kind"]]
        assert not unknown, (c["id"], unknown)


@pytest.mark.parametrize("field", ["name", "text"])
def test_every_name_and_text_has_ru_and_en(field: str) -> None:
    for c in ALL:
        value = c[field]
        assert set(value) == {"ru", "en"}, c["id"]
        assert value["ru"].strip() and value["en"].strip(), c["id"]


def test_distinct_designs_have_distinct_names_that_fit_a_card() -> None:
    for lang in ("ru", "en"):
        names = [c["name"][lang] for c in ALL]
        assert len(names) == len(set(names)), lang
        assert all(len(n) <= 22 for n in names), lang


def test_rulebook_names_are_not_used() -> None:
    banned = {"Лесное убежище", "Отдалённый аванпост", "Торговый город", "Праздник луны", "Цитадель",
              "Меркианское войско", "Каменное существо"}
    assert not banned & {c["name"]["ru"] for c in ALL}


def test_aw_n8_to_n14_named_b_cards_present_once_with_fixed_effects() -> None:
    by_id = {c["id"]: c for c in EMPIRE_B}
    assert NAMED_B <= set(by_id)
    assert all(by_id[i].get("copies", 1) == 1 for i in NAMED_B)
    assert by_id["forest_refuge"]["action"] == {"op": "refuge"}
    assert by_id["distant_outpost"]["trigger"] == {"op": "outpost"}
    assert by_id["trade_city"]["action"] == {"op": "copy_action"}
    assert by_id["moon_festival"]["end_vp"] == {"op": "sets5"}
    assert by_id["citadel"]["end_vp"] == {"op": "colour_beyond", "colour": "red", "beyond": 2}


def test_tr_a28_one_colour_beyond_card_per_colour_and_13_end_game_cards() -> None:
    end = [c for c in EMPIRE_B for _ in range(c.get("copies", 1)) if c.get("end_vp")]
    assert len(end) == 13
    beyond = sorted(c["end_vp"]["colour"] for c in end if c["end_vp"]["op"] == "colour_beyond")
    assert beyond == sorted(COLOURS)
    per = sorted(c["end_vp"]["what"] for c in end if c["end_vp"]["op"] == "per")
    assert per == ["citizen", "knowledge2", "province", "titan"]
    flat = [c["end_vp"]["vp"] for c in end if c["end_vp"]["op"] == "flat"]
    assert len(flat) == 3 and all(3 <= vp <= 5 for vp in flat)


def test_empire_b_costs_3_to_9_coins_and_0_to_3_knowledge() -> None:
    for c in EMPIRE_B:
        assert 3 <= c.get("cost_coins", 0) <= 9, c["id"]
        assert 0 <= c.get("cost_knowledge", 0) <= 3, c["id"]


def test_empire_b_banners_one_to_three_known_colours_about_81() -> None:
    per_colour: Counter[str] = Counter()
    for c in EMPIRE_B:
        assert 1 <= len(c["banners"]) <= 3, c["id"]
        assert set(c["banners"]) <= COLOURS, c["id"]
        for _ in range(c.get("copies", 1)):
            per_colour.update(c["banners"])
    assert 78 <= sum(per_colour.values()) <= 84
    assert all(14 <= per_colour[col] <= 18 for col in COLOURS), per_colour


def test_empire_b_citizen_cards_bring_two_food() -> None:
    citizens = [c for c in EMPIRE_B for _ in range(c.get("copies", 1)) if c.get("citizen")]
    assert len(citizens) == 3
    assert all(c["citizen"] == 1 and c["food"] == 2 for c in citizens)


def test_aw_i3_titan_banners_equal_stars_in_known_colours() -> None:
    per_colour: Counter[str] = Counter()
    for c in TITANS:
        assert len(c["banners"]) == c["stars"], c["id"]
        assert set(c["banners"]) <= COLOURS, c["id"]
        per_colour.update(c["banners"])
    assert sum(per_colour.values()) == 39
    assert all(7 <= per_colour[col] <= 9 for col in COLOURS), per_colour


@pytest.mark.parametrize(("stars", "low", "high", "sword_only", "space"),
                         [(1, 3, 7, 3, 1), (2, 7, 10, 2, 1), (3, 11, 15, 2, 2)])  # tuned by simulation
def test_aw_i3_titan_defence_range_sword_only_and_space_per_star(
        stars: int, low: int, high: int, sword_only: int, space: int) -> None:
    deck = [c for c in TITANS if c["stars"] == stars]
    assert all(low <= c["defence"] <= high for c in deck)
    assert sum(1 for c in deck if not c.get("arrows_count", False)) == sword_only
    assert all(c["space"] == space for c in deck)


def test_two_star_deck_has_a_defence_8_titan_open_to_arrows_with_2_banners() -> None:
    assert any(c["stars"] == 2 and c["defence"] == 8 and c["arrows_count"] and len(c["banners"]) == 2
               for c in TITANS)


def test_troop_ability_totals_trophy_6_espionage_5_restore_4() -> None:
    assert sum(c.get("trophy", 0) for c in TROOPS) == 6
    assert sum(c.get("espionage", 0) for c in TROOPS) == 5
    assert sum(c.get("restore", 0) for c in TROOPS) == 4
    assert all(c.get(k, 0) in (0, 1) for c in TROOPS for k in ("trophy", "espionage", "restore"))


@pytest.mark.parametrize(("low", "high", "count", "symbols", "experience"),
                         [(0, 1, 8, (2, 3), {1}), (2, 3, 10, (3, 4), {1, 2}), (4, 5, 7, (5, 6), {2})])
def test_troop_tiers_price_attack_symbols_and_experience(
        low: int, high: int, count: int, symbols: tuple[int, int], experience: set[int]) -> None:
    tier = [c for c in TROOPS if low <= c.get("price", 0) <= high]
    assert copies(tier) == count
    assert all(symbols[0] <= c.get("swords", 0) + c.get("arrows", 0) <= symbols[1] for c in tier)
    assert all(c.get("exp_swords", 0) + c.get("exp_arrows", 0) in experience for c in tier)


def test_line_tier_has_a_three_arrow_one_sword_troop_and_swords_are_about_60_percent() -> None:
    assert any(c.get("arrows") == 3 and c.get("swords") == 1 and 2 <= c["price"] <= 3 for c in TROOPS)
    swords = sum(c.get("swords", 0) for c in TROOPS)
    arrows = sum(c.get("arrows", 0) for c in TROOPS)
    assert 0.55 <= swords / (swords + arrows) <= 0.65
