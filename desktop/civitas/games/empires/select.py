"""Selectors and counting (spec c1 "Conditions/selectors"): which of a seat's cards match a selector, with
``counts_as`` passives making a card count twice for a type (EM-K-types)."""

from __future__ import annotations

from typing import Any

from civitas.games.empires.core import D, passives
from civitas.games.empires.state import EmpiresState


def zone_cards(s: EmpiresState, p: int, zone: str) -> list[int]:
    if zone == "play":
        return list(s.play[p])
    if zone == "hand":
        return list(s.hand[p])
    if zone == "history":
        return list(s.history[p])
    if zone == "discard":
        return list(s.discard[p])
    if zone == "garrison":
        return [c for cards in s.garrison[p].values() for c in cards]
    if zone == "market":
        return [c for c in s.market if c >= 0]
    raise ValueError(f"unknown zone {zone!r}")


def matches(s: EmpiresState, card: int, sel: dict[str, Any]) -> bool:
    d = D(s, card)
    if "categories" in sel and not any(c in d.categories for c in sel["categories"]):
        return False
    if "types" in sel and not any(t in d.types for t in sel["types"]):
        return False
    if "regions" in sel and not any(r in d.regions for r in sel["regions"]):
        return False
    return "pinned" not in sel or d.pinned == sel["pinned"]


def selected(s: EmpiresState, p: int, sel: dict[str, Any]) -> list[int]:
    return [c for c in zone_cards(s, p, sel.get("zone", "play")) if matches(s, c, sel)]


def count(s: EmpiresState, p: int, sel: dict[str, Any]) -> int:
    """How many cards match; a card with a ``counts_as`` [type, k] passive in play counts k times when the
    selector asks for that type."""
    cards = selected(s, p, sel)
    total = len(cards)
    if "types" in sel:
        for card, (kind, k) in passives(s, p, "counts_as"):
            if card in cards and kind in sel["types"]:
                total += k - 1
    return total
