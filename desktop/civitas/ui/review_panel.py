"""The review of a game: the computer judges every decision the people at the table took (from what each
could see then), in another process so the window never waits, and shows each player's chance to win
over the game with its turning points and each person's costliest decisions. A click on a point, a
mark or a decision asks the replay to go there (``jump_requested`` with the step index: the position
before that move).

    panel = ReviewPanel()
    panel.jump_requested.connect(replay.go_to)
    panel.start(game, record, save_path)   # a cached review shows at once; otherwise one is worked out

A review is kept beside its save (``civitas.storage.review_cache``) and worked out again only when the
save's moves change.
"""

from __future__ import annotations

import html
import logging
import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from civitas.ai.review import Judgement, Review, TurningPoint, fill_names, turning_points
from civitas.ai.worker import AiWorker, Error, Progress, Result
from civitas.engine.game import Game
from civitas.engine.log_export import Line, Section
from civitas.engine.record import GameRecord
from civitas.storage import review_cache
from civitas.ui.controller import seat_color
from civitas.ui.i18n import current_language
from civitas.ui.review_chart import Curve, Mark, ReviewChart
from civitas.ui.seat_names import seat_names

POLL_MS = 40
TOP = 5  # decisions listed per person
CHUNK = 1  # list entries added per turn of the event loop
WIDE = 860  # from this width on, the decisions and the turning points stand side by side

_log = logging.getLogger(__name__)

PANEL_STYLE = """
QWidget#reviewPanel { background: #f4efe3; }
QLabel#reviewTitle { font-size: 14pt; font-weight: bold; color: #1f3a46; }
QLabel#reviewHeading { font-weight: bold; color: #1f3a46; font-size: 11pt; padding-top: 6px; }
QLabel#reviewMuted { color: #6b6250; }
QFrame#reviewEntry { background: #fbf7ee; border: 1px solid #d6c9a8; border-radius: 8px; }
QFrame#reviewEntry:hover { background: #fff3d6; border-color: #9c7a2e; }
QScrollArea#reviewList, QWidget#reviewListHost { background: #f4efe3; }
"""
DROP_STYLE = "color: #a0341f; font-weight: bold;"
REASON_STYLE = "color: #6b6250;"


def load_worker() -> Any:
    """A new AI worker (``civitas.ai.worker.AiWorker``): the review runs in its process."""
    return AiWorker()


def percent(chance: float) -> int:
    return round(chance * 100)


class EntryCard(QFrame):
    """One clickable entry of the list: a decision or a turning point at ``step``, its lines in one label
    (each line plain text, escaped; a line may take a colour and weight)."""

    clicked = Signal(int)

    def __init__(self, step: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewEntry")
        self.step = step
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.label)
        self.lines: list[str] = []

    def add_line(self, text: str, style: str = "") -> None:
        line = html.escape(text)
        self.lines.append(f'<span style="{style}">{line}</span>' if style else line)
        self.label.setText("<br>".join(self.lines))

    def text(self) -> str:
        """The entry as plain text (for tests and tools)."""
        return self.label.text().replace("<br>", "\n")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.step)
            event.accept()
            return
        super().mousePressEvent(event)


