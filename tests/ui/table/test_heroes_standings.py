"""The standings strip: a chip per tribe with its cities and monument out of five, its armies and its
cards in hand, in its colour, following every change, clear of the hand, the zones and the toasts."""

from __future__ import annotations

import pytest
from heroes_fixtures import controller_for, session_at
from test_heroes_table_polish import open_table

from civitas.games.heroes.cards import IRON, WOOD
from civitas.ui.i18n import install_language


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_standings_show_every_tribe_and_cover_nothing(qtbot, players, lang):
    install_language(lang)
    try:
        session = session_at(players, 5)
        state = session.state
        state.cities[1] = 3
        state.monument[1] = 2
        state.armies[1] = [0, 0, 0, 0]
        table = open_table(qtbot, controller_for(session, lang))
        chips = table.standing_chips
        assert [c.standing.seat for c in chips] == list(range(players))
        bob = chips[1].standing
        assert (bob.cities, bob.monument, bob.armies, bob.cards) == (3, 2, 4, len(state.hands[1]))
        assert [text for _, text in bob.numbers()] == ["3/5", "2/5", "4", str(len(state.hands[1]))]
        assert bob.colour == table.colour(1)
        tip = chips[1].toolTip()
        assert "3" in tip and "2" in tip and table.names()[1] in tip
        table.toasts.show("A toast")
        table.grab()
        covered = [z.area for z in table.scene.zones] + [t.sceneBoundingRect() for t in table.toasts.items]
        covered.append(table.toasts.area())
        for chip in chips:
            rect = chip.sceneBoundingRect().adjusted(1, 1, -1, -1)
            assert table.scene.sceneRect().contains(rect)
            assert not any(rect.intersects(other) for other in covered)
            assert chip.elided == []
    finally:
        install_language("en")


def test_the_standings_follow_a_change(qtbot):
    session = session_at(2, 5)
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    before = table.standing_chips[0].standing.cards
    state = session.state
    state.hands[0] = state.hands[0] + [IRON, WOOD]
    table.refresh()  # the state was set by hand: refresh forgets the position read before
    assert table.standing_chips[0].standing.cards == before + 2
