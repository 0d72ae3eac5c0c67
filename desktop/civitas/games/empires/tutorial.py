"""The guided first game of Empires: the steps and what each waits for. The opening is stacked in
scenario.py and the computer player follows the quiet plan of tutorial_agents.py, so every step meets the
position it needs; the words are in tutorial_texts.py and the facts the results tell in tutorial_facts.py.

The learner is seat 0 ({p0}, the River Dynasts) and plays first; {p1} is the computer player (the Salt
Guilds). Turn 1: Activate, a region played and exhausted, Foragers acquired with the unrest under it, the
cleanup. Turn 2: Innovate for Walled City. Turn 3: the draw pile runs out and the first reshuffle brings
the accession card. Turn 4: Walled City, an empire card, played. Turn 5: Revolt with the two unrest cards
kept in hand since turn 3. Then the end and the scoring are told, and the game is the learner's to finish.
A decision asked of the learner during {p1}'s turn or the solstice is always let through.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.tutorial import Allowed, Step
from civitas.engine.tutorial_kit import mine, only, step_maker, two_player
from civitas.games.empires.core import D
from civitas.games.empires.flow import unrest_in_hand
from civitas.games.empires.legal import legal_actions
from civitas.games.empires.limits import hand_size
from civitas.games.empires.scenario import (
    RIVAL,
    TUTORIAL_MARKET,
    TUTORIAL_NATIONS,
    TUTORIAL_PLAYERS,
    TUTORIAL_SIDE,
    YOU,
)
from civitas.games.empires.state import EmpiresState
from civitas.games.empires.tutorial_agents import agent
from civitas.games.empires.tutorial_facts import (
    accession_facts,
    acquire_facts,
    cleanup_facts,
    event,
    exhaust_facts,
    innovate_facts,
    play_facts,
    played,
    reshuffle_facts,
    revolt_facts,
    revolted,
    tokens_facts,
    turn_over,
)
from civitas.games.empires.tutorial_texts import RESULTS, TEXTS, TITLES

SEED = 4

NAMES: dict[str, tuple[str, ...]] = {"en": ("Alex", "Mira"), "ru": ("Алекс", "Мира")}
OPTIONS: dict[str, Any] = {
    "players": TUTORIAL_PLAYERS,
    "first_player": "1",
    **{f"nation_{k + 1}": nation for k, nation in enumerate(TUTORIAL_NATIONS)},
    **{f"side_{k + 1}": TUTORIAL_SIDE for k in range(TUTORIAL_PLAYERS)},
    "scenario": "tutorial",
}


# --- the table of the stacked opening -----------------------------------------------------------------------
def _opening() -> EmpiresState:
    from civitas.games.empires import GAME  # the game's own setup, so the cards follow the scenario

    state: EmpiresState = GAME.new_state(OPTIONS, SEED)
    return state


def _held(s: EmpiresState, design: str) -> int:
    return next(c for c in s.hand[YOU] if s.table[c] == design)


_S = _opening()
FLOODPLAIN = _held(_S, "rd_floodplain")
SCRIBES = _held(_S, "rd_learn")
IRRIGATION = next(c for c in _S.deck[YOU] if _S.table[c] == "rd_irrigation")
UNREST = tuple(c for c in _S.deck[YOU] if D(_S, c).kind == "unrest")
ACCESSION = _S.nation_deck[YOU][0]
FORAGERS, WALLED = (_S.market[slot] for slot in sorted(TUTORIAL_MARKET))
EMPIRE_CARD = TUTORIAL_MARKET[2]  # the empire card broken through for in turn 2 and played in turn 4


# --- what the steps accept ----------------------------------------------------------------------------------
def _top(s: EmpiresState) -> tuple[str, Any]:
    top = s.stack.top
    return (top.kind, top) if top is not None else ("", None)


def _slot_of(s: EmpiresState, action: Action, card: int) -> bool:
    """Whether ``action`` takes the market slot that holds ``card``."""
    return action[0] == "slot" and card in s.market and action[1] == s.market.index(card)


def _is(s: EmpiresState, card: Any, design: str) -> bool:
    return type(card) is int and 0 <= card < len(s.table) and s.table[card] == design


def _is_unrest(s: EmpiresState, card: Any) -> bool:
    return type(card) is int and 0 <= card < len(s.table) and D(s, card).kind == "unrest"


def _cleanup_pick(s: EmpiresState) -> bool:
    kind, top = _top(s)
    return kind == "pick" and top.source == "cleanup"


def others_turn(s: EmpiresState, _action: Action) -> bool:
    """A decision asked of the learner while it is not the learner's turn ({p1}'s turn, the solstice)."""
    return s.turn != YOU


def keeps_unrest(s: EmpiresState, action: Action) -> bool:
    """Any move but one that spends an unrest card from the hand (played, discarded, garrisoned...), unless
    nothing else is offered."""
    if action[0] == "play":
        return not _is_unrest(s, action[1])
    if action[0] == "pick" and _is_unrest(s, action[1]) and action[1] in s.hand[YOU]:
        return all(a[0] == "pick" and _is_unrest(s, a[1]) for a in legal_actions(s, YOU))
    return True


def turn_rest(s: EmpiresState, action: Action) -> bool:
    """The end of an activation and the cleanup: the market token anywhere, and discarding as the learner
    likes, but neither the unrest cards (kept for the revolt) nor Walled City (played after the accession)."""
    kind, _top_frame = _top(s)
    if kind == "activate":
        return action == ("end",)
    if kind == "cleanup_token":
        return action[0] == "slot"
    if _cleanup_pick(s):
        return action == ("done",) or (keeps_unrest(s, action) and not _is(s, action[1], EMPIRE_CARD))
    return False


def routine(step: Allowed) -> Allowed:
    """A step's own moves, and the learner's answers while it is someone else's turn."""
    return lambda s, a: step(s, a) or others_turn(s, a)


