"""The Age of Heroes table driven like a player: drags with real mouse events, buttons, keys."""

from __future__ import annotations

import pytest
from heroes_fixtures import controller_for, session_at
from PySide6.QtCore import Qt
from table_helpers import centre, drag

from civitas.games.heroes.cards import GOLD, GRAIN, HERO, IRON, KIND_IDS, OLYMPICS, STONE, WOOD, special_of
from civitas.games.heroes.table import HeroesTable
from civitas.ui.table.anim import Animator
from civitas.ui.table.card_item import CardItem


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.05)


def open_table(qtbot, controller) -> HeroesTable:
    table = HeroesTable(controller)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    qtbot.wait(30)
    return table


def give_hand(session, seat: int, cards: list[int]) -> None:
    """Replace a hand, swapping cards with the deck so that every card stays in exactly one place."""
    state = session.state
    pool = state.hands[seat] + state.deck
    for card in cards:
        pool.remove(card)
    state.hands[seat] = list(cards)
    state.deck = pool


def hand_card(table: HeroesTable, kind: int) -> CardItem:
    for piece in table.scene.pieces_in("hand"):
        if isinstance(piece, CardItem) and piece.payload == ("card", kind):
            return piece
    raise AssertionError(f"no {KIND_IDS[kind]} in hand")


def test_drag_resources_onto_a_building_builds_it(qtbot):
    session = session_at(2, 5)
    give_hand(session, 0, [STONE, WOOD, WOOD])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    cities = session.state.cities[0]
    supply = session.state.supply[1]
    drag(qtbot, table.view, centre(hand_card(table, STONE)), table.scene.zone("supply:1").area.center())
    assert session.state.cities[0] == cities + 1
    assert session.state.supply[1] == supply - 1
    assert session.state.hands[0] == []
    assert len([p for p in table.scene.pieces if p.key.startswith("city:0:")]) == cities + 1


def test_illegal_build_slides_back_and_says_why(qtbot):
    session = session_at(2, 5)
    give_hand(session, 0, [IRON, GRAIN])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    messages: list[str] = []
    table.status.connect(messages.append)
    card = hand_card(table, IRON)
    home = card.home
    before = session.state_hash()
    drag(qtbot, table.view, centre(card), table.scene.zone("supply:0").area.center())  # an army needs 2 grain
    assert session.state_hash() == before
    assert messages and messages[-1] == controller.reason_text(controller.why_not(0, ("build", "army", 0)))
    assert "reason." not in messages[-1]
    qtbot.waitUntil(lambda: not table.scene.animator.busy(), timeout=2000)
    assert (card.pos() - home).manhattanLength() < 0.5


def test_special_resources_go_onto_the_monument(qtbot):
    session = session_at(2, 8)
    own = special_of(session.state.tribe[0])
    give_hand(session, 0, [own, own, IRON])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    controller.try_act(0, ("skip",))
    assert session.state.phase == "monument"
    drag(qtbot, table.view, centre(hand_card(table, own)), table.scene.zone("monument").area.center())
    assert session.state.monument[0] == 2
    assert own not in session.state.hands[0] and IRON in session.state.hands[0]


def test_discard_by_dragging_when_over_the_hand_limit(qtbot):
    session = session_at(2, 9)
    give_hand(session, 0, [IRON, IRON, WOOD, WOOD, GRAIN, GRAIN, STONE])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    controller.try_act(0, ("skip",))
    assert session.state.phase == "discard"
    assert table.prompt_label.text()
    drag(qtbot, table.view, centre(hand_card(table, STONE)), table.scene.zone("discard").area.center())
    assert STONE not in session.state.hands[0]
    assert session.state.discard[-1] == STONE
    # the other one by its prompt button
    [button] = [b for b in table.prompt_button_list if b.objectName() == f"discard{IRON}"]
    button.click()
    assert len(session.state.hands[0]) == 5


def test_language_switch_re_renders_card_names(qtbot):
    session = session_at(2, 5)
    give_hand(session, 0, [STONE, WOOD, GOLD])
    controller = controller_for(session, "en")
    table = open_table(qtbot, controller)
    assert hand_card(table, WOOD).face.title == "Wood"
    controller.set_language("ru")
    assert hand_card(table, WOOD).face.title == "Дерево"
    tile = table.scene.piece("supply:1")
    assert isinstance(tile, CardItem) and tile.face.title == "Город"


