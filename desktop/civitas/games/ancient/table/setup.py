"""The Ancient World part of the New game dialog: the first player (random or one of the seats in
play), the variant «choose a province from three» (Expand+) and the faces of the damage dice. Labels
come from the game catalog's ``option.*`` entries."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QListView, QWidget

from civitas.engine.game import Game
from civitas.ui.i18n import current_language

FIRST = ("random", "1", "2", "3", "4")
DICE = ("2-2-2", "1-2-3")


class AncientSetup(QWidget):
    handles = ("first_player", "expand_plus", "dice")

    def __init__(self, game: Game[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ancientSetup")
        self.game = game
        self.count = game.max_players
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.first_label, self.dice_label = QLabel(), QLabel()
        self.first = QComboBox()
        self.first.setObjectName("firstPlayer")
        for value in FIRST:
            self.first.addItem("", value)
        self.expand_plus = QCheckBox()
        self.expand_plus.setObjectName("expandPlus")
        self.dice = QComboBox()
        self.dice.setObjectName("dice")
        for value in DICE:
            self.dice.addItem("", value)
        self.first_label.setBuddy(self.first)
        self.dice_label.setBuddy(self.dice)
        form.addRow(self.first_label, self.first)
        form.addRow(self.expand_plus)
        form.addRow(self.dice_label, self.dice)
        self.retranslate()

    def set_players(self, n: int) -> None:
        """Only the seats in play can start; a chosen seat beyond them falls back to random."""
        self.count = n
        view = self.first.view()
        if isinstance(view, QListView):
            for i, value in enumerate(FIRST):
                view.setRowHidden(i, value != "random" and int(value) > n)
        current = str(self.first.currentData())
        if current != "random" and int(current) > n:
            self.first.setCurrentIndex(0)

    def options(self) -> dict[str, Any]:
        return {"first_player": str(self.first.currentData()), "expand_plus": self.expand_plus.isChecked(),
                "dice": str(self.dice.currentData())}

    def set_options(self, options: dict[str, Any]) -> None:
        first = str(options.get("first_player", "random"))
        self.first.setCurrentIndex(max(0, self.first.findData(first)))
        if first != "random" and first.isdigit() and int(first) > self.count:
            self.first.setCurrentIndex(0)
        self.expand_plus.setChecked(bool(options.get("expand_plus", False)))
        self.dice.setCurrentIndex(max(0, self.dice.findData(str(options.get("dice", "2-2-2")))))

    def retranslate(self) -> None:
        catalog = self.game.catalog(current_language())
        self.first_label.setText(catalog.get("option.first_player", "First player") + ":")
        for i, value in enumerate(FIRST):
            self.first.setItemText(i, catalog.get(f"option.first_player.{value}", value))
        self.expand_plus.setText(catalog.get("option.expand_plus", "Expand+"))
        self.dice_label.setText(catalog.get("option.dice", "Dice") + ":")
        for i, value in enumerate(DICE):
            self.dice.setItemText(i, catalog.get(f"option.dice.{value}", value))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def create_setup(game: Game[Any], parent: QWidget) -> QWidget:
    """The hook the New game dialog looks for in the table module."""
    return AncientSetup(game, parent)
