"""The guided first game of Territory: the steps and what each waits for. The opening is stacked in
scenario.py and the computer player follows the plan in tutorial_agents.py, so every step meets the
position it needs; the words are in tutorial_texts.py and the facts the results tell in tutorial_facts.py.

The learner is seat 0 ({p0}); {p1} is the computer player, who leads round 1. Round 1: a territory, a
House and a Raider on it, the roll, the draft (a unit onto the House, its profit moved onto the Raider),
passing and the end of the round. Round 2: a quest, a Bridge to {p1}'s territory, everything paid, the
union weighed. Round 3: market day (an offer sold, an offer bought), the quest completed and its
development card laid. After the last step the game is the learner's to finish.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.tutorial import Step
from civitas.engine.tutorial_kit import only, step_maker, two_player
from civitas.games.territory.legal import legal_actions
from civitas.games.territory.rules import working
from civitas.games.territory.scenario import RIVAL, TUTORIAL_DEVELOPMENT, TUTORIAL_PLAYERS, YOU
from civitas.games.territory.state import TerritoryState
from civitas.games.territory.tutorial_agents import agent
from civitas.games.territory.tutorial_facts import (
    card_facts,
    claim_facts,
    develop_facts,
    did,
    event,
    funded,
    funded_facts,
    local_facts,
    quest_facts,
    roll_facts,
    round_end_facts,
    sold_facts,
    union_facts,
    weigh_facts,
)
from civitas.games.territory.tutorial_texts import RESULTS, TARGET, TEXTS, TITLES

SEED = 5  # round 1's pool lets both players pass before it runs dry, round 2's pays for all the learner's cards

NAMES: dict[str, tuple[str, ...]] = {"en": ("Alex", "Vera"), "ru": ("Алекс", "Вера")}
OPTIONS: dict[str, Any] = {"players": TUTORIAL_PLAYERS, "first_leader": "2", "target": TARGET, "scenario": "tutorial"}
#: Territory numbers: {p1} makes the first one in round 1 (it leads), the learner the second.
RIVAL_LAND, YOUR_LAND = 0, 1
LAND_KIND, RIVAL_OFFER_KIND, DEVELOPMENT_KIND = "crisis", "excellent", TUTORIAL_DEVELOPMENT


# --- what the steps accept ------------------------------------------------------------------------------
# By card kind, not by the instance: the script works whatever copies the seed stacked.
def card_of(name: str, kind: str, *rest: Any) -> Any:
    """The action ``name`` with a card of ``kind`` (whichever copy) and, after it, exactly ``rest``."""

    def allowed(s: TerritoryState, a: Action) -> bool:
        return a[0] == name and len(a) == 2 + len(rest) and s.facts.kind[a[1]] == kind and tuple(a[2:]) == rest

    return allowed


def local_first(s: TerritoryState, action: Action) -> bool:
    """Moving local income onto a card; a unit from the pool only when no local income can be moved, and
    onto the House first while it is unpaid (its profit pays for the rest)."""
    if action[0] == "allocate":
        return True
    if action[0] != "take" or any(a[0] == "allocate" for a in legal_actions(s, YOU)):
        return False
    houses = [c for c in s.on[YOUR_LAND] if s.facts.kind[c] == "house" and not working(s, c)]
    return not houses or action[1] in houses


def in_round(number: int) -> Any:
    """A step that comes up only while round ``number`` lasts (should the pool run dry before the learner
    passes, the round's end has been told by the step before)."""
    return lambda s: s.round == number and not s.over


def passing(s: TerritoryState, action: Action) -> bool:
    """Passing in the draft (or Done, should the last window ask the learner anything)."""
    return action == ("pass",) if s.phase == "draft" else action == ("done",) and s.phase == "wrap"


def end_then_fund(s: TerritoryState, action: Action) -> bool:
    return action == ("end",) if s.phase == "build" else s.phase == "draft" and local_first(s, action)


def offering(s: TerritoryState, action: Action) -> bool:
    """One offer of any hand card at any price, then Done."""
    posted = any(o[0] == YOU for o in s.offers)
    return action[0] == "offer" and not posted or action == ("done",) and s.phase == "offer" and posted


def buying(s: TerritoryState, action: Action) -> bool:
    """Buying {p1}'s Good Name, then paying for it with any cards."""
    if action[0] == "pay":
        return s.phase == "pay"
    return (
        action[0] == "buy"
        and any(o[0] == RIVAL and o[1] == action[1] for o in s.offers)
        and (s.facts.kind[action[1]] == RIVAL_OFFER_KIND)
    )


def claiming(_s: TerritoryState, action: Action) -> bool:
    return action[0] == "claim"


def developing(s: TerritoryState, action: Action) -> bool:
    """The quest's development card, on any territory of the learner's that takes it."""
    return action[0] == "develop" and s.facts.kind[action[1]] == DEVELOPMENT_KIND


step = step_maker(TITLES, TEXTS, RESULTS)


# --- what the steps point at on the table -----------------------------------------------------------------
# Marks are the payloads of the table's pieces (games/territory/table): ``("card", c)`` a card whose face the
# learner sees, ``("land", t)`` a territory, ``("pool",)`` the income pool, ``("local", t)`` a territory's
# local income. The card instances are those of the stacked opening.
def _opening() -> TerritoryState:
    from civitas.games.territory import GAME  # the game's own setup, so the marks follow the scenario

    state: TerritoryState = GAME.new_state(OPTIONS, SEED)
    return state


def _held(s: TerritoryState, kind: str) -> int:
    return next(c for c in s.hands[YOU] if s.facts.kind[c] == kind)


def _coming(s: TerritoryState, kind: str) -> int:
    """The first card of ``kind`` the main deck will hand out (the stacked top)."""
    return next(c for c in reversed(s.deck) if s.facts.kind[c] == kind)


_S = _opening()
LAND_CARD = _held(_S, LAND_KIND)
HOUSE = _held(_S, "house")
RAIDER = _held(_S, "invader")
BRIDGE = _coming(_S, "bridge")
RIVAL_OFFER = _coming(_S, RIVAL_OFFER_KIND)
SPARE = _coming(_S, "circus")
QUEST = _S.quest_deck[-1]
DEVELOPMENT = _S.dev_deck[-1]
POOL = ("pool",)
YOURS = ("land", YOUR_LAND)
THEIRS = ("land", RIVAL_LAND)


# --- the steps ------------------------------------------------------------------------------------------
STEPS: tuple[Step, ...] = (
    step("welcome", "overview"),
    step("land", "territories", allowed=card_of("land", LAND_KIND), done=did("land"),
         marks=(("card", LAND_CARD),)),
    step("building", "buildings", allowed=card_of("build", "house", YOUR_LAND), done=did("build"),
         facts=card_facts(HOUSE), marks=(("card", HOUSE), YOURS)),
    step("character", "characters", allowed=card_of("build", "invader", YOUR_LAND), done=did("build"),
         facts=card_facts(RAIDER), marks=(("card", RAIDER), YOURS)),
    step("roll", "income", allowed=only(("end",)), done=event("roll"), facts=roll_facts),
    step("take", "income", allowed=card_of("take", "house"), done=funded(YOUR_LAND, "house"),
         facts=local_facts(YOUR_LAND), marks=(POOL, ("card", HOUSE))),
    step("allocate", "profit", allowed=local_first, done=funded(YOUR_LAND, "house", "invader"),
         facts=local_facts(YOUR_LAND), marks=(("local", YOUR_LAND), ("card", RAIDER))),
    step("pass", "destruction", allowed=passing, done=event("destruction"), applies=in_round(1), facts=round_end_facts,
         marks=(THEIRS,)),
    step("quest", "quests", allowed=only(("quest",)), done=did("quest"), facts=quest_facts),
    step("bridge", "unions", allowed=card_of("bridge", "bridge", YOUR_LAND, RIVAL_LAND), done=did("bridge"),
         facts=weigh_facts(YOUR_LAND, RIVAL_LAND), marks=(("card", BRIDGE), YOURS, THEIRS)),
    step("fund", "income", allowed=end_then_fund, done=funded(YOUR_LAND, "house", "invader", "bridge"),
         facts=funded_facts, marks=(("card", BRIDGE), POOL)),
    step("union", "unions", allowed=passing, done=event("union"), applies=in_round(2), facts=union_facts,
         marks=(THEIRS, ("card", RAIDER))),
    step("offer", "market", allowed=offering, done=event("sold", seller_seat=YOU), facts=sold_facts,
         marks=(("card", SPARE),)),
    step("buy", "market", allowed=buying, done=event("sold", seat=YOU), facts=sold_facts,
         marks=(("card", RIVAL_OFFER),)),
    step("claim", "quests", allowed=claiming, done=did("claim"), facts=claim_facts, marks=(("card", QUEST),)),
    step("develop", "quests", allowed=developing, done=did("develop"),
         facts=develop_facts, marks=(("card", DEVELOPMENT), YOURS)),
    step("finish", "end"),
)  # fmt: skip

TUTORIAL = two_player("territory", OPTIONS, SEED, NAMES, STEPS, agent, human=YOU, rival=RIVAL)
