"""Pacing (issue 17): the player's pause before a computer move comes once per visible move. A forced
move (one legal action) and a follow-up (the same computer seat deciding again right after its own
decision, in the same turn) come without it; the first move of a seat's run that has a choice gets it.
The animation speed setting scales the table's animations, "animations off" stays instant, and a
speed in the settings file that is not one of ours falls back to the default with a warning."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from PySide6.QtCore import QAbstractAnimation

from civitas.engine.actions import Action
from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage.paths import settings_path
from civitas.storage.settings import Settings, load_settings
from civitas.ui.ai_controls import next_speed, speed_text
from civitas.ui.ai_runner import AiRunner
from civitas.ui.controller import GameController
from civitas.ui.i18n import install_language
from civitas.ui.messages import message_text
from civitas.ui.settings_dialog import SettingsDialog
from civitas.ui.table.anim import Animator, animation_scale

LONG = 60_000  # a pause no test waits out: a move that comes anyway came without it


@pytest.fixture(autouse=True)
def stand_in(monkeypatch: pytest.MonkeyPatch) -> None:
    """Computer seats play without the worker process (the pacing is the same either way)."""
    monkeypatch.setattr(AiRunner, "use_worker", False)


class OfferingRunner(AiRunner):
    """Posts an offer at the fair while it can, then says done: a run of decisions by one seat."""

    def random_move(self, seat: int) -> Action | None:
        session = self.controller.session
        legal = session.game.legal_actions(session.state, seat)
        offers = [a for a in legal if a[0] == "offer"]
        return offers[0] if offers else super().random_move(seat)


def fair(computer: int = 3) -> GameController:
    """A 4-player game at its first fair (everybody trades at once); only ``computer`` is a computer."""
    names = ["Anna", "Boris", "Clio", "Dmitri"]
    players = [{"name": n, "ai": "easy"} if i == computer else {"name": n} for i, n in enumerate(names)]
    session = Session.new(get_game("heroes"), {"players": 4}, 5, players)
    assert session.state.phase == "trade"
    return GameController(session, {i for i in range(4) if i != computer}, "en")


def forced_position() -> tuple[GameController, int]:
    """A seeded game played on at random until a seat alone must decide and has exactly one legal
    action, right after another seat's step; that seat is the only computer."""
    game = get_game("heroes")
    session = Session.new(game, {"players": 4}, 3, [{"name": str(i)} for i in range(4)])
    rng = random.Random(1)
    while True:
        movers = game.to_move(session.state)
        assert movers, "the game ended before a forced move"
        seat = movers[0]
        legal = game.legal_actions(session.state, seat)
        last = session.record.steps[-1][0] if session.record.steps else None
        if len(movers) == 1 and len(legal) == 1 and last is not None and last != seat and not asked(session, seat):
            break
        session.act(seat, rng.choice(legal))
    session.record.players[seat]["ai"] = "easy"
    return GameController(session, {i for i in range(4) if i != seat}, "en"), seat


def asked(session: Session, seat: int) -> bool:
    """Whether ``seat`` answers a question every seat is asked (never a forced move, see below)."""
    from civitas.ai.knowledge import answer_seconds, knowledge_for

    game = session.game
    return answer_seconds(knowledge_for(game.id), game, game.view(session.state, seat), seat) > 0


def finish(qtbot: Any, runner: AiRunner) -> None:
    runner.stop()
    qtbot.wait(10)  # let the runner's timers go before the objects do


def steps_by(controller: GameController, seat: int) -> int:
    return sum(1 for s, _a in controller.session.record.steps if s == seat)


def test_pacing_a_forced_move_is_played_without_the_pause(qtbot: Any) -> None:
    controller, seat = forced_position()
    runner = AiRunner(controller, delay_ms=LONG)
    assert runner.forced_action(seat) is not None and runner.pause_for(seat) == 0
    before = steps_by(controller, seat)
    runner.schedule()
    qtbot.waitUntil(lambda: steps_by(controller, seat) == before + 1, timeout=3_000)
    finish(qtbot, runner)


def test_pacing_the_first_visible_move_of_a_run_gets_the_pause(qtbot: Any) -> None:
    controller = fair()
    runner = OfferingRunner(controller, delay_ms=LONG)
    assert runner.forced_action(3) is None
    runner.schedule()
    qtbot.wait(300)
    assert steps_by(controller, 3) == 0  # still waiting out the pause
    assert runner.busy() and 3 in runner._timers and runner._timers[3].remainingTime() > LONG - 10_000
    finish(qtbot, runner)


