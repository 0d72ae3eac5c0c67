"""Levels differ in budget, evaluation quality and move noise."""

from __future__ import annotations

import pytest

from civitas.ai.knowledge import DEFAULT, evaluator_for, knowledge_for
from civitas.ai.levels import LEVELS
from civitas.engine.registry import get_game


class _TwoJudgements:
    def evaluate(self, game, state):
        return [0.9, 0.1]

    def basic_evaluate(self, game, state):
        return [0.6, 0.4]

    def policy(self, game, state, seat, legal, rng):
        return legal[0]

    def reason(self, game, state, seat, action):
        return "hint.generic", {}


def test_full_evaluation_is_the_games_own():
    know = _TwoJudgements()
    assert evaluator_for(know, "full") is know


def test_basic_evaluation_uses_the_games_plainer_judgement():
    assert evaluator_for(_TwoJudgements(), "basic").evaluate(None, None) == [0.6, 0.4]


def test_basic_evaluation_is_the_full_one_when_a_game_has_no_other():
    tiny = knowledge_for("tiny")
    game = get_game("tiny")
    state = game.new_state(game.validate_options({"players": 3}), 1)
    assert evaluator_for(tiny, "basic").evaluate(game, state) == tiny.evaluate(game, state)


def test_no_evaluation_gives_equal_shares_until_the_end():
    game = get_game("tiny")
    state = game.new_state(game.validate_options({"players": 3}), 1)
    assert evaluator_for(_TwoJudgements(), "none") is DEFAULT
    assert DEFAULT.evaluate(game, state) == [pytest.approx(1 / 3)] * 3


def test_unknown_evaluation_is_refused():
    with pytest.raises(ValueError, match="unknown evaluation"):
        evaluator_for(_TwoJudgements(), "perfect")


def test_every_level_names_a_known_evaluation():
    for level in LEVELS.values():
        evaluator_for(_TwoJudgements(), level.evaluation)


def test_hard_searches_more_and_judges_better_than_normal_and_normal_than_easy():
    easy, normal, hard = LEVELS["easy"], LEVELS["normal"], LEVELS["hard"]
    assert easy.iterations < normal.iterations < hard.iterations
    assert easy.noise > normal.noise >= hard.noise
    order = {"none": 0, "basic": 1, "full": 2}
    assert order[normal.evaluation] <= order[hard.evaluation]


def test_hints_judge_with_the_full_evaluation_and_show_the_best_move():
    from inspect import signature

    from civitas.ai.hints import hint

    assert signature(hint).parameters["budget"].default == "hint"
    level = LEVELS["hint"]
    assert level.evaluation == "full" and level.noise == 0 and level.temperature == 0
    assert level.seconds <= LEVELS["normal"].seconds  # as quick to answer as a Normal move


def test_a_game_without_questions_has_no_answer_time():
    from civitas.ai.knowledge import answer_seconds

    tiny = get_game("tiny")
    state = tiny.new_state(tiny.validate_options({"players": 2}), 1)
    assert answer_seconds(knowledge_for("tiny"), tiny, tiny.view(state, 0), 0) == 0


class _Tuned(_TwoJudgements):
    """A game that plays Hard with a prior weight (and tries to rename it and lift its time limit)."""

    def level_overrides(self, level):
        return {"prior_weight": 3.0, "name": "other", "seconds": 99.0} if level == "hard" else {}


def test_a_game_without_level_overrides_plays_every_level_unchanged():
    from civitas.ai.levels import for_game

    for level in LEVELS.values():
        assert for_game(level, _TwoJudgements()) is level  # no such method at all
        assert for_game(level, DEFAULT) is level  # the base knowledge has nothing to change
        assert for_game(level, knowledge_for("tiny")) == level


def test_a_games_level_overrides_change_fields_but_never_the_name_or_time_limit():
    from civitas.ai.levels import for_game

    hard = for_game(LEVELS["hard"], _Tuned())
    assert hard.prior_weight == 3.0
    assert hard.name == "hard" and hard.seconds == LEVELS["hard"].seconds
    assert hard.iterations == LEVELS["hard"].iterations
    assert for_game(LEVELS["normal"], _Tuned()) is LEVELS["normal"]
