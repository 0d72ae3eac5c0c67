from __future__ import annotations

import pytest

from civitas.ai.ismcts import NoDecision, search
from civitas.ai.knowledge import DEFAULT, DefaultKnowledge, Knowledge, knowledge_for
from civitas.ai.levels import LEVELS, choose, get_level, without_time_limit
from civitas.engine.registry import UnknownGame
from civitas.engine.rng import Rng

from .conftest import play_to_turn


def test_knowledge_registry(tiny):
    know = knowledge_for("tiny")
    assert isinstance(know, Knowledge)
    assert type(know) is not DefaultKnowledge
    with pytest.raises(UnknownGame):  # no silent default for a game that is not registered
        knowledge_for("no_such_game")
    state = tiny.new_state(tiny.validate_options({"players": 3}), 1)
    values = DEFAULT.evaluate(tiny, state)
    assert values == [1 / 3] * 3
    assert DEFAULT.reason(tiny, state, 0, ("pace", 1)) == ("hint.generic", {})
    for v in know.evaluate(tiny, state):
        assert 0.0 <= v <= 1.0


def test_search_returns_only_legal_actions(tiny):
    for players in (2, 3, 4):
        state = tiny.new_state(tiny.validate_options({"players": players}), 11 + players)
        rng = Rng(5)
        for _ in range(30):
            if tiny.is_over(state):
                break
            seat = tiny.to_move(state)[-1]
            view = tiny.view(state, seat)
            result = search(tiny, view, seat, Rng(players), iterations=80, seconds=10)
            legal = tiny.legal_actions(state, seat)
            assert {s.action for s in result.ranked} == set(legal)
            for level in ("random", "easy", "normal"):
                assert choose(tiny, view, seat, without_time_limit(level), rng) in legal
            tiny.apply(state, seat, result.best)


def test_finds_the_obvious_winning_move(tiny):
    state = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": 2}), 3))
    state.turn = 0
    state.scores = [7, 9]
    state.hands[0] = [1, 2]
    state.pace = [1, 1]
    view = tiny.view(state, 0)
    for level in ("easy", "normal", "hard"):
        result = search(tiny, view, 0, Rng(2), iterations=get_level(level).iterations, seconds=100)
        assert result.best == ("play", 2), (level, result.ranked)
        assert result.ranked[0].mean == 1.0
    assert choose(tiny, view, 0, without_time_limit("hard"), Rng(9)) == ("play", 2)


def test_same_seed_same_choice(tiny):
    state = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": 3}), 21))
    seat = tiny.to_move(state)[0]
    view = tiny.view(state, seat)
    for level in LEVELS:
        lvl = without_time_limit(level)
        a = [choose(tiny, view, seat, lvl, Rng(s)) for s in range(5)]
        b = [choose(tiny, view, seat, lvl, Rng(s)) for s in range(5)]
        assert a == b
    r1 = search(tiny, view, seat, Rng(3), iterations=300, seconds=100)
    r2 = search(tiny, view, seat, Rng(3), iterations=300, seconds=100)
    assert r1.ranked == r2.ranked


def test_single_legal_action_is_immediate(tiny):
    state = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": 2}), 4))
    state.deck = []
    state.hands[state.turn] = []
    seat = state.turn
    called = []
    assert choose(tiny, tiny.view(state, seat), seat, "hard", Rng(1), called.append) == ("roll",)
    assert called == [1.0]


def test_budget_progress_and_time_limit(tiny):
    state = tiny.new_state(tiny.validate_options({"players": 4}), 8)
    view = tiny.view(state, 2)
    seen: list[float] = []
    result = search(tiny, view, 2, Rng(1), iterations=500, seconds=100, progress=seen.append)
    assert result.iterations == 500
    assert seen and seen[-1] == 1.0 and seen == sorted(seen)
    assert all(0.0 <= f <= 1.0 for f in seen)
    quick = search(tiny, view, 2, Rng(1), iterations=10**9, seconds=0.05)
    assert quick.seconds < 0.5 and quick.iterations < 10**9


