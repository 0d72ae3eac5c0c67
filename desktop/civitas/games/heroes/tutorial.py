"""The guided first game of Age of Heroes: the steps, their texts (ru/en, written for this app) and
what each step waits for. The opening is stacked in scenario.py and the opponents play the plan in
tutorial_agents.py, so every step meets the cards it needs; the war is won by at least one army
whatever the dice show (two attackers against one defender), and its result is told as it fell.

The learner is seat 0 (Greeks); {p1} is the Egyptian neighbour, {p2} the Roman one. The words are in
``texts/<lang>/tutorial.ftl`` (Project Fluent, see ``civitas.engine.texts``).
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.texts import Localized, say
from civitas.engine.tutorial import Step, Tutorial
from civitas.games.heroes.cards import IRON, STONE
from civitas.games.heroes.scenario import LIMESTONE, MARBLE, TUTORIAL_PLAYERS
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.tutorial_agents import agent
from civitas.games.heroes.tutorial_facts import (
    FAIR_OVER,
    HAND_KEPT,
    PLAYER_SLOTS,
    ROUND_CARD,
    ROUND_EVENT,
    ROUND_HAND,
    TAXED,
    hand_facts,
    tax_facts,
    turn_began,
    turn_facts,
)

YOU, LEFT, RIGHT = 0, 1, 2
SEED = 20260613  # the duel is won here, so the hand-limit step shows too (tests cover the other dice)

#: The ways the tutorial's duel can fall (``tutorial-battle-<outcome>``); "none": no duel was fought.
OUTCOMES = ("attacker", "defender", "tie", "none")
NAMES: dict[str, tuple[str, ...]] = {"en": ("Alex", "Nefer", "Marcus"), "ru": ("Алекс", "Нефер", "Марк")}


# --- what the steps accept and wait for -------------------------------------------------------------
def only(*actions: Action) -> Any:
    def allowed(_s: HeroesState, action: Action) -> bool:
        return action in actions

    return allowed


def mine(*actions: Action) -> Any:
    """Done when the learner has done one of ``actions``."""

    def done(_s: HeroesState, seat: int, action: Action, _ev: list[Event]) -> bool:
        return seat == YOU and action in actions

    return done


def event(kind: str, **args: Any) -> Any:
    """Done when an event of ``kind`` with these arguments happened (whoever acted)."""

    def done(_s: HeroesState, _seat: int, _action: Action, events: list[Event]) -> bool:
        return any(e.kind == kind and all(e.args.get(k) == v for k, v in args.items()) for e in events)

    return done


def _traded(_s: HeroesState, _seat: int, _action: Action, events: list[Event]) -> bool:
    return any(e.kind == "trade" and YOU in (e.args.get("seat"), e.args.get("other_seat")) for e in events)


def _send_or_go(s: HeroesState, action: Action) -> bool:
    if action == ("send", 0):
        return len(s.war_units) < 2
    return action == ("go",) and len(s.war_units) == 2


def _discarding(s: HeroesState) -> bool:
    return s.phase == "discard" and s.current == YOU and not s.pending


def _any_discard(_s: HeroesState, action: Action) -> bool:
    return action[0] == "discard"


def _discarded_enough(s: HeroesState, seat: int, action: Action, _ev: list[Event]) -> bool:
    return seat == YOU and action[0] == "discard" and not _discarding(s)


def _battle(_s: HeroesState, events: list[Event]) -> dict[str, Any]:
    facts: dict[str, Any] = {"a": 0, "d": 0, "outcome": "none", "w": 0, "n": 0, "home": "away"}
    for e in events:
        a = e.args
        if e.kind == "duel":
            facts["a"] = int(a["a_die"]) + int(a["a_bonus"])
            facts["d"] = int(a["d_die"]) + int(a["d_bonus"])
            facts["outcome"] = str(a["result"]).rsplit(".", 1)[-1]
        elif e.kind == "battle_result":
            facts["w"] = int(a["winners"])
        elif e.kind == "plunder":
            facts["n"] = int(a["n"])
        elif e.kind == "armies_return":
            facts["home"] = "home"
    return facts


def _t(key: str, part: str) -> Localized:
    """A step's title, text or result: ``tutorial-<key>-<part>`` of ``texts/<lang>/tutorial.ftl``."""
    return Localized("heroes", f"tutorial.{key}.{part}")


def battle_text(facts: dict[str, Any], lang: str) -> str:
    """How the tutorial's war fell (``tutorial-battle-<outcome>``) and when the survivors come home
    (``tutorial-homecoming-<home>``); player names stay for the tutorial to fill in."""
    outcome = str(facts.get("outcome"))
    home = str(facts.get("home"))
    args = {**facts, **PLAYER_SLOTS}
    first = say("heroes", lang, f"tutorial.battle.{outcome if outcome in OUTCOMES else 'none'}", args)
    return first + say("heroes", lang, f"tutorial.homecoming.{home if home in ('away', 'home') else 'away'}", args)


