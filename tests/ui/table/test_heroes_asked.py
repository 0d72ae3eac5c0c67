"""The Age of Heroes table learns what is asked, and of whom, from the game's decision descriptor
(``Game.decision`` through the controller's position), not from the game's pending stack: the prompt's
question, the lit frame of the tribe asked, the banner and the line the others read while they wait."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from heroes_fixtures import controller_for, session_at
from test_heroes_table import give_hand, open_table

from civitas.engine.game import Decision
from civitas.games.heroes.cards import STONE
from civitas.ui.table.anim import Animator


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.05)


def asked_for_a_road(qtbot: Any, viewer: int) -> tuple[Any, Any, Any]:
    """A three-tribe game where Bob (seat 1) has asked Ann (seat 0) to agree to a road, seen by ``viewer``."""
    session = session_at(3, 5, seat=1)
    give_hand(session, 1, [STONE, STONE])
    controller = controller_for(session, humans={0, 1, 2})
    controller.set_viewer(viewer)
    table = open_table(qtbot, controller)
    assert controller.try_act(1, ("build", "road", 0, 0)) is None
    qtbot.wait(20)
    return session, controller, table


def test_a_road_consent_decision_names_the_seat_asked_and_the_builder(qtbot):
    session, controller, _table = asked_for_a_road(qtbot, viewer=0)
    decision = controller.game.decision(session.state, 0)
    assert decision == Decision("consent", "decision.consent", {"seat": 0, "builder": 1})
    assert controller.game.decision(session.state, 1) is None  # Bob waits for the answer


def test_the_prompt_asks_the_question_of_the_descriptor_with_its_builder(qtbot, monkeypatch):
    _session, controller, table = asked_for_a_road(qtbot, viewer=0)
    assert "Bob wants to build a road to you" in table.prompt_label.text()
    real = controller.game.decision

    def from_cleo(state: Any, seat: int) -> Decision | None:
        found = real(state, seat)
        return replace(found, args={**found.args, "builder": 2}) if found is not None else None

    monkeypatch.setattr(controller.game, "decision", from_cleo)
    controller.forget_position()
    table.refresh()
    assert "Cleo wants to build a road to you" in table.prompt_label.text()  # the descriptor's builder, not the stack's


def test_the_lit_frame_is_the_tribe_the_game_asks_not_the_one_whose_turn_it_is(qtbot):
    _session, controller, table = asked_for_a_road(qtbot, viewer=2)
    lit = {z.zone_id for z in table.scene.zones if z.zone_id.startswith("seat:") and z.active}
    assert lit == {"seat:0"}  # Ann answers; Bob, whose turn it is, waits
    assert controller.try_act(0, ("road_consent", True)) is None
    qtbot.wait(20)
    lit = {z.zone_id for z in table.scene.zones if z.zone_id.startswith("seat:") and z.active}
    assert lit == {"seat:1"}


def test_an_onlooker_reads_who_is_asked_what_in_the_prompt_line_and_the_banner(qtbot):
    _session, _controller, table = asked_for_a_road(qtbot, viewer=2)
    assert table.prompt_label.text() == "Waiting for Ann: road consent."
    banner = [item for item in table.scene.items() if type(item).__name__ == "LabelItem"]
    assert any("waiting for Ann: road consent" in getattr(item, "sub", "") for item in banner)


def test_decision_of_gives_another_seats_question_only_while_it_is_to_move(qtbot):
    _session, controller, table = asked_for_a_road(qtbot, viewer=2)
    assert table.decision_of(0) == Decision("consent", "decision.consent", {"seat": 0, "builder": 1})
    assert table.decision_of(1) is None and table.decision_of(2) is None
    assert table.asked() == ""  # the viewer itself is asked nothing
    controller.set_viewer(0)
    assert table.asked() == "consent" and table.decision_of(0) == controller.position().decision


def test_another_tribes_frame_takes_drops_and_the_frame_of_a_tribe_that_is_out_is_grey(qtbot):
    session = session_at(3, 5, seat=0)
    session.state.alive[2] = False
    table = open_table(qtbot, controller_for(session))
    frames = {z.zone_id: z for z in table.scene.zones if z.zone_id.startswith("seat:")}
    assert not frames["seat:0"].accepts and frames["seat:1"].accepts
    assert frames["seat:2"].colour.name() == "#7f7f7f" and frames["seat:1"].colour.name() != "#7f7f7f"


def test_the_fairs_form_works_while_the_game_asks_the_viewer_to_trade_and_stops_once_it_is_done(qtbot):
    session = session_at(3, 5, phase="trade", seat=0)
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    assert table.asked() == "trade" and table.fair.isVisible() and table.fair.done.isEnabled()
    assert controller.try_act(0, ("trade_done",)) is None
    qtbot.wait(20)
    assert table.asked() == "" and table.fair.isVisible() and not table.fair.done.isEnabled()
