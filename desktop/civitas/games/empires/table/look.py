"""How an Empires card looks, drawn from its design with QPainter (no external art).

``face(state, card, catalog)`` makes a :class:`CardFace` of kind ``"empires"`` whose ``art`` names the card
set, the design and the marks on it (exhausted); the painter registered in ``FACE_PAINTERS`` draws it on the
table, enlarged and in the gallery alike: the name band in its category's colour, the type glyphs, the
player-count mark, the card text when the card is drawn large enough to read it (else its category's glyph),
the development cost and the VP seal (a number, or a star for points that depend on the game). Backs show
the pile they belong to (``back_face``): a player's own deck, a market deck by category, fame, unrest.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QTextOption

from civitas.games.empires.cards import Design, card_set
from civitas.games.empires.state import EmpiresState
from civitas.games.empires.table import glyphs
from civitas.ui.table.card_item import (
    CARD_W,
    FACE_PAINTERS,
    CardFace,
    back_frame,
    draw_title,
    paper_and_band,
    pixel_font,
)
from civitas.ui.table.fit import Elisions

KIND = "empires"
INK = QColor("#2b2118")
#: The band colour by a card's first category ("" : a nation's own card).
BANDS: dict[str, str] = {
    "region": "#4f7d3a", "uncivilised": "#8a5a2b", "civilised": "#2f5f8f", "tributary": "#7a3f7a",
    "fame": "#a8841c", "unrest": "#a33a2a", "power": "#3b3b52", "": "#2f6f6a",
}  # fmt: skip
#: The colour and the glyph of each pile's back.
BACKS: dict[str, tuple[str, str]] = {
    "deck": ("#5b4a36", ""), "region": (BANDS["region"], "wheat"), "uncivilised": (BANDS["uncivilised"], "sword"),
    "civilised": (BANDS["civilised"], "scroll"), "main": ("#4d4d4d", "crown"), "fame": (BANDS["fame"], "crown"),
    "unrest": (BANDS["unrest"], ""), "nation": (BANDS[""], "temple"), "hidden": ("#5b4a36", ""),
}  # fmt: skip
#: A category's glyph, drawn in place of the text on a card too small to read.
CATEGORY_GLYPHS = {"region": "wheat", "uncivilised": "sword", "civilised": "scroll", "tributary": "coin",
                   "fame": "crown", "unrest": "action", "power": "temple", "": "temple"}  # fmt: skip
#: The smallest text (pixels on screen) a card's body is drawn in; smaller cards show their glyph instead.
READABLE_PX = 7.0


def band_of(d: Design) -> str:
    return BANDS.get(d.categories[0] if d.categories else "", BANDS[""])


def design_face(key: str, d: Design, catalog: dict[str, str], caption: str = "", exhausted: bool = False) -> CardFace:
    """The face of design ``d`` of card set ``key``; ``exhausted`` draws the exhaust token on it."""
    title = catalog.get(f"card.{d.id}", d.id)
    text = catalog.get(f"cardtext.{d.id}", "")
    period = catalog.get(f"side.{d.period}", "")[:1].upper() if d.period else ""
    return CardFace(KIND, title=title, band=band_of(d), caption=caption, text=f"{title}\n{text}",
                    art=(key, d.id, exhausted, period), text_on_face=True)


def face(s: EmpiresState, card: int, catalog: dict[str, str], caption: str = "", exhausted: bool = False,
         back: str = "hidden") -> CardFace:  # fmt: skip
    """The face of instance ``card`` in game ``s`` (a hidden marker shows the ``back`` of its pile)."""
    if card < 0 or card >= len(s.table):
        return back_face(back, catalog)
    d = card_set(s.cards_key).design(s.table[card])
    return design_face(s.cards_key, d, catalog, caption, exhausted)


def back_face(pile: str, catalog: dict[str, str]) -> CardFace:
    colour = BACKS.get(pile, BACKS["hidden"])[0]
    return CardFace(KIND, title=catalog.get("card.hidden", ""), band=colour, back=True, art=("back", pile))


def paint(p: QPainter, f: CardFace, rect: QRectF, elided: Elisions) -> None:
    u = rect.width() / CARD_W
    outer = rect.adjusted(0.75 * u, 0.75 * u, -0.75 * u, -0.75 * u)
    if f.back or len(f.art) < 4:
        _back(p, f, outer, u)
        return
    key, design_id, exhausted, period = str(f.art[0]), str(f.art[1]), bool(f.art[2]), str(f.art[3])
    d = card_set(key).design(design_id)
    band_c = QColor(f.band)
    band = paper_and_band(p, outer, band_c, u, high=24)
    p.setPen(QColor("#ffffff"))
    draw_title(p, f.title, band.adjusted(3 * u, 0, -3 * u, 0), elided, (12 * u, 9 * u), (10 * u, 6.5 * u), 2.3)
    y = band.bottom() + 2 * u
    chip = 11 * u
    x = outer.left() + 5 * u
    for t in d.types:
        glyphs.draw(p, t, QRectF(x, y, chip, chip))
        x += chip + 1.5 * u
    right = outer.right() - 5 * u
    if period:  # the state side it can be played on, as a letter in a disc
        disc = QRectF(right - chip, y, chip, chip)
        p.setPen(QPen(INK, 0.7 * u))
        p.setBrush(QColor("#efe3c4"))
        p.drawEllipse(disc)
        p.setFont(pixel_font(8 * u))
        p.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), period)
        right = disc.left() - 2 * u
    if d.marks:
        p.setPen(INK)
        p.setFont(pixel_font(8.5 * u))
        p.drawText(QRectF(outer.left(), y, right - outer.left(), chip), int(Qt.AlignmentFlag.AlignRight), d.marks)
    body = QRectF(outer.left() + 5 * u, y + chip + 2 * u, outer.width() - 10 * u,
                  outer.bottom() - (y + chip + 2 * u) - 19 * u)
    _body(p, f, d, body, u)
    _cost(p, d.cost, QRectF(outer.left() + 4 * u, outer.bottom() - 17 * u, outer.width() * 0.6, 14 * u), u)
    _vp_seal(p, d, QRectF(outer.right() - 21 * u, outer.bottom() - 20 * u, 17 * u, 17 * u), u)
    if exhausted:
        _exhausted(p, outer, u)


def _body(p: QPainter, f: CardFace, d: Design, body: QRectF, u: float) -> None:
    """The card's text when it can be read at this size, else its category's glyph."""
    scale = abs(p.worldTransform().m11()) or 1.0
    text = f.text.split("\n", 1)[1] if "\n" in f.text else ""
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    px = 9.0 * u
    while text and px * scale >= READABLE_PX:
        font = pixel_font(px, bold=False)
        need = QFontMetricsF(font).boundingRect(body, int(Qt.TextFlag.TextWordWrap), text)
        if need.height() <= body.height() and need.width() <= body.width() + 0.5:
            p.setFont(font)
            p.setPen(INK)
            p.drawText(body, text, option)
            return
        px -= 0.5 * u
    side = min(body.width(), body.height()) * 0.7
    name = CATEGORY_GLYPHS.get(d.categories[0] if d.categories else "", "temple")
    glyphs.draw(p, name, QRectF(body.center().x() - side / 2, body.center().y() - side / 2, side, side))


def _cost(p: QPainter, cost: dict[str, int], r: QRectF, u: float) -> None:
    x = r.left()
    for res in ("materials", "population", "progress"):
        n = cost.get(res, 0)
        if not n:
            continue
        glyphs.draw(p, res, QRectF(x, r.top(), r.height(), r.height()))
        p.setPen(INK)
        p.setFont(pixel_font(10 * u))
        p.drawText(QRectF(x + r.height(), r.top(), 10 * u, r.height()), int(Qt.AlignmentFlag.AlignVCenter), str(n))
        x += r.height() + 11 * u


def vp_mark(d: Design) -> str:
    """What a card's VP seal shows: its fixed points, "★" for points that depend on the game, "" none."""
    vp = d.vp
    if not vp:
        return ""
    if set(vp) == {"fixed"}:
        return str(vp["fixed"])
    return "★"


