"""How a Territory card looks, drawn from its data with QPainter (no external art).

``face(c, catalog)`` makes a :class:`CardFace` of kind ``"territory"``; the painter registered in
``FACE_PAINTERS`` draws it on the table, enlarged and in the gallery alike. A front has the name on a band
in its type's colour; under it, in fixed corners, the income it NEEDS (a red square slot, top left) and the
PROFIT it gives (a gold coin, top right), each with its number, and between them a shield with the
significance modifier when it has one; then the type and, when the card is drawn large enough to hold all
of it in a font of at least READABLE_PX screen pixels, the rules text (else the type's emblem: the zoom reads
the card). All of that sits in the card's top half, which still shows when cards lie fanned on a territory;
on a card lying on a territory the bottom-left corner carries nothing vital, since the table lays tokens
there. Backs: the main/development back (``HIDDEN_CARD``) and the quest back (``HIDDEN_QUEST``).
``land_face`` draws a face-down card seen as land: terrain varied by the territory's number.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QTextLayout,
    QTextOption,
    QTransform,
)

from civitas.games.territory.card_gallery import VARYING, details
from civitas.games.territory.cards import KindDef, kind, kinds, table
from civitas.games.territory.state import HIDDEN_CARD, HIDDEN_QUEST
from civitas.games.territory.table import glyphs
from civitas.ui.table.card_item import (
    CARD_H,
    CARD_W,
    FACE_PAINTERS,
    CardFace,
    back_frame,
    draw_title,
    fitted_font,
    paper_and_band,
    pixel_font,
)
from civitas.ui.table.fit import Elisions

KIND = "territory"
PAPER = QColor("#f6efdc")
INK = QColor("#2b2118")
BANDS = {t: glyphs.ICON_COLOURS[t] for t in ("building", "character", "event", "reputation", "development", "quest")}
BACKS = {HIDDEN_CARD: "#3d5a3a", HIDDEN_QUEST: "#1f6f73"}
PAYING = ("building", "character", "reputation", "development")
# The rules text on a face: in whole screen pixels, from a comfortable size down to READABLE_PX, and only
# whole (a face whose body cannot hold all of it at READABLE_PX shows the type's emblem; the zoom reads it).
READABLE_PX = 9
# The largest rules-text font, in screen pixels, and its size in card units on a larger card.
COMFORT_PX, COMFORT_U = 13, 9.5
# The font widths tried at each size, widest first (a semi-condensed face holds a longer text at that size).
STRETCHES = (100, 87)
# A text whose last lines start right of the income tokens' corner reads ragged: it takes a font at least this
# many pixels larger than the text kept above the corner would have.
INDENT_COST = 2
# No text on a Territory card is drawn smaller than this, in pixels on screen (a small card wraps or
# shortens its title instead).
MIN_PX = 8.0
# A card drawn less than this many pixels high gets the compact face: its name alone on a tall band in its
# type's colour, in up to two lines, then need and profit, then the type's emblem (no caption, no rules
# text); the hover zoom and the zoom key show the whole card.
COMPACT_BELOW_PX = 120.0
# The corner kept free for the income tokens the table lays on a card, as shares of its width and height.
FREE_W, FREE_H = 0.30, 0.22


def type_name(card_type: str) -> str:
    """The card type in the current language, one word as a card caption."""
    names = {
        "building": QCoreApplication.translate("TerritoryLook", "Building"),
        "character": QCoreApplication.translate("TerritoryLook", "Character"),
        "event": QCoreApplication.translate("TerritoryLook", "Event"),
        "reputation": QCoreApplication.translate("TerritoryLook", "Reputation"),
        "development": QCoreApplication.translate("TerritoryLook", "Development"),
        "quest": QCoreApplication.translate("TerritoryLook", "Quest"),
    }
    return names.get(card_type, card_type)


def lang_of(catalog: dict[str, str]) -> str:
    """The language ``catalog`` is written in ("ru" or "en"), told by a card name."""
    first = next(iter(kinds().values()))
    return "ru" if catalog.get(f"card.{first.id}") == first.name["ru"] else "en"


def face(c: int, catalog: dict[str, str], lost: bool = False, kinds_of: Sequence[str] | None = None,
         corner: bool = True) -> CardFace:
    """The face of card instance ``c``, or a back for a negative marker (``HIDDEN_CARD``, ``HIDDEN_QUEST``).
    ``lost`` draws a card turned face down with its name still readable. ``kinds_of`` is the game's card
    table (``state.kinds``); the default is the table of the default options. ``corner``: the card may lie
    on a territory, where the table lays tokens in its bottom-left corner (its rules text keeps clear of it)."""
    if c < 0:
        return back_face(c, catalog)
    return kind_face((kinds_of if kinds_of is not None else table())[c], catalog, lost, corner)


def back_face(marker: int, catalog: dict[str, str]) -> CardFace:
    """A card's back: no name, only the pile it belongs to."""
    return CardFace(KIND, title="", band=BACKS.get(marker, BACKS[HIDDEN_CARD]), back=True,
                    text=catalog.get("card.hidden", ""), art=(marker,))


