"""The rules window's card gallery draws Ancient World cards with the table's own look (look.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from civitas.games.ancient.cards import cards
from civitas.games.ancient.catalog import catalog
from civitas.games.ancient.table import look
from civitas.ui.table.card_item import CardFace


def card_faces(lang: str) -> Callable[[Any, str], CardFace]:
    """A face maker for gallery entries (``games/ancient/card_gallery.CardEntry``, whose ``kind`` is the
    card's id): the card's first copy drawn as on the table, with the entry's caption."""
    names = catalog(lang)
    first: dict[str, int] = {}
    for i, card in enumerate(cards()):
        first.setdefault(card.id, i)

    def make(entry: Any, caption: str) -> CardFace:
        face = look.face(first[str(entry.kind)], names)
        return replace(face, caption=caption) if caption else face

    return make
