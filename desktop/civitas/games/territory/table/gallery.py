"""The rules window's card gallery draws Territory cards with the table's own look (look.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.games.territory.catalog import catalog
from civitas.games.territory.table import look
from civitas.ui.table.card_item import CardFace


def card_faces(lang: str) -> Callable[[Any, str], CardFace]:
    """A face maker for gallery entries (``games/territory/card_gallery.CardEntry``, whose ``kind`` is the
    card kind's id): the card drawn exactly as on the table, its type on the caption line. The gallery's
    caption (the copies) is not drawn: the tile beside the picture already says it."""
    names = catalog(lang)

    def make(entry: Any, caption: str) -> CardFace:
        return look.kind_face(str(entry.kind), names, corner=False)  # no tokens lie on it there

    return make
