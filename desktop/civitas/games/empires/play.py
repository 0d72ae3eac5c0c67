"""Applying a legal action: the decision on top of the stack answers it, then the automatic steps run until
the next decision (``flow.guarded``: a collapse anywhere ends the game at once, EM-E). The events carry card numbers and
words' codes; ``name_events`` (the game's log hook, called outside ``apply``) adds the catalog names of
the cards and resources they mention (``*_name`` arguments) when a step enters the log."""

from __future__ import annotations

from typing import Any

from civitas.engine import ratings
from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.games.empires import flow
from civitas.games.empires.catalog import res_word
from civitas.games.empires.core import MACHINE, Ev
from civitas.games.empires.state import EmpiresState

#: Event arguments that hold a card instance (or a list of them), a slot, or a word the catalog names.
CARD_KEYS = ("card", "in", "out", "found", "src", "host")
CARD_LIST_KEYS = ("cards", "shown", "market")
SLOT_KEYS = ("slot", "from_slot", "to_slot")
WORD_KEYS = {"res": "res", "reason": "end", "type": "turn", "side": "side", "where": "zone", "nations": "nation"}


def apply(s: EmpiresState, p: int, action: Action) -> Ev:
    was_held = ratings.changing(s)  # nothing read before or during the step is kept
    ev: Ev = []
    flow.guarded(s, ev, lambda: MACHINE.answer(s, action, ev))
    s.steps += 1
    ratings.changed(s, was_held)
    return ev


def name_events(s: EmpiresState, ev: list[Event]) -> None:
    """Add ``<key>_name`` ("@card.<design>", "@res.<resource>", ...) next to each card or word argument,
    ``<key>_no`` (from 1) next to each market slot and ``res_n_name`` (the resource's word for ``n`` of it: "1
    material"), so that the log names what the numbers mean."""
    for event in ev:
        for part in (event.args, event.secret):
            if part is not None:
                _name(s, part)


def _card(s: EmpiresState, value: object) -> str:
    return f"@card.{s.table[value]}" if type(value) is int and 0 <= value < len(s.table) else "@card.none"


def _name(s: EmpiresState, part: dict[str, Any]) -> None:
    for key in CARD_KEYS:
        if type(part.get(key)) is int:
            part[f"{key}_name"] = _card(s, part[key])
    for key in CARD_LIST_KEYS:
        if isinstance(part.get(key), list):
            part[f"{key}_name"] = [_card(s, c) for c in part[key] if type(c) is int and c >= 0]
    for key in SLOT_KEYS:
        if type(part.get(key)) is int:
            part[f"{key}_no"] = part[key] + 1
    for key, prefix in WORD_KEYS.items():
        value = part.get(key)
        if isinstance(value, str):
            part[f"{key}_name"] = f"@{prefix}.{value or 'none'}"
        elif isinstance(value, list):
            part[f"{key}_name"] = [f"@{prefix}.{v}" for v in value]
    if isinstance(part.get("res"), str) and type(part.get("n")) is int:  # "1 material", "2 materials"
        part["res_n_name"] = res_word(part["res"], part["n"])
