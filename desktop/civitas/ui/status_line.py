"""The message line below the table: hints, reasons and errors. It is always two lines high, so a message
that wraps never moves the table above it (nor re-lays out the cards on it)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import QLabel, QWidget

LINES = 2
PADDING = 4 + 4 + 2  # the style's padding above and below, and a pixel each for the border


class StatusLine(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusLine")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._fit_height()

    def _fit_height(self) -> None:
        self.setFixedHeight(LINES * QFontMetrics(self.font()).lineSpacing() + PADDING)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        """``text`` (rich text); one too long for two lines also shows whole in the tooltip."""
        super().setText(text)
        self.setToolTip(self.plain() if self.needs_more_lines() else "")

    def plain(self) -> str:
        document = QTextDocument()
        document.setHtml(self.text())
        return document.toPlainText()

    def needs_more_lines(self) -> bool:
        width = max(40, self.width() - 24)  # the style's padding at the sides
        bound = QFontMetrics(self.font()).boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap),
                                                       self.plain())
        return bound.height() > LINES * QFontMetrics(self.font()).lineSpacing()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_height()
        super().changeEvent(event)
