"""The rules window's card gallery draws Age of Heroes cards with the table's own look."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from civitas.games.heroes.cards import ITEM_BY_ID, KIND_BY_ID
from civitas.games.heroes.catalog import catalog
from civitas.games.heroes.table.look import HeroesLook
from civitas.ui.table.card_item import CardFace


def card_faces(lang: str) -> Callable[[Any, str], CardFace]:
    """A face maker for gallery entries (``games/heroes/card_gallery.CardEntry``): cards by their kind,
    supply items by theirs, with the entry's caption."""
    look = HeroesLook(catalog(lang))

    def make(entry: Any, caption: str) -> CardFace:
        kind = str(entry.kind)
        if kind in KIND_BY_ID:
            face = look.card_face(KIND_BY_ID[kind])
        else:
            face = look.item_face(ITEM_BY_ID[kind], int(entry.count))
        return replace(face, caption=caption) if caption else face

    return make
