"""A guard against a second reference-count bug of PySide6 6.12 on Python 3.11.

Measured here (PySide6-Essentials 6.12.0, CPython 3.11.7): ``SignalInstance.emit`` returns ``True``
without taking a reference to it, so every signal emitted from Python lowers ``True``'s reference
count by one; a long game aborts with "Fatal Python error: bool_dealloc". This is the same kind of
bug that ``civitas.ui.none_guard`` works around for ``None``; this guard raises the counts of
``True`` and ``False`` once by a margin no program can use up (a no-op on Python 3.12+, where
they are immortal).
"""

from __future__ import annotations

import ctypes
import sys

_MARGIN = 1 << 46
_done = False


def keep_bools_alive() -> None:
    """Make ``True`` and ``False`` safe from the lost references (idempotent)."""
    global _done
    if _done or sys.version_info >= (3, 12):
        return
    for value in (True, False):
        count = ctypes.c_ssize_t.from_address(id(value))  # ob_refcnt is the first field of every object
        count.value += _MARGIN
    _done = True
