"""Pause and Step for the computer players, beside their progress on the game screen.

Pause (P) holds them before their next move: they go on thinking, and a chosen move waits. Step (N)
then lets exactly one computer move happen; Pause again (Resume) lets them all go on."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from civitas.ui.ai_runner import AiRunner

PAUSE_KEY = Qt.Key.Key_P
STEP_KEY = Qt.Key.Key_N


class AiControls(QWidget):
    """The two buttons; their keys are shortcuts of ``host`` (the game screen), so they work wherever
    the keyboard is on it."""

    def __init__(self, runner: AiRunner, host: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner = runner
        self.pause_button = QPushButton()
        self.pause_button.setObjectName("pauseButton")
        self.pause_button.setCheckable(True)
        self.pause_button.toggled.connect(self._toggled)
        self.step_button = QPushButton()
        self.step_button.setObjectName("stepButton")
        self.step_button.clicked.connect(lambda _checked=False: self.step())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.pause_button)
        layout.addWidget(self.step_button)
        self.shortcuts: list[QShortcut] = []
        for key, button in ((PAUSE_KEY, self.pause_button), (STEP_KEY, self.step_button)):
            shortcut = QShortcut(QKeySequence(key), host)
            shortcut.activated.connect(
                lambda button=button: button.click() if button.isEnabled() and button.isVisible() else None
            )
            self.shortcuts.append(shortcut)
        runner.done.connect(lambda _seat: self.refresh())
        runner.holding.connect(lambda _seat: self.refresh())
        runner.thinking.connect(lambda _seat, _progress: self.refresh())
        self.retranslate()

    def held(self) -> bool:
        return self.runner.held

    def step(self) -> None:
        self.runner.step()
        self.refresh()

    def _toggled(self, checked: bool) -> None:
        self.runner.set_held(checked)
        self.retranslate()

    def refresh(self) -> None:
        self.step_button.setEnabled(self.runner.can_step())
        if self.step_button.isEnabled():
            self.step_button.setToolTip(self.tr("Let one computer move happen (N)"))
        elif not self.runner.held:
            self.step_button.setToolTip(
                self.tr("Pause the computer players first; then each step lets one move happen.")
            )
        else:
            self.step_button.setToolTip(self.tr("No computer player has a move to make now."))

    def retranslate(self) -> None:
        if self.runner.held:
            self.pause_button.setText(self.tr("Resume (P)"))
            self.pause_button.setToolTip(self.tr("Let the computer players move on their own again (P)"))
        else:
            self.pause_button.setText(self.tr("Pause (P)"))
            self.pause_button.setToolTip(self.tr("Hold the computer players before their next move (P)"))
        self.step_button.setText(self.tr("Step (N)"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
