"""The player's side of damaged saves and rules versions: the existing load-error box says what is
wrong in the current language, the game on screen stays, nothing on disk changes; and a start removes
the temp files a crash in the middle of a save left behind."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from shell_helpers import tiny_setup

from civitas.engine.registry import get_game
from civitas.storage.paths import data_dir, saves_dir
from civitas.storage.saves import LOAD_ERRORS, SUFFIX, write_save
from civitas.ui.app import run
from civitas.ui.messages import known_codes, message_text


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def other_rules_save(window) -> Path:
    path = saves_dir() / f"rules{SUFFIX}"
    write_save(path, window.controller.session)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rules_version"] = 7
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_every_load_error_has_a_text_in_both_languages(make_window):
    window = make_window()
    assert set(LOAD_ERRORS) <= set(known_codes())
    args = {"path": "/x/a.civitas.json", "game": "tiny", "step": 3, "saved": 1, "current": 2, "version": 2}
    texts: dict[str, list[str]] = {}
    for lang in ("en", "ru"):
        window.set_language(lang)
        texts[lang] = [message_text(code, {**args, "error": "e"}) for code in LOAD_ERRORS]
        for text in texts[lang]:
            assert "{" not in text and "Unexpected" not in text and not re.search(r"\bsave\.[a-z_]+", text), text
    window.set_language("en")
    assert all(re.search("[а-я]", text) and text not in texts["en"] for text in texts["ru"])


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "The save rules.civitas.json was made with version 7 of the rules of Sum race; this version of "
               "Civitas plays Sum race by rules version 1 and cannot continue that game."),
        ("ru", "Сохранение rules.civitas.json сделано по правилам игры «Гонка сумм» версии 7; в этой версии "
               "Civitas правила игры «Гонка сумм» версии 1, и продолжить эту партию нельзя."),
    ],
)
def test_a_save_of_other_rules_says_so_naming_the_game_and_both_versions(make_window, lang: str, expected: str):
    window = make_window()
    window.start_game(tiny_setup("", "", seed=5))
    before_hash = window.controller.session.state_hash()
    path = other_rules_save(window)
    window.set_language(lang)
    before = files(saves_dir())
    assert not window.load_path(path)
    assert window.last_error == expected
    box = window.findChild(QMessageBox, "errorBox")
    assert box is not None and box.isVisible() and box.text() == expected
    assert files(saves_dir()) == before
    assert window.controller.session.state_hash() == before_hash  # the game on screen is untouched
    assert get_game("tiny").rules_version == 1
    window.set_language("en")


def test_a_crafted_move_is_a_damaged_save_not_a_crash(make_window):
    window = make_window()
    window.start_game(tiny_setup("", "", seed=5))
    path = saves_dir() / f"crafted{SUFFIX}"
    write_save(path, window.controller.session)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["steps"] = [[0, ["pace", True]]]  # equal to ("pace", 1), but not a legal action
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not window.load_path(path)
    assert window.last_error == message_text("save.replay_failed", {"path": str(path), "step": 0})


def test_the_app_start_removes_stale_temp_files_of_a_crashed_save(qapp, english):
    stale = saves_dir() / ".autosave.civitas.json.q1w2e3r4.tmp"
    stale.write_bytes(b'{"format": "civitas-sa')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    other = saves_dir() / "notes.tmp"
    other.write_bytes(b"mine")
    settings_temp = data_dir() / ".settings.json.a1b2c3d4.tmp"
    settings_temp.write_bytes(b"{")
    os.utime(settings_temp, (old, old))
    try:
        assert run(["--lang", "en", "--quit-after", "50"]) == 0
    finally:
        qapp.setStyleSheet("")
        for widget in QApplication.topLevelWidgets():
            widget.close()
    assert not stale.exists() and not settings_temp.exists()
    assert other.read_bytes() == b"mine"
