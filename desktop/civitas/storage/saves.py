"""Save files: JSON with a format version, the app version, the game id, options, seed, actions
and a state hash. Loading never changes anything on disk; a failed save keeps the previous file."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from civitas import __version__
from civitas.engine.record import GameRecord, ReplayError
from civitas.engine.registry import UnknownGame, get_game
from civitas.engine.session import Session
from civitas.storage.atomic import write_atomic
from civitas.storage.paths import autosave_path, saves_dir

FORMAT = "civitas-save"
FORMAT_VERSION = 1
SUFFIX = ".civitas.json"
MAX_BYTES = 50 * 1024 * 1024


class SaveError(Exception):
    """A save that cannot be read or written. ``code`` is a message id the UI translates."""

    def __init__(self, code: str, args: dict[str, Any] | None = None) -> None:
        super().__init__(code, args or {})
        self.code = code
        self.args_ = args or {}


@dataclass(frozen=True, slots=True)
class SaveInfo:
    path: Path
    game_id: str
    saved_at: float
    players: list[str]
    steps: int


def save_data(session: Session) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "saved_at": time.time(),
        "game": session.game.id,
        "record": session.record.to_json(),
        "state_hash": session.state_hash(),
    }


def write_save(path: Path, session: Session) -> None:
    text = json.dumps(save_data(session), ensure_ascii=False, separators=(",", ":"))
    try:
        write_atomic(path, text.encode("utf-8"))
    except OSError as exc:
        raise SaveError("save.write_failed", {"path": str(path), "error": exc.strerror or str(exc)}) from exc


def autosave(session: Session) -> None:
    write_save(autosave_path(), session)


def read_save(path: Path) -> dict[str, Any]:
    """Parse and check a save file's envelope (not its game). Raises SaveError."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError as exc:
        raise SaveError("save.not_found", {"path": str(path)}) from exc
    except OSError as exc:
        raise SaveError("save.unreadable", {"path": str(path), "error": exc.strerror or str(exc)}) from exc
    if len(raw) > MAX_BYTES:
        raise SaveError("save.too_large", {"path": str(path)})
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SaveError("save.not_json", {"path": str(path)}) from exc
    except json.JSONDecodeError as exc:
        code = "save.truncated" if _looks_truncated(raw) else "save.not_json"
        raise SaveError(code, {"path": str(path)}) from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("save.not_civitas", {"path": str(path)})
    version = data.get("format_version")
    if not isinstance(version, int):
        raise SaveError("save.not_civitas", {"path": str(path)})
    if version > FORMAT_VERSION:
        raise SaveError("save.newer_format", {"path": str(path), "version": version})
    return data


def _looks_truncated(raw: bytes) -> bool:
    text = raw.decode("utf-8", errors="replace").strip()
    return text.startswith("{") and not text.endswith("}")


def load_session(path: Path) -> Session:
    """Read, replay and verify a save. Raises SaveError; never writes anything."""
    data = read_save(path)
    try:
        game = get_game(str(data.get("game")))
    except UnknownGame as exc:
        raise SaveError("save.unknown_game", {"path": str(path), "game": exc.game_id}) from exc
    try:
        record = GameRecord.from_json(data.get("record"))
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError("save.bad_record", {"path": str(path)}) from exc
    if record.game_id != game.id:
        raise SaveError("save.bad_record", {"path": str(path)})
    try:
        session = Session(game, record)
    except ReplayError as exc:
        raise SaveError("save.replay_failed", {"path": str(path), "step": exc.args_.get("step", -1)}) from exc
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise SaveError("save.replay_failed", {"path": str(path), "step": -1}) from exc
    if session.state_hash() != data.get("state_hash"):
        raise SaveError("save.hash_mismatch", {"path": str(path)})
    return session


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every readable save in the saves folder, newest first; unreadable files are skipped."""
    out: list[SaveInfo] = []
    for path in sorted((folder or saves_dir()).glob(f"*{SUFFIX}")):
        try:
            data = read_save(path)
            record = data["record"]
            players = [str(p.get("name", "")) for p in record.get("players", []) if isinstance(p, dict)]
            out.append(
                SaveInfo(path, str(data["game"]), float(data.get("saved_at", 0)), players, len(record["steps"]))
            )
        except (SaveError, KeyError, TypeError, ValueError, AttributeError):
            continue
    out.sort(key=lambda info: info.saved_at, reverse=True)
    return out
