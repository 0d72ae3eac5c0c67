"""The whole position of a game of Territory, in plain lists and ints so that copies are cheap.

Cards are instance numbers: the index of a physical card in ``cards.table(attackers)`` (main deck, then
the development deck, then the quest deck). Decks keep their top card LAST. A territory has its own
number (``owner``/``on``/``face`` are indexed by it), so that naming a territory never names the card
lying face down under it. In a seat's view a card that seat cannot see is a negative marker
(``HIDDEN_CARD`` for a main or development card, ``HIDDEN_QUEST`` for a quest).

* ``n`` — seats (0..n-1 clockwise); ``round`` 1.. (0 before the first); ``leader`` — the leader this round.
* ``phase`` — "offer", "buy", "answer", "pay" (market day), "build", "draft", "wrap", "spy" (a spy's owner
  picks a card), "over"; ``turn`` — the seat deciding; ``queue`` — seats still to act in this phase, in order.
* ``deck``/``dev_deck``/``quest_deck``; ``discard`` (public) and ``demolished`` (public) piles.
* ``hands[s]`` — main and development cards; ``quests[s]`` — held quests; ``claimed[s]`` — completed ones.
* ``rep[s]`` — reputation without the quest leader's title; ``quest_leader`` — its holder or -1.
* ``owner[t]`` — the territory's owner, -1 once it is gone; ``face[t]`` — its land card; ``on[t]`` — cards
  lying on it (a mansion lies on two); ``lands[s]`` — a seat's territories in the order it got them.
* ``host[c]`` — the territory a card lies on (-1: none); ``paid[c]`` — income on it this round;
  ``stored[c]`` — units in a bank; ``under`` — plantation -> the cards tucked under it;
  ``links`` — bridge -> the territory it reaches; ``span`` — mansion -> its second territory.
* ``local[t]``/``earned[t]`` — a territory's unspent and total profit this round.
* ``pool``, ``dice``; ``passes`` — draft passes since the last take; ``used`` — characters that acted.
* ``built_land``, ``placed``, ``quest_taken``, ``influenced`` — what the current turn has used.
* ``marks`` — building -> the invader that marked it; ``rebuilt`` — reconstructed this round.
* ``crashed``, ``epidemic`` (seats), ``flooded`` (territories), ``boom`` — growth/decline on entrepreneurs.
* ``robbed``, ``spy_killed``, ``conquered`` — per seat, once in the game (for quests).
* ``offers`` — [seller, card, price] of this market day; ``bought`` — seats that bought.
* ``pending`` — a decision in progress: [spy owner, territory] for "spy", [offer card, price, paid…] for
  "pay", [offer card, bid, buyer] for "answer" (TR-T48: the seller answers a lower bid) and, kept in "buy"
  after a refusal, for the rest of that buyer's turn (one bid per market day); ``functioning`` — cards
  working per seat at the last destruction (a tie-break).
* ``history`` — (round, seat, reputation) after every round, for the chart; ``ended`` — why it ended;
  ``dry`` — the round in which the main deck ran out (0: not yet).
"""

from __future__ import annotations

from typing import Any

from civitas.engine.rng import Rng
from civitas.games.territory.cards import table
from civitas.games.territory.derived import Facts, facts

HIDDEN_CARD = -1
HIDDEN_QUEST = -3
ROUND_CAP = 30
MARKET_EVERY = 3

_INT_LISTS = (
    "deck", "dev_deck", "quest_deck", "discard", "demolished", "rep", "owner", "face", "host", "paid", "stored",
    "local", "earned", "dice", "used", "rebuilt", "crashed", "epidemic", "flooded", "robbed",
    "spy_killed", "conquered", "bought", "pending", "functioning", "queue",
)  # fmt: skip
_NESTED = ("hands", "quests", "claimed", "on", "lands", "offers")
_DICTS = ("under", "links", "span", "marks")
_SCALARS = (
    "n", "round", "leader", "turn", "quest_leader", "pool", "passes", "built_land", "placed", "quest_taken",
    "influenced", "boom", "dry", "steps",
)  # fmt: skip


