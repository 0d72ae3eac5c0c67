"""Empires' original common deck as data (spec A.(c) c2, A.(b)): the counts by category and player-count
mark, the 83 physical cards, every op program against the vocabulary's checker (``ops_schema``), the names
and texts in both languages, the texts against the resources their programs gain or pay, and the VP
expressions (per-X capped at 10, unrest −2)."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from civitas.games.empires import ops_schema
from civitas.games.empires.ops_schema import CATEGORIES, REGIONS, RESOURCES, TYPES, check_condition, check_program

DATA = Path(ops_schema.__file__).resolve().parent / "data"
LANGS = ("ru", "en")
RES_WORDS = {  # the stem each language's text uses for a resource
    "materials": {"ru": "материал", "en": "material"},
    "population": {"ru": "населени", "en": "population"},
    "progress": {"ru": "прогресс", "en": "progress"},
}
UNREST_PLAY = [
    ["choose", [["pay", {"population": 1}]], [["discard", 2]], [["pay", {"materials": 3}]]],
    ["special", "return_self"],
]


def load() -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = json.loads((DATA / "common.json").read_text(encoding="utf-8"))["cards"]
    return cards


CARDS = load()
PLAYABLE = [c for c in CARDS if c["kind"] == "card"]
UNREST = [c for c in CARDS if c["kind"] == "unrest"]
CAPSTONE = [c for c in CARDS if c["kind"] == "capstone"]


def copies(card: dict[str, Any]) -> int:
    if "copies_by_marks" in card:
        return sum(card["copies_by_marks"].values())
    return int(card.get("copies", 1))


def physical(cards: list[dict[str, Any]]) -> int:
    return sum(copies(c) for c in cards)


def of(category: str, *, pure: bool = False) -> list[dict[str, Any]]:
    return [c for c in PLAYABLE if category in c["categories"] and (not pure or len(c["categories"]) == 1)]


def marks(cards: list[dict[str, Any]]) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for c in cards:
        by_mark = c.get("copies_by_marks", {c.get("marks", ""): copies(c)})
        counts.update({mark: n for mark, n in by_mark.items() if mark})
    return dict(counts)


def programs(card: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Every op program of a record, named by where it sits."""
    if card["kind"] == "capstone":
        yield "side_a", card["side_a"]
        yield "side_b", card["side_b"]
        return
    yield "play", card["play"]
    if card.get("exhaust"):
        yield "exhaust", card["exhaust"]["ops"]
    yield "solstice", card.get("solstice", [])
    for i, passive in enumerate(card.get("passive", [])):
        if "on" in passive:
            yield f"passive {i}", passive["ops"]


def ops_in(program: list[Any]) -> Iterator[list[Any]]:
    for op in program:
        yield op
        for arg in op[1:]:
            if isinstance(arg, list) and arg and all(isinstance(x, list) for x in arg):
                yield from ops_in(arg)


def resources_moved(card: dict[str, Any]) -> set[str]:
    found: set[str] = set()
    if card.get("exhaust"):
        found |= set(card["exhaust"]["cost"])
    for _where, program in programs(card):
        for op in ops_in(program):
            if op[0] in ("gain", "gain_per", "steal", "market_token"):
                found.add(op[1])
            elif op[0] == "pay":
                found |= set(op[1])
    return found


def vp_problems(expr: Any) -> list[str]:
    if expr is None:
        return []
    if not isinstance(expr, dict) or len(expr) == 0:
        return [f"bad VP expression {expr!r}"]
    if "fixed" in expr:
        return [] if isinstance(expr["fixed"], int) and set(expr) == {"fixed"} else [f"bad fixed VP {expr!r}"]
    if "per" in expr:
        out = [] if set(expr) == {"per", "each", "cap"} else [f"per VP needs per/each/cap: {expr!r}"]
        problem = ops_schema.check_selector(expr["per"])
        out += [problem] if problem else []
        if not (isinstance(expr.get("cap"), int) and 0 < expr["cap"] <= 10):
            out.append(f"per-X VP cap must be 1..10: {expr!r}")
        return out
    if "per_tokens" in expr:
        good = expr["per_tokens"] in RESOURCES and 0 < expr.get("cap", 99) <= 10
        return [] if good else [f"bad per_tokens VP {expr!r}"]
    if "if" in expr:
        problem = check_condition(expr["if"])
        return ([problem] if problem else []) + ([] if isinstance(expr.get("vp"), int) else [f"bad if VP {expr!r}"])
    if "sum" in expr:
        return [p for part in expr["sum"] for p in vp_problems(part)]
    return [f"unknown VP expression {expr!r}"]


