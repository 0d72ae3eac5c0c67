"""About Civitas: the version (from pyproject, via the package metadata), where saves and logs are
kept (each opens in the file manager), and the licences of what the app is built with."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from civitas import APP_NAME, __version__
from civitas.storage.paths import log_dir, saves_dir
from civitas.ui.emblem import Emblem
from civitas.ui.shell_look import ShellDialog


def folder_link(path: Path) -> str:
    url = QUrl.fromLocalFile(str(path)).toString()
    return f'<a href="{url}" style="color: #e6c877;">{path}</a>'


class AboutDialog(ShellDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setMinimumWidth(480)
        self.saves_path = saves_dir()
        self.logs_path = log_dir()
        self.heading.setText(APP_NAME)
        self.heading.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.version = QLabel()
        self.version.setObjectName("aboutVersion")
        self.version.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.saves = self._path_label(self.saves_path)
        self.logs = self._path_label(self.logs_path)
        self.credits = QLabel()
        self.credits.setWordWrap(True)
        self.credits.setObjectName("startMuted")
        self.buttons = self.button_box(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        self.saves_caption = QLabel()
        self.logs_caption = QLabel()
        self.form = QFormLayout()
        self.form.addRow(self.saves_caption, self.saves)
        self.form.addRow(self.logs_caption, self.logs)
        self.form.setHorizontalSpacing(14)
        self.form.setVerticalSpacing(8)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 22)
        layout.setSpacing(12)
        layout.addWidget(Emblem(72), 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.heading)
        layout.addWidget(self.version)
        layout.addWidget(self.blurb)
        layout.addLayout(self.form)
        layout.addWidget(self.credits)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _path_label(self, path: Path) -> QLabel:
        label = QLabel(folder_link(path))
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        label.setOpenExternalLinks(False)
        label.linkActivated.connect(lambda url: QDesktopServices.openUrl(QUrl(url)))
        label.setWordWrap(True)
        return label

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Civitas"))
        self.version.setText(self.tr("Version {version}").format(version=__version__))
        self.blurb.setText(
            self.tr(
                "Civilization board and card games with their rules enforced, at one computer with friends or "
                "against the computer. Everything works offline."
            )
        )
        self.saves_caption.setText(self.tr("Saves:"))
        self.logs_caption.setText(self.tr("Logs and crash reports:"))
        self.credits.setText(
            self.tr(
                "Built with Python, Qt and PySide6 (LGPLv3) and platformdirs (MIT). "
                "Card art and icons are drawn by the program itself."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
