"""Income on cards: a unit put on a card, a card becoming funded, the profit it yields to its territory
(TR: profit stays on its territory as local income), and the moves that follow a funding (an invader's
mark). Every change of ``paid``, ``local`` and ``earned`` goes through here."""

from __future__ import annotations

from civitas.engine.events import Event
from civitas.games.territory import board
from civitas.games.territory.rules import card_args, flooded, live, need, union_cards_of_kind
from civitas.games.territory.state import TerritoryState

#: Buildings a flood does not stop (TR: a bank keeps what it holds).
FLOOD_PROOF = ("bank",)


def steady_profit(s: TerritoryState, card: int, t: int) -> int | None:
    """What ``card`` yields on territory ``t`` once it is funded there, with its upkeep and every modifier of
    the territory's union, a flood and a rebuild; None for a casino, whose yield is a die roll. The hints
    quote this number, so it is the one :func:`profit` pays."""
    f = s.facts
    if card in s.rebuilt:
        return 0
    kind = f.kind[card]
    if f.type[card] == "building" and flooded(s, t) and kind not in FLOOD_PROOF:
        return 0
    if kind == "gambling_house":
        return None
    value = f.profit[card]
    if value > 0 and f.type[card] in ("building", "character"):
        value += s.options.get("upkeep", 1)
    # The modifiers of every territory of its union count, not only those of its own (TE-U7, TR-T14).
    if kind == "circus" and union_cards_of_kind(s, t, "factory"):
        value -= 1
    elif kind == "plantation":
        value = 0 if union_cards_of_kind(s, t, "drought") else len(s.under.get(card, ()))
    elif kind == "house":
        value += len(union_cards_of_kind(s, t, "household"))
    elif kind == "bank":
        value += len(union_cards_of_kind(s, t, "deposits"))
    elif kind == "hospital":
        value += len(union_cards_of_kind(s, t, "paid_medicine"))
    return max(0, value)


def profit(s: TerritoryState, card: int, ev: list[Event]) -> int:
    """What ``card`` yields when it is funded now, with every modifier of its territory (may roll a die)."""
    t = s.host[card]
    value = steady_profit(s, card, t)
    if value is not None:
        return value
    roll = s.rng.die(6)
    gain = roll if roll >= 4 else 0
    ev.append(Event("gamble", {"seat": s.owner[t], **card_args(s, card), "roll": roll, "gain": gain}, reveal=True))
    return gain


def gain_local(s: TerritoryState, t: int, amount: int) -> None:
    s.local[t] += amount
    s.earned[t] += amount


def on_funded(s: TerritoryState, card: int, ev: list[Event]) -> None:
    """``card`` has just received all it needs: an invader's mark moves it first, then it yields."""
    invader = s.marks.pop(card, None)
    if invader is not None and s.host[invader] >= 0 and live(s, s.host[invader]):
        board.move_card(s, card, s.host[invader])
        ev.append(
            Event("seized", {"seat": s.owner[s.host[invader]], **card_args(s, card), **card_args(s, invader, "by")})
        )
    gain = profit(s, card, ev)
    if gain:
        gain_local(s, s.host[card], gain)
        ev.append(Event("profit", {"seat": s.owner[s.host[card]], **card_args(s, card), "gain": gain}))


def put_unit(s: TerritoryState, card: int, ev: list[Event]) -> None:
    """One unit onto ``card``; when that completes its need, it is funded."""
    s.paid[card] += 1
    if s.paid[card] == need(s, card):
        on_funded(s, card, ev)


def start_income(s: TerritoryState, ev: list[Event]) -> None:
    """TR: cards that need no income are funded when the income phase starts, and yield at once."""
    for t in range(len(s.owner)):
        if s.owner[t] < 0:
            continue
        for card in list(s.on[t]):
            if s.host[card] == t and need(s, card) == 0 and card not in s.rebuilt:
                on_funded(s, card, ev)