def test_trading_with_another_seat_through_the_fair_panel(qtbot):
    session = session_at(2, 13, phase="trade")
    give_hand(session, 0, [IRON, WOOD])
    give_hand(session, 1, [STONE, GRAIN])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    assert table.fair.isVisible()
    assert controller.try_act(1, ("offer", STONE, IRON)) is None  # the other seat posts an offer
    offer_id = session.state.offers[-1][0]
    accept = table.fair.findChild(type(table.fair.post), f"accept{offer_id}")
    assert accept is not None and accept.isEnabled()
    accept.click()
    assert sorted(session.state.hands[0]) == sorted([WOOD, STONE])
    assert sorted(session.state.hands[1]) == sorted([GRAIN, IRON])


def test_posting_an_offer_from_the_panel(qtbot):
    session = session_at(2, 13, phase="trade")
    give_hand(session, 0, [IRON, WOOD])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    table.fair.give.setCurrentIndex(table.fair.give.findData(WOOD))
    table.fair.want.setCurrentIndex(table.fair.want.findData(GOLD))
    table.fair.post.click()
    assert (0, WOOD, GOLD) in [(o[1], o[2], o[3]) for o in session.state.offers]


def test_war_with_dice(qtbot):
    session = session_at(2, 21)
    state = session.state
    state.armies[0] = [0, 0]
    state.supply[0] -= 1
    give_hand(session, 1, [IRON])  # no olympic games or hero: asked all the same, "none" is all it can say
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    army = next(p for p in table.scene.pieces if p.key == "army:0:0")
    drag(qtbot, table.view, centre(army), table.scene.zone("seat:1").area.center())
    assert state.phase == "war_goal"
    goal = next(b for b in table.prompt_button_list if b.objectName() == "goal_plunder")
    goal.click()
    assert state.phase == "war_send"
    army = next(p for p in table.scene.pieces if p.key.startswith("army:0:"))
    drag(qtbot, table.view, centre(army), table.scene.zone("war").area.center())
    assert len(state.war_units) == 1
    send = next(b for b in table.prompt_button_list if b.objectName() == "send")
    send.click()
    go = next(b for b in table.prompt_button_list if b.objectName() == "go")
    go.click()
    assert state.pending == [("defend", 1)] and controller.game.legal_actions(state, 1) == [("respond", "none")]
    assert controller.try_act(1, ("respond", "none")) is None
    assert state.war is None
    battle = table.battle
    assert battle is not None and battle.rows
    qtbot.waitUntil(battle.finished, timeout=5000)
    for row, (a_die, d_die) in zip(battle.rows, battle.dice, strict=True):
        assert a_die.face == row.a_die and d_die.face == row.d_die
    assert battle.summary


def test_defender_answers_with_a_prompt(qtbot):
    session = session_at(2, 21, seat=1)
    state = session.state
    give_hand(session, 0, [OLYMPICS, HERO])
    controller = controller_for(session, humans={0, 1})
    controller.set_viewer(0)
    table = open_table(qtbot, controller)
    assert controller.try_act(1, ("war", 0)) is None
    controller.try_act(1, ("goal", "conquest"))
    controller.try_act(1, ("send", state.armies[1][0]))
    controller.try_act(1, ("go",))
    assert state.pending and state.pending[-1][0] == "defend"
    keys = [b.objectName() for b in table.prompt_button_list]
    assert "defend_olympics" in keys and "defend_none" in keys
    next(b for b in table.prompt_button_list if b.objectName() == "defend_olympics").click()
    assert not state.pending and state.war is None


