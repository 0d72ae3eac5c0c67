"""The loader's own checks, one by one: what a damaged or crafted save gets, and that a save that loads
is the position its moves lead to (a save holds no snapshot that could disagree with them)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.state_json import StateJsonError
from civitas.storage import saves
from civitas.storage.saves import SaveError, load_session, save_data, write_save

TINY = get_game("tiny")
HEROES = get_game("heroes")


def tiny_session(steps: int = 6) -> Session:
    session = Session.new(TINY, {"players": 2}, 77, players=[{"name": "Ann"}, {"name": "Bob", "ai": "easy"}])
    for _ in range(steps):
        seat = TINY.to_move(session.state)[0]
        session.act(seat, TINY.legal_actions(session.state, seat)[-1])
    return session


def load_error(path: Path, data: Any = None, raw: bytes | None = None) -> str:
    """The code of the SaveError that loading ``data`` (or ``raw``) gives; the file stays as written."""
    content = raw if raw is not None else json.dumps(data).encode("utf-8")
    path.write_bytes(content)
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert path.read_bytes() == content
    return info.value.code


def rehashed(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with the hash a crafter gets by replaying its moves the lenient way (equal is enough)."""
    from civitas.engine.actions import action_from_json

    record = data["record"]
    game = get_game(data["game"])
    state, _ = game.start(game.validate_options(record["options"]), record["seed"])
    for seat, action in record["steps"]:
        assert game.why_not(state, seat, action_from_json(action)) is None
        game.apply(state, seat, action_from_json(action))
    data["state_hash"] = game.state_hash(state)
    return data


@pytest.fixture
def save(tmp_path: Path) -> dict[str, Any]:
    return json.loads(json.dumps(save_data(tiny_session())))


def test_deep_nesting_is_refused_before_parsing(tmp_path: Path, save: dict[str, Any]):
    path = tmp_path / "deep.civitas.json"
    assert load_error(path, raw=b"[" * 200_000 + b"]" * 200_000) == "save.not_json"
    assert load_error(path, raw=b'{"format":' + b"[" * 100_000) == "save.truncated"
    text = json.dumps(save).replace('"players":', '"players":' + "[" * 5000 + "]" * 5000 + ',"x":', 1)
    assert load_error(path, raw=text.encode()) == "save.not_json"


def test_brackets_inside_text_are_not_nesting(tmp_path: Path):
    session = Session.new(TINY, {"players": 2}, 3, players=[{"name": "[[[[" * 40}, {"name": '\\"{{' * 50}])
    path = tmp_path / "names.civitas.json"
    write_save(path, session)
    assert load_session(path).record.players[0]["name"] == "[[[[" * 40


@pytest.mark.parametrize("token", ["9" * 5000, "1" + "0" * 30, "1e400", "-1e999", "NaN", "Infinity", "0." + "5" * 40])
def test_huge_numbers_and_non_numbers_are_refused(tmp_path: Path, save: dict[str, Any], token: str):
    text = json.dumps(save).replace('"seed": 77', '"seed": ' + token, 1)
    assert token in text
    assert load_error(tmp_path / "n.civitas.json", raw=text.encode()) == "save.not_json"


def test_a_file_over_the_size_limit_is_too_large_and_not_read_whole(tmp_path: Path):
    path = tmp_path / "big.civitas.json"
    path.write_bytes(b" " * (saves.MAX_BYTES + 1))
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert info.value.code == "save.too_large"


@pytest.mark.parametrize(
    ("where", "value", "code"),
    [
        (("format_version",), True, "save.not_civitas"),
        (("game",), 7, "save.damaged"),
        (("saved_at",), "yesterday", "save.damaged"),
        (("state_hash",), None, "save.damaged"),
        (("state_hash",), "0" * 31 + "g", "save.damaged"),
        (("rules_version",), "1", "save.damaged"),
        (("rules_version",), 0, "save.damaged"),
        (("record",), [], "save.bad_record"),
        (("record", "seed"), -1, "save.bad_record"),
        (("record", "seed"), 2**64, "save.bad_record"),
        (("record", "seed"), 77.0, "save.bad_record"),
        (("record", "undo_used"), 1e308, "save.bad_record"),
        (("record", "hints_used"), -2, "save.bad_record"),
        (("record", "steps"), {}, "save.bad_record"),
        (("record", "steps", 0), [0], "save.bad_record"),
        (("record", "steps", 0, 0), True, "save.bad_record"),
        (("record", "steps", 0, 1), [], "save.bad_record"),
        (("record", "steps", 0, 1), [[[["pace"]]]], "save.bad_record"),
        (("record", "players"), {"name": "Ann"}, "save.bad_record"),
        (("record", "players", 0), "Ann", "save.bad_record"),
        (("record", "players", 0, "name"), 5, "save.bad_record"),
        (("record", "players", 0, "name"), "\ud800", "save.bad_record"),
        (("record", "players", 0, "ai"), {"level": "easy"}, "save.bad_record"),
        (("record", "options"), [2], "save.bad_record"),
        (("record", "options", "players"), 9, "save.damaged"),
        (("record", "options", "players"), "2", "save.damaged"),
        (("record", "options", "colour"), "red", "save.damaged"),
    ],
)
def test_a_wrong_type_or_range_in_a_field_is_a_clear_error(
    tmp_path: Path, save: dict[str, Any], where: tuple[Any, ...], value: Any, code: str
):
    parent = save
    for key in where[:-1]:
        parent = parent[key]
    parent[where[-1]] = value
    assert load_error(tmp_path / "f.civitas.json", save) == code