class ReviewPanel(QWidget):
    """``jump_requested(step)``: the player clicked something at that step (the replay shows the position
    before the move); ``finished(review)`` once a review is shown (worked out or from the cache)."""

    jump_requested = Signal(int)
    finished = Signal(object)

    def __init__(self, parent: QWidget | None = None, worker_factory: Callable[[], Any] = load_worker) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_STYLE)
        self.worker_factory = worker_factory
        self.worker: Any = None
        self.game: Game[Any] | None = None
        self.record: GameRecord | None = None
        self.save_path: Path | None = None
        self.level = "normal"
        self.seats: list[int] | None = None  # whose decisions are judged (None: the people of the record)
        self.others = True  # whether the other seats are judged once a round for their curves
        self.key = ""
        self.review: Review | None = None
        self.request = 0
        self.state = "idle"  # idle, running, done, cancelled, failed
        self.fraction = 0.0
        self.list_pending = False
        self.pieces: list[Callable[[], None]] = []  # what is still to be added to the lists, in order
        self.build_round = 0
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)

        self.title = QLabel()
        self.title.setObjectName("reviewTitle")
        self.status = QLabel()
        self.status.setObjectName("reviewMuted")
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(8)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.restart)
        self.chart = ReviewChart()
        self.chart.step_clicked.connect(self.jump_requested)
        # Each person's costliest decisions, and the turning points: side by side when the panel is wide,
        # one under the other when it is narrow (a side panel of the replay).
        self.list_host = QWidget()
        self.columns = QBoxLayout(QBoxLayout.Direction.LeftToRight, self.list_host)
        self.columns.setContentsMargins(0, 0, 6, 0)
        self.columns.setSpacing(14)
        self.decisions_column, self.list_layout = self.column()
        self.turns_column, self.turns_layout = self.column()
        self.columns.addWidget(self.decisions_column, 3)
        self.columns.addWidget(self.turns_column, 2)
        self.list_scroll = QScrollArea()
        self.list_scroll.setWidgetResizable(True)
        self.list_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.list_scroll.setWidget(self.list_host)
        self.list_scroll.setObjectName("reviewList")
        self.list_host.setObjectName("reviewListHost")
        self.entries: list[EntryCard] = []

        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.again_button)
        head.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.addLayout(head)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(self.chart, 2)
        layout.addWidget(self.list_scroll, 3)
        self.retranslate()

    @staticmethod
    def column() -> tuple[QWidget, QVBoxLayout]:
        host = QWidget()
        layout = QVBoxLayout(host)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        return host, layout

    def resizeEvent(self, event: QResizeEvent) -> None:
        wide = event.size().width() >= WIDE
        self.columns.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)
        super().resizeEvent(event)

    # --- starting and stopping ---------------------------------------------------------------------------
    def start(self, game: Game[Any], record: GameRecord, save_path: Path | None = None, level: str = "normal",
              seats: list[int] | None = None, others: bool = True) -> None:  # fmt: skip
        """Show the review of ``record`` at ``level``: the one kept beside ``save_path`` when it is still for
        these moves, otherwise one worked out in the background (and kept there once done). ``seats``: whose
        decisions to judge (None: the people); ``others``: the other seats' curves too (not while the game
        is still being played: their chances would tell what they hold)."""
        self.stop_worker_request()
        self.game, self.record, self.save_path, self.level = game, record, save_path, level
        self.seats, self.others = (sorted(seats) if seats is not None else None), others
        self.review = None
        scope = "" if self.seats is None and others else f"{self.seats}:{others}"
        self.key = review_cache.review_key(game.id, game.rules_version, record.to_json(), level, scope)
        if save_path is not None:
            found = review_cache.load_review(save_path, level, self.key)
            if found is not None:
                try:
                    self.show_review(Review.from_json(found))
                    return
                except (ValueError, KeyError, TypeError) as exc:
                    _log.warning("ignoring a review that does not read: %s", exc)
        self.run()

    def run(self) -> None:
        """Work the review out in the worker. Loading the worker's module, launching its process and sending
        the request each take a turn of the event loop of their own (each costs the window a few ms)."""
        assert self.game is not None and self.record is not None
        self.request += 1
        self.state = "running"
        self.fraction = 0.0
        self.refresh()
        QTimer.singleShot(0, self, lambda request=self.request: self.launch(request))

    def launch(self, request: int) -> None:
        if request != self.request or self.state != "running":
            return
        if self.worker is None:
            self.worker = self.worker_factory()
            QTimer.singleShot(0, self, lambda: self.launch(request))
            return
        if not self.worker.running:
            self.worker.start()
            QTimer.singleShot(0, self, lambda: self.launch(request))
            return
        assert self.game is not None and self.record is not None
        self.worker.request_review(request, self.game.id, self.record.to_json(), self.level, self.seats,
                                   others=self.others)
        self.timer.start()

    def restart(self) -> None:
        if self.game is not None and self.record is not None:
            self.run()

    def cancel(self) -> None:
        """Stop the review being worked out (what was shown before stays)."""
        if self.state != "running":
            return
        self.stop_worker_request()
        self.state = "cancelled"
        self.refresh()

    def stop_worker_request(self) -> None:
        if self.worker is not None and self.state == "running":
            self.worker.cancel(self.request)  # nothing happens for a request not sent yet
        self.timer.stop()

    def set_current_step(self, step: int) -> None:
        """Mark the move the replay shows now on the chart (a dotted line); -1 for none."""
        self.chart.set_selected(step)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """End the worker process (the panel goes away)."""
        self.stop_worker_request()
        if self.worker is not None:
            self.worker.stop(timeout=0.5)
            self.worker = None
        self.state = "idle" if self.review is None else "done"

    def poll(self) -> None:
        """Read what the worker sent: progress (shown once per poll, however many arrived), the review or
        an error."""
        if self.worker is None:
            return
        fraction = self.fraction
        for msg in self.worker.poll():
            if msg.request_id != self.request:
                continue
            if isinstance(msg, Progress):
                fraction = max(fraction, msg.fraction)
            elif isinstance(msg, Result) and msg.review is not None:
                self.timer.stop()
                try:
                    review = Review.from_json(msg.review)
                except (ValueError, KeyError, TypeError) as exc:
                    _log.error("the review does not read: %s", exc)
                    self.state = "failed"
                    self.refresh()
                    return
                self.keep(msg.review)
                self.show_review(review)
                return
            elif isinstance(msg, Error):
                self.timer.stop()
                _log.error("the review failed: %s", msg.text)
                self.state = "failed"
                self.refresh()
                return
        if fraction != self.fraction:
            shown = round(self.fraction * 100)
            self.fraction = fraction
            self.progress.setValue(round(fraction * 1000))
            if round(fraction * 100) != shown:
                self.status.setText(self.running_text())

    def keep(self, review_json: dict[str, Any]) -> None:
        """Write the review beside its save, off the window's thread (a disk may take its time)."""
        if self.save_path is None:
            return
        path, level, key = self.save_path, self.level, self.key
        threading.Thread(
            target=review_cache.store_review, args=(path, level, key, review_json), name="civitas-review-cache",
            daemon=True,
        ).start()

    # --- showing ----------------------------------------------------------------------------------------
    def show_review(self, review: Review) -> None:
        self.review = review
        self.state = "done"
        self.fraction = 1.0
        self.refresh()
        self.finished.emit(review)

    def names(self) -> list[str]:
        players = self.record.players if self.record is not None else []
        count = self.review.players if self.review is not None else len(players)
        return seat_names(players, count)

    def running_text(self) -> str:
        text = self.tr("The computer is looking at every decision from what its player could see then… {percent}%")
        return text.format(percent=round(self.fraction * 100))

    def refresh(self) -> None:
        running = self.state == "running"
        self.progress.setVisible(running)
        self.progress.setValue(round(self.fraction * 1000))
        self.cancel_button.setVisible(running)
        self.again_button.setVisible(self.state in ("cancelled", "failed") and self.game is not None)
        if running:
            self.status.setText(self.running_text())
        elif self.state == "cancelled":
            self.status.setText(self.tr("The review was stopped."))
        elif self.state == "failed":
            self.status.setText(self.tr("The review could not be made."))
        elif self.review is not None and not self.review.seats:
            self.status.setText(self.tr("Only the computer played in this game: there are no decisions to review."))
        elif self.review is not None:
            self.status.setText(
                self.tr("Each decision judged from what its player could see then. Click a point, a mark or a "
                        "decision to see that moment."))
        else:
            self.status.setText("")
        self.fill_chart()
        # The list follows in the next turn of the event loop: the window never waits for both at once.
        self.list_pending = True
        QTimer.singleShot(0, self, self.fill_list_now)

    def fill_list_now(self) -> None:
        if self.list_pending:
            self.list_pending = False
            self.fill_list()

    def fill_chart(self) -> None:
        review = self.review
        if review is None:
            self.chart.set_data([], [], 1, self.tr("Move"))
            return
        names = self.names()
        players = self.record.players if self.record is not None else []
        curves = [
            Curve(seat, names[seat], seat_color(players, seat), review.curve(seat)) for seat in range(review.players)
        ]
        chances = {(j.step, j.seat): j.chance for j in review.judgements}
        marks = [
            Mark(t.step, t.seat, chances.get((t.step, t.seat), t.after), t.kind, self.turn_text(t, names))
            for t in turning_points(review)
        ]
        self.chart.set_data(curves, marks, review.steps, self.tr("Move"))

    def turn_text(self, turn: TurningPoint, names: list[str]) -> str:
        name = names[turn.seat] if 0 <= turn.seat < len(names) else "?"
        if turn.kind == "lead":
            return self.tr("Move {move}: {name} takes the lead ({percent}% to win)").format(
                move=turn.step + 1, name=name, percent=percent(turn.after))
        return self.tr("Move {move}: the chance of {name} falls most, from {before}% to {after}%").format(
            move=turn.step + 1, name=name, before=percent(turn.before), after=percent(turn.after))

    def clear_list(self) -> None:
        for layout in (self.list_layout, self.turns_layout):
            while layout.count():
                item = layout.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()
        self.entries = []

    @staticmethod
    def heading(layout: QVBoxLayout, text: str) -> None:
        label = QLabel(text)
        label.setObjectName("reviewHeading")
        label.setWordWrap(True)
        layout.addWidget(label)

    def fill_list(self) -> None:
        """Lay the lists out again: a few entries per turn of the event loop (``CHUNK``), so that building
        and first drawing them never holds the window long."""
        self.clear_list()
        self.build_round += 1
        review = self.review
        self.turns_column.setVisible(review is not None)
        if review is None:
            self.list_layout.addStretch(1)
            self.pieces = []
            return
        names = self.names()
        lang = current_language()
        pieces: list[Callable[[], None]] = []
        for seat in review.seats:
            title = self.tr("Costliest decisions: {name}").format(name=names[seat])
            pieces.append(partial(self.heading, self.list_layout, title))
            worst = review.costliest(seat, TOP)
            if not worst:
                text = self.tr("No costly decision: every move was close to the computer's choice.")
                pieces.append(partial(self.note, self.list_layout, text))
            for judgement in worst:
                pieces.append(partial(self.add_decision, judgement, names, lang))
        pieces.append(lambda: self.list_layout.addStretch(1))
        turns = turning_points(review)
        title = self.tr("Turning points")
        pieces.append(lambda: self.heading(self.turns_layout, title))
        if not turns:
            text = self.tr("No turning points: the chances stayed close all game.")
            pieces.append(lambda: self.note(self.turns_layout, text))
        for turn in turns:
            pieces.append(partial(self.add_turn, turn, names))
        pieces.append(lambda: self.turns_layout.addStretch(1))
        self.pieces = pieces
        self.build_more(self.build_round)

    @property
    def building(self) -> bool:
        """Whether entries of the lists are still to come (they are added over a few turns)."""
        return self.list_pending or bool(self.pieces)

    def build_more(self, round_: int) -> None:
        if round_ != self.build_round:
            return  # the lists were laid out again since
        for _ in range(CHUNK):
            if not self.pieces:
                return
            self.pieces.pop(0)()
        if self.pieces:
            QTimer.singleShot(0, self, lambda: self.build_more(round_))

    @staticmethod
    def note(layout: QVBoxLayout, text: str) -> None:
        label = QLabel(text)
        label.setObjectName("reviewMuted")
        label.setWordWrap(True)
        layout.addWidget(label)

    def add_turn(self, turn: TurningPoint, names: list[str]) -> None:
        card = EntryCard(turn.step)
        card.add_line(self.turn_text(turn, names))
        self.add_entry(self.turns_layout, card)

    def add_decision(self, judgement: Judgement, names: list[str], lang: str) -> None:
        self.add_entry(self.list_layout, self.decision_card(judgement, names, lang))

    def decision_lines(self, j: Judgement, names: list[str], lang: str) -> list[tuple[str, str]]:
        """A judged decision in words, line by line, with each line's style: the move, the better move, the
        drop in win chance and the reason."""
        words = j.words.get(lang) or j.words.get("en") or {}
        lines = [
            (self.tr("Move {move}: {action}").format(
                move=j.step + 1, action=fill_names(words.get("action", ""), names)), ""),
            (self.tr("Better: {best}").format(best=fill_names(words.get("best", ""), names)), ""),
            (self.tr("Chance to win −{drop} percentage points ({chance}% instead of {best}%)").format(
                drop=max(1, round(j.drop * 100)), chance=percent(j.chance), best=percent(j.best_chance)), DROP_STYLE),
        ]  # fmt: skip
        reason = fill_names(words.get("reason", ""), names)
        if reason:
            lines.append((reason, REASON_STYLE))
        return lines

    def decision_card(self, j: Judgement, names: list[str], lang: str) -> EntryCard:
        card = EntryCard(j.step)
        for text, style in self.decision_lines(j, names, lang):
            card.add_line(text, style)
        return card

    def export_sections(self) -> list[Section]:
        """The review as sections of an exported log: each person's costliest decisions, then the turning
        points (none before a review is shown)."""
        review = self.review
        if review is None:
            return []
        names, lang = self.names(), current_language()
        out = []
        for seat in review.seats:
            lines = [Line(" — ".join(text for text, _ in self.decision_lines(j, names, lang)), True)
                     for j in review.costliest(seat, TOP)]  # fmt: skip
            if not lines:
                lines = [Line(self.tr("No costly decision: every move was close to the computer's choice."), False)]
            out.append(Section(self.tr("Costliest decisions: {name}").format(name=names[seat]), lines))
        turns = [Line(self.turn_text(turn, names), False) for turn in turning_points(review)]
        out.append(Section(self.tr("Turning points"), turns or [
            Line(self.tr("No turning points: the chances stayed close all game."), False)]))
        return out

    def add_entry(self, layout: QVBoxLayout, card: EntryCard) -> None:
        card.clicked.connect(self.jump_requested)
        layout.addWidget(card)
        self.entries.append(card)

    # --- language ---------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText(self.tr("Game review"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.again_button.setText(self.tr("Review again"))
        self.chart.set_empty_text(self.tr("The chances to win appear here once the review is ready."))
        self.chart.set_mark_names(self.tr("takes the lead"), self.tr("largest fall"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