def test_a_defender_with_two_heroes_plays_both_from_the_prompt(qtbot):
    session = session_at(2, 21, seat=1)
    state = session.state
    for pile in (state.discard, state.hands[1]):  # both heroes where give_hand can find them
        while HERO in pile:
            pile.remove(HERO)
            state.deck.append(HERO)
    give_hand(session, 0, [HERO, HERO])
    controller = controller_for(session, humans={0, 1})
    controller.set_viewer(0)
    table = open_table(qtbot, controller)
    controller.try_act(1, ("war", 0))
    controller.try_act(1, ("goal", "conquest"))
    controller.try_act(1, ("send", state.armies[1][0]))
    controller.try_act(1, ("go",))

    def click(key: str) -> None:
        next(b for b in table.prompt_button_list if b.objectName() == key).click()
        qtbot.wait(10)

    click("defend_hero_army")
    assert state.pending == [("defend", 0)] and state.hands[0] == [HERO]
    assert "Heroes in your defence: 1" in table.prompt_label.text()
    click("defend_hero_army")
    assert [b.objectName() for b in table.prompt_button_list] == ["defend_none"]
    assert "Heroes in your defence: 2" in table.prompt_label.text()
    click("defend_none")
    assert not state.pending and state.war is None and state.discard.count(HERO) >= 2


def test_every_action_without_dragging_keyboard_menu(qtbot):
    session = session_at(2, 5)
    give_hand(session, 0, [STONE, WOOD, WOOD])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    table.view.setFocus()
    card = hand_card(table, STONE)
    card.setFocus()
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Return)
    menu = table.menu
    assert menu is not None
    labels = [a.text() for a in menu.actions()]
    build = next(a for a in menu.actions() if a.text() == "Build a city")
    menu.close()
    build.trigger()
    assert session.state.cities[0] >= 2, labels


def test_tax_from_the_action_bar(qtbot):
    session = session_at(2, 5)
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    size = len(session.state.hands[0])
    tax = next(b for b in table.bar_buttons if b.objectName() == "tax")
    tax.click()
    assert session.state.phase != "action"
    assert len(session.state.hands[0]) + session.state.discard.count(0) >= size


def test_a_hint_is_shown_on_the_table(qtbot):
    from civitas.ai.hints import Hint, HintMove

    session = session_at(2, 5)
    give_hand(session, 0, [STONE, WOOD, WOOD])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    best = ("build", "city", 0)
    hint = Hint(0, [HintMove(best, 0.6, 100, "hint.generic"), HintMove(("tax",), 0.4, 50, "hint.generic")])
    controller.hint_ready.emit(0, hint)
    tile = table.scene.piece("supply:1")
    assert tile is not None and tile.hint_rank == 1
    tax = next(b for b in table.bar_buttons if b.objectName() == "tax")
    assert tax.text().startswith("☆")


def test_hover_zooms_a_card(qtbot):
    session = session_at(2, 5)
    give_hand(session, 0, [STONE, WOOD])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    card = hand_card(table, WOOD)
    qtbot.mouseMove(table.view.viewport(), table.view.mapFromScene(centre(card)))
    qtbot.waitUntil(lambda: table.scene.zoom.item is not None, timeout=3000)
    assert table.scene.zoom.item.face.title == "Wood"
    assert table.scene.zoom.item.face.text


def put_event_on_table(session, kind: int, pending: tuple) -> None:
    state = session.state
    state.deck.remove(kind)
    state.table.append(kind)
    state.pending.append(pending)


def test_earthquake_target_chosen_by_clicking_an_army(qtbot):
    from civitas.games.heroes.cards import BLOCKED, LUCK, QUAKE

    session = session_at(2, 5)
    state = session.state
    if LUCK in state.hands[1]:
        give_hand(session, 1, [IRON])
    put_event_on_table(session, QUAKE, ("quake", 0))
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    assert "quake" in [b.objectName()[:5] for b in table.prompt_button_list]
    target = next(p for p in table.scene.pieces if p.key == "army:1:0")
    drag(qtbot, table.view, centre(target), centre(target), steps=1)  # a click
    assert state.pending == [("luck_quake", 1, 0, 0)]  # the victim is asked, luck or not
    assert controller.try_act(1, ("respond", "none")) is None
    assert state.armies[1][0] & BLOCKED
    assert not state.pending
    army = next(p for p in table.scene.pieces if p.key == "army:1:0")
    assert "quake" in army.marks


