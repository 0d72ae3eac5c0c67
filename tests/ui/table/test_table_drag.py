"""The table framework, driven with real mouse events on the demo table of the tiny game."""

from __future__ import annotations

import pytest
from table_helpers import centre, drag
from tiny_table import make_tiny

from civitas.ui.table.anim import Animator
from civitas.ui.table.card_item import CACHE, CardItem


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.2)


def show(qtbot, table):
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    qtbot.wait(30)  # the first relayout for the window size runs from the event loop


def hand_cards(table) -> list[CardItem]:
    return [p for p in table.scene.pieces_in("hand") if isinstance(p, CardItem)]


def test_drop_on_a_legal_target_performs_the_action(qtbot):
    controller, table = make_tiny()
    show(qtbot, table)
    controller.try_act(0, ("pace", 0))
    controller.try_act(1, ("pace", 0))
    card = hand_cards(table)[0]
    value = card.payload
    target = table.scene.zone("score:0")
    assert target is not None
    drag(qtbot, table.view, centre(card), target.area.center())
    state = controller.session.state
    assert state.scores[0] == value
    assert len(state.hands[0]) == 1
    assert len(hand_cards(table)) == 1
    # the played card left the hand; the re-render keeps the table consistent with the state
    assert controller.session.record.steps[-1] == (0, ("play", value))


def test_illegal_drop_slides_back_and_says_why(qtbot):
    controller, table = make_tiny()
    show(qtbot, table)
    messages: list[str] = []
    table.status.connect(messages.append)
    card = hand_cards(table)[0]
    home = card.home
    target = table.scene.zone("score:0")
    assert target is not None
    before = controller.session.state_hash()
    drag(qtbot, table.view, centre(card), target.area.center())
    assert controller.session.state_hash() == before  # the pace phase: playing is not legal yet
    expected = controller.reason_text(controller.why_not(0, ("play", card.payload)))
    assert messages == [expected]
    qtbot.waitUntil(lambda: not table.scene.animator.busy(), timeout=2000)
    assert (card.pos() - home).manhattanLength() < 0.5


def test_drop_on_a_zone_with_no_meaning_is_refused(qtbot):
    controller, table = make_tiny()
    show(qtbot, table)
    controller.try_act(0, ("pace", 0))
    controller.try_act(1, ("pace", 0))
    messages: list[str] = []
    table.status.connect(messages.append)
    card = hand_cards(table)[0]
    other = table.scene.zone("score:1")
    assert other is not None
    drag(qtbot, table.view, centre(card), other.area.center())
    assert len(controller.session.record.steps) == 2
    assert messages and messages[0]


def test_a_click_is_not_a_drag(qtbot):
    controller, table = make_tiny()
    show(qtbot, table)
    card = hand_cards(table)[0]
    drag(qtbot, table.view, centre(card), centre(card), steps=1)
    assert table.selected is card
    assert len(controller.session.record.steps) == 0


def test_prompt_and_bar_buttons_act_without_dragging(qtbot):
    controller, table = make_tiny()
    show(qtbot, table)
    assert table.prompt_frame.isVisible()
    [slow, _fast] = table.prompt_button_list
    slow.click()
    assert controller.session.state.pace[0] == 0


def test_language_switch_re_renders_card_names(qtbot):
    controller, table = make_tiny(lang="en")
    show(qtbot, table)
    assert all(c.face.title.startswith("Card") for c in hand_cards(table))
    controller.set_language("ru")
    assert all(c.face.title.startswith("Карта") for c in hand_cards(table))


def test_pixmap_cache_reuses_renders(qtbot):
    controller, table = make_tiny()
    show(qtbot, table)
    table.grab()
    hits = CACHE.hits
    table.grab()
    assert CACHE.hits > hits


def test_view_keeps_aspect_and_widens_the_scene(qtbot):
    controller, table = make_tiny()
    show(qtbot, table)
    narrow = table.scene.sceneRect().width()
    table.resize(1920, 1080)
    qtbot.wait(10)
    assert table.scene.sceneRect().width() > narrow


def test_changes_during_a_drag_wait_for_its_end(qtbot):
    from PySide6.QtCore import Qt
    from table_helpers import view_point

    controller, table = make_tiny()
    show(qtbot, table)
    card = hand_cards(table)[0]
    viewport = table.view.viewport()
    start = view_point(table.view, centre(card))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    qtbot.mouseMove(viewport, start + type(start)(40, -60))
    qtbot.mouseMove(viewport, start + type(start)(80, -120))
    assert table.scene.drag.dragging()
    controller.try_act(1, ("pace", 1))  # another seat acts meanwhile
    assert card.scene() is table.scene  # the dragged card was not rebuilt away
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + type(start)(80, -120))
    assert table.deferred is None
    assert not table.prompt_frame.property("waiting") or controller.session.state.pace[0] is None


def test_a_refused_drop_is_announced_once_to_the_game_screen(qtbot):
    controller, table = make_tiny()
    show(qtbot, table)
    refused = []
    controller.illegal.connect(refused.append)
    card = hand_cards(table)[0]
    drag(qtbot, table.view, centre(card), table.scene.zone("score:0").area.center())
    assert len(refused) == 1
    table.act(("play", 99))
    assert len(refused) == 2
