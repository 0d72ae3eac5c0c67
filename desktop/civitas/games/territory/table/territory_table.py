"""The Territory table: the piles, the income pool and dice, the banner and the reputation track on top
(the market strip on market day), the other players' areas in a grid, the viewer's area at the bottom
(seat.py), and the bridges drawn over it all.

Every legal action of the viewer is a binding (actions.py): drag a hand card onto the new-territory slot,
onto a territory or a card lying there, the pool or a territory's profit coin onto a card, an event onto
a player's name strip; a drop that means several actions (a bridge's far end, an offer's price) asks in a
menu. A click on a piece opens its menu (right-click and Enter too); the bar has a menu per kind of move
and the buttons that end a phase. Illegal drops snap back and say why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QWidget

from civitas.engine.events import Event
from civitas.games.territory.preview import collapsing, missing
from civitas.games.territory.reasons import why_idle
from civitas.games.territory.rules import reputation, significance, unions, working
from civitas.games.territory.state import HIDDEN_CARD, HIDDEN_QUEST, MARKET_EVERY, TerritoryState
from civitas.games.territory.table import look
from civitas.games.territory.table.actions import BUTTONS, GROUPS, bindings_for, card, drop_attempt
from civitas.games.territory.table.layout import Geo, layout
from civitas.games.territory.table.market import MARKET_PHASES, MarketStrip
from civitas.games.territory.table.pieces import LinksItem, PoolItem, RepTrack
from civitas.games.territory.table.seat import SeatArea
from civitas.ui.controller import GameController
from civitas.ui.table.banner import LabelItem, ToastStack
from civitas.ui.table.bindings import Binding
from civitas.ui.table.board import CounterItem
from civitas.ui.table.bound_table import BoundTable
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.dice import DieItem
from civitas.ui.table.drag import DropMeaning
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.widget import Choice
from civitas.ui.table.zone import Zone

#: What happened that a player must not miss, shown as toasts over the table (the log has it all).
TOAST_KINDS = frozenset({"collapse", "epidemic_loss", "takeover", "destruction", "claim", "sold", "robbed", "seized",
                         "strike", "spied", "marked", "burden", "quest_leader", "bid", "bid_accepted", "bid_refused"})
UNION_COLOURS = ("#c0392b", "#2471a3", "#7d3c98", "#d68910", "#138d75", "#a04000")


def create_table(controller: GameController) -> QWidget:
    return TerritoryTable(controller)


class TerritoryTable(BoundTable):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, bindings_for, parent)
        self.geo: Geo | None = None
        self.groups: list[list[int]] = []
        self.dice: list[DieItem] = []
        self.toasts = ToastStack(self.scene, self.scene.animator, keep=4)
        self.rerender(animate=False)

    # --- helpers -----------------------------------------------------------------------------------------
    def seen(self) -> TerritoryState:
        """The viewer's view of the position on screen."""
        v = self.position().view
        assert isinstance(v, TerritoryState)
        return v

    def card_item(self, c: int, key: str = "", size: Any = None, draggable: bool | None = None) -> CardItem:
        key = key or card(c)
        seen = self.seen()
        on_land = 0 <= c < len(seen.host) and seen.host[c] >= 0  # tokens may lie in its corner
        face = look.face(c, self.controller.catalog, kinds_of=seen.kinds, corner=on_land)
        drag = (bool(self.binds.targets(key)) or self._explains(c)) if draggable is None else draggable
        return self.card_piece(face, key, c, drag, size, lit=bool(self.binds.for_piece(key)))

    def _explains(self, c: int) -> bool:
        """A card of the viewer's hand or of the market may be dragged on the viewer's turn even with no move,
        so that the drop says why nothing can be done with it."""
        v = self.seen()
        if self.seat is None or not self.my_turn():
            return False
        return c in v.hands[self.seat] or any(o[1] == c for o in v.offers)

    def why_nothing(self, piece: PieceItem) -> str:
        """Why a click or a drag of ``piece`` does nothing now, in words (never empty)."""
        if self.seat is not None and piece.key.startswith("card:"):
            return self.controller.reason_text(why_idle(self.seen(), self.seat, int(piece.key[5:])))
        if not self.my_turn():
            return self.tr("It is not your turn.")
        if piece.key == "pool":
            if self.asked() != "draft":
                return self.tr("Units are taken from the pool in the income draft.")
            if self.seen().pool <= 0:
                return self.tr("The pool is empty.")
            return self.tr("None of your cards can take income now: each has all it needs, or a burden blocks it.")
        return self.tr("Nothing can be done with that now: the lit pieces and the buttons below show your moves.")

    def drop_missed_text(self, piece: PieceItem) -> str:
        return self.tr("Released where nothing takes it: drop it on a lit card, territory or place.")

    def union_colour(self, t: int) -> str:
        for i, group in enumerate(self.groups):
            if t in group:
                return UNION_COLOURS[i % len(UNION_COLOURS)]
        return ""

    def union_text(self, t: int) -> str:
        v: TerritoryState = self.state()
        for group in self.groups:
            if t in group:
                sig = significance(v, group)
                names = self.names()
                parts = ", ".join(f"{names[p]} {sig[p]}" for p in range(v.n) if sig[p] or any(
                    v.owner[u] == p for u in group))
                return self.tr("In a union of territories {lands}. Significance: {parts}").format(
                    lands=", ".join(str(u + 1) for u in group), parts=parts)
        return ""

    # --- building the scene ------------------------------------------------------------------------------
    def build(self, state: Any) -> None:
        v: TerritoryState = state
        seat = self.seat
        self.bind_view(v)
        self.groups = unions(v)
        geo = self.geo = layout(self.scene.sceneRect().width(), v.n, int(v.options.get("target", 5)))
        over = geo.seats[1] if len(geo.seats) > 1 else geo.seats[0]  # toasts go over the others' areas
        self.toasts.anchor = QRectF(over.left() + 20, over.top() + 30, min(760.0, geo.width * 0.5), 0)
        self.toasts.relayout()
        if v.phase in MARKET_PHASES:
            MarketStrip(self, v, geo.market).build()
        else:
            self._piles(v, geo)
        self._pool(v, geo)
        self._status(v, geo)
        self._track(v, geo)
        tiles: dict[int, QRectF] = {}
        for i, (p, rect) in enumerate(zip(self.seat_order(v.n), geo.seats, strict=True)):
            tiles.update(SeatArea(self, v, p, rect, own=i == 0 and seat is not None).build())
        self._links(v, tiles)

    def _pile(self, zone_id: str, rect: QRectF, title: str, pile: list[int], back: int, size: QSizeF) -> None:
        zone = self.scene.add_zone(Zone(zone_id, rect, title, layout="pile", accepts=False))
        zone.count_text = str(len(pile))
        if not pile:
            return
        top = pile[-1]
        if top < 0 or zone_id in ("deck", "dev_deck", "quest_deck"):
            self.scene.add_piece(self.card_item(back, f"{zone_id}:back", size, draggable=False), zone)
        else:
            self.scene.add_piece(self.card_item(top, size=size), zone)

    def _piles(self, v: TerritoryState, geo: Geo) -> None:
        titles = (self.tr("Deck"), self.tr("Development"), self.tr("Quests"), self.tr("Discard"),
                  self.tr("Demolished"))
        piles = (v.deck, v.dev_deck, v.quest_deck, v.discard, v.demolished)
        ids = ("deck", "dev_deck", "quest_deck", "discard", "demolished")
        for zone_id, rect, title, pile in zip(ids, geo.piles, titles, piles, strict=True):
            back = HIDDEN_QUEST if zone_id == "quest_deck" else HIDDEN_CARD
            self._pile(zone_id, rect, title, pile, back, geo.pile_card)

    def _pool(self, v: TerritoryState, geo: Geo) -> None:
        r = geo.pool
        self.scene.add_zone(Zone("pool_area", r, self.tr("Income pool"), layout="free", accepts=False,
                                 colour="#8a6a10"))
        can_take = bool(self.binds.targets("pool"))
        tip = self.tr("The income pool: %n unit(s) left this round. Drag a unit onto one of your cards.", "",
                      v.pool)
        size = QSizeF(min(110.0, r.width() - 70), min(110.0, r.height() - 40))
        item = PoolItem(v.pool, size, can_take, tip)
        if can_take:
            item.set_highlight(True)
        self.scene.add_piece(item, at=QPointF(r.left() + 8, r.top() + 28))
        d = 40.0
        self.dice = []
        for i, value in enumerate(v.dice):
            die = DieItem(max(1, value), size=d)
            die.setPos(r.right() - d - 10, r.top() + 30 + i * (d + 10))
            die.setToolTip(self.tr("The dice of this round's income roll"))
            if value:
                self.scene.add_decor(die)
                self.dice.append(die)

    def _status(self, v: TerritoryState, geo: Geo) -> None:
        names = self.names()
        if v.over:
            lines = self.position().scores
            won = [line for line in lines if line.won]
            text, dot = self.tr("The game is over"), self.colour(won[0].seat) if won else ""
            sub = ", ".join(names[line.seat] for line in won)
        else:
            mover = v.turn
            you = " " + self.tr("(you)") if mover == self.seat else ""
            text = self.tr("Round {n} · {name}'s turn").format(n=v.round, name=names[mover]) + you
            sub = self.phase_name(v.phase)
            dot = self.colour(mover)
        self.scene.add_decor(LabelItem(geo.banner, text, sub, dot=dot, size=18, min_size=12))
        market = v.round % MARKET_EVERY == 0
        line = self.tr("Leader: {name}").format(name=names[v.leader])
        line += " · " + (self.tr("market day this round") if market else self.tr("market day in round {n}").format(
            n=v.round + MARKET_EVERY - v.round % MARKET_EVERY))
        tip = self.tr("The leader acts first in every phase of the round; a market day comes every third round.")
        self.scene.add_decor(CounterItem(geo.info, line, dot=self.colour(v.leader), tooltip=tip))

    def phase_name(self, phase: str) -> str:
        names = {"build": self.tr("Construction"), "draft": self.tr("Income draft"),
                 "wrap": self.tr("Last window of the round"), "spy": self.tr("A spy's catch"),
                 "offer": self.tr("Market day: offers"), "buy": self.tr("Market day: purchases"),
                 "pay": self.tr("Market day: payment"), "answer": self.tr("Market day: a bid to answer")}
        return names.get(phase, "")

    def _track(self, v: TerritoryState, geo: Geo) -> None:
        target = int(v.options.get("target", 5))
        values = [reputation(v, p) for p in range(v.n)]
        colours = [self.colour(p) for p in range(v.n)]
        tip = self.tr("Reputation: the first to reach {n} ends the game at the end of that round.").format(n=target)
        self.scene.add_decor(RepTrack(geo.track, target, values, colours, self.tr("Reputation"), tip))

    def _links(self, v: TerritoryState, tiles: dict[int, QRectF]) -> None:
        arcs = []
        for bridge, target in v.links.items():
            t = v.host[bridge]
            if t not in tiles or target not in tiles:
                continue
            a, b = tiles[t], tiles[target]
            owner = v.owner[t]
            arcs.append((QPointF(a.center().x(), a.top() + 4), QPointF(b.center().x(), b.top() + 4),
                         self.colour(owner), working(v, bridge)))
        if arcs:
            self.scene.add_decor(LinksItem(arcs, self.scene.sceneRect()))

    # --- gestures --------------------------------------------------------------------------------------------
    def _matching(self, key: str, zone_id: str) -> list[Binding]:
        return [b for b in self.binds.for_piece(key) if b.lands_on(zone_id)]

    def drop_action(self, piece: PieceItem, zone: Zone) -> DropMeaning:
        if self.seat is None:
            return None
        found = self._matching(piece.key, zone.zone_id)
        if not found and zone.zone_id.startswith("onto:") and piece.key.startswith("card:"):
            host = self.seen().host[int(zone.zone_id[5:])]  # a card dropped on a card: onto its territory
            found = self._matching(piece.key, f"land:{host}") if host >= 0 else []
        if len(found) == 1:
            return found[0].action
        if len(found) > 1:
            choices = [Choice(b.label, b.action) for b in found]
            return lambda: self.popup_choices(choices, QCursor.pos())
        return drop_attempt(self.seen(), self.seat, piece.payload, zone.zone_id)

    def drop_refused_text(self, piece: PieceItem, zone: Zone) -> str:
        if piece.key == "pool":
            return self.tr("Drag a unit of the pool onto one of your cards that still needs income, or a bank.")
        if piece.key.startswith("local:"):
            return self.tr("Local profit goes onto a card of the same territory (or its union) that needs income.")
        if not self.binds.for_piece(piece.key):
            return self.why_nothing(piece)
        return self.tr("That cannot go there: drop it on a lit place.")

    def piece_clicked(self, piece: PieceItem) -> None:
        super().piece_clicked(piece)
        action = self.binds.click(piece.key)
        if action is not None and (self.click_answers() or action[0] == "claim"):
            self.act(action)
            return
        if not any(c.action is not None for c in self.choices_for(piece)):
            self.say(self.why_nothing(piece))  # a click that finds no move says why
            return
        self.piece_menu(piece)

    def choices_for(self, target: PieceItem | Zone | None) -> list[Choice]:
        out: list[Choice] = []
        if isinstance(target, PieceItem):
            key = target.key
            out = [Choice(b.label, b.action) for b in self.binds.for_piece(key)]
            out += [Choice(b.label, b.action) for b in self.binds.all if key in b.pieces[1:]]
            out += self.zoom_choice(target, self.tr("Show enlarged"))
        elif isinstance(target, Zone):
            out = [Choice(b.label, b.action) for b in self.binds.all if b.lands_on(target.zone_id)]
        return out

    def bar_choices(self) -> list[Choice]:
        if not self.my_turn() or self.click_answers():
            return []
        out: list[Choice] = []
        titles = {"construct": self.tr("Construct…"), "income": self.tr("Take income…"),
                  "profit": self.tr("Local profit…"), "influence": self.tr("Influence…"),
                  "offer": self.tr("Offer a card…"), "buy": self.tr("Buy…"), "bid": self.tr("Bid lower…")}
        for group, shortcut in GROUPS:
            items = [Choice(b.label, b.action) for b in self.binds.in_group(group)]
            if not items:
                continue
            out.append(Choice(titles[group], callback=self._opener(group, items), key=group, shortcut=shortcut,
                              covers=tuple(c.action for c in items if c.action)))
        for kind, shortcut in BUTTONS:
            for b in self.binds.in_group("bar"):
                if b.action[0] == kind:
                    out.append(Choice(b.label, b.action, key=kind, shortcut=shortcut))
        return out

    def _opener(self, key: str, choices: list[Choice]) -> Callable[[], None]:
        return lambda: self.bar_menu(key, choices)

    def prompt(self) -> tuple[str, list[Choice]] | None:
        decision = self.position().decision
        if not self.my_turn() or decision is None:
            return None
        v = self.seen()
        text = self.name(decision.prompt)
        bar_kinds = {kind for kind, _ in BUTTONS}
        choices = [Choice(b.label, b.action, key=str(b.action[0])) for b in self.binds.in_group("prompt")]
        choices += [Choice(b.label, b.action, key=str(b.action[0])) for b in self.binds.in_group("bar")
                    if b.action[0] not in bar_kinds]
        if decision.kind == "pay" and "paid" in decision.args:
            # Copies of one card are alike: one button each (the first copy, which leaves every later card free
            # for the rest of the payment), and the text says how many cards are still to give.
            firsts: dict[str, Choice] = {}
            for choice in choices:
                firsts.setdefault(choice.label, choice)
            choices = list(firsts.values())
            text += " " + self.tr("%n more card(s) to give.", "", decision.left)
        if decision.kind == "buy" and not any(a[0] == "bid" for a in self.legal):
            text = self.buy_text(v, decision.args.get("buyer_seat") == self.seat)
        if decision.click:
            text += " " + self.tr("Click a lit card, or use the buttons.")
        if decision.kind in ("draft", "wrap") and self.seat is not None:
            doomed = collapsing(v, self.seat)
            if doomed:  # what the end of the round destroys if nothing changes, before it happens
                parts = ", ".join(self.tr("{card} (short of {n})").format(
                    card=self.name(f"card.{v.facts.kind[c]}"), n=missing(v, c)) for c in doomed)
                text += " " + self.tr("If the round ended now, these would collapse: {cards}.").format(cards=parts)
        if decision.kind == "answer" and "bid" in decision.args:
            card_no, bid, buyer = (int(decision.args[k]) for k in ("card", "bid", "buyer_seat"))
            asked = next((o[2] for o in v.offers if o[1] == card_no), bid)
            text = self.tr("{name} bids %n card(s) for your {card} (you asked {asked}). Accept or refuse?", "",
                           bid).format(name=self.names()[buyer], card=self.name(f"card.{v.facts.kind[card_no]}"),
                                       asked=asked)
        return text, choices

    def buy_text(self, v: TerritoryState, bid_made: bool) -> str:
        """The purchase prompt when no lower bid can be made, and why not (TR-T48: from 1 card up to one below
        the asked price, one bid a market day: ``bid_made`` when the viewer's was refused)."""
        text = self.tr("Market day: buy one card from another player, or buy nothing.")
        others = [o for o in v.offers if o[0] != self.seat]
        if self.seat is None or not others or self.seat in v.bought:
            return text
        if bid_made:
            why = self.tr("You made your one lower bid of this market day.")
        elif all(o[2] <= 1 for o in others):
            why = self.tr("No lower bid is possible: every offer asks 1 card, the lowest price.")
        else:
            why = self.tr("No lower bid is possible: your hand is empty.")
        return text + " " + why

    def idle_text(self) -> str:
        v = self.seen()
        if v.over:
            return self.name("phase.over")
        return self.tr("Waiting for {name}: {what}").format(name=self.names()[v.turn],
                                                           what=self.name(f"phase.{v.phase}"))

    # --- events ------------------------------------------------------------------------------------------
    def animate_events(self, events: list[Event]) -> None:
        rolls = [e for e in events if e.kind == "roll"]
        if rolls and self.dice:
            for die, value in zip(self.dice, self.seen().dice, strict=False):
                die.roll(max(1, value))
        self.toasts.show_events(events, TOAST_KINDS, self.seat, self.controller.catalog, self.controller.lang,
                                self.names(), self.colour)

    def spawn_origin(self, piece: PieceItem) -> QPointF | None:
        """A card that was not on the table comes from the deck (or the market, or a hand)."""
        zone = self.scene.zone("deck") or self.scene.zone("market")
        return zone.content_rect().topLeft() if zone is not None and piece.key.startswith("card:") else None
