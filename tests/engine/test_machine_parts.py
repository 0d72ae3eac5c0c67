"""The machine's generic parts on a tiny state: op programs (stop on a failed cost, choose only what can be
done, each seat in order from the actor), signals in their stated order, reaction windows for the other
seats in seat order, and canonical payment that asks only when the ways differ."""

from __future__ import annotations

from typing import Any

import pytest

from civitas.engine.decisions import DecisionStack
from civitas.engine.events import Event
from civitas.engine.machine import Machine
from civitas.engine.ops import Ctx, Programs, prog_frame, run_program
from civitas.engine.payment import Payment
from civitas.engine.reactions import Reactions
from civitas.engine.signals import Signals


class Tiny:
    def __init__(self, n: int = 3) -> None:
        self.stack = DecisionStack()
        self.over = False
        self.n = n
        self.coins = [5] * n
        self.log: list[str] = []


def programs() -> tuple[Machine, Programs]:
    m = Machine("tiny")
    p = Programs(m)

    @p.op("say")
    def _say(s: Any, c: Ctx, args: list[Any], ev: list[Event]) -> None:
        s.log.append(f"{c.p}:{args[0]}")

    @p.op("pay")
    def _pay(s: Any, c: Ctx, args: list[Any], ev: list[Event]) -> bool:
        if s.coins[c.p] < args[0]:
            return True  # cannot pay: the rest of the program stops
        s.coins[c.p] -= args[0]
        return False

    p.condition("rich")(lambda s, seat, args: s.coins[seat] >= args[0])
    p.combinators(lambda s, seat, ops, src: all(s.coins[seat] >= o[1] for o in ops if o[0] == "pay"), "effects")
    return m, p


def run(m: Machine, s: Tiny) -> None:
    m.run(s, [])


def test_a_program_runs_in_order_and_a_failed_cost_stops_the_rest() -> None:
    m, _p = programs()
    s = Tiny()
    run_program(s, 0, -1, [["say", "a"], ["pay", 9], ["say", "b"]])
    run(m, s)
    assert s.log == ["0:a"]


def test_an_unknown_op_names_the_card() -> None:
    m, _p = programs()
    s = Tiny()
    s.stack.push(prog_frame(0, 4, [["fly"]], "eagle"))
    with pytest.raises(NotImplementedError, match="eagle"):
        run(m, s)


def test_choose_offers_only_the_options_that_can_be_paid() -> None:
    m, _p = programs()
    s = Tiny()
    run_program(s, 1, -1, [["choose", [["pay", 9], ["say", "x"]], [["say", "y"]]]])
    run(m, s)
    assert m.legal_actions(s, 1) == [("option", 1)]
    m.apply(s, ("option", 1))
    assert s.log == ["1:y"]


def test_may_asks_yes_or_no_and_if_tests_a_condition() -> None:
    m, _p = programs()
    s = Tiny()
    run_program(s, 0, -1, [["may", [["say", "m"]]], ["if", ["rich", 5], [["say", "rich"]], [["say", "poor"]]]])
    run(m, s)
    assert m.legal_actions(s, 0) == [("yes",), ("no",)]
    m.apply(s, ("no",))
    assert s.log == ["0:rich"]


def test_each_seat_resolves_in_seat_order_from_the_actor() -> None:
    m, _p = programs()
    s = Tiny(4)
    run_program(s, 2, -1, [["all_players", [["say", "all"]]], ["all_other_players", [["say", "other"]]]])
    run(m, s)
    assert s.log == ["2:all", "3:all", "0:all", "1:all", "3:other", "0:other", "1:other"]


def test_signal_listeners_resolve_first_listed_first() -> None:
    m, _p = programs()
    listeners = Signals(lambda s, seat, name, info: [prog_frame(seat, -1, [["say", f"{name}{k}"]]) for k in (1, 2)])
    s = Tiny()
    listeners.signal(s, 1, "gain")
    run(m, s)
    assert s.log == ["1:gain1", "1:gain2"]


def reactions(m: Machine, ready_seats: set[int]) -> Reactions:
    def use(s: Any, seat: int, card: int, ev: list[Event]) -> None:
        s.log.append(f"{seat} uses {card}")

    def ready(s: Any, seat: int, kinds: tuple[str, ...]) -> list[int]:
        return [7] if seat in ready_seats else []

    return Reactions(m, Signals(lambda s, seat, name, info: []), ready, use, lambda s, card: card == 7, verb="use",
                     section="turn")  # fmt: skip


def test_a_reaction_window_asks_every_other_seat_in_seat_order() -> None:
    m, _p = programs()
    r = reactions(m, {0, 2})
    s = Tiny(3)
    r.window(s, 1)
    run(m, s)
    assert m.to_move(s) == (2,) and m.legal_actions(s, 2) == [("use", 7), ("pass",)]
    m.apply(s, ("pass",))
    assert m.to_move(s) == (0,)


def test_a_protecting_reaction_cancels_the_attack_for_that_victim_only() -> None:
    m, _p = programs()
    r = reactions(m, {1})
    s = Tiny(3)
    r.attack(s, 0, -1, [["say", "hit"]], "raid")
    run(m, s)
    assert m.to_move(s) == (1,)
    m.apply(s, ("use", 7))
    assert s.log == ["1 uses 7", "2:hit"]


def test_payment_is_made_at_once_when_there_is_one_way_and_asked_when_they_differ() -> None:
    m = Machine("tiny")

    def ways(s: Any, seat: int, cost: dict[str, int]) -> list[tuple[int, ...]]:
        n = cost["coins"]
        return [(k,) for k in range(n + 1) if k <= 1 and n - k <= s.coins[seat]]

    def pay(s: Any, seat: int, cost: dict[str, int], way: tuple[int, ...], ev: list[Event], src: int) -> None:
        s.log.append(f"{seat} pays {cost['coins']} with {way[0]} substituted")

    payment = Payment(m, ways, pay, section="turn")
    s = Tiny()
    assert payment.pay_or_ask(s, 0, {"coins": 0}, []) and s.log == ["0 pays 0 with 0 substituted"]
    assert payment.pay_or_ask(s, 0, {"coins": 2}, [])
    assert m.legal_actions(s, 0) == [("pay", 0), ("pay", 1)]
    m.apply(s, ("pay", 1))
    assert s.log[-1] == "0 pays 2 with 1 substituted"
    assert not payment.pay_or_ask(s, 0, {"coins": 9}, [])
