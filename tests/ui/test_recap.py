"""The "since your last turn" recap: when the person's turn comes after the computer players have
moved, a panel over the table lists exactly the important events since that person last moved (the
game's ``recap_groups``), in the current language; a click on it closes it and never reaches the table
under it; the "What happened?" button opens it at any time.

An Age of Heroes game, one person against two computer players: the moves are seeded and scripted
(the computer players are held by the screen's Pause, the test plays their moves), so the game is the
same every run."""

from __future__ import annotations

import html
import random
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.log import entry_for, render
from civitas.engine.record import GameRecord
from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.ui.ai_runner import AiRunner
from civitas.ui.controller import GameController
from civitas.ui.game_screen import GameScreen
from civitas.ui.i18n import install_language

PLAYERS = [{"name": "Anna"}, {"name": "Boris", "ai": "easy"}, {"name": "Clio", "ai": "easy"}]


def lively_move(game: Any, state: Any, seat: int, rng: random.Random) -> Action:
    """A seeded move that favours war and building, so that things worth a recap happen."""
    actions = game.legal_actions(state, seat)
    keen = [a for a in actions if a[0] in ("war", "build", "monument", "go")]
    return rng.choice(keen) if keen and rng.random() < 0.6 else rng.choice(actions)


@dataclass
class Stretch:
    """A game up to Anna's last move before a stretch of computer moves with at least two important
    events she can read, and the moves of that stretch (Anna's move first)."""

    record: GameRecord
    moves: list[tuple[int, Action]]


def find_stretch(seed: int = 3) -> Stretch:
    game = get_game("heroes")
    session = Session.new(game, {"players": 3}, seed, PLAYERS)
    rng = random.Random(seed)
    catalog = game.catalog("en")
    kinds = game.recap_kinds()
    last_own = -1
    for _ in range(20_000):
        state = session.state
        movers = game.to_move(state)
        assert movers, "the game ended before anything worth a recap happened"
        if 0 in movers and state.phase == "action" and last_own >= 100:
            seen = [e for e in session.events_of_steps(last_own + 1, len(session.record.steps))
                    if e.kind in kinds and entry_for(e, 0, catalog) is not None]
            if len(seen) >= 2:
                steps = session.record.steps
                before = GameRecord(game.id, dict(session.record.options), seed, list(steps[:last_own]),
                                    players=[dict(p) for p in PLAYERS])
                return Stretch(before, list(steps[last_own:]))
        seat = 0 if 0 in movers else movers[0]
        if seat == 0:
            last_own = len(session.record.steps)
        session.act(seat, lively_move(game, state, seat, rng))
    raise AssertionError("no stretch found")


@pytest.fixture(scope="module")
def stretch() -> Stretch:
    return find_stretch()


@pytest.fixture
def screen_at(qtbot: Any, monkeypatch: pytest.MonkeyPatch, stretch: Stretch) -> Any:
    """A game screen at Anna's last move before the stretch, the computer players held."""
    monkeypatch.setattr(AiRunner, "use_worker", False)
    install_language("en")
    session = Session(get_game("heroes"), GameRecord.from_json(stretch.record.to_json()))
    controller = GameController(session, {0}, "en")
    controller.rebuild_log()
    screen = GameScreen(controller, ai_delay_ms=0)
    screen.autosave_enabled = False
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.ai_controls.pause_button.click()  # the test plays the computer players' moves itself
    screen.start()
    yield screen
    screen.shutdown()
    install_language("en")


def play_stretch(screen: GameScreen, stretch: Stretch) -> list[Event]:
    """Anna's move, then the computer players' moves up to her next decision; what they did."""
    controller = screen.controller
    seen: list[Event] = []
    for index, (seat, action) in enumerate(stretch.moves):
        assert controller.try_act(seat, action) is None
        if index == 0:
            controller.changed.connect(seen.extend)  # from here on: what happened since Anna moved
    QApplication.processEvents()
    return seen


def expected_lines(screen: GameScreen, events: list[Event], lang: str) -> list[str]:
    game = screen.controller.game
    catalog = game.catalog(lang)
    names = screen.controller.player_names()
    out = []
    for event in events:
        entry = entry_for(event, 0, catalog)
        if event.kind in game.recap_kinds() and entry is not None:
            out.append(render(catalog[entry.msg], entry.args, catalog, lang, names))
    return out


def shown_lines(screen: GameScreen) -> list[str]:
    from civitas.ui.recap import recap_sections

    recap = screen.overlays.recap.recap
    assert recap is not None
    return [line for _title, lines in recap_sections(screen.controller, recap) for line in lines]


