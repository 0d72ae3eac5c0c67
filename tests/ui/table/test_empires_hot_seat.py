"""Empires hot-seat: each person's hand and draw pile stay hidden from the others. The game opens on the pass
screen; when the turn goes to the other person the table hides until that person confirms, and then shows only
their own hand and their own draw pile's contents."""

from __future__ import annotations

from typing import Any

from shell_helpers import click

from civitas.engine.registry import register
from civitas.games.empires.state import EmpiresState
from civitas.games.empires.table import EmpiresTable
from civitas.ui.new_game_dialog import NewGameSetup


def hand_on_table(table: EmpiresTable, seat: int) -> list[int]:
    return sorted(int(p.key[5:]) for p in table.scene.pieces if p.zone_id == f"hand:{seat}")


def test_em_hot_seat_each_person_sees_only_their_own_hand_after_the_pass_screen(qtbot: Any, make_window: Any) -> None:
    register("empires", "civitas.games.empires.package")
    window = make_window(games=["empires"])
    players = [{"name": "Anna", "ai": ""}, {"name": "Boris", "ai": ""}]
    screen = window.start_game(NewGameSetup("empires", {"players": 2, "first_player": "1"}, 5, players))
    controller = window.controller
    assert screen.passing() and not screen.table.isVisible()
    click(qtbot, screen.pass_screen.button)
    table = screen.table
    assert isinstance(table, EmpiresTable) and table.isVisible()
    s = controller.session.state
    assert isinstance(s, EmpiresState)
    assert hand_on_table(table, 0) == sorted(s.hand[0]) and hand_on_table(table, 1) == []
    game = controller.game
    for _ in range(200):  # Anna plays on through the table until the turn is Boris's
        s = controller.session.state
        if game.to_move(s)[0] != 0:
            break
        legal = game.legal_actions(s, 0)
        ends = [a for a in legal if a[0] in ("end", "skip", "done")]
        assert table.act(ends[0] if ends else legal[0])
    assert game.to_move(controller.session.state)[0] == 1
    assert screen.passing() and not table.isVisible()  # Anna's cards are covered before Boris sits down
    assert "Boris" in screen.pass_screen.heading.text()
    click(qtbot, screen.pass_screen.button)
    table = screen.table
    assert isinstance(table, EmpiresTable) and table.isVisible() and controller.viewer_seat == 1
    s = controller.session.state
    assert isinstance(s, EmpiresState)
    assert hand_on_table(table, 1) == sorted(s.hand[1]) and hand_on_table(table, 0) == []
    deck = table.scene.zone("deck:1")
    assert deck is not None and table.scene.zone("deck:0") is None  # only the viewer's draw pile is listed
