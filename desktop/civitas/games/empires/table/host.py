"""What the parts of the Empires table (a player's area) need from the table itself beyond what every
table gives (ui/table/host.py): a protocol, so that they do not import the table module (which imports them)."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QRectF, QSizeF

from civitas.ui.table.card_item import CardItem
from civitas.ui.table.host import TableHost as BaseHost
from civitas.ui.table.zone import Zone


class TableHost(BaseHost, Protocol):
    def card_name(self, c: int) -> str: ...

    def frame(self) -> str: ...

    def card_item(self, c: int, key: str = "", size: Any = None, exhausted: bool = False,
                  draggable: bool | None = None, back: str = "hidden") -> CardItem: ...

    def pile(self, zone_id: str, rect: QRectF, title: str, count: int, top: int | None, back: str, size: QSizeF,
             tip: str = "", accepts: bool = False) -> Zone: ...
