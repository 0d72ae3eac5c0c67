"""Territory's hint reasons say what then happens: on positions of seeded games every legal move's reason is
worked out on the seat's view, the move is applied to the whole state, and each number or promise of the
reason is compared with the result — a card's need with what it then needs, its yield with what its
territory gains once it is funded, "will not collapse" only of a card that collapses when unfunded,
"no room" only when no card in hand has a place, "nothing to take" only when no take is legal, and "territory
2 makes enough income to fund it without the pool" only when, the income phase started as the rules start it,
some order of that territory's own allocations funds the card and as many other cards as it funds without
it (searched over the legal allocations, applied by the game).

A few dozen positions run with every commit; the larger sweep is marked slow."""

from __future__ import annotations

from typing import Any

import pytest
from ai_helpers import positions

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.games.territory import GAME, ai_reasons, flow
from civitas.games.territory.ai import KNOWLEDGE
from civitas.games.territory.income import on_funded, put_unit, start_income
from civitas.games.territory.rules import need
from civitas.games.territory.state import TerritoryState

P = "hint.territory."
#: Reasons that promise the card will not collapse, or say unfunded cards collapse: the card must collapse.
COLLAPSES = {"take_complete", "take_keep", "take_part", "allocate_keep"}
#: Reasons that say nothing about collapsing, chosen because the card cannot collapse.
SAFE = {"take_complete_safe", "take_works", "take_part_safe", "allocate_works"}
#: Reasons that quote what a card placed now will need and yield.
PLACED = {"build_local", "build_profit", "build_free", "build_mansion", "develop"}


def _collapses_unfunded(s: TerritoryState, card: int) -> bool:
    """Whether ``card`` is gone after destruction when it has no income at all (on a copy; an epidemic may
    take a character first)."""
    s2 = s.copy()
    s2.paid[card] = 0
    flow.destruction(s2, [])
    return s2.host[card] < 0


def _yield_once_funded(s: TerritoryState, card: int) -> int:
    """What the territory of ``card`` gains when the card's last unit arrives (on a copy)."""
    s2 = s.copy()
    t = s2.host[card]
    before = s2.earned[t]
    events: list[Event] = []
    if need(s2, card) == 0:
        on_funded(s2, card, events)
    else:
        s2.paid[card] = need(s2, card) - 1
        put_unit(s2, card, events)
    return s2.earned[t] - before


def _funded_sets(s: TerritoryState, seat: int, t: int) -> set[frozenset[int]]:
    """Every set of cards lying on ``t`` that some order of ``t``'s own allocations funds this round, no unit
    of the pool taken: the income phase starts as the rules start it (on a copy), then every legal
    allocation from ``t`` onto a card lying there is tried, applied by the game."""
    start = s.copy()
    start_income(start, [])
    start.phase, start.turn, start.pool = "draft", seat, 0
    seen: dict[tuple[Any, ...], None] = {}
    found: set[frozenset[int]] = set()

    def walk(x: TerritoryState) -> None:
        mine = [c for c in x.on[t] if x.host[c] == t]
        key = (tuple(x.paid[c] for c in mine), x.local[t], tuple(mine))
        if key in seen:
            return
        seen[key] = None
        found.add(frozenset(c for c in mine if x.paid[c] >= need(x, c)))
        for a in GAME.legal_actions(x, seat):
            if a[0] == "allocate" and a[1] == t and x.host[a[2]] == t:
                y = x.copy()
                GAME.apply(y, seat, a)
                walk(y)

    walk(start)
    return found


def _funds_itself(before: TerritoryState, after: TerritoryState, seat: int, card: int, t: int) -> bool:
    """Whether ``t``'s own income funds ``card`` (built there in ``after``) and as many of the other cards
    still lying there as it funds without it (or more: its yield may fund another)."""
    still = {c for c in after.on[t] if after.host[c] == t}
    without = max(len(found & still) for found in _funded_sets(before, seat, t))
    with_card = [len(found) for found in _funded_sets(after, seat, t) if card in found]
    return bool(with_card) and max(with_card) >= without + 1


def _profit_gain(events: list[Event], card: int) -> int:
    return sum(int(e.args["gain"]) for e in events if e.kind == "profit" and e.args.get("card_no") == card)


