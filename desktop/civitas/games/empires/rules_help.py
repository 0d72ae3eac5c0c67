"""Rules help for Empires («Империи»), written for this app in Russian and English.

The sections follow the reading order of the rules; the ids ``turn``, ``activate``, ``effects``, ``market``,
``cleanup`` and ``reshuffle`` are the ``section`` values the engine's reasons carry (``legal.py``), so a
"why not" link opens the section behind a refusal. The bodies live in ``rules_help_ru.py`` and
``rules_help_en.py``, the market's and the nations' in ``rules_help_market.py`` and
``rules_help_nations.py`` (both languages); the keyword glossary (one sub-heading, so one anchor, per
keyword) in ``rules_help_glossary.py``; the readings of the rulebook's lost symbols RD-1…RD-9 in
``rules_help_readings.py``; the table rules TR-E1… in ``rules_help_table_rules.py``. Every table rule is
shown, marked and numbered, both in the section it belongs to and in the Table rules section
(``civitas.engine.table_rules_help``). No Qt here.
"""

from __future__ import annotations

from civitas.engine.table_rules_help import TableRulesHelp
from civitas.games.empires import rules_help_en, rules_help_market, rules_help_nations, rules_help_ru
from civitas.games.empires.rules_help_glossary import GLOSSARY, glossary_anchor, glossary_body
from civitas.games.empires.rules_help_readings import READINGS, readings_body
from civitas.games.empires.rules_help_table_rules import RULE_SECTION, TABLE_RULES

GAME_ID = "empires"

#: The section ids in reading order.
SECTION_IDS: tuple[str, ...] = (
    "overview",
    "components",
    "setup",
    "turn",
    "activate",
    "effects",
    "innovate",
    "revolt",
    "cleanup",
    "reshuffle",
    "market",
    "keywords",
    "solstice",
    "fame",
    "end",
    "scoring",
    "nations",
    "table_rules",
)
#: How this ruleset was made and how the source's lost symbols are read: the design record
#: (docs/empires-table-rules.md), not the players' help.
DESIGN_IDS: tuple[str, ...] = ("readings", "design")
#: The table rule that adopts the readings: a rule of the design record, which the players meet as the rules.
DESIGN_RULES: tuple[str, ...] = ("TR-E1",)
#: The section whose sub-headings are the glossary, one per keyword.
KEYWORDS_SECTION = "keywords"
#: The section that lists the readings RD-1…RD-9, one sub-heading each.
READINGS_SECTION = "readings"


def _bodies(module_bodies: dict[str, str], lang: str) -> dict[str, str]:
    bodies = dict(module_bodies)
    bodies["market"] = rules_help_market.BODY[lang]
    bodies["nations"] = rules_help_nations.BODY[lang]
    bodies[KEYWORDS_SECTION] = glossary_body(module_bodies[KEYWORDS_SECTION], lang)
    bodies[READINGS_SECTION] = readings_body(module_bodies[READINGS_SECTION], lang)
    return bodies


HELP = TableRulesHelp.from_texts(
    SECTION_IDS, {"ru": rules_help_ru, "en": rules_help_en}, TABLE_RULES, RULE_SECTION, _bodies, DESIGN_IDS,
    DESIGN_RULES,
)
SECTIONS, rule_note, rules_of_section, section_body, section_text = HELP.exports()


__all__ = [
    "GAME_ID",
    "GLOSSARY",
    "KEYWORDS_SECTION",
    "READINGS",
    "READINGS_SECTION",
    "RULE_SECTION",
    "SECTIONS",
    "SECTION_IDS",
    "TABLE_RULES",
    "glossary_anchor",
    "rule_note",
    "rules_of_section",
    "section_body",
    "section_text",
]
