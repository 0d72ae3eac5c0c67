"""A warning over the table for as long as the game says it holds (``Game.alerts``): a player about to
win unless someone stops it. Rendered from the catalog in the current language for the player at the
screen (a message's ``.own`` variant when it is about that player); it takes every click on it."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from civitas.engine.log import render
from civitas.ui.controller import GameController
from civitas.ui.solid_frame import SolidFrame

STYLE = """
QFrame#alertBanner { background: #7b241c; border: 2px solid #f5d58a; border-radius: 8px; }
QLabel#alertText { color: #fff8e1; font-weight: bold; }
"""
FONT_POINTS = (11.0, 10.0, 9.0)


def alert_lines(controller: GameController) -> list[str]:
    """The game's alerts for the position the player at the screen sees, in the current language."""
    game, catalog = controller.game, controller.catalog
    viewer = controller.viewer_seat
    out = []
    for msg, args in game.alerts(controller.state_view()):
        own = f"{msg}.own"
        if viewer is not None and args.get("seat") == viewer and own in catalog:
            msg = own
        template = catalog.get(msg)
        if template:
            out.append(render(template, args, catalog, controller.lang, controller.player_names()))
    return out


class AlertBanner(SolidFrame):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("alertBanner")
        self.setStyleSheet(STYLE)
        self.label = QLabel()
        self.label.setObjectName("alertText")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 3, 10, 3)
        layout.addWidget(self.label)
        self._room = QRect()
        self.hide()

    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""

    def refresh(self) -> None:
        """Show the alerts that hold now, or hide when none does (or the game is over)."""
        lines = [] if self.controller.is_over() else alert_lines(self.controller)
        self.label.setText("\n".join(lines))
        if not lines:
            self.hide()
            return
        self._fit()
        self.show()
        self.raise_()

    def place(self, room: QRect) -> None:
        """Fill the width of ``room`` (parent coordinates) from its top, as tall as the text needs."""
        self._room = QRect(room)
        self._fit()

    def _fit(self) -> None:
        room = self._room
        if room.width() <= 0:
            return
        margins = self._layout.contentsMargins()
        inner_w = room.width() - margins.left() - margins.right()
        inner_h = room.height() - margins.top() - margins.bottom()
        font = self.label.font()
        for points in FONT_POINTS:  # as large as fits the room, else the smallest, a little taller
            font.setPointSizeF(points)
            self.label.setFont(font)
            text_h = self.label.heightForWidth(inner_w)
            if text_h <= inner_h:
                break
        height = max(room.height(), text_h + margins.top() + margins.bottom())
        self.setGeometry(room.left(), room.top(), room.width(), height)

