"""The main window: the start screen, the game screen and the game-over screen in one stack, and
everything that moves between them (new game, continue, save, load, settings, language)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QWidget

from civitas.engine.registry import UnknownGame, game_ids, get_game
from civitas.engine.session import Session
from civitas.storage.paths import autosave_path, saves_dir
from civitas.storage.saves import SUFFIX, SaveError, load_session, move_legacy_autosave, write_save
from civitas.storage.settings import Settings, save_settings
from civitas.ui.about_dialog import AboutDialog
from civitas.ui.controller import GameController, human_seats
from civitas.ui.file_dialogs import choose_file
from civitas.ui.game_over import GameOverScreen
from civitas.ui.game_screen import GameScreen
from civitas.ui.i18n import current_language, install_language
from civitas.ui.load_dialog import LoadDialog
from civitas.ui.messages import message_text
from civitas.ui.new_game_dialog import NewGameDialog, NewGameSetup
from civitas.ui.replay.export import ask_and_export
from civitas.ui.replay.window import ReplayWindow, replay_of_file, replay_of_session
from civitas.ui.rules_window import open_rules
from civitas.ui.settings_dialog import SettingsDialog
from civitas.ui.shell_look import apply_look
from civitas.ui.start_screen import StartScreen
from civitas.ui.tutorial.launch import open_tutorial

MIN_WIDTH, MIN_HEIGHT = 1024, 700


#: A screen at least this large (its free area) opens the window maximised: a table of 1280×800 in the middle
#: of a Full HD screen wastes most of it.
LARGE_SCREEN = QSize(1600, 960)


def screen_room() -> QSize | None:
    """The primary screen's free area (without the task bar), None without a screen."""
    screen = QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry().size()


def initial_size(room: QSize | None = None) -> QSize:
    """The window's size when it is not maximised: 1280×800 where the screen has room for it, else nine tenths
    of the screen (never below the minimum); on a large screen most of it, so that leaving the maximised
    window keeps a large table."""
    room = screen_room() if room is None else room
    if room is None:
        return QSize(1280, 800)
    if opens_maximised(room):
        return QSize(max(1280, int(room.width() * 0.85)), max(800, int(room.height() * 0.85)))
    width = max(MIN_WIDTH, min(1280, int(room.width() * 0.9)))
    height = max(MIN_HEIGHT, min(800, int(room.height() * 0.9)))
    return QSize(width, height)


def opens_maximised(room: QSize | None = None) -> bool:
    """Whether the window opens maximised: on a screen of Full HD or larger."""
    room = screen_room() if room is None else room
    return room is not None and room.width() >= LARGE_SCREEN.width() and room.height() >= LARGE_SCREEN.height()