def kind_face(kind_id: str, catalog: dict[str, str], lost: bool = False, corner: bool = True) -> CardFace:
    """The face of a card of kind ``kind_id``; its tooltip text holds the name, the type, the rules text and
    the numbers in words, in the catalog's language. ``corner`` as for ``face``."""
    d = kind(kind_id)
    title = catalog.get(f"card.{d.id}", d.id)
    rules = catalog.get(f"cardtext.{d.id}", "")
    caption = type_name(d.type)
    # the rules before the numbers in words: the zoom's text box, cut at its greatest height, holds them whole
    text = "\n".join(s for s in (title, caption, rules, details(d, lang_of(catalog))) if s)
    return CardFace(KIND, title=title, band=BANDS[d.type], icon=d.type, caption=caption, text=text, back=lost,
                    art=(d.id, rules, corner))


def land_face(made_from: int | None, catalog: dict[str, str], number: int,
              kinds_of: Sequence[str] | None = None) -> CardFace:
    """A territory: a face-down card seen as land. ``number`` is the territory's number as players read it
    (``t + 1``); it picks the terrain, so tiles differ, and is shown in the corner. ``made_from`` (the card
    lying face down, an instance number) is given only to its owner: a small corner note names it."""
    note = ""
    if made_from is not None and made_from >= 0:
        name_of = (kinds_of if kinds_of is not None else table())[made_from]
        card = catalog.get(f"card.{name_of}", name_of)
        note = QCoreApplication.translate("TerritoryLook", "made from: {card}").format(card=card)
    text = QCoreApplication.translate("TerritoryLook", "Territory {n}").format(n=number) + (f"\n{note}" if note else "")
    return CardFace(KIND, title="", band="#7fa34e", text=text, art=("land", number, note))


def _scale(p: QPainter) -> float:
    """Device pixels per unit of the painter's coordinates."""
    return _scale_of(p.combinedTransform())


def _scale_of(t: QTransform) -> float:
    return math.hypot(t.m11(), t.m12()) or 1.0


def paint(p: QPainter, f: CardFace, rect: QRectF, elided: Elisions) -> None:
    u = rect.width() / CARD_W
    if f.art and f.art[0] == "land":
        _land(p, f, rect)
        return
    outer = rect.adjusted(0.75 * u, 0.75 * u, -0.75 * u, -0.75 * u)
    head = f.art[0] if f.art else HIDDEN_CARD
    if not isinstance(head, str):
        _back(p, f, outer, u, head if isinstance(head, int) else HIDDEN_CARD, elided)
        return
    if f.back:  # lost: its own deck's back, the name on it
        _back(p, f, outer, u, HIDDEN_QUEST if kind(head).type == "quest" else HIDDEN_CARD, elided)
        return
    d = kind(head)
    rules = str(f.art[1]) if len(f.art) > 1 else ""
    corner = bool(f.art[2]) if len(f.art) > 2 else True
    band_c = QColor(f.band)
    if rect.height() * _scale(p) < COMPACT_BELOW_PX:
        _compact(p, f, d, outer, band_c, elided)
        return
    band = paper_and_band(p, outer, band_c, u, inset=3.5, lighter=125)
    p.setPen(QColor("#ffffff"))
    _title(p, f.title, band.adjusted(2 * u, 0, -2 * u, 0), u, elided)
    least = _least(p)
    y = band.bottom() + 3 * u
    if d.type in PAYING:
        _numbers(p, d, QRectF(outer.left() + 4 * u, y, outer.width() - 8 * u, 27 * u), u)
        y += 29 * u
    cap = QRectF(outer.left() + 4 * u, y, outer.width() - 8 * u, 11 * u)
    p.setPen(band_c.darker(140))
    font = fitted_font(f.caption, cap.width(), max(10.5 * u, least), max(8 * u, least), bold=True)
    if QFontMetricsF(font).horizontalAdvance(f.caption) > cap.width():  # a tiny card: as small as it must be
        font = fitted_font(f.caption, cap.width(), 10.5 * u, 8 * u, bold=True)
    font.setItalic(True)
    p.setFont(font)
    p.drawText(cap, int(Qt.AlignmentFlag.AlignCenter), elided.elide(QFontMetricsF(font), f.caption, cap.width()))
    body, free = body_and_free(rect, cap.bottom(), corner)
    fit = rules_fit(rules, p.transform().mapRect(text_room(body, u)), p.transform().mapRect(free),
                    _comfort(u * _scale(p)))
    if fit is not None:
        _rules(p, fit)
    else:
        _emblem(p, d, body, band_c, u)


