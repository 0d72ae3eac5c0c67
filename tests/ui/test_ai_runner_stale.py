"""A computer seat's answer thought out for a table that has changed since (a simultaneous phase, like
a fair where a person posts a new offer meanwhile) is not played: the seat thinks again on the table
as it is now, so a computer player never says done to an offer it has not seen."""

from __future__ import annotations

from typing import Any

from civitas.ai.worker import Result
from civitas.engine.actions import action_to_json
from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.ui.ai_runner import AiRunner
from civitas.ui.controller import GameController


class FakeWorker:
    """Answers every move request with "done trading", and remembers what each request saw."""

    def __init__(self) -> None:
        self.requests: list[tuple[Any, int, dict[str, Any]]] = []
        self.outbox: list[Result] = []

    def request(self, request_id: Any, game_id: str, view_json: dict[str, Any], seat: int, *_: Any) -> None:
        self.requests.append((request_id, seat, view_json))
        self.outbox.append(Result(request_id, action_to_json(("trade_done",)), None, 0.0))

    def poll(self) -> list[Result]:
        out, self.outbox = self.outbox, []
        return out

    def cancel(self, request_id: Any) -> None:
        self.outbox = [r for r in self.outbox if r.request_id != request_id]

    def stop(self) -> None:
        pass


def test_a_computer_answer_for_a_table_that_changed_meanwhile_is_thought_out_again(qtbot, monkeypatch):
    game = get_game("heroes")
    players = [{"name": "Anna"}] + [{"name": n, "ai": "easy"} for n in ("Bob", "Cleo", "Dan")]
    session = Session.new(game, {"players": 4}, 5, players)
    state = session.state
    assert state.phase == "trade" and not state.pending
    controller = GameController(session, {0}, "en")
    fake = FakeWorker()
    monkeypatch.setattr("civitas.ui.ai_runner.load_worker_class", lambda: (lambda: fake))
    runner = AiRunner(controller, delay_ms=0)
    assert runner.worker is fake
    runner.schedule()
    assert sorted(seat for _, seat, _ in fake.requests) == [1, 2, 3]
    offer = next(a for a in game.legal_actions(state, 0) if a[0] == "offer")
    assert controller.try_act(0, offer) is None  # the person posts while the computers think
    qtbot.waitUntil(lambda: len(fake.requests) >= 6, timeout=5_000)
    assert not any(seat != 0 for seat, _ in session.record.steps)  # no stale "done" was played
    again = fake.requests[3:6]
    assert sorted(seat for _, seat, _ in again) == [1, 2, 3]
    assert all(len(view["offers"]) == 1 for _, _, view in again)  # this time they see the offer
    qtbot.waitUntil(lambda: game.to_move(state) == (0,), timeout=5_000)
    assert sorted(seat for seat, action in session.record.steps if action == ("trade_done",)) == [1, 2, 3]
    runner.stop()
    qtbot.wait(10)  # let the runner's timers go before the objects do
