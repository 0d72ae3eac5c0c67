"""Settings: language, the computer players' pace and default level, coach, animations and their
speed, full screen."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from civitas.storage.settings import ANIMATION_SPEEDS, LEVELS, Settings
from civitas.ui.ai_controls import speed_text
from civitas.ui.i18n import LANGUAGE_NAMES, LANGUAGES
from civitas.ui.shell_look import ShellDialog


class SettingsDialog(ShellDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setMinimumWidth(460)
        self.original = settings
        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.ai_delay = QSpinBox()
        self.ai_delay.setRange(0, 5000)
        self.ai_delay.setSingleStep(100)
        self.ai_delay.setValue(settings.ai_delay_ms)
        self.ai_level = QComboBox()
        for level in LEVELS:
            self.ai_level.addItem("", level)
        self.ai_level.setCurrentIndex(max(0, self.ai_level.findData(settings.ai_level)))
        self.coach = QCheckBox()
        self.coach.setChecked(settings.coach)
        self.animations = QCheckBox()
        self.animations.setChecked(settings.animations)
        self.animation_speed = QComboBox()
        for speed in ANIMATION_SPEEDS:
            self.animation_speed.addItem("", speed)
        self.animation_speed.setCurrentIndex(max(0, self.animation_speed.findData(settings.animation_speed)))
        self.animations.toggled.connect(self.animation_speed.setEnabled)
        self.animation_speed.setEnabled(settings.animations)
        self.fullscreen = QCheckBox()
        self.fullscreen.setChecked(settings.fullscreen)
        self.labels = [QLabel() for _ in range(4)]
        form = QFormLayout()
        form.setHorizontalSpacing(14)
        form.setVerticalSpacing(10)
        form.addRow(self.labels[0], self.language)
        form.addRow(self.labels[1], self.ai_level)
        form.addRow(self.labels[2], self.ai_delay)
        form.addRow(self.coach)
        form.addRow(self.animations)
        form.addRow(self.labels[3], self.animation_speed)
        form.addRow(self.fullscreen)
        buttons = self.button_box(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 22)
        layout.setSpacing(14)
        layout.addWidget(self.heading)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.retranslate()

    def settings(self) -> Settings:
        """The settings as edited (a copy; the original is untouched)."""
        return replace(
            self.original,
            language=str(self.language.currentData()),
            ai_delay_ms=self.ai_delay.value(),
            ai_level=str(self.ai_level.currentData()),
            coach=self.coach.isChecked(),
            animations=self.animations.isChecked(),
            animation_speed=float(self.animation_speed.currentData()),
            fullscreen=self.fullscreen.isChecked(),
        )

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.heading.setText(self.tr("Settings"))
        self.labels[0].setText(self.tr("Language:"))
        self.labels[1].setText(self.tr("Computer players' level for new games:"))
        self.labels[2].setText(self.tr("Pause before a computer move:"))
        self.ai_delay.setSuffix(self.tr(" ms"))
        for index, text in enumerate((self.tr("Easy"), self.tr("Normal"), self.tr("Hard"))):
            self.ai_level.setItemText(index, text)
        self.coach.setText(self.tr("Coach: after your move, a quiet note when the search finds a clearly better one"))
        self.animations.setText(self.tr("Animations on the table"))
        self.labels[3].setText(self.tr("Animation speed:"))
        for index, speed in enumerate(ANIMATION_SPEEDS):
            self.animation_speed.setItemText(index, speed_text(speed, long=True))
        self.fullscreen.setText(self.tr("Full screen (F11)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
