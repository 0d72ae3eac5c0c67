"""What one seat may see, and full states sampled to agree with it.

Hidden (TR, spec 2d): every hand but the seat's own, every held quest but its own, the face of every
territory it does not own, the cards under a plantation it does not own, the order of all three decks
and a payment passing face down (a bid, its price and the seller's answer are public: TR-T48). A hidden
main or development card becomes ``HIDDEN_CARD``, a hidden quest ``HIDDEN_QUEST``; sampling deals them
back from the cards the seat has not seen, the main deck from main cards and the development deck from
development cards."""

from __future__ import annotations

from civitas.engine.rng import Rng
from civitas.games.territory.state import HIDDEN_CARD, HIDDEN_QUEST, TerritoryState


def view(s: TerritoryState, seat: int | None) -> TerritoryState:
    v = s.copy()
    v.rng = Rng(0)
    v.deck = [HIDDEN_CARD] * len(s.deck)
    v.dev_deck = [HIDDEN_CARD] * len(s.dev_deck)
    v.quest_deck = [HIDDEN_QUEST] * len(s.quest_deck)
    for p in range(s.n):
        if p != seat:
            v.hands[p] = [HIDDEN_CARD] * len(s.hands[p])
            v.quests[p] = [HIDDEN_QUEST] * len(s.quests[p])
    for t in range(len(s.owner)):
        if s.owner[t] >= 0 and s.owner[t] != seat:
            v.face[t] = HIDDEN_CARD
    for plantation, cards in v.under.items():
        t = s.host[plantation]
        if t < 0 or s.owner[t] != seat:
            v.under[plantation] = [HIDDEN_CARD] * len(cards)
    if s.phase == "pay" and s.turn != seat:
        v.pending = s.pending[:2] + [HIDDEN_CARD] * (len(s.pending) - 2)
    return v


def determinize(v: TerritoryState, seat: int, rng: Rng) -> TerritoryState:
    s = v.copy()
    s.rng = Rng(rng.next64())
    f = s.facts
    seen: set[int] = set()
    for cards in _all_lists(s):
        seen.update(c for c in cards if c >= 0)
    seen.update(c for c in s.face if c >= 0)
    mains = [c for c in f.main if c not in seen]
    devs = [c for c in f.dev if c not in seen]
    quests = [c for c in f.quest if c not in seen]
    rng.shuffle(mains)
    rng.shuffle(devs)
    rng.shuffle(quests)
    s.deck = [mains.pop() for _ in s.deck]
    s.dev_deck = [devs.pop() for _ in s.dev_deck]
    s.quest_deck = [quests.pop() for _ in s.quest_deck]
    rest = mains + devs
    rng.shuffle(rest)
    for cards in [*s.hands, *s.under.values()]:
        for i, c in enumerate(cards):
            if c == HIDDEN_CARD:
                cards[i] = rest.pop()
    for t, c in enumerate(s.face):
        if c == HIDDEN_CARD and s.owner[t] >= 0:
            s.face[t] = rest.pop()
    for cards in s.quests:
        for i, c in enumerate(cards):
            if c == HIDDEN_QUEST:
                cards[i] = quests.pop()
    if s.phase == "pay" and HIDDEN_CARD in s.pending[2:]:
        buyer_hand = sorted(s.hands[s.turn])
        s.pending = s.pending[:2] + buyer_hand[: len(s.pending) - 2]
    return s


def _all_lists(s: TerritoryState) -> list[list[int]]:
    out = [s.deck, s.dev_deck, s.quest_deck, s.discard, s.demolished, *s.hands, *s.quests, *s.claimed, *s.on]
    out.extend(s.under.values())
    out.extend([o[1]] for o in s.offers)
    return out
