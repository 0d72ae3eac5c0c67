"""Cards drawn with QPainter: frame, type colour band, a path-drawn icon, name and cost.

A ``CardFace`` says what a card looks like (already in the current language). ``card_pixmap``
renders a face at a pixel size and caches it, keyed by the card's kind, language and size, so the
scene only blits pixmaps while the player drags. ``CardItem`` is the scene item: a QGraphicsObject,
so its position and opacity can be animated.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.fit import Elisions
from civitas.ui.table.icons import draw_icon
from civitas.ui.table.piece import PieceItem

CARD_W = 92.0
CARD_H = 128.0
PAPER = QColor("#f6efdc")
INK = QColor("#2b2118")


@dataclass(frozen=True, slots=True)
class CardFace:
    """The look of one card. ``kind`` names the card type; texts are in the current language."""

    kind: str
    title: str = ""
    band: str = "#7a6a58"
    icon: str = ""
    icon_colour: str = ""
    cost: tuple[str, ...] = ()  # icon names of the cost, drawn small along the bottom
    caption: str = ""  # one short line under the icon (a type or a cost in words)
    text: str = ""  # the full card text, shown in the zoomed card
    back: bool = False
    #: The face itself prints ``text`` whole (as the zoomed card shows it): the zoom adds no text box repeating it.
    text_on_face: bool = False
    art: tuple[object, ...] = ()  # what a game's own painter needs (see ``FACE_PAINTERS``); hashable


# A game whose cards need more than the plain face (banners, numbered icons) registers a painter for its
# face ``kind`` here: ``painter(qpainter, face, rect, elided)`` draws the whole card, front or back, in
# ``rect``; the table, the enlarged card and the gallery then all draw it alike.
FacePainter = Callable[[QPainter, "CardFace", QRectF, Elisions], None]
FACE_PAINTERS: dict[str, FacePainter] = {}


class PixmapCache:
    """Least-recently-used cache of rendered card faces."""

    def __init__(self, limit: int = 600) -> None:
        self.limit = limit
        self._items: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._elided: dict[tuple[object, ...], Elisions] = {}
        self.hits = 0
        self.misses = 0

    def get(self, face: CardFace, lang: str, width: int, height: int) -> QPixmap:
        key: tuple[object, ...] = (face.kind, lang, width, height, face.back, face)
        pixmap = self._items.get(key)
        if pixmap is not None:
            self._items.move_to_end(key)
            self.hits += 1
            return pixmap
        self.misses += 1
        elided = Elisions()
        pixmap = render_card(face, width, height, elided)
        self._items[key] = pixmap
        self._elided[key] = elided
        if len(self._items) > self.limit:
            old, _ = self._items.popitem(last=False)
            self._elided.pop(old, None)
        return pixmap

    def elided(self, face: CardFace, lang: str, width: int, height: int) -> Elisions:
        """The texts the cached rendering of ``face`` at that size had to shorten."""
        return self._elided.get((face.kind, lang, width, height, face.back, face), Elisions())

    def clear(self) -> None:
        self._items.clear()
        self._elided.clear()

    def __len__(self) -> int:
        return len(self._items)


CACHE = PixmapCache()


def fitted_font(text: str, width: float, size: float, minimum: float, bold: bool = True) -> QFont:
    """The largest font from ``size`` down to ``minimum`` (pixels) in which ``text`` fits ``width``."""
    font = QFont()
    font.setBold(bold)
    px = size
    while px > minimum:
        font.setPixelSize(max(1, round(px)))
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return font
        px -= 0.5
    font.setPixelSize(max(1, round(minimum)))
    return font


def pixel_font(px: float, bold: bool = True) -> QFont:
    """A font ``px`` pixels high (at least one), bold unless told."""
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(max(1, round(px)))
    return font


def paper_and_band(p: QPainter, outer: QRectF, band_colour: QColor, u: float, inset: float = 4, high: float = 25,
                   lighter: int = 120, darker: int = 110) -> QRectF:
    """A card's front: paper in an ink frame filling ``outer``, and the name band at its top (``inset``
    units in, ``high`` units high, shading from ``lighter`` to ``darker`` of ``band_colour``); returns the
    band's rect. ``u`` is a card unit (the card's width / ``CARD_W``)."""
    p.setPen(QPen(INK, 1.2 * u))
    p.setBrush(PAPER)
    p.drawRoundedRect(outer, 7 * u, 7 * u)
    band = QRectF(outer.left() + inset * u, outer.top() + inset * u, outer.width() - 2 * inset * u, high * u)
    gradient = QLinearGradient(band.topLeft(), band.bottomLeft())
    gradient.setColorAt(0, band_colour.lighter(lighter))
    gradient.setColorAt(1, band_colour.darker(darker))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(gradient)
    p.drawRoundedRect(band, 4 * u, 4 * u)
    return band


def back_frame(p: QPainter, outer: QRectF, colour: QColor, u: float, lighter: int = 125, inset: float = 5,
               ring: int = 170) -> QRectF:
    """A card's back: ``outer`` shaded across from ``lighter`` to darker of ``colour`` in an ink frame,
    with a ring ``inset`` units inside in a light shade (``ring``) of it; returns the ring's rect."""
    gradient = QLinearGradient(outer.topLeft(), outer.bottomRight())
    gradient.setColorAt(0, colour.lighter(lighter))
    gradient.setColorAt(1, colour.darker(125))
    p.setPen(QPen(INK, 1.2 * u))
    p.setBrush(gradient)
    p.drawRoundedRect(outer, 7 * u, 7 * u)
    inner = outer.adjusted(inset * u, inset * u, -inset * u, -inset * u)
    p.setPen(QPen(colour.lighter(ring), 1.2 * u))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, 5 * u, 5 * u)
    return inner


