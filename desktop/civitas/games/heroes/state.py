"""The whole position of a game of Age of Heroes, in plain lists and ints so that copies are cheap.

Fields the table UI reads (seats are 0..n-1 around the circle; seat s+1 is the left neighbour of s):

* ``n`` — number of seats; ``tribe[s]`` — the tribe index (cards.TRIBE_IDS) of seat s.
* ``hands[s]`` — card kinds in hand (cards.KIND_IDS); in a view other hands hold ``HIDDEN`` (-1).
* ``cities[s]``, ``forts[s]`` — counts; ``monument[s]`` — own special cards on the monument.
* ``armies[s]`` — one int per army of seat s: bit 1 = a general leads it, bit 2 = an earthquake card
  lies on it (it cannot attack or defend), bits 4+8 = turns of its owner left until it is home again
  (0 = at home). The armies in a war being prepared or fought are in ``war_units`` instead (codes
  there may also carry 16 = a hero card as general, 32 = a hero card fighting as an army).
* ``roads`` — roads as ints ``a * 8 + b`` with a < b (a road joins seats a and b).
* ``supply`` — counts left in the main supply: armies, cities, fortresses, generals, roads.
* ``deck`` — the resource deck, top card last (``HIDDEN`` in a view); ``discard`` — public pile.
* ``table`` — resource cards in play right now (the event card being resolved, heroes in a war).
* ``queue`` — (seat, kind) immediate cards drawn and waiting to be resolved, in order.
* ``alive[s]`` — False once eliminated; ``out`` — eliminated seats in order.
* ``phase`` — see flow.py (``trade``, ``action``, ``build``, ``war_goal``, ``war_send``,
  ``monument``, ``discard``, ``over``, and automatic ones); ``current`` — whose turn it is;
  ``first`` — the first player; ``round`` — 0 during setup and the first fair, then 1, 2, ...
* ``pending`` — a stack of decisions (tuples, top last) that interrupt the phase: its first item is
  the decision kind, its second the seat that must decide (see rules.py).
* ``offers`` — open fair offers (id, seat, give_kind, want_kind); ``posts[s]`` — offers posted by s
  at this fair; ``trading[s]`` — s has not said done since the last new offer (a new offer brings
  back every seat that can still post, see fair.py); ``next_offer`` — the next offer id.
* ``claims[s]`` — 0, or ``1 | waiting << 1`` once s claimed victory ("last turn"): bit i of ``waiting``
  is set while seat i has not yet begun a turn since the claim. The claim is judged at the start of a
  turn of s once no living seat is waiting (see rules.check_claims).
* ``war`` — [attacker, target, goal, defender's heroes as armies, defender's heroes as generals]
  (the last two are counts of hero cards the defender has played so far) while a war is prepared
  or fought, else ``None``.
* ``winner`` (-1 while playing), ``how`` — "last_standing", "cities", "monument" or "round_limit".
* ``round_limit`` — after this many rounds the game ends with the tie-break.
* ``asked`` — this turn only: bit s set once a road to seat s was refused, bit 7 once a war
  was called off before it was sent (neither may be tried again in the same turn).
* ``history`` — (round, seat, cities, monument) at the start of every round and at the end, for
  the game-over chart; an immutable tuple, so copies share it.
* ``first_rolls`` — the dice thrown to find the first player (one list per throw, -1 = not rolling).
"""

from __future__ import annotations

from typing import Any

from civitas.engine.rng import Rng
from civitas.games.heroes.state_json import check_state_json


