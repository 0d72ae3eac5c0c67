"""How an Empires card looks, drawn from its design with QPainter (no external art).

``face(state, card, catalog)`` makes a :class:`CardFace` of kind ``"empires"`` whose ``art`` names the card
set, the design and the marks on it (exhausted); the painter registered in ``FACE_PAINTERS`` draws it on the
table, enlarged and in the gallery alike: the name band in its category's colour, the type glyphs, the
player-count mark, the card text when the card is drawn large enough to read it (else its category's glyph),
the development cost and the VP seal (a number, or a star for points that depend on the game). Backs show
the pile they belong to (``back_face``): a player's own deck, a market deck by category, fame, unrest.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

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
#: The smallest text (pixels on screen) a card's body is drawn in.
READABLE_PX = 9.0
#: The fewest lines of text at READABLE_PX a body must hold to show its text; a smaller body shows the glyph
#: (the enlarged card shows the whole text).
FEWEST_LINES = 3
#: The narrowest body (screen pixels) that shows a text: a line holds a few words.
NARROWEST = 45.0
#: The font widths tried at each size, widest first (a semi-condensed face holds a long text at a larger size).
STRETCHES = (100, 87)


@dataclass(frozen=True, slots=True)
class BodyFit:
    """How a card's text is drawn in its body: the font's size in screen pixels, its width (QFont stretch), the
    lines, and whether they hold the whole text (else the last one ends with "…" and the enlarged card shows
    the rest)."""

    px: int
    stretch: int
    lines: tuple[str, ...]
    whole: bool


def body_font(px: int, stretch: int) -> QFont:
    font = pixel_font(px, bold=False)
    font.setStretch(stretch)
    return font


def line_step(px: int) -> float:
    """The distance between two lines of body text ``px`` pixels high (a little tighter than the font's own)."""
    return px * 1.12


def _wrap(text: str, metrics: QFontMetricsF, width: float, first: float | None = None) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (the first no wider than ``first``, when given) at its
    spaces; a word wider than a line is cut with a hyphen. The first line is "" when not even a word fits it."""
    lines: list[str] = []
    room = width if first is None else first
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            joined = f"{line} {word}" if line else word
            if metrics.horizontalAdvance(joined) <= (room if not lines else width):
                line = joined
                continue
            if line or not lines:
                lines.append(line)
            while metrics.horizontalAdvance(word) > width and len(word) > 2:  # cut with a hyphen
                cut = len(word) - 1
                while cut > 1 and metrics.horizontalAdvance(word[:cut] + "-") > width:
                    cut -= 1
                lines.append(word[:cut] + "-")
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


@dataclass(frozen=True, slots=True)
class Lead:
    """The first line of a body shares the row of the type glyphs and the side marks: it starts ``left`` and ends
    ``right`` screen pixels inside the body, and the next line starts ``height`` pixels below its top."""

    left: float = 0.0
    right: float = 0.0
    height: float = 0.0


def _tops(n: int, px: int, lead: Lead) -> list[float]:
    """The top of each of ``n`` lines of ``px`` pixels, from the body's top."""
    step = line_step(px)
    first = max(step, lead.height)
    return [0.0] + [first + (i - 1) * step for i in range(1, n)]


def fit_body(text: str, width: float, height: float, start: float, lead: Lead = Lead()) -> BodyFit | None:
    """The largest font from ``start`` down to READABLE_PX (all in screen pixels) in which ``text`` fits a body
    ``width`` x ``height`` screen pixels whose first line is ``lead``; at the smallest size a text still too long
    shows the lines that fit, the last ending with "…". None: the body holds fewer than FEWEST_LINES lines at
    READABLE_PX or is narrower than NARROWEST (too small to read; the category glyph stands in)."""
    if not text or width < NARROWEST:
        return None
    first = width - lead.left - lead.right
    floor = int(READABLE_PX)
    for px in range(max(floor, round(start)), floor - 1, -1):
        for stretch in STRETCHES:
            metrics = QFontMetricsF(body_font(px, stretch))
            lines = _wrap(text, metrics, width, first)
            if _tops(len(lines), px, lead)[-1] + line_step(px) <= height:
                return BodyFit(px, stretch, tuple(lines), True)
    metrics = QFontMetricsF(body_font(floor, STRETCHES[-1]))
    tops = _tops(200, floor, lead)
    room = sum(1 for t in tops if t + line_step(floor) <= height)
    if room < FEWEST_LINES:
        return None
    lines = _wrap(text, metrics, width, first)[:room]
    last = lines[-1] + " …"
    while metrics.horizontalAdvance(last) > width and " " in last[:-2]:
        last = last[:-2].rsplit(" ", 1)[0] + " …"
    return BodyFit(floor, STRETCHES[-1], (*lines[:-1], last), False)


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
    _body(p, f, d, body_rect(outer, d, u), head_lead(d, period, u), u)
    _cost(p, d.cost, QRectF(outer.left() + 4 * u, outer.bottom() - 17 * u, outer.width() * 0.6, 14 * u), u)
    _vp_seal(p, d, QRectF(outer.right() - 21 * u, outer.bottom() - 20 * u, 17 * u, 17 * u), u)
    if exhausted:
        _exhausted(p, outer, u)


def body_rect(outer: QRectF, d: Design, u: float) -> QRectF:
    """Where a card's text goes: from the row of the type glyphs (its first line beside them) down to the cost and
    VP seal (to the frame on a card with neither)."""
    top = outer.top() + 4 * u + 24 * u + 2 * u
    bottom = outer.bottom() - (19 * u if d.cost or vp_mark(d) else 4 * u)
    return QRectF(outer.left() + 3.5 * u, top, outer.width() - 7 * u, bottom - top)


def body_text(f: CardFace) -> str:
    return f.text.split("\n", 1)[1] if "\n" in f.text else ""


def head_lead(d: Design, period: str, u: float) -> tuple[float, float, float]:
    """The room the type glyphs (left), the period disc and the marks (right) take in the body's first line, and
    that row's height, in card units of ``u``."""
    left = (5 - 3.5 + len(d.types) * 12.5) * u if d.types else 0.0
    right = (5 - 3.5 + 1.5) * u + (13 * u if period else 0.0)  # a little air before the period disc
    if d.marks:
        right += QFontMetricsF(pixel_font(8.5 * u)).horizontalAdvance(d.marks) + 3 * u
    if not (d.types or period or d.marks):
        return 0.0, 0.0, 0.0  # nothing in that row: the text starts at its top
    return left, (right if period or d.marks else 0.0), 11.5 * u


def body_fit(f: CardFace, d: Design, rect: QRectF, scale: float) -> BodyFit | None:
    """How ``f``'s text is drawn on a card painted in ``rect`` at ``scale`` screen pixels a unit of ``rect``."""
    u = rect.width() / CARD_W
    outer = rect.adjusted(0.75 * u, 0.75 * u, -0.75 * u, -0.75 * u)
    body = body_rect(outer, d, u)
    period = str(f.art[3]) if len(f.art) > 3 else ""
    left, right, row = head_lead(d, period, u)
    return fit_body(body_text(f), body.width() * scale, body.height() * scale, 8.5 * u * scale,
                    Lead(left * scale, right * scale, row * scale))


def _body(p: QPainter, f: CardFace, d: Design, body: QRectF, head: tuple[float, float, float], u: float) -> None:
    """The card's text when it can be read at this size (its first line beside the type glyphs), else its
    category's glyph. The text is drawn in screen pixels (the painter's scale undone) so its size is a whole
    number of them, never under READABLE_PX."""
    transform = p.worldTransform()
    scale = abs(transform.m11()) or 1.0
    lead = Lead(head[0] * scale, head[1] * scale, head[2] * scale)
    fit = fit_body(body_text(f), body.width() * scale, body.height() * scale, 8.5 * u * scale, lead)
    if fit is not None:
        screen = transform.mapRect(body)
        font = body_font(fit.px, fit.stretch)
        metrics = QFontMetricsF(font)
        p.save()
        p.resetTransform()
        p.setFont(font)
        p.setPen(INK)
        row = max(0.0, (lead.height - 2 * scale - metrics.height()) / 2)  # the first line centred on the glyphs
        for i, (top, line) in enumerate(zip(_tops(len(fit.lines), fit.px, lead), fit.lines, strict=True)):
            x = screen.left() + (lead.left if i == 0 else 0.0)
            p.drawText(QPointF(x, screen.top() + top + (row if i == 0 else 0.0) + metrics.ascent()), line)
        p.restore()
        return
    body = body.adjusted(0, head[2], 0, 0)
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
