"""How an Ancient World card looks, drawn from its data with QPainter (no external art).

``face(card, catalog)`` makes a :class:`CardFace` of kind ``"ancient"`` whose ``art`` names the card;
the painter registered in ``FACE_PAINTERS`` draws it on the table, enlarged and in the gallery alike:
the name band in the kind's colour, the cost (coins, knowledge), the banners as pennants with the tribe
glyph, the icons with their numbers; a titan's stars, defence and what counts against it; a troop's
price, symbols and experience. Backs show the pile they belong to (A, B, troops, provinces, titans).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from civitas.games.ancient.card_gallery import details
from civitas.games.ancient.cards import CardDef, cards
from civitas.games.ancient.state import HIDDEN_A, HIDDEN_B, HIDDEN_PROVINCE, HIDDEN_TITAN, HIDDEN_TROOP
from civitas.games.ancient.table import glyphs
from civitas.games.ancient.view import marker
from civitas.ui.table.card_item import (
    CARD_W,
    FACE_PAINTERS,
    CardFace,
    back_frame,
    fitted_font,
    paper_and_band,
    pixel_font,
)
from civitas.ui.table.fit import Elisions

KIND = "ancient"
TITLE_PX = 8.5  # the least pixel height of a card's name on screen, however small the card is drawn
CAPTION_PX = 8.0  # the same for the caption at a card's foot ("Action")
PAPER = QColor("#f6efdc")
INK = QColor("#2b2118")
BANDS = {"start": "#8a7a5a", "A": "#a0522d", "B": "#6b4f8f", "province": "#3f7f4f", "titan": "#7b241c",
         "troop": "#35597a"}  # fmt: skip
BACKS = {HIDDEN_A: ("A", "#a0522d"), HIDDEN_B: ("B", "#6b4f8f"), HIDDEN_TROOP: ("", "#35597a"),
         HIDDEN_PROVINCE: ("", "#3f7f4f"), HIDDEN_TITAN[0]: ("★", "#7b241c"), HIDDEN_TITAN[1]: ("★★", "#7b241c"),
         HIDDEN_TITAN[2]: ("★★★", "#7b241c")}  # fmt: skip
#: (icon, CardDef field) in the order the icons are drawn.
ICON_FIELDS = (("food", "food"), ("coin", "income_coins"), ("knowledge", "income_knowledge"), ("sword", "swords"),
               ("arrow", "arrows"), ("army", "army_limit"), ("citizen", "citizen"), ("explore", "explore_bonus"),
               ("space", "space"))  # fmt: skip


def band_of(d: CardDef) -> str:
    return BANDS.get(d.deck, "#8a7a5a") if d.kind == "empire" else BANDS[d.kind]


def back_of(card: int) -> int:
    """The back marker of a card (what another player sees of it)."""
    return marker(card)


def face(card: int, catalog: dict[str, str], caption: str = "", lost: bool = False, lang: str = "") -> CardFace:
    """The face of ``card`` (an instance number, or a negative back marker): ``lost`` draws an empire
    card turned face down, its name still readable under it. With ``lang`` its zoom tells what the card
    does (price, banners, icons, action, in words), then its flavour line."""
    if card < 0:
        letter, colour = BACKS.get(card, ("", "#555555"))
        return CardFace(KIND, title=catalog.get("card.hidden", ""), band=colour, back=True, art=(card,))
    d = cards()[card]
    title = catalog.get(f"card.{d.id}", d.id)
    text = catalog.get(f"cardtext.{d.id}", "")
    rules = details(d, lang) if lang else ""
    body = "\n".join(part for part in (title, rules, text) if part)
    return CardFace(KIND, title=title, band=band_of(d), caption=caption, text=body, back=lost, art=(card, lost))


def paint(p: QPainter, f: CardFace, rect: QRectF, elided: Elisions) -> None:
    u = rect.width() / CARD_W
    outer = rect.adjusted(0.75 * u, 0.75 * u, -0.75 * u, -0.75 * u)
    card = f.art[0] if f.art and isinstance(f.art[0], int) else -1
    if card < 0 or f.back:
        _back(p, f, outer, u, card, elided)
        return
    d = cards()[card]
    band_c = QColor(f.band)
    least = least_units(p, u)
    font, lines = title_font(f.title, outer.width() / u - 14, least)
    if len(lines) > 3:  # a long name on a very small card: a smaller font rather than a band over the card
        font, lines = title_font(f.title, outer.width() / u - 14, least * 0.85)
    high = max(25.0, font.pixelSize() * (1.35 * len(lines) + 0.3))
    band = paper_and_band(p, outer, band_c, u, high=high)
    p.setPen(QColor("#ffffff"))
    _title(p, font, lines, band.adjusted(3 * u, 0, -3 * u, 0), u, elided)
    y = band.bottom() + 3 * u
    # the cost on the left, the banners (or a titan's stars) on the right
    x = outer.left() + 5 * u
    chip = 17 * u
    if d.kind == "empire":
        for name, n in (("coin", d.cost_coins), ("knowledge", d.cost_knowledge)):
            if n:
                _numbered(p, name, n, QRectF(x, y, chip, chip), u)
                x += chip + 2 * u
    elif d.kind == "troop" and d.price:
        _numbered(p, "coin", d.price, QRectF(x, y, chip, chip), u)
    elif d.kind == "titan":
        for i in range(d.stars):
            glyphs.draw(p, "star", QRectF(x + i * 11 * u, y, 12 * u, 12 * u))
    flag_w = 11 * u
    right = outer.right() - 5 * u
    for i, colour in enumerate(reversed(d.banners)):
        glyphs.banner(p, QRectF(right - (i + 1) * (flag_w + 1.5 * u), y, flag_w, 17 * u), colour)
    body = QRectF(outer.left() + 5 * u, y + chip + 3 * u, outer.width() - 10 * u,
                  outer.bottom() - (y + chip + 3 * u) - 18 * u)
    if d.kind == "titan":
        _titan(p, d, body, u)
    elif d.kind == "troop":  # no caption: the experience strip sits at the very bottom, to peek out of a stack
        _troop(p, d, QRectF(body.left(), body.top(), body.width(), outer.bottom() - 3 * u - body.top()), u)
    else:
        _icons(p, d, body, u)
    if f.caption:
        _caption(p, f.caption, outer, band, band_c, u, least, elided)


def _caption(p: QPainter, caption: str, outer: QRectF, band: QRectF, band_c: QColor, u: float, least: float,
             elided: Elisions) -> None:
    """The caption at a card's foot ("Action"), never under ``CAPTION_PX`` on screen: on two lines when
    one is too narrow for it; left out on a card too small to show it below the name (the seal's mark
    says the same)."""
    size = max(10.0, least * CAPTION_PX / TITLE_PX)
    lowest = max(7.0, least * CAPTION_PX / TITLE_PX)
    width = outer.width() - 12 * u
    font = fitted_font(caption, width, size * u, lowest * u, bold=False)
    lines = [caption]
    if QFontMetricsF(font).horizontalAdvance(caption) > width:
        lines = _wrapped(caption, QFontMetricsF(font), width)
    cap_h = max(14.0, font.pixelSize() / u * (1.2 * len(lines) + 0.2))
    cap = QRectF(outer.left() + 4 * u, outer.bottom() - (cap_h + 3) * u, outer.width() - 8 * u, cap_h * u)
    if cap.top() < band.bottom() + 24 * u:
        return
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(band_c.lighter(175))
    p.drawRoundedRect(cap, 3 * u, 3 * u)
    p.setPen(INK)
    p.setFont(font)
    metrics = QFontMetricsF(font)
    shown = [elided.elide(metrics, line, cap.width()) for line in lines]
    p.drawText(cap, int(Qt.AlignmentFlag.AlignCenter), "\n".join(shown))


def least_units(p: QPainter, u: float) -> float:
    """How many card units (``u``) a name must be high to be ``TITLE_PX`` pixels on the device ``p``
    paints on: a card shown small gets a name relatively larger, so that it stays readable."""
    scale = abs(p.worldTransform().m11()) * u
    return TITLE_PX / scale if scale > 0 else 0.0


def title_font(title: str, width: float, least: float = 0.0) -> tuple[QFont, list[str]]:
    """The font (its pixel size in card units) and the lines of a card's name in a band ``width`` card
    units wide: one line from 12.5 down to 9.5 units if it fits, else two lines from 10.5 down to 7 units;
    never below ``least`` units (see ``least_units``): there, words wrap onto more lines and a word too
    long for a line is broken with a hyphen."""
    font = fitted_font(title, width, max(12.5, least), max(9.5, least))
    if QFontMetricsF(font).horizontalAdvance(title) <= width:
        return font, [title]
    lines = _two_lines(title) if " " in title else _halves(title)
    longest = max(lines, key=lambda line: QFontMetricsF(font).horizontalAdvance(line))
    font = fitted_font(longest, width, max(10.5, least), max(7.0, least))
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(longest) <= width:
        return font, lines
    return font, _wrapped(title, metrics, width)


def _wrapped(title: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``title`` in lines no wider than ``width``: whole words where they fit, a longer word broken with
    a hyphen (at least two letters on each side)."""
    lines: list[str] = []
    for word in title.split():
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
            continue
        while metrics.horizontalAdvance(word) > width and len(word) > 3:
            cut = max(2, max((k for k in range(2, len(word) - 2)
                              if metrics.horizontalAdvance(word[:k] + "-") <= width), default=2))
            lines.append(word[:cut] + "-")
            word = word[cut:]
        lines.append(word)
    return lines


