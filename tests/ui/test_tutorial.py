"""The guided first game, driven through the UI like a learner: the start screen's Tutorial button,
drags and clicks on the table, the fair's panel, the tutorial panel's Next and Leave, in Russian and
in English; leaving and coming back continues at the same step."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from civitas.engine.actions import Action
from civitas.games.heroes.cards import COST, ITEM_BY_ID
from civitas.games.heroes.tutorial import TUTORIAL
from civitas.ui.table.anim import Animator
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.piece import PieceItem
from civitas.ui.tutorial.controller import TutorialController
from civitas.ui.tutorial.progress import progress_path
from civitas.ui.tutorial.screen import TutorialScreen


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.05)


# --- a learner's hands -------------------------------------------------------------------------------------
def click(qtbot: Any, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def mouse_drag(qtbot: Any, table: Any, start: QPointF, end: QPointF, steps: int = 8) -> None:
    viewport = table.view.viewport()
    a, b = table.view.mapFromScene(start), table.view.mapFromScene(end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        qtbot.mouseMove(viewport, QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def mouse_click(qtbot: Any, table: Any, piece: PieceItem) -> None:
    point = table.view.mapFromScene(piece.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def settle(qtbot: Any, table: Any) -> None:
    qtbot.waitUntil(lambda: not table.scene.animator.busy(), timeout=3000)


def hand_card(table: Any, kind: int) -> CardItem:
    for piece in table.scene.pieces_in("hand"):
        if isinstance(piece, CardItem) and piece.payload == ("card", kind):
            return piece
    raise AssertionError(f"no card {kind} in hand")


def piece_with(table: Any, payload: tuple[Any, ...]) -> PieceItem:
    found = [p for p in table.scene.pieces if p.payload == payload]
    assert found, payload
    return found[0]


def button(table: Any, key: str) -> QPushButton:
    for b in table.prompt_button_list + table.bar_buttons:
        if b.objectName() == key and b.isVisible():
            return b
    raise AssertionError(f"no button {key}")


def marked(table: Any) -> bool:
    """Whether the table shows the tutorial's move (a hint ring or a starred button)."""
    buttons = table.prompt_button_list + table.bar_buttons + table.fair.findChildren(QPushButton)
    return any(p.hint_rank for p in table.scene.pieces) or any(b.text().startswith("★") for b in buttons)


def gesture(qtbot: Any, table: Any, action: Action) -> None:
    """Do ``action`` on the table the way a player would."""
    kind = action[0]
    centre = table.scene.zone
    if kind == "offer":
        assert table.fair.give.currentData() == action[1] and table.fair.want.currentData() == action[2]
        click(qtbot, table.fair.post)
    elif kind == "trade_done":
        click(qtbot, table.fair.done)
    elif kind in ("end_build", "go"):
        click(qtbot, button(table, kind))
    elif kind == "goal":
        click(qtbot, button(table, f"goal_{action[1]}"))
    elif kind == "tax":
        click(qtbot, button(table, "tax"))
    elif kind == "build":
        item = ITEM_BY_ID[action[1]]
        card = hand_card(table, COST[item][0])
        mouse_drag(qtbot, table, card.sceneBoundingRect().center(), centre(f"supply:{item}").area.center())
    elif kind == "monument":
        card = hand_card(table, int(action[1]))
        mouse_drag(qtbot, table, card.sceneBoundingRect().center(), centre("monument").area.center())
    elif kind == "discard":
        card = hand_card(table, int(action[1]))
        mouse_drag(qtbot, table, card.sceneBoundingRect().center(), centre("discard").area.center())
    elif kind == "quake":
        mouse_click(qtbot, table, piece_with(table, ("army", int(action[1]), int(action[2]))))
    elif kind == "war":
        army = piece_with(table, ("army", TUTORIAL.human, 0))
        mouse_drag(qtbot, table, army.sceneBoundingRect().center(), centre(f"seat:{action[1]}").area.center())
    elif kind == "send":
        army = piece_with(table, ("army", TUTORIAL.human, int(action[1])))
        mouse_drag(qtbot, table, army.sceneBoundingRect().center(), centre("war").area.center())
    else:  # pragma: no cover - the tutorial asks for nothing else
        raise AssertionError(action)
    QApplication.processEvents()


