"""Plan following: a computer seat's follow-up decisions come from its last search's principal
variation, only in the very position that search foresaw (#17)."""

from __future__ import annotations

from typing import Any

import pytest

from civitas.ai.hints import Hint, hint
from civitas.ai.ismcts import plan_after
from civitas.ai.levels import choose, level_search, pick, without_time_limit
from civitas.ai.plans import PlanBook
from civitas.engine.game import Game
from civitas.engine.registry import get_game
from civitas.engine.rng import Rng

NORMAL = without_time_limit("normal")


def _to_build_placement(game: Game[Any], seed: int) -> tuple[Any, int, tuple[Any, ...]]:
    """An ancient position where the seat on turn may place a citizen on Build."""
    state = game.new_state(game.validate_options({"players": 2}), seed)
    rng = Rng(seed)
    while True:
        (seat,) = game.to_move(state)
        legal = game.legal_actions(state, seat)
        build = [a for a in legal if a[0] == "place" and a[2] == "build"]
        if build:
            return state, seat, build[0]
        game.apply(state, seat, legal[rng.below(len(legal))])


def test_plan_covers_the_seats_own_follow_ups_and_names_the_position_each_is_for():
    game = get_game("ancient")
    found = 0
    for seed in range(1, 8):
        state, seat, place = _to_build_placement(game, seed)
        view = game.view(state, seat)
        result = level_search(game, view, seat, NORMAL, Rng(seed))
        plan = plan_after(game, view, seat, result, place, Rng(seed))
        real = game.copy(state)
        game.apply(real, seat, place)
        for action, expected in plan:
            assert tuple(game.to_move(real)) == (seat,)  # nobody else moves inside a plan
            assert game.state_hash(game.view(real, seat)) == expected  # the position the search foresaw
            assert action in game.legal_actions(real, seat)
            events = game.apply(real, seat, action)
            found += 1
            if any(e.reveal for e in events):
                break
    assert found > 0  # the buy after a Build placement is a follow-up the search settles


def test_plan_stops_where_something_is_revealed():
    game = get_game("heroes")
    rng = Rng(2)
    checked = 0
    state = game.new_state(game.validate_options({"players": 2}), 5)
    while not game.is_over(state) and checked < 25:
        (seat, *_) = game.to_move(state)
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            view = game.view(state, seat)
            result = level_search(game, view, seat, without_time_limit("easy"), rng.fork())
            action = pick(result, NORMAL, rng)
            plan = plan_after(game, view, seat, result, action, rng)
            probe = game.copy(state)
            steps = [action] + [a for a, _ in plan]
            for i, step in enumerate(steps):
                events = game.apply(probe, seat, step)
                if any(e.reveal for e in events):  # a reveal may end a plan, never sit inside it
                    assert i == len(steps) - 1
                    break
            checked += 1
        game.apply(state, seat, legal[rng.below(len(legal))])
    assert checked == 25


def test_plan_book_plays_a_planned_move_only_in_the_foreseen_position():
    game = get_game("ancient")
    state, seat, place = _to_build_placement(game, 3)
    book = PlanBook()
    after = game.copy(state)
    game.apply(after, seat, place)
    legal = game.legal_actions(after, seat)
    foreseen = game.state_hash(game.view(after, seat))
    book.keep(game, seat, "normal", [(legal[-1], foreseen)])
    assert book.take(game, game.view(state, seat), seat, "normal") is None  # another position: search
    assert book.take(game, game.view(after, seat), seat, "normal") is None  # the plan was dropped
    book.keep(game, seat, "normal", [(legal[-1], foreseen)])
    assert book.take(game, game.view(after, seat), seat, "hard") is None  # another level's plan: none
    assert book.take(game, game.view(after, seat), seat, "normal") == legal[-1]
    assert book.followed == 1


@pytest.mark.parametrize("moves", [pytest.param(12, id="the-first-12-moves"),
                                   pytest.param(None, id="a-whole-game", marks=pytest.mark.slow)])
def test_a_computer_seat_with_a_plan_book_searches_less_and_plays_only_legal_moves(moves: int | None):
    game = get_game("ancient")
    state = game.new_state(game.validate_options({"players": 2}), 11)
    book = PlanBook()
    rng = Rng(11)
    decisions = made = 0
    while not game.is_over(state) and (moves is None or made < moves):
        made += 1
        (seat,) = game.to_move(state)
        action = choose(game, game.view(state, seat), seat, NORMAL, rng.fork(), plans=book)
        assert game.why_not(state, seat, action) is None
        decisions += len(game.legal_actions(state, seat)) > 1
        game.apply(state, seat, action)
    assert 0 < book.followed < decisions


def test_a_hint_carries_the_plan_after_its_best_move():
    game = get_game("ancient")
    found = False
    for seed in range(1, 8):
        state, seat, place = _to_build_placement(game, seed)
        h = hint(game, game.view(state, seat), seat, NORMAL, Rng(seed))
        assert Hint.from_json(h.to_json()) == h
        if h.plan:
            found = True
            probe = game.copy(state)
            game.apply(probe, seat, h.best.action)
            for action in h.plan:
                assert game.why_not(probe, seat, action) is None
                game.apply(probe, seat, action)
    assert found
