"""What the parts of the Ancient World table (a player's area, the fight view) need from the table
itself beyond what every table gives (ui/table/host.py): a protocol, so that they do not import the table
module (which imports them)."""

from __future__ import annotations

from typing import Any, Protocol

from civitas.engine.actions import Action
from civitas.engine.game import Reason
from civitas.games.ancient.state import AncientState
from civitas.ui.table.bindings import Bindings
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.host import TableHost as BaseHost


class TableHost(BaseHost, Protocol):
    binds: Bindings
    fight: Any

    def seen(self) -> AncientState: ...

    def waiting_kind(self) -> str: ...

    def cat(self) -> dict[str, str]: ...

    def card_item(self, c: int, key: str = "", size: Any = None, lost: bool = False,
                  draggable: bool | None = None) -> CardItem: ...

    def frame(self) -> str: ...

    def check(self, action: Action) -> Reason | None: ...

    def refresh(self) -> None: ...
