"""Balance figures of The Ancient World's card set, from seeded AI-vs-AI games (spec 1c.3).

Run: ``.venv/bin/python tools/balance_ancient.py --players 4 --games 200 --agents policy`` (agents: any
AI level; ``policy`` is fast, ``normal`` is the spec's reference and slow). Prints: win share by turn
position (the first player of round 1 is position 1) with 95 % intervals; the median final score and
the winner's largest tribe; how often each card design is built in the games it was on the display
(designs outside 15–80 % listed); titans beaten by round and stars, and how often a titan deck runs
empty; how often starvation strikes; cards lost per two-star fight; how often Restore is taken.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter, defaultdict
from typing import Any

from civitas.ai.ladder import wilson
from civitas.ai.levels import get_level, without_time_limit
from civitas.ai.sim import decide
from civitas.engine.registry import get_game
from civitas.engine.rng import Rng
from civitas.games.ancient.cards import COLOURS, cards
from civitas.games.ancient.derived import banners


def play(players: int, seed: int, agent: str, options: dict[str, Any]) -> dict[str, Any]:
    game = get_game("ancient")
    state, events = game.start({"players": players, **options}, seed)
    level = without_time_limit(get_level(agent))
    rng = Rng(seed * 31 + 7)
    log = list(events)
    fight_rounds: list[tuple[int, int]] = []
    while not game.is_over(state):
        (seat,) = game.to_move(state)
        action = decide(game, state, seat, level, rng)
        new = game.apply(state, seat, action)
        for event in new:
            if event.kind == "fight":
                fight_rounds.append((state.round, cards()[event.args["titan_no"]].stars))
        log.extend(new)
    return {"state": state, "events": log, "fights": fight_rounds, "lines": game.scores(state)}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agents", default="policy")
    parser.add_argument("--dice", default="2-2-2")
    args = parser.parse_args(argv)
    n = args.players
    wins = [0.0] * n
    scores: list[int] = []
    winner_best: list[int] = []
    shown: Counter[str] = Counter()
    built: Counter[str] = Counter()
    titans: Counter[tuple[int, int]] = Counter()
    empty_deck = starved = 0
    two_star_fights = two_star_losses = 0
    restore_taken = 0
    for g in range(args.games):
        result = play(n, args.seed * 100_003 + g, args.agents, {"dice": args.dice})
        state, events = result["state"], result["events"]
        first = next(e.args["first_seat"] for e in events if e.kind == "setup")
        for line in result["lines"]:
            scores.append(line.breakdown["score.total"])
            if line.won:
                share = 1.0 / sum(1 for x in result["lines"] if x.won)
                wins[(line.seat - first) % n] += share
                winner_best.append(max(banners(state, line.seat)))
        seen: set[str] = set()
        made: set[str] = set()
        lost_after: int | None = None
        for e in events:
            if e.kind == "round":
                seen.update(cards()[c].id for c in e.args["display_no"])
            elif e.kind == "build":
                made.add(cards()[e.args["card_no"]].id)
            elif e.kind == "fight":
                lost_after = 0 if cards()[e.args["titan_no"]].stars == 2 else None
                if lost_after is not None:
                    two_star_fights += 1
            elif e.kind == "lose" and lost_after is not None:
                two_star_losses += 1
            elif e.kind == "place" and e.args["slot_id"] == "restore":
                restore_taken += 1
        shown.update(seen)
        built.update(made & seen)
        if any(e.kind == "starve" for e in events):
            starved += 1
        if any(not deck for deck in state.titan_decks):
            empty_deck += 1
        titans.update(result["fights"])
    games = args.games
    print(f"ancient, {n} players, {games} games, agents {args.agents}, dice {args.dice}")
    for pos in range(n):
        low, high = wilson(wins[pos], games)
        print(f"  position {pos + 1}: wins {wins[pos] / games:6.1%}  [{low:.1%}, {high:.1%}]  (target {1 / n:.0%} ± 5)")
    print(f"  final score median {statistics.median(scores)}  (winners' largest tribe median "
          f"{statistics.median(winner_best)}; {sum(1 for b in winner_best if b >= 5) / len(winner_best):.0%} have 5+)")
    rates = {cid: built[cid] / shown[cid] for cid in shown}
    out = sorted((r, cid) for cid, r in rates.items() if not 0.15 <= r <= 0.80)
    print(f"  card designs built when shown: median {statistics.median(rates.values()):.0%}; "
          f"{len(out)} of {len(rates)} outside 15–80 %")
    for r, cid in out:
        print(f"    {cid:24s} {r:5.0%}  ({built[cid]}/{shown[cid]})")
    for stars in (1, 2, 3):
        by_round = [titans[(r, stars)] / games for r in range(1, 7)]
        print(f"  {stars}★ titans beaten per game by round: " + " ".join(f"{x:.2f}" for x in by_round))
    print(f"  a titan deck empty at the end: {empty_deck / games:.0%} of games (target < 10 %)")
    print(f"  starvation in {starved / games:.0%} of games (target 20–50 %)")
    if two_star_fights:
        print(f"  cards lost per 2★ fight: {two_star_losses / two_star_fights:.2f} (target 0.5–0.7)")
    print(f"  Restore taken per player and round: {restore_taken / (games * n * 6):.0%} (target 30–60 %)")
    colours: defaultdict[str, int] = defaultdict(int)
    for card in cards():
        for colour in card.banners:
            colours[colour] += 1
    print("  banners in the set: " + ", ".join(f"{c} {colours[c]}" for c in COLOURS))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
