"""The Empires banner says whose turn it is; while the viewer answers another player's card it says it is the
viewer's answer to that player's card, the card named on its second line (not "<other>'s turn (you)"), whole,
in both languages."""

from __future__ import annotations

from typing import Any

import pytest
from table_helpers import show
from test_empires_table import advance, make, state

from civitas.ui.table.banner import LabelItem
from civitas.ui.table.fit import scene_elisions


def banner(table: Any) -> LabelItem:
    return next(i for i in table.scene.items() if isinstance(i, LabelItem) and "·" in i.text)


def headline(table: Any) -> str:
    return banner(table).text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_answering_another_players_card_is_named_as_your_answer_to_it(qtbot: Any, lang: str) -> None:
    controller, table = make(2, lang, seed=3)
    answering = lambda s: s.turn != 0 and s.stack.top is not None and s.stack.top.source in s.table  # noqa: E731
    advance(controller, answering, seed=2)
    show(qtbot, table, 990, 760)  # the table's part of a 1280x800 window
    table.refresh()
    s = state(controller)
    text, sub = headline(table), banner(table).sub
    card = controller.catalog[f"card.{s.stack.top.source}"]
    other = table.names()[s.turn]
    assert other in text and sub.startswith((card, f"«{card}»"))
    table.grab()
    assert scene_elisions(table.scene) == []  # the banner holds it whole
    you, answer = ("(you)", "Your answer") if lang == "en" else ("(вы)", "ваш ответ")
    assert you not in text and answer in text


def test_the_viewers_own_turn_is_still_marked_as_theirs(qtbot: Any) -> None:
    controller, table = make(2, "en")
    show(qtbot, table, 1280, 800)
    assert headline(table).endswith("(you)") and "Ann" in headline(table)
