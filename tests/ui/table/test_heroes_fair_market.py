"""The fair as a market on screen: a person sees what every computer player offers and whether it
is still deciding, and a new offer gets an answer from the computers before the fair ends; in
hot-seat every person sees the others' offers before anyone's "done" ends the fair."""

from __future__ import annotations

from typing import Any

import pytest
from heroes_fixtures import heroes_game
from PySide6.QtWidgets import QApplication, QLabel
from table_helpers import click

from civitas.engine.session import Session
from civitas.games.heroes.cards import GRAIN, IMMEDIATE, IRON, STONE, WOOD
from civitas.games.heroes.table import HeroesTable
from civitas.ui.table.anim import Animator


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def set_hand(state: Any, seat: int, cards: list[int]) -> None:
    """Give ``seat`` exactly ``cards`` (its old cards go back into the deck), keeping every card once."""
    state.deck[:0] = state.hands[seat]
    state.hands[seat] = []
    for card in cards:
        state.deck.remove(card)
        state.hands[seat].append(card)


def first_fair(players: list[dict[str, str]], seed: int = 5) -> Session:
    game = heroes_game()
    session = Session.new(game, {"players": len(players)}, seed, players)
    state = session.state
    assert state.phase == "trade" and not state.pending
    state.deck = [c for c in state.deck if c in IMMEDIATE] + [c for c in state.deck if c not in IMMEDIATE]
    return session


def panel_texts(table: HeroesTable) -> dict[str, str]:
    """The named labels the fair panel shows now (older ones are hidden until Qt deletes them)."""
    QApplication.processEvents()  # new rows show once the event loop has run
    labels = table.fair.findChildren(QLabel)
    return {label.objectName(): label.text() for label in labels if label.objectName() and label.isVisible()}


def test_a_person_sees_the_computers_offers_and_a_new_offer_is_answered_before_the_fair_ends(qtbot, make_window):
    heroes_game()
    window = make_window(["heroes"], worker=True)
    players = [{"name": "Anna"}] + [{"name": name, "ai": "easy"} for name in ("Bob", "Cleo", "Dan")]
    session = first_fair(players)
    state = session.state
    set_hand(state, 0, [IRON, STONE])
    set_hand(state, 1, [WOOD, WOOD, WOOD, GRAIN, GRAIN])  # an iron would buy Bob an army at once
    set_hand(state, 2, [STONE, STONE])
    set_hand(state, 3, [GRAIN])
    assert isinstance(session.act(2, ("offer", STONE, GRAIN)), list)
    assert isinstance(session.act(3, ("offer", GRAIN, IRON)), list)
    for seat in (1, 2, 3):
        assert isinstance(session.act(seat, ("trade_done",)), list)
    cleo_offer, dan_offer = (o[0] for o in state.offers)
    screen = window.open_session(session)
    controller = screen.controller
    table = screen.table
    assert isinstance(table, HeroesTable)
    qtbot.waitUntil(lambda: table.fair.isVisible())

    # every rival has a line with its state, and its open offers
    texts = panel_texts(table)
    assert "Bob" in texts["rival1"] and "passes for now" in texts["rival1"]
    assert "Cleo" in texts["rival2"] and "Dan" in texts["rival3"]
    assert "Stone" in texts[f"offer{cleo_offer}"] and "Grain" in texts[f"offer{cleo_offer}"]
    assert "Iron" in texts[f"offer{dan_offer}"]
    assert "passed for now" in texts["fairAlone"]

    # a new offer brings the computers back, and Bob takes it while the fair goes on
    table.fair.give.setCurrentIndex(table.fair.give.findData(IRON))
    table.fair.want.setCurrentIndex(table.fair.want.findData(WOOD))
    click(qtbot, table.fair.post)
    assert set(controller.to_move()) >= {1, 2, 3}
    qtbot.waitUntil(lambda: WOOD in state.hands[0], timeout=20_000)
    assert state.phase == "trade" and state.trading[0]
    assert IRON in state.hands[1]
    qtbot.waitUntil(lambda: controller.to_move() == (0,), timeout=20_000)  # the computers have all answered
    assert "rival1" in panel_texts(table)

    # the fair ends only when the person says done after the last new offer
    for _ in range(10):
        if state.phase != "trade":
            break
        click(qtbot, table.fair.done)
        qtbot.waitUntil(lambda: state.phase != "trade" or 0 in controller.to_move(), timeout=20_000)
    assert state.phase != "trade"


def test_in_hot_seat_every_person_sees_the_others_offers_before_the_fair_ends(qtbot, make_window):
    heroes_game()
    window = make_window(["heroes"])
    players = [{"name": "Anna"}, {"name": "Boris"}]
    session = first_fair(players)
    state = session.state
    set_hand(state, 0, [IRON, STONE])
    set_hand(state, 1, [WOOD, GRAIN])
    screen = window.open_session(session)
    controller = screen.controller

    def take_screen() -> HeroesTable:
        if screen.passing():
            click(qtbot, screen.pass_screen.button)
        table = screen.table
        assert isinstance(table, HeroesTable)
        return table

    def post(table: HeroesTable, give: int, want: int) -> None:
        table.fair.give.setCurrentIndex(table.fair.give.findData(give))
        table.fair.want.setCurrentIndex(table.fair.want.findData(want))
        click(qtbot, table.fair.post)

    table = take_screen()
    assert controller.viewer_seat == 0
    post(table, IRON, GRAIN)
    click(qtbot, table.fair.done)  # the first person is done before the second has seen anything
    assert state.phase == "trade"
    table = take_screen()
    assert controller.viewer_seat == 1
    seen = panel_texts(table)
    assert any(name.startswith("offer") for name in seen)  # the first person's offer is on show
    post(table, WOOD, STONE)
    click(qtbot, table.fair.done)
    assert state.phase == "trade"  # the second person's new offer calls the first one back
    table = take_screen()
    assert controller.viewer_seat == 0
    assert sum(name.startswith("offer") for name in panel_texts(table)) == 1
    click(qtbot, table.fair.done)
    assert state.phase != "trade"
