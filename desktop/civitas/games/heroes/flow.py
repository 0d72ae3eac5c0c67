"""The order of play: setup, fairs, the five phases of a turn, and the automatic steps between
decisions.

Phases: ``trade`` (simultaneous), ``turn_start`` (automatic: last-turn check, draw a card),
``action`` (tax / swap / build / war / skip), ``build`` (more builds or end), ``war_goal`` and
``war_send`` (the attacker prepares a war), ``monument`` (place own special cards), ``discard``
(down to five), ``turn_end`` (automatic: armies return, earthquakes end, next player, maybe a fair),
``fair`` (automatic: draws), ``over``.
"""

from __future__ import annotations

from civitas.engine.events import Event
from civitas.engine.rng import Rng
from civitas.games.heroes import events_cards
from civitas.games.heroes.cards import (
    ARMY,
    AWAY_MASK,
    AWAY_SHIFT,
    BLOCKED,
    CITY,
    CITY_TARGET,
    DISASTERS,
    GROWTH,
    HAND_LIMIT,
    QUAKE,
    TRIBE_IDS,
    full_deck,
    special_of,
)
from civitas.games.heroes.fair import draw_cards, start_fair
from civitas.games.heroes.rules import (
    card_ref,
    check_claims,
    claim_waits_for,
    finish,
    meets_claim,
    next_alive,
    offset,
    record_history,
    tie_key,
    turn_begins,
)
from civitas.games.heroes.state import HeroesState

DECISION_PHASES = frozenset({"trade", "action", "build", "war_goal", "war_send"})


def setup(n: int, seed: int, round_limit: int, chosen: list[int] | None = None) -> HeroesState:
    """A new game: tribes, supply, first player (``prepare``), then the deal and first fair (``deal``)."""
    return start(n, seed, round_limit, chosen)[0]


def start(n: int, seed: int, round_limit: int, chosen: list[int] | None = None) -> tuple[HeroesState, list[Event]]:
    """``setup`` and its events: who leads which tribe, who goes first, the deal and the first fair."""
    s = prepare(n, seed, round_limit, chosen)
    ev = [Event("tribe", {"seat": seat, "tribe": f"@tribe.{TRIBE_IDS[s.tribe[seat]]}"}) for seat in range(n)]
    ev.append(Event("first_player", {"seat": s.first, "rolls": len(s.first_rolls)}))
    ev.extend(deal(s))
    return s, ev


def prepare(n: int, seed: int, round_limit: int, chosen: list[int] | None = None) -> HeroesState:
    """Tribes dealt, the deck shuffled, a city and an army each, the first player found.

    ``chosen`` gives a seat's tribe (-1 or missing: random, from the tribes nobody chose). The dice
    are the same either way, so a game with no choices is the same as before there were any.
    """
    s = HeroesState(n)
    s.rng = rng = Rng(seed)
    s.round_limit = round_limit
    tribes = list(range(6))
    rng.shuffle(tribes)
    picks = [t for t in (chosen or [])[:n] if t >= 0]
    if len(set(picks)) != len(picks):
        raise ValueError(f"a tribe chosen twice: {chosen}")
    free = iter(t for t in tribes if t not in picks)
    wanted = list(chosen or [])[:n] + [-1] * n
    s.tribe = [wanted[seat] if wanted[seat] >= 0 else next(free) for seat in range(n)]
    s.deck = full_deck()
    rng.shuffle(s.deck)
    for seat in range(n):  # one city and one army each from the supply
        s.cities[seat] = 1
        s.armies[seat] = [0]
    s.supply[ARMY] -= n
    s.supply[CITY] -= n
    # First player: everyone rolls, ties for the highest roll again.
    rolling = list(range(n))
    while True:
        rolls = [-1] * n
        for seat in rolling:
            rolls[seat] = rng.die()
        s.first_rolls.append(rolls)
        best = max(rolls)
        rolling = [seat for seat in range(n) if rolls[seat] == best]
        if len(rolling) == 1:
            break
    s.first = s.current = rolling[0]
    s.phase = "setup"
    return s