class TerritoryState:
    __slots__ = (
        "n", "rng", "options", "kinds", "facts", "round", "leader", "phase", "turn", "queue", "deck", "dev_deck",
        "quest_deck", "discard", "demolished", "hands", "quests", "claimed", "rep", "quest_leader", "owner",
        "face", "on", "lands", "host", "paid", "stored", "under", "links", "span", "local", "earned", "pool",
        "dice", "passes", "used", "built_land", "placed", "quest_taken", "influenced", "marks", "rebuilt",
        "crashed", "epidemic", "flooded", "boom", "robbed", "spy_killed", "conquered", "offers", "bought",
        "pending", "functioning", "history", "ended", "dry", "steps",
    )  # fmt: skip

    def __init__(self, n: int = 2, options: dict[str, Any] | None = None, kinds: tuple[str, ...] = ()) -> None:
        self.n = n
        self.rng = Rng(0)
        self.options: dict[str, Any] = options or {}
        self.facts: Facts = facts(self.options.get("attackers", 2))
        self.kinds = kinds or self.facts.kind
        self.round = 0
        self.leader = 0
        self.phase = "build"
        self.turn = 0
        self.queue: list[int] = []
        self.deck: list[int] = []
        self.dev_deck: list[int] = []
        self.quest_deck: list[int] = []
        self.discard: list[int] = []
        self.demolished: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.quests: list[list[int]] = [[] for _ in range(n)]
        self.claimed: list[list[int]] = [[] for _ in range(n)]
        self.rep = [0] * n
        self.quest_leader = -1
        self.owner: list[int] = []
        self.face: list[int] = []
        self.on: list[list[int]] = []
        self.lands: list[list[int]] = [[] for _ in range(n)]
        size = len(self.kinds)
        self.host = [-1] * size
        self.paid = [0] * size
        self.stored = [0] * size
        self.under: dict[int, list[int]] = {}
        self.links: dict[int, int] = {}
        self.span: dict[int, int] = {}
        self.local: list[int] = []
        self.earned: list[int] = []
        self.pool = 0
        self.dice = [0, 0]
        self.passes = 0
        self.used: list[int] = []
        self.built_land = 0
        self.placed = 0
        self.quest_taken = 0
        self.influenced = 0
        self.marks: dict[int, int] = {}
        self.rebuilt: list[int] = []
        self.crashed: list[int] = []
        self.epidemic: list[int] = []
        self.flooded: list[int] = []
        self.boom = 0
        self.robbed = [0] * n
        self.spy_killed = [0] * n
        self.conquered = [0] * n
        self.offers: list[list[int]] = []
        self.bought: list[int] = []
        self.pending: list[int] = []
        self.functioning = [0] * n
        self.history: tuple[tuple[int, int, int], ...] = ()
        self.ended = ""
        self.dry = 0
        self.steps = 0

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def copy(self) -> TerritoryState:
        c = TerritoryState.__new__(TerritoryState)
        c.n = self.n
        c.rng = self.rng.copy()
        c.options = self.options  # never changed after setup: shared
        c.kinds = self.kinds
        c.facts = self.facts
        c.round = self.round
        c.leader = self.leader
        c.phase = self.phase
        c.turn = self.turn
        c.queue = self.queue[:]
        c.deck = self.deck[:]
        c.dev_deck = self.dev_deck[:]
        c.quest_deck = self.quest_deck[:]
        c.discard = self.discard[:]
        c.demolished = self.demolished[:]
        c.hands = [x[:] for x in self.hands]
        c.quests = [x[:] for x in self.quests]
        c.claimed = [x[:] for x in self.claimed]
        c.rep = self.rep[:]
        c.quest_leader = self.quest_leader
        c.owner = self.owner[:]
        c.face = self.face[:]
        c.on = [x[:] for x in self.on]
        c.lands = [x[:] for x in self.lands]
        c.host = self.host[:]
        c.paid = self.paid[:]
        c.stored = self.stored[:]
        c.under = {k: v[:] for k, v in self.under.items()}
        c.links = self.links.copy()
        c.span = self.span.copy()
        c.local = self.local[:]
        c.earned = self.earned[:]
        c.pool = self.pool
        c.dice = self.dice[:]
        c.passes = self.passes
        c.used = self.used[:]
        c.built_land = self.built_land
        c.placed = self.placed
        c.quest_taken = self.quest_taken
        c.influenced = self.influenced
        c.marks = self.marks.copy()
        c.rebuilt = self.rebuilt[:]
        c.crashed = self.crashed[:]
        c.epidemic = self.epidemic[:]
        c.flooded = self.flooded[:]
        c.boom = self.boom
        c.robbed = self.robbed[:]
        c.spy_killed = self.spy_killed[:]
        c.conquered = self.conquered[:]
        c.offers = [x[:] for x in self.offers]
        c.bought = self.bought[:]
        c.pending = self.pending[:]
        c.functioning = self.functioning[:]
        c.history = self.history
        c.ended = self.ended
        c.dry = self.dry
        c.steps = self.steps
        return c

    # --- JSON ------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "rng": self.rng.s,
            "options": dict(self.options),
            "phase": self.phase,
            "ended": self.ended,
            "history": [list(h) for h in self.history],
        }
        for name in _SCALARS:
            data[name] = getattr(self, name)
        for name in _INT_LISTS:
            data[name] = list(getattr(self, name))
        for name in _NESTED:
            data[name] = [list(x) for x in getattr(self, name)]
        data["under"] = sorted([k, list(v)] for k, v in self.under.items())
        for name in ("links", "span", "marks"):
            data[name] = sorted([k, v] for k, v in getattr(self, name).items())
        return data

    @staticmethod
    def from_json(data: Any) -> TerritoryState:  # untrusted (a save file): checked here, not by its type
        if not isinstance(data, dict):
            raise ValueError("a state must be an object")
        options = data.get("options")
        if not isinstance(options, dict):
            raise ValueError("options must be an object")
        n = _int(data, "n")
        if not 2 <= n <= 6:
            raise ValueError("n must be 2..6")
        attackers = options.get("attackers", 2)
        if isinstance(attackers, bool) or not isinstance(attackers, int) or not 1 <= attackers <= 3:
            raise ValueError("attackers must be 1..3")
        s = TerritoryState(n, dict(options), table(attackers))
        s.rng = Rng(_int(data, "rng"))
        for name in _SCALARS:
            setattr(s, name, _int(data, name))
        s.phase = str(data["phase"])
        s.ended = str(data.get("ended", ""))
        for name in _INT_LISTS:
            setattr(s, name, _ints(data[name], name))
        for name in _NESTED:
            rows = data[name]
            if not isinstance(rows, list):
                raise ValueError(f"{name} must be a list")
            setattr(s, name, [_ints(r, name) for r in rows])
        s.under = {_as_int(k): _ints(v, "under") for k, v in _pairs(data["under"], "under")}
        for name in ("links", "span", "marks"):
            setattr(s, name, {_as_int(k): _as_int(v) for k, v in _pairs(data[name], name)})
        s.history = tuple((_as_int(a), _as_int(b), _as_int(c)) for a, b, c in _triples(data["history"]))
        size = len(s.kinds)
        if len(s.host) != size or len(s.paid) != size or len(s.stored) != size:
            raise ValueError("per-card lists do not match the card set")
        return s


def _int(data: dict[str, Any], name: str) -> int:
    return _as_int(data.get(name))


def _as_int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("an integer was expected")
    return value


def _ints(value: Any, name: str) -> list[int]:
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list")
    return [_as_int(item) for item in value]


def _pairs(value: Any, name: str) -> list[tuple[Any, Any]]:
    if not isinstance(value, list) or any(not isinstance(p, list) or len(p) != 2 for p in value):
        raise ValueError(f"{name} must be a list of pairs")
    return [(p[0], p[1]) for p in value]


def _triples(value: Any) -> list[tuple[Any, Any, Any]]:
    if not isinstance(value, list) or any(not isinstance(p, list) or len(p) != 3 for p in value):
        raise ValueError("history must be a list of triples")
    return [(p[0], p[1], p[2]) for p in value]
