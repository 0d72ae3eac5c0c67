"""Tuning Territory's open design by simulation (spec 2c.7): seeded games of mirrored bots for each cell of
a grid of options, and the spec's target figures for each.

Run: ``.venv/bin/python tools/tune_territory.py --games 200 --players 2,3,4,6 --jobs 2 --out
docs/territory-tuning.md`` (``--grid defaults`` plays only the chosen defaults; ``--grid one`` sweeps one
option at a time from them, the spec's first step). Every seat is the same bot (``--agent``: ``policy``,
the game's greedy heuristic, by default; ``random``, or a search level), so that seat shares measure the
seats. Prints, per cell and player count: median and 90th percentile rounds, the share of games ended by
reputation, the largest seat's distance from 1/P and the first leader's edge, the share of income-needing
cards that collapse per round, games with a union takeover, quests completed a game and players hit by
the −2 penalty, market days with a trade, pool units used and profit lost, and the card with the largest
"the winner played it" lift (and the largest among main-deck cards: a development card comes only from a
completed quest, so its lift measures the quest, not the card). A cell's *miss* is the sum of its distances
outside the targets (the lift target counts main-deck cards).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from civitas.ai.levels import get_level, without_time_limit
from civitas.ai.sim import decide
from civitas.engine.registry import get_game
from civitas.engine.rng import Rng
from civitas.games.territory.cards import kind

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sim_stats import percentile, run_tasks  # noqa: E402

DEFAULTS: dict[str, Any] = {
    "target": 5, "pool": "2d6+P", "draw": "2/1", "limit": "1+2", "capacity": "3", "attackers": 2,
    "good_name": "once", "after_deck": 2, "upkeep": 1,
}  # fmt: skip
ONE_FACTOR: dict[str, list[Any]] = {
    "pool": ["d6+P", "2d6", "2d6+P", "2d6+2P", "2d6*P/2"],
    "draw": ["1", "2", "2/1", "refill4"],
    "limit": ["1+1", "1+2", "free"],
    "capacity": ["3", "4", "none"],
    "target": [4, 5, 6, 7, 8],
    "attackers": [1, 2, 3],
    "good_name": ["once", "round"],
    "after_deck": [1, 2, 3],
    "upkeep": [0, 1, 2],
}
PLAYED = ("build", "develop", "reputation", "event")


@dataclass
class Outcome:
    rounds: int
    ended: str
    rewards: list[float]
    leader: int  # the first leader
    needing: int = 0
    collapsed: int = 0
    takeover: bool = False
    quests: int = 0
    penalised: int = 0
    market_days: int = 0
    trade_days: int = 0
    used: int = 0
    lost_pool: int = 0
    profit: int = 0
    lost_profit: int = 0
    played: list[set[str]] = field(default_factory=list)


def play(options: dict[str, Any], seed: int, agent: str) -> Outcome:
    game = get_game("territory")
    state, events = game.start(options, seed)
    level = without_time_limit(get_level(agent))
    rng = Rng(seed * 7919 + 3)
    n = state.n
    out = Outcome(0, "", [], state.leader, played=[set() for _ in range(n)])
    trade_today = False
    market_today = False
    for e in events:
        if e.kind == "round" and e.args["market"]:
            market_today = True
    while not game.is_over(state):
        (seat,) = game.to_move(state)
        for e in game.apply(state, seat, decide(game, state, seat, level, rng)):
            kind = e.kind
            if kind in PLAYED and "card" in e.args:
                out.played[e.args["seat"]].add(e.args["card"])
            elif kind in ("take", "store"):
                out.used += 1
            elif kind == "pool_lost":
                out.lost_pool += e.args["count"]
            elif kind == "profit":
                out.profit += e.args["gain"]
            elif kind == "destruction":
                out.needing += e.args["needing"]
                out.collapsed += e.args["count"]
                out.lost_profit += e.args["lost"]
            elif kind == "takeover":
                out.takeover = True
            elif kind == "sold":
                trade_today = True
            elif kind == "round":
                out.trade_days += int(market_today and trade_today)
                market_today, trade_today = bool(e.args["market"]), False
                out.market_days += int(market_today)
    out.trade_days += int(market_today and trade_today)
    out.rounds = state.round
    out.ended = state.ended
    out.rewards = game.rewards(state)
    out.quests = sum(len(c) for c in state.claimed)
    out.penalised = sum(1 for q in state.quests if q)
    return out


def _star(args: tuple[dict[str, Any], int, str]) -> Outcome:
    return play(*args)


def run_cell(options: dict[str, Any], games: int, agent: str, jobs: int, seed: int) -> list[Outcome]:
    return run_tasks(_star, [(options, seed * 1_000_003 + i, agent) for i in range(games)], jobs)


def _miss(value: float, low: float, high: float) -> float:
    return max(0.0, low - value, value - high)


def figures(results: list[Outcome], players: int) -> dict[str, float | str]:
    g = len(results)
    rounds = [float(r.rounds) for r in results]
    seat_share = [sum(r.rewards[p] for r in results) / g for p in range(players)]
    leader_share = sum(r.rewards[r.leader] for r in results) / g
    lifts: dict[str, float] = {}
    plays: Counter[str] = Counter()
    for r in results:
        for p in range(players):
            for card in r.played[p]:
                plays[card] += 1
                lifts[card] = lifts.get(card, 0.0) + r.rewards[p]
    lift_card, lift = "", 0.0
    main_card, main_lift = "", 0.0
    for card, count in plays.items():
        if count >= max(20, g // 10):
            value = lifts[card] / count - 1 / players
            kind_id = card.removeprefix("@card.")
            if abs(value) > abs(lift):
                lift_card, lift = kind_id, value
            if kind(kind_id).type != "development" and abs(value) > abs(main_lift):
                main_card, main_lift = kind_id, value
    market_days = sum(r.market_days for r in results)
    pool_total = sum(r.used + r.lost_pool for r in results)
    profit_total = sum(r.profit for r in results)
    return {
        "median_rounds": statistics.median(rounds),
        "p90_rounds": percentile(rounds, 0.9),
        "by_reputation": sum(1 for r in results if r.ended == "reputation") / g,
        "by_cap": sum(1 for r in results if r.ended == "cap") / g,
        "seat_gap": max(abs(x - 1 / players) for x in seat_share),
        "leader_edge": leader_share - 1 / players,
        "collapse": sum(r.collapsed for r in results) / max(1, sum(r.needing for r in results)),
        "takeover_games": sum(1 for r in results if r.takeover) / g,
        "quests": statistics.fmean(r.quests for r in results),
        "penalised": sum(r.penalised for r in results) / (g * players),
        "trade_days": sum(r.trade_days for r in results) / max(1, market_days),
        "pool_used": sum(r.used for r in results) / max(1, pool_total),
        "profit_lost": sum(r.lost_profit for r in results) / max(1, profit_total),
        "lift": lift,
        "lift_card": lift_card,
        "main_lift": main_lift,
        "main_card": main_card,
    }


def miss(f: dict[str, float | str], players: int) -> float:
    """How far a cell is outside the spec's targets (0 when it meets all of them), rounds in tenths."""
    v = {k: float(x) for k, x in f.items() if not isinstance(x, str)}
    out = 0.0
    if players == 4:
        out += _miss(v["median_rounds"], 10, 16) / 10 + _miss(v["p90_rounds"], 0, 22) / 10
    out += _miss(v["by_reputation"], 0.60, 0.85)
    out += _miss(v["seat_gap"], 0, 0.04) + _miss(v["leader_edge"], -1, 0.03)
    out += _miss(v["collapse"], 0.10, 0.30) + _miss(v["takeover_games"], 0.20, 0.50)
    out += _miss(v["quests"], 3, 8) / 5 + _miss(v["penalised"], 0.20, 0.50)
    out += _miss(v["trade_days"], 0.30, 0.70) + _miss(v["pool_used"], 0.85, 1.0)
    out += _miss(v["profit_lost"], 0, 0.20) + _miss(abs(v["main_lift"]), 0, 0.15)
    return out


