"""Carrying out one legal action, then letting the game run on to the next decision."""

from __future__ import annotations

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.games.territory import board, effects, flow
from civitas.games.territory.income import gain_local, put_unit
from civitas.games.territory.quests import claim
from civitas.games.territory.rules import card_args, land_args, ref
from civitas.games.territory.state import TerritoryState


def apply(s: TerritoryState, seat: int, action: Action) -> list[Event]:
    ev: list[Event] = []
    kind = action[0]
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise ValueError(f"unknown action {kind!r}")
    handler(s, seat, action, ev)
    s.steps += 1
    return ev


def _land(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    card = a[1]
    s.hands[seat].remove(card)
    t = board.new_territory(s, seat, card)
    s.built_land += 1
    ev.append(Event("land", {"seat": seat, **land_args(t)}, owner=seat, secret=card_args(s, card)))


def _build(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    _, card, t = a
    s.hands[seat].remove(card)
    if s.facts.kind[card] == "factory_chain":  # TR: the two factories it replaces go to the discard
        factories = [c for c in s.on[t] if s.facts.kind[c] == "factory"][:2]
        for c in factories:
            board.discard(s, c)
        ev.append(Event("merged", {"seat": seat, "cards": [ref(s, c) for c in factories], "card_nos": factories}))
    board.lay(s, card, t)
    s.placed += 1
    ev.append(Event("build", {"seat": seat, **card_args(s, card), **land_args(t)}))


def _mansion(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    _, card, t, t2 = a
    s.hands[seat].remove(card)
    board.lay(s, card, t)
    s.on[t2].append(card)
    s.span[card] = t2
    s.placed += 1
    ev.append(Event("build", {"seat": seat, **card_args(s, card), **land_args(t)}))


def _bridge(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    _, card, t, target = a
    s.hands[seat].remove(card)
    board.lay(s, card, t)
    s.links[card] = target
    s.placed += 1
    ev.append(Event("bridge", {"seat": seat, **card_args(s, card), **land_args(t), **land_args(target, "target"),
                               "target_seat": s.owner[target]}))  # fmt: skip


def _develop(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    _, card, t = a
    s.hands[seat].remove(card)
    board.lay(s, card, t)
    ev.append(Event("develop", {"seat": seat, **card_args(s, card), **land_args(t)}))


def _quest(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    card = s.quest_deck.pop()
    s.quests[seat].append(card)
    s.quest_taken = 1
    ev.append(Event("quest", {"seat": seat}, owner=seat, secret=card_args(s, card), reveal=True))


def _claim(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    claim(s, seat, a[1], ev)


def _end(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    ev.append(Event("end_build", {"seat": seat}))
    flow.next_builder(s, ev)


def _allocate(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    _, t, card = a
    s.local[t] -= 1
    # The move first, then what it brought: a card's yield is logged once the unit that completes it is.
    ev.append(Event("allocate", {"seat": seat, **land_args(t), **card_args(s, card)}))
    put_unit(s, card, ev)


def _release(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    bank = a[1]
    s.stored[bank] -= 1
    gain_local(s, s.host[bank], 1)
    ev.append(Event("release", {"seat": seat, **card_args(s, bank)}))


def _event(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    s.influenced = 1
    effects.play_event(s, seat, a[1], a[2], ev)


def _rep(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    s.influenced = 1
    effects.play_reputation(s, seat, a[1], a[2], ev)


def _act(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    s.influenced = 1
    effects.act(s, seat, a[1], a[2], ev)


def _take(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    s.pool -= 1
    s.passes = 0
    ev.append(Event("take", {"seat": seat, **card_args(s, a[1]), "pool": s.pool}))
    put_unit(s, a[1], ev)
    flow.after_draft_turn(s, ev)


def _store(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    s.pool -= 1
    s.passes = 0
    s.stored[a[1]] += 1
    ev.append(Event("store", {"seat": seat, **card_args(s, a[1]), "pool": s.pool}))
    flow.after_draft_turn(s, ev)


def _pass(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    s.passes += 1
    ev.append(Event("pass", {"seat": seat}))
    flow.after_draft_turn(s, ev)


def _tuck(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    _, plantation, card = a
    s.hands[seat].remove(card)
    s.under.setdefault(plantation, []).append(card)
    s.used.append(plantation)
    ev.append(
        Event("tuck", {"seat": seat, **card_args(s, plantation)}, owner=seat, secret=card_args(s, card, "tucked"))
    )


def _done(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    flow.next_in_queue(s, ev)


def _pick(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    effects.spy_pick(s, seat, a[1], ev)


def _offer(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    _, card, price = a
    s.hands[seat].remove(card)
    s.offers.append([seat, card, price])
    ev.append(Event("offer", {"seat": seat, **card_args(s, card), "price": price}, reveal=True))


def _buy(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    price = next(o[2] for o in s.offers if o[1] == a[1])
    s.phase = "pay"
    s.pending = [a[1], price]


def _pay(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    s.pending.append(a[1])
    card, price = s.pending[0], s.pending[1]
    paid = s.pending[2:]
    if len(paid) < price:
        return
    offer = next(o for o in s.offers if o[1] == card)
    s.offers.remove(offer)
    seller = offer[0]
    for c in paid:
        s.hands[seat].remove(c)
        s.hands[seller].append(c)
    s.hands[seat].append(card)
    s.bought.append(seat)
    s.pending = []
    s.phase = "buy"
    ev.append(Event("sold", {"seat": seat, **card_args(s, card), "seller_seat": seller, "price": price}, owner=seller,
                    secret={"paid": [ref(s, c) for c in paid], "paid_nos": paid}))  # fmt: skip
    flow.next_in_queue(s, ev)


def _no_buy(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    flow.next_in_queue(s, ev)


def _bid(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    """TR-T48: a lower bid for one offer; its seller answers at once."""
    _, card, price = a
    seller, asked = next((o[0], o[2]) for o in s.offers if o[1] == card)
    s.pending = [card, price, seat]
    s.phase = "answer"
    s.turn = seller
    ev.append(Event("bid", {"seat": seat, **card_args(s, card), "seller_seat": seller, "price": price,
                            "asked": asked}, reveal=True))  # fmt: skip


def _accept(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    """TR-T48: the buyer now pays the bid, card by card as for a purchase at the posted price."""
    card, price, buyer = s.pending
    ev.append(Event("bid_accepted", {"seat": seat, **card_args(s, card), "buyer_seat": buyer, "price": price},
                    reveal=True))  # fmt: skip
    s.pending = [card, price]
    s.phase = "pay"
    s.turn = buyer


def _refuse(s: TerritoryState, seat: int, a: Action, ev: list[Event]) -> None:
    """TR-T48: the buyer's turn goes on (buy at a posted price or nothing); ``pending`` keeps the refused bid
    so that no second one is made."""
    card, price, buyer = s.pending
    ev.append(Event("bid_refused", {"seat": seat, **card_args(s, card), "buyer_seat": buyer, "price": price},
                    reveal=True))  # fmt: skip
    s.phase = "buy"
    s.turn = buyer


_HANDLERS = {
    "land": _land,
    "build": _build,
    "mansion": _mansion,
    "bridge": _bridge,
    "develop": _develop,
    "quest": _quest,
    "claim": _claim,
    "end": _end,
    "allocate": _allocate,
    "release": _release,
    "event": _event,
    "rep": _rep,
    "act": _act,
    "take": _take,
    "store": _store,
    "pass": _pass,
    "tuck": _tuck,
    "done": _done,
    "pick": _pick,
    "offer": _offer,
    "buy": _buy,
    "pay": _pay,
    "no_buy": _no_buy,
    "bid": _bid,
    "accept": _accept,
    "refuse": _refuse,
}
