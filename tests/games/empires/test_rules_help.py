"""The rules help of Empires: the sections in reading order with every id the engine's refusals link to, both
languages complete and really different, every table rule (TR-E…) and every reading of a lost symbol (RD-…)
that the engine or the tests name shown in both languages, one glossary anchor per keyword of the spec's
glossary, no placeholder text, and the numbers the help states agreeing with the engine's data."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
import rules_help_checks as checks

from civitas.engine import rules_help as rh
from civitas.engine.rules_help import LANGS
from civitas.engine.table_rules_help import WHY
from civitas.games.empires import GAME, rules_help
from civitas.games.empires.core import MACHINE, READINGS
from civitas.games.empires.package import PACKAGE
from civitas.games.empires.rules_help_glossary import GLOSSARY

IDS = rules_help.SECTION_IDS
#: The table rules the players see (the one that adopts the readings is the design record's).
PLAYER_RULES = [rid for rid in rules_help.TABLE_RULES if rid not in rules_help.DESIGN_RULES]


def readings(lang: str) -> str:
    """The readings of the source's lost symbols, as the design record keeps them."""
    return str(rules_help.HELP.bodies[lang][rules_help.READINGS_SECTION])
PACKAGE_DIR = Path(rules_help.__file__).parent
TESTS_DIR = Path(__file__).parent
DATA = PACKAGE_DIR / "data"
ID_PATTERN = re.compile(r"\b(TR-E\d+|RD-\d+)\b")
#: The keywords of the spec's glossary (A.(a) "Keywords"), by glossary key.
SPEC_KEYWORDS = (
    "attack", "all_players", "choose", "take", "return", "discard", "gain", "pay", "steal", "look", "find",
    "history", "sink", "pinned", "passive", "abandon", "recall", "garrison", "develop", "types", "state_is",
)  # fmt: skip
PLACEHOLDERS = re.compile(
    r"TODO|TBD|FIXME|XXX|placeholder|lorem|to be written|later step|заглушк|допишем|позже напишем", re.IGNORECASE
)


def body(section_id: str, lang: str) -> str:
    return rules_help.section_body(section_id, lang)


def plain(section_id: str, lang: str) -> str:
    return rh.markup_to_plain(body(section_id, lang))


def everything(lang: str) -> str:
    return "\n".join(body(sid, lang) for sid in IDS)


def ids_used_outside_the_help() -> set[str]:
    """Every TR-E and RD id named by the engine, its data or the Empires tests (the help itself excluded)."""
    found: set[str] = set()
    files = [p for p in PACKAGE_DIR.rglob("*") if p.suffix in (".py", ".json", ".md")]
    files += list(TESTS_DIR.rglob("*.py"))
    for path in files:
        if path.name.startswith("rules_help") or path.name == Path(__file__).name:
            continue
        found |= set(ID_PATTERN.findall(path.read_text(encoding="utf-8")))
    return found


def reason_sections() -> set[str]:
    """The rules sections the engine's reasons name: literal ``Reason(code, "section")`` calls, the decision
    kinds' sections in ``legal`` and the game's turn section."""
    sections = {GAME.turn_section, *(d.section for d in MACHINE.decisions.values())}
    for path in PACKAGE_DIR.glob("*.py"):
        sections |= set(re.findall(r"Reason\(\s*[^,()]+,\s*\"([a-z_]+)\"", path.read_text(encoding="utf-8")))
    return sections


# --- structure -------------------------------------------------------------------------------------------------
def test_sections_are_in_reading_order_and_the_package_shows_them() -> None:
    assert len(set(IDS)) == len(IDS) >= 18
    assert IDS[0] == "overview" and IDS[-1] == "table_rules"
    assert IDS.index("setup") < IDS.index("turn") < IDS.index("cleanup") < IDS.index("end") < IDS.index("scoring")
    assert {rules_help.KEYWORDS_SECTION, "market", "nations"} <= set(IDS)
    assert rules_help.DESIGN_IDS == (rules_help.READINGS_SECTION, "design")  # the design record's, not the players'
    assert not set(rules_help.DESIGN_IDS) & set(IDS)
    assert tuple(s.id for s in rules_help.SECTIONS) == IDS
    assert PACKAGE.rules is not None and PACKAGE.rules.section_ids() == IDS


