"""Small shared pieces of the Empires engine: the design of an instance, a nation's flags, resources and
their substitution (RD-4, payment on ``engine.payment``), the unrest pile and collapse (EM-E), signals to
passives (``engine.signals``), and :data:`MACHINE`, the decision machine every step and decision kind of
the game is declared on (``engine.machine``)."""

from __future__ import annotations

from typing import Any

from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.engine.machine import Machine
from civitas.engine.payment import Payment
from civitas.engine.ratings import cached
from civitas.engine.signals import Signals
from civitas.games.empires.cards import CardSet, Design, card_set
from civitas.games.empires.state import RES_INDEX, RESOURCES, EmpiresState

Ev = list[Event]

#: Empires' decision machine: every automatic step and decision kind is declared on it (``flow``, ``market``,
#: ``draw``, ``ops_*``, ``reactions``, ``solo``); ``flow`` runs it.
MACHINE = Machine("empires")
register_auto = MACHINE.auto

#: The glyph readings RD-1..RD-9 of spec A.0 (and our collapse timing), as data: a correction is a data change.
READINGS: dict[str, Any] = {
    "start_resources": [3, 2, 1],  # RD-1: materials, population, progress
    "start_actions": 3,  # RD-1
    "cleanup_token": {"progress": 1},  # RD-2 (a nation's cleanup_token replaces it)
    "vp_per_token": "progress",  # RD-3
    "substitute": {"materials": 1, "population": 2},  # RD-4: progress per unit of each
    "unrest_categories": ["uncivilised", "civilised", "tributary"],  # RD-7
    "setup_token_category": "civilised",  # RD-8
    "setup_token_except": "uncivilised",  # RD-8
    "setup_token": "progress",  # RD-8
    "break_through_miss": {"progress": 2},  # RD-9
    "hand_size": 5,
    "small_deck_size": {"2": 6, "3": 7, "4": 8},
    "fame_removed": {"2": 2, "3": 1, "4": 0},
    "collapse_at_empty": True,  # TR-E11: collapse the moment the pile's last card leaves it
}


class Collapse(Exception):
    """The unrest pile ran out: the game stops at once, even mid-operation (EM-E)."""


def cards_of(s: EmpiresState) -> CardSet:
    return card_set(s.cards_key)


def D(s: EmpiresState, card: int) -> Design:  # noqa: N802 - the design of an instance, used everywhere
    return card_set(s.cards_key).designs[s.table[card]]


def flags(s: EmpiresState, p: int) -> dict[str, Any]:
    return card_set(s.cards_key).nations[s.nations[p]].flags


def has(s: EmpiresState, card: int, category: str) -> bool:
    return category in D(s, card).categories


def setup_category(s: EmpiresState, card: int) -> str:
    """The category a common card is sorted by at setup: a dual uncivilised+civilised card is uncivilised."""
    cats = D(s, card).categories
    for cat in ("region", "uncivilised", "civilised", "tributary", "fame", "unrest"):
        if cat in cats:
            return cat
    return cats[0] if cats else ""


def carries_unrest(s: EmpiresState, card: int) -> bool:
    """RD-7: a market card of these categories gets an unrest tucked under it."""
    cats = s.readings["unrest_categories"]
    return any(c in cats for c in D(s, card).categories)


# --- passives --------------------------------------------------------------------------------------
def active_cards(s: EmpiresState, p: int) -> list[int]:
    """Cards whose passives work: the power card, then the cards in play (EM-K-passive)."""
    return ([s.power[p]] if s.power[p] >= 0 else []) + list(s.play[p])


def passives(s: EmpiresState, p: int, key: str) -> list[tuple[int, Any]]:
    """(card, value) of every active passive with ``key``; kept while a reader holds the position
    (``engine.ratings.held``), so the AI's many reads of one position scan the cards once. Read only."""
    return cached(s, ("passives", p, key), lambda: _passives(s, p, key))


def _passives(s: EmpiresState, p: int, key: str) -> list[tuple[int, Any]]:
    out: list[tuple[int, Any]] = []
    for card in active_cards(s, p):
        for passive in D(s, card).passive:
            if key in passive:
                out.append((card, passive[key]))
    return out


def _listeners(s: EmpiresState, p: int, name: str, info: dict[str, Any] | None) -> list[Frame]:
    """Every passive {"on": name} of seat ``p``'s active cards pushes its program, in card order (power card,
    then cards in play; the first resolves first)."""
    frames: list[Frame] = []
    for card in active_cards(s, p):
        for passive in D(s, card).passive:
            if passive.get("on") == name:
                data = {"p": p, "src": card, "ops": passive["ops"], "i": 0, **({"info": info} if info else {})}
                frames.append(Frame("prog", None, s.table[card], data))
    return frames


SIGNALS = Signals(_listeners)


def signal(s: EmpiresState, p: int, name: str, ev: Ev, info: dict[str, Any] | None = None) -> None:
    """Fire ``name`` for seat ``p`` (``info``: what the signal is about, e.g. whether an acquired card carried
    tokens, for its ops)."""
    SIGNALS.signal(s, p, name, info)


# --- resources --------------------------------------------------------------------------------------
def gain(s: EmpiresState, p: int, res: str, n: int, ev: Ev, src: int = -1) -> None:
    if n <= 0:
        return
    s.res[p][RES_INDEX[res]] += n
    ev.append(Event("gain", {"seat": p, "res": res, "n": n, "src": src}))
    signal(s, p, f"gain:{res}", ev)


