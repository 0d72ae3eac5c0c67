"""One tribe's area at the Age of Heroes table: its frame (titled with the player and the tribe, lit while the
game asks the tribe, grey once it is out), its cities, fortresses and armies, and the monument: the viewer's as
a zone that takes the special cards, another tribe's as a small row beside the backs of its hand."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from civitas.games.heroes.cards import AWAY_MASK, BLOCKED, GEN, HIDDEN, MONUMENT_TARGET, special_of
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.table.host import TableHost
from civitas.games.heroes.table.layout import SMALL
from civitas.ui.table.banner import LabelItem
from civitas.ui.table.card_item import CARD_H, CARD_W
from civitas.ui.table.host import SeatAreaBase
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.tokens import TokenItem
from civitas.ui.table.zone import Zone

OUT_GREY = "#7f7f7f"  # the frame of a tribe that is out of the game


class SeatArea(SeatAreaBase):
    def __init__(self, table: TableHost, v: HeroesState, p: int, rect: QRectF, own: bool) -> None:
        super().__init__(table, p, rect, own)
        self.t = table
        self.v = v

    def title(self) -> str:
        v, p = self.v, self.p
        title = f"{self.t.names()[p]} · {self.t.look.tribe_name(v.tribe[p])}"
        if not v.alive[p]:
            title += " — " + self.tr("out of the game")
        elif v.claims[p]:
            title += " — " + self.tr("last turn!")
        return title

    def build(self) -> None:
        t, v, p, rect = self.t, self.v, self.p, self.rect
        zone = self.seat_zone(t, f"seat:{p}", self.title(), v.phase == "over", accepts=not self.own,
                              colour="" if v.alive[p] else OUT_GREY)
        zone.payload = p
        if not self.own:
            zone.count_text = self.tr("%n card(s)", "", len(v.hands[p]))
        roomy = rect.height() > 300  # a side area: larger pieces
        token = 46.0 if self.own or roomy else 40.0
        x0, right = rect.left() + 14, rect.right() - 10  # clear of a road badge in the gap on the left
        row: list[PieceItem] = [
            TokenItem("city", f"city:{p}:{i}", self.colour, payload=("city", p), size=token,
                      tooltip=t.look.item_name(1)) for i in range(v.cities[p])]
        row += [TokenItem("fortress", f"fort:{p}:{i}", self.colour, payload=("fort", p), size=token,
                          tooltip=t.look.item_name(2)) for i in range(v.forts[p])]
        y = self.flow(row, x0, right, rect.top() + 26, token)
        y = self.flow(self.armies(token + 4), x0, right, y, token + 4) + 4
        if self.own:
            self.monument(x0, right, y)
        else:
            self.others(x0, right, y, SMALL * 1.25 if roomy else SMALL, roomy)

    def armies(self, size: float) -> list[PieceItem]:
        """The tribe's armies: marked with a general or an earthquake, dimmed while away; the viewer's
        own ready ones may be dragged."""
        t, p = self.t, self.p
        out: list[PieceItem] = []
        for i, code in enumerate(self.v.armies[p]):
            marks = (("general",) if code & GEN else ()) + (("quake",) if code & BLOCKED else ())
            tip = t.look.item_name(0) + " " + (t.acts.army_label(code) if t.acts else "")
            item = TokenItem("army", f"army:{p}:{i}", self.colour, payload=("army", p, code), size=size, marks=marks,
                             draggable=t.seat == p and not code & (BLOCKED | AWAY_MASK), tooltip=tip)
            item.dimmed = bool(code & AWAY_MASK)
            out.append(item)
        return out

    def flow(self, pieces: list[PieceItem], x0: float, right: float, y: float, size: float) -> float:
        """``pieces`` in rows from ``x0`` to ``right``, from ``y`` down; where the next row would start."""
        if not pieces:
            return y
        x = x0
        for piece in pieces:
            if x + size > right and x > x0:
                x, y = x0, y + size + 4
            self.t.scene.add_piece(piece, at=QPointF(x, y))
            x += size + 4
        return y + size + 6

    def monument(self, x0: float, right: float, y: float) -> None:
        """The viewer's monument: a zone with a place for each card still to come."""
        t, v, p = self.t, self.v, self.p
        mon_h = self.rect.bottom() - y - 6
        card_h = max(50.0, min(110.0, mon_h - 28))
        room_w = right - x0 + 8  # the five places always inside the frame: smaller cards where it is narrow
        card_w = min(card_h * CARD_W / CARD_H, (room_w - 12) / MONUMENT_TARGET - 4)
        size = QSizeF(card_w, card_w * CARD_H / CARD_W)
        mon_rect = QRectF(x0 - 4, y, min(room_w, MONUMENT_TARGET * (size.width() + 4) + 12), mon_h)
        kind = special_of(v.tribe[p])
        title = self.tr("Monument: {card}").format(card=t.look.card_name(kind))
        mon = t.scene.add_zone(Zone("monument", mon_rect, title, layout="grid", gap=4, colour="#5b3a78"))
        mon.count_text = f"{v.monument[p]}/{MONUMENT_TARGET}"
        top = mon_rect.top() + 20
        mon.slots = [QRectF(mon_rect.left() + 6 + i * (size.width() + 4), top, size.width(), size.height())
                     for i in range(v.monument[p], MONUMENT_TARGET)]
        for i in range(v.monument[p]):
            t.scene.add_piece(t.card(kind, f"mon:{p}:{i}", ("mon", p), size=size), mon)

    def others(self, x0: float, right: float, y: float, small: QSizeF, roomy: bool) -> None:
        """Another tribe's monument cards and the backs of its hand, small."""
        t, v, p = self.t, self.v, self.p
        kind = special_of(v.tribe[p])
        label_h = 18.0
        if v.monument[p]:
            text = self.tr("Monument {n}/{max}").format(n=v.monument[p], max=MONUMENT_TARGET)
            t.scene.add_decor(LabelItem(QRectF(x0, y, 140, label_h), text, size=12, fill="#efe6f5", border="#5b3a78"))
        x = x0
        for i in range(v.monument[p]):
            t.scene.add_piece(t.card(kind, f"mon:{p}:{i}", ("mon", p), size=small), at=QPointF(x, y + label_h + 2))
            x += small.width() * (0.55 if v.monument[p] > 3 else 1.05)
        if v.monument[p]:
            x += small.width() * 0.6
        hand = v.hands[p]
        if roomy and x + small.width() + 14 * len(hand) > right:  # the hand on a row of its own
            x, y = x0, y + label_h + small.height() + 8
        step = min(14.0, max(4.0, (right - x - small.width()) / max(1, len(hand))))
        for i in range(len(hand)):
            piece = t.card(HIDDEN, f"hand:{p}:{i}", ("back", p), size=small)
            piece.setToolTip(self.tr("%n card(s) in hand", "", len(hand)))
            t.scene.add_piece(piece, at=QPointF(x + i * step, y + label_h + 2))
