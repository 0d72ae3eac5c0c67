"""The game on screen: the game's own table (or the generic one), and beside it whose turn it is,
the log and the game buttons; a status line below; the hot-seat pass screen over everything."""

from __future__ import annotations

import html
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
from civitas.storage.autosaver import Autosaver
from civitas.ui import hint_marks
from civitas.ui.ai_controls import STEP_KEY, AiControls, key_name
from civitas.ui.ai_runner import AiRunner
from civitas.ui.controller import GameController
from civitas.ui.fallback_table import FallbackTable, action_label
from civitas.ui.game_tables import table_package
from civitas.ui.log_panel import LogPanel
from civitas.ui.messages import message_text
from civitas.ui.pass_screen import PassScreen
from civitas.ui.rules_window import has_rules
from civitas.ui.status_line import StatusLine
from civitas.ui.table_overlays import TableOverlays

# The side panel's width by the window's: narrow on a small screen, so the table keeps its room.
SIDE_WIDTHS: tuple[tuple[int, int], ...] = ((1600, 340), (1200, 290), (0, 250))
SIDE_WIDTH = 290


def create_table(controller: GameController) -> QWidget:
    """The game's own table, or the generic one when the game declares none. A table package that lacks
    a part fails loudly (:class:`~civitas.engine.package.PackageError`); a table that fails while it
    starts falls back to the generic one, so the player can still play, and the error goes to stderr
    for the bug report."""
    module = table_package(controller.game.id)
    if module is None:
        return FallbackTable(controller)
    try:
        widget = module.create_table(controller)
    except Exception:
        traceback.print_exc()
        widget = None
    return widget if isinstance(widget, QWidget) else FallbackTable(controller)


def color_dot(color: str) -> str:
    return f'<span style="color:{color}">&#9679;</span>'


def seat_html(name: str, color: str) -> str:
    """A seat's coloured dot and name, kept together on one line."""
    return f"{color_dot(color)}&nbsp;{html.escape(name).replace(' ', '&nbsp;')}"


#: "What happened?": a function key, as the screen's other own controls (the letters are the tables').
RECAP_KEY = Qt.Key.Key_F2


