"""The Age of Heroes table: every tribe's area round the table, roads between neighbours, the deck,
the discard pile, the main supply, the fair's trading panel and the battle board.

Gestures (all of them also in context menus, the prompt line and the action bar, and by keyboard):

* drag resource cards onto a building in the supply to build it (the engine picks the payment:
  the least gold that pays, using the dropped card where it can);
* drag own special resources onto the monument; drag cards onto the discard pile when over five;
* drag an army onto another tribe to attack it, and during the war onto the battlefield (or the
  defender) to send it; click an army or a city to pick the target of an earthquake or eruption.

Every legal move of the viewer is a binding (actions.py ``bindings_for``) made once per build: drops, clicks,
piece menus, the lit targets and hint rings read them. What the viewer is asked, and whom the others wait for,
is the game's decision descriptor (``Game.decision``, through the controller's position), never its internals.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLineF, QPoint, QPointF, QRect, QRectF, QSizeF
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QWidget

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Reason
from civitas.engine.log import entry_for, render
from civitas.games.heroes.cards import (
    AWAY_MASK,
    BLOCKED,
    GEN,
    GOAL_IDS,
    HERO_ARMY,
    HERO_GEN,
    HIDDEN,
    ITEM_IDS,
    KIND_IDS,
)
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.table.actions import PICKED, HeroesActions, bindings_for
from civitas.games.heroes.table.fair_panel import FairPanel
from civitas.games.heroes.table.layout import (
    SMALL,
    STANDING_H,
    Layout,
    alert_rooms,
    layout,
    recap_room,
    road_ends,
)
from civitas.games.heroes.table.look import HeroesLook
from civitas.games.heroes.table.piece_menus import PieceMenus
from civitas.games.heroes.table.prompts import HeroesPrompts
from civitas.games.heroes.table.road import RoadItem
from civitas.games.heroes.table.seat import SeatArea
from civitas.games.heroes.table.standings import StandingChip, StandingsTexts, chip_rects, standings
from civitas.games.heroes.table.war import BattleItem, DuelRow, battle_rooms
from civitas.games.heroes.table.war_preview import PreviewItem, preview_rect
from civitas.games.heroes.war_texts import WarTexts
from civitas.ui.controller import GameController
from civitas.ui.fallback_table import action_label
from civitas.ui.table.banner import LabelItem, ToastStack
from civitas.ui.table.bound_table import BoundTable
from civitas.ui.table.card_item import CARD_H, CARD_W, CardItem
from civitas.ui.table.drag import DropMeaning
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.scene import Seen
from civitas.ui.table.tokens import TokenItem
from civitas.ui.table.widget import Choice
from civitas.ui.table.zone import Zone

# A palette of seat colours the tokens are drawn in (tests/ui/table/test_token_silhouettes.py checks each).
SEAT_COLOURS: tuple[str, ...] = ("#c0392b", "#2874a6", "#229954", "#b7950b", "#7d3c98", "#ca6f1e")
# What happened that a player must not miss, shown as toasts over the table (the log has it all).
TOAST_KINDS = frozenset({"event_card", "growth", "quake", "eruption", "famine", "barbarians", "olympics_barbarians",
                         "luck", "trade", "road_built", "road_refused", "war", "olympics_war", "hero_defends",
                         "conquest", "plunder", "plundered", "destruction", "no_spoils", "last_turn", "claim_failed",
                         "claim_waits", "eliminated", "victory", "no_effect"})
# Events that belong on the battle board while it is open (not in toasts).
WAR_OUTCOME = frozenset({
    "battle_result", "conquest", "plunder", "plundered", "destruction", "olympics_war", "hero_defends", "eliminated",
    "no_spoils",
})


def sentence(text: str) -> str:
    """A log line as a sentence of the battle's summary: ending with a full stop unless it has one."""
    text = text.rstrip()
    return text if not text or text[-1] in ".!?…:;" else text + "."


ALERT_MIN_WIDTH = 460  # pixels on screen the "last turn" banner needs for its text in two lines


def create_table(controller: GameController) -> QWidget:
    return HeroesTable(controller)


