"""A guard against a reference-count bug of PySide6 6.12 on Python 3.11.

Measured here (PySide6-Essentials 6.12.0, CPython 3.11.7): every call of a Qt method that returns
nothing (``setText``, ``QPainter.setPen``, ``drawEllipse``, ...) gives back ``None`` without taking a
reference to it, as if ``None`` were immortal (it is only from Python 3.12 on). Each such call lowers
``None``'s reference count by one, and after a few thousand calls the interpreter aborts with
"Fatal Python error: none_dealloc". On Python 3.11 this guard raises ``None``'s count once by a
margin no program can use up; on 3.12 and later it does nothing.
"""

from __future__ import annotations

import ctypes
import sys

_MARGIN = 1 << 46
_done = False


def keep_none_alive() -> None:
    """Make ``None`` safe from the lost references (idempotent; a no-op on Python 3.12+)."""
    global _done
    if _done or sys.version_info >= (3, 12):
        return
    count = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is the first field of every object
    count.value += _MARGIN
    _done = True