class MainWindow(QMainWindow):
    """``games`` overrides the registry's list (tests use the tiny game this way)."""

    def __init__(self, settings: Settings, games: list[str] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.games = game_ids() if games is None else list(games)
        self.controller: GameController | None = None
        self.game_screen: GameScreen | None = None
        self.game_over: GameOverScreen | None = None
        self.last_error = ""
        self._dialogs: list[QWidget] = []
        self.replays: list[ReplayWindow] = []  # open replay windows (each closes and deletes itself)
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        self.resize(initial_size())

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start = StartScreen(self.games)
        self.start.new_game_requested.connect(self.open_new_game)
        self.start.continue_requested.connect(self.continue_game)
        self.start.game_selected.connect(lambda _game: self._update_continue())
        self.start.load_requested.connect(self.open_load)
        self.start.rules_requested.connect(self.open_rules)
        self.start.tutorial_requested.connect(self.start_tutorial)
        self.start.settings_requested.connect(self.open_settings)
        self.start.about_requested.connect(self.open_about)
        self.start.language_selected.connect(self.set_language)
        self.start.quit_requested.connect(self.close)
        self.stack.addWidget(self.start)
        QShortcut(QKeySequence(Qt.Key.Key_F11), self, self.toggle_fullscreen)
        move_legacy_autosave()  # once, at start: an older version's shared autosave becomes its game's own
        self.show_start()
        self.retranslate()

    # --- screens -------------------------------------------------------------------------------------
    def show_start(self) -> None:
        played = self.controller.game.id if self.controller is not None else None
        self._close_game()
        if played is not None:
            self.start.select_game(played)  # back from a game: its Continue is at hand
        self._update_continue()
        self.stack.setCurrentWidget(self.start)
        self.retranslate()

    def _close_game(self) -> None:
        for screen in (self.game_screen, self.game_over):
            if screen is not None:
                if isinstance(screen, GameScreen):
                    screen.shutdown()
                self.stack.removeWidget(screen)
                screen.deleteLater()
        self.game_screen = None
        self.game_over = None
        if self.controller is not None:
            self.controller.deleteLater()
        self.controller = None

    def open_session(
        self,
        session: Session,
        hide_first: bool = False,
        make_controller: Callable[[Session, set[int], str, QObject], GameController] = GameController,
        make_screen: Callable[[GameController, int], GameScreen] = GameScreen,
    ) -> GameScreen:
        """Put ``session`` on screen (a new, continued or loaded game; a tutorial brings its own
        controller and screen)."""
        self._close_game()
        humans = human_seats(session.record.players, session.game.num_seats(session.state))
        controller = make_controller(session, humans, current_language(), self)
        controller.rebuild_log()
        controller.animations = self.settings.animations
        controller.animation_speed = self.settings.animation_speed
        controller.coach = self.settings.coach
        screen = make_screen(controller, self.settings.ai_delay_ms)
        screen.ai_controls.refresh_speed()
        screen.ai_controls.speed_changed.connect(self._speed_changed)
        screen.menu_requested.connect(self.show_start)
        screen.save_requested.connect(self.open_save)
        screen.load_requested.connect(self.open_load)
        screen.finished.connect(self._game_finished)
        screen.rules_requested.connect(lambda section: self.open_rules(session.game.id, section))
        screen.replay_requested.connect(self.open_replay_of_game)
        screen.export_requested.connect(self.export_log)
        self.controller = controller
        self.game_screen = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        self.retranslate()
        screen.start(hide_first=hide_first)
        return screen

    def _game_finished(self) -> None:
        if self.controller is None:
            return
        screen = GameOverScreen(self.controller)
        screen.menu_requested.connect(self.show_start)
        screen.again_requested.connect(lambda: self.open_new_game(self.controller.game.id if self.controller else ""))
        screen.save_requested.connect(self.open_save)
        screen.replay_requested.connect(self.open_replay_of_game)
        screen.review_requested.connect(self.open_review_of_game)
        screen.export_requested.connect(self.export_log)
        self.game_over = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)

    # --- new, continue, load, save -------------------------------------------------------------------
    def open_new_game(self, game_id: str) -> NewGameDialog | None:
        try:
            game = get_game(game_id)
        except UnknownGame:
            self.show_error(message_text("game.unknown", {"game": game_id}))
            return None
        dialog = NewGameDialog(game, self.settings.ai_level, self, self.settings.new_game.get(game_id))
        dialog.accepted.connect(lambda: self._new_game_chosen(dialog))
        self._show_dialog(dialog)
        return dialog

    def _new_game_chosen(self, dialog: NewGameDialog) -> None:
        if dialog.result_setup is not None:
            self.settings.new_game[dialog.game.id] = dialog.memory()  # offered again next time
            self._store_settings()
            self.start_game(dialog.result_setup)

    def start_game(self, setup: NewGameSetup) -> GameScreen:
        game = get_game(setup.game_id)
        session = Session.new(game, setup.options, setup.seed, setup.players)
        return self.open_session(session)

    def start_tutorial(self, game_id: str) -> GameScreen | None:
        """The guided first game of ``game_id``, resumed where it was left."""
        return open_tutorial(self, game_id)

    def continue_game(self) -> bool:
        """Resume the last game of the game chosen on the start screen (each game keeps its own)."""
        game_id = self.start.selected_game()
        return game_id is not None and self.load_path(autosave_path(game_id))

    def _update_continue(self) -> None:
        game_id = self.start.selected_game()
        self.start.set_continue_available(game_id is not None and autosave_path(game_id).exists())

    def _flush_autosave(self) -> None:
        """Let the running game's autosave reach the disk before saves are listed or read."""
        if self.game_screen is not None:
            self.game_screen.autosaver.flush()

    def open_load(self) -> LoadDialog:
        self._flush_autosave()
        dialog = LoadDialog(self)
        dialog.accepted.connect(lambda: self.load_path(dialog.chosen) if dialog.chosen is not None else None)
        dialog.save_deleted.connect(lambda _path: self._update_continue())
        dialog.replay_requested.connect(lambda path: self.open_replay_file(Path(path)))
        self._show_dialog(dialog)
        return dialog

    def load_path(self, path: Path) -> bool:
        """Load a save; on any error show why and change nothing (the current game stays)."""
        self._flush_autosave()
        try:
            session = load_session(path)
        except SaveError as error:
            self.show_error(message_text(error.code, error.args_))
            return False
        self.open_session(session, hide_first=True)
        return True

    def open_save(self) -> None:
        if self.controller is None:
            return
        stamp = dt.datetime.now().strftime("%Y-%m-%d_%H-%M")
        suggested = saves_dir() / f"{self.controller.game.id}-{stamp}{SUFFIX}"
        path = choose_file(self, self.tr("Save the game"), suggested, self.tr("Civitas saves (*.json)"), save=True)
        if path is not None:
            self.save_to(path)

    def save_to(self, path: Path) -> bool:
        if self.controller is None:
            return False
        if not path.name.endswith(SUFFIX):
            path = path.with_name(path.name.removesuffix(".json") + SUFFIX)
        try:
            write_save(path, self.controller.session)
        except SaveError as error:
            self.show_error(message_text(error.code, error.args_))
            return False
        if self.game_screen is not None:
            self.game_screen.show_status(self.tr("Saved as {name}.").format(name=path.name))
        return True

    # --- replay and the log's export -----------------------------------------------------------------
    def open_replay_file(self, path: Path) -> ReplayWindow | None:
        """Watch the save at ``path`` again in a replay window; the file is only read."""
        self._flush_autosave()
        try:
            session, when = replay_of_file(path)
        except SaveError as error:
            self.show_error(message_text(error.code, error.args_))
            return None
        return self._show_replay(ReplayWindow(session, when, self, save_path=path))

    def open_replay_of_game(self) -> ReplayWindow | None:
        """Watch the game on screen again, as far as it has come (the game itself goes on unchanged)."""
        if self.controller is None:
            return None
        window = ReplayWindow(replay_of_session(self.controller.session), None, self)
        if self.controller.viewer_seat is not None:
            window.controller.set_viewer(self.controller.viewer_seat)
        return self._show_replay(window)

    def open_review_of_game(self) -> ReplayWindow | None:
        """The replay of the game on screen with the computer's review of it open beside the table."""
        window = self.open_replay_of_game()
        if window is not None:
            window.review_now()
        return window

    def _show_replay(self, window: ReplayWindow) -> ReplayWindow:
        self.replays = [w for w in self.replays if w.isVisible()]
        self.replays.append(window)
        window.resize(self.size())
        window.show()
        window.view.setFocus()
        return window

    def export_log(self) -> Path | None:
        """Save the log of the game on screen as a text or Markdown file."""
        if self.controller is None:
            return None
        try:
            path = ask_and_export(self, self.controller)
        except OSError as error:
            self.show_error(self.tr("The log could not be written: {error}").format(error=error.strerror or error))
            return None
        if path is not None and self.game_screen is not None:
            self.game_screen.show_status(self.tr("The log was saved as {name}.").format(name=path.name))
        return path

    # --- settings, language, rules -------------------------------------------------------------------
    def open_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.settings()))
        self._show_dialog(dialog)
        return dialog

    def open_about(self) -> AboutDialog:
        dialog = AboutDialog(self)
        self._show_dialog(dialog)
        return dialog

    def apply_settings(self, settings: Settings) -> None:
        language_changed = settings.language != current_language()
        self.settings = settings
        if self.game_screen is not None:
            self.game_screen.runner.delay_ms = settings.ai_delay_ms
        if self.controller is not None:
            self.controller.animations = settings.animations
            self.controller.animation_speed = settings.animation_speed
            self.controller.coach = settings.coach
        if self.game_screen is not None:
            self.game_screen.refresh_panel()  # the coach's indicator follows the setting at once
            self.game_screen.ai_controls.refresh_speed()
        if settings.fullscreen != self.isFullScreen():
            self.toggle_fullscreen()
        if language_changed:
            self.set_language(settings.language)
        else:
            self._store_settings()

    def set_language(self, lang: str) -> None:
        install_language(lang)
        self.settings.language = lang
        if self.controller is not None:
            self.controller.set_language(lang)
        for window in self.replays:
            if window.isVisible():
                window.set_language(lang)
        self.start.sync_language()
        self._store_settings()

    def _speed_changed(self, speed: float) -> None:
        """The speed button on the game screen: kept as the animation speed setting."""
        self.settings.animation_speed = speed
        self._store_settings()

    def _store_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as error:
            self.show_error(message_text("settings.write_failed", {"error": error.strerror or str(error)}))

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        if self.settings.fullscreen != self.isFullScreen():
            self.settings.fullscreen = self.isFullScreen()
            self._store_settings()

    def open_rules(self, game_id: str, section: str | None = None) -> None:
        open_rules(game_id, current_language(), section, self)

    # --- messages ------------------------------------------------------------------------------------
    def show_error(self, text: str) -> QMessageBox:
        self.last_error = text
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Civitas"), text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("errorBox")
        apply_look(box)
        self._show_dialog(box)
        return box

    def show_warnings(self, codes: list[str]) -> None:
        if codes:
            self.show_error("\n".join(message_text(code) for code in codes))

    def _show_dialog(self, dialog: QWidget) -> None:
        """Window-modal and non-blocking, so the event loop (and the AI) keeps running."""
        self._dialogs = [d for d in self._dialogs if d.isVisible()]
        self._dialogs.append(dialog)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        open_method = getattr(dialog, "open", None)
        if callable(open_method):
            open_method()
        else:
            dialog.show()

    # --- window --------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        title = "Civitas"
        if self.controller is not None:
            game = self.controller.game
            title = f"{game.titles.get(current_language()) or game.id} — Civitas"
        self.setWindowTitle(title)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.game_screen is not None:
            self.game_screen.shutdown()
        super().closeEvent(event)
