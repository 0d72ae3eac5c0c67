import pytest

from civitas.engine.game import OptionError, Reason
from civitas.engine.record import GameRecord, ReplayError, replay
from civitas.engine.registry import UnknownGame, get_game
from civitas.engine.session import Session

TINY = get_game("tiny")


def play_pace_phase(session: Session) -> None:
    for seat in range(TINY.num_seats(session.state)):
        session.act(seat, ("pace", 0))


def test_illegal_action_returns_a_reason_and_changes_nothing():
    session = Session.new(TINY, {"players": 2}, 5)
    before = session.state_hash()
    result = session.act(0, ("play", 99))
    assert isinstance(result, Reason) and result.code == "tiny.no_such_card"
    assert isinstance(session.act(1, ("roll",)), Reason)
    assert session.state_hash() == before and session.record.steps == []


def test_undo_goes_back_one_decision_of_the_human():
    session = Session.new(TINY, {"players": 3}, 5)
    session.act(0, ("pace", 1))
    session.act(1, ("pace", 0))
    assert session.undo(1)
    assert session.state.pace == [1, None, None]
    assert session.record.undo_used == 1


def test_undo_never_crosses_a_reveal():
    session = Session.new(TINY, {"players": 2}, 5)
    play_pace_phase(session)  # the last pace choice reveals every pace: a barrier
    assert not session.can_undo(0)
    assert not session.undo(1)
    session.act(0, ("roll",))  # dice: a barrier too
    assert not session.can_undo(0)
    assert session.record.undo_used == 0


def test_undo_removes_later_moves_of_other_seats():
    session = Session.new(TINY, {"players": 3}, 11)
    session.act(0, ("pace", 1))
    session.act(2, ("pace", 1))
    assert session.undo(0)
    assert session.record.steps == []


def test_replay_reproduces_the_same_state_hash():
    session = Session.new(TINY, {"players": 3}, 1234)
    while not TINY.is_over(session.state):
        seat = TINY.to_move(session.state)[0]
        session.act(seat, TINY.legal_actions(session.state, seat)[-1])
    again = Session(TINY, GameRecord.from_json(session.record.to_json()))
    assert again.state_hash() == session.state_hash()
    again.verify(session.state_hash())
    with pytest.raises(ReplayError):
        again.verify("0" * 32)


def test_replay_rejects_an_illegal_step():
    record = GameRecord("tiny", {"players": 2, "target": 10}, 1, steps=[(1, ("play", 42))])
    with pytest.raises(ReplayError) as info:
        replay(TINY, record)
    assert info.value.code == "replay.illegal_step"


def test_options_out_of_range_are_refused_with_a_code():
    with pytest.raises(OptionError) as info:
        TINY.validate_options({"players": 9})
    assert info.value.code == "option.out_of_range"
    with pytest.raises(OptionError) as info:
        TINY.validate_options({"colour": "red"})
    assert info.value.code == "option.unknown"


def test_unknown_game_id_is_a_clear_error():
    with pytest.raises(UnknownGame):
        get_game("no-such-game")


def test_session_keeps_every_event_and_undo_rebuilds_them():
    session = Session.new(TINY, {"players": 3}, 5)
    session.act(0, ("pace", 1))
    session.act(1, ("pace", 0))
    assert [e.kind for e in session.events] == ["pace_chosen", "pace_chosen"]
    session.undo(1)
    assert [e.kind for e in session.events] == ["pace_chosen"]


def test_the_setup_events_come_first_in_a_session_and_survive_undo():
    game = get_game("heroes")
    session = Session.new(game, {"players": 2}, 4)
    opening = [e.kind for e in session.events]
    assert opening[:3] == ["tribe", "tribe", "first_player"]
    seat = game.to_move(session.state)[0]
    session.act(seat, game.legal_actions(session.state, seat)[0])
    if session.can_undo(seat):
        session.undo(seat)
    assert [e.kind for e in session.events][: len(opening)] == opening
