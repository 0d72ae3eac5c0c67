"""The order of play: setup, the round's phases from the leader clockwise, and every step the game runs
by itself (draws, the income roll, the union evaluation, destruction, the end check, the leader passing)."""

from __future__ import annotations

from typing import Any

from civitas.engine.events import Event
from civitas.engine.rng import Rng
from civitas.games.territory import board
from civitas.games.territory.cards import deck_ranges, table
from civitas.games.territory.derived import BURDENS
from civitas.games.territory.income import start_income
from civitas.games.territory.legal import has_choice
from civitas.games.territory.rules import (
    card_args,
    functioning_count,
    land_args,
    need,
    needs_income,
    ref,
    reputation,
    sheltered,
    significance,
    unfunded,
    unions,
    working,
)
from civitas.games.territory.scenario import arrange, state_options
from civitas.games.territory.state import MARKET_EVERY, ROUND_CAP, TerritoryState

START_HAND = 4
POOLS = ("d6+P", "2d6", "2d6+P", "2d6+2P", "2d6*P/2")
GOOD_NAME = ("once", "round")
DRAWS = ("1", "2", "2/1", "refill4")


def order(s: TerritoryState) -> list[int]:
    """Seats from the leader clockwise (TE-S3, TE-I1)."""
    return [(s.leader + i) % s.n for i in range(s.n)]


def setup(options: dict[str, Any], seed: int) -> tuple[TerritoryState, list[Event]]:
    n = options["players"]
    attackers = options["attackers"]
    s = TerritoryState(n, state_options(options), table(attackers))
    s.rng = Rng(seed)
    main, dev, quest = deck_ranges(attackers)
    s.deck = list(main)
    s.dev_deck = list(dev)
    s.quest_deck = list(quest)
    for deck in (s.deck, s.dev_deck, s.quest_deck):  # TE-S1
        s.rng.shuffle(deck)
    arrange(s, options.get("scenario", "none"))  # a prearranged opening (the tutorial's); none otherwise
    first = options["first_leader"]
    s.leader = s.rng.below(n) if first == "random" else int(first) - 1  # TE-S3
    ev = [Event("setup", {"players": n, "leader_seat": s.leader, "target": options["target"]})]
    for p in order(s):  # TE-S2
        cards = [s.deck.pop() for _ in range(START_HAND)]
        s.hands[p].extend(cards)
        ev.append(
            Event(
                "deal",
                {"seat": p, "count": len(cards)},
                owner=p,
                secret={"cards": [ref(s, c) for c in cards], "card_nos": cards},
                reveal=True,
            )
        )
    start_round(s, ev)
    return s, ev


def draw_count(s: TerritoryState, seat: int) -> int:
    rule = s.options.get("draw", "2/1")
    if rule == "refill4":
        return max(0, START_HAND - len(s.hands[seat]))
    if rule == "2/1":
        return 2 if s.n <= 4 else 1
    return int(rule)


def draw(s: TerritoryState, seat: int, count: int, ev: list[Event], why: str = "round") -> None:
    cards = [s.deck.pop() for _ in range(min(count, len(s.deck)))]
    s.hands[seat].extend(cards)
    ev.append(Event("draw", {"seat": seat, "count": len(cards), "why": why}, owner=seat,
                    secret={"cards": [ref(s, c) for c in cards], "card_nos": cards},
                    reveal=True))  # fmt: skip


def start_round(s: TerritoryState, ev: list[Event]) -> None:
    """TR: a round opens with everyone's draw; every third round is a market day before construction."""
    s.round += 1
    market = s.round % MARKET_EVERY == 0
    ev.append(Event("round", {"round": s.round, "leader_seat": s.leader, "market": int(market)}))
    for p in order(s):
        if s.deck:
            draw(s, p, draw_count(s, p), ev)
    if not s.deck and not s.dry:
        s.dry = s.round
    if market:
        s.phase = "offer"
        s.offers = []
        s.bought = []
        s.queue = order(s)
        next_in_queue(s, ev)
    else:
        begin_construction(s, ev)


def begin_construction(s: TerritoryState, ev: list[Event]) -> None:
    s.phase = "build"
    s.queue = order(s)
    next_builder(s, ev)


def _reset_turn(s: TerritoryState) -> None:
    s.built_land = 0
    s.placed = 0
    s.quest_taken = 0
    s.influenced = 0


