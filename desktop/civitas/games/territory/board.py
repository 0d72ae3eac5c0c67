"""Cards and territories coming onto and leaving the table: a new territory, a card laid on one, a card
going to the demolition pile or the discard with what hangs on it, a territory neglected or taken over."""

from __future__ import annotations

from civitas.games.territory.state import TerritoryState


def new_territory(s: TerritoryState, seat: int, card: int) -> int:
    """TE-C1: ``card`` goes face down in front of ``seat`` as a new territory; returns its number."""
    t = len(s.owner)
    s.owner.append(seat)
    s.face.append(card)
    s.on.append([])
    s.local.append(0)
    s.earned.append(0)
    s.lands[seat].append(t)
    return t


def lay(s: TerritoryState, card: int, t: int) -> None:
    s.on[t].append(card)
    s.host[card] = t


def lift(s: TerritoryState, card: int) -> None:
    """Take ``card`` off the table with everything that hangs on it (stored units, tucked cards go to the
    discard, a bridge's link, an invader's mark, its income)."""
    t = s.host[card]
    if t >= 0 and card in s.on[t]:
        s.on[t].remove(card)
    second = s.span.pop(card, None)
    if second is not None and card in s.on[second]:
        s.on[second].remove(card)
    s.host[card] = -1
    s.paid[card] = 0
    s.stored[card] = 0
    s.links.pop(card, None)
    s.marks.pop(card, None)
    for target, invader in list(s.marks.items()):
        if invader == card:
            del s.marks[target]
    tucked = s.under.pop(card, None)
    if tucked:
        s.discard.extend(tucked)
    if card in s.rebuilt:
        s.rebuilt.remove(card)


def demolish(s: TerritoryState, card: int) -> None:
    """TE-D1/TE-D2: a building or character collapses into the demolition pile."""
    lift(s, card)
    s.demolished.append(card)


def discard(s: TerritoryState, card: int) -> None:
    lift(s, card)
    s.discard.append(card)


def drop_territory(s: TerritoryState, t: int) -> list[int]:
    """TE-D3: a neglected territory goes to the discard, its land card face up, with the cards on it;
    a mansion also lying on another territory stays there. Returns the cards discarded."""
    gone: list[int] = []
    for card in list(s.on[t]):
        if s.host[card] != t:  # a mansion whose first territory is elsewhere: it just leaves this one
            s.on[t].remove(card)
            s.span.pop(card, None)
            continue
        second = s.span.get(card)
        if second is not None and second >= 0 and s.owner[second] >= 0:
            s.on[t].remove(card)
            s.host[card] = second
            del s.span[card]
            continue
        discard(s, card)
        gone.append(card)
    for bridge, target in list(s.links.items()):
        if target == t:
            del s.links[bridge]
    seat = s.owner[t]
    s.lands[seat].remove(t)
    s.owner[t] = -1
    s.discard.append(s.face[t])
    gone.append(s.face[t])
    s.face[t] = -1
    s.local[t] = 0
    s.earned[t] = 0
    return gone


def transfer(s: TerritoryState, t: int, seat: int) -> None:
    """TE-U5: territory ``t`` passes to ``seat`` with every card on it and the income already placed."""
    old = s.owner[t]
    s.lands[old].remove(t)
    s.lands[seat].append(t)
    s.owner[t] = seat


def move_card(s: TerritoryState, card: int, to: int) -> None:
    """Move a card lying on a territory to territory ``to`` (a mansion leaves its second territory)."""
    old = s.host[card]
    s.on[old].remove(card)
    second = s.span.pop(card, None)
    if second is not None and card in s.on[second]:
        s.on[second].remove(card)
    s.on[to].append(card)
    s.host[card] = to
