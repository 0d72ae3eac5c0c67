"""What the tables of games whose moves are :class:`Bindings` (ui/table/bindings.py) share, mixed into
``TableWidget``: the players' names and colours, whose turn it is, the viewer's legal actions bound to pieces
(``bind_legal``) and the pieces of a hinted move (``bound_pieces``), a card piece lit when a move uses it, the
"show enlarged" entry of a card's menu, the menus a bar button or a click on a piece opens, and the buttons
and menus that perform a :class:`Choice`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QCursor, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from civitas.engine.actions import Action
from civitas.engine.game import Decision
from civitas.ui import hint_marks
from civitas.ui.controller import GameController, Position
from civitas.ui.fallback_table import action_label
from civitas.ui.key_button import KeyButton
from civitas.ui.table.bindings import Bindings
from civitas.ui.table.card_item import CardFace, CardItem
from civitas.ui.table.choice import Choice
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.scene import TableScene
from civitas.ui.table.view import TableView
from civitas.ui.table.zone import Zone

#: A game's ``bindings_for(view, seat, legal, label)``: the bindings of the viewer's legal actions.
BindFn = Callable[[Any, int | None, list[Action], Callable[[Action], str]], Bindings]


class GameTableKit:
    """Mixed into ``TableWidget`` (a ``QWidget``), which gives the attributes and the hooks named here."""

    controller: GameController
    scene: TableScene
    view: TableView
    menu: QMenu | None
    menu_choices: list[Choice]
    bar_buttons: list[QPushButton]
    hinted: list[Action]

    if TYPE_CHECKING:

        @property
        def seat(self) -> int | None: ...

        def state(self) -> Any: ...

        def act(self, action: Action) -> bool: ...

        def choices_for(self, target: PieceItem | Zone | None) -> list[Choice]: ...

    def _widget(self) -> QWidget:
        return cast(QWidget, self)

    def names(self) -> list[str]:
        return self.controller.player_names()

    def colour(self, seat: int) -> str:
        return self.controller.player_color(seat)

    def name(self, key: str) -> str:
        """The catalog's text for ``key`` (the key itself when it has none)."""
        return self.controller.catalog.get(key, key)

    def position(self) -> Position:
        """The position on screen as the viewer sees it: its view, legal actions and decision (computed once
        per position by the controller). A table reads this, never the full state."""
        return self.controller.position()

    def my_turn(self) -> bool:
        return self.position().my_turn

    def waiting(self) -> Decision | None:
        """What the seat to move is asked, as the viewer's view shows it (the viewer's own decision when it
        moves): a table shows another's pending question from it; None when the game is over."""
        return self.position().waiting

    def click_answers(self) -> bool:
        """Whether a click on a lit piece answers the viewer's decision at once (its declared ``click``),
        rather than opening the piece's menu."""
        decision = self.position().decision
        return decision is not None and bool(decision.click)

    def seat_order(self, n: int) -> list[int]:
        """The ``n`` seats round the table from the viewer (its area first); in order for an onlooker."""
        seat = self.seat
        return [(seat + i) % n for i in range(n)] if seat is not None else list(range(n))

    def bind_legal(self, view: Any, bind: BindFn) -> tuple[list[Action], Bindings]:
        """The viewer's legal actions now and ``bind``'s bindings of them in ``view``, labelled in words."""
        seat = self.seat
        legal = self.position().legal
        return legal, bind(view, seat, legal, lambda a: action_label(self.controller, a, view))

    def bound_pieces(self, action: Action, binds: Bindings, bind: BindFn) -> list[PieceItem]:
        """The pieces ``binds`` ties to ``action``; an action bound to none now (a later step of a hint's
        plan, not legal yet) is bound on its own by ``bind``, so its pieces are still rung."""
        keys = binds.pieces(action)
        if not keys and self.seat is not None:
            keys = bind(self.state(), self.seat, [action], lambda _a: "").pieces(action)
        return [p for p in (self.scene.piece(k) for k in keys) if p is not None]

    def card_piece(self, face: CardFace, key: str, c: int, draggable: bool, size: Any, lit: bool) -> CardItem:
        """Card instance ``c`` (a negative number: a back) as piece ``key`` with payload ``("card", c)``, ``lit``
        when a move of the viewer uses it. Its text shows in its zoom (hover, or the piece's menu), the one
        popup over it: no tooltip repeats it."""
        item = CardItem(face, self.controller.lang, key, ("card", c), draggable, size)
        if lit:
            item.set_highlight(True)
        return item

    def zoom_choice(self, target: PieceItem, label: str) -> list[Choice]:
        """The entry ``label`` ("Show enlarged", in the game's words) that enlarges a face-up card; none
        for any other piece."""
        if not isinstance(target, CardItem) or target.face.back:
            return []
        return [Choice(label, callback=lambda: self.scene.zoom.show_now(target), key="zoom")]

    def bar_menu(self, key: str, choices: list[Choice]) -> None:
        """``choices`` in a menu under the bar's button named ``key`` (at the pointer when there is none)."""
        for button in self.bar_buttons:
            if button.objectName() == key:
                self.popup_choices(choices, button.mapToGlobal(QPoint(0, button.height())))
                return
        self.popup_choices(choices, QCursor.pos())

    def piece_menu(self, piece: PieceItem) -> None:
        """The menu of ``piece`` at its centre, when any of its entries is a move."""
        choices = self.choices_for(piece)
        if any(c.action is not None for c in choices):
            view_pos = self.view.mapFromScene(piece.sceneBoundingRect().center())
            self.popup_choices(choices, self.view.viewport().mapToGlobal(view_pos))

    def _button(self, choice: Choice) -> QPushButton:
        """A bar or prompt button that performs ``choice``."""
        # A KeyButton keeps its key through ``setText`` (a hint's star, a language switch).
        button = KeyButton(QKeySequence(choice.shortcut) if choice.shortcut else None, self._widget())
        button.setText(choice.text())
        button.setEnabled(choice.enabled)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        if choice.tip:
            button.setToolTip(choice.tip)
        if choice.key:
            button.setObjectName(choice.key)
        button.clicked.connect(lambda _=False, c=choice: self.choose(c))
        return button

    def choose(self, choice: Choice) -> None:
        if choice.callback is not None:
            choice.callback()
        elif choice.action is not None:
            self.act(choice.action)

    def popup_choices(self, choices: list[Choice], screen_pos: QPoint) -> None:
        """A menu of ``choices`` at ``screen_pos`` (non-blocking)."""
        if not choices:
            return
        menu = QMenu(self._widget())
        menu.setToolTipsVisible(True)  # a disabled entry says why, a starred one what the star means
        for choice in choices:
            rank = choice.hint_rank(self.hinted)
            entry = menu.addAction(hint_marks.mark(rank == 1) + choice.label if rank else choice.label)
            entry.setEnabled(choice.enabled)
            tip = hint_marks.with_tip(choice.tip, rank == 1) if rank else choice.tip
            if tip:
                entry.setToolTip(tip)
            entry.triggered.connect(lambda _=False, c=choice: self.choose(c))
        self.menu = menu
        self.menu_choices = list(choices)
        menu.popup(screen_pos)
