"""The base of a game table whose moves are :class:`Bindings` (ui/table/bindings.py): the viewer's legal
actions of the position on screen bound to pieces and drops once per build, the pieces a hinted move uses,
and the kind of decision the viewer is asked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QWidget

from civitas.engine.actions import Action
from civitas.engine.game import Decision
from civitas.ui.controller import GameController
from civitas.ui.table.bindings import Bindings
from civitas.ui.table.game_kit import BindFn
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.widget import TableWidget

#: A game's ``bindings_for(view, seat, legal, label, asked)`` whose bindings depend on the viewer's decision.
AskedBindFn = Callable[[Any, int | None, list[Action], Callable[[Action], str], Decision | None], Bindings]


class BoundTable(TableWidget):
    """A ``TableWidget`` whose game gives ``bind(view, seat, legal, label)``: ``build`` calls ``bind_view``
    first, then reads ``self.legal`` and ``self.binds``."""

    def __init__(self, controller: GameController, bind: BindFn, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.bind = bind
        self.binds = Bindings()
        self.legal: list[Action] = []

    def asking(self, bind: AskedBindFn) -> BindFn:
        """``bind`` given what the viewer is asked now (the position's decision) besides the usual arguments."""
        return lambda view, seat, legal, label: bind(view, seat, legal, label, self.position().decision)

    def bind_view(self, view: Any) -> None:
        """The viewer's legal actions (from the controller's position) and their bindings in ``view``."""
        self.legal, self.binds = self.bind_legal(view, self.bind)

    def pieces_for_action(self, action: Action) -> list[PieceItem]:
        return self.bound_pieces(action, self.binds, self.bind)

    def asked(self) -> str:
        """The kind of decision the viewer is asked now (``Game.decision``); "" when it has none."""
        decision = self.position().decision
        return decision.kind if decision is not None else ""

    def decision_of(self, seat: int) -> Decision | None:
        """What ``seat`` is asked now (``Game.decision``): the viewer's own from its position, another seat's,
        while it is to move, from the viewer's view (a question asked of a seat is public, its answers are not);
        None for a seat that is not to move."""
        position = self.position()
        if seat == position.seat:
            return position.decision
        if seat not in position.to_move:
            return None
        return self.controller.game.decision(position.view, seat)