def drive(qtbot: Any, window: Any, until: str | None = None, limit: int = 600) -> list[str]:
    """Follow the tutorial panel: do what it asks on the table, press Next when it waits for that.
    Stops at the end, or when step ``until`` is the one to do next. Returns the results shown."""
    results: list[str] = []
    for _ in range(limit):
        screen = window.game_screen
        assert isinstance(screen, TutorialScreen)
        controller: TutorialController = screen.tutorial
        run, table, panel = controller.run, screen.table, screen.panel
        upcoming = run.upcoming(controller.session.state)
        target = run.step.key if not run.done else (None if upcoming is None else run.steps[upcoming].key)
        if run.finished or (until is not None and target == until):
            return results
        settle(qtbot, table)
        if panel.result.isVisible() and panel.result.text() not in results:
            results.append(panel.result.text())
        wanted = controller.wanted()
        if wanted:
            qtbot.waitUntil(lambda table=table: marked(table), timeout=1000)  # the move is shown on the table
            before = (run.index, len(controller.session.record.steps))
            gesture(qtbot, table, wanted[0])
            assert (run.index, len(controller.session.record.steps)) != before, f"{wanted[0]} did nothing"
        elif run.done and panel.next_button.isEnabled():
            click(qtbot, panel.next_button)
        else:
            qtbot.wait(15)  # the computer players are moving
    raise AssertionError(f"the tutorial did not finish: stuck at {window.game_screen.tutorial.run.step.key}")


def open_from_start(qtbot: Any, window: Any) -> TutorialScreen:
    window.start.select_game("heroes")
    click(qtbot, window.start.tutorial_button)
    screen = window.game_screen
    assert isinstance(screen, TutorialScreen)
    return screen


def next_step(screen: TutorialScreen) -> str | None:
    """The key of the step the learner is to do next (None at the end)."""
    run = screen.tutorial.run
    if not run.done:
        return run.step.key
    upcoming = run.upcoming(screen.tutorial.session.state)
    return None if upcoming is None else run.steps[upcoming].key


# --- the tests -----------------------------------------------------------------------------------------------
def open_in(qtbot: Any, make_window: Any, lang: str) -> tuple[Any, TutorialScreen]:
    """The heroes tutorial opened from the start screen in ``lang`` at 1280x800, at its first step."""
    window = make_window(games=["heroes"], language=lang)
    window.set_language(lang)
    window.resize(1280, 800)
    screen = open_from_start(qtbot, window)
    assert screen.panel.title.text() == TUTORIAL.steps[0].title[lang]
    return window, screen


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_whole_tutorial_through_the_ui(qtbot: Any, make_window: Any, lang: str) -> None:
    window, screen = open_in(qtbot, make_window, lang)
    run = screen.tutorial.run
    assert str(run.count) in screen.panel.heading.text()
    results = drive(qtbot, window)
    assert run.finished
    state = screen.controller.session.state
    assert state.cities[0] == 2 and state.monument[0] == 2 and 0 * 8 + 1 in state.roads
    assert any(name in text for text in results for name in TUTORIAL.names[lang])  # results name the players
    assert screen.panel.title.text() == TUTORIAL.steps[-1].title[lang]
    assert not screen.panel.next_button.isVisible()
    # the game is the learner's now: Continue picks it up, and every move is allowed again
    assert screen.autosave_enabled
    assert screen.tutorial.run.permits(state, 0, ("trade_done",))


def test_leaving_and_coming_back_continues_at_the_same_step(qtbot: Any, make_window: Any) -> None:
    window = make_window(games=["heroes"])
    screen = open_from_start(qtbot, window)
    drive(qtbot, window, until="monument")
    run = screen.tutorial.run
    where = (run.step.key, run.done, screen.controller.session.state_hash())
    click(qtbot, screen.panel.leave_button)
    assert window.game_screen is None and window.stack.currentWidget() is window.start
    assert progress_path("heroes").exists()

    again = open_from_start(qtbot, window)
    run = again.tutorial.run
    assert (run.step.key, run.done, again.controller.session.state_hash()) == where
    assert again.panel.title.text() == TUTORIAL.steps[run.index].title["en"]
    drive(qtbot, window, until="tax")  # the steps go on from there (the whole tutorial: the slow test above)
    assert next_step(again) == "tax" and not again.tutorial.run.finished


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_tutorial_begins_in_the_chosen_language_and_its_first_steps_are_done_by_hand(qtbot: Any, make_window: Any,
                                                                                         lang: str) -> None:
    """The per-commit variant of the whole tutorial: its first steps, up to the first city."""
    window, screen = open_in(qtbot, make_window, lang)
    run = screen.tutorial.run
    drive(qtbot, window, until="end_build")
    assert next_step(screen) == "end_build"
    assert screen.controller.session.state.cities[0] == 2  # the city of step "city" was built by a drag
    assert screen.panel.title.text() == TUTORIAL.steps[run.index].title[lang]


