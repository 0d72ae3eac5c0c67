"""The review panel: a review worked out in the background (a stand-in worker here), shown as curves and
lists whose every point, mark and entry asks the replay for its move; cancel; the cache beside the save."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from civitas.ai.review import review_record
from civitas.ai.worker import Error, Progress, Result
from civitas.engine.record import GameRecord
from civitas.engine.registry import get_game
from civitas.storage import review_cache
from civitas.ui.i18n import install_language
from civitas.ui.review_panel import EntryCard, ReviewPanel
from review_helpers import planted_game, small_level


class FakeWorker:
    """Answers a review request with one progress message, then (on a later poll) the review; with
    ``finish=False`` it only ever reports progress."""

    def __init__(self, review_json: dict[str, Any], finish: bool = True) -> None:
        self.review_json = review_json
        self.finish = finish
        self.asked: list[int] = []
        self.scopes: list[tuple[list[int] | None, bool]] = []  # whose decisions each request judges
        self.cancelled: list[int] = []
        self.queue: list[Any] = []
        self.stopped = False
        self.running = False

    def start(self) -> None:
        self.running = True

    def request_review(self, request_id: int, game_id: str, record_json: dict[str, Any], level: str = "normal",
                       seats: list[int] | None = None, seed: int = 0, others: bool = True) -> None:
        self.asked.append(request_id)
        self.scopes.append((seats, others))
        self.queue = [Progress(request_id, 0.4)]
        if self.finish:
            self.queue.append(Result(request_id, [], None, 0.1, self.review_json))

    def poll(self) -> list[Any]:
        return [self.queue.pop(0)] if self.queue else []

    def cancel(self, request_id: int) -> None:
        self.cancelled.append(request_id)
        self.queue = []

    def stop(self, timeout: float = 1.0) -> None:
        self.stopped = True


@pytest.fixture(scope="module")
def reviewed() -> tuple[GameRecord, int, dict[str, Any]]:
    game = get_game("tiny")
    record, planted = planted_game(game)
    return record, planted, review_record(game, record, small_level()).to_json()


def _panel(qtbot: Any, worker: FakeWorker) -> ReviewPanel:
    install_language("en")
    panel = ReviewPanel(worker_factory=lambda: worker)
    qtbot.addWidget(panel)
    panel.resize(1100, 760)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def test_clicking_a_costly_decision_asks_the_replay_for_its_move(qtbot, reviewed):
    record, planted, review_json = reviewed
    panel = _panel(qtbot, FakeWorker(review_json))
    panel.start(get_game("tiny"), record)
    qtbot.waitUntil(lambda: bool(panel.entries), timeout=3000)
    card = next(c for c in panel.entries if c.step == planted)
    texts = card.text()
    assert "Move" in texts and "Better:" in texts and "enough to win" in texts
    with qtbot.waitSignal(panel.jump_requested, timeout=1000) as signal:
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert signal.args == [planted]


def test_clicking_a_point_or_a_turning_point_of_the_chart_asks_for_its_move(qtbot, reviewed):
    record, planted, review_json = reviewed
    panel = _panel(qtbot, FakeWorker(review_json))
    panel.start(get_game("tiny"), record)
    qtbot.waitUntil(lambda: bool(panel.entries), timeout=3000)
    panel.chart.repaint()
    point = panel.chart.point_of(planted)
    assert point is not None
    with qtbot.waitSignal(panel.jump_requested, timeout=1000) as signal:
        qtbot.mouseClick(panel.chart, Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert signal.args == [planted]
    marks = panel.chart.marks
    assert marks, "the planted blunder makes a turning point"
    mark_point = panel.chart.point_of(marks[0].step)
    assert mark_point is not None
    with qtbot.waitSignal(panel.jump_requested, timeout=1000) as signal:
        qtbot.mouseClick(panel.chart, Qt.MouseButton.LeftButton, pos=mark_point.toPoint())
    assert signal.args == [marks[0].step]
    qtbot.waitUntil(lambda: not panel.building, timeout=3000)
    turns = [c for c in panel.entries if c.parent() is panel.turns_column]
    assert turns and isinstance(turns[0], EntryCard)


def test_cancel_stops_the_review_and_offers_to_start_again(qtbot, reviewed):
    record, _, review_json = reviewed
    worker = FakeWorker(review_json, finish=False)
    panel = _panel(qtbot, worker)
    panel.start(get_game("tiny"), record)
    qtbot.waitUntil(lambda: panel.progress.value() == 400, timeout=3000)
    assert panel.progress.isVisible() and panel.cancel_button.isVisible()
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert worker.cancelled == [1] and panel.state == "cancelled"
    assert not panel.timer.isActive()
    assert not panel.progress.isVisible() and panel.again_button.isVisible()
    worker.finish = True
    qtbot.mouseClick(panel.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.review is not None, timeout=3000)
    assert worker.asked == [1, 2]


def test_a_finished_review_is_kept_beside_the_save_and_shown_at_once_next_time(qtbot, reviewed, tmp_path: Path):
    record, _, review_json = reviewed
    save = tmp_path / "game.civitas.json"
    first = FakeWorker(review_json)
    panel = _panel(qtbot, first)
    panel.start(get_game("tiny"), record, save)
    qtbot.waitUntil(lambda: review_cache.review_path(save, "normal").exists(), timeout=3000)
    again = FakeWorker(review_json)
    other = _panel(qtbot, again)
    other.start(get_game("tiny"), record, save)
    assert other.review is not None and again.asked == []


def test_a_damaged_cache_is_worked_out_again_without_a_word_to_the_player(qtbot, reviewed, tmp_path: Path):
    record, _, review_json = reviewed
    save = tmp_path / "game.civitas.json"
    review_cache.review_path(save, "normal").write_bytes(b"\x00garbage{")
    worker = FakeWorker(review_json)
    panel = _panel(qtbot, worker)
    panel.start(get_game("tiny"), record, save)
    qtbot.waitUntil(lambda: panel.review is not None, timeout=3000)
    assert worker.asked == [1] and panel.state == "done"


def test_the_decisions_are_told_in_the_language_on_screen(qtbot, reviewed):
    record, planted, review_json = reviewed
    panel = _panel(qtbot, FakeWorker(review_json))
    panel.start(get_game("tiny"), record)
    qtbot.waitUntil(lambda: panel.review is not None, timeout=3000)
    try:
        install_language("ru")
        qtbot.waitUntil(lambda: any("Ход" in c.text() for c in panel.entries), timeout=3000)
        card = next(c for c in panel.entries if c.step == planted)
        assert "победы" in card.text()
        assert panel.title.text() == "Разбор партии"
    finally:
        install_language("en")


def test_a_review_that_fails_says_so_and_offers_to_start_again(qtbot, reviewed):
    record, _, review_json = reviewed
    worker = FakeWorker(review_json, finish=False)
    panel = _panel(qtbot, worker)
    panel.start(get_game("tiny"), record)
    qtbot.waitUntil(lambda: worker.asked == [1], timeout=3000)
    worker.queue.append(Error(1, "boom"))
    qtbot.waitUntil(lambda: panel.state == "failed", timeout=3000)
    assert panel.status.text() == "The review could not be made."
    assert panel.again_button.isVisible() and not panel.progress.isVisible()