def draw_title(p: QPainter, title: str, r: QRectF, elided: Elisions, one_line: tuple[float, float],
               two_lines: tuple[float, float], lines_per_height: float,
               hyphenate: Callable[[str], list[str]] | None = None) -> None:
    """A card's name centred in ``r`` in the painter's pen: on one line in the largest font (pixels, from
    ``one_line[0]`` down to ``one_line[1]``) in which it fits; else on two lines, split at the space that
    best balances them or, one long word, by ``hyphenate`` (default: after a vowel near the middle), in a
    font from ``two_lines`` no taller than ``r``'s height / ``lines_per_height``. A line still too wide
    is recorded in ``elided``."""
    font = fitted_font(title, r.width(), *one_line)
    if QFontMetricsF(font).horizontalAdvance(title) <= r.width():
        p.setFont(font)
        p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), title)
        return
    lines = _two_lines(title) if " " in title else (hyphenate or _hyphenated)(title)
    longest = max(lines, key=lambda line: QFontMetricsF(font).horizontalAdvance(line))
    font = fitted_font(longest, r.width(), *two_lines)
    font.setPixelSize(min(font.pixelSize(), max(1, round(r.height() / lines_per_height))))
    p.setFont(font)
    elided.check(QFontMetricsF(font), longest, r.width())
    p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), "\n".join(lines))


def _luminance(colour: QColor) -> float:
    return 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()


def render_card(face: CardFace, width: int, height: int, elided: Elisions | None = None) -> QPixmap:
    pixmap = QPixmap(max(1, width), max(1, height))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(width / CARD_W, height / CARD_H)
    paint_face(painter, face, QRectF(0, 0, CARD_W, CARD_H), elided)
    painter.end()
    return pixmap


def paint_face(painter: QPainter, face: CardFace, rect: QRectF, elided: Elisions | None = None) -> None:
    """Paint ``face`` in ``rect`` (in any coordinate system; sizes scale with the rect); texts it has to
    shorten go into ``elided``."""
    record = elided if elided is not None else Elisions()
    custom = FACE_PAINTERS.get(face.kind)
    if custom is not None:
        custom(painter, face, rect, record)
        return
    u = rect.width() / CARD_W
    radius = 7 * u
    outer = rect.adjusted(0.75 * u, 0.75 * u, -0.75 * u, -0.75 * u)
    if face.back:
        _paint_back(painter, face, outer, radius, u)
        return
    band_colour = QColor(face.band)
    band = paper_and_band(painter, outer, band_colour, u, high=26, lighter=118, darker=108)  # the name's band
    text_colour = QColor("#ffffff") if _luminance(band_colour) < 0.6 else INK
    painter.setPen(text_colour)
    draw_title(painter, face.title, band.adjusted(3 * u, 0, -3 * u, 0), record, (13.5 * u, 9.5 * u), (11 * u, 7 * u),
               2.3)
    # the picture: a tinted medallion with the icon
    art = QRectF(outer.left() + 10 * u, band.bottom() + 6 * u, outer.width() - 20 * u, 56 * u)
    painter.setPen(QPen(band_colour.darker(130), 1.0 * u))
    painter.setBrush(band_colour.lighter(185))
    painter.drawRoundedRect(art, 5 * u, 5 * u)
    if face.icon:
        icon_colour = QColor(face.icon_colour) if face.icon_colour else band_colour
        draw_icon(painter, face.icon, art.adjusted(6 * u, 4 * u, -6 * u, -4 * u), icon_colour)
    # caption and cost
    bottom = QRectF(outer.left() + 4 * u, art.bottom() + 3 * u,
                    outer.width() - 8 * u, outer.bottom() - art.bottom() - 6 * u)
    if face.caption:
        cap_rect = QRectF(bottom.left(), bottom.top(), bottom.width(), 14 * u)
        painter.setPen(INK)
        painter.setFont(fitted_font(face.caption, cap_rect.width(), 10.5 * u, 7.5 * u, bold=False))
        cap = record.elide(QFontMetricsF(painter.font()), face.caption, cap_rect.width())
        painter.drawText(cap_rect, int(Qt.AlignmentFlag.AlignCenter), cap)
    if face.cost:
        size = min(16 * u, (bottom.width() - 4 * u) / max(1, len(face.cost)))
        total = size * len(face.cost)
        x = bottom.center().x() - total / 2
        y = bottom.bottom() - size
        for name in face.cost:
            painter.setPen(QPen(INK.lighter(200), 0.6 * u))
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(QRectF(x + 0.5 * u, y + 0.5 * u, size - u, size - u))
            draw_icon(painter, name, QRectF(x + 1.5 * u, y + 1.5 * u, size - 3 * u, size - 3 * u), _cost_colour(name))
            x += size


