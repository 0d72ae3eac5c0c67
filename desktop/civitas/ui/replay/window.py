"""The replay in a window of its own, beside the main window: a save, an autosave or the game being played
(a copy of its moves up to now) opened for watching. Nothing is ever written back to the save."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QMessageBox, QVBoxLayout, QWidget

from civitas.engine.log_export import Section
from civitas.engine.replay_session import ReplaySession
from civitas.engine.session import Session
from civitas.storage.saves import read_save, restore_session
from civitas.ui.controller import human_seats
from civitas.ui.i18n import current_language
from civitas.ui.replay.controller import ReplayController
from civitas.ui.replay.export import ask_and_export
from civitas.ui.replay.view import SIDE_WIDTH, ReplayView
from civitas.ui.review_panel import ReviewPanel
from civitas.ui.shell_look import apply_look


def replay_of_file(path: Path) -> tuple[ReplaySession, dt.datetime | None]:
    """The replay of the save at ``path`` (checked and verified as for loading; the file is only read) and
    when it was saved. Raises SaveError."""
    data = read_save(path)
    session = restore_session(data, path)
    saved_at = data.get("saved_at")
    when = None
    if isinstance(saved_at, int | float) and not isinstance(saved_at, bool):
        try:
            when = dt.datetime.fromtimestamp(saved_at)
        except (OverflowError, ValueError, OSError):
            when = None
    return ReplaySession(session.game, session.record), when


def replay_of_session(session: Session) -> ReplaySession:
    """The replay of the game being played, as far as it has come (a copy: the game goes on unchanged)."""
    return ReplaySession(session.game, session.record)


#: The side's width while the review is shown: its chart and lists need more room than the log.
REVIEW_SIDE_SHARE = 0.4


class ReplayWindow(QWidget):
    """A replay with the game's review as a tab beside its log: worked out (or read from beside the save)
    when the tab is first opened, or at once with ``review_now``. Until the game has ended, the review
    judges only the viewer's own decisions and never the others' chances."""

    def __init__(self, session: ReplaySession, when: dt.datetime | None = None,
                 parent: QWidget | None = None, save_path: Path | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replayWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.when = when
        humans = human_seats(session.record.players, session.game.num_seats(session.state))
        self.controller = ReplayController(session, humans, current_language(), self)
        self.view = ReplayView(self.controller, self)
        self.view.close_requested.connect(self.close)
        self.view.export_requested.connect(self.export_log)
        self.extra_sections: list[Section] = []  # what a review adds to the exported log
        self.save_path = save_path
        self.review = ReviewPanel()
        self.review_tab = self.view.add_side_panel(self.review, "")
        self.review.finished.connect(lambda _review: self._keep_review_sections())
        self.controller.stepped.connect(self.review.set_current_step)
        self.view.side.currentChanged.connect(self._side_changed)
        self.controller.viewer_changed.connect(lambda _seat: self._viewer_changed())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.resize(1280, 800)
        self.retranslate()

    def review_now(self) -> None:
        """Show the review tab (which starts the review)."""
        self.view.side.setCurrentIndex(self.review_tab)

    def _side_changed(self, index: int) -> None:
        reviewing = index == self.review_tab
        width = max(SIDE_WIDTH, int(self.width() * REVIEW_SIDE_SHARE)) if reviewing else SIDE_WIDTH
        self.view.side.setFixedWidth(width)
        if reviewing and self.review.game is None:
            session = self.controller.session
            if self.controller.finished:
                self.review.start(session.game, session.record, self.save_path)
            else:  # a game still being played: the viewer's own decisions only, nobody else's chances
                seat = self.controller.viewer_seat
                self.review.start(session.game, session.record, self.save_path,
                                  seats=[seat] if seat is not None else [], others=False)  # fmt: skip

    def _viewer_changed(self) -> None:
        """While the game is being played the review is the viewer's own: another viewer gets theirs."""
        if self.controller.finished or self.review.game is None:
            return
        if self.review.seats != [self.controller.viewer_seat]:
            self.review.shutdown()
            self.review.game = None
            self.extra_sections = []
            self._side_changed(self.view.side.currentIndex())

    def _keep_review_sections(self) -> None:
        self.extra_sections = self.review.export_sections()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._side_changed(self.view.side.currentIndex())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.review.shutdown()
        super().closeEvent(event)

    def export_log(self) -> Path | None:
        try:
            path = ask_and_export(self, self.controller, self.when, self.extra_sections)
        except OSError as error:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Civitas"),
                              self.tr("The log could not be written: {error}").format(error=error.strerror or error),
                              QMessageBox.StandardButton.Ok, self)
            apply_look(box)
            box.open()
            return None
        if path is not None:
            self.view.show_status(self.tr("The log was saved as {name}.").format(name=path.name))
        return path

    def set_language(self, lang: str) -> None:
        self.controller.set_language(lang)

    def retranslate(self) -> None:
        game = self.controller.game
        title = game.titles.get(self.controller.lang) or game.id
        self.setWindowTitle(self.tr("Replay: {game} — Civitas").format(game=title))
        self.view.side.setTabText(self.review_tab, self.tr("Review"))
        self.view.side.setTabToolTip(self.review_tab, self.tr(
            "The computer judges the decisions taken, from what each player could see then: the win chances over "
            "the game, the turning points and the costliest moves"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
