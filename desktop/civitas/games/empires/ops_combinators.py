"""Combinators and conditions (spec c1): choose (only options payable in full, TR-E7), may, if, for_each,
all_players / all_other_players (clockwise from the actor, TR-E2), repeat; the conditions state_is,
count_at_least, tokens_at_least, played_this_turn. Decisions ``choose`` ("option", i) and ``may``
("yes",) / ("no",)."""

from __future__ import annotations

from typing import Any

from civitas.games.empires.core import D, Ev, payment
from civitas.games.empires.ops_core import OPS, PROGRAMS, Ctx, condition, op, prog_frame
from civitas.games.empires.reactions import REACTIONS
from civitas.games.empires.select import count, matches
from civitas.games.empires.state import RES_INDEX, RESOURCES, EmpiresState


def feasible(s: EmpiresState, p: int, ops: list[Any], src: int = -1) -> bool:
    """TR-E7 / EM-A4: whether a program's costs can be met in full: its top-level ``pay`` ops together
    (RD-4), ``spend_action`` and ``discard`` n (enough other cards in hand)."""
    cost = {res: 0 for res in RESOURCES}
    actions = discards = 0
    for item in ops:
        if item[0] == "pay":
            for res, n in item[1].items():
                cost[res] += n
        elif item[0] == "spend_action":
            actions += item[1]
        elif item[0] == "discard":
            discards += item[1]
    total = {res: n for res, n in cost.items() if n}
    if total and payment(s, p, total) is None:
        return False
    return actions <= s.actions[p] and discards <= len([c for c in s.hand[p] if c != src])


@op("for_each")
def _for_each(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """Run the program once per matching card (counted when the op starts)."""
    s.stack.push_all([prog_frame(c.p, c.src, args[1], c.source) for _ in range(count(s, c.p, args[0]))])


def _all_other_players(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-K-all / TR-E2: every other player clockwise from the actor; on an attack card each victim gets
    the ``attacked`` signal and may react first (``reactions``, EM-K-attack)."""
    if c.src >= 0 and D(s, c.src).attack:
        REACTIONS.attack(s, c.p, c.src, args[0], c.source)
        return
    s.stack.push_all([prog_frame((c.p + k) % s.n, c.src, args[0], c.source) for k in range(1, s.n)])


def holds(s: EmpiresState, p: int, cond: list[Any]) -> bool:
    name, args = cond[0], cond[1:]
    if name == "state_is":
        return s.side[p] == args[0]
    if name == "count_at_least":
        return count(s, p, args[0]) >= args[1]
    if name == "tokens_at_least":
        return s.res[p][RES_INDEX[args[0]]] >= args[1]
    if name == "played_this_turn":  # the cards played this turn (only the active seat plays)
        return sum(1 for card in s.played if matches(s, card, args[0])) >= args[1]
    raise ValueError(f"unknown condition {name!r}")


def _register(name: str) -> None:
    def check(s: EmpiresState, p: int, args: list[Any]) -> bool:
        return holds(s, p, [name, *args])

    condition(name)(check)


for _name in ("state_is", "count_at_least", "tokens_at_least", "played_this_turn"):
    _register(_name)

#: choose, may, if, repeat, all_players (EM-K-all: the actor first, then clockwise) from the engine; the
#: choices are only the options payable in full (TR-E7); all_other_players carries attacks (EM-K-attack).
PROGRAMS.combinators(feasible, section="effects")
OPS["all_other_players"] = _all_other_players
