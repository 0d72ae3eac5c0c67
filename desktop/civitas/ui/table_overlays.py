"""The game screen's panels over its table: the "since your last turn" recap and the alert banner.

Where they stand is the table's word when it has one: ``recap_room()`` and ``alert_room()`` give
rectangles in the table's own coordinates (a game's table keeps them off its hand and its toasts);
otherwise the recap takes the upper part of the table and the banner a strip at its top.

The recap opens by itself when the seat at the screen comes to decide (and in hot-seat once the pass
screen is gone) if something important happened since that seat last moved, once per stretch of
others' moves; it closes when clicked, on Esc, or once that seat moves.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from civitas.ui.alert_banner import AlertBanner
from civitas.ui.controller import GameController
from civitas.ui.recap import Recap, RecapPanel, make_recap


class TableOverlays(QObject):
    def __init__(self, controller: GameController, table: QWidget, host: QWidget, shortcut_host: QWidget) -> None:
        super().__init__(host)
        self.controller = controller
        self.table = table
        self.host = host  # the widget both panels are children of; the table is inside it
        self.recap = RecapPanel(controller, host)
        self.alert = AlertBanner(controller, host)
        self.auto = True  # the recap opens by itself (a tutorial turns it off)
        self._deciding = False  # the seat at the screen had a decision at the last look
        self._shown: tuple[int, int, int] | None = None  # (seat, first, end) of the last recap opened
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), shortcut_host)
        self.escape.setEnabled(False)  # only while the recap shows: the table's own Esc stays its own
        self.escape.activated.connect(self.recap.dismiss)
        self.recap.dismissed.connect(lambda: self.escape.setEnabled(False))
        self._place_timer = QTimer(self)
        self._place_timer.setSingleShot(True)
        self._place_timer.setInterval(0)
        self._place_timer.timeout.connect(self.place)
        controller.language_changed.connect(self.alert.refresh)
        controller.viewer_changed.connect(lambda _seat: self.viewer_changed())
        view = getattr(table, "view", None)
        width_changed = getattr(view, "width_changed", None)
        if width_changed is not None:
            width_changed.connect(lambda _w: self.place_soon())

    # --- what shows -----------------------------------------------------------------------------------
    def show_recap(self, seat: int | None = None) -> Recap | None:
        """Open the recap for ``seat`` (the seat at the screen by default), even when nothing
        important happened (the "What happened?" button)."""
        seat = self.controller.viewer_seat if seat is None else seat
        if seat is None:
            return None
        recap = make_recap(self.controller, seat)
        self._open(recap)
        return recap

    def _open(self, recap: Recap) -> None:
        self._shown = (recap.seat, recap.first, recap.end)
        self.recap.show_recap(recap)
        self.escape.setEnabled(True)
        self.place()

    def hide_recap(self) -> None:
        self.recap.hide()
        self.escape.setEnabled(False)

    def after_change(self, passing: bool) -> None:
        """After a move, an undo or a handover: the recap closes once the seat at the screen has moved,
        opens when that seat comes to decide; the banner follows the game's alerts."""
        controller = self.controller
        seat = controller.viewer_seat
        steps = controller.session.record.steps
        if self.recap.isVisible() and (
            passing or (steps and steps[-1][0] == seat and self.recap.recap is not None
                        and len(steps) > self.recap.recap.end)
        ):
            self.hide_recap()
        deciding = seat is not None and not passing and not controller.is_over() and seat in controller.to_move()
        if seat is not None and deciding and not self._deciding and self.auto:
            recap = make_recap(controller, seat)
            if recap.important and self._shown != (recap.seat, recap.first, recap.end):
                self._open(recap)
        self._deciding = deciding
        self.alert.refresh()
        self.place_soon()

    def viewer_changed(self) -> None:
        """Another person sits at the screen (hot-seat): what was shown was for the one before."""
        self.hide_recap()
        self._deciding = False

    # --- where -----------------------------------------------------------------------------------------
    def place_soon(self) -> None:
        """Place both once the table has laid itself out again."""
        self._place_timer.start()

    def place(self) -> None:
        self.recap.place(self._room("recap_room", self._default_recap_room()))
        self.alert.place(self._room("alert_room", self._default_alert_room()))
        if self.alert.isVisible():
            self.alert.raise_()
        if self.recap.isVisible():
            self.recap.raise_()

    def _room(self, hook: str, default: QRect) -> QRect:
        method: Any = getattr(self.table, hook, None)
        room = method() if callable(method) else None
        if not isinstance(room, QRect) or room.isEmpty():
            return default
        return room.translated(self.table.mapTo(self.host, QPoint(0, 0)))

    def _default_recap_room(self) -> QRect:
        origin = self.table.mapTo(self.host, QPoint(0, 0))
        return QRect(origin.x(), origin.y(), self.table.width(), self.table.height() * 3 // 5)

    def _default_alert_room(self) -> QRect:
        origin = self.table.mapTo(self.host, QPoint(0, 0))
        width = self.table.width() * 3 // 5
        return QRect(origin.x() + (self.table.width() - width) // 2, origin.y() + 8, width, 48)
