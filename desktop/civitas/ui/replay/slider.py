"""The slider along a replayed game: a groove from the setup to the end, a mark at every round's first
step with the round's number (as many numbers as there is room for), the steps shown so far filled in,
and a handle at the step shown. A click or a drag anywhere on it goes to that step."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

GROOVE = QColor("#d9cfb8")
FILLED = QColor("#1f5f74")
MARK = QColor("#6d6250")
HANDLE = QColor("#c9a227")
MARGIN = 14  # pixels left and right of the groove: the handle stays whole at both ends
MIN_LABEL_GAP = 10  # pixels between two round numbers


class GameSlider(QWidget):
    """``moved(step)`` when the player clicks or drags to a step (not when ``set_step`` is called)."""

    moved = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replaySlider")
        self.length = 0
        self.step = 0
        self.marks: list[tuple[int, int]] = []  # (first step, round number)
        self.setMinimumHeight(40)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the replay's keys work wherever the focus is

    def sizeHint(self) -> QSize:
        return QSize(400, max(40, QFontMetrics(self.label_font()).height() + 26))

    def set_game(self, length: int, marks: list[tuple[int, int]]) -> None:
        self.length = max(0, length)
        self.marks = list(marks)
        self.update()

    def set_step(self, step: int) -> None:
        if step != self.step:
            self.step = step
            self.update()

    # --- geometry ----------------------------------------------------------------------------------------
    def groove_y(self) -> float:
        return 12.0

    def x_of(self, step: int) -> float:
        width = max(1.0, self.width() - 2 * MARGIN)
        return MARGIN + width * (step / self.length if self.length else 0.0)

    def step_at(self, x: float) -> int:
        width = max(1.0, self.width() - 2 * MARGIN)
        share = min(1.0, max(0.0, (x - MARGIN) / width))
        return round(share * self.length)

    def label_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def shown_labels(self) -> list[tuple[int, int]]:
        """The round marks whose numbers are written: every one where there is room, else every n-th."""
        if not self.marks:
            return []
        metrics = QFontMetrics(self.label_font())
        widest = max(metrics.horizontalAdvance(str(number)) for _step, number in self.marks) + MIN_LABEL_GAP
        out: list[tuple[int, int]] = []
        last = -1e9
        for step, number in self.marks:
            x = self.x_of(step)
            if x - last >= widest:
                out.append((step, number))
                last = x
        return out

    # --- drawing -----------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        y = self.groove_y()
        left, right = self.x_of(0), self.x_of(self.length)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GROOVE)
        painter.drawRoundedRect(QRectF(left, y - 3, right - left, 6), 3, 3)
        painter.setBrush(FILLED)
        painter.drawRoundedRect(QRectF(left, y - 3, self.x_of(self.step) - left, 6), 3, 3)
        painter.setPen(QPen(MARK, 1.2))
        for step, _number in self.marks:
            x = self.x_of(step)
            painter.drawLine(QPointF(x, y - 7), QPointF(x, y + 7))
        painter.setFont(self.label_font())
        metrics = QFontMetrics(painter.font())
        for step, number in self.shown_labels():
            text = str(number)
            x = self.x_of(step) - metrics.horizontalAdvance(text) / 2
            x = min(max(0.0, x), self.width() - metrics.horizontalAdvance(text))
            painter.drawText(QPointF(x, y + 10 + metrics.ascent()), text)
        painter.setPen(QPen(QColor("#6b5410"), 1.5))
        painter.setBrush(HANDLE)
        painter.drawEllipse(QPointF(self.x_of(self.step), y), 7.5, 7.5)
        painter.end()

    # --- the mouse -----------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._move_to(event.position().x())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._move_to(event.position().x())

    def _move_to(self, x: float) -> None:
        step = self.step_at(x)
        if step != self.step:
            self.set_step(step)
            self.moved.emit(step)
