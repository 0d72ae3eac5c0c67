"""What the parts of a game's table (a player's area, a side view) need from the table itself, as a protocol
(so they never import the table module, which imports them): the scene, the controller, the viewer and the
position it sees, the players' names and colours, the catalog's words and whose decision it is. A game's own
protocol adds its table's helpers (how it makes a card piece, its piles)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QRectF

from civitas.ui.controller import GameController, Position
from civitas.ui.table.scene import TableScene
from civitas.ui.table.zone import Zone


class TableHost(Protocol):
    scene: TableScene
    controller: GameController

    @property
    def seat(self) -> int | None: ...

    def position(self) -> Position: ...

    def names(self) -> list[str]: ...

    def colour(self, seat: int) -> str: ...

    def name(self, key: str) -> str: ...

    def my_turn(self) -> bool: ...


class SeatAreaBase(QObject):
    """One player's area of a table: seat ``p`` drawn in ``rect`` from the viewer's view ``v``; ``own`` when it
    is the viewer's. A game's area subclasses it and builds its zones and pieces in ``build``."""

    def __init__(self, table: TableHost, p: int, rect: QRectF, own: bool | None = None) -> None:
        super().__init__(table if isinstance(table, QObject) else None)
        self.p = p
        self.rect = rect
        self.own = table.seat == p if own is None else own
        self.colour = table.colour(p)

    def seat_zone(self, table: TableHost, zone_id: str, title: str, over: bool, accepts: bool = False,
                  colour: str = "") -> Zone:
        """The area's frame: titled, in the seat's colour (or ``colour``), lit while the seat must decide (not once
        ``over``); ``accepts`` when a piece may be dropped on the whole area."""
        zone = table.scene.add_zone(Zone(zone_id, self.rect, title, layout="free", accepts=accepts,
                                         colour=colour or self.colour))
        zone.active = not over and self.p in table.position().to_move
        return zone
