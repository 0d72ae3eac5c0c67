"""The tutorial's computer player (seat 1): in rounds 1-3 it plays a plan made for the stacked opening
(scenario.py) so that the lessons meet the positions they need; for a decision the plan does not cover
(its construction in round 3, everything after) it plays the AI's quick policy on what its seat may see
(or a plain move).

The plan, in short: in round 1 it makes a territory with a House and a Factory and pays only the House
(so the learner sees the Factory collapse and the unspent profit lost); in round 2 it builds a Factory
again and pays for everything, and the learner's bridge weighs its territory; on market day (round 3) it
offers a Good Name for 2 cards and buys the learner's offer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.tutorial_kit import first_wanted, scripted_agent
from civitas.games.territory.scenario import YOU
from civitas.games.territory.state import TerritoryState

Want = Action | Callable[[TerritoryState, Action], bool]
PLAN_ROUNDS = 3
MARKET_PRICE = 2


def _kind(s: TerritoryState, card: int) -> str:
    return s.facts.kind[card]


def land(kind: str) -> Want:
    """Making a territory of a card of this kind."""
    return lambda s, a: a[0] == "land" and _kind(s, a[1]) == kind


def build(kind: str) -> Want:
    """Placing a card of this kind on a territory."""
    return lambda s, a: a[0] == "build" and _kind(s, a[1]) == kind


def take(kind: str, unpaid: bool = False) -> Want:
    """A unit onto an own card of this kind (``unpaid``: only while it has none yet)."""
    return lambda s, a: a[0] == "take" and _kind(s, a[1]) == kind and (not unpaid or s.paid[a[1]] == 0)


def allocate(s: TerritoryState, a: Action) -> bool:
    return a[0] == "allocate"


def offer(kind: str, price: int) -> Want:
    return lambda s, a: a[0] == "offer" and _kind(s, a[1]) == kind and a[2] == price


def buy_learners(s: TerritoryState, a: Action) -> bool:
    """Buying an offer of the learner's (at its posted price)."""
    return a[0] == "buy" and any(o[0] == YOU and o[1] == a[1] for o in s.offers)


def any_pay(s: TerritoryState, a: Action) -> bool:
    return a[0] == "pay"


#: (round, phase) -> what to try, in order (the first legal match is played), then the phase's ALWAYS.
PLAN: dict[tuple[int, str], tuple[Want, ...]] = {
    # round 1 (it leads): a territory with a House and a Factory; a unit on each, none of the profit spent
    (1, "build"): (land("decline"), build("house"), build("factory"), ("end",)),
    (1, "draft"): (take("factory", unpaid=True), take("house"), ("pass",)),
    (1, "wrap"): (("done",),),
    # round 2: a Factory again, paid this time with the House's profit
    (2, "build"): (build("factory"), ("end",)),
    (2, "draft"): (allocate, take("house"), ("pass",)),
    (2, "wrap"): (("done",),),
    # round 3, market day: a Good Name for 2 cards, and the learner's offer bought
    (3, "offer"): (offer("excellent", MARKET_PRICE), ("done",)),
    (3, "buy"): (buy_learners, ("no_buy",)),
    (3, "answer"): (("refuse",),),
    (3, "pay"): (any_pay,),
}
#: Decisions of a planned phase answered the same way when nothing above fits.
ALWAYS: dict[str, tuple[Want, ...]] = {
    "build": (("end",),),
    "draft": (("pass",),),
    "wrap": (("done",),),
    "offer": (("done",),),
    "buy": (("no_buy",),),
}


def _matches(s: TerritoryState, want: Want, action: Action) -> bool:
    return want(s, action) if callable(want) else want == action


def planned(s: TerritoryState, legal: list[Action]) -> Action | None:
    """The plan's move now, if the plan covers this decision and one fits."""
    wants = PLAN.get((s.round, s.phase))
    if s.round > PLAN_ROUNDS or wants is None:
        return None
    return first_wanted(wants + ALWAYS.get(s.phase, ()), legal, lambda want, action: _matches(s, want, action))


def _knowledge() -> Any:
    from civitas.games.territory.ai import KNOWLEDGE  # imported only when the plan has no move

    return KNOWLEDGE


#: The tutorial's move for the computer seat: the plan first, then the AI's policy on the seat's view, then
#: the first legal move.
agent = scripted_agent(planned, _knowledge)
