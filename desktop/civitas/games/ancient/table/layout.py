"""Where everything of the Ancient World table goes, for a scene ``width`` wide and 1000 high.

The top band holds the central board: the round track and the nine action rows on the left; the Empire
deck, display and discard, the troop deck and row, the province deck, the three titan decks, the
first-player token and the banner of whose turn it is on the right. The bottom band is split into one
area per player, the viewer's first. Each area: a status strip, the capital (citizens ready, the starving
space), the armies on the left, the empire cards, provinces and titans on the right, the reserve below.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, QSizeF

from civitas.ui.table.card_item import CARD_H, CARD_W
from civitas.ui.table.geometry import card_size, largest_fit, row

TOP = 6.0
BAND_H = 448.0
ROW_H = 41.0
TITLE = 20.0


@dataclass
class Geo:
    width: float
    board: QRectF
    track: QRectF
    slots: list[QRectF]
    label_w: float
    card: QSizeF
    empire_deck: QRectF
    display: QRectF
    discard: QRectF
    troop_deck: QRectF
    troop_row: QRectF
    province: QRectF
    titans: list[QRectF]
    banner: QRectF
    token: QRectF
    pick: QRectF  # cards to choose from (drawn while exploring, provinces to keep, titans to order)
    seats: list[QRectF] = field(default_factory=list)


def layout(width: float, n: int, display_n: int, choosing: int = 0) -> Geo:
    """``choosing``: how many cards a pending decision shows (they take the banner's room)."""
    board_w = min(600.0, max(430.0, width * 0.31))
    board = QRectF(8, TOP, board_w, BAND_H - 4)
    track = QRectF(board.left() + 8, TOP + 4, board_w - 16, 58)
    slots = [QRectF(board.left() + 6, TOP + 68 + i * (ROW_H + 1), board_w - 12, ROW_H) for i in range(9)]
    x0 = board.right() + 12
    right = width - 8
    card_h = _top_card_height(right - x0, n, display_n)
    card = card_size(card_h)
    slot_w = card.width() + 6
    pile_w = card.width() + min(58.0, card.width() * 0.7)
    zone_h = TITLE + card.height() + 8
    y1 = TOP
    empire_deck = QRectF(x0, y1, max(pile_w, 140.0), zone_h)
    display = QRectF(empire_deck.right() + 8, y1, display_n * slot_w + 12, zone_h)
    discard = QRectF(display.right() + 8, y1, pile_w, zone_h)
    y2 = y1 + zone_h + 8
    troop_deck = QRectF(x0, y2, pile_w, zone_h)
    troop_row = QRectF(troop_deck.right() + 8, y2, max(2, n) * slot_w + 12, zone_h)
    province = QRectF(troop_row.right() + 8, y2, pile_w, zone_h)
    titans = [QRectF(province.right() + 8 + i * (pile_w + 6), y2, pile_w, zone_h) for i in range(3)]
    y3 = y2 + zone_h + 8
    banner = QRectF(x0, y3, min(560.0, right - x0), 64)
    token = QRectF(x0, banner.bottom() + 6, banner.width(), 28)
    pick = QRectF(banner.right() + 10, y3 - 2, max(200.0, right - banner.right() - 10), BAND_H - y3 + TOP - 2)
    if choosing:  # the cards to choose from take the banner's room too (the prompt says whose choice it is)
        pick = QRectF(x0, y3 - 2, right - x0, BAND_H - y3 + TOP - 2)
    geo = Geo(width, board, track, slots, min(250.0, board_w * 0.5), card, empire_deck, display, discard,
              troop_deck, troop_row, province, titans, banner, token, pick)
    top = TOP + BAND_H + 4
    geo.seats = row(QRectF(8, top, width - 16, 1000 - top - 6), [1.0] * n)
    return geo


def _top_card_height(room: float, n: int, display_n: int) -> float:
    """The largest card height (at most 118) at which both rows of the top band fit in ``room``: the
    empire deck, display and discard; the troop deck and row, the provinces and three titan decks."""
    h = 118.0
    while h > 64.0:
        cw = card_size(h).width()
        pile, slot = cw + min(58.0, cw * 0.7), cw + 6
        row1 = pile + 8 + display_n * slot + 12 + 8 + pile
        row2 = pile + 8 + max(2, n) * slot + 12 + 8 + pile + 8 + 3 * (pile + 6)
        if max(row1, row2) <= room:
            break
        h -= 2.0
    return h


def seat_card_height(w: float, rest: float, cards: int = 4) -> float:
    """The height of the cards in a player's area ``w`` wide with ``rest`` below the capital: the largest
    (at most 150) at which the armies (two side by side in a wide area, one in a narrow one) sit beside
    the empire, the empire's ``cards`` fit in rows, and an army with the reserve below fits the height."""
    armies = 2 if w >= 420 else 1
    h = 150.0
    while h > 62.0:
        cw = h * CARD_W / CARD_H
        tableau_w = w - max(cw * armies + 30, 112.0) - 6
        per_row = int((tableau_w - 12 + 5) // (cw + 5))
        if per_row >= 2:
            rows = -(-max(1, cards) // per_row)
            if rows * (h + 5) + 26 <= rest and rest - (h * 0.75 + TITLE + 8) >= h + 40:
                return h
        h -= 2.0
    return 62.0


PICK_GAP = 6.0


def pick_card_height(area: QRectF, n: int, largest: float) -> float:
    """The height of the ``n`` cards to choose from in ``area`` (its title above): the largest, at most
    ``largest``, at which they sit in rows side by side without overlapping."""
    return largest_fit(area.width() - 12, area.height() - TITLE - 8, n, largest, PICK_GAP)


@dataclass
class SeatGeo:
    strip: QRectF
    capital: QRectF
    ready: QRectF
    starving: QRectF
    armies: QRectF
    tableau: QRectF
    reserve: QRectF
    card: QSizeF


def seat_layout(area: QRectF, cards: int = 4) -> SeatGeo:
    """``cards``: the most empire cards, provinces and titans any player shows (all areas alike)."""
    x, w = area.left() + 6, area.width() - 12
    y = area.top() + TITLE + 2
    strip = QRectF(x, y, w, 22)
    y += 26
    row_h = 54.0
    capital = QRectF(x, y, min(150.0, w * 0.27), row_h)
    starving = QRectF(x + w - min(170.0, w * 0.36), y, min(170.0, w * 0.36), row_h)
    ready = QRectF(capital.right() + 6, y, starving.left() - capital.right() - 12, row_h)
    y += row_h + 6
    rest = area.bottom() - y - 4
    card_h = seat_card_height(w, rest, cards)
    card = card_size(card_h)
    reserve_h = card_h * 0.75 + TITLE + 4
    armies_w = max(card.width() * (2 if w >= 420 else 1) + 30, 112.0)  # room for "Reserve" and its count
    armies = QRectF(x, y, armies_w, rest - reserve_h - 4)
    tableau = QRectF(armies.right() + 6, y, x + w - armies.right() - 6, rest)
    reserve = QRectF(x, armies.bottom() + 4, armies_w, reserve_h)
    return SeatGeo(strip, capital, ready, starving, armies, tableau, reserve, card)
