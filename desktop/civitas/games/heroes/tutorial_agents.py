"""The tutorial's computer players: each plays a plan made for the stacked opening (scenario.py),
and when the plan has nothing that fits, the AI's quick policy (or a plain legal move) instead."""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.rng import Rng
from civitas.games.heroes.cards import GRAIN
from civitas.games.heroes.scenario import LIMESTONE, MARBLE
from civitas.games.heroes.state import HeroesState

#: (seat, round, decision) -> the moves to try in order (the first legal one is played). The decision
#: is the pending question's kind if there is one, else the phase.
PLAN: dict[tuple[int, int, str], tuple[Action, ...]] = {
    # the first fair: the Egyptians offer their marble for the Greeks' limestone
    (1, 0, "trade"): (("offer", MARBLE, LIMESTONE), ("trade_done",)),
    (2, 0, "trade"): (("trade_done",),),
    # round 1: a fortress and a limestone on the monument; the Romans raise a second army
    (1, 1, "action"): (("build", "fortress", 0),),
    (1, 1, "build"): (("end_build",),),
    (1, 1, "monument"): (("monument", LIMESTONE, 1),),
    (2, 1, "action"): (("build", "army", 0),),
    (2, 1, "build"): (("end_build",),),
    # round 2: both collect taxes
    (1, 2, "action"): (("tax",),),
    (2, 2, "action"): (("tax",),),
    # round 3: the Egyptians agree to the Greeks' road; both build a city
    (1, 3, "consent"): (("road_consent", True),),
    (1, 3, "action"): (("build", "city", 0),),
    (1, 3, "build"): (("end_build",),),
    (2, 3, "action"): (("build", "city", 0),),
    (2, 3, "build"): (("end_build",),),
}
#: Decisions the computer players answer the same way in every round of the plan. Every seat is
#: asked on event cards and attacks whatever it holds; during the plan the computer players let them
#: happen (the stacked cards hold no luck, olympic games or hero, so that is their only answer anyway).
ALWAYS: dict[str, tuple[Action, ...]] = {
    "trade": (("trade_done",),),
    "defend": (("respond", "none"),),
    "luck_quake": (("respond", "none"),),
    "luck_erupt": (("respond", "none"),),
    "luck_famine": (("respond", "none"),),
    "barb": (("respond", "none"),),
    "consent": (("road_consent", True),),
}
PLAN_ROUNDS = 4  # after this round the plan is over and the computer players play on their own


def decision(s: HeroesState) -> str:
    return str(s.pending[-1][0]) if s.pending else s.phase


def planned(s: HeroesState, seat: int, legal: list[Action]) -> Action | None:
    """The plan's move for ``seat`` now, if one fits."""
    what = decision(s)
    tries = PLAN.get((seat, s.round, what), ())
    if s.round <= PLAN_ROUNDS:
        tries = tries + ALWAYS.get(what, ())
        if what == "action":
            tries = tries + (("skip",),)
        elif what == "build":
            tries = tries + (("end_build",),)
    for action in tries:
        if action in legal:
            return action
    return None


def plain(s: HeroesState, seat: int, legal: list[Action]) -> Action:
    """A simple, harmless legal move."""
    for wanted in (("trade_done",), ("end_build",), ("road_consent", True), ("respond", "none"), ("tax",)):
        if wanted in legal:
            return wanted
    monuments = [a for a in legal if a[0] == "monument"]
    if monuments:
        return max(monuments, key=lambda a: int(a[2]))
    discards = [a for a in legal if a[0] == "discard"]
    if discards:
        hand = s.hands[seat]
        return max(discards, key=lambda a: (hand.count(int(a[1])), int(a[1]) == GRAIN))
    return legal[0]


def agent(game: Game[Any], state: Any, seat: int) -> Action | None:
    """The tutorial's move for computer ``seat``: the plan first, then the AI's policy on what the
    seat may see, then a plain move."""
    s: HeroesState = state
    legal = game.legal_actions(s, seat)
    if not legal:
        return None
    action = planned(s, seat, legal)
    if action is not None:
        return action
    if s.round > PLAN_ROUNDS:
        try:
            from civitas.games.heroes.ai import HeroesKnowledge

            view = game.view(s, seat)
            chosen = HeroesKnowledge().policy(game, view, seat, legal, Rng(s.steps * 8 + seat))
            if chosen in legal:
                return chosen
        except Exception:  # the policy is a nicety: a plain move always works
            pass
    return plain(s, seat, legal)
