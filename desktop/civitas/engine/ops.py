"""Card-effect programs on the decision machine: the op runner, its registries and the generic combinators.

A program is a JSON list of ops, each ``[name, arg, ...]``. A running program is an automatic frame
``prog`` {p, src, ops, i} (plus ``info``, what a signal was about): the runner takes op ``i``, pushes the rest
of the program back (so whatever the op pushes — decisions, nested programs — resolves first) and calls the
op's handler. A handler returns True to stop the rest of its program (a cost that cannot be paid in full).

:class:`Programs` holds a game's registries: ops, conditions and ``special`` handlers (``["special", name,
...]``; an unknown one raises naming the card). :meth:`Programs.combinators` declares the generic ones on
the game's machine, given the game's test of whether a program can be done in full (its costs payable):

- ``choose`` option, option, ...: a decision ``choose`` ("option", i) among the options that can be done;
- ``may`` program: a decision ``may`` ("yes",) / ("no",) when it can be done;
- ``if`` cond then else; ``repeat`` n program;
- ``all_players`` program: every seat, the actor first, then in seat order (clockwise);
- ``all_other_players`` program: every other seat in seat order from the actor (a game may take it over).

Picks of several cards (``engine.choices``) and payment (``engine.payment``) are their own modules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.machine import Ev, Machine


class Ctx:
    """Who runs an op (``p``, the actor), for which card (``src`` instance, -1 for a rule), the frame source
    (provenance for the log) and what a signal was about (``info``)."""

    __slots__ = ("info", "p", "source", "src")

    def __init__(self, p: int, src: int, source: str, info: dict[str, Any] | None = None) -> None:
        self.p = p
        self.src = src
        self.source = source
        self.info = info


Handler = Callable[[Any, Ctx, list[Any], Ev], bool | None]
Condition = Callable[[Any, int, list[Any]], bool]
Feasible = Callable[[Any, int, list[Any], int], bool]


def prog_frame(p: int, src: int, ops: list[Any], source: str = "") -> Frame:
    return Frame("prog", None, source or str(src), {"p": p, "src": src, "ops": ops, "i": 0})


def run_program(s: Any, p: int, src: int, ops: list[Any], source: str = "") -> None:
    """Push ``ops`` to run for seat ``p`` with ``src`` as provenance."""
    if ops:
        s.stack.push(prog_frame(p, src, ops, source))


def seats_from(first: int, n: int, skip_first: bool = False) -> list[int]:
    """Every seat in seat order starting at ``first`` (without it when ``skip_first``): the stated order of
    "each player" effects, signals and reaction windows."""
    return [(first + k) % n for k in range(1 if skip_first else 0, n)]


class Programs:
    """One game's op, condition and special registries, and the ``prog`` runner on its machine."""

    __slots__ = ("conditions", "machine", "ops", "specials")

    def __init__(self, machine: Machine) -> None:
        self.machine = machine
        self.ops: dict[str, Handler] = {}
        self.conditions: dict[str, Condition] = {}
        self.specials: dict[str, Handler] = {}
        machine.auto("prog")(self.run_prog)

    def op(self, name: str) -> Callable[[Handler], Handler]:
        def wrap(fn: Handler) -> Handler:
            if name in self.ops:
                raise ValueError(f"op {name!r} declared twice")
            self.ops[name] = fn
            return fn

        return wrap

    def condition(self, name: str) -> Callable[[Condition], Condition]:
        def wrap(fn: Condition) -> Condition:
            self.conditions[name] = fn
            return fn

        return wrap

    def special(self, name: str) -> Callable[[Handler], Handler]:
        def wrap(fn: Handler) -> Handler:
            self.specials[name] = fn
            return fn

        return wrap

    def test(self, s: Any, p: int, cond: list[Any]) -> bool:
        fn = self.conditions.get(cond[0])
        if fn is None:
            raise ValueError(f"unknown condition {cond[0]!r}")
        return fn(s, p, cond[1:])

    def run_prog(self, s: Any, f: Frame, ev: Ev) -> None:
        data = f.data
        ops, i = data["ops"], data["i"]
        if i >= len(ops):
            return
        rest = None
        if i + 1 < len(ops):
            rest = Frame("prog", None, f.source, {**data, "i": i + 1})
            s.stack.push(rest)
        item = ops[i]
        ctx = Ctx(data["p"], data["src"], f.source, data.get("info"))
        if item[0] == "special":
            handler = self.specials.get(item[1])
            if handler is None:
                raise NotImplementedError(f"special op {item[1]!r} of {f.source!r} has no handler")
            stop = handler(s, ctx, item[2:], ev)
        else:
            try:
                handler = self.ops[item[0]]
            except KeyError:
                raise NotImplementedError(f"op {item[0]!r} of {f.source!r} has no handler") from None
            stop = handler(s, ctx, item[1:], ev)
        if stop and rest is not None:
            s.stack.frames.remove(rest)

    # --- the generic combinators ------------------------------------------------------------------------
    def combinators(self, feasible: Feasible, section: str) -> None:
        """Declare ``choose``, ``may``, ``if``, ``repeat``, ``all_players`` and ``all_other_players``;
        ``feasible(s, p, ops, src)`` says whether a program can be done in full; ``section`` is the rules
        section of the ``choose`` and ``may`` decisions."""
        combinators = _Combinators(self, feasible)
        self.op("choose")(combinators.choose)
        self.op("may")(combinators.may)
        self.op("if")(combinators.if_)
        self.op("repeat")(combinators.repeat)
        self.op("all_players")(combinators.all_players)
        self.op("all_other_players")(combinators.all_other_players)
        self.machine.decide("choose", combinators.choose_offer, combinators.choose_answer, section=section)
        self.machine.decide("may", combinators.may_offer, combinators.may_answer, section=section)


