"""Names out of the hot path: ``apply`` hands back typed values only (card numbers under ``<key>_no``, the ids
of slots, payments, dice faces, piles and sources under ``<key>_id``), and :func:`name_events` (the game's log
hook, called when a step enters the log, never in a rollout) adds next to them the catalog references a log line
shows under ``<key>`` ("@card.<id>", "@slot.<id>", ...), exactly as the log read when ``apply`` named them."""

from __future__ import annotations

from typing import Any, Final

from civitas.engine.events import Event
from civitas.games.ancient.derived import ref, src

#: Keys holding a card number, or a list of them, as ``<key>_no``; named ``<key>``.
CARD_KEYS: Final = ("card", "titan", "troops", "display", "cards")
#: Keys holding a word's id, or a list of them, as ``<key>_id``; named ``<key>`` from the catalog section given.
WORD_KEYS: Final = {"slot": "slot", "paid": "pay", "faces": "face", "pile": "pile"}


def name_events(ev: list[Event]) -> None:
    """Add the log's names to every event of a step (public arguments and the owner's secret alike)."""
    for event in ev:
        _name(event.args)
        if event.secret is not None:
            _name(event.secret)


def _name(part: dict[str, Any]) -> None:
    for key in CARD_KEYS:
        value = part.get(f"{key}_no")
        if value is not None:
            part[key] = [ref(c) for c in value] if isinstance(value, list) else ref(value)
    for key, section in WORD_KEYS.items():
        value = part.get(f"{key}_id")
        if value is not None:
            part[key] = [f"@{section}.{v}" for v in value] if isinstance(value, list) else f"@{section}.{value}"
    source = part.get("source_id")
    if source is not None:
        part["source"] = src(source)  # a card's name, or the catalog's ``source.<id>``


__all__ = ["CARD_KEYS", "WORD_KEYS", "name_events"]