def test_pacing_a_follow_up_comes_without_the_pause_and_another_seats_step_ends_the_run(qtbot: Any) -> None:
    controller = fair()
    runner = OfferingRunner(controller, delay_ms=150)
    runner.schedule()
    qtbot.waitUntil(lambda: steps_by(controller, 3) == 1, timeout=3_000)  # the first offer, after the pause
    runner.delay_ms = LONG
    runner.schedule()
    # The seat decides again right after its own decision: no pause, though it is now a minute.
    qtbot.waitUntil(lambda: steps_by(controller, 3) == 2, timeout=3_000)
    assert [s for s, _a in controller.session.record.steps] == [3, 3]
    runner.cancel()
    # A person's step comes in between: the computer's next move starts a new run, with the pause.
    offer = next(a for a in controller.game.legal_actions(controller.session.state, 0) if a[0] == "offer")
    assert controller.try_act(0, offer) is None
    assert runner.run_start(3) == len(controller.session.record.steps)
    assert runner.pause_for(3) == LONG
    finish(qtbot, runner)


def test_pacing_a_new_turn_starts_a_new_run_even_for_the_same_seat(qtbot: Any) -> None:
    controller = fair()
    runner = OfferingRunner(controller, delay_ms=150)
    runner.schedule()
    qtbot.waitUntil(lambda: steps_by(controller, 3) == 1, timeout=3_000)
    runner.cancel()
    assert runner.run_start(3) == 0  # one run: seat 3's offer at step 0, in seat 3's turn
    runner._turn_at[0] = (1, 0)  # as if that step had been taken in seat 1's turn, which has ended
    assert runner.run_start(3) == 1 and runner.pause_for(3) == 150
    finish(qtbot, runner)


def test_pacing_in_its_own_turn_a_seat_pauses_once_and_the_others_answers_do_not_start_a_run(qtbot: Any) -> None:
    controller = fair(computer=0)  # the fair is seat 0's turn (``current_seat``)
    assert controller.game.current_seat(controller.session.state) == 0
    runner = OfferingRunner(controller, delay_ms=150)
    runner.schedule()
    qtbot.waitUntil(lambda: steps_by(controller, 0) == 1, timeout=3_000)
    offer = next(a for a in controller.game.legal_actions(controller.session.state, 1) if a[0] == "offer")
    assert controller.try_act(1, offer) is None  # a person's step inside seat 0's turn
    assert [s for s, _a in controller.session.record.steps] == [0, 1]
    assert runner.run_start(0) == 0 and runner.pause_for(0) == 0  # still the run that had its pause
    assert runner.run_start(1) == 1  # the answering seat's own run does not reach back over seat 0's step
    runner._turn_at[1] = (2, 1)  # as if the person's step had been taken in another turn: a new run
    assert runner.run_start(0) == 2 and runner.pause_for(0) == 150
    finish(qtbot, runner)


