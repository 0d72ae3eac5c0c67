"""When the steps of Empires' guided first game are done, and the facts their results tell, taken from the
position and the events at the moment a step is completed (``TutorialRun.facts``), so that a result stays
true to that moment. Facts are JSON: numbers, and card design ids that ``say`` turns into names in the
learner's language. No Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.tutorial_kit import Result, Variant, card_teller
from civitas.games.empires.cards import UNREST_ID, card_set
from civitas.games.empires.catalog import catalog
from civitas.games.empires.flow import unrest_in_hand
from civitas.games.empires.scenario import YOU
from civitas.games.empires.state import EmpiresState

Done = Callable[[EmpiresState, int, Action, list[Event]], bool]
#: Facts holding a card design id, said as the card's name.
CARD_KEYS = frozenset({"card", "refill", "nation"})


def _mine(events: list[Event], kind: str) -> Event | None:
    return next((e for e in events if e.kind == kind and e.args.get("seat") == YOU), None)


def _design(s: EmpiresState, card: Any) -> str:
    return s.table[card] if type(card) is int and 0 <= card < len(s.table) else ""


# --- when a step is done -------------------------------------------------------------------------------
def event(kind: str) -> Done:
    """Done when an event of ``kind`` about the learner happened (whoever acted)."""
    return lambda _s, _seat, _action, events: _mine(events, kind) is not None


def played(design: str) -> Done:
    """Done when the learner has played a copy of ``design``."""
    return lambda s, seat, action, _ev: seat == YOU and action[0] == "play" and s.table[action[1]] == design


def turn_over(s: EmpiresState, _seat: int, _action: Action, _events: list[Event]) -> bool:
    """Done once the learner's turn is over (the cleanup finished): seen at the next move that tells something,
    whoever makes it, since the cleanup's last answer may tell nothing (a table observes only moves with
    events)."""
    return s.turn != YOU or s.over


def revolted(_s: EmpiresState, seat: int, action: Action, _events: list[Event]) -> bool:
    return seat == YOU and action[0] == "revolt" and action[1] > 0


# --- the facts ------------------------------------------------------------------------------------------
def tokens_facts(s: EmpiresState, _events: list[Event]) -> dict[str, Any]:
    return {"actions": s.actions[YOU], "exhaust": s.exhaust[YOU]}


def play_facts(s: EmpiresState, events: list[Event]) -> dict[str, Any]:
    played = _mine(events, "play")
    return {"card": _design(s, played.args["card"]) if played is not None else "", "actions": s.actions[YOU]}


def exhaust_facts(s: EmpiresState, _events: list[Event]) -> dict[str, Any]:
    return {"population": s.res[YOU][1], "exhaust": s.exhaust[YOU]}


def acquire_facts(s: EmpiresState, events: list[Event]) -> dict[str, Any]:
    acquired = _mine(events, "acquire")
    slot = int(acquired.args["slot"]) if acquired is not None else -1
    refill = next((e for e in events if e.kind == "refill" and e.args.get("slot") == slot), None)
    return {
        "card": _design(s, acquired.args["card"]) if acquired is not None else "",
        "unrest": 1 if _mine(events, "take_unrest") is not None else 0,
        "refill": _design(s, refill.args["card"]) if refill is not None else "",
        "hand": len(s.hand[YOU]),
        "materials": s.res[YOU][0],
        "pile": len(s.unrest),
    }


def cleanup_facts(s: EmpiresState, _events: list[Event]) -> dict[str, Any]:
    return {"hand": len(s.hand[YOU]), "deck": len(s.deck[YOU])}


def innovate_facts(s: EmpiresState, events: list[Event]) -> dict[str, Any]:
    broken = _mine(events, "break_through")
    card = broken.args["card"] if broken is not None else -1
    gained = sum(int(e.args["n"]) for e in events if e.kind == "gain" and e.args.get("seat") == YOU
                 and e.args.get("src") == card and e.args.get("res") == "progress")  # fmt: skip
    return {
        "card": _design(s, card),
        "returned": sum(1 for e in events if e.kind == "return_unrest"),
        "progress": gained,
        "pile": len(s.unrest),
        "discard": len(s.discard[YOU]),
    }


def reshuffle_facts(s: EmpiresState, events: list[Event]) -> dict[str, Any]:
    came, shuffled = _mine(events, "nation_card"), _mine(events, "reshuffle")
    return {
        "nation": _design(s, came.args["card"]) if came is not None else "",
        "flipped": 1 if _mine(events, "state_flip") is not None else 0,
        "shuffled": int(shuffled.args["cards"]) if shuffled is not None else 0,
        "deck": len(s.deck[YOU]),
        "unrest": len(unrest_in_hand(s, YOU)),
    }


def accession_facts(s: EmpiresState, events: list[Event]) -> dict[str, Any]:
    played = _mine(events, "play")
    return {
        "card": _design(s, played.args["card"]) if played is not None else "",
        "materials": s.res[YOU][0],
        "population": s.res[YOU][1],
    }


def revolt_facts(s: EmpiresState, events: list[Event]) -> dict[str, Any]:
    returned = sum(1 for e in events if e.kind == "return_unrest" and e.args.get("seat") == YOU)
    vp = card_set(s.cards_key).designs[UNREST_ID].vp or {}
    return {"returned": returned, "saved": -returned * int(vp.get("fixed", 0)), "pile": len(s.unrest),
            "hand": len(s.hand[YOU])}  # fmt: skip


# --- saying them ----------------------------------------------------------------------------------------
#: ``texts`` in a language with the facts put in: cards by name, numbers with their plural forms.
say = card_teller(catalog, CARD_KEYS)


def result(*variants: Variant) -> Result:
    """A step's result: the variants whose tests hold for the facts, said with them (tutorial_kit)."""
    return Result(say, *variants)
