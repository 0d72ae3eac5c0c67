"""Time to render a long game log in full (a language switch, another viewer): the figure the move of
a game's texts to Fluent must not make worse.

Plays seeded random games of a game (4 players) until the log holds about ``--lines`` lines for seat 1,
then renders all of them in English and Russian: the first rendering (nothing remembered) and the
median of five more.

    .venv/bin/python tools/bench_log_render.py [--game heroes] [--lines 3000]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from civitas.engine.log import GameLog  # noqa: E402
from civitas.engine.registry import get_package  # noqa: E402
from civitas.engine.rng import Rng  # noqa: E402
from civitas.engine.session import Session  # noqa: E402

NAMES = ["Ann", "Bob", "Cleo", "Dan"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="heroes")
    parser.add_argument("--lines", type=int, default=3000)
    parser.add_argument("--langs", default="en,ru", help="the languages, in the order rendered")
    args = parser.parse_args()
    langs = args.langs.split(",")
    game = get_package(args.game).game
    log = GameLog()
    seed = 1
    catalog_en = game.catalog("en")
    while len(log.entries(1, catalog_en)) < args.lines:
        session = Session.new(game, {"players": 4}, seed)
        rng = Rng(seed)
        while not game.is_over(session.state) and len(session.record.steps) < 3000:
            movers = game.to_move(session.state)
            seat = movers[rng.below(len(movers))]
            legal = game.legal_actions(session.state, seat)
            session.act(seat, legal[rng.below(len(legal))])
        for event in session.events:
            log.add([event])
            if len(log.entries(1, catalog_en)) >= args.lines and event.kind:
                break
        seed += 1
    for lang in langs:
        catalog = game.catalog(lang)
        start = time.perf_counter()
        count = len(log.lines(1, catalog, lang, NAMES))
        first = time.perf_counter() - start
        times = []
        for _ in range(5):
            start = time.perf_counter()
            log.lines(1, catalog, lang, NAMES)
            times.append(time.perf_counter() - start)
        print(f"{args.game} {lang}: {count} lines, first {first * 1000:.1f} ms, "
              f"then median {statistics.median(times) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