def deal(s: HeroesState) -> list[Event]:
    """Three cards each from the top of the deck (disasters discarded without replacement, growth
    played at once), then the first fair runs up to its trading. Returns what happened, for the log."""
    n = s.n
    ev: list[Event] = []
    for k in range(n):
        seat = (s.first + k) % n
        dealt: list[int] = []
        for _ in range(3):
            card = s.deck.pop()
            if card in DISASTERS:
                s.discard.append(card)
                ev.append(Event("deal_disaster", {"seat": seat, "card": card_ref(card)}, reveal=True))
            elif card == GROWTH:
                s.table.append(card)
                events_cards.resolve(s, seat, card, ev, True)
            else:
                s.hands[seat].append(card)
                dealt.append(card)
        secret = {"cards": [card_ref(c) for c in dealt]}
        ev.append(Event("dealt", {"seat": seat, "n": len(dealt)}, owner=seat, secret=secret, reveal=True))
    s.phase = "fair"
    run(s, ev)
    return ev


def run(s: HeroesState, ev: list[Event]) -> None:
    """Carry out automatic steps until a seat has to decide (or the game is over)."""
    while True:
        if s.phase == "over" or s.pending:
            break
        if s.queue:
            seat, kind = s.queue.pop(0)
            s.table.append(kind)
            events_cards.resolve(s, seat, kind, ev, s.round == 0)
            continue
        ph = s.phase
        if ph in DECISION_PHASES:
            if ph == "trade" and not any(s.trading):
                _end_fair(s, ev)
                continue
            break
        if ph == "monument":
            if special_of(s.tribe[s.current]) in s.hands[s.current]:
                break
            s.phase = "discard"
        elif ph == "discard":
            if len(s.hands[s.current]) > HAND_LIMIT:
                break
            s.phase = "turn_end"
        elif ph == "turn_end":
            _end_turn(s, ev)
        elif ph == "turn_start":
            _start_turn(s, ev)
        elif ph == "fair":
            start_fair(s, ev)
        else:  # pragma: no cover - a phase name this module does not know
            raise ValueError(ph)
    check_claims(s, ev)


def _end_fair(s: HeroesState, ev: list[Event]) -> None:
    s.offers = []
    s.round += 1
    record_history(s)
    ev.append(Event("round", {"round": s.round}))
    seat = s.first if s.alive[s.first] else next_alive(s, s.first)
    s.current = seat
    s.phase = "turn_start"


def _start_turn(s: HeroesState, ev: list[Event]) -> None:
    seat = s.current
    check_claims(s, ev)  # a claim made in the turn just ended is noted before this turn begins
    ev.append(Event("turn", {"seat": seat, "round": s.round}))
    s.asked = 0
    turn_begins(s, seat)
    if s.claims[seat]:
        if not meets_claim(s, seat):
            s.claims[seat] = 0
            ev.append(Event("claim_failed", {"seat": seat}))
        elif claim_waits_for(s, seat):  # made at the fair: a tribe further round has not played yet
            ev.append(Event("claim_waits", {"seat": seat}))
        else:
            finish(s, seat, "cities" if s.cities[seat] >= CITY_TARGET else "monument", ev)
            return
    draw_cards(s, seat, 1, ev, "@why.turn")
    s.phase = "action"


def _end_turn(s: HeroesState, ev: list[Event]) -> None:
    seat = s.current
    army = s.armies[seat]
    back = 0
    for i, code in enumerate(army):
        if code & BLOCKED:
            code &= ~BLOCKED
            s.discard.append(QUAKE)
            ev.append(Event("quake_ends", {"seat": seat}))
        away = (code & AWAY_MASK) >> AWAY_SHIFT
        if away:
            away -= 1
            code = (code & ~AWAY_MASK) | (away << AWAY_SHIFT)
            if not away:
                back += 1
        army[i] = code
    if back:
        ev.append(Event("armies_return", {"seat": seat, "n": back}))
    nxt = next_alive(s, seat)
    s.current = nxt
    if offset(s, nxt) <= offset(s, seat):  # everyone has played: a new round starts with a fair
        if s.round >= s.round_limit:
            best = max(range(s.n), key=lambda i: tie_key(s, i))
            finish(s, best, "round_limit", ev)
            return
        s.phase = "fair"
    else:
        s.phase = "turn_start"
