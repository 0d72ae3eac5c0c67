"""The standings strip under the centre's banner: for every tribe, in its colour, its cities and its
monument out of five, its armies and the cards in its hand, as icons with numbers (the same in every
language; the tooltip says it in words). Rebuilt with the table, so it follows every change."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from civitas.games.heroes.cards import MONUMENT_TARGET
from civitas.games.heroes.state import HeroesState
from civitas.ui.table.fit import Elisions
from civitas.ui.table.icons import draw_icon

CITIES_TO_WIN = 5


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int
    name: str
    colour: str
    cities: int
    monument: int
    armies: int
    cards: int
    alive: bool = True

    def numbers(self) -> list[tuple[str, str]]:
        """(icon, text) of each figure, in the order they are drawn."""
        return [
            ("city", f"{self.cities}/{CITIES_TO_WIN}"),
            ("column", f"{self.monument}/{MONUMENT_TARGET}"),
            ("army", str(self.armies)),
            ("back", str(self.cards)),
        ]


def standings(s: HeroesState, names: list[str], colours: list[str]) -> list[Standing]:
    return [
        Standing(seat, names[seat], colours[seat], s.cities[seat], s.monument[seat], len(s.armies[seat]),
                 len(s.hands[seat]), bool(s.alive[seat]))
        for seat in range(s.n)
    ]


class StandingsTexts(QObject):
    def tip(self, st: Standing) -> str:
        return self.tr("{name}: cities {cities} of {max}, monument {monument} of {max}, armies {armies}, "
                       "cards in hand {cards}").format(name=st.name, cities=st.cities, max=CITIES_TO_WIN,
                                                       monument=st.monument, armies=st.armies, cards=st.cards)


class StandingChip(QGraphicsItem):
    """One tribe's figures in a rounded chip of its colour."""

    def __init__(self, rect: QRectF, standing: Standing, tip: str) -> None:
        super().__init__()
        self.area = QRectF(rect)
        self.standing = standing
        self.elided = Elisions()
        self.setToolTip(tip)
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        st = self.standing
        colour = QColor(st.colour if st.alive else "#7f7f7f")
        fill = QColor(colour)
        fill.setAlpha(60)
        painter.setPen(QPen(colour.darker(120), 1.5))
        painter.setBrush(QColor("#fbf6ea"))
        painter.drawRoundedRect(self.area, 8, 8)
        painter.setBrush(fill)
        painter.drawRoundedRect(self.area, 8, 8)
        r = self.area.adjusted(6, 3, -6, -3)
        painter.setPen(QPen(QColor("#2b2118"), 1))
        painter.setBrush(colour)
        d = r.height() * 0.62
        painter.drawEllipse(QRectF(r.left(), r.center().y() - d / 2, d, d))
        x = r.left() + d + 6
        groups = st.numbers()
        icon = r.height() * 0.85
        px = 14
        while True:  # the largest font, down to 10 px, in which the four figures fit the chip
            font = QFont()
            font.setBold(True)
            font.setPixelSize(px)
            metrics = QFontMetricsF(font)
            widths = [icon + 2 + metrics.horizontalAdvance(text) for _, text in groups]
            gap = (r.right() - x - sum(widths)) / (len(groups) - 1)
            if gap >= 4 or px <= 10:
                break
            px -= 1
        painter.setFont(font)
        self.elided = Elisions()
        if gap < 0:
            self.elided += [text for _, text in groups]
        for (name, text), width in zip(groups, widths, strict=True):
            draw_icon(painter, name, QRectF(x, r.center().y() - icon / 2, icon, icon), colour.darker(115))
            room = QRectF(x + icon + 2, r.top(), width - icon - 2, r.height())
            painter.setPen(QColor("#2b2118"))
            painter.drawText(room, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
            x += width + max(0.0, gap)


def chip_rects(area: QRectF, count: int, cols: int, height: float) -> list[QRectF]:
    """``count`` chips in rows of ``cols`` across ``area``, rows ``height`` tall and 4 apart."""
    gap = 6.0
    w = (area.width() - gap * (cols - 1)) / cols
    return [QRectF(area.left() + (i % cols) * (w + gap), area.top() + (i // cols) * (height + 4), w, height)
            for i in range(count)]
