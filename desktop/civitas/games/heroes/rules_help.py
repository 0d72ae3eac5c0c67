"""Rules help for Age of Heroes («Эпоха героев»), written for this app in Russian and English: the words
are in ``texts/<lang>/rules.ftl`` (Project Fluent, see ``civitas.engine.texts``).

The sections follow the order of play and their ids are the ``section`` values of the engine's
reasons (see ``civitas.engine.rules_help``). The list of table rules (the choices this app made
where the printed rules are silent) is read at run time from ``games/heroes/catalog.py`` when it is
there, so it never drifts from what the engine does. Card names and texts for the gallery also come
from the game's own data (``card_gallery.py``). No Qt here.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from civitas.engine.rules_help import RulesSection, markup_to_html
from civitas.engine.texts import Localized

GAME_ID = "heroes"


#: The sections in reading order; each one's title and body are ``rules-<id>-title`` and ``rules-<id>-body``
#: of ``texts/<lang>/rules.ftl``.
SECTION_ORDER: tuple[str, ...] = (
    "setup",
    "fair",
    "trade",
    "turn",
    "tax",
    "build",
    "roads",
    "war",
    "combat",
    "events",
    "monument",
    "discard",
    "victory",
    "elimination",
    "table_rules",
)


def _section(sid: str) -> RulesSection:
    return RulesSection(sid, Localized(GAME_ID, f"rules.{sid}.title"), Localized(GAME_ID, f"rules.{sid}.body"))


SECTIONS: list[RulesSection] = [_section(sid) for sid in SECTION_ORDER]

SECTION_IDS: tuple[str, ...] = tuple(s.id for s in SECTIONS)
_BY_ID: dict[str, RulesSection] = {s.id: s for s in SECTIONS}


# --- table rules from the game's catalog -------------------------------------------------------------
#: The section each known table rule belongs to. A rule the catalog adds later and this map does
#: not know still appears in the Table rules section, under "Other".
RULE_SECTION: dict[str, str] = {
    "setup_order": "setup",
    "trade_offers": "trade",
    "trade_market": "trade",
    "trade_end": "trade",
    "offer_cap": "trade",
    "deck_empty": "turn",
    "build_one_at_a_time": "build",
    "gold_order": "build",
    "general_placement": "build",
    "road_consent": "roads",
    "hero_cancelled": "war",
    "defender_answer": "war",
    "pairing": "combat",
    "hero_one_battle": "combat",
    "quake_target": "events",
    "famine_luck": "events",
    "luck_victim": "events",
    "asked_always": "events",
    "barbarians_basic": "events",
    "no_target": "events",
    "monument_more": "monument",
    "claim_either": "victory",
    "claims_several": "victory",
    "claim_at_fair": "victory",
    "round_limit": "victory",
    "tie_break": "victory",
    "elimination_after_war": "elimination",
    "neighbours_after_elimination": "elimination",
    "no_repeats": "turn",
}


@dataclass(frozen=True, slots=True)
class TableRule:
    """One choice of this app where the printed rules are silent."""

    id: str
    text: Mapping[str, str]
    section: str  # the rules section it belongs to, or "" if unknown


def _catalog_module() -> Any:
    try:
        return importlib.import_module("civitas.games.heroes.catalog")
    except ImportError:
        return None


def catalog_table(lang: str) -> dict[str, str]:
    """The game's message table for ``lang`` (empty if the catalog is missing or broken)."""
    catalog = _catalog_module()
    fn = getattr(catalog, "catalog", None)
    if not callable(fn):
        return {}
    try:
        table = fn(lang)
    except Exception:  # noqa: BLE001 - a catalog being edited must not take the help down with it
        return {}
    return {str(k): str(v) for k, v in table.items()} if isinstance(table, Mapping) else {}


def table_rules() -> list[TableRule]:
    """The table rules in the order of ``catalog.TABLE_RULES``, texts from ``table_rule.<id>``."""
    catalog = _catalog_module()
    ids = getattr(catalog, "TABLE_RULES", None) or getattr(catalog, "table_rules", None)
    if not isinstance(ids, Sequence) or isinstance(ids, str):
        return []
    tables = {lang: catalog_table(lang) for lang in ("ru", "en")}
    declared = getattr(_catalog_module(), "TABLE_RULE_SECTIONS", None)  # the catalog may say it itself
    where = {**RULE_SECTION, **(declared if isinstance(declared, Mapping) else {})}
    out: list[TableRule] = []
    for rid in ids:
        key = f"table_rule.{rid}"
        text = {lang: table[key] for lang, table in tables.items() if table.get(key)}
        if text:
            out.append(TableRule(str(rid), text, str(where.get(str(rid), ""))))
    return out


_LABEL = Localized(GAME_ID, "rules.table_rule")
_HERE = Localized(GAME_ID, "rules.table_rules_here")
_OTHER = Localized(GAME_ID, "rules.other")
_MISSING = Localized(GAME_ID, "rules.missing")


def pick_text(texts: Mapping[str, str], lang: str) -> str:
    return texts.get(lang) or texts.get("en") or ""


def _note(rule: TableRule, lang: str) -> str:
    lines = f"**{pick_text(_LABEL, lang)}.** {pick_text(rule.text, lang)}".splitlines()
    return "\n".join("> " + line for line in lines)


def section_body(section_id: str, lang: str) -> str:
    """The markup of one section in ``lang``, with the table rules read from the catalog.

    Every section ends with the table rules that belong to it; the table rules section lists
    all of them, grouped by the section they belong to.
    """
    body = _BY_ID[section_id].body_in(lang)
    rules = table_rules()
    if section_id != "table_rules":
        own = [r for r in rules if r.section == section_id]
        if not own:
            return body
        return "\n\n".join([body, "## " + pick_text(_HERE, lang), *(_note(r, lang) for r in own)])
    if not rules:
        return body + "\n\n" + pick_text(_MISSING, lang)
    parts = [body]
    known = [s.id for s in SECTIONS]
    for sid in [*known, ""]:
        group = [r for r in rules if (r.section if r.section in known else "") == sid]
        if not group:
            continue
        heading = f"[{_BY_ID[sid].title_in(lang)} →]({sid})" if sid else pick_text(_OTHER, lang)
        parts.append("## " + heading)
        parts.extend(_note(r, lang) for r in group)
    return "\n\n".join(parts)


def section_text(section_id: str, lang: str) -> tuple[str, str]:
    """``(title, html)`` of one section in ``lang`` ("ru" or "en")."""
    section = _BY_ID[section_id]
    return section.title_in(lang), markup_to_html(section_body(section_id, lang))
