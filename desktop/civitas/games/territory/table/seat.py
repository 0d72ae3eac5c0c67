"""One player's area at the Territory table: the name strip (hand, quests, reputation, score), the
territories as columns — a land tile with the cards lying on it fanned downward, each card with its
funding chip, the tile with its local profit coin — and, for the viewer, the hand, the "new territory"
slot and the quests."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetricsF

from civitas.games.territory.preview import collapsing, missing
from civitas.games.territory.rules import can_collapse, need, reputation, score
from civitas.games.territory.state import TerritoryState
from civitas.games.territory.table.actions import card, land, local
from civitas.games.territory.table.host import TableHost
from civitas.games.territory.table.layout import (
    OTHER_CARD_MAX,
    PEEK,
    TILE,
    SeatGeo,
    card_size,
    column_height,
    grid_card,
    seat_layout,
)
from civitas.games.territory.table.pieces import FundingChip, LandTile, LocalCoin
from civitas.ui.table.board import BadgeItem, StripItem
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.host import SeatAreaBase
from civitas.ui.table.zone import Zone


def name_width(title: str) -> float:
    """How wide an area's title is drawn (the zone title's font: 14 px bold)."""
    font = QFont()
    font.setPixelSize(14)
    font.setBold(True)
    return QFontMetricsF(font).horizontalAdvance(title) + 4


class SeatArea(SeatAreaBase):
    def __init__(self, table: TableHost, v: TerritoryState, p: int, rect: QRectF, own: bool) -> None:
        super().__init__(table, p, rect, own)
        self.t = table
        self.v = v
        self.tiles: dict[int, QRectF] = {}  # where each territory's tile went (bridges are drawn between them)
        # Cards the end of the round would destroy, marked from the income draft on (before it happens).
        self.risk = set(collapsing(v, p)) if v.phase in ("draft", "wrap", "spy") else set()

    def build(self) -> dict[int, QRectF]:
        t, v, p = self.t, self.v, self.p
        title = t.names()[p]
        if v.leader == p and not v.over:
            title += " · " + self.tr("leader")
        g = seat_layout(self.rect, self.own, name_width(title))
        self.seat_zone(t, f"area:{p}", title, v.over)
        row = QRectF(self.rect.left(), self.rect.top(), self.rect.width(), g.strip.height() + 4)
        strip = t.scene.add_zone(Zone(f"seat:{p}", row, "", layout="free", show_frame=False, payload=p))
        strip.setToolTip(self.tr("Drop an event that strikes a player here"))
        t.scene.add_decor(StripItem(g.strip, self.strip(), size=13))
        self.lands(g)
        if self.own and g.hand is not None and g.quests is not None and g.hand_card is not None:
            self.hand(g.hand, g.hand_card)
            self.quests(g.quests, g.hand_card)
        return self.tiles

    def strip(self) -> list[tuple[str, str]]:
        v, p = self.v, self.p
        return [
            (self.tr("reputation {n}").format(n=reputation(v, p)), "#8a6a10"),
            (self.tr("score {n}").format(n=score(v, p)), ""),
            (self.tr("hand {n}").format(n=len(v.hands[p])), ""),
            (self.tr("quests {held} held, {done} done").format(held=len(v.quests[p]), done=len(v.claimed[p])),
             "#b23a2a" if v.quests[p] else ""),
        ]

    # --- territories ---------------------------------------------------------------------------------------
    def lands(self, g: SeatGeo) -> None:
        own_lands = list(self.v.lands[self.p])
        size = g.card
        most = max((len(self._column(t)) for t in own_lands), default=0)
        if most > 3:  # a column with more cards than room: smaller cards
            h = min(size.height(), g.lands.height() / (TILE + 1 + PEEK * (most - 1)))
            size = card_size(h)
        elif not self.own and most < 3:  # another's short columns: its cards grow into the room they leave
            h = min(OTHER_CARD_MAX, g.lands.height() / (TILE + 1 + PEEK * max(0, most - 1)))
            size = card_size(max(size.height(), h))
        step = size.width() + 40
        slots = len(own_lands) + (1 if self.own else 0)
        if slots * step > g.lands.width() and slots > 1:
            h = size.height() * g.lands.width() / (slots * step)
            size = card_size(h)
            step = size.width() + 40
        x = g.lands.left()
        for t in own_lands:
            self.column(t, QPointF(x, g.lands.top()), size)
            x += step
        if self.own:
            h = min(g.lands.height(), column_height(size.height(), 1))
            rect = QRectF(x, g.lands.top(), size.width() + 6, h)
            slot = self.t.scene.add_zone(Zone(f"newland:{self.p}", rect, "", layout="free", colour=self.colour))
            slot.slots = [QRectF(x + 3, g.lands.top() + 3, size.width(), h - 6)]
            slot.setToolTip(self.tr("Drop a card here to lay it face down as a new territory"))

    def _column(self, t: int) -> list[int]:
        """The cards drawn in territory ``t``'s column: those lying on it, a mansion only on its first."""
        v = self.v
        return [c for c in v.on[t] if v.host[c] == t]

    def column(self, t: int, at: QPointF, size: QSizeF) -> None:
        tb, v = self.t, self.v
        tile_size = QSizeF(size.width(), max(24.0, size.height() * TILE))
        made_from = ""
        if self.own and v.face[t] >= 0:
            made_from = tb.name(f"card.{v.facts.kind[v.face[t]]}")
        tile_rect = QRectF(at, tile_size)
        self.tiles[t] = tile_rect
        union = tb.union_colour(t)
        tile = LandTile(t, tile_size, self.colour, made_from, union, self.tile_tip(t, made_from))
        if tb.binds.for_piece(land(t)):
            tile.set_highlight(True)
        tb.scene.add_zone(Zone(f"land:{t}", tile_rect.adjusted(-3, -3, 3, 3), "", layout="free", show_frame=False,
                               payload=t))
        tb.scene.add_piece(tile, at=at)
        if union:  # a union's mark on each of its tiles: who is how significant there
            BadgeItem(tile, "⚖", union, "bl", text_colour="#ffffff", tooltip=tb.union_text(t))
        if v.local[t] > 0:
            d = min(26.0, tile_size.height() * 0.85)
            draggable = self.own and bool(tb.binds.targets(local(t)))
            tip = self.tr("Local profit of this territory: %n unit(s). Drag it onto a card here that needs income.",
                          "", v.local[t])
            coin = LocalCoin(t, v.local[t], d, draggable, tip)
            if draggable:
                coin.set_highlight(True)
            at_coin = QPointF(tile_rect.right() - d * 0.9, tile_rect.top() + (tile_size.height() - d) / 2)
            tb.scene.add_piece(coin, at=at_coin)
            coin.home_z = 30
        y = tile_rect.bottom() + 2
        cards = self._column(t)
        peek = size.height() * PEEK
        for i, c in enumerate(cards):
            last = i == len(cards) - 1
            seen = QRectF(at.x(), y, size.width(), size.height() if last else peek)
            tb.scene.add_zone(Zone(f"onto:{c}", seen, "", layout="free", show_frame=False, payload=c))
            item = tb.card_item(c, size=size)
            item.home_z = 10 + i
            tb.scene.add_piece(item, at=QPointF(at.x(), y))
            self.decorate(item, c)
            y += peek
        spans = [c for c in v.on[t] if v.host[c] != t]  # a mansion also lying here: a note, not a second card
        for c in spans:
            BadgeItem(tile, "⇔", "#6b4f8f", "br", text_colour="#ffffff",
                             tooltip=self.tr("{card} spans this territory and territory {n}").format(
                                 card=tb.name(f"card.{v.facts.kind[c]}"), n=v.host[c] + 1))

    def decorate(self, item: CardItem, c: int) -> None:
        """The funding chip of a card that needs income, a bank's stored units, a plantation's tucked cards."""
        v, f = self.v, self.v.facts
        typ = f.type[c]
        if typ in ("building", "character"):
            want, got = need(v, c), v.paid[c]
            stored = v.stored[c] if f.kind[c] == "bank" else 0
            if got >= want:
                tip = self.tr("Works: received %n unit(s) of income, all it needs.", "", got)
            elif can_collapse(v, c):
                tip = self.tr("Lacks income: received {got} of {need}. Unfunded at the end of the round, it "
                              "collapses.").format(got=got, need=want)
            else:  # printed with a need of 0: only its upkeep is missing
                tip = self.tr("Lacks income: received {got} of {need}. Unfunded, it gives nothing this round, but "
                              "it never collapses.").format(got=got, need=want)
            if stored:
                tip += " " + self.tr("Stored in the bank: %n unit(s).", "", stored)
            risk = c in self.risk
            if risk:
                tip += "\n" + self.tr("Collapses at the end of this round unless it gets %n more unit(s) of income",
                                       "", missing(v, c))
            FundingChip(item, got, want, stored, tip, risk)
        tucked = v.under.get(c, [])
        if tucked:
            BadgeItem(item, len(tucked), "#2f7a52", "bl", text_colour="#ffffff",
                      tooltip=self.tr("Cards tucked under it: %n", "", len(tucked)))
        if c in v.marks:
            BadgeItem(item, "⚑", "#b23a2a", "tl", text_colour="#ffffff",
                      tooltip=self.tr("Marked by an invader: unless it gets its income, it is seized"))

    def tile_tip(self, t: int, made_from: str) -> str:
        v, tb = self.v, self.t
        text = self.tr("Territory {n} of {name}").format(n=t + 1, name=tb.names()[v.owner[t]])
        if made_from:
            text += "\n" + self.tr("Made from: {card} (only you see it)").format(card=made_from)
        if v.local[t]:
            text += "\n" + self.tr("Local profit: %n unit(s)", "", v.local[t])
        group = tb.union_text(t)
        if group:
            text += "\n" + group
        return text

    # --- the viewer's hand and quests ---------------------------------------------------------------------
    def hand(self, area: QRectF, size: QSizeF) -> None:
        tb, v, p = self.t, self.v, self.p
        zone = tb.scene.add_zone(Zone(f"hand:{p}", area, self.tr("Hand"), layout="grid", gap=6, colour="#6b5434"))
        zone.count_text = str(len(v.hands[p]))
        size = grid_card(area, len(v.hands[p]))  # the hand spreads to its area: as large as all cards fit
        waiting = tb.position().waiting
        paid = waiting.args.get("paid", ()) if waiting is not None and waiting.kind == "pay" and v.turn == p else ()
        paying = set(paid)
        for c in v.hands[p]:
            key = card(c)
            item = tb.card_item(c, key, size)
            if c in paying:
                item.dimmed = True
            tb.scene.add_piece(item, zone)

    def quests(self, area: QRectF, size: QSizeF) -> None:
        tb, v, p = self.t, self.v, self.p
        zone = tb.scene.add_zone(Zone(f"quests:{p}", area, self.tr("Quests"), layout="grid", accepts=False, gap=4,
                                      colour="#8a6a10"))
        zone.setToolTip(self.tr("Your quests: held ones above, completed ones dimmed"))
        count = len(v.quests[p]) + len(v.claimed[p])
        small = grid_card(area, count, gap=4, most=size.height() * 0.95)
        for q in v.quests[p]:
            tb.scene.add_piece(tb.card_item(q, card(q), small), zone)
        for q in v.claimed[p]:
            item = tb.card_item(q, card(q), small, draggable=False)
            item.dimmed = True
            item.setToolTip(self.tr("Completed") + "\n" + item.toolTip())
            tb.scene.add_piece(item, zone)
