"""The menus of the viewer's own pieces in Age of Heroes (right click, or Enter on a focused piece):
every legal action that uses the piece now, named as the game names moves everywhere else
(``Game.describe_action``: hints, the coach, the generic table). When none is legal, a disabled entry
names the piece's usual move and says why it cannot be made now (the engine's reason), so a menu never
opens empty and never offers what the engine would refuse.

Which actions use a piece are its bindings (actions.py ``bindings_for``): a card in hand is used by discarding,
swapping or placing it, by a build whose payment takes it, and (the hero) by joining a battle; an army by being
sent, by a general or the hero taking its head, and, while it is at home and ready, by the war it could start
(dragged onto another tribe). Offers at the fair are made in the trading panel: the card's menu has one entry
that opens it with the card chosen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from civitas.engine.actions import Action
from civitas.engine.game import Reason
from civitas.games.heroes.cards import AWAY_MASK, BLOCKED, COST, GOLD, HERO, ITEM_IDS, is_special, special_of
from civitas.games.heroes.state import HeroesState
from civitas.ui.table.widget import Choice


class PieceMenus(QObject):
    """``label(action)`` names a move (``Game.describe_action``), ``why(action)`` is the engine's
    refusal of an action in words ("" when it is legal), ``say(reason)`` a reason in words."""

    def __init__(
        self,
        s: HeroesState,
        seat: int,
        label: Callable[[Action], str],
        why: Callable[[Action], str],
        say: Callable[[Reason], str],
        card_text: Callable[[int], str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.s = s
        self.seat = seat
        self.label = label
        self.why = why
        self.say = say
        self.card_text = card_text

    def _entries(self, actions: list[Action]) -> list[Choice]:
        return [Choice(self.label(a), a, key=str(a[0])) for a in actions]

    def _refused(self, text: str, why: str) -> Choice:
        """A disabled entry: the move, and why it cannot be made now (in the entry and its tooltip)."""
        shown = self.tr("{move} — {why}").format(move=text, why=why) if why else text
        return Choice(shown, enabled=False, tip=why, key="refused")

    # --- a card in hand ---------------------------------------------------------------------------------
    def hand_card(self, kind: int, actions: list[Action], offer: Callable[[], None] | None) -> list[Choice]:
        """The menu of a card of ``kind`` in the viewer's hand, whose legal ``actions`` use it (offers aside);
        ``offer`` opens the trading panel with the card chosen (None when the viewer cannot post an offer of it
        now)."""
        out = self._entries(actions)
        if offer is not None:
            out.insert(0, Choice(self.tr("Offer at the fair…"), callback=offer, key="offer"))
        if not out:
            out.append(self._card_refusal(kind))
        return out

    def _card_refusal(self, kind: int) -> Choice:
        """The card's usual move, refused, with the reason."""
        s, seat = self.s, self.seat
        if kind == special_of(s.tribe[seat]):
            action: Action = ("monument", kind, s.hands[seat].count(kind))
        elif kind == HERO:
            action = ("hero", "army")
        elif is_special(kind):  # another tribe's special resource: it is for trading
            action = ("offer", kind, special_of(s.tribe[seat]))
        else:
            items = [i for i, cost in enumerate(COST) if kind in cost or kind == GOLD]
            if not items:  # luck and the olympic games wait in the hand until the player is asked
                return Choice(self.card_text(kind), enabled=False, key="refused")
            action = ("build", ITEM_IDS[items[0]], 0)  # iron, grain, gold: an army; wood, stone: a city
        text = self.tr("Offer at the fair…") if action[0] == "offer" else self.label(action)
        return self._refused(text, self.why(action))

    # --- an army ------------------------------------------------------------------------------------------
    def own_army(self, code: int, actions: list[Action]) -> list[Choice]:
        """The menu of the viewer's army ``code``, whose legal ``actions`` use it."""
        out = self._entries(actions)
        if out:
            return out
        s = self.s
        if s.phase in ("war_goal", "war_send"):
            return [self._refused(self.label(("send", code)), self.why(("send", code)))]
        move = self.tr("Attack with this army")
        if code & AWAY_MASK:
            return [self._refused(move, self.say(Reason("army_away", "war")))]
        if code & BLOCKED:
            return [self._refused(move, self.say(Reason("army_blocked", "war")))]
        rivals = [t for t in range(s.n) if t != self.seat and s.alive[t]]
        return [self._refused(move, self.why(("war", rivals[0])) if rivals else "")]
