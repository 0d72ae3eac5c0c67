"""Atomic file writes: a crash mid-write leaves the previous file intact, and at most a temp file
of our own naming (``.<name>.<8 random characters>.tmp`` beside the file), which the next start
removes (``remove_stale_temps``)."""

from __future__ import annotations

import logging
import os
import re
import tempfile
import time
from pathlib import Path

from civitas.storage.paths import data_dir

#: The names ``write_atomic`` gives its temp files: ``tempfile.mkstemp`` with our prefix and suffix
#: (its random part is 8 characters of ``a-z0-9_``).
TEMP_NAME = re.compile(r"\.[^/\\]+\.[a-z0-9_]{8}\.tmp")
#: A temp file older than this is left over from a crash: a write takes well under a second, and a
#: second copy of the app writing right now is never disturbed.
STALE_AFTER_S = 60.0

_log = logging.getLogger(__name__)


def write_atomic(path: Path, data: bytes) -> None:
    """Write to a temp file in the same folder, fsync it, then rename over ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)  # see TEMP_NAME
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def remove_stale_temps(folder: Path, older_than_s: float = STALE_AFTER_S) -> list[Path]:
    """Delete the temp files ``write_atomic`` left in ``folder`` (a crash mid-write) that are older than
    ``older_than_s``; nothing else is touched. Returns what was removed."""
    removed: list[Path] = []
    deadline = time.time() - older_than_s
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        if not TEMP_NAME.fullmatch(entry.name):
            continue
        try:
            if entry.is_symlink() or not entry.is_file() or entry.stat().st_mtime > deadline:
                continue
            entry.unlink()
        except OSError:
            continue
        removed.append(entry)
    if removed:
        _log.info("removed %d temp files left by an interrupted save in %s", len(removed), folder)
    return removed


def remove_stale_temps_at_start() -> list[Path]:
    """At start-up: ``remove_stale_temps`` in the data folder and each folder directly inside it (the
    saves, the tutorials), where ``write_atomic`` writes."""
    root = data_dir()
    removed = remove_stale_temps(root)
    try:
        folders = [entry for entry in root.iterdir() if entry.is_dir() and not entry.is_symlink()]
    except OSError:
        folders = []
    for folder in folders:
        removed.extend(remove_stale_temps(folder))
    return removed
