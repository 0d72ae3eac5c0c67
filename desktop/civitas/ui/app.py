"""Starting the desktop app: the Qt application, fonts, style, language and the main window."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QApplication

from civitas import APP_NAME, __version__
from civitas.storage.atomic import remove_stale_temps_at_start
from civitas.storage.logfiles import setup_logging
from civitas.storage.settings import Settings, load_settings
from civitas.ui.app_icon import install_app_icon
from civitas.ui.crash import CrashReporter
from civitas.ui.i18n import LANGUAGES, install_language, system_language
from civitas.ui.main_window import MainWindow, opens_maximised
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
    app.setDesktopFileName("civitas")  # Wayland matches the window to civitas.desktop and its icon
    install_app_icon(app)  # title bar, taskbar and Dock icon on every OS
    app.setStyle("Fusion")
    app.setFont(pick_font())
    app.setStyleSheet(STYLE_SHEET)
    return app


def show_window(window: MainWindow, fullscreen: bool) -> None:
    """Full screen if the player chose it, maximised on a large screen, else at its own size."""
    if fullscreen:
        window.showFullScreen()
    elif opens_maximised():
        window.showMaximized()
    else:
        window.show()


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="civitas", description="Civitas: civilization board and card games.")
    parser.add_argument("--lang", choices=LANGUAGES, help="the interface language (saved in the settings)")
    parser.add_argument("--load", type=Path, metavar="SAVE", help="open this saved game")
    parser.add_argument("--quit-after", type=int, metavar="MS", help=argparse.SUPPRESS)  # smoke tests, timing
    # Checking an installed build (civitas.ui.smoke): with --load, let the AI play N moves, grab, quit.
    parser.add_argument("--ai-moves", type=int, metavar="N", help=argparse.SUPPRESS)
    parser.add_argument("--screenshot", type=Path, metavar="PNG", help=argparse.SUPPRESS)
    parser.add_argument("--smoke-timeout", type=float, default=90.0, metavar="S", help=argparse.SUPPRESS)
    args, _qt_args = parser.parse_known_args(argv)
    return args


def startup_settings(lang: str | None = None) -> tuple[Settings, list[str]]:
    """The settings to start with: the saved ones (the first run speaks the OS language), with the
    ``--lang`` choice on top."""
    settings, warnings = load_settings(system_language())
    if lang:
        settings.language = lang
    return settings, warnings


def run(argv: list[str]) -> int:
    """Start the app. ``--lang ru|en`` picks the language; ``--load SAVE`` opens a saved game;
    ``--quit-after MS`` (for smoke tests and start-up timing) closes the window that many
    milliseconds after it is shown; ``--ai-moves N --screenshot PNG`` see civitas.ui.smoke."""
    args = parse_args(argv)
    log_path = setup_logging()
    remove_stale_temps_at_start()  # what a crash in the middle of a save left behind
    app = create_app(argv)
    reporter = CrashReporter(log_path)
    reporter.install()
    settings, warnings = startup_settings(args.lang)
    install_language(settings.language)
    window = MainWindow(settings)
    show_window(window, settings.fullscreen)
    window.show_warnings(warnings)
    if args.ai_moves is not None and args.load is not None:
        from civitas.ui.smoke import SmokeRun

        smoke = SmokeRun(window, args.ai_moves, args.screenshot, args.smoke_timeout)
        QTimer.singleShot(0, lambda: smoke.start(args.load))
    elif args.load is not None:
        QTimer.singleShot(0, lambda: window.load_path(args.load))
    if args.quit_after is not None:
        QTimer.singleShot(max(0, args.quit_after), window.close)
    return app.exec()
