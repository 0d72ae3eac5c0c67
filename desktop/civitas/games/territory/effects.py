"""Influence cards and character abilities (TE-F1..TE-F3, TE-I2, TE-I3), each as the TR of the design fixes
it. Targets were checked by ``legal``; these only carry them out."""

from __future__ import annotations

from civitas.engine.events import Event
from civitas.games.territory import board
from civitas.games.territory.flow import draw
from civitas.games.territory.income import gain_local
from civitas.games.territory.rules import card_args, cards_of_kind, land_args, working
from civitas.games.territory.state import TerritoryState

ENTREPRENEUR_GAIN = 3
EXCHANGE_GAIN = 2
BOOM = 2
LUCKY_GAIN = 2
PROSPECTS_DRAW = 2


def play_event(s: TerritoryState, seat: int, card: int, target: int, ev: list[Event]) -> None:
    """An event from ``seat``'s hand: it acts and goes to the discard; a lasting one holds until destruction."""
    kind = s.facts.kind[card]
    s.hands[seat].remove(card)
    s.discard.append(card)
    args = {"seat": seat, **card_args(s, card), **_target_args(s, kind, target)}
    if target < 0:
        ev.append(Event("event", args))
    elif kind in ("stock_crash", "epidemic"):
        ev.append(Event("event_seat", args))
    elif kind == "flood":
        ev.append(Event("event_land", args))
    else:
        ev.append(Event("event_card", args))
    if kind == "earthquake":
        victim = s.owner[s.host[target]]
        board.demolish(s, target)
        ev.append(Event("destroyed", {"seat": victim, **card_args(s, target)}))
    elif kind == "crisis":
        s.pool -= 1
    elif kind == "stock_crash":
        s.crashed.append(target)
    elif kind == "prospects":
        draw(s, seat, PROSPECTS_DRAW, ev, "prospects")
    elif kind == "flood":
        s.flooded.append(target)
    elif kind == "growth":
        s.pool += s.n
        s.boom += BOOM
    elif kind == "decline":
        s.pool = max(0, s.pool - s.n)
        s.boom -= BOOM
    elif kind == "lucky_deposits":
        gain_local(s, s.host[target], LUCKY_GAIN)
    elif kind == "epidemic":
        s.epidemic.append(target)


def play_reputation(s: TerritoryState, seat: int, card: int, t: int, ev: list[Event]) -> None:
    """TE-F3: a reputation card lies on a territory and acts while it lies there."""
    s.hands[seat].remove(card)
    board.lay(s, card, t)
    ev.append(Event("reputation", {"seat": seat, **card_args(s, card), "owner_seat": s.owner[t], **land_args(t)}))


def act(s: TerritoryState, seat: int, character: int, target: int, ev: list[Event]) -> None:
    """TE-I3: a funded character acts once this round."""
    f = s.facts
    kind = f.kind[character]
    s.used.append(character)
    here = s.host[character]
    args: dict[str, object] = {"seat": seat, **card_args(s, character)}
    if target >= 0:
        args.update(land_args(target) if kind == "spy" else card_args(s, target, "target"))
    if kind == "entrepreneur":
        roll = s.rng.die(6)
        gain = ENTREPRENEUR_GAIN if roll >= 4 else 0
        if seat not in s.crashed and any(working(s, c) for c in cards_of_kind(s, here, "exchange")):
            gain += EXCHANGE_GAIN
        gain = max(0, gain + s.boom) if gain else 0
        gain_local(s, here, gain)
        ev.append(Event("venture", {**args, "roll": roll, "gain": gain}, reveal=True))
    elif kind == "robber":
        victim = s.owner[s.host[target]]
        taken = s.paid[target]
        s.paid[target] = 0
        gain_local(s, here, taken)
        s.robbed[victim] = 1
        ev.append(Event("robbed", {**args, "victim_seat": victim, "gain": taken}))
    elif kind == "invader":
        s.marks[target] = character
        ev.append(Event("marked", {**args, "victim_seat": s.owner[s.host[target]]}))
    elif kind in ("bomber", "assassin"):
        victim = s.owner[s.host[target]]
        if f.kind[target] == "spy":
            s.spy_killed[seat] = 1
        board.demolish(s, target)
        ev.append(Event("strike", {**args, "victim_seat": victim}))
        ev.append(Event("destroyed", {**card_args(s, target), "seat": victim}))
    elif kind == "reconstructor":
        s.demolished.remove(target)
        board.lay(s, target, here)
        s.rebuilt.append(target)
        ev.append(Event("rebuilt", args))
    elif kind == "spy":
        roll = s.rng.die(6)
        ev.append(Event("spying", {**args, "victim_seat": s.owner[target], "roll": roll}, reveal=True))
        if roll >= 4:
            s.phase = "spy"
            s.pending = [seat, target]


def spy_pick(s: TerritoryState, seat: int, card: int, ev: list[Event]) -> None:
    victim = s.owner[s.host[card]]
    board.discard(s, card)
    ev.append(Event("spied", {"seat": seat, **card_args(s, card), "victim_seat": victim}))
    s.phase = "draft"
    s.pending = []


def _target_args(s: TerritoryState, kind: str, target: int) -> dict[str, object]:
    if target < 0:
        return {}
    if kind in ("stock_crash", "epidemic"):
        return {"target_seat": target}
    if kind == "flood":
        return {**land_args(target, "target"), "target_seat": s.owner[target]}
    return {**card_args(s, target, "target"), "target_seat": s.owner[s.host[target]]}
