"""A guard against reference-count bugs of PySide6 6.12 on Python 3.11.

Measured here (PySide6-Essentials 6.12.0, CPython 3.11.7):

* every call of a Qt method that returns nothing (``setText``, ``QPainter.setPen``, ...) gives back
  ``None`` without taking a reference to it; a loop of 10,000 ``QLabel.setText`` calls aborts with
  "Fatal Python error: none_dealloc";
* every ``SignalInstance.emit`` returns ``True`` the same way; a long game aborted with
  "Fatal Python error: bool_dealloc".

From Python 3.12 these objects are immortal and the bugs are harmless; PySide6 6.11.3 does not have
them (the same loop leaves ``None``'s count unchanged). On Python 3.11 this guard raises the counts of
``None``, ``True`` and ``False`` once by a margin no program can use up. ``civitas.ui`` calls it on
import, so every window, tool and test that touches Qt widgets is covered.
"""

from __future__ import annotations

import ctypes
import sys

_MARGIN = 1 << 46
_done = False


def keep_none_alive() -> None:
    """Protect ``None``, ``True`` and ``False`` (idempotent; a no-op on Python 3.12+)."""
    global _done
    if _done or sys.version_info >= (3, 12):
        return
    for value in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(value))  # ob_refcnt is the first field of every object
        count.value += _MARGIN
    _done = True
