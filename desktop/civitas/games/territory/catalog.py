"""Every player-visible message of Territory by id, in Russian and English (see ``civitas.engine.log`` for
the template language): the wording lives in ``catalog_ru`` and ``catalog_en``; card names
(``card.<id>``) and texts (``cardtext.<id>``) come from the card data, and ``reason.choose.<phase>``
repeats what the phase asks for."""

from __future__ import annotations

import functools
from types import ModuleType

from civitas.engine.catalog import build_catalog, pick_texts
from civitas.games.territory import catalog_en, catalog_ru
from civitas.games.territory.cards import kinds


def texts_module(lang: str) -> ModuleType:
    """The module holding ``lang``'s wording (English for an unknown language)."""
    return pick_texts(lang, catalog_ru, catalog_en)


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    """Message templates by id for ``lang`` (built once per language)."""
    return build_catalog(texts_module(lang), lang, kinds().values())