def body_and_free(rect: QRectF, top: float, corner: bool = True) -> tuple[QRectF, QRectF]:
    """Where a full face's rules text (or emblem) goes, under its caption ending at ``top``, and the corner kept
    free for income tokens (with ``corner``; else an empty rect), in ``rect``'s coordinates."""
    u = rect.width() / CARD_W
    outer = rect.adjusted(0.75 * u, 0.75 * u, -0.75 * u, -0.75 * u)
    body = QRectF(outer.left() + 4.5 * u, top + 1.5 * u, outer.width() - 9 * u, outer.bottom() - top - 5 * u)
    if not corner:
        return body, QRectF(rect.left(), rect.bottom(), 0, 0)
    free = QRectF(rect.left(), rect.bottom() - FREE_H * rect.height(), FREE_W * rect.width(), FREE_H * rect.height())
    return body, free


def text_room(body: QRectF, u: float) -> QRectF:
    """The part of ``body`` the rules text may fill: a little wider and lower than the emblem's frame."""
    return body.adjusted(-1 * u, 0, 1 * u, 1.5 * u)


def caption_bottom(d: KindDef, rect: QRectF) -> float:
    """Where a full face's type caption ends (the numbers' row sits above it on a card that pays)."""
    u = rect.width() / CARD_W
    return rect.top() + 0.75 * u + 3.5 * u + 25 * u + 3 * u + (29 * u if d.type in PAYING else 0.0) + 11 * u


def _comfort(screen_u: float) -> float:
    """The size the rules text starts from on a card whose unit is ``screen_u`` screen pixels."""
    return min(COMFORT_PX, COMFORT_U * screen_u)
def _least(p: QPainter) -> float:
    """The smallest font size, in the painter's units, that is drawn at least ``MIN_PX`` pixels high once
    rounded to a whole unit (a font takes a whole pixel size in the units it is set in)."""
    return MIN_PX / _scale(p) + 0.5


