"""Save files: JSON with a format version, the app version, the game id and its rules version,
options, seed, actions and a state hash. Loading never changes anything on disk; a failed save keeps
the previous file.

Whatever a file holds, loading ends either in a playable game or in a ``SaveError`` whose code is one
of ``LOAD_ERRORS`` (the UI has a text for each): the bytes are size- and depth-checked before they are
parsed, every field is checked for type and range, every move must be exactly a legal action, and the
position reached must offer each seat to move a legal action. A save holds no snapshot of the
position: the position is always rebuilt from the moves, so the two can never disagree."""

from __future__ import annotations

import itertools
import json
import logging
import math
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from civitas import __version__
from civitas.engine.game import Game, OptionError
from civitas.engine.record import GameRecord, RecordError, ReplayError
from civitas.engine.registry import UnknownGame, get_game
from civitas.engine.seats import custom_name, is_computer
from civitas.engine.session import Session
from civitas.storage.atomic import write_atomic
from civitas.storage.files import NotAFile, read_regular
from civitas.storage.paths import autosave_path, legacy_autosave_path, saves_dir

FORMAT = "civitas-save"
FORMAT_VERSION = 1
SUFFIX = ".civitas.json"
MAX_BYTES = 8 * 1024 * 1024  # a long six-player game saves in well under 1 MB
LATEST_SAVED_AT = 32_503_680_000  # 1 January 3000, in seconds since 1970
MAX_DEPTH = 32  # nesting of JSON arrays and objects (a save needs 5)
MAX_NUMBER_CHARS = 24  # digits of a JSON number (a seed needs 20)
MAX_RULES_VERSION = 10**6
SUMMARY_KEYS = ("round", "leader")

#: Every code ``load_session`` may raise; the UI has a text for each.
LOAD_ERRORS: tuple[str, ...] = (
    "save.not_found",
    "save.unreadable",
    "save.not_a_file",
    "save.too_large",
    "save.truncated",
    "save.not_json",
    "save.not_civitas",
    "save.newer_format",
    "save.damaged",
    "save.unknown_game",
    "save.rules_version",
    "save.bad_record",
    "save.replay_failed",
    "save.hash_mismatch",
)

_log = logging.getLogger(__name__)


class SaveError(Exception):
    """A save that cannot be read or written. ``code`` is a message id the UI translates."""

    def __init__(self, code: str, args: dict[str, Any] | None = None) -> None:
        super().__init__(code, args or {})
        self.code = code
        self.args_ = args or {}


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """A file of the saves folder as the list of saved games shows it. ``round`` and ``leader`` come
    from the save's ``summary`` (None in a save made before there was one, or by a game that gives
    none); ``problem`` is the load error of a file that cannot be read (its game and players unknown)."""

    path: Path
    game_id: str
    saved_at: float
    players: list[str]  # the names people typed; "" for a seat that goes by its default name
    steps: int
    computers: list[bool] = field(default_factory=list)  # which seats a computer plays
    round: int | None = None
    leader: int | None = None  # the seat ahead, -1 for nobody; the winner of a finished game
    over: bool = False
    problem: str = ""
    problem_args: dict[str, Any] = field(default_factory=dict)


def save_data(session: Session) -> dict[str, Any]:
    return position_data(session.game, session.record, session.state)


def position_data(game: Game[Any], record: GameRecord, state: Any) -> dict[str, Any]:
    """The save of ``record`` whose moves lead to ``state`` (which it only reads)."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "saved_at": time.time(),
        "game": game.id,
        "rules_version": game.rules_version,
        "record": record.to_json(),
        "state_hash": game.state_hash(state),
        "summary": position_summary(game, state),
    }


def summary(session: Session) -> dict[str, Any]:
    return position_summary(session.game, session.state)


def position_summary(game: Game[Any], state: Any) -> dict[str, Any]:
    """What the list of saved games shows without replaying (``Game.progress_summary``) and whether
    the game is over. Never fails a save: a game whose summary breaks gives an empty one."""
    try:
        out: dict[str, Any] = {k: v for k, v in game.progress_summary(state).items() if k in SUMMARY_KEYS}
        out["over"] = bool(game.is_over(state))
    except Exception:  # a bug in a game's summary must not cost the player the save
        _log.exception("the summary of a %s game failed", game.id)
        return {}
    return out


def write_save(path: Path, session: Session) -> None:
    write_data(path, save_data(session))


def write_data(path: Path, data: dict[str, Any]) -> None:
    """Write a save's data atomically: a failure (``SaveError``) keeps the previous file."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    try:
        write_atomic(path, text.encode("utf-8"))
    except OSError as exc:
        raise SaveError("save.write_failed", {"path": str(path), "error": exc.strerror or str(exc)}) from exc


def autosave(session: Session) -> None:
    write_save(autosave_path(session.game.id), session)


