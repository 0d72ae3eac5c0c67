"""The replay's navigation: buttons to the start, a round, a turn or a move back, the same forward and to
the end, where the game stands ("Move 12 of 456 · Round 3"), and the slider along the game."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from civitas.ui.replay.slider import GameSlider

#: The buttons, in order: (name, what it does); ``ReplayView.navigate`` knows each name.
MOVES: tuple[str, ...] = ("start", "round_back", "turn_back", "move_back", "move_on", "turn_on", "round_on", "end")


class NavBar(QWidget):
    """``requested(name)`` for a button; ``slider.moved(step)`` for the slider."""

    requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayNav")
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        row.setSpacing(6)
        self.where = QLabel()
        self.where.setObjectName("replayWhere")
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for name in MOVES:
            button = QPushButton()
            button.setObjectName(f"replay_{name}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay the replay's
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _checked=False, n=name: self.requested.emit(n))
            self.buttons[name] = button
        for name in MOVES[:4]:
            row.addWidget(self.buttons[name])
        row.addWidget(self.where, 1)
        for name in MOVES[4:]:
            row.addWidget(self.buttons[name])
        self.slider = GameSlider()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 6)
        layout.setSpacing(2)
        layout.addLayout(row)
        layout.addWidget(self.slider)
        self.retranslate()

    def show_step(self, step: int, length: int, round_no: int) -> None:
        self.slider.set_step(step)
        self.where.setText(self.tr("Move {step} of {length} · Round {round}").format(
            step=step, length=length, round=round_no))
        for name in ("start", "round_back", "turn_back", "move_back"):
            self.buttons[name].setEnabled(step > 0)
        for name in ("move_on", "turn_on", "round_on", "end"):
            self.buttons[name].setEnabled(step < length)

    def retranslate(self) -> None:
        texts = {
            "start": ("|◀", self.tr("To the start (Home)")),
            "round_back": (self.tr("◀◀ Round"), self.tr("A round back (Ctrl+Page Up)")),
            "turn_back": (self.tr("◀ Turn"), self.tr("A turn back (Ctrl+Left or Page Up)")),
            "move_back": (self.tr("◀ Move"), self.tr("A move back (Left)")),
            "move_on": (self.tr("Move ▶"), self.tr("A move forward (Right)")),
            "turn_on": (self.tr("Turn ▶"), self.tr("A turn forward (Ctrl+Right or Page Down)")),
            "round_on": (self.tr("Round ▶▶"), self.tr("A round forward (Ctrl+Page Down)")),
            "end": ("▶|", self.tr("To the end (End)")),
        }
        for name, (text, tip) in texts.items():
            self.buttons[name].setText(text)
            self.buttons[name].setToolTip(tip)
        self.slider.setToolTip(self.tr("Click or drag to go to any moment of the game; the marks are the rounds"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
