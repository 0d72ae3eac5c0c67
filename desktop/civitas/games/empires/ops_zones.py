"""Ops that move a seat's cards between zones (spec c1; EM-K-*): discard, exile, history, sink, abandon,
recall, garrison, put on top, playing a card (also from another zone). Looking, finding and fame: ``ops_look``.

Choices of cards are ``pick`` decisions {purpose, cards, left, last, optional}: one card at a time in
canonical order (engine.choices), identical cards offered once, each pick applied at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.choices import canonical_next
from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires.core import (
    MACHINE,
    D,
    Ev,
    flags,
    passives,
    register_auto,
        return_unrest_card,
    signal,
)
from civitas.games.empires.ops_core import Ctx, op, run_program
from civitas.games.empires.select import matches
from civitas.games.empires.state import EmpiresState

PickFn = Callable[[EmpiresState, int, int, dict[str, Any], Ev], None]
PICKS: dict[str, PickFn] = {}


def pick(s: EmpiresState, p: int, purpose: str, cards: list[int], n: int, source: str, optional: bool = False,
         **extra: Any) -> None:  # fmt: skip
    """Push a pick of ``n`` of ``cards`` (as many as there are unless ``optional``)."""
    n = n if optional else min(n, len(cards))
    if n > 0 and cards:
        data = {"purpose": purpose, "cards": sorted(cards), "left": n, "last": -1, "optional": optional, **extra}
        s.stack.push(Frame("pick", p, source, data))


def _pick_offer(s: EmpiresState, f: Frame) -> list[Action]:
    last = f.data["last"]
    options = canonical_next(f.data["cards"], None if last < 0 else last, f.data["left"], f.data["optional"])
    seen: set[str] = set()
    acts: list[Action] = []
    for card in options:
        if s.table[card] not in seen:
            seen.add(s.table[card])
            acts.append(("pick", card))
    if f.data["optional"]:
        acts.append(("done",))
    return acts


def _pick_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    assert f.seat is not None
    if action[0] == "done":
        return
    card = action[1]
    left = f.data["left"] - 1
    cards = [c for c in f.data["cards"] if c != card]
    if left > 0 and cards:
        s.stack.push(Frame("pick", f.seat, f.source, {**f.data, "cards": cards, "left": left, "last": card}))
    PICKS[f.data["purpose"]](s, f.seat, card, f.data, ev)


MACHINE.decide("pick", _pick_offer, _pick_answer, section="effects", click="card")


def picks(purpose: str) -> Callable[[PickFn], PickFn]:
    def wrap(fn: PickFn) -> PickFn:
        PICKS[purpose] = fn
        return fn

    return wrap


def no_garrison(s: EmpiresState, card: int) -> bool:
    """The passive {"no_garrison": true}: this card can never be garrisoned, wherever it is."""
    return any(passive.get("no_garrison") for passive in D(s, card).passive)


def movable(s: EmpiresState, card: int) -> bool:
    """A card dealt into play at setup beside the power card (the Pilgrims' journey card) is never moved by
    an effect: no abandon, recall, exile, history or garrison selects it."""
    return D(s, card).start != "in_play"


# --- moving a card with its garrison ---------------------------------------------------------------------
def detach(s: EmpiresState, p: int, card: int) -> list[int]:
    """Take ``card`` out of seat ``p``'s zones (or from under a host) and return it with its garrison."""
    for zone in (s.play[p], s.hand[p], s.discard[p], s.deck[p], s.history[p]):
        if card in zone:
            zone.remove(card)
            break
    else:
        for host, under in s.garrison[p].items():
            if card in under:
                under.remove(card)
                if not under:
                    del s.garrison[p][host]
                break
    s.exhausted[p] = [c for c in s.exhausted[p] if c != card]
    return [card, *s.garrison[p].pop(card, [])]


def to_history(s: EmpiresState, p: int, card: int, ev: Ev) -> None:
    """EM-K-history: under the power card (a nation without history, or a redirect passive: the discard)."""
    moved = detach(s, p, card)
    redirect = not flags(s, p)["keeps_history"] or bool(passives(s, p, "history_redirect"))
    (s.discard[p] if redirect else s.history[p]).extend(moved)
    ev.append(Event("history", {"seat": p, "redirected": redirect}, owner=p, secret={"card": card}))
    if not redirect:  # "whenever you put a card into your history" (a card that went to the discard did not)
        signal(s, p, "history", ev)


def to_sunk(s: EmpiresState, p: int, card: int, ev: Ev) -> None:
    """EM-K-sink: the card (with its garrison) goes to the seat's sunk pile when its nation sinks, else to its
    discard. Not history: no ``history_redirect`` passive and no ``history`` signal apply, and only the sinking
    nation scores the sunk pile (``scoring.owned``); the pile is private (``view``)."""
    moved = detach(s, p, card)
    sinks = bool(flags(s, p)["sinks"])
    (s.sunk[p] if sinks else s.discard[p]).extend(moved)
    ev.append(Event("sink", {"seat": p, "redirected": not sinks}, owner=p, secret={"card": card}))


@picks("discard")
def _discard(s: EmpiresState, p: int, card: int, data: dict[str, Any], ev: Ev) -> None:
    s.hand[p].remove(card)
    s.discard[p].append(card)
    ev.append(Event("discard", {"seat": p, "card": card}))


@picks("exile")
def _exile_card(s: EmpiresState, p: int, card: int, data: dict[str, Any], ev: Ev) -> None:
    s.exile.extend(detach(s, p, card))
    ev.append(Event("exile", {"seat": p, "card": card}))


@picks("history")
def _history_card(s: EmpiresState, p: int, card: int, data: dict[str, Any], ev: Ev) -> None:
    to_history(s, p, card, ev)


@picks("sink")
def _sink_card(s: EmpiresState, p: int, card: int, data: dict[str, Any], ev: Ev) -> None:
    to_sunk(s, p, card, ev)


@picks("abandon")
def _abandon(s: EmpiresState, p: int, card: int, data: dict[str, Any], ev: Ev) -> None:
    s.discard[p].extend(detach(s, p, card))
    ev.append(Event("abandon", {"seat": p, "card": card}))


@picks("recall")
def _recall(s: EmpiresState, p: int, card: int, data: dict[str, Any], ev: Ev) -> None:
    s.hand[p].extend(detach(s, p, card))
    ev.append(Event("recall", {"seat": p, "card": card}))


@picks("garrison")
def _garrison(s: EmpiresState, p: int, card: int, data: dict[str, Any], ev: Ev) -> None:
    s.hand[p].remove(card)
    s.garrison[p].setdefault(data["host"], []).append(card)
    ev.append(Event("garrison", {"seat": p, "card": card, "host": data["host"]}))


@op("discard")
def _op_discard(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    pick(s, c.p, "discard", s.hand[c.p], args[0], c.source)


@op("discard_up_to")
def _op_discard_up_to(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    pick(s, c.p, "discard", s.hand[c.p], args[0], c.source, optional=True)


def _self_or_pick(s: EmpiresState, c: Ctx, where: str, n: int, purpose: str, move_self: Callable[[int], None]) -> None:
    """``where`` "self": this card, if it is still in play and may move, goes by ``move_self``; "hand" or
    "discard": the seat picks ``n`` cards there, each moved as ``purpose`` says."""
    if where == "self":
        if c.src >= 0 and c.src in s.play[c.p] and movable(s, c.src):
            move_self(c.src)
    else:
        pick(s, c.p, purpose, s.hand[c.p] if where == "hand" else s.discard[c.p], n, c.source)


@op("exile")
def _op_exile(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-M6 / EM-K-exile: from the market (token guard), the hand, the discard, or this card itself."""
    where, n = args
    if where == "market":
        s.stack.push_all([Frame("slot", c.p, c.source, {"purpose": "exile", "cats": []}) for _ in range(n)])
    else:
        _self_or_pick(s, c, where, n, "exile", lambda card: _exile_card(s, c.p, card, {}, ev))


@op("history")
def _op_history(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    _self_or_pick(s, c, args[0], args[1], "history", lambda card: to_history(s, c.p, card, ev))


@op("sink")
def _op_sink(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-K-sink: this card (in play), or n cards from the hand or the discard, as for ``history``."""
    _self_or_pick(s, c, args[0], args[1], "sink", lambda card: to_sunk(s, c.p, card, ev))


@op("abandon")
def _op_abandon(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-K-abandon: a card in play to the discard with its garrison; ``garrisoned_only``: a garrison card
    under a matching host, the host staying."""
    sel, garrisoned_only = args
    hosts = [h for h in s.play[c.p] if matches(s, h, sel) and movable(s, h)]
    if garrisoned_only:
        cards = [g for h in hosts for g in s.garrison[c.p].get(h, [])]
    else:
        cards = hosts
    pick(s, c.p, "abandon", cards, 1, c.source)


@op("recall")
def _op_recall(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-K-recall: a pinned card in play back to hand with its garrison."""
    cards = [h for h in s.play[c.p] if D(s, h).pinned and matches(s, h, args[0]) and movable(s, h)]
    pick(s, c.p, "recall", cards, 1, c.source)


@op("garrison")
def _op_garrison(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-K-garrison: up to n hand cards under this card, as its filter allows (a card without a garrison
    filter allows none)."""
    rule = D(s, c.src).garrison if c.src >= 0 else None
    if rule is None or c.src not in s.play[c.p]:
        return
    sel = {k: v for k, v in rule.items() if v}
    cards = [h for h in s.hand[c.p] if matches(s, h, sel) and not no_garrison(s, h)]
    pick(s, c.p, "garrison", cards, args[0], c.source, optional=True, host=c.src)


@op("put_top")
def _op_put_top(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    if c.src >= 0 and c.src in s.play[c.p]:
        moved = detach(s, c.p, c.src)
        s.discard[c.p].extend(moved[1:])
        s.deck[c.p].append(c.src)
        ev.append(Event("put_top", {"seat": c.p, "card": c.src}))


# --- playing a card ----------------------------------------------------------------------------------------
def play_card(s: EmpiresState, p: int, card: int, ev: Ev, free: bool = True) -> None:
    """EM-A2: the card goes to the play area and its program runs; afterwards it goes to the discard unless
    pinned or moved by its effect. An unrest card returns to the unrest pile ("then return it")."""
    detach(s, p, card)
    s.play[p].append(card)
    s.played.append(card)
    ev.append(Event("play", {"seat": p, "card": card, "free": free}))
    s.stack.push(Frame("after_play", None, s.table[card], {"p": p, "card": card}))
    run_program(s, p, card, D(s, card).play, s.table[card])


@register_auto("after_play")
def _after_play(s: EmpiresState, f: Frame, ev: Ev) -> None:
    p, card = f.data["p"], f.data["card"]
    if card not in s.play[p]:
        return
    d = D(s, card)
    if d.kind == "unrest":
        s.play[p].remove(card)
        return_unrest_card(s, card, ev, p)
    elif not d.pinned:
        s.discard[p].extend(detach(s, p, card))


@picks("play")
def _play_picked(s: EmpiresState, p: int, card: int, data: dict[str, Any], ev: Ev) -> None:
    play_card(s, p, card, ev)


@op("play_from")
def _op_play_from(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    zone = s.discard[c.p] if args[0] == "discard" else s.hand[c.p]
    pick(s, c.p, "play", [x for x in zone if matches(s, x, args[1]) and x != c.src], 1, c.source, optional=True)
