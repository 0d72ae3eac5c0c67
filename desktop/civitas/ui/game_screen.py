"""The game on screen: the game's own table (or the generic one), and beside it whose turn it is,
the log and the game buttons; a status line below; the hot-seat pass screen over everything."""

from __future__ import annotations

import html
import importlib
import traceback
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from civitas.ai.hints import Hint
from civitas.engine.game import Reason
from civitas.storage.saves import SaveError, autosave
from civitas.ui.ai_runner import AiRunner
from civitas.ui.controller import GameController
from civitas.ui.fallback_table import FallbackTable, action_label
from civitas.ui.log_panel import LogPanel
from civitas.ui.messages import message_text
from civitas.ui.pass_screen import PassScreen
from civitas.ui.rules_window import has_rules

# The side panel's width by the window's: narrow on a small screen, so the table keeps its room.
SIDE_WIDTHS: tuple[tuple[int, int], ...] = ((1600, 340), (1200, 290), (0, 250))
SIDE_WIDTH = 290


def table_module(game_id: str) -> Any | None:
    """``civitas.games.<id>.table`` if the game ships one, else None."""
    name = f"civitas.games.{game_id}.table"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and name.startswith(exc.name):
            return None
        raise


def create_table(controller: GameController) -> QWidget:
    """The game's own table, or the generic one when the game has none (or its table fails to start:
    the player can still play, and the error goes to stderr for the bug report)."""
    try:
        module = table_module(controller.game.id)
        factory = getattr(module, "create_table", None) if module is not None else None
        widget = factory(controller) if factory is not None else None
    except Exception:
        traceback.print_exc()
        widget = None
    return widget if isinstance(widget, QWidget) else FallbackTable(controller)


def color_dot(color: str) -> str:
    return f'<span style="color:{color}">&#9679;</span>'


def seat_html(name: str, color: str) -> str:
    """A seat's coloured dot and name, kept together on one line."""
    return f"{color_dot(color)}&nbsp;{html.escape(name).replace(' ', '&nbsp;')}"


