"""What the end of the round will destroy if nothing changes, for the table to show before it happens (the
same test as ``flow.destruction``: a card that ``needs_income`` and has not got all of it)."""

from __future__ import annotations

from civitas.games.territory.rules import need, needs_income, unfunded
from civitas.games.territory.state import TerritoryState


def collapsing(s: TerritoryState, seat: int | None = None) -> list[int]:
    """The cards (of ``seat``, or of everyone) that collapse at the end of the round unless funded."""
    out: list[int] = []
    for t in range(len(s.owner)):
        if s.owner[t] < 0 or (seat is not None and s.owner[t] != seat):
            continue
        out.extend(c for c in s.on[t] if needs_income(s, t, c) and unfunded(s, c))
    return out


def missing(s: TerritoryState, card: int) -> int:
    """Units of income ``card`` still lacks this round."""
    return max(0, need(s, card) - s.paid[card])
