import json

import pytest

from civitas.engine.actions import action_from_json, action_to_json
from civitas.engine.events import Event


def test_nested_action_round_trips_through_json():
    action = ("build", "city", ("stone", "wood", "wood"), 0)
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


def test_action_json_rejects_objects():
    with pytest.raises(ValueError):
        action_from_json(["x", {"a": 1}])
    with pytest.raises(ValueError):
        action_from_json({"a": 1})


def test_event_secret_is_seen_only_by_its_owner():
    event = Event("drew", {"seat": 1}, owner=1, secret={"card": "iron"}, reveal=True)
    assert event.for_seat(1) == {"seat": 1, "card": "iron"}
    assert event.for_seat(0) == {"seat": 1}
    assert event.for_seat(None) == {"seat": 1}
    assert Event.from_json(json.loads(json.dumps(event.to_json()))) == event


def test_a_secret_shown_to_two_seats_is_read_by_both_and_no_other():
    event = Event("peek", {"seat": 0}, secret={"card": "iron"}, readers=(0, 2))
    assert event.owner == 0
    assert event.for_seat(0) == event.for_seat(2) == {"seat": 0, "card": "iron"}
    assert event.for_seat(1) == event.for_seat(None) == {"seat": 0}
    assert [event.may_read(s) for s in (None, 0, 1, 2)] == [False, True, False, True]
    back = Event.from_json(json.loads(json.dumps(event.to_json())))
    assert back == event and back.readers == (0, 2)


def test_an_event_with_one_owner_saves_as_before_without_a_readers_field():
    event = Event("drew", {"seat": 1}, owner=1, secret={"card": "iron"})
    assert event.readers == (1,)
    assert "readers" not in event.to_json()
    assert Event("rolled", {"n": 3}).readers == ()
