"""Details of the Age of Heroes screen a newcomer trips over: H asks for a hint even with the focus in
the fair's drop-down, the five monument places stay inside their frame in a narrow window, and a long
trade toast wraps rather than being cut with '…'."""

from __future__ import annotations

from typing import Any

import pytest
from heroes_fixtures import controller_for, session_at
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from civitas.ui.ai_runner import AiRunner
from civitas.ui.game_screen import GameScreen
from civitas.ui.table.anim import Animator


@pytest.fixture(autouse=True)
def quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.05)
    monkeypatch.setattr(AiRunner, "use_worker", False)


def open_screen(qtbot: Any, session: Any, size: tuple[int, int] = (1280, 800)) -> GameScreen:
    screen = GameScreen(controller_for(session, "en"), ai_delay_ms=60_000)
    screen.autosave_enabled = False
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


@pytest.mark.parametrize("box", ["give", "want"])
def test_h_asks_for_a_hint_with_the_focus_in_the_fairs_drop_down(qtbot: Any, box: str) -> None:
    screen = open_screen(qtbot, session_at(3, 4, phase="trade"))
    table: Any = screen.table
    assert table.fair.isVisible()
    combo = getattr(table.fair, box)
    combo.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is combo)
    before = combo.currentIndex()
    pressed: list[int] = []
    screen.shortcuts["H"].activated.connect(lambda: pressed.append(1))
    screen.show_status("")
    qtbot.keyClick(combo, Qt.Key.Key_H)
    assert pressed == [1]
    assert screen.status_line.text()  # the hint, or why there is none now
    assert combo.currentIndex() == before  # the key did not pick an item of the list


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_five_monument_places_stay_inside_their_frame(qtbot: Any, size: tuple[int, int]) -> None:
    screen = open_screen(qtbot, session_at(3, 4), size)
    monument = screen.table.scene.zone("monument")
    assert monument is not None and len(monument.slots) == 5
    assert all(monument.area.contains(slot) for slot in monument.slots)


def test_a_long_trade_toast_wraps_instead_of_being_cut(qtbot: Any) -> None:
    screen = open_screen(qtbot, session_at(6, 4), (1024, 700))
    table: Any = screen.table
    table.toasts.show("Trade: Ann gives Iron, Wood and Stone and gets Grain and Gold from Bob the Builder")
    screen.grab()
    assert [item.elided for item in table.toasts.items] == [[]]


def test_a_hint_with_a_war_plan_reads_as_one_sentence(qtbot: Any) -> None:
    from civitas.ai.hints import Hint, HintMove
    from civitas.games.heroes import GAME

    session = session_at(3, 4)
    screen = open_screen(qtbot, session)
    state = session.state
    target = next(a[1] for a in GAME.legal_actions(state, 0) if a[0] == "war")
    code = state.armies[0][0]
    hint = Hint(0, [HintMove(("war", target), 0.6, 100, "hint.generic", {})], [],
                [("goal", "plunder"), ("send", code), ("go",)])
    screen._hint_asked = True
    screen.runner.hint_ready.emit(0, hint)
    text = screen.status_line.text()
    name = screen.controller.player_names()[target]
    assert f"Hint: Attack {name} (goal: plunder) with 1 army." in text, text
    assert ", then" not in text
