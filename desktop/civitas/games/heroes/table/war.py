"""The battle board: each duel of a war appears in turn with two rolling dice, the bonuses
(general +2, fortresses +1 each), the totals and who won, then a summary of the result.

The board is an overlay: a click on it closes it and reaches nothing under it. It stands in the
centre of the table between the banner and the toasts (never over the hand or the toasts), and it
closes at the next phase change once it has been read, or a while after the end."""

from __future__ import annotations

import time

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from civitas.games.heroes.table.layout import Layout, M
from civitas.ui.table.anim import Animator
from civitas.ui.table.dice import DieItem
from civitas.ui.table.overlay import OverlayItem

ROW_H = 64.0
HEAD_H = 54.0
WIDTH = 660.0
ROLL_MS = 700
MIN_SCALE = 0.85  # a board taller than its room may shrink this much to fit it, no more (readable)
LAST_SCALE = 0.5  # in the last room it shrinks further rather than cover what is around it
LIFE_MS = 12_000  # it closes by itself this long after the last duel
READ_MS = 4_000  # after a phase change it still stays this long after the last duel (to be read)


class DuelRow:
    def __init__(
        self, a_die: int, a_bonus: int, d_die: int, d_bonus: int, a_note: str, d_note: str, result: str, winner: str
    ) -> None:
        self.a_die, self.a_bonus, self.d_die, self.d_bonus = a_die, a_bonus, d_die, d_bonus
        self.a_note, self.d_note, self.result, self.winner = a_note, d_note, result, winner
        self.shown = False


class BattleItem(OverlayItem):
    """An overlay over the table; a click closes it, and it closes by itself a while after the end, or
    soon after the game moved on (``expire``)."""

    closed = Signal()

    def __init__(self, title: str, a_colour: str, d_colour: str, close_hint: str) -> None:
        super().__init__(clickable=True)
        self.clicked.connect(self.closed.emit)
        self.moment: object = None  # where the game stood when the battle was fought (see ``fought``)
        self.expiring = False
        self.done_at: float | None = None  # time.monotonic() when the last duel had been shown
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
        one, shrunk to fit it (down to ``LAST_SCALE``)."""
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
        scale = max(LAST_SCALE, scale)
        self.bottom, self.top_limit = room.bottom(), room.top()
        self.setScale(scale)
        # standing on the room's bottom: never down over what is below it (the toasts, the hand)
        self.setPos(room.center().x() - WIDTH * scale / 2, room.bottom() - height * scale)

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
        self.done_at = time.monotonic()
        self._life.start(_scaled(READ_MS if self.expiring else LIFE_MS))

    def fought(self, moment: object) -> None:
        """The outcome is in (the duels, if any, were added): the board lasts until the game is past
        ``moment``. A war without duels (no defender at home, olympic games) ends here."""
        self.moment = moment
        if self.done_at is None and not self._timer.isActive():
            self._timer.start(0)

    def expire(self) -> None:
        """The game moved on: close once the board has been shown in full for ``READ_MS``."""
        if self.expiring:
            return
        self.expiring = True
        if self.done_at is None:
            return  # still rolling: ``_next`` gives it its reading time at the end
        left = _scaled(READ_MS) - round((time.monotonic() - self.done_at) * 1000)
        if left <= 0:
            self._life.stop()
            self.closed.emit()
        elif left < self._life.remainingTime() or not self._life.isActive():
            self._life.start(left)

    def finished(self) -> bool:
        return all(r.shown for r in self.rows) and not any(a.rolling() or d.rolling() for a, d in self.dice)

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


def _scaled(ms: int) -> int:
    return max(1, round(ms * max(Animator.scale, 0.05)))


def battle_rooms(geo: Layout, toasts: QRectF) -> list[QRectF]:
    """Where a battle board may stand, best first: in the centre, between the banner and the toasts,
    on the free felt beside the supply, else over the supply (the deck and the discard pile stay in
    sight), then also over the banner, and at last from the top of the table. Never over the toasts
    or below them, so never over the hand either."""
    c = geo.centre
    floor = c.bottom() - 4
    if toasts.width() > 0 and toasts.left() < c.right() and toasts.right() > c.left():
        floor = min(floor, toasts.top() - 6)
    beside = geo.supply[-1].right() + M if geo.supply else c.left()
    past_piles = geo.discard.right() + M if not geo.discard.isEmpty() else c.left()
    low, high = geo.banner.bottom() + 4, c.top()
    rooms = [
        QRectF(beside, low, c.right() - beside, floor - low),
        QRectF(past_piles, low, c.right() - past_piles, floor - low),
        QRectF(beside, high, c.right() - beside, floor - high),
        QRectF(past_piles, high, c.right() - past_piles, floor - high),
        QRectF(c.left(), high, c.width(), floor - high),
        QRectF(c.left(), M, c.width(), floor - M),
    ]
    return [room for room in rooms if room.width() > 0 and room.height() > 0]
