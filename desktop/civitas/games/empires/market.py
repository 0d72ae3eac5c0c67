"""The market (spec A.(a) "Market operations", EM-M1..EM-M8): five slots (three fed by the small decks, two
by the main deck), refill with a tucked unrest (RD-7), tokens, acquire, break through (variants 1-5, RD-9),
exile, replace from exile, and the main deck's end trigger.

Decisions: ``slot`` {purpose: acquire | break | exile | replace | token, cats, ...} offers ("slot", i) and,
for a break-through, ("deck",) (variants 2-5); ``category`` offers ("category", cat); ``exile_pick``
offers ("pick", card) from the exile pile.
"""

from __future__ import annotations

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires.core import (
    MACHINE,
    D,
    Ev,
    carries_unrest,
    collapse_check,
    draw_unrest,
    first_of_each_design,
    gain,
        return_unrest_card,
    signal,
    trigger_end,
)
from civitas.games.empires.state import RES_INDEX, RESOURCES, SLOTS, SMALL, EmpiresState

#: Break-through variants 2-4: the category -> its small deck.
SMALL_OF = {cat: i for i, cat in enumerate(SMALL)}
BREAK_CATEGORIES = ("region", "uncivilised", "civilised", "tributary")


def refill(s: EmpiresState, slot: int, ev: Ev) -> None:
    """EM-M2: a vacated slot is refilled at once from its deck, else from the main deck; TR-E5: with both
    empty it stays empty. EM-M3 (RD-7): a card of an unrest-carrying category gets an unrest tucked under
    it. The main deck running out triggers the end (EM-E)."""
    s.tucked[slot] = -1
    s.tokens[slot] = [0, 0, 0]
    own = s.small[slot] if slot < len(SMALL) else s.main
    source = own if own else s.main
    if not source:
        s.market[slot] = -1
        ev.append(Event("slot_empty", {"slot": slot}))
        return
    card = source.pop()
    s.market[slot] = card
    ev.append(Event("refill", {"slot": slot, "card": card}, reveal=True))
    if source is s.main and not s.main:
        trigger_end(s, "main_deck", ev)
    if carries_unrest(s, card):
        s.tucked[slot] = draw_unrest(s)
        collapse_check(s)


def _vacate(s: EmpiresState, slot: int) -> tuple[int, list[int], int]:
    card, tokens, tucked = s.market[slot], s.tokens[slot], s.tucked[slot]
    s.market[slot], s.tokens[slot], s.tucked[slot] = -1, [0, 0, 0], -1
    return card, tokens, tucked


def _take_tokens(s: EmpiresState, p: int, tokens: list[int], ev: Ev, card: int) -> None:
    for i, res in enumerate(RESOURCES):
        gain(s, p, res, tokens[i], ev, card)


def acquire_slot(s: EmpiresState, p: int, slot: int, ev: Ev) -> None:
    """EM-M4: the card into hand, its tokens into the supply, its tucked unrest into hand; refill."""
    card, tokens, tucked = _vacate(s, slot)
    s.hand[p].append(card)
    ev.append(Event("acquire", {"seat": p, "card": card, "slot": slot}))
    if tucked >= 0:
        s.hand[p].append(tucked)
        ev.append(Event("take_unrest", {"seat": p, "src": card}))
        signal(s, p, "unrest_taken", ev)
    signal(s, p, "acquire", ev, {"tokened": any(tokens)})
    _take_tokens(s, p, tokens, ev, card)
    refill(s, slot, ev)


def break_slot(s: EmpiresState, p: int, slot: int, ev: Ev) -> None:
    """EM-M5 variant 1: the card into hand, its tokens to the supply, its tucked unrest back to the pile."""
    card, tokens, tucked = _vacate(s, slot)
    s.hand[p].append(card)
    ev.append(Event("break_through", {"seat": p, "card": card, "slot": slot, "variant": 1}))
    if tucked >= 0:
        return_unrest_card(s, tucked, ev)
    signal(s, p, "break_through", ev)
    _take_tokens(s, p, tokens, ev, card)
    refill(s, slot, ev)


def break_deck(s: EmpiresState, p: int, cat: str, ev: Ev) -> None:
    """EM-M5 variants 2-4: the top card of the category's small deck; variant 5 (tributary, or its small
    deck is empty): reveal the main deck one by one until a card of the category, shuffle the rest back;
    none found: gain RD-9 (2 progress)."""
    deck = s.small[SMALL_OF[cat]] if cat in SMALL_OF else []
    if deck:
        card = deck.pop()
        s.hand[p].append(card)
        args = {"seat": p, "variant": 2 + SMALL_OF[cat], "deck": f"@cat.{cat}"}
        ev.append(Event("break_through_deck", args, owner=p, secret={"card": card}))
        signal(s, p, "break_through", ev)
        return
    shown: list[int] = []
    found = -1
    while s.main:
        card = s.main.pop()
        if cat in D(s, card).categories:
            found = card
            break
        shown.append(card)
    s.main.extend(shown)
    s.rng.shuffle(s.main)
    ev.append(Event("reveal_main", {"seat": p, "shown": shown, "found": found}, reveal=True))
    if found < 0:
        for res, n in s.readings["break_through_miss"].items():
            gain(s, p, res, n, ev)
        return
    s.hand[p].append(found)
    signal(s, p, "break_through", ev)
    if not s.main:
        trigger_end(s, "main_deck", ev)


