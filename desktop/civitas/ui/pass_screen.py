"""Hot-seat privacy: a full-window screen that hides the table until the next player is ready."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from civitas.ui.emblem import Emblem
from civitas.ui.key_button import KeyButton


class PassScreen(QWidget):
    """Shows "Pass to <name>"; ``accepted(seat)`` fires when that player clicks to see the table."""

    accepted = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("passScreen")
        self.seat = -1
        self.name = ""
        self.name_of: Callable[[], str] | None = None
        self.color = QColor("#444444")
        self.heading = QLabel()
        self.heading.setObjectName("passHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setObjectName("passHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = KeyButton(Qt.Key.Key_Space)
        self.button.setObjectName("primaryButton")
        self.button.setMinimumWidth(300)
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(self._accept)
        self.emblem = Emblem(104)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.emblem, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(26)
        layout.addWidget(self.heading)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addSpacing(28)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def show_for(self, seat: int, name: str | Callable[[], str], color: str) -> None:
        """``name`` may be a function, asked again on a language switch (default seat names follow it)."""
        self.seat = seat
        self.name_of = name if callable(name) else None
        self.name = name() if callable(name) else name
        self.color = QColor(color)
        self.retranslate()
        self.update()

    def _accept(self) -> None:
        self.accepted.emit(self.seat)

    def retranslate(self) -> None:
        if self.name_of is not None:
            self.name = self.name_of()
        self.heading.setText(self.tr("Pass to {name}").format(name=self.name))
        self.hint.setText(
            self.tr("The table is hidden so nobody sees another player's cards. {name}, click when you are ready.")
            .format(name=self.name)
        )
        self.button.setText(self.tr("I am {name}: show my table").format(name=self.name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#1d2a33"))
        # Bands in the seat's colour along both edges, so each player recognizes their handover at once.
        painter.fillRect(0, 0, self.width(), 10, self.color)
        painter.fillRect(0, self.height() - 10, self.width(), 10, self.color)
        painter.end()
