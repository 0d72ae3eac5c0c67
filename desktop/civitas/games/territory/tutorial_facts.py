"""When the steps of Territory's tutorial are done, and the facts their results tell, taken from the position
and the events at the moment a step is completed (``TutorialRun.facts``), so that a result stays true to
that moment. Facts are JSON: numbers, and card kind ids that ``say`` turns into names in the learner's
language.

Texts are ours, in both languages; ``{key|form|forms}`` picks the plural form for the number ``key``
and ``{p1}``-style player names are left for the tutorial to fill in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.tutorial_kit import Result, Variant, card_ref, card_teller
from civitas.games.territory.catalog import catalog
from civitas.games.territory.rules import need, reputation, working
from civitas.games.territory.scenario import RIVAL, YOU
from civitas.games.territory.state import TerritoryState

Done = Callable[[TerritoryState, int, Action, list[Event]], bool]
#: Facts holding a card kind id, said as the card's name.
CARD_KEYS = frozenset({"card", "quest", "collapsed", "development"})


def _first(events: list[Event], kind: str, **args: Any) -> Event | None:
    return next((e for e in events if e.kind == kind and all(e.args.get(k) == v for k, v in args.items())), None)


# --- when a step is done -------------------------------------------------------------------------------
def did(kind: str) -> Done:
    """Done when the learner has done an action of this kind."""
    return lambda _s, seat, action, _ev: seat == YOU and action[0] == kind


def event(kind: str, **args: Any) -> Done:
    """Done when an event of ``kind`` (with these arguments) happened, whoever acted."""
    return lambda _s, _seat, _action, events: _first(events, kind, **args) is not None


def funded(land: int, *kinds: str) -> Done:
    """Done when the learner's territory ``land`` holds a card of each of ``kinds`` and every one of them works
    (has all the income it needs this round)."""

    def done(s: TerritoryState, _seat: int, _action: Action, _ev: list[Event]) -> bool:
        if land >= len(s.owner) or s.owner[land] != YOU:
            return False
        cards = [c for c in s.on[land] if s.host[c] == land and s.facts.kind[c] in kinds]
        present = {s.facts.kind[c] for c in cards}
        return present == set(kinds) and all(working(s, c) for c in cards)

    return done


# --- the facts ------------------------------------------------------------------------------------------
def card_facts(card: int) -> Callable[[TerritoryState, list[Event]], dict[str, Any]]:
    """What a card placed on a territory needs and yields (with the upkeep of the game's options)."""

    def facts(s: TerritoryState, _events: list[Event]) -> dict[str, Any]:
        f = s.facts
        printed = f.profit[card]
        return {
            "card": f.kind[card],
            "need": need(s, card),
            "printed_need": f.req[card],
            "profit": printed + s.options.get("upkeep", 1) if printed > 0 else 0,
            "sig": f.sig[card],
        }

    return facts


def roll_facts(_s: TerritoryState, events: list[Event]) -> dict[str, Any]:
    roll = _first(events, "roll")
    args = roll.args if roll is not None else {}
    return {"d1": int(args.get("d1", 0)), "d2": int(args.get("d2", 0)), "pool": int(args.get("pool", 0))}


def local_facts(land: int) -> Callable[[TerritoryState, list[Event]], dict[str, Any]]:
    """The pool left and the local income of territory ``land`` now, and the profit just made."""

    def facts(s: TerritoryState, events: list[Event]) -> dict[str, Any]:
        gained = _first(events, "profit", seat=YOU)
        return {
            "pool": s.pool,
            "local": s.local[land],
            "gain": int(gained.args["gain"]) if gained is not None else 0,
            "card": card_ref(gained.args["card"]) if gained is not None else "",
        }

    return facts


def round_end_facts(s: TerritoryState, events: list[Event]) -> dict[str, Any]:
    """What destruction took: the rival's collapsed cards, the local income lost, the learner's losses."""
    theirs = [card_ref(e.args["card"]) for e in events if e.kind == "collapse" and e.args.get("seat") == RIVAL]
    mine_lost = sum(1 for e in events if e.kind == "collapse" and e.args.get("seat") == YOU)
    destruction = _first(events, "destruction")
    return {
        "collapsed": theirs[0] if theirs else "",
        "theirs": len(theirs),
        "mine": mine_lost,
        "lost": int(destruction.args["lost"]) if destruction is not None else 0,
        "ended": s.round if s.over else s.round - 1,
    }


def quest_facts(s: TerritoryState, _events: list[Event]) -> dict[str, Any]:
    held = s.quests[YOU]
    return {"quest": s.facts.kind[held[-1]] if held else "", "held": len(held)}


def weigh_facts(yours: int, theirs: int) -> Callable[[TerritoryState, list[Event]], dict[str, Any]]:
    """The significance the union of ``yours`` and ``theirs`` would give each side with all cards paid."""

    def facts(s: TerritoryState, _events: list[Event]) -> dict[str, Any]:
        sig = s.facts.sig
        return {
            "you": 1 + sum(sig[c] for c in s.on[yours]),
            "they": 1 + sum(sig[c] for c in s.on[theirs]),
        }

    return facts


def funded_facts(s: TerritoryState, _events: list[Event]) -> dict[str, Any]:
    return {"pool": s.pool, "working": sum(1 for t in s.lands[YOU] for c in s.on[t] if working(s, c))}


def union_facts(s: TerritoryState, events: list[Event]) -> dict[str, Any]:
    weighed = _first(events, "union")
    taken = _first(events, "takeover", seat=YOU)
    sig = list(weighed.args["significance"]) if weighed is not None else [0, 0]
    collapsed = _first(events, "destruction")
    return {
        "you": int(sig[YOU]),
        "they": int(sig[RIVAL]),
        "taken": int(taken.args["count"]) if taken is not None else 0,
        "rep": reputation(s, YOU),
        "collapsed": int(collapsed.args["count"]) if collapsed is not None else 0,
        "lands": len(s.lands[YOU]),
    }


def sold_facts(s: TerritoryState, events: list[Event]) -> dict[str, Any]:
    """A sale of the learner's offer (the rival bought) or the learner's purchase."""
    sold = _first(events, "sold")
    return {
        "card": card_ref(sold.args["card"]) if sold is not None else "",
        "price": int(sold.args["price"]) if sold is not None else 0,
        "hand": len(s.hands[YOU]),
    }


def claim_facts(s: TerritoryState, events: list[Event]) -> dict[str, Any]:
    claimed = _first(events, "claim", seat=YOU)
    f = s.facts
    developments = [c for c in s.hands[YOU] if f.type[c] == "development"]
    return {
        "quest": card_ref(claimed.args["quest"]) if claimed is not None else "",
        "rep": reputation(s, YOU),
        "leader": int(s.quest_leader == YOU),
        "development": f.kind[developments[-1]] if developments else "",
        "target": int(s.options.get("target", 5)),
    }


def develop_facts(s: TerritoryState, events: list[Event]) -> dict[str, Any]:
    placed = _first(events, "develop", seat=YOU)
    land = int(placed.args["land_no"]) if placed is not None else -1
    houses = sum(1 for c in s.on[land] if s.facts.kind[c] == "house") if land >= 0 else 0
    return {"card": card_ref(placed.args["card"]) if placed is not None else "", "land": land + 1, "houses": houses}


# --- saying them ----------------------------------------------------------------------------------------
#: ``texts`` in a language with the facts put in: cards by name, numbers with their plural forms.
say = card_teller(catalog, CARD_KEYS)


def result(*variants: Variant) -> Result:
    """A step's result: the variants whose tests hold for the facts, said with them (tutorial_kit)."""
    return Result(say, *variants)