def move_legacy_autosave() -> Path | None:
    """The shared autosave of an older version becomes its game's own (unless that game already has one, or it
    cannot be read: then it stays, listed like any save). Returns where it went."""
    old = legacy_autosave_path()
    if not old.is_file():
        return None
    try:
        game = read_save(old)["game"]
    except SaveError:
        return None
    new = autosave_path(str(game))
    if new.exists():
        return None
    try:
        os.replace(old, new)
    except OSError:
        return None
    return new


# --- reading --------------------------------------------------------------------------------------
def read_save(path: Path) -> dict[str, Any]:
    """Parse and check a save file's envelope (not its game). Raises SaveError."""
    try:
        raw = read_regular(path, MAX_BYTES)
    except FileNotFoundError as exc:
        raise SaveError("save.not_found", {"path": str(path)}) from exc
    except NotAFile as exc:
        raise SaveError("save.not_a_file", {"path": str(path)}) from exc
    except OSError as exc:
        raise SaveError("save.unreadable", {"path": str(path), "error": exc.strerror or str(exc)}) from exc
    return parse_save(raw, path)


def parse_save(raw: bytes, path: Path) -> dict[str, Any]:
    """The checked envelope of the save whose bytes are ``raw`` (read from ``path``). Raises SaveError."""
    if len(raw) > MAX_BYTES:
        raise SaveError("save.too_large", {"path": str(path)})
    return check_envelope(parse_json(raw, path), path)


def parse_json(raw: bytes, path: Path) -> Any:
    """JSON from ``raw``, refusing what could exhaust the parser: nesting deeper than ``MAX_DEPTH``,
    numbers of more than ``MAX_NUMBER_CHARS`` characters, NaN and infinities. Raises SaveError."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError("save.not_json", {"path": str(path)}) from exc
    if not _nesting_ok(text):
        raise SaveError("save.truncated" if _looks_truncated(raw) else "save.not_json", {"path": str(path)})
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_no_constant)
    except _BadNumber as exc:
        raise SaveError("save.not_json", {"path": str(path)}) from exc
    except json.JSONDecodeError as exc:
        code = "save.truncated" if _looks_truncated(raw) else "save.not_json"
        raise SaveError(code, {"path": str(path)}) from exc


class _BadNumber(ValueError):
    """A number no save holds: too long, not finite, NaN."""


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _BadNumber(text[:MAX_NUMBER_CHARS])
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _BadNumber(text[:MAX_NUMBER_CHARS])
    value = float(text)
    if not math.isfinite(value):
        raise _BadNumber(text)
    return value


def _no_constant(text: str) -> NoReturn:
    raise _BadNumber(text)


_ESCAPE = re.compile(r"\\.", re.DOTALL)
_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")


def _nesting_ok(text: str) -> bool:
    """Whether the arrays and objects of ``text`` (its brackets outside strings) nest at most
    ``MAX_DEPTH`` deep. Regular expressions, ``translate`` and ``accumulate`` do the work in linear
    time; nothing here recurses. Brackets that do not pair are left to the parser, which stops at the
    first one, so the deepest prefix bounds how deep it can go."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return True
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", _ESCAPE.sub("", text)))
    steps = memoryview(brackets.encode("ascii").translate(_DEPTH_STEP)).cast("b")  # +1 opens, -1 closes
    return max(itertools.accumulate(steps), default=0) <= MAX_DEPTH


def _looks_truncated(raw: bytes) -> bool:
    text = raw.decode("utf-8", errors="replace").strip()
    return text.startswith("{") and not text.endswith("}")


def check_envelope(data: Any, path: Path) -> dict[str, Any]:
    """``data`` if it is a Civitas save of a format this version reads, naming its game; raises
    SaveError otherwise. The other fields are checked by ``restore_session``."""
    where = {"path": str(path)}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("save.not_civitas", where)
    version = data.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveError("save.not_civitas", where)
    if version > FORMAT_VERSION:
        raise SaveError("save.newer_format", {**where, "version": version})
    game = data.get("game")
    saved_at = data.get("saved_at", 0)
    if (
        not isinstance(game, str)
        or not 0 < len(game) <= 64
        or isinstance(saved_at, bool)
        or not isinstance(saved_at, int | float)
        or not 0 <= saved_at <= LATEST_SAVED_AT  # a date every system can show (1970 to the year 3000)
        or not isinstance(data.get("app_version", ""), str)
    ):
        raise SaveError("save.damaged", where)
    return data


def load_session(path: Path) -> Session:
    """Read, replay and verify a save. Raises SaveError; never writes anything."""
    return restore_session(read_save(path), path)