def title_pixels(title: str, card_px_width: float) -> float:
    """The pixel height of a card's name on a card ``card_px_width`` pixels wide on screen."""
    u = card_px_width / CARD_W
    font, _lines = title_font(title, CARD_W - 1.5 - 14, TITLE_PX / u if u > 0 else 0.0)
    return font.pixelSize() * u


def _title(p: QPainter, font: QFont, lines: list[str], r: QRectF, u: float, elided: Elisions) -> None:
    scaled = QFont(font)
    scaled.setPixelSize(max(1, round(font.pixelSize() * u)))
    p.setFont(scaled)
    metrics = QFontMetricsF(scaled)
    for line in lines:
        elided.check(metrics, line, r.width())
    p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), "\n".join(lines))


def _two_lines(text: str) -> list[str]:
    """``text`` split at the space that best balances its two lines."""
    cuts = [i for i, ch in enumerate(text) if ch == " "]
    best = min(cuts, key=lambda i: abs(len(text) - 2 * i))
    return [text[:best], text[best + 1:]]


def _halves(word: str) -> list[str]:
    """One long word in two lines: broken in two halves with a hyphen."""
    half = (len(word) + 1) // 2
    return [word[:half] + "-", word[half:]]


def _numbered(p: QPainter, icon: str, n: int, r: QRectF, u: float, text: str | None = None) -> None:
    """An icon with its number in white on a dark disc at its lower right."""
    glyphs.draw(p, icon, r)
    label = text if text is not None else str(n)
    if label == "1" and icon not in ("coin", "knowledge"):
        return  # one of a thing: the icon alone says it
    d = r.width() * 0.62
    disc = QRectF(r.right() - d * 0.7, r.bottom() - d * 0.7, d, d)
    p.setPen(QPen(QColor("#ffffff"), 0.8 * u))
    p.setBrush(INK)
    p.drawEllipse(disc)
    p.setPen(QColor("#ffffff"))
    p.setFont(pixel_font(d * 0.72))
    p.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), label)


