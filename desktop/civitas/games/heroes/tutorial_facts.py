"""What the tutorial's results say about the table, taken at the moment a step is completed and kept
with the learner's progress (``TutorialRun.facts``): the result stays true to that moment while the
computer players move on. A fair's step is completed when the learner's next turn begins, since the
fair ends only when every player has said done (the learner may say it before the others have
answered), so its result can name the card that turn began with.

Texts are ours, in both languages, in ``texts/<lang>/tutorial.ftl`` (``tutorial-fact-*``); numbers choose
their plural forms there, and ``{p1}``-style player names are left for the tutorial to fill in.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.texts import say
from civitas.games.heroes.cards import KIND_IDS
from civitas.games.heroes.catalog import catalog
from civitas.games.heroes.state import HeroesState

YOU = 0
GAME_ID = "heroes"


def card_kind(ref: object) -> int:
    """A card reference of an event (``@card.marble``) as a kind; -1 when it is not one."""
    name = str(ref).removeprefix("@card.")
    return KIND_IDS.index(name) if name in KIND_IDS else -1


# --- when a step is done, and its facts --------------------------------------------------------------
def turn_began(_s: HeroesState, _seat: int, _action: Action, events: list[Event]) -> bool:
    """Done when the learner's turn begins (after a fair: once every player has said done)."""
    return any(e.kind == "turn" and e.args.get("seat") == YOU for e in events)


def turn_facts(s: HeroesState, events: list[Event]) -> dict[str, Any]:
    """The round, the card the learner's turn began with and the hand just then."""
    drawn = -1
    for e in events:
        if e.args.get("seat") != YOU:
            continue
        if e.kind == "draw" and e.args.get("why") == "@why.turn" and e.secret is not None:
            drawn = card_kind(e.secret.get("card"))
        elif e.kind == "draw_event" and e.args.get("why") == "@why.turn":
            drawn = card_kind(e.args.get("card"))
    return {"round": s.round, "drawn": drawn, "hand": sorted(s.hands[YOU])}


def tax_facts(s: HeroesState, events: list[Event]) -> dict[str, Any]:
    drawn = [e for e in events if e.kind == "draw" and e.args.get("seat") == YOU]
    return {"n": sum(1 for e in drawn if e.args.get("why") == "@why.tax"), "held": len(s.hands[YOU])}


def hand_facts(s: HeroesState, _events: list[Event]) -> dict[str, Any]:
    return {"held": len(s.hands[YOU])}


# --- the texts ----------------------------------------------------------------------------------------
def card_list(kinds: list[int], lang: str) -> str:
    """Cards by name, a repeated one counted: "Stone ×2, Iron" / «Камень» ×2, «Железо»."""
    names = catalog(lang)
    out: list[str] = []
    for kind in sorted(set(kinds), key=kinds.index):
        name = names.get("card." + KIND_IDS[kind], KIND_IDS[kind]) if 0 <= kind < len(KIND_IDS) else "?"
        out.append(say(GAME_ID, lang, "tutorial.card", {"name": str(name), "count": kinds.count(kind)}))
    return ", ".join(out)


def _word(key: str, raw: Any, lang: str) -> str | None:
    if key == "hand":
        return card_list([int(k) for k in raw], lang)
    if key == "drawn":
        return card_list([int(raw)], lang)
    return None


#: Player names stay as ``{p0}``… for the tutorial to fill in (``TutorialRun``), as in its other texts.
PLAYER_SLOTS: dict[str, str] = {f"p{i}": "{" + f"p{i}" + "}" for i in range(6)}


def _args(facts: dict[str, Any], lang: str) -> dict[str, Any]:
    out: dict[str, Any] = dict(PLAYER_SLOTS)
    for key, raw in facts.items():
        worded = _word(key, raw, lang)
        out[key] = worded if worded is not None else raw
    return out


def result(name: str) -> Any:
    """A step's result: ``tutorial-fact-<name>`` said with the facts of the moment the step was done
    (cards by name, numbers choosing their plural forms)."""

    def render(facts: dict[str, Any], lang: str) -> str:
        return say(GAME_ID, lang, f"tutorial.fact.{name}", _args(facts, lang))

    return render


FAIR_OVER = result("fair_over")
ROUND_CARD = result("round_card")
ROUND_HAND = result("round_hand")
ROUND_EVENT = result("round_event")
TAXED = result("taxed")
HAND_KEPT = result("hand_kept")
