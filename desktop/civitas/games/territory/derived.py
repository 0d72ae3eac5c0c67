"""Per-instance card facts, looked up by instance number: a game keeps only ints in its state, and the rules
read a card's kind, type and numbers from these tables (one set per ``attackers`` option)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from civitas.games.territory.cards import deck_ranges, kinds, table

#: Buildings that protect a territory (and its union) from one kind of attack.
GUARDS = {
    "robber": "police",
    "invader": "military",
    "bomber": "engineering",
    "assassin": "security",
    "spy": "intelligence",
}
BURDENS = ("imaginary_income", "land_price")
#: Reputation and development cards lie on a territory without taking one of its spaces.
FREE_TYPES = ("reputation", "development")


@dataclass(frozen=True, slots=True)
class Facts:
    kind: tuple[str, ...]
    type: tuple[str, ...]
    req: tuple[int, ...]
    profit: tuple[int, ...]
    sig: tuple[int, ...]
    main: tuple[int, ...]  # instance numbers of the main deck's cards
    dev: tuple[int, ...]
    quest: tuple[int, ...]


@functools.cache
def facts(attackers: int) -> Facts:
    ids = table(attackers)
    defs = kinds()
    main, dev, quest = deck_ranges(attackers)
    return Facts(
        kind=ids,
        type=tuple(defs[k].type for k in ids),
        req=tuple(defs[k].req for k in ids),
        profit=tuple(defs[k].profit for k in ids),
        sig=tuple(defs[k].sig for k in ids),
        main=tuple(main),
        dev=tuple(dev),
        quest=tuple(quest),
    )
