"""The scripted run used to check an installed build: load, let the AI play, screenshot, exit code."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage.demo_save import main as demo_save_main
from civitas.storage.saves import write_save
from civitas.ui.smoke import LOAD_FAILED, PLAYED, TIMED_OUT, SmokeRun

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def tiny_ai_save(path: Path, ai: bool = True) -> Path:
    seats = [{"name": "", "ai": "easy"} if ai else {"name": "Ann"} for _ in range(2)]
    write_save(path, Session.new(get_game("tiny"), {"players": 2}, 5, seats))
    return path


def run_smoke(qtbot, window, save: Path, moves: int, shot: Path | None, timeout: float = 20.0) -> list[int]:
    codes: list[int] = []
    smoke = SmokeRun(window, moves, shot, timeout, quit_with=codes.append)
    smoke.start(save)
    qtbot.waitUntil(lambda: bool(codes), timeout=int(timeout * 1000) + 5000)
    return codes


def test_the_ai_plays_the_asked_moves_then_the_screenshot_is_written(qtbot, make_window, tmp_path):
    window = make_window()
    shot = tmp_path / "shot.png"
    codes = run_smoke(qtbot, window, tiny_ai_save(tmp_path / "a.civitas.json"), 3, shot)
    assert codes == [PLAYED]
    assert len(window.controller.session.record.steps) >= 3
    assert shot.read_bytes().startswith(PNG_MAGIC)


def test_a_save_that_cannot_be_loaded_exits_with_its_own_code(qtbot, make_window, tmp_path):
    window = make_window()
    bad = tmp_path / "bad.civitas.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert run_smoke(qtbot, window, bad, 3, None) == [LOAD_FAILED]


def test_moves_that_never_come_end_the_run_as_timed_out(qtbot, make_window, tmp_path):
    window = make_window()
    save = tiny_ai_save(tmp_path / "humans.civitas.json", ai=False)  # people's seats: nobody moves
    assert run_smoke(qtbot, window, save, 2, None, timeout=0.5) == [TIMED_OUT]


@pytest.mark.slow  # a whole app start in a subprocess (about 1.5-1.9 s): the .deb check runs the same command on the
# installed program in every CI run, and the tests above run the scripted run itself in process per commit
def test_the_app_command_loads_a_save_lets_the_ai_play_and_exits_zero(tmp_path):
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        CIVITAS_DATA_DIR=str(tmp_path / "data"),
        CIVITAS_LOG_DIR=str(tmp_path / "logs"),
    )
    save, shot = tmp_path / "demo.civitas.json", tmp_path / "shot.png"
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "settings.json").write_text('{"ai_delay_ms": 0}', encoding="utf-8")  # no pause per move
    assert demo_save_main([str(save), "--game", "tiny"]) == 0  # as `civitas demo-save` does; the app starts apart
    run = subprocess.run(
        [sys.executable, "-m", "civitas", "--load", str(save), "--ai-moves", "3", "--screenshot", str(shot)],
        env=env,
        timeout=120,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    assert shot.read_bytes().startswith(PNG_MAGIC) and shot.stat().st_size > 10_000
    assert "3 move(s) played" in (tmp_path / "logs" / "civitas.log").read_text(encoding="utf-8")