def test_every_section_a_reason_of_the_engine_names_exists() -> None:
    sections = reason_sections()
    assert {"turn", "activate", "effects", "market", "cleanup", "reshuffle"} <= sections
    assert sections <= set(IDS), sections - set(IDS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_section_has_a_title_and_a_real_body_in_both_languages(lang: str) -> None:
    checks.titles_and_bodies(rules_help, lang, min_words=80)


def test_both_languages_are_equivalent_section_by_section() -> None:
    for sid in IDS:
        ru, en = body(sid, "ru"), body(sid, "en")
        assert len(rh.subheadings(ru)) == len(rh.subheadings(en)), sid
        assert sorted(ID_PATTERN.findall(ru)) == sorted(ID_PATTERN.findall(en)), sid
        assert re.findall(r"\]\(([a-z_]+)\)", ru) == re.findall(r"\]\(([a-z_]+)\)", en), sid
        assert Counter(re.findall(r"\d+", ID_PATTERN.sub("", ru))) == Counter(
            re.findall(r"\d+", ID_PATTERN.sub("", en))
        ), sid  # the same numbers
        assert 0.6 < len(ru.split()) / len(en.split()) < 1.3, sid


def test_the_languages_really_differ_and_english_has_no_cyrillic() -> None:
    checks.languages_differ(rules_help)


def test_russian_text_uses_no_latin_words_beyond_rule_ids() -> None:
    checks.russian_has_no_latin_words(rules_help, ID_PATTERN)


def test_no_placeholder_text_anywhere() -> None:
    for lang in LANGS:
        text = everything(lang) + " ".join(rules_help.TABLE_RULES[rid][lang] for rid in rules_help.TABLE_RULES)
        assert not PLACEHOLDERS.search(text), PLACEHOLDERS.search(text)
        assert "{" not in text and "}" not in text, lang


@pytest.mark.parametrize("lang", LANGS)
def test_markup_renders_and_every_section_but_table_rules_has_subheadings(lang: str) -> None:
    checks.markup_renders(rules_help, lang, without_subheadings=("table_rules",))


def test_links_between_sections_point_at_existing_sections() -> None:
    checks.links_point_at_sections(rules_help)


# --- table rules and readings ----------------------------------------------------------------------------------
def test_tr_e_ids_are_numbered_without_gaps_each_with_one_reason_in_both_languages() -> None:
    rids = list(rules_help.TABLE_RULES)
    assert rids == [f"TR-E{n}" for n in range(1, len(rids) + 1)] and len(rids) >= 11
    assert set(rules_help.RULE_SECTION) == set(rids)
    for rid, texts in rules_help.TABLE_RULES.items():
        assert set(texts) == set(LANGS), rid
        assert texts["ru"] != texts["en"], rid
        for lang in LANGS:
            assert texts[lang].count(WHY[lang]) == 1 and "\n" not in texts[lang], (rid, lang)
            choice, why = texts[lang].split(WHY[lang])
            assert len(choice.split()) >= 8 and len(why.split()) >= 6, (rid, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_every_table_rule_is_shown_marked_in_its_section_and_in_table_rules(lang: str) -> None:
    checks.table_rules_listed_in_order_with_links(rules_help, PLAYER_RULES, lang)
    checks.rules_shown_marked(rules_help, PLAYER_RULES, lang)


def test_every_table_rule_stands_in_its_own_section_and_in_table_rules_only() -> None:
    checks.each_rule_in_its_section_only(rules_help, PLAYER_RULES)


def test_every_tr_e_and_rd_id_used_by_the_engine_or_the_tests_is_in_the_design_record() -> None:
    used = ids_used_outside_the_help()
    assert {"TR-E2", "TR-E4", "TR-E7", "TR-E10", "TR-E11", "RD-1", "RD-4", "RD-9"} <= used  # the scan works
    record = rules_help.HELP.design_record("Empires")
    missing = []
    for rid in sorted(used, key=lambda x: (x[:2], int(x.rsplit("E" if x.startswith("TR") else "-", 1)[1]))):
        if rid.startswith("TR-E"):
            shown = rid in rules_help.TABLE_RULES and f"## {rid} (" in record
        else:
            shown = all(f"## {rid}. " in readings(lang) for lang in LANGS) and f"## {rid}. " in record
        if not shown:
            missing.append(rid)
    assert not missing, "named by the engine or the tests but not in the design record: " + ", ".join(missing)


def test_the_spec_c5_table_rules_tr_e1_to_tr_e11_all_exist() -> None:
    for n in range(1, 12):
        assert f"TR-E{n}" in rules_help.TABLE_RULES


@pytest.mark.parametrize("lang", LANGS)
def test_rd_1_to_rd_9_each_have_their_own_subheading_reading_and_reason(lang: str) -> None:
    text = readings(lang)
    heads = rh.subheadings(text)
    assert list(rules_help.READINGS) == [f"RD-{n}" for n in range(1, 10)]
    for n in range(1, 10):
        rid = f"RD-{n}"
        assert heads[n - 1].startswith(f"{rid}. "), (rid, lang)
        block = text.split(f"## {rid}. ")[1].split("\n## ")[0]
        assert block.count(WHY[lang]) == 1 and len(block.split()) >= 25, (rid, lang)
    assert rules_help.RULE_SECTION["TR-E1"] == "readings" and "TR-E1" in rules_help.DESIGN_RULES


def test_tr_e1_rd_readings_state_the_values_the_engine_uses() -> None:
    m, p, g = READINGS["start_resources"]
    rd = {rid: " ".join(rules_help.READINGS[rid]["en"][1:]) for rid in rules_help.READINGS}
    assert f"{m} materials, {p} population and {g} progress" in rd["RD-1"]
    assert f"{READINGS['start_actions']} action tokens and 5 exhaust tokens" in rd["RD-1"]
    assert READINGS["cleanup_token"] == {"progress": 1} and "1 progress" in rd["RD-2"]
    assert READINGS["vp_per_token"] == "progress" and "progress token" in rd["RD-3"]
    sub = READINGS["substitute"]
    assert f"each material may be paid with {sub['materials']} progress" in rd["RD-4"]
    assert f"each population with {sub['population']} progress" in rd["RD-4"]
    assert "uncivilised, civilised or tributary" in rd["RD-7"]
    assert READINGS["unrest_categories"] == ["uncivilised", "civilised", "tributary"]
    assert READINGS["setup_token_category"] == "civilised" and READINGS["setup_token_except"] == "uncivilised"
    assert "civilised market card that is not also uncivilised" in rd["RD-8"]
    assert f"gain {READINGS['break_through_miss']['progress']} progress" in rd["RD-9"]
    assert "3 материалами, 2 населения и 1 прогрессом" in rules_help.READINGS["RD-1"]["ru"][1]


# --- glossary --------------------------------------------------------------------------------------------------
def test_the_glossary_has_every_keyword_of_the_spec() -> None:
    assert set(SPEC_KEYWORDS) <= set(GLOSSARY)
    assert rules_help.KEYWORDS_SECTION == "keywords"


@pytest.mark.parametrize("lang", LANGS)
def test_each_keyword_has_its_own_anchor_in_the_keywords_section(lang: str) -> None:
    text = body("keywords", lang)
    heads = rh.subheadings(text)
    html = rh.markup_to_html(text)
    for key, texts in GLOSSARY.items():
        heading, meaning = texts[lang]
        anchor = rules_help.glossary_anchor(key)
        n = int(anchor.removeprefix("sub"))
        assert heads[n - 1] == heading, (key, lang)
        assert f'<a name="{anchor}"></a>{heading}' in html, (key, lang)
        assert len(meaning.split()) >= 5, (key, lang)
    assert len({texts[lang][0] for texts in GLOSSARY.values()}) == len(GLOSSARY)


# --- facts the help states -------------------------------------------------------------------------------------
def test_em_s_setup_numbers_agree_with_the_engine() -> None:
    from civitas.games.empires import setup

    assert READINGS["small_deck_size"] == {"2": 6, "3": 7, "4": 8}
    assert READINGS["fame_removed"] == {"2": 2, "3": 1, "4": 0}
    assert "6, 7 or 8 random cards each with 2, 3 or 4 players" in plain("setup", "en")
    assert "по 6, 7 или 8 случайных карт при 2, 3 или 4 игроках" in plain("setup", "ru")
    nations = ["river_dynasts", "salt_guilds", "stargazers", "drifting_court"]
    mains = [len(setup.new_game({"players": n, "nations": nations[:n]}, 7)[0].main) for n in (2, 3, 4)]
    assert mains == [32, 35, 36]
    assert "the main deck holds 32, 35 or 36 cards with 2, 3 or 4 players" in plain("setup", "en")


def test_tr_e6_revolt_may_return_zero_unrest() -> None:
    assert "may return zero unrest cards" in rules_help.TABLE_RULES["TR-E6"]["en"]
    assert rules_help.RULE_SECTION["TR-E6"] == "revolt"


def test_tr_e4_and_tr_e11_collapse_count_and_moment() -> None:
    tr4, tr11 = rules_help.TABLE_RULES["TR-E4"]["en"], rules_help.TABLE_RULES["TR-E11"]["en"]
    assert "hand, the play area, the draw pile, the discard and the history" in tr4
    assert "garrison" in tr4 and "sunk" in tr4
    assert READINGS["collapse_at_empty"] is True and "the moment the last card leaves the unrest pile" in tr11
    assert {rules_help.RULE_SECTION["TR-E4"], rules_help.RULE_SECTION["TR-E11"]} == {"end"}


def test_em_f_capstone_name_and_rewards_are_the_cards() -> None:
    cards = json.loads((DATA / "common.json").read_text(encoding="utf-8"))["cards"]
    capstone = next(c for c in cards if c["kind"] == "capstone")
    for lang in LANGS:
        assert capstone["name"][lang] in plain("fame", lang), lang
    a = [op[2] for op in capstone["side_a"] if op[:2] == ["gain", "progress"]]
    b = [op[2] for op in capstone["side_b"] if op[:2] == ["gain", "progress"]]
    assert f"side A resolves for that player ({a[0]} progress)" in plain("fame", "en")
    assert f"side B resolves for that player ({b[0]} progress)" in plain("fame", "en")
    assert "TR-E9" in rules_help.rules_of_section("fame")


def test_em_n_every_nation_is_described_with_its_name_and_difficulty() -> None:
    for path in sorted((DATA / "nations").glob("*.json")):
        nation = json.loads(path.read_text(encoding="utf-8"))["nation"]
        stars = "★" * nation["difficulty"]
        for lang in LANGS:
            heads = rh.subheadings(body("nations", lang))
            assert f"{nation['name'][lang]} {stars}" in heads, (nation["id"], lang)
        own = plain("nations", "en").split(nation["name"]["en"] + " " + stars)[1].split("\n\n")[0]
        assert f"Difficulty {nation['difficulty']} of 5" in own, nation["id"]
        supply = nation.get("unrest_supply", 0)
        if supply:
            assert f"{supply} unrest" in own, nation["id"]
        if not nation["flags"]["state_can_flip"]:
            assert "never turns" in own and "zenith" in own
        if not nation["flags"]["has_nation_deck"]:
            assert "no nation deck" in own
    assert len(list((DATA / "nations").glob("*.json"))) == 6