def _check(s: TerritoryState, seat: int, action: Action, key: str, args: dict[str, Any]) -> None:
    what = f"{key} {args} for {action} in round {s.round}, phase {s.phase}"
    name = key.removeprefix(P)
    card = action[2] if action[0] == "allocate" else action[1] if len(action) > 1 else -1
    after = s.copy()
    events = GAME.apply(after, seat, action)
    if name in PLACED:
        if "req" in args:
            assert need(after, card) == args["req"], what
        if name in ("build_free", "develop"):
            assert need(after, card) == 0, what
        assert _yield_once_funded(after, card) == args["profit"], what
    if name == "build_local":
        assert _funds_itself(s, after, seat, card, action[2]), what
    if name in COLLAPSES:
        assert _collapses_unfunded(s, card), what
    if name in SAFE:
        assert not _collapses_unfunded(s, card), what
    if "left" in args and action[0] in ("take", "allocate"):
        assert need(s, card) - s.paid[card] == args["left"], what
    if name.endswith("complete") or name.endswith("complete_safe"):
        assert _profit_gain(events, card) == args["profit"], what
    if name == "land":
        room = s.copy()
        room.placed = 0
        placing = [a for a in GAME.legal_actions(room, seat) if a[0] in ("build", "mansion", "bridge")]
        assert not [a for a in placing if a[1] != action[1]], what
    if name == "pass":
        assert not [a for a in GAME.legal_actions(s, seat) if a[0] == "take"], what
    if name == "pass_empty":
        assert s.pool == 0, what


def _sweep(players: int, seed: int, every: int) -> int:
    checked = 0
    for s, seat in positions(GAME, KNOWLEDGE, {"players": players}, seed, every, policy_seats=players // 2 + 1):
        view = GAME.view(s, seat)
        for action in GAME.legal_actions(s, seat):
            key, args = ai_reasons.reason(view, seat, action)
            _check(s, seat, action, key, args)
            checked += 1
    return checked


@pytest.mark.parametrize(("players", "seed"), [(3, 12), (4, 13)])
def test_every_hint_reason_agrees_with_what_the_move_then_does(players: int, seed: int) -> None:
    assert _sweep(players, seed, every=3) > 500


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(20, 32))
def test_every_hint_reason_agrees_with_what_the_move_then_does_sweep(seed: int) -> None:
    assert _sweep(2 + seed % 5, seed, every=1) > 100


def test_a_newsstand_is_not_promised_to_survive_and_a_trading_house_quotes_need_and_yield_with_upkeep() -> None:
    from territory_helpers import give, land

    s = GAME.new_state({"players": 2, "first_leader": "1"}, 3)
    for hand in s.hands:
        hand.clear()
    t = land(s, 0, "kiosk", "factory")
    kiosk, factory = s.on[t][0], s.on[t][1]
    trade = give(s, 0, "trade_house")[0]
    key, args = ai_reasons.reason(s, 0, ("build", trade, t))
    assert args.get("req") == 2 and args.get("profit") == 4, (key, args)  # printed 1 and 3, upkeep 1
    s.phase, s.pool = "draft", 5
    key, _ = ai_reasons.reason(s, 0, ("take", kiosk))
    assert key == P + "take_complete_safe"
    s.paid[factory] = 1
    key, _ = ai_reasons.reason(s, 0, ("take", factory))
    assert key == P + "take_complete"


def test_a_hint_plan_stops_before_a_pass_while_a_card_could_still_take_income() -> None:
    from territory_helpers import land

    s = GAME.new_state({"players": 2, "first_leader": "1"}, 3)
    t = land(s, 0, "house", "factory")
    house, factory = s.on[t][0], s.on[t][1]
    s.phase, s.turn, s.pool = "draft", 0, 10
    s.local[t] = s.earned[t] = 2
    first = ("allocate", t, house)
    assert first in GAME.legal_actions(s, 0)
    cut = KNOWLEDGE.shown_plan(GAME, GAME.view(s, 0), 0, first, [("pass",)])
    assert cut == []  # the factory still needs income and the pool holds 10
    s.paid[factory] = need(s, factory)
    s.pool = 0
    kept = KNOWLEDGE.shown_plan(GAME, GAME.view(s, 0), 0, first, [("pass",)])
    assert kept == [("pass",)]


def test_a_card_is_said_to_be_funded_by_its_territory_only_when_the_territory_makes_its_need_with_upkeep() -> None:
    """A Newsstand (printed need 0, with the upkeep 1) on an empty territory needs a unit of the pool; beside a
    Mayor (1 unit at the start of every income phase) the territory funds it, and the Factory there too once
    the Newsstand's yield comes."""
    from territory_helpers import give, land

    s = GAME.new_state({"players": 2, "first_leader": "1"}, 3)
    for hand in s.hands:
        hand.clear()
    bare_land, mayor_land = land(s, 0), land(s, 0, "mayor", "factory")
    kiosk = give(s, 0, "kiosk")[0]
    key, args = ai_reasons.reason(s, 0, ("build", kiosk, bare_land))
    assert key == P + "build_profit" and args["req"] == 1, (key, args)
    key, args = ai_reasons.reason(s, 0, ("build", kiosk, mayor_land))
    assert key == P + "build_local" and args["req"] == 1, (key, args)
    after = s.copy()
    GAME.apply(after, 0, ("build", kiosk, mayor_land))
    assert _funds_itself(s, after, 0, kiosk, mayor_land)
    assert max(len(found) for found in _funded_sets(after, 0, mayor_land)) == 3  # mayor, newsstand, factory
