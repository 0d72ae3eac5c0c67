"""The menus of one's own pieces, opened with a right click or with Enter on a focused piece: their
entries are the moves the engine allows for that piece now, named in words; a piece with no move
gets a disabled entry that says why; picking an entry makes the move."""

from __future__ import annotations

from typing import Any

import pytest
from heroes_fixtures import controller_for, session_at
from player_text import problems
from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu
from table_helpers import centre

from civitas.engine.actions import Action
from civitas.games.heroes.cards import GEN, GRAIN, HERO, IRON, LUCK, STONE, WOOD, special_of
from civitas.games.heroes.rules import payment
from civitas.games.heroes.table import HeroesTable
from civitas.ui.table.anim import Animator
from civitas.ui.table.piece import PieceItem


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.05)


def open_table(qtbot: Any, controller: Any) -> HeroesTable:
    table = HeroesTable(controller)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    return table


def give_hand(session: Any, seat: int, cards: list[int]) -> None:
    """Replace a hand, swapping cards with the deck so every card stays in exactly one place."""
    state = session.state
    pool = state.hands[seat] + state.deck
    for card in cards:
        pool.remove(card)
    state.hands[seat] = list(cards)
    state.deck = pool


def right_click(table: HeroesTable, piece: PieceItem) -> QMenu:
    """A right click on ``piece`` (the context-menu event the window system sends)."""
    view = table.view
    point = view.mapFromScene(centre(piece))
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, view.viewport().mapToGlobal(point))
    table.menu = None
    QApplication.sendEvent(view.viewport(), event)
    assert table.menu is not None, f"no menu for {piece.key}"
    return table.menu


def press_enter(qtbot: Any, table: HeroesTable, payload: tuple[Any, ...]) -> QMenu:
    """Tab onto the piece with ``payload`` and press Enter."""
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow, timeout=2000)
    QApplication.processEvents()
    table.view.setFocus()
    for _ in range(len(table.scene.pieces) + 1):
        if table.scene.focusItem() is piece(table, payload):
            break
        qtbot.keyClick(table.view, Qt.Key.Key_Tab)
    assert table.scene.focusItem() is piece(table, payload), "Tab never reached the piece"
    table.menu = None
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert table.menu is not None, f"Enter opened no menu on {payload}"
    return table.menu


def entries(table: HeroesTable, menu: QMenu) -> dict[Action, Any]:
    """The menu's enabled entries that make a move, by the move (``Choice.action``)."""
    out: dict[Action, Any] = {}
    for entry, choice in zip(menu.actions(), table.menu_choices, strict=True):
        if entry.isEnabled() and choice.action is not None:
            out[choice.action] = entry
    return out


def piece(table: HeroesTable, payload: tuple[Any, ...]) -> PieceItem:
    found = [p for p in table.scene.pieces if p.payload == payload]
    assert found, payload
    return found[0]


def uses_card(state: Any, seat: int, kind: int, action: Action) -> bool:
    """From the rules: a card is used by discarding, swapping or placing it, by a build whose payment
    takes it, and (the hero) by joining the battle."""
    if action[0] in ("discard", "swap", "monument"):
        return action[1] == kind
    if action[0] == "build":
        from civitas.games.heroes.cards import ITEM_IDS

        return kind in payment(state.hands[seat], ITEM_IDS.index(action[1]), int(action[2]))
    return action[0] == "hero" and kind == HERO


def test_right_click_on_a_hand_card_lists_its_legal_moves_and_picking_one_makes_it(qtbot):
    session = session_at(2, 5)
    give_hand(session, 0, [STONE, WOOD, WOOD, IRON, GRAIN, GRAIN])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    state, game = session.state, controller.game
    legal = game.legal_actions(state, 0)
    menu = right_click(table, piece(table, ("card", WOOD)))
    found = entries(table, menu)
    assert set(found) == {a for a in legal if uses_card(state, 0, WOOD, a)}
    assert ("build", "city", 0) in found and all(a[0] == "build" for a in found)
    labels = [e.text() for e in menu.actions()]
    assert "Build a city" in labels
    assert not [p for text in labels for p in problems(text)], labels
    menu.close()
    found[("build", "city", 0)].trigger()
    assert state.cities[0] == 2


