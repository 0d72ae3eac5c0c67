"""Reading the app's own files without trusting what lies at their path: only a regular file is read (a named
pipe, a device or a folder under a save's or the settings' name would otherwise hang or break the app), it is
opened without blocking, and at most a given number of bytes is read."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


class NotAFile(OSError):
    """What lies at the path is not a regular file (a folder, a named pipe, a device...)."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EINVAL, "not a regular file", str(path))


def read_regular(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file at ``path`` (one more than ``limit`` tells the caller it
    is too large). Raises FileNotFoundError, :class:`NotAFile` or another OSError; never blocks on a pipe."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # a folder cannot be opened everywhere: say so first
            raise NotAFile(path)
        fd = os.open(path, flags)
    except IsADirectoryError as exc:
        raise NotAFile(path) from exc
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):  # replaced between the two looks
            raise NotAFile(path)
        return handle.read(limit + 1)
