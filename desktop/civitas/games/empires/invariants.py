"""Promises every full position keeps: each card instance in exactly one place (a zone, a market slot, the
spot under one, or a look frame holding it), no negative tokens or resources, market tokens only on
cards, a garrison only under a card in play, the accession card at the bottom of its nation deck and the
capstone at the bottom of the fame deck; in a solo game the Rival's pile counts as a place and its markers
and progress are sane (``solo.check``)."""

from __future__ import annotations

from collections import Counter

from civitas.games.empires.core import D
from civitas.games.empires.solo import SoloState, check
from civitas.games.empires.state import SLOTS, EmpiresState


def places(s: EmpiresState) -> list[list[int]]:
    out: list[list[int]] = [list(s.market), list(s.tucked), s.main, s.fame, s.removed, s.unrest, s.exile, *s.small]
    for p in range(s.n):
        out += [s.hand[p], s.deck[p], s.discard[p], s.play[p], s.history[p], s.sunk[p], s.nation_deck[p],
                s.development[p], [s.power[p]], *s.garrison[p].values()]  # fmt: skip
    for frame in s.stack.frames:
        if frame.kind == "look":
            out.append(frame.data["held"])
    if isinstance(s, SoloState):
        out.append(s.rival_pile)
    return out


def check_invariants(s: EmpiresState) -> list[str]:
    problems: list[str] = []
    counts = Counter(c for cards in places(s) for c in cards if c != -1)
    for card in range(len(s.table)):
        if counts[card] != 1:
            problems.append(f"card {card} ({s.table[card]}) is in {counts[card]} places")
    if any(c < 0 or c >= len(s.table) for c in counts):
        problems.append("a hidden or unknown card in a full state")
    for p in range(s.n):
        if min(s.res[p]) < 0:
            problems.append(f"seat {p}: negative resources {s.res[p]}")
        if s.actions[p] < 0 or s.exhaust[p] < 0:
            problems.append(f"seat {p}: negative action or exhaust tokens")
        for host in s.garrison[p]:
            if host not in s.play[p]:
                problems.append(f"seat {p}: a garrison under {host}, which is not in play")
        nd = s.nation_deck[p]
        if any(D(s, c).start == "accession" for c in nd[1:]):
            problems.append(f"seat {p}: a nation card lies under the accession card")
    for slot in range(SLOTS):
        if min(s.tokens[slot]) < 0:
            problems.append(f"slot {slot}: negative tokens")
        if s.market[slot] < 0 and (any(s.tokens[slot]) or s.tucked[slot] >= 0):
            problems.append(f"slot {slot}: tokens or unrest on an empty slot")
    if any(D(s, c).kind == "capstone" for c in s.fame[1:]):
        problems.append("the capstone is not at the bottom of the fame deck")
    if isinstance(s, SoloState):
        problems += check(s)
    return problems
