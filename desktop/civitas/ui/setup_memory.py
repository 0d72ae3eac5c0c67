"""The new-game dialog's memory: the last setup a game was started with (number of players, who plays
each seat and at what level, the names typed, colours, the game's options), kept in the settings per
game and shown again next time. Never the seed: every new game gets a new one.

A remembered setup comes from a file the player may have edited, or from another version whose game
had other options: every part is checked against the game as it is now, and what does not fit is
left at its default. A number of players out of range drops the whole setup.

The stored form, per game id::

    {"level": "normal", "players": 4,
     "seats": [{"ai": "" | "easy" | "normal" | "hard", "name": str, "color": "#rrggbb"}, ...],
     "options": {key: value}}

``level`` is the settings' level for new games when the setup was remembered: a computer seat at that
level follows the settings' level of today, so changing it in the settings still changes new games.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget

from civitas.engine.game import Game, OptionError, OptionSpec

LEVELS = ("easy", "normal", "hard")
MAX_NAME = 24
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


class SetupDialog(Protocol):
    """What of the new-game dialog (civitas.ui.new_game_dialog) the memory reads and sets."""

    game: Game[Any]
    default_level: str
    players: QSpinBox
    editors: dict[str, tuple[OptionSpec, QWidget, QLabel]]
    extra: QWidget | None

    @property
    def rows(self) -> Sequence[Any]: ...  # SeatRow: kind, name, color, level(), set_color()

    def option_values(self) -> dict[str, Any]: ...


def remember_setup(dialog: SetupDialog) -> dict[str, Any]:
    """The setup ``dialog`` shows now, in the stored form."""
    options = {key: value for key, value in dialog.option_values().items() if key != "players"}
    seats = [{"ai": row.level(), "name": row.name.text().strip(), "color": row.color} for row in dialog.rows]
    return {"level": dialog.default_level, "players": dialog.players.value(), "seats": seats, "options": options}


def restore_setup(dialog: SetupDialog, stored: Any) -> bool:
    """Show ``stored`` in ``dialog`` as far as it is valid; False (and nothing changed) when it is not a
    setup or its number of players is out of range for the game."""
    if not isinstance(stored, dict):
        return False
    players = stored.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        return False
    if not dialog.game.min_players <= players <= dialog.game.max_players:
        return False
    dialog.players.setValue(players)
    seats = stored.get("seats")
    if isinstance(seats, list):
        old_default = stored.get("level")
        for row, seat in zip(dialog.rows, seats, strict=False):
            if isinstance(seat, dict):
                _restore_seat(row, seat, old_default, dialog.default_level)
    options = stored.get("options")
    if isinstance(options, dict):
        _restore_options(dialog, options)
    return True


def _restore_seat(row: Any, seat: dict[str, Any], old_default: Any, default: str) -> None:
    level = seat.get("ai")
    if level == "" or level in LEVELS:
        if level and level == old_default:
            level = default  # the settings' level for new games, as it is now
        row.kind.setCurrentIndex(0 if not level else 1 + LEVELS.index(level))
    name = seat.get("name")
    if isinstance(name, str) and len(name.strip()) <= MAX_NAME:
        row.name.setText(name.strip())
    colour = seat.get("color")
    if isinstance(colour, str) and COLOUR.fullmatch(colour):
        row.set_color(colour)


def _restore_options(dialog: SetupDialog, options: dict[str, Any]) -> None:
    """The generic editors' values each checked by its option; then the game's own panel's values,
    kept only if the game accepts the whole setup with them."""
    for key, (spec, editor, _label) in dialog.editors.items():
        if key not in options:
            continue
        try:
            value = spec.validate(options[key])
        except OptionError:
            continue
        if isinstance(editor, QSpinBox):
            editor.setValue(int(value))
        elif isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QComboBox) and editor.findData(value) >= 0:
            editor.setCurrentIndex(editor.findData(value))
    set_options = getattr(dialog.extra, "set_options", None)
    handled = set(getattr(dialog.extra, "handles", ()))
    if not callable(set_options) or not handled:
        return
    known = {spec.key for spec in dialog.game.options}
    own = {key: value for key, value in options.items() if key in handled and key in known}
    candidate = {**{k: v for k, v in dialog.option_values().items() if k not in handled}, **own}
    try:
        dialog.game.validate_options(candidate)
    except OptionError:
        return
    set_options(own)
