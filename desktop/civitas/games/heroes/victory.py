"""Final results: the winner first, then the others by the round-limit tie-break; eliminated seats
last (the earliest eliminated lowest)."""

from __future__ import annotations

from civitas.engine.game import ScoreLine
from civitas.games.heroes.cards import GEN
from civitas.games.heroes.rules import tie_key
from civitas.games.heroes.state import HeroesState


def breakdown(s: HeroesState, seat: int) -> dict[str, int]:
    return {
        "score.cities": s.cities[seat],
        "score.monument": s.monument[seat],
        "score.armies": len(s.armies[seat]),
        "score.generals": sum(1 for c in s.armies[seat] if c & GEN),
        "score.fortresses": s.forts[seat],
        "score.roads": sum(1 for r in s.roads if (r >> 3) == seat or (r & 7) == seat),
        "score.cards": len(s.hands[seat]),
        "score.rounds": s.round,
    }


def score_lines(s: HeroesState) -> list[ScoreLine]:
    def key(seat: int) -> tuple[int, ...]:
        if seat == s.winner:
            return (2, 0, 0, 0, 0, 0, 0)
        if not s.alive[seat]:
            return (0, s.out.index(seat), 0, 0, 0, 0, 0)
        return (1, *tie_key(s, seat))

    order = sorted(range(s.n), key=key, reverse=True)
    return [ScoreLine(seat, rank + 1, seat == s.winner, breakdown(s, seat), s.how) for rank, seat in enumerate(order)]
