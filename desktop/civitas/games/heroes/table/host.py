"""What a tribe's area (seat.py) needs from the Age of Heroes table beyond what every table gives
(ui/table/host.py): a protocol, so that it does not import the table module (which imports it)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QSizeF

from civitas.games.heroes.table.actions import HeroesActions
from civitas.games.heroes.table.look import HeroesLook
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.host import TableHost as BaseHost


class TableHost(BaseHost, Protocol):
    look: HeroesLook
    acts: HeroesActions | None

    def card(self, kind: int, key: str, payload: object = None, draggable: bool = False,
             size: QSizeF | None = None) -> CardItem: ...
