"""Seat names on screen: the name a person typed, else "Player N" / "Computer N" in the language
installed now (so a language switch renames default seats everywhere; see civitas.engine.seats)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from civitas.engine.seats import custom_name, is_computer


def default_name(seat: int, computer: bool) -> str:
    if computer:
        return QCoreApplication.translate("SeatRow", "Computer {n}").format(n=seat + 1)
    return QCoreApplication.translate("SeatRow", "Player {n}").format(n=seat + 1)


def seat_name(players: Any, seat: int) -> str:
    return custom_name(players, seat) or default_name(seat, is_computer(players, seat))


def seat_names(players: Any, count: int) -> list[str]:
    return [seat_name(players, seat) for seat in range(count)]
