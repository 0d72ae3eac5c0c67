"""Empires' card programs on the engine's op runner (``civitas.engine.ops``, EM-A2, spec A.(c) c1).

:data:`PROGRAMS` holds the op, condition and special registries; handlers live in ``ops_*`` modules by group
and register themselves (import :mod:`civitas.games.empires.ops` to have every handler registered). A handler
returns True to stop the rest of its program (a ``pay`` or ``spend_action`` that cannot be paid in full).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.ops import Condition, Ctx, Handler, Programs, prog_frame, run_program
from civitas.games.empires.core import MACHINE
from civitas.games.empires.state import EmpiresState

PROGRAMS = Programs(MACHINE)
OPS = PROGRAMS.ops
CONDITIONS = PROGRAMS.conditions
SPECIALS = PROGRAMS.specials
op: Callable[[str], Callable[[Handler], Handler]] = PROGRAMS.op
condition: Callable[[str], Callable[[Condition], Condition]] = PROGRAMS.condition


def test(s: EmpiresState, p: int, cond: list[Any]) -> bool:
    return PROGRAMS.test(s, p, cond)


__all__ = ["CONDITIONS", "OPS", "PROGRAMS", "SPECIALS", "Ctx", "Handler", "condition", "op", "prog_frame",
           "run_program", "test"]  # fmt: skip