def _compact(p: QPainter, f: CardFace, d: KindDef, outer: QRectF, band_c: QColor, elided: Elisions) -> None:
    """A small card's face, drawn in device pixels: the name on a band in the type's colour taking the top
    two fifths (the part that still shows when cards lie fanned on a territory), in up to two lines no
    smaller than ``MIN_PX``; under it need and profit (and the significance shield) as on a full card; at
    the bottom the type's emblem."""
    p.save()
    t = p.transform()
    r = t.mapRect(outer)
    p.setTransform(QTransform())
    u = r.width() / CARD_W
    inset = max(1.5, 3 * u)
    p.setPen(QPen(INK, max(1.0, 1.2 * u)))
    p.setBrush(PAPER)
    p.drawRoundedRect(r, 7 * u, 7 * u)
    band = QRectF(r.left() + inset, r.top() + inset, r.width() - 2 * inset, r.height() * 0.40 - inset)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(band_c)
    p.drawRoundedRect(band, 4 * u, 4 * u)
    p.setPen(QColor("#ffffff"))
    text_r = band.adjusted(1, 0, -max(1.0, r.width() * 0.08), 0)  # its right end clear of the funding chip
    top = max(MIN_PX, min(band.height() * 0.62, 16.0))
    font, lines = _compact_name(f.title, text_r, top)
    metrics = QFontMetricsF(font)
    shown = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, text_r.width()) for line in lines]
    if shown != lines:
        elided.append(f.title)
    p.setFont(font)
    p.drawText(text_r, int(Qt.AlignmentFlag.AlignCenter), "\n".join(shown))
    y = band.bottom() + max(1.5, 2 * u)
    if d.type in PAYING:
        side = max(11.0, min(r.height() * 0.2, 22.0))
        row = QRectF(r.left() + inset + 1, y, r.width() - 2 * inset - 2, side)
        need_r = QRectF(row.left(), row.top(), side, side)
        profit_r = QRectF(row.right() - side, row.top(), side, side)
        varying = d.id in VARYING
        _badge(p, "need", need_r, str(d.req), QColor("#ffffff"), dim=d.req == 0)
        _badge(p, "profit", profit_r, "?" if varying else str(d.profit), INK, dim=d.profit == 0 and not varying)
        if d.sig:
            sh = QRectF(row.center().x() - side * 0.45, row.top(), side * 0.9, side)
            glyphs.draw(p, "shield", sh, "#3f5f8a" if d.sig > 0 else "#7b241c")
            p.setPen(QColor("#ffffff"))
            p.setFont(pixel_font(max(MIN_PX, side * 0.6)))
            p.drawText(sh, int(Qt.AlignmentFlag.AlignCenter), f"{d.sig:+d}".replace("-", "−"))
        y = row.bottom() + max(1.5, 2 * u)
    room = r.bottom() - inset - y
    if room >= 8:
        side = min(room, r.width() * 0.5)
        icon = "bridge" if d.id == "bridge" else d.type
        glyphs.draw(p, icon, QRectF(r.center().x() - side / 2, y + (room - side) / 2, side, side), band_c.name())
    p.restore()


def _compact_name(title: str, r: QRectF, top: float) -> tuple[QFont, list[str]]:
    """The font and lines of a small card's name in ``r``: up to three lines in the largest font from ``top``
    down to ``MIN_PX`` in which all fit; a word is split in two (by ``_hyphenated``) only where the whole word
    does not fit or reads small (under 11 px) and clearly smaller than its halves."""
    whole = _fitted_lines(title, r, top, split=False)
    split = _fitted_lines(title, r, top, split=True)
    larger = split is not None and whole is not None and split[0].pixelSize() > whole[0].pixelSize() + 3
    if whole is None or (larger and whole[0].pixelSize() < 11):
        whole = split
    if whole is not None:
        return whole
    font = pixel_font(MIN_PX)
    return font, _packed(title, QFontMetricsF(font), r.width(), split=True)


