"""The decision stack: last in first out, automatic frames versus a seat's decisions, provenance kept,
copies independent, JSON round trips and bad JSON refused."""

from __future__ import annotations

import pytest

from civitas.engine.decisions import DecisionStack, Frame


def test_push_all_handles_the_first_frame_first():
    stack = DecisionStack()
    stack.push(Frame("end_turn"))
    stack.push_all([Frame("restore", 0, "troop"), Frame("roll", None, "titan_a")])
    assert [stack.pop().kind for _ in range(3)] == ["restore", "roll", "end_turn"]
    assert not stack


def test_waiting_names_the_deciding_seat_and_none_for_automatic_steps():
    stack = DecisionStack([Frame("round_end")])
    assert stack.waiting() is None
    stack.push(Frame("guild", 2, "scribes_guild", {"who": 1}))
    assert stack.waiting() == 2
    assert stack.top is not None and stack.top.source == "scribes_guild"


def test_a_copy_shares_nothing_with_the_original():
    stack = DecisionStack([Frame("lose", 1, "titan", {"left": 2, "cards": [4, 5]})])
    twin = stack.copy()
    twin.frames[0].data["cards"].append(9)
    twin.frames[0].data["left"] = 1
    twin.push(Frame("end_turn"))
    assert stack.frames[0].data == {"left": 2, "cards": [4, 5]}
    assert len(stack) == 1


def test_json_round_trip_keeps_kind_seat_source_and_data():
    stack = DecisionStack([Frame("end_turn"), Frame("explore_pick", 3, "explore", {"drawn": [1, 2, 3]})])
    back = DecisionStack.from_json(stack.to_json())
    assert back.to_json() == stack.to_json()
    assert back.waiting() == 3


@pytest.mark.parametrize(
    "bad",
    [{"frames": []}, [{"kind": "x", "seat": "0"}], [{"kind": "x", "data": [1]}], [{"seat": 1}]],
)
def test_bad_json_is_refused(bad):
    with pytest.raises((ValueError, KeyError)):
        DecisionStack.from_json(bad)