def _two_lines(text: str) -> list[str]:
    """``text`` split at the space that best balances the two lines."""
    words = text.split(" ")
    best = [text]
    best_len = len(text) + 1
    for i in range(1, len(words)):
        first, second = " ".join(words[:i]), " ".join(words[i:])
        longest = max(len(first), len(second))
        if longest < best_len:
            best, best_len = [first, second], longest
    return best


def _hyphenated(word: str) -> list[str]:
    """One long word in two lines, broken with a hyphen after a vowel near its middle (so that
    «Землетрясение» reads «Земле-» «трясение»), or at the middle when it has no vowel there."""
    vowels = set("aeiouyаеёиоуыэюя")
    middle = len(word) // 2
    for off in (0, 1, -1, 2, -2, 3, -3):
        i = middle + off
        if 2 <= i <= len(word) - 2 and word[i - 1].lower() in vowels and word[i].lower() not in vowels:
            return [word[:i] + "-", word[i:]]
    return [word[:middle] + "-", word[middle:]]


# The colour of each cost icon by name; a game's table fills in its own (resources, coins...).
COST_COLOURS: dict[str, str] = {}


def _cost_colour(name: str) -> QColor:
    return QColor(COST_COLOURS.get(name, "#7a6a58"))


def _paint_back(painter: QPainter, face: CardFace, outer: QRectF, radius: float, u: float) -> None:
    colour = QColor(face.band)
    painter.setPen(QPen(INK, 1.2 * u))
    gradient = QLinearGradient(outer.topLeft(), outer.bottomRight())
    gradient.setColorAt(0, colour.lighter(120))
    gradient.setColorAt(1, colour.darker(120))
    painter.setBrush(gradient)
    painter.drawRoundedRect(outer, radius, radius)
    inner = outer.adjusted(5 * u, 5 * u, -5 * u, -5 * u)
    painter.setPen(QPen(colour.lighter(170), 1.0 * u))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
    draw_icon(painter, face.icon or "back", inner.adjusted(8 * u, 8 * u, -8 * u, -8 * u), colour)


class CardItem(PieceItem):
    """A card on the table, drawn from the pixmap cache at the view's current scale."""

    def __init__(
        self,
        face: CardFace,
        lang: str,
        key: str,
        payload: object = None,
        draggable: bool = False,
        size: QSizeF | None = None,
    ) -> None:
        super().__init__(face.kind, key, payload, draggable, size or QSizeF(CARD_W, CARD_H))
        self.face = face
        self.lang = lang
        self.elided = Elisions()  # texts its face had to shorten, as last painted (see fit.py)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect(), 7, 7)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = abs(painter.worldTransform().m11()) or 1.0
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        px_w = max(8, round(self.size.width() * scale * ratio))
        px_h = max(8, round(self.size.height() * scale * ratio))
        pixmap = CACHE.get(self.face, self.lang, px_w, px_h)
        self.elided = CACHE.elided(self.face, self.lang, px_w, px_h)
        transform = painter.worldTransform()
        if transform.isScaling() and not transform.isRotating() and ratio == 1.0:
            # The pixmap already has the on-screen size: blit it unscaled (much faster than a
            # smooth-scaled draw, and just as sharp).
            corner = transform.map(QPointF(0, 0))
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPoint(round(corner.x()), round(corner.y())), pixmap)
            painter.restore()
        else:
            painter.drawPixmap(self.rect(), pixmap, QRectF(pixmap.rect()))
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 30, 20, 110))
            painter.drawRoundedRect(self.rect(), 7, 7)
        self.paint_marks(painter)
