"""What a player's gestures mean in Age of Heroes: drops, clicks and menu entries become engine
actions (see legal.py for the action tuples). The engine decides legality; when no legal action
fits a gesture, a representative illegal one is returned so that ``why_not`` can say why."""

from __future__ import annotations

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
    ITEM_IDS,
    KIND_IDS,
    ROAD,
    special_of,
)
from civitas.games.heroes.rules import gold_range, neighbours
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.table.look import HeroesLook
from civitas.games.heroes.war_texts import WarTexts
from civitas.ui.table.widget import Choice


def _uses(kind: int, action: Action, hand: list[int]) -> bool:
    """Whether paying for build ``action`` takes a card of ``kind`` from ``hand``."""
    from civitas.games.heroes.cards import ITEM_BY_ID
    from civitas.games.heroes.rules import payment

    return kind in payment(hand, ITEM_BY_ID[action[1]], action[2])


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
            using = [a for a in options if kind is not None and _uses(kind, a, hand)]
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
