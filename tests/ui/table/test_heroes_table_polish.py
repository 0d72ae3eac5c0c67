"""What a player sees: roads stay off the centre, toasts fade away, the battle board leaves the piles in
sight and its summary reads as sentences."""

from __future__ import annotations

import pytest
from heroes_fixtures import controller_for, session_at
from PySide6.QtCore import QLineF, QRectF

from civitas.engine.events import Event
from civitas.games.heroes.table import HeroesTable, sentence
from civitas.games.heroes.table.layout import layout, road_ends
from civitas.games.heroes.table.road import RoadItem
from civitas.ui.table.anim import Animator


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.05)


def open_table(qtbot, controller, size=(1280, 800)) -> HeroesTable:
    table = HeroesTable(controller)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    qtbot.wait(30)
    return table


def crosses(line: QLineF, rect: QRectF) -> bool:
    """Whether a road (as wide as it is drawn) touches ``rect``."""
    band = QRectF(line.p1(), line.p2()).normalized().adjusted(-9, -9, 9, 9)
    return band.intersects(rect)


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("width", [1400.0, 1800.0, 2560.0])
def test_roads_from_the_top_to_the_bottom_run_down_a_lane(players, width):
    geo = layout(width, players - 1)
    bottom = geo.own.united(geo.hand)
    middle = [geo.banner, geo.deck, geo.discard, *geo.supply, geo.toasts]
    for upper in geo.others:
        a, b = road_ends(upper, bottom, geo.lanes)
        line = QLineF(a, b)
        assert line.length() > 150  # it does cross the table
        assert not any(crosses(line, rect) for rect in middle)
        assert a.x() in geo.lanes


def test_roads_on_a_three_player_table_leave_the_centre_alone(qtbot):
    session = session_at(3, 5)
    session.state.roads = [(0 << 3) | 1, (1 << 3) | 2, (2 << 3) | 0]
    table = open_table(qtbot, controller_for(session))
    geo = table.geo
    assert geo is not None
    roads = [item for item in table.scene.items() if isinstance(item, RoadItem)]
    assert len(roads) == 3
    for road in roads:
        assert not road.sceneBoundingRect().adjusted(9, 9, -9, -9).intersects(geo.centre)


def test_toasts_fade_away_after_a_few_seconds(qtbot):
    table = open_table(qtbot, controller_for(session_at(2, 5)))
    table.toasts.show("Trade: Ann gives iron, gets wood")
    [toast] = table.toasts.items
    table.rerender()  # the table's own animations stop on a re-render; the fade goes on
    assert toast in table.toasts.items and toast.opacity() == 1.0
    qtbot.waitUntil(lambda: not table.toasts.items, timeout=10000)
    assert toast.scene() is None and toast.opacity() < 1.0  # faded out, then taken off the table


def war(attacker: int, defender: int, duels: int) -> list[Event]:
    duel = {"seat": attacker, "defender_seat": defender, "a_die": 4, "a_bonus": 2, "d_die": 3, "d_bonus": 1,
            "a_general": True, "d_general": False, "a_hero": False, "d_hero": False, "result": "@result.attacker"}
    return (
        [Event("war", {"seat": attacker, "defender_seat": defender, "goal": "@goal.plunder", "n": duels,
                       "generals": 1})]
        + [Event("duel", dict(duel)) for _ in range(duels)]
        + [Event("battle_result", {"seat": attacker, "defender_seat": defender, "winners": duels}),
           Event("plunder", {"seat": attacker, "defender_seat": defender, "n": 2})]
    )


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_battle_board_leaves_the_deck_and_the_discard_pile_in_sight(qtbot, players):
    """(Where it stands against the hand and the toasts: tests/ui/table/test_overlays.py.)"""
    table = open_table(qtbot, controller_for(session_at(players, 5)))
    table.animate_events(war(1, 0, 3))
    battle = table.battle
    assert battle is not None and table.geo is not None
    board = battle.sceneBoundingRect()
    for rect in [table.geo.deck, table.geo.discard]:
        assert not board.intersects(rect)
    assert battle.scale() >= 0.85
    lines = battle.summary.split("\n")
    assert len(lines) == 2 and all(line.endswith(".") for line in lines)


def test_a_summary_line_becomes_a_sentence():
    assert sentence("Bob plunders 2 cards") == "Bob plunders 2 cards."
    assert sentence("Bob wins!") == "Bob wins!"
    assert sentence("") == ""


def test_a_toast_too_long_for_one_line_shrinks_before_it_is_cut(qtbot):
    table = open_table(qtbot, controller_for(session_at(3, 5)))
    table.toasts.show("Trade: Anna gives «Bricks» and gets «Marble» from Computer 2 " * 2)
    [toast] = table.toasts.items
    assert toast.min_size and toast.min_size < toast.size
    assert table.geo is not None and toast.sceneBoundingRect().left() > table.geo.inplay.right()