def _vp_seal(p: QPainter, d: Design, r: QRectF, u: float) -> None:
    mark = vp_mark(d)
    if not mark:
        return
    negative = mark.startswith("-")
    p.setPen(QPen(QColor("#5a4010" if not negative else "#5a1010"), 0.9 * u))
    p.setBrush(QColor("#e8c45a" if not negative else "#c0504a"))
    p.drawEllipse(r)
    p.setPen(INK if not negative else QColor("#ffffff"))
    p.setFont(pixel_font((10 if len(mark) < 2 else 8.5) * u))
    p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), mark.replace("-", "−"))


def _exhausted(p: QPainter, outer: QRectF, u: float) -> None:
    """An exhaust token on the card: the card dimmed, the token at its centre."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(40, 40, 60, 90))
    p.drawRoundedRect(outer, 7 * u, 7 * u)
    side = 30 * u
    glyphs.draw(p, "exhaust", QRectF(outer.center().x() - side / 2, outer.center().y() - side / 2, side, side))


def _back(p: QPainter, f: CardFace, outer: QRectF, u: float) -> None:
    pile = str(f.art[1]) if len(f.art) > 1 else "hidden"
    inner = back_frame(p, outer, QColor(f.band), u, inset=6)
    name = BACKS.get(pile, BACKS["hidden"])[1]
    if name:
        side = inner.width() * 0.55
        glyphs.draw(p, name, QRectF(inner.center().x() - side / 2, inner.center().y() - side / 2, side, side),
                    "#fbf6ea")
    else:  # a player's deck and the unrest pile: the game's seal
        p.setPen(QPen(QColor("#fbf6ea"), 1.4 * u))
        p.setBrush(Qt.BrushStyle.NoBrush)
        side = inner.width() * 0.5
        p.drawEllipse(QRectF(inner.center().x() - side / 2, inner.center().y() - side / 2, side, side))
        p.setFont(pixel_font(22 * u))
        p.drawText(inner, int(Qt.AlignmentFlag.AlignCenter), "✦" if pile != "unrest" else "!")


FACE_PAINTERS[KIND] = paint