def test_a_victim_without_luck_is_asked_with_one_button_to_let_it_happen(qtbot):
    from civitas.games.heroes.cards import BLOCKED, QUAKE

    session = session_at(2, 5)
    state = session.state
    give_hand(session, 1, [IRON])
    put_event_on_table(session, QUAKE, ("quake", 0))
    controller = controller_for(session, humans={0, 1})
    table = open_table(qtbot, controller)
    assert controller.try_act(0, ("quake", 1, 0)) is None
    controller.set_viewer(1)
    assert [b.objectName() for b in table.prompt_button_list] == ["respond_none"]
    assert table.prompt_button_list[0].text() == "Let it happen"
    assert "You have no card to answer with." in table.prompt_label.text()
    table.prompt_button_list[0].click()
    assert not state.pending and state.armies[1][0] & BLOCKED


def test_a_victim_with_luck_is_not_told_it_has_nothing(qtbot):
    from civitas.games.heroes.cards import ERUPTION, LUCK

    session = session_at(2, 5)
    state = session.state
    give_hand(session, 1, [LUCK])
    put_event_on_table(session, ERUPTION, ("erupt", 0))
    controller = controller_for(session, humans={0, 1})
    table = open_table(qtbot, controller)
    assert controller.try_act(0, ("erupt", 1)) is None
    controller.set_viewer(1)
    assert [b.objectName() for b in table.prompt_button_list] == ["respond_luck", "respond_none"]
    assert "no card" not in table.prompt_label.text()
    table.prompt_button_list[0].click()
    assert not state.pending and state.cities[1] == 1


def test_a_defender_without_olympics_or_hero_is_asked_with_one_button(qtbot):
    session = session_at(2, 21, seat=1)
    state = session.state
    give_hand(session, 0, [IRON, STONE])
    controller = controller_for(session, humans={0, 1})
    controller.set_viewer(0)
    table = open_table(qtbot, controller)
    controller.try_act(1, ("war", 0))
    controller.try_act(1, ("goal", "conquest"))
    controller.try_act(1, ("send", state.armies[1][0]))
    controller.try_act(1, ("go",))
    assert state.pending == [("defend", 0)]
    assert [b.objectName() for b in table.prompt_button_list] == ["defend_none"]
    assert table.prompt_button_list[0].text() == "Fight as we are"
    assert "You have no card to answer with." in table.prompt_label.text()
    table.prompt_button_list[0].click()
    assert not state.pending and state.war is None


def test_road_consent_prompt_for_the_neighbour(qtbot):
    session = session_at(2, 5, seat=1)
    state = session.state
    give_hand(session, 1, [STONE, STONE])
    controller = controller_for(session, humans={0, 1})
    controller.set_viewer(0)
    table = open_table(qtbot, controller)
    assert controller.try_act(1, ("build", "road", 0, 0)) is None
    assert state.pending and state.pending[-1][0] == "consent"
    assert "Bob" in table.prompt_label.text()
    next(b for b in table.prompt_button_list if b.objectName() == "consent_yes").click()
    assert state.roads == [1]
    assert any(type(item).__name__ == "RoadItem" for item in table.scene.items())


def test_not_your_turn_is_explained(qtbot):
    session = session_at(2, 5, seat=1)
    give_hand(session, 0, [STONE, WOOD, WOOD])
    controller = controller_for(session, humans={0, 1})
    controller.set_viewer(0)
    table = open_table(qtbot, controller)
    messages: list[str] = []
    table.status.connect(messages.append)
    drag(qtbot, table.view, centre(hand_card(table, STONE)), table.scene.zone("supply:1").area.center())
    assert session.state.cities[0] == 1
    assert messages and messages[-1] == controller.reason_text(controller.why_not(0, ("build", "city", 0)))


def test_hot_seat_viewer_change_shows_the_other_hand(qtbot):
    session = session_at(2, 5)
    give_hand(session, 0, [STONE, WOOD])
    give_hand(session, 1, [IRON, GOLD, GRAIN])
    controller = controller_for(session, humans={0, 1})
    table = open_table(qtbot, controller)
    assert {p.payload for p in table.scene.pieces_in("hand")} == {("card", STONE), ("card", WOOD)}
    controller.set_viewer(1)
    assert {p.payload for p in table.scene.pieces_in("hand")} == {("card", IRON), ("card", GOLD), ("card", GRAIN)}
    backs = [p for p in table.scene.pieces if p.payload == ("back", 0)]
    assert len(backs) == 2 and all(isinstance(p, CardItem) and p.face.back for p in backs)


