"""Where things go on the Age of Heroes table, for 2–6 seats and any scene width.

The viewer's tribe sits at the bottom with the hand; the others go round the table in turn order
(seat s+1 sits to the left of seat s): up the left side, along the top, down the right side. The
centre holds whose turn it is, the resource deck, the discard pile and the main supply.

With nobody at the sides (two or three players) a road from the top to the bottom has to cross the
table: the centre then leaves a narrow lane free at its left and right edges, and such a road runs
down a lane, past the centre, never over the supply.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from civitas.ui.table.card_item import CARD_H, CARD_W
from civitas.ui.table.geometry import row
from civitas.ui.table.scene import SCENE_H

M = 10.0  # margin
LANE = 34.0  # the width of a lane for roads across the table
TOP_H = 232.0
BOTTOM_Y = 690.0
STANDING_W = 180.0  # a tribe's chip in the standings
STANDING_H = 24.0
SMALL = QSizeF(50, 50 * CARD_H / CARD_W)  # a card in another tribe's area

# Slots of the other seats, in turn order after the viewer, by how many others there are.
SLOTS: dict[int, tuple[str, ...]] = {
    0: (),
    1: ("T",),
    2: ("TL", "TR"),
    3: ("L", "T", "R"),
    4: ("L", "TL", "TR", "R"),
    5: ("L", "TL", "T", "TR", "R"),
}


@dataclass(slots=True)
class Layout:
    width: float
    own: QRectF = field(default_factory=QRectF)
    hand: QRectF = field(default_factory=QRectF)
    others: list[QRectF] = field(default_factory=list)
    centre: QRectF = field(default_factory=QRectF)
    banner: QRectF = field(default_factory=QRectF)
    deck: QRectF = field(default_factory=QRectF)
    discard: QRectF = field(default_factory=QRectF)
    supply: list[QRectF] = field(default_factory=list)
    war: QRectF = field(default_factory=QRectF)
    inplay: QRectF = field(default_factory=QRectF)
    toasts: QRectF = field(default_factory=QRectF)
    standings: QRectF = field(default_factory=QRectF)  # a chip per tribe: cities, monument, armies, cards
    standing_cols: int = 1  # chips per row of the standings
    tile_w: float = 84.0  # the supply tiles' width
    pile_w: float = 84.0  # the deck's and the discard pile's card width
    lanes: tuple[float, ...] = ()  # x of the lanes for roads across the table (left, right), if any


def layout(width: float, others: int) -> Layout:
    out = Layout(width)
    slots = SLOTS[max(0, min(5, others))]
    side_w = max(230.0, min(340.0, width * 0.19))
    has_sides = "L" in slots
    # bottom: own tribe panel and the hand
    own_w = max(430.0, min(560.0, width * 0.3))
    out.own = QRectF(M, BOTTOM_Y, own_w, SCENE_H - BOTTOM_Y - M)
    out.hand = QRectF(M * 2 + own_w, BOTTOM_Y, width - own_w - 3 * M, SCENE_H - BOTTOM_Y - M)
    # the others
    top = [s for s in slots if s.startswith("T")]
    tops = row(QRectF(M, M, width - 2 * M, TOP_H), [1.0] * len(top), gap=M)  # the top areas share its width
    side_top = M * 2 + TOP_H
    side_h = BOTTOM_Y - side_top - M
    for slot in slots:
        if slot == "L":
            out.others.append(QRectF(M, side_top, side_w, side_h))
        elif slot == "R":
            out.others.append(QRectF(width - M - side_w, side_top, side_w, side_h))
        else:
            out.others.append(tops[top.index(slot)])
    # the centre
    left = M * 2 + side_w if has_sides else M + LANE
    right = width - (M * 2 + side_w if has_sides else M + LANE)
    if not has_sides:
        out.lanes = (M + LANE / 2, width - M - LANE / 2)
    c_top = side_top if top else M
    out.centre = QRectF(left, c_top, right - left, BOTTOM_Y - M - c_top)
    c = out.centre
    out.banner = QRectF(c.left(), c.top(), c.width(), 64)
    # the standings under the banner: as many chips in a row as fit
    players = others + 1
    cols = max(1, min(players, int((c.width() + 6) // (STANDING_W + 6))))
    rows = -(-players // cols)
    out.standing_cols = cols
    out.standings = QRectF(c.left(), out.banner.bottom() + 6, c.width(), rows * STANDING_H + (rows - 1) * 4)
    body_top = out.standings.bottom() + M
    avail = c.width()
    # two piles and five supply tiles side by side, as large as fits (cards are 92 x 128)
    tile_w = min(118.0, (avail - 8 * M - 2 * 24 - 5 * 8) / 7)
    if tile_w >= 80:
        out.tile_w = out.pile_w = tile_w
        tile_h = tile_w * 128 / 92
        pile = QRectF(0, 0, tile_w + 24, tile_h + 34)
        out.deck = QRectF(c.left(), body_top, pile.width(), pile.height())
        out.discard = QRectF(out.deck.right() + M, body_top, pile.width(), pile.height())
        supply_left = out.discard.right() + M * 2
        for i in range(5):
            out.supply.append(QRectF(supply_left + i * (tile_w + 8 + M), body_top, tile_w + 8, pile.height()))
        lower = body_top + pile.height() + M
        out.inplay = QRectF(c.left(), lower, pile.width() * 2 + M, c.bottom() - lower)
    else:  # a narrow centre: the supply along its width, the piles and the cards in play below
        pile_w = 62.0
        pile_h = pile_w * 128 / 92 + 34
        room_h = c.bottom() - body_top - 2 * M - pile_h - 34  # the supply's card height at most
        tile_w = max(62.0, min(118.0, (avail - 4 * M) / 5 - 8, room_h * 92 / 128))
        out.tile_w, out.pile_w = tile_w, pile_w
        supply_h = tile_w * 128 / 92 + 34
        for i in range(5):
            out.supply.append(QRectF(c.left() + i * (tile_w + 8 + M), body_top, tile_w + 8, supply_h))
        lower = body_top + supply_h + M
        out.deck = QRectF(c.left(), lower, pile_w + 44, pile_h)  # wide enough for the title and count
        out.discard = QRectF(out.deck.right() + M, lower, pile_w + 44, pile_h)
        left = out.discard.right() + M
        out.inplay = QRectF(left, lower, min(2 * (pile_w + 44) + M, c.right() - left), c.bottom() - lower)
    out.war = QRectF(out.inplay.right() + M * 2, lower, c.right() - out.inplay.right() - M * 2, c.bottom() - lower)
    # toasts beside the cards in play, over the free felt at the bottom of the centre
    toast_left = out.inplay.right() + M * 2 if c.right() - out.inplay.right() > 260 else c.left()
    out.toasts = QRectF(toast_left, c.bottom() - 3 * 46, max(200.0, c.right() - toast_left - M * 2), 0)
    return out


def road_ends(ra: QRectF, rb: QRectF, lanes: tuple[float, ...] = ()) -> tuple[QPointF, QPointF]:
    """Ends of a road between two areas, straight across the gap between them. A road between an
    area above and one below stays out of the lower one's title row: its badge sits at the bottom
    edge of the upper area. Between areas far apart (the top and the bottom of the table) the road
    runs down the lane (of ``lanes``) on the upper area's side, from edge to edge of the two areas,
    so it covers nothing in them or in the centre."""
    into = 26.0
    ox0, ox1 = max(ra.left(), rb.left()), min(ra.right(), rb.right())
    oy0, oy1 = max(ra.top(), rb.top()), min(ra.bottom(), rb.bottom())
    if ox1 - ox0 > 40:  # one above the other
        x = (ox0 + ox1) / 2
        upper, lower = (ra, rb) if ra.center().y() < rb.center().y() else (rb, ra)
        if lower.top() - upper.bottom() > 60:  # far apart: a path across the table
            inside = [lane for lane in lanes if ox0 <= lane <= ox1]
            if inside:
                middle = (min(ra.left(), rb.left()) + max(ra.right(), rb.right())) / 2
                x = min(inside) if upper.center().x() <= middle else max(inside)
                return QPointF(x, upper.bottom() + 6), QPointF(x, lower.top() - 6)  # round caps touch both
            x = max(ox0 + 40, ox1 - 90)
            return QPointF(x, upper.bottom() - into), QPointF(x, lower.top() + into)
        return QPointF(x, upper.bottom() - 36), QPointF(x, lower.top() + 2)
    if oy1 - oy0 > 40:  # side by side: the badge in the gap, just over both edges
        y = (oy0 + oy1) / 2
        left, right = (ra, rb) if ra.center().x() < rb.center().x() else (rb, ra)
        return QPointF(left.right() - 6, y), QPointF(right.left() + 6, y)
    pa = clamp(rb.center(), ra.adjusted(into, into, -into, -into))
    pb = clamp(pa, rb.adjusted(into, into, -into, -into))
    return clamp(pb, ra.adjusted(into, into, -into, -into)), pb


def clamp(p: QPointF, r: QRectF) -> QPointF:
    return QPointF(min(max(p.x(), r.left()), r.right()), min(max(p.y(), r.top()), r.bottom()))


def recap_room(geo: Layout, toasts: QRectF) -> QRectF:
    """Where the screen's "since your last turn" recap may stand: the whole width of the table from its
    top down to the toasts, so never over them or over the hand below them."""
    floor = geo.hand.top()
    if toasts.width() > 0:
        floor = min(floor, toasts.top())
    return QRectF(0, 0, geo.width, max(0.0, floor - M))


def alert_rooms(geo: Layout) -> list[QRectF]:
    """Where the "last turn" banner may stand, best first: in the centre's banner right of whose turn it
    is (that text keeps the left part), else over the whole banner (the side panel says whose turn it is)."""
    b = geo.banner.adjusted(0, 3, 0, -3)
    return [QRectF(b.right() - b.width() * 0.58, b.top(), b.width() * 0.58 - 4, b.height()), b]
