"""Quests as conditions the engine checks (TR: each quest is a test of the position), their claim, and the
quest leader's title (TE-Q5)."""

from __future__ import annotations

from collections.abc import Callable

from civitas.engine.events import Event
from civitas.games.territory.rules import card_args, cards_of_kind, functioning_count, union_of, working
from civitas.games.territory.state import TerritoryState

SAVINGS = 4
LANDLORD = 4
BUSY = 6
HOARD = 2


def _owns_working(s: TerritoryState, seat: int, *kinds: str) -> bool:
    return any(working(s, c) for t in s.lands[seat] for k in kinds for c in cards_of_kind(s, t, k) if s.host[c] == t)


def _sausage(s: TerritoryState, seat: int) -> bool:
    for t in s.lands[seat]:
        own = [u for u in union_of(s, t) if s.owner[u] == seat]
        makers = any(working(s, c) for u in own for k in ("factory", "factory_chain") for c in cards_of_kind(s, u, k))
        sellers = any(working(s, c) for u in own for c in cards_of_kind(s, u, "trade_house"))
        if makers and sellers:
            return True
    return False


def _hoard(s: TerritoryState, seat: int) -> bool:
    return sum(s.stored[c] for t in s.lands[seat] for c in cards_of_kind(s, t, "bank")) >= HOARD


TESTS: dict[str, Callable[[TerritoryState, int], bool]] = {
    "poverty": lambda s, p: bool(s.robbed[p]),
    "sausage": _sausage,
    "savings": lambda s, p: any(s.earned[t] >= SAVINGS for t in s.lands[p]),
    "union": lambda s, p: _owns_working(s, p, "bridge"),
    "entertainment": lambda s, p: _owns_working(s, p, "circus", "gambling_house"),
    "paperclips": lambda s, p: _owns_working(s, p, "factory", "factory_chain"),
    "spy_killer": lambda s, p: bool(s.spy_killed[p]),
    "landlord": lambda s, p: len(s.lands[p]) >= LANDLORD,
    "busy": lambda s, p: functioning_count(s, p) >= BUSY,
    "conqueror": lambda s, p: bool(s.conquered[p]),
    "shelter": lambda s, p: _owns_working(s, p, "bunker") and _owns_working(s, p, "hospital"),
    "hoard": _hoard,
}


def done(s: TerritoryState, seat: int, quest: int) -> bool:
    return TESTS[s.facts.kind[quest]](s, seat)


def claimable(s: TerritoryState, seat: int) -> list[int]:
    return [q for q in s.quests[seat] if q >= 0 and done(s, seat, q)]


def claim(s: TerritoryState, seat: int, quest: int, ev: list[Event]) -> None:
    """TE-Q3/TE-Q4: the quest is shown and set aside; its holder gains 1 reputation (TR) and draws a
    development card; the quest leader's title is worked out again (TE-Q5)."""
    s.quests[seat].remove(quest)
    s.claimed[seat].append(quest)
    s.rep[seat] += 1
    ev.append(Event("claim", {"seat": seat, **card_args(s, quest, "quest")}, reveal=True))
    if s.dev_deck:
        card = s.dev_deck.pop()
        s.hands[seat].append(card)
        ev.append(Event("draw_dev", {"seat": seat}, owner=seat, secret=card_args(s, card), reveal=True))
    update_leader(s, ev)


def update_leader(s: TerritoryState, ev: list[Event]) -> None:
    """TR: the title goes to the strict leader in completed quests; a tie keeps the holder."""
    counts = [len(x) for x in s.claimed]
    best = max(counts)
    if best == 0:
        return
    top = [p for p in range(s.n) if counts[p] == best]
    if len(top) == 1 and top[0] != s.quest_leader:
        s.quest_leader = top[0]
        ev.append(Event("quest_leader", {"seat": top[0]}))
    elif s.quest_leader not in top:
        s.quest_leader = -1
