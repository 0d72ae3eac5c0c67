"""The tutorial's computer player (seat 1): in rounds 1 and 2 it plays a plan made for the stacked
opening (scenario.py) so that the lessons meet the positions they need; when the plan has nothing that
fits, and from round 3 on, it plays the AI's quick policy on what its seat may see (or a plain move)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.tutorial_kit import first_wanted, scripted_agent
from civitas.games.ancient.derived import C
from civitas.games.ancient.state import AncientState

Want = Action | Callable[[Action], bool]
PLAN_ROUNDS = 2


def buy(card_id: str) -> Callable[[Action], bool]:
    """Buying the card with this id (whichever copy is offered)."""
    return lambda a: a[0] == "buy" and C[a[1]].id == card_id


def any_buy(a: Action) -> bool:
    return a[0] == "buy"


#: (round, decision) -> what to try, in order (the first legal match is played). The decision is the
#: pending question's kind, or "turn".
PLAN: dict[tuple[int, str], tuple[Want, ...]] = {
    # round 1: Work first (the learner overbids it), then Build (the learner pays the fee), Study, pass
    (1, "turn"): (("place", 1, "work"), ("place", 2, "build"), ("place", 3, "study"), ("pass",)),
    (1, "build"): (buy("olive_grove"), any_buy, ("skip",)),
    # round 2: Work and Build again, then pass: Explore and Study stay open for the learner
    (2, "turn"): (("place", 1, "work"), ("place", 2, "build"), ("pass",)),
    (2, "build"): (any_buy, ("skip",)),
}
#: Decisions answered the same way during the plan.
ALWAYS: dict[str, tuple[Want, ...]] = {
    "turn": (("pass",),),
    "build": (("skip",),),
    "recruit": (("skip",),),
    "guild": (("decline",),),
    "outpost": (("decline",),),
    "playwrights": (("decline",),),
}


def decision(s: AncientState) -> str:
    top = s.stack.top
    return top.kind if top is not None else "turn"


def _matches(want: Want, action: Action) -> bool:
    return want(action) if callable(want) else want == action


def planned(s: AncientState, legal: list[Action]) -> Action | None:
    """The plan's move now, if one fits."""
    if s.round > PLAN_ROUNDS:
        return None
    what = decision(s)
    return first_wanted(PLAN.get((s.round, what), ()) + ALWAYS.get(what, ()), legal, _matches)


def _knowledge() -> Any:
    from civitas.games.ancient.ai import KNOWLEDGE  # imported only when the plan has no move

    return KNOWLEDGE


#: The tutorial's move for the computer seat: the plan first, then the AI's policy on the seat's view, then
#: the first legal move.
agent = scripted_agent(planned, _knowledge)