def test_simultaneous_phase_any_seat(tiny):
    state = tiny.new_state(tiny.validate_options({"players": 3}), 8)
    assert tiny.to_move(state) == (0, 1, 2)
    for seat in (2, 1, 0):
        action = choose(tiny, tiny.view(state, seat), seat, without_time_limit("normal"), Rng(seat))
        assert action in tiny.legal_actions(state, seat)
        tiny.apply(state, seat, action)
    assert state.phase == "play"


def test_no_decision_raises(tiny):
    state = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": 2}), 4))
    other = 1 - state.turn
    try:
        search(tiny, tiny.view(state, other), other, Rng(1), iterations=10)
    except NoDecision:
        pass
    else:
        raise AssertionError("expected NoDecision")


class _FavoursLast(DefaultKnowledge):
    """A prior that rates the last legal move best and the others nothing."""

    def prior(self, game, state, seat, legal):
        return [1.0 if i == len(legal) - 1 else 0.0 for i in range(len(legal))]


def test_progressive_bias_expands_the_prior_favourite_first_and_lends_it_visits(tiny):
    state = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": 2}), 7))
    seat = state.turn
    view = tiny.view(state, seat)
    legal = tiny.legal_actions(state, seat)
    assert len(legal) > 1
    know = _FavoursLast()
    first = search(tiny, view, seat, Rng(1), iterations=1, seconds=9.0, knowledge=know, prior_weight=1.0)
    assert [s.action for s in first.ranked if s.visits] == [legal[-1]]  # tried first: the favourite
    plain = search(tiny, view, seat, Rng(1), iterations=60, seconds=9.0, knowledge=know)
    biased = search(tiny, view, seat, Rng(1), iterations=60, seconds=9.0, knowledge=know, prior_weight=50.0)
    visits = {s.action: s.visits for s in biased.ranked}
    assert visits[legal[-1]] > {s.action: s.visits for s in plain.ranked}[legal[-1]]
    assert visits[legal[-1]] == max(visits.values())


def test_a_knowledge_without_an_opinion_leaves_the_search_as_it_was(tiny):
    state = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": 2}), 7))
    seat = state.turn
    view = tiny.view(state, seat)
    plain = search(tiny, view, seat, Rng(3), iterations=80, seconds=9.0)
    weighted = search(tiny, view, seat, Rng(3), iterations=80, seconds=9.0, prior_weight=1.0)
    assert [(s.action, s.visits) for s in plain.ranked] == [(s.action, s.visits) for s in weighted.ranked]


class _FavoursLastInHard(_FavoursLast):
    """The same prior, which the game asks Hard to lean on (a game's level override)."""

    def level_overrides(self, level):
        return {"prior_weight": 50.0, "iterations": 1} if level == "hard" else {}


def test_level_search_plays_the_level_as_the_game_adjusts_it(tiny):
    from civitas.ai.levels import level_search

    state = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": 2}), 7))
    seat = state.turn
    view = tiny.view(state, seat)
    legal = tiny.legal_actions(state, seat)
    know = _FavoursLastInHard()
    result = level_search(tiny, view, seat, without_time_limit("hard"), Rng(1), knowledge=know)
    assert result.iterations == 1  # the game's budget, not Hard's 1500
    assert [s.action for s in result.ranked if s.visits] == [legal[-1]]  # its prior's favourite first
    plain = level_search(tiny, view, seat, without_time_limit("normal"), Rng(1), knowledge=know)
    assert plain.iterations == LEVELS["normal"].iterations  # no override for Normal


@pytest.mark.parametrize(("positions", "iterations", "least"), [
    pytest.param(3, 100, 6, id="3-positions-a-game"),
    pytest.param(60, 300, 20, id="60-positions-a-game", marks=pytest.mark.slow),
])
def test_stopping_once_the_move_is_settled_keeps_the_move_and_saves_iterations(positions: int, iterations: int,
                                                                               least: int):
    """A search that stops when the most visited move can no longer be overtaken plays the same move."""
    from civitas.engine.registry import get_game

    saved = 0
    compared = 0
    for game_id, seed in (("heroes", 3), ("ancient", 5), ("territory", 7)):
        game = get_game(game_id)
        state = game.new_state(game.validate_options({"players": 2}), seed)
        rng = Rng(seed)
        asked = 0
        while asked < positions:
            if game.is_over(state):
                break
            seat = game.to_move(state)[0]
            legal = game.legal_actions(state, seat)
            asked += 1
            if len(legal) > 1:
                view = game.view(state, seat)
                know = knowledge_for(game_id)
                full = search(game, view, seat, Rng(9), iterations=iterations, seconds=1e9, knowledge=know)
                quick = search(game, view, seat, Rng(9), iterations=iterations, seconds=1e9, knowledge=know,
                               stop_when_decided=True)
                assert quick.best == full.best
                assert quick.iterations <= full.iterations
                saved += full.iterations - quick.iterations
                compared += 1
            game.apply(state, seat, legal[rng.below(len(legal))])
    assert compared >= least
    assert saved > 0  # somewhere the choice was settled before the budget ran out


