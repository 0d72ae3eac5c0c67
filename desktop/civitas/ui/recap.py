""""Since your last turn": what the others did while a player waited, as a panel over the table.

Which events matter is the game's word (``Game.recap_groups``): the panel lists only those, by group,
each by its log line for the player at the screen in the current language, and counts the rest (they
are in the log). It takes every click on it (a click closes it) and every key it is sent, so nothing
reaches the table under it.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.log import entry_for, render
from civitas.engine.session import Session
from civitas.ui.controller import GameController
from civitas.ui.solid_frame import SolidFrame

PANEL_WIDTH = 600  # at least, when the room allows; half the room's width up to PANEL_MAX_WIDTH
PANEL_MAX_WIDTH = 760
STYLE = """
QFrame#recapPanel { background: #fffaf0; border: 2px solid #c9a227; border-radius: 10px; }
QLabel#recapTitle { font-size: 13pt; font-weight: bold; color: #1f3a46; }
QLabel#recapClose { color: #6d6250; }
QLabel#recapBody { color: #2b2118; }
QLabel#recapMore { color: #6d6250; font-style: italic; }
QScrollArea#recapScroll, QScrollArea#recapScroll > QWidget > QWidget { background: transparent; border: none; }
"""


def recap_span(steps: Sequence[tuple[int, Action]], seat: int) -> tuple[int, int]:
    """The steps a recap for ``seat`` covers, as ``(first, end)``: those after its last move; when it
    moved last, those between its previous move and its latest run of moves (its current turn)."""
    end = len(steps)
    while end > 0 and steps[end - 1][0] == seat:
        end -= 1
    first = end
    while first > 0 and steps[first - 1][0] != seat:
        first -= 1
    return first, end


@dataclass(frozen=True, slots=True)
class Recap:
    """What happened to ``seat``'s knowledge in steps ``first`` to ``end - 1``: the important events
    (``Game.recap_kinds``) that leave a log line for the seat, and how many other log lines there are."""

    seat: int
    first: int
    end: int
    important: tuple[Event, ...]
    others: int


def news_of(session: Session, seat: int, first: int, end: int) -> list[Event]:
    """The events of steps ``first`` to ``end - 1`` that are news to ``seat``. When the seat's last move
    (step ``first - 1``) was made in its own turn (``Game.current_seat``), the others' answers that follow
    in that same turn are not: the answers that resolve an attack of the seat's, a disaster it sent, the
    seat saw happen or made happen. Everything from the next turn on is."""
    turns = session.step_turns
    start = first
    if 0 < first <= len(turns) and turns[first - 1] == seat:
        while start < end and start < len(turns) and turns[start] == seat:
            start += 1
    return session.events_of_steps(start, end) if start < end else []


def make_recap(controller: GameController, seat: int, span: tuple[int, int] | None = None) -> Recap:
    """The recap for ``seat`` now (or of the steps in ``span``): what happened in the others' turns since the
    seat last moved."""
    first, end = span if span is not None else recap_span(controller.session.record.steps, seat)
    kinds = controller.game.recap_kinds()
    catalog = controller.catalog
    important: list[Event] = []
    others = 0
    for event in news_of(controller.session, seat, first, end):
        if entry_for(event, seat, catalog) is None:
            continue
        if event.kind in kinds:
            important.append(event)
        else:
            others += 1
    return Recap(seat, first, end, tuple(important), others)


def recap_sections(controller: GameController, recap: Recap) -> list[tuple[str, list[str]]]:
    """The recap's important events as ``(group title, log lines)`` in the game's group order, each
    group in the order things happened, in the current language; groups without events left out."""
    catalog, lang, names = controller.catalog, controller.lang, controller.player_names()
    out = []
    for group, kinds in controller.game.recap_groups().items():
        lines = []
        for event in recap.important:
            if event.kind not in kinds:
                continue
            entry = entry_for(event, recap.seat, catalog)
            if entry is not None:
                lines.append(render(catalog.get(entry.msg, entry.msg), entry.args, catalog, lang, names))
        if lines:
            out.append((catalog.get(f"recap.{group}", ""), lines))
    return out


class RecapPanel(SolidFrame):
    """The recap over the table. ``dismissed`` fires when the player closes it (a click on it, or Esc,
    Enter or Space while it has the keyboard)."""

    dismissed = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.recap: Recap | None = None
        self._room = QRect()
        self.setObjectName("recapPanel")
        self.clicked.connect(self.dismiss)
        self.setStyleSheet(STYLE)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.title = QLabel()
        self.title.setObjectName("recapTitle")
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setObjectName("recapBody")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.scroller = QScrollArea()
        self.scroller.setObjectName("recapScroll")
        self.scroller.setWidgetResizable(True)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setWidget(self.body)
        self.more = QLabel()
        self.more.setObjectName("recapMore")
        self.more.setWordWrap(True)
        self.close_hint = QLabel()
        self.close_hint.setObjectName("recapClose")
        self.close_hint.setWordWrap(True)
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 10)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(self.more)
        layout.addWidget(self.close_hint)
        controller.language_changed.connect(self.refresh)
        self.hide()

    # --- showing -------------------------------------------------------------------------------------
    def show_recap(self, recap: Recap) -> None:
        self.recap = recap
        self.refresh()
        self.show()
        self.raise_()

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.dismissed.emit()

    def refresh(self) -> None:
        """Render the recap in the current language (again after a language switch)."""
        recap = self.recap
        if recap is None:
            return
        names = self.controller.player_names()
        name = names[recap.seat] if 0 <= recap.seat < len(names) else ""
        if len(self.controller.humans) > 1 and name:
            self.title.setText(self.tr("{name}, since your last turn").format(name=name))
        else:
            self.title.setText(self.tr("Since your last turn"))
        sections = recap_sections(self.controller, recap)
        parts = []
        for title, lines in sections:
            items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
            parts.append(f"<p style='margin:4px 0 0 0'><b>{html.escape(title)}</b></p>"
                         f"<ul style='margin:2px 0 0 -22px'>{items}</ul>")
        if not parts:
            nothing = self.tr("Nothing important happened.")
            parts.append(f"<p>{html.escape(nothing)}</p>")
        self.body.setText("".join(parts))
        self.more.setText(self.tr("The game log has %n more line(s).", "", recap.others) if recap.others else "")
        self.more.setVisible(recap.others > 0)
        self.close_hint.setText(self.tr("Click here or press Esc to close."))
        self._fit()

    def place(self, room: QRect) -> None:
        """Stand at the top of ``room`` (in the parent's coordinates), centred, as tall as the text
        needs and no taller than the room."""
        self._room = QRect(room)
        self._fit()

    def _fit(self) -> None:
        room = self._room
        if room.width() <= 0:
            return
        width = min(max(PANEL_WIDTH, room.width() // 2), PANEL_MAX_WIDTH, max(200, room.width() - 24))
        margins = self._layout.contentsMargins()
        inner = width - margins.left() - margins.right() - 4
        body_h = self.body.heightForWidth(inner) if self.body.hasHeightForWidth() else self.body.sizeHint().height()
        fixed = margins.top() + margins.bottom() + self.title.heightForWidth(inner) + 6 * 3
        fixed += self.close_hint.heightForWidth(inner) + (self.more.heightForWidth(inner) if self.more.text() else 0)
        height = min(fixed + body_h + 6, max(120, room.height() - 12))
        self.setGeometry(room.left() + (room.width() - width) // 2, room.top() + 8, width, height)

    # --- the keyboard (the mouse never goes through: SolidFrame) ----------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.accept()
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.dismiss()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
