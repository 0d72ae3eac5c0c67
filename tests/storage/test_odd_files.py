"""Issue 36, faults 8-10: what lies at a save's or the settings' name is never trusted. A named pipe called
like a save neither hangs the save list nor the loader; a save dated where no calendar reaches is refused on
load and cannot break the list; settings that are too deep, hold a number too long, are a pipe or a folder
give the defaults with a warning, are moved aside, and the settings can be saved again."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage.paths import saves_dir, settings_path
from civitas.storage.saves import SaveError, list_saves, load_session, read_save, write_save
from civitas.storage.settings import Settings, load_settings, save_settings

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")


def finishes(work, seconds: float = 5.0):
    """Run ``work`` in a thread; fail (instead of hanging the suite) if it has not returned in ``seconds``."""
    out: list = []
    failed: list[BaseException] = []

    def run() -> None:
        try:
            out.append(work())
        except BaseException as exc:  # handed to the test's own thread
            failed.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "it hangs"
    if failed:
        raise failed[0]
    return out[0]


def a_save(path: Path, **envelope) -> Path:
    write_save(path, Session.new(get_game("tiny"), {"players": 2}, 5, [{"name": "Ann"}, {"name": "Bo"}]))
    if envelope:
        data = json.loads(path.read_text(encoding="utf-8"))
        data.update(envelope)
        path.write_text(json.dumps(data), encoding="utf-8")
    return path


@needs_fifo
def test_a_named_pipe_called_like_a_save_is_listed_as_unreadable_and_does_not_hang_the_list_or_the_load():
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    good = a_save(folder / "good.civitas.json")
    pipe = folder / "pipe.civitas.json"
    os.mkfifo(pipe)
    infos = finishes(list_saves)
    by_path = {info.path: info for info in infos}
    assert not by_path[good].problem
    assert by_path[pipe].problem == "save.not_a_file"
    with pytest.raises(SaveError) as caught:
        finishes(lambda: load_session(pipe))
    assert caught.value.code == "save.not_a_file"


def test_a_folder_called_like_a_save_is_refused_as_not_a_file():
    folder = saves_dir() / "folder.civitas.json"
    folder.mkdir(parents=True)
    with pytest.raises(SaveError) as caught:
        read_save(folder)
    assert caught.value.code == "save.not_a_file"


@pytest.mark.parametrize("saved_at", [1e300, -1e15, -1, 32_503_680_001, 1e20])
def test_a_save_dated_beyond_any_calendar_is_damaged_and_lists_without_a_crash(saved_at: float):
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = a_save(folder / "odd.civitas.json", saved_at=saved_at)
    with pytest.raises(SaveError) as caught:
        load_session(path)
    assert caught.value.code == "save.damaged"
    (info,) = list_saves()
    assert info.problem == "save.damaged"


def test_a_save_dated_today_still_loads():
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    assert load_session(a_save(folder / "today.civitas.json")).record.seed == 5


def _settings_then_saving_works(expected_language: str = "en") -> None:
    settings, warnings = finishes(lambda: load_settings("en"))
    assert settings == Settings(language=expected_language)
    assert warnings == ["settings.unreadable"]
    aside = [p.name for p in settings_path().parent.iterdir() if p.name.startswith("settings.damaged-")]
    assert len(aside) == 1 and aside[0].endswith(".json")  # the bad file is kept, out of the way
    save_settings(Settings(language="ru", ai_delay_ms=100))  # and saving works again
    assert load_settings("en") == (Settings(language="ru", ai_delay_ms=100), [])


@pytest.mark.parametrize("text", [
    '{"ai_delay_ms": ' + "9" * 5000 + "}",  # more digits than Python turns into an int
    "[" * 3000 + "]" * 3000,  # deeper than the parser's recursion
    '{"language": "en"',  # cut short
])
def test_settings_too_deep_or_with_a_number_too_long_give_the_defaults_and_are_put_aside(text: str):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(text, encoding="utf-8")
    _settings_then_saving_works()


@needs_fifo
def test_settings_that_are_a_named_pipe_do_not_hang_the_start():
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(settings_path())
    _settings_then_saving_works()


def test_settings_that_are_a_folder_are_put_aside_and_saving_works_again():
    settings_path().mkdir(parents=True)
    (settings_path() / "inside").write_text("x", encoding="utf-8")
    _settings_then_saving_works()
    kept = next(p for p in settings_path().parent.iterdir() if p.name.startswith("settings.damaged-"))
    assert (kept / "inside").read_text(encoding="utf-8") == "x"  # nothing of it is lost
