"""The tutorial panel tells what happened as the table stood when the step was done: a learner who
presses Done trading before the others have answered is told to wait, and the result that follows,
once the new round has begun, names the card the turn began with, which is then in the hand."""

from __future__ import annotations

from typing import Any

from test_tutorial import click, drive, open_from_start, settle

from civitas.games.heroes.cards import KIND_IDS
from civitas.games.heroes.catalog import catalog


def test_done_trading_first_shows_the_result_only_when_the_round_has_begun(qtbot: Any, make_window: Any) -> None:
    window = make_window(games=["heroes"])
    screen = open_from_start(qtbot, window)
    screen.runner.set_held(True)  # the computer players wait (the player's pause): the learner is first
    drive(qtbot, window, until="trade_done")
    controller = screen.tutorial
    run, table, panel, state = controller.run, screen.table, screen.panel, controller.session.state
    settle(qtbot, table)
    click(qtbot, table.fair.done)  # while the others are still to answer the offer
    assert run.step.key == "trade_done" and state.phase == "trade"
    assert not run.done and not panel.result.isVisible()
    assert panel.waiting.isVisible() and panel.waiting.text().startswith("Wait a moment")
    screen.runner.set_held(False)
    qtbot.waitUntil(lambda: run.done, timeout=10_000)
    assert state.phase == "action" and state.current == 0
    drawn = run.facts["drawn"]
    assert drawn in state.hands[0]
    text = panel.result.text()
    assert panel.result.isVisible() and catalog("en")["card." + KIND_IDS[drawn]] in text
    assert f"round {state.round}" in text
