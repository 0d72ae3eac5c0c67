"""Every player-visible message of Territory by id, in Russian and English (see ``civitas.engine.log`` for
the template language): the wording lives in ``catalog_ru`` and ``catalog_en``; card names
(``card.<id>``) and texts (``cardtext.<id>``) come from the card data, and ``reason.choose.<phase>``
repeats what the phase asks for."""

from __future__ import annotations

import functools
from types import ModuleType

from civitas.games.territory import catalog_en, catalog_ru
from civitas.games.territory.cards import kinds

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
    for card in kinds().values():
        out[f"card.{card.id}"] = card.name[code]
        out[f"cardtext.{card.id}"] = card.text[code]
    out.update(module.LABELS)
    out.update(module.LOG)
    out.update(module.REASONS)
    out.update(module.PHASES)
    for key, text in module.PHASES.items():
        phase = key.removeprefix("phase.")
        if phase != "over":
            out[f"reason.choose.{phase}"] = f"{module.CHOOSE_PREFIX} {text}"
    return out