def test_a_move_off_the_script_is_held_back_with_a_note(qtbot: Any, make_window: Any) -> None:
    window = make_window(games=["heroes"])
    screen = open_from_start(qtbot, window)
    drive(qtbot, window, until="city")
    controller = screen.tutorial
    before = controller.session.state_hash()
    click(qtbot, button(screen.table, "tax"))  # legal, but the step asks for a city
    assert controller.session.state_hash() == before
    assert screen.panel.note.isVisible()
    assert "Build a city" in screen.panel.note.text()
    assert "Build a city" in screen.status_line.text()
    # an illegal move still gets the engine's own reason
    reason = controller.why_not(0, ("build", "road", 0, 1))
    assert reason is not None and reason.code != "tutorial.held"


def test_language_switch_rerenders_the_step(qtbot: Any, make_window: Any) -> None:
    window = make_window(games=["heroes"])
    screen = open_from_start(qtbot, window)
    drive(qtbot, window, until="city")
    step = screen.tutorial.run.step
    assert screen.panel.body.text().startswith(step.text["en"][:20])
    window.set_language("ru")
    assert screen.panel.title.text() == step.title["ru"]
    assert screen.panel.body.text().startswith(step.text["ru"][:20])
    assert screen.controller.player_names()[1] == TUTORIAL.names["ru"][1]
    assert "Обучение" in screen.panel.heading.text() or "Tutorial" in screen.panel.heading.text()


def test_start_over_begins_a_fresh_tutorial(qtbot: Any, make_window: Any) -> None:
    window = make_window(games=["heroes"])
    screen = open_from_start(qtbot, window)
    drive(qtbot, window, until="city")
    click(qtbot, screen.panel.restart_button)
    fresh = window.game_screen
    assert isinstance(fresh, TutorialScreen) and fresh is not screen
    assert fresh.tutorial.run.index == 0
    assert fresh.controller.session.state.round == 0 and fresh.controller.session.state.cities[0] == 1


def test_an_unreadable_progress_file_starts_the_tutorial_afresh(qtbot: Any, make_window: Any) -> None:
    path = progress_path("heroes")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "civitas-tutorial", "run": ', encoding="utf-8")
    window = make_window(games=["heroes"])
    screen = open_from_start(qtbot, window)
    assert screen.tutorial.run.index == 0
    assert screen.controller.session.state.round == 0


def test_a_long_rules_link_wraps_and_a_new_step_shows_its_title_at_the_top(qtbot: Any, make_window: Any) -> None:
    window = make_window(games=["heroes"])
    window.resize(1280, 800)
    screen = open_from_start(qtbot, window)
    panel = screen.panel
    narrow = panel.minimumSizeHint().width()
    long_title = "Rules: " + "a very long section title of the rules " * 6
    panel.rules_link.setText(f'<a href="section:x">{long_title}</a>')
    panel.rules_link.show()
    assert panel.rules_link.wordWrap()
    assert panel.minimumSizeHint().width() <= narrow + 2  # it wraps; the panel does not widen
    bar = panel.texts.verticalScrollBar()
    panel.texts.resize(panel.texts.width(), 60)  # a short window: the texts scroll
    bar.setRange(0, 200)
    bar.setValue(150)
    drive(qtbot, window, until="trade_done")
    assert bar.value() == 0


def test_h_and_ctrl_z_in_the_tutorial_say_why_there_is_no_hint_or_undo(qtbot: Any, make_window: Any) -> None:
    window = make_window(games=["heroes"])
    screen = open_from_start(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    assert not screen.undo_button.isVisible() and not screen.hint_button.isVisible()
    qtbot.keyClick(screen.table, Qt.Key.Key_H)
    assert "panel on the right" in screen.status_line.text()
    qtbot.keyClick(screen.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "no undo in the tutorial" in screen.status_line.text()
