"""Starting the desktop app: the Qt application, fonts, style, language and the main window."""

from __future__ import annotations

import sys

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QApplication

from civitas import APP_NAME, __version__
from civitas.storage.settings import load_settings
from civitas.ui.i18n import install_language
from civitas.ui.main_window import MainWindow
from civitas.ui.style import STYLE_SHEET

UI_FONTS = ("DejaVu Sans", "Noto Sans", "Segoe UI", "Helvetica Neue", "Arial")


def pick_font() -> QFont:
    """A UI font with Cyrillic glyphs: the first of ``UI_FONTS`` the system has, else Qt's default."""
    families = set(QFontDatabase.families())
    font = QFont(QGuiApplication.font())
    for family in UI_FONTS:
        if family in families:
            font.setFamily(family)
            break
    font.setPointSize(10)
    return font


def create_app(argv: list[str]) -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0], *argv])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setStyle("Fusion")
    app.setFont(pick_font())
    app.setStyleSheet(STYLE_SHEET)
    return app


def run(argv: list[str]) -> int:
    app = create_app(argv)
    settings, warnings = load_settings()
    install_language(settings.language)
    window = MainWindow(settings)
    if settings.fullscreen:
        window.showFullScreen()
    else:
        window.show()
    window.show_warnings(warnings)
    return app.exec()
