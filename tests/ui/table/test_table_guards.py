"""The guards against PySide6 6.12's lost references on Python 3.11 hold for signals emitted."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal

from civitas.ui.table.bool_guard import keep_bools_alive


class Emitter(QObject):
    ping = Signal(int)


def test_many_signals_do_not_free_true(qtbot):
    keep_bools_alive()
    emitter = Emitter()
    seen: list[int] = []
    emitter.ping.connect(seen.append)
    for i in range(20_000):
        emitter.ping.emit(i)
    assert len(seen) == 20_000
    assert sys.getrefcount(True) > 1000
