"""The game log beside the table: rendered from the controller's log model for the current
viewer and language, so a language switch or a hot-seat handover re-renders every line. Lines about
events the game marks as important (``Game.recap_kinds``) stand out in bold."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListView, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from civitas.ui.controller import GameController

IMPORTANT_INK = "#7b241c"  # the colour of a line about an event the game marks as important


class LogPanel(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.list = QListWidget()
        self.list.setObjectName("gameLog")
        # Long lines wrap onto the next row instead of being cut with "…" or scrolled sideways.
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setAlternatingRowColors(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        controller.changed.connect(self.refresh)
        controller.language_changed.connect(self.refresh)
        controller.viewer_changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def important(self) -> list[str]:
        """The lines shown in bold: events the game marks as important."""
        return [item.text() for i in range(self.list.count()) if (item := self.list.item(i)).font().bold()]

    def refresh(self, *_args: object) -> None:
        items = self.controller.log_items()
        if [text for text, _ in items] == self.lines() and [t for t, bold in items if bold] == self.important():
            return
        self.list.clear()
        for text, important in items:
            item = QListWidgetItem(text)
            if important:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                item.setForeground(QColor(IMPORTANT_INK))
            self.list.addItem(item)
        self.list.scrollToBottom()
        QTimer.singleShot(0, self.list.scrollToBottom)  # again once the wrapped rows have their heights

    def retranslate(self) -> None:
        self.title.setText(self.tr("Game log"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