def test_enter_on_a_focused_army_opens_its_menu_with_the_wars_it_can_start(qtbot):
    session = session_at(3, 5)
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    state = session.state
    code = state.armies[0][0]
    menu = press_enter(qtbot, table, ("army", 0, code))
    found = entries(table, menu)
    legal = controller.game.legal_actions(state, 0)
    wars = {a for a in legal if a[0] == "war"}
    assert wars and wars <= set(found)
    assert set(found) == wars | {a for a in legal if a[0] == "build" and a[1] == "general" and a[3] == code}
    names = controller.player_names()
    assert f"Attack {names[1]}" in [e.text() for e in menu.actions()]
    menu.close()
    found[("war", 1)].trigger()
    assert state.phase == "war_goal" and state.war is not None and state.war[1] == 1


def test_during_a_war_the_army_menu_sends_that_army(qtbot):
    session = session_at(2, 5)
    controller = controller_for(session)
    state = session.state
    state.armies[0] = [0, GEN]
    table = open_table(qtbot, controller)
    assert table.act(("war", 1)) and table.act(("goal", "plunder"))
    QApplication.processEvents()
    menu = press_enter(qtbot, table, ("army", 0, GEN))
    found = entries(table, menu)
    assert set(found) == {("send", GEN)}
    assert [e.text() for e in menu.actions()] == ["Send the army with a general"]
    menu.close()
    found[("send", GEN)].trigger()
    assert state.war_units == [GEN] and state.armies[0] == [0]


def test_a_piece_without_a_move_gets_a_disabled_entry_that_says_why(qtbot):
    session = session_at(2, 5)
    give_hand(session, 0, [LUCK, STONE])
    controller = controller_for(session)
    state = session.state
    table = open_table(qtbot, controller)
    catalog = controller.catalog
    # Stone alone pays for nothing: the city it is for is refused with the engine's reason
    menu = right_click(table, piece(table, ("card", STONE)))
    [entry] = [e for e in menu.actions() if e.text() != "Show enlarged"]
    assert not entry.isEnabled()
    assert entry.text().startswith("Build a city — ") and "Not enough resources" in entry.text()
    assert entry.toolTip() and entry.toolTip() in entry.text()
    menu.close()
    # Luck waits in the hand until an event strikes: its entry says so
    menu = right_click(table, piece(table, ("card", LUCK)))
    texts = [e.text() for e in menu.actions() if not e.isEnabled()]
    assert texts == [catalog["cardtext.luck"]]
    menu.close()
    # on another player's turn an army says whose turn it is
    controller.set_viewer(1)
    menu = right_click(table, piece(table, ("army", 1, state.armies[1][0])))
    [entry] = menu.actions()
    assert not entry.isEnabled() and entry.text() == "Attack with this army — " + catalog["reason.not_your_turn"]
    menu.close()


def test_the_own_special_card_is_placed_from_its_menu_in_russian(qtbot):
    session = session_at(2, 5, phase="monument")
    own = special_of(session.state.tribe[0])
    give_hand(session, 0, [own, own, STONE])
    controller = controller_for(session, lang="ru")
    table = open_table(qtbot, controller)
    state = session.state
    legal = controller.game.legal_actions(state, 0)
    menu = right_click(table, piece(table, ("card", own)))
    found = entries(table, menu)
    assert set(found) == {a for a in legal if a[0] == "monument"}
    labels = [e.text() for e in menu.actions()]
    assert "Положить в памятник 2 карты" in labels and "Оставить особые карты в руке" in labels
    menu.close()
    found[("monument", own, 2)].trigger()
    assert state.monument[0] == 2


def test_a_card_at_the_fair_opens_the_trading_panel_from_its_menu(qtbot):
    session = session_at(2, 5, phase="trade")
    give_hand(session, 0, [IRON, STONE])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    menu = right_click(table, piece(table, ("card", IRON)))
    [offer] = [e for e in menu.actions() if e.text() == "Offer at the fair…"]
    assert offer.isEnabled()
    menu.close()
    offer.trigger()
    assert table.fair.give.currentData() == IRON