def _icons(p: QPainter, d: CardDef, body: QRectF, u: float) -> None:
    items = [(icon, int(getattr(d, field))) for icon, field in ICON_FIELDS if getattr(d, field)]
    effect = d.action or d.trigger or d.end_vp
    if not items and effect is None:
        return
    size = min(24 * u, body.height() * 0.6, body.width() / max(1, len(items)) - 3 * u)
    total = len(items) * (size + 3 * u)
    x = body.center().x() - total / 2
    ytop = body.top() + (body.height() - size) / 2 if effect is None else body.top() + 4 * u
    for icon, n in items:
        _numbered(p, icon, n, QRectF(x, ytop, size, size), u)
        x += size + 3 * u
    if effect is not None:  # an action, a trigger or end points: a seal with its mark
        seal = QRectF(body.center().x() - 13 * u, body.bottom() - 24 * u, 26 * u, 22 * u)
        colour = {"action": "#b9770e", "trigger": "#1f7a7a", "end_vp": "#7d3c98"}[
            "action" if d.action else "trigger" if d.trigger else "end_vp"]
        p.setPen(QPen(QColor(colour).darker(140), 1 * u))
        p.setBrush(QColor(colour))
        p.drawRoundedRect(seal, 5 * u, 5 * u)
        p.setPen(QColor("#ffffff"))
        p.setFont(pixel_font(13 * u))
        mark = "→" if d.action else "⟳" if d.trigger else "★"
        p.drawText(seal, int(Qt.AlignmentFlag.AlignCenter), mark)


