"""The Empires table: the market's five slots (each card with its tucked unrest and tokens), the three small
decks and the main deck, the exile and unrest piles, the fame deck, the banner of whose turn it is, the other
players' areas and the viewer's own (seat.py); in a solo game the Rival's panel takes the others' place.

Every legal action of the viewer is a binding (actions.py): drag a hand card into the play area to play it,
click a card in play (or the power card) to exhaust it, drag a market card onto your area (or click it) to take
it; every other decision is in the prompt line, in a card's menu (right-click or Enter) and on the keyboard.
The cards a pending choice offers that lie nowhere on the table (looked at, found, in the exile pile) are shown
in a row beside the banner. Illegal drops snap back and say why.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QWidget

from civitas.engine.events import Event
from civitas.games.empires.solo import DIE, SoloState
from civitas.games.empires.state import SLOTS, SMALL, EmpiresState
from civitas.games.empires.table import look
from civitas.games.empires.table.actions import bindings_for, card, drop_attempt
from civitas.games.empires.table.layout import Geo, card_size, layout
from civitas.games.empires.table.pieces import SlotMarks
from civitas.games.empires.table.prompts import frame_text
from civitas.games.empires.table.seat import EmpiresSeat
from civitas.games.empires.texts import card_name, rival_summary
from civitas.ui.controller import GameController
from civitas.ui.table.banner import LabelItem, ToastStack
from civitas.ui.table.board import BadgeItem, CounterItem
from civitas.ui.table.bound_table import BoundTable
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.drag import DropMeaning
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.scene import Seen
from civitas.ui.table.widget import Choice
from civitas.ui.table.zone import Zone

#: What a toast over the table tells as it happens: a reshuffle step by step (the discard shuffled into a new
#: draw pile, the nation deck's card joining it, the state card's flip, a development), a turn's type, a
#: revolt and an attack's answers.
TOAST_KINDS = frozenset({"reshuffle", "nation_card", "state_flip", "develop", "develop_skip", "turn_type",
                         "collapse", "end_trigger", "final_round", "protected", "rival_roll", "rival_take"})


def piles_of(v: EmpiresState, c: int) -> list[str]:
    """The zones card ``c`` may be shown going to, best first (its pile, else its owner's area)."""
    for p in range(v.n):
        for zones, cards in ((("deck", "seat"), v.deck[p]), (("discard", "seat"), v.discard[p]),
                             (("history", "power"), v.history[p]), (("nation", "seat"), v.nation_deck[p]),
                             (("seat",), v.hand[p])):  # fmt: skip
            if c in cards:
                return [f"{zone}:{p}" for zone in zones]
    for zone, cards in (("exile", v.exile), ("unrest", v.unrest), ("pile:main", v.main)):
        if c in cards:
            return [zone]
    return []


def create_table(controller: GameController) -> QWidget:
    return EmpiresTable(controller)


class EmpiresTable(BoundTable):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, self.asking(bindings_for), parent)
        self.geo: Geo | None = None
        self.view_state: EmpiresState | None = None
        self.toasts = ToastStack(self.scene, self.scene.animator, keep=4)
        self.rerender(animate=False)

    # --- helpers -----------------------------------------------------------------------------------------
    def cat(self) -> dict[str, str]:
        return self.controller.catalog

    def seen(self) -> EmpiresState:
        """The viewer's view of the position (the one being built, else the controller's)."""
        v = self.view_state or self.position().view
        assert isinstance(v, EmpiresState)
        return v

    def card_name(self, c: int) -> str:
        v = self.seen()
        return card_name(v, c, self.controller.lang) if c >= 0 else self.tr("a hidden card")

    def card_item(self, c: int, key: str = "", size: Any = None, exhausted: bool = False,
                  draggable: bool | None = None, back: str = "hidden") -> CardItem:  # fmt: skip
        v = self.seen()
        key = key or (card(c) if c >= 0 else f"hidden:{id(self)}:{len(self.scene.pieces)}")
        face = look.face(v, c, self.cat(), exhausted=exhausted, back=back)
        drag = bool(self.binds.targets(key)) if draggable is None else draggable
        return self.card_piece(face, key, c, drag, size, lit=bool(self.binds.for_piece(key)))

    def pile(self, zone_id: str, rect: QRectF, title: str, count: int, top: int | None, back: str, size: QSizeF,
             tip: str = "", accepts: bool = False) -> Zone:  # fmt: skip
        zone = self.scene.add_zone(Zone(zone_id, rect, title, layout="pile", accepts=accepts))
        zone.count_text = str(count)
        if tip:
            zone.setToolTip(tip)
        if top is not None:
            self.scene.add_piece(self.card_item(top, size=size), zone)
        elif count:
            key = "pile:" + zone_id.replace("pile:", "")
            item = self.card_item(-1, key, size, draggable=False, back=back)
            item.setToolTip(tip or title)
            if self.binds.for_piece(key):
                item.set_highlight(True)
            self.scene.add_piece(item, zone)
        return zone

    def frame(self) -> str:
        return self.asked()

    # --- building the scene ------------------------------------------------------------------------------
    def build(self, state: Any) -> None:
        v: EmpiresState = state
        self.view_state = v
        self.bind_view(v)
        solo = isinstance(v, SoloState)
        order = self.seat_order(v.n)
        geo = self.geo = layout(self.scene.sceneRect().width(), 1 if solo else v.n - 1)
        self._shared(v, geo)
        self._status(v, geo)
        EmpiresSeat(self, v, order[0], geo.own).build()
        if solo:
            self._rival(v, geo.others[0])
        else:
            for p, rect in zip(order[1:], geo.others, strict=True):
                EmpiresSeat(self, v, p, rect).build()
        self._choice_row(v, geo)
        # toasts over the others' areas (the Rival's in a solo game), wide enough for a whole log line
        band = geo.others[0] if geo.others else geo.own
        self.toasts.anchor = QRectF(band.left() + 20, band.top() + 28, min(900.0, geo.width * 0.55), 0)
        self.toasts.relayout()

    def _shared(self, v: EmpiresState, geo: Geo) -> None:
        titles = [self.name(f"cat.{c}").capitalize() for c in SMALL] + [self.tr("Main deck")]
        tips = [self.tr("The small deck of {cat} cards: a market slot of its category is refilled from it").format(
            cat=self.name(f"cat.{c}")) for c in SMALL] + [
            self.tr("The main deck: refills a slot whose small deck is empty")]
        decks = [*v.small, v.main]
        for i, rect in enumerate(geo.piles):
            zid = f"pile:small:{i}" if i < len(SMALL) else "pile:main"
            back = SMALL[i] if i < len(SMALL) else "main"
            self.pile(zid, rect, titles[i], len(decks[i]), None, back, geo.pile_card, tips[i])
        for i in range(SLOTS):
            self._slot(v, i, geo.market[i], geo.market_card)
        exile = v.exile
        self.pile("exile", geo.exile, self.tr("Exile"), len(exile), exile[-1] if exile else None, "main",
                  geo.pile_card, self.tr("The exile pile: cards removed from the game; some effects take from it"))
        self.pile("unrest", geo.unrest, self.tr("Unrest"), len(v.unrest), None, "unrest", geo.pile_card,
                  self.tr("The unrest pile: acquiring a card with unrest under it brings that unrest too"))
        side = self.tr("side {side}").format(side=v.capstone_side)
        self.pile("fame", geo.fame, self.tr("Fame"), len(v.fame), None, "fame", geo.pile_card,
                  self.tr("The fame deck; its capstone lies at the bottom ({side})").format(side=side))

    def _slot(self, v: EmpiresState, i: int, rect: QRectF, size: QSizeF) -> None:
        zone = self.scene.add_zone(Zone(f"slot:{i}", rect, str(i + 1), layout="free", accepts=False))
        content = zone.content_rect()
        x, y = content.left() + (content.width() - size.width()) / 2, content.top() + 2
        c, u = v.market[i], v.tucked[i]
        if u >= 0:  # the unrest card tucked under it peeks out below
            under = self.card_item(u, size=size, draggable=False)
            under.setToolTip(self.tr("Unrest under this card: whoever acquires the card takes it too"))
            under.home_z = 0.0
            self.scene.add_piece(under, at=QPointF(x, y + 22))
        if c >= 0:
            item = self.card_item(c, size=size)
            item.home_z = 1.0
            self.scene.add_piece(item, at=QPointF(x, y))
        else:
            zone.slots = [QRectF(x, y, size.width(), size.height())]
        tokens = v.tokens[i]
        if any(tokens):
            tip = self.tr("Tokens on this card: whoever acquires it takes them")
            self.scene.add_decor(SlotMarks(QRectF(content.left(), y + size.height() + 26, content.width(), 18),
                                           list(tokens), tip))

    def _status(self, v: EmpiresState, geo: Geo) -> None:
        names = self.names()
        if v.over:
            lines = self.position().scores
            won = [line for line in lines if line.won]
            text = self.tr("The game is over")
            dot = self.colour(won[0].seat) if won and won[0].seat < v.n else ""
            sub = ", ".join(self.tr("{name} wins with {n} VP").format(
                name=names[line.seat] if line.seat < len(names) else "?", n=line.breakdown.get("score.total", 0))
                for line in won)  # fmt: skip
        else:
            movers = self.position().to_move
            mover = movers[0] if movers else v.turn
            waiting = self.waiting()
            source = waiting.source if waiting is not None else ""
            text = self._headline(v, mover, source)
            sub = self.name(f"phase.{waiting.kind if waiting is not None else 'turn'}")
            if mover != v.turn and mover == self.seat and f"card.{source}" in self.cat():
                sub = self.tr("{card}: {what}").format(card=self.cat()[f"card.{source}"], what=sub)
            elif mover != v.turn:
                sub = self.tr("{name} answers: {what}").format(name=names[mover], what=sub)
            dot = self.colour(mover)
        self.scene.add_decor(LabelItem(geo.banner, text, sub, dot=dot, size=17, min_size=12))
        info = self.tr("First player: {name}").format(name=names[v.first])
        if v.end_trigger:
            info += " · " + (self.tr("final round") if v.final_round else self.tr("the end is triggered"))
        self.scene.add_decor(CounterItem(geo.info, info, dot=self.colour(v.first),
                                         tooltip=self.tr("The end of the game comes after the round it is triggered")))

    def _headline(self, v: EmpiresState, mover: int, source: str) -> str:
        """Whose turn it is; while the viewer answers another player's card (or the solstice), that it is the
        viewer's answer to that player's card (or in that player's turn)."""
        names = self.names()
        if mover != self.seat:
            return self.tr("Round {n} · {name}'s turn").format(n=v.round, name=names[v.turn])
        if mover == v.turn:
            return self.tr("Round {n} · {name}'s turn").format(n=v.round, name=names[v.turn]) + " " + self.tr("(you)")
        if f"card.{source}" in self.cat():  # the card is named below (the banner's second line)
            return self.tr("Round {n} · Your answer to {name}'s card").format(n=v.round, name=names[v.turn])
        return self.tr("Round {n} · Your answer in {name}'s turn").format(n=v.round, name=names[v.turn])

    def _rival(self, v: EmpiresState, rect: QRectF) -> None:
        """The Rival's panel: its summary (cards, VP, markers), the cards it took face up, and on each market
        card it has claimed, its marker with the die face that would take the card."""
        zone = self.scene.add_zone(Zone("rival", rect, self.tr("The Rival (solo opponent)"), layout="free",
                                        accepts=False, colour="#5a2a2a"))
        text = rival_summary(v, self.controller.lang)
        top = zone.content_rect().top() + 4
        self.scene.add_decor(CounterItem(QRectF(rect.left() + 8, top, rect.width() - 16, 30), text, tooltip=text))
        pile = QRectF(rect.left() + 6, top + 36, rect.width() - 12, rect.bottom() - top - 40)
        taken = self.scene.add_zone(Zone("rival:pile", pile, self.tr("Cards the Rival took"), accepts=False, gap=4))
        if isinstance(v, SoloState):
            size = card_size(max(40.0, pile.height() - 30))
            for c in v.rival_pile:
                self.scene.add_piece(self.card_item(c, size=size, draggable=False), taken)
            for face, (kind, slot, _unrest) in DIE.items():
                marked = v.markers[face - 1]
                piece = self.scene.piece(card(marked)) if kind == "slot" and marked >= 0 else None
                if piece is not None and v.market[slot] == marked:
                    tip = self.tr("The Rival's marker: another roll of {n} takes this card").format(n=face)
                    BadgeItem(piece, face, "#7a1f1f", "tl", size=24, tooltip=tip)

    def _choice_row(self, v: EmpiresState, geo: Geo) -> None:
        """The cards the viewer's pending decision offers that are nowhere on the table, in a row to click."""
        keys = {b.pieces[0] for b in self.binds.all if b.pieces and self.scene.piece(b.pieces[0]) is None}
        cards = sorted(int(k[5:]) for k in keys if k.startswith("card:"))
        if not cards:
            return
        zone = self.scene.add_zone(Zone("choose", geo.pick, self.tr("To choose from"), accepts=False, gap=4))
        h = min(geo.market_card.height(), geo.pick.height() - 30)
        for c in cards:
            self.scene.add_piece(self.card_item(c, size=card_size(h)), zone)

    # --- gestures --------------------------------------------------------------------------------------------
    def drop_action(self, piece: PieceItem, zone: Zone) -> DropMeaning:
        seat = self.seat
        if seat is None:
            return None
        found = self.binds.drop(piece.key, zone.zone_id)
        return found if found is not None else drop_attempt(self.seen(), seat, piece.payload, zone.zone_id)

    def drop_refused_text(self, piece: PieceItem, zone: Zone) -> str:
        if not self.binds.for_piece(piece.key):
            return self.why_nothing(piece)
        return self.tr("Drag a card from your hand into your play area to play it, or a market card onto your "
                       "area to take it when an effect lets you.")

    def why_nothing(self, piece: PieceItem) -> str:
        """Why a click or a drag of ``piece`` does nothing now, in words: not the viewer's decision, a market card
        before an effect lets the viewer acquire, or the engine's reason a hand card cannot be played."""
        seat, v = self.seat, self.seen()
        if seat is None or not self.my_turn():
            return self.controller.reason_text(self.controller.game.not_your_turn())
        payload = piece.payload
        c = int(payload[1]) if isinstance(payload, tuple) and len(payload) > 1 and payload[0] == "card" else -1
        if c >= 0 and c in v.market:
            decision = self.position().decision
            if decision is None or decision.kind != "slot" or decision.args.get("purpose") not in ("acquire", "break"):
                return self.tr("A market card is taken only when an effect lets you acquire one.")
            reason = self.check(("slot", v.market.index(c)))
            if reason is not None:
                return self.controller.reason_text(reason)
        if c >= 0 and c in v.hand[seat]:
            reason = self.check(("play", c))
            if reason is not None:
                return self.controller.reason_text(reason)
        return self.tr("Nothing can be done with that now: the lit cards and the buttons below show your moves.")

    def piece_clicked(self, piece: PieceItem) -> None:
        super().piece_clicked(piece)
        action = self.binds.click(piece.key)
        if action is not None and self.click_answers():
            self.act(action)
            return
        if not any(c.action is not None for c in self.choices_for(piece)):
            self.say(self.why_nothing(piece))  # a click that finds no move says why
            return
        self.piece_menu(piece)

    def choices_for(self, target: PieceItem | Zone | None) -> list[Choice]:
        out: list[Choice] = []
        if isinstance(target, PieceItem):
            out = [Choice(b.label, b.action, key=str(b.action[0])) for b in self.binds.for_piece(target.key)]
            out += self.zoom_choice(target, self.tr("Show enlarged"))
        elif isinstance(target, Zone):
            out = [Choice(b.label, b.action) for b in self.binds.all if b.lands_on(target.zone_id)]
        return out

    def bar_choices(self) -> list[Choice]:
        if self.frame() == "turn":  # the four innovations in one menu, beside the prompt's Activate and Revolt
            innovations = [Choice(b.label, b.action) for b in self.binds.in_group("innovate")]
            return [Choice(self.tr("Innovate…"), callback=lambda: self.bar_menu("innovate", innovations),
                           key="innovate", shortcut="I", enabled=bool(innovations),
                           covers=tuple(c.action for c in innovations if c.action))]
        if self.frame() != "activate":
            return []
        plays = [Choice(b.label, b.action) for b in self.binds.in_group("play")]
        plays = list({c.action: c for c in plays}.values())
        exhausts = [Choice(b.label, b.action) for b in self.binds.in_group("exhaust")]
        return [
            Choice(self.tr("Play a card…"), callback=lambda: self.bar_menu("play", plays), key="play", shortcut="C",
                   enabled=bool(plays), covers=tuple(c.action for c in plays if c.action)),
            Choice(self.tr("Exhaust…"), callback=lambda: self.bar_menu("exhaust", exhausts), key="exhaust",
                   shortcut="X", enabled=bool(exhausts), covers=tuple(c.action for c in exhausts if c.action)),
        ]

    def prompt(self) -> tuple[str, list[Choice]] | None:
        if not self.my_turn():
            return None
        frame = self.frame()
        v = self.seen()
        decision = self.position().decision
        if decision is None:
            return None
        shortcuts = {"end": "E", "skip": "S", "done": "D", "no": "N", "yes": "Y", "pass": "N", "stop": "S",
                     "keep": "K", "activate": "A", "deck": "M", "revolt": "R"}  # fmt: skip
        choices = []
        for a in self.legal:
            if (frame == "activate" and a[0] in ("play", "exhaust")) or (frame == "turn" and a[0] == "innovate"):
                continue  # on the cards and the decks, and in the bar's menus
            label = self.binds.label(a) or self.controller.game.describe_action(
                v, self.seat, a, self.controller.lang, self.names())
            choices.append(Choice(label, a, key=str(a[0]), shortcut=shortcuts.get(str(a[0]), "")))
        if decision.click:  # the lit cards answer too: the answers with a key (Done, Skip…) go first
            choices.sort(key=lambda c: not c.shortcut)
        elif frame == "turn":  # the revolt that returns the most unrest first: it keeps the R key
            choices.sort(key=lambda c: (1, -int(c.action[1])) if c.action and c.action[0] == "revolt" else (0, 0))
        text = frame_text(self, v, decision)
        if frame == "slot" and decision.args.get("purpose") in ("acquire", "break"):
            text += " " + self.tr("Drag a lit card onto your area or click it, or use the buttons.")
        elif decision.click and frame != "activate":
            text += " " + self.tr("Click a lit card, or use the buttons.")
        return text, choices

    def idle_text(self) -> str:
        position = self.position()
        if position.over:
            return self.name("phase.over")
        movers = position.to_move
        what = self.name(f"phase.{self.controller.game.phase_id(position.view)}")
        name = self.names()[movers[0]] if movers else ""
        return self.tr("Waiting for {name}: {what}").format(name=name, what=what)

    def animate_events(self, events: list[Event]) -> None:
        self.toasts.show_events(events, TOAST_KINDS, self.seat, self.controller.catalog, self.controller.lang,
                                self.names(), self.colour)

    def leave_target(self, seen: Seen) -> QPointF | None:
        """A card that left the table flies to the pile it went to: a reshuffled discard into its draw pile,
        a card into history, exile or the unrest pile, another player's card to their area."""
        v = self.view_state
        if v is None or not seen.key.startswith("card:"):
            return None
        zones = [z for z in (self.scene.zone(i) for i in piles_of(v, int(seen.key[5:]))) if z is not None]
        return zones[0].content_rect().topLeft() if zones else None

    def spawn_origin(self, piece: PieceItem) -> QPointF | None:
        """New market cards come from the small decks' side; a card drawn into the hand from the draw pile."""
        seat = self.seat
        source = ""
        if piece.zone_id.startswith("slot:"):
            source = "pile:main"
        elif seat is not None and piece.zone_id == f"hand:{seat}":
            source = f"deck:{seat}"
        zone = self.scene.zone(source) if source else None
        return zone.content_rect().topLeft() if zone is not None else None