class GameScreen(QWidget):
    """Signals: ``menu_requested``, ``save_requested``, ``load_requested`` go to the main window;
    ``finished`` fires once the game is over; ``hint_requested(seat)`` when the player asks."""

    menu_requested = Signal()
    save_requested = Signal()
    load_requested = Signal()
    finished = Signal()
    hint_requested = Signal(int)
    rules_requested = Signal(str)
    runner_class: type[AiRunner] = AiRunner  # a tutorial's screen plays its opponents from a script

    def __init__(
        self, controller: GameController, ai_delay_ms: int = 600, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        self.controller = controller
        self.autosave_enabled = True
        self.runner = self.runner_class(controller, ai_delay_ms, self)
        self.hint_available = self.runner.worker is not None
        self._thinking: dict[int, float] = {}
        self._finished_sent = False
        self._coached: tuple[int, int, int] | None = None
        self.shortcuts: dict[str, QShortcut] = {}  # key text -> the screen's shortcut for a button
        self._coach_hint: tuple[tuple[int, int, int], Any] | None = None  # (moment, Hint) kept quiet
        self._hint_asked = False  # the player pressed Hint (else a hint that arrives is the coach's)

        self.table = create_table(controller)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.pass_screen = PassScreen()
        self.pass_screen.accepted.connect(self._pass_accepted)
        self.content = QWidget()
        self._build_content()

        self.pages = QStackedLayout(self)
        self.pages.addWidget(self.content)
        self.pages.addWidget(self.pass_screen)

        controller.changed.connect(self._on_changed)
        controller.illegal.connect(self._on_illegal)
        controller.viewer_changed.connect(lambda _seat: self.refresh_panel())
        controller.language_changed.connect(self.refresh_panel)
        self.runner.thinking.connect(self._on_thinking)
        self.runner.done.connect(self._on_done)
        self.runner.hint_ready.connect(self._on_hint)
        self.runner.failed.connect(
            lambda text: self.show_status(self.tr("The computer's search failed; it played a random move."), True)
        )
        self.retranslate()

    # --- layout --------------------------------------------------------------------------------------
    def _build_content(self) -> None:
        side = QFrame()
        side.setObjectName("sidePanel")
        side.setFixedWidth(SIDE_WIDTH)
        self.side = side
        self.game_title = QLabel()
        self.game_title.setObjectName("sideTitle")
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setWordWrap(True)
        self.turn_label.setTextFormat(Qt.TextFormat.RichText)
        self.phase_label = QLabel()
        self.phase_label.setObjectName("mutedLabel")
        self.phase_label.setWordWrap(True)
        self.ai_label = QLabel()
        self.ai_label.setObjectName("aiLabel")
        self.ai_label.setWordWrap(True)
        self.ai_progress = QProgressBar()
        self.ai_progress.setTextVisible(False)
        self.ai_progress.setFixedHeight(6)
        self.stand_in_label = QLabel()
        self.stand_in_label.setObjectName("mutedLabel")
        self.stand_in_label.setWordWrap(True)
        self.log_panel = LogPanel(self.controller)

        self.undo_button = self._button(QKeySequence.StandardKey.Undo, self.undo)
        self.hint_button = self._button(QKeySequence(Qt.Key.Key_H), self.request_hint)
        self.save_button = self._button(QKeySequence.StandardKey.Save, self.save_requested.emit)
        self.load_button = self._button(QKeySequence.StandardKey.Open, self.load_requested.emit)
        self.menu_button = self._button(None, self.menu_requested.emit)
        self.rules_button = self._button(QKeySequence(Qt.Key.Key_F1), lambda: self.rules_requested.emit(""))
        self.rules_button.setVisible(has_rules(self.controller.game.id))
        buttons = QGridLayout()
        buttons.addWidget(self.undo_button, 0, 0)
        buttons.addWidget(self.hint_button, 0, 1)
        buttons.addWidget(self.save_button, 1, 0)
        buttons.addWidget(self.load_button, 1, 1)
        buttons.addWidget(self.rules_button, 2, 0)
        buttons.addWidget(self.menu_button, 2, 1)

        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(14, 14, 14, 14)
        side_layout.setSpacing(8)
        side_layout.addWidget(self.game_title)
        side_layout.addWidget(self.turn_label)
        side_layout.addWidget(self.phase_label)
        side_layout.addWidget(self.ai_label)
        side_layout.addWidget(self.ai_progress)
        side_layout.addWidget(self.stand_in_label)
        side_layout.addWidget(self.log_panel, 1)
        side_layout.addLayout(buttons)

        self.status_line = QLabel()
        self.status_line.setObjectName("statusLine")
        self.status_line.setWordWrap(True)
        self.status_line.setMinimumHeight(28)
        self.status_line.setTextFormat(Qt.TextFormat.RichText)
        self.status_line.linkActivated.connect(self._status_link)
        self.status_line.setProperty("kind", "empty")

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(0)
        top.addWidget(self.table, 1)
        top.addWidget(side)
        layout = QVBoxLayout(self.content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(top, 1)
        layout.addWidget(self.status_line)

    def _button(self, keys: QKeySequence | QKeySequence.StandardKey | None, slot: Any) -> QPushButton:
        """A side-panel button, and its key as a shortcut of the screen. (A button's own shortcut
        would be cleared by every ``setText`` of a language switch.)"""
        button = QPushButton()
        button.clicked.connect(lambda _checked=False: slot())
        if keys is not None:
            sequence = QKeySequence(keys)
            shortcut = QShortcut(sequence, self)
            shortcut.activated.connect(lambda: button.click() if button.isEnabled() and button.isVisible() else None)
            button.setToolTip(sequence.toString(QKeySequence.SequenceFormat.NativeText))
            self.shortcuts[sequence.toString()] = shortcut
        return button

    # --- flow ------------------------------------------------------------------------------------------
    def start(self, hide_first: bool = False) -> None:
        """Begin or resume play. ``hide_first``: a loaded hot-seat game opens on the pass screen."""
        if self.controller.is_over():
            self._finish()
            return
        if hide_first and len(self.controller.humans) > 1:
            humans_now = [s for s in self.controller.to_move() if s in self.controller.humans]
            if humans_now:
                self.show_pass(humans_now[0])
        self._advance()
        self.refresh_panel()
        self._refresh_table()

    def _advance(self) -> None:
        """After any change: hand the screen to the next human, let the AI seats act."""
        controller = self.controller
        if controller.is_over():
            self._finish()
            return
        humans_now = [s for s in controller.to_move() if s in controller.humans]
        if humans_now and controller.viewer_seat not in humans_now and not self.passing():
            seat = humans_now[0]
            if len(controller.humans) > 1:
                self.show_pass(seat)
            else:
                controller.set_viewer(seat)
        self.runner.schedule()
        self._coach()

    def _coach(self) -> None:
        """With the coach on, the search quietly rates the moves of each decision of the player at the
        screen; once the player has moved, ``_coach_judge`` speaks only if the move was a clear mistake."""
        controller = self.controller
        seat = controller.viewer_seat
        if not (controller.coach and self.hint_available) or self.passing():
            return
        if seat is None or seat not in controller.to_move():
            return
        record = controller.session.record
        moment = (len(record.steps), record.undo_used, seat)
        if moment != self._coached:
            self._coached = moment
            self.runner.request_hint(seat)  # not counted in hints_used: the player did not ask

    def _finish(self) -> None:
        self.runner.stop()
        if not self._finished_sent:
            self._finished_sent = True
            self.finished.emit()

    def _on_changed(self, _events: list[Any]) -> None:
        steps = self.controller.session.record.steps
        if not steps or steps[-1][0] in self.controller.humans:
            self.show_status("")  # a person moved: old messages and hints are done with
            self._coach_judge()
        if self.autosave_enabled:
            try:
                autosave(self.controller.session)
            except SaveError as error:
                self.show_status(message_text(error.code, error.args_), error=True)
        self._advance()
        self.refresh_panel()

    def _on_illegal(self, reason: Reason) -> None:
        text = html.escape(self.controller.reason_text(reason))
        if reason.section and has_rules(self.controller.game.id):
            link = html.escape(self.tr("Rules"))
            text += f' &nbsp; <a href="section:{html.escape(reason.section)}" style="color:#f5d58a">{link}</a>'
        self.show_status(text, error=True, rich=True)

    def _status_link(self, link: str) -> None:
        if link.startswith("section:"):
            self.rules_requested.emit(link.removeprefix("section:"))

    def _refresh_table(self) -> None:
        refresh = getattr(self.table, "refresh", None)
        if callable(refresh):
            refresh()

    # --- hot-seat --------------------------------------------------------------------------------------
    def passing(self) -> bool:
        return self.pages.currentWidget() is self.pass_screen

    def show_pass(self, seat: int) -> None:
        names = self.controller.player_names()
        self.pass_screen.show_for(seat, names[seat], self.controller.player_color(seat))
        self.pages.setCurrentWidget(self.pass_screen)
        self.pass_screen.button.setFocus()

    def _pass_accepted(self, seat: int) -> None:
        self.controller.set_viewer(seat)
        self.pages.setCurrentWidget(self.content)
        self.refresh_panel()
        self._advance()

    # --- buttons ---------------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.passing() or not self.controller.can_undo():
            return
        self.runner.cancel()
        if self.controller.undo():
            if self.autosave_enabled:
                try:
                    autosave(self.controller.session)
                except SaveError as error:
                    self.show_status(message_text(error.code, error.args_), error=True)
            self.show_status(self.tr("Your last move was taken back."))
        self._advance()
        self.refresh_panel()

    def request_hint(self) -> None:
        seat = self.controller.viewer_seat
        if self.passing() or seat is None or seat not in self.controller.to_move():
            return
        if not self.hint_available:
            self.show_status(self.tr("Hints come with the computer players' search, which is not built in yet."))
            return
        if self.runner.request_hint(seat):
            self._hint_asked = True
            self.controller.session.record.hints_used += 1
            self.show_status(self.tr("Looking for a good move…"))
            self.hint_requested.emit(seat)

    def _on_hint(self, seat: int, hint: Any) -> None:
        if seat != self.controller.viewer_seat or self.passing():
            return
        if not self._hint_asked and self.controller.coach:
            if self._coached is not None:
                self._coach_hint = (self._coached, hint)  # kept until the player has moved
            return
        self._hint_asked = False
        move = self.action_text(hint.best.action)
        text = self.tr("Hint: {move}.").format(move=move)
        reason = self.controller.hint_text(hint)
        if reason:
            text += " " + reason
        text += " " + self.tr("Chance to win: {percent}%").format(percent=round(hint.best.win_chance * 100))
        self.show_status(text)
        self.controller.hint_ready.emit(seat, hint)

    def _coach_judge(self) -> None:
        """After the player's move: a quiet note when the coach's search rated another move clearly
        better (see ``Hint.better_than``)."""
        kept, self._coach_hint = self._coach_hint, None
        if kept is None or not self.controller.coach:
            return
        (index, undo_used, seat), hint = kept
        record = self.controller.session.record
        if record.undo_used != undo_used or len(record.steps) <= index or record.steps[index][0] != seat:
            return
        better = hint.better_than(record.steps[index][1])
        if better is None:
            return
        text = self.tr("Coach: {move} looked stronger (chance to win {best}% against {mine}% after your move).").format(
            move=self.action_text(better.action),
            best=round(better.win_chance * 100),
            mine=round(hint.find(record.steps[index][1]).win_chance * 100),
        )
        reason = self.controller.hint_text(Hint(hint.seat, [better]))
        self.show_status(f"{text} {reason}".strip())

    def action_text(self, action: Any) -> str:
        """How the table names ``action`` (its ``action_text`` if it has one, else the generic label)."""
        namer = getattr(self.table, "action_text", None)
        if callable(namer):
            text = namer(action)
            if isinstance(text, str) and text:
                return text
        return action_label(self.controller, action)

    def show_status(self, text: str, error: bool = False, rich: bool = False) -> None:
        """Show ``text`` below the table (plain text unless ``rich``). The line keeps its place when
        empty, so the table does not jump."""
        self.status_line.setText(text if rich else html.escape(text))
        self.status_line.setProperty("kind", "error" if error else ("info" if text else "empty"))
        self.status_line.style().unpolish(self.status_line)
        self.status_line.style().polish(self.status_line)

    def shutdown(self) -> None:
        """Stop the AI before the screen goes away (closing the window, leaving the game)."""
        self.runner.stop()

    # --- AI progress -----------------------------------------------------------------------------------
    def _on_thinking(self, seat: int, progress: float) -> None:
        self._thinking[seat] = progress
        self._show_thinking()

    def _on_done(self, seat: int) -> None:
        self._thinking.pop(seat, None)
        self._show_thinking()

    def _show_thinking(self) -> None:
        if not self._thinking:
            self.ai_label.hide()
            self.ai_progress.hide()
            return
        names = self.controller.player_names()
        who = ", ".join(names[s] for s in sorted(self._thinking))
        if self.runner.random_play:
            self.ai_label.setText(self.tr("{names}: choosing a random move…").format(names=who))
        else:
            self.ai_label.setText(self.tr("{names}: thinking…").format(names=who))
        progress = min(self._thinking.values())
        if progress < 0:
            self.ai_progress.setRange(0, 0)
        else:
            self.ai_progress.setRange(0, 100)
            self.ai_progress.setValue(int(progress * 100))
        self.ai_label.show()
        self.ai_progress.show()

    # --- text ------------------------------------------------------------------------------------------
    def refresh_panel(self) -> None:
        controller = self.controller
        lang = controller.lang
        self.game_title.setText(controller.game.titles.get(lang) or controller.game.id)
        names = controller.player_names()
        if controller.is_over():
            self.turn_label.setText(self.tr("The game is over."))
        else:
            seats = controller.to_move()
            who = ", ".join(seat_html(names[s], controller.player_color(s)) for s in seats)
            current = getattr(controller.session.state, "current", None)  # whose turn it is, if the game says
            if isinstance(current, int) and 0 <= current < len(names) and seats == (current,):
                self.turn_label.setText(self.tr("Turn: {names}").format(names=who))
            elif isinstance(current, int) and 0 <= current < len(names):
                mover = seat_html(names[current], controller.player_color(current))
                turn = self.tr("Turn: {names}").format(names=mover)
                deciding = self.tr("Deciding now: {names}").format(names=who)
                self.turn_label.setText(f"{turn}<br>{deciding}")
            elif len(seats) > 1:
                self.turn_label.setText(self.tr("Deciding now: {names}").format(names=who))
            else:
                self.turn_label.setText(self.tr("Turn: {names}").format(names=who))
        phase = self._phase_text()
        self.phase_label.setText(phase)
        self.phase_label.setVisible(bool(phase))
        has_ai = len(controller.humans) < len(names)
        self.stand_in_label.setVisible(has_ai and self.runner.random_play)
        self.undo_button.setEnabled(controller.can_undo() and not controller.is_over())
        my_turn = controller.viewer_seat is not None and controller.viewer_seat in controller.to_move()
        self.hint_button.setEnabled(self.hint_available and my_turn and not controller.is_over())
        self._show_thinking()

    def _phase_text(self) -> str:
        game, state = self.controller.game, self.controller.session.state
        getter = getattr(game, "phase_id", None)
        phase = getter(state) if callable(getter) else getattr(state, "phase", None)
        if not isinstance(phase, str):
            return ""
        text = self.controller.catalog.get(f"phase.{phase}")
        return self.tr("Phase: {phase}").format(phase=text) if text else ""

    def retranslate(self) -> None:
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back your last move (Ctrl+Z)"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Suggest a move (H)"))
        self.save_button.setText(self.tr("Save"))
        self.save_button.setToolTip(self.tr("Save the game to a file (Ctrl+S)"))
        self.load_button.setText(self.tr("Load"))
        self.load_button.setToolTip(self.tr("Load a saved game (Ctrl+O)"))
        self.menu_button.setText(self.tr("Main menu"))
        self.rules_button.setText(self.tr("Rules (F1)"))
        self.menu_button.setToolTip(self.tr("Back to the start screen; the game is kept for Continue"))
        self.stand_in_label.setText(
            self.tr("Computer players make random legal moves for now: the real AI is not built in yet.")
        )
        self.refresh_panel()

    def resizeEvent(self, event: QResizeEvent) -> None:
        width = event.size().width()
        self.side.setFixedWidth(next(side for least, side in SIDE_WIDTHS if width >= least))
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