def test_the_recap_opens_at_the_persons_turn_with_exactly_the_important_events_since_their_last_move(
    screen_at: GameScreen, stretch: Stretch
) -> None:
    screen = screen_at
    events = play_stretch(screen, stretch)
    panel = screen.overlays.recap
    assert screen.controller.to_move() == (0,) and panel.isVisible()
    wanted = expected_lines(screen, events, "en")
    assert len(wanted) >= 2
    assert sorted(shown_lines(screen)) == sorted(wanted)
    body = panel.body.text()
    assert all(html.escape(line) in body for line in wanted)
    routine = [e for e in events if e.kind == "turn"]
    assert routine and all(f"Turn: {screen.controller.player_names()[e.args['seat']]}" not in body for e in routine)
    # The panel keeps clear of the hand and of the toasts: it stands above both.
    table = screen.table
    for area in (table.geo.hand, table.toasts.area()):
        room = table.scene_room(area)
        assert panel.geometry().bottom() < table.mapTo(screen.content, room.topLeft()).y()

    install_language("ru")
    screen.controller.set_language("ru")
    QApplication.processEvents()
    body = panel.body.text()
    assert all(html.escape(line) in body for line in expected_lines(screen, events, "ru"))
    assert not any(html.escape(line) in body for line in wanted)


def test_the_recap_closes_on_a_click_and_the_click_does_not_act_on_the_table(
    qtbot: Any, screen_at: GameScreen, stretch: Stretch
) -> None:
    screen = screen_at
    play_stretch(screen, stretch)
    panel = screen.overlays.recap
    assert panel.isVisible()
    skip = next(b for b in screen.table.bar_buttons if "Skip" in b.text())
    qtbot.waitUntil(lambda: skip.isVisible() and skip.isEnabled())
    at = skip.mapTo(screen.content, skip.rect().center())
    panel.setGeometry(QRect(at.x() - 160, at.y() - 60, 320, 120))  # over the button, wherever it is
    steps = len(screen.controller.session.record.steps)
    refused: list[Any] = []
    screen.controller.illegal.connect(refused.append)
    target = screen.content.childAt(at)
    assert target is panel or panel.isAncestorOf(target)
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(screen.content, at))
    QApplication.processEvents()
    assert not panel.isVisible()
    assert len(screen.controller.session.record.steps) == steps and not refused
    # The same click with the recap gone does reach the button: the place was live.
    qtbot.mouseClick(skip, Qt.MouseButton.LeftButton, pos=skip.rect().center())
    QApplication.processEvents()
    assert screen.controller.session.record.steps[steps:] == [(0, ("skip",))]


def test_esc_closes_the_recap_and_what_happened_opens_it_again(qtbot: Any, screen_at: GameScreen,
                                                             stretch: Stretch) -> None:
    screen = screen_at
    play_stretch(screen, stretch)
    panel = screen.overlays.recap
    first = shown_lines(screen)
    screen.overlays.escape.activated.emit()
    assert not panel.isVisible()
    qtbot.mouseClick(screen.recap_button, Qt.MouseButton.LeftButton)
    assert panel.isVisible() and shown_lines(screen) == first
    panel.setFocus()
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    # Once Anna has moved, the button shows what happened before her current turn (the same stretch).
    assert screen.controller.try_act(0, ("skip",)) is None
    QApplication.processEvents()
    screen.show_recap()
    assert panel.isVisible() and shown_lines(screen) == first


def test_the_recap_does_not_open_by_itself_in_a_game_that_marks_nothing_important(
    screen_at: GameScreen, stretch: Stretch, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = screen_at
    monkeypatch.setattr(type(screen.controller.game), "recap_groups", lambda self: {})
    screen.overlays.hide_recap()
    play_stretch(screen, stretch)
    assert screen.controller.to_move() == (0,) and not screen.overlays.recap.isVisible()


def test_in_hot_seat_the_recap_waits_for_the_pass_screen_and_is_for_the_person_taking_over(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = get_game("heroes")
    # Say a player passing at the fair were important: then each person has something to read.
    monkeypatch.setattr(type(game), "recap_groups", lambda self: {"fair": frozenset({"trade_done"})})
    monkeypatch.setattr(AiRunner, "use_worker", False)
    players = [{"name": "Anna"}, {"name": "Boris"}, {"name": "Clio", "ai": "easy"}]
    session = Session.new(game, {"players": 3}, 8, players)
    assert session.state.phase == "trade"
    controller = GameController(session, {0, 1}, "en")
    controller.rebuild_log()
    screen = GameScreen(controller, ai_delay_ms=0)
    screen.autosave_enabled = False
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.ai_controls.pause_button.click()
    screen.start()
    panel = screen.overlays.recap
    if screen.passing():  # a hot-seat game opens on the pass screen
        screen.pass_screen.button.click()
    assert controller.viewer_seat == 0 and not panel.isVisible()  # nothing has happened yet
    assert controller.try_act(0, ("trade_done",)) is None
    assert screen.passing() and screen.pass_screen.seat == 1
    assert not panel.isVisible()  # the table, and the recap, stay hidden
    screen.pass_screen.button.click()  # Boris sits down
    assert controller.viewer_seat == 1 and not screen.passing()
    assert panel.isVisible() and shown_lines(screen) == ["Anna passes"]
    assert panel.title.text() == "Boris, since your last turn"
    screen.shutdown()
