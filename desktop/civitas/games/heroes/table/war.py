"""The battle board: each duel of a war appears in turn with two rolling dice, the bonuses
(general +2, fortresses +1 each), the totals and who won, then a summary of the result."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.anim import Animator
from civitas.ui.table.dice import DieItem

ROW_H = 64.0
HEAD_H = 54.0
WIDTH = 660.0
ROLL_MS = 700
MIN_SCALE = 0.85  # a board taller than its room may shrink this much to fit it, no more (readable)


class DuelRow:
    def __init__(
        self, a_die: int, a_bonus: int, d_die: int, d_bonus: int, a_note: str, d_note: str, result: str, winner: str
    ) -> None:
        self.a_die, self.a_bonus, self.d_die, self.d_bonus = a_die, a_bonus, d_die, d_bonus
        self.a_note, self.d_note, self.result, self.winner = a_note, d_note, result, winner
        self.shown = False


class BattleItem(QGraphicsObject):
    """An overlay over the table; a click closes it, and it closes by itself a while after the end."""

    closed = Signal()

    def __init__(self, title: str, a_colour: str, d_colour: str, close_hint: str) -> None:
        super().__init__()
        self.title = title
        self.a_colour = a_colour
        self.d_colour = d_colour
        self.close_hint = close_hint
        self.rows: list[DuelRow] = []
        self.dice: list[tuple[DieItem, DieItem]] = []
        self.summary = ""
        self.setZValue(9_500)  # over the toasts: the battle's lines are on the board itself
        self.bottom: float | None = None  # keep the board's bottom edge here as it grows
        self.rooms: list[QRectF] = []  # where the board may stand, best first
        self.top_limit = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._life = QTimer(self)
        self._life.setSingleShot(True)
        self._life.timeout.connect(self.closed.emit)

    def height(self) -> float:
        return HEAD_H + ROW_H * len(self.rows) + self.summary_height() + 26

    def summary_height(self) -> float:
        """The outcome's lines (one per event, each wrapped to the board's width)."""
        if not self.summary:
            return 0.0
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        box = QFontMetricsF(font).boundingRect(QRectF(0, 0, WIDTH - 28, 10_000), flags, self.summary)
        return box.height() + 10

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, self.height())

    def anchor(self, rooms: list[QRectF]) -> None:
        """Stand on the bottom of the first of ``rooms`` the board fits in (shrunk a little at most),
        centred in it, growing upwards as duels come in. A board that fits none stands in the last
        one, growing over what is above it but never above that room's top."""
        self.rooms = [QRectF(r) for r in rooms if r.height() > 0 and r.width() > 0]
        self.bottom = self.rooms[-1].bottom() if self.rooms else None
        self._reanchor()

    def _reanchor(self) -> None:
        if not self.rooms:
            return
        height = self.height()
        for room in self.rooms:
            scale = min(1.0, room.height() / height, room.width() / WIDTH)
            if scale >= MIN_SCALE or room is self.rooms[-1]:
                break
        scale = max(MIN_SCALE, scale)
        self.bottom, self.top_limit = room.bottom(), room.top()
        self.setScale(scale)
        self.setPos(room.center().x() - WIDTH * scale / 2, max(room.top(), room.bottom() - height * scale))

    def add_duel(self, row: DuelRow) -> None:
        self.prepareGeometryChange()
        self.rows.append(row)
        y = HEAD_H + ROW_H * (len(self.rows) - 1) + 4
        a = DieItem(1, colour="#fbf6ea", size=50)
        d = DieItem(1, colour="#fbf6ea", size=50)
        a.setParentItem(self)
        d.setParentItem(self)
        a.setPos(QPointF(16, y))
        d.setPos(QPointF(WIDTH - 66, y))
        a.setVisible(False)
        d.setVisible(False)
        self.dice.append((a, d))
        self._reanchor()
        if not self._timer.isActive():
            self._timer.start(0)

    def set_summary(self, text: str) -> None:
        self.prepareGeometryChange()
        self.summary = text
        self._reanchor()
        self.update()

    def _next(self) -> None:
        for row, (a, d) in zip(self.rows, self.dice, strict=True):
            if not row.shown:
                row.shown = True
                a.setVisible(True)
                d.setVisible(True)
                a.roll(row.a_die, ROLL_MS)
                d.roll(row.d_die, ROLL_MS)
                self.update()
                self._timer.start(max(1, round((ROLL_MS + 250) * Animator.scale)))
                return
        self._life.start(max(1, round(12_000 * max(Animator.scale, 0.05))))

    def finished(self) -> bool:
        return all(r.shown for r in self.rows) and not any(a.rolling() or d.rolling() for a, d in self.dice)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.closed.emit()
        event.accept()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor("#5a4632"), 2))
        painter.setBrush(QColor(255, 250, 235))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 12, 12)
        head = QFont()
        head.setBold(True)
        head.setPixelSize(17)
        painter.setFont(head)
        painter.setPen(QColor("#2b2118"))
        painter.drawText(QRectF(14, 4, WIDTH - 28, HEAD_H - 8),
                         int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.title)
        body = QFont()
        body.setPixelSize(16)
        bold = QFont(body)
        bold.setBold(True)
        for i, row in enumerate(self.rows):
            y = HEAD_H + ROW_H * i
            if not row.shown:
                continue
            band = QRectF(8, y, WIDTH - 16, ROW_H - 6)
            colour = QColor(self.a_colour if row.winner == "a" else self.d_colour if row.winner == "d" else "#999999")
            colour.setAlpha(40)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(band, 8, 8)
            painter.setPen(QColor("#2b2118"))
            painter.setFont(body)
            left = QRectF(74, y + 2, 150, ROW_H / 2 - 2)
            right = QRectF(WIDTH - 224, y + 2, 150, ROW_H / 2 - 2)
            painter.drawText(
                left,
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                f"{row.a_die} + {row.a_bonus} = {row.a_die + row.a_bonus}",
            )
            painter.drawText(
                right,
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                f"{row.d_die} + {row.d_bonus} = {row.d_die + row.d_bonus}",
            )
            small = QFont(body)
            small.setPixelSize(13)
            painter.setFont(small)
            painter.drawText(left.translated(0, ROW_H / 2 - 4), int(Qt.AlignmentFlag.AlignLeft), row.a_note)
            painter.drawText(right.translated(0, ROW_H / 2 - 4), int(Qt.AlignmentFlag.AlignRight), row.d_note)
            painter.setFont(bold)
            painter.drawText(QRectF(WIDTH / 2 - 110, y, 220, ROW_H - 6),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), row.result)
        if self.summary and all(r.shown for r in self.rows):
            painter.setFont(bold)
            y = HEAD_H + ROW_H * len(self.rows)
            painter.drawText(QRectF(14, y + 2, WIDTH - 28, self.summary_height() - 4),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.summary)
        hint = QFont()
        hint.setPixelSize(12)
        painter.setFont(hint)
        painter.setPen(QColor("#7a6a58"))
        painter.drawText(
            QRectF(14, rect.bottom() - 24, WIDTH - 28, 20), int(Qt.AlignmentFlag.AlignCenter), self.close_hint
        )
