"""The controller computes a position once for the viewer (view, legal actions, decision) and forgets it when
the game or the viewer changes; a table without a prompt of its own asks the game's decision with a button
per legal action."""

from __future__ import annotations

from typing import Any

from tiny_table import TinyTable, make_tiny

from civitas.engine.game import Game
from civitas.ui.controller import GameController


class Counting:
    """Counts the game's ``view``, ``legal_actions`` and ``decision`` calls of a controller."""

    def __init__(self, controller: GameController) -> None:
        self.calls = {"view": 0, "legal_actions": 0, "decision": 0}
        game: Game[Any] = controller.session.game
        for name in self.calls:
            original = getattr(game, name)

            def counted(*args: Any, _name: str = name, _original: Any = original) -> Any:
                self.calls[_name] += 1
                return _original(*args)

            setattr(game, name, counted)
        self.game = game

    def undo(self) -> None:
        for name in self.calls:
            delattr(self.game, name)


def test_a_position_is_computed_once_and_read_by_every_part_of_the_table(qtbot: Any) -> None:
    controller, table = make_tiny()
    qtbot.addWidget(table)
    counting = Counting(controller)
    try:
        controller.forget_position()
        table.refresh()  # build, bars, prompt and idle text all read the position
        first = dict(counting.calls)
        assert first == {"view": 1, "legal_actions": 1, "decision": 1}
        table.refresh()  # refresh forgets (the state may have been set by hand): once more, not more
        assert counting.calls == {k: 2 * v for k, v in first.items()}
        assert controller.position() is controller.position()
    finally:
        counting.undo()


def past_the_pace(controller: GameController) -> None:
    """Both seats answer the tiny game's opening question (asked of both at once): one seat moves next."""
    for seat in (0, 1):
        assert controller.try_act(seat, ("pace", 0)) is None
    assert len(controller.to_move()) == 1


def test_the_position_follows_a_move_and_a_new_viewer(qtbot: Any) -> None:
    controller, table = make_tiny()
    qtbot.addWidget(table)
    past_the_pace(controller)
    controller.set_viewer(controller.to_move()[0])
    seat = controller.to_move()[0]
    before = controller.position()
    assert before.my_turn and before.legal and before.decision is not None
    assert controller.try_act(seat, next(a for a in before.legal if a[0] == "play")) is None
    after = controller.position()
    assert after is not before and after.view is not before.view
    assert after.seat == seat and not after.my_turn and after.legal == [] and after.decision is None
    controller.set_viewer(1 - seat)  # hot-seat: the next player takes the screen
    now = controller.position()
    assert now.seat == 1 - seat and now.my_turn and now.legal and now.view is not after.view


def test_a_waiting_viewer_reads_what_the_seat_to_move_is_asked_and_the_mover_its_own_decision(qtbot: Any) -> None:
    controller, table = make_tiny()
    qtbot.addWidget(table)
    past_the_pace(controller)
    mover = controller.to_move()[0]
    controller.set_viewer(mover)
    own = controller.position()
    assert own.decision is not None and own.waiting is own.decision
    controller.set_viewer(1 - mover)
    other = controller.position()
    assert other.decision is None and other.waiting is not None
    assert other.waiting == controller.game.decision(other.view, mover)
    assert table.waiting() == other.waiting and not table.click_answers()


class PlainTable(TinyTable):
    """A table with no prompt of its own: the base asks the game's decision."""

    prompt = TinyTable.decision_prompt  # type: ignore[assignment]


def test_a_table_without_a_prompt_of_its_own_answers_the_games_decision(qtbot: Any) -> None:
    controller, _ = make_tiny()
    table = PlainTable(controller)
    qtbot.addWidget(table)
    past_the_pace(controller)
    controller.set_viewer(controller.to_move()[0])
    position = controller.position()
    assert position.decision is not None and position.legal
    asked = table.prompt()
    assert asked is not None
    text, choices = asked
    assert text and "phase." not in text
    assert [c.action for c in choices] == position.legal
    assert all(c.label and "(" not in c.label for c in choices)  # named as the game names them, no tuples
    assert table.prompt_label.text() == text
    controller.set_viewer(1 - position.seat if position.seat is not None else 0)
    assert table.prompt() is None
    assert "Waiting for" in table.prompt_label.text()
