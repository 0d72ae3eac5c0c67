"""Atomic writes: a failed or killed write keeps the previous file, and the temp files a killed write
leaves are removed at the next start (only ours, only stale ones)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from civitas.storage import atomic
from civitas.storage.atomic import TEMP_NAME, remove_stale_temps, remove_stale_temps_at_start, write_atomic
from sizes import per_commit_and_nightly

OLD = time.time() - 3600


def make(path: Path, content: bytes = b"x", mtime: float | None = OLD) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def test_temp_files_are_named_the_way_the_cleanup_recognises(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    seen: list[str] = []
    real_replace = os.replace

    def spy(src: str, dst: str) -> None:
        seen.append(Path(src).name)
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    for name in ("autosave.civitas.json", "settings.json", "heroes.json"):
        write_atomic(tmp_path / name, b"{}")
    assert len(seen) == 3 and all(TEMP_NAME.fullmatch(name) for name in seen), seen


def test_start_up_removes_only_stale_temp_files_of_our_naming(_private_data_dir: Path):
    saves = _private_data_dir / "saves"
    ours = [
        make(saves / ".autosave.civitas.json.k2j4_x9a.tmp"),
        make(saves / ".my game.civitas.json.abcdefgh.tmp"),
        make(_private_data_dir / ".settings.json.0123abcd.tmp"),
        make(_private_data_dir / "tutorials" / ".heroes.json.zzzzzzzz.tmp"),
    ]
    kept = [
        make(saves / "autosave.civitas.json", b"{}"),
        make(saves / "heroes-2026.civitas.json", b"{}"),
        make(saves / ".autosave.civitas.json.fresh123.tmp", mtime=None),  # a write going on right now
        make(saves / "notes.tmp"),
        make(saves / ".hidden.tmp"),
        make(saves / "game.civitas.json.tmp"),
        make(saves / ".game.civitas.json.ABCDEFGH.tmp"),  # not mkstemp's letters
        make(saves / ".game.civitas.json.abc.tmp"),
        make(saves / ".game.civitas.json.abcdefgh.tmp.bak"),
        make(_private_data_dir / "settings.json", b"{}"),
        make(_private_data_dir / "elsewhere" / "deeper" / ".x.json.abcdefgh.tmp"),  # not one of our folders
    ]
    folder_like_ours = saves / ".dir.civitas.json.abcdefgh.tmp"
    folder_like_ours.mkdir()
    contents = {path: path.read_bytes() for path in kept}

    removed = remove_stale_temps_at_start()

    assert sorted(removed) == sorted(ours)
    assert not any(path.exists() for path in ours)
    assert {path: path.read_bytes() for path in kept} == contents
    assert folder_like_ours.is_dir()


def test_the_cleanup_of_a_missing_folder_does_nothing(tmp_path: Path):
    assert remove_stale_temps(tmp_path / "nowhere") == []


WRITER = """
import sys
from pathlib import Path
from civitas.storage.atomic import write_atomic
target = Path(sys.argv[1])
n = 0
print("ready", flush=True)
while True:
    n += 1
    write_atomic(target, (('{"n": %d, "pad": "' % n) + "x" * 400_000 + '"}').encode())
"""


@pytest.mark.parametrize("kills", per_commit_and_nightly(2, 20, "kills"))
def test_a_write_killed_midway_keeps_a_whole_file_and_the_next_start_cleans_up(tmp_path: Path, kills: int):
    target = tmp_path / "data" / "saves" / "autosave.civitas.json"
    target.parent.mkdir(parents=True)
    env = dict(os.environ, CIVITAS_DATA_DIR=str(tmp_path / "data"))
    leftovers = 0
    for _ in range(kills):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], env=env, stdout=subprocess.PIPE)
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        time.sleep(0.2)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        if target.exists():
            assert json.loads(target.read_bytes())["n"] >= 1  # never a half-written save
        leftovers += len(remove_stale_temps(target.parent, older_than_s=0))
        assert [p.name for p in target.parent.iterdir() if p.name != target.name] == []
    assert target.exists()
    print(f"temp files left by {kills} kills mid-write: {leftovers}")


def test_a_failing_write_keeps_the_previous_file_and_leaves_no_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tmp_path / "a.civitas.json"
    write_atomic(path, b"first")

    def disk_full(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", disk_full)
    with pytest.raises(OSError):
        write_atomic(path, b"second")
    assert path.read_bytes() == b"first"
    assert [p.name for p in tmp_path.iterdir()] == ["a.civitas.json"]