def _fitted_lines(title: str, r: QRectF, top: float, split: bool) -> tuple[QFont, list[str]] | None:
    px = top
    while px >= MIN_PX:
        font = pixel_font(px)
        metrics = QFontMetricsF(font)
        lines = _packed(title, metrics, r.width(), split)
        most = max(1, min(3, int(r.height() // metrics.lineSpacing())))
        if len(lines) <= most and max(metrics.horizontalAdvance(line) for line in lines) <= r.width():
            return font, lines
        px -= 0.5
    return None


def _packed(title: str, metrics: QFontMetricsF, width: float, split: bool) -> list[str]:
    """``title`` in lines: words joined while they fit ``width``; with ``split``, a word too wide is split
    in two by ``_hyphenated`` (its halves never joined again)."""
    words: list[str] = []
    for word in title.split(" "):
        too_wide = metrics.horizontalAdvance(word) > width and len(word) > 3
        words += _hyphenated(word) if split and too_wide else [word]
    lines: list[str] = []
    for word in words:
        if lines and not lines[-1].endswith("-") and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def _title(p: QPainter, title: str, r: QRectF, u: float, elided: Elisions) -> None:
    least = _least(p)
    one_line = (max(15.5 * u, least), max(10 * u, least))
    draw_title(p, title, r, elided, one_line, (max(12 * u, least), max(7.5 * u, least)), 2.2, _hyphenated)


def _hyphenated(word: str) -> list[str]:
    """One long word in two lines near its middle: between doubled consonants («Контр-разведка»), else in
    Russian after a vowel before a consonant («Земле-трясение»), in English between two consonants that
    stand between vowels ("Counterin-telligence")."""
    vowels = set("aeiouyаеёиоуыэюя")
    low = word.lower()

    def vowel(i: int) -> bool:
        return low[i] in vowels

    def doubled(i: int) -> bool:
        return 2 <= i <= len(word) - 2 and low[i - 1] == low[i] and not vowel(i)

    def good(i: int) -> bool:
        if not 2 <= i <= len(word) - 2:
            return False
        if any("а" <= ch <= "я" for ch in low):
            return vowel(i - 1) and not vowel(i)
        return not vowel(i - 1) and not vowel(i) and vowel(i - 2) and vowel(i + 1)

    middle = len(word) // 2
    near = [middle + off for off in (0, 1, -1, 2, -2)]
    wider = [*near, *(middle + off for off in (3, -3, 4, -4))]
    for i in [i for i in near if doubled(i)] + [i for i in wider if good(i)]:
        return [word[:i] + "-", word[i:]]
    return [word[:middle] + "-", word[middle:]]


def _numbers(p: QPainter, d: KindDef, row: QRectF, u: float) -> None:
    """NEED in the left corner, PROFIT in the right one, the significance shield between them."""
    side = row.height()
    need_r = QRectF(row.left(), row.top(), side, side)
    profit_r = QRectF(row.right() - side, row.top(), side, side)
    varying = d.id in VARYING
    _badge(p, "need", need_r, str(d.req), QColor("#ffffff"), dim=d.req == 0)
    _badge(p, "profit", profit_r, "?" if varying else str(d.profit), INK, dim=d.profit == 0 and not varying)
    mid = QRectF(need_r.right() + 2 * u, row.top(), profit_r.left() - need_r.right() - 4 * u, side)
    if d.sig:
        sh = QRectF(mid.center().x() - 12.5 * u, row.top(), 25 * u, side)
        colour = "#3f5f8a" if d.sig > 0 else "#7b241c"
        glyphs.draw(p, "shield", sh, colour)
        p.setPen(QColor("#ffffff"))
        p.setFont(pixel_font(14 * u))
        label = f"{d.sig:+d}".replace("-", "−")
        p.drawText(sh.adjusted(0, -2 * u, 0, 0), int(Qt.AlignmentFlag.AlignCenter), label)
    else:
        size = min(mid.width(), side) * 0.72
        glyphs.draw(p, d.type, QRectF(mid.center().x() - size / 2, mid.center().y() - size / 2, size, size))


def _badge(p: QPainter, icon: str, r: QRectF, label: str, colour: QColor, dim: bool) -> None:
    p.save()
    if dim:
        p.setOpacity(0.4)
    glyphs.draw(p, icon, r)
    p.setPen(colour)
    font = pixel_font(r.height() * 0.74)
    p.setFont(font)
    text_r = r.adjusted(0, r.height() * 0.1, 0, 0) if icon == "need" else r
    p.drawText(text_r, int(Qt.AlignmentFlag.AlignCenter), label)
    p.restore()


def _emblem(p: QPainter, d: KindDef, body: QRectF, band_c: QColor, u: float) -> None:
    art = QRectF(body.left() + 6 * u, body.top() + 1 * u, body.width() - 12 * u, body.height() - 3 * u)
    tint = QColor.fromRgbF(0.8 * PAPER.redF() + 0.2 * band_c.redF(), 0.8 * PAPER.greenF() + 0.2 * band_c.greenF(),
                           0.8 * PAPER.blueF() + 0.2 * band_c.blueF())
    p.setPen(QPen(band_c.lighter(140), 0.8 * u))
    p.setBrush(tint)
    p.drawRoundedRect(art, 5 * u, 5 * u)
    side = min(art.width(), art.height()) - 8 * u
    icon = "bridge" if d.id == "bridge" else d.type
    glyphs.draw(p, icon, QRectF(art.center().x() - side / 2, art.center().y() - side / 2, side, side),
                band_c.name())


Line = tuple[str, float, float]  # a line of text, and where it starts: x and the top of the line


@dataclass(frozen=True, slots=True)
class RulesFit:
    """A card's rules text as its face prints it, in screen pixels: the font size, its width (QFont stretch),
    and every line (all of the text, none cut)."""

    px: int
    stretch: int
    lines: tuple[Line, ...]


def rules_font(px: int, stretch: int) -> QFont:
    font = pixel_font(px, bold=False)
    font.setStretch(stretch)
    return font


def rules_fit(text: str, body: QRectF, free: QRectF, start: float) -> RulesFit | None:
    """The largest font from ``start`` down to READABLE_PX (whole screen pixels; the rects are in screen
    pixels too) in which all of ``text`` wraps into ``body`` above ``free`` (the income tokens' corner), or a
    font INDENT_COST pixels larger in which its last lines start right of that corner; None when it does not
    fit whole even at READABLE_PX (the face shows the emblem)."""
    if not text:
        return None
    above = QRectF(body.left(), body.top(), body.width(), min(body.height(), free.top() - body.top()))
    rooms = (above, body) if above != body else (body,)
    sizes = range(max(READABLE_PX, round(start)), READABLE_PX - 1, -1)
    tries = [(px, room) for px in sizes for room in rooms]
    tries.sort(key=lambda t: (INDENT_COST if t[1] is not rooms[0] else 0) - t[0])  # stable: at a tie, above first
    for px, room in tries:
        for stretch in STRETCHES:
            lines = _wrap(text, rules_font(px, stretch), room, free)
            if lines is not None:
                return RulesFit(px, stretch, lines)
    return None


def face_rules_fit(kind_id: str, rules: str, width_px: float, height_px: float, corner: bool = True) -> RulesFit | None:
    """How the face of card kind ``kind_id`` drawn ``width_px`` x ``height_px`` screen pixels prints ``rules``
    (None: it shows the emblem, or it is a compact face with no rules text); ``corner`` as for ``face``."""
    if height_px < COMPACT_BELOW_PX:
        return None
    rect = QRectF(0, 0, CARD_W, CARD_H)
    t = QTransform.fromScale(width_px / CARD_W, height_px / CARD_H)
    body, free = body_and_free(rect, caption_bottom(kind(kind_id), rect), corner)
    return rules_fit(rules, t.mapRect(text_room(body, 1.0)), t.mapRect(free), _comfort(width_px / CARD_W))


def _rules(p: QPainter, fit: RulesFit) -> None:
    """The rules text as ``fit`` lays it out, drawn in screen pixels (whole-pixel font sizes there)."""
    p.save()
    p.setTransform(QTransform())
    font = rules_font(fit.px, fit.stretch)
    ascent = QFontMetricsF(font).ascent()
    p.setFont(font)
    p.setPen(INK)
    for line, x, y in fit.lines:
        p.drawText(QPointF(x, y + ascent), line)
    p.restore()


def _wrap(text: str, font: QFont, body: QRectF, free: QRectF) -> tuple[Line, ...] | None:
    """``text`` wrapped at its spaces into ``body`` in ``font``, lines that reach down into ``free`` starting
    right of it; None when the lines run below ``body`` or a word is wider than its line."""
    metrics = QFontMetricsF(font)
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    out: list[Line] = []
    y = body.top()
    fits = True
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        left = body.left()
        if y + metrics.height() > free.top() and free.right() > left:
            left = free.right()
        width = body.right() - left
        line.setLineWidth(width)
        shown = text[line.textStart():line.textStart() + line.textLength()].rstrip()
        if y + metrics.height() > body.bottom() + 0.5 or metrics.horizontalAdvance(shown) > width + 0.5:
            fits = False
            break
        out.append((shown, left, y))
        y += metrics.lineSpacing()
    layout.endLayout()
    return tuple(out) if fits else None


def _back(p: QPainter, f: CardFace, outer: QRectF, u: float, marker: int, elided: Elisions) -> None:
    colour = QColor(BACKS.get(marker, BACKS[HIDDEN_CARD]))
    inner = back_frame(p, outer, colour, u, lighter=130, ring=175)
    p.setPen(QPen(colour.lighter(150), 0.6 * u, Qt.PenStyle.DotLine))
    p.drawRoundedRect(inner.adjusted(3 * u, 3 * u, -3 * u, -3 * u), 4 * u, 4 * u)
    centre = inner.center()
    if marker == HIDDEN_QUEST:
        glyphs.draw(p, "scroll", QRectF(centre.x() - 26 * u, centre.y() - 30 * u, 52 * u, 60 * u), "#d9b36a")
    else:  # four plots of land round a coin: the deck of a game about land and income
        p.save()
        p.translate(centre)
        p.rotate(45)
        s = 19 * u
        for i, (dx, dy) in enumerate(((-1, -1), (0, -1), (-1, 0), (0, 0))):
            tile = QRectF(dx * s - (0.6 * u if dx < 0 else -0.6 * u), dy * s - (0.6 * u if dy < 0 else -0.6 * u), s, s)
            p.setPen(QPen(colour.darker(150), 0.8 * u))
            p.setBrush(QColor(("#9fb65a", "#c9b458", "#7fa34e", "#b8a04a")[i]))
            p.drawRoundedRect(tile, 2 * u, 2 * u)
        p.restore()
        glyphs.draw(p, "coin", QRectF(centre.x() - 10 * u, centre.y() - 10 * u, 20 * u, 20 * u))
    if isinstance(f.art[0] if f.art else None, str) and f.title:  # an own card turned face down
        name = QRectF(outer.left() + 3.5 * u, outer.top() + 6 * u, outer.width() - 7 * u, 25 * u)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 250, 240, 225))
        p.drawRoundedRect(name, 3 * u, 3 * u)
        p.setPen(INK)
        _title(p, f.title, name.adjusted(2 * u, 0, -2 * u, 0), u, elided)


def _land(p: QPainter, f: CardFace, rect: QRectF) -> None:
    """Drawn in device pixels, so that a tile stretched to a strip (wider than a card) is not distorted."""
    number = int(str(f.art[1])) if len(f.art) > 1 else 0
    note = str(f.art[2]) if len(f.art) > 2 else ""
    p.save()
    r = p.transform().mapRect(rect)
    p.setTransform(QTransform())
    u = r.width() / CARD_W
    r = r.adjusted(0.75 * u, 0.75 * u, -0.75 * u, -0.75 * u)
    radius = min(7 * u, r.height() * 0.2)
    clip = QPainterPath()
    clip.addRoundedRect(r, radius, radius)
    p.save()
    p.setClipPath(clip)
    glyphs.terrain(p, r, number)
    p.restore()
    p.setPen(QPen(QColor("#4a3b22"), 1.2 * u))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r, radius, radius)
    side = min(22 * u, r.height() * 0.42)
    plate = QRectF(r.left() + 2.5 * u, r.top() + 2.5 * u, side * (1.0 if number < 10 else 1.4), side)
    p.setPen(QPen(QColor("#fbf6ea"), 0.8 * u))
    p.setBrush(QColor(43, 33, 24, 200))
    p.drawRoundedRect(plate, 3 * u, 3 * u)
    p.setPen(QColor("#ffffff"))
    p.setFont(pixel_font(max(MIN_PX, side * 0.72)))
    p.drawText(plate, int(Qt.AlignmentFlag.AlignCenter), str(number))
    if note:
        _note(p, note, r, u)
    p.restore()


def _note(p: QPainter, note: str, r: QRectF, u: float) -> None:
    """The owner's "made from" note in the lower right corner: one line, or two when it is too long."""
    font = pixel_font(max(MIN_PX, min(9 * u, r.height() * 0.2)), bold=False)
    metrics = QFontMetricsF(font)
    room = r.width() - 5 * u
    lines = [note]
    if metrics.horizontalAdvance(note) + 6 * u > room and ": " in note and r.height() > 4 * metrics.height():
        head, tail = note.split(": ", 1)
        lines = [head + ":", tail]
    width = min(room, max(metrics.horizontalAdvance(line) for line in lines) + 6 * u)
    high = metrics.height() * len(lines) + 2 * u
    box = QRectF(r.right() - width - 2.5 * u, r.bottom() - high - 2 * u, width, high)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 250, 235, 215))
    p.drawRoundedRect(box, 3 * u, 3 * u)
    p.setFont(font)
    p.setPen(INK)
    shown = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, box.width() - 4 * u) for line in lines]
    p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), "\n".join(shown))


FACE_PAINTERS[KIND] = paint
