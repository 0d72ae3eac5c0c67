"""Checks every game's rules help must pass, shared by tests/games/<game>/test_rules_help.py: a title and a
real body per section in both languages, the languages really different, Russian without Latin words, the
markup rendering, links between sections pointing at sections, and every table rule shown marked and linked
(its choice only: its id and its reason are the design record's, docs/<game>-table-rules.md). Each takes the
game's ``rules_help`` module (``SECTIONS``, ``SECTION_IDS``, ``section_body`` …)."""

from __future__ import annotations

import re
from collections.abc import Collection
from types import ModuleType

from civitas.engine import rules_help as rh
from civitas.engine.rules_help import LANGS
from civitas.engine.table_rules_help import LABEL, TABLE_RULES_SECTION, WHY, choice_of, without_rule_ids

LINK = re.compile(r"\]\(([a-z_]+)\)")


def words(html: str) -> int:
    """How many words an html text shows (tags dropped)."""
    return len(re.sub(r"<[^>]+>", "", html).split())


def titles_and_bodies(rules_help: ModuleType, lang: str, min_words: int) -> None:
    """Every section has a title and at least ``min_words`` words of body in ``lang``, as markup and as html."""
    for section in rules_help.SECTIONS:
        assert section.title.get(lang, "").strip(), (section.id, lang)
        assert len(section.body.get(lang, "").split()) >= min_words, (section.id, lang)
        title, html = rules_help.section_text(section.id, lang)
        assert title == section.title[lang]
        assert words(html) >= min_words, (section.id, lang)


def languages_differ(rules_help: ModuleType) -> None:
    """Russian and English titles and bodies differ; Russian has Cyrillic, English none."""
    for section in rules_help.SECTIONS:
        assert section.title["ru"] != section.title["en"]
        assert section.body["ru"] != section.body["en"]
        assert re.search("[а-яё]", section.body["ru"], re.IGNORECASE), section.id
        assert not re.search("[а-яё]", section.body["en"] + section.title["en"], re.IGNORECASE), section.id


def russian_has_no_latin_words(rules_help: ModuleType, allowed: re.Pattern[str]) -> None:
    """The Russian titles and bodies hold no Latin word but link targets and what ``allowed`` matches."""
    for section in rules_help.SECTIONS:
        text = section.title["ru"] + "\n" + LINK.sub("]", section.body["ru"])
        text = allowed.sub("", text)
        assert not re.findall(r"[A-Za-z]+", text), (section.id, re.findall(r"[A-Za-z]+", text)[:5])


def markup_renders(rules_help: ModuleType, lang: str, without_subheadings: Collection[str]) -> None:
    """Every section renders to paragraphs or lists with no markup left, and has sub-headings unless it is
    one of ``without_subheadings``."""
    for sid in rules_help.SECTION_IDS:
        body = rules_help.section_body(sid, lang)
        html = rh.markup_to_html(body)
        assert "<p" in html or "<ul" in html or "<ol" in html, sid
        assert "**" not in html and "## " not in html and "\n> " not in html, sid
        assert rh.subheadings(body) or sid in without_subheadings, sid


def links_point_at_sections(rules_help: ModuleType) -> None:
    """Every link between sections, in both languages, points at an existing section."""
    for lang in LANGS:
        for sid in rules_help.SECTION_IDS:
            for target in LINK.findall(rules_help.section_body(sid, lang)):
                assert target in rules_help.SECTION_IDS, (sid, lang, target)


def player_note(rules_help: ModuleType, rid: str, lang: str) -> str:
    """Table rule ``rid`` as the players read it: marked, its choice without ids, no reason."""
    return f"> **{LABEL[lang]}.** {without_rule_ids(choice_of(rules_help.TABLE_RULES[rid][lang], lang))}"


def rules_shown_marked(rules_help: ModuleType, rule_ids: list[str], lang: str) -> None:
    """Every rule of ``rule_ids`` stands once, marked, in the table rules section; no id and no reason shows."""
    body = rules_help.section_body(TABLE_RULES_SECTION, lang)
    for rid in rule_ids:
        assert body.count(player_note(rules_help, rid, lang)) == 1, (rid, lang)
    assert body.count(f"**{LABEL[lang]}.**") == len(rule_ids)
    assert "TR-" not in body and WHY[lang] not in body
    html = rh.markup_to_html(body)
    assert html.count(f"<b>{LABEL[lang]}.</b>") == len(rule_ids)
    assert html.count(f"background-color:{rh.NOTE_BACKGROUND}") == len(rule_ids)


def table_rules_listed_in_order_with_links(rules_help: ModuleType, rule_ids: list[str], lang: str) -> None:
    """The table rules section lists ``rule_ids`` in this order, each line linking to the rule's section."""
    body = rules_help.section_body(TABLE_RULES_SECTION, lang)
    notes = [player_note(rules_help, rid, lang) for rid in rule_ids]
    positions = [body.index(note) for note in notes]
    assert positions == sorted(positions)
    for rid, note in zip(rule_ids, notes, strict=True):
        line = next(x for x in body.splitlines() if x.startswith(note))
        assert line.endswith(f"]({rules_help.RULE_SECTION[rid]})"), (rid, lang)


def each_rule_in_its_section_only(rules_help: ModuleType, rule_ids: list[str]) -> None:
    """Each table rule's note stands once in the section it belongs to and in the table rules section, and
    nowhere else."""
    for rid in rule_ids:
        sid = rules_help.RULE_SECTION[rid]
        assert sid in rules_help.SECTION_IDS and sid != TABLE_RULES_SECTION, rid
        assert rid in rules_help.rules_of_section(sid)
        for lang in LANGS:
            note = rules_help.rule_note(rid, lang)
            assert note == player_note(rules_help, rid, lang)
            for other in rules_help.SECTION_IDS:
                count = rules_help.section_body(other, lang).count(note)
                assert count == (1 if other in (sid, TABLE_RULES_SECTION) else 0), (rid, lang, other)
