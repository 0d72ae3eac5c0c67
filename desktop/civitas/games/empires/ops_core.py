"""The op dispatcher's core: runs card programs on the decision stack (EM-A2, spec A.(c) c1).

A running program is an automatic frame ``prog`` {p, src, ops, i}: the runner takes op ``i``, pushes the
rest of the program back (so whatever the op pushes — decisions, nested programs, draws — resolves first)
and calls the op's handler. A handler returns True to stop the rest of its program (a ``pay`` or
``spend_action`` that cannot be paid in full). Handlers live in ``ops_*`` modules by group and register
themselves in :data:`OPS`; conditions in :data:`CONDITIONS` (import :mod:`civitas.games.empires.ops` to
have every handler registered). ``special`` ops name a handler in
:data:`SPECIALS` (``ops_special``; an unknown special raises NotImplementedError naming the card).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from civitas.engine.decisions import Frame
from civitas.games.empires.core import Ev, register_auto
from civitas.games.empires.state import EmpiresState


@dataclass(frozen=True, slots=True)
class Ctx:
    """Who runs an op (``p``, the actor), for which card (``src`` instance, -1 for a rule) and the frame
    source (provenance for the log)."""

    p: int
    src: int
    source: str
    info: dict[str, Any] | None = None


Handler = Callable[[EmpiresState, Ctx, list[Any], Ev], bool | None]
Condition = Callable[[EmpiresState, int, list[Any]], bool]
OPS: dict[str, Handler] = {}
CONDITIONS: dict[str, Condition] = {}
SPECIALS: dict[str, Handler] = {}


def op(name: str) -> Callable[[Handler], Handler]:
    def wrap(fn: Handler) -> Handler:
        OPS[name] = fn
        return fn

    return wrap


def condition(name: str) -> Callable[[Condition], Condition]:
    def wrap(fn: Condition) -> Condition:
        CONDITIONS[name] = fn
        return fn

    return wrap


def prog_frame(p: int, src: int, ops: list[Any], source: str = "") -> Frame:
    return Frame("prog", None, source or str(src), {"p": p, "src": src, "ops": ops, "i": 0})


def run_program(s: EmpiresState, p: int, src: int, ops: list[Any], source: str = "") -> None:
    """Push ``ops`` to run for seat ``p`` with ``src`` as provenance."""
    if ops:
        s.stack.push(prog_frame(p, src, ops, source))


@register_auto("prog")
def run_prog(s: EmpiresState, f: Frame, ev: Ev) -> None:
    ops, i = f.data["ops"], f.data["i"]
    if i >= len(ops):
        return
    rest = None
    if i + 1 < len(ops):
        rest = Frame("prog", None, f.source, {**f.data, "i": i + 1})
        s.stack.push(rest)
    item = ops[i]
    ctx = Ctx(f.data["p"], f.data["src"], f.source, f.data.get("info"))
    if item[0] == "special":
        handler = SPECIALS.get(item[1])
        if handler is None:
            raise NotImplementedError(f"special op {item[1]!r} of {f.source!r} has no handler (ops_special.py)")
        stop = handler(s, ctx, item[2:], ev)
    else:
        stop = OPS[item[0]](s, ctx, item[1:], ev)
    if stop and rest is not None:
        s.stack.frames.remove(rest)


def test(s: EmpiresState, p: int, cond: list[Any]) -> bool:
    return CONDITIONS[cond[0]](s, p, cond[1:])
