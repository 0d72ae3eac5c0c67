"""The op dispatcher with every handler registered: the core (``ops_core``: frames, registries, the runner)
and the handler modules by group, which register themselves on import."""

from civitas.games.empires import ops_basic, ops_combinators, ops_look, ops_special, ops_zones
from civitas.games.empires.ops_core import CONDITIONS, OPS, SPECIALS, Ctx, prog_frame, run_program, test

__all__ = [
    "CONDITIONS",
    "OPS",
    "SPECIALS",
    "Ctx",
    "ops_basic",
    "ops_combinators",
    "ops_look",
    "ops_special",
    "ops_zones",
    "prog_frame",
    "run_program",
    "test",
]