def restore_session(data: dict[str, Any], path: Path) -> Session:
    """The game of a checked envelope (``check_envelope``), replayed and verified. Raises SaveError."""
    where = {"path": str(path)}
    try:
        game = get_game(data["game"])
    except UnknownGame as exc:
        raise SaveError("save.unknown_game", {**where, "game": exc.game_id}) from exc
    saved_rules = data.get("rules_version", 1)  # saves from before rules versions: version 1
    if isinstance(saved_rules, bool) or not isinstance(saved_rules, int) or not 0 < saved_rules <= MAX_RULES_VERSION:
        raise SaveError("save.damaged", where)
    same_rules = saved_rules == game.rules_version
    if not same_rules and not game.compatible_rules(saved_rules):
        versions = {"saved": saved_rules, "current": game.rules_version}
        raise SaveError("save.rules_version", {**where, "game": game.id, **versions})
    try:
        record = GameRecord.from_json(data.get("record"))
    except RecordError as exc:
        raise SaveError("save.bad_record", where) from exc
    if record.game_id != game.id:
        raise SaveError("save.bad_record", where)
    state_hash = data.get("state_hash")
    if not isinstance(state_hash, str) or not re.fullmatch(r"[0-9a-f]{32}", state_hash):
        raise SaveError("save.damaged", where)
    try:
        game.validate_options(record.options)
    except OptionError as exc:
        raise SaveError("save.damaged", where) from exc
    try:
        session = Session(game, record)
    except ReplayError as exc:
        raise SaveError("save.replay_failed", {**where, "step": exc.args_.get("step", -1)}) from exc
    except Exception as exc:  # a move the game itself cannot handle: a bug, but the app must not fall
        _log.exception("replaying %s failed", path)
        raise SaveError("save.damaged", where) from exc
    # Under other (compatible) rules the position legitimately differs from the one recorded.
    if same_rules and session.state_hash() != state_hash:
        raise SaveError("save.hash_mismatch", where)
    _check_playable(session, path)
    return session


def _check_playable(session: Session, path: Path) -> None:
    """Every seat to move has a legal action, and one of them can be played (on a copy)."""
    game: Game[Any] = session.game
    state = session.state
    where = {"path": str(path), "step": len(session.record.steps)}
    try:
        if game.is_over(state):
            return
        movers = game.to_move(state)
        legal = [game.legal_actions(state, seat) for seat in movers]
        if not movers or not all(legal):
            raise SaveError("save.replay_failed", where)
        game.apply(game.copy(state), movers[0], legal[0][0])
    except SaveError:
        raise
    except Exception as exc:  # as above: never let a broken position reach the table
        _log.exception("the position of %s cannot be played", path)
        raise SaveError("save.replay_failed", where) from exc


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every save in the saves folder, newest first, then the files that cannot be read (each with its
    load error as ``problem``, so that it can be deleted), newest first. Nothing is replayed."""
    out: list[SaveInfo] = []
    for path in sorted((folder or saves_dir()).glob(f"*{SUFFIX}")):
        try:
            out.append(save_info(path, read_save(path)))
        except SaveError as error:
            out.append(unreadable_info(path, error.code, error.args_))
        except (KeyError, TypeError, ValueError, AttributeError):
            out.append(unreadable_info(path, "save.damaged", {"path": str(path)}))
    out.sort(key=lambda info: (not info.problem, info.saved_at), reverse=True)
    return out


def save_info(path: Path, data: dict[str, Any]) -> SaveInfo:
    """The list entry of a checked envelope (``read_save``). Raises KeyError, TypeError... on a
    record that is not a JSON object with a list of steps."""
    record = data["record"]
    entries = record.get("players", [])
    seats = range(len(entries)) if isinstance(entries, list) else range(0)
    players = [custom_name(entries, seat) for seat in seats]
    computers = [is_computer(entries, seat) for seat in seats]
    steps = record["steps"]
    if not isinstance(steps, list):
        raise TypeError("steps")
    round_, leader, over = read_summary(data.get("summary"), len(players))
    saved_at = float(data.get("saved_at", 0))
    return SaveInfo(path, str(data["game"]), saved_at, players, len(steps), computers, round_, leader, over)


def read_summary(value: Any, seats: int) -> tuple[int | None, int | None, bool]:
    """Round, leader and "over" of a save's ``summary``, each None (False) when missing or not valid."""
    if not isinstance(value, dict):
        return None, None, False
    round_ = value.get("round")
    leader = value.get("leader")
    round_ok = isinstance(round_, int) and not isinstance(round_, bool) and 0 < round_ <= 10**6
    leader_ok = isinstance(leader, int) and not isinstance(leader, bool) and -1 <= leader < seats
    return (round_ if round_ok else None), (leader if leader_ok else None), value.get("over") is True


def unreadable_info(path: Path, code: str, args: dict[str, Any]) -> SaveInfo:
    try:
        saved_at = path.stat().st_mtime
    except OSError:
        saved_at = 0.0
    return SaveInfo(path, "", saved_at, [], 0, problem=code, problem_args=dict(args))


def delete_save(path: Path) -> None:
    """Remove the save ``path`` and the reviews kept beside it (``storage.review_cache``), nothing else (a
    file already gone counts as removed). Raises
    SaveError ("save.delete_failed") when it cannot be removed, ValueError for what is not a save."""
    if not path.name.endswith(SUFFIX):
        raise ValueError(f"not a save: {path}")
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise SaveError("save.delete_failed", {"path": str(path), "error": exc.strerror or str(exc)}) from exc
    from civitas.storage.review_cache import remove_reviews  # the review cache reads saves: imported late

    remove_reviews(path)
