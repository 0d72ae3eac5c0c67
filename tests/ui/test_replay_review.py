"""The review inside the replay: a tab beside the log that judges the game when it is first opened (or at
once from the game-over screen), the people's decisions and everyone's curves once the game has ended, only
the viewer's own decisions while it is still being played, a click on an entry moving the replay, and the
review exported with the log."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from test_review_panel import FakeWorker

from civitas.ai.review import review_record
from civitas.engine.record import GameRecord
from civitas.engine.registry import get_game
from civitas.engine.replay_session import ReplaySession
from civitas.ui.i18n import install_language
from civitas.ui.replay.window import SIDE_WIDTH, ReplayWindow
from review_helpers import planted_game, small_level


@pytest.fixture(scope="module")
def planted() -> tuple[GameRecord, int, dict[str, Any]]:
    game = get_game("tiny")
    record, step = planted_game(game)
    return record, step, review_record(game, record, small_level()).to_json()


def replay_window(qtbot: Any, record: GameRecord, worker: FakeWorker) -> ReplayWindow:
    install_language("en")
    window = ReplayWindow(ReplaySession(get_game("tiny"), record))
    window.review.worker_factory = lambda: worker
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def test_the_review_tab_judges_a_finished_game_when_first_opened_and_its_entries_move_the_replay(
    qtbot: Any, planted: tuple[GameRecord, int, dict[str, Any]]
) -> None:
    record, step, review_json = planted
    worker = FakeWorker(review_json)
    window = replay_window(qtbot, record, worker)
    assert window.controller.finished and window.review.game is None  # nothing is judged before it is asked
    assert window.view.side.tabText(window.review_tab) == "Review"
    window.review_now()
    assert window.view.side.width() > SIDE_WIDTH  # the review gets room for its chart
    qtbot.waitUntil(lambda: window.review.review is not None and not window.review.building, timeout=5000)
    assert worker.scopes == [(None, True)]  # the people's decisions, every seat's curve
    entry = next(card for card in window.review.entries if card.step == step)
    qtbot.mouseClick(entry, Qt.MouseButton.LeftButton)
    assert window.view.step == step
    window.view.side.setCurrentIndex(0)
    assert window.view.side.width() == SIDE_WIDTH


def test_while_a_game_is_being_played_the_review_judges_only_the_viewers_decisions(
    qtbot: Any, planted: tuple[GameRecord, int, dict[str, Any]]
) -> None:
    record, step, review_json = planted
    unfinished = GameRecord(record.game_id, record.options, record.seed, record.steps[:step],
                            players=record.players)  # fmt: skip
    worker = FakeWorker(review_json, finish=False)
    window = replay_window(qtbot, unfinished, worker)
    assert not window.controller.finished
    window.review_now()
    qtbot.waitUntil(lambda: bool(worker.scopes), timeout=5000)
    assert worker.scopes == [([window.controller.viewer_seat], False)]  # nobody else's chances


def test_the_exported_log_carries_the_review_in_the_language_shown(
    qtbot: Any, planted: tuple[GameRecord, int, dict[str, Any]]
) -> None:
    record, step, review_json = planted
    window = replay_window(qtbot, record, FakeWorker(review_json))
    assert window.extra_sections == []
    window.review_now()
    qtbot.waitUntil(lambda: window.review.review is not None, timeout=5000)
    titles = [section.title for section in window.extra_sections]
    assert titles[-1] == "Turning points" and any(t.startswith("Costliest decisions: ") for t in titles)
    costly = [line.text for section in window.extra_sections[:-1] for line in section.lines]
    assert any(text.startswith(f"Move {step + 1}: ") and "Better: " in text for text in costly)
    install_language("ru")
    try:
        ru = window.review.export_sections()
        assert ru[-1].title == "Переломные моменты" and not any("Better" in line.text for s in ru for line in s.lines)
    finally:
        install_language("en")
