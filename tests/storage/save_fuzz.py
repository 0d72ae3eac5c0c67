"""Damaged and crafted save files, and the one rule every one of them must follow when loaded.

The saves start from real games (``base_saves``); ``mutate`` damages one the way a disk, a bad copy or
a person with a text editor would: flipped, deleted and inserted bytes, a cut-off end, deep nesting,
huge numbers, a wrong type in any field, a move whose values are equal but of another type, a list of
moves cut short. A crafter who edits the moves also recomputes the state hash (``lenient_hash``
replays the way the old loader did), so the loader cannot lean on the hash alone.

``check_load`` then asserts the rule: the file either loads into a playable game (every seat to move
has a legal action, playing one works, saving and loading it again gives the same position) or ends
in a ``SaveError`` whose code is one of ``LOAD_ERRORS``, caused by nothing but the loader's own checks;
and the file itself is never changed.
"""

from __future__ import annotations

import functools
import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

from civitas.engine.actions import action_from_json
from civitas.engine.game import Game, OptionError
from civitas.engine.record import RecordError, ReplayError
from civitas.engine.registry import UnknownGame, get_game
from civitas.engine.rng import Rng
from civitas.engine.session import Session
from civitas.storage import saves
from civitas.storage.saves import (
    LOAD_ERRORS,
    SaveError,
    load_session,
    parse_save,
    restore_session,
    save_data,
    write_save,
)

#: What a load error may be caused by: the loader's own checks, never a crash inside the rules.
EXPECTED_CAUSES: tuple[type[BaseException], ...] = (
    OSError,
    UnicodeDecodeError,
    json.JSONDecodeError,
    saves._BadNumber,
    RecordError,
    ReplayError,
    OptionError,
    UnknownGame,
)

KINDS = ("flip", "delete", "insert", "truncate", "splice", "nest", "number", "field", "action", "prefix", "rules")

PLACEHOLDER = "\u0000RAW\u0000"


def _played(game_id: str, options: dict[str, Any], seed: int, steps: int, players: list[dict[str, Any]]) -> Session:
    game = get_game(game_id)
    session = Session.new(game, options, seed, players)
    rng = Rng(seed * 7 + 1)
    for _ in range(steps):
        if game.is_over(session.state):
            break
        seat = rng.choice(game.to_move(session.state))
        result = session.act(seat, rng.choice(game.legal_actions(session.state, seat)))
        assert isinstance(result, list)
    return session


def _dump(data: Any, ascii_only: bool = True) -> bytes:
    """JSON as the app writes it (``ascii_only=False``) or as an editor might (escapes, so a lone
    surrogate reaches the loader as ``\\ud800``); the placeholder becomes a NUL for raw tokens."""
    text = json.dumps(data, ensure_ascii=ascii_only, separators=(",", ":"))
    return text.replace(json.dumps(PLACEHOLDER), "\u0000").encode("utf-8")


@functools.cache
def base_saves() -> dict[str, bytes]:
    """Real saves of short games (short, so that thousands of loads stay quick)."""
    people = [{"name": "Ann", "color": "#aa3333"}, {"name": "", "ai": "easy"}, {"name": "Бо", "ai": "hard"}]
    games = {
        "tiny-over": _played("tiny", {"players": 3}, 5, 200, people),
        "tiny-pace": _played("tiny", {"players": 2, "target": 12}, 8, 1, people[:2]),
        "heroes-2": _played("heroes", {"players": 2}, 11, 60, people[:2]),
        "heroes-4": _played("heroes", {"players": 4, "round_limit": 5}, 12, 120, people),
        "heroes-6": _played("heroes", {"players": 6, "tribes": [2, -1, 0]}, 13, 40, []),
        "heroes-tutorial": _played("heroes", {"players": 3, "scenario": "tutorial"}, 14, 30, people),
    }
    out = {name: _dump(save_data(session), ascii_only=False) for name, session in games.items()}
    old = save_data(games["heroes-2"])
    del old["rules_version"]  # a save from before rules versions
    out["heroes-old"] = _dump(old, ascii_only=False)
    return out


# --- crafting ----------------------------------------------------------------------------------------
def lenient_hash(data: Any) -> str | None:
    """The hash a crafter gets by replaying the way the old loader did (equal actions pass, whatever
    their types), or None when even that fails."""
    try:
        game = get_game(data["game"])
        record = data["record"]
        state, _ = game.start(game.validate_options(record["options"]), record["seed"])
        for seat, action in record["steps"]:
            act = action_from_json(action)
            if game.why_not(state, seat, act) is not None:
                return None
            game.apply(state, seat, act)
        return game.state_hash(state)
    except Exception:
        return None


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            out.extend(_paths(value, (*prefix, key)))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            out.extend(_paths(value, (*prefix, index)))
    return out


@functools.lru_cache(maxsize=32)
def _paths_of(raw: bytes) -> list[tuple[Any, ...]]:
    return _paths(json.loads(raw))[1:]


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        data = data[key]
    return data


def _odd_value(rnd: random.Random) -> Any:
    return rnd.choice(
        [
            None,
            True,
            False,
            0,
            -1,
            1,
            7,
            2**31,
            2**64,
            -(2**70),
            10**23,
            0.5,
            1.0,
            -0.0,
            1e308,
            "",
            "x",
            "heroes",
            "\ud800",
            "ж" * 300,
            [],
            {},
            [1, 2],
            [[["pace", 1]]],
            {"name": 3},
            [None],
            ["play", 1],
        ]
    )


def _same_but_other_type(value: Any, rnd: random.Random) -> Any:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return rnd.choice([float(value), value in (0, 1) and bool(value) or float(value), str(value), value + 1, -1])
    if isinstance(value, str):
        return rnd.choice([value.upper(), value + " ", [value], None])
    return rnd.choice([None, 0, "x"])


