"""Event cards: population growth, earthquake, eruption, famine, barbarians, and the answers to them
(luck, olympic games). An immediate card lies on ``state.table`` while it is being resolved."""

from __future__ import annotations

from civitas.engine.events import Event
from civitas.games.heroes.cards import (
    BARBARIANS,
    BLOCKED,
    CITY,
    DISASTERS,
    ERUPTION,
    FAMINE,
    GRAIN,
    GROWTH,
    LUCK,
    OLYMPICS,
    ORDINARY,
    QUAKE,
)
from civitas.games.heroes.rules import card_ref, ready
from civitas.games.heroes.state import HeroesState


def _to_discard(s: HeroesState, kind: int) -> None:
    s.table.remove(kind)
    s.discard.append(kind)


def quake_targets(s: HeroesState, drawer: int) -> list[tuple[int, int]]:
    """(seat, army code) pairs an earthquake drawn by ``drawer`` may hit: a ready army of another
    living tribe (one entry per distinct code)."""
    out: list[tuple[int, int]] = []
    for seat in range(s.n):
        if seat == drawer or not s.alive[seat]:
            continue
        seen: list[int] = []
        for code in s.armies[seat]:
            if ready(code) and code not in seen:
                seen.append(code)
        seen.sort()
        out.extend((seat, c) for c in seen)
    return out


def eruption_targets(s: HeroesState, drawer: int) -> list[int]:
    return [seat for seat in range(s.n) if seat != drawer and s.alive[seat] and s.cities[seat] > 0]


def resolve(s: HeroesState, seat: int, kind: int, ev: list[Event], first_fair: bool) -> None:
    """Start resolving the immediate card ``kind`` drawn by ``seat`` (already on the table)."""
    ev.append(Event("event_card", {"seat": seat, "card": card_ref(kind)}))
    if first_fair and kind in DISASTERS:
        _to_discard(s, kind)
        ev.append(Event("no_effect", {"seat": seat, "card": card_ref(kind), "why": "@why.first_fair"}))
        return
    if kind == GROWTH:
        if s.supply[CITY] > 0:
            s.supply[CITY] -= 1
            s.cities[seat] += 1
            ev.append(Event("growth", {"seat": seat}))
        else:
            ev.append(Event("no_effect", {"seat": seat, "card": card_ref(kind), "why": "@why.no_city_left"}))
        _to_discard(s, kind)
    elif kind == QUAKE:
        if quake_targets(s, seat):
            s.pending.append(("quake", seat))
        else:
            _to_discard(s, kind)
            ev.append(Event("no_effect", {"seat": seat, "card": card_ref(kind), "why": "@why.no_target"}))
    elif kind == ERUPTION:
        if eruption_targets(s, seat):
            s.pending.append(("erupt", seat))
        else:
            _to_discard(s, kind)
            ev.append(Event("no_effect", {"seat": seat, "card": card_ref(kind), "why": "@why.no_target"}))
    elif kind == FAMINE:
        # Every living seat is asked in turn from the drawer, whatever it holds: asking only luck
        # holders would tell the table who holds luck.
        first = next_asked(s, seat, -1)
        if first >= 0:
            s.pending.append(("luck_famine", first, seat))
        else:  # pragma: no cover - the drawer is alive
            famine(s, ev)
    elif kind == BARBARIANS:
        # The drawer is asked even without luck or olympic games (then it may only let it happen).
        s.pending.append(("barb", seat))


def next_asked(s: HeroesState, drawer: int, after: int) -> int:
    """The next living seat asked about a famine, going round from the drawer, after seat ``after``
    (-1: start, so the drawer itself if alive); -1 once everyone has been asked."""
    n = s.n
    start = 0 if after < 0 else (after - drawer) % n + 1
    for k in range(start, n):
        seat = (drawer + k) % n
        if s.alive[seat]:
            return seat
    return -1


def play_luck(s: HeroesState, seat: int, kind: int, ev: list[Event]) -> None:
    s.hands[seat].remove(LUCK)
    s.discard.append(LUCK)
    _to_discard(s, kind)
    ev.append(Event("luck", {"seat": seat, "card": card_ref(kind)}, reveal=True))


def famine(s: HeroesState, ev: list[Event]) -> None:
    for seat in range(s.n):
        hand = s.hands[seat]
        k = hand.count(GRAIN)
        if k:
            s.hands[seat] = [c for c in hand if c != GRAIN]
            s.discard.extend([GRAIN] * k)
        if s.alive[seat]:
            ev.append(Event("famine", {"seat": seat, "n": k}))
    _to_discard(s, FAMINE)


def barbarians(s: HeroesState, seat: int, ev: list[Event]) -> None:
    hand = s.hands[seat]
    lost: list[int] = []
    for _ in range(2):
        idx = [i for i, c in enumerate(hand) if c in ORDINARY]
        if not idx:
            break
        i = idx[s.rng.below(len(idx))]
        lost.append(hand.pop(i))
    s.discard.extend(lost)
    ev.append(Event("barbarians", {"seat": seat, "cards": [card_ref(c) for c in lost], "n": len(lost)}, reveal=True))
    _to_discard(s, BARBARIANS)


def place_quake(s: HeroesState, target: int, code: int, ev: list[Event]) -> None:
    army = s.armies[target]
    army[army.index(code)] = code | BLOCKED
    s.table.remove(QUAKE)
    ev.append(Event("quake", {"seat": target, "general": bool(code & 1)}))


def erupt(s: HeroesState, target: int, ev: list[Event]) -> None:
    s.cities[target] -= 1
    s.supply[CITY] += 1
    _to_discard(s, ERUPTION)
    ev.append(Event("eruption", {"seat": target}))


def answer(s: HeroesState, seat: int, top: tuple[int | str, ...], choice: str, ev: list[Event]) -> None:
    """Apply ``choice`` ("luck", "olympics" or "none") to the pending answer ``top`` (already popped)."""
    kind = top[0]
    if kind == "luck_quake":
        if choice == "luck":
            play_luck(s, seat, QUAKE, ev)
        else:
            place_quake(s, seat, int(top[3]), ev)
    elif kind == "luck_erupt":
        if choice == "luck":
            play_luck(s, seat, ERUPTION, ev)
        else:
            erupt(s, seat, ev)
    elif kind == "luck_famine":
        if choice == "luck":
            play_luck(s, seat, FAMINE, ev)
        else:
            drawer = int(top[2])
            asked = next_asked(s, drawer, seat)
            if asked >= 0:
                s.pending.append(("luck_famine", asked, drawer))
            else:
                famine(s, ev)
    elif kind == "barb":
        if choice == "luck":
            play_luck(s, seat, BARBARIANS, ev)
        elif choice == "olympics":
            s.hands[seat].remove(OLYMPICS)
            s.discard.append(OLYMPICS)
            _to_discard(s, BARBARIANS)
            ev.append(Event("olympics_barbarians", {"seat": seat}, reveal=True))
        else:
            barbarians(s, seat, ev)


def answer_choices(s: HeroesState, top: tuple[int | str, ...]) -> list[str]:
    """The answers to an event card open to the asked seat; "none" is always one of them (a seat is
    asked whatever it holds, so being asked tells nobody what is in its hand)."""
    hand = s.hands[int(top[1])]
    out: list[str] = []
    if LUCK in hand:
        out.append("luck")
    if top[0] == "barb" and OLYMPICS in hand:
        out.append("olympics")
    out.append("none")
    return out
