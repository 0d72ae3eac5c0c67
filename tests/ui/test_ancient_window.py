"""The Ancient World in the real main window, offscreen: the guided first game opened from the start
screen points at the pieces its steps talk about (TUT-marks), and a troop's scroll coins sit beside its
symbols, not over its name."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from civitas.games.ancient.tutorial import TUTORIAL
from civitas.ui.table.anim import Animator
from civitas.ui.table.board import BadgeItem
from civitas.ui.tutorial.screen import TutorialScreen


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def open_tutorial(window: Any) -> TutorialScreen:
    window.start.select_game("ancient")
    window.start.tutorial_button.click()
    QApplication.processEvents()
    screen = window.game_screen
    assert isinstance(screen, TutorialScreen)
    return screen


def follow(qtbot: Any, screen: TutorialScreen, visit: Any, limit: int = 400) -> None:
    """Do each step's move (or press Next) until the tutorial ends, calling ``visit`` whenever a step
    with a move to make is shown."""
    controller, run = screen.tutorial, screen.tutorial.run
    for _ in range(limit):
        QApplication.processEvents()
        if run.finished:
            return
        wanted = controller.wanted()
        if wanted:
            screen.highlight()
            visit(screen)
            controller.try_act(TUTORIAL.human, wanted[0])
        elif run.done and screen.panel.next_button.isEnabled():
            screen.panel.next_button.click()
        else:
            qtbot.wait(10)  # the computer player is moving
    raise AssertionError(f"the tutorial did not finish: stuck at {run.step.key}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_tut_marks_ring_the_pieces_each_step_talks_about(qtbot: Any, make_window: Any, lang: str) -> None:
    window = make_window(games=["ancient"], language=lang)
    window.set_language(lang)
    window.resize(1280, 800)
    screen = open_tutorial(window)
    assert screen.panel.title.text() == TUTORIAL.steps[0].title[lang]
    marked: set[str] = set()

    def visit(s: TutorialScreen) -> None:
        step = s.tutorial.run.asked(s.controller.session.state)
        if step is None:
            return
        table: Any = s.table
        pieces = table.scene.pieces
        for payload in step.marks:
            found = [p for p in pieces if p.payload == payload]
            assert found, f"step {step.key}: no piece {payload} on the table"
            assert found[0].hint_rank, f"step {step.key}: {payload} is not ringed"
        marked.add(step.key)

    follow(qtbot, screen, visit)
    assert marked >= {s.key for s in TUTORIAL.steps if s.marks}


def test_scroll_coins_badge_leaves_the_troops_name_uncovered(qtbot: Any, make_window: Any) -> None:
    window = make_window(games=["ancient"])
    window.resize(1280, 800)
    screen = open_tutorial(window)
    seen: list[float] = []

    def visit(s: TutorialScreen) -> None:
        table: Any = s.table
        for piece in table.scene.pieces:
            if piece.key.startswith("army:"):
                for child in piece.childItems():
                    if isinstance(child, BadgeItem) and child.colour.name() == "#d4a017":
                        seen.append(child.pos().y() / piece.size.height())

    follow(qtbot, screen, visit)
    assert seen, "the tutorial's fight puts a coin on a troop's scroll"
    assert min(seen) >= 0.25  # below the name band at the card's top


def test_the_score_table_of_many_lines_turns_so_no_line_name_is_cut(qtbot: Any, make_window: Any) -> None:
    """Ancient scores twelve lines: the game-over table gives each player a column and each line a row,
    beside the chart, and every line's name fits its cell (heroes' eight lines keep the wide table)."""
    from civitas.ai.levels import choose, get_level
    from civitas.engine.registry import get_game
    from civitas.engine.rng import Rng
    from civitas.engine.session import Session

    game = get_game("ancient")
    session = Session.new(game, {"players": 3}, 5, players=[{"name": n} for n in ("Anna", "Boris", "Clio")])
    rng = Rng(5)
    while not game.is_over(session.state):
        (seat,) = game.to_move(session.state)
        session.act(seat, choose(game, game.view(session.state, seat), seat, get_level("policy"), rng.fork()))
    window = make_window(games=["ancient"])
    window.resize(1280, 800)
    window.open_session(session)
    qtbot.waitUntil(lambda: window.game_over is not None and window.stack.currentWidget() is window.game_over)
    over = window.game_over
    assert over.by_rows
    table = over.table
    assert table.columnCount() == 1 + 3
    keys = {key for line in over.lines for key in line.breakdown}
    assert table.rowCount() == 1 + len(keys)
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        label = table.item(row, 0).text()
        assert metrics.horizontalAdvance(label) <= table.columnWidth(0), label
    winner = next(line for line in over.lines if line.won)
    assert table.horizontalHeaderItem(1).text() == ["Anna", "Boris", "Clio"][winner.seat]


def test_a_hint_names_its_whole_plan_and_rings_the_pieces_of_every_step(qtbot: Any, make_window: Any) -> None:
    """#17 plan following: a hint whose best move has follow-ups (place on Build, then buy a card) says
    the whole plan and rings the card the plan buys as well as the citizen it places."""
    from civitas.ai.hints import Hint, HintMove
    from civitas.engine.registry import get_game
    from civitas.engine.rng import Rng
    from civitas.engine.session import Session

    game = get_game("ancient")
    session = Session.new(game, {"players": 2}, 3, players=[{"name": "Anna"}, {"name": "Boris", "ai": "easy"}])
    rng = Rng(3)
    while True:  # on to a turn of Anna's where she may build a card of the display
        (seat,) = game.to_move(session.state)
        legal = game.legal_actions(session.state, seat)
        place = next((a for a in legal if a[0] == "place" and a[2] == "build"), None)
        if seat == 0 and place is not None and not session.state.stack:
            probe = game.copy(session.state)
            game.apply(probe, 0, place)
            buys = [a for a in game.legal_actions(probe, 0) if a[0] == "buy"]
            if buys:
                break
        session.act(seat, legal[rng.below(len(legal))])
    window = make_window(games=["ancient"])
    window.resize(1280, 800)
    window.open_session(session)
    screen = window.game_screen
    table: Any = screen.table
    hint = Hint(0, [HintMove(place, 0.6, 40, "hint.generic")], [], [buys[0]])
    screen._hint_asked = True
    screen._on_hint(0, hint)
    QApplication.processEvents()
    text = screen.status_line.text()
    probe = game.copy(session.state)
    game.apply(probe, 0, place)
    named_buy = screen.controller.game.describe_action(
        game.view(probe, 0), 0, buys[0], "en", screen.controller.player_names()
    )
    assert screen.action_text(place) in text and named_buy in text and ", then " in text
    ringed = {id(p) for p in table.scene.pieces if p.hint_rank == 1}
    for action in (place, buys[0]):
        pieces = table.pieces_for_action(action)
        assert pieces and all(id(p) in ringed for p in pieces), action