def mutate(raw: bytes, kind: str, rnd: random.Random) -> bytes:
    """One damaged or crafted copy of the save ``raw``."""
    n = len(raw)
    if kind == "flip":
        out = bytearray(raw)
        for _ in range(rnd.randint(1, 4)):
            out[rnd.randrange(n)] ^= rnd.randint(1, 255)
        return bytes(out)
    if kind == "delete":
        at = rnd.randrange(n)
        return raw[:at] + raw[at + rnd.randint(1, 40) :]
    if kind == "insert":
        at = rnd.randrange(n + 1)
        piece = rnd.choice([b"[", b"{", b'"', b",", b"]", b"}", b"1e999", b"-", b"\\", b"\xff", b"null", b"0"])
        if rnd.random() < 0.3:
            piece = bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 16)))
        return raw[:at] + piece + raw[at:]
    if kind == "truncate":
        return raw[: rnd.randrange(n)]
    if kind == "splice":
        start = rnd.randrange(n)
        piece = raw[start : start + rnd.randint(1, 200)]
        at = rnd.randrange(n + 1)
        return raw[:at] + piece + raw[at:]
    data = json.loads(raw)
    if kind in ("nest", "number", "field"):
        path = rnd.choice(_paths_of(raw))
        parent = _parent(data, path)
        if kind == "nest":
            depth = rnd.choice([rnd.randint(2, 40), rnd.randint(40, 3000), 20_000])  # Python's limit: 1000
            token = "[" * depth + ("" if rnd.random() < 0.2 else "]" * depth)
            parent[path[-1]] = PLACEHOLDER
            return _dump(data).replace(b"\x00", token.encode())
        if kind == "number":
            token = rnd.choice(
                ["9" * rnd.randint(20, 6000), "1e400", "-1e400", "NaN", "Infinity", "-Infinity", "1.5", "-0",
                 "18446744073709551616", "1" + "0" * 25, "0." + "1" * 500]
            )
            parent[path[-1]] = PLACEHOLDER
            return _dump(data).replace(b"\x00", token.encode())
        choice = rnd.random()
        if choice < 0.15 and isinstance(parent, dict):
            del parent[path[-1]]
        elif choice < 0.25 and isinstance(parent, list):
            del parent[path[-1]]
        elif choice < 0.35 and isinstance(parent, list):
            parent.insert(path[-1], _odd_value(rnd))
        else:
            parent[path[-1]] = _odd_value(rnd)
        if rnd.random() < 0.5:
            data["state_hash"] = lenient_hash(data) or data.get("state_hash")
        return _dump(data)
    record = data["record"]
    if kind == "action" and record["steps"]:
        step = rnd.choice(record["steps"])
        if rnd.random() < 0.25:
            step[0] = _same_but_other_type(step[0], rnd)
        else:
            action = step[1]
            index = rnd.randrange(len(action))
            action[index] = _same_but_other_type(action[index], rnd)
        data["state_hash"] = lenient_hash(data) or data["state_hash"]
        return _dump(data)
    if kind == "prefix":
        record["steps"] = record["steps"][: rnd.randint(0, len(record["steps"]))]
        data["state_hash"] = lenient_hash(data) or data["state_hash"]
        return _dump(data)
    data["rules_version"] = rnd.choice([0, 1, 2, 10**6, 10**7, -3, "1", 1.0, True, None, [1]])
    return _dump(data)


# --- the rule ----------------------------------------------------------------------------------------
def check_load(raw: bytes, folder: Path, outcomes: Counter[str], rnd: random.Random, from_disk: bool = True) -> None:
    """Load ``raw`` and assert the rule (see the module's text). With ``from_disk`` the bytes go
    through a file and ``load_session``/``write_save``; else straight to ``parse_save`` (what
    ``load_session`` does after reading the file), which spares the disk in long runs."""
    path = folder / f"case{saves.SUFFIX}"
    if from_disk:
        path.write_bytes(raw)
    try:
        session = load_session(path) if from_disk else restore_session(parse_save(raw, path), path)
    except SaveError as error:
        cause = error.__cause__
        assert error.code in LOAD_ERRORS, error.code
        assert cause is None or isinstance(cause, EXPECTED_CAUSES), f"{error.code} caused by {cause!r}"
        assert all(isinstance(v, str | int) for v in error.args_.values()), error.args_
        outcomes[error.code] += 1
    else:
        outcomes["loaded, game over" if session.game.is_over(session.state) else "loaded, playable"] += 1
        assert_playable(session, rnd)
        if from_disk:
            again = folder / f"again{saves.SUFFIX}"
            write_save(again, session)
            assert load_session(again).state_hash() == session.state_hash()
        else:  # what write_save writes
            text = json.dumps(save_data(session), ensure_ascii=False, separators=(",", ":"))
            assert restore_session(parse_save(text.encode("utf-8"), path), path).state_hash() == session.state_hash()
    if from_disk:
        assert path.read_bytes() == raw, "loading must never change the file"


def assert_playable(session: Session, rnd: random.Random) -> None:
    game: Game[Any] = session.game
    state = session.state
    if game.is_over(state):
        assert game.to_move(state) == ()
        return
    movers = game.to_move(state)
    assert movers, "a game that is not over has a seat to move"
    for seat in movers:
        legal = game.legal_actions(state, seat)
        assert legal, f"seat {seat} must have a legal action"
        probe = game.copy(state)
        game.apply(probe, seat, rnd.choice(legal))
    seat = rnd.choice(movers)
    assert isinstance(session.act(seat, rnd.choice(game.legal_actions(state, seat))), list)