def payment(s: EmpiresState, p: int, cost: dict[str, int]) -> list[int] | None:
    """RD-4: the canonical way to pay ``cost`` (own materials/population first, progress for the rest:
    1 per material, 2 per population), as [materials, population, progress] spent; None if unpayable."""
    have = s.res[p]
    sub = s.readings["substitute"]
    spend = [0, 0, cost.get("progress", 0)]
    for i, res in enumerate(RESOURCES[:2]):
        need = cost.get(res, 0)
        spend[i] = min(need, have[i])
        spend[2] += (need - spend[i]) * sub[res]
    return spend if spend[2] <= have[2] else None


def payments(s: EmpiresState, p: int, cost: dict[str, int]) -> list[tuple[int, ...]]:
    """RD-4: every way to pay ``cost``, as (materials, population) paid with progress instead, the
    canonical one (own resources first) first."""
    have = s.res[p]
    sub = s.readings["substitute"]
    need_m, need_p = cost.get("materials", 0), cost.get("population", 0)
    out: list[tuple[int, ...]] = []
    for pop_sub in range(need_p + 1):
        for mat_sub in range(need_m + 1):
            if need_m - mat_sub > have[0] or need_p - pop_sub > have[1]:
                continue
            if cost.get("progress", 0) + mat_sub * sub["materials"] + pop_sub * sub["population"] <= have[2]:
                out.append((mat_sub, pop_sub))
    out.sort(key=lambda x: (x[0] + x[1], x[1]))
    return out


def pay_as(s: EmpiresState, p: int, cost: dict[str, int], subs: tuple[int, int], ev: Ev, src: int = -1) -> None:
    """Pay ``cost`` with ``subs`` = (materials, population) paid with progress instead (RD-4)."""
    _spend(s, p, spend_for(s, cost, subs), ev, src)


def spend_for(s: EmpiresState, cost: dict[str, int], subs: tuple[int, int]) -> list[int]:
    """What paying ``cost`` with ``subs`` (materials, population paid with progress instead) spends: materials,
    population, progress."""
    sub = s.readings["substitute"]
    return [cost.get("materials", 0) - subs[0], cost.get("population", 0) - subs[1],
            cost.get("progress", 0) + subs[0] * sub["materials"] + subs[1] * sub["population"]]  # fmt: skip


def _spend(s: EmpiresState, p: int, spend: list[int], ev: Ev, src: int) -> None:
    """Seat ``p`` pays ``spend`` (materials, population, progress): the tokens go, a ``pay`` event for each
    resource spent says how much, and each signals ``spend:<resource>``."""
    for i in range(3):
        s.res[p][i] -= spend[i]
    for i, res in enumerate(RESOURCES):
        if spend[i]:
            ev.append(Event("pay", {"seat": p, "res": res, "n": spend[i], "src": src}))
    for i, res in enumerate(RESOURCES):
        if spend[i]:
            signal(s, p, f"spend:{res}", ev)


def _pay_way(s: EmpiresState, p: int, cost: dict[str, int], way: tuple[int, ...], ev: Ev, src: int) -> None:
    pay_as(s, p, cost, (way[0], way[1]), ev, src)


#: RD-4: paid at once when there is one way, else a ``payment`` decision ("pay", materials, population paid
#: with progress instead).
PAYMENT = Payment(MACHINE, payments, _pay_way, section="effects")
pay_or_ask = PAYMENT.pay_or_ask


def can_pay(s: EmpiresState, p: int, cost: dict[str, int]) -> bool:
    return payment(s, p, cost) is not None


def pay(s: EmpiresState, p: int, cost: dict[str, int], ev: Ev, src: int = -1) -> bool:
    spend = payment(s, p, cost)
    if spend is None:
        return False
    _spend(s, p, spend, ev, src)
    return True


# --- unrest and collapse ----------------------------------------------------------------------------
def draw_unrest(s: EmpiresState) -> int:
    """Take the top unrest card off the pile (for a hand or a market slot); the caller places it and then
    calls :func:`collapse_check`. An empty pile is collapse at once (EM-E)."""
    if not s.unrest:
        raise Collapse()
    return s.unrest.pop()


def collapse_check(s: EmpiresState) -> None:
    """EM-E: the unrest pile has run out (table rule: the moment its last card leaves) — collapse."""
    if not s.unrest and s.readings.get("collapse_at_empty", True):
        raise Collapse()


def take_unrest(s: EmpiresState, p: int, n: int, ev: Ev, src: int = -1) -> None:
    for _ in range(n):
        card = draw_unrest(s)
        s.hand[p].append(card)
        ev.append(Event("take_unrest", {"seat": p, "src": src}))
        collapse_check(s)
        signal(s, p, "unrest_taken", ev)


def return_unrest_card(s: EmpiresState, card: int, ev: Ev, seat: int = -1) -> None:
    s.unrest.append(card)
    ev.append(Event("return_unrest", {"seat": seat}))


def trigger_end(s: EmpiresState, reason: str, ev: Ev) -> None:
    """EM-E: a scoring trigger; the first one counts (the round it fired), later ones change nothing."""
    if s.end_trigger == 0 and not s.over:
        s.end_trigger = max(s.round, 1)
        s.end_reason = reason
        ev.append(Event("end_trigger", {"reason": reason, "round": s.end_trigger}))
    else:
        ev.append(Event("end_trigger_again", {"reason": reason}))


def unrest_in_hand(s: EmpiresState, p: int) -> list[int]:
    return [c for c in s.hand[p] if D(s, c).kind == "unrest"]


def first_of_each_design(s: EmpiresState, cards: list[int]) -> list[int]:
    """The lowest instance of each design among ``cards``, ascending (choices dedupe identical cards)."""
    seen: dict[str, int] = {}
    for c in sorted(cards):
        seen.setdefault(s.table[c], c)
    return sorted(seen.values())
