"""Prearranged openings (the hidden ``scenario`` option). A random game never comes through here.

``tutorial``: the guided first game (games/ancient/tutorial.py). Two players: the learner is seat 0 and
the computer, seat 1, holds the first-player token (the tutorial's options say ``first_player: "2"``),
so it places first and the learner can overbid it. After the usual shuffles (from the seed) the tops
of some decks are stacked so that round 1 offers what the lessons need:

* the display of Empire A: a cheap card for every need — an extra sword for the titan fight, an
  extra arrow, food and income;
* the troop row: two troops that cost nothing to recruit;
* the top of the 1★ titan deck: a titan whose hide stops arrows: only swords count against it, so the
  learner needs the new sword and a troop with swords.

Everything else (the other decks, the damage dice) stays as the seed made it.
"""

from __future__ import annotations

from civitas.games.ancient.derived import C
from civitas.games.ancient.state import AncientState

SCENARIOS: tuple[str, ...] = ("none", "tutorial")
TUTORIAL_PLAYERS = 2

#: Round 1's display, in the order it lies (the deck's top last means these are drawn in this order).
TUTORIAL_DISPLAY: tuple[str, ...] = ("bronze_forge", "olive_grove", "archery_range", "salt_market")
TUTORIAL_TROOPS: tuple[str, ...] = ("hill_spearmen", "slingers")
TUTORIAL_TITAN = "cave_giant"


def _to_top(deck: list[int], ids: tuple[str, ...]) -> None:
    """Move one copy of each card id in ``ids`` to the top of ``deck`` so they are drawn in that order."""
    picked: list[int] = []
    for cid in ids:
        card = next(c for c in deck if C[c].id == cid and c not in picked)
        picked.append(card)
    for card in picked:
        deck.remove(card)
    deck.extend(reversed(picked))


def arrange(s: AncientState, scenario: str) -> None:
    """Stack the decks of a freshly shuffled game for ``scenario`` (before round 1 is prepared)."""
    if scenario != "tutorial":
        return
    _to_top(s.deck, TUTORIAL_DISPLAY)
    _to_top(s.troop_deck, TUTORIAL_TROOPS)
    _to_top(s.titan_decks[0], (TUTORIAL_TITAN,))
