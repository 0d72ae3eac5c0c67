"""Hot-seat privacy from the first move: a new hot-seat game opens on the pass screen, so the first
person's hand stays hidden until that person confirms they are at the screen."""

from __future__ import annotations

from shell_helpers import click, tiny_setup

from civitas.engine.registry import register
from civitas.games.heroes.table import HeroesTable
from civitas.ui.new_game_dialog import NewGameSetup


def test_a_new_hot_seat_game_hides_the_first_hand_until_its_player_confirms(qtbot, make_window):
    register("heroes", "civitas.games.heroes.package")
    window = make_window(games=["heroes"])
    players = [{"name": "Anna", "ai": ""}, {"name": "Boris", "ai": ""}, {"name": "Clio", "ai": "easy"}]
    screen = window.start_game(NewGameSetup("heroes", {"players": 3}, 5, players))
    controller = window.controller
    assert screen.passing()
    assert screen.pass_screen.isVisible() and not screen.table.isVisible()
    assert "Anna" in screen.pass_screen.heading.text()  # the fair opens: Anna is the first to trade
    qtbot.wait(50)  # nothing uncovers the table by itself (the computer seat may trade meanwhile)
    assert screen.passing() and not screen.table.isVisible()
    click(qtbot, screen.pass_screen.button)
    table = screen.table
    assert isinstance(table, HeroesTable) and table.isVisible()
    assert controller.viewer_seat == 0
    shown = sorted(p.payload[1] for p in table.scene.pieces_in("hand"))
    assert shown == sorted(controller.session.state.hands[0])


def test_when_a_computer_moves_first_the_table_still_opens_hidden(qtbot, make_window):
    window = make_window()
    screen = window.start_game(tiny_setup("easy", "", "", seed=3))
    assert screen.passing() and not screen.table.isVisible()
    assert screen.pass_screen.seat in window.controller.humans
