"""The Ancient World table: the central board (round track, nine action rows), the Empire deck, display
and discard, the troops, provinces and titans, and each player's area (seat.py).

Every legal action of the viewer is a binding (actions.py): drag a citizen onto a slot or an own card,
a card onto the tableau or into the reserve, a troop onto an army, an army onto a titan (then Fight);
click a piece for its one action, right-click or Enter for its menu; the bar has Place…, Fight… and Pass,
the prompt line every answer of a pending decision. Illegal drops snap back and say why.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QWidget

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.games.ancient.derived import C
from civitas.games.ancient.placement import fee
from civitas.games.ancient.state import (
    COVERED_UNTIL,
    DISPLAY_SIZE,
    HIDDEN_A,
    HIDDEN_B,
    HIDDEN_PROVINCE,
    HIDDEN_TITAN,
    HIDDEN_TROOP,
    SLOTS,
    AncientState,
)
from civitas.games.ancient.table import look
from civitas.games.ancient.table.actions import bindings_for, card, drop_attempt, step
from civitas.games.ancient.table.fight_view import FightView
from civitas.games.ancient.table.layout import PICK_GAP, Geo, card_size, layout, pick_card_height
from civitas.games.ancient.table.pieces import CitizenToken
from civitas.games.ancient.table.seat import SeatArea
from civitas.ui.controller import GameController
from civitas.ui.table.banner import LabelItem
from civitas.ui.table.board import CounterItem, SlotSpec, SlotZone, TrackItem
from civitas.ui.table.bound_table import BoundTable
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.drag import DropMeaning
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.widget import Choice
from civitas.ui.table.zone import Zone

# The decisions that show cards to choose from (beside the banner), and the argument that lists them.
CHOICE_CARDS = {"explore_pick": "drawn", "expand_keep": "cards", "refuge_order": "cards"}


def create_table(controller: GameController) -> QWidget:
    return AncientTable(controller)


class AncientTable(BoundTable):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, self.asking(bindings_for), parent)
        self.geo: Geo | None = None
        self.implied: set[str] = set()  # cards a drag may take in two steps (a citizen placed first)
        self.fight = FightView(self)
        self.rerender(animate=False)

    # --- helpers -----------------------------------------------------------------------------------------
    def seen(self) -> AncientState:
        """The viewer's view of the position on screen."""
        v = self.position().view
        assert isinstance(v, AncientState)
        return v

    def waiting_kind(self) -> str:
        """The step the game waits on, for whoever decides it: the decision's kind ("turn" on a free turn) or
        "over"."""
        waiting = self.waiting()
        return waiting.kind if waiting is not None else "over"

    def cat(self) -> dict[str, str]:
        return self.controller.catalog

    def caption(self, c: int) -> str:
        d = C[c]
        if d.action is not None:
            return self.tr("Action")
        if d.trigger is not None:
            return self.tr("Ongoing effect")
        if d.end_vp is not None:
            return self.tr("Points at the end")
        return ""

    def card_item(self, c: int, key: str = "", size: Any = None, lost: bool = False,
                  draggable: bool | None = None) -> CardItem:
        key = key or card(c)
        face = look.face(c, self.cat(), self.caption(c) if c >= 0 else "", lost, self.controller.lang)
        drag = bool(self.binds.targets(key)) or key in self.implied if draggable is None else draggable
        return self.card_piece(face, key, c, drag, size, lit=bool(self.binds.for_piece(key)))

    def frame(self) -> str:
        """The pending step the viewer answers; "" on its free turn or when it is not asked."""
        return step(self.position().decision)

    # --- building the scene ------------------------------------------------------------------------------
    def build(self, state: Any) -> None:
        v: AncientState = state
        seat = self.seat
        self.bind_view(v)
        self.implied = set()
        decision = self.position().decision
        if seat is not None and decision is not None and decision.kind == "turn":  # the viewer's free turn
            slots = {str(a[2]) for a in self.legal if a[0] == "place"}
            if "build" in slots:
                self.implied |= {card(c) for c in v.display + v.reserve[seat] if c >= 0}
            if "recruit" in slots:
                self.implied |= {card(c) for c in v.troop_row}
        width = self.scene.sceneRect().width()
        geo = self.geo = layout(width, v.n, DISPLAY_SIZE[v.n], len(self._choice_cards()))
        self._board(v, geo)
        self._decks(v, geo)
        if not self._choice_cards():
            self._status(v, geo)
        for p, rect in zip(self.seat_order(v.n), geo.seats, strict=True):
            SeatArea(self, v, p, rect).build()
        if not self._choice_row(v, geo):
            self.fight.build(v, geo)

    def _choice_cards(self) -> list[int]:
        """The cards a pending decision shows (drawn while exploring, provinces to keep, titans to
        reorder), as the viewer's view has them; none when no such decision is pending."""
        waiting = self.waiting()
        key = CHOICE_CARDS.get(waiting.kind, "") if waiting is not None else ""
        return [int(c) for c in waiting.args.get(key, ())] if waiting is not None and key else []

    def _choice_row(self, v: AncientState, geo: Geo) -> bool:
        """The cards a pending decision shows only to its owner: beside the banner, in as many rows as
        lets them sit side by side at the largest size (never overlapping), each clickable."""
        waiting = self.waiting()
        if waiting is None or waiting.kind not in CHOICE_CARDS:
            return False
        shown = self._choice_cards()
        zone = self.scene.add_zone(Zone("choose", geo.pick, self.tr("To choose from"), layout="grid",
                                        accepts=False, gap=PICK_GAP))
        h = pick_card_height(geo.pick, len(shown), geo.card.height() * 1.25)
        for i, c in enumerate(shown):
            self.scene.add_piece(self.card_item(c, card(c) if c >= 0 else f"choose:{i}", card_size(h)), zone)
        return True

    def _board(self, v: AncientState, geo: Geo) -> None:
        self.scene.add_zone(Zone("board", geo.board, "", layout="free", accepts=False, colour="#6b5434"))
        labels = ["A", "2", "3", "B", "5", "6"]
        marks = {1: self.name("slot.explore").split(" ")[0], 2: self.name("slot.grow").split(" ")[0]}
        tip = self.tr("Round {n} of 6").format(n=v.round)
        self.scene.add_decor(TrackItem(geo.track, labels, marks, v.round - 1, tooltip=tip))
        names = self.names()
        for k, slot in enumerate(SLOTS):
            opens = COVERED_UNTIL.get(slot, 0)
            spec = SlotSpec(f"slot:{slot}", geo.slots[k], self.name(f"slot.{slot}"), covered=v.round < opens,
                            cover_text=self.tr("opens in round {n}").format(n=opens))
            zone = SlotZone(spec, geo.label_w, payload=slot)
            zone.setToolTip(self._slot_tip(v, slot))
            self.scene.add_zone(zone)
            for code in v.slots[k]:
                p, skill = code >> 3, code & 7
                tip = self.tr("Citizen {skill} of {name}").format(skill=skill, name=names[p])
                token = CitizenToken(p, skill, self.colour(p), f"cit:{p}:{skill}", size=30, tooltip=tip)
                self.scene.add_piece(token, zone)

    def _slot_tip(self, v: AncientState, slot: str) -> str:
        """What a slot's tooltip says: who may go there now and, on Build and Recruit, the fee."""
        there = sorted({code & 7 for code in v.slots[SLOTS.index(slot)]})
        if slot in ("build", "recruit"):
            if not there:
                return self.tr("Any citizen, free: nobody is here yet.")
            return self.tr("Any citizen. Free for skill {skills}, otherwise 1 coin.").format(
                skills=", ".join(map(str, there)))
        if slot == "restore":
            return self.tr("Any citizen, whoever is here already.")
        if there:
            return self.tr("Needs a citizen of skill {n} or higher.").format(n=max(there) + 1)
        return self.tr("Any citizen: nobody is here yet.")

    def _pile(self, zone_id: str, rect: QRectF, title: str, count: int, top: int | None, back: int) -> Zone:
        zone = self.scene.add_zone(Zone(zone_id, rect, title, layout="pile", accepts=zone_id.startswith("titan:")))
        zone.count_text = str(count)
        size = self.geo.card if self.geo is not None else None
        if count and top is None:
            self.scene.add_piece(self.card_item(back, f"{zone_id}:back", size, draggable=False), zone)
        elif top is not None:
            self.scene.add_piece(self.card_item(top, size=size), zone)
        return zone

    def _decks(self, v: AncientState, geo: Geo) -> None:
        back = HIDDEN_B if v.letter == "B" else HIDDEN_A
        self._pile("deck:empire", geo.empire_deck, self.tr("Empire {l}").format(l=v.letter), len(v.deck), None, back)
        display = self.scene.add_zone(Zone("display", geo.display, self.tr("Display"), accepts=False, gap=6))
        for c in v.display:
            self.scene.add_piece(self.card_item(c, size=geo.card), display)
        display.count_text = f"{len(v.display)}/{DISPLAY_SIZE[v.n]}"
        self._pile("discard", geo.discard, self.tr("Discard"), len(v.discard), v.discard[-1] if v.discard else None,
                   back)
        self._pile("deck:troop", geo.troop_deck, self.tr("Troops"), len(v.troop_deck), None, HIDDEN_TROOP)
        row = self.scene.add_zone(Zone("troops", geo.troop_row, self.tr("Troops to recruit"), accepts=False, gap=6))
        for c in v.troop_row:
            self.scene.add_piece(self.card_item(c, size=geo.card), row)
        pdeck = v.provinces_deck
        self._pile("deck:province", geo.province, self.tr("Provinces"), len(pdeck), pdeck[-1] if pdeck else None,
                   HIDDEN_PROVINCE)
        for d in range(3):
            deck = v.titan_decks[d]
            self._pile(f"titan:{d + 1}", geo.titans[d], "★" * (d + 1), len(deck),
                       deck[-1] if deck else None, HIDDEN_TITAN[d])

    def _status(self, v: AncientState, geo: Geo) -> None:
        names = self.names()
        side = self.tr("hand up") if v.token_up else self.tr("hand down")
        tip = self.tr("The first-player token. Hand up: it stays with its holder for the next round.")
        text = self.tr("First player: {name} ({side})").format(name=names[v.first], side=side)
        self.scene.add_decor(CounterItem(geo.token, text, dot=self.colour(v.first), tooltip=tip))
        if v.over:
            lines = self.position().scores
            won = [line for line in lines if line.won]
            text, dot = self.tr("The game is over"), self.colour(won[0].seat) if won else ""
            sub = ", ".join(self.tr("{name} wins with {n} points").format(
                name=names[line.seat], n=line.breakdown.get("score.total", 0)) for line in won)
        else:
            mover = self.position().to_move[0]
            you = " " + self.tr("(you)") if mover == self.seat else ""
            text = self.tr("Round {n} · {name}'s turn").format(n=v.round, name=names[mover]) + you
            waiting = self.waiting()
            sub = self.name(f"phase.{waiting.kind if waiting is not None else 'turn'}")
            dot = self.colour(mover)
        self.scene.add_decor(LabelItem(geo.banner, text, sub, dot=dot, size=19, min_size=13))

    # --- gestures --------------------------------------------------------------------------------------------
    def drop_action(self, piece: PieceItem, zone: Zone) -> DropMeaning:
        if self.seat is None:
            return None
        if zone.zone_id.startswith("titan:") and piece.key.startswith("army:"):
            stars, army = int(zone.zone_id[6:]), int(piece.key.rsplit(":", 1)[1])
            return lambda: self.fight.add(stars, army)
        found = self.binds.drop(piece.key, zone.zone_id)
        if found is None and piece.key in self.implied:
            two_steps = self._two_steps(piece, zone)
            if two_steps is not None:
                return two_steps
        return found if found is not None else drop_attempt(self.seen(), self.seat, piece.payload, zone.zone_id,
                                                                    self.frame())

    def _two_steps(self, piece: PieceItem, zone: Zone) -> DropMeaning:
        """A card dragged while no Build or Recruit is pending: a citizen goes onto that slot first (the
        lowest skill that pays no fee, else the lowest), then the card is bought or recruited."""
        seat = self.seat
        if seat is None or not isinstance(piece.payload, tuple):
            return None
        c = int(piece.payload[1])
        then: Action
        if zone.zone_id == f"tableau:{seat}":
            slot, then = "build", ("buy", c)
        elif zone.zone_id.startswith(f"army:{seat}:"):
            tail = zone.zone_id.rsplit(":", 1)[1]
            slot, then = "recruit", ("recruit", c, -1 if tail == "new" else int(tail))
        else:
            return None
        places = [a for a in self.legal if a[0] == "place" and a[2] == slot]
        if not places:
            return None
        place = min(places, key=lambda a: (fee(self.seen(), int(a[1]), slot), int(a[1])))

        def run() -> None:
            if self.act(place) and self.check(then) is None:
                self.act(then)

        return run

    def drop_refused_text(self, piece: PieceItem, zone: Zone) -> str:
        if not self.binds.for_piece(piece.key) and piece.key not in self.implied:
            return self.why_nothing(piece)
        if piece.kind == "citizen":
            return self.tr("Drag a citizen onto an action row or onto one of your own cards with an action.")
        return self.tr("That cannot go there.")

    def why_nothing(self, piece: PieceItem) -> str:
        """Why a click or a drag of ``piece`` does nothing now, in words: not the viewer's turn, or the engine's
        reason a card of the display, the reserve or the troop row cannot be taken now."""
        seat, v = self.seat, self.seen()
        if seat is None or not self.my_turn():
            return self.controller.reason_text(self.controller.game.not_your_turn())
        payload = piece.payload
        if isinstance(payload, tuple) and len(payload) > 1 and payload[0] == "card":
            c = int(payload[1])
            attempt: Action | None = None
            row = ""
            if c in v.display or c in v.reserve[seat]:
                attempt, row = ("buy", c), "build"
            elif c in v.troop_row:
                attempt, row = ("recruit", c, -1), "recruit"
            if row and self.frame() not in (row, "explore"):
                return self.tr("A card is taken once your citizen stands on the {row} row: drag a citizen there "
                               "first.").format(row=self.name(f"slot.{row}"))
            reason = self.check(attempt) if attempt is not None else None
            if reason is not None:
                return self.controller.reason_text(reason)
        if piece.kind == "citizen" and isinstance(payload, tuple) and payload[1] != seat:
            return self.tr("That citizen is another player's.")
        return self.tr("Nothing can be done with that now: the lit pieces and the buttons below show your moves.")

    def piece_clicked(self, piece: PieceItem) -> None:
        super().piece_clicked(piece)
        action = self.binds.click(piece.key)
        if action is not None and self.click_answers():
            self.act(action)
            return
        if piece.key.startswith("army:") and self.my_turn() and not self.frame():
            self.fight.toggle(piece.key)
            return
        if not any(c.action is not None for c in self.choices_for(piece)):
            self.say(self.why_nothing(piece))  # a click that finds no move says why
            return
        self.piece_menu(piece)

    def choices_for(self, target: PieceItem | Zone | None) -> list[Choice]:
        out: list[Choice] = []
        if isinstance(target, PieceItem):
            out = [Choice(b.label, b.action, key=f"{b.action[0]}") for b in self.binds.for_piece(target.key)]
            if target.key.startswith("card:"):  # the fights against this titan, the placements on this card
                out += [Choice(b.label, b.action) for b in self.binds.all
                        if target.key in b.pieces[1:] and b.action[0] in ("fight", "place_card")]
            out += self.zoom_choice(target, self.tr("Show enlarged"))
        elif isinstance(target, Zone):
            zid = target.zone_id
            out = [Choice(b.label, b.action) for b in self.binds.all if b.lands_on(zid)]
            if zid.startswith("titan:"):
                deck = self.seen().titan_decks[int(zid[6:]) - 1]
                key = card(deck[-1]) if deck else ""
                out += [Choice(b.label, b.action) for b in self.binds.all if b.action[0] == "fight" and key in b.pieces]
        return out

    def bar_choices(self) -> list[Choice]:
        if not self.my_turn() or self.frame():
            return []
        places = [Choice(b.label, b.action) for b in self.binds.in_group("place")]
        fights = [Choice(b.label, b.action) for b in self.binds.in_group("fight")]
        return [
            Choice(self.tr("Place a citizen…"), callback=lambda: self.bar_menu("place", places), key="place",
                   shortcut="C", enabled=bool(places), covers=tuple(c.action for c in places if c.action)),
            Choice(self.tr("Fight a titan…"), callback=lambda: self.bar_menu("fight", fights), key="fight",
                   shortcut="F", enabled=bool(fights), covers=tuple(c.action for c in fights if c.action)),
            Choice(self.name("action.pass"), ("pass",), key="pass", shortcut="P",
                   tip=self.tr("Take no more actions this round (P)")),
        ]

    def prompt(self) -> tuple[str, list[Choice]] | None:
        if not self.my_turn():
            return None
        frame = self.frame()
        if not frame:
            return self.fight.prompt()
        choices = []
        for a in self.legal:
            shortcut = {"skip": "S", "done": "D", "decline": "N", "no_fight": "N"}.get(str(a[0]), "")
            choices.append(Choice(self.binds.label(a) or str(a), a, key=str(a[0]), shortcut=shortcut))
        decision = self.position().decision
        text = self.name(f"phase.{frame}")
        if decision is not None and frame in ("lose", "starve", "restore", "discard_army"):
            text += " " + self.tr("Left to choose: %n.", "", decision.left)
        if self.click_answers():
            text += " " + self.tr("Click the lit cards or tokens, or use the buttons.")
        return text, choices

    def idle_text(self) -> str:
        position = self.position()
        if position.over:
            return self.name("phase.over")
        mover = position.to_move[0]
        what = self.name(f"phase.{self.waiting_kind()}")
        return self.tr("Waiting for {name}: {what}").format(name=self.names()[mover], what=what)

    # --- events ------------------------------------------------------------------------------------------
    def on_changed(self, events: list[Event]) -> None:
        self.fight.clear_if_stale()
        super().on_changed(events)

    def animate_events(self, events: list[Event]) -> None:
        self.fight.animate(events)

    def spawn_origin(self, piece: PieceItem) -> QPointF | None:
        """New cards come from their deck: the display from the Empire deck, the troop row from the troop
        deck, a titan or province top from under it."""
        source = {"display": "deck:empire", "troops": "deck:troop"}.get(piece.zone_id, "")
        zone = self.scene.zone(source) if source else None
        return zone.content_rect().topLeft() if zone is not None else None