def keep_hand(s: EmpiresState, action: Action) -> bool:
    """Turn 1's end: End, the market token on Walled City (the card the step names and rings), and the hand kept
    (Done)."""
    kind, _top_frame = _top(s)
    if kind == "cleanup_token":
        return _slot_of(s, action, WALLED)
    return turn_rest(s, action) and not (_cleanup_pick(s) and action != ("done",))


def acquiring(s: EmpiresState, action: Action) -> bool:
    """Temple Scribes played, its first option (acquire), paid in any way, Foragers taken."""
    kind, top = _top(s)
    if kind == "activate":
        return action == ("play", SCRIBES)
    if kind == "choose":
        return top.data["src"] == SCRIBES and action == ("option", 0)
    if kind == "payment":
        return True
    return kind == "slot" and _slot_of(s, action, FORAGERS)


def innovating(s: EmpiresState, action: Action) -> bool:
    kind, _top_frame = _top(s)
    if kind == "turn":
        return action == ("innovate", "civilised")
    return kind == "slot" and _slot_of(s, action, WALLED)


def _plays_left(s: EmpiresState) -> bool:
    return any(a[0] == "play" and keeps_unrest(s, a) for a in legal_actions(s, YOU))


def emptying(s: EmpiresState, action: Action) -> bool:
    """Turn 2's cleanup, then turn 3: Activate; any play but the unrest and any exhaust; End once the draw
    pile is empty (or nothing is left to play); a cleanup that draws at least one card (so reshuffles)."""
    kind, _top_frame = _top(s)
    if kind == "turn":
        return action == ("activate",)
    if action == ("end",) and kind == "activate":
        return not s.deck[YOU] or not _plays_left(s)
    if action == ("done",) and _cleanup_pick(s):  # the hand must leave room to draw, if it can
        spare = [a for a in legal_actions(s, YOU) if a[0] == "pick" and turn_rest(s, a)]
        return len(s.hand[YOU]) < hand_size(s, YOU) or not spare
    if kind in ("activate", "cleanup_token") or _cleanup_pick(s):
        return turn_rest(s, action) or (kind == "activate" and keeps_unrest(s, action))
    return keeps_unrest(s, action)  # what a played card asks


def empire_card(s: EmpiresState, action: Action) -> bool:
    kind, _top_frame = _top(s)
    return action == ("activate",) if kind == "turn" else action[0] == "play" and _is(s, action[1], EMPIRE_CARD)


def then_revolt(s: EmpiresState, action: Action) -> bool:
    """The rest of turn 4 as the learner likes (the unrest kept), then a Revolt that returns every unrest card in
    hand."""
    kind, _top_frame = _top(s)
    if kind == "turn":
        return action[0] == "revolt" and action[1] == len(unrest_in_hand(s, YOU)) > 0
    return keeps_unrest(s, action)


step = step_maker(TITLES, TEXTS, RESULTS)


# --- the steps ------------------------------------------------------------------------------------------------
# Marks are the payloads of the table's pieces: ``("card", instance)`` a card seen face up (the learner's hand
# and play area, the market, the face-up accession card at the bottom of the nation deck).
STEPS: tuple[Step, ...] = (
    step("welcome", "overview"),
    step("turn", "turn", allowed=only(("activate",)), done=mine(("activate",)), facts=tokens_facts),
    step("activate", "activate", allowed=only(("play", FLOODPLAIN)), done=mine(("play", FLOODPLAIN)),
         facts=play_facts, marks=(("card", FLOODPLAIN),)),
    step("exhaust", "activate", allowed=only(("exhaust", FLOODPLAIN)), done=mine(("exhaust", FLOODPLAIN)),
         facts=exhaust_facts, marks=(("card", FLOODPLAIN),)),
    step("acquire", "market", allowed=acquiring, done=event("acquire"), facts=acquire_facts,
         marks=(("card", SCRIBES), ("card", FORAGERS))),
    step("cleanup", "cleanup", allowed=routine(keep_hand), done=turn_over, facts=cleanup_facts,
         marks=(("card", WALLED),)),
    step("innovate", "innovate", allowed=routine(innovating), done=event("break_through"), facts=innovate_facts,
         marks=(("card", WALLED),)),
    step("reshuffle", "reshuffle", allowed=routine(emptying), done=event("reshuffle"), facts=reshuffle_facts,
         marks=(("card", IRRIGATION), ("card", ACCESSION))),
    step("accession", "turn", allowed=routine(empire_card), done=played(EMPIRE_CARD), facts=accession_facts,
         marks=(("card", WALLED),)),
    # the unrest cards are to be kept, not used, until the Revolt: no ring on them
    step("revolt", "revolt", allowed=routine(then_revolt), done=revolted, facts=revolt_facts),
    step("end", "end"),
    step("scoring", "scoring"),
    step("finish", "overview"),
)  # fmt: skip

TUTORIAL = two_player("empires", OPTIONS, SEED, NAMES, STEPS, agent, human=YOU, rival=RIVAL)
