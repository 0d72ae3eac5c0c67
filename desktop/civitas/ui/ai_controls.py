"""Pause and Step for the computer players, beside their progress on the game screen, and the speed
of the table's animations.

Pause (F5) holds them before their next move: they go on thinking, and a chosen move waits. Step (F6)
then lets exactly one computer move happen; Pause again (Resume) lets them all go on. The speed
button (F7) steps through the animation speeds (the same setting as in the settings dialog).

The screen's own controls are on function keys so that they never share a key with a table's button: the
letters are the tables' (and H the hint's)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from civitas.storage.settings import ANIMATION_SPEEDS
from civitas.ui.ai_runner import AiRunner

PAUSE_KEY = Qt.Key.Key_F5
STEP_KEY = Qt.Key.Key_F6
SPEED_KEY = Qt.Key.Key_F7


def key_name(key: Qt.Key) -> str:
    """A key as the player reads it on a button ("F5")."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def speed_text(speed: float, long: bool = False) -> str:
    """An animation speed as the player reads it: "2×" (``long``: "2× (faster)"), in the language
    installed now."""
    short = {
        0.5: QCoreApplication.translate("AnimationSpeed", "0.5×"),
        1.0: QCoreApplication.translate("AnimationSpeed", "1×"),
        2.0: QCoreApplication.translate("AnimationSpeed", "2×"),
        4.0: QCoreApplication.translate("AnimationSpeed", "4×"),
    }
    if not long:
        return short.get(speed, f"{speed:g}×")
    words = {
        0.5: QCoreApplication.translate("AnimationSpeed", "{speed} (slower)"),
        1.0: QCoreApplication.translate("AnimationSpeed", "{speed} (normal)"),
        2.0: QCoreApplication.translate("AnimationSpeed", "{speed} (faster)"),
        4.0: QCoreApplication.translate("AnimationSpeed", "{speed} (fastest)"),
    }
    return words.get(speed, "{speed}").format(speed=speed_text(speed))


def next_speed(speed: float) -> float:
    """The speed after ``speed`` in ``ANIMATION_SPEEDS``, back to the slowest after the fastest."""
    faster = [s for s in ANIMATION_SPEEDS if s > speed]
    return faster[0] if faster else ANIMATION_SPEEDS[0]


class AiControls(QWidget):
    """The three buttons; their keys are shortcuts of ``host`` (the game screen), so they work wherever
    the keyboard is on it. ``speed_changed(speed)`` when the player picks another animation speed (the
    main window keeps it in the settings)."""

    speed_changed = Signal(float)

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
        self.speed_button = QPushButton()
        self.speed_button.setObjectName("speedButton")
        self.speed_button.clicked.connect(lambda _checked=False: self.next_speed())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.pause_button)
        layout.addWidget(self.step_button)
        layout.addWidget(self.speed_button)
        self.shortcuts: list[QShortcut] = []
        self.taken: frozenset[str] = frozenset()  # keys the table's buttons answer to now: theirs, not ours
        keys = ((PAUSE_KEY, self.pause_button), (STEP_KEY, self.step_button), (SPEED_KEY, self.speed_button))
        for key, button in keys:
            shortcut = QShortcut(QKeySequence(key), host)
            shortcut.activated.connect(
                lambda button=button: button.click() if button.isEnabled() and button.isVisible() else None
            )
            self.shortcuts.append(shortcut)
        runner.done.connect(lambda _seat: self.refresh())
        runner.holding.connect(lambda _seat: self.refresh())
        runner.thinking.connect(lambda _seat, _progress: self.refresh())
        self.retranslate()

    def yield_keys(self, taken: frozenset[str]) -> None:
        """While the table's buttons answer to a key of ours, it is theirs: our shortcut waits and our
        button stops naming it."""
        self.taken = taken
        for shortcut in self.shortcuts:
            shortcut.setEnabled(shortcut.key().toString() not in taken)
        self.retranslate()

    def _free(self, key: Qt.Key) -> bool:
        return QKeySequence(key).toString() not in self.taken

    def held(self) -> bool:
        return self.runner.held

    def step(self) -> None:
        self.runner.step()
        self.refresh()

    def next_speed(self) -> None:
        """The next animation speed (after the fastest, the slowest again)."""
        controller = self.runner.controller
        controller.animation_speed = next_speed(controller.animation_speed)
        self.refresh_speed()
        self.speed_changed.emit(controller.animation_speed)

    def refresh_speed(self) -> None:
        """The speed button as the settings are now (the animations may have been turned off)."""
        controller = self.runner.controller
        speed = speed_text(controller.animation_speed)
        self.speed_button.setText(
            self.tr("{speed} ({key})").format(speed=speed, key=key_name(SPEED_KEY)) if self._free(SPEED_KEY) else speed
        )
        self.speed_button.setEnabled(controller.animations)
        if controller.animations:
            self.speed_button.setToolTip(
                self.tr("Animation speed: {speed}. Click or press {key} for the next one.").format(
                    speed=speed_text(controller.animation_speed, long=True), key=key_name(SPEED_KEY)
                )
            )
        else:
            self.speed_button.setToolTip(self.tr("The animations are off in the settings."))

    def _toggled(self, checked: bool) -> None:
        self.runner.set_held(checked)
        self.retranslate()

    def refresh(self) -> None:
        self.step_button.setEnabled(self.runner.can_step())
        if self.step_button.isEnabled():
            self.step_button.setToolTip(self.tr("Let one computer move happen ({key})").format(key=key_name(STEP_KEY)))
        elif not self.runner.held:
            self.step_button.setToolTip(
                self.tr("Pause the computer players first; then each step lets one move happen.")
            )
        else:
            self.step_button.setToolTip(self.tr("No computer player has a move to make now."))

    def retranslate(self) -> None:
        free = self._free(PAUSE_KEY)
        pause, step = key_name(PAUSE_KEY), key_name(STEP_KEY)
        if self.runner.held:
            self.pause_button.setText(self.tr("Resume ({key})").format(key=pause) if free else self.tr("Resume"))
            self.pause_button.setToolTip(
                self.tr("Let the computer players move on their own again ({key})").format(key=pause))
        else:
            self.pause_button.setText(self.tr("Pause ({key})").format(key=pause) if free else self.tr("Pause"))
            self.pause_button.setToolTip(
                self.tr("Hold the computer players before their next move ({key})").format(key=pause))
        self.step_button.setText(
            self.tr("Step ({key})").format(key=step) if self._free(STEP_KEY) else self.tr("Step"))
        self.refresh_speed()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
