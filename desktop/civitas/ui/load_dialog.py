"""Choosing a save to load: the saves in the saves folder, newest first, or any file on disk."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from civitas.engine.registry import UnknownGame, get_game
from civitas.storage.paths import autosave_path, saves_dir
from civitas.storage.saves import SUFFIX, SaveInfo, list_saves
from civitas.ui.i18n import current_language

ROLE_PATH = Qt.ItemDataRole.UserRole


def game_title(game_id: str) -> str:
    try:
        game = get_game(game_id)
    except UnknownGame:
        return game_id
    return game.titles.get(current_language()) or game_id


class LoadDialog(QDialog):
    """``chosen`` holds the picked path once the dialog is accepted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("loadDialog")
        self.resize(720, 440)
        self.chosen: Path | None = None
        self.heading = QLabel()
        self.heading.setObjectName("dialogTitle")
        self.saves = QTreeWidget()
        self.saves.setObjectName("saveList")
        self.saves.setRootIsDecorated(False)
        self.saves.setColumnCount(4)
        self.saves.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.saves.header().setStretchLastSection(True)
        self.saves.itemDoubleClicked.connect(lambda *_: self.accept())
        self.saves.currentItemChanged.connect(lambda *_: self._update())
        self.empty = QLabel()
        self.empty.setObjectName("mutedLabel")
        self.browse = QPushButton()
        self.browse.clicked.connect(self._browse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.addButton(self.browse, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.saves, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.buttons)
        self.infos: list[SaveInfo] = list_saves()
        self.retranslate()

    def _fill(self) -> None:
        self.saves.clear()
        auto = autosave_path()
        for info in self.infos:
            when = dt.datetime.fromtimestamp(info.saved_at).strftime("%Y-%m-%d %H:%M")
            name = self.tr("Autosave") if info.path == auto else info.path.name.removesuffix(SUFFIX)
            item = QTreeWidgetItem([name, game_title(info.game_id), ", ".join(info.players), when])
            item.setData(0, ROLE_PATH, str(info.path))
            item.setToolTip(0, str(info.path))
            self.saves.addTopLevelItem(item)
        first = self.saves.topLevelItem(0)
        if first is not None:
            self.saves.setCurrentItem(first)
        self.empty.setVisible(not self.infos)
        self._update()

    def _update(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(self.saves.currentItem() is not None)

    def _browse(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Load a game"), str(saves_dir()), self.tr("Civitas saves (*.json);;All files (*)")
        )
        if path:
            self.chosen = Path(path)
            super().accept()

    def accept(self) -> None:
        item = self.saves.currentItem()
        if item is None:
            return
        self.chosen = Path(str(item.data(0, ROLE_PATH)))
        super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Load a game"))
        self.heading.setText(self.tr("Saved games"))
        self.saves.setHeaderLabels([self.tr("Name"), self.tr("Game"), self.tr("Players"), self.tr("Saved")])
        self.empty.setText(self.tr("There are no saved games in {folder} yet.").format(folder=saves_dir()))
        self.browse.setText(self.tr("Other file…"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
