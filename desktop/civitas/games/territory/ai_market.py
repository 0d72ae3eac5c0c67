"""The market day in Territory's AI: the worth of a hand, the seller's price (the card's worth in average
hand cards, rounded up, 1..3), buying when a card is worth more than the cheapest cards that pay for it,
paying with those cheapest cards, and the bargaining of TR-T48: a lower bid when the card beats the cheapest
payment at the bid but not at the asked price, and the seller's answer (accept when the cards of the bid,
unseen, are worth more to it than the card, a short hand valuing cards more)."""

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


def asked(s: TerritoryState, card: int) -> int:
    return next((o[2] for o in s.offers if o[1] == card), 9)


def pay_gain(s: TerritoryState, p: int, card: int, price: int) -> float:
    """What ``card`` is worth to ``p`` above its ``price`` cheapest hand cards (-inf when it cannot pay)."""
    if price > len(s.hands[p]):
        return -math.inf
    return ev.card_worth(s, p, card) - sum(ev.card_worth(s, p, c) for c in cheapest(s, p, price))


def buy_gain(s: TerritoryState, p: int, card: int) -> float:
    return pay_gain(s, p, card, asked(s, card))


def bid_choice(s: TerritoryState, p: int, legal: list[Action]) -> tuple[float, Action] | None:
    """TR-T48: the best lower bid and its gain, if any. An offer is bid for only when the card is not worth
    its asked price but is worth a lower one; the bid is the highest price still worth paying (the likeliest
    to be accepted), and of several offers the one that gains most."""
    top: dict[int, tuple[float, Action]] = {}
    for a in legal:
        if a[0] != "bid" or buy_gain(s, p, a[1]) > 0:
            continue
        gain = pay_gain(s, p, a[1], a[2])
        if gain > 0 and (a[1] not in top or a[2] > top[a[1]][1][2]):
            top[a[1]] = (gain, a)
    return max(top.values(), key=lambda x: (x[0], -x[1][1]), default=None)


def buy_policy(s: TerritoryState, p: int, legal: list[Action]) -> Action:
    """The buy round: buy the offer worth most above its price; else make the best lower bid (TR-T48); else
    nothing. In the seller's "answer" to a bid (the same round) the answer."""
    if s.phase == "answer":
        return answer_policy(s, p, legal)
    best: tuple[float, Action] = (0.0, ("no_buy",))
    for a in legal:
        if a[0] == "buy":
            w = buy_gain(s, p, a[1])
            if w > best[0]:
                best = (w, a)
    if best[0] > 0:
        return best[1]
    bid = bid_choice(s, p, legal)
    return bid[1] if bid is not None else best[1]


def unseen_card_worth(s: TerritoryState, p: int) -> float:
    """What a main card ``p`` cannot see is worth to it on average; a payment is the payer's least useful
    cards, so a little less."""
    f = s.facts
    worths = [ev.card_worth(s, p, c) for c in f.main]
    return 0.85 * sum(worths) / max(1, len(worths))


def hand_factor(s: TerritoryState, p: int) -> float:
    """Cards count for more in a short hand (fewer choices, the deck ending) and less in a long one."""
    size = len(s.hands[p])
    return 1.3 if size <= 2 else (1.0 if size <= 5 else 0.8)


def bid_worth(s: TerritoryState, p: int) -> tuple[float, float]:
    """(the bid's payment, the offered card) as worth to the seller ``p`` answering the pending bid."""
    card, price = s.pending[0], s.pending[1]
    return price * unseen_card_worth(s, p) * hand_factor(s, p), ev.card_worth(s, p, card)


def answer_policy(s: TerritoryState, p: int, legal: list[Action]) -> Action:
    """TR-T48: accept a bid when its payment is worth more to the seller than keeping the card."""
    pay, keep = bid_worth(s, p)
    return ("accept",) if pay > keep and ("accept",) in legal else ("refuse",)


def pay_choice(s: TerritoryState, p: int, legal: list[Action]) -> Action:
    """The next of the cheapest cards (in rising card order, as the payment goes)."""
    paid = s.pending[2:]
    want = cheapest(s, p, s.pending[1])
    for c in want:
        if c not in paid and ("pay", c) in legal:
            return ("pay", c)
    return legal[0]
