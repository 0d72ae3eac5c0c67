"""The toy game (tests/toygames/toy) follows docs/adding-a-game.md step by step: its package passes the
registry's check, the search plays it, its rules help opens, and the main window seats it at its own
table. If the walk-through and the platform drift apart, this fails."""

from __future__ import annotations

from pathlib import Path

from civitas.ai.hints import hint_messages
from civitas.ai.levels import choose, get_level, without_time_limit
from civitas.engine.lookup import has_rules, sections
from civitas.engine.registry import all_game_ids, get_package
from civitas.engine.rng import Rng

DOC = Path(__file__).resolve().parents[1] / "docs" / "adding-a-game.md"


def test_the_walk_through_names_every_file_of_the_toy_game() -> None:
    text = DOC.read_text(encoding="utf-8")
    toy = Path(__file__).resolve().parent / "toygames" / "toy"
    for path in sorted(toy.rglob("*.py")):
        assert path.relative_to(toy).as_posix() in text, path.name


def test_the_toy_package_is_registered_and_complete() -> None:
    assert "toy" in all_game_ids()
    package = get_package("toy")
    assert package.game.titles["ru"] == "Камешки"
    assert has_rules("toy") and [s.id for s in sections("toy")] == ["play", "end"]
    assert "hint.toy.four" in hint_messages("toy", "ru")


def test_the_search_plays_the_toy_game_to_the_end() -> None:
    game = get_package("toy").game
    state = game.new_state(game.validate_options({"players": 2}), 1)
    rng = Rng(3)
    level = without_time_limit(get_level("easy"))
    while not game.is_over(state):
        seat = game.to_move(state)[0]
        action = choose(game, game.view(state, seat), seat, level, rng)
        assert game.why_not(state, seat, action) is None
        game.apply(state, seat, action)
        assert game.check_invariants(state) == []
    assert sum(line.won for line in game.scores(state)) == 1

