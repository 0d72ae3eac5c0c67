"""The game screen of a tutorial: the usual table and side panel, the tutorial panel docked at the
top of the side panel, the step's move highlighted on the table with the hint marks (rings and
starred buttons), and the progress saved to the tutorial's own file after every move."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from civitas.storage.saves import SaveError, autosave
from civitas.ui.game_screen import GameScreen
from civitas.ui.messages import message_text
from civitas.ui.table.widget import TableWidget
from civitas.ui.tutorial.controller import TutorialController
from civitas.ui.tutorial.panel import TutorialPanel
from civitas.ui.tutorial.progress import save_progress
from civitas.ui.tutorial.runner import ScriptedRunner


class TutorialScreen(GameScreen):
    """``restart_requested`` asks the main window for a fresh tutorial."""

    runner_class = ScriptedRunner
    recap_opens_itself = False  # the tutorial's panel says what happened and what to do next
    hidden_keys_answer = True  # Ctrl+Z and H say why there is no undo or hint here
    restart_requested = Signal()

    def __init__(self, controller: TutorialController, ai_delay_ms: int = 600, parent: QWidget | None = None) -> None:
        super().__init__(controller, ai_delay_ms, parent)
        self.tutorial = controller
        self.autosave_enabled = controller.run.finished  # Continue's autosave only once the lessons are over
        self.panel = TutorialPanel(controller, self)
        side_layout = self.side.layout()
        if isinstance(side_layout, QVBoxLayout):
            side_layout.insertWidget(1, self.panel, 3)  # the lesson's text before the log
        # Undo and hints are not part of the lessons (their keys still say why): the room goes to the text.
        self.undo_button.hide()
        self.hint_button.hide()
        self.panel.next_requested.connect(self.next_step)
        self.panel.leave_requested.connect(self.leave)
        self.panel.restart_requested.connect(self.restart_requested.emit)
        self.panel.rules_requested.connect(self.rules_requested.emit)
        # After the table has redrawn (it connected first), mark the step's move again.
        controller.changed.connect(self._after_move)
        controller.language_changed.connect(self.highlight)
        controller.viewer_changed.connect(lambda _seat: self.highlight())
        self._mark_timer = QTimer(self)
        self._mark_timer.setSingleShot(True)
        self._mark_timer.setInterval(40)
        self._mark_timer.timeout.connect(self.highlight)
        view = getattr(self.table, "view", None)
        width_changed = getattr(view, "width_changed", None)
        if width_changed is not None:
            width_changed.connect(lambda _w: self._mark_timer.start())

    # --- flow ----------------------------------------------------------------------------------------
    def start(self, hide_first: bool = False) -> None:
        super().start(hide_first)
        self.save()
        self.highlight()

    def _after_move(self, _events: list[Any]) -> None:
        self.save()
        self.highlight()

    def next_step(self) -> None:
        self.tutorial.next_step()
        self.save()
        self.highlight()

    def leave(self) -> None:
        self.save()
        self.menu_requested.emit()

    def undo(self) -> None:
        self.show_status(self.tr("There is no undo in the tutorial: its steps only go forward."))

    def request_hint(self) -> None:
        self.show_status(self.tr("In the tutorial the panel on the right tells you what to do."))

    def save(self) -> None:
        """Keep the tutorial's progress; once it is over, the game also becomes Continue's."""
        try:
            save_progress(self.controller.session, self.tutorial.run)
        except OSError as error:
            self.show_status(message_text("save.write_failed", {"path": "", "error": str(error)}), error=True)
        if self.tutorial.run.finished and not self.autosave_enabled:
            self.autosave_enabled = True
            try:
                autosave(self.controller.session)
            except SaveError as error:
                self.show_status(message_text(error.code, error.args_), error=True)

    # --- showing what to do --------------------------------------------------------------------------
    def highlight(self) -> None:
        """Ring the pieces and star the buttons of the move the step asks for (the hint marks)."""
        wanted = self.tutorial.wanted()[:3]
        table: Any = self.table
        if hasattr(table, "apply_hints"):
            table.hinted = list(wanted)
            table.apply_hints()
        step = self.tutorial.run.asked(self.controller.session.state)
        scene = getattr(table, "scene", None)
        if wanted and step is not None and scene is not None:
            for payload in step.marks:
                found = [p for p in scene.pieces if p.payload == payload]
                if found:
                    found[0].set_hint(1)
        if isinstance(table, TableWidget):
            table.mark_panels(list(wanted))

