"""Every player-visible message of The Ancient World by id, in Russian and English (see
``civitas.engine.log`` for the template language): the wording lives in ``catalog_ru`` and
``catalog_en``; card names (``card.<id>``) and texts (``cardtext.<id>``) come from the card data, and
``reason.choose.<frame kind>`` repeats what the pending decision asks for."""

from __future__ import annotations

import functools
from types import ModuleType

from civitas.engine.catalog import build_catalog, pick_texts
from civitas.games.ancient import catalog_en, catalog_ru
from civitas.games.ancient.cards import cards


def texts_module(lang: str) -> ModuleType:
    """The module holding ``lang``'s wording (English for an unknown language)."""
    return pick_texts(lang, catalog_ru, catalog_en)


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    """Message templates by id for ``lang`` (built once per language); a turn asks for no choice."""
    return build_catalog(texts_module(lang), lang, cards(), no_choose=("turn", "over"))
