"""A game's review kept beside its save, so a review is worked out once per game.

``mygame.civitas.json`` keeps its reviews in ``mygame.review-<level>.json`` (not a save: the list of
saved games never shows it). The file holds a key: a hash of what the review depends on (the game, its
rules version and the save's record: options, seed, moves, who played which seat) and the level. A
review whose key no longer matches (the save was played on and saved again) is rebuilt; re-saving the
same moves keeps it. A cache file that cannot be read, is not JSON or is not a review is ignored
(the review is rebuilt and written over it): never an error for the player. Writes are atomic.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from pathlib import Path
from typing import Any

from civitas.storage.atomic import write_atomic
from civitas.storage.files import read_regular

#: The end of a save's name (``civitas.storage.saves.SUFFIX``, which imports this module: not imported here).
SUFFIX = ".civitas.json"

FORMAT = "civitas-review"
FORMAT_VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
LEVEL_NAME = re.compile(r"[a-z0-9_]{1,32}")

_log = logging.getLogger(__name__)


def review_path(save_path: Path, level: str) -> Path:
    """Where the review at ``level`` of the save at ``save_path`` is kept (beside it)."""
    if not LEVEL_NAME.fullmatch(level):
        raise ValueError(f"not a level name: {level!r}")
    name = save_path.name
    stem = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else save_path.stem
    return save_path.with_name(f"{stem}.review-{level}.json")


def review_key(game_id: str, rules_version: int, record_json: dict[str, Any], level: str, scope: str = "") -> str:
    """The hash of everything a review depends on: the game, its rules, the record, the level and whose
    decisions it judges (``scope``: "" for the people of a finished game)."""
    text = json.dumps(
        [FORMAT_VERSION, game_id, rules_version, record_json, level, scope],
        sort_keys=True, separators=(",", ":"), ensure_ascii=False,
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def save_key(save: dict[str, Any], level: str) -> str:
    """The key of a save's checked envelope (``civitas.storage.saves.read_save``). Raises ValueError for
    an envelope without a record."""
    record = save.get("record")
    rules = save.get("rules_version", 0)
    if not isinstance(record, dict) or not isinstance(rules, int):
        raise ValueError("a save without a record")
    return review_key(str(save.get("game")), rules, record, level)


def load_review(save_path: Path, level: str, key: str) -> dict[str, Any] | None:
    """The stored review (its JSON) when there is one for exactly ``key``; None otherwise, and for a
    damaged or foreign file (logged, never raised)."""
    path = review_path(save_path, level)
    try:
        raw = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        return None
    except OSError as exc:
        _log.warning("the review %s cannot be read: %s", path, exc)
        return None
    try:
        if len(raw) > MAX_BYTES:
            raise ValueError("too large")
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("format_version") != FORMAT_VERSION:
            raise ValueError("not a review file")
        review = data.get("review")
        if not isinstance(review, dict):
            raise ValueError("no review")
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        _log.warning("ignoring the damaged review %s: %s", path, exc)
        return None
    if data.get("key") != key:
        return None  # the save changed since: the review is rebuilt
    return review


def store_review(save_path: Path, level: str, key: str, review_json: dict[str, Any]) -> bool:
    """Keep ``review_json`` beside the save (atomically). False when it could not be written (logged):
    the review is then simply worked out again next time."""
    path = review_path(save_path, level)
    data = {"format": FORMAT, "format_version": FORMAT_VERSION, "key": key, "level": level, "review": review_json}
    try:
        write_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    except OSError as exc:
        _log.warning("the review %s could not be written: %s", path, exc)
        return False
    return True


def remove_reviews(save_path: Path) -> None:
    """Delete every review kept beside the save at ``save_path`` (when the save itself goes)."""
    name = save_path.name
    stem = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else save_path.stem
    try:
        found = list(save_path.parent.glob(f"{glob_escape(stem)}.review-*.json"))
    except OSError:
        return
    for path in found:
        if LEVEL_NAME.fullmatch(path.name[len(stem) + len(".review-") : -len(".json")]):
            try:
                path.unlink(missing_ok=True)
            except OSError as exc:
                _log.warning("the review %s could not be removed: %s", path, exc)


def glob_escape(text: str) -> str:
    """``text`` with the glob pattern characters made literal."""
    return re.sub(r"([*?\[])", r"[\1]", text)
