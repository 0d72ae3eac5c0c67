"""Every player-visible message of Empires by id, in Russian and English (see ``civitas.engine.log`` for the
template language): the wording lives in ``catalog_ru`` and ``catalog_en``; card names (``card.<id>``),
texts (``cardtext.<id>``) and nation names (``nation.<id>``) come from the card data, and
``reason.choose.<decision kind>`` repeats what the pending decision asks for."""

from __future__ import annotations

import functools
from types import ModuleType

from civitas.engine.catalog import build_catalog, lang_code, pick_texts
from civitas.games.empires import catalog_en, catalog_ru
from civitas.games.empires.cards import card_set


def res_word(res: str, n: int) -> str:
    """The catalog reference of ``res``'s word for ``n`` of it ("@res.one.materials": "1 material")."""
    return f"@res.{'one.' if n == 1 else ''}{res}"


def texts_module(lang: str) -> ModuleType:
    """The module holding ``lang``'s wording (English for an unknown language)."""
    return pick_texts(lang, catalog_ru, catalog_en)


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    """Message templates by id for ``lang`` (built once per language), with the nations' names and the
    seats' nation and side options."""
    module = texts_module(lang)
    code = lang_code(lang)
    cards = card_set("data")
    names: dict[str, str] = {}
    for nation in cards.nations.values():
        names[f"nation.{nation.id}"] = nation.name[code]
        names[f"option.nation.{nation.id}"] = nation.name[code]
    out = build_catalog(module, lang, cards.designs.values(), names)
    for seat in range(1, 5):
        out[f"option.nation_{seat}"] = module.LABELS["option.nation"].format(seat=seat)
        out[f"option.side_{seat}"] = module.LABELS["option.side"].format(seat=seat)
        for value in ("A", "B"):
            out[f"option.side_{seat}.{value}"] = module.LABELS[f"option.side.{value}"]
        for nation in cards.nations.values():
            out[f"option.nation_{seat}.{nation.id}"] = nation.name[code]
    return out
