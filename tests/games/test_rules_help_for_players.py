"""The rules help speaks to players: plain rule titles and rule text, in both languages, in every game. No
table rule id ("Table rule TR-T42"), no reading id, no word of the source the rules were made from (a seed, a
rulebook, its lost symbols), no reason why the designers chose a rule. Those are the design record's:
docs/<game>-table-rules.md keeps every table rule by id with its reason, and must stay current."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

import pytest

from civitas.engine import lookup
from civitas.engine.registry import register

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import table_rules_docs  # noqa: E402 - the tool that writes the design record

GAMES = ["heroes", "ancient", "territory", "empires"]
DESIGNER_WORDS = re.compile(
    r"\bTR-[A-Z]?\d|\bRD-\d|\bseeds?\b|\bсид\w*|затравк\w*|rulebook|книг\w* правил|printed rules?|печатн\w* правил|"
    r"lost symbols?|утраченн\w* символ|потерянн\w* (?:знак|символ)|\bspec\b|this project|этим проектом|"
    r"этот проект|our own design|наш\w* разработк|designed by|\*Why:\*|\*Почему:\*|haggle",
    re.IGNORECASE,
)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_rules_help_page_speaks_to_designers(game_id: str, lang: str) -> None:
    register(game_id, f"civitas.games.{game_id}.package")
    found = []
    for section in lookup.sections(game_id):
        text = section.title_in(lang) + "\n" + lookup.section_markup(game_id, section.id, lang)
        found += [(section.id, m.group(0)) for m in DESIGNER_WORDS.finditer(text)]
    assert found == []


def test_the_scan_finds_designer_wording() -> None:
    for text in ("Table rule TR-T42.", "the seed lets players haggle", "Readings of lost symbols",
                 "*Why:* the rulebook is silent", "Печатные правила", "*Почему:* так в книге правил"):
        assert DESIGNER_WORDS.search(text), text


@pytest.mark.parametrize("game_id", sorted(table_rules_docs.GAMES))
def test_the_design_record_keeps_every_table_rule_with_its_reason_and_is_current(game_id: str) -> None:
    help_module = importlib.import_module(f"civitas.games.{game_id}.rules_help")
    path = table_rules_docs.path_of(game_id)
    text = path.read_text(encoding="utf-8")
    assert text == table_rules_docs.record_of(game_id), f"run: .venv/bin/python tools/table_rules_docs.py ({path})"
    for rid, texts in help_module.TABLE_RULES.items():
        assert f"## {rid} (" in text, rid
        assert texts["en"].split("*Why:*")[1].strip() in text  # the reason is kept