class HeroesState:
    __slots__ = (
        "n",
        "rng",
        "tribe",
        "hands",
        "cities",
        "forts",
        "monument",
        "armies",
        "roads",
        "supply",
        "deck",
        "discard",
        "table",
        "queue",
        "alive",
        "out",
        "phase",
        "current",
        "first",
        "round",
        "pending",
        "offers",
        "posts",
        "trading",
        "next_offer",
        "claims",
        "war",
        "war_units",
        "winner",
        "how",
        "round_limit",
        "first_rolls",
        "history",
        "steps",
        "asked",
    )

    def __init__(self, n: int = 2) -> None:
        self.n = n
        self.rng = Rng(0)
        self.tribe: list[int] = list(range(n))
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.cities: list[int] = [0] * n
        self.forts: list[int] = [0] * n
        self.monument: list[int] = [0] * n
        self.armies: list[list[int]] = [[] for _ in range(n)]
        self.roads: list[int] = []
        self.supply: list[int] = [12, 12, 9, 6, 6]
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.table: list[int] = []
        self.queue: list[tuple[int, int]] = []
        self.alive: list[bool] = [True] * n
        self.out: list[int] = []
        self.phase = "trade"
        self.current = 0
        self.first = 0
        self.round = 0
        self.pending: list[tuple[Any, ...]] = []
        self.offers: list[tuple[int, int, int, int]] = []
        self.posts: list[int] = [0] * n
        self.trading: list[bool] = [True] * n
        self.next_offer = 1
        self.claims: list[int] = [0] * n
        self.war: list[int] | None = None
        self.war_units: list[int] = []
        self.winner = -1
        self.how = ""
        self.round_limit = 60
        self.first_rolls: list[list[int]] = []
        self.history: tuple[tuple[int, int, int, int], ...] = ()
        self.steps = 0
        self.asked = 0

    def copy(self) -> HeroesState:
        s = HeroesState.__new__(HeroesState)
        s.n = self.n
        s.rng = Rng(self.rng.s)
        s.tribe = self.tribe[:]
        s.hands = [h[:] for h in self.hands]
        s.cities = self.cities[:]
        s.forts = self.forts[:]
        s.monument = self.monument[:]
        s.armies = [a[:] for a in self.armies]
        s.roads = self.roads[:]
        s.supply = self.supply[:]
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.table = self.table[:]
        s.queue = self.queue[:]
        s.alive = self.alive[:]
        s.out = self.out[:]
        s.phase = self.phase
        s.current = self.current
        s.first = self.first
        s.round = self.round
        s.pending = self.pending[:]
        s.offers = self.offers[:]
        s.posts = self.posts[:]
        s.trading = self.trading[:]
        s.next_offer = self.next_offer
        s.claims = self.claims[:]
        s.war = None if self.war is None else self.war[:]
        s.war_units = self.war_units[:]
        s.winner = self.winner
        s.how = self.how
        s.round_limit = self.round_limit
        s.first_rolls = self.first_rolls  # never changes after setup: shared
        s.history = self.history  # immutable: shared
        s.steps = self.steps
        s.asked = self.asked
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "rng": self.rng.s,
            "tribe": self.tribe[:],
            "hands": [h[:] for h in self.hands],
            "cities": self.cities[:],
            "forts": self.forts[:],
            "monument": self.monument[:],
            "armies": [a[:] for a in self.armies],
            "roads": self.roads[:],
            "supply": self.supply[:],
            "deck": self.deck[:],
            "discard": self.discard[:],
            "table": self.table[:],
            "queue": [list(q) for q in self.queue],
            "alive": self.alive[:],
            "out": self.out[:],
            "phase": self.phase,
            "current": self.current,
            "first": self.first,
            "round": self.round,
            "pending": [list(p) for p in self.pending],
            "offers": [list(o) for o in self.offers],
            "posts": self.posts[:],
            "trading": self.trading[:],
            "next_offer": self.next_offer,
            "claims": self.claims[:],
            "war": None if self.war is None else self.war[:],
            "war_units": self.war_units[:],
            "winner": self.winner,
            "how": self.how,
            "round_limit": self.round_limit,
            "first_rolls": [r[:] for r in self.first_rolls],
            "history": [list(h) for h in self.history],
            "steps": self.steps,
            "asked": self.asked,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> HeroesState:
        """The inverse of ``to_json``; raises ValueError (state_json.StateJsonError) for a position of
        the wrong shape: a field missing, of the wrong type, out of range or of the wrong length."""
        check_state_json(data)
        s = HeroesState(int(data["n"]))
        s.rng = Rng(int(data["rng"]))
        s.tribe = [int(x) for x in data["tribe"]]
        s.hands = [[int(c) for c in h] for h in data["hands"]]
        s.cities = list(data["cities"])
        s.forts = list(data["forts"])
        s.monument = list(data["monument"])
        s.armies = [list(a) for a in data["armies"]]
        s.roads = list(data["roads"])
        s.supply = list(data["supply"])
        s.deck = list(data["deck"])
        s.discard = list(data["discard"])
        s.table = list(data["table"])
        s.queue = [(int(q[0]), int(q[1])) for q in data["queue"]]
        s.alive = [bool(x) for x in data["alive"]]
        s.out = list(data["out"])
        s.phase = str(data["phase"])
        s.current = int(data["current"])
        s.first = int(data["first"])
        s.round = int(data["round"])
        s.pending = [tuple(p) for p in data["pending"]]
        s.offers = [(int(o[0]), int(o[1]), int(o[2]), int(o[3])) for o in data["offers"]]
        s.posts = list(data["posts"])
        s.trading = [bool(x) for x in data["trading"]]
        s.next_offer = int(data["next_offer"])
        s.claims = list(data["claims"])
        s.war = None if data["war"] is None else list(data["war"])
        s.war_units = list(data["war_units"])
        s.winner = int(data["winner"])
        s.how = str(data["how"])
        s.round_limit = int(data["round_limit"])
        s.first_rolls = [list(r) for r in data["first_rolls"]]
        s.history = tuple((int(a), int(b), int(c), int(d)) for a, b, c, d in data.get("history", []))
        s.steps = int(data["steps"])
        s.asked = int(data.get("asked", 0))
        return s
