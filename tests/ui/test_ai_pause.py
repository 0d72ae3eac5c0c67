"""Pause and Step for the computer players: Pause (F5) holds them before their next move, Step (F6) lets
exactly one computer move happen, Resume lets them go on; while held they go on thinking, and their
progress stays in sight."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from civitas.ai.worker import Progress, Result
from civitas.engine.actions import action_to_json
from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.ui.ai_runner import AiRunner
from civitas.ui.controller import GameController
from civitas.ui.game_screen import GameScreen

PLAYERS = [{"name": "Anna"}, {"name": "Boris", "ai": "easy"}, {"name": "Clio", "ai": "easy"}]


def fair_screen(qtbot: Any, worker: Any = None) -> GameScreen:
    """A new game at its first fair (everybody trades at once), computer seats without pause."""
    session = Session.new(get_game("heroes"), {"players": 3}, 5, PLAYERS)
    assert session.state.phase == "trade"
    controller = GameController(session, {0}, "en")
    controller.rebuild_log()
    screen = GameScreen(controller, ai_delay_ms=0)
    screen.autosave_enabled = False
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def computer_steps(screen: GameScreen) -> list[int]:
    return [seat for seat, _ in screen.controller.session.record.steps if seat != 0]


@pytest.fixture
def stand_in(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(AiRunner, "use_worker", False)


def test_pause_holds_the_computer_players_and_each_step_lets_exactly_one_move_happen(qtbot: Any, stand_in: None):
    screen = fair_screen(qtbot)
    controls = screen.ai_controls
    assert controls.isVisible() and not controls.step_button.isEnabled()  # nothing to step before a pause
    controls.pause_button.click()
    assert screen.runner.held and controls.pause_button.text() == "Resume (F5)"
    screen.start()
    qtbot.waitUntil(lambda: sorted(screen.runner.waiting_seats()) == [1, 2])  # both chose, both wait
    qtbot.wait(100)
    assert computer_steps(screen) == []
    assert "Paused" in screen.ai_label.text() and screen.ai_label.isVisible()
    assert controls.step_button.isEnabled()
    qtbot.mouseClick(controls.step_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(computer_steps(screen)) == 1)
    qtbot.wait(100)
    assert len(computer_steps(screen)) == 1  # one move, not more
    qtbot.mouseClick(controls.step_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(computer_steps(screen)) == 2)
    qtbot.wait(100)
    assert len(computer_steps(screen)) == 2
    controls.pause_button.click()  # Resume: they go on by themselves
    assert not screen.runner.held and controls.pause_button.text() == "Pause (F5)"
    qtbot.waitUntil(lambda: len(computer_steps(screen)) > 2)
    screen.shutdown()


def test_the_f5_key_pauses_and_resumes_and_f6_steps(qtbot: Any, stand_in: None):
    screen = fair_screen(qtbot)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    qtbot.keyClick(screen, Qt.Key.Key_F5)
    assert screen.runner.held and screen.ai_controls.pause_button.isChecked()
    screen.start()
    qtbot.waitUntil(lambda: len(screen.runner.waiting_seats()) == 2)
    qtbot.keyClick(screen, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: len(computer_steps(screen)) == 1)
    qtbot.keyClick(screen, Qt.Key.Key_F5)
    assert not screen.runner.held
    screen.shutdown()


class SlowWorker:
    """A search that reports progress and answers only when the test says so."""

    def __init__(self) -> None:
        self.requests: list[tuple[int, int]] = []
        self.outbox: list[Any] = []

    def request(self, request_id: int, game_id: str, view_json: dict[str, Any], seat: int, *_: Any) -> None:
        self.requests.append((request_id, seat))
        self.outbox.append(Progress(request_id, 0.4))

    def answer_all(self) -> None:
        self.outbox.extend(Result(rid, action_to_json(("trade_done",)), None, 0.0) for rid, _ in self.requests)
        self.requests = []

    def poll(self) -> list[Any]:
        out, self.outbox = self.outbox, []
        return out

    def cancel(self, request_id: int) -> None:
        self.requests = [r for r in self.requests if r[0] != request_id]

    def stop(self) -> None:
        pass


def test_held_computer_players_go_on_thinking_with_their_progress_in_sight(qtbot: Any, monkeypatch: Any):
    worker = SlowWorker()
    monkeypatch.setattr("civitas.ui.ai_runner.load_worker_class", lambda: (lambda: worker))
    screen = fair_screen(qtbot)
    assert screen.runner.worker is worker
    screen.ai_controls.pause_button.click()
    screen.start()
    assert sorted(seat for _, seat in worker.requests) == [1, 2]  # the pause does not stop the search
    qtbot.waitUntil(lambda: screen.ai_progress.isVisible() and screen.ai_progress.value() == 40)
    assert "thinking" in screen.ai_label.text()
    worker.answer_all()
    qtbot.waitUntil(lambda: len(screen.runner.waiting_seats()) == 2)
    assert computer_steps(screen) == [] and not screen.ai_progress.isVisible()
    assert "ready (Boris, Clio)" in screen.ai_label.text() and "Step (F6)" in screen.ai_label.text()
    screen.ai_controls.step_button.click()
    qtbot.waitUntil(lambda: len(computer_steps(screen)) == 1)
    assert screen.controller.session.record.steps[-1] == (1, ("trade_done",))  # the first ready, Boris
    screen.shutdown()


def test_a_hint_asked_while_the_computer_players_are_held_is_searched(qtbot: Any, monkeypatch: Any):
    worker = SlowWorker()
    monkeypatch.setattr("civitas.ui.ai_runner.load_worker_class", lambda: (lambda: worker))
    screen = fair_screen(qtbot)
    screen.ai_controls.pause_button.click()
    screen.request_hint()
    assert (0 in [seat for _, seat in worker.requests]) and "Looking for a good move" in screen.status_line.text()
    screen.shutdown()


def test_a_hint_that_cannot_be_searched_says_why_instead_of_nothing(qtbot: Any, monkeypatch: Any):
    worker = SlowWorker()
    monkeypatch.setattr("civitas.ui.ai_runner.load_worker_class", lambda: (lambda: worker))
    screen = fair_screen(qtbot)
    screen.runner.paused = True  # the search has stopped (the screen is closing)
    screen.request_hint()
    assert worker.requests == [] and "not running" in screen.status_line.text()
    screen.shutdown()