def test_tab_moves_the_focus_between_pieces(qtbot):
    session = session_at(2, 5)
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    table.view.setFocus()
    first = table.view.move_focus(1)
    second = table.view.move_focus(1)
    assert first is not None and second is not None and first is not second
    assert table.scene.focusItem() is second


def test_paid_cards_fly_to_the_discard_pile(qtbot):
    session = session_at(2, 5)
    give_hand(session, 0, [STONE, WOOD, WOOD, IRON])
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    Animator.scale = 1.0
    assert controller.try_act(0, ("build", "city", 0)) is None
    ghosts = [o for o in table.scene.overlays if isinstance(o, CardItem) and o.key.endswith("#ghost")]
    assert len(ghosts) == 2  # the third paid card is the new top of the discard pile, sliding there itself
    qtbot.waitUntil(lambda: not any(isinstance(o, CardItem) for o in table.scene.overlays), timeout=3000)
    assert [p.payload for p in table.scene.pieces_in("hand")] == [("card", IRON)]


@pytest.mark.parametrize("steps", [pytest.param(30, id="30-steps"),
                                   pytest.param(160, id="160-steps", marks=pytest.mark.slow)])
def test_a_random_game_renders_every_step_without_errors(qtbot, steps):
    import random

    from heroes_fixtures import heroes_game

    game = heroes_game()
    session = session_at(4, 3, phase="trade")
    controller = controller_for(session, humans={0, 1, 2, 3})
    table = open_table(qtbot, controller)
    rng = random.Random(3)
    for _ in range(steps):
        movers = game.to_move(session.state)
        if not movers:
            break
        seat = rng.choice(movers)
        controller.set_viewer(seat)
        actions = game.legal_actions(session.state, seat)
        wanted = [a for a in actions if a[0] in ("build", "war", "goal", "send", "go", "monument")]
        action = rng.choice(wanted) if wanted and rng.random() < 0.6 else rng.choice(actions)
        assert controller.try_act(seat, action) is None
        assert table.scene.zone("hand") is not None
        prompt = table.prompt()
        if seat in game.to_move(session.state) and game.legal_actions(session.state, seat):
            assert prompt is not None or table.bar_buttons or session.state.phase == "action"
    qtbot.wait(50)


def test_an_observer_sees_no_hand(qtbot):
    session = session_at(3, 5)
    controller = controller_for(session, humans=set())
    assert controller.viewer_seat is None
    table = open_table(qtbot, controller)
    hand = table.scene.pieces_in("hand")
    assert hand and all(isinstance(p, CardItem) and p.face.back and not p.draggable for p in hand)
    assert not table.bar_buttons


def test_each_war_gets_its_own_battle_board(qtbot):
    from civitas.engine.events import Event

    session = session_at(3, 5)
    controller = controller_for(session)
    table = open_table(qtbot, controller)

    def war(attacker: int, defender: int) -> list[Event]:
        duel = {"seat": attacker, "defender_seat": defender, "a_die": 4, "a_bonus": 2, "d_die": 3, "d_bonus": 1,
                "a_general": True, "d_general": False, "a_hero": False, "d_hero": False,
                "result": "@result.attacker"}
        return [
            Event("war", {"seat": attacker, "defender_seat": defender, "goal": "@goal.plunder", "n": 1,
                          "generals": 1}),
            Event("duel", duel),
            Event("battle_result", {"seat": attacker, "defender_seat": defender, "winners": 1}),
        ]

    table.animate_events(war(1, 2))
    first = table.battle
    assert first is not None and "Bob" in first.title and len(first.rows) == 1 and first.summary
    assert not table.toasts.items  # the war's lines are on the board, not in toasts
    table.animate_events(war(2, 0))
    second = table.battle
    assert second is not None and second is not first and "Cleo" in second.title and len(second.rows) == 1
    assert first.scene() is None
    assert second.rows[0].a_note  # "general +2"


def test_tab_leaves_the_table_after_the_last_piece(qtbot):
    session = session_at(2, 5)
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    table.view.setFocus()
    order = table.view.focus_order()
    order[-1].setFocus()
    assert table.view.focusNextPrevChild(True)
    assert table.scene.focusItem() is None or not table.view.hasFocus()
