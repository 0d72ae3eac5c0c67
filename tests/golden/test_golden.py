"""Golden games: whole recorded games of every registered game, in the normal save format, replay to
their recorded state hash and final scores and still take the rare paths they were chosen for.

A rules change that alters one of them fails here; regenerate the files in the same commit with
``.venv/bin/python tools/record_golden.py --game <id>`` so the change shows in review.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from civitas.engine.events import Event
from civitas.engine.registry import all_game_ids, game_ids, get_game
from civitas.storage.saves import SUFFIX, SaveError, load_session

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "tools"))

import record_golden  # noqa: E402  (the generator: its specs and path detectors)


def _index(game_id: str) -> dict:
    return json.loads((HERE / game_id / "index.json").read_text("utf-8"))


def _files() -> list[Path]:
    return sorted(HERE.glob(f"*/*{SUFFIX}"))


def _regenerate(game_id: str) -> str:
    return f"if the rules changed on purpose, run `.venv/bin/python tools/record_golden.py --game {game_id}`"


@pytest.mark.parametrize("path", _files(), ids=lambda p: f"{p.parent.name}/{p.name.removesuffix(SUFFIX)}")
def test_golden_game_replays_to_its_hash_and_final_scores(path: Path):
    game_id = path.parent.name
    entry = _index(game_id)["games"][path.name]
    try:
        session = load_session(path)  # replays every move and checks the saved state hash
    except SaveError as exc:
        pytest.fail(f"{path.name} no longer replays ({exc.code} {exc.args_}); {_regenerate(game_id)}")
    game = session.game
    assert session.state_hash() == entry["state_hash"], _regenerate(game_id)
    assert game.is_over(session.state), f"{path.name} no longer ends where it did; {_regenerate(game_id)}"
    assert record_golden.score_json(game, session.state) == entry["scores"], _regenerate(game_id)
    assert len(session.record.steps) == entry["steps"]


@pytest.mark.parametrize("path", _files(), ids=lambda p: f"{p.parent.name}/{p.name.removesuffix(SUFFIX)}")
def test_golden_game_keeps_the_invariants_and_takes_its_paths(path: Path):
    game_id = path.parent.name
    entry = _index(game_id)["games"][path.name]
    session = load_session(path)
    game = session.game
    state, events = game.start(session.record.options, session.record.seed)
    all_events: list[Event] = list(events)
    for index, (seat, action) in enumerate(session.record.steps):
        all_events.extend(game.apply(state, seat, action))
        problems = game.check_invariants(state)
        assert problems == [], f"{path.name} step {index}: {problems}"
    takes = record_golden.covered(game_id, game, state, all_events)
    assert takes == entry["takes"], _regenerate(game_id)
    assert set(entry["covers"]) <= set(takes)


def test_every_shipped_game_has_golden_games():
    assert set(game_ids()) <= set(record_golden.SPECS), "add the game's specs to tools/record_golden.py"
    assert set(record_golden.SPECS) <= set(all_game_ids())


@pytest.mark.parametrize("game_id", sorted(record_golden.SPECS))
def test_golden_games_cover_every_player_count_and_every_rare_path(game_id: str):
    game = get_game(game_id)
    index = _index(game_id)
    assert index["rules_version"] == game.rules_version, _regenerate(game_id)
    files = {p.name for p in (HERE / game_id).glob(f"*{SUFFIX}")}
    specs = {spec.name + SUFFIX for spec in record_golden.SPECS[game_id]}
    assert files == set(index["games"]) == specs, _regenerate(game_id)
    entries = index["games"].values()
    assert {e["players"] for e in entries} == set(range(game.min_players, game.max_players + 1))
    taken = {path for e in entries for path in e["takes"]}
    assert taken == set(record_golden.PATHS[game_id]), "a rare path no golden game takes"
    agents = {a for e in entries for a in e["agents"]}
    assert "random" in agents and agents - {"random", "warlike"}, "both random and AI games"
