"""Whatever is drawn over the table keeps every click from the pieces under it, and the battle report
lasts as long as its moment: it closes at the next phase change or on a click, and stands where it
covers neither the hand nor the toasts.

Clicks are real: a mouse press and release on the view's viewport at the overlay's place."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from heroes_fixtures import controller_for, plain_step, session_at
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsRectItem
from table_helpers import centre, view_point
from test_heroes_table import give_hand, hand_card

from civitas.engine.session import Session
from civitas.games.heroes.cards import GRAIN, IRON, STONE, WOOD
from civitas.games.heroes.table import HeroesTable, war
from civitas.games.heroes.table.war import MIN_SCALE
from civitas.ui.table.anim import Animator
from civitas.ui.table.banner import LabelItem
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.scene import TableScene
from civitas.ui.table.tokens import TokenItem
from civitas.ui.table.view import TableView

SEVEN = [IRON, IRON, WOOD, WOOD, GRAIN, GRAIN, STONE]  # two over the hand limit, no special card


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.05)


def open_table(qtbot, controller, size: tuple[int, int] = (1280, 800)) -> HeroesTable:
    table = HeroesTable(controller)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    qtbot.wait(30)
    return table


def press_release(qtbot, view: TableView, at: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    """A real click: press, then release, at the scene point ``at`` of the view's viewport."""
    point = view_point(view, at)
    qtbot.mousePress(view.viewport(), button, Qt.KeyboardModifier.NoModifier, point)
    qtbot.mouseRelease(view.viewport(), button, Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()


def right_click(view: TableView, at: QPointF) -> None:
    point = view_point(view, at)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, view.viewport().mapToGlobal(point))
    QApplication.sendEvent(view.viewport(), event)
    QApplication.processEvents()


def put_over(item: QGraphicsItem, piece: PieceItem) -> QPointF:
    """Move ``item`` so that it covers the middle of ``piece``; the point to click."""
    target = centre(piece)
    box = item.sceneBoundingRect()
    item.setPos(item.pos() + target - box.center())
    assert item.sceneBoundingRect().contains(target)
    return target


def fingerprint(session: Session) -> tuple[int, str]:
    return len(session.record.steps), session.state_hash()


def war_events(attacker: int, defender: int, duels: int) -> list:
    from civitas.engine.events import Event

    duel = {"seat": attacker, "defender_seat": defender, "a_die": 4, "a_bonus": 2, "d_die": 3, "d_bonus": 1,
            "a_general": True, "d_general": False, "a_hero": False, "d_hero": False, "result": "@result.attacker"}
    return (
        [Event("war", {"seat": attacker, "defender_seat": defender, "goal": "@goal.plunder", "n": duels,
                       "generals": 1})]
        + [Event("duel", dict(duel)) for _ in range(duels)]
        + [Event("battle_result", {"seat": attacker, "defender_seat": defender, "winners": duels}),
           Event("plunder", {"seat": attacker, "defender_seat": defender, "n": 2})]
    )


# --- every kind of overlay, over a card the viewer must discard ---------------------------------------------
def battle_report(table: HeroesTable) -> QGraphicsItem:
    table.animate_events(war_events(1, 0, 1))
    assert table.battle is not None
    return table.battle


def toast(table: HeroesTable) -> QGraphicsItem:
    table.toasts.show("Bob builds a city")
    return table.toasts.items[-1]


def banner(table: HeroesTable) -> QGraphicsItem:
    label = LabelItem(QRectF(0, 0, 360, 64), "Last turn!", "Bob claims five cities")
    label.setZValue(8_000)  # over the table (the banner of whose turn it is stands on the felt, as decor)
    return table.scene.add_overlay(label)


def enlarged_card(table: HeroesTable) -> QGraphicsItem:
    table.scene.zoom.show_now(hand_card(table, WOOD))
    assert table.scene.zoom.item is not None
    return table.scene.zoom.item