class GameScreen(QWidget):
    """Signals: ``menu_requested``, ``save_requested``, ``load_requested`` go to the main window;
    ``finished`` fires once the game is over; ``hint_requested(seat)`` when the player asks."""

    menu_requested = Signal()
    save_requested = Signal()
    load_requested = Signal()
    finished = Signal()
    hint_requested = Signal(int)
    rules_requested = Signal(str)
    replay_requested = Signal()  # watch the game so far again, move by move (in a window of its own)
    export_requested = Signal()  # the game log as a file
    runner_class: type[AiRunner] = AiRunner  # a tutorial's screen plays its opponents from a script
    recap_opens_itself = True  # the "since your last turn" recap opens when the player's turn comes
    hidden_keys_answer = False  # a screen that hides Undo and Hint on purpose answers their keys itself

    def __init__(
        self, controller: GameController, ai_delay_ms: int = 600, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        self.controller = controller
        self.autosave_enabled = True
        self.autosaver = Autosaver()  # writes on a thread of its own: a step never waits for the disk
        self.runner = self.runner_class(controller, ai_delay_ms, self)
        self.hint_available = self.runner.worker is not None
        self._thinking: dict[int, float] = {}
        self._finished_sent = False
        self._coached: tuple[int, int, int] | None = None
        self.shortcuts: dict[str, QShortcut] = {}  # key text -> the screen's shortcut for a button
        self._coach_hint: tuple[tuple[int, int, int], Any] | None = None  # (moment, Hint) kept quiet
        self._hint_asked = False  # the player pressed Hint (else a hint that arrives is the coach's)
        self._coach_labels: dict[Any, str] = {}  # the coach's moves in words, named when its hint came

        self.table = create_table(controller)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.pass_screen = PassScreen()
        self.pass_screen.accepted.connect(self._pass_accepted)
        self.content = QWidget()
        self._build_content()
        # The recap and the alert banner over the table (children of ``content``, above the table).
        self.overlays = TableOverlays(controller, self.table, self.content, self)
        self.overlays.auto = self.recap_opens_itself

        self.pages = QStackedLayout(self)
        self.pages.addWidget(self.content)
        self.pages.addWidget(self.pass_screen)

        controller.changed.connect(self._on_changed)
        controller.illegal.connect(self._on_illegal)
        controller.viewer_changed.connect(lambda _seat: self.refresh_panel())
        controller.language_changed.connect(self.refresh_panel)
        self.runner.thinking.connect(self._on_thinking)
        self.runner.done.connect(self._on_done)
        self.runner.holding.connect(lambda _seat: self._show_thinking())
        self.runner.hint_ready.connect(self._on_hint)
        self.runner.failed.connect(
            lambda text: self.show_status(self.tr("The computer's search failed; it played a random move."), True)
        )
        self.retranslate()
        keys_changed = getattr(self.table, "keys_changed", None)
        if keys_changed is not None:  # a key the table's buttons answer to is theirs while they do
            keys_changed.connect(self._yield_keys)
        self._yield_keys()

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
        self.ai_controls = AiControls(self.runner, self)  # Pause (F5), Step (F6) and Speed (F7)
        self.stand_in_label = QLabel()
        self.stand_in_label.setObjectName("mutedLabel")
        self.stand_in_label.setWordWrap(True)
        self.coach_label = QLabel()  # shown while the coach watches the player's moves
        self.coach_label.setObjectName("coachLabel")
        self.coach_label.setWordWrap(True)
        self.log_panel = LogPanel(self.controller)

        self.undo_button = self._button(QKeySequence.StandardKey.Undo, self.undo, says_why=True)
        self.hint_button = self._button(QKeySequence(Qt.Key.Key_H), self.request_hint, says_why=True)
        self.save_button = self._button(QKeySequence.StandardKey.Save, self.save_requested.emit)
        self.load_button = self._button(QKeySequence.StandardKey.Open, self.load_requested.emit)
        self.menu_button = self._button(None, self.menu_requested.emit)
        self.rules_button = self._button(QKeySequence(Qt.Key.Key_F1), lambda: self.rules_requested.emit(""))
        self.rules_button.setVisible(has_rules(self.controller.game.id))
        self.recap_button = self._button(QKeySequence(RECAP_KEY), self.show_recap)
        self.recap_button.setVisible(bool(self.controller.game.recap_groups()))
        self.replay_button = self._button(None, self.replay_requested.emit)
        self.export_button = self._button(None, self.export_requested.emit)
        buttons = QGridLayout()
        buttons.addWidget(self.undo_button, 0, 0)
        buttons.addWidget(self.hint_button, 0, 1)
        buttons.addWidget(self.recap_button, 1, 0, 1, 2)
        buttons.addWidget(self.save_button, 2, 0)
        buttons.addWidget(self.load_button, 2, 1)
        # The last two get a row each: «Правила (F1)» and «Главное меню» in the app's font are wider
        # than half of the narrowest side panel.
        buttons.addWidget(self.replay_button, 3, 0)
        buttons.addWidget(self.export_button, 3, 1)
        buttons.addWidget(self.rules_button, 4, 0, 1, 2)
        buttons.addWidget(self.menu_button, 5, 0, 1, 2)

        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(14, 14, 14, 14)
        side_layout.setSpacing(8)
        side_layout.addWidget(self.game_title)
        side_layout.addWidget(self.turn_label)
        side_layout.addWidget(self.phase_label)
        side_layout.addWidget(self.ai_label)
        side_layout.addWidget(self.ai_progress)
        side_layout.addWidget(self.ai_controls)
        side_layout.addWidget(self.stand_in_label)
        side_layout.addWidget(self.coach_label)
        side_layout.addWidget(self.log_panel, 1)
        side_layout.addLayout(buttons)

        self.status_line = StatusLine()  # two lines high whatever it says: the table above never moves
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

    def _yield_keys(self) -> None:
        """The screen's shortcuts for the keys the table's buttons answer to now wait, and the buttons that
        name those keys stop naming them. The screen's own keys (Ctrl+…, F-keys, H) are chosen so that no table
        takes them (tests/ui/table/test_one_key_one_meaning.py); this is the guard should a game's table ever
        do."""
        taken: frozenset[str] = getattr(self.table, "taken_keys", frozenset())
        for key, shortcut in self.shortcuts.items():
            shortcut.setEnabled(key not in taken)
        self.ai_controls.yield_keys(taken)
        self._recap_label()

    def _recap_label(self) -> None:
        taken: frozenset[str] = getattr(self.table, "taken_keys", frozenset())
        free = QKeySequence(RECAP_KEY).toString() not in taken
        self.recap_button.setText(
            self.tr("What happened? ({key})").format(key=key_name(RECAP_KEY)) if free else self.tr("What happened?"))

    def _button(self, keys: QKeySequence | QKeySequence.StandardKey | None, slot: Any,
                says_why: bool = False) -> QPushButton:
        """A side-panel button, and its key as a shortcut of the screen. (A button's own shortcut
        would be cleared by every ``setText`` of a language switch.) With ``says_why``, the key of a button
        that cannot be used now says why below the table (its tooltip tells), rather than do nothing; a screen
        that hides the button on purpose (``hidden_keys_answer``) lets its own slot answer."""
        button = QPushButton()
        button.clicked.connect(lambda _checked=False: slot())
        if keys is not None:
            sequence = QKeySequence(keys)
            shortcut = QShortcut(sequence, self)
            shortcut.activated.connect(lambda: self._key_pressed(button, slot, says_why))
            button.setToolTip(sequence.toString(QKeySequence.SequenceFormat.NativeText))
            self.shortcuts[sequence.toString()] = shortcut
        return button

    def _key_pressed(self, button: QPushButton, slot: Any, says_why: bool) -> None:
        if button.isEnabled() and button.isVisible():
            button.click()
        elif says_why and not button.isVisible() and self.hidden_keys_answer:
            slot()
        elif says_why and button.isVisible():
            self.show_status(button.toolTip())

    # --- flow ------------------------------------------------------------------------------------------
    def start(self, hide_first: bool = False) -> None:
        """Begin or resume play. A hot-seat game, new or loaded, opens on the pass screen: no hand shows
        until its player has said they are at the screen. (``hide_first``, which loading passes, asks
        for just that; a new hot-seat game needs it as much, so the pass screen no longer depends on it.)"""
        if self.controller.is_over():
            self._finish()
            return
        if len(self.controller.humans) > 1:
            humans_now = [s for s in self.controller.to_move() if s in self.controller.humans]
            first = humans_now[0] if humans_now else self.controller.viewer_seat
            if first is not None:
                self.show_pass(first)
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
        self.overlays.after_change(self.passing())

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
        self.overlays.hide_recap()
        self.overlays.alert.refresh()
        if not self._finished_sent:
            self._finished_sent = True
            self.finished.emit()

    def _on_changed(self, _events: list[Any]) -> None:
        steps = self.controller.session.record.steps
        if not steps or steps[-1][0] in self.controller.humans:
            self.show_status("")  # a person moved: old messages and hints are done with
            self._coach_judge()
        self._autosave()
        self._advance()
        self.refresh_panel()

    def _autosave(self) -> None:
        """Hand the position to the autosave writer; a write that failed since is shown now."""
        error = self.autosaver.take_error()
        if error is not None:
            self.show_status(message_text(error.code, error.args_), error=True)
        if self.autosave_enabled:
            self.autosaver.submit(self.controller.session)

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
        name = lambda: self.controller.player_names()[seat]  # asked again on a language switch
        self.pass_screen.show_for(seat, name, self.controller.player_color(seat))
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
            self._autosave()
            self.show_status(self.tr("Your last move was taken back."))
        self._advance()
        self.refresh_panel()

    def show_recap(self) -> None:
        """The "What happened?" button: the recap for the seat at the screen (closes it when open)."""
        if self.passing():
            return
        if self.overlays.recap.isVisible():
            self.overlays.recap.dismiss()
        else:
            self.overlays.show_recap()

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
        else:  # no search process (it failed to start, or the screen is closing)
            self.show_status(self.tr("Hints need the computer players' search, which is not running."))

    def _on_hint(self, seat: int, hint: Any) -> None:
        if seat != self.controller.viewer_seat or self.passing():
            return
        if not self._hint_asked and self.controller.coach:
            if self._coached is not None:
                self._coach_hint = (self._coached, hint)  # kept until the player has moved
                # Named now: once the player has moved, the position may no longer show its details.
                self._coach_labels = {move.action: self.action_text(move.action) for move in hint.moves}
            return
        self._hint_asked = False
        move = self.plan_text(hint.best.action, getattr(hint, "plan", []))
        text = self.tr("Hint: {move}.").format(move=move)
        reason = self.controller.hint_text(hint)
        if reason:
            text += " " + reason
        text += " " + self.tr("Chance to win: {percent}%").format(percent=round(hint.best.win_chance * 100))
        self.show_status(f"{text}. {hint_marks.legend()}")
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
        note = self.tr("Coach: “{move}” looked stronger (chance to win {best}% against {mine}% after your move).")
        text = note.format(
            move=self._coach_labels.get(better.action) or self.action_text(better.action),
            best=round(better.win_chance * 100),
            mine=round(hint.find(record.steps[index][1]).win_chance * 100),
        )
        reason = self.controller.hint_text(Hint(hint.seat, [better]))
        self.show_status(f"{text} {reason}".strip())

    def plan_text(self, first: Any, plan: list[Any]) -> str:
        """A hinted move and its plan in words: the game's own sentence for them (``describe_plan``)
        where it has one, else each move named and joined with "then"."""
        steps = self.plan_steps(first, plan)
        seat = self.controller.viewer_seat
        if len(steps) > 1 and seat is not None:
            sentence = self.controller.game.describe_plan(steps, seat, self.controller.lang,
                                                          self.controller.player_names())
            if sentence:
                return sentence
        move = self.action_text(first)
        for view, action in steps[1:]:
            step = action_label(self.controller, action, view)
            move = self.tr("{move}, then {next}").format(move=move, next=step)
        return move

    def plan_labels(self, first: Any, plan: list[Any]) -> list[str]:
        """The follow-ups of a hint's plan in words, each named in the position it will be played in."""
        return [action_label(self.controller, action, view) for view, action in self.plan_steps(first, plan)[1:]]

    def plan_steps(self, first: Any, plan: list[Any]) -> list[tuple[Any, Any]]:
        """(the viewer's view, action) for the hinted move and each follow-up of its plan, in the position
        it will be played in; stops at a move the position does not allow."""
        game = self.controller.game
        seat = self.controller.viewer_seat
        if seat is None:
            return []
        state = game.copy(self.controller.session.state)
        steps: list[tuple[Any, Any]] = [(game.view(state, seat), first)]
        try:
            game.apply(state, seat, first)
            for action in plan:
                if game.why_not(state, seat, action) is not None:
                    break
                steps.append((game.view(state, seat), action))
                game.apply(state, seat, action)
        except Exception:  # noqa: BLE001 - the plan is a courtesy: the first move is named anyway
            pass
        return steps

    def action_text(self, action: Any) -> str:
        """How the table names ``action`` (its ``action_text`` if it has one, else the generic label)."""
        namer = getattr(self.table, "action_text", None)
        if callable(namer):
            text = namer(action)
            if isinstance(text, str) and text:
                return text
        return action_label(self.controller, action)

    def show_status(self, text: str, error: bool = False, rich: bool = False) -> None:
        """Show ``text`` below the table (plain text unless ``rich``). The line keeps its height, empty or
        wrapped, so the table does not jump."""
        self.status_line.setText(text if rich else html.escape(text))
        self.status_line.setProperty("kind", "error" if error else ("info" if text else "empty"))
        self.status_line.style().unpolish(self.status_line)
        self.status_line.style().polish(self.status_line)

    def shutdown(self) -> None:
        """Stop the AI and finish the autosave before the screen goes away (closing the window, leaving
        the game)."""
        self.runner.stop()
        self.autosaver.close()

    # --- AI progress -----------------------------------------------------------------------------------
    def _on_thinking(self, seat: int, progress: float) -> None:
        self._thinking[seat] = progress
        self._show_thinking()

    def _on_done(self, seat: int) -> None:
        self._thinking.pop(seat, None)
        self._show_thinking()

    def _show_thinking(self) -> None:
        held = self.runner.held and not self.controller.is_over()
        waiting = self.runner.waiting_seats() if held else []
        thinking = {seat: p for seat, p in self._thinking.items() if seat not in waiting}
        names = self.controller.player_names()
        lines = []
        if thinking:
            who = ", ".join(names[s] for s in sorted(thinking))
            if self.runner.random_play:
                lines.append(self.tr("{names}: choosing a random move…").format(names=who))
            else:
                lines.append(self.tr("{names}: thinking…").format(names=who))
        if waiting:
            who = ", ".join(names[s] for s in sorted(waiting))
            lines.append(self.tr("Paused: a move is ready ({names}). Step ({key}) lets it happen.").format(
                names=who, key=key_name(STEP_KEY)))
        elif held:
            lines.append(self.tr("Paused: the computer players wait before their next move."))
        self.ai_label.setText("\n".join(lines))
        self.ai_label.setVisible(bool(lines))
        self.ai_progress.setVisible(bool(thinking))
        if thinking:
            progress = min(thinking.values())
            if progress < 0:
                self.ai_progress.setRange(0, 0)
            else:
                self.ai_progress.setRange(0, 100)
                self.ai_progress.setValue(int(progress * 100))
        self.ai_controls.refresh()

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
            current = controller.game.current_seat(controller.session.state)  # whose turn it is, if the game says
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
        self.coach_label.setVisible(controller.coach and self.hint_available)
        self.ai_controls.setVisible(has_ai and not controller.is_over())
        self.recap_button.setEnabled(controller.viewer_seat is not None)
        self._explain_disabled()
        self._show_thinking()

    def _explain_disabled(self) -> None:
        """A disabled Undo or Hint button says in its tooltip why it cannot be used now."""
        controller = self.controller
        if self.undo_button.isEnabled():
            self.undo_button.setToolTip(self.tr("Take back your last move (Ctrl+Z)"))
        elif controller.is_over():
            self.undo_button.setToolTip(self.tr("The game is over."))
        elif self._undo_stopped_by_a_reveal():
            self.undo_button.setToolTip(self.tr(
                "Your last move cannot be taken back: a card was drawn or a die thrown since, and undo never "
                "goes back past that."))
        else:
            self.undo_button.setToolTip(self.tr("Nothing to take back: you have not moved yet."))
        if self.hint_button.isEnabled():
            self.hint_button.setToolTip(self.tr("Suggest a move (H)"))
        elif not self.hint_available:
            self.hint_button.setToolTip(self.tr("Hints need the computer players' search, which is not running."))
        elif controller.is_over():
            self.hint_button.setToolTip(self.tr("The game is over."))
        else:
            self.hint_button.setToolTip(self.tr("Hints are for your own decisions: wait until it is your move."))

    def _undo_stopped_by_a_reveal(self) -> bool:
        """Whether the seat at the screen has moved, but a draw, a die or a look came after its last move."""
        session, seat = self.controller.session, self.controller.viewer_seat
        steps = session.record.steps
        for index in range(len(steps) - 1, -1, -1):
            if steps[index][0] == seat:
                return any(session.reveals[index:])
        return False

    def _phase_text(self) -> str:
        game, state = self.controller.game, self.controller.session.state
        phase = game.phase_id(state)
        if not phase:
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
        self.replay_button.setText(self.tr("Replay"))
        self.replay_button.setToolTip(self.tr("Watch the game so far again, move by move, in a window of its own"))
        self.export_button.setText(self.tr("Export log"))
        self.export_button.setToolTip(self.tr("Save the game log as a plain text or Markdown file"))
        self.rules_button.setText(self.tr("Rules (F1)"))
        self._recap_label()
        self.recap_button.setToolTip(
            self.tr("What the others did since your last turn: the events that matter most ({key})").format(
                key=key_name(RECAP_KEY))
        )
        self.menu_button.setToolTip(self.tr("Back to the start screen; the game is kept for Continue"))
        self.stand_in_label.setText(
            self.tr("Computer players make random legal moves for now: the real AI is not built in yet.")
        )
        self.show_status("")  # a message in the old language goes (a hint's rings stay on the table)
        self.coach_label.setText("● " + self.tr("Coach on"))
        self.coach_label.setToolTip(
            self.tr("After each of your moves the coach compares it with the best move its search finds, and "
                    "speaks up below the table only after a clear mistake. Turn it off in Settings.")
        )
        self.refresh_panel()

    def resizeEvent(self, event: QResizeEvent) -> None:
        width = event.size().width()
        self.side.setFixedWidth(next(side for least, side in SIDE_WIDTHS if width >= least))
        super().resizeEvent(event)
        self.overlays.place_soon()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
