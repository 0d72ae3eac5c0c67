"""What the parts of the Territory table (a player's area, the market strip) need from the table itself:
a protocol, so that they do not import the table module (which imports them)."""

from __future__ import annotations

from typing import Any, Protocol

from civitas.ui.controller import GameController, Position
from civitas.ui.table.bindings import Bindings
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.scene import TableScene


class TableHost(Protocol):
    scene: TableScene
    binds: Bindings
    controller: GameController

    @property
    def seat(self) -> int | None: ...

    def position(self) -> Position: ...

    def names(self) -> list[str]: ...

    def colour(self, seat: int) -> str: ...

    def name(self, key: str) -> str: ...

    def card_item(self, c: int, key: str = "", size: Any = None, draggable: bool | None = None) -> CardItem: ...

    def union_colour(self, t: int) -> str: ...

    def union_text(self, t: int) -> str: ...