def _titan(p: QPainter, d: CardDef, body: QRectF, u: float) -> None:
    # the defence in a large shield, what counts against it beside, the reward below
    shield = QRectF(body.left() + 2 * u, body.top(), 30 * u, 34 * u)
    glyphs.draw(p, "army", shield, "#7b241c")
    p.setPen(QColor("#ffffff"))
    p.setFont(pixel_font(16 * u))
    p.drawText(shield.adjusted(0, -2 * u, 0, 0), int(Qt.AlignmentFlag.AlignCenter), str(d.defence))
    against = QRectF(shield.right() + 4 * u, body.top() + 4 * u, 20 * u, 20 * u)
    glyphs.draw(p, "sword", against)
    if d.arrows_count:
        glyphs.draw(p, "arrow", against.translated(20 * u, 0))
    reward = [(icon, int(getattr(d, field))) for icon, field in ICON_FIELDS if getattr(d, field)]
    size = min(18 * u, body.width() / max(1, len(reward)) - 2 * u)
    x = body.center().x() - len(reward) * (size + 2 * u) / 2
    y = body.bottom() - size - 1 * u
    for icon, n in reward:
        _numbered(p, icon, n, QRectF(x, y, size, size), u)
        x += size + 2 * u
    if d.action is not None:
        p.setPen(QColor("#b9770e"))
        p.setFont(pixel_font(12 * u))
        p.drawText(QRectF(body.right() - 14 * u, body.top(), 14 * u, 14 * u), int(Qt.AlignmentFlag.AlignCenter), "→")


def _troop(p: QPainter, d: CardDef, body: QRectF, u: float) -> None:
    icons = [("sword", d.swords), ("arrow", d.arrows)]
    size = 24 * u
    shown = [(i, n) for i, n in icons if n]
    x = body.center().x() - len(shown) * (size + 3 * u) / 2
    for icon, n in shown:
        _numbered(p, icon, n, QRectF(x, body.top() + 2 * u, size, size), u)
        x += size + 3 * u
    specials = [(i, n) for i, n in (("trophy", d.trophy), ("espionage", d.espionage), ("restore", d.restore)) if n]
    x = body.left() + 2 * u
    for icon, n in specials:
        _numbered(p, icon, n, QRectF(x, body.top() + size + 6 * u, 15 * u, 15 * u), u)
        x += 17 * u
    # experience: a strip along the bottom, what the troop gives once dismissed under another
    strip = QRectF(body.left(), body.bottom() - 16 * u, body.width(), 15 * u)
    p.setPen(QPen(QColor("#9a8a6a"), 0.8 * u, Qt.PenStyle.DashLine))
    p.setBrush(QColor("#ece2c8"))
    p.drawRoundedRect(strip, 3 * u, 3 * u)
    x = strip.left() + 4 * u
    for icon, n in (("sword", d.exp_swords), ("arrow", d.exp_arrows)):
        for _ in range(n):
            glyphs.draw(p, icon, QRectF(x, strip.top() + 1.5 * u, 12 * u, 12 * u))
            x += 13 * u


def _back(p: QPainter, f: CardFace, outer: QRectF, u: float, card: int, elided: Elisions) -> None:
    colour = QColor(f.band)
    inner = back_frame(p, outer, colour, u, inset=6)
    marker = card if card < 0 else back_of(card)
    letter = BACKS.get(marker, ("", ""))[0]
    p.setPen(QColor("#fbf6ea"))
    if letter:
        p.setFont(pixel_font((40 if len(letter) == 1 else 20) * u))
        p.drawText(inner.adjusted(0, -10 * u, 0, -10 * u), int(Qt.AlignmentFlag.AlignCenter), letter)
    else:
        glyphs.draw(p, "army" if marker == HIDDEN_TROOP else "space", inner.adjusted(22 * u, 30 * u, -22 * u, -40 * u),
                    "#fbf6ea")
    if card >= 0:  # an own card turned face down (lost): its name stays readable, on more lines if need be
        least = least_units(p, u)
        width = outer.width() - 12 * u
        font = fitted_font(f.title, width, max(10.0, least) * u, max(7.0, least) * u)
        lines = [f.title]
        if QFontMetricsF(font).horizontalAdvance(f.title) > width:
            lines = _wrapped(f.title, QFontMetricsF(font), width)
        high = max(22.0, font.pixelSize() / u * (1.25 * len(lines) + 0.3))
        name = QRectF(outer.left() + 4 * u, outer.bottom() - (high + 8) * u, outer.width() - 8 * u, high * u)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 250, 240, 215))
        p.drawRoundedRect(name, 3 * u, 3 * u)
        p.setPen(INK)
        p.setFont(font)
        metrics = QFontMetricsF(font)
        shown = [elided.elide(metrics, line, name.width()) for line in lines]
        p.drawText(name, int(Qt.AlignmentFlag.AlignCenter), "\n".join(shown))


FACE_PAINTERS[KIND] = paint
