"""Autosave and Continue, Save and Load, and what a bad file does (nothing, and says why)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from shell_helpers import click, pick, tiny_setup

from civitas.storage.paths import autosave_path, saves_dir
from civitas.storage.saves import SUFFIX, write_save
from civitas.storage.settings import Settings
from civitas.ui.load_dialog import LoadDialog
from civitas.ui.messages import known_codes, message_text

STORAGE = Path(__file__).resolve().parents[2] / "desktop" / "civitas" / "storage"


def play_some(qtbot, window, clicks: int) -> None:
    screen = window.game_screen
    for _ in range(clicks):
        if screen.passing():
            click(qtbot, screen.pass_screen.button)
        elif screen.table.buttons:
            click(qtbot, pick(screen.table))


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_save_quit_and_continue_resume_the_same_state(qtbot, make_window):
    window = make_window()
    window.start_game(tiny_setup("", "", seed=99))
    play_some(qtbot, window, 7)
    session = window.controller.session
    steps, state_hash = list(session.record.steps), session.state_hash()
    assert len(steps) >= 3
    qtbot.waitUntil(lambda: autosave_path("tiny").exists())  # written by the autosave thread
    window.close()  # finishes the autosave of the last step

    again = make_window()
    assert again.start.continue_button.isEnabled()
    click(qtbot, again.start.continue_button)
    resumed = again.controller.session
    assert resumed.state_hash() == state_hash
    assert resumed.record.steps == steps
    assert again.game_screen.passing()  # hot-seat: the table stays hidden until a player is ready
    assert [line for line in again.game_screen.log_panel.lines()]  # the log is rebuilt


def test_save_to_a_file_and_load_it_back(qtbot, make_window):
    window = make_window()
    window.start_game(tiny_setup("", "normal", seed=5))
    play_some(qtbot, window, 3)
    qtbot.waitUntil(lambda: not window.game_screen.runner.busy())
    state_hash = window.controller.session.state_hash()
    target = saves_dir() / "mine"
    assert window.save_to(target)
    saved = saves_dir() / f"mine{SUFFIX}"
    assert saved.exists()
    assert "mine" in window.game_screen.status_line.text()

    dialog = window.open_load()
    assert isinstance(dialog, LoadDialog)
    paths = [Path(dialog.saves.topLevelItem(i).data(0, 256)) for i in range(dialog.saves.topLevelItemCount())]
    assert saved in paths and autosave_path("tiny") in paths
    dialog.saves.setCurrentItem(dialog.saves.topLevelItem(paths.index(saved)))
    dialog.accept()
    assert window.controller.session.state_hash() == state_hash


def test_loading_a_corrupt_file_shows_why_and_changes_nothing(qtbot, make_window):
    window = make_window()
    window.start_game(tiny_setup("", "", seed=3))
    play_some(qtbot, window, 2)
    before_hash = window.controller.session.state_hash()
    bad = saves_dir() / f"broken{SUFFIX}"
    bad.write_text('{"format": "civitas-save", "format_version": 1, "game": "tiny", "rec', encoding="utf-8")
    assert window.game_screen.autosaver.flush(timeout=10)  # the steps' autosave is written before the load
    files = snapshot(saves_dir())

    assert not window.load_path(bad)
    assert window.last_error == message_text("save.truncated", {"path": str(bad)})
    assert "broken" in window.last_error and "{" not in window.last_error
    box = window.findChild(QMessageBox, "errorBox")
    assert box is not None and box.isVisible()
    assert snapshot(saves_dir()) == files
    assert window.controller.session.state_hash() == before_hash  # the game on screen is untouched


def test_not_json_and_missing_files_have_their_own_messages(make_window):
    window = make_window()
    junk = saves_dir() / f"junk{SUFFIX}"
    junk.write_bytes(b"\x00\x01not json at all")
    assert not window.load_path(junk)
    assert window.last_error == message_text("save.not_json", {"path": str(junk)})
    assert not window.load_path(saves_dir() / "nothing-here.civitas.json")
    assert window.last_error == message_text("save.not_found", {"path": "nothing-here.civitas.json"})
    assert window.game_screen is None


def test_every_storage_error_code_has_a_message():
    source = "\n".join(p.read_text(encoding="utf-8") for p in STORAGE.glob("*.py"))
    codes = {c for c in re.findall(r'"((?:save|settings)\.[a-z_]+)"', source) if c != "settings.json"}
    bad = Settings(language="xx", ai_delay_ms=-1, ai_level="xx", coach=1, animations=1, fullscreen=1)  # type: ignore
    codes.update(bad.validate())
    assert len(codes) > 15
    assert codes <= set(known_codes())


def test_each_game_keeps_its_own_last_game_and_continue_follows_the_chosen_game(qtbot, make_window):
    from civitas.engine.registry import get_game
    from civitas.engine.session import Session

    heroes = Session.new(get_game("heroes"), {"players": 2}, 3, [{"name": "Ann"}, {"name": "Bo", "ai": "easy"}])
    write_save(autosave_path("heroes"), heroes)
    window = make_window(["heroes", "tiny"])
    window.start.select_game("tiny")
    assert not window.start.continue_button.isEnabled()  # no last game of the sum race yet
    window.start_game(tiny_setup("", "", seed=4))
    play_some(qtbot, window, 3)
    window.show_start()
    assert window.start.selected_game() == "tiny" and window.start.continue_button.isEnabled()
    assert autosave_path("heroes").exists() and autosave_path("tiny").exists()  # neither overwrote the other
    window.start.select_game("heroes")
    assert window.start.continue_button.isEnabled()
    click(qtbot, window.start.continue_button)
    assert window.controller.game.id == "heroes" and window.controller.session.record.seed == 3


def test_the_shared_autosave_of_an_older_version_becomes_its_games_own(make_window):
    from civitas.engine.registry import get_game
    from civitas.engine.session import Session
    from civitas.storage.paths import legacy_autosave_path

    saves_dir().mkdir(parents=True, exist_ok=True)
    write_save(legacy_autosave_path(), Session.new(get_game("tiny"), {"players": 2}, 8, [{"name": "A"}, {"name": "B"}]))
    window = make_window(["tiny"])
    assert not legacy_autosave_path().exists() and autosave_path("tiny").exists()
    assert window.start.continue_button.isEnabled()
