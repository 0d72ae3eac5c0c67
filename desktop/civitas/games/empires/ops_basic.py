"""Atomic ops on resources, actions, drawing, unrest and the market (spec c1; EM-K-*)."""

from __future__ import annotations

from typing import Any

from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires import draw as drawing
from civitas.games.empires import market
from civitas.games.empires.core import D, Ev, gain, pay_or_ask, return_unrest_card, take_unrest
from civitas.games.empires.ops_core import Ctx, op
from civitas.games.empires.select import count
from civitas.games.empires.state import RES_INDEX, EmpiresState


@op("gain")
def _gain(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    gain(s, c.p, args[0], args[1], ev, c.src)


@op("gain_per")
def _gain_per(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    gain(s, c.p, args[0], args[1] * count(s, c.p, args[2]), ev, c.src)


@op("pay")
def _pay(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> bool:
    """EM-A4: pay in full (RD-4 substitution, the payer's choice) or stop the rest of this program."""
    return not pay_or_ask(s, c.p, args[0], ev, c.src, c.source)


@op("steal")
def _steal(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-K-steal: from each other player as many as they have (clockwise from the actor)."""
    res, n = RES_INDEX[args[0]], args[1]
    for k in range(1, s.n):
        q = (c.p + k) % s.n
        took = min(n, s.res[q][res])
        s.res[q][res] -= took
        if took:
            ev.append(Event("steal", {"seat": c.p, "from_seat": q, "res": args[0], "n": took}))
            gain(s, c.p, args[0], took, ev, c.src)


@op("gain_action")
def _gain_action(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-A11: even above 3."""
    s.actions[c.p] += args[0]
    ev.append(Event("gain_action", {"seat": c.p, "n": args[0]}))


@op("spend_action")
def _spend_action(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> bool:
    """EM-A11: needs the tokens, else the rest of the program does not happen."""
    if s.actions[c.p] < args[0]:
        return True
    s.actions[c.p] -= args[0]
    ev.append(Event("spend_action", {"seat": c.p, "n": args[0]}))
    return False


@op("draw")
def _draw(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    drawing.draw(s, c.p, args[0], c.src)


@op("draw_if_able")
def _draw_if_able(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    drawing.draw(s, c.p, args[0], c.src, if_able=True)


@op("take_unrest")
def _take_unrest(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    take_unrest(s, c.p, args[0], ev, c.src)


@op("return_unrest")
def _return_unrest(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-K-return: up to n unrest cards from the hand (or the discard) back to the pile."""
    zone = s.hand[c.p] if args[1] == "hand" else s.discard[c.p]
    for card in [x for x in zone if D(s, x).kind == "unrest"][: args[0]]:
        zone.remove(card)
        return_unrest_card(s, card, ev, c.p)


@op("acquire")
def _acquire(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-M4: n acquires one after another (pushed so that the first resolves first)."""
    s.stack.push_all([Frame("slot", c.p, c.source, {"purpose": "acquire", "cats": args[0]}) for _ in range(args[1])])


@op("acquire_exile")
def _acquire_exile(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    s.stack.push(Frame("exile_pick", c.p, c.source, {"cats": args[0]}))


@op("break_through_exile")
def _break_through_exile(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    s.stack.push(Frame("exile_pick", c.p, c.source, {"cats": args[0], "how": "break_through"}))


@op("break_through")
def _break_through(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    market.break_through(s, c.p, args[0], c.source)


@op("replace_from_exile")
def _replace(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    s.stack.push(Frame("slot", c.p, c.source, {"purpose": "replace", "cats": []}))


@op("market_token")
def _market_token(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    s.stack.push(Frame("slot", c.p, c.source, {"purpose": "token", "cats": [], "tokens": {args[0]: args[1]}}))


@op("develop")
def _develop(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-K-develop: an effect's develop ignores the development token and places none."""
    s.stack.push(Frame("develop", c.p, c.source, {"token": False, "optional": True}))
