"""The fair: everyone draws (1 + 1 per tribe reached over roads), immediate cards resolve, then the
players trade by posting offers; two matching offers exchange the cards at once.

The market (a table rule): a player who says "done" stays out only until somebody posts a new
offer. A new offer brings back every other player who has said done and can still post (offers
left at this fair, cards in hand), so each of them answers it: accept it, post a counter-offer or
say done again. The fair ends when every player has said done after the last new offer. With at
most ``OFFERS_PER_FAIR`` offers per seat, every fair ends."""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.games.heroes.cards import HIDDEN, HOLDABLE, IMMEDIATE, KIND_COUNTS, OFFERS_PER_FAIR
from civitas.games.heroes.rules import card_ref, draw, reachable
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.view import known_counts

#: ("offer", give, want) pairs for every tradeable give kind, precomputed.
OFFER_WANTS: dict[int, tuple[int, ...]] = {g: tuple(w for w in HOLDABLE if w != g) for g in HOLDABLE}
#: The ("offer", give, want) actions themselves, built once: actions are immutable tuples.
#: Typed as plain actions, so that the compiled build passes the very tuples on (a typed
#: ``tuple[str, int, int]`` is unpacked and rebuilt whenever it is read).
OFFERS: dict[int, tuple[Action, ...]] = {
    g: tuple(("offer", g, w) for w in wants) for g, wants in OFFER_WANTS.items()
}


def draw_cards(s: HeroesState, seat: int, count: int, ev: list[Event], why: str) -> None:
    """``seat`` draws ``count`` cards: ordinary ones go to the hand, immediate ones to the queue."""
    got = 0
    for _ in range(count):
        card = draw(s, ev)
        if card is None:
            break
        got += 1
        if card in IMMEDIATE:
            s.queue.append((seat, card))
            ev.append(Event("draw_event", {"seat": seat, "card": card_ref(card), "why": why}, reveal=True))
        else:
            s.hands[seat].append(card)
            ev.append(
                Event("draw", {"seat": seat, "why": why}, owner=seat, secret={"card": card_ref(card)}, reveal=True)
            )
    if got < count:
        ev.append(Event("deck_empty", {"seat": seat, "n": count - got}))


def start_fair(s: HeroesState, ev: list[Event]) -> None:
    ev.append(Event("fair", {"round": s.round + 1}))
    n = s.n
    for k in range(n):
        seat = (s.first + k) % n
        if s.alive[seat]:
            draw_cards(s, seat, 1 + reachable(s, seat), ev, "@why.fair")
    s.offers = []
    s.posts = [0] * n
    s.trading = s.alive[:]
    s.phase = "trade"


def offer_actions(s: HeroesState, seat: int) -> list[Action]:
    out: list[Action] = []
    hand = s.hands[seat]
    if s.posts[seat] < OFFERS_PER_FAIR:
        mine_give: list[int] = []  # the seat's open offers: what each gives, what it wants
        mine_want: list[int] = []
        for o in s.offers:
            if o[1] == seat:
                mine_give.append(o[2])
                mine_want.append(o[3])
        for g in sorted(set(hand)):
            offers = OFFERS[g]
            if not mine_give:
                out.extend(offers)
                continue
            wants = [mine_want[i] for i in range(len(mine_give)) if mine_give[i] == g]  # already offered for g
            if len(wants) >= hand.count(g):
                continue
            for a in offers:
                if a[2] not in wants:
                    out.append(a)
    for o in s.offers:
        if o[1] == seat:
            out.append(("withdraw", o[0]))
    out.append(("trade_done",))
    return out


def post_offer(s: HeroesState, seat: int, give: int, want: int, ev: list[Event]) -> None:
    oid = s.next_offer
    s.next_offer += 1
    s.posts[seat] += 1
    ev.append(Event("offer", {"seat": seat, "id": oid, "give": card_ref(give), "want": card_ref(want)}))
    wake(s, seat)
    for o in s.offers:  # the oldest matching offer trades at once
        if o[2] == want and o[3] == give and o[1] != seat and want in s.hands[o[1]]:
            other = o[1]
            s.offers.remove(o)
            s.hands[seat].remove(give)
            s.hands[other].remove(want)
            s.hands[seat].append(want)
            s.hands[other].append(give)
            ev.append(
                Event(
                    "trade",
                    {"seat": seat, "other_seat": other, "gave": card_ref(give), "got": card_ref(want), "id": o[0]},
                    reveal=True,  # a matched trade is final: no undo across it
                )
            )
            prune(s, ev)
            return
    s.offers.append((oid, seat, give, want))


def prune(s: HeroesState, ev: list[Event]) -> None:
    """Close offers a seat can no longer honour (it holds fewer cards than it offers)."""
    keep: list[Any] = []  # untyped items: the compiled build keeps the tuples as they are
    used: dict[tuple[int, int], int] = {}
    offers: list[Any] = s.offers
    for o in offers:
        key = (o[1], o[2])
        c = used.get(key, 0)
        if c < s.hands[o[1]].count(o[2]):
            used[key] = c + 1
            keep.append(o)
        else:
            ev.append(Event("offer_closed", {"seat": o[1], "id": o[0]}))
    s.offers = keep


def can_post(s: HeroesState, seat: int) -> bool:
    """``seat`` could still post an offer at this fair (alive, offers left, a card in hand)."""
    return s.alive[seat] and s.posts[seat] < OFFERS_PER_FAIR and bool(s.hands[seat])


def wake(s: HeroesState, seat: int) -> None:
    """``seat`` posted a new offer: every other player who said done and can still post is back."""
    for other in range(s.n):
        if other != seat and not s.trading[other] and can_post(s, other):
            s.trading[other] = True


def can_be_taken(s: HeroesState, seat: int, give: int, want: int) -> bool:
    """Whether an offer of ``give`` for ``want`` by ``seat`` could trade at this fair, as far as
    ``seat`` can tell: it matches an open offer, or a rival who can still post an offer may hold a
    ``want`` card (in a view, a hidden hand may hold any card whose whereabouts ``seat`` does not know)
    and is not itself asking for one in an open offer."""
    asking: set[int] = set()  # rivals with an open offer asking for ``want``: they have none to give
    for o in s.offers:
        if o[1] != seat and o[2] == want and o[3] == give:
            return True
        if o[1] != seat and o[3] == want:
            asking.add(o[1])
    unseen: bool | None = None
    for other in range(s.n):
        if other == seat or other in asking or not can_post(s, other):
            continue
        hand = s.hands[other]
        if want in hand:
            return True
        if HIDDEN in hand:
            if unseen is None:
                unseen = KIND_COUNTS[want] - known_counts(s, seat)[want] > 0
            if unseen:
                return True
    return False


def withdraw(s: HeroesState, seat: int, oid: int, ev: list[Event]) -> None:
    offers: list[Any] = s.offers  # untyped items: the compiled build keeps the tuples as they are
    s.offers = [o for o in offers if o[0] != oid]
    ev.append(Event("withdraw", {"seat": seat, "id": oid}))


def done(s: HeroesState, seat: int, ev: list[Event]) -> None:
    s.trading[seat] = False
    ev.append(Event("trade_done", {"seat": seat}))
