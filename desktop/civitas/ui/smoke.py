"""A scripted run for checking an installed build: load a save, let the AI seats play some moves,
write a screenshot and quit with an exit code that says how it went.

    civitas --load SAVE --ai-moves 4 --screenshot shot.png [--smoke-timeout 90]

Exit codes: 0 the moves were played (or the game ended first), 1 they were not played in time,
2 the save could not be loaded, 3 the screenshot could not be written."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from civitas.ui.main_window import MainWindow

PLAYED, TIMED_OUT, LOAD_FAILED, SHOT_FAILED = 0, 1, 2, 3
log = logging.getLogger("civitas.smoke")


class SmokeRun(QObject):
    def __init__(
        self,
        window: MainWindow,
        moves: int,
        screenshot: Path | None,
        timeout_s: float,
        quit_with: Callable[[int], None] = QApplication.exit,
    ) -> None:
        super().__init__(window)
        self.quit_with = quit_with
        self.window = window
        self.moves = max(0, moves)
        self.screenshot = screenshot
        self.timeout_s = timeout_s
        self.baseline = 0
        self.exit_code: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self.finish(TIMED_OUT))

    def start(self, save: Path) -> None:
        if not self.window.load_path(save):
            log.error("smoke run: cannot load %s: %s", save, self.window.last_error)
            self.finish(LOAD_FAILED)
            return
        controller = self.window.controller
        assert controller is not None
        self.baseline = len(controller.session.record.steps)
        controller.changed.connect(lambda _events: self._check())
        self._timer.start(int(self.timeout_s * 1000))
        self._check()

    def played(self) -> int:
        controller = self.window.controller
        return 0 if controller is None else len(controller.session.record.steps) - self.baseline

    def _check(self) -> None:
        controller = self.window.controller
        if self.exit_code is None and controller is not None:
            if self.played() >= self.moves or controller.is_over():
                self.finish(PLAYED)

    def finish(self, code: int) -> None:
        """Write the screenshot (whatever the outcome: it shows what went wrong) and quit with ``code``
        once the window has painted the last move."""
        if self.exit_code is not None:
            return
        self.exit_code = code
        self._timer.stop()
        log.info("smoke run: %d move(s) played, exit code %d", self.played(), code)
        QTimer.singleShot(200, self._quit)

    def _quit(self) -> None:
        if self.screenshot is not None:
            self.screenshot.parent.mkdir(parents=True, exist_ok=True)
            if not self.window.grab().save(str(self.screenshot), "PNG"):
                log.error("smoke run: cannot write %s", self.screenshot)
                self.exit_code = self.exit_code or SHOT_FAILED
        self.quit_with(self.exit_code or 0)
