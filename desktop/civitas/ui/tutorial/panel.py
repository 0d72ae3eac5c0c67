"""The tutorial panel: which step of how many, what to do and why, what happened, and the Next,
Leave and Start over buttons. Texts come from the game's tutorial in the current language."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from civitas.engine import lookup
from civitas.ui.tutorial.controller import TutorialController
from civitas.ui.tutorial.instruction import instruction

STYLE = """
#tutorialPanel { background: #fffaf0; border: 2px solid #c9a227; border-radius: 8px; }
#tutorialPanel QLabel#tutorialHeading { color: #7a5c2e; font-weight: bold; }
#tutorialPanel QLabel#tutorialTitle { color: #1f3a46; font-size: 13pt; font-weight: bold; }
#tutorialPanel QLabel#tutorialResult { background: #e3f1dc; border-left: 4px solid #3d8b37; padding: 4px; }
#tutorialPanel QLabel#tutorialNote { background: #fdebd0; border-left: 4px solid #ca6f1e; padding: 4px; }
#tutorialPanel QLabel#tutorialWaiting { color: #1f3a46; font-weight: bold; background: #f6ecd2;
    border-left: 4px solid #c9a227; padding: 4px; }
#tutorialPanel QLabel#tutorialWhere { color: #6d6556; font-style: italic; }
#tutorialPanel QPushButton#tutorialNext { font-weight: bold; }
#tutorialPanel QPushButton#tutorialLeave, #tutorialPanel QPushButton#tutorialRestart { padding: 4px 4px; }
#tutorialPanel QScrollArea, #tutorialPanel QWidget#tutorialTexts { background: transparent; }
"""


def section_title(game_id: str, section: str, lang: str) -> str:
    """The rules-help title of ``section`` in ``lang`` ("" when the game has no such section)."""
    try:
        found = [s for s in lookup.sections(game_id) if s.id == section]
    except (LookupError, ImportError, AssertionError):
        return ""
    return found[0].title_in(lang) if found else ""


class TextArea(QScrollArea):
    """The step's texts: as tall as they need, scrolling only when the window is too short."""

    def sizeHint(self) -> QSize:
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        width = self.viewport().width() or self.width()
        layout = inner.layout()
        height = layout.heightForWidth(width) if layout is not None and layout.hasHeightForWidth() else -1
        return QSize(width, max(height, inner.sizeHint().height()) + 2)

    def minimumSizeHint(self) -> QSize:
        return QSize(80, 60)


