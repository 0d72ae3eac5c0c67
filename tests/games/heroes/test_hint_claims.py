"""Every claim an Age of Heroes hint's reason makes is true of the position and of what the move then
does: over seeded positions, each legal move's reason (computed on the seat's view, as the Hint button
does) is checked against the whole state before and after the move. Trading hints never count on a
rival for a card that rival is asking for itself. A few games per commit; a larger sweep is nightly."""

from __future__ import annotations

from typing import Any

import pytest
from ai_helpers import positions
from heroes_helpers import give, position

from civitas.engine.actions import Action
from civitas.games.heroes import GAME
from civitas.games.heroes.ai import KNOWLEDGE
from civitas.games.heroes.ai_fair import candidates
from civitas.games.heroes.cards import (
    CITY_TARGET,
    COST,
    GOLD,
    GOLD_PART,
    GRAIN,
    IRON,
    ITEM_BY_ID,
    STONE,
    WOOD,
    special_of,
)
from civitas.games.heroes.fair import can_be_taken, can_post
from civitas.games.heroes.labels import card_ref
from civitas.games.heroes.rules import has_road, ready
from civitas.games.heroes.state import HeroesState


def _home(s: HeroesState, seat: int) -> int:
    return sum(1 for code in s.armies[seat] if ready(code))


def broken_claims(s: HeroesState, p: int, action: Action, key: str, args: dict[str, Any]) -> list[str]:
    after = s.copy()
    events = GAME.apply(after, p, action)
    bad: list[str] = []

    def claim(ok: bool, what: str) -> None:
        if not ok:
            bad.append(what)

    kind = key.removeprefix("hint.")
    hand = s.hands[p]
    if kind == "build_city":
        claim(after.cities[p] == args["n"] == s.cities[p] + 1 and args["left"] == CITY_TARGET - args["n"], "cities")
    elif kind == "build_fifth_city":
        claim(after.cities[p] == CITY_TARGET, "the fifth city")
    elif kind == "build_army":
        claim(len(after.armies[p]) == args["n"] == len(s.armies[p]) + 1, "armies")
    elif kind == "build_road":
        other = args["other_seat"]  # built, or asked of that neighbour (who must agree)
        claim(not has_road(s, p, other) and (has_road(after, p, other) or bool(after.pending)), "the road")
    elif kind == "tax":
        drawn = sum(1 for e in events if e.kind in ("draw", "draw_event") and e.args.get("seat") == p
                    and e.args.get("why") == "@why.tax")
        claim(args["n"] == s.cities[p] == drawn, "the cards drawn")
    elif kind in ("swap", "discard"):
        claim(args["card"] == card_ref(action[1]) and action[1] in hand, "the card")
    elif kind == "monument":
        claim(after.monument[p] == args["total"] == s.monument[p] + args["n"], "the monument")
    elif kind.startswith("offer_for_"):
        item = ITEM_BY_ID[kind.removeprefix("offer_for_")]
        want = action[2]
        need = COST[item].count(want) + (GOLD_PART[item] if want == GOLD else 0)
        claim(args["want"] == card_ref(want) and need > hand.count(want), "the card lacking")
    elif kind == "offer_monument":
        claim(action[2] == special_of(s.tribe[p]), "the own special")
    elif kind in ("withdraw", "withdraw_other"):
        claim(all(o[0] != action[1] for o in after.offers), "the offer withdrawn")
    elif kind == "goal_conquest":
        claim(args["n"] == s.cities[args["target_seat"]] > 0, "the cities")
    elif kind == "goal_plunder":
        claim(args["n"] == len(s.hands[args["target_seat"]]) > 0, "the cards in hand")
    elif kind == "goal_destruction":
        claim(args["n"] == s.monument[args["target_seat"]] > 0, "the monument")
    elif kind == "go":
        claim(args["n"] == len(s.war_units), "the armies sent")
    elif kind == "war_weak_neighbour":
        claim(_home(s, p) - _home(s, args["target_seat"]) >= 2, "two armies more")
    elif kind == "war":
        claim(_home(s, p) > _home(s, args["target_seat"]), "more armies")
    elif kind == "erupt":
        claim(args["n"] == s.cities[args["target_seat"]], "the cities")
    return bad


def _offer_has_a_giver(s: HeroesState, p: int, give: int, want: int) -> bool:
    """Some rival could take the offer: a mirror of it is open, or the rival can post, may hold ``want``
    and is not asking for ``want`` itself."""
    if any(o[1] != p and o[2] == want and o[3] == give for o in s.offers):
        return True
    asking = {o[1] for o in s.offers if o[1] != p and o[3] == want}
    return any(other != p and other not in asking and can_post(s, other) for other in range(s.n))


def _check(players: int, seed: int, every: int) -> set[str]:
    seen: set[str] = set()
    for s, seat in positions(GAME, KNOWLEDGE, {"players": players}, seed, every, on_view=False):
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s, seat)
        for action in legal:
            key, args = KNOWLEDGE.reason(GAME, view, seat, action)
            assert broken_claims(s, seat, action, key, args) == [], (seed, action, key, args)
            seen.add(key)
        if s.phase == "trade":
            for a in candidates(view, seat, GAME.legal_actions(view, seat)):
                if a[0] == "offer":
                    assert _offer_has_a_giver(s, seat, a[1], a[2]), (seed, a, s.offers)
    return seen


@pytest.mark.parametrize(("players", "seed"), [(3, 21), (4, 22)])
def test_every_hint_reason_tells_what_the_move_then_does(players: int, seed: int) -> None:
    assert len(_check(players, seed, every=7)) >= 8


@pytest.mark.slow
def test_every_hint_reason_tells_what_the_move_then_does_over_many_games() -> None:
    for seed in range(16):
        _check(2 + seed % 5, 200 + seed, every=2)


def test_a_trade_hint_never_counts_on_a_rival_asking_for_that_very_card() -> None:
    s = position(2, phase="trade")
    s.trading = [True, True]
    give(s, 0, STONE, GRAIN, GRAIN)
    give(s, 1, IRON)
    GAME.apply(s, 1, ("offer", IRON, WOOD))  # the only rival asks for wood
    view = GAME.view(s, 0)
    assert not can_be_taken(view, 0, GRAIN, WOOD)
    assert ("offer", GRAIN, WOOD) not in candidates(view, 0, GAME.legal_actions(view, 0))
