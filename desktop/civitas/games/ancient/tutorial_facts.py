"""When the tutorial's steps are done, and the facts their results tell, taken from the position and the
events at the moment a step is completed (``TutorialRun.facts``), so that a result stays true to that
moment. Facts are JSON: numbers, and card ids that ``say`` turns into names in the learner's language.

Texts are ours, in both languages; ``{key|form|forms}`` picks the plural form for the number ``key``
and ``{p1}``-style player names are left for the tutorial to fill in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.tutorial_kit import Result, Variant, card_teller
from civitas.games.ancient.catalog import catalog
from civitas.games.ancient.derived import C, army_attack, banners, food, spaces_free, spaces_total
from civitas.games.ancient.scoring import running_score
from civitas.games.ancient.state import AncientState

YOU = 0
Done = Callable[[AncientState, int, Action, list[Event]], bool]
#: Facts holding a card id, said as the card's name.
CARD_KEYS = frozenset({"card", "dismissed", "titan"})


def _mine(events: list[Event], kind: str) -> Event | None:
    return next((e for e in events if e.kind == kind and e.args.get("seat") == YOU), None)


# --- when a step is done -------------------------------------------------------------------------------
def placed_on(slot: str) -> Done:
    """Done when the learner has placed a citizen of any skill on ``slot``."""
    return lambda _s, seat, action, _ev: seat == YOU and action[0] == "place" and action[2] == slot


def event(kind: str) -> Done:
    """Done when an event of ``kind`` about the learner happened (whoever acted)."""
    return lambda _s, _seat, _action, events: _mine(events, kind) is not None


def picked_all(kind: str) -> Done:
    """Done when the learner has answered the last of a run of ``kind`` decisions (lose, starve)."""

    def done(s: AncientState, seat: int, action: Action, _ev: list[Event]) -> bool:
        top = s.stack.top
        return seat == YOU and action[0] == kind and not (top is not None and top.kind == kind and top.seat == YOU)

    return done


def explored(_s: AncientState, seat: int, action: Action, _ev: list[Event]) -> bool:
    return seat == YOU and action[0] in ("explore_draw", "explore_display")


def pending(kind: str) -> Callable[[AncientState], bool]:
    """A step that comes up only while the learner has a ``kind`` decision to make."""

    def applies(s: AncientState) -> bool:
        top = s.stack.top
        return top is not None and top.kind == kind and top.seat == YOU

    return applies


def _card_id(card: Any) -> str:
    """A card number of an event (its typed value: the events' names are the log's) as the card's id."""
    return C[int(card)].id


# --- the facts ------------------------------------------------------------------------------------------
def coins_facts(s: AncientState, events: list[Event]) -> dict[str, Any]:
    placed = _mine(events, "place")
    return {"coins": s.coins[YOU], "fee": int(placed.args["fee"]) if placed is not None else 0}


def build_facts(s: AncientState, events: list[Event]) -> dict[str, Any]:
    built = _mine(events, "build")
    return {
        "card": _card_id(built.args["card_no"]) if built is not None else "",
        "free": spaces_free(s, YOU),
        "total": spaces_total(s, YOU),
        "coins": s.coins[YOU],
    }


def recruit_facts(s: AncientState, events: list[Event]) -> dict[str, Any]:
    recruited, dismissed = _mine(events, "recruit"), _mine(events, "dismiss")
    army = s.armies[YOU][int(recruited.args["army"])] if recruited is not None else s.armies[YOU][-1]
    swords, arrows = army_attack(army)
    return {
        "card": _card_id(recruited.args["card_no"]) if recruited is not None else "",
        "dismissed": _card_id(dismissed.args["card_no"]) if dismissed is not None else "",
        "swords": swords,
        "arrows": arrows,
    }


def fight_facts(s: AncientState, events: list[Event]) -> dict[str, Any]:
    fought, rolled, lost = _mine(events, "fight"), _mine(events, "roll"), _mine(events, "lose_coins")
    faces = [str(f) for f in rolled.args["faces_id"]] if rolled is not None else []
    top = s.stack.top
    to_lose = int(top.data["left"]) if top is not None and top.kind == "lose" and top.seat == YOU else 0
    return {
        "titan": _card_id(fought.args["titan_no"]) if fought is not None else "",
        "attack": int(fought.args["attack"]) if fought is not None else 0,
        "defence": int(fought.args["defence"]) if fought is not None else 0,
        "paid": int(fought.args["paid"]) if fought is not None else 0,
        "titans": faces.count("titan"),
        "coinfaces": faces.count("coin"),
        "blanks": faces.count("blank"),
        "lost": int(lost.args["coins"]) if lost is not None else 0,
        "to_lose": to_lose,
    }


def lose_facts(s: AncientState, events: list[Event]) -> dict[str, Any]:
    lost = _mine(events, "lose")
    return {
        "card": _card_id(lost.args["card_no"]) if lost is not None else "",
        "food": food(s, YOU),
        "citizens": len(s.citizens[YOU]),
    }


def round_facts(s: AncientState, events: list[Event]) -> dict[str, Any]:
    income, hunger = _mine(events, "income"), _mine(events, "hunger")
    ended = next((int(e.args["round"]) - 1 for e in events if e.kind == "round"), s.round)
    return {
        "round": ended,
        "coins": int(income.args["coins"]) if income is not None else 0,
        "knowledge": int(income.args["knowledge"]) if income is not None else 0,
        "food": food(s, YOU),
        "citizens": len(s.citizens[YOU]),
        "short": int(hunger.args["short"]) if hunger is not None else 0,
    }


def starve_facts(s: AncientState, _events: list[Event]) -> dict[str, Any]:
    return {"skills": ", ".join(str(k) for k in s.starving[YOU]), "n": len(s.starving[YOU])}


def explore_facts(s: AncientState, events: list[Event]) -> dict[str, Any]:
    drawn, taken = _mine(events, "explore_draw"), _mine(events, "reserve_open")
    return {
        "count": int(drawn.args["count"]) if drawn is not None else 0,
        "card": _card_id(taken.args["card_no"]) if taken is not None else "",
    }


def reserve_facts(s: AncientState, events: list[Event]) -> dict[str, Any]:
    discarded = next((e for e in events if e.kind == "explore_discard"), None)
    return {"n": len(discarded.args["cards_no"]) if discarded is not None else 0, "reserve": len(s.reserve[YOU])}


def study_facts(s: AncientState, _events: list[Event]) -> dict[str, Any]:
    return {
        "knowledge": s.knowledge[YOU],
        "coins": s.coins[YOU],
        "banners": sum(banners(s, YOU)),
        "score": running_score(s, YOU),
        "starving": len(s.starving[YOU]),
    }


# --- saying them ----------------------------------------------------------------------------------------
#: ``texts`` in a language with the facts put in: cards by name, numbers with their plural forms.
say = card_teller(catalog, CARD_KEYS)


def result(*variants: Variant) -> Result:
    """A step's result: the variants whose tests hold for the facts, said with them (tutorial_kit)."""
    return Result(say, *variants)
