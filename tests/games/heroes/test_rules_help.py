"""The rules help of Age of Heroes: every section in both languages, none empty, every reason the engine
can give links to an existing section, the table rules come from the catalog, every card is shown."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from civitas.engine import lookup
from civitas.engine import rules_help as rh
from civitas.games.heroes import card_gallery, cards, catalog, rules_help

HEROES = Path(rules_help.__file__).resolve().parent
LANGS = ("ru", "en")


def reason_sections() -> set[str]:
    """Every constant section a Reason can carry in the heroes engine: ``Reason(code, section)`` and
    ``_r(code, section)`` calls, and the section map of pending decisions."""
    found: set[str] = {"turn"}  # Game.why_not's default
    for path in HEROES.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("Reason", "_r"):
                if len(node.args) >= 2 and isinstance(node.args[1], ast.Constant):
                    found.add(str(node.args[1].value))
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "PENDING_SECTION" for t in node.targets
            ):
                assert isinstance(node.value, ast.Dict)
                found.update(str(v.value) for v in node.value.values if isinstance(v, ast.Constant))
    return found


def test_sections_follow_the_order_of_play():
    assert [s.id for s in rules_help.SECTIONS] == [
        "setup", "fair", "trade", "turn", "tax", "build", "roads", "war", "combat",
        "events", "monument", "discard", "victory", "elimination", "table_rules",
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_every_section_has_a_title_and_a_body_in_both_languages(lang):
    for section in rules_help.SECTIONS:
        assert section.title.get(lang), (section.id, lang)
        assert len(section.body.get(lang, "").split()) >= 15, (section.id, lang)
        title, body = rules_help.section_text(section.id, lang)
        assert title == section.title[lang]
        assert len(re.sub(r"<[^>]+>", "", body).split()) >= 15, (section.id, lang)


def test_the_languages_really_differ():
    for section in rules_help.SECTIONS:
        assert section.body["ru"] != section.body["en"]
        assert re.search("[а-яё]", section.body["ru"], re.IGNORECASE), section.id
        assert not re.search("[а-яё]", section.body["en"], re.IGNORECASE), section.id


def test_every_reason_section_the_engine_can_give_has_a_rules_section():
    sections = reason_sections()
    assert {"trade", "build", "roads", "war", "events", "discard", "monument"} <= sections  # the scan works
    assert sections <= set(rules_help.SECTION_IDS)


def test_reasons_from_real_positions_open_an_existing_section():
    from civitas.engine.registry import get_game

    game = get_game("heroes")
    state = game.new_state(game.validate_options({"players": 3}), 7)
    seen = 0
    for seat in range(3):
        for action in [("tax",), ("build", "city", 0), ("offer", 0, 0), ("discard", 0), ("go",), ("monument", 5, 1)]:
            reason = game.why_not(state, seat, action)
            if reason is not None:
                seen += 1
                assert reason.section in rules_help.SECTION_IDS
                assert lookup.section_for_reason("heroes", reason.section) == reason.section
    assert seen


def test_links_between_sections_point_at_existing_sections():
    ids = set(rules_help.SECTION_IDS)
    for lang in LANGS:
        for section in rules_help.SECTIONS:
            for target in re.findall(r"\]\(([a-z_]+)\)", rules_help.section_body(section.id, lang)):
                assert target in ids, (section.id, lang, target)


def test_every_table_rule_of_the_catalog_is_shown_and_marked():
    rules = rules_help.table_rules()
    assert [r.id for r in rules] == list(catalog.TABLE_RULES)
    for lang in LANGS:
        label = "Правило стола" if lang == "ru" else "Table rule"
        body = rules_help.section_body("table_rules", lang)
        texts = catalog.catalog(lang)
        for rid in catalog.TABLE_RULES:
            text = texts[f"table_rule.{rid}"]
            assert text.splitlines()[0] in body
        assert body.count(f"**{label}.**") == len(catalog.TABLE_RULES)


def test_table_rules_appear_in_their_own_sections_too():
    placed = [r for r in rules_help.table_rules() if r.section]
    assert len(placed) >= len(catalog.TABLE_RULES) - 3  # a rule new to the map still shows under "Other"
    for rule in placed:
        assert rule.section in rules_help.SECTION_IDS, rule.id
        for lang in LANGS:
            assert rule.text[lang].splitlines()[0] in rules_help.section_body(rule.section, lang)


def test_the_numbers_in_the_help_are_the_games_numbers():
    en = rules_help.section_body("setup", "en")
    assert "108 cards" in en and cards.DECK_SIZE == 108
    for n, item in zip(cards.SUPPLY_TOTAL, ("armies", "cities", "fortresses", "generals", "roads"), strict=True):
        assert f"{n} {item}" in en
    build = rules_help.section_body("build", "en")
    assert "**Army:** iron + 2 grain" in build and "**City:** stone + 2 wood" in build
    assert "**Road:** 2 stone" in build and "**General:** iron + gold" in build
    assert str(cards.HAND_LIMIT) in rules_help.section_body("discard", "en").replace("five", "5")


def test_the_gallery_lists_every_card_kind_with_a_name_and_text():
    for lang in LANGS:
        entries = card_gallery.card_entries(lang)
        kinds = [e.kind for e in entries]
        assert kinds.count("iron") == 1
        assert set(kinds) == set(cards.KIND_IDS) | set(cards.ITEM_IDS)
        for e in entries:
            assert e.name and e.name != e.kind, (lang, e.kind)
            assert e.text and e.details, (lang, e.kind)
            assert e.section in rules_help.SECTION_IDS, e.kind
            assert e.count > 0
        assert sum(e.count for e in entries if e.group != "supply") == cards.DECK_SIZE


def test_markup_renders_lists_notes_links_and_headings():
    html = rh.markup_to_html("Intro line\n- one\n- two\n  - nested\n\n## Head\n> **Note.** see [x](combat)")
    assert "<p" in html and "<ul" in html and "<li" in html and "nested" in html
    assert '<a name="sub1">' in html and "Head" in html
    assert '<table' in html and '<a href="section:combat">x</a>' in html and "<b>Note.</b>" in html
    assert "&lt;b&gt;" in rh.markup_to_html("<b>")  # text is escaped
    assert rh.subheadings("## A\ntext\n\n## B") == ["A", "B"]


def test_the_generic_lookup_finds_the_heroes_help_and_refuses_unknown_games():
    assert lookup.has_rules("heroes")
    assert not lookup.has_rules("no_such_game")
    assert not lookup.has_rules("../etc")
    title, html = lookup.section_html("heroes", "combat", "ru")
    assert title == "Бой" and "<b>" in html
    assert lookup.section_for_reason("heroes", "nonsense") == "setup"
