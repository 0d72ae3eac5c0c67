"""The Empires banner says whose turn it is; while the viewer answers another player's card it says it is the
viewer's answer to that card of that player (not "<other>'s turn (you)"), in both languages."""

from __future__ import annotations

from typing import Any

import pytest
from table_helpers import show
from test_empires_table import advance, make, state

from civitas.ui.table.banner import LabelItem


def headline(table: Any) -> str:
    return next(i.text for i in table.scene.items() if isinstance(i, LabelItem) and "·" in i.text)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_answering_another_players_card_is_named_as_your_answer_to_it(qtbot: Any, lang: str) -> None:
    controller, table = make(2, lang, seed=3)
    answering = lambda s: s.turn != 0 and s.stack.top is not None and s.stack.top.source in s.table  # noqa: E731
    advance(controller, answering, seed=2)
    show(qtbot, table, 1280, 800)
    table.refresh()
    s = state(controller)
    text = headline(table)
    card = controller.catalog[f"card.{s.stack.top.source}"]
    other = table.names()[s.turn]
    assert card in text and other in text
    you, answer = ("(you)", "Your answer") if lang == "en" else ("(вы)", "ваш ответ")
    assert you not in text and answer in text


def test_the_viewers_own_turn_is_still_marked_as_theirs(qtbot: Any) -> None:
    controller, table = make(2, "en")
    show(qtbot, table, 1280, 800)
    assert headline(table).endswith("(you)") and "Ann" in headline(table)
