"""The game review: every decision of the people judged by the hint search, the curves, the turning
points and each person's costliest decisions."""

from __future__ import annotations

import json

import pytest

from civitas.ai.review import (
    Judgement,
    Review,
    ReviewCancelled,
    fill_names,
    name_mark,
    people,
    review_record,
    turning_points,
)
from civitas.engine.record import GameRecord
from review_helpers import planted_game, small_level


def _without_time(data: dict) -> dict:
    return {k: v for k, v in data.items() if k != "seconds"}


def test_a_planted_blunder_is_the_persons_costliest_decision(tiny):
    record, planted = planted_game(tiny)
    review = review_record(tiny, record, small_level())
    worst = review.costliest(0, 3)
    assert worst and worst[0].step == planted
    assert worst[0].action == ("roll",) and worst[0].best[0] == "play"
    assert worst[0].drop > 0.3
    assert worst[0].reason == "hint.tiny.win_now"
    assert "enough to win" in worst[0].words["en"]["reason"]
    assert "победы" in worst[0].words["ru"]["reason"]
    assert worst[0].words["en"]["action"] and worst[0].words["ru"]["best"]


def test_only_the_people_are_judged_and_the_computer_gives_points_of_its_curve(tiny):
    record, _ = planted_game(tiny)
    assert people(record, 2) == [0]
    review = review_record(tiny, record, small_level())
    assert review.seats == [0]
    assert review.curve(1), "the computer's chances are sampled for its curve"
    assert review.costliest(1) == [], "a computer's moves are never listed"
    assert all(not j.person for j in review.judgements if j.seat == 1)


def test_decisions_with_one_legal_action_are_skipped(tiny):
    record, _ = planted_game(tiny)
    review = review_record(tiny, record, small_level())
    state, _ = tiny.start(tiny.validate_options(record.options), record.seed)
    judged = {j.step for j in review.judgements}
    for index, (seat, action) in enumerate(record.steps):
        if len(tiny.legal_actions(state, seat)) == 1:
            assert index not in judged
        tiny.apply(state, seat, action)
    assert all(j.options > 1 for j in review.judgements)


def test_a_review_depends_on_its_seed_alone_and_round_trips_through_json(tiny):
    record, _ = planted_game(tiny)
    first = review_record(tiny, record, small_level(), seed=5)
    second = review_record(tiny, record, small_level(), seed=5)
    assert _without_time(first.to_json()) == _without_time(second.to_json())
    again = Review.from_json(json.loads(json.dumps(first.to_json())))
    assert again.to_json() == first.to_json()


def test_progress_rises_to_the_end_and_a_stop_request_cancels(tiny):
    record, _ = planted_game(tiny)
    seen: list[float] = []
    review_record(tiny, record, small_level(), progress=seen.append)
    assert seen[0] == 0.0 and seen[-1] == 1.0
    assert seen == sorted(seen)
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 2

    with pytest.raises(ReviewCancelled):
        review_record(tiny, record, small_level(), should_stop=stop)


def test_a_record_that_does_not_replay_is_refused(tiny):
    record, _ = planted_game(tiny)
    broken = GameRecord(record.game_id, record.options, record.seed, [(1, ("pace", 7))], players=record.players)
    with pytest.raises(ValueError):
        review_record(tiny, broken, small_level())


def test_names_are_marks_until_the_panel_fills_them_in():
    text = f"attack {name_mark(1)} with {name_mark(0)}"
    assert fill_names(text, ["Ann", "Bob"]) == "attack Bob with Ann"


def _j(step: int, seat: int, chance: float, best: float | None = None) -> Judgement:
    return Judgement(step, seat, ("x",), chance, ("y",), chance if best is None else best, "hint.generic")


def test_turning_points_are_changes_of_the_lead_and_each_players_largest_fall():
    review = Review("tiny", "normal", 0, [0, 1], 2, 10, [
        _j(0, 0, 0.60), _j(1, 1, 0.40),
        _j(2, 0, 0.55), _j(3, 1, 0.70),  # seat 1 takes the lead (0.70 vs 0.55)
        _j(4, 0, 0.20, 0.58),  # seat 0 falls most here, by its own move
        _j(5, 1, 0.80),
    ])
    turns = turning_points(review)
    assert [(t.step, t.kind, t.seat) for t in turns] == [(3, "lead", 1), (4, "drop", 0)]
    assert review.costliest(0) == [review.judgements[4]]


def test_noise_around_an_even_game_is_no_change_of_the_lead():
    review = Review("tiny", "normal", 0, [0, 1], 2, 10, [
        _j(0, 0, 0.52), _j(1, 1, 0.48), _j(2, 0, 0.49), _j(3, 1, 0.53), _j(4, 0, 0.51),
    ])
    assert [t for t in turning_points(review) if t.kind == "lead"] == []


def test_a_damaged_review_file_is_refused():
    with pytest.raises((ValueError, KeyError, TypeError)):
        Review.from_json({"format": 1, "game": "tiny"})
    good = Review("tiny", "normal", 0, [0], 2, 3, [_j(0, 0, 0.5)]).to_json()
    good["judgements"][0]["chance"] = 7.0
    with pytest.raises(ValueError):
        Review.from_json(good)
