"""The Ancient World's card module: the strict schema of the data files, one CardDef per physical card,
and lookups by id and by kind. Fixture folders are written into tmp_path; the last tests read the real
data folder when every file is there."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from civitas.engine.carddata import CardDataError
from civitas.games.ancient import cards as cards_module
from civitas.games.ancient.cards import DATA_DIR, FILES, CardDef, Effect, by_id, instances, load_cards

T = {"ru": "Текст.", "en": "Text."}


def named(kind: str, card_id: str, **fields: Any) -> dict[str, Any]:
    return {"kind": kind, "id": card_id, "name": {"ru": card_id + "-ru", "en": card_id}, "text": T} | fields


FIXTURE: dict[str, list[dict[str, Any]]] = {
    "start.json": [
        named("empire", "fishing_place", deck="start", copies=2, food=1),
        named("troop", "city_guard", start=True, copies=2, swords=2, exp_swords=1),
    ],
    "empire_a.json": [
        named("empire", "crane", deck="A", cost_coins=3, banners=["blue"], trigger={"op": "crane"}),
        named("empire", "mint", deck="A", cost_knowledge=1, action={"op": "gain", "knowledge": 1, "coins": 2}),
    ],
    "empire_b.json": [
        named("empire", "citadel", deck="B", end_vp={"op": "colour_beyond", "colour": "red", "beyond": 2}),
        named("empire", "library", deck="B", copies=2, end_vp={"op": "per", "what": "knowledge2"}),
    ],
    "provinces.json": [named("province", "delta", food=2, space=1)],
    "titans.json": [
        named("titan", "cyclops", stars=2, defence=7, banners=["red", "red"], arrows_count=False, space=2),
        named("titan", "harpy", stars=1, defence=3, banners=["green"], action={"op": "explore", "coins": 0}),
    ],
    "troops.json": [named("troop", "archers", price=2, arrows=2, trophy=1)],
}


def write_folder(folder: Path, overrides: dict[str, list[dict[str, Any]]] | None = None) -> Path:
    for name in FILES:
        records = (overrides or {}).get(name, FIXTURE[name])
        (folder / name).write_text(json.dumps({"cards": records}, ensure_ascii=False), encoding="utf-8")
    return folder


def with_record(file: str, record: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    return {file: FIXTURE[file] + [record]}


def test_one_carddef_per_physical_card_in_file_order(tmp_path: Path):
    loaded = load_cards(write_folder(tmp_path))
    assert [c.id for c in loaded] == [
        "fishing_place", "fishing_place", "city_guard", "city_guard", "crane", "mint",
        "citadel", "library", "library", "delta", "cyclops", "harpy", "archers",
    ]  # fmt: skip
    assert all(isinstance(c, CardDef) for c in loaded)


def test_fields_a_kind_lacks_keep_their_defaults(tmp_path: Path):
    loaded = load_cards(write_folder(tmp_path))
    guard = by_id("city_guard", among=loaded)
    assert (guard.kind, guard.start, guard.swords, guard.exp_swords) == ("troop", True, 2, 1)
    assert (guard.deck, guard.banners, guard.action, guard.stars, guard.arrows_count) == ("", (), None, 0, True)
    fishing = by_id("fishing_place", among=loaded)
    assert (fishing.deck, fishing.food, fishing.cost_coins, fishing.banners, fishing.trigger) == (
        "start", 1, 0, (), None
    )  # fmt: skip
    assert by_id("delta", among=loaded).space == 1


def test_titan_fields_and_arrows_count(tmp_path: Path):
    cyclops = by_id("cyclops", among=load_cards(write_folder(tmp_path)))
    assert (cyclops.stars, cyclops.defence, cyclops.arrows_count, cyclops.space) == (2, 7, False, 2)
    assert cyclops.banners == ("red", "red")


def test_effects_become_frozen_effects_with_sorted_params(tmp_path: Path):
    loaded = load_cards(write_folder(tmp_path))
    mint = by_id("mint", among=loaded)
    assert mint.action == Effect("gain", (("coins", 2), ("knowledge", 1)))
    assert mint.action.get("coins") == 2 and mint.action.get("restore") == 0 and mint.action.get("x", None) is None
    citadel = by_id("citadel", among=loaded)
    assert citadel.end_vp is not None and citadel.end_vp.op == "colour_beyond"
    assert (citadel.end_vp.get("colour"), citadel.end_vp.get("beyond")) == ("red", 2)
    assert by_id("crane", among=loaded).trigger == Effect("crane")
    assert by_id("harpy", among=loaded).action == Effect("explore", (("coins", 0),))


def test_instances_filter_by_kind_deck_stars_and_start(tmp_path: Path):
    loaded = load_cards(write_folder(tmp_path))
    assert instances("empire", among=loaded) == (0, 1, 4, 5, 6, 7, 8)
    assert instances("empire", deck="B", among=loaded) == (6, 7, 8)
    assert instances("titan", stars=2, among=loaded) == (10,)
    assert instances("troop", start=True, among=loaded) == (2, 3)
    assert instances("troop", start=False, among=loaded) == (12,)
    with pytest.raises(KeyError):
        by_id("nothing", among=loaded)


BAD = [
    ("empire_a.json", named("empire", "x", deck="A", cots_coins=1), "cots_coins", "unknown field"),
    ("empire_a.json", named("empire", "x", deck="C"), "deck", "unknown choice"),
    ("empire_a.json", named("empire", "x"), "deck", "missing required field"),
    ("empire_a.json", named("empire", "x", deck="A", banners=["pink"]), "banners", "unknown colour"),
    ("empire_a.json", named("empire", "x", deck="A", space=1), "space", "above the maximum"),
    ("empire_a.json", named("empire", "x", deck="A", citizen=2), "citizen", "above the maximum"),
    ("empire_a.json", named("empire", "x", deck="A", food=-1), "food", "below the minimum"),
    ("empire_a.json", named("empire", "x", deck="A", action={"op": "crane"}), "action", "unknown op"),
    ("empire_a.json", named("empire", "x", deck="A", trigger={"op": "gain", "coins": 1}), "trigger", "unknown op"),
    ("empire_a.json", named("empire", "x", deck="A", action={"op": "gain"}), "action", "at least one"),
    ("empire_a.json", named("empire", "x", deck="A", action={"op": "gain", "coins": -1}), "action", "negative"),
    ("empire_b.json", named("empire", "x", deck="B", end_vp={"op": "flat"}), "end_vp", "missing parameter 'vp'"),
    ("empire_b.json", named("empire", "x", deck="B", end_vp={"op": "flat", "vp": 0}), "end_vp", "at least 1"),
    ("empire_b.json", named("empire", "x", deck="B", end_vp={"op": "per", "what": "gold"}), "end_vp", "unknown 'what'"),
    (
        "empire_b.json",
        named("empire", "x", deck="B", end_vp={"op": "colour_beyond", "colour": "pink", "beyond": 2}),
        "end_vp",
        "unknown colour",
    ),
    ("provinces.json", named("province", "x", banners=["red"]), "banners", "unknown field"),
    ("provinces.json", named("province", "x", space=2), "space", "above the maximum"),
    ("titans.json", named("titan", "x", defence=3, banners=[]), "stars", "missing required field"),
    ("titans.json", named("titan", "x", stars=4, defence=3, banners=["red"] * 4), "stars", "above the maximum"),
    ("titans.json", named("titan", "x", stars=2, defence=3, banners=["red"]), "banners", "must match"),
    ("titans.json", named("titan", "x", stars=1, defence=3, banners=["red"], arrows_count=1), "arrows_count", "true"),
    ("troops.json", named("troop", "x", start="yes"), "start", "expected true or false"),
    ("troops.json", named("troop", "x", price=True), "price", "expected an integer"),
    ("troops.json", named("troop", "x", food=1), "food", "unknown field"),
    ("troops.json", named("troop", "crane"), "id", "duplicate id"),
    ("troops.json", {"kind": "troop", "id": "x", "text": T}, "name", "missing required field"),
]


@pytest.mark.parametrize(("file", "record", "field", "problem"), BAD)
def test_schema_errors_name_file_card_and_field(tmp_path: Path, file, record, field, problem):
    with pytest.raises(CardDataError) as caught:
        load_cards(write_folder(tmp_path, with_record(file, record)))
    message = str(caught.value)
    assert message.startswith(f"{file}: card {record['id']!r}: ")
    assert f"{field!r}" in message and problem in message


def test_a_missing_data_file_is_reported(tmp_path: Path):
    write_folder(tmp_path)
    (tmp_path / "titans.json").unlink()
    with pytest.raises(CardDataError, match=r"^titans\.json: cannot read"):
        load_cards(tmp_path)


# --- the real data folder ----------------------------------------------------------------------------------

MISSING = [name for name in FILES if not (DATA_DIR / name).exists()]
needs_real_data = pytest.mark.skipif(bool(MISSING), reason=f"data files not written yet: {MISSING}")

NAMED = {
    "aqueduct": ("A", "trigger", "aqueduct"),
    "great_archivists": ("A", None, None),
    "scribes_guild": ("A", "trigger", "guild"),
    "playwrights": ("A", "trigger", "playwrights"),
    "desert_caravan": ("A", "action", "coins_per_food"),
    "crane": ("A", "trigger", "crane"),
    "cryptic_ship": ("A", "action", "explore"),
    "town_hall": ("A", "action", "town_hall"),
    "bridge": ("A", "action", "copy_action"),
    "forest_refuge": ("B", "action", "refuge"),
    "distant_outpost": ("B", "trigger", "outpost"),
    "trade_city": ("B", "action", "copy_action"),
    "moon_festival": ("B", "end_vp", "sets5"),
    "citadel": ("B", "end_vp", "colour_beyond"),
}


@needs_real_data
def test_real_data_loads_with_the_card_counts():
    loaded = load_cards()
    empire, provinces = instances("empire", among=loaded), instances("province", among=loaded)
    titans, troops = instances("titan", among=loaded), instances("troop", among=loaded)
    assert len(empire) + len(provinces) + len(titans) == 8 + 45 + 47 + 11 + 20
    assert [len(instances("empire", deck=d, among=loaded)) for d in ("start", "A", "B")] == [8, 45, 47]
    assert (len(provinces), len(titans)) == (11, 20)
    assert len(instances("troop", start=True, among=loaded)) == 8 and len(troops) == 8 + 25
    assert len(loaded) == 8 + 45 + 47 + 11 + 20 + 8 + 25


@needs_real_data
def test_real_data_named_cards_have_their_fixed_effects():
    loaded = load_cards()
    for card_id, (deck, slot, op) in NAMED.items():
        card = by_id(card_id, among=loaded)
        assert sum(c.id == card_id for c in loaded) == 1, card_id
        assert card.deck == deck, card_id
        if slot is not None:
            effect = getattr(card, slot)
            assert effect is not None and effect.op == op, card_id
    assert by_id("cryptic_ship", among=loaded).action == Effect("explore", (("coins", 2),))
    assert by_id("citadel", among=loaded).end_vp == Effect("colour_beyond", (("beyond", 2), ("colour", "red")))
    archivists = by_id("great_archivists", among=loaded)
    assert (archivists.income_coins, archivists.explore_bonus) == (1, 2)


@needs_real_data
def test_module_level_cards_are_the_real_data_loaded_once():
    assert cards_module.cards() is cards_module.cards()
    assert cards_module.cards() == load_cards()
    first = instances("empire", deck="A")[0]
    assert by_id(cards_module.cards()[first].id) is cards_module.cards()[first]
