"""Ctrl+Z after a die roll or a draw says why, in every game: the seat at the screen moved, then a card was drawn
or a die thrown, so its move cannot be taken back, and the key says so below the table rather than do nothing.
Before the seat's first move it says there is nothing to take back."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from civitas.engine.record import GameRecord
from civitas.engine.registry import get_game, register
from civitas.engine.session import Session
from civitas.ui.ai_runner import AiRunner
from civitas.ui.controller import GameController
from civitas.ui.game_screen import GameScreen

GAMES = {"heroes": {"players": 3}, "ancient": {"players": 2}, "territory": {"players": 2},
         "empires": {"players": 2, "first_player": "1"}}  # fmt: skip


def blocked_by_a_reveal(game_id: str, seed: int = 3, limit: int = 400) -> Session:
    """A game of random moves, all seats people, stopped where seat 0 is to move, has moved before, and a
    reveal since its last move bars undo."""
    register(game_id, f"civitas.games.{game_id}.package")
    game = get_game(game_id)
    players = [{"name": n} for n in ("Anna", "Boris", "Clio")[: GAMES[game_id]["players"]]]
    session = Session.new(game, GAMES[game_id], seed, players)
    rng = random.Random(seed)
    for _ in range(limit):
        state = session.state
        seat = game.to_move(state)[0]
        steps = session.record.steps
        mine = [i for i, (s, _a) in enumerate(steps) if s == 0]
        if seat == 0 and mine and any(session.reveals[mine[-1]:]) and not session.can_undo(0):
            return Session(game, GameRecord.from_json(session.record.to_json()))
        session.act(seat, rng.choice(game.legal_actions(state, seat)))
    raise AssertionError(f"no reveal after a move of seat 0 in {game_id}")


def screen_for(qtbot: Any, monkeypatch: pytest.MonkeyPatch, session: Session) -> GameScreen:
    monkeypatch.setattr(AiRunner, "use_worker", False)
    controller = GameController(session, {0}, "en")
    controller.rebuild_log()
    screen = GameScreen(controller, ai_delay_ms=600_000)
    screen.autosave_enabled = False
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.start()
    if screen.passing():
        screen.pass_screen.button.click()
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=2000)
    return screen


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_ctrl_z_after_a_die_or_a_draw_says_why(qtbot: Any, monkeypatch: pytest.MonkeyPatch, english: None,
                                               game_id: str) -> None:
    screen = screen_for(qtbot, monkeypatch, blocked_by_a_reveal(game_id))
    assert not screen.undo_button.isEnabled()
    qtbot.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    text = screen.status_line.text()
    assert "cannot be taken back" in text and "die" in text and "card" in text
    assert text == screen.undo_button.toolTip()
    screen.shutdown()


def test_before_the_first_move_ctrl_z_says_there_is_nothing_to_take_back(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, english: None) -> None:
    register("ancient", "civitas.games.ancient.package")
    session = Session.new(get_game("ancient"), {"players": 2}, 3, [{"name": "Anna"}, {"name": "Boris"}])
    screen = screen_for(qtbot, monkeypatch, session)
    qtbot.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.status_line.text() == "Nothing to take back: you have not moved yet."
    screen.shutdown()