def test_the_fair_says_when_the_others_have_passed_and_when_nobody_else_can_post(qtbot):
    from civitas.games.heroes.cards import IRON, OFFERS_PER_FAIR, STONE, WOOD

    session = session_at(3, 13, phase="trade")
    state = session.state
    controller = controller_for(session)
    table = open_table(qtbot, controller)

    def note() -> str:
        from PySide6.QtWidgets import QApplication

        QApplication.processEvents()  # the panel's new rows show once the event loop has run
        found = [w for w in table.fair.findChildren(type(table.fair.title), "fairAlone") if w.isVisible()]
        return found[-1].text() if found else ""

    assert note() == ""
    for seat in (1, 2):
        if state.trading[seat]:
            assert controller.try_act(seat, ("trade_done",)) is None
    assert state.phase == "trade" and state.trading[0]
    assert "a new offer asks them again" in note()
    state.posts[1] = state.posts[2] = OFFERS_PER_FAIR
    table.refresh()
    assert "only the open offers can still trade" in note()
    give = state.hands[0][0]  # and an offer in the form that nobody could take is flagged
    want = next(k for k in (IRON, STONE, WOOD) if k != give and (give, k) not in [o[3:1:-1] for o in state.offers])
    table.fair.give.setCurrentIndex(table.fair.give.findData(give))
    table.fair.want.setCurrentIndex(table.fair.want.findData(want))
    assert table.fair.no_taker.isVisibleTo(table.fair)


def test_the_banner_says_a_decision_is_the_viewers_own(qtbot):
    from civitas.games.heroes.cards import QUAKE
    from civitas.ui.table.banner import LabelItem

    session = session_at(2, 5)
    state = session.state
    (state.deck if QUAKE in state.deck else state.discard).remove(QUAKE)
    state.table.append(QUAKE)
    state.pending.append(("quake", 0))
    table = open_table(qtbot, controller_for(session))
    [banner] = [i for i in table.scene.items() if isinstance(i, LabelItem) and i.size == 24]
    assert "your decision" in banner.sub and "waiting for" not in banner.sub


def test_no_action_buttons_while_another_tribe_plays(qtbot):
    session = session_at(2, 5, seat=1)
    controller = controller_for(session, humans={0})
    controller.set_viewer(0)
    table = open_table(qtbot, controller)
    assert session.state.current == 1 and session.state.phase == "action"
    assert not table.bar_buttons


def test_the_battle_board_moves_with_the_table_when_it_narrows(qtbot):
    table = open_table(qtbot, controller_for(session_at(3, 5)))
    table.animate_events(war(1, 0, 1))
    battle = table.battle
    assert battle is not None
    table.resize(1000, 800)
    qtbot.waitUntil(lambda: abs(table.scene.sceneRect().width() - table.built_width) < 1.0, timeout=2000)
    qtbot.wait(20)
    assert table.battle is battle
    assert table.scene.sceneRect().contains(battle.sceneBoundingRect())
    geo = table.geo
    assert geo is not None
    board = battle.sceneBoundingRect()
    assert geo.centre.left() <= board.left() and board.right() <= geo.centre.right()
    assert not board.intersects(geo.hand) and not board.intersects(table.toasts.area())


def test_the_fair_never_suggests_a_card_for_its_own_kind(qtbot):
    from test_heroes_table import give_hand

    from civitas.games.heroes.cards import IRON, WOOD

    session = session_at(2, 13, phase="trade")
    give_hand(session, 0, [IRON, WOOD])
    table = open_table(qtbot, controller_for(session))
    assert table.fair.give.currentData() == IRON
    assert table.fair.want.currentData() not in (None, IRON)


def test_many_answers_share_the_prompt_line_with_a_more_menu(qtbot):
    from test_heroes_table import give_hand

    session = session_at(3, 9)
    give_hand(session, 0, [0, 1, 2, 3, 4, 6, 7, 16])
    controller = controller_for(session)
    table = open_table(qtbot, controller, size=(990, 740))
    controller.try_act(0, ("skip",))
    assert session.state.phase == "discard"
    names = [b.objectName() for b in table.prompt_button_list]
    assert names[-1] == "more" and 1 <= len(names) - 1 < 8
    assert len(table.prompt_choices) + len(table.prompt_overflow) == 8
    assert table.width() <= 990  # the answers never widen the table
    table.prompt_button_list[-1].click()
    menu = table.menu
    assert menu is not None and len(menu.actions()) == len(table.prompt_overflow)
    last = menu.actions()[-1]
    menu.close()
    last.trigger()
    assert 16 not in session.state.hands[0]  # the last answer, Olympic games, discarded from the menu
