"""The table widget a game screen embeds: the scene in a scaling view, a prompt bar for decisions
the engine is waiting for, and an action bar, so every action works without dragging too.

A game's table subclasses ``TableWidget`` and fills in ``build`` (zones and pieces from the state
view), ``drop_action`` (what a drop means), ``choices_for`` (a piece's context menu), ``bar_choices``
and ``prompt``. The widget re-renders from the controller's position (``position()``: the viewer's view,
legal actions and ``Game.decision``, computed once per position; a table never reads the full state) on
every ``changed`` and slides pieces to their new places; illegal attempts are explained through the
``status`` signal. By default the prompt asks the game's decision with a button per legal action.

What tables whose moves are :class:`Bindings` (ui/table/bindings.py) share comes from
:class:`~civitas.ui.table.game_kit.GameTableKit` (players, moves bound to pieces, cards, menus, buttons);
a :class:`~civitas.ui.table.choice.Choice` is one thing the player can do.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Decision, Reason
from civitas.ui import hint_marks
from civitas.ui.controller import GameController
from civitas.ui.fallback_table import action_label
from civitas.ui.table.anim import animation_scale
from civitas.ui.table.choice import Choice, fit_choices, key_text, one_key_each, two_lines, widest_line
from civitas.ui.table.drag import DropMeaning
from civitas.ui.table.game_kit import BindFn, GameTableKit
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.scene import Seen, TableScene
from civitas.ui.table.view import TableView
from civitas.ui.table.zone import Zone

__all__ = ["BindFn", "Choice", "TableWidget", "key_text"]

PROMPT_H = 56
LONG_ANSWER = 180  # pixels: a prompt answer wider than this may take two lines when the prompt is crowded
BAR_H = 40
PROMPT_STYLE = "#tablePrompt { background: #fff3c4; border: 1px solid #c9a227; border-radius: 6px; }"
IDLE_STYLE = "#tablePrompt { background: #efe8d8; border: 1px solid #cfc3a8; border-radius: 6px; }"


class TableWidget(GameTableKit, QWidget):
    status = Signal(str)
    keys_changed = Signal()  # the keys of the table's buttons changed (``taken_keys``)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.menu: QMenu | None = None
        self.menu_choices: list[Choice] = []  # the open menu's entries, in order
        self.last_status = ""
        self.selected: PieceItem | None = None

        self.prompt_frame = QFrame(self)
        self.prompt_frame.setObjectName("tablePrompt")
        self.prompt_label = QLabel(self.prompt_frame)
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        font = self.prompt_label.font()
        font.setBold(True)
        self.prompt_label.setFont(font)
        self.prompt_font = QFont(font)  # the question's full size; a long one shrinks from it to fit
        self.prompt_buttons = QHBoxLayout()
        prompt_layout = QHBoxLayout(self.prompt_frame)
        prompt_layout.setContentsMargins(10, 6, 10, 6)
        prompt_layout.addWidget(self.prompt_label, 1)
        prompt_layout.addLayout(self.prompt_buttons)

        # Both bars keep a fixed height whatever they hold, so the view never changes size (and the
        # scene never re-lays out) because a button came or went.
        self.prompt_frame.setFixedHeight(PROMPT_H)
        self.bar_frame = QWidget(self)
        self.bar_frame.setFixedHeight(BAR_H)
        self.bar = QHBoxLayout(self.bar_frame)
        self.bar.setContentsMargins(6, 0, 6, 4)
        self.bar.setSpacing(6)
        self.bar.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.row = QHBoxLayout()
        self.row.setSpacing(6)
        self.row.addWidget(self.view, 1)
        layout.addLayout(self.row, 1)
        layout.addWidget(self.prompt_frame)
        layout.addWidget(self.bar_frame)
        self._relayout_timer = QTimer(self)
        self._relayout_timer.setSingleShot(True)
        self._relayout_timer.setInterval(0)
        self._relayout_timer.timeout.connect(self._relayout_if_needed)
        self.built_width = 0.0
        self.prompt_choices: list[Choice] = []
        self.bar_buttons: list[QPushButton] = []
        self.bar_choice_list: list[Choice] = []
        self.prompt_button_list: list[QPushButton] = []
        self.prompt_overflow: list[Choice] = []  # answers in the "More…" menu when not all fit
        self.prompt_wrap = 0  # answers wider than this many pixels show on two lines (0: none)
        self.taken_keys: frozenset[str] = frozenset()  # the keys the bar's and the prompt's buttons answer to

        controller.changed.connect(self.on_changed)
        controller.language_changed.connect(self.on_language_changed)
        controller.viewer_changed.connect(self.on_viewer_changed)
        hint_ready = getattr(controller, "hint_ready", None)
        if hint_ready is not None:
            hint_ready.connect(self.on_hint)
        self.hinted: list[Action] = []
        self.hint_plan: list[Action] = []  # what the hint's best move leads to (the same seat's next moves)
        # What happened while the player was dragging (another seat acted): shown when the drag ends,
        # so a card in the hand is never pulled from under the pointer.
        self.deferred: list[Event] | None = None
        self._announced: Reason | None = None
        self.scene.drag.ended.connect(self._flush_deferred)
        self.view.width_changed.connect(lambda _w: self._relayout_timer.start())
        # A subclass finishes its own setup, then calls ``self.rerender(animate=False)``.

    # --- hooks for a game's table ------------------------------------------------------------------------
    def build(self, state: Any) -> None:
        """Add zones and pieces for ``state`` (the viewer's view) to ``self.scene``."""

    def drop_action(self, piece: PieceItem, zone: Zone) -> DropMeaning:
        return None

    def drop_refused_text(self, piece: PieceItem, zone: Zone) -> str:
        return self.tr("That cannot go there.")

    def choices_for(self, target: PieceItem | Zone | None) -> list[Choice]:
        return []

    def bar_choices(self) -> list[Choice]:
        return []

    def prompt(self) -> tuple[str, list[Choice]] | None:
        """The question the viewer must answer now and its answers; by default ``decision_prompt``."""
        return self.decision_prompt()

    def decision_prompt(self) -> tuple[str, list[Choice]] | None:
        """The viewer's decision as the game describes it (``Game.decision``): its question from the
        game's catalog and a button for every legal action, named as the game names it. A new game's
        table thus answers every decision before it has any gesture of its own."""
        position = self.position()
        decision = position.decision
        if decision is None or not position.legal:
            return None
        choices = [Choice(action_label(self.controller, a, position.view), a, key=str(a[0])) for a in position.legal]
        return self.decision_text(decision), choices

    def decision_text(self, decision: Decision) -> str:
        """The question of ``decision`` in the game's words, with how many picks are left when it takes
        several; a generic question when the game's catalog has none."""
        from civitas.engine.log import render

        catalog = self.controller.catalog
        template = catalog.get(decision.prompt)
        if template is None:
            text = self.tr("Your decision: choose one of the answers.")
        else:
            text = render(template, decision.args, catalog, self.controller.lang, self.controller.player_names())
        if decision.max_picks > 1 and decision.left > 0:
            text += " " + self.tr("Left to choose: %n.", "", decision.left)
        return text

    def animate_events(self, events: list[Event]) -> None:
        """Animate what happened beyond pieces moving (dice, banners); pieces slide by themselves."""

    def spawn_origin(self, piece: PieceItem) -> QPointF | None:
        """Where a piece that did not exist before comes from (a deck, the supply), or None to fade in."""
        return None

    def leave_target(self, seen: Seen) -> QPointF | None:
        """Where a card that left the table goes (a discard pile, another player), or None to vanish."""
        return None

    def retranslate(self) -> None:
        """Re-read every fixed string (called on a language switch before the re-render)."""

    def scene_room(self, rect: QRectF) -> QRect:
        """``rect`` of the scene as it stands on screen now, in this widget's coordinates (where a
        game's table tells the screen its panels may go: ``recap_room``, ``alert_room``)."""
        if rect.isEmpty():
            return QRect()
        on_view = self.view.mapFromScene(rect).boundingRect()
        return on_view.translated(self.view.viewport().mapTo(self, QPoint(0, 0))).intersected(self.rect())

    # --- the engine ---------------------------------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        return self.controller.viewer_seat

    def state(self) -> Any:
        return self.controller.state_view()

    def check(self, action: Action) -> Reason | None:
        if self.seat is None:
            return self.controller.game.not_your_turn()
        return self.controller.why_not(self.seat, action)

    def perform(self, action: Action, piece: PieceItem | None = None) -> Reason | None:
        if self.seat is None:
            return self.controller.game.not_your_turn()
        reason = self.controller.try_act(self.seat, action)
        self._announced = reason  # try_act emitted ``illegal`` for it already
        return reason

    def act(self, action: Action) -> bool:
        """Perform ``action`` for the viewer; on refusal, say why. Returns whether it happened."""
        reason = self.perform(action)
        if reason is not None:
            self.say_reason(reason)
            return False
        return True

    def say(self, text: str) -> None:
        self.last_status = text
        self.status.emit(text)

    def say_reason(self, reason: Reason) -> None:
        """Explain a refusal: on ``status``, and through ``controller.illegal`` (which the game screen
        shows) unless the controller itself already announced this refusal."""
        self.say(self.controller.reason_text(reason))
        if reason is not self._announced:
            self.controller.illegal.emit(reason)
        self._announced = None

    def piece_clicked(self, piece: PieceItem) -> None:
        """A click without a drag: by default, the piece's only choice is performed, else its menu."""
        self.selected = piece

    # --- rendering ----------------------------------------------------------------------------------------
    def rerender(self, animate: bool = True) -> None:
        before = self.scene.snapshot() if animate else {}
        focused = self.scene.focusItem()
        focus_key = focused.key if isinstance(focused, PieceItem) else ""
        prefer = self.scene.drag.last_dropped_key
        self.scene.reset()
        self.built_width = self.scene.sceneRect().width()
        self.build(self.state())
        self.scene.arrange(before, self.spawn_origin, prefer_key=prefer, animate=animate, leave=self.leave_target)
        self.scene.drag.last_dropped_key = ""
        if focus_key:
            piece = self.scene.piece(focus_key)
            if piece is not None:
                piece.setFocus()
        self.refresh_bars()
        if self.hinted:
            self.apply_hints()  # a new layout (a resize, a side panel coming or going) keeps the marks

    def _relayout_if_needed(self) -> None:
        if abs(self.scene.sceneRect().width() - self.built_width) > 1.0:
            self.rerender(animate=False)

    def on_hint(self, seat: int, hint: Any) -> None:
        """Show a hint's moves on the table: the best one starred, up to two alternatives."""
        if seat != self.seat:
            return
        self.hinted = [move.action for move in getattr(hint, "moves", [])][:3]
        self.hint_plan = list(getattr(hint, "plan", []))
        self.apply_hints()

    def pieces_for_action(self, action: Action) -> list[PieceItem]:
        """The pieces a hinted ``action`` would use (a game's table says; none by default)."""
        return []

    def apply_hints(self) -> None:
        if any(c.hint_rank(self.hinted) for c in self.prompt_overflow):
            # A hinted answer hidden in "More…" gets a button of its own: hinted answers first.
            everything = self.prompt_choices + self.prompt_overflow
            self._fill_prompt(sorted(everything, key=lambda c: c.hint_rank(self.hinted) or len(everything) + 1))
        for piece in self.scene.pieces:
            piece.set_hint(0)
        for rank, action in reversed(list(enumerate(self.hinted, start=1))):
            for piece in self.pieces_for_action(action):
                piece.set_hint(rank)
        for action in self.hint_plan if self.hinted else []:  # the best move's follow-ups: rung as the best
            for piece in self.pieces_for_action(action):
                piece.set_hint(1)
        for choice, button in zip(
            self.bar_choice_list + self.prompt_choices, self.bar_buttons + self.prompt_button_list, strict=False
        ):
            rank = choice.hint_rank(self.hinted)
            text = self.prompt_shown(choice.text()) if choice in self.prompt_choices else choice.text()
            button.setText(hint_marks.mark(rank == 1) + text if rank else text)
            button.setToolTip(hint_marks.with_tip(choice.tip, rank == 1) if rank else choice.tip)
        more = [b for b in self.prompt_button_list if b.objectName() == "more"]
        ranks = [r for r in (c.hint_rank(self.hinted) for c in self.prompt_overflow) if r]
        if more and ranks:  # the "More…" menu holds a hinted answer
            more[0].setText(hint_marks.mark(min(ranks) == 1) + self.tr("More…"))
            more[0].setToolTip(hint_marks.with_tip(self.tr("The other answers, in a menu"), min(ranks) == 1))

    def mark_panels(self, actions: list[Action]) -> None:
        """Mark ``actions`` (a tutorial step's wanted moves) in the game's own side panels, beyond the
        pieces and buttons ``apply_hints`` marks. A table with such panels overrides it."""

    def _flush_deferred(self) -> None:
        if self.deferred is not None:
            events, self.deferred = self.deferred, None
            self.on_changed(events)

    def on_changed(self, events: list[Event]) -> None:
        if self.scene.drag.dragging():
            self.deferred = (self.deferred or []) + list(events)
            return
        self.hinted = []
        self.hint_plan = []
        self.scene.animator.scale = animation_scale(
            type(self.scene.animator).scale, self.controller.animations, self.controller.animation_speed
        )
        self.rerender(animate=True)
        self.animate_events(events)

    def on_language_changed(self) -> None:
        self.retranslate()
        self.rerender(animate=False)

    def on_viewer_changed(self, seat: int) -> None:
        self.rerender(animate=False)

    def refresh_bars(self) -> None:
        for button in self.bar_buttons:
            self.bar.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.bar_choice_list = self.bar_choices()
        self.bar_buttons = [self._button(choice) for choice in self.bar_choice_list]
        for i, button in enumerate(self.bar_buttons):
            self.bar.insertWidget(i, button)
        prompt = self.prompt()
        self.prompt_label.setText(prompt[0] if prompt else self.idle_text())
        self._fill_prompt(prompt[1] if prompt else [])
        self.fit_prompt_text()
        self.prompt_frame.setProperty("waiting", prompt is not None)
        self.prompt_frame.setStyleSheet(PROMPT_STYLE if prompt is not None else IDLE_STYLE)
        keys = frozenset(QKeySequence(c.shortcut).toString() for c in self.bar_choice_list + self.prompt_choices
                         if c.shortcut)
        if keys != self.taken_keys:
            self.taken_keys = keys
            self.keys_changed.emit()

    def _fill_prompt(self, choices: list[Choice]) -> None:
        """Buttons for the prompt's ``choices`` in this order, those that do not fit in "More…"."""
        for button in self.prompt_button_list:
            self.prompt_buttons.removeWidget(button)
            button.hide()
            button.deleteLater()
        bar_keys = {QKeySequence(c.shortcut).toString() for c in self.bar_choice_list if c.shortcut}
        self.prompt_choices, self.prompt_overflow = self._fit_prompt(one_key_each(choices, bar_keys))
        self.prompt_button_list = [self._button(choice) for choice in self.prompt_choices]
        for choice, button in zip(self.prompt_choices, self.prompt_button_list, strict=True):
            if self.prompt_shown(choice.text()) != choice.text():
                button.setText(self.prompt_shown(choice.text()))
                button.setStyleSheet("padding: 1px 10px;")  # two lines in the prompt's fixed height
        if self.prompt_overflow:
            more = QPushButton(self.tr("More…"), self)
            more.setObjectName("more")
            more.setToolTip(self.tr("The other answers, in a menu"))
            more.clicked.connect(
                lambda _=False, b=more: self.popup_choices(self.prompt_overflow, b.mapToGlobal(QPoint(0, b.height())))
            )
            self.prompt_button_list.append(more)
        for button in self.prompt_button_list:
            self.prompt_buttons.addWidget(button)

    def fit_prompt_text(self) -> None:
        """The question shrinks, down to three quarters of its size, until it fits the prompt's fixed height
        beside its buttons (the prompt never grows: the table above it would re-lay out)."""
        label = self.prompt_label
        margins = self.prompt_frame.contentsMargins()
        spacing = max(0, self.prompt_buttons.spacing())
        buttons = sum(b.sizeHint().width() + spacing for b in self.prompt_button_list)
        width = max(80, self.prompt_frame.width() - margins.left() - margins.right() - 20 - buttons - spacing)
        room = PROMPT_H - 12 - margins.top() - margins.bottom()
        font = QFont(self.prompt_font)
        size = font.pointSizeF()
        floor = size * 0.75
        while size > floor and QFontMetrics(font).boundingRect(
                QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), label.text()).height() > room:
            size -= 0.5
            font.setPointSizeF(size)
        label.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_prompt_text()

    def _fit_prompt(self, choices: list[Choice]) -> tuple[list[Choice], list[Choice]]:
        """The prompt's answers that get buttons, and those that go into a "More…" menu: the buttons
        take at most about two thirds of the line and leave the question room for two lines, so it
        stays readable (and a long list of answers never widens the window). When some answers would go
        into the menu, long ones take two lines if that gives more of them a button."""
        advance = self.fontMetrics().horizontalAdvance
        question = self.prompt_label.fontMetrics().horizontalAdvance(self.prompt_label.text()) // 2 + 60
        budget = max(260, min(int(self.width() * 0.65), self.width() - question))
        more = self.tr("More…")
        self.prompt_wrap = 0
        shown, overflow = fit_choices(choices, advance, budget, more)
        if overflow:
            self.prompt_wrap = LONG_ANSWER
            wrapped = fit_choices(choices, lambda t: widest_line(self.prompt_shown(t), advance), budget, more)
            if len(wrapped[0]) > len(shown):
                return wrapped
            self.prompt_wrap = 0
        return shown, overflow

    def prompt_shown(self, text: str) -> str:
        """A prompt answer as its button shows it: on two lines when long and the prompt is crowded."""
        advance = self.fontMetrics().horizontalAdvance
        return two_lines(text, advance) if self.prompt_wrap and advance(text) > self.prompt_wrap else text

    def idle_text(self) -> str:
        """What the prompt line says when the engine waits for nothing from this player: whom it waits
        for, or that the game is over."""
        position = self.position()
        if position.over:
            return self.tr("The game is over.")
        names = self.controller.player_names()
        waiting = [names[s] for s in position.to_move if 0 <= s < len(names)]
        return self.tr("Waiting for {names}.").format(names=", ".join(waiting)) if waiting else ""

    def refresh(self) -> None:
        """Re-render without motion (the game screen calls this after undo or load)."""
        self.controller.forget_position()
        self.rerender(animate=False)

    def context_menu(self, target: PieceItem | Zone | None, screen_pos: QPoint) -> None:
        self.popup_choices(self.choices_for(target), screen_pos)
