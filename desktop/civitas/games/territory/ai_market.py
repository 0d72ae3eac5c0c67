"""The market day in Territory's AI: the worth of a hand, the seller's price (the card's worth in average
hand cards, rounded up, 1..3), buying when a card is worth more than the cheapest cards that pay for it,
and paying with those cheapest cards."""

from __future__ import annotations

import math

from civitas.engine.actions import Action
from civitas.games.territory import ai_eval as ev
from civitas.games.territory.state import TerritoryState


def least_useful(s: TerritoryState, p: int, cards: list[int]) -> int:
    return min(cards, key=lambda c: (ev.card_worth(s, p, c), c))


def mean_hand_worth(s: TerritoryState, p: int) -> float:
    hand = [c for c in s.hands[p] if c >= 0]
    return sum(ev.card_worth(s, p, c) for c in hand) / len(hand) if hand else 1.0


def ask_price(s: TerritoryState, p: int, card: int, mean: float = 0.0) -> int:
    """The seller's price: the card's worth in average hand cards, rounded up, 1..3."""
    mean = mean or mean_hand_worth(s, p)
    return max(1, min(3, math.ceil(ev.card_worth(s, p, card) / max(0.1, mean) - 1e-9)))


def offer_policy(s: TerritoryState, p: int, legal: list[Action]) -> Action:
    mine = sum(1 for o in s.offers if o[0] == p)
    hand = s.hands[p]
    if len(hand) >= 3 and mine < (2 if len(hand) >= 5 else 1):
        card = least_useful(s, p, hand)
        action = ("offer", card, ask_price(s, p, card))
        if action in legal:
            return action
    return ("done",)


def cheapest(s: TerritoryState, p: int, count: int) -> list[int]:
    return sorted(sorted(s.hands[p], key=lambda c: (ev.card_worth(s, p, c), c))[:count])


def buy_gain(s: TerritoryState, p: int, card: int) -> float:
    price = next((o[2] for o in s.offers if o[1] == card), 9)
    return ev.card_worth(s, p, card) - sum(ev.card_worth(s, p, c) for c in cheapest(s, p, price))


def buy_policy(s: TerritoryState, p: int, legal: list[Action]) -> Action:
    best: tuple[float, Action] = (0.0, ("no_buy",))
    for a in legal:
        if a[0] == "buy":
            w = buy_gain(s, p, a[1])
            if w > best[0]:
                best = (w, a)
    return best[1]


def pay_choice(s: TerritoryState, p: int, legal: list[Action]) -> Action:
    """The next of the cheapest cards (in rising card order, as the payment goes)."""
    paid = s.pending[2:]
    want = cheapest(s, p, s.pending[1])
    for c in want:
        if c not in paid and ("pay", c) in legal:
            return ("pay", c)
    return legal[0]
