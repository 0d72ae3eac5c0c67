"""Prearranged openings (the hidden ``scenario`` option). A random game never comes through here.

``tutorial``: the guided first game (games/territory/tutorial.py). Two players: the learner is seat 0
and the computer, seat 1, leads round 1 (the tutorial's options say ``first_leader: "2"``), so it makes
the first territory of the game and the learner's bridge has somewhere to go in round 2. After the usual
shuffles (from the seed) the tops of the decks are stacked so that the deal and the draws of rounds 1-3
bring what the lessons need:

* the learner's hand: a card to turn into land, a House (profit for the next card) and a Raider (a
  character worth 1 significance in a union); a Bridge comes with the draw of round 2;
* the computer's hand: the land, House and Factories of its plan (tutorial_agents.py) and, for market day
  in round 3, a Good Name to offer;
* the quest deck's top: Unifier (win a union), which the learner's bridge completes; the development
  deck's top: Kitchen Garden, for the Houses the learner will own.

Everything else (the rest of the decks, the dice) stays as the seed made it.
"""

from __future__ import annotations

from typing import Any

from civitas.games.territory.state import TerritoryState

SCENARIOS: tuple[str, ...] = ("none", "tutorial")
TUTORIAL_PLAYERS = 2
YOU, RIVAL = 0, 1

#: Who gets which cards, in the order the game hands them out: the deal (the leader first), then the draws
#: of rounds 1 (the computer leads), 2 (the learner leads) and 3.
TUTORIAL_HANDS: tuple[tuple[int, tuple[str, ...]], ...] = (
    (RIVAL, ("decline", "house", "factory", "trade_house")),
    (YOU, ("crisis", "house", "invader", "kiosk")),
    (RIVAL, ("prospects", "circus")),
    (YOU, ("factory", "drought")),
    (YOU, ("bridge", "bank")),
    (RIVAL, ("factory", "hospital")),
    (RIVAL, ("excellent", "kiosk")),
    (YOU, ("circus", "growth")),
)
TUTORIAL_QUEST = "conqueror"
TUTORIAL_DEVELOPMENT = "household"


def _to_top(s: TerritoryState, deck: list[int], ids: tuple[str, ...]) -> None:
    """Move one copy of each kind in ``ids`` to the top of ``deck`` so that they are drawn in that order."""
    kind = s.facts.kind
    picked: list[int] = []
    for kind_id in ids:
        picked.append(next(c for c in reversed(deck) if kind[c] == kind_id and c not in picked))
    for card in picked:
        deck.remove(card)
    deck.extend(reversed(picked))


def arrange(s: TerritoryState, scenario: str) -> None:
    """Stack the decks of a freshly shuffled game for ``scenario`` (before the deal)."""
    if scenario != "tutorial":
        return
    _to_top(s, s.deck, tuple(k for _seat, kinds in TUTORIAL_HANDS for k in kinds))
    _to_top(s, s.quest_deck, (TUTORIAL_QUEST,))
    _to_top(s, s.dev_deck, (TUTORIAL_DEVELOPMENT,))


def state_options(options: dict[str, Any]) -> dict[str, Any]:
    """The options a game keeps in its state: the scenario only when there is one, so that a game without
    one keeps the state (and the state hash of saves and golden games) it had before the option existed."""
    return {k: v for k, v in options.items() if k != "scenario" or v != "none"}