def next_builder(s: TerritoryState, ev: list[Event]) -> None:
    if s.queue:
        s.turn = s.queue.pop(0)
        _reset_turn(s)
        return
    roll_income(s, ev)


def pool_size(s: TerritoryState, d1: int, d2: int) -> int:
    formula = s.options.get("pool", "2d6+P")
    if formula == "d6+P":  # one die only: the second is rolled and shown but not counted
        return d1 + s.n
    if formula == "2d6":
        return d1 + d2
    if formula == "2d6+2P":
        return d1 + d2 + 2 * s.n
    if formula == "2d6*P/2":
        return (d1 + d2) * s.n // 2  # TR-T23: dice × players / 2, rounded down
    return d1 + d2 + s.n


def roll_income(s: TerritoryState, ev: list[Event]) -> None:
    """TE-C6: when construction is over the leader rolls; TR: the pool follows the option's formula."""
    d1, d2 = s.rng.die(6), s.rng.die(6)
    s.dice = [d1, d2]
    s.pool = pool_size(s, d1, d2)
    ev.append(Event("roll", {"seat": s.leader, "d1": d1, "d2": d2, "pool": s.pool}, reveal=True))
    start_income(s, ev)
    s.phase = "draft"
    s.passes = 0
    s.turn = s.leader
    _reset_turn(s)
    if s.pool == 0:
        end_draft(s, ev)


def after_draft_turn(s: TerritoryState, ev: list[Event]) -> None:
    """TE-I4, TR: the draft ends when the pool is empty or everyone passed since the last take."""
    if s.pool <= 0 or s.passes >= s.n:
        end_draft(s, ev)
        return
    s.turn = (s.turn + 1) % s.n
    _reset_turn(s)


def end_draft(s: TerritoryState, ev: list[Event]) -> None:
    if s.pool > 0:
        ev.append(Event("pool_lost", {"count": s.pool}))
    s.pool = 0
    s.phase = "wrap"
    s.queue = order(s)
    next_in_queue(s, ev)


def next_in_queue(s: TerritoryState, ev: list[Event]) -> None:
    """The next seat of a phase every seat goes through once; when none is left the phase ends."""
    if s.phase == "buy":
        s.pending = []  # TR-T48: a refused bid binds its buyer's turn only
    while s.queue:
        s.turn = s.queue.pop(0)
        _reset_turn(s)
        if has_choice(s, s.turn):
            return
    if s.phase == "offer":
        s.phase = "buy"
        s.queue = order(s)
        next_in_queue(s, ev)
    elif s.phase == "buy":
        for seller, card, _price in s.offers:
            s.hands[seller].append(card)
        if s.offers:
            ev.append(Event("market_closed", {"unsold": len(s.offers)}))
        s.offers = []
        begin_construction(s, ev)
    elif s.phase == "wrap":
        end_of_round(s, ev)


def evaluate_unions(s: TerritoryState, ev: list[Event]) -> None:
    """TE-U4/TE-U5, TR: at the end of the income phase each union is weighed once; a strict leader in
    significance takes every territory of it and gains 1 reputation; a tie changes nothing."""
    kind = s.facts.kind
    for group in unions(s):
        sig = significance(s, group)
        best = max(sig)
        winners = [p for p in range(s.n) if sig[p] == best]
        ev.append(Event("union", {"lands": [t + 1 for t in group], "land_nos": list(group), "significance": sig}))
        if len(winners) != 1:
            continue
        w = winners[0]
        taken = [t for t in group if s.owner[t] != w]
        if not taken:
            continue
        for t in taken:
            if any(kind[c] == "spy" for c in s.on[t]):
                s.spy_killed[w] = 1
            board.transfer(s, t, w)
        s.rep[w] += 1
        s.conquered[w] = 1
        ev.append(
            Event("takeover", {"seat": w, "lands": [t + 1 for t in taken], "land_nos": taken, "count": len(taken)})
        )


def end_of_round(s: TerritoryState, ev: list[Event]) -> None:
    evaluate_unions(s, ev)
    destruction(s, ev)
    if check_end(s, ev):
        return
    s.leader = (s.leader + 1) % s.n  # TE-S4
    ev.append(Event("leader", {"seat": s.leader}))
    start_round(s, ev)


