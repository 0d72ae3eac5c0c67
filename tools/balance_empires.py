"""Empires' balance by simulation (issue #20): seeded AI-vs-AI games of the policy bot (the game's quick
greedy policy, ``civitas.games.empires.ai_policy``) at each player count over every mix of nations, each
mix played with its seats rotated, so that a nation's share of the wins measures the nation.

Run: ``.venv/bin/python tools/balance_empires.py --games 200 --players 2,4 --jobs 1 --out
docs/empires-balance-raw.md``. Game ``i`` of ``P`` players plays mix ``i mod C(6, P)`` (every
combination of ``P`` of the six nations, in ``NATIONS`` order) rotated by ``(i div C(6, P)) mod P`` seats;
``--sides`` sets the power card side of every seat (``B``, the default option, ``A``, or ``mix``:
alternating by game). Prints per player count: per nation its games, win share and its distance from 1/P
(target: within ±7 points); the median and 90th percentile game length in rounds; the share of games
ended by each end trigger (main deck, development area, capstone, zenith, journey) and by collapse (and
games stopped unfinished by the step cap); and for every common card acquired in enough seat-games its
"winner acquired it" lift: the win share of the seats that acquired it (acquire, break through, from
exile) over 1/P, minus 1 (target: within ±20 %), with one standard error, and beside it the lift over
what the acquiring seats' nations win anyway (their win share at that count): the card apart from who
takes it, and the lift over what the seats that acquired as many distinct common designs win (the
card apart from how broadly its taker bought); the baseline, the lift of all common acquisitions
together (winning seats acquire more cards, so an average card shows it), and how many cards sampling
noise alone would put beyond ±20 % were every card of that average strength. A tie shares the win. The
shared helpers (pool, percentile, standard error) are in ``tools/sim_stats.py``.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from civitas.engine.registry import get_game
from civitas.engine.rng import Rng
from civitas.games.empires import NATIONS
from civitas.games.empires.ai import KNOWLEDGE
from civitas.games.empires.cards import card_set

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sim_stats import percentile, run_tasks, share_se  # noqa: E402

MAX_STEPS = 30_000
TRIGGERS = ("main_deck", "development", "capstone", "zenith", "journey")
GAINED = ("acquire", "break_through", "acquire_exile", "break_through_exile")


@dataclass
class Outcome:
    nations: list[str]
    rewards: list[float]
    rounds: int
    ended: str  # an end trigger, "collapse" or "unfinished"
    acquired: list[set[str]] = field(default_factory=list)  # common designs each seat acquired


def mix_of(players: int, index: int) -> list[str]:
    mixes = list(itertools.combinations(NATIONS, players))
    mix = mixes[index % len(mixes)]
    shift = (index // len(mixes)) % players
    return [mix[(k + shift) % players] for k in range(players)]


def play(players: int, index: int, seed: int, sides: str) -> Outcome:
    game = get_game("empires")
    nations = mix_of(players, index)
    side = sides if sides in ("A", "B") else "AB"[index % 2]
    options: dict[str, Any] = {"players": players}
    for k, nation in enumerate(nations):
        options[f"nation_{k + 1}"] = nation
        options[f"side_{k + 1}"] = side
    game_seed = seed * 1_000_003 + players * 100_000 + index
    state, _events = game.start(options, game_seed)
    rng = Rng(game_seed * 7919 + 3)
    common = {d.id for d in card_set(state.cards_key).designs.values() if d.set == "common" and d.kind == "card"}
    out = Outcome(nations, [], 0, "", [set() for _ in range(players)])
    steps = 0
    while not game.is_over(state) and steps < MAX_STEPS:
        (seat,) = game.to_move(state)
        legal = game.legal_actions(state, seat)
        action = KNOWLEDGE.policy(game, game.view(state, seat), seat, legal, rng.fork())
        for e in game.apply(state, seat, action):
            card = -1
            if e.kind in GAINED:
                card = e.args.get("card", -1)
            elif e.kind == "break_through_deck" and e.secret:
                card = e.secret.get("card", -1)
            elif e.kind == "reveal_main":
                card = e.args.get("found", -1)
            if card >= 0 and state.table[card] in common:
                out.acquired[e.args["seat"]].add(state.table[card])
        steps += 1
    out.rounds = state.round
    if not game.is_over(state):
        out.ended, out.rewards = "unfinished", [1.0 / players] * players
    else:
        out.ended = "collapse" if state.collapsed else state.end_reason
        out.rewards = game.rewards(state)
    return out


def _star(args: tuple[int, int, int, str]) -> Outcome:
    return play(*args)


def run(players: int, games: int, seed: int, sides: str, jobs: int) -> list[Outcome]:
    return run_tasks(_star, [(players, i, seed, sides) for i in range(games)], jobs)


def nation_rows(results: list[Outcome], players: int) -> list[tuple[str, int, float, float]]:
    """(nation, seat-games, win share, distance from 1/P) for every nation."""
    wins: Counter[str] = Counter()
    seats: Counter[str] = Counter()
    for r in results:
        for nation, reward in zip(r.nations, r.rewards, strict=True):
            seats[nation] += 1
            wins[nation] += reward  # type: ignore[assignment]
    rows = []
    for nation in NATIONS:
        share = wins[nation] / seats[nation] if seats[nation] else 0.0
        rows.append((nation, seats[nation], share, share - 1 / players))
    return rows


def share_by_breadth(results: list[Outcome]) -> dict[int, float]:
    """The win share of the seats that acquired exactly ``k`` distinct common designs, for every ``k``."""
    wins: Counter[int] = Counter()
    seats: Counter[int] = Counter()
    for r in results:
        for seat, designs in enumerate(r.acquired):
            seats[len(designs)] += 1
            wins[len(designs)] += r.rewards[seat]  # type: ignore[assignment]
    return {k: wins[k] / seats[k] for k in seats}


def lifts(results: list[Outcome], players: int) -> list[tuple[str, int, float, float, float, float]]:
    """(common design, seat-games it was acquired in, lift, its standard error, lift over the acquiring
    nations' own win share, lift over what seats that acquired as many distinct designs win) for designs
    acquired in enough seat-games, largest |lift| first."""
    nation_share = {nation: share for nation, _n, share, _gap in nation_rows(results, players)}
    breadth = share_by_breadth(results)
    wins: dict[str, float] = {}
    expected: dict[str, float] = {}
    as_broad: dict[str, float] = {}
    count: Counter[str] = Counter()
    for r in results:
        for seat, designs in enumerate(r.acquired):
            for design in designs:
                count[design] += 1
                wins[design] = wins.get(design, 0.0) + r.rewards[seat]
                expected[design] = expected.get(design, 0.0) + nation_share[r.nations[seat]]
                as_broad[design] = as_broad.get(design, 0.0) + breadth[len(designs)]
    least = max(10, len(results) // 20)
    rows = [
        (
            d,
            n,
            (wins[d] / n) * players - 1.0,
            players * share_se(wins[d] / n, n),
            wins[d] / max(1e-9, expected[d]) - 1.0,
            wins[d] / max(1e-9, as_broad[d]) - 1.0,
        )
        for d, n in count.items()
        if n >= least
    ]
    return sorted(rows, key=lambda x: (-abs(x[2]), x[0]))


def beyond_by_chance(rows: list[tuple[str, int, float, float, float, float]], base: float) -> float:
    """How many of ``rows`` would show a lift beyond ±20 % if every card were of average strength (its
    lift the baseline's, its measured standard error): the count that sampling noise alone gives."""
    total = 0.0
    for _d, _n, _lift, se, _own, _broad in rows:
        if se > 0:
            total += 1.0 - statistics.NormalDist(base, se).cdf(0.20) + statistics.NormalDist(base, se).cdf(-0.20)
    return total


def acquisition_baseline(results: list[Outcome], players: int) -> tuple[float, float, float]:
    """(the lift of all common acquisitions together, distinct common designs a winning seat acquired,
    those the other seats acquired): winners acquire more, so every card's lift leans this way."""
    total = won = 0.0
    counts: dict[bool, list[int]] = {True: [], False: []}
    for r in results:
        for seat, designs in enumerate(r.acquired):
            total += len(designs)
            won += r.rewards[seat] * len(designs)
            counts[r.rewards[seat] > 0.5].append(len(designs))
    base = won / max(1.0, total) * players - 1.0
    return base, statistics.fmean(counts[True] or [0]), statistics.fmean(counts[False] or [0])


def report(results: list[Outcome], players: int, sides: str) -> str:
    g = len(results)
    rounds = [float(r.rounds) for r in results]
    ended = Counter(r.ended for r in results)
    out = [f"### {players} players — {g} games (power sides: {sides})", ""]
    out.append(f"Rounds: median {statistics.median(rounds):.0f}, 90th percentile {percentile(rounds, 0.9):.0f}.")
    out.append("")
    out += ["| nation | seat-games | win share | vs 1/P | ± 1 s.e. | within ±7 |", "|---|---|---|---|---|---|"]
    for nation, seats, share, gap in nation_rows(results, players):
        mark = "yes" if abs(gap) <= 0.07 else "**no**"
        se = share_se(share, seats) * 100
        out.append(f"| {nation} | {seats} | {share:.1%} | {gap * 100:+.1f} | {se:.1f} | {mark} |")
    out += ["", "| game ended by | share |", "|---|---|"]
    for reason in (*TRIGGERS, "collapse", "unfinished"):
        out.append(f"| {reason} | {ended.get(reason, 0) / g:.1%} |")
    rows = lifts(results, players)
    beyond = [r for r in rows if abs(r[2]) > 0.20]
    clear = [r for r in beyond if abs(r[2]) - 0.20 > 2 * r[3]]
    least = max(10, g // 20)
    base, won, lost = acquisition_baseline(results, players)
    broad = [r for r in rows if abs(r[5]) > 0.20]
    out += [
        "",
        f"Common cards acquired in at least {least} seat-games: {len(rows)}; lift beyond ±20 %: {len(beyond)} "
        f"(by more than 2 s.e.: {len(clear)}; by sampling noise alone, were every card of average strength: "
        f"{beyond_by_chance(rows, base):.1f}). Beyond ±20 % over the seats that acquired as many distinct "
        f"designs: {len(broad)}.",
        "",
        f"Baseline: over all acquisitions the lift is {base:+.0%} (a winning seat acquired {won:.1f} distinct "
        f"common designs, the others {lost:.1f}): a card of average strength shows this lift.",
        "",
        "| common card | acquired (seat-games) | lift | ± 1 s.e. | over the acquirers' nations | over as broad seats |",
        "|---|---|---|---|---|---|",
    ]
    for design, n, lift, se, own, as_broad in rows:
        mark = " **" if abs(lift) > 0.20 else ""
        out.append(f"| {design} | {n} | {lift:+.0%}{mark} | {se:.0%} | {own:+.0%} | {as_broad:+.0%} |")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per player count")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sides", choices=("A", "B", "mix"), default="B")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", default="")
    args = parser.parse_args(argv)
    parts = []
    for players in (int(p) for p in args.players.split(",")):
        text = report(run(players, args.games, args.seed, args.sides, args.jobs), players, args.sides)
        print(text, flush=True)
        parts.append(text)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write("\n".join(parts))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
