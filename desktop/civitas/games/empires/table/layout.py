"""Where everything of the Empires table goes, for a scene ``width`` wide and 1000 high.

The top band holds what all players share: the three small decks and the main deck, the market's five slots
(each card with its tucked unrest and its tokens below it), the exile and unrest piles, the fame deck, the
banner of whose turn it is and, to its right, the cards a pending choice shows. The middle band holds the other
players' areas side by side (in a solo game, the Rival). The bottom band is the viewer's own area: its supply
and tokens, the state and power cards, the play area with garrisons, the hand, and the draw pile, discard,
nation deck and development area.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, QSizeF

from civitas.ui.table.card_item import CARD_H, CARD_W
from civitas.ui.table.geometry import card_size, largest_fit, row

TOP = 6.0
TITLE = 20.0
SHARED_H = 262.0
OTHERS_H = 236.0
BANNER_W = 440.0


@dataclass
class Geo:
    width: float
    piles: list[QRectF]  # region, uncivilised, civilised, main
    pile_card: QSizeF
    market: list[QRectF]
    market_card: QSizeF
    exile: QRectF
    unrest: QRectF
    fame: QRectF
    banner: QRectF
    info: QRectF  # the round, the end trigger (or the Rival) under the banner
    pick: QRectF  # the cards a pending choice shows
    others: list[QRectF] = field(default_factory=list)
    own: QRectF = field(default_factory=QRectF)


def layout(width: float, others: int) -> Geo:
    # the small decks and the main deck in a column of four rows; the exile, unrest and fame piles in a
    # column of three; the market between them takes what they and a banner of BANNER_W leave
    x = 8.0
    pile_w, small_w = 192.0, 142.0
    row_h = (SHARED_H - 4 - 3 * 4) / 4
    piles = [QRectF(x, TOP + i * (row_h + 4), pile_w, row_h) for i in range(4)]
    pile_card = card_size(row_h - TITLE - 6)
    x += pile_w + 8
    room = width - 8 - x - (small_w + 8) - 12 - BANNER_W
    market_card = card_size(max(96.0, min(176.0, (room / 5 - 20) * CARD_H / CARD_W)))
    slot_w = market_card.width() + 14
    market = [QRectF(x + i * (slot_w + 6), TOP, slot_w, SHARED_H - 4) for i in range(5)]
    x = market[-1].right() + 8
    side_h = (SHARED_H - 4 - 2 * 4) / 3
    exile, unrest, fame = (QRectF(x, TOP + i * (side_h + 4), small_w, side_h) for i in range(3))
    x = exile.right() + 12
    right = width - 8
    banner = QRectF(x, TOP, max(220.0, right - x), 64)
    info = QRectF(x, banner.bottom() + 4, banner.width(), 26)
    pick = QRectF(x, info.bottom() + 4, banner.width(), SHARED_H - info.bottom() - 6)
    geo = Geo(width, piles, pile_card, market, market_card, exile, unrest, fame, banner, info, pick)
    y = TOP + SHARED_H + 2
    if others:
        geo.others = row(QRectF(8, y, width - 16, OTHERS_H), [1.0] * others)
        y += OTHERS_H + 6
    geo.own = QRectF(8, y, width - 16, 1000 - y - 6)
    return geo


#: The room the piles' titles need with their counts (draw pile, discard, nation deck, history), in both languages.
SIDE_TITLES = (180.0, 130.0, 215.0, 135.0)
#: The share of the viewer's area (below its strip) that the row of the power card, play area and piles takes.
HAND_SHARE = 0.34


@dataclass
class SeatGeo:
    strip: QRectF
    power: QRectF  # the state card's tokens and the power card
    play: QRectF
    hand: QRectF
    side: list[QRectF]  # draw pile, discard, nation deck, history
    development: QRectF
    card: QSizeF  # in play
    hand_card: QSizeF
    side_card: QSizeF


def own_layout(area: QRectF) -> SeatGeo:
    """The viewer's area: the strip on top; the power card, the play area and the piles in one row; the hand
    and the development area below, the taller row (the hand's cards are drawn large enough to read their
    texts, see look.READABLE_PX)."""
    x, w = area.left() + 6, area.width() - 12
    y = area.top() + TITLE + 2
    strip = QRectF(x, y, w, 26)
    y = strip.bottom() + 4
    rest = area.bottom() - 4 - y
    row1 = rest * HAND_SHARE
    card = card_size(min(150.0, row1 - TITLE - 8))  # play_area makes room for garrisons below it
    side_card = card_size(min(96.0, row1 - TITLE - 10))
    # each pile as wide as its card and its title with the count need (the longest title: «Колода усиления ◆»),
    # so the play area has the rest
    widths = [max(side_card.width() + 20, need) for need in SIDE_TITLES]
    power = QRectF(x, y, max(card.width() + 14, 124.0), row1)
    side: list[QRectF] = []
    right = x + w
    for side_w in reversed(widths):
        side.insert(0, QRectF(right - side_w, y, side_w, row1))
        right -= side_w + 4
    play = QRectF(power.right() + 6, y, side[0].left() - power.right() - 12, row1)
    y += row1 + 4
    hand_card = card_size(min(250.0, area.bottom() - 4 - y - TITLE - 8))
    dev_w = min(w * 0.3, 4 * (side_card.width() + 6) + 16)
    hand = QRectF(x, y, w - dev_w - 6, area.bottom() - 4 - y)
    development = QRectF(hand.right() + 6, y, dev_w, hand.height())
    return SeatGeo(strip, power, play, hand, side, development, card, hand_card, side_card)


#: The narrowest area whose strip holds all its chips on one line (narrower: two lines).
WIDE_STRIP = 700.0


def strip_rows(strip: QRectF) -> int:
    return 1 if strip.height() < 30 else 2


def other_layout(area: QRectF) -> SeatGeo:
    """Another player's area: the strip; the power card, the play area and the discard in one row (no hand, no
    development row: their counts are in the strip)."""
    x, w = area.left() + 6, area.width() - 12
    y = area.top() + TITLE + 2
    strip = QRectF(x, y, w, 24 if w >= WIDE_STRIP else 2 * 20 + 3)
    y = strip.bottom() + 4
    h = area.bottom() - 4 - y
    card = card_size(min(130.0, h - TITLE - 24))
    side_card = card_size(min(84.0, h - TITLE - 10))
    power = QRectF(x, y, max(card.width() + 14, 124.0), h)
    discard = QRectF(x + w - max(side_card.width() + 20, 124.0), y, max(side_card.width() + 20, 124.0), h)
    play = QRectF(power.right() + 6, y, discard.left() - power.right() - 12, h)
    return SeatGeo(strip, power, play, QRectF(), [QRectF(), discard, QRectF(), QRectF()], QRectF(), card,
                   card, side_card)


def row_card(width: float, n: int, largest: QSizeF, gap: float = 6.0, least: float = 0.72) -> QSizeF:
    """A card of which ``n`` lie side by side in one row ``width`` wide without overlapping: ``largest`` when they
    fit, else smaller down to ``least`` of its height (below that the row overlaps, the zoom reading a card)."""
    n = max(1, n)
    fit = (width - gap * (n - 1)) / n * CARD_H / CARD_W
    h = max(largest.height() * least, min(largest.height(), math.floor(fit * 10) / 10))
    return largest if h >= largest.height() else card_size(h)


def grid_card(room: QSizeF, n: int, largest: float, gap: float = 4.0) -> QSizeF:
    """The largest card (no higher than ``largest``) of which ``n`` fit side by side in rows inside ``room`` without
    overlapping: one row if they fit it, else as many rows as give the largest cards."""
    h = largest_fit(room.width(), room.height(), n, largest, gap)
    return card_size(math.floor(h * 10) / 10) if h > 1.0 else card_size(1.0)
