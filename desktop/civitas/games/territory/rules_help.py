"""Rules help for Territory («Территория»), written for this app in Russian and English.

The sections follow the order of play; their ids are the ``section`` values the engine's reasons
carry (see ``civitas.engine.rules_help``), so a "why not" link opens the section behind a refusal.
The bodies live in ``rules_help_ru.py`` and ``rules_help_en.py``; the table rules (the v1 choices this
project makes where the seed draft is silent or unclear) in ``rules_help_table_rules.py``. Every table rule is
shown, marked and numbered, both in the section it belongs to and in the Table rules section.
No Qt here.
"""

from __future__ import annotations

from collections.abc import Mapping

from civitas.engine.rules_help import RulesSection, markup_to_html
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
    "design",
)

_TITLES: dict[str, Mapping[str, str]] = {"ru": rules_help_ru.TITLES, "en": rules_help_en.TITLES}
_BODIES: dict[str, Mapping[str, str]] = {"ru": rules_help_ru.BODIES, "en": rules_help_en.BODIES}
_LABEL = {"ru": "Правило стола", "en": "Table rule"}
_SEE = {"ru": "Раздел", "en": "Section"}
_HERE = {"ru": "Правила стола этого раздела", "en": "Table rules of this section"}


def rule_note(rule_id: str, lang: str) -> str:
    """One table rule as a highlighted note: ``> **Table rule TR-T5.** choice *Why:* reason``."""
    return f"> **{_LABEL[lang]} {rule_id}.** {TABLE_RULES[rule_id][lang]}"


def rules_of_section(section_id: str) -> list[str]:
    """The ids of the table rules that belong to ``section_id``, in their numeric order."""
    return [rid for rid in TABLE_RULES if RULE_SECTION[rid] == section_id]


def _table_rules_body(lang: str) -> str:
    """The Table rules section: the intro, then every rule in the order of its number, each with a link
    to the section it belongs to."""
    parts = [_BODIES[lang]["table_rules"].strip()]
    for rid in TABLE_RULES:
        sid = RULE_SECTION[rid]
        parts.append(f"{rule_note(rid, lang)} [{_SEE[lang]}: {_TITLES[lang][sid]}]({sid})")
    return "\n\n".join(parts)


def _body(section_id: str, lang: str) -> str:
    if section_id == "table_rules":
        return _table_rules_body(lang)
    body = _BODIES[lang][section_id].strip()
    own = rules_of_section(section_id)
    if not own:
        return body
    return "\n\n".join([body, "## " + _HERE[lang], *(rule_note(rid, lang) for rid in own)])


def _section(section_id: str) -> RulesSection:
    return RulesSection(
        section_id,
        {lang: _TITLES[lang][section_id] for lang in ("ru", "en")},
        {lang: _body(section_id, lang) for lang in ("ru", "en")},
    )


SECTIONS: list[RulesSection] = [_section(sid) for sid in SECTION_IDS]
_BY_ID: dict[str, RulesSection] = {s.id: s for s in SECTIONS}


def section_body(section_id: str, lang: str) -> str:
    """The markup of one section in ``lang`` ("ru" or "en"), table rules included."""
    return _BY_ID[section_id].body_in(lang)


def section_text(section_id: str, lang: str) -> tuple[str, str]:
    """``(title, html)`` of one section in ``lang``."""
    section = _BY_ID[section_id]
    return section.title_in(lang), markup_to_html(section_body(section_id, lang))


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
