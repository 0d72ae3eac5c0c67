"""One player's area at the Empires table.

The strip: the nation, the state card's side, action and exhaust tokens, materials, population, progress and
(for the viewer) the VP so far; another player's strip also counts the cards in hand. The state card's column:
the power card with the history under it. The play area: cards in play left to right, each card garrisoned
under its host peeking out below. The viewer's area adds the hand, the draw pile (its cards known, not their
order), the discard, the nation deck (the accession card face up under it), the history and the development
area; another player's shows its discard.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from civitas.engine.ratings import told
from civitas.games.empires.core import D
from civitas.games.empires.scoring import VP, total_vp
from civitas.games.empires.state import ON_DEVELOPMENT, ON_NATION_DECK, EmpiresState
from civitas.games.empires.table.host import TableHost
from civitas.games.empires.table.layout import SeatGeo, grid_card, other_layout, own_layout, row_card, strip_rows
from civitas.games.empires.table.pieces import Chip, ChipsItem
from civitas.ui.table.board import BadgeItem
from civitas.ui.table.host import SeatAreaBase
from civitas.ui.table.zone import Zone


class EmpiresSeat(SeatAreaBase):
    def __init__(self, table: TableHost, v: EmpiresState, p: int, rect: QRectF) -> None:
        super().__init__(table, p, rect)
        self.t = table
        self.v = v

    def build(self) -> None:
        t, v, p = self.t, self.v, self.p
        g = own_layout(self.rect) if self.own else other_layout(self.rect)
        nation = t.name(f"nation.{v.nations[p]}")
        title = self.tr("{name} — {nation}").format(name=t.names()[p], nation=nation)
        self.seat_zone(t, f"seat:{p}", title, v.over)
        t.scene.add_decor(ChipsItem(g.strip, self.chips(), strip_rows(g.strip)))
        self.power(g)
        self.play_area(g)
        if self.own:
            self.hand(g)
            self.piles(g)
            self.development(g)
        else:
            self.discard(g.side[1], g.side_card)

    # --- the strip ---------------------------------------------------------------------------------------
    def chips(self) -> list[Chip]:
        v, p = self.v, self.p
        empire = v.side[p] == "empire"
        side = self.tr("Empire") if empire else self.tr("Barbarians")
        side_tip = self.tr("The state card: its empire side is up since the accession") if empire else self.tr(
            "The state card: its barbarian side is up until the accession")
        m, pop, prog = v.res[p]
        out = [
            Chip("", side, side_tip, "#7a5c2e" if empire else "#6b4a2a"),
            Chip("action", str(v.actions[p]), self.tr("Action tokens: playing a card (not a free one) takes one")),
            Chip("exhaust", str(v.exhaust[p]), self.tr("Exhaust tokens: exhausting a card takes one")),
            Chip("materials", str(m), self.tr("Materials")),
            Chip("population", str(pop), self.tr("Population")),
            Chip("progress", str(prog), self.tr("Progress: 1 VP each at the end")),
        ]
        if self.own:
            parts = told(VP.breakdown(v, p), self.t.controller.catalog)[1:]  # the token, then card by card
            out.append(Chip("", self.tr("{n} VP").format(n=total_vp(v, p)),
                            "\n".join([self.tr("Your points if the game ended now (unrest counted)"), *parts])))
        else:
            out.append(Chip("", self.tr("hand {n}").format(n=len(v.hand[p])), self.tr("Cards in hand"), line=1))
            out.append(Chip("", self.tr("deck {n}").format(n=len(v.deck[p])), self.tr("Cards in the draw pile"),
                            line=1))
            out.append(Chip("", self.tr("history {n}").format(n=len(v.history[p])),
                            self.tr("Cards in history, under the power card"), line=1))
            if v.development[p]:
                out.append(Chip("", self.tr("development {n}").format(n=len(v.development[p])),
                                self.tr("Development cards not yet developed"), line=1))
        return out

    # --- the power card and history ----------------------------------------------------------------------------
    def power(self, g: SeatGeo) -> None:
        t, v, p = self.t, self.v, self.p
        zone = t.scene.add_zone(Zone(f"power:{p}", g.power, self.tr("Power"), layout="free", accepts=False))
        c = v.power[p]
        if c < 0:
            return
        size = g.card
        item = t.card_item(c, size=size, exhausted=c in v.exhausted[p])
        t.scene.add_piece(item, at=QPointF(zone.content_rect().left() + 1, zone.content_rect().top() + 2))
        history = len(v.history[p])
        if history:
            tip = self.tr("History: %n card(s) under the power card", "", history)
            if self.own:
                tip += "\n" + ", ".join(t.card_name(x) for x in v.history[p])
            BadgeItem(item, history, "#5a4a7a", "bl", size=24, tooltip=tip)

    # --- the play area ---------------------------------------------------------------------------------------
    def play_area(self, g: SeatGeo) -> None:
        t, v, p = self.t, self.v, self.p
        zone = t.scene.add_zone(Zone(f"play:{p}", g.play, self.tr("In play"), layout="free", accepts=self.own))
        cards = list(v.play[p])
        if not cards:
            return
        content = zone.content_rect()
        garrison = v.garrison[p]
        deepest = max((len(garrison.get(c, [])) for c in cards), default=0)
        peek = 16.0
        h = min(g.card.height(), content.height() - 4 - peek * deepest)
        # smaller cards side by side before any overlap (an overlapped card hides its name), down to 70 %
        side_by_side = (content.width() - 6 * (len(cards) - 1)) / len(cards) * g.card.height() / g.card.width()
        h = max(min(h, 0.7 * g.card.height()), min(h, side_by_side))
        size = QSizeF(g.card.width() * h / g.card.height(), h)
        step = size.width() + 6
        if len(cards) > 1 and step * len(cards) - 6 > content.width():
            step = (content.width() - size.width()) / (len(cards) - 1)
        x = content.left()
        for i, c in enumerate(cards):
            under = garrison.get(c, [])
            for j, g_card in enumerate(under):  # garrisoned: under the host, peeking out below
                item = t.card_item(g_card, size=size, draggable=False)
                item.setToolTip(self.tr("Garrisoned under {card}").format(card=t.card_name(c)) + "\n" + item.toolTip())
                t.scene.add_piece(item, at=QPointF(x, content.top() + 2 + peek * (len(under) - j)))
                item.home_z = float(i * 10 + j)
            item = t.card_item(c, size=size, exhausted=c in v.exhausted[p])
            item.home_z = float(i * 10 + len(under) + 1)
            t.scene.add_piece(item, at=QPointF(x, content.top() + 2))
            if under:
                BadgeItem(item, len(under), "#35597a", "tr", tooltip=self.tr("%n card(s) in its garrison", "",
                                                                               len(under)))
            x += step

    # --- the viewer's hand, piles and development area -----------------------------------------------------------
    def hand(self, g: SeatGeo) -> None:
        t, v, p = self.t, self.v, self.p
        zone = t.scene.add_zone(Zone(f"hand:{p}", g.hand, self.tr("Your hand"), accepts=True, gap=6))
        zone.count_text = str(len(v.hand[p]))
        activating = t.frame() == "activate"  # any hand card may be dragged: an unplayable one says why
        size = row_card(zone.content_rect().width(), len(v.hand[p]), g.hand_card, zone.gap)  # no overlap, if it can
        for c in sorted(v.hand[p], key=lambda x: (D(v, x).kind != "card", v.table[x], x)):
            t.scene.add_piece(t.card_item(c, size=size, draggable=True if activating else None), zone)

    def piles(self, g: SeatGeo) -> None:
        t, v, p = self.t, self.v, self.p
        deck_tip = self.tr("Your draw pile: you know which cards are in it, not their order") + "\n" + ", ".join(
            sorted(t.card_name(c) for c in v.deck[p]))
        t.pile(f"deck:{p}", g.side[0], self.tr("Draw pile"), len(v.deck[p]), None, "deck", g.side_card, deck_tip)
        self.discard(g.side[1], g.side_card)
        nd = v.nation_deck[p]
        accession = nd[0] if nd and nd[0] >= 0 and D(v, nd[0]).start == "accession" else None
        tip = self.tr("Your nation deck: on a barbarian reshuffle its top card joins your deck; the accession card "
                      "lies face up at its bottom")
        zone = t.pile(f"nation:{p}", g.side[2], self.tr("Nation deck"), len(nd), accession if len(nd) == 1 else None,
                      "nation", g.side_card, tip)
        if ON_NATION_DECK in v.exhausted[p]:
            zone.count_text += " ◆"
        history = v.history[p]
        t.pile(f"history:{p}", g.side[3], self.tr("History"), len(history), history[-1] if history else None,
               "deck", g.side_card, self.tr("History: cards put under your power card"))

    def discard(self, rect: QRectF, size: QSizeF) -> None:
        t, v, p = self.t, self.v, self.p
        pile = v.discard[p]
        t.pile(f"discard:{p}", rect, self.tr("Discard"), len(pile), pile[-1] if pile else None, "deck", size,
               self.tr("Discard pile: shuffled into a new draw pile when the draw pile runs out"),
               accepts=self.own)

    def development(self, g: SeatGeo) -> None:
        t, v, p = self.t, self.v, self.p
        title = self.tr("Development")
        if ON_DEVELOPMENT in v.exhausted[p]:
            title += " ◆"
        zone = t.scene.add_zone(Zone(f"development:{p}", g.development, title, layout="grid", accepts=False, gap=4))
        zone.setToolTip(self.tr("Development cards: on an empire reshuffle you may develop one, paying its cost"))
        # side by side in as many rows as give the largest cards: none hides another's name
        size = grid_card(zone.content_rect().size(), len(v.development[p]), g.hand_card.height() * 0.75, zone.gap)
        for c in v.development[p]:
            t.scene.add_piece(t.card_item(c, size=size), zone)
