"""Every player-visible message of The Ancient World by id, in Russian and English (see
``civitas.engine.log`` for the template language): the wording lives in ``catalog_ru`` and
``catalog_en``; card names (``card.<id>``) and texts (``cardtext.<id>``) come from the card data, and
``reason.choose.<frame kind>`` repeats what the pending decision asks for."""

from __future__ import annotations

import functools
from types import ModuleType

from civitas.games.ancient import catalog_en, catalog_ru
from civitas.games.ancient.cards import cards

LANGS = ("ru", "en")


def texts_module(lang: str) -> ModuleType:
    """The module holding ``lang``'s wording (English for an unknown language)."""
    return catalog_ru if lang == "ru" else catalog_en


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    """Message templates by id for ``lang`` (built once per language)."""
    module = texts_module(lang)
    code = "ru" if lang == "ru" else "en"
    out: dict[str, str] = {}
    for card in cards():
        out[f"card.{card.id}"] = card.name[code]
        out[f"cardtext.{card.id}"] = card.text[code]
    out.update(module.LABELS)
    out.update(module.LOG)
    out.update(module.REASONS)
    out.update(module.PHASES)
    for key, text in module.PHASES.items():
        kind = key.removeprefix("phase.")
        if kind not in ("turn", "over"):
            out[f"reason.choose.{kind}"] = f"{module.CHOOSE_PREFIX} {text}"
    return out
