"""Rules help for Territory («Территория»), written for this app in Russian and English.

The sections follow the order of play; their ids are the ``section`` values the engine's reasons
carry (see ``civitas.engine.rules_help``), so a "why not" link opens the section behind a refusal.
The bodies live in ``rules_help_ru.py`` and ``rules_help_en.py``; the table rules (the v1 choices this
project makes where the seed draft is silent or unclear) in ``rules_help_table_rules.py``. Every table rule is
shown, marked and numbered, both in the section it belongs to and in the Table rules section.
No Qt here.
"""

from __future__ import annotations

from civitas.engine.table_rules_help import TableRulesHelp
from civitas.games.territory import rules_help_en, rules_help_ru
from civitas.games.territory.rules_help_table_rules import RULE_SECTION, TABLE_RULES

GAME_ID = "territory"

#: The section ids in reading order.
SECTION_IDS: tuple[str, ...] = (
    "overview",
    "setup",
    "round",
    "construction",
    "territories",
    "buildings",
    "characters",
    "income",
    "profit",
    "influence",
    "unions",
    "destruction",
    "quests",
    "market",
    "end",
    "table_rules",
)
#: How the draft was completed: the design record (docs/territory-table-rules.md), not the players' help.
DESIGN_IDS: tuple[str, ...] = ("design",)
#: A choice about the cards themselves (no two-sided cards), which the players meet as the cards: the design record's.
DESIGN_RULES: tuple[str, ...] = ("TR-T46",)

HELP = TableRulesHelp.from_texts(SECTION_IDS, {"ru": rules_help_ru, "en": rules_help_en}, TABLE_RULES, RULE_SECTION,
                                 design_ids=DESIGN_IDS, design_rules=DESIGN_RULES)
SECTIONS, rule_note, rules_of_section, section_body, section_text = HELP.exports()


__all__ = [
    "GAME_ID",
    "RULE_SECTION",
    "SECTIONS",
    "SECTION_IDS",
    "TABLE_RULES",
    "rule_note",
    "rules_of_section",
    "section_body",
    "section_text",
]