def any_item(table: HeroesTable) -> QGraphicsItem:
    """Something drawn over the table that knows nothing about the mouse (a plain rectangle)."""
    item = QGraphicsRectItem(QRectF(0, 0, 200, 120))
    item.setZValue(500)
    return table.scene.add_overlay(item)


OVERLAYS: dict[str, Callable[[HeroesTable], QGraphicsItem]] = {
    "battle report": battle_report,
    "toast": toast,
    "banner": banner,
    "enlarged card": enlarged_card,
    "any item": any_item,
}


def discard_table(qtbot) -> tuple[Session, HeroesTable]:
    session = session_at(2, 9)
    give_hand(session, 0, list(SEVEN))
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    assert controller.try_act(0, ("skip",)) is None
    assert session.state.phase == "discard" and len(session.state.hands[0]) == 7
    qtbot.wait(30)
    return session, table


@pytest.mark.parametrize("kind", list(OVERLAYS))
def test_a_click_on_an_overlay_never_discards_the_card_under_it(qtbot, kind):
    session, table = discard_table(qtbot)
    card = hand_card(table, STONE)
    overlay = OVERLAYS[kind](table)
    at = put_over(overlay, card)
    assert card.sceneBoundingRect().contains(at) and overlay.zValue() > card.zValue()  # drawn over the card
    before = fingerprint(session)
    press_release(qtbot, table.view, at)
    assert fingerprint(session) == before
    assert STONE in session.state.hands[0]
    if kind == "battle report":
        assert table.battle is None and overlay.scene() is None  # "click to close" closes it
    if kind == "toast":
        assert overlay not in table.toasts.items and overlay.scene() is None  # a click dismisses a toast
    assert not card.hasFocus()  # not even the keyboard focus went to the card under it
    # the same click with nothing over the card discards it: the overlay was all that stopped it
    if overlay.scene() is not None:
        overlay.scene().removeItem(overlay)
    press_release(qtbot, table.view, centre(hand_card(table, STONE)))
    assert STONE not in session.state.hands[0] and len(session.record.steps) == before[0] + 1


@pytest.mark.parametrize("kind", ["battle report", "toast", "banner"])
def test_a_right_click_on_an_overlay_opens_no_menu_of_the_card_under_it(qtbot, kind):
    session, table = discard_table(qtbot)
    card = hand_card(table, STONE)
    at = put_over(OVERLAYS[kind](table), card)
    right_click(table.view, at)
    assert table.menu is None
    for item in table.scene.items(at):
        if item.topLevelItem() is not card and item.zValue() >= 0:
            item.topLevelItem().setVisible(False)
    right_click(table.view, at)
    assert table.menu is not None  # the card's own menu, once nothing covers it
    table.menu.close()


