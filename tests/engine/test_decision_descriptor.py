"""``Game.decision``: what a seat is asked, for every game, in words both languages have."""

from __future__ import annotations

import random

import pytest

from civitas.engine.game import Decision, frame_decision
from civitas.engine.registry import get_game
from civitas.engine.session import Session

GAMES = ("empires", "ancient", "heroes", "territory")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_seat_to_move_is_asked_a_question_both_catalogs_word(game_id: str) -> None:
    game = get_game(game_id)
    catalogs = {lang: game.catalog(lang) for lang in ("en", "ru")}
    kinds: set[str] = set()
    for seed in range(2):
        state = Session.new(game, {}, seed).state
        rnd = random.Random(seed)
        for _ in range(120):
            if game.is_over(state):
                break
            movers = game.to_move(state)
            for seat in range(game.num_seats(state)):
                decision = game.decision(state, seat)
                if seat not in movers:
                    assert decision is None, (seat, movers)
                    continue
                assert decision is not None and decision.kind
                assert 0 <= decision.min_picks <= decision.max_picks and decision.left >= 1
                for lang, catalog in catalogs.items():
                    assert decision.prompt in catalog, (lang, decision.prompt)
                kinds.add(decision.kind)
            seat = movers[0]
            game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)))
    assert len(kinds) >= 3  # the play met more than the free turn


def test_a_finished_game_asks_nobody() -> None:
    game = get_game("tiny")
    state = Session.new(game, {"players": 2}, 1).state
    rnd = random.Random(1)
    while not game.is_over(state):
        seat = game.to_move(state)[0]
        game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)))
    assert [game.decision(state, seat) for seat in range(2)] == [None, None]


def test_a_frame_with_picks_left_takes_that_many_or_any_number_up_to_them_when_optional() -> None:
    must = frame_decision("pick", "card:7", {"left": 3, "purpose": "exile", "optional": False, "cards": [1, 2]})
    assert must == Decision("pick", "phase.pick", {"left": 3, "purpose": "exile"}, "card:7", 3, 3, 3)
    may = frame_decision("pick", "", {"left": 2, "optional": True})
    assert (may.min_picks, may.max_picks, may.left) == (0, 2, 2)
    one = frame_decision("slot", "", {})
    assert (one.prompt, one.min_picks, one.max_picks) == ("phase.slot", 1, 1)


def test_a_frame_decision_carries_only_the_lists_it_is_told_as_tuples_and_the_click_declared() -> None:
    data = {"left": 1, "drawn": [4, 5], "cards": [6], "optional": False}
    shown = frame_decision("explore_pick", "explore", data, lists=("drawn",), click="card")
    assert shown.args == {"left": 1, "drawn": (4, 5)} and shown.click == "card"
    assert frame_decision("explore_pick", "explore", data).click == ""  # buttons only unless declared


@pytest.mark.parametrize("game_id", ("ancient", "empires"))
def test_a_machine_games_decision_names_what_a_click_answers_as_its_declaration_does(game_id: str) -> None:
    game = get_game(game_id)
    state = Session.new(game, {}, 1).state
    rnd = random.Random(1)
    clicked: set[str] = set()
    for _ in range(80):
        if game.is_over(state):
            break
        seat = game.to_move(state)[0]
        decision = game.decision(state, seat)
        assert decision is not None and decision.click in ("", "card", "army", "citizen")
        if decision.click:
            clicked.add(decision.kind)
        assert decision.kind != "turn" or decision.click == ""  # a free turn is answered by drags and the bar
        game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)))
    assert clicked  # the play met a decision that a click answers
