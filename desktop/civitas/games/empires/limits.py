"""A seat's limits at cleanup as declared ratings (``engine.ratings``): the hand size it draws up to
(EM-C4: the state card's reading, then each card that raises it) and the exhaust tokens it takes back
(EM-C2: its nation's count, then each card that adds some). Cached while a reader holds the position and
told part by part, like VP."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from civitas.engine.ratings import Part, Rating
from civitas.games.empires.core import flags, passives
from civitas.games.empires.state import EmpiresState


def _hand_size_parts(s: EmpiresState, p: int) -> Iterator[Part]:
    yield Part("rating.part.state_card", int(s.readings["hand_size"]))
    for card, n in passives(s, p, "hand_size"):
        yield Part(f"card.{s.table[card]}", int(n))


def _hand_size(s: EmpiresState, p: int) -> int:
    return int(s.readings["hand_size"]) + sum(int(n) for _card, n in passives(s, p, "hand_size"))


def _exhaust_parts(s: EmpiresState, p: int) -> Iterator[Part]:
    yield Part("rating.part.nation", int(flags(s, p)["exhaust_tokens"]))
    for card, n in passives(s, p, "exhaust_tokens"):
        yield Part(f"card.{s.table[card]}", int(n))


def _exhaust(s: EmpiresState, p: int) -> int:
    return int(flags(s, p)["exhaust_tokens"]) + sum(int(n) for _card, n in passives(s, p, "exhaust_tokens"))


HAND_SIZE: Final = Rating("hand_size", _hand_size_parts, "cleanup", _hand_size)
EXHAUST_TOKENS: Final = Rating("exhaust_tokens", _exhaust_parts, "cleanup", _exhaust)
#: The rules' names for the values (bound methods: the cheapest call that reads the cache).
hand_size: Final = HAND_SIZE.value
exhaust_tokens: Final = EXHAUST_TOKENS.value
