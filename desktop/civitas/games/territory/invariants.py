"""What holds in every position of Territory: every card in exactly one place, the table consistent with
itself (hosts, owners, links), the limits kept and no count negative."""

from __future__ import annotations

from civitas.games.territory.state import TerritoryState


def _places(s: TerritoryState) -> list[int]:
    out = [*s.deck, *s.dev_deck, *s.quest_deck, *s.discard, *s.demolished]
    for p in range(s.n):
        out.extend(s.hands[p])
        out.extend(s.quests[p])
        out.extend(s.claimed[p])
    for t in range(len(s.owner)):
        if s.owner[t] >= 0:
            out.append(s.face[t])
            out.extend(c for c in s.on[t] if s.host[c] == t)
    for cards in s.under.values():
        out.extend(cards)
    out.extend(o[1] for o in s.offers)
    return out


def check_invariants(s: TerritoryState) -> list[str]:
    f = s.facts
    out: list[str] = []
    places = _places(s)
    if sorted(places) != list(range(len(s.kinds))):
        missing = set(range(len(s.kinds))) - set(places)
        extra = len(places) - len(set(places))
        out.append(f"cards not conserved: {len(missing)} missing, {extra} in two places")
    for p in range(s.n):
        if len(s.quests[p]) > 2:
            out.append(f"seat {p} holds {len(s.quests[p])} quests (TE-Q2: at most 2)")
        if s.rep[p] < 0:
            out.append(f"seat {p} has negative reputation")
        if any(c not in f.quest for c in s.quests[p] + s.claimed[p]):
            out.append(f"seat {p} holds a non-quest card among quests")
        for t in s.lands[p]:
            if s.owner[t] != p:
                out.append(f"territory {t} listed for seat {p} but owned by {s.owner[t]}")
    for t in range(len(s.owner)):
        if s.owner[t] >= 0 and t not in s.lands[s.owner[t]]:
            out.append(f"territory {t} missing from its owner's list")
        if s.owner[t] < 0 and (s.on[t] or s.local[t]):
            out.append(f"territory {t} is gone but keeps cards or income")
        if s.local[t] < 0:
            out.append(f"territory {t} has negative local income")
    for c, t in enumerate(s.host):
        if t >= 0 and (s.owner[t] < 0 or c not in s.on[t]):
            out.append(f"card {c} names territory {t} as its host but does not lie there")
        if s.paid[c] < 0 or s.stored[c] < 0:
            out.append(f"card {c} has negative income")
        if s.paid[c] and t < 0:
            out.append(f"card {c} has income but is not on the table")
    for bridge, target in s.links.items():
        if s.host[bridge] < 0 or f.kind[bridge] != "bridge" or target >= len(s.owner):
            out.append(f"link of card {bridge} is not a bridge on the table")
    if s.pool < 0:
        out.append("negative pool")
    if s.phase not in ("offer", "buy", "answer", "pay", "build", "draft", "wrap", "spy", "over"):
        out.append(f"unknown phase {s.phase}")
    out.extend(_bid_problems(s))
    return out


def _bid_problems(s: TerritoryState) -> list[str]:
    """TR-T48: a bid waiting for its answer (or refused, in the rest of its buyer's turn) names an offer of
    another player at a price from 1 to one below the asked one that the buyer's hand can pay."""
    if s.phase not in ("answer", "buy") or not s.pending:
        return []
    if len(s.pending) != 3:
        return [f"a market decision holds {s.pending}, not [card, bid, buyer]"]
    card, price, buyer = s.pending
    offer = next((o for o in s.offers if o[1] == card), None)
    if offer is None:
        return [f"a bid names card {card}, which is not offered"]
    seller, _, asked = offer
    if not 0 <= buyer < s.n:
        return [f"a bid names seat {buyer}"]
    out = []
    if not 1 <= price < asked or buyer == seller:
        out.append(f"a bid of {price} by seat {buyer} for an offer of seat {seller} at {asked}")
    if s.turn != (seller if s.phase == "answer" else buyer):
        out.append(f"seat {s.turn} decides on a bid that is not theirs to decide")
    if s.phase == "answer" and price > len(s.hands[buyer]):
        out.append(f"seat {buyer} bid {price} cards with {len(s.hands[buyer])} in hand")
    return out