def _epidemic(s: TerritoryState, ev: list[Event]) -> None:
    """TR: the victim loses every character except those a working bunker shelters and, for each working
    hospital, the most expensive other character on its territory."""
    f = s.facts
    for seat in s.epidemic:
        for t in list(s.lands[seat]):
            chars = [c for c in s.on[t] if f.type[c] == "character" and s.host[c] == t and not sheltered(s, c)]
            chars.sort(key=lambda c: (-f.req[c], c))
            saved = sum(1 for c in s.on[t] if f.kind[c] == "hospital" and working(s, c))
            for c in chars[saved:]:
                board.demolish(s, c)
                ev.append(Event("epidemic_loss", {"seat": seat, **card_args(s, c)}))


def destruction(s: TerritoryState, ev: list[Event]) -> None:
    """TE-D1..TE-D3 and the TR order: epidemic, collapse of unfunded cards, burdens, excellent reputation,
    neglected territories, then every one-round effect ends."""
    f = s.facts
    for p in range(s.n):
        s.functioning[p] = functioning_count(s, p)
    lost = sum(s.local[t] for t in range(len(s.owner)) if s.owner[t] >= 0)
    _epidemic(s, ev)
    needing = collapsed = 0
    for t in range(len(s.owner)):
        if s.owner[t] < 0:
            continue
        for c in list(s.on[t]):
            if not needs_income(s, t, c):
                continue
            needing += 1
            if unfunded(s, c):
                collapsed += 1
                board.demolish(s, c)
                ev.append(Event("collapse", {"seat": s.owner[t], **card_args(s, c)}))
    ev.append(Event("destruction", {"count": collapsed, "needing": needing, "lost": lost}))
    for t in range(len(s.owner)):
        seat = s.owner[t]
        if seat < 0:
            continue
        for c in list(s.on[t]):
            if f.kind[c] in BURDENS:
                if unfunded(s, c):
                    if s.rep[seat] > 0:
                        s.rep[seat] -= 1
                    ev.append(Event("burden", {"seat": seat, **card_args(s, c)}))
                else:
                    board.discard(s, c)
                    ev.append(Event("burden_paid", {"seat": seat, **card_args(s, c)}))
    for t in range(len(s.owner)):  # TR-T37: every burden first, then Good Name
        seat = s.owner[t]
        for c in list(s.on[t]) if seat >= 0 else ():
            if f.kind[c] == "excellent" and need(s, c) <= s.paid[c]:
                s.rep[seat] += 1
                ev.append(Event("good_name", {"seat": seat, **card_args(s, c)}))
                if s.options.get("good_name", "once") == "once":  # TR: its reputation is earned once
                    board.discard(s, c)
    for t in range(len(s.owner)):
        if s.owner[t] >= 0 and not any(f.type[c] in ("building", "character") for c in s.on[t]):
            seat = s.owner[t]
            cards = board.drop_territory(s, t)
            ev.append(
                Event(
                    "neglected", {"seat": seat, **land_args(t), "cards": [ref(s, c) for c in cards], "card_nos": cards}
                )
            )
    for c in range(len(s.paid)):
        s.paid[c] = 0
    for t in range(len(s.local)):
        s.local[t] = 0
        s.earned[t] = 0
    s.used = []
    s.marks = {}
    s.rebuilt = []
    s.crashed = []
    s.epidemic = []
    s.flooded = []
    s.boom = 0
    s.history = s.history + tuple((s.round, p, reputation(s, p)) for p in range(s.n))


def check_end(s: TerritoryState, ev: list[Event]) -> bool:
    """TE-E1/TE-E2, TR: checked after destruction: reputation at the target, an empty deck with an empty
    hand, or the round cap."""
    target = s.options.get("target", 5)
    if any(reputation(s, p) >= target for p in range(s.n)):
        s.ended = "reputation"
    elif not s.deck and any(not hand for hand in s.hands):
        s.ended = "deck"
    elif s.dry and s.round >= s.dry + s.options.get("after_deck", 2):  # TR: hoarding cannot stall the end
        s.ended = "deck"
    elif s.round >= ROUND_CAP:
        s.ended = "cap"
    else:
        return False
    s.phase = "over"
    s.queue = []
    ev.append(Event("game_over", {"why": f"@end.{s.ended}", "round": s.round}))
    return True
