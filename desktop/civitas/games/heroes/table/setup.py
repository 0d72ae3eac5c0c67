"""The Age of Heroes part of the New game dialog: each seat's tribe, random or chosen.

Gives the ``tribes`` option: per seat an index into ``TRIBE_IDS`` or -1 for random; an empty list
when every seat is random (a game as dealt before tribes could be chosen). A tribe chosen twice is
refused by the game's ``validate_options`` and the dialog shows why.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QWidget

from civitas.engine.game import Game
from civitas.games.heroes.cards import TRIBE_IDS
from civitas.ui.i18n import current_language

RANDOM = -1


class TribeSetup(QWidget):
    """A "Random" / tribe combo for every seat; only the seats in play are shown."""

    handles = ("tribes",)

    def __init__(self, game: Game[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tribeSetup")
        self.game = game
        self.count = game.max_players
        self.title = QLabel()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.title, 0, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.labels: list[QLabel] = []
        self.combos: list[QComboBox] = []
        for seat in range(game.max_players):
            label = QLabel()
            combo = QComboBox()
            combo.setObjectName(f"tribe{seat}")
            combo.addItem("", RANDOM)
            for index in range(len(TRIBE_IDS)):
                combo.addItem("", index)
            label.setBuddy(combo)
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(combo, seat + 1, 1)
            self.labels.append(label)
            self.combos.append(combo)
        self.retranslate()

    def set_players(self, n: int) -> None:
        self.count = n
        for seat, (label, combo) in enumerate(zip(self.labels, self.combos, strict=True)):
            label.setVisible(seat < n)
            combo.setVisible(seat < n)

    def choose(self, seat: int, tribe: int) -> None:
        """Set ``seat``'s tribe (an index into ``TRIBE_IDS``, or -1 for random)."""
        self.combos[seat].setCurrentIndex(self.combos[seat].findData(tribe))

    def options(self) -> dict[str, Any]:
        tribes = [int(combo.currentData()) for combo in self.combos[: self.count]]
        return {"tribes": [] if all(t == RANDOM for t in tribes) else tribes}

    def set_options(self, options: dict[str, Any]) -> None:
        """Show the tribes of ``options`` (as ``options()`` gives them; the dialog's memory restores
        them): a seat missing or unknown there is random."""
        tribes = options.get("tribes")
        chosen = list(tribes) if isinstance(tribes, list | tuple) else []
        for seat, combo in enumerate(self.combos):
            index = combo.findData(chosen[seat]) if seat < len(chosen) else -1
            combo.setCurrentIndex(max(0, index))

    def retranslate(self) -> None:
        catalog = self.game.catalog(current_language())
        self.title.setText(catalog.get("option.tribes", "Tribes") + ":")
        for seat, (label, combo) in enumerate(zip(self.labels, self.combos, strict=True)):
            label.setText(self.tr("Seat {n}:").format(n=seat + 1))
            combo.setItemText(0, self.tr("Random"))
            for index, tribe in enumerate(TRIBE_IDS):
                combo.setItemText(index + 1, catalog.get(f"tribe.{tribe}", tribe))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def create_setup(game: Game[Any], parent: QWidget) -> QWidget:
    """The hook the New game dialog looks for in the table module."""
    return TribeSetup(game, parent)
