"""A push button whose keyboard shortcut survives ``setText`` (Qt clears a button's shortcut
whenever its text is set, so a language switch would otherwise lose every key)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton, QWidget


class KeyButton(QPushButton):
    def __init__(self, key: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = QKeySequence(key) if key is not None else None
        if self.key is not None:
            self.setShortcut(self.key)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        if self.key is not None:
            self.setShortcut(self.key)