def test_hard_stops_when_settled_and_the_hint_search_does_not():
    assert LEVELS["hard"].stop_when_decided
    assert not LEVELS["hint"].stop_when_decided
    assert not any(LEVELS[name].stop_when_decided for name in ("easy", "normal"))  # their noise needs the rest


class _Recording:
    """A game's knowledge that notes the turn mark of every position a rollout stops at."""

    def __init__(self, game_id: str) -> None:
        self.inner = knowledge_for(game_id)
        self.stops: list[tuple[int, bool]] = []

    def __getattr__(self, name: str):
        return getattr(self.inner, name)

    def evaluate(self, game, state):
        self.stops.append((self.inner.turn_mark(game, state), game.is_over(state)))
        return self.inner.evaluate(game, state)


@pytest.mark.parametrize("game_id", ["heroes", "ancient"])
def test_a_rollout_horizon_stops_rollouts_where_the_turn_mark_reaches_it(game_id):
    """With a horizon of one, every rollout that is cut short ends exactly one turn mark after the node it
    began from (never earlier, the depth being ample), so the evaluation sees whole turns (or rounds)."""
    from civitas.engine.registry import get_game

    game = get_game(game_id)
    state = game.new_state(game.validate_options({"players": 2}), 4)
    rng = Rng(4)
    for _ in range(25):  # somewhere into the game, past its setup
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        game.apply(state, seat, legal[rng.below(len(legal))])
    seat = game.to_move(state)[0]
    view = game.view(state, seat)
    start = knowledge_for(game_id).turn_mark(game, view)
    know = _Recording(game_id)
    search(game, view, seat, Rng(2), iterations=120, seconds=1e9, rollout_depth=400, knowledge=know, horizon=1)
    cut = [mark for mark, over in know.stops if not over]
    assert cut and all(start + 1 <= mark <= start + 2 for mark in cut)  # the tree may cross one boundary
    deep = _Recording(game_id)
    search(game, view, seat, Rng(2), iterations=120, seconds=1e9, rollout_depth=400, knowledge=deep)
    deep_cut = [mark for mark, over in deep.stops if not over]
    assert len(deep_cut) < len(cut) / 2  # without a horizon the same depth mostly plays the game out


def test_a_game_without_a_turn_mark_keeps_the_depth_only(tiny):
    state = tiny.new_state(tiny.validate_options({"players": 2}), 3)
    seat = tiny.to_move(state)[0]
    view = tiny.view(state, seat)
    a = search(tiny, view, seat, Rng(1), iterations=60, seconds=1e9, rollout_depth=6, horizon=1)
    b = search(tiny, view, seat, Rng(1), iterations=60, seconds=1e9, rollout_depth=6)
    assert [(s.action, s.visits) for s in a.ranked] == [(s.action, s.visits) for s in b.ranked]


def test_every_game_knowledge_says_how_a_hint_plan_is_shown():
    """The hint's follow-ups pass through one declared hook (``Knowledge.shown_plan``) in every game;
    the plain knowledge shows the plan as the search found it."""
    for game_id in ("heroes", "ancient", "territory", "empires", "tiny"):
        know = knowledge_for(game_id)
        assert isinstance(know, Knowledge), game_id
        assert callable(know.shown_plan), game_id
    plan = [("a", 1), ("b", 2)]
    assert DEFAULT.shown_plan(None, None, 0, ("x",), plan) == plan  # type: ignore[arg-type]
