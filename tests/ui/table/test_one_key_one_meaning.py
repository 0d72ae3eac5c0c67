"""One key, one meaning: in each game, a letter on the table's buttons always does the same thing, and no key
of the game screen's own (Pause, Step, Speed, What happened?, Hint, Undo…) is ever a table button's key.

Each game is played from its start with every seat a person at the screen, choosing seeded random legal moves;
at every step the keys of the bar's and the prompt's buttons are collected with what they do."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from table_helpers import open_table, show

from civitas.engine.registry import get_game, register
from civitas.ui.game_tables import table_package
from civitas.ui.table.anim import Animator
from civitas.ui.table.widget import TableWidget

GAMES = {"heroes": {"players": 3}, "ancient": {"players": 3}, "territory": {"players": 3},
         "empires": {"players": 2, "first_player": "1"}}  # fmt: skip

#: Answers that read the same to a player ("No", "Decline", "Do not react"; "Skip", "Stop moving tokens"): one
#: meaning each, so they may share a key.
SAME_MEANING = {
    "ancient": ({"decline", "no_fight"},),
    "empires": ({"no", "pass"}, {"skip", "stop"}),
}


@pytest.fixture(autouse=True)
def no_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def meaning(game_id: str, key: str) -> str:
    for family in SAME_MEANING.get(game_id, ()):
        if key in family:
            return "/".join(sorted(family))
    return key


def table_keys(game_id: str, qtbot: Any, steps: int, seed: int) -> dict[str, set[str]]:
    """key text -> the meanings it had on the table over ``steps`` seeded random moves of a new game."""
    register(game_id, f"civitas.games.{game_id}.package")
    game = get_game(game_id)
    players = GAMES[game_id]["players"]
    names = ["Anna", "Boris", "Clio", "Dan"][:players]
    module = table_package(game_id)
    assert module is not None
    controller, table = open_table(game, GAMES[game_id], seed, names, "en", set(range(players)),
                                   module.create_table)
    assert isinstance(table, TableWidget)
    show(qtbot, table)
    rng = random.Random(seed)
    seen: dict[str, set[str]] = {}
    for _ in range(steps):
        state = controller.session.state
        if game.is_over(state):
            break
        seat = game.to_move(state)[0]
        controller.set_viewer(seat)
        table.refresh()
        QApplication.processEvents()
        for choice in table.bar_choice_list + table.prompt_choices:
            if choice.shortcut:
                seen.setdefault(QKeySequence(choice.shortcut).toString(), set()).add(meaning(game_id, choice.key))
        legal = game.legal_actions(state, seat)
        assert controller.try_act(seat, rng.choice(legal)) is None
    table.close()
    return seen


def screen_keys(make_window: Any) -> set[str]:
    """Every key the game screen answers to by itself (its side panel and the computer players' controls)."""
    register("ancient", "civitas.games.ancient.package")
    from civitas.ui.new_game_dialog import NewGameSetup

    window = make_window(games=["ancient"], ai_delay_ms=600_000)
    players = [{"name": "Anna", "ai": ""}, {"name": "Boris", "ai": "easy"}]
    screen = window.start_game(NewGameSetup("ancient", {"players": 2}, 3, players))
    keys = set(screen.shortcuts) | {s.key().toString() for s in screen.ai_controls.shortcuts}
    assert {"Ctrl+Z", "H", "F1"} <= keys
    return keys


def check_keys(seen: dict[str, set[str]], make_window: Any, least: int = 3) -> None:
    assert len(seen) >= least, seen  # the walk met the game's buttons with keys
    twice = {key: meanings for key, meanings in seen.items() if len(meanings) > 1}
    assert twice == {}
    assert set(seen).isdisjoint(screen_keys(make_window)), set(seen) & screen_keys(make_window)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_letter_on_the_table_means_one_thing_and_never_a_screen_control_early_on(
        game_id: str, qtbot: Any, make_window: Any) -> None:
    check_keys(table_keys(game_id, qtbot, steps=12, seed=7), make_window, least=1)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("seed", [7, 8])
def test_a_letter_on_the_table_always_means_one_thing_and_never_a_screen_control(
        game_id: str, seed: int, qtbot: Any, make_window: Any) -> None:
    check_keys(table_keys(game_id, qtbot, steps=400, seed=seed), make_window)


def test_the_screen_controls_of_the_newcomers_report_have_keys_of_their_own(make_window: Any) -> None:
    keys = screen_keys(make_window)
    assert {"F5", "F6", "F7", "F2"} <= keys  # Pause, Step, Speed, What happened?
    assert not keys & {"P", "N", "A", "R"}  # Pass, Buy nothing / No, Activate / Local profit, Revolt / Bid lower