def exile_slot(s: EmpiresState, slot: int, ev: Ev, seat: int = -1) -> None:
    """EM-M6: a market card (with no token on it) goes to the exile pile, its unrest back to the pile; refill."""
    card, _tokens, tucked = _vacate(s, slot)
    s.exile.append(card)
    ev.append(Event("exile", {"seat": seat, "card": card, "slot": slot}))
    if tucked >= 0:
        return_unrest_card(s, tucked, ev)
    refill(s, slot, ev)


def replace_from_exile(s: EmpiresState, slot: int, card: int, ev: Ev, seat: int = -1) -> None:
    """EM-M7: exile the slot's card and put ``card`` from the exile pile there instead of refilling; the
    tokens move to it; it gets an unrest if its category carries one."""
    old, tokens, tucked = _vacate(s, slot)
    s.exile.remove(card)
    s.exile.append(old)
    if tucked >= 0:
        return_unrest_card(s, tucked, ev)
    s.market[slot] = card
    s.tokens[slot] = tokens
    ev.append(Event("replace_from_exile", {"seat": seat, "slot": slot, "out": old, "in": card}))
    if carries_unrest(s, card):
        s.tucked[slot] = draw_unrest(s)
        collapse_check(s)


def acquire_exile(s: EmpiresState, p: int, card: int, ev: Ev, how: str = "acquire") -> None:
    """EM-M8: a card taken from the exile pile (``how``: acquired, or broken through for); an acquired
    unrest-carrying one brings an unrest from the pile too (the seed gives it for an acquired card only: a
    break-through takes no unrest, from the market or from exile)."""
    s.exile.remove(card)
    s.hand[p].append(card)
    ev.append(Event(f"{how}_exile", {"seat": p, "card": card}))
    if how == "acquire" and carries_unrest(s, card):
        s.hand[p].append(draw_unrest(s))
        ev.append(Event("take_unrest", {"seat": p, "src": card}))
        collapse_check(s)
        signal(s, p, "unrest_taken", ev)
    signal(s, p, how, ev)


def market_token(s: EmpiresState, slot: int, res: str, n: int, ev: Ev, seat: int = -1) -> None:
    s.tokens[slot][RES_INDEX[res]] += n
    ev.append(Event("market_token", {"seat": seat, "slot": slot, "res": res, "n": n}))


# --- decisions -------------------------------------------------------------------------------------------
def slots_of(s: EmpiresState, cats: list[str]) -> list[int]:
    return [i for i in range(SLOTS) if s.market[i] >= 0 and any(c in D(s, s.market[i]).categories for c in cats)]


def _slot_offer(s: EmpiresState, f: Frame) -> list[Action]:
    purpose = f.data["purpose"]
    if purpose in ("acquire", "break"):
        acts: list[Action] = [("slot", i) for i in slots_of(s, f.data["cats"])]
        if purpose == "break":
            acts.append(("deck",))
        return acts
    if purpose == "exile":
        return [("slot", i) for i in range(SLOTS) if s.market[i] >= 0 and not any(s.tokens[i])]
    if purpose == "replace":
        return [("slot", i) for i in range(SLOTS) if s.market[i] >= 0] if s.exile else []
    return [("slot", i) for i in range(SLOTS) if s.market[i] >= 0]  # token


def _slot_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    assert f.seat is not None
    p, purpose = f.seat, f.data["purpose"]
    if action[0] == "deck":
        break_deck(s, p, f.data["cats"][0], ev)
        return
    slot = action[1]
    if purpose == "acquire":
        acquire_slot(s, p, slot, ev)
    elif purpose == "break":
        break_slot(s, p, slot, ev)
    elif purpose == "exile":
        exile_slot(s, slot, ev, p)
    elif purpose == "replace":
        s.stack.push(Frame("exile_pick", p, f.source, {"slot": slot}))
    else:
        for res, n in f.data["tokens"].items():
            market_token(s, slot, res, n, ev, p)


def _category_offer(s: EmpiresState, f: Frame) -> list[Action]:
    return [("category", c) for c in f.data["cats"]]


def _category_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    s.stack.push(Frame("slot", f.seat, f.source, {"purpose": "break", "cats": [action[1]]}))


def _exile_offer(s: EmpiresState, f: Frame) -> list[Action]:
    cats = f.data.get("cats")
    pool = [c for c in s.exile if cats is None or any(x in D(s, c).categories for x in cats)]
    return [("pick", c) for c in first_of_each_design(s, pool)]


def _exile_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    assert f.seat is not None
    if "slot" in f.data:
        replace_from_exile(s, f.data["slot"], action[1], ev, f.seat)
    else:
        acquire_exile(s, f.seat, action[1], ev, f.data.get("how", "acquire"))


def break_through(s: EmpiresState, p: int, cats: list[str], source: str) -> None:
    """Push a break-through for seat ``p``: declare the category first when several are allowed."""
    cats = [c for c in cats if c in BREAK_CATEGORIES]
    if len(cats) > 1:
        s.stack.push(Frame("category", p, source, {"cats": cats}))
    elif cats:
        s.stack.push(Frame("slot", p, source, {"purpose": "break", "cats": cats}))


MACHINE.decide("slot", _slot_offer, _slot_answer, section="market", click="card")
MACHINE.decide("category", _category_offer, _category_answer, section="market")
MACHINE.decide("exile_pick", _exile_offer, _exile_answer, section="market", click="card")
