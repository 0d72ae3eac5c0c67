"""The market strip of a market day: every offer posted so far, face up, with its seller's colour and its
asking price; a person drags a hand card onto the strip to offer it (a menu then asks the price) and an
offer onto the hand to buy it. In hot-seat every person sees the same strip, since offers are public."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, QSizeF

from civitas.games.territory.state import TerritoryState
from civitas.games.territory.table.actions import card
from civitas.games.territory.table.host import TableHost
from civitas.games.territory.table.layout import TITLE, card_size
from civitas.ui.table.board import BadgeItem
from civitas.ui.table.zone import Zone

MARKET_PHASES = ("offer", "buy", "pay", "answer")


class MarketStrip(QObject):
    def __init__(self, table: TableHost, v: TerritoryState, rect: QRectF) -> None:
        super().__init__(table if isinstance(table, QObject) else None)
        self.t = table
        self.v = v
        self.rect = rect

    def build(self) -> None:
        t, v = self.t, self.v
        names = t.names()
        zone = t.scene.add_zone(Zone("market", self.rect, self.tr("Market day"), gap=8, colour="#8a6a10"))
        zone.count_text = self.tr("%n offer(s)", "", len(v.offers))
        if not v.offers:
            zone.setToolTip(self.tr("Offers appear here. Drag a card from your hand here to offer it."))
        size = self._size(len(v.offers))
        waiting = t.position().waiting
        answering = waiting.args if waiting is not None and waiting.kind == "answer" and "bid" in waiting.args else None
        for seller, c, price in v.offers:
            item = t.card_item(c, card(c), size)
            tip = self.tr("Offered by {name} for %n card(s) from the buyer's hand.", "", price).format(
                name=names[seller])
            item.setToolTip(tip + "\n" + item.toolTip())
            t.scene.add_piece(item, zone)
            BadgeItem(item, price, t.colour(seller), "tr", text_colour="#ffffff",
                      tooltip=self.tr("Price: %n card(s)", "", price))
            if answering is not None and answering.get("card") == c:  # a lower bid waits for its answer
                bid, buyer = int(answering["bid"]), int(answering["buyer_seat"])
                BadgeItem(item, bid, t.colour(buyer), "br", text_colour="#ffffff",
                          tooltip=self.tr("{name} bids %n card(s)", "", bid).format(name=names[buyer]))

    def _size(self, count: int) -> QSizeF:
        h = self.rect.height() - TITLE - 12
        size = card_size(h)
        room = self.rect.width() - 12
        if count and count * (size.width() + 8) > room:
            size = card_size(h * room / (count * (size.width() + 8)))
        return size
