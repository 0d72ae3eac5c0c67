"""Where Civitas keeps its files: the per-user data directory (``CIVITAS_DATA_DIR`` overrides) and the
per-user log directory (``CIVITAS_LOG_DIR`` overrides)."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir, user_log_dir

from civitas import APP_NAME


def data_dir() -> Path:
    override = os.environ.get("CIVITAS_DATA_DIR")
    path = Path(override) if override else Path(user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


AUTOSAVE_PREFIX = "autosave-"


def autosave_path(game_id: str) -> Path:
    """The autosave of ``game_id``: each game keeps its own last game, so Continue finds it."""
    return saves_dir() / f"{AUTOSAVE_PREFIX}{game_id}.civitas.json"


def legacy_autosave_path() -> Path:
    """The one autosave every game shared before each kept its own (moved on the next start)."""
    return saves_dir() / "autosave.civitas.json"


def is_autosave(path: Path) -> bool:
    return path.name.startswith(AUTOSAVE_PREFIX) and path.name.endswith(".civitas.json") or (
        path.name == legacy_autosave_path().name)


def settings_path() -> Path:
    return data_dir() / "settings.json"


def log_dir() -> Path:
    override = os.environ.get("CIVITAS_LOG_DIR")
    path = Path(override) if override else Path(user_log_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
