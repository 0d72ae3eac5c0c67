"""Texts of Age of Heroes in Russian and English: log lines, reasons, names, and the table rules.

The words are in ``texts/<lang>/catalog.ftl`` (Project Fluent; see ``civitas.engine.texts``). All wording
is the project's own.
"""

from __future__ import annotations

from civitas.engine import texts

#: Choices made where the rulebook is silent; each has a ``table_rule.<id>`` text in both languages.
TABLE_RULES: list[str] = [
    "trade_offers",
    "trade_market",
    "trade_end",
    "offer_cap",
    "build_one_at_a_time",
    "gold_order",
    "general_placement",
    "road_consent",
    "neighbours_after_elimination",
    "pairing",
    "hero_one_battle",
    "hero_cancelled",
    "defender_answer",
    "quake_target",
    "famine_luck",
    "luck_victim",
    "asked_always",
    "barbarians_basic",
    "no_target",
    "monument_more",
    "claim_either",
    "claims_several",
    "claim_at_fair",
    "elimination_after_war",
    "round_limit",
    "tie_break",
    "setup_order",
    "deck_empty",
    "no_repeats",
]


def catalog(lang: str) -> dict[str, str]:
    """The game's names, log lines, reasons and the rest, from ``texts/<lang>/catalog.ftl``."""
    return texts.catalog("heroes", lang, ("catalog",))
