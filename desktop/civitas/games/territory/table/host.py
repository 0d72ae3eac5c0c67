"""What the parts of the Territory table (a player's area, the market strip) need from the table itself
beyond what every table gives (ui/table/host.py): a protocol, so that they do not import the table module
(which imports them)."""

from __future__ import annotations

from typing import Any, Protocol

from civitas.ui.table.bindings import Bindings
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.host import TableHost as BaseHost


class TableHost(BaseHost, Protocol):
    binds: Bindings

    def card_item(self, c: int, key: str = "", size: Any = None, draggable: bool | None = None) -> CardItem: ...

    def union_colour(self, t: int) -> str: ...

    def union_text(self, t: int) -> str: ...
