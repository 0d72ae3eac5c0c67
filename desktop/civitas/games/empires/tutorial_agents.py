"""The tutorial's computer player (seat 1, the Salt Guilds): while the lessons last (rounds 1 to
``PLAN_ROUNDS``) it plays a quiet plan that leaves the learner's stacked opening alone: it never takes or
exiles a market card, never plays a card that lets every player draw (the learner's draw pile is counted)
and never attacks; it plays its own resource cards, exhausts them, revolts when unrest clogs its hand and
otherwise ends its turn. When the plan has nothing that fits, and after the lessons, it plays the AI's quick
policy on what its seat may see (or a plain move). No Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.tutorial_kit import first_wanted, scripted_agent
from civitas.games.empires.flow import unrest_in_hand
from civitas.games.empires.state import EmpiresState

Want = Action | Callable[[EmpiresState, Action], bool]
PLAN_ROUNDS = 5
#: The Salt Guilds' cards the plan plays (nothing that acquires, exiles, attacks or lets others draw).
QUIET_PLAYS: tuple[str, ...] = (
    "sg_salt_flats", "sg_salt_road", "sg_salt_wagon", "sg_money_changer", "sg_quay", "sg_trading_house",
    "sg_guild_charter",
)  # fmt: skip
#: The exhausts the plan uses (resources only; the Quay and the Trading House would exile a market card).
QUIET_EXHAUSTS: tuple[str, ...] = ("sg_power_b", "sg_power_a", "sg_salt_flats", "sg_salt_road")


def _card_action(kind: str, design: str) -> Want:
    return lambda s, a: a[0] == kind and len(a) == 2 and s.table[a[1]] == design


def _revolt_all(s: EmpiresState, a: Action) -> bool:
    """Returning every unrest card, when two or more clog the hand."""
    seat = s.stack.top.seat if s.stack.top is not None else None
    held = len(unrest_in_hand(s, seat)) if seat is not None else 0
    return a[0] == "revolt" and held >= 2 and a[1] == held


#: Decision kind -> what to try, in order (the first legal match is played).
PLAN: dict[str, tuple[Want, ...]] = {
    "turn": (_revolt_all, ("activate",)),
    "activate": (
        *(_card_action("play", d) for d in QUIET_PLAYS),
        *(_card_action("exhaust", d) for d in QUIET_EXHAUSTS),
        ("end",),
    ),
    "choose": (("option", 0), ("option", 1)),
    "may": (("no",),),
    "pick": (("done",),),
    "develop": (("skip",),),
    "react": (("pass",),),
    "move_token": (("stop",),),
}
#: Decisions answered with their first offer during the plan (where the market token goes, a payment).
FIRST_OFFER = ("slot", "cleanup_token", "payment")


def decision(s: EmpiresState) -> str:
    top = s.stack.top
    return top.kind if top is not None else "turn"


def _matches(s: EmpiresState, want: Want, action: Action) -> bool:
    return want(s, action) if callable(want) else want == action


def planned(s: EmpiresState, legal: list[Action]) -> Action | None:
    """The plan's move now, if one fits."""
    if s.round > PLAN_ROUNDS or not legal:
        return None
    what = decision(s)
    if what in FIRST_OFFER:
        return legal[0]
    return first_wanted(PLAN.get(what, ()), legal, lambda want, action: _matches(s, want, action))


def _knowledge() -> Any:
    from civitas.games.empires.ai import KNOWLEDGE  # imported only when the plan has no move

    return KNOWLEDGE


#: The tutorial's move for the computer seat: the plan first, then the AI's policy on the seat's view, then
#: the first legal move.
agent = scripted_agent(planned, _knowledge)
