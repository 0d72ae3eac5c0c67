"""Whole games of every game reviewed (slow): every decision of the person with a choice is judged, the
words are there in both languages, and the review reads back from its JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from civitas.ai.review import Review, review_record, turning_points
from civitas.engine.record import GameRecord
from civitas.engine.registry import game_ids, get_game
from review_helpers import small_level

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_a_whole_two_player_game_is_reviewed(game_id):
    game = get_game(game_id)
    path = sorted((GOLDEN / game_id).glob("*2p*.civitas.json"))[0]
    record = GameRecord.from_json(json.loads(path.read_text(encoding="utf-8"))["record"])
    record.players = [{"name": "Ann"}, {"name": "", "ai": "normal"}]
    review = review_record(game, record, small_level(12))
    state, _ = game.start(game.validate_options(record.options), record.seed)
    choices = []
    for index, (seat, action) in enumerate(record.steps):
        if seat == 0 and len(game.legal_actions(state, seat)) > 1:
            choices.append(index)
        game.apply(state, seat, action)
    assert game.is_over(state)
    assert [j.step for j in review.judgements if j.person] == choices
    assert review.curve(1), "the computer's curve"
    assert all(0.0 <= j.chance <= 1.0 and 0.0 <= j.best_chance <= 1.0 for j in review.judgements)
    for j in review.judgements:
        if j.person:
            assert all(j.words[lang]["action"] and j.words[lang]["reason"] for lang in ("en", "ru"))
    worst = review.costliest(0, 5)
    assert [j.drop for j in worst] == sorted((j.drop for j in worst), reverse=True)
    again = Review.from_json(json.loads(json.dumps(review.to_json())))
    assert again.to_json() == review.to_json()
    assert turning_points(again) == turning_points(review)
