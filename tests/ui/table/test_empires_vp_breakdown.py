"""The own VP chip of the Empires table tells its breakdown (engine.ratings): hovering "N VP" lists the
progress tokens and every card that gives or costs points, by name, in the table's language, and the listed
parts add up to the N shown."""

from __future__ import annotations

import random
from typing import Any

import pytest
from table_helpers import open_table

from civitas.engine.registry import get_game, register
from civitas.games.empires.scoring import VP
from civitas.games.empires.state import EmpiresState
from civitas.games.empires.table import EmpiresTable, create_table
from civitas.games.empires.table.pieces import ChipsItem
from civitas.ui.i18n import install_language


@pytest.fixture(autouse=True)
def english_after() -> Any:
    yield
    install_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_vp_chip_lists_the_parts_of_the_points_by_name_and_they_add_up(qtbot: Any, lang: str) -> None:
    register("empires", "civitas.games.empires.package")
    game = get_game("empires")
    install_language(lang)
    controller, table = open_table(game, {"players": 2}, 5, ["Ann", "Bob"], lang, None, create_table)
    assert isinstance(table, EmpiresTable)
    rng = random.Random(3)
    for _ in range(60):  # some cards bought and played
        s = controller.session.state
        movers = game.to_move(s)
        legal = game.legal_actions(s, movers[0])
        controller.session.act(movers[0], legal[rng.randrange(len(legal))])
    table.refresh()
    s = controller.session.state
    assert isinstance(s, EmpiresState)
    total = VP.value(game.view(s, 0), 0)
    own = [c for item in table.scene.items() if isinstance(item, ChipsItem) for c in item.chips
           if c.text.endswith(("VP", "ПО")) and c.text.split()[0] == str(total)]  # fmt: skip
    assert len(own) == 1, [c.text for item in table.scene.items() if isinstance(item, ChipsItem) for c in item.chips]
    lines = own[0].tip.split("\n")[1:]
    catalog = game.catalog(lang)
    assert lines and sum(int(line.rsplit(": ", 1)[1]) for line in lines) == total
    assert lines[0].strip().startswith(catalog["res.progress"])
    assert not any("card." in line or "res." in line or "rating." in line for line in lines)
