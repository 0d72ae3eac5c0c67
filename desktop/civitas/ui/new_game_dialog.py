"""New game: how many players, who plays each seat (a person or the computer at a level), names,
colours, the game's own options, and the seed (shown and editable, so a game can be replayed).

Options are edited generically from ``Game.options`` (labels ``option.<key>`` and choice labels
``option.<key>.<choice>`` from the game's catalog; ``hidden`` options are left out). A game that
wants its own setup panel (factions random or chosen, ...) provides in its table package::

    def create_setup(game: Game, parent: QWidget) -> QWidget

The widget must have ``options() -> dict`` (merged over the generic values) and may have
``set_players(n: int)`` (called whenever the number of players changes), ``handles`` (option keys
it edits itself, which get no generic editor) and ``set_options(options: dict)`` (shows remembered
values of those keys; civitas.ui.setup_memory). The record's players are
``{"name": str, "color": "#rrggbb", "ai": "" | "easy" | "normal" | "hard"}``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRegularExpression
from PySide6.QtGui import QColor, QIcon, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from civitas.engine.game import Game, OptionError, OptionSpec
from civitas.ui.controller import SEAT_COLORS
from civitas.ui.game_tables import table_package
from civitas.ui.i18n import current_language
from civitas.ui.messages import message_text
from civitas.ui.seat_names import default_name
from civitas.ui.setup_memory import remember_setup, restore_setup
from civitas.ui.shell_look import ShellDialog, apply_look

LEVELS = ("easy", "normal", "hard")
MAX_SEED = 2**63 - 1

MIN_WIDTH = 560  # the dialog's least width, whatever the game


@dataclass(slots=True)
class NewGameSetup:
    """What the dialog produced: enough for ``Session.new`` and the record's player list."""

    game_id: str
    options: dict[str, Any]
    seed: int
    players: list[dict[str, Any]] = field(default_factory=list)

    def humans(self) -> set[int]:
        return {seat for seat, player in enumerate(self.players) if not player.get("ai")}


def note_label() -> QLabel:
    """A small muted line under a field that says what it means (visible without hovering)."""
    note = QLabel()
    note.setObjectName("mutedLabel")
    note.setWordWrap(True)
    font = note.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    note.setFont(font)
    return note


def swatch(color: str, size: int = 18) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(color))
    return QIcon(pixmap)


class SeatRow:
    """The widgets of one seat: who plays it, the name and the colour."""

    def __init__(self, dialog: NewGameDialog, seat: int, level: str) -> None:
        self.seat = seat
        self.label = QLabel()
        self.kind = QComboBox()
        self.kind.setObjectName(f"seatKind{seat}")
        for _ in range(1 + len(LEVELS)):
            self.kind.addItem("")
        self.kind.setCurrentIndex(0 if seat == 0 else 1 + LEVELS.index(level))
        self.name = QLineEdit()
        self.name.setObjectName(f"seatName{seat}")
        self.name.setMaxLength(24)
        self.color = SEAT_COLORS[seat % len(SEAT_COLORS)]
        self.color_button = QToolButton()
        self.color_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self.color_button)
        for color in SEAT_COLORS:
            action = self.menu.addAction(swatch(color), "")
            action.triggered.connect(lambda _checked=False, c=color: self.set_color(c))
        self.other = self.menu.addAction("")
        self.other.triggered.connect(lambda _checked=False: self._pick_color(dialog))
        self.color_button.setMenu(self.menu)
        self.set_color(self.color)
        self.default_name = ""
        self.kind.currentIndexChanged.connect(lambda _i: self._kind_changed())

    def widgets(self) -> list[QWidget]:
        return [self.label, self.kind, self.name, self.color_button]

    def level(self) -> str:
        index = self.kind.currentIndex()
        return "" if index <= 0 else LEVELS[index - 1]

    def set_color(self, color: str) -> None:
        self.color = color
        self.color_button.setIcon(swatch(color))

    def _pick_color(self, parent: QWidget) -> None:
        picker = QColorDialog(QColor(self.color), parent)
        apply_look(picker)  # opened from the dialog, it would otherwise take half of the dialog's look
        if picker.exec() and picker.selectedColor().isValid():
            self.set_color(picker.selectedColor().name())

    def _kind_changed(self) -> None:
        if self.name.text().strip() in ("", self.default_name):
            self.name.clear()
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("SeatRow", "Seat {n}").format(n=self.seat + 1))
        texts = [
            QCoreApplication.translate("SeatRow", "Person"),
            QCoreApplication.translate("SeatRow", "Computer: easy"),
            QCoreApplication.translate("SeatRow", "Computer: normal"),
            QCoreApplication.translate("SeatRow", "Computer: hard"),
        ]
        for index, text in enumerate(texts):
            self.kind.setItemText(index, text)
        names = [
            QCoreApplication.translate("SeatRow", "Red"),
            QCoreApplication.translate("SeatRow", "Blue"),
            QCoreApplication.translate("SeatRow", "Green"),
            QCoreApplication.translate("SeatRow", "Gold"),
            QCoreApplication.translate("SeatRow", "Purple"),
            QCoreApplication.translate("SeatRow", "Orange"),
        ]
        for action, name in zip(self.menu.actions(), names, strict=False):
            action.setText(name)
        self.other.setText(QCoreApplication.translate("SeatRow", "Other colour…"))
        self.color_button.setToolTip(QCoreApplication.translate("SeatRow", "Colour"))
        self.default_name = default_name(self.seat, bool(self.level()))
        self.name.setPlaceholderText(self.default_name)

    def player(self) -> dict[str, Any]:
        # A seat left unnamed stores "" and is shown as "Player N" / "Computer N" in the language on
        # screen at the time (civitas.ui.seat_names), not frozen in today's language.
        name = self.name.text().strip()
        return {"name": "" if name == self.default_name else name, "color": self.color, "ai": self.level()}


