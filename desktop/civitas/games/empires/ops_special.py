"""The named specials the card data uses (``["special", name, args...]``), each as the data READMEs read it:

- ``return_self``: the unrest card being resolved goes from the play area back to the unrest pile;
- ``move_market_token`` n: up to n times, move one token from a market card onto another market card
  (decision ``move_token``: ("move", from slot, resource, to slot) or ("stop",));
- ``tokened_acquire_bonus`` res n: on the ``acquire`` signal, gain n res if the acquired card carried a token
  when it was taken (never from the exile pile);
- ``flip_card`` design: the running card turns to its other face (its instance takes that design);
- ``trigger_end`` name: the nation's own end trigger (``flags.extra_end_trigger``).
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires.core import MACHINE, Ev, flags, gain, return_unrest_card, trigger_end
from civitas.games.empires.ops_core import SPECIALS, Ctx, Handler
from civitas.games.empires.state import RESOURCES, SLOTS, EmpiresState


def special(name: str) -> Any:
    def wrap(fn: Handler) -> Handler:
        SPECIALS[name] = fn
        return fn

    return wrap


@special("return_self")
def _return_self(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    if c.src >= 0 and c.src in s.play[c.p]:
        s.play[c.p].remove(c.src)
        return_unrest_card(s, c.src, ev, c.p)


@special("move_market_token")
def _move_market_token(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    if args[0] > 0:
        s.stack.push(Frame("move_token", c.p, c.source, {"left": args[0]}))


def _move_offer(s: EmpiresState, f: Frame) -> list[Action]:
    cards = [i for i in range(SLOTS) if s.market[i] >= 0]
    acts: list[Action] = []
    for a in cards:
        for r, res in enumerate(RESOURCES):
            if s.tokens[a][r] > 0:
                acts.extend(("move", a, res, b) for b in cards if b != a)
    return acts + [("stop",)] if acts else []


def _move_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    if action[0] == "stop":
        return
    _, a, res, b = action
    r = RESOURCES.index(res)
    s.tokens[a][r] -= 1
    s.tokens[b][r] += 1
    ev.append(Event("move_token", {"seat": f.seat, "from_slot": a, "to_slot": b, "res": res}))
    if f.data["left"] > 1:
        s.stack.push(Frame("move_token", f.seat, f.source, {"left": f.data["left"] - 1}))


MACHINE.decide("move_token", _move_offer, _move_answer, section="market")


@special("tokened_acquire_bonus")
def _tokened_acquire_bonus(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    if c.info and c.info.get("tokened"):
        gain(s, c.p, args[0], args[1], ev, c.src)


@special("flip_card")
def _flip_card(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    if c.src < 0:
        return
    table = list(s.table)  # the table is shared between copies: never change it in place
    table[c.src] = args[0]
    s.table = table
    ev.append(Event("flip_card", {"seat": c.p, "card": c.src}))


@special("trigger_end")
def _trigger_end(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    if args[0] and args[0] == flags(s, c.p)["extra_end_trigger"]:
        trigger_end(s, args[0], ev)
