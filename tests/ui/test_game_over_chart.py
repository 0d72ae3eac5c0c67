"""The game-over chart has no jump at the last round: one point per round and seat, the point at a
round being the position after it (0: before the first turn), the last point the final position,
continuing the line of the rounds before it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.games.heroes import flow
from civitas.ui.controller import GameController
from civitas.ui.game_over import GameOverScreen, series_points

HEROES = get_game("heroes")


def played_out(seed: int, limit: int, monkeypatch: pytest.MonkeyPatch) -> tuple[Session, dict[int, list[Any]]]:
    """A three-tribe game to its end, and every tribe's (cities, monument) the moment each round
    began (its fair just over, before anyone's turn: a turn's first card may already change them)."""
    began: dict[int, list[Any]] = {}
    end_fair = flow._end_fair

    def noting(s: Any, ev: Any) -> None:
        end_fair(s, ev)
        began[s.round] = [(s.cities[seat], s.monument[seat]) for seat in range(s.n)]

    monkeypatch.setattr(flow, "_end_fair", noting)
    session = Session.new(HEROES, {"players": 3, "round_limit": limit}, seed, players=[{}, {}, {}])
    rng = random.Random(seed)
    while not HEROES.is_over(session.state):
        state = session.state
        seat = HEROES.to_move(state)[0]
        actions = HEROES.legal_actions(state, seat)
        builds = [a for a in actions if a[0] in ("build", "monument")]
        session.act(seat, rng.choice(builds) if builds and rng.random() < 0.8 else rng.choice(actions))
    return session, began


@pytest.mark.skipif(not flow.__file__.endswith(".py"), reason="watches a rules function: the pure-Python run checks it")
@pytest.mark.parametrize(("seed", "limit", "how"), [(11, 60, "monument"), (4, 60, "cities"), (4, 6, "round_limit")])
def test_each_line_runs_round_by_round_to_the_final_position_without_a_jump(qtbot, monkeypatch, seed, limit, how):
    session, began = played_out(seed, limit, monkeypatch)
    state = session.state
    assert state.how == how
    last = state.round
    screen = GameOverScreen(GameController(session, {0}, "en"))
    qtbot.addWidget(screen)
    for stat, part in (("cities", 0), ("monument", 1)):
        screen.stat_box.setCurrentIndex(screen.stat_box.findData(stat))
        lines = {series.name: series.points for series in screen.chart.series}
        for seat in range(3):
            points = lines[screen.controller.player_names()[seat]]
            xs = [x for x, _y in points]
            assert xs == sorted(set(xs)), "two values at one round draw a vertical jump"
            # every point is the position after that round: as the next round began...
            for x, y in points:
                if x < last:
                    assert y == began[int(x) + 1][seat][part], (stat, seat, x)
            if state.alive[seat]:
                # ...and the last one, at the last round, is where the game ended
                assert xs == [float(r) for r in range(0, last + 1)]
                final = (state.cities[seat], state.monument[seat])[part]
                assert points[-1] == (float(last), float(final))
                assert points[-2] == (float(last - 1), float(began[last][seat][part]))


def test_a_round_given_twice_keeps_its_later_value_so_no_line_jumps():
    rows = [[1, 0, 1], [2, 0, 2], [3, 0, 2], [3, 0, 4], [3, 1, 9], [2, 1, 1]]
    assert series_points(rows, 0) == [(1.0, 1.0), (2.0, 2.0), (3.0, 4.0)]
    assert series_points(rows, 1) == [(2.0, 1.0), (3.0, 9.0)]
    assert series_points([[1, 0], "x", [1, 0, 2, 3]], 0) == []
