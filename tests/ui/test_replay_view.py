"""The replay view: the game's real table stepping by move, turn and round (buttons, keys, slider), the log
in step, only the viewer's view until the game has ended, every hand after it on request, and no click on
the table that silently does nothing."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from civitas.engine.record import GameRecord
from civitas.engine.replay_session import ReplaySession
from civitas.storage.saves import SUFFIX, load_session
from civitas.ui.i18n import install_language
from civitas.ui.replay.window import ReplayWindow, replay_of_file

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
EMPIRES = GOLDEN / "empires" / "ai-2p-policy.civitas.json"  # hidden hands, 456 steps


@pytest.fixture
def english(qapp: Any) -> Any:
    install_language("en")
    yield
    install_language("en")


def window_of(qtbot: Any, path: Path, upto: int | None = None) -> ReplayWindow:
    session = load_session(path)
    record = session.record
    if upto is not None:  # an unfinished game: its first ``upto`` moves
        record = GameRecord(record.game_id, record.options, record.seed, record.steps[:upto], players=record.players)
    window = ReplayWindow(ReplaySession(session.game, record))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def test_buttons_and_keys_step_by_move_turn_and_round(qtbot: Any, english: Any) -> None:
    window = window_of(qtbot, GOLDEN / "ancient" / "ai-2p-policy.civitas.json")
    view, session = window.view, window.controller.replay
    assert view.step == session.length  # a replay opens at the end
    qtbot.mouseClick(view.nav.buttons["start"], Qt.MouseButton.LeftButton)
    assert view.step == 0
    qtbot.mouseClick(view.nav.buttons["move_on"], Qt.MouseButton.LeftButton)
    assert view.step == 1
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.step == 2
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.step == 1
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert view.step == session.turn_starts[1] if session.turn_starts[1] > 1 else session.turn_starts[2]
    turn = view.step
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert view.step == session.next_mark(session.turn_starts, turn)
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    assert view.step == turn
    qtbot.mouseClick(view.nav.buttons["round_on"], Qt.MouseButton.LeftButton)
    assert view.step == session.round_starts[1]
    qtbot.keyClick(view, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert view.step == session.round_starts[2]
    qtbot.mouseClick(view.nav.buttons["round_back"], Qt.MouseButton.LeftButton)
    assert view.step == session.round_starts[1]
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert view.step == session.length and not view.nav.buttons["move_on"].isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.step == 0 and not view.nav.buttons["move_back"].isEnabled()


def test_the_slider_goes_where_it_is_clicked_and_marks_every_round(qtbot: Any, english: Any) -> None:
    window = window_of(qtbot, GOLDEN / "ancient" / "ai-2p-policy.civitas.json")
    slider, session = window.view.nav.slider, window.controller.replay
    assert [step for step, _n in slider.marks] == session.round_starts
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=QPoint(slider.width() // 2, 10))
    assert abs(window.view.step - session.length // 2) <= 1
    assert slider.step == window.view.step
    assert slider.shown_labels()  # round numbers are written under the marks


def test_the_log_shows_what_had_happened_by_the_step_shown(qtbot: Any, english: Any) -> None:
    window = window_of(qtbot, GOLDEN / "ancient" / "ai-2p-policy.civitas.json")
    view, controller = window.view, window.controller
    whole = view.log_panel.lines()
    view.go_to(10)
    at_ten = view.log_panel.lines()
    assert at_ten == whole[: len(at_ten)] and len(at_ten) < len(whole)
    view.go_to(11)
    assert view.log_panel.lines()[: len(at_ten)] == at_ten and len(view.log_panel.lines()) >= len(at_ten)
    view.go_to(controller.replay.length)
    assert view.log_panel.lines() == whole


def test_before_the_end_the_table_gets_only_the_viewers_view(qtbot: Any, english: Any) -> None:
    window = window_of(qtbot, EMPIRES, upto=200)
    controller, game = window.controller, window.controller.game
    assert not controller.finished and not window.view.all_hands.isEnabled()
    window.view.go_to(150)
    full = game.to_json(controller.replay.state)
    seen = game.to_json(window.view.table.state())
    assert seen == game.to_json(game.view(controller.replay.state, controller.viewer_seat))
    assert seen != full  # the other seat's hand is hidden
    controller.set_show_all(True)  # refused while the game goes on
    assert game.to_json(window.view.table.state()) == seen


def test_after_the_end_every_hand_shows_on_request(qtbot: Any, english: Any) -> None:
    window = window_of(qtbot, EMPIRES)
    controller, game, view = window.controller, window.controller.game, window.view
    assert controller.finished and view.all_hands.isEnabled()
    view.go_to(150)
    full = game.to_json(controller.replay.state)
    assert game.to_json(view.table.state()) != full
    view.all_hands.setChecked(True)
    assert game.to_json(view.table.state()) == full
    view.go_to(151)
    assert game.to_json(view.table.state()) == game.to_json(controller.replay.state)
    view.all_hands.setChecked(False)
    assert game.to_json(view.table.state()) != game.to_json(controller.replay.state)


def test_in_hot_seat_the_viewer_picks_whose_eyes(qtbot: Any, english: Any) -> None:
    session = load_session(EMPIRES)
    record = session.record
    people = [{"name": "Anna"}, {"name": "Boris"}]
    watched = ReplaySession(session.game, GameRecord(record.game_id, record.options, record.seed,
                                                     record.steps[:150], players=people))
    window = ReplayWindow(watched)
    qtbot.addWidget(window)
    box = window.view.seat_box
    assert [box.itemText(i) for i in range(box.count())] == ["Anna", "Boris"] and box.isEnabled()
    box.setCurrentIndex(1)
    game = session.game
    assert window.controller.viewer_seat == 1
    assert game.to_json(window.view.table.state()) == game.to_json(game.view(watched.state, 1))


def test_a_click_or_a_key_on_the_table_says_this_is_a_replay_and_plays_nothing(qtbot: Any, english: Any) -> None:
    window = window_of(qtbot, EMPIRES, upto=120)
    view = window.view
    view.go_to(100)
    steps = list(window.controller.replay.record.steps)
    table_view = view.table.view  # the table's scene view
    qtbot.mouseClick(table_view.viewport(), Qt.MouseButton.LeftButton, pos=table_view.viewport().rect().center())
    assert "replay" in view.status_line.plain()
    view.show_status("")
    qtbot.keyClick(table_view.viewport(), Qt.Key.Key_A)
    assert "replay" in view.status_line.plain()
    view.show_status("")
    assert window.controller.try_act(0, ("anything",)) is not None  # a table's own button ends here
    assert "replay" in view.status_line.plain()
    assert window.controller.replay.record.steps == steps and view.step == 100


def test_the_save_is_never_changed(qtbot: Any, english: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / f"kept{SUFFIX}"
    shutil.copyfile(EMPIRES, path)
    before, stamp = path.read_bytes(), path.stat().st_mtime_ns
    session, when = replay_of_file(path)
    assert when is not None
    window = ReplayWindow(session, when)
    qtbot.addWidget(window)
    window.show()
    for name in ("start", "move_on", "round_on", "turn_on", "end", "move_back"):
        window.view.navigate(name)
    window.view.all_hands.setChecked(True)
    qtbot.mouseClick(window.view.table.view.viewport(), Qt.MouseButton.LeftButton)
    out = tmp_path / "log.md"
    monkeypatch.setattr("civitas.ui.replay.export.choose_file", lambda *args, **kwargs: out)
    assert window.export_log() == out and out.exists()
    window.close()
    assert path.read_bytes() == before and path.stat().st_mtime_ns == stamp
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == sorted([path.name, out.name])


def test_a_side_panel_with_jump_requested_moves_the_replay(qtbot: Any, english: Any) -> None:
    from PySide6.QtCore import Signal
    from PySide6.QtWidgets import QWidget

    class Review(QWidget):
        jump_requested = Signal(int)

    window = window_of(qtbot, GOLDEN / "tiny" / "random-2p.civitas.json")
    review = Review()
    index = window.view.add_side_panel(review, "Review")
    assert window.view.side.tabText(index) == "Review"
    review.jump_requested.emit(3)
    assert window.view.step == 3


def test_after_the_end_every_hand_lets_the_player_look_from_any_seat(qtbot: Any, english: Any) -> None:
    session = load_session(EMPIRES)
    record = session.record
    people = [{"name": "Anna"}, {"name": "Boris", "ai": "normal"}]
    watched = ReplaySession(session.game, GameRecord(record.game_id, record.options, record.seed,
                                                     record.steps, players=people))
    window = ReplayWindow(watched)
    qtbot.addWidget(window)
    view, box = window.view, window.view.seat_box
    assert box.count() == 1 and not box.isEnabled()  # Anna's save: her eyes only
    view.all_hands.setChecked(True)
    assert box.count() == 2 and box.isEnabled()
    box.setCurrentIndex(1)
    assert window.controller.viewer_seat == 1
    view.all_hands.setChecked(False)
    assert box.count() == 1 and window.controller.viewer_seat == 0


def test_a_click_on_a_log_line_shows_the_table_right_after_it(qtbot: Any, english: Any) -> None:
    window = window_of(qtbot, GOLDEN / "ancient" / "ai-2p-policy.civitas.json")
    view = window.view
    whole = view.log_panel.lines()
    row = len(whole) // 2
    item = view.log_panel.list.item(row)
    qtbot.mouseClick(view.log_panel.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.log_panel.list.visualItemRect(item).center())
    step = view.step
    assert 0 < step < window.controller.replay.length
    assert view.log_panel.lines()[row] == whole[row]  # the line has happened ...
    view.go_to(step - 1)
    assert len(view.log_panel.lines()) <= row  # ... and had not one move before