COLUMNS = (
    ("median_rounds", "rounds", "{:.0f}"), ("p90_rounds", "p90", "{:.0f}"), ("by_reputation", "by rep", "{:.0%}"),
    ("by_cap", "cap", "{:.0%}"), ("seat_gap", "seat gap", "{:.1%}"), ("leader_edge", "leader", "{:+.1%}"),
    ("collapse", "collapse", "{:.0%}"), ("takeover_games", "takeover", "{:.0%}"), ("quests", "quests", "{:.1f}"),
    ("penalised", "−2 hit", "{:.0%}"), ("trade_days", "trade days", "{:.0%}"), ("pool_used", "pool used", "{:.0%}"),
    ("profit_lost", "profit lost", "{:.0%}"),
)  # fmt: skip


def row(label: str, players: int, f: dict[str, float | str]) -> str:
    cells = [fmt.format(f[key]) for key, _title, fmt in COLUMNS]
    lift = f"{f['lift_card']} {float(f['lift']):+.0%}" if f["lift_card"] else "–"
    main = f"{f['main_card']} {float(f['main_lift']):+.0%}" if f["main_card"] else "–"
    return f"| {label} | {players} | " + " | ".join(cells) + f" | {lift} | {main} | {miss(f, players):.2f} |"


def header() -> str:
    titles = ["cell", "P", *(title for _k, title, _f in COLUMNS), "largest lift", "main deck", "miss"]
    return "| " + " | ".join(titles) + " |\n|" + "---|" * len(titles)


def cells(grid: str, only: str = "") -> list[tuple[str, dict[str, Any]]]:
    out = [("defaults", dict(DEFAULTS))]
    if only:  # "key=value,key=value": the defaults changed in those options, one cell each
        for item in only.split(","):
            key, _, raw = item.partition("=")
            value: Any = int(raw) if isinstance(DEFAULTS[key], int) else raw
            out.append((item, {**DEFAULTS, key: value}))
    elif grid == "one":
        for key, values in ONE_FACTOR.items():
            for value in values:
                if value != DEFAULTS[key]:
                    out.append((f"{key}={value}", {**DEFAULTS, key: value}))
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", default="2,3,4,6")
    parser.add_argument("--agent", default="policy")
    parser.add_argument("--grid", choices=("defaults", "one"), default="defaults")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", default="")
    parser.add_argument("--cells", default="", help="only these one-option changes: key=value,key=value")
    parser.add_argument("--set", default="", help="change the defaults first: key=value,key=value")
    args = parser.parse_args(argv)
    lines = [header()]
    print(lines[0], flush=True)
    for item in filter(None, args.set.split(",")):
        key, _, raw = item.partition("=")
        DEFAULTS[key] = int(raw) if isinstance(DEFAULTS[key], int) else raw
    for label, options in cells(args.grid, args.cells):
        for players in (int(p) for p in args.players.split(",")):
            results = run_cell({**options, "players": players}, args.games, args.agent, args.jobs, args.seed)
            line = row(label, players, figures(results, players))
            print(line, flush=True)
            lines.append(line)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