def test_em_c2_common_deck_has_83_cards_by_category() -> None:
    assert physical(CARDS) == 83
    assert physical(of("region")) == 14
    assert physical(of("uncivilised")) == 22
    assert physical(of("uncivilised", pure=True)) == 13
    duals = [c for c in PLAYABLE if sorted(c["categories"]) == ["civilised", "uncivilised"]]
    assert physical(duals) == 9
    assert physical(of("civilised", pure=True)) == 15
    assert physical(of("tributary")) == 11
    assert physical(of("fame")) == 8
    assert len(CAPSTONE) == 1 and physical(CAPSTONE) == 1
    assert physical(UNREST) == 12
    # no other mixes: every playable card is one category or the uncivilised+civilised dual
    assert all(len(c["categories"]) == 1 or c in duals for c in PLAYABLE)


def test_em_c2_player_count_marks_by_category() -> None:
    assert marks(of("region")) == {"3+": 1}
    assert marks(of("uncivilised")) == {"3+": 3, "4": 1}
    assert marks(of("civilised", pure=True)) == {"3+": 1, "4": 2}
    assert marks(of("tributary")) == {"3+": 1, "4": 1}
    assert marks(of("fame")) == {}
    assert marks(UNREST) == {"3+": 2, "4": 2}
    assert all(c.get("marks", "") in ("", "3+", "4") for c in CARDS)


def test_em_c2_unrest_is_one_design_of_12_cards_worth_minus_2() -> None:
    assert [c["id"] for c in UNREST] == ["unrest"]  # the nations' starting and supply unrest name this id
    (unrest,) = UNREST
    assert unrest["copies_by_marks"] == {"": 8, "3+": 2, "4": 2}
    assert "copies" not in unrest and "marks" not in unrest
    assert unrest["play"] == UNREST_PLAY
    assert unrest["vp"] == {"fixed": -2}


def test_em_c4_common_deck_has_60_to_65_designs() -> None:
    designs = len(CARDS)
    assert 60 <= designs <= 65
    assert physical(PLAYABLE) - len(PLAYABLE) >= 3  # a few duplicates via "copies"


def test_em_c1_ids_unique_snake_case_and_common_set() -> None:
    ids = [c["id"] for c in CARDS]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", i) for i in ids)
    assert all(c["set"] == "common" and "start" not in c for c in CARDS)
    assert {c["kind"] for c in CARDS} == {"card", "capstone", "unrest"}


def test_em_c1_every_program_passes_the_vocabulary_checker() -> None:
    for card in CARDS:
        for where, program in programs(card):
            assert check_program(program) is None, (card["id"], where, check_program(program))
        if card["kind"] == "capstone":
            continue
        exhaust = card.get("exhaust")
        if exhaust is not None:
            assert set(exhaust) == {"cost", "ops", "reaction"}, card["id"]
            assert all(k in RESOURCES and v > 0 for k, v in exhaust["cost"].items()), card["id"]
            assert exhaust["reaction"] in (None, "attacked", "other_turn"), card["id"]
            assert exhaust["ops"], card["id"]
        for passive in card.get("passive", []):
            assert len(passive) == 1 or set(passive) == {"on", "ops"}, (card["id"], passive)
            if "on" in passive:
                assert passive["on"] in ops_schema.SIGNALS, card["id"]


def test_em_c1_fields_use_the_vocabulary_words() -> None:
    for c in PLAYABLE:
        assert c["categories"] and all(x in CATEGORIES for x in c["categories"]), c["id"]
        assert c["period"] in ("", "barbarian", "empire"), c["id"]
        assert all(t in TYPES for t in c["types"]), c["id"]
        assert all(r in REGIONS for r in c["regions"]), c["id"]
        assert bool(c["regions"]) == ("region" in c["categories"]), c["id"]
        garrison = c["garrison"]
        if garrison is not None:
            assert set(garrison) == {"categories", "types"}, c["id"]
            assert all(x in CATEGORIES for x in garrison["categories"]) and all(t in TYPES for t in garrison["types"])
            # a host takes its garrison when played, and must stay in play to keep it
            assert c.get("pinned") and ["may", [["garrison", 1]]] in c["play"], c["id"]


def test_em_c2_shape_pinned_periods_attacks() -> None:
    def count(cards: list[dict[str, Any]], key: str, value: Any = True) -> int:
        return physical([c for c in cards if c.get(key, False) == value])

    regions, uncivilised, civilised = of("region"), of("uncivilised"), of("civilised", pure=True)
    tributary, fame = of("tributary"), of("fame")
    assert count(regions, "pinned") == 13 and count(regions, "period", "barbarian") == 1
    assert physical([c for c in regions if c["garrison"]]) >= 10  # most may host a garrison
    for icon in REGIONS:  # spread so "per region type" effects work
        assert physical([c for c in regions if icon in c["regions"]]) >= 4, icon
    assert count(uncivilised, "pinned") == 12 and count(uncivilised, "attack") == 1
    assert 4 <= count(uncivilised, "period", "barbarian") <= 6
    assert count(uncivilised, "period", "empire") == 0
    assert all(c["period"] == "empire" for c in civilised)
    assert count(civilised, "attack") == 5 and count(civilised, "pinned") == 7
    assert 1 <= physical([c for c in tributary if c["period"]]) <= 2
    assert count(fame, "pinned") == 1 and count(fame, "attack") == 1
    # an exhaust or a solstice effect only works on a card that stays in play
    assert all(c.get("pinned") for c in PLAYABLE if c["exhaust"] or c["solstice"] or c["passive"])
    # an attack reaches the other players
    for c in PLAYABLE:
        if c.get("attack"):
            reach = {op[0] for op in ops_in(c["play"])} & {"all_other_players", "steal"}
            assert reach, c["id"]


