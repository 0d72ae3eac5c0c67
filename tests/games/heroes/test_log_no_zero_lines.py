"""The log never reports zero of something («сбрасывает 0 карт зерна», "0 winning armies"): such an
event either says so in words or leaves no line."""

from __future__ import annotations

import re

from civitas.engine.log import GameLog
from civitas.engine.rng import Rng
from civitas.games.heroes import GAME

ZERO_COUNT = re.compile(r"(?<![\d+])\b0 (?![+\d])")  # "0 cards"; a die bonus "4+0" is not a count


def random_events(games: int) -> list:
    events = []
    for seed in range(games):
        s = GAME.new_state({"players": 2 + seed % 5, "round_limit": 25}, seed)
        rng = Rng(seed)
        while not GAME.is_over(s):
            movers = GAME.to_move(s)
            seat = movers[rng.below(len(movers))]
            events.extend(GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat))))
    return events


def test_no_log_line_reports_zero_of_something():
    events = random_events(8)
    kinds = {(e.kind, e.args.get("n"), e.args.get("winners")) for e in events}
    assert ("famine", 0, None) in kinds  # famine hits hands without grain in these games
    assert any(kind == "battle_result" and winners == 0 for kind, _n, winners in kinds)
    log = GameLog()
    log.add(events)
    for lang in ("ru", "en"):
        catalog = GAME.catalog(lang)
        for viewer in (None, 0, 1):
            lines = log.lines(viewer, catalog, lang, ["A", "B", "C", "D", "E", "F"])
            assert lines
            zero = [line for line in lines if ZERO_COUNT.search(line)]
            assert not zero, zero[:5]
            if lang == "ru":
                assert any("ни одной победившей армии" in line for line in lines)
                assert any(line.startswith("Голод: ") for line in lines)  # a famine that took grain stays
