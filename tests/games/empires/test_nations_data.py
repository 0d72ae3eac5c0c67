"""The six original nations of Empires as data (spec A.(c) c3, nation rule flags of A.(a)).

These tests read the JSON files directly (the strict loader is written separately) and check the structure
the spec asks of every nation, the nation rule flags, and that every program speaks the op vocabulary.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from civitas.games.empires import ops_schema

DATA = Path(__file__).resolve().parents[3] / "desktop" / "civitas" / "games" / "empires" / "data" / "nations"
NATIONS = ("river_dynasts", "salt_guilds", "ember_clans", "stargazers", "drifting_court", "hollow_pilgrims")
V1 = NATIONS[:4]
VERBS = ("expand", "learn", "harvest", "renown")
STARTS = {"draw", "nation_deck", "accession", "development", "supply", "in_play", ""}
FLAG_VALUES: dict[str, Any] = {
    "keeps_history": bool,
    "sinks": bool,
    "has_nation_deck": bool,
    "has_development_area": bool,
    "starting_side": ("barbarian", "empire"),
    "state_can_flip": bool,
    "accession_kind": ("accession", "zenith", "nadir"),
    "exhaust_tokens": int,
    "cleanup_market_token": dict,
    "last_development_triggers_end": bool,
    "extra_end_trigger": str,
    "extra_in_play_cards": list,
    "can_develop": bool,
    "deck_empty_passive": list,
}
DEFAULT_FLAGS: dict[str, Any] = {
    "keeps_history": True,
    "sinks": False,
    "has_nation_deck": True,
    "has_development_area": True,
    "starting_side": "barbarian",
    "state_can_flip": True,
    "accession_kind": "accession",
    "exhaust_tokens": 5,
    "cleanup_market_token": {"progress": 1},
    "last_development_triggers_end": True,
    "extra_end_trigger": "",
    "extra_in_play_cards": [],
    "can_develop": True,
    "deck_empty_passive": [],
}
# The data needs two things the design doc does not list yet (README "Schema additions"): the passive
# {"no_garrison": true} and the signal "revolt". Per-token VP reads as the loader does: 1 VP per `each` tokens.
SIGNALS = set(ops_schema.SIGNALS) | {"revolt"}
SPECIALS = {"move_market_token", "tokened_acquire_bonus", "flip_card", "trigger_end"}
RES_WORDS = {
    "materials": ("материал", "material"),
    "population": ("населени", "population"),
    "progress": ("прогресс", "progress"),
}


def load(nid: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / f"{nid}.json").read_text(encoding="utf-8"))
    return data


ALL = {nid: load(nid) for nid in NATIONS}


def cards(nid: str, start: str | None = None) -> list[dict[str, Any]]:
    recs = [c for c in ALL[nid]["cards"] if c["kind"] == "card"]
    return [c for c in recs if start is None or c.get("start", "") == start]


def physical(rec: dict[str, Any]) -> int:
    copies: int = rec.get("copies", 1)
    return copies


def programs(rec: dict[str, Any]) -> Iterator[list[Any]]:
    """Every op program a record carries: play, exhaust ops, solstice, passive ops."""
    yield rec.get("play", [])
    if rec.get("exhaust"):
        yield rec["exhaust"]["ops"]
    yield rec.get("solstice", [])
    for passive in rec.get("passive", []):
        if "on" in passive:
            yield passive["ops"]


def walk(program: list[Any]) -> Iterator[list[Any]]:
    """Every op of a program, nested programs included."""
    for op in program:
        yield op
        for arg in op[1:]:
            if isinstance(arg, list) and arg and all(isinstance(x, list) for x in arg):
                yield from walk(arg)


def op_names(rec: dict[str, Any]) -> set[str]:
    return {op[0] for prog in programs(rec) for op in walk(prog)}


def check_vp(expr: Any) -> str | None:
    if expr is None:
        return None
    if not isinstance(expr, dict):
        return f"bad VP {expr!r}"
    if "fixed" in expr:
        return None if isinstance(expr["fixed"], int) else "fixed VP must be a number"
    if "per" in expr:
        bad = ops_schema.check_selector(expr["per"])
        return bad or (None if 0 < expr["cap"] <= 10 and expr["each"] > 0 else f"bad per-X VP {expr}")
    if "per_tokens" in expr:
        good = expr["per_tokens"] in ops_schema.RESOURCES and 0 < expr["cap"] <= 10 and expr["each"] > 0
        return None if good else f"bad per-token VP {expr}"
    if "if" in expr:
        return ops_schema.check_condition(expr["if"])
    if "sum" in expr:
        return next((p for p in map(check_vp, expr["sum"]) if p), None)
    return f"unknown VP expression {expr}"


def check_passive(passive: Any) -> str | None:
    if "on" in passive:
        if passive["on"] not in SIGNALS:
            return f"unknown signal {passive['on']!r}"
        return ops_schema.check_program(passive["ops"])
    known = {
        "hand_size",
        "exhaust_tokens",
        "cleanup_token",
        "history_redirect",
        "counts_as",
        "cost_delta",
        "no_garrison",
    }
    return None if len(passive) == 1 and set(passive) <= known else f"unknown passive {passive!r}"


def test_em_c3_six_nations_each_in_its_own_file_with_matching_ids() -> None:
    assert sorted(p.stem for p in DATA.glob("*.json")) == sorted(NATIONS)
    ids: Counter[str] = Counter()
    for nid, data in ALL.items():
        assert data["nation"]["id"] == nid
        for rec in data["cards"]:
            assert rec["set"] == nid, rec["id"]
            assert re.fullmatch(r"[a-z][a-z0-9_]*", rec["id"]), rec["id"]
            ids[rec["id"]] += 1
    assert [i for i, n in ids.items() if n > 1] == []


def test_em_c3_difficulties_are_one_to_five_stars_in_nation_order() -> None:
    assert [ALL[nid]["nation"]["difficulty"] for nid in NATIONS] == [1, 2, 2, 3, 4, 5]


@pytest.mark.parametrize("nid", NATIONS)
def test_em_c3_power_card_has_side_a_and_side_b(nid: str) -> None:
    powers = [r for r in ALL[nid]["cards"] if r["kind"] == "power"]
    assert sorted(r["side"] for r in powers) == ["A", "B"]
    for rec in powers:
        assert rec["vp"] is not None, f"{rec['id']}: every side has a VP rule"
    side_a = next(r for r in powers if r["side"] == "A")
    assert side_a.get("exhaust") or side_a.get("passive"), "side A has a passive or exhaust ability"


@pytest.mark.parametrize("nid", NATIONS)
def test_em_c3_ten_starting_cards_with_four_verbs_regions_signatures_and_two_unrest(nid: str) -> None:
    start = cards(nid, "draw")
    unrest = ALL[nid]["nation"]["unrest_start"]
    assert unrest == 2
    assert sum(map(physical, start)) + unrest == 10
    prefix = start[0]["id"].split("_")[0]
    assert {f"{prefix}_{v}" for v in VERBS} <= {c["id"] for c in start}
    regions = sum(physical(c) for c in start if "region" in c["categories"])
    assert 1 <= regions <= 2
    signatures = sum(map(physical, start)) - len(VERBS) - regions
    assert 1 <= signatures <= 3


@pytest.mark.parametrize("nid", NATIONS)
def test_em_c3_the_four_verbs_do_the_same_job_under_each_nations_names(nid: str) -> None:
    by_id = {c["id"]: c for c in cards(nid, "draw")}
    prefix = next(iter(by_id)).split("_")[0]
    expand, learn, harvest, renown = (by_id[f"{prefix}_{v}"] for v in VERBS)
    assert [op[0] for op in walk(expand["play"]) if op[0] in ("acquire", "break_through")] == [
        "acquire",
        "break_through",
    ]
    assert all(op[1] == ["region", "tributary"] for op in walk(expand["play"]) if op[0] == "acquire")
    assert all(op[1] == ["uncivilised", "civilised"] for op in walk(learn["play"]) if op[0] == "acquire")
    assert harvest["play"][0][0] == "all_players" and "gain_per" in op_names(harvest)
    assert {"no_garrison": True} in renown["passive"]
    assert {"abandon", "fame_look"} <= op_names(renown)
    for verb in (expand, learn, harvest, renown):
        others = [ALL[o]["cards"] for o in NATIONS if o != nid]
        assert all(verb["name"]["en"] != c["name"]["en"] for group in others for c in group)


@pytest.mark.parametrize("nid", NATIONS)
def test_em_c3_nation_deck_accession_and_development_sizes(nid: str) -> None:
    flags = ALL[nid]["nation"]["flags"]
    deck = sum(map(physical, cards(nid, "nation_deck")))
    accession = cards(nid, "accession")
    development = cards(nid, "development")
    if flags["has_nation_deck"]:
        assert 3 <= deck <= 7
        assert len(accession) == 1 and physical(accession[0]) == 1
        assert accession[0]["accession"] == flags["accession_kind"]
    else:
        assert deck == 0 and accession == []
    if flags["has_development_area"]:
        assert 4 <= sum(map(physical, development)) <= 8
    else:
        assert development == [] and not flags["can_develop"]
    assert 0 <= ALL[nid]["nation"]["unrest_supply"] <= 4


@pytest.mark.parametrize("nid", NATIONS)
def test_em_c3_development_cards_cost_two_to_seven_materials_or_one_to_three_population(nid: str) -> None:
    for rec in cards(nid, "development"):
        cost = rec["cost"]
        assert cost and set(cost) <= {"materials", "population"}, rec["id"]
        assert 2 <= cost.get("materials", 2) <= 7 and 1 <= cost.get("population", 1) <= 3, rec["id"]
        assert rec["vp"].get("fixed") in (2, 3, 4), rec["id"]
    assert all("cost" not in r for r in ALL[nid]["cards"] if r.get("start") != "development")


@pytest.mark.parametrize(
    "nid",
    [
        n
        for n in NATIONS
        if ALL[n]["nation"]["flags"]["state_can_flip"] and ALL[n]["nation"]["flags"]["has_development_area"]
    ],
)
def test_em_c3_development_cards_are_mostly_empire_only_with_attacks_or_history(nid: str) -> None:
    development = cards(nid, "development")
    assert sum(c.get("period") == "empire" for c in development) > len(development) / 2
    assert sum(bool(c.get("attack")) or "history" in op_names(c) for c in development) >= 2


@pytest.mark.parametrize("nid", NATIONS[:5])
def test_em_c3_a_nation_has_22_to_26_physical_cards(nid: str) -> None:
    nation = ALL[nid]["nation"]
    total = 1 + sum(map(physical, cards(nid))) + nation["unrest_start"] + nation["unrest_supply"]
    assert 22 <= total <= 26


def test_em_c3_hollow_pilgrims_are_the_small_deck_exception() -> None:
    nation = ALL["hollow_pilgrims"]["nation"]
    total = 1 + sum(map(physical, cards("hollow_pilgrims"))) + nation["unrest_start"] + nation["unrest_supply"]
    assert total == 14


@pytest.mark.parametrize("nid", NATIONS)
def test_em_c3_every_program_passes_the_vocabulary_check(nid: str) -> None:
    for rec in ALL[nid]["cards"]:
        for prog in programs(rec):
            assert ops_schema.check_program(prog) is None, (rec["id"], ops_schema.check_program(prog))
        for passive in rec.get("passive", []):
            assert check_passive(passive) is None, (rec["id"], check_passive(passive))
        assert check_vp(rec.get("vp")) is None, (rec["id"], check_vp(rec.get("vp")))
        exhaust = rec.get("exhaust")
        if exhaust:
            assert set(exhaust) == {"cost", "ops", "reaction"}
            assert exhaust["reaction"] in (None, "attacked", "other_turn")
            assert not exhaust["cost"] or ops_schema.check_program([["pay", exhaust["cost"]]]) is None
        assert set(rec.get("categories", [])) <= set(ops_schema.CATEGORIES), rec["id"]
        assert set(rec.get("types", [])) <= set(ops_schema.TYPES), rec["id"]
        assert set(rec.get("regions", [])) <= set(ops_schema.REGIONS), rec["id"]
        assert rec.get("start", "") in STARTS, rec["id"]
        assert rec.get("period", "") in ("", "barbarian", "empire"), rec["id"]
        garrison = rec.get("garrison")
        assert garrison is None or ops_schema.check_selector(garrison) is None, rec["id"]


@pytest.mark.parametrize("nid", NATIONS)
def test_em_c3_names_and_texts_are_in_russian_and_english_and_differ(nid: str) -> None:
    nation = ALL[nid]["nation"]
    for field in (nation["name"], nation["style"], *(r[k] for r in ALL[nid]["cards"] for k in ("name", "text"))):
        assert field["ru"].strip() and field["en"].strip()
        assert field["ru"] != field["en"]
        assert re.search("[а-яё]", field["ru"], re.I) and not re.search("[а-яё]", field["en"], re.I)


@pytest.mark.parametrize("nid", NATIONS)
def test_em_c3_every_text_names_the_resources_its_programs_gain_or_pay(nid: str) -> None:
    for rec in ALL[nid]["cards"]:
        used: set[str] = set()
        for prog in programs(rec):
            for op in walk(prog):
                if op[0] in ("gain", "gain_per", "steal", "market_token"):
                    used.add(op[1])
                elif op[0] == "pay":
                    used |= set(op[1])
        used |= set((rec.get("exhaust") or {}).get("cost", {}))
        for res in used:
            ru_word, en_word = RES_WORDS[res]
            assert ru_word in rec["text"]["ru"] and en_word in rec["text"]["en"], (rec["id"], res)
        if rec.get("vp") is not None:
            assert "ПО" in rec["text"]["ru"] and "VP" in rec["text"]["en"], rec["id"]
        if rec.get("attack") or "all_other_players" in op_names(rec):
            assert "друго" in rec["text"]["ru"] and "other player" in rec["text"]["en"], rec["id"]


def test_em_c3_the_common_unrest_design_is_used_not_redefined() -> None:
    for nid in NATIONS:
        assert all(r["kind"] in ("card", "power") and r["id"] != "unrest" for r in ALL[nid]["cards"])
        assert all("unrest" not in r.get("categories", []) for r in ALL[nid]["cards"])
    assert ALL["ember_clans"]["nation"]["unrest_supply"] == 3


@pytest.mark.parametrize("nid", NATIONS)
def test_em_n_flags_list_every_rule_flag_with_a_valid_value(nid: str) -> None:
    nation = ALL[nid]["nation"]
    flags = nation["flags"]
    assert set(flags) == set(FLAG_VALUES)
    for key, allowed in FLAG_VALUES.items():
        value = flags[key]
        if isinstance(allowed, tuple):
            assert value in allowed, key
        else:
            assert isinstance(value, allowed) and (allowed is not int or not isinstance(value, bool)), key
    assert 1 <= flags["exhaust_tokens"] <= 5
    assert ops_schema.check_program([["pay", flags["cleanup_market_token"]]]) is None
    assert nation["cleanup_token"] == flags["cleanup_market_token"]
    assert flags["can_develop"] <= flags["has_development_area"]
    dealt_in_play = [c["id"] for c in cards(nid, "in_play") if physical(c) > 0]
    assert flags["extra_in_play_cards"] == dealt_in_play
    assert ops_schema.check_program(flags["deck_empty_passive"]) is None
    powers = [r for r in ALL[nid]["cards"] if r["kind"] == "power"]
    deck_empty = [any(p.get("on") == "deck_empty" for p in r.get("passive", [])) for r in powers]
    assert deck_empty == [bool(flags["deck_empty_passive"])] * 2
    if not flags["keeps_history"]:
        assert all("history" not in op_names(r) for r in ALL[nid]["cards"])


@pytest.mark.parametrize("nid", V1)
def test_em_n_v1_nations_keep_the_default_flags(nid: str) -> None:
    assert ALL[nid]["nation"]["flags"] == DEFAULT_FLAGS


def test_em_n_drifting_court_never_flips_ends_at_its_zenith_and_keeps_no_history() -> None:
    flags = ALL["drifting_court"]["nation"]["flags"]
    assert (flags["state_can_flip"], flags["accession_kind"], flags["keeps_history"]) == (False, "zenith", False)
    assert all(c.get("period", "") != "empire" for c in cards("drifting_court"))
    assert sum("develop" in op_names(r) for r in ALL["drifting_court"]["cards"]) >= 2


def test_em_n_hollow_pilgrims_have_no_nation_deck_no_development_and_a_two_sided_journey() -> None:
    flags = ALL["hollow_pilgrims"]["nation"]["flags"]
    assert not flags["has_nation_deck"] and not flags["has_development_area"]
    assert flags["deck_empty_passive"] == [["take_unrest", 1]]
    assert flags["extra_end_trigger"] == "journey"
    by_id = {c["id"]: c for c in cards("hollow_pilgrims")}
    (front,) = (by_id[i] for i in flags["extra_in_play_cards"])
    flips = [op for op in walk(front["exhaust"]["ops"]) if op[:2] == ["special", "flip_card"]]
    back = by_id[flips[0][2]]
    assert back["start"] == "in_play" and back["copies"] == 0
    assert ["special", "trigger_end", "journey"] in list(walk(back["solstice"]))


def test_em_c3_v1_nations_between_them_use_garrison_history_attack_market_tokens_and_develop() -> None:
    for need in ("garrison", "history", "market_token", "develop"):
        assert any(need in op_names(c) for nid in V1 for c in cards(nid)), need
    assert all(any(c.get("attack") for c in cards(nid)) for nid in V1[1:])


def test_em_c3_specials_are_few_and_every_one_is_documented() -> None:
    designs = [r for nid in NATIONS for r in ALL[nid]["cards"]]
    with_special = [r for r in designs if "special" in op_names(r)]
    assert len(with_special) <= len(designs) // 10
    used = {op[1] for r in designs for prog in programs(r) for op in walk(prog) if op[0] == "special"}
    assert used == SPECIALS
    readme = (DATA / "README.md").read_text(encoding="utf-8")
    assert all(f"`{name}`" in readme for name in used)


def test_em_c3_nation_card_names_differ_from_the_common_decks() -> None:
    common_file = DATA.parent / "common.json"
    if not common_file.exists():
        pytest.skip("the common deck is not written yet")
    common = json.loads(common_file.read_text(encoding="utf-8"))["cards"]
    taken = {c["name"][lang].lower() for c in common for lang in ("ru", "en")}
    ours = {r["name"][lang].lower() for nid in NATIONS for r in ALL[nid]["cards"] for lang in ("ru", "en")}
    assert ours & taken == set()
