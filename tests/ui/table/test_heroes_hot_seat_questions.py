"""Hot-seat: a famine asks every player in turn from the drawer, whatever they hold, so each person
gets the table (behind a pass screen) to answer, and the drawer gets it back afterwards."""

from __future__ import annotations

import pytest
from heroes_fixtures import heroes_game
from table_helpers import click

from civitas.engine.session import Session
from civitas.games.heroes.cards import FAMINE, LUCK
from civitas.games.heroes.table import HeroesTable
from civitas.ui.table.anim import Animator


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def famine_next(players: list[dict[str, str]], seed: int = 3) -> Session:
    """A game at its first fair with a famine on top of the deck and no luck in anybody's hand: once
    everyone is done trading, the first player draws it."""
    game = heroes_game()
    session = Session.new(game, {"players": len(players)}, seed, players)
    state = session.state
    for hand in state.hands:
        while LUCK in hand:
            hand.remove(LUCK)
            state.deck.insert(0, LUCK)
    state.deck.remove(FAMINE) if FAMINE in state.deck else state.discard.remove(FAMINE)
    state.deck.append(FAMINE)
    for seat in range(state.n):
        assert session.act(seat, ("trade_done",)) is not None
    assert state.pending == [("luck_famine", state.current, state.current)]
    return session


def test_a_famine_in_hot_seat_hands_the_table_to_every_person_in_turn(qtbot, make_window):
    heroes_game()
    window = make_window(["heroes"])
    players = [{"name": name, "color": "", "ai": ""} for name in ("Anna", "Boris", "Clio")]
    session = famine_next(players)
    drawer = session.state.current
    screen = window.open_session(session)
    controller = screen.controller
    if screen.passing():
        click(qtbot, screen.pass_screen.button)
    assert controller.viewer_seat == drawer
    passes: list[int] = []
    answered: list[int] = []
    for _ in range(20):
        state = session.state
        if not state.pending:
            break
        if screen.passing():
            passes.append(int(screen.pass_screen.seat))
            click(qtbot, screen.pass_screen.button)
            continue
        table = screen.table
        assert isinstance(table, HeroesTable)
        seat = controller.viewer_seat
        assert seat is not None and state.pending[-1][1] == seat
        assert [b.objectName() for b in table.prompt_button_list] == ["respond_none"]
        answered.append(seat)
        click(qtbot, table.prompt_button_list[0])
    order = [(drawer + k) % 3 for k in range(3)]
    assert answered == order
    assert passes == order[1:]  # one pass screen for each other person asked...
    assert screen.passing() and screen.pass_screen.seat == drawer  # ...and one to give the drawer back the turn
    click(qtbot, screen.pass_screen.button)
    assert controller.viewer_seat == drawer and session.state.phase == "action"
