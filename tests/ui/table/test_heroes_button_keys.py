"""The keys of the table's buttons are written on them ("Build… (B)"), in both languages, and pressing
the key does what the button does, also once a hint has starred the button."""

from __future__ import annotations

from typing import Any

import pytest
from heroes_fixtures import controller_for, session_at
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from civitas.games.heroes.cards import STONE, WOOD
from civitas.games.heroes.table import HeroesTable
from civitas.ui.i18n import install_language
from civitas.ui.table.anim import Animator

BAR_KEYS = {"tax": "T", "build": "B", "war": "W", "skip": "S"}


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.05)


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest, qapp: Any) -> Any:
    install_language(request.param)
    yield request.param
    install_language("en")


def open_table(qtbot: Any, controller: Any) -> HeroesTable:
    table = HeroesTable(controller)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow, timeout=2000)
    QApplication.processEvents()
    return table


def give_hand(session: Any, seat: int, cards: list[int]) -> None:
    """Replace a hand, swapping cards with the deck so every card stays in exactly one place."""
    state = session.state
    pool = state.hands[seat] + state.deck
    for card in cards:
        pool.remove(card)
    state.hands[seat] = list(cards)
    state.deck = pool


def bar_button(table: HeroesTable, key: str) -> Any:
    [button] = [b for b in table.bar_buttons if b.objectName() == key]
    return button


def test_every_bar_button_shows_its_key(qtbot: Any, lang: str) -> None:
    session = session_at(3, 5)
    table = open_table(qtbot, controller_for(session, lang))
    shown = {b.objectName(): b.text() for b in table.bar_buttons}
    assert set(BAR_KEYS) <= set(shown), shown
    for key, letter in BAR_KEYS.items():
        assert shown[key].endswith(f" ({letter})"), shown[key]
        label = shown[key].removesuffix(f" ({letter})")
        assert label and letter not in label.split(), shown[key]  # the label itself is words
    if lang == "ru":
        assert shown["tax"] == "Собрать налоги (T)"
    else:
        assert shown["build"] == "Build… (B)"


def test_pressing_t_collects_taxes_even_with_the_button_starred(qtbot: Any, lang: str) -> None:
    session = session_at(3, 5)
    table = open_table(qtbot, controller_for(session, lang))
    table.hinted = [("tax",)]
    table.apply_hints()
    tax = bar_button(table, "tax")
    assert tax.text().startswith("★") and tax.text().endswith("(T)")
    qtbot.keyClick(table, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: session.record.steps[-1][1] == ("tax",), timeout=2000)  # a key "clicks" the button


def test_pressing_s_skips_the_action(qtbot: Any) -> None:
    session = session_at(3, 5)
    table = open_table(qtbot, controller_for(session))
    qtbot.keyClick(table, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: session.record.steps[-1][1] == ("skip",), timeout=2000)


@pytest.mark.parametrize("key, letter", [("build", Qt.Key.Key_B), ("war", Qt.Key.Key_W)])
def test_b_and_w_open_the_menus_of_their_buttons(qtbot: Any, key: str, letter: Qt.Key) -> None:
    session = session_at(3, 5)
    give_hand(session, 0, [STONE, WOOD, WOOD])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    legal = controller.game.legal_actions(session.state, 0)
    wanted = {a for a in legal if a[0] == ("build" if key == "build" else "war")}
    assert wanted, "the position must allow the move"
    table.menu = None
    qtbot.keyClick(table, letter)
    qtbot.waitUntil(lambda: table.menu is not None, timeout=2000)
    assert table.menu is not None
    assert {c.action for c in table.menu_choices} == wanted
    table.menu.close()


def test_prompt_buttons_show_their_keys_too(qtbot: Any) -> None:
    session = session_at(3, 5)
    give_hand(session, 0, [STONE, WOOD, WOOD])
    session.act(0, ("build", "city", 0))
    assert session.state.phase == "build"
    table = open_table(qtbot, controller_for(session))
    [end] = [b for b in table.prompt_button_list if b.objectName() == "end_build"]
    assert end.text().endswith(" (E)")
    qtbot.keyClick(table, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: session.record.steps[-1][1] == ("end_build",), timeout=2000)