def test_pacing_a_turn_the_game_says_opens_starts_a_new_run_though_the_same_seat_goes_on(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = fair()
    runner = OfferingRunner(controller, delay_ms=150)
    runner.schedule()
    qtbot.waitUntil(lambda: steps_by(controller, 3) == 1, timeout=3_000)
    runner.cancel()
    assert runner.run_start(3) == 0  # a follow-up: the game says no new turn opened
    monkeypatch.setattr(type(controller.game), "opens_turn", lambda self, state: True)
    runner._turn_at.pop(1)  # noted again: now a turn opens after seat 3's step
    assert runner.run_start(3) == 1 and runner.pause_for(3) == 150
    finish(qtbot, runner)


@pytest.mark.parametrize("game_id", ["ancient", "empires"])
def test_pacing_opens_turn_marks_every_new_turn_and_not_every_decision(game_id: str) -> None:
    game = get_game(game_id)
    session = Session.new(game, {"players": 3}, 11, [{"name": str(i)} for i in range(3)])
    rng = random.Random(2)
    opened = mid_turn = 0
    seat_before = game.current_seat(session.state)
    for _ in range(400):
        if game.is_over(session.state):
            break
        seat_now = game.current_seat(session.state)
        if seat_now != seat_before:
            assert game.opens_turn(session.state), "a new seat's turn must open"
        if game.opens_turn(session.state):
            opened += 1
            assert game.to_move(session.state) == (seat_now,)
        else:
            mid_turn += 1
        seat_before = seat_now
        (seat,) = game.to_move(session.state)
        session.act(seat, rng.choice(game.legal_actions(session.state, seat)))
    assert opened > 10 and mid_turn > 10


def test_pacing_the_old_rule_pauses_every_move(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(AiRunner, "pause_every_move", True)
    controller, seat = forced_position()
    runner = AiRunner(controller, delay_ms=LONG)
    assert runner.pause_for(seat) == LONG  # what tools/bench_pacing.py --before measures
    finish(qtbot, runner)


def test_animation_speed_scales_every_duration_and_off_stays_instant() -> None:
    assert animation_scale(1.0, True, 2.0) == 0.5
    assert animation_scale(1.0, True, 0.5) == 2.0
    assert animation_scale(1.0, False, 4.0) == 0.0
    assert animation_scale(0.0, True, 2.0) == 0.0  # tests that turn animations off keep them off
    assert [next_speed(s) for s in (0.5, 1.0, 2.0, 4.0)] == [1.0, 2.0, 4.0, 0.5]


def test_animation_speed_on_the_table_halves_the_running_animations(qtbot: Any) -> None:
    from civitas.games.heroes.table import HeroesTable

    def durations(speed: float, animations: bool = True) -> tuple[float, list[int]]:
        controller = fair(computer=-1)
        controller.animation_speed = speed
        controller.animations = animations
        table = HeroesTable(controller)
        qtbot.addWidget(table)
        table.resize(1280, 800)
        table.show()
        offer = next(a for a in controller.game.legal_actions(controller.session.state, 0) if a[0] == "offer")
        assert controller.try_act(0, offer) is None
        animator = table.scene.animator
        running = sorted(a.duration() for a in animator._running if isinstance(a, QAbstractAnimation))
        animator.stop_all()
        return animator.scale, running

    assert Animator.scale == 1.0
    scale1, normal = durations(1.0)
    scale2, fast = durations(2.0)
    scale_off, off = durations(4.0, animations=False)
    assert (scale1, scale2, scale_off) == (1.0, 0.5, 0.0)
    assert normal and fast == [round(d / 2) for d in normal]
    assert off == []


@pytest.mark.parametrize("bad", [3.0, "fast", True, -1, None])
def test_animation_speed_out_of_range_in_the_settings_file_falls_back_with_a_warning(bad: Any) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": "en", "animation_speed": bad, "ai_delay_ms": 300}), encoding="utf-8")
    settings, warnings = load_settings()
    assert settings.animation_speed == 1.0 and warnings == ["settings.bad_animation_speed"]
    assert settings.ai_delay_ms == 300  # the rest is kept


def test_animation_speed_from_the_settings_file_is_kept_and_the_warning_is_translated(qapp: Any) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": "en", "animation_speed": 2}), encoding="utf-8")
    settings, warnings = load_settings()
    assert settings.animation_speed == 2.0 and warnings == []
    try:
        install_language("ru")
        text = message_text("settings.bad_animation_speed")
        assert text and "settings." not in text and "animation" not in text
        assert speed_text(0.5) == "0,5×"
    finally:
        install_language("en")
    assert speed_text(2.0, long=True) == "2× (faster)"


def test_animation_speed_in_the_settings_dialog(qtbot: Any) -> None:
    dialog = SettingsDialog(Settings(language="en", animation_speed=4.0))
    qtbot.addWidget(dialog)
    assert dialog.animation_speed.currentText() == "4× (fastest)"
    dialog.animation_speed.setCurrentIndex(0)
    assert dialog.settings().animation_speed == 0.5
    dialog.animations.setChecked(False)
    assert not dialog.animation_speed.isEnabled()


def test_animation_speed_button_beside_pause_and_step_steps_and_keeps_it(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtCore import Qt
    from shell_helpers import tiny_setup

    from civitas.storage.settings import load_settings as reload

    window = make_window(ai_delay_ms=LONG)
    screen = window.start_game(tiny_setup("", "easy", seed=4))
    button = screen.ai_controls.speed_button
    assert button.isVisible() and button.text() == "1× (F7)" and "1× (normal)" in button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.controller.animation_speed == 2.0 and button.text() == "2× (F7)"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(screen, Qt.Key.Key_F7)
    assert window.controller.animation_speed == 4.0
    assert window.settings.animation_speed == 4.0 and reload()[0].animation_speed == 4.0  # kept in the file
    window.apply_settings(Settings(language="en", ai_delay_ms=LONG, animations=False, animation_speed=0.5))
    assert window.controller.animation_speed == 0.5 and not button.isEnabled()
    assert "off" in button.toolTip()


def test_pacing_a_question_every_seat_is_asked_is_never_played_at_once_even_without_a_choice() -> None:
    """The answer to a question every seat is asked takes the same time with one option or many, so
    its timing tells the others nothing: such an answer is never a forced move here."""
    from civitas.ai.knowledge import answer_seconds, knowledge_for

    game = get_game("heroes")
    know = knowledge_for("heroes")
    found = 0
    for seed in range(1, 40):
        session = Session.new(game, {"players": 3}, seed, [{"name": str(i)} for i in range(3)])
        rng = random.Random(seed)
        while not game.is_over(session.state) and found < 3:
            seat = game.to_move(session.state)[0]
            legal = game.legal_actions(session.state, seat)
            if len(legal) == 1 and answer_seconds(know, game, game.view(session.state, seat), seat) > 0:
                controller = GameController(session, set(), "en")
                assert AiRunner(controller, delay_ms=LONG).forced_action(seat) is None
                found += 1
            session.act(seat, rng.choice(legal))
        if found >= 3:
            break
    assert found >= 3
