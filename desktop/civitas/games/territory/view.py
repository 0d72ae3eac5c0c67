"""What one seat may see, and full states sampled to agree with it.

Hidden (TR, spec 2d): every hand but the seat's own, every held quest but its own, the face of every
territory it does not own, the cards under a plantation it does not own, the order of all three decks
and a payment passing face down (a bid, its price and the seller's answer are public: TR-T48). A hidden
main or development card becomes ``HIDDEN_CARD``, a hidden quest ``HIDDEN_QUEST``; sampling deals them
back from the cards the seat has not seen, the main deck from main cards and the development deck from
development cards."""

from __future__ import annotations

from civitas.engine.hidden import Place, Pool, deal, redact
from civitas.engine.rng import Rng
from civitas.games.territory.state import HIDDEN_CARD, HIDDEN_QUEST, TerritoryState

_MAIN, _DEV, _QUEST, _REST = ("main",), ("dev",), ("quest",), ("rest",)


def _places(s: TerritoryState) -> list[Place]:
    """The lists that may hide cards, in scan order: the three decks, hands, cards under plantations, the
    faces of owned territories, then held quests."""
    out = [Place(s.deck, _MAIN), Place(s.dev_deck, _DEV), Place(s.quest_deck, _QUEST, tag="quest")]
    out.extend(Place(s.hands[p], _REST, readers=(p,)) for p in range(s.n))
    for plantation, cards in s.under.items():
        t = s.host[plantation]
        out.append(Place(cards, _REST, readers=(s.owner[t],) if t >= 0 else ()))
    out.extend(Place(s.face, _REST, (s.owner[t],), start=t, stop=t + 1) for t in range(len(s.owner)) if s.owner[t] >= 0)
    out.extend(Place(s.quests[p], _QUEST, readers=(p,), tag="quest") for p in range(s.n))
    return out


def _marker(place: Place, _card: int) -> int:
    return HIDDEN_QUEST if place.tag == "quest" else HIDDEN_CARD


def view(s: TerritoryState, seat: int | None) -> TerritoryState:
    v = s.copy()
    v.rng = Rng(0)
    redact(_places(v), seat, _marker)
    if s.phase == "pay" and s.turn != seat:
        v.pending = s.pending[:2] + [HIDDEN_CARD] * (len(s.pending) - 2)
    return v


def determinize(v: TerritoryState, seat: int, rng: Rng) -> TerritoryState:
    s = v.copy()
    s.rng = Rng(rng.next64())
    f = s.facts
    # The decks take their own kind of card; hands, plantations and faces whatever main and development
    # cards the decks left.
    pools = (Pool("main", f.main), Pool("dev", f.dev), Pool("quest", f.quest), Pool("rest", leftovers=("main", "dev")))
    deal(_places(s), pools, seat, rng, _public(s))
    if s.phase == "pay" and HIDDEN_CARD in s.pending[2:]:
        buyer_hand = sorted(s.hands[s.turn])
        s.pending = s.pending[:2] + buyer_hand[: len(s.pending) - 2]
    return s


def _public(s: TerritoryState) -> list[list[int]]:
    out = [s.discard, s.demolished, s.face, *s.claimed, *s.on]  # face: gone territories' lie face up
    out.extend([o[1]] for o in s.offers)
    return out