# --- the steps ------------------------------------------------------------------------------------------
STEPS: tuple[Step, ...] = (
    Step(
        "welcome",
        _t("welcome", "title"),
        _t("welcome", "text"),
        section="setup",
    ),
    Step(
        "trade",
        _t("trade", "title"),
        _t("trade", "text"),
        _t("trade", "result"),
        allowed=only(("offer", LIMESTONE, MARBLE)),
        done=_traded,
        section="trade",
    ),
    Step(
        "trade_done",
        _t("trade_done", "title"),
        _t("trade_done", "text"),
        FAIR_OVER,
        allowed=only(("trade_done",)),
        done=turn_began,  # the fair ends once everyone has said done: the result waits for the new turn
        facts=turn_facts,
        section="fair",
    ),
    Step(
        "city",
        _t("city", "title"),
        _t("city", "text"),
        _t("city", "result"),
        allowed=only(("build", "city", 0)),
        marks=(("card", STONE),),
        done=event("build", seat=YOU, item="@item.city"),
        section="build",
    ),
    Step(
        "end_build",
        _t("end_build", "title"),
        _t("end_build", "text"),
        _t("end_build", "result"),
        allowed=only(("end_build",)),
        done=mine(("end_build",)),
        section="turn",
    ),
    Step(
        "monument",
        _t("monument", "title"),
        _t("monument", "text"),
        _t("monument", "result"),
        allowed=only(("monument", MARBLE, 2)),
        done=mine(("monument", MARBLE, 2)),
        section="monument",
    ),
    Step(
        "fair2",
        _t("fair2", "title"),
        _t("fair2", "text"),
        ROUND_CARD,
        allowed=only(("trade_done",)),
        done=turn_began,
        facts=turn_facts,
        section="fair",
    ),
    Step(
        "tax",
        _t("tax", "title"),
        _t("tax", "text"),
        TAXED,
        allowed=only(("tax",)),
        done=mine(("tax",)),
        facts=tax_facts,
        section="tax",
    ),
    Step(
        "fair3",
        _t("fair3", "title"),
        _t("fair3", "text"),
        ROUND_HAND,
        allowed=only(("trade_done",)),
        done=turn_began,
        facts=turn_facts,
        section="fair",
    ),
    Step(
        "road",
        _t("road", "title"),
        _t("road", "text"),
        _t("road", "result"),
        allowed=only(("build", "road", 0, LEFT)),
        marks=(("card", STONE),),
        done=event("road_built", seat=YOU, other_seat=LEFT),
        section="roads",
    ),
    Step(
        "army",
        _t("army", "title"),
        _t("army", "text"),
        _t("army", "result"),
        allowed=only(("build", "army", 0)),
        marks=(("card", IRON),),
        done=event("build", seat=YOU, item="@item.army"),
        section="build",
    ),
    Step(
        "end_build2",
        _t("end_build2", "title"),
        _t("end_build2", "text"),
        _t("end_build2", "result"),
        allowed=only(("end_build",)),
        done=mine(("end_build",)),
        section="turn",
    ),
    Step(
        "fair4",
        _t("fair4", "title"),
        _t("fair4", "text"),
        ROUND_EVENT,
        allowed=only(("trade_done",)),
        done=turn_began,
        facts=turn_facts,
        section="fair",
    ),
    Step(
        "quake",
        _t("quake", "title"),
        _t("quake", "text"),
        _t("quake", "result"),
        allowed=only(("quake", RIGHT, 0)),
        done=event("quake", seat=RIGHT),
        section="events",
    ),
    Step(
        "war",
        _t("war", "title"),
        _t("war", "text"),
        _t("war", "result"),
        allowed=only(("war", RIGHT)),
        marks=(("army", YOU, 0),),
        done=mine(("war", RIGHT)),
        section="war",
    ),
    Step(
        "goal",
        _t("goal", "title"),
        _t("goal", "text"),
        _t("goal", "result"),
        allowed=only(("goal", "plunder")),
        done=mine(("goal", "plunder")),
        section="war",
    ),
    Step(
        "send",
        _t("send", "title"),
        _t("send", "text"),
        battle_text,
        allowed=_send_or_go,
        # done when the battle is fought: after Attack! the defender is asked first (always, whatever
        # it holds), and the duels follow its answer
        done=event("battle_result", seat=YOU),
        facts=_battle,
        section="combat",
    ),
    Step(
        "discard",
        _t("discard", "title"),
        _t("discard", "text"),
        HAND_KEPT,
        allowed=_any_discard,
        done=_discarded_enough,
        applies=_discarding,
        facts=hand_facts,
        section="discard",
    ),
    Step(
        "finish",
        _t("finish", "title"),
        _t("finish", "text"),
        section="victory",
    ),
)

TUTORIAL = Tutorial(
    game_id="heroes",
    options={"players": TUTORIAL_PLAYERS, "scenario": "tutorial"},
    seed=SEED,
    players=[
        {"name": NAMES["en"][YOU]},
        {"name": NAMES["en"][LEFT], "ai": "easy"},
        {"name": NAMES["en"][RIGHT], "ai": "easy"},
    ],
    human=YOU,
    steps=STEPS,
    names=NAMES,
    agent=agent,
)
