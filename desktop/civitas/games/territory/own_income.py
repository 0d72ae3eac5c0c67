"""Whether a territory's own income funds a card without the pool, worked out from the position with the
rules' own payments (for the hint "territory 2 makes enough income to fund it without the pool").

On a copy of the state the income phase starts as the rules start it (cards that need nothing are funded
and yield), then the territory's local income goes, unit by unit as an allocation puts it, to its cards:
always to the card that lacks least (the larger yield first on a tie) while that income completes it.
A card placed there is funded by the territory alone when this run funds it and every card the same run
funds without it: it pays for itself out of what the territory makes, and no other card loses its income.
"""

from __future__ import annotations

from civitas.engine.events import Event
from civitas.games.territory import play
from civitas.games.territory.income import put_unit, start_income, steady_profit
from civitas.games.territory.rules import can_receive, need, unfunded
from civitas.games.territory.state import TerritoryState


def funded_by_own_income(s: TerritoryState, t: int) -> set[int]:
    """The cards lying on territory ``t`` that its own income funds this round, with no unit of the pool
    (on a copy; ``s`` is in the construction phase, before the income phase starts)."""
    s2 = s.copy()
    ev: list[Event] = []
    start_income(s2, ev)
    while True:
        waiting = [c for c in s2.on[t] if s2.host[c] == t and can_receive(s2, c)]
        if not waiting:
            break
        card = min(waiting, key=lambda c: (need(s2, c) - s2.paid[c], -(steady_profit(s2, c, t) or 0), c))
        lack = need(s2, card) - s2.paid[card]
        if s2.local[t] < lack:
            break
        for _ in range(lack):
            s2.local[t] -= 1
            put_unit(s2, card, ev)
    return {c for c in s2.on[t] if s2.host[c] == t and not unfunded(s2, c)}


def funds_without_pool(s: TerritoryState, seat: int, card: int, t: int) -> bool:
    """Whether ``card`` from ``seat``'s hand, built on territory ``t`` now, is funded this round by ``t``'s own
    income alone, every card ``t`` funds without it still funded."""
    before = funded_by_own_income(s, t)
    s2 = s.copy()
    play.apply(s2, seat, ("build", card, t))
    after = funded_by_own_income(s2, t)
    lost = {c for c in before - after if s2.host[c] == t}  # (a Factory Chain's factories are gone, not lost)
    return card in after and not lost