class _Combinators:
    __slots__ = ("feasible", "programs")

    def __init__(self, programs: Programs, feasible: Feasible) -> None:
        self.programs = programs
        self.feasible = feasible

    def choose(self, s: Any, c: Ctx, args: list[Any], ev: Ev) -> bool | None:
        if any(self.feasible(s, c.p, option, c.src) for option in args):
            s.stack.push(Frame("choose", c.p, c.source, {"src": c.src, "options": args}))
        return None

    def choose_offer(self, s: Any, f: Frame) -> list[Action]:
        seat = f.seat
        assert seat is not None
        src = f.data["src"]
        return [("option", i) for i, o in enumerate(f.data["options"]) if self.feasible(s, seat, o, src)]

    def choose_answer(self, s: Any, f: Frame, action: Action, ev: Ev) -> None:
        assert f.seat is not None
        run_program(s, f.seat, f.data["src"], f.data["options"][action[1]], f.source)

    def may(self, s: Any, c: Ctx, args: list[Any], ev: Ev) -> bool | None:
        if self.feasible(s, c.p, args[0], c.src):
            s.stack.push(Frame("may", c.p, c.source, {"src": c.src, "ops": args[0]}))
        return None

    def may_offer(self, s: Any, f: Frame) -> list[Action]:
        return [("yes",), ("no",)]

    def may_answer(self, s: Any, f: Frame, action: Action, ev: Ev) -> None:
        assert f.seat is not None
        if action[0] == "yes":
            run_program(s, f.seat, f.data["src"], f.data["ops"], f.source)

    def if_(self, s: Any, c: Ctx, args: list[Any], ev: Ev) -> bool | None:
        run_program(s, c.p, c.src, args[1] if self.programs.test(s, c.p, args[0]) else args[2], c.source)
        return None

    def repeat(self, s: Any, c: Ctx, args: list[Any], ev: Ev) -> bool | None:
        s.stack.push_all([prog_frame(c.p, c.src, args[1], c.source) for _ in range(args[0])])
        return None

    def all_players(self, s: Any, c: Ctx, args: list[Any], ev: Ev) -> bool | None:
        n = s.n
        s.stack.push_all([prog_frame(q, c.src, args[0], c.source) for q in seats_from(c.p, n)])
        return None

    def all_other_players(self, s: Any, c: Ctx, args: list[Any], ev: Ev) -> bool | None:
        n = s.n
        s.stack.push_all([prog_frame(q, c.src, args[0], c.source) for q in seats_from(c.p, n, True)])
        return None
