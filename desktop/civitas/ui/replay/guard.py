"""No gesture on a replayed table silently does nothing: a click, a double click, a right click or a key
on the table (or anything on it, now or added later) is kept from it and answered with ``refused``; the
view says "this is a replay". Hovering (tooltips) and the wheel still reach the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

BLOCKED = frozenset({
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.ContextMenu,
    QEvent.Type.KeyPress,
})
# Keys that only move the focus or are half of a combination: they pass.
PASSING_KEYS = frozenset({
    Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
})


class TableGuard(QObject):
    refused = Signal()

    def __init__(self, table: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._watch(table)

    def _watch(self, widget: QWidget) -> None:
        widget.installEventFilter(self)
        for child in widget.findChildren(QWidget):
            child.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ChildAdded:
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QWidget):
                self._watch(child)
            return False
        if kind in BLOCKED:
            if isinstance(event, QKeyEvent) and Qt.Key(event.key()) in PASSING_KEYS:
                return False
            self.refused.emit()
            return True
        return False

