"""Every player-visible message of Empires by id, in Russian and English (see ``civitas.engine.log`` for the
template language): the wording lives in ``catalog_ru`` and ``catalog_en``; card names (``card.<id>``),
texts (``cardtext.<id>``) and nation names (``nation.<id>``) come from the card data, and
``reason.choose.<decision kind>`` repeats what the pending decision asks for."""

from __future__ import annotations

import functools
from types import ModuleType

from civitas.games.empires import catalog_en, catalog_ru
from civitas.games.empires.cards import card_set

LANGS = ("ru", "en")


def texts_module(lang: str) -> ModuleType:
    return catalog_ru if lang == "ru" else catalog_en


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    module = texts_module(lang)
    code = "ru" if lang == "ru" else "en"
    cards = card_set("data")
    out: dict[str, str] = {}
    for design in cards.designs.values():
        out[f"card.{design.id}"] = design.name[code]
        out[f"cardtext.{design.id}"] = design.text[code]
    for nation in cards.nations.values():
        out[f"nation.{nation.id}"] = nation.name[code]
        out[f"option.nation.{nation.id}"] = nation.name[code]
    out.update(module.LABELS)
    out.update(module.LOG)
    out.update(module.REASONS)
    out.update(module.PHASES)
    for key, text in module.PHASES.items():
        kind = key.removeprefix("phase.")
        if kind != "over":
            out[f"reason.choose.{kind}"] = f"{module.CHOOSE_PREFIX} {text}"
    for seat in range(1, 5):
        out[f"option.nation_{seat}"] = module.LABELS["option.nation"].format(seat=seat)
        out[f"option.side_{seat}"] = module.LABELS["option.side"].format(seat=seat)
        for value in ("A", "B"):
            out[f"option.side_{seat}.{value}"] = module.LABELS[f"option.side.{value}"]
        for nation in cards.nations.values():
            out[f"option.nation_{seat}.{nation.id}"] = nation.name[code]
    return out
