"""How Age of Heroes looks on the table: card faces, building tiles, names, in the current language.

Names and card texts come from the game's catalog (``card.<kind>``, ``cardtext.<kind>``,
``item.<item>``, ``tribe.<tribe>``); the few words the table adds go through ``tr()``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from civitas.games.heroes.cards import (
    COST,
    DISASTERS,
    GOLD_PART,
    GROWTH,
    HIDDEN,
    ITEM_IDS,
    KIND_IDS,
    SPECIAL0,
    TRIBE_IDS,
    is_special,
)
from civitas.games.heroes.table import icons as _icons  # noqa: F401 - registers the icons the faces name
from civitas.ui.table.card_item import CardFace

# kind -> (band colour, icon, icon colour)
_STYLE: dict[str, tuple[str, str, str]] = {
    "iron": ("#4f6272", "iron", "#7f93a6"),
    "wood": ("#7a4a22", "wood", "#a86b35"),
    "grain": ("#b88a12", "grain", "#d9a826"),
    "stone": ("#6e6e66", "stone", "#9a9a90"),
    "gold": ("#b8860b", "gold", "#e5b422"),
    "growth": ("#1e7d46", "growth", "#2e9c5a"),
    "earthquake": ("#8e2a1f", "quake", "#a5673f"),
    "eruption": ("#8e2a1f", "volcano", "#e0531f"),
    "famine": ("#8e2a1f", "famine", "#a07040"),
    "barbarians": ("#8e2a1f", "barbarians", "#7b6a58"),
    "olympics": ("#1d5d8c", "torch", "#e07b1f"),
    "hero": ("#1d5d8c", "hero", "#b8402e"),
    "luck": ("#1d5d8c", "clover", "#2e9c5a"),
}
# The stone colour of each tribe's special resource (limestone, concrete, marble, bricks,
# sandstone, granite).
_SPECIAL_COLOURS: tuple[str, ...] = ("#d8c8a0", "#a8a8a0", "#e8e4dc", "#b5542f", "#d9a066", "#8a7f80")
_ITEM_ICON = {"army": "army", "city": "city", "fortress": "fortress", "general": "general", "road": "road"}
BACK_COLOUR = "#2d4f7c"


class HeroesLook(QObject):
    """Builds faces from the catalog; ``tr`` strings live here for the Linguist scan."""

    def __init__(self, catalog: dict[str, str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog

    def name(self, key: str) -> str:
        return self.catalog.get(key, key.split(".")[-1])

    def card_name(self, kind: int) -> str:
        return self.name("card." + KIND_IDS[kind]) if kind >= 0 else self.name("card.hidden")

    def item_name(self, item: int) -> str:
        return self.name("item." + ITEM_IDS[item])

    def tribe_name(self, tribe: int) -> str:
        return self.name("tribe." + TRIBE_IDS[tribe])

    def card_face(self, kind: int) -> CardFace:
        if kind == HIDDEN or kind < 0:
            return CardFace("back", self.name("card.hidden"), band=BACK_COLOUR, back=True)
        kid = KIND_IDS[kind]
        text = self.catalog.get("cardtext." + kid, "")
        if is_special(kind):
            tribe = kind - SPECIAL0
            return CardFace(
                kid,
                self.card_name(kind),
                band="#5b3a78",
                icon="column",
                icon_colour=_SPECIAL_COLOURS[tribe],
                caption=self.tribe_name(tribe),
                text=text,
            )
        band, icon, icon_colour = _STYLE[kid]
        if kind in DISASTERS:
            caption = self.tr("Disaster")
        elif kind == GROWTH:
            caption = self.tr("Event")
        elif kid in ("olympics", "hero", "luck"):
            caption = self.tr("Keep in hand")
        else:
            caption = self.tr("Resource")
        return CardFace(
            kid, self.card_name(kind), band=band, icon=icon, icon_colour=icon_colour, caption=caption, text=text
        )

    def item_face(self, item: int, left: int) -> CardFace:
        iid = ITEM_IDS[item]
        cost = tuple(KIND_IDS[k] for k in COST[item]) + ("gold",) * GOLD_PART[item]
        caption = self.tr("%n left", "", left)
        return CardFace(
            "item." + iid,
            self.item_name(item),
            band="#3d5a40",
            icon=_ITEM_ICON[iid],
            icon_colour="#6f8f5f",
            cost=cost,
            caption=caption,
            text=self.catalog.get("itemtext." + iid, ""),
        )

    def special_colour(self, tribe: int) -> str:
        return _SPECIAL_COLOURS[tribe]
