"""Who sits at each seat, as the record's ``players`` list holds it: ``{"name", "color", "ai"}``.

A seat the player left unnamed keeps ``"name": ""`` and is shown as "Player N" / "Computer N" in the
language on screen at that moment (the UI renders it). Saves from before that stored the default
literally, in the language of the day; ``custom_name`` recognises those exact defaults, so they too
follow the language.
"""

from __future__ import annotations

import re
from typing import Any

# The default names older versions stored: "Player N" / "Computer N" in English and Russian, N = seat + 1.
OLD_DEFAULT_NAME = re.compile(r"(?:Player|Computer|Игрок|Компьютер) (\d{1,2})")


def seat_entry(players: Any, seat: int) -> dict[str, Any]:
    """The seat's entry in a record's players list ({} when missing or malformed)."""
    if isinstance(players, list) and 0 <= seat < len(players) and isinstance(players[seat], dict):
        return players[seat]
    return {}


def is_computer(players: Any, seat: int) -> bool:
    return bool(seat_entry(players, seat).get("ai"))


def custom_name(players: Any, seat: int) -> str:
    """The name a person typed for ``seat``, or "" when the seat goes by its default name."""
    name = seat_entry(players, seat).get("name")
    if not isinstance(name, str):
        return ""
    name = name.strip()
    match = OLD_DEFAULT_NAME.fullmatch(name)
    if match is not None and int(match.group(1)) == seat + 1:
        return ""
    return name
