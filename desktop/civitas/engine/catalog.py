"""A game's message catalog, built one way for every game that keeps its wording in a Russian and an
English texts module (``catalog_ru``/``catalog_en``; see ``civitas.engine.log`` for the template language).

The texts module gives ``LABELS``, ``LOG``, ``REASONS`` and ``PHASES`` (``phase.<kind>``: what a decision
asks for) and ``CHOOSE_PREFIX``; the game gives its cards, whose names (``card.<id>``) and texts
(``cardtext.<id>``) come from the card data. ``reason.choose.<kind>`` repeats what a pending decision asks
for, after ``CHOOSE_PREFIX``. No Qt here.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from types import ModuleType
from typing import Protocol

LANGS = ("ru", "en")

#: The labels of a "first player" option (a random seat, or player 1…4), for a game that has one.
FIRST_PLAYER_LABELS: dict[str, dict[str, str]] = {
    "ru": {
        "option.first_player": "Первый игрок",
        "option.first_player.random": "Случайно",
        **{f"option.first_player.{n}": f"Игрок {n}" for n in range(1, 5)},
    },
    "en": {
        "option.first_player": "First player",
        "option.first_player.random": "Random",
        **{f"option.first_player.{n}": f"Player {n}" for n in range(1, 5)},
    },
}


class NamedCard(Protocol):
    """A card design with a name and a text in every language."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> Mapping[str, str]: ...

    @property
    def text(self) -> Mapping[str, str]: ...


def lang_code(lang: str) -> str:
    """The language the card data is read in: Russian, or English for any other language."""
    return "ru" if lang == "ru" else "en"


def pick_texts(lang: str, ru: ModuleType, en: ModuleType) -> ModuleType:
    """The texts module for ``lang`` (English for an unknown language)."""
    return ru if lang == "ru" else en


def build_catalog(
    texts: ModuleType,
    lang: str,
    cards: Iterable[NamedCard],
    names: Mapping[str, str] | None = None,
    no_choose: Collection[str] = ("over",),
) -> dict[str, str]:
    """Message templates by id for ``lang``: the cards' names and texts, then ``names`` (more data-made
    entries), then the texts module's wording; ``reason.choose.<kind>`` for every phase but ``no_choose``."""
    code = lang_code(lang)
    out: dict[str, str] = {}
    for card in cards:
        out[f"card.{card.id}"] = card.name[code]
        out[f"cardtext.{card.id}"] = card.text[code]
    out.update(names or {})
    out.update(texts.LABELS)
    out.update(texts.LOG)
    out.update(texts.REASONS)
    out.update(texts.PHASES)
    for key, text in texts.PHASES.items():
        kind = key.removeprefix("phase.")
        if kind not in no_choose:
            out[f"reason.choose.{kind}"] = f"{texts.CHOOSE_PREFIX} {text}"
    return out
