"""Sanity checks of the Ancient World card data written for the start deck, Empire A and the provinces.

The files are read with plain ``json`` (the game's strict loader is tested on its own), so these tests
check the content against the spec's counts (section 1b, 1c.2) and the data schema's fixed parts.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).resolve().parents[3] / "desktop" / "civitas" / "games" / "ancient" / "data"
FILES = ("start.json", "empire_a.json", "provinces.json")
COLOURS = {"red", "green", "blue", "yellow", "purple"}
NAMED_A = {
    "aqueduct": ("trigger", "aqueduct"),
    "great_archivists": (None, None),
    "scribes_guild": ("trigger", "guild"),
    "playwrights": ("trigger", "playwrights"),
    "desert_caravan": ("action", "coins_per_food"),
    "crane": ("trigger", "crane"),
    "cryptic_ship": ("action", "explore"),
    "town_hall": ("action", "town_hall"),
    "bridge": ("action", "copy_action"),
}


def load(name: str) -> list[dict[str, Any]]:
    with open(DATA / name, encoding="utf-8") as fh:
        data = json.load(fh)
    assert isinstance(data, dict) and list(data) == ["cards"], name
    cards = data["cards"]
    assert isinstance(cards, list)
    return cards


def copies(records: list[dict[str, Any]]) -> int:
    return sum(r.get("copies", 1) for r in records)


def all_records() -> list[dict[str, Any]]:
    return [r for name in FILES for r in load(name)]


def test_aw_s9_start_has_two_empire_and_two_troop_records_of_four_copies() -> None:
    cards = load("start.json")
    empire = {r["id"]: r for r in cards if r["kind"] == "empire"}
    troops = {r["id"]: r for r in cards if r["kind"] == "troop"}
    assert set(empire) == {"fishing_place", "wheat_fields"}
    assert set(troops) == {"city_guard", "militia"}
    assert copies(list(empire.values())) == 8
    assert copies(list(troops.values())) == 8
    for r in empire.values():
        assert r["deck"] == "start" and r["copies"] == 4 and r["food"] == 1
        assert r.get("banners", []) == [] and r.get("cost_coins", 0) == 0 and r.get("cost_knowledge", 0) == 0
    guard, militia = troops["city_guard"], troops["militia"]
    assert guard["start"] is True and guard["copies"] == 4
    assert (guard.get("swords", 0), guard.get("arrows", 0), guard.get("exp_swords", 0)) == (2, 0, 1)
    assert militia["start"] is True and militia["copies"] == 4
    assert (militia.get("swords", 0), militia.get("arrows", 0), militia.get("exp_arrows", 0)) == (1, 1, 1)


def test_aw_1b_empire_a_has_45_physical_cards_all_in_deck_a() -> None:
    cards = load("empire_a.json")
    assert copies(cards) == 45
    assert all(r["kind"] == "empire" and r["deck"] == "A" for r in cards)


def test_aw_1b_eleven_provinces_each_one_space_and_no_banners() -> None:
    cards = load("provinces.json")
    assert copies(cards) == 11
    for r in cards:
        assert r["kind"] == "province" and r["space"] == 1
        assert "banners" not in r  # TR-A22


def test_aw_1c2_province_icons_match_the_spec_mix() -> None:
    mix: Counter[tuple[str, int]] = Counter()
    for r in load("provinces.json"):
        icons = {
            k: v
            for k, v in r.items()
            if k in {"food", "income_coins", "income_knowledge", "swords", "arrows", "army_limit", "explore_bonus"}
            and v
        }
        assert len(icons) <= 1, r["id"]
        mix[next(iter(icons.items()), ("nothing", 0))] += 1
    assert mix == Counter(
        {
            ("food", 1): 2,
            ("income_coins", 1): 2,
            ("income_knowledge", 1): 1,
            ("swords", 1): 2,
            ("arrows", 1): 1,
            ("army_limit", 1): 1,
            ("explore_bonus", 2): 1,
            ("nothing", 0): 1,
        }
    )


def test_ids_are_unique_snake_case_across_these_files() -> None:
    ids = [r["id"] for r in all_records()]
    assert len(ids) == len(set(ids))
    for i in ids:
        assert i.isascii() and i == i.lower() and i.replace("_", "").isalnum(), i


@pytest.mark.parametrize("field", ["name", "text"])
def test_every_card_has_non_empty_ru_and_en(field: str) -> None:
    for r in all_records():
        value = r[field]
        assert set(value) == {"ru", "en"}, r["id"]
        assert value["ru"].strip() and value["en"].strip(), r["id"]


def test_distinct_designs_have_distinct_names() -> None:
    records = all_records()
    for lang in ("ru", "en"):
        names = [r["name"][lang] for r in records]
        assert len(names) == len(set(names)), lang


def test_aw_n_the_nine_named_a_cards_exist_once_with_their_effect() -> None:
    by_id = {r["id"]: r for r in load("empire_a.json")}
    for card_id, (field, op) in NAMED_A.items():
        r = by_id[card_id]
        assert r.get("copies", 1) == 1, card_id
        if field is not None:
            assert r[field]["op"] == op, card_id
    assert by_id["cryptic_ship"]["action"].get("coins") == 2  # AW-N7
    archivists = by_id["great_archivists"]  # AW-N2
    assert (archivists.get("income_coins"), archivists.get("explore_bonus")) == (1, 2)


def test_aw_i1_every_banner_is_a_known_tribe_colour() -> None:
    for r in all_records():
        assert set(r.get("banners", [])) <= COLOURS, r["id"]


def test_aw_1c2_empire_a_costs_are_one_to_five_coins_and_at_most_one_knowledge() -> None:
    for r in load("empire_a.json"):
        assert 1 <= r["cost_coins"] <= 5, r["id"]
        assert 0 <= r.get("cost_knowledge", 0) <= 1, r["id"]


def test_aw_1c2_empire_a_banners_are_spread_over_the_five_colours() -> None:
    totals = Counter({c: 0 for c in COLOURS})
    for r in load("empire_a.json"):
        assert 1 <= len(r["banners"]) <= 2, r["id"]
        for colour in r["banners"]:
            totals[colour] += r.get("copies", 1)
    for colour, total in totals.items():
        assert 8 <= total <= 13, (colour, total)


def test_aw_1c2_empire_a_citizen_cards_also_bring_one_food() -> None:
    citizens = [r for r in load("empire_a.json") if r.get("citizen", 0)]
    assert copies(citizens) == 3
    for r in citizens:
        assert r["citizen"] == 1 and r.get("food", 0) >= 1, r["id"]
