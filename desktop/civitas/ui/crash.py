"""Uncaught exceptions: written to the log file and shown in a dialog that says where the report is,
instead of vanishing (a windowed build has no console)."""

from __future__ import annotations

import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from civitas.storage.logfiles import log_exception


class CrashDialog(QMessageBox):
    def __init__(self, summary: str, details: str, log_path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowTitle(self.tr("Civitas: an error"))
        self.setText(self.tr("Something went wrong: {summary}").format(summary=summary))
        self.setInformativeText(
            self.tr("Your games are autosaved after every move. A report was written to {path}.").format(
                path=str(log_path)
            )
        )
        self.setDetailedText(details)


class CrashReporter:
    """Installed as ``sys.excepthook`` (and for threads); shows at most one dialog at a time."""

    def __init__(self, log_path: Path) -> None:
        self.log_path = log_path
        self.showing = False
        self.dialogs: list[CrashDialog] = []

    def install(self) -> None:
        sys.excepthook = self.handle
        threading.excepthook = lambda a: self.handle(a.exc_type, a.exc_value or Exception(), a.exc_traceback)

    def handle(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        log_exception(exc_type, exc, tb)
        if issubclass(exc_type, KeyboardInterrupt):
            QApplication.quit()
            return
        if self.showing or QApplication.instance() is None or threading.current_thread() is not threading.main_thread():
            return
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        dialog = CrashDialog(f"{exc_type.__name__}: {exc}", details, self.log_path, QApplication.activeWindow())
        self.dialogs.append(dialog)
        self.showing = True
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: CrashDialog) -> None:
        self.showing = False
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)
        dialog.deleteLater()
