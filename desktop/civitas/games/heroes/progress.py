"""How far a game of Age of Heroes has come, seen from outside the table: the game-over chart's
figures round by round, and the summary a save carries for the list of saved games."""

from __future__ import annotations

from civitas.games.heroes.state import HeroesState

FAIR_PHASES = ("fair", "trade")  # the fair opens the next round


def history_stats(s: HeroesState) -> dict[str, list[list[int]]]:
    """Cities and monument cards of every seat: {stat: [[round, seat, value], ...]}, one value per round
    and seat, the value at ``round`` being the position after that round (0: before the first turn).

    ``s.history`` notes every living tribe as each round begins (after its fair) and once more when
    the game ends, in the round it ends. A round's first note is thus the position after the round
    before, and a second note of the same round and seat the final one: drawn at the same round as
    the first, it made the chart jump straight up or down at its last round."""
    cities: list[list[int]] = []
    monument: list[list[int]] = []
    seen: set[tuple[int, int]] = set()
    for r, seat, built, cards in s.history:
        x = r if (r, seat) in seen else max(0, r - 1)
        seen.add((r, seat))
        cities.append([x, seat, built])
        monument.append([x, seat, cards])
    return {"cities": cities, "monument": monument}


def round_now(s: HeroesState) -> int:
    """The round being played, as the table names it (a fair belongs to the round it opens)."""
    return max(1, s.round + 1 if s.phase in FAIR_PHASES else s.round)


def progress_key(s: HeroesState, seat: int) -> tuple[int, int, int]:
    """Who is nearer to winning: alive first, then the nearer goal (cities or monument cards, five
    of either wins), then both together."""
    return (1 if s.alive[seat] else 0, max(s.cities[seat], s.monument[seat]), s.cities[seat] + s.monument[seat])


def progress_summary(s: HeroesState) -> dict[str, int]:
    """The round and the seat ahead (-1 when the best are level; the winner once the game is over)."""
    if s.phase == "over":
        return {"round": max(1, s.round), "leader": s.winner}
    ranked = sorted(range(s.n), key=lambda seat: progress_key(s, seat), reverse=True)
    ahead = progress_key(s, ranked[0]) > progress_key(s, ranked[1])
    return {"round": round_now(s), "leader": ranked[0] if ahead else -1}
