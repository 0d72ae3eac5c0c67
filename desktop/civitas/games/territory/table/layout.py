"""Where everything of the Territory table goes, for a scene ``width`` wide and 1000 high.

The top band holds, left to right: the five piles (main deck, development deck, quest deck, discard and
demolition pile) — replaced by the market strip on market day —, the income pool with the dice, the
banner of whose turn it is with the round line under it, and the reputation track. Below it the other
players' areas share a grid; the viewer's area takes the bottom: its territories in a row of columns (a
land tile with the cards lying on it fanned downward), then its hand and its quests.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, QSizeF

from civitas.ui.table.card_item import CARD_H, CARD_W
from civitas.ui.table.geometry import card_size, grid, largest_fit

TOP = 6.0
BAND_H = 172.0
TITLE = 20.0
STRIP_H = 22.0
OWN_H = 336.0
#: The viewer's area when the others share a single row: their areas need less height, the viewer's cards grow.
OWN_H_ONE_ROW = 420.0
#: The largest card heights, in scene units: a card on the viewer's territories, on another's, in the hand.
OWN_CARD_MAX = 180.0
OTHER_CARD_MAX = 160.0
HAND_CARD_MAX = 190.0
#: A land tile's height and the part of each covered card that shows, as shares of the card height.
TILE = 0.36
PEEK = 0.42


@dataclass
class Geo:
    width: float
    piles: list[QRectF]  # deck, dev_deck, quest_deck, discard, demolished
    pile_card: QSizeF
    market: QRectF
    pool: QRectF
    banner: QRectF
    info: QRectF
    track: QRectF
    seats: list[QRectF] = field(default_factory=list)  # the viewer's (or the first seat's) first


def layout(width: float, n: int, target: int = 5) -> Geo:
    right_w = max(380.0, min(700.0, width * 0.3))  # the track over the banner and the round line
    room = width - 16 - right_w - 10 - 176 - 10  # for the five piles
    pile_w = min(150.0, (room - 4 * 6) / 5)
    pile_card = card_size(min(BAND_H - TITLE - 14, (pile_w - 12) * CARD_H / CARD_W))
    piles = [QRectF(8 + i * (pile_w + 6), TOP, pile_w, BAND_H) for i in range(5)]
    pool = QRectF(piles[-1].right() + 10, TOP, 176, BAND_H)
    x = pool.right() + 10
    w = width - 8 - x
    track = QRectF(x, TOP, w, 72)
    banner = QRectF(x, track.bottom() + 4, w, 60)
    info = QRectF(x, banner.bottom() + 6, w, 26)
    market = QRectF(8, TOP, pool.left() - 18, BAND_H)
    geo = Geo(width, piles, pile_card, market, pool, banner, info, track)
    top = TOP + BAND_H + 8
    others = max(0, n - 1)
    own_h = OWN_H_ONE_ROW if others <= 3 else OWN_H
    own = QRectF(8, 1000 - own_h - 6, width - 16, own_h)
    if others:
        cols = {1: 1, 2: 2, 3: 3, 4: 2}.get(others, 3)
        geo.seats = [own, *grid(QRectF(8, top, width - 16, own.top() - 8 - top), others, cols)]
    else:
        geo.seats = [own]
    return geo


@dataclass
class SeatGeo:
    strip: QRectF  # the figures beside the name, on the title row
    lands: QRectF  # where the territory columns go
    card: QSizeF  # a card lying on a territory
    hand: QRectF | None = None
    quests: QRectF | None = None
    hand_card: QSizeF | None = None


def column_height(card_h: float, cards: int) -> float:
    """A territory column: the tile, then ``cards`` cards each covering the one before but its top."""
    return card_h * TILE + (card_h * (1 + PEEK * (cards - 1)) if cards else 0.0)


def seat_layout(area: QRectF, own: bool, name_w: float) -> SeatGeo:
    """``name_w``: the width the player's name takes on the title row (the figures follow it)."""
    x, w = area.left() + 6, area.width() - 12
    strip = QRectF(x + name_w + 14, area.top() + 1, max(60.0, w - name_w - 14), STRIP_H - 2)
    y = area.top() + STRIP_H + 2
    if own:
        right = min(w * 0.5, 900.0)
        lands = QRectF(x, y, w - right - 8, area.bottom() - y - 4)
        quests_w = 250.0  # two columns of quest cards once there are three or more
        hand = QRectF(lands.right() + 8, y, right - quests_w - 6, area.bottom() - y - 4)
        quests = QRectF(hand.right() + 6, y, quests_w, hand.height())
        hand_card = card_size(min(HAND_CARD_MAX, (hand.height() - TITLE - 14) / 2))
        card_h = min(OWN_CARD_MAX, lands.height() / (TILE + 1 + 2 * PEEK))
        return SeatGeo(strip, lands, card_size(card_h), hand, quests, hand_card)
    lands = QRectF(x, y, w, area.bottom() - y - 4)
    card_h = min(OTHER_CARD_MAX, lands.height() / (TILE + 1 + 2 * PEEK))
    return SeatGeo(strip, lands, card_size(card_h))


def grid_card(area: QRectF, count: int, gap: float = 6.0, most: float = HAND_CARD_MAX) -> QSizeF:
    """The largest card (up to ``most`` high) of which ``count`` fit in rows in a grid zone of ``area`` (its
    title row and margins left out), so that a hand spreads out and never overlaps or spills."""
    best = largest_fit(area.width() - 12, area.height() - TITLE - 8, count, gap=gap)
    return card_size(max(20.0, min(most, best - 0.5)))
