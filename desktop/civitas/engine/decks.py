"""Decks, discard piles and face-up rows of cards as plain ``list[int]`` (card instance numbers).

The top of a deck is the END of its list: drawing is ``pop()``. Shuffling uses the game's seeded
:class:`~civitas.engine.rng.Rng`, so a game replays identically from its seed.
"""

from __future__ import annotations

from civitas.engine.rng import Rng


def shuffle(deck: list[int], rng: Rng) -> None:
    """Shuffle ``deck`` in place."""
    rng.shuffle(deck)


def draw(deck: list[int], n: int) -> list[int]:
    """Take up to ``n`` cards from the top (fewer when the deck runs short), in the order drawn."""
    drawn: list[int] = []
    while len(drawn) < n and deck:
        drawn.append(deck.pop())
    return drawn


def reshuffle_discard(deck: list[int], discard: list[int], rng: Rng) -> None:
    """Shuffle the discard pile and put it under the deck (the cards still in the deck stay on top, in
    their order); the discard pile is left empty."""
    pile = list(discard)
    discard.clear()
    rng.shuffle(pile)
    deck[:0] = pile


def draw_with_reshuffle(deck: list[int], discard: list[int], n: int, rng: Rng) -> tuple[list[int], bool]:
    """Draw up to ``n`` cards; when the deck runs out mid-draw the discard is shuffled into it and the draw
    goes on. Returns the cards drawn and whether a reshuffle happened (only when it was needed)."""
    drawn = draw(deck, n)
    reshuffled = False
    if len(drawn) < n and discard:
        reshuffle_discard(deck, discard, rng)
        reshuffled = True
        drawn += draw(deck, n - len(drawn))
    return drawn, reshuffled


def refill_row(row: list[int], deck: list[int], size: int) -> list[int]:
    """Deal from the deck onto the end of ``row`` until it holds ``size`` cards or the deck is empty;
    returns the cards dealt."""
    dealt: list[int] = []
    while len(row) < size and deck:
        card = deck.pop()
        row.append(card)
        dealt.append(card)
    return dealt