def test_a_card_under_a_toast_shows_no_tooltip_through_it(qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    session, table = discard_table(qtbot)
    card = hand_card(table, STONE)
    card.setToolTip("Stone: a resource")
    at = put_over(toast(table), card)
    viewport = table.view.viewport()
    point = view_point(table.view, at)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    QApplication.processEvents()
    assert QToolTip.text() != "Stone: a resource"


def test_a_press_on_a_card_released_on_an_overlay_that_came_meanwhile_discards_nothing(qtbot):
    session, table = discard_table(qtbot)
    card = hand_card(table, STONE)
    at = centre(card)
    before = fingerprint(session)
    point = view_point(table.view, at)
    qtbot.mousePress(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    put_over(toast(table), card)
    qtbot.mouseRelease(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert fingerprint(session) == before


def two_armies(session: Session) -> None:
    """Seat 0 gets two plain armies at home (from the supply)."""
    state = session.state
    state.supply[0] -= 2 - len(state.armies[0])
    state.armies[0] = [0, 0]


def war_send_table(qtbot) -> tuple[Session, HeroesTable]:
    """Seat 0 has declared a war on seat 1 and chooses the armies to send (a click sends one)."""
    session = session_at(2, 5)
    state = session.state
    two_armies(session)
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    assert controller.try_act(0, ("war", 1)) is None
    assert controller.try_act(0, ("goal", "plunder")) is None
    assert state.phase == "war_send"
    qtbot.wait(30)
    return session, table


@pytest.mark.parametrize("kind", ["battle report", "toast", "banner", "any item"])
def test_a_click_on_an_overlay_never_sends_the_army_under_it(qtbot, kind):
    session, table = war_send_table(qtbot)
    army = next(p for p in table.scene.pieces if isinstance(p, TokenItem) and p.payload == ("army", 0, 0))
    overlay = OVERLAYS[kind](table)
    at = put_over(overlay, army)
    before = fingerprint(session)
    press_release(qtbot, table.view, at)
    assert fingerprint(session) == before and session.state.war_units == []
    if overlay.scene() is not None:
        overlay.scene().removeItem(overlay)
    army = next(p for p in table.scene.pieces if isinstance(p, TokenItem) and p.payload == ("army", 0, 0))
    press_release(qtbot, table.view, centre(army))
    assert session.state.war_units == [0]  # uncovered, the same click sends it


def test_the_topmost_item_decides_and_the_table_itself_covers_nothing():
    scene = TableScene(None)  # type: ignore[arg-type]  # no host: only hit-testing here
    piece = scene.add_piece(PieceItem("army", "a", size=None), at=QPointF(100, 100))
    piece.setPos(100, 100)
    at = QPointF(110, 110)
    assert scene.piece_at(at) is piece and scene.overlay_at(at) is None
    below = QGraphicsRectItem(QRectF(0, 0, 400, 400))
    below.setZValue(-5)  # decor under the pieces (a road) is the table itself
    scene.add_decor(below)
    assert scene.piece_at(at) is piece and scene.overlay_at(at) is None
    over = QGraphicsRectItem(QRectF(90, 90, 50, 50))
    over.setZValue(1)
    scene.addItem(over)  # anything drawn over the piece
    assert scene.piece_at(at) is None and scene.overlay_at(at) is over
    scene.removeItem(over)
    scene.add_decor(over)  # the same, as part of the table: it hides the piece, but covers no area
    assert scene.piece_at(at) is None and scene.overlay_at(at) is None


# --- the battle report's moment and place --------------------------------------------------------------------
def fight(session: Session, controller) -> None:
    """Seat 0 sends two armies to its war on seat 1; seat 1 answers plainly until the battle is over."""
    state = session.state
    game = controller.session.game
    for code in (0, 0):
        assert controller.try_act(0, ("send", code)) is None
    assert controller.try_act(0, ("go",)) is None
    while state.pending and int(state.pending[-1][1]) == 1:
        assert controller.try_act(1, plain_step(game, state, 1)) is None


def test_a_battle_report_closes_at_the_next_phase_change(qtbot, monkeypatch):
    monkeypatch.setattr(war, "LIFE_MS", 600_000)  # only the phase change can close it here
    session = session_at(2, 5)
    state = session.state
    give_hand(session, 0, list(SEVEN))
    two_armies(session)
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    assert controller.try_act(0, ("war", 1)) is None
    assert controller.try_act(0, ("goal", "conquest")) is None  # the hand stays as it is
    fight(session, controller)
    assert state.phase == "discard" and state.current == 0 and len(state.hands[0]) > 6
    battle = table.battle
    assert battle is not None and battle.summary
    qtbot.waitUntil(battle.finished, timeout=5000)
    # the viewer discards one card: the same phase, the report stays
    assert controller.try_act(0, ("discard", state.hands[0][0])) is None
    qtbot.wait(20)
    assert table.battle is battle and battle.scene() is table.scene
    # down to the hand limit: the turn passes, the phase changes, the report goes
    while state.phase == "discard" and state.current == 0:
        assert controller.try_act(0, ("discard", state.hands[0][0])) is None
    assert (state.current, state.phase) != (0, "discard")
    qtbot.waitUntil(lambda: table.battle is None, timeout=3000)
    assert battle.scene() is None


def test_a_report_of_a_battle_the_game_has_moved_past_stays_until_it_was_read(qtbot, monkeypatch):
    monkeypatch.setattr(war, "LIFE_MS", 600_000)
    session = session_at(3, 5)
    table = open_table(qtbot, controller_for(session))
    table.animate_events(war_events(1, 0, 3))
    battle = table.battle
    assert battle is not None and not battle.finished()
    session.state.phase = "build"  # the game goes on at once (the next tribe's turn)
    table.controller.forget_position()  # the state was set by hand: the position read before is stale
    table.rerender()
    assert table.battle is battle  # still rolling: it is not cut short
    qtbot.waitUntil(battle.finished, timeout=5000)
    assert battle.expiring
    qtbot.waitUntil(lambda: table.battle is None, timeout=3000)


def test_a_war_without_duels_still_closes_by_itself(qtbot, monkeypatch):
    from civitas.engine.events import Event

    monkeypatch.setattr(war, "LIFE_MS", 600_000)

    session = session_at(2, 5)
    table = open_table(qtbot, controller_for(session))
    table.animate_events([
        Event("war", {"seat": 1, "defender_seat": 0, "goal": "@goal.plunder", "n": 1, "generals": 0}),
        Event("battle_result", {"seat": 1, "defender_seat": 0, "winners": 1}),
    ])
    battle = table.battle
    assert battle is not None and not battle.rows
    qtbot.waitUntil(lambda: battle.done_at is not None, timeout=2000)
    session.state.phase = "build"
    table.controller.forget_position()  # the state was set by hand: the position read before is stale
    table.rerender()
    qtbot.waitUntil(lambda: table.battle is None, timeout=3000)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("duels", [1, 3, 6])
def test_a_battle_report_covers_neither_the_hand_nor_the_toasts(qtbot, players, duels, size):
    table = open_table(qtbot, controller_for(session_at(players, 5)), size)
    for text in ("Ann builds a city", "Bob trades", "Cleo plays an event"):
        table.toasts.show(text)
    table.animate_events(war_events(1, 0, duels))
    battle = table.battle
    geo = table.geo
    assert battle is not None and geo is not None
    board = battle.sceneBoundingRect()
    hand = table.scene.zone("hand")
    assert hand is not None
    assert not board.intersects(hand.area)
    assert not board.intersects(table.toasts.area())
    assert all(not board.intersects(t.sceneBoundingRect()) for t in table.toasts.items)
    assert table.scene.sceneRect().contains(board)
    if duels <= 3:
        assert battle.scale() >= MIN_SCALE  # readable
    # and it keeps clear of them once the table lays itself out again
    table.resize(size[0] - 200, size[1])
    qtbot.waitUntil(lambda: abs(table.scene.sceneRect().width() - table.built_width) < 1.0, timeout=2000)
    board = battle.sceneBoundingRect()
    assert not board.intersects(table.scene.zone("hand").area) and not board.intersects(table.toasts.area())


@pytest.mark.parametrize("players", [2, 3])
def test_a_short_battle_leaves_the_supply_in_sight_when_there_is_room_beside_it(qtbot, players):
    table = open_table(qtbot, controller_for(session_at(players, 5)))
    table.animate_events(war_events(1, 0, 1))
    battle, geo = table.battle, table.geo
    assert battle is not None and geo is not None
    board = battle.sceneBoundingRect()
    for rect in [*geo.supply, geo.deck, geo.discard, geo.banner]:
        assert not board.intersects(rect)


def test_a_click_anywhere_on_the_report_closes_it(qtbot):
    table = open_table(qtbot, controller_for(session_at(2, 5)))
    table.animate_events(war_events(1, 0, 2))
    battle = table.battle
    assert battle is not None
    corner = battle.mapToScene(QPointF(20, battle.boundingRect().bottom() - 10))
    press_release(qtbot, table.view, corner)
    assert table.battle is None
