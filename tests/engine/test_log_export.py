"""The log's export: the header's facts, every log line in order and any further section, as plain text or
as Markdown in which no line of the log reads as formatting."""

from __future__ import annotations

import pytest

from civitas.engine.log_export import MARKDOWN, TEXT, Line, Section, escape_markdown, export_document

FACTS = [("Game", "Empires"), ("Date", "2026-11-28 15:00"), ("Players", "Anna, Boris"), ("Result", "Anna wins")]
LOG = Section("Game log", [Line("Round 1."), Line("Anna plays *Harvest* [slot 2]."), Line("Boris wins a war.", True)])


def test_plain_text_holds_the_title_the_facts_and_every_line_in_order() -> None:
    text = export_document("Empires: the game log", FACTS, LOG, fmt=TEXT)
    lines = text.splitlines()
    assert lines[0] == "Empires: the game log"
    for label, value in FACTS:
        assert f"{label}: {value}" in lines
    positions = [text.index(line.text) for line in LOG.lines]
    assert positions == sorted(positions)
    assert "* Boris wins a war." in lines  # an important line is marked
    assert "  Round 1." in lines


def test_markdown_has_headings_a_list_and_escapes_what_would_format() -> None:
    text = export_document("Empires: the game log", FACTS, LOG, fmt=MARKDOWN)
    assert text.startswith("# Empires: the game log\n")
    assert "## Game log" in text
    assert "- **Players:** Anna, Boris" in text
    assert r"1. Anna plays \*Harvest\* \[slot 2\]." in text
    assert "1. **Boris wins a war.**" in text


def test_further_sections_follow_the_log() -> None:
    review = Section("Review", [Line("Move 12 cost Anna the game.")])
    for fmt in (TEXT, MARKDOWN):
        text = export_document("T", FACTS, LOG, [review], fmt=fmt)
        assert text.index("Review") > text.index("Boris wins a war.")
        assert "Move 12 cost Anna the game." in text


def test_a_line_that_opens_like_markdown_stays_text() -> None:
    assert escape_markdown("# 3 cards") == r"\# 3 cards"
    assert escape_markdown("- gains 2") == r"\- gains 2"
    assert escape_markdown("12. round") == r"12\. round"
    assert escape_markdown("a_b|c") == r"a\_b\|c"


def test_an_unknown_format_is_refused() -> None:
    with pytest.raises(ValueError):
        export_document("T", FACTS, LOG, fmt="pdf")
