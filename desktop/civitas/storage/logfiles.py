"""The app's log files in the per-user log directory: ``civitas.log`` (rotating; warnings, errors and
uncaught exceptions) and ``crash.log`` (faulthandler's report of a hard crash such as a segfault).

A windowed build has no console: ``sys.stdout``/``sys.stderr`` are None there, so they are pointed
at the log too, and nothing the app prints is lost or raises."""

from __future__ import annotations

import faulthandler
import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import IO, Any

from civitas import __version__
from civitas.storage.paths import log_dir

LOG_NAME = "civitas.log"
CRASH_NAME = "crash.log"
_open_files: list[IO[Any]] = []  # kept open for faulthandler and the redirected streams


class _LogStream:
    """A write-only text stream that forwards lines to a logger (for a missing stdout/stderr)."""

    def __init__(self, logger: logging.Logger, level: int) -> None:
        self.logger = logger
        self.level = level
        self._buffer = ""

    def write(self, text: str) -> int:
        self._buffer += text
        while "\n" in self._buffer:
            line, self._buffer = self._buffer.split("\n", 1)
            if line.strip():
                self.logger.log(self.level, line)
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


def setup_logging(directory: Path | None = None, level: int = logging.INFO) -> Path:
    """Send the ``civitas`` loggers to ``civitas.log`` and arm faulthandler; return the log's path.
    Safe to call twice (the second call changes nothing)."""
    root = logging.getLogger("civitas")
    folder = directory or log_dir()
    path = folder / LOG_NAME
    if any(isinstance(h, RotatingFileHandler) for h in root.handlers):
        return path
    handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(level)
    crash = (folder / CRASH_NAME).open("a", encoding="utf-8")
    _open_files.append(crash)
    faulthandler.enable(crash)
    if sys.stdout is None:
        sys.stdout = _LogStream(root.getChild("stdout"), logging.INFO)
    if sys.stderr is None:
        sys.stderr = _LogStream(root.getChild("stderr"), logging.WARNING)
    root.info("Civitas %s started (Python %s, %s)", __version__, sys.version.split()[0], sys.platform)
    return path


def log_exception(exc_type: type[BaseException], exc: BaseException, tb: Any) -> None:
    logging.getLogger("civitas").error("Uncaught exception", exc_info=(exc_type, exc, tb))
