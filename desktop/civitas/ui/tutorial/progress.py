"""The tutorial's own save: the game and the learner's step in one file in the per-user data
directory (written atomically), so it can be left and resumed without touching Continue's autosave."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from civitas.engine.record import GameRecord, ReplayError
from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.engine.tutorial import Tutorial, TutorialRun
from civitas.storage.atomic import write_atomic
from civitas.storage.paths import data_dir
from civitas.storage.saves import save_data

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
        data: Any = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("game") != tutorial.game_id:
            return None
        if int(data.get("format_version", 0)) > FORMAT_VERSION:
            return None
        saved = data["save"]
        record = GameRecord.from_json(saved["record"])
        session = Session(get_game(tutorial.game_id), record)
        if session.state_hash() != saved.get("state_hash"):
            return None
        run = TutorialRun.from_json(tutorial, data["run"])
    except (OSError, ValueError, KeyError, TypeError, IndexError, ReplayError):
        return None
    return session, run