class NewGameDialog(ShellDialog):
    """``remembered`` is the setup the dialog showed when a game was last started from it
    (``memory()``); what of it is not valid for the game now is left at the defaults."""

    def __init__(
        self,
        game: Game[Any],
        default_level: str = "normal",
        parent: QWidget | None = None,
        remembered: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.game = game
        self.setMinimumWidth(MIN_WIDTH)
        self.result_setup: NewGameSetup | None = None
        level = default_level if default_level in LEVELS else "normal"
        self.default_level = level

        self.players_label = QLabel()
        self.players = QSpinBox()
        self.players.setObjectName("playerCount")
        self.players.setRange(game.min_players, game.max_players)
        spec = self._spec("players")
        self.players.setValue(int(spec.default) if spec is not None else game.min_players)
        self.players.valueChanged.connect(lambda _v: self._show_seats())

        self.seats_box = QGroupBox()
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setColumnStretch(2, 1)
        self.rows = [SeatRow(self, seat, level) for seat in range(game.max_players)]
        for seat, row in enumerate(self.rows):
            for column, widget in enumerate(row.widgets()):
                self.seats_grid.addWidget(widget, seat, column)

        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)
        self.editors: dict[str, tuple[OptionSpec, QWidget, QLabel]] = {}
        self.option_notes: dict[str, QLabel] = {}  # what an option means, in the game's words, under its editor
        self.extra = self._game_setup_widget()
        handled = set(getattr(self.extra, "handles", ())) if self.extra is not None else set()
        for option in game.options:
            hidden = getattr(option, "hidden", False)  # set by the program (a tutorial), not the player
            if option.key != "players" and option.key not in handled and not hidden:
                self._add_editor(option)
        if self.extra is not None:
            self.options_form.addRow(self.extra)

        self.seed_label = QLabel()
        self.seed = QLineEdit(str(random.randrange(1_000_000_000)))
        self.seed.setObjectName("seedEdit")
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,19}"), self.seed))
        self.seed_button = QPushButton()
        self.seed_button.clicked.connect(lambda: self.seed.setText(str(random.randrange(1_000_000_000))))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.seed_button)
        self.seed_note = note_label()  # what a seed is, in sight without hovering

        self.error = QLabel()
        self.error.setObjectName("errorLabel")
        self.error.setWordWrap(True)
        self.error.hide()
        self.buttons = self.button_box(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        count_row = QHBoxLayout()
        count_row.addWidget(self.players_label)
        count_row.addWidget(self.players)
        count_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.setSpacing(12)
        layout.addWidget(self.heading)
        layout.addLayout(count_row)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.options_box)
        layout.addLayout(seed_row)
        layout.addWidget(self.seed_note)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.options_box.setVisible(self.options_form.rowCount() > 0)
        self.players_label.setVisible(game.min_players != game.max_players)
        self.players.setVisible(game.min_players != game.max_players)
        self.retranslate()
        if remembered:
            restore_setup(self, remembered)
        self._show_seats()

    # --- the game's options --------------------------------------------------------------------------
    def _spec(self, key: str) -> OptionSpec | None:
        return next((spec for spec in self.game.options if spec.key == key), None)

    def _game_setup_widget(self) -> QWidget | None:
        """A game's own setup panel: ``create_setup(game, parent)`` in its table package."""
        module = table_package(self.game.id)
        if module is None:
            return None
        widget = module.create_setup(self.game, self)
        return widget if isinstance(widget, QWidget) else None

    def _add_editor(self, spec: OptionSpec) -> None:
        editor: QWidget
        if spec.kind == "int":
            spin = QSpinBox()
            spin.setRange(spec.minimum if spec.minimum is not None else -(10**6),
                          spec.maximum if spec.maximum is not None else 10**6)
            spin.setValue(int(spec.default))
            editor = spin
        elif spec.kind == "bool":
            check = QCheckBox()
            check.setChecked(bool(spec.default))
            editor = check
        else:
            combo = QComboBox()
            for choice in spec.choices:
                combo.addItem(choice, choice)
            combo.setCurrentIndex(max(0, list(spec.choices).index(spec.default) if spec.default in spec.choices else 0))
            editor = combo
        editor.setObjectName(f"option_{spec.key}")
        label = QLabel()
        self.options_form.addRow(label, editor)
        self.editors[spec.key] = (spec, editor, label)
        if self.game.catalog("en").get(f"option.{spec.key}.help"):  # the game explains this option
            note = note_label()
            self.options_form.addRow(note)
            self.option_notes[spec.key] = note

    def option_values(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        if self._spec("players") is not None:
            values["players"] = self.players.value()
        for key, (_spec, editor, _label) in self.editors.items():
            if isinstance(editor, QSpinBox):
                values[key] = editor.value()
            elif isinstance(editor, QCheckBox):
                values[key] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                values[key] = editor.currentData()
        extra_values = getattr(self.extra, "options", None)
        if callable(extra_values):
            values.update(extra_values())
        return values

    # --- seats ---------------------------------------------------------------------------------------
    def _show_seats(self) -> None:
        count = self.players.value()
        for seat, row in enumerate(self.rows):
            for widget in row.widgets():
                widget.setVisible(seat < count)
        set_players = getattr(self.extra, "set_players", None)
        if callable(set_players):
            set_players(count)
        # An explicit minimum width stops the layout from enforcing its own: never narrower than the contents
        # (a game's panel with wrapped texts), or they are cut or drawn over each other.
        layout = self.layout()
        if layout is not None:
            self.setMinimumWidth(max(MIN_WIDTH, layout.minimumSize().width()))
        self.adjustSize()

    # --- result --------------------------------------------------------------------------------------
    def setup(self) -> NewGameSetup:
        """The game as chosen now; raises OptionError (or ValueError for the seed) if invalid."""
        text = self.seed.text().strip()
        if not text.isdigit() or int(text) > MAX_SEED:
            raise OptionError("seed.bad", {"max": MAX_SEED})
        options = self.game.validate_options(self.option_values())
        count = self.players.value()
        players = [row.player() for row in self.rows[:count]]
        return NewGameSetup(self.game.id, options, int(text), players)

    def memory(self) -> dict[str, Any]:
        """What the dialog shows now, to be offered again next time (``remembered``; no seed)."""
        return remember_setup(self)

    def accept(self) -> None:
        try:
            self.result_setup = self.setup()
        except OptionError as error:
            self.error.setText(message_text(error.code, self._named(error.args_)))
            self.error.show()
            return
        super().accept()

    def _named(self, args: dict[str, Any]) -> dict[str, Any]:
        """An error's arguments in the player's words: the option's label for ``key``, and any value
        that is a catalog id (``faction.red``, say) as its text."""
        catalog = self.game.catalog(current_language())
        out = dict(args)
        if "key" in out:
            out["key"] = catalog.get(f"option.{out['key']}", out["key"])
        if isinstance(out.get("value"), str):
            out["value"] = catalog.get(out["value"], out["value"])
        return out

    # --- text ----------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        lang = current_language()
        title = self.game.titles.get(lang) or self.game.id
        self.setWindowTitle(self.tr("New game"))
        self.heading.setText(self.tr("New game: {game}").format(game=title))
        self.players_label.setText(self.tr("Number of players:"))
        self.seats_box.setTitle(self.tr("Players"))
        self.options_box.setTitle(self.tr("Options"))
        self.seed_label.setText(self.tr("Seed:"))
        self.seed.setToolTip(self.tr("The same seed and the same moves give the same game."))
        self.seed_note.setText(self.tr("Any number: it decides the shuffles and dice, so one seed replays one game."))
        self.seed_button.setText(self.tr("New seed"))
        catalog = self.game.catalog(lang)
        for key, (spec, editor, label) in self.editors.items():
            label.setText(catalog.get(f"option.{key}", key.replace("_", " ").capitalize()) + ":")
            note = self.option_notes.get(key)
            if note is not None:
                note.setText(catalog.get(f"option.{key}.help", ""))
                editor.setToolTip(note.text())
            if isinstance(editor, QComboBox):
                for index, choice in enumerate(spec.choices):
                    editor.setItemText(index, catalog.get(f"option.{key}.{choice}", choice))
        for row in self.rows:
            row.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

