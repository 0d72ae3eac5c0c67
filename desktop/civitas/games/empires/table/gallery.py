"""The rules window's card gallery draws Empires cards with the table's own look (look.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from civitas.games.empires.cards import card_set
from civitas.games.empires.catalog import catalog
from civitas.games.empires.table import look
from civitas.ui.table.card_item import CardFace

CARDS_KEY = "data"


def card_faces(lang: str) -> Callable[[Any, str], CardFace]:
    """A face maker for gallery entries (``games/empires/card_gallery``, whose ``kind`` is the card's design
    id): the design drawn as on the table, with the entry's caption."""
    names = catalog(lang)
    designs = card_set(CARDS_KEY).designs

    def make(entry: Any, caption: str) -> CardFace:
        face = look.design_face(CARDS_KEY, designs[str(entry.kind)], names)
        return replace(face, caption=caption) if caption else face

    return make