class TutorialPanel(QFrame):
    next_requested = Signal()
    leave_requested = Signal()
    restart_requested = Signal()
    rules_requested = Signal(str)

    def __init__(self, controller: TutorialController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("tutorialPanel")
        self.setStyleSheet(STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.heading = QLabel()
        self.heading.setObjectName("tutorialHeading")
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(6)
        self.title = QLabel()
        self.title.setObjectName("tutorialTitle")
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setObjectName("tutorialText")
        self.body.setWordWrap(True)
        self.result = QLabel()
        self.result.setObjectName("tutorialResult")
        self.result.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("tutorialNote")
        self.note.setWordWrap(True)
        self.note.hide()
        self.waiting = QLabel()  # what to do now: in sight above the step's text, however long that is
        self.waiting.setObjectName("tutorialWaiting")
        self.waiting.setWordWrap(True)
        self.where = QLabel()
        self.where.setObjectName("tutorialWhere")
        self.where.setWordWrap(True)
        self.rules_link = QLabel()
        self.rules_link.setTextFormat(Qt.TextFormat.RichText)
        self.rules_link.setWordWrap(True)  # a long section title wraps instead of widening the panel
        self.rules_link.linkActivated.connect(lambda link: self.rules_requested.emit(link.removeprefix("section:")))
        self.next_button = QPushButton()
        self.next_button.setObjectName("tutorialNext")
        self.next_button.clicked.connect(lambda _checked=False: self.next_requested.emit())
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("tutorialLeave")
        self.leave_button.clicked.connect(lambda _checked=False: self.leave_requested.emit())
        self.restart_button = QPushButton()
        self.restart_button.setObjectName("tutorialRestart")
        self.restart_button.clicked.connect(lambda _checked=False: self.restart_requested.emit())
        self._shown_index = -1
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.setInterval(6000)
        self._note_timer.timeout.connect(self.note.hide)

        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.restart_button)
        buttons.addWidget(self.leave_button)
        for label in (self.title, self.waiting, self.body, self.result, self.note, self.where, self.rules_link):
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        texts = QWidget()
        texts.setObjectName("tutorialTexts")
        inner = QVBoxLayout(texts)
        inner.setContentsMargins(0, 0, 4, 0)
        inner.setSpacing(6)
        for label in (self.body, self.result, self.note, self.where, self.rules_link):
            inner.addWidget(label)
        inner.addStretch(1)  # a tall panel keeps its texts together at the top
        self.texts = TextArea()
        self.texts.setWidget(texts)
        self.texts.setWidgetResizable(True)
        self.texts.setFrameShape(QFrame.Shape.NoFrame)
        self.texts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.texts.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        # Next sits beside the progress bar, at the top of the panel: no text of a step moves it, so it stays
        # under the pointer from one step to the next.
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.bar, 1)
        top.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        layout.addWidget(self.heading)
        layout.addLayout(top)
        layout.addWidget(self.title)
        layout.addWidget(self.waiting)  # the step's request, above its explanation: never below the fold
        layout.addWidget(self.texts, 1)
        layout.addLayout(buttons)
        controller.progressed.connect(self.refresh_step)
        controller.language_changed.connect(self.refresh_step)
        controller.held.connect(self.show_note)
        self.refresh_step()

    def show_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.show()
        self._note_timer.start()

    def refresh_step(self) -> None:
        run, lang = self.controller.run, self.controller.lang
        if run.index != self._shown_index:  # a new step is read from its title down
            self._shown_index = run.index
            self.texts.verticalScrollBar().setValue(0)
        self.heading.setText(self.tr("Tutorial · step {k} of {n}").format(k=run.index + 1, n=run.count))
        self.bar.setRange(0, run.count)
        self.bar.setValue(run.index + (1 if run.done else 0))
        self.title.setText(run.title(lang))
        self.body.setText(run.text(lang))
        result = run.result(lang)
        self.body.setVisible(not result)  # once done, what happened matters more than what to do
        self.result.setText("✔ " + result if result else "")
        self.result.setVisible(bool(result))
        if run.done:
            self.note.hide()
        last = run.upcoming(self.controller.session.state) is None
        self.next_button.setEnabled(run.done and not last)
        # After the last step it stays in the layout, only unseen: the heading keeps its room.
        policy = self.next_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.next_button.setSizePolicy(policy)
        self.next_button.setVisible(not last)
        wanted = not run.finished and not run.done and bool(self.controller.wanted())
        if run.finished:
            waiting = self.tr("The tutorial is over: play on, or leave.")
        elif run.done:
            waiting = self.tr("Press Next to go on.")
        elif wanted:
            waiting = "▶ " + (instruction(run.text(lang)) or run.title(lang))
        else:
            waiting = self.tr("Wait a moment: the other players are moving.")
        self.waiting.setText(waiting)
        self.where.setText(self.tr("Do it on the table: the place to act is ringed in green and its button starred."))
        self.where.setVisible(wanted)
        section = run.step.section
        title = section_title(self.controller.game.id, section, lang) if section else ""
        if title:
            link = html.escape(self.tr("Rules: {section}").format(section=title))
            self.rules_link.setText(f'<a href="section:{html.escape(section)}">{link}</a>')
        self.rules_link.setVisible(bool(title))
        self.next_button.setText(self.tr("Next ▸"))
        self.next_button.setToolTip(self.tr("Go on to the next step"))
        self.leave_button.setText(self.tr("Leave"))
        self.leave_button.setToolTip(self.tr("Back to the start screen; the tutorial resumes where you left it"))
        self.restart_button.setText(self.tr("Start over"))
        self.restart_button.setToolTip(self.tr("Begin the tutorial again from the first step"))
        self.fit_pinned()
        self.texts.updateGeometry()

    def fit_pinned(self) -> None:
        """The title and the request above the scrolling text keep the height their wrapped lines need: when
        the window is short, the explanation below scrolls, never they shrink."""
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 20  # the layout's margins
        for label in (self.title, self.waiting):
            width = label.width() if label.width() > 40 else max(80, self.width() - margins)
            label.setMinimumHeight(label.heightForWidth(width) if label.text() else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_pinned()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh_step()
        super().changeEvent(event)
