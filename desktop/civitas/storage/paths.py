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


def autosave_path() -> Path:
    return saves_dir() / "autosave.civitas.json"


def settings_path() -> Path:
    return data_dir() / "settings.json"


def log_dir() -> Path:
    override = os.environ.get("CIVITAS_LOG_DIR")
    path = Path(override) if override else Path(user_log_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
