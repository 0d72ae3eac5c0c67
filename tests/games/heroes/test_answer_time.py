"""The computer takes the same time over every question it is asked whatever it holds (luck,
olympic games, a hero), so how long it pauses tells nobody what is in its hand."""

import time

import pytest
from heroes_helpers import act, give, position, stack

from civitas.ai.knowledge import answer_seconds
from civitas.ai.worker import AiWorker, Progress, Result
from civitas.engine.actions import action_from_json
from civitas.games.heroes import GAME, flow
from civitas.games.heroes.ai import ANSWER_SECONDS, KNOWLEDGE
from civitas.games.heroes.cards import IRON, LUCK, QUAKE
from civitas.games.heroes.state import HeroesState


def _quake_on_seat_2(hand_of_2: list[int]) -> HeroesState:
    s = position(4, current=0, phase="turn_start")
    stack(s, QUAKE)
    give(s, 2, *hand_of_2)
    flow.run(s, [])
    act(s, 0, ("quake", 2, 0))
    assert s.pending[-1][:2] == ("luck_quake", 2)
    return s


def test_an_answer_to_a_question_has_a_fixed_time_and_ordinary_moves_have_none():
    s = _quake_on_seat_2([IRON])
    assert answer_seconds(KNOWLEDGE, GAME, GAME.view(s, 2), 2) == ANSWER_SECONDS > 0
    assert answer_seconds(KNOWLEDGE, GAME, GAME.view(s, 1), 1) == 0  # not the asked seat
    turn = position(4, current=0, phase="action")
    assert answer_seconds(KNOWLEDGE, GAME, GAME.view(turn, 0), 0) == 0


def _answer(worker: AiWorker, request_id: int, s: HeroesState, level: str) -> tuple[Result, list[Progress]]:
    worker.request(request_id, "heroes", GAME.to_json(GAME.view(s, 2)), 2, level, "move")
    got: list[object] = []
    end = time.monotonic() + 30
    while time.monotonic() < end and not any(isinstance(m, Result) and m.request_id == request_id for m in got):
        got.extend(worker.poll())
        time.sleep(0.01)
    result = next(m for m in got if isinstance(m, Result) and m.request_id == request_id)
    return result, [m for m in got if isinstance(m, Progress) and m.request_id == request_id]


@pytest.mark.parametrize("level", ["hard", "easy"])
@pytest.mark.parametrize("luck", [False, True], ids=["without-luck", "holding-luck"])
def test_the_computer_takes_the_full_answer_time_with_or_without_luck_and_shows_no_progress(luck: bool, level: str):
    s = _quake_on_seat_2([IRON, LUCK] if luck else [IRON])
    assert len(GAME.legal_actions(s, 2)) == (2 if luck else 1)
    with AiWorker() as worker:
        result, progress = _answer(worker, 1, s, level)
        assert action_from_json(result.action) in GAME.legal_actions(s, 2)
        assert result.seconds >= ANSWER_SECONDS
        # Progress would show whether there was anything to weigh up: only "thinking" is sent.
        assert all(p.fraction == -1.0 for p in progress)
