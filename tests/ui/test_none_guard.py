"""The guard against PySide6 6.12's lost references on Python 3.11 holds for void calls and signals."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel

from civitas.ui.none_guard import keep_none_alive


class Emitter(QObject):
    ping = Signal(int)


def test_many_signals_do_not_free_true(qtbot):
    keep_none_alive()
    emitter = Emitter()
    seen: list[int] = []
    emitter.ping.connect(seen.append)
    for i in range(20_000):
        emitter.ping.emit(i)
    assert len(seen) == 20_000
    assert sys.getrefcount(True) > 1000


def test_many_void_calls_do_not_free_none(qtbot):
    keep_none_alive()
    label = QLabel()
    for i in range(20_000):
        label.setText(str(i))
    assert label.text() == "19999"
    assert sys.getrefcount(None) > 1000