def test_em_c2_names_and_texts_in_both_languages_and_distinct() -> None:
    names: dict[str, set[str]] = {lang: set() for lang in LANGS}
    for c in CARDS:
        for field in ("name", "text"):
            assert set(c[field]) == set(LANGS), (c["id"], field)
            assert all(c[field][lang].strip() for lang in LANGS), (c["id"], field)
            assert c[field]["ru"] != c[field]["en"], (c["id"], field)
            assert re.search("[а-яё]", c[field]["ru"], re.IGNORECASE), (c["id"], field)
        if c["kind"] != "unrest":
            for lang in LANGS:
                assert c["name"][lang] not in names[lang], (c["id"], lang)
                names[lang].add(c["name"][lang])


def test_em_c2_text_names_pinned_attack_and_free() -> None:
    for c in PLAYABLE:
        assert c["text"]["en"].startswith("Pinned.") == bool(c.get("pinned")), c["id"]
        assert c["text"]["ru"].startswith("Постоянная.") == bool(c.get("pinned")), c["id"]
        assert ("Attack." in c["text"]["en"]) == bool(c.get("attack")), c["id"]
        assert ("Атака." in c["text"]["ru"]) == bool(c.get("attack")), c["id"]
        assert ("Free play" in c["text"]["en"]) == bool(c.get("free")), c["id"]
        for key, en, ru in (("solstice", "Solstice:", "Солнцестояние:"), ("exhaust", "Exhaust", "Эксплуатация")):
            assert (en in c["text"]["en"]) == bool(c[key]), (c["id"], key)
            assert (ru in c["text"]["ru"]) == bool(c[key]), (c["id"], key)


def test_em_c2_text_mentions_every_resource_gained_or_paid() -> None:
    for c in CARDS:
        for res in resources_moved(c):
            for lang in LANGS:
                assert RES_WORDS[res][lang] in c["text"][lang].lower(), (c["id"], res, lang)


def test_em_p3_vp_expressions_valid_and_per_x_capped_at_10() -> None:
    for c in CARDS:
        assert vp_problems(c.get("vp")) == [], c["id"]
    per_x = [c for c in CARDS if "cap" in json.dumps(c.get("vp"))]
    assert per_x  # the deck has per-X VP to check
    for c in PLAYABLE:
        if set(c["categories"]) & {"civilised", "region"}:
            assert c["vp"] is not None, c["id"]
    tributaries = of("tributary")
    without_vp = [c["id"] for c in tributaries if c["vp"] is None]
    assert len(without_vp) <= 2 < len(tributaries), without_vp  # "mostly one-shots with a payoff and VP"
    assert all(c["vp"] is not None for c in of("fame"))


def test_em_c2_fame_and_civilised_outscore_uncivilised() -> None:
    def fixed(c: dict[str, Any]) -> int:
        vp = c.get("vp") or {}
        return int(vp.get("fixed", 0)) + sum(p.get("fixed", 0) for p in vp.get("sum", []))

    def mean(cards: list[dict[str, Any]]) -> float:
        return sum(fixed(c) * copies(c) for c in cards) / physical(cards)

    assert mean(of("fame")) > mean(of("civilised", pure=True)) > mean(of("uncivilised"))


@pytest.mark.parametrize("name", ["return_self"])
def test_em_c1_specials_are_few_and_documented(name: str) -> None:
    used = Counter(op[1] for c in CARDS for _w, p in programs(c) for op in ops_in(p) if op[0] == "special")
    assert set(used) == {name}
    designs = len(CARDS)
    special_designs = {
        c["name"]["en"] for c in CARDS if any(op[0] == "special" for _w, p in programs(c) for op in ops_in(p))
    }
    assert len(special_designs) <= designs // 10
    assert f"`{name}`" in (DATA / "README.md").read_text(encoding="utf-8")


def test_em_c2_common_deck_loads_with_the_game_loader_and_marks_filter_the_table() -> None:
    cards = pytest.importorskip("civitas.games.empires.cards")
    card_set = cards.load(cards.COMMON_FILE, [], "test_common_deck")
    assert len(card_set.designs) == len(CARDS)
    sizes = {n: len(cards.table(card_set, [], n).ids) for n in (2, 3, 4)}
    unrest = {n: cards.table(card_set, [], n).ids.count("unrest") for n in (2, 3, 4)}
    assert sizes == {2: 83 - 14, 3: 83 - 6, 4: 83}  # marks: 8 "3+" and 6 "4" cards in all
    assert unrest == {2: 8, 3: 10, 4: 12}
