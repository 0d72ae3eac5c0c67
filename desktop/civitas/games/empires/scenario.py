"""Prearranged openings (the hidden ``scenario`` option). A random game never comes through here.

``tutorial``: the guided first game (games/empires/tutorial.py). Two players: the learner is seat 0 with the
River Dynasts and plays first (the tutorial's options say ``first_player: "1"``); the computer, seat 1,
plays the Salt Guilds. Both power cards on side B. ``setup.new_game`` calls :func:`arrange` after the usual
shuffles and the deal of the hands, before the market is dealt:

* the learner's ten starting cards are stacked: the first hand holds a region to play and exhaust and the
  learn card that acquires from the market; the cleanup after the turn of innovation draws the two unrest
  cards (kept for the revolt) and a card that draws the last one, a second region, so the next cleanup
  reshuffles;
* the learner's nation deck keeps only its accession card; the five nation cards that would lie on it start
  in the discard pile instead. So the first reshuffle of the guided game brings the accession at once (in a
  normal game it is the sixth), and the five cards join the draw pile with that reshuffle;
* the uncivilised small deck's top is Foragers (the card to acquire, an unrest comes with it) and the
  civilised deck's top is Walled City (the card to break through for; an empire card, played after the
  accession).

Everything else (the computer's cards, the other slots, the shuffles after setup) stays as the seed made it.
"""

from __future__ import annotations

from civitas.games.empires.core import D
from civitas.games.empires.state import EmpiresState

SCENARIOS: tuple[str, ...] = ("none", "tutorial")
TUTORIAL_PLAYERS = 2
YOU, RIVAL = 0, 1
#: The nations of the seats and the sides of their power cards.
TUTORIAL_NATIONS: tuple[str, ...] = ("river_dynasts", "salt_guilds")
TUTORIAL_SIDE = "B"
#: The learner's first hand, in the order it is shown.
TUTORIAL_HAND: tuple[str, ...] = ("rd_floodplain", "rd_learn", "rd_expand", "rd_harvest", "rd_renown")
#: The learner's draw pile from the top: the four cards drawn after the innovation, then the last one.
TUTORIAL_DRAWS: tuple[str, ...] = ("rd_irrigation", "rd_harvest_tally", "unrest", "unrest", "rd_reed_banks")
#: Market slot -> the design dealt there (from the top of the slot's small deck).
TUTORIAL_MARKET: dict[int, str] = {1: "foragers", 2: "walled_city"}


def _pick(s: EmpiresState, cards: list[int], ids: tuple[str, ...]) -> list[int]:
    """One instance of each design in ``ids`` out of ``cards``, in the order of ``ids``."""
    picked: list[int] = []
    for design in ids:
        picked.append(next(c for c in cards if s.table[c] == design and c not in picked))
    return picked


def _stack_learner(s: EmpiresState) -> None:
    cards = s.hand[YOU] + s.deck[YOU]
    hand = _pick(s, cards, TUTORIAL_HAND)
    draws = _pick(s, [c for c in cards if c not in hand], TUTORIAL_DRAWS)
    rest = [c for c in cards if c not in hand and c not in draws]
    s.hand[YOU] = hand
    s.deck[YOU] = rest + list(reversed(draws))  # the top is last
    accession = [c for c in s.nation_deck[YOU] if D(s, c).start == "accession"]
    s.discard[YOU] = sorted(c for c in s.nation_deck[YOU] if c not in accession)
    s.nation_deck[YOU] = accession


def _to_top(s: EmpiresState, slot: int, design: str) -> None:
    """Put the first copy of ``design`` on top of ``slot``'s small deck, from the deck itself or swapped with
    the deck's top card from the main deck (the decks keep their sizes; the copy is the same whatever the
    seed, so the tutorial can point at it)."""
    deck = s.small[slot]
    card = min(c for c in deck + s.main if s.table[c] == design)
    if card in deck:
        deck.remove(card)
    else:
        s.main[s.main.index(card)] = deck.pop()
    deck.append(card)


def arrange(s: EmpiresState, scenario: str) -> None:
    """Stack a freshly shuffled and dealt game for ``scenario`` (before the market is dealt)."""
    if scenario != "tutorial":
        return
    _stack_learner(s)
    for slot, design in TUTORIAL_MARKET.items():
        _to_top(s, slot, design)
