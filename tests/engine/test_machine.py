"""The decision machine (``civitas.engine.machine``) on a tiny state: declarations fail loudly when a part is
missing, the run loop runs automatic steps and skips a decision with nothing to offer, ``why_not`` repeats the
prompt with its section unless the declaration explains more, and ``apply`` answers then runs on."""

from __future__ import annotations

from typing import Any

import pytest

from civitas.engine.actions import Action
from civitas.engine.decisions import DecisionStack, Frame
from civitas.engine.events import Event
from civitas.engine.game import Reason
from civitas.engine.machine import Machine, Undeclared, keep_all
from civitas.engine.rng import Rng


class Tiny:
    def __init__(self, n: int = 3) -> None:
        self.stack = DecisionStack()
        self.over = False
        self.n = n
        self.log: list[str] = []


def counter_machine() -> Machine:
    """A decision "pick" between 1 and 2 (adds it to ``log``), then an automatic step "done" that ends it."""
    m = Machine("tiny")

    def offer(s: Any, f: Frame) -> list[Action]:
        return [("take", 1), ("take", 2)] if f.data.get("open", True) else []

    def answer(s: Any, f: Frame, action: Action, ev: list[Event]) -> None:
        s.log.append(f"take {action[1]}")
        s.stack.push(Frame("done"))

    @m.auto("done")
    def _done(s: Any, f: Frame, ev: list[Event]) -> None:
        s.over = True
        ev.append(Event("done", {}))

    m.decide("pick", offer, answer, section="turn")
    return m


def test_a_decision_without_a_rules_section_cannot_be_declared() -> None:
    m = Machine("tiny")
    with pytest.raises(TypeError):
        m.decide("pick", lambda s, f: [], lambda s, f, a, ev: None)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="section"):
        m.decide("pick", lambda s, f: [], lambda s, f, a, ev: None, section="")


def test_a_kind_declared_twice_is_refused() -> None:
    m = counter_machine()
    with pytest.raises(ValueError, match="twice"):
        m.decide("pick", lambda s, f: [], lambda s, f, a, ev: None, section="turn")


def test_the_prompt_defaults_to_the_phase_id_of_the_kind() -> None:
    assert counter_machine().decision("pick").prompt == "phase.pick"


def test_an_undeclared_frame_kind_raises_instead_of_a_default() -> None:
    m, s = counter_machine(), Tiny()
    s.stack.push(Frame("mystery", 0))
    with pytest.raises(Undeclared, match="mystery"):
        m.legal_actions(s, 0)
    s.stack.frames[-1] = Frame("mystery")
    with pytest.raises(Undeclared, match="mystery"):
        m.run(s, [])


def test_a_missing_policy_or_hint_raises_and_attaching_checks_every_kind() -> None:
    m = counter_machine()
    with pytest.raises(Undeclared, match="policy"):
        m.policy("pick")
    with pytest.raises(Undeclared, match="hint"):
        m.hint("pick")
    with pytest.raises(Undeclared, match="pick"):
        m.attach(policies={})
    with pytest.raises(Undeclared, match="ghost"):
        m.attach(policies={"pick": lambda s, p, f, legal, rng: legal[0], "ghost": lambda s, p, f, legal, rng: legal[0]})
    m.attach(policies={"pick": lambda s, p, f, legal, rng: legal[-1]})
    s = Tiny()
    s.stack.push(Frame("pick", 1))
    assert m.policy("pick")(s, 1, s.stack.frames[-1], [("take", 1), ("take", 2)], Rng(1)) == ("take", 2)


def test_search_candidates_are_declared_per_kind_and_keeping_every_answer_is_said_not_assumed() -> None:
    m = counter_machine()
    with pytest.raises(Undeclared, match="candidates"):
        m.candidates("pick")
    with pytest.raises(Undeclared, match="pick"):
        m.attach(candidates={})
    with pytest.raises(Undeclared, match="ghost"):
        m.attach(candidates={"pick": keep_all, "ghost": keep_all})
    legal = [("take", 1), ("take", 2)]
    s = Tiny()
    s.stack.push(Frame("pick", 0))
    m.attach(candidates={"pick": keep_all})
    assert m.candidates("pick")(s, 0, s.stack.frames[-1], legal) == legal
    m.attach(candidates={"pick": lambda s, p, f, legal: legal[:1]})
    assert m.candidates("pick")(s, 0, s.stack.frames[-1], legal) == [("take", 1)]
    with pytest.raises(Undeclared, match="mystery"):
        m.candidates("mystery")


def test_only_the_waiting_seat_moves_and_a_decision_without_offers_is_skipped() -> None:
    m, s = counter_machine(), Tiny()
    s.stack.push(Frame("pick", 2))
    s.stack.push(Frame("pick", 1, data={"open": False}))
    m.run(s, [])
    assert m.to_move(s) == (2,)
    assert m.legal_actions(s, 2) == [("take", 1), ("take", 2)] and m.legal_actions(s, 1) == []


def test_apply_answers_then_runs_the_automatic_steps() -> None:
    m, s = counter_machine(), Tiny()
    s.stack.push(Frame("pick", 0))
    ev = m.apply(s, ("take", 2))
    assert s.log == ["take 2"] and s.over and [e.kind for e in ev] == ["done"] and m.to_move(s) == ()


def test_why_not_says_whose_turn_repeats_the_prompt_or_explains_more() -> None:
    m, s = counter_machine(), Tiny()
    s.stack.push(Frame("pick", 0))
    assert m.why_not(s, 0, ("take", 1)) is None
    assert m.why_not(s, 1, ("take", 1)) == Reason("not_your_turn", "turn")
    assert m.why_not(s, 0, ("take", 3)) == Reason("choose.pick", "turn")
    m.decision("pick").explain = lambda s, p, f, a: Reason("too_many", "turn", {"n": a[1]})
    assert m.why_not(s, 0, ("take", 3)) == Reason("too_many", "turn", {"n": 3})


def test_what_a_seat_is_asked_comes_from_the_top_frame_and_its_declared_prompt() -> None:
    m = counter_machine()
    m.decide("name", lambda s, f: [("say", 1)], lambda s, f, a, ev: None, section="turn", prompt="ask.a_name",
             picks=(1, 1))  # fmt: skip
    s = Tiny()
    assert m.asked(s, 0, [0]) is not None and m.asked(s, 0, [0]).kind == "turn"  # type: ignore[union-attr]
    s.stack.push(Frame("name", 1, "card.7", {"left": 2, "colour": "red"}))
    asked = m.asked(s, 1, [1])
    assert asked is not None and asked.kind == "name" and asked.prompt == "ask.a_name"
    assert asked.source == "card.7" and asked.args == {"left": 2, "colour": "red"}
    assert m.asked(s, 0, [1]) is None  # a seat that is not moving is asked nothing
    s.over = True
    assert m.asked(s, 1, [1]) is None


def test_what_a_seat_is_asked_carries_the_declared_click_and_the_lists_named() -> None:
    m, s = Machine("tiny"), Tiny()
    m.decide("pick", lambda s, f: [("take", 1)], lambda s, f, a, ev: None, section="turn", click="card")
    s.stack.push(Frame("pick", 0, "", {"cards": [3, 4], "left": 1}))
    asked = m.asked(s, 0, (0,), lists=("cards",))
    assert asked is not None and asked.click == "card" and asked.args["cards"] == (3, 4)
    assert m.asked(s, 1, (0,)) is None
