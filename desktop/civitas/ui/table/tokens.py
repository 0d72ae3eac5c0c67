"""Tokens on the table, drawn as QPainter shapes in a player's colour with a game's icon. A token may
carry small marks (icons in a corner) and a count badge (how many are left in a supply)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.fit import Elisions
from civitas.ui.table.icons import draw_icon
from civitas.ui.table.piece import PieceItem


class TokenItem(PieceItem):
    """A token with a path-drawn icon, in the outline its kind has (``TOKEN_SHAPES``: a disc unless
    a game says otherwise). ``marks`` are extra small icons at its corner."""

    def __init__(self, kind: str, key: str, colour: str, icon: str | None = None, payload: object = None,
                 draggable: bool = False, size: float = 44, count: int | None = None,
                 marks: tuple[str, ...] = (), tooltip: str = "", label: str = "") -> None:
        super().__init__(kind, key, payload, draggable, QSizeF(size, size), tooltip)
        self.colour = QColor(colour)
        self.icon = icon or kind
        self.count = count
        self.marks = marks
        self.label = label
        self.elided = Elisions()  # the count, if its last paint found it wider than its badge (see fit.py)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def outline(self) -> str:
        """The token's outline: "round", "square", "house" or "battlement" (see ``token_path``)."""
        return TOKEN_SHAPES.get(self.kind, "square" if self.kind in SQUARE_KINDS else "round")

    def square(self) -> bool:
        """Whether the token has corners (anything but a disc): its rings follow a rounded square."""
        return self.outline() != "round"

    def shape(self) -> QPainterPath:
        return token_path(self.outline(), self.rect())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        s = r.width()
        solid = self.kind in SOLID_KINDS
        body = token_path(self.outline(), r.adjusted(1, 1, -1, -1))
        painter.setPen(QPen(self.colour.darker(160), max(1.5, s * 0.05)))
        painter.setBrush(self.colour if solid else QColor("#fbf6ea"))
        painter.drawPath(body)
        top = OUTLINE_TOP.get(self.outline(), 0.0)  # a roof or merlons: the icon sits below them
        inset = s * 0.16
        room = r.adjusted(s * 0.1, s * top, -s * 0.1, -s * 0.08) if top else r.adjusted(inset, inset, -inset, -inset)
        draw_icon(painter, self.icon, room, QColor("#fbf6ea") if solid else self.colour)
        for i, mark in enumerate(self.marks):
            m = QRectF(r.right() - s * 0.46 - i * s * 0.4, r.top() - s * 0.14, s * 0.5, s * 0.5)
            painter.setPen(QPen(QColor("#3a2c1c"), 1))
            painter.setBrush(QColor("#fff4d0"))
            painter.drawEllipse(m)
            inner = m.adjusted(s * 0.06, s * 0.06, -s * 0.06, -s * 0.06)
            name, colour = MARK_STYLES.get(mark, (mark, ""))
            draw_icon(painter, name, inner, QColor(colour) if colour else self.colour)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(60, 60, 60, 120))
            painter.drawPath(token_path(self.outline(), r))
        if self.count is not None:
            badge = QRectF(r.right() - s * 0.42, r.bottom() - s * 0.38, s * 0.5, s * 0.42)
            painter.setPen(QPen(QColor("#ffffff"), 1))
            painter.setBrush(QColor("#3a2c1c") if self.count else QColor("#b03a2e"))
            painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(8, round(s * 0.28)))
            painter.setFont(font)
            self.elided = Elisions()
            self.elided.check(QFontMetricsF(font), str(self.count), badge.width())
            painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), str(self.count))
        self.paint_marks(painter, radius=s * 0.16 if self.square() else s / 2)


def token_path(outline: str, r: QRectF) -> QPainterPath:
    """The outline of a token in ``r``: a disc ("round"), a rounded square ("square"), a square under a
    pitched roof ("house") or a square whose top is notched like a wall ("battlement")."""
    path = QPainterPath()
    s = r.width()
    if outline == "square":
        path.addRoundedRect(r, s * 0.16, s * 0.16)
    elif outline in ("house", "battlement"):
        if outline == "house":  # the eaves at a third of the height, the ridge at the top
            points = [(0.0, 1.0), (0.0, 0.36), (0.5, 0.0), (1.0, 0.36), (1.0, 1.0)]
        else:  # three merlons with two notches between them
            points = [(0.0, 1.0), (0.0, 0.0), (0.26, 0.0), (0.26, 0.2), (0.37, 0.2), (0.37, 0.0), (0.63, 0.0),
                      (0.63, 0.2), (0.74, 0.2), (0.74, 0.0), (1.0, 0.0), (1.0, 1.0)]
        path.addPolygon(QPolygonF([QPointF(r.left() + x * s, r.top() + y * r.height()) for x, y in points]))
        path.closeSubpath()
    else:
        path.addEllipse(r)
    return path


# How much of the token's top its outline takes (a roof, merlons): the icon sits below it.
OUTLINE_TOP: dict[str, float] = {"house": 0.3, "battlement": 0.24}
# Token kinds and their outlines ("square", "house", "battlement"; a disc otherwise). Games fill it in.
TOKEN_SHAPES: dict[str, str] = {}
# Token kinds drawn as rounded squares (kept for games that only need corners; TOKEN_SHAPES wins).
SQUARE_KINDS: set[str] = set()
# Token kinds filled with the owner's colour, their icon drawn light on it. Games fill it in.
SOLID_KINDS: set[str] = set()
# How a game draws each mark: its icon and colour (no colour: the owner's). Games fill it in.
MARK_STYLES: dict[str, tuple[str, str]] = {}
