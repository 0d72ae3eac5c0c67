"""The tutorial's own save: the game and the learner's step in one file in the per-user data
directory (written atomically), so it can be left and resumed without touching Continue's autosave."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from civitas.engine.session import Session
from civitas.engine.tutorial import Tutorial, TutorialRun
from civitas.storage.atomic import write_atomic
from civitas.storage.paths import data_dir
from civitas.storage.saves import MAX_BYTES, SaveError, check_envelope, parse_json, restore_session, save_data

FORMAT = "civitas-tutorial"
FORMAT_VERSION = 1


def progress_path(game_id: str) -> Path:
    return data_dir() / "tutorials" / f"{game_id}.json"


def save_progress(session: Session, run: TutorialRun) -> None:
    data = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": session.game.id,
        "run": run.to_json(),
        "save": save_data(session),
    }
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    write_atomic(progress_path(session.game.id), text.encode("utf-8"))


def load_progress(tutorial: Tutorial) -> tuple[Session, TutorialRun] | None:
    """The saved tutorial game and step, or None when there is none (or it cannot be read: the
    learner then simply starts again)."""
    path = progress_path(tutorial.game_id)
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            return None
        data: Any = parse_json(raw, path)  # the saves' guards: depth, number sizes
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("game") != tutorial.game_id:
            return None
        version = data.get("format_version")
        if not isinstance(version, int) or version > FORMAT_VERSION:
            return None
        # The game inside is a save like any other: checked, replayed and verified the same way.
        session = restore_session(check_envelope(data["save"], path), path)
        if session.game.id != tutorial.game_id:
            return None
        if not isinstance(data["run"], dict):
            return None
        run = TutorialRun.from_json(tutorial, data["run"])
    except (OSError, ValueError, KeyError, TypeError, IndexError, SaveError):
        return None
    return session, run
