"""The cards of Age of Heroes as the rules window's gallery shows them: every kind with its name, text,
count, icon, price and a fuller explanation, in Russian and English, from the game's own data and
``texts/<lang>/gallery.ftl``. No Qt."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from civitas.engine.texts import say
from civitas.games.heroes.rules_help import GAME_ID, catalog_table


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One kind of card as the gallery shows it."""

    kind: str  # the card's id: "iron", "hero", "army", ...
    group: str  # "resource", "special", "event" (kept in hand), "immediate" or "supply"
    name: str
    text: str
    count: int  # copies in the resource deck, or pieces in the main supply
    icon: str  # an icon name of the table's icon set (an unknown name is drawn as a plain disc)
    cost: tuple[str, ...] = ()  # for the main supply: the card ids of the price
    details: str = ""  # a fuller explanation from the rules help (markup)
    section: str = ""  # the rules section that explains this card


#: The tribe that collects each special resource (its details are ``gallery-details-special``).
_TRIBE_OF: dict[str, str] = {
    "limestone": "egyptians",
    "concrete": "romans",
    "marble": "greeks",
    "bricks": "babylonians",
    "sandstone": "celts",
    "granite": "chinese",
}
CARD_SECTION: dict[str, str] = {
    "iron": "build",
    "wood": "build",
    "grain": "build",
    "stone": "build",
    "gold": "build",
    "growth": "events",
    "earthquake": "events",
    "eruption": "events",
    "famine": "events",
    "barbarians": "events",
    "olympics": "events",
    "hero": "events",
    "luck": "events",
    "army": "combat",
    "city": "build",
    "fortress": "combat",
    "general": "combat",
    "road": "roads",
}


def card_details(kind: str, lang: str) -> str:
    """A fuller explanation of one card kind, in the words of this rules help."""
    if kind in _TRIBE_OF:
        return say(GAME_ID, lang, "gallery.details.special", {"tribe": _TRIBE_OF[kind]})
    if kind not in _DETAILED:
        return ""
    return say(GAME_ID, lang, f"gallery.details.{kind}")


GROUPS: tuple[str, ...] = ("resource", "special", "event", "immediate", "supply")
#: The kinds with a ``gallery-details-<kind>`` message.
_DETAILED = frozenset(
    "iron wood grain stone gold growth earthquake eruption famine barbarians olympics hero luck "
    "army city fortress general road".split()
)


#: Icons of the table's icon set for kinds whose icon is not named like the kind itself.
CARD_ICONS: dict[str, str] = {
    "limestone": "column",
    "concrete": "column",
    "marble": "column",
    "bricks": "column",
    "sandstone": "column",
    "granite": "column",
    "earthquake": "quake",
    "eruption": "volcano",
    "olympics": "torch",
    "luck": "clover",
}


def group_title(group: str, lang: str) -> str:
    return say(GAME_ID, lang, f"gallery.group.{group}") if group in GROUPS else group


def count_text(entry: CardEntry, lang: str) -> str:
    where = "supply" if entry.group == "supply" else "deck"
    return say(GAME_ID, lang, f"gallery.count.{where}", {"n": entry.count})


def card_entries(lang: str) -> list[CardEntry]:
    """Every kind of card in the game with its name and text in ``lang``, from the game's data.

    Names and texts come from the game's catalog (``card.<id>`` and ``cardtext.<id>``; ``item.<id>``
    and ``itemtext.<id>`` for the main supply); an id the catalog lacks is shown as the id itself.
    Immediate events (population growth and the disasters) are grouped as "immediate".
    """
    try:
        cards = importlib.import_module("civitas.games.heroes.cards")
    except ImportError:
        return []
    table = catalog_table(lang)
    out: list[CardEntry] = []
    immediate: frozenset[int] = getattr(cards, "IMMEDIATE", frozenset())
    for k, kid in enumerate(cards.KIND_IDS):
        if k in cards.ORDINARY:
            group = "resource"
        elif cards.is_special(k):
            group = "special"
        else:
            group = "immediate" if k in immediate else "event"
        name = table.get(f"card.{kid}") or kid
        text = table.get(f"cardtext.{kid}", "")
        section = CARD_SECTION.get(kid, "monument" if group == "special" else "")
        out.append(
            CardEntry(
                kid,
                group,
                name,
                text,
                cards.KIND_COUNTS[k],
                CARD_ICONS.get(kid, kid),
                details=card_details(kid, lang),
                section=section,
            )
        )
    for i, iid in enumerate(cards.ITEM_IDS):
        cost = tuple(cards.KIND_IDS[c] for c in cards.COST[i]) + ("gold",) * cards.GOLD_PART[i]
        name = table.get(f"item.{iid}") or iid
        text = table.get(f"itemtext.{iid}", "")
        out.append(
            CardEntry(
                iid,
                "supply",
                name,
                text,
                cards.SUPPLY_TOTAL[i],
                iid,
                cost,
                details=card_details(iid, lang),
                section=CARD_SECTION.get(iid, ""),
            )
        )
    order = {g: i for i, g in enumerate(GROUPS)}
    return sorted(out, key=lambda e: order[e.group])
