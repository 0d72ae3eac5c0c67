"""Where a replay opens from: the load dialog's Replay (the save is only read), the game window's Replay and
Export log, and the game-over screen's Watch the replay and Export the log."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from shell_helpers import click, pick, play_to_the_end, tiny_setup

from civitas.storage.paths import saves_dir
from civitas.storage.saves import SUFFIX, write_save


def play_some(qtbot: Any, window: Any, clicks: int) -> None:
    screen = window.game_screen
    for _ in range(clicks):
        if screen.passing():
            click(qtbot, screen.pass_screen.button)
        elif screen.table.buttons:
            click(qtbot, pick(screen.table))


def test_the_load_dialogs_replay_opens_the_save_and_leaves_it_as_it_was(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.start_game(tiny_setup("", "", seed=3))
    play_some(qtbot, window, 4)
    path = saves_dir() / f"mine{SUFFIX}"
    saves_dir().mkdir(parents=True, exist_ok=True)
    write_save(path, window.controller.session)
    before = path.read_bytes()
    window.show_start()
    dialog = window.open_load()
    dialog.saves.setCurrentItem(dialog._item_for(path))
    assert dialog.replay_button.isEnabled()
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert window.replays and window.replays[-1].isVisible()
    replay = window.replays[-1]
    assert replay.controller.replay.length >= 2
    assert window.game_screen is None  # the replay opened no game to play
    replay.view.navigate("start")
    replay.close()
    assert path.read_bytes() == before


def test_the_game_window_replays_the_game_so_far_and_exports_its_log(
    qtbot: Any, make_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    window.start_game(tiny_setup("", "", seed=5))
    play_some(qtbot, window, 4)
    assert len(window.controller.session.record.steps) >= 2
    steps = list(window.controller.session.record.steps)
    qtbot.mouseClick(window.game_screen.replay_button, Qt.MouseButton.LeftButton)
    replay = window.replays[-1]
    assert replay.controller.replay.record.steps == steps
    replay.view.navigate("start")
    assert window.controller.session.record.steps == steps  # the game itself did not move
    out = tmp_path / "tiny-log.txt"
    monkeypatch.setattr("civitas.ui.replay.export.choose_file", lambda *args, **kwargs: out)
    qtbot.mouseClick(window.game_screen.export_button, Qt.MouseButton.LeftButton)
    text = out.read_text("utf-8")
    assert all(line in text for line in window.controller.log_lines())
    assert "Anna" in text


def test_the_game_over_screen_offers_the_replay_and_the_export(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.start_game(tiny_setup("", "", seed=11, target=5))
    play_to_the_end(qtbot, window)
    assert window.game_over is not None
    qtbot.mouseClick(window.game_over.replay_button, Qt.MouseButton.LeftButton)
    replay = window.replays[-1]
    assert replay.controller.finished and replay.view.all_hands.isEnabled()
    assert replay.view.step == replay.controller.replay.length
    assert window.game_over.export_button.isVisible()


def test_the_game_over_screens_review_opens_the_replay_with_the_review_beside_it(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.start_game(tiny_setup("", "", seed=11, target=5))
    play_to_the_end(qtbot, window)
    assert window.game_over is not None and window.game_over.review_button.text() == "Review the game"
    qtbot.mouseClick(window.game_over.review_button, Qt.MouseButton.LeftButton)
    replay = window.replays[-1]
    try:
        assert replay.view.side.currentIndex() == replay.review_tab
        assert replay.review.game is not None and replay.review.others  # the whole finished game is judged
    finally:
        replay.review.shutdown()
