"""Choosing a save to load: the saves in the saves folder, newest first, with the round each has
reached and who leads it, or any file on disk. A save can be deleted (after a confirmation); a file
that cannot be read is listed with the reason, so it can be deleted too."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from civitas.engine.registry import UnknownGame, get_game
from civitas.storage.paths import is_autosave, saves_dir
from civitas.storage.saves import SUFFIX, SaveError, SaveInfo, delete_save, list_saves
from civitas.ui.file_dialogs import choose_file
from civitas.ui.i18n import current_language
from civitas.ui.messages import message_text
from civitas.ui.seat_names import default_name
from civitas.ui.shell_look import ShellDialog, ask, style_button

ROLE_PATH = Qt.ItemDataRole.UserRole
COLUMNS = ("name", "game", "players", "round", "leader", "saved")
PROBLEM_COLOUR = QColor("#ffb4a8")


def shown_time(seconds: float) -> str:
    """A save's time as the list shows it; "—" for one no calendar can show (a file dated in year 50,000)."""
    try:
        return dt.datetime.fromtimestamp(seconds).strftime("%Y-%m-%d %H:%M")
    except (OverflowError, ValueError, OSError):
        return "—"


class RoomyRows(QStyledItemDelegate):
    """Rows with air above and below the text (a style sheet's item padding does not reach a tree's rows)."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width() + 8, size.height() + 12)


def game_title(game_id: str) -> str:
    try:
        game = get_game(game_id)
    except UnknownGame:
        return game_id
    return game.titles.get(current_language()) or game_id


def player_names(info: SaveInfo) -> list[str]:
    """The save's seats as the table names them now: the typed name, else the default in today's language."""
    return [typed or default_name(seat, seat < len(info.computers) and info.computers[seat])
            for seat, typed in enumerate(info.players)]


class LoadDialog(ShellDialog):
    """``chosen`` holds the picked path once the dialog is accepted; ``save_deleted`` tells which
    file was deleted (the start screen's Continue follows the autosave)."""

    save_deleted = Signal(str)
    replay_requested = Signal(str)  # the path of a save to watch again in the replay

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("loadDialog")
        width = 940 if parent is None else max(720, min(1000, parent.width() - 120))
        self.resize(width, 520)
        self.chosen: Path | None = None
        self.confirm: QMessageBox | None = None
        self.saves = QTreeWidget()
        self.saves.setObjectName("saveList")
        self.saves.setRootIsDecorated(False)
        self.saves.setAlternatingRowColors(True)
        self.saves.setItemDelegate(RoomyRows(self.saves))
        self.saves.setColumnCount(len(COLUMNS))
        header = self.saves.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("players"), QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        self.saves.itemDoubleClicked.connect(lambda *_: self.accept())
        self.saves.currentItemChanged.connect(lambda *_: self._update())
        self.empty = QLabel()
        self.empty.setObjectName("mutedLabel")
        self.empty.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("noteLabel")
        self.note.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("errorLabel")
        self.error.setWordWrap(True)
        self.error.hide()
        self.browse = QPushButton()
        self.browse.clicked.connect(self._browse)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("replayButton")
        self.replay_button.clicked.connect(self.ask_replay)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("deleteButton")
        self.delete_button.clicked.connect(self.ask_delete)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.saves, self.ask_delete)
        self.buttons = self.button_box(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.browse, QDialogButtonBox.ButtonRole.ActionRole)
        style_button(self.replay_button)
        style_button(self.delete_button)
        style_button(self.browse)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 22)
        layout.setSpacing(12)
        layout.addWidget(self.heading)
        layout.addWidget(self.saves, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.note)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.infos: list[SaveInfo] = list_saves()
        self.retranslate()

    # --- the list ------------------------------------------------------------------------------------
    def _fill(self) -> None:
        current = self.current_info()
        self.saves.clear()
        for info in self.infos:
            when = shown_time(info.saved_at)
            name = self.tr("Autosave") if is_autosave(info.path) else info.path.name.removesuffix(SUFFIX)
            item = QTreeWidgetItem([name, "", "", "", "", when])
            item.setData(0, ROLE_PATH, str(info.path))
            item.setToolTip(0, str(info.path))
            if info.problem:
                self._fill_unreadable(item, info)
            else:
                self._fill_readable(item, info)
            for column in (COLUMNS.index("round"), COLUMNS.index("saved")):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignCenter)
            self.saves.addTopLevelItem(item)
        readable = next((info.path for info in self.infos if not info.problem), None)
        chosen = self._item_for(current.path if current else readable) or self.saves.topLevelItem(0)
        if chosen is not None:
            self.saves.setCurrentItem(chosen)
        self.saves.setVisible(bool(self.infos))
        self.empty.setVisible(not self.infos)
        self._update()

    def _fill_readable(self, item: QTreeWidgetItem, info: SaveInfo) -> None:
        names = player_names(info)
        item.setText(COLUMNS.index("game"), game_title(info.game_id))
        item.setText(COLUMNS.index("players"), ", ".join(names))
        item.setToolTip(COLUMNS.index("players"), "\n".join(names))
        unknown = self.tr(
            "Saved by an earlier version of Civitas: the round and the leader show once the game is saved again."
        )
        round_column, leader_column = COLUMNS.index("round"), COLUMNS.index("leader")
        item.setText(round_column, "—" if info.round is None else str(info.round))
        if info.round is None:
            item.setToolTip(round_column, unknown)
        if info.leader is None:
            item.setText(leader_column, "—")
            item.setToolTip(leader_column, unknown)
        elif info.leader < 0:
            item.setText(leader_column, "—")
            item.setToolTip(leader_column, self.tr("Nobody is ahead yet"))
        elif info.over:
            item.setText(leader_column, self.tr("{name} (winner)").format(name=names[info.leader]))
        else:
            item.setText(leader_column, names[info.leader])

    def _fill_unreadable(self, item: QTreeWidgetItem, info: SaveInfo) -> None:
        reason = message_text(info.problem, info.problem_args)
        item.setText(COLUMNS.index("game"), "—")
        item.setText(COLUMNS.index("players"), self.tr("Cannot be read"))
        italic = QFont(self.saves.font())
        italic.setItalic(True)
        for column in range(len(COLUMNS)):
            item.setToolTip(column, reason)
            if column != COLUMNS.index("saved"):
                item.setForeground(column, QBrush(PROBLEM_COLOUR))
                item.setFont(column, italic)

    def _item_for(self, path: Path | None) -> QTreeWidgetItem | None:
        for row in range(self.saves.topLevelItemCount()):
            item = self.saves.topLevelItem(row)
            if item is not None and path is not None and Path(str(item.data(0, ROLE_PATH))) == path:
                return item
        return None

    def current_info(self) -> SaveInfo | None:
        item = self.saves.currentItem()
        if item is None:
            return None
        path = Path(str(item.data(0, ROLE_PATH)))
        return next((info for info in self.infos if info.path == path), None)

    def _update(self) -> None:
        info = self.current_info()
        self.buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(info is not None and not info.problem)
        self.delete_button.setEnabled(info is not None)
        self.replay_button.setEnabled(info is not None and not info.problem)
        if info is not None and info.problem:
            self.note.setText(
                self.tr("This file cannot be opened. {reason} You can delete it.").format(
                    reason=message_text(info.problem, info.problem_args)
                )
            )
        self.note.setVisible(info is not None and bool(info.problem))

    # --- deleting ------------------------------------------------------------------------------------
    def ask_delete(self) -> QMessageBox | None:
        """Ask before deleting the chosen save; "Delete" removes that one file."""
        info = self.current_info()
        item = self.saves.currentItem()
        if info is None or item is None:
            return None
        name = item.text(0)
        self.confirm = ask(
            self,
            self.tr("Delete a save"),
            self.tr("Delete the save “{name}”? This cannot be undone.").format(name=name),
            self.tr("Delete"),
            self.tr("Keep it"),
            lambda: self.delete(info.path),
        )
        return self.confirm

    def delete(self, path: Path) -> bool:
        """Delete the save ``path`` (no question asked) and take it off the list."""
        try:
            delete_save(path)
        except SaveError as error:
            self.error.setText(message_text(error.code, error.args_))
            self.error.show()
            return False
        self.error.hide()
        row = next((i for i, info in enumerate(self.infos) if info.path == path), 0)
        self.infos = [info for info in self.infos if info.path != path]
        self._fill()
        following = self.saves.topLevelItem(min(row, self.saves.topLevelItemCount() - 1))
        if following is not None:
            self.saves.setCurrentItem(following)
        self.save_deleted.emit(str(path))
        return True

    # --- choosing ------------------------------------------------------------------------------------
    def ask_replay(self) -> None:
        """Watch the chosen save again, move by move, in the replay (the file is only read)."""
        info = self.current_info()
        if info is None or info.problem:
            return
        self.replay_requested.emit(str(info.path))
        self.reject()

    def _browse(self) -> None:
        files = self.tr("Civitas saves (*.json);;All files (*)")
        chosen = choose_file(self, self.tr("Load a game"), saves_dir(), files)
        if chosen is not None:
            self.chosen = chosen
            super().accept()

    def accept(self) -> None:
        info = self.current_info()
        if info is None or info.problem:
            return
        self.chosen = info.path
        super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Load a game"))
        self.heading.setText(self.tr("Saved games"))
        self.saves.setHeaderLabels([
            self.tr("Name"), self.tr("Game"), self.tr("Players"), self.tr("Round"), self.tr("Leader"), self.tr("Saved"),
        ])
        self.empty.setText(self.tr("There are no saved games in {folder} yet.").format(folder=saves_dir()))
        self.browse.setText(self.tr("Other file…"))
        self.delete_button.setText(self.tr("Delete…"))
        self.replay_button.setText(self.tr("Replay"))
        self.replay_button.setToolTip(self.tr("Watch the chosen game again, move by move; the save does not change"))
        self.delete_button.setToolTip(self.tr("Delete the chosen save (Del)"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
