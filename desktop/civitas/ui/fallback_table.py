"""A generic table for a game that has none of its own: what the seat at the screen may see, and
its legal actions as buttons. Plain, but every game is playable with it (tests use it too)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from civitas.engine.actions import Action
from civitas.ui import hint_marks
from civitas.ui.controller import GameController

COLUMNS = 4


def action_label(controller: GameController, action: Action, view: Any = None) -> str:
    """``action`` in words, as the game names it for the seat at the screen (``Game.describe_action``);
    ``view`` is that seat's view when the caller has it already."""
    state = view if view is not None else controller.state_view()
    return controller.game.describe_action(
        state, controller.viewer_seat, action, controller.lang, controller.player_names()
    )


def describe_view(data: dict[str, Any]) -> str:
    """The seat's view as short ``key: value`` lines (hidden items appear as the game redacts them)."""
    lines = []
    for key, value in data.items():
        if key == "rng":
            continue
        lines.append(f"{key}: {json.dumps(value, ensure_ascii=False)}")
    return "\n".join(lines)


class FallbackTable(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fallbackTable")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.controller = controller
        self.buttons: list[tuple[Action, QPushButton]] = []
        self.heading = QLabel()
        self.heading.setObjectName("panelTitle")
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("mutedLabel")
        self.view_box = QGroupBox()
        self.view_text = QPlainTextEdit()
        self.view_text.setReadOnly(True)
        self.view_text.setObjectName("viewText")
        mono = QFont("DejaVu Sans Mono")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.view_text.setFont(mono)
        box_layout = QVBoxLayout(self.view_box)
        box_layout.addWidget(self.view_text)
        self.actions_box = QGroupBox()
        self.waiting = QLabel()
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.actions_grid = QGridLayout()
        actions_layout = QVBoxLayout(self.actions_box)
        actions_layout.addWidget(self.waiting)
        actions_layout.addLayout(self.actions_grid)
        self.view_text.setMinimumHeight(90)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.note)
        layout.addWidget(self.view_box, 1)
        layout.addWidget(self.actions_box)
        controller.changed.connect(self.refresh)
        controller.viewer_changed.connect(self.refresh)
        controller.language_changed.connect(self.refresh)
        controller.hint_ready.connect(self._show_hint)
        self.retranslate()

    def seat(self) -> int | None:
        """The seat this screen acts for: the viewer, when that seat must decide now."""
        viewer = self.controller.viewer_seat
        if viewer is None or viewer not in self.controller.humans or viewer not in self.controller.to_move():
            return None
        return viewer

    def refresh(self, *_args: object) -> None:
        controller = self.controller
        self.view_text.setPlainText(describe_view(controller.game.to_json(controller.state_view())))
        while self.actions_grid.count():
            item = self.actions_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.buttons = []
        seat = self.seat()
        if seat is None or controller.is_over():
            self.waiting.setText(self._waiting_text())
            self.waiting.show()
            return
        self.waiting.hide()
        view = controller.state_view()
        for index, action in enumerate(controller.game.legal_actions(controller.session.state, seat)):
            button = QPushButton(action_label(controller, action, view))
            button.setObjectName("actionButton")
            button.clicked.connect(lambda _checked=False, a=action, s=seat: self.controller.try_act(s, a))
            self.actions_grid.addWidget(button, index // COLUMNS, index % COLUMNS)
            self.buttons.append((action, button))

    def _show_hint(self, _seat: int, hint: Any) -> None:
        """Star the hint's best move and the alternatives, each with a tooltip saying what it means."""
        hinted = [move.action for move in getattr(hint, "moves", [])][:3]
        view = self.controller.state_view()
        for action, button in self.buttons:
            if action in hinted:
                best = action == hinted[0]
                button.setText(hint_marks.mark(best) + action_label(self.controller, action, view))
                button.setToolTip(hint_marks.mark_tip(best))

    def _waiting_text(self) -> str:
        if self.controller.is_over():
            return self.tr("The game is over.")
        names = self.controller.player_names()
        waiting = ", ".join(names[s] for s in self.controller.to_move())
        return self.tr("Waiting for {names}…").format(names=waiting)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Generic table"))
        self.note.setText(
            self.tr("This game has no table of its own yet. You see what your seat may see; choose an action below.")
        )
        self.view_box.setTitle(self.tr("What you see"))
        self.actions_box.setTitle(self.tr("Your actions"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