@pytest.mark.parametrize("odd", [True, 1.0, "1"])
def test_a_move_equal_to_a_legal_one_but_of_another_type_does_not_replay(
    tmp_path: Path, save: dict[str, Any], odd: Any
):
    """("pace", True) == ("pace", 1) in Python: the old loader took it, and the game then held a bool
    where it counts pace. A move must be exactly one of the legal actions."""
    steps = save["record"]["steps"]
    index = next(i for i, (_seat, action) in enumerate(steps) if action == ["pace", 1])
    steps[index][1] = ["pace", odd]
    if odd != "1":
        rehashed(save)  # the crafter makes the hash fit
    assert load_error(tmp_path / "t.civitas.json", save) == "save.replay_failed"


def test_a_heroes_move_with_a_float_seat_does_not_load(tmp_path: Path):
    session = Session.new(HEROES, {"players": 2}, 4)
    while not any(a[0] == "war" for a in HEROES.legal_actions(session.state, HEROES.to_move(session.state)[0])):
        seat = HEROES.to_move(session.state)[0]
        legal = HEROES.legal_actions(session.state, seat)
        session.act(seat, next((a for a in legal if a[0] in ("trade_done", "tax")), legal[-1]))
    seat = HEROES.to_move(session.state)[0]
    war = next(a for a in HEROES.legal_actions(session.state, seat) if a[0] == "war")
    session.act(seat, war)
    data = json.loads(json.dumps(save_data(session)))
    data["record"]["steps"][-1][1] = ["war", float(war[1])]
    rehashed(data)
    assert load_error(tmp_path / "w.civitas.json", data) == "save.replay_failed"


def test_the_position_is_always_rebuilt_from_the_moves(tmp_path: Path, save: dict[str, Any]):
    """No snapshot: a save of fewer moves with their hash loads as exactly that earlier position, and
    a hash that does not match the moves is refused."""
    path = tmp_path / "p.civitas.json"
    short = json.loads(json.dumps(save))
    short["record"]["steps"] = short["record"]["steps"][:3]
    rehashed(short)
    path.write_text(json.dumps(short), encoding="utf-8")
    loaded = load_session(path)
    expected = tiny_session(3)
    assert loaded.state_hash() == expected.state_hash()
    assert TINY.to_json(loaded.state) == TINY.to_json(expected.state)
    short["state_hash"] = save["state_hash"]  # the hash of the longer game
    assert load_error(path, short) == "save.hash_mismatch"


def test_a_save_that_loads_can_be_played_and_saved_again(tmp_path: Path):
    path = tmp_path / "g.civitas.json"
    write_save(path, tiny_session(3))
    session = load_session(path)
    seat = TINY.to_move(session.state)[0]
    assert isinstance(session.act(seat, TINY.legal_actions(session.state, seat)[0]), list)
    write_save(path, session)
    assert load_session(path).state_hash() == session.state_hash()


def test_a_failed_load_touches_no_file(tmp_path: Path, save: dict[str, Any]):
    write_save(tmp_path / "good.civitas.json", tiny_session())
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    save["record"]["steps"][0][1] = ["pace", True]
    (tmp_path / "bad.civitas.json").write_text(json.dumps(save), encoding="utf-8")
    before["bad.civitas.json"] = (tmp_path / "bad.civitas.json").read_bytes()
    with pytest.raises(SaveError):
        load_session(tmp_path / "bad.civitas.json")
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


# --- Age of Heroes positions in JSON (the AI worker's path, and any snapshot) ---------------------------
def heroes_position() -> dict[str, Any]:
    session = Session.new(HEROES, {"players": 3}, 21)
    for _ in range(40):
        seat = HEROES.to_move(session.state)[0]
        session.act(seat, HEROES.legal_actions(session.state, seat)[-1])
    return HEROES.to_json(session.state)


def test_a_heroes_position_and_every_view_round_trip():
    data = heroes_position()
    assert HEROES.to_json(HEROES.from_json(data)) == data
    state = HEROES.from_json(data)
    for seat in (None, 0, 1, 2):
        view = HEROES.to_json(HEROES.view(state, seat))
        assert HEROES.to_json(HEROES.from_json(view)) == view


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("n", 7),
        ("n", "3"),
        ("rng", -1),
        ("tribe", [0, 1]),
        ("tribe", [0, 1, 6]),
        ("hands", [[0], [1]]),
        ("hands", [[0], [1], [19]]),
        ("hands", [[0], [1], [True]]),
        ("armies", [[0], [1], [1.0]]),
        ("cities", [0, 0, -1]),
        ("supply", [12, 12, 9, 6, 7]),
        ("deck", [20]),
        ("queue", [[0]]),
        ("alive", [1, 1, 1]),
        ("out", [1, 1]),
        ("phase", "lunch"),
        ("current", 3),
        ("pending", [["defend"]]),
        ("pending", [["quake", 0, 1]]),
        ("pending", [["bribe", 0]]),
        ("offers", [[1, 5, 0, 1]]),
        ("war", [0, 1]),
        ("winner", 3),
        ("how", "luck"),
        ("round_limit", 0),
        ("first_rolls", [[7, 1, 1]]),
        ("history", [[1, 9, 0, 0]]),
        ("steps", None),
    ],
)
def test_a_heroes_position_of_the_wrong_shape_is_refused(key: str, value: Any):
    data = heroes_position()
    data[key] = value
    with pytest.raises(StateJsonError) as info:
        HeroesState.from_json(data)
    assert info.value.field == key
    del data[key]
    if key != "history":  # positions from before the game-over chart have none
        with pytest.raises(StateJsonError):
            HeroesState.from_json(data)
