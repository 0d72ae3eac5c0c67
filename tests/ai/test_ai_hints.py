from __future__ import annotations

import pytest

from civitas.ai.hints import HINT_MESSAGES, Hint, hint
from civitas.ai.levels import without_time_limit
from civitas.engine.registry import UnknownGame
from civitas.engine.rng import Rng
from civitas.games.tiny import ai as tiny_ai

from .conftest import play_to_turn


def test_hint_moves_are_distinct_legal_and_explained(tiny):
    for players in (2, 3, 4):
        state = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": players}), 30 + players))
        seat = state.turn
        h = hint(tiny, tiny.view(state, seat), seat, without_time_limit("normal"), Rng(1))
        assert 1 <= len(h.moves) <= 3
        actions = [m.action for m in h.moves]
        assert len(set(actions)) == len(actions)
        legal = tiny.legal_actions(state, seat)
        for m in h.moves:
            assert m.action in legal
            assert 0.0 <= m.win_chance <= 1.0
            assert m.reason.startswith("hint.")
            assert m.reason in tiny_ai.HINT_MESSAGES["en"] and m.reason in tiny_ai.HINT_MESSAGES["ru"]
            tiny_ai.HINT_MESSAGES["en"][m.reason].format(**m.reason_args)
            tiny_ai.HINT_MESSAGES["ru"][m.reason].format(**m.reason_args)
        assert h.best == h.moves[0] and h.alternatives == h.moves[1:]
        assert Hint.from_json(h.to_json()) == h


def test_hint_points_at_the_win(tiny):
    state = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": 2}), 3))
    state.turn, state.scores, state.hands[0] = 0, [7, 9], [1, 2]
    h = hint(tiny, tiny.view(state, 0), 0, "easy", Rng(4))
    assert h.best.action == ("play", 2)
    assert h.best.reason == "hint.tiny.win_now" and h.best.win_chance == 1.0
    assert all(m.win_chance < 1.0 for m in h.alternatives)


def test_generic_messages_exist():
    for lang in ("ru", "en"):
        assert "hint.generic" in HINT_MESSAGES[lang]


def test_hint_messages_merge_generic_and_game_templates():
    from civitas.ai.hints import hint_messages

    en = hint_messages("tiny", "en")
    assert en["hint.generic"] == HINT_MESSAGES["en"]["hint.generic"]
    assert en["hint.tiny.roll"] == tiny_ai.HINT_MESSAGES["en"]["hint.tiny.roll"]
    assert hint_messages("tiny", "ru")["hint.tiny.roll"] == tiny_ai.HINT_MESSAGES["ru"]["hint.tiny.roll"]
    assert hint_messages("tiny", "xx")["hint.generic"] == HINT_MESSAGES["en"]["hint.generic"]
    with pytest.raises(UnknownGame):  # no silent default for a game that is not registered
        hint_messages("no_such_game", "en")


def test_coach_flags_a_move_much_worse_than_the_best():
    from civitas.ai.hints import Hint, HintMove

    best = HintMove(("play", 5), 0.8, 40, "hint.generic")
    fine = HintMove(("play", 4), 0.75, 30, "hint.generic")
    poor = HintMove(("roll",), 0.3, 20, "")
    unsearched = HintMove(("draw",), 0.1, 1, "")
    hint = Hint(0, [best, fine], [poor, unsearched])
    assert hint.better_than(("roll",)) == best
    assert hint.better_than(("play", 4)) is None  # close to the best: no note
    assert hint.better_than(("play", 5)) is None  # the best itself
    assert hint.better_than(("draw",)) is None  # too few visits to judge
    assert hint.better_than(("pace", 1)) is None  # never searched
    assert Hint.from_json(hint.to_json()) == hint
