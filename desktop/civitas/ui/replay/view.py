"""The replay view: the game's own table at the step shown, the log in step with it and any side panels
beside it, the navigation below, and above it whose eyes the game is seen through and, once the game has
ended, a switch that shows every hand.

Keys (wherever the focus is in the view): Left/Right a move, Ctrl+Left/Right or Page Up/Down a turn,
Ctrl+Page Up/Down a round, Home/End the start and the end. ``go_to(step)`` goes anywhere;
``add_side_panel(widget, title)`` adds a tab beside the log, and a widget with a ``jump_requested(int)``
signal (a review) makes the replay go where it points.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from civitas.engine.game import Reason
from civitas.ui.game_screen import create_table
from civitas.ui.log_panel import LogPanel
from civitas.ui.replay.controller import ReplayController
from civitas.ui.replay.guard import TableGuard
from civitas.ui.replay.nav_bar import NavBar
from civitas.ui.status_line import StatusLine

SIDE_WIDTH = 320

KEYS: tuple[tuple[str, str], ...] = (
    ("Left", "move_back"),
    ("Right", "move_on"),
    ("Ctrl+Left", "turn_back"),
    ("Ctrl+Right", "turn_on"),
    ("PgUp", "turn_back"),
    ("PgDown", "turn_on"),
    ("Ctrl+PgUp", "round_back"),
    ("Ctrl+PgDown", "round_on"),
    ("Home", "start"),
    ("End", "end"),
)


class ReplayView(QWidget):
    """``close_requested`` when the player asks to leave; ``export_requested`` for the log's export."""

    close_requested = Signal()
    export_requested = Signal()

    def __init__(self, controller: ReplayController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayView")
        self.controller = controller
        self.session = controller.replay
        self.table = create_table(controller)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.guard = TableGuard(self.table, self)
        self.guard.refused.connect(self.say_replay)
        status = getattr(self.table, "status", None)
        if status is not None:
            status.connect(self.show_status)
        controller.illegal.connect(self._on_illegal)

        self.title = QLabel()
        self.title.setObjectName("sideTitle")
        self.seat_label = QLabel()
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("replaySeat")
        self.seat_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        self.all_hands = QCheckBox()
        self.all_hands.setObjectName("replayAllHands")
        self.all_hands.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.all_hands.setEnabled(controller.finished)
        self.all_hands.toggled.connect(self._show_all)
        self.export_button = QPushButton()
        self.export_button.setObjectName("replayExport")
        self.export_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.export_button.clicked.connect(self.export_requested.emit)
        self.close_button = QPushButton()
        self.close_button.setObjectName("replayClose")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.close_requested.emit)

        self.log_panel = LogPanel(controller)
        self.log_panel.title.hide()  # the tab names it
        self.log_panel.list.itemClicked.connect(lambda item: self._line_clicked(self.log_panel.list.row(item)))
        self.side = QTabWidget()
        self.side.setObjectName("replaySide")
        self.side.setFixedWidth(SIDE_WIDTH)
        self.side.addTab(self.log_panel, "")
        self.status_line = StatusLine()
        self.status_line.setProperty("kind", "empty")
        self.nav = NavBar()
        self.nav.requested.connect(self.navigate)
        self.nav.slider.moved.connect(self.go_to)
        self.nav.slider.set_game(self.session.length, list(zip(self.session.round_starts,
                                                               self.session.round_numbers, strict=True)))
        self._layout()
        self.shortcuts: list[QShortcut] = []
        for keys, name in KEYS:
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda n=name: self.navigate(n))
            self.shortcuts.append(shortcut)
        controller.stepped.connect(self._stepped)
        controller.language_changed.connect(self.retranslate)
        controller.viewer_changed.connect(lambda _seat: self._sync_seat_box())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()
        self._fill_seats()
        self._stepped(controller.step)

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.setContentsMargins(12, 8, 12, 4)
        top.setSpacing(10)
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.seat_label)
        top.addWidget(self.seat_box)
        top.addSpacing(8)
        top.addWidget(self.all_hands)
        top.addSpacing(8)
        top.addWidget(self.export_button)
        top.addWidget(self.close_button)
        middle = QHBoxLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(0)
        middle.addWidget(self.table, 1)
        middle.addWidget(self.side)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        layout.addWidget(self.status_line)
        layout.addWidget(line)
        layout.addWidget(self.nav)

    # --- going places ----------------------------------------------------------------------------------
    @property
    def step(self) -> int:
        return self.controller.step

    def go_to(self, step: int) -> None:
        """Show the position after ``step`` steps (0: the setup; clamped to the game)."""
        if max(0, min(step, self.session.length)) != self.step:
            self.controller.go_to(step)

    def navigate(self, name: str) -> None:
        session, step = self.session, self.step
        moves: dict[str, Callable[[], int]] = {
            "start": lambda: 0,
            "end": lambda: session.length,
            "move_back": lambda: step - 1,
            "move_on": lambda: step + 1,
            "turn_back": lambda: session.previous_mark(session.turn_starts, step),
            "turn_on": lambda: session.next_mark(session.turn_starts, step),
            "round_back": lambda: session.previous_mark(session.round_starts, step),
            "round_on": lambda: session.next_mark(session.round_starts, step),
        }
        self.go_to(moves[name]())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The replay's keys reaching the view itself (where its shortcuts do not fire first)."""
        pressed = QKeySequence(event.keyCombination()).toString()
        for keys, name in KEYS:
            if QKeySequence(keys).toString() == pressed:
                self.navigate(name)
                return
        super().keyPressEvent(event)

    def _line_clicked(self, row: int) -> None:
        """A click on a line of the log: the table as it was right after that line happened."""
        self.go_to(self.session.step_of_line(row, self.controller.viewer_seat, self.controller.catalog))

    def _stepped(self, step: int) -> None:
        self.nav.show_step(step, self.session.length, self.session.round_at(step))
        self.show_status("")

    # --- side panels -----------------------------------------------------------------------------------
    def add_side_panel(self, widget: QWidget, title: str) -> int:
        """Add ``widget`` as a tab beside the log; its ``jump_requested(int)`` signal, when it has one, makes
        the replay go to that step. Returns the tab's index."""
        jump = getattr(widget, "jump_requested", None)
        if jump is not None and hasattr(jump, "connect"):
            jump.connect(self.go_to)
        return self.side.addTab(widget, title)

    # --- seats and hands -------------------------------------------------------------------------------
    def viewer_choices(self) -> list[int]:
        """The seats the game may be seen as: the people's (every seat when only computers played, or once
        the game has ended and every hand is shown: a game's table lays out its viewer's hand face up)."""
        count = self.controller.game.num_seats(self.session.state)
        humans = sorted(self.controller.humans)
        return humans if humans and not self.controller.reveals_all() else list(range(count))

    def _fill_seats(self) -> None:
        names = self.controller.player_names()
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        for seat in self.viewer_choices():
            self.seat_box.addItem(names[seat], seat)
        self.seat_box.setCurrentIndex(max(0, self.seat_box.findData(self.controller.viewer_seat)))
        self.seat_box.blockSignals(False)
        many = self.seat_box.count() > 1
        self.seat_box.setEnabled(many)
        if self.controller.viewer_seat is None and self.seat_box.count():
            self.controller.set_viewer(int(self.seat_box.currentData()))

    def _show_all(self, on: bool) -> None:
        self.controller.set_show_all(on)
        self._fill_seats()
        if self.controller.viewer_seat not in self.viewer_choices() and self.seat_box.count():
            self.controller.set_viewer(int(self.seat_box.currentData()))

    def _sync_seat_box(self) -> None:
        index = self.seat_box.findData(self.controller.viewer_seat)
        if index >= 0 and index != self.seat_box.currentIndex():
            self.seat_box.blockSignals(True)
            self.seat_box.setCurrentIndex(index)
            self.seat_box.blockSignals(False)

    def _seat_chosen(self, _index: int) -> None:
        seat = self.seat_box.currentData()
        if isinstance(seat, int):
            self.controller.set_viewer(seat)

    # --- messages --------------------------------------------------------------------------------------
    def say_replay(self) -> None:
        self.show_status(self.controller.reason_text(self.controller.refusal()))

    def _on_illegal(self, reason: Reason) -> None:
        self.show_status(self.controller.reason_text(reason))

    def show_status(self, text: str) -> None:
        self.status_line.setText(html.escape(text))
        self.status_line.setProperty("kind", "info" if text else "empty")
        self.status_line.style().unpolish(self.status_line)
        self.status_line.style().polish(self.status_line)

    def retranslate(self) -> None:
        game = self.controller.game
        title = game.titles.get(self.controller.lang) or game.id
        self.title.setText(self.tr("Replay: {game}").format(game=title))
        self.seat_label.setText(self.tr("Seen by:"))
        self.seat_box.setToolTip(self.tr("Whose cards the table shows: until the game ends, only what this "
                                         "player could see"))
        self.all_hands.setText(self.tr("Show every hand"))
        self.all_hands.setToolTip(
            self.tr("The whole position with every hidden card; choose any player above to see the table from "
                    "their seat, their hand face up") if self.controller.finished
            else self.tr("Only once the game has ended: until then the replay shows what one player could see")
        )
        self.export_button.setText(self.tr("Export the log…"))
        self.export_button.setToolTip(self.tr("Save the game log as a plain text or Markdown file"))
        self.close_button.setText(self.tr("Close"))
        self.side.setTabText(0, self.tr("Game log"))
        self.log_panel.list.setToolTip(self.tr("Click a line to see the table right after it"))
        self._fill_seats()
        self._stepped(self.step)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
