"""What a player of Age of Heroes must not miss while the others play: the events the "since your
last turn" recap lists, by group, and the "last turn" warning while a victory claim stands.

Data for the generic recap and banner (``Game.recap_groups``, ``Game.alerts``); the texts are the
catalog's ``recap.<group>`` and ``alert.<id>``."""

from __future__ import annotations

from typing import Any

from civitas.games.heroes.cards import CITY_TARGET
from civitas.games.heroes.rules import meets_claim
from civitas.games.heroes.state import HeroesState

#: Groups in the order the recap shows them. Of a raid only the raider's line is listed (the line of
#: the raided tribe tells the same), and a battle by its result, not its single duels.
RECAP_GROUPS: dict[str, frozenset[str]] = {
    "victory": frozenset({"last_turn", "claim_waits", "claim_failed", "victory", "eliminated"}),
    "war": frozenset({"battle_result", "conquest", "destruction", "plunder", "olympics_war"}),
    "monument": frozenset({"monument"}),
    "disaster": frozenset({"quake", "eruption", "famine", "barbarians", "olympics_barbarians"}),
}


def alerts(s: HeroesState) -> list[tuple[str, dict[str, Any]]]:
    """A "last turn" warning for every tribe whose victory claim stands: it has claimed and still holds
    five cities or a complete monument. The claim is judged at its next turn (``rules.check_claims``);
    once it no longer holds, the others have stopped it and the warning goes."""
    if s.phase == "over":
        return []
    out: list[tuple[str, dict[str, Any]]] = []
    for seat in range(s.n):
        if s.alive[seat] and s.claims[seat] and meets_claim(s, seat):
            what = "cities" if s.cities[seat] >= CITY_TARGET else "monument"
            out.append(("alert.last_turn", {"seat": seat, "what": "@claim." + what}))
    return out
