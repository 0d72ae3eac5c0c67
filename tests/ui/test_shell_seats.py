"""Hot-seat privacy, undo, and computer seats that act without blocking the window."""

from __future__ import annotations

from shell_helpers import click, tiny_setup

from civitas.ui.fallback_table import FallbackTable


def test_hot_seat_pass_screen_hides_the_previous_hand(qtbot, make_window):
    window = make_window()
    screen = window.start_game(tiny_setup("", "", seed=21))
    table = screen.table
    assert isinstance(table, FallbackTable)
    assert screen.passing() and "Anna" in screen.pass_screen.heading.text()  # even the very first hand
    click(qtbot, screen.pass_screen.button)
    anna_hand = window.controller.session.state.hands[0]
    assert str(anna_hand) in table.view_text.toPlainText()
    click(qtbot, table.buttons[0][1])  # Anna picks her pace; Boris must decide next
    assert screen.passing()
    assert not screen.content.isVisible() and not table.isVisible()
    assert screen.pass_screen.isVisible()
    assert "Boris" in screen.pass_screen.heading.text()
    assert window.controller.viewer_seat == 0  # nobody has taken over yet
    click(qtbot, screen.pass_screen.button)
    assert not screen.passing() and table.isVisible()
    assert window.controller.viewer_seat == 1
    boris_hand = window.controller.session.state.hands[1]
    text = table.view_text.toPlainText()
    assert str(boris_hand) in text
    assert "[[-1, -1], " in text  # Anna's hand is hidden from Boris


def test_single_human_never_sees_a_pass_screen(qtbot, make_window):
    window = make_window()
    screen = window.start_game(tiny_setup("", "easy", seed=4))
    click(qtbot, screen.table.buttons[0][1])
    qtbot.waitUntil(lambda: window.controller.to_move() == (0,) or window.game_over is not None)
    assert not screen.passing()


def test_undo_button_takes_back_the_last_move(qtbot, make_window):
    window = make_window(ai_delay_ms=60_000)  # the computer seat stays "thinking" throughout
    screen = window.start_game(tiny_setup("", "normal", seed=8))
    session = window.controller.session
    assert not screen.undo_button.isEnabled()
    click(qtbot, screen.table.buttons[1][1])  # pace 1; nothing revealed yet
    assert len(session.record.steps) == 1
    assert screen.undo_button.isEnabled()
    click(qtbot, screen.undo_button)
    assert session.record.steps == [] and session.record.undo_used == 1
    assert not screen.undo_button.isEnabled()
    assert [a for a, _b in screen.table.buttons] == [("pace", 0), ("pace", 1)]
    assert "taken back" in screen.status_line.text()


def test_undo_stops_at_a_reveal(qtbot, make_window):
    window = make_window()
    screen = window.start_game(tiny_setup("", "normal", seed=8))
    click(qtbot, screen.table.buttons[0][1])
    qtbot.waitUntil(lambda: window.controller.session.state.phase == "play")
    assert not screen.undo_button.isEnabled()  # the paces were shown: an undo barrier


def test_ai_seat_acts_later_without_blocking(qtbot, make_window):
    window = make_window(ai_delay_ms=50)
    screen = window.start_game(tiny_setup("", "hard", seed=2))
    record = window.controller.session.record
    assert all(seat == 0 for seat, _a in record.steps)  # nothing happened inside start()
    assert screen.runner.busy() and screen.ai_label.isVisible()
    assert "random" in screen.ai_label.text()
    assert screen.stand_in_label.isVisible()
    ticks = []
    qtbot.waitUntil(lambda: ticks.append(1) or any(seat == 1 for seat, _a in record.steps), timeout=3000)
    assert len(ticks) > 1  # the event loop kept turning while the computer "thought"
    assert not screen.ai_label.isVisible()


def test_an_illegal_move_shows_the_reason(qtbot, make_window):
    window = make_window(ai_delay_ms=60_000)
    screen = window.start_game(tiny_setup("", "normal", seed=8))
    assert window.controller.try_act(1, ("pace", 0)) is None or True
    reason = window.controller.try_act(0, ("play", 99))
    assert reason is not None
    assert screen.status_line.text() and screen.status_line.property("kind") == "error"


def test_closing_the_window_stops_the_computer(qtbot, make_window):
    window = make_window(ai_delay_ms=100)
    screen = window.start_game(tiny_setup("", "normal", seed=8))
    assert screen.runner.busy()
    window.close()
    assert not screen.runner.busy()
    steps = len(window.controller.session.record.steps)
    qtbot.wait(250)
    assert len(window.controller.session.record.steps) == steps


def test_ai_worker_plays_and_hints_off_the_ui_thread(qtbot, make_window):
    window = make_window(worker=True, ai_delay_ms=0)
    screen = window.start_game(tiny_setup("", "easy", seed=31))
    try:
        assert screen.runner.worker is not None and not screen.runner.random_play
        assert not screen.stand_in_label.isVisible()
        assert screen.hint_button.isEnabled()
        hints = []
        window.controller.hint_ready.connect(
            lambda seat, hint: hints.append(
                (seat, hint, screen.status_line.text(), [b.text() for _a, b in screen.table.buttons])
            )
        )
        click(qtbot, screen.hint_button)
        qtbot.waitUntil(lambda: bool(hints), timeout=20_000)
        seat, hint, status, labels = hints[0]
        assert seat == 0 and hint.best.action in window.controller.game.legal_actions(
            window.controller.session.state, 0
        )
        assert "Hint:" in status and "%" in status
        assert window.controller.session.record.hints_used == 1
        assert any(label.startswith("★") for label in labels)
        record = window.controller.session.record
        qtbot.waitUntil(lambda: any(s == 1 for s, _a in record.steps), timeout=20_000)
    finally:
        window.close()
    assert screen.runner.worker is not None and not screen.runner.worker.running


def test_the_coach_rates_moves_quietly_and_speaks_only_after_a_clear_mistake(qtbot, make_window):
    from civitas.ai.hints import Hint, HintMove

    window = make_window(worker=True, coach=True, ai_delay_ms=60_000)
    screen = window.start_game(tiny_setup("", "easy", seed=12))
    try:
        assert window.controller.coach
        shown = []
        window.controller.hint_ready.connect(lambda seat, hint: shown.append(seat))
        qtbot.waitUntil(lambda: screen._coach_hint is not None, timeout=20_000)
        assert shown == []  # the coach does not give the answer away before the move
        assert window.controller.session.record.hints_used == 0
        moment = screen._coach_hint[0]
        # Replace the search's rating with a known one: pace 1 is far better than pace 0.
        screen._coach_hint = (moment, Hint(0, [HintMove(("pace", 1), 0.9, 50, "hint.generic"),
                                               HintMove(("pace", 0), 0.2, 50, "hint.generic")]))
        assert window.controller.try_act(0, ("pace", 0)) is None
        assert "Coach" in screen.status_line.text() or "Тренер" in screen.status_line.text()
    finally:
        window.close()


def test_a_computer_level_this_version_does_not_know_plays_as_normal():
    from civitas.engine.registry import get_game
    from civitas.engine.session import Session
    from civitas.ui.controller import GameController

    game = get_game("tiny")
    players = [{"name": "A", "ai": ""}, {"name": "", "ai": "grandmaster"}, {"name": "", "ai": "hard"}]
    session = Session.new(game, game.validate_options({"players": 3}), 1, players)
    controller = GameController(session, {0}, "en")
    assert [controller.ai_level(seat) for seat in range(3)] == [None, "normal", "hard"]