class HeroesTable(BoundTable):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, bindings_for, parent)
        self.look = HeroesLook(controller.catalog, self)
        self.fair = FairPanel(self.act, self)
        self.fair.hide()
        self.row.addWidget(self.fair)
        self.toasts = ToastStack(self.scene, self.scene.animator, keep=3)
        self.battle: BattleItem | None = None
        self.acts: HeroesActions | None = None
        self.prompts: HeroesPrompts | None = None
        self.geo: Layout | None = None
        self.seat_rects: dict[int, QRectF] = {}
        self.standing_chips: list[StandingChip] = []
        self._moves_to: dict[int, list[int]] = {}  # seat -> the seats its lost hand cards went to
        self._comes_from: dict[int, list[int]] = {}  # seat -> the seats its new hand cards came from
        self.bottom = 0
        self.rerender(animate=False)

    # --- helpers ---------------------------------------------------------------------------------------
    def seen(self) -> HeroesState:
        """The viewer's view of the position on screen."""
        v = self.position().view
        assert isinstance(v, HeroesState)
        return v

    def card(
        self, kind: int, key: str, payload: object = None, draggable: bool = False, size: QSizeF | None = None
    ) -> CardItem:
        return CardItem(self.look.card_face(kind), self.controller.lang, key, payload, draggable, size)

    # --- building the scene ------------------------------------------------------------------------------
    def build(self, state: Any) -> None:
        v: HeroesState = state
        self.look.catalog = self.controller.catalog
        names = self.names()
        self.bind_view(v)
        self.acts = HeroesActions(self.controller.game, v, self.seat, self.look, names, self.legal, self,
                                  self.controller.lang)
        self.prompts = HeroesPrompts(self.acts, self)
        order = self.seat_order(v.n)  # the viewer's tribe (an onlooker's: the first) at the bottom, then the others
        self.bottom = order[0]
        width = self.scene.sceneRect().width()
        geo = self.geo = layout(width, v.n - 1)
        self.toasts.anchor = geo.toasts
        self.toasts.relayout()
        rects = self.seat_rects = dict(zip(order, [geo.own, *geo.others], strict=True))
        self._roads(v, rects)
        for seat in order[1:]:
            SeatArea(self, v, seat, rects[seat], own=False).build()
        SeatArea(self, v, self.bottom, geo.own, own=True).build()
        self._hand(v, geo)
        self._centre(v, geo)
        battle = self.battle
        if battle is not None:
            self._anchor_battle(battle)
            if battle.moment is not None and battle.moment != self._moment():
                battle.expire()  # the game moved on: the report goes once it has been read
        self._mark_targets()
        self._refresh_fair(v)

    def _mark_targets(self) -> None:
        """Light the pieces the viewer is asked to pick by a click (event targets, armies to send)."""
        for piece in self.scene.pieces:
            action = self.binds.click(piece.key)
            if action is not None and action[0] in PICKED:
                piece.set_highlight(True)

    def _roads(self, v: HeroesState, rects: dict[int, QRectF]) -> None:
        """Built roads, as short paved links across the gap between two neighbours' areas."""
        names = self.names()
        for code in v.roads:
            a, b = code >> 3, code & 7
            ra, rb = rects[a], rects[b]
            if a == self.bottom and self.geo is not None:
                ra = ra.united(self.geo.hand)
            if b == self.bottom and self.geo is not None:
                rb = rb.united(self.geo.hand)
            pa, pb = road_ends(ra, rb, self.geo.lanes if self.geo is not None else ())
            tip = self.tr("Road between {a} and {b}").format(a=names[a], b=names[b])
            road = RoadItem(pa, pb, (self.colour(a), self.colour(b)), True, tip)
            if QLineF(pa, pb).length() > 120:  # across the table: in its lane, under everything else
                road.setZValue(-20)
            self.scene.add_decor(road)

    def _hand(self, v: HeroesState, geo: Layout) -> None:
        seat = self.bottom
        title = self.tr("Your hand") if self.seat is not None else self.tr("Hand")
        hand = self.scene.add_zone(Zone("hand", geo.hand, title, layout="row", accepts=False, colour="#7a5c2e"))
        cards = v.hands[seat]
        hand.count_text = str(len(cards))
        # as large as fits; smaller cards before overlapping ones, overlapping only below 130 units
        fit_w = (geo.hand.width() - 12 - 6 * max(0, len(cards) - 1)) / max(1, len(cards))
        card_h = max(130.0, min(200.0, geo.hand.height() - 40, fit_w * CARD_H / CARD_W))
        size = QSizeF(card_h * CARD_W / CARD_H, card_h)
        seen: dict[int, int] = {}
        for kind in sorted(cards, key=lambda k: (k < 0, k)):
            occ = seen.get(kind, 0)
            seen[kind] = occ + 1
            key = f"hand:{seat}:{kind}:{occ}" if kind >= 0 else f"hand:{seat}:{occ}"
            piece = self.card(kind, key, ("card", kind), draggable=self.seat is not None and kind >= 0, size=size)
            self.scene.add_piece(piece, hand)

    def _centre(self, v: HeroesState, geo: Layout) -> None:
        names = self.names()
        if v.phase == "over" and v.winner >= 0:
            text = self.tr("{name} wins!").format(name=names[v.winner])
            sub = self.look.name("how." + v.how)
            dot = self.colour(v.winner)
        elif v.phase == "trade":
            text = self.tr("Round {n}: the fair").format(n=v.round + 1)
            sub = self.look.name("phase.trade")
            dot = ""
        else:
            who = "" if self.seat is None or v.current != self.seat else " " + self.tr("(you)")
            text = self.tr("{name}'s turn").format(name=names[v.current]) + who
            sub = self.tr("Round {n} · {phase}").format(n=v.round, phase=self.look.name("phase." + v.phase))
            dot = self.colour(v.current)
        movers = self.position().to_move
        asked = self.decision_of(movers[0]) if movers else None
        if asked is not None and asked.kind != v.phase:  # a question that interrupts the phase
            decider, decision = movers[0], self.look.name(asked.prompt)
            if decider == self.seat:
                sub += " · " + self.tr("your decision: {decision}").format(decision=decision)
            else:
                sub += " · " + self.tr("waiting for {name}: {decision}").format(name=names[decider], decision=decision)
        self.scene.add_decor(LabelItem(geo.banner, text, sub, dot=dot, size=24))
        self._standings(v, geo)
        tile = QSizeF(geo.tile_w, geo.tile_w * CARD_H / CARD_W)
        pile = QSizeF(geo.pile_w, geo.pile_w * CARD_H / CARD_W)
        deck = self.scene.add_zone(Zone("deck", geo.deck, self.tr("Deck"), layout="pile", accepts=False))
        deck.count_text = str(len(v.deck))
        for i in range(min(4, len(v.deck))):
            self.scene.add_piece(self.card(HIDDEN, f"deck:{i}", ("deck",), size=pile), deck)
        discard = self.scene.add_zone(Zone("discard", geo.discard, self.tr("Discard"), layout="pile"))
        discard.count_text = str(len(v.discard))
        if v.discard:
            top = v.discard[-1]
            self.scene.add_piece(self.card(top, f"discard:{len(v.discard)}", ("discarded", top), size=pile), discard)
        for item, rect in enumerate(geo.supply):
            zone = self.scene.add_zone(Zone(f"supply:{item}", rect, "", layout="pile", payload=item, colour="#3d5a40"))
            face = self.look.item_face(item, v.supply[item])
            piece = CardItem(face, self.controller.lang, f"supply:{item}", ("item", item), size=tile)
            self.scene.add_piece(piece, zone)
            if self.binds.for_piece(f"supply:{item}"):
                piece.set_highlight(True)
        if v.table:
            inplay = self.scene.add_zone(Zone("inplay", geo.inplay, self.tr("In play"), layout="row", accepts=False))
            for i, kind in enumerate(v.table):
                self.scene.add_piece(self.card(kind, f"table:{i}:{kind}", ("table", kind), size=SMALL * 1.4), inplay)
        if v.war is not None:
            attacker, target, goal = v.war[0], v.war[1], v.war[2]
            title = self.tr("War: {a} against {b}").format(a=names[attacker], b=names[target])
            if goal >= 0:
                title += " · " + self.look.name("goal." + GOAL_IDS[goal])
            war = self.scene.add_zone(Zone("war", geo.war, title, layout="grid", colour="#8e2a1f"))
            for i, code in enumerate(v.war_units):
                marks: tuple[str, ...] = ()
                if code & (GEN | HERO_GEN):
                    marks += ("general",)
                if code & (HERO_ARMY | HERO_GEN):
                    marks += ("hero",)
                unit = "hero" if code & HERO_ARMY else "army"
                self.scene.add_piece(
                    TokenItem(
                        unit,
                        f"unit:{i}",
                        self.colour(attacker),
                        icon=unit,
                        payload=("unit", code),
                        size=48,
                        marks=marks,
                    ),
                    war,
                )
            # the battle preview: who defends and the chances with the armies picked (war_preview.py)
            preview = WarTexts(self.controller.catalog, self.controller.lang, names).preview(v, self.seat)
            if preview:
                self.scene.add_decor(PreviewItem(preview_rect(war.content_rect(), len(v.war_units)), preview))

    def _standings(self, v: HeroesState, geo: Layout) -> None:
        """The standings strip under the banner: a chip per tribe (standings.py)."""
        rows = standings(v, self.names(), [self.colour(seat) for seat in range(v.n)])
        texts = StandingsTexts(self)
        self.standing_chips = []
        for st, rect in zip(rows, chip_rects(geo.standings, len(rows), geo.standing_cols, STANDING_H), strict=True):
            chip = StandingChip(rect, st, texts.tip(st))
            self.standing_chips.append(chip)
            self.scene.add_decor(chip)

    # --- moving things in --------------------------------------------------------------------------------
    def spawn_origin(self, piece: PieceItem) -> QPointF | None:
        geo = self.geo
        if geo is None:
            return None
        if piece.key.startswith("hand:") and isinstance(piece, CardItem):
            seat = int(piece.key.split(":")[1])
            givers = self._comes_from.get(seat)
            if givers and givers[0] in self.seat_rects:
                return self.seat_rects[givers.pop(0)].center() - QPointF(30, 40)
            return geo.deck.topLeft() + QPointF(10, 20)
        if piece.kind in ITEM_IDS:
            item = ITEM_IDS.index(piece.kind)
            return geo.supply[item].topLeft() + QPointF(10, 20)
        if piece.kind == "fortress":
            return geo.supply[2].topLeft()
        return None

    def on_changed(self, events: list[Event]) -> None:
        lost: dict[int, list[int]] = {}
        got: dict[int, list[int]] = {}
        for event in events:
            a = event.args
            if event.kind == "trade":
                one, other = int(a["seat"]), int(a["other_seat"])
                lost.setdefault(one, []).append(other)
                lost.setdefault(other, []).append(one)
                got.setdefault(one, []).append(other)
                got.setdefault(other, []).append(one)
            elif event.kind == "plundered":
                victim, attacker, n = int(a["seat"]), int(a["attacker_seat"]), int(a.get("n", 0))
                lost.setdefault(victim, []).extend([attacker] * n)
                got.setdefault(attacker, []).extend([victim] * n)
        self._moves_to, self._comes_from = lost, got
        super().on_changed(events)
        self._moves_to, self._comes_from = {}, {}

    def leave_target(self, seen: Seen) -> QPointF | None:
        """Cards that left a hand fly to the player who got them (a trade, a plunder), else to the
        discard pile (payments, famine, a swap, barbarians)."""
        if not seen.key.startswith("hand:") or self.geo is None:
            return None
        seat = int(seen.key.split(":")[1])
        partners = self._moves_to.get(seat)
        if partners:
            rect = self.seat_rects.get(partners.pop(0))
            if rect is not None:
                return rect.center() - QPointF(30, 40)
        return self.geo.discard.topLeft() + QPointF(12, 22)

    # --- gestures ------------------------------------------------------------------------------------------
    def drop_action(self, piece: PieceItem, zone: Zone) -> DropMeaning:
        """The legal move the drop means (its binding; a build takes the payment ``build_for_drop`` picks),
        else the move it would be, to say why not."""
        acts, payload, zid = self.acts, piece.payload, zone.zone_id
        if acts is None or not isinstance(payload, tuple):
            return None
        if payload[0] == "card" and zid.startswith("supply:"):
            return acts.build_for_drop(int(zid.split(":")[1]), int(payload[1]))
        return self.binds.drop(piece.key, zid) or acts.drop_attempt(payload, zid)

    def drop_refused_text(self, piece: PieceItem, zone: Zone) -> str:
        payload = piece.payload
        if isinstance(payload, tuple) and payload and payload[0] == "card":
            return self.tr("Cards go onto a building in the supply, your monument or the discard pile.")
        if isinstance(payload, tuple) and payload and payload[0] == "army":
            return self.tr("Drag an army onto another tribe to attack it.")
        return super().drop_refused_text(piece, zone)

    def piece_clicked(self, piece: PieceItem) -> None:
        super().piece_clicked(piece)
        action = self.binds.click(piece.key)  # a target asked for, a card to discard, an army to send
        if action is not None:
            self.act(action)
        elif any(c.action is not None for c in self.choices_for(piece)):
            self.piece_menu(piece)
        else:
            self.say(self.why_nothing(piece))  # a click that finds no move says why

    def why_nothing(self, piece: PieceItem) -> str:
        """Why a click or a drag of ``piece`` does nothing now, in words: not the viewer's turn, the engine's
        reason a building cannot be built, an army blocked or away, or what can be done instead."""
        acts, payload, seat = self.acts, piece.payload, self.seat
        if acts is None or seat is None or not self.my_turn():
            return self.controller.reason_text(self.controller.game.not_your_turn())
        if not isinstance(payload, tuple) or len(payload) < 2:
            return self.tr("Nothing can be done with that now: the lit pieces and the buttons below show your moves.")
        what = payload[0]
        if what == "item":
            reason = self.check(acts.build_for_drop(int(payload[1]), None))
            if reason is not None:
                return self.controller.reason_text(reason)
        if what == "army" and payload[1] == seat:
            code = int(payload[2])
            if code & AWAY_MASK:
                return self.controller.reason_text(Reason("army_away", "war"))
            if code & BLOCKED:
                return self.controller.reason_text(Reason("army_blocked", "war"))
        if what in ("army", "city", "fort", "mon", "back") and payload[1] != seat:
            return self.tr("Nothing can be done with another tribe's pieces now.")
        return self.tr("Nothing can be done with that now: the lit pieces and the buttons below show your moves.")

    def choices_for(self, target: PieceItem | Zone | None) -> list[Choice]:
        acts = self.acts
        if acts is None:
            return []
        s = self.seen()
        out: list[Choice] = []
        payload = target.payload if target is not None else None
        if isinstance(target, Zone) and target.zone_id.startswith("seat:"):
            payload = ("seat", int(target.zone_id.split(":")[1]))
        if isinstance(target, PieceItem):
            out += self.zoom_choice(target, self.tr("Show enlarged"))
        if not isinstance(payload, tuple) or not payload:
            return out
        what = payload[0]
        menus = self._piece_menus()
        if what == "card" and menus is not None:
            kind = int(payload[1])
            offers = any(a[0] == "offer" and a[1] == kind for a in acts.legal)
            uses = [a for a in self._uses(target) if a[0] != "offer"]
            out = menus.hand_card(kind, uses, (lambda: self._offer(kind)) if offers else None) + out
        elif what == "item":
            item = int(payload[1])
            out = acts.build_choices(item)
            if not out:
                reason = self.check(acts.build_for_drop(item, None))
                text = self.controller.reason_text(reason) if reason is not None else ""
                out = [Choice(self.tr("Cannot build: {why}").format(why=text), enabled=False)]
        elif what in ("army", "city", "fort", "seat", "back", "mon"):
            seat = int(payload[1])
            if what == "army" and seat == self.seat and menus is not None:
                out += menus.own_army(int(payload[2]), self._uses(target))
            elif seat != self.seat:
                out += [c for c in acts.war_choices() if c.action == ("war", seat)]
                for a in acts.legal:
                    if a[0] == "quake" and a[1] == seat and (what != "army" or a[2] == payload[2]):
                        out.append(
                            Choice(self.tr("Earthquake on this army {army}").format(army=acts.army_label(int(a[2]))), a)
                        )
                    elif a[0] == "erupt" and a[1] == seat:
                        out.append(Choice(self.tr("Eruption on a city of {name}").format(name=self.names()[seat]), a))
                if self.asked() == "war_send" and s.war is not None and s.war[1] == seat:
                    out += acts.send_choices()
        return out

    def _uses(self, target: PieceItem | Zone | None) -> list[Action]:
        """The legal actions bound to ``target`` (a piece the viewer drags or clicks to make them)."""
        return [b.action for b in self.binds.for_piece(target.key)] if isinstance(target, PieceItem) else []

    def _piece_menus(self) -> PieceMenus | None:
        """The menus of the viewer's own hand cards and armies (None for an observer)."""
        acts, seat = self.acts, self.seat
        if acts is None or seat is None:
            return None

        def why(action: Action) -> str:
            reason = self.check(action)
            return self.controller.reason_text(reason) if reason is not None else ""

        def card_text(kind: int) -> str:
            return self.look.name("cardtext." + KIND_IDS[kind])

        return PieceMenus(self.seen(), seat, lambda a: action_label(self.controller, a), why,
                          self.controller.reason_text, card_text, self)

    def _offer(self, kind: int) -> None:
        self.fair.preselect(kind)
        self.say(
            self.tr("Choose what you want for {card} in the trading panel.").format(card=self.look.card_name(kind))
        )

    def bar_choices(self) -> list[Choice]:
        acts = self.acts
        if acts is None or self.seat is None:
            return []
        out: list[Choice] = []
        asked = self.asked()
        if asked not in ("action", "build") or not acts.legal:
            return out  # nothing to press while another tribe plays or a question is asked
        if ("tax",) in acts.legal:
            out.append(
                Choice(
                    self.tr("Collect taxes"), ("tax",), key="tax", shortcut="T", tip=self.tr("One card per city (T)")
                )
            )
        swaps = [
            Choice(self.tr("Swap {card}").format(card=acts.kind_name(int(a[1]))), a)
            for a in acts.legal
            if a[0] == "swap"
        ]
        if swaps:
            out.append(Choice(self.tr("Swap a card…"), callback=lambda: self._menu("swap", swaps), key="swap",
                              covers=tuple(c.action for c in swaps if c.action is not None)))
        builds = acts.build_choices()
        out.append(
            Choice(
                self.tr("Build…"),
                callback=lambda: self._menu("build", builds),
                key="build",
                shortcut="B",
                enabled=bool(builds),
                tip=self.tr("Everything you can afford (B)") if builds else self._refusal(
                    self.tr("You cannot build now:"), [acts.build_for_drop(item, None) for item in range(len(ITEM_IDS))]
                ),
                covers=tuple(c.action for c in builds if c.action is not None),
            )
        )
        wars = acts.war_choices()
        if asked == "action":
            out.append(
                Choice(
                    self.tr("War…"),
                    callback=lambda: self._menu("war", wars),
                    key="war",
                    shortcut="W",
                    enabled=bool(wars),
                    tip=self.tr("Attack another tribe (W)") if wars else self._refusal(
                        self.tr("You cannot attack now:"), [("war", t) for t in acts.rivals()]
                    ),
                    covers=tuple(c.action for c in wars if c.action is not None),
                )
            )
            out.append(Choice(self.tr("Skip the action"), ("skip",), key="skip", shortcut="S"))
        return out

    def _refusal(self, heading: str, actions: list[Action]) -> str:
        """The tooltip of a disabled button: ``heading``, then the engine's reason for each of
        ``actions`` (each reason once)."""
        lines: list[str] = []
        for action in actions:
            reason = self.check(action)
            text = self.controller.reason_text(reason) if reason is not None else ""
            if text and text not in lines:
                lines.append(text)
        return "\n".join([heading, *lines]) if lines else heading

    def _menu(self, key: str, choices: list[Choice]) -> None:
        for button in self.bar_buttons:
            if button.objectName() == key:
                self.popup_choices(choices, button.mapToGlobal(QPoint(0, 0)) - QPoint(0, 10 + 26 * len(choices)))
                return
        self.popup_choices(choices, QCursor.pos())

    def prompt(self) -> tuple[str, list[Choice]] | None:
        return self.prompts.prompt(self.position().decision) if self.prompts is not None else None

    def idle_text(self) -> str:
        asked = [(seat, self.decision_of(seat)) for seat in self.position().to_move]
        return self.prompts.idle(asked) if self.prompts is not None else ""

    # --- the fair ----------------------------------------------------------------------------------------
    def mark_panels(self, actions: list[Action]) -> None:
        self.fair.mark(actions, self.seen())

    def _refresh_fair(self, v: HeroesState) -> None:
        show = v.phase == "trade"
        if show:
            self.fair.refresh(v, self.seat, self.look, self.names(), self.legal, self.asked() == "trade")
        if show != self.fair.isVisible():
            self.fair.setVisible(show)

    # --- events ------------------------------------------------------------------------------------------
    def animate_events(self, events: list[Event]) -> None:
        """Toasts for what happened; a war opens the battle board, which then collects the duels and
        the outcome (and no toasts for them)."""
        catalog = self.controller.catalog
        names = self.names()
        lang = self.controller.lang
        kinds = {event.kind for event in events}
        fought = bool(kinds & {"battle_result", "olympics_war"})
        summary: list[str] = []
        for event in events:
            if event.kind == "duel":
                self._duel(event)
                continue
            entry = entry_for(event, self.seat, catalog)
            text = render(catalog.get(entry.msg, entry.msg), entry.args, catalog, lang, names) if entry else ""
            if event.kind == "war":
                self._open_battle(int(event.args["seat"]), int(event.args["defender_seat"]), text)
                continue
            if self.battle is not None and (
                event.kind in WAR_OUTCOME or (fought and event.kind in ("armies_return", "armies_away"))
            ):
                if text:
                    summary.append(sentence(text))
                continue
            if event.kind in TOAST_KINDS and text:
                seat = event.args.get("seat")
                self.toasts.show(text, self.colour(seat) if isinstance(seat, int) else "")
        if summary and self.battle is not None:
            self.battle.set_summary("\n".join(([self.battle.summary] if self.battle.summary else []) + summary))
        if fought and self.battle is not None:
            self.battle.fought(self._moment())  # it lasts until the game moves on from here

    def _open_battle(self, attacker: int, defender: int, title: str = "") -> BattleItem:
        """A fresh battle board (closing the one of an earlier war)."""
        self._close_battle()
        names = self.names()
        title = title or self.tr("{a} attacks {b}").format(a=names[attacker], b=names[defender])
        battle = BattleItem(title, self.colour(attacker), self.colour(defender), self.tr("Click to close"))
        battle.closed.connect(lambda: self._close_battle(battle))
        self._anchor_battle(battle)
        self.scene.add_overlay(battle)
        self.battle = battle
        return battle

    def recap_room(self) -> QRect:
        """Where the screen's recap may stand (see ``layout.recap_room``), in this widget's coordinates."""
        return self.scene_room(recap_room(self.geo, self.toasts.area())) if self.geo is not None else QRect()

    def alert_room(self) -> QRect:
        """Where the screen's "last turn" banner stands: in the centre's banner (``layout.alert_rooms``),
        in the first place wide enough on screen for its text in two lines."""
        rooms = [self.scene_room(room) for room in alert_rooms(self.geo)] if self.geo is not None else []
        return next((room for room in rooms if room.width() >= ALERT_MIN_WIDTH), rooms[-1] if rooms else QRect())

    def _moment(self) -> tuple[int, int, str]:
        """Where the game stands (round, whose turn, phase): a battle report lasts until it changes."""
        v = self.seen()
        return v.round, v.current, v.phase

    def _anchor_battle(self, battle: BattleItem) -> None:
        """In the centre between the banner and the toasts (see ``battle_rooms``): never over the hand
        or the toasts. Again after every layout: the fair's panel coming or going changes the table's
        width."""
        if self.geo is not None:
            battle.anchor(battle_rooms(self.geo, self.toasts.area()))

    def _duel(self, event: Event) -> None:
        a = event.args
        if self.battle is None:
            self._open_battle(int(a["seat"]), int(a["defender_seat"]))
        assert self.battle is not None
        catalog = self.controller.catalog

        def note(general: bool, hero: bool, bonus: int, defender: bool) -> str:
            parts = []
            if hero:
                parts.append(self.look.name("card.hero"))
            if general:
                parts.append(self.tr("general +2"))
            forts = bonus - (2 if general else 0)
            if defender and forts > 0:
                parts.append(self.tr("fortresses +%n", "", forts))
            return ", ".join(parts)

        result = str(a.get("result", ""))
        winner = "a" if result.endswith("attacker") else "d" if result.endswith("defender") else ""
        self.battle.add_duel(
            DuelRow(
                int(a["a_die"]),
                int(a["a_bonus"]),
                int(a["d_die"]),
                int(a["d_bonus"]),
                note(bool(a.get("a_general")), bool(a.get("a_hero")), int(a["a_bonus"]), False),
                note(bool(a.get("d_general")), bool(a.get("d_hero")), int(a["d_bonus"]), True),
                catalog.get(result.lstrip("@"), result),
                winner,
            )
        )

    def _close_battle(self, battle: BattleItem | None = None) -> None:
        """Close ``battle`` (by default the open one)."""
        battle = battle if battle is not None else self.battle
        if battle is not None:
            self.scene.drop_overlay(battle)
            if battle is self.battle:
                self.battle = None

    def retranslate(self) -> None:
        self.look.catalog = self.controller.catalog
