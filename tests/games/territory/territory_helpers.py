"""Position builders of the Territory rule tests: a game at N players with chosen hands, territories with
chosen cards, funding, phase and turn, scripted dice, and actions played with their legality and the
invariants checked (the folder's conftest puts this module on sys.path)."""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.rng import Rng
from civitas.games.territory import GAME, board
from civitas.games.territory.derived import facts
from civitas.games.territory.flow import order
from civitas.games.territory.rules import need
from civitas.games.territory.state import TerritoryState

F = facts(2)


class Dice(Rng):
    """An Rng whose dice give the scripted values first (then fall back to the seeded sequence)."""

    def __init__(self, *rolls: int) -> None:
        super().__init__(11)
        self.rolls = list(rolls)

    def die(self, sides: int = 6) -> int:
        return self.rolls.pop(0) if self.rolls else super().die(sides)


def new(players: int = 2, leader: int = 0, seed: int = 3, **options: Any) -> TerritoryState:
    """A fresh game: round 1, the construction of seat ``leader``. The rule tests check the card set's
    printed numbers, so the upkeep option (TR: +1 need and profit by default) is 0 unless given."""
    options.setdefault("upkeep", 0)
    return GAME.new_state({"players": players, "first_leader": str(leader + 1), **options}, seed)


def bare(players: int = 2, leader: int = 0, seed: int = 3, **options: Any) -> TerritoryState:
    """A fresh game whose hands went back under the deck: every card a test needs is given by hand."""
    s = new(players, leader, seed, **options)
    for hand in s.hands:
        while hand:
            s.deck.insert(0, hand.pop())
    return s


def kind(c: int) -> str:
    return F.kind[c]


def pull(s: TerritoryState, kind_id: str) -> int:
    """Take a free copy of ``kind_id`` out of a deck or pile and return it."""
    for pile in (s.deck, s.dev_deck, s.quest_deck, s.discard, s.demolished):
        for c in pile:
            if F.kind[c] == kind_id:
                pile.remove(c)
                return c
    raise AssertionError(f"no free {kind_id}")


def give(s: TerritoryState, seat: int, *kinds: str) -> list[int]:
    cards = [pull(s, k) for k in kinds]
    s.hands[seat].extend(cards)
    return cards


def quest(s: TerritoryState, seat: int, kind_id: str) -> int:
    q = pull(s, kind_id)
    s.quests[seat].append(q)
    return q


def land(s: TerritoryState, seat: int, *kinds: str) -> int:
    """A new territory of ``seat`` (its face the deck's bottom card) with cards of ``kinds`` on it."""
    t = board.new_territory(s, seat, s.deck.pop(0))
    put(s, t, *kinds)
    return t


def put(s: TerritoryState, t: int, *kinds: str) -> list[int]:
    cards = [pull(s, k) for k in kinds]
    for c in cards:
        board.lay(s, c, t)
    return cards


def on(s: TerritoryState, t: int, kind_id: str) -> int:
    """The first card of ``kind_id`` lying on territory ``t``."""
    return next(c for c in s.on[t] if F.kind[c] == kind_id)


def fund(s: TerritoryState, *cards: int) -> None:
    for c in cards:
        s.paid[c] = need(s, c)


def _turn(s: TerritoryState, phase: str, seat: int) -> None:
    s.phase = phase
    s.turn = seat
    s.built_land = s.placed = s.quest_taken = s.influenced = 0


def draft(s: TerritoryState, seat: int = 0, pool: int = 5) -> TerritoryState:
    """The income draft, ``seat`` to move, ``pool`` units left (cards keep the funding the test gave)."""
    _turn(s, "draft", seat)
    s.queue = []
    s.pool = pool
    s.passes = 0
    return s


def wrap(s: TerritoryState, seat: int = 0) -> TerritoryState:
    """The last window of the round, ``seat`` first, the others after it from the leader."""
    _turn(s, "wrap", seat)
    s.pool = 0
    s.queue = [p for p in order(s) if p != seat]
    return s


def build(s: TerritoryState, seat: int = 0) -> TerritoryState:
    _turn(s, "build", seat)
    s.queue = [p for p in order(s) if p != seat]
    return s


def act(s: TerritoryState, action: Action) -> list[Event]:
    p = GAME.to_move(s)[0]
    assert action in GAME.legal_actions(s, p), (action, GAME.why_not(s, p, action))
    events = GAME.apply(s, p, action)
    assert GAME.check_invariants(s) == []
    return events


def code(s: TerritoryState, action: Action) -> str | None:
    reason = GAME.why_not(s, GAME.to_move(s)[0], action)
    return None if reason is None else reason.code


def names(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def finish_round(s: TerritoryState) -> list[Event]:
    """Everyone ends, passes and is done until the round is over (the first choice of a market decision)."""
    events: list[Event] = []
    start = s.round
    while not s.over and s.round == start:
        p = GAME.to_move(s)[0]
        acts = GAME.legal_actions(s, p)
        quiet = [a for a in acts if a[0] in ("end", "pass", "done", "no_buy")]
        events += act(s, quiet[0] if quiet else acts[0])
    return events


def close(s: TerritoryState) -> list[Event]:
    """Everyone is done in the last window: unions, destruction and the next round (or the end) follow."""
    wrap(s, s.leader)
    events: list[Event] = []
    while s.phase == "wrap":
        events += act(s, ("done",))
    return events
