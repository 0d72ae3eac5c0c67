"""What a player's gestures mean in Age of Heroes: every legal action of the viewer bound to the pieces it uses
(``bindings_for``, see ui/table/bindings.py), and the labels and the representative illegal actions that say
why a gesture fits no legal move (``HeroesActions``; the engine's ``why_not`` words it).

Piece keys: ``hand:<seat>:<kind>:<i>`` the ``i``-th card of a kind in the viewer's hand, ``supply:<item>`` a
building of the main supply, ``army:<seat>:<i>`` and ``city:<seat>:<i>`` a tribe's armies and cities. Zone
ids: ``discard``, ``monument``, ``war`` (the battlefield), ``seat:<seat>`` a tribe's area."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.games.heroes.cards import (
    AWAY_MASK,
    BLOCKED,
    GEN,
    GENERAL,
    GOAL_IDS,
    HERO,
    ITEM_IDS,
    KIND_IDS,
    ROAD,
    special_of,
)
from civitas.games.heroes.rules import gold_range, neighbours, payment
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.table.look import HeroesLook
from civitas.games.heroes.war_texts import WarTexts
from civitas.ui.table.bindings import Binding, Bindings
from civitas.ui.table.widget import Choice

# The moves whose pieces are lit while the viewer is asked to pick one of them by a click.
PICKED = frozenset({"quake", "erupt", "send"})


def _each(out: Bindings, a: Action, text: str, keys: Sequence[str], ring: Sequence[str] | None = None,
          target: str = "", also: tuple[str, ...] = (), click: bool = False) -> None:
    """``a`` bound to each of ``keys`` (a drag or click of any of them means it, each one's menu offers it);
    a hint rings ``ring`` (by default the first of ``keys``)."""
    ring = tuple(keys[:1]) if ring is None else tuple(ring)
    lead = bool(ring) and bool(keys) and ring[0] == keys[0]  # the ring starts with a piece the move uses
    out.add(Binding(a, text, ring, target if lead else "", click and lead, also=also if lead else ()))
    for key in keys[1:] if lead else keys:
        out.add(Binding(a, text, (key,), target, click, also=also))


def bindings_for(s: HeroesState, seat: int | None, legal: list[Action], label: Callable[[Action], str]) -> Bindings:
    """The bindings of ``legal`` (the viewer's legal actions) in the viewer's view ``s``."""
    out = Bindings()
    if seat is None:
        return out
    hand = s.hands[seat]

    def cards(kind: int) -> list[str]:
        return [f"hand:{seat}:{kind}:{i}" for i in range(hand.count(kind))]

    def armies(owner: int, code: int) -> list[str]:
        return [f"army:{owner}:{i}" for i, c in enumerate(s.armies[owner]) if c == code]

    ready = [f"army:{seat}:{i}" for i, c in enumerate(s.armies[seat]) if not c & (BLOCKED | AWAY_MASK)]
    for a in legal:
        kind, text = a[0], label(a)
        if kind == "build":
            item = ITEM_IDS.index(a[1])
            led = armies(seat, int(a[3])) if item == GENERAL else []
            paid = [k for c in dict.fromkeys(payment(hand, item, int(a[2]))) for k in cards(c)]
            _each(out, a, text, [f"supply:{item}", *led[:1], *paid], ring=[f"supply:{item}", *led[:1]])
        elif kind == "discard":
            _each(out, a, text, cards(int(a[1])), target="discard", click=True)
        elif kind == "swap":
            _each(out, a, text, cards(int(a[1])))
        elif kind == "monument":
            held = cards(int(a[1]))
            _each(out, a, text, held, ring=held[: int(a[2])], target="monument" if int(a[2]) == len(held) else "")
        elif kind == "hero":
            led = armies(seat, int(a[2])) if a[1] == "general" else []
            _each(out, a, text, cards(HERO) + led, target="war" if a[1] == "army" else "")
        elif kind == "send":
            defender = (f"seat:{s.war[1]}",) if s.war is not None else ()
            _each(out, a, text, armies(seat, int(a[1])), target="war", also=defender, click=True)
        elif kind == "war":
            _each(out, a, text, ready, ring=[f"city:{a[1]}:{i}" for i in range(s.cities[int(a[1])])],
                  target=f"seat:{a[1]}")
        elif kind == "quake":
            _each(out, a, text, armies(int(a[1]), int(a[2])), click=True)
        elif kind == "erupt":
            _each(out, a, text, [f"city:{a[1]}:{i}" for i in range(s.cities[int(a[1])])], click=True)
        elif kind == "offer":
            out.add(Binding(a, text, tuple(cards(int(a[1]))[:1])))  # offered from the fair's panel
        else:
            out.add(Binding(a, text))  # an answer of the prompt or the bar
    return out


class HeroesActions(QObject):
    """Labels and actions for one viewer: ``state`` is the viewer's view, ``legal`` its legal actions (both
    from the controller's position)."""

    def __init__(
        self,
        game: Game[Any],
        state: HeroesState,
        seat: int | None,
        look: HeroesLook,
        names: list[str],
        legal: list[Action],
        parent: QObject | None = None,
        lang: str = "en",
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.s = state
        self.seat = seat
        self.look = look
        self.names = names
        self.lang = lang
        self.legal: list[Action] = legal

    # --- building -------------------------------------------------------------------------------------
    def builds(self, item: int | None = None) -> list[Action]:
        return [a for a in self.legal if a[0] == "build" and (item is None or a[1] == ITEM_IDS[item])]

    def build_for_drop(self, item: int, kind: int | None) -> Action:
        """The build that dropping a card of ``kind`` on ``item`` asks for: the legal one using the
        least gold (preferring payments that use the dropped card); else an illegal one to explain."""
        options = self.builds(item)
        if options:
            hand = self.s.hands[self.seat] if self.seat is not None else []
            using = [a for a in options if kind is not None and kind in payment(hand, item, int(a[2]))]
            pool = using or options
            return min(pool, key=lambda a: (a[2], a[3] if len(a) > 3 else 0))
        name = ITEM_IDS[item]
        seat = self.seat if self.seat is not None else 0
        lo, hi = gold_range(self.s.hands[seat], item)
        gold = lo if lo <= hi else 0
        if item == GENERAL:
            free = [c for c in self.s.armies[seat] if not c & GEN]
            return ("build", name, gold, free[0] if free else -1)
        if item == ROAD:
            nbs = neighbours(self.s, seat)
            return ("build", name, gold, nbs[0] if nbs else -1)
        return ("build", name, gold)

    def build_label(self, action: Action) -> str:
        item = ITEM_IDS.index(action[1])
        name = self.look.item_name(item)
        gold = int(action[2])
        if item == GENERAL:
            text = self.tr("Build {item} for army {n}").format(item=name, n=self.army_label(int(action[3])))
        elif item == ROAD:
            text = self.tr("Build {item} to {name}").format(item=name, name=self.names[int(action[3])])
        else:
            text = self.tr("Build {item}").format(item=name)
        if gold:
            text += " " + self.tr("(%n gold)", "", gold)
        return text

    def build_choices(self, item: int | None = None) -> list[Choice]:
        return [Choice(self.build_label(a), a, key="build") for a in self.builds(item)]

    def army_label(self, code: int) -> str:
        parts = []
        if code & GEN:
            parts.append(self.tr("with general"))
        if code & BLOCKED:
            parts.append(self.tr("under earthquake"))
        if code & AWAY_MASK:
            parts.append(self.tr("away"))
        return "(" + ", ".join(parts) + ")" if parts else self.tr("(no general)")

    # --- the hand -------------------------------------------------------------------------------------
    def monument_for_drop(self, kind: int) -> Action:
        """Dropping a special card on the own monument places every such card held."""
        seat = self.seat if self.seat is not None else 0
        own = special_of(self.s.tribe[seat])
        if kind == own:
            return ("monument", own, self.s.hands[seat].count(own))
        return ("monument", kind, 1)

    def drop_attempt(self, payload: tuple[Any, ...], zone_id: str) -> Action | None:
        """The move a drop of the piece carrying ``payload`` on ``zone_id`` would be, legal or not (so that
        one no binding holds can say why it is refused); None when it means nothing."""
        head, _, tail = zone_id.partition(":")
        if payload[0] == "card":
            kind = int(payload[1])
            if zone_id == "monument":
                return self.monument_for_drop(kind)
            if zone_id == "discard":
                return ("discard", kind)
            if kind == HERO and zone_id == "war":
                return ("hero", "army")
            if kind == HERO and head == "seat" and self.s.phase == "action":
                return ("war", int(tail))
        elif payload[0] == "army":
            if zone_id == "war":
                return ("send", int(payload[2]))
            if head == "seat":
                target = int(tail)
                if self.s.phase == "war_send" and self.s.war is not None and self.s.war[1] == target:
                    return ("send", int(payload[2]))
                return ("war", target)
        return None

    def hero_label(self, action: Action) -> str:
        if action[1] == "army":
            return self.tr("Hero fights as an army")
        return self.tr("Hero leads army {army}").format(army=self.army_label(int(action[2])))

    # --- war --------------------------------------------------------------------------------------------
    def rivals(self) -> list[int]:
        """The other tribes still in the game."""
        return [t for t in range(self.s.n) if t != self.seat and self.s.alive[t]]

    def war_choices(self) -> list[Choice]:
        return [
            Choice(self.tr("Attack {name}").format(name=self.names[int(a[1])]), a, key=f"war{a[1]}")
            for a in self.legal
            if a[0] == "war"
        ]

    def war_texts(self) -> WarTexts:
        return WarTexts(self.look.catalog, self.lang, self.names)

    def goal_choices(self) -> list[Choice]:
        """A button for each goal saying the most it can take with the armies the viewer could send,
        its tooltip the rule and the chances (see war_texts.py); and calling the war off."""
        out: list[Choice] = []
        if self.seat is not None and self.s.war is not None:
            view = self.s  # only what the viewer may see
            texts = self.war_texts()
            for i, g in enumerate(GOAL_IDS):
                out.append(Choice(texts.goal_label(view, self.seat, i), ("goal", g), key=f"goal_{g}",
                                  tip=texts.goal_tip(view, self.seat, i)))
        out.append(Choice(self.tr("Call off"), ("cancel_war",), key="cancel_war",
                          tip=self.tr("Call the war off: your armies stay at home, and no other war can be "
                                      "declared this turn.")))
        return [c for c in out if c.action in self.legal]

    def send_choices(self) -> list[Choice]:
        out: list[Choice] = []
        for a in self.legal:
            if a[0] == "send":
                out.append(
                    Choice(
                        self.tr("Send army {army}").format(army=self.army_label(int(a[1]))),
                        a,
                        key="send_gen" if int(a[1]) & GEN else "send",
                    )
                )
            elif a[0] == "hero":
                out.append(Choice(self.hero_label(a), a, key="hero"))
        if ("go",) in self.legal:
            tip = ""
            if self.seat is not None and self.s.war is not None:
                tip = "\n".join(self.war_texts().preview(self.s, self.seat))
            out.append(Choice(self.tr("Attack!"), ("go",), key="go", shortcut="Ctrl+Return", tip=tip))
        if ("cancel_war",) in self.legal:
            out.append(Choice(self.tr("Call off"), ("cancel_war",), key="cancel_war",
                              tip=self.tr("Call the war off: your armies stay at home, and no other war can "
                                          "be declared this turn.")))
        return out

    def send_for_drop(self, code: int) -> Action:
        return ("send", code)

    def kind_name(self, kind: int) -> str:
        return self.look.card_name(kind) if 0 <= kind < len(KIND_IDS) else "?"
