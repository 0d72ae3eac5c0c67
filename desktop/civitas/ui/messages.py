"""Texts for the message ids that storage, settings and game options report.

Every function builds its table at call time so the texts follow the current language.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from civitas.engine.registry import UnknownGame, get_game
from civitas.ui.i18n import current_language


def _table() -> dict[str, str]:
    return {
        # saves
        "save.not_found": QCoreApplication.translate("Messages", "The file {path} does not exist."),
        "save.unreadable": QCoreApplication.translate("Messages", "The file {path} could not be read: {error}."),
        "save.not_a_file": QCoreApplication.translate(
            "Messages", "{path} is not a save: it is a folder or a special file, not an ordinary file."),
        "save.too_large": QCoreApplication.translate("Messages", "The file {path} is too large to be a Civitas save."),
        "save.truncated": QCoreApplication.translate(
            "Messages", "The save {path} is cut short: the file is incomplete."),
        "save.not_json": QCoreApplication.translate(
            "Messages", "The file {path} is damaged: it is not a readable save."),
        "save.not_civitas": QCoreApplication.translate("Messages", "The file {path} is not a Civitas save."),
        "save.newer_format": QCoreApplication.translate(
            "Messages", "The save {path} was made by a newer version of Civitas (format {version})."
        ),
        "save.unknown_game": QCoreApplication.translate(
            "Messages", "The save {path} is for a game this version does not have ({game})."),
        "save.damaged": QCoreApplication.translate(
            "Messages", "The save {path} is damaged: some of its data is missing or not valid."),
        "save.rules_version": QCoreApplication.translate(
            "Messages",
            "The save {path} was made with version {saved} of the rules of {game}; this version of Civitas "
            "plays {game} by rules version {current} and cannot continue that game.",
        ),
        "save.bad_record": QCoreApplication.translate(
            "Messages", "The save {path} is damaged: its list of moves cannot be read."),
        "save.replay_failed": QCoreApplication.translate(
            "Messages", "The save {path} is damaged: its moves do not replay (step {step})."),
        "save.hash_mismatch": QCoreApplication.translate(
            "Messages", "The save {path} is damaged: replaying it does not give the position it recorded."
        ),
        "save.write_failed": QCoreApplication.translate("Messages", "The game could not be saved to {path}: {error}."),
        "save.delete_failed": QCoreApplication.translate("Messages", "The save {path} could not be deleted: {error}."),
        # settings
        "settings.unreadable": QCoreApplication.translate(
            "Messages", "The settings file could not be read; the defaults are used, and the unreadable file was "
            "moved aside (it is in the data folder under a name starting with \"settings.damaged\")."),
        "settings.bad_language": QCoreApplication.translate(
            "Messages", "The saved language was not valid and was reset."),
        "settings.bad_ai_delay": QCoreApplication.translate(
            "Messages", "The saved AI delay was not valid and was reset."),
        "settings.bad_ai_level": QCoreApplication.translate(
            "Messages", "The saved AI level was not valid and was reset."),
        "settings.bad_coach": QCoreApplication.translate(
            "Messages", "The saved coach setting was not valid and was reset."),
        "settings.bad_animations": QCoreApplication.translate(
            "Messages", "The saved animations setting was not valid and was reset."),
        "settings.bad_animation_speed": QCoreApplication.translate(
            "Messages", "The saved animation speed was not valid and was reset."),
        "settings.bad_fullscreen": QCoreApplication.translate(
            "Messages", "The saved full-screen setting was not valid and was reset."),
        "settings.write_failed": QCoreApplication.translate("Messages", "The settings could not be saved: {error}."),
        # game options
        "option.unknown": QCoreApplication.translate("Messages", "Unknown option: {key}."),
        "option.not_int": QCoreApplication.translate("Messages", "The option {key} must be a whole number."),
        "option.not_bool": QCoreApplication.translate("Messages", "The option {key} must be on or off."),
        "option.bad_choice": QCoreApplication.translate("Messages", "The option {key} cannot be {value}."),
        "option.out_of_range": QCoreApplication.translate(
            "Messages", "The option {key} must be between {min} and {max}."),
        "option.unknown_kind": QCoreApplication.translate("Messages", "The option {key} is of an unknown kind."),
        "option.duplicate": QCoreApplication.translate(
            "Messages", "The option {key} has {value} more than once; each may be chosen only once."),
        # the shell itself
        "game.unknown": QCoreApplication.translate("Messages", "This version does not have the game {game}."),
        "seed.bad": QCoreApplication.translate("Messages", "The seed must be a whole number from 0 to {max}."),
    }


def message_text(code: str, args: dict[str, Any] | None = None) -> str:
    """The translated text for ``code`` with its arguments filled in (an unknown id is named as such)."""
    template = _table().get(code)
    if template is None:
        return QCoreApplication.translate("Messages", "Unexpected error: {code}.").replace("{code}", code)
    out = template
    for key, value in (args or {}).items():
        if key == "path":
            text = Path(str(value)).name  # a file's name reads better
        elif key == "game":
            text = _game_title(str(value))
        else:
            text = str(value)
        out = out.replace("{" + key + "}", text)
    return out


def _game_title(game_id: str) -> str:
    """A registered game's title in the current language; an id this version does not know, as is."""
    try:
        titles = get_game(game_id).titles
    except UnknownGame:
        return game_id
    return titles.get(current_language()) or titles.get("en") or game_id


def known_codes() -> list[str]:
    return list(_table())
