"""The whole position of a game of Empires, in plain lists and ints so that copies are cheap.

Cards are instance numbers into ``table`` (design ids, built at setup by ``cards.table``); the designs
come from the registered card set ``cards_key``. Piles keep their top LAST. In a seat's view a card it
cannot see is a negative marker (``HIDDEN``).

Per seat p: ``hand``, ``deck`` (draw pile), ``discard``, ``play`` (in-play cards, pinned ones stay; the
power card is separate), ``garrison[p]`` {host: [cards]}, ``history``, ``sunk``, ``nation_deck`` (the
accession card at index 0), ``development``, ``power`` (instance), ``side`` ("barbarian" / "empire"),
``actions`` and ``exhaust`` (tokens on the state card), ``exhausted`` (instances carrying an exhaust token,
plus ``ON_NATION_DECK`` / ``ON_DEVELOPMENT``), ``res[p] = [materials, population, progress]``.
Shared: ``market`` (5 slots, instance or -1), ``tucked[slot]`` (unrest instance or -1), ``tokens[slot] =
[m, p, g]``, ``small`` (region, uncivilised, civilised decks), ``main``, ``fame`` (capstone at index 0),
``removed`` (fame cards removed face down at setup), ``capstone_side``, ``capstone_a`` (seat that resolved
side A, -1), ``capstone_b[p]``, ``unrest`` pile, ``exile``. Flow: ``first``, ``round``, ``turn``,
``turn_type``, ``played`` (instances played this turn), ``free_played`` (free-play instances played this
turn), ``end_trigger`` (round it fired, 0 none), ``end_reason``, ``final_round``, ``over``, ``collapsed``,
``stack`` (engine.decisions), ``readings`` (the glyph readings in force, RD-1..RD-9, as data).
"""

from __future__ import annotations

from typing import Any

from civitas.engine.decisions import DecisionStack
from civitas.engine.rng import Rng

RESOURCES = ("materials", "population", "progress")
RES_INDEX = {name: i for i, name in enumerate(RESOURCES)}
SLOTS = 5
SMALL = ("region", "uncivilised", "civilised")
ON_NATION_DECK = -1
ON_DEVELOPMENT = -2
HIDDEN = -100

_SEAT_LISTS = ("hand", "deck", "discard", "play", "history", "sunk", "nation_deck", "development", "exhausted", "res")
_SHARED_LISTS = ("market", "tucked", "main", "fame", "removed", "unrest", "exile", "played", "free_played")
_INTS = ("n", "first", "round", "turn", "end_trigger", "capstone_a", "steps")
_BOOLS = ("final_round", "over", "collapsed")
_STRS = ("cards_key", "turn_type", "end_reason", "capstone_side")


STATE_SLOTS: tuple[str, ...] = (
    "n", "rng", "cards_key", "table", "nations", "readings",
    "hand", "deck", "discard", "play", "garrison", "history", "sunk", "nation_deck", "development",
    "power", "side", "actions", "exhaust", "exhausted", "res",
    "market", "tucked", "tokens", "small", "main", "fame", "removed", "capstone_side", "capstone_a",
    "capstone_b", "unrest", "exile",
    "first", "round", "turn", "turn_type", "played", "free_played", "end_trigger", "end_reason",
    "final_round", "over", "collapsed", "stack", "steps",
    "_ratings",  # the cache of derived ratings (engine.ratings): not part of the position
)  # fmt: skip


class EmpiresState:
    __slots__ = STATE_SLOTS

    def __init__(self, n: int = 2) -> None:
        self.n = n
        self.rng = Rng(0)
        self.cards_key = "data"
        self.table: list[str] = []
        self.nations: list[str] = [""] * n
        self.readings: dict[str, Any] = {}
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.deck: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[list[int]] = [[] for _ in range(n)]
        self.play: list[list[int]] = [[] for _ in range(n)]
        self.garrison: list[dict[int, list[int]]] = [{} for _ in range(n)]
        self.history: list[list[int]] = [[] for _ in range(n)]
        self.sunk: list[list[int]] = [[] for _ in range(n)]
        self.nation_deck: list[list[int]] = [[] for _ in range(n)]
        self.development: list[list[int]] = [[] for _ in range(n)]
        self.power = [-1] * n
        self.side = ["barbarian"] * n
        self.actions = [0] * n
        self.exhaust = [0] * n
        self.exhausted: list[list[int]] = [[] for _ in range(n)]
        self.res: list[list[int]] = [[0, 0, 0] for _ in range(n)]
        self.market = [-1] * SLOTS
        self.tucked = [-1] * SLOTS
        self.tokens: list[list[int]] = [[0, 0, 0] for _ in range(SLOTS)]
        self.small: list[list[int]] = [[] for _ in SMALL]
        self.main: list[int] = []
        self.fame: list[int] = []
        self.removed: list[int] = []
        self.capstone_side = "A"
        self.capstone_a = -1
        self.capstone_b = [False] * n
        self.unrest: list[int] = []
        self.exile: list[int] = []
        self.first = 0
        self.round = 0
        self.turn = 0
        self.turn_type = ""
        self.played: list[int] = []
        self.free_played: list[int] = []
        self.end_trigger = 0
        self.end_reason = ""
        self.final_round = False
        self.over = False
        self.collapsed = False
        self.stack = DecisionStack()
        self.steps = 0
        self._ratings: dict[Any, Any] | None = None

    def copy(self) -> EmpiresState:
        c = EmpiresState.__new__(EmpiresState)
        for name in _INTS + _BOOLS + _STRS:
            setattr(c, name, getattr(self, name))
        c.rng = self.rng.copy()
        c.table = self.table  # never changed after setup: shared
        c.nations = self.nations[:]
        c.readings = self.readings  # data, never changed after setup: shared
        for name in _SEAT_LISTS:
            setattr(c, name, [x[:] for x in getattr(self, name)])
        c.garrison = [{h: g[:] for h, g in x.items()} for x in self.garrison]
        c.power = self.power[:]
        c.side = self.side[:]
        c.actions = self.actions[:]
        c.exhaust = self.exhaust[:]
        c.capstone_b = self.capstone_b[:]
        for name in _SHARED_LISTS:
            setattr(c, name, getattr(self, name)[:])
        c.tokens = [t[:] for t in self.tokens]
        c.small = [d[:] for d in self.small]
        c.stack = self.stack.copy() if self.stack.frames else DecisionStack()
        c._ratings = None  # a copy is held by nobody yet
        return c

    # --- JSON ------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {name: getattr(self, name) for name in _INTS + _BOOLS + _STRS}
        data["rng"] = self.rng.s
        data["table"] = list(self.table)
        data["nations"] = list(self.nations)
        data["readings"] = _plain(self.readings)
        for name in _SEAT_LISTS:
            data[name] = [list(x) for x in getattr(self, name)]
        data["garrison"] = [sorted([h, list(g)] for h, g in x.items()) for x in self.garrison]
        for name in ("power", "side", "actions", "exhaust", "capstone_b"):
            data[name] = list(getattr(self, name))
        for name in _SHARED_LISTS:
            data[name] = list(getattr(self, name))
        data["tokens"] = [list(t) for t in self.tokens]
        data["small"] = [list(d) for d in self.small]
        data["stack"] = self.stack.to_json()
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> EmpiresState:
        if not isinstance(data, dict):
            raise ValueError("a state must be an object")
        n = _int(data, "n")
        if not 1 <= n <= 4:
            raise ValueError("n must be 1..4")
        s = EmpiresState(n)
        for name in _INTS:
            setattr(s, name, _int(data, name))
        for name in _BOOLS:
            setattr(s, name, bool(data[name]))
        for name in _STRS:
            setattr(s, name, str(data[name]))
        s.rng = Rng(_int(data, "rng"))
        s.table = [str(x) for x in _list(data, "table")]
        s.nations = [str(x) for x in _list(data, "nations", n)]
        readings = data.get("readings", {})
        if not isinstance(readings, dict):
            raise ValueError("readings must be an object")
        s.readings = _plain(readings)
        for name in _SEAT_LISTS:
            setattr(s, name, [_ints(x, name) for x in _list(data, name, n)])
        s.garrison = [{_int_pair(pair)[0]: _ints(pair[1], "garrison") for pair in _list(data["garrison"], p)}
                      for p in range(n)] if isinstance(data.get("garrison"), list) else []  # fmt: skip
        if len(s.garrison) != n:
            raise ValueError("garrison must hold one list per seat")
        s.power = _ints(_list(data, "power", n), "power")
        s.side = [str(x) for x in _list(data, "side", n)]
        s.actions = _ints(_list(data, "actions", n), "actions")
        s.exhaust = _ints(_list(data, "exhaust", n), "exhaust")
        s.capstone_b = [bool(x) for x in _list(data, "capstone_b", n)]
        for name in _SHARED_LISTS:
            setattr(s, name, _ints(data[name], name))
        s.tokens = [_ints(t, "tokens") for t in _list(data, "tokens", SLOTS)]
        s.small = [_ints(d, "small") for d in _list(data, "small", len(SMALL))]
        s.stack = DecisionStack.from_json(data["stack"])
        if len(s.market) != SLOTS or len(s.tucked) != SLOTS:
            raise ValueError("the market has 5 slots")
        return s


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _int(data: dict[str, Any], name: str) -> int:
    value = data.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an integer")
    return value


def _list(data: Any, name: Any, length: int | None = None) -> list[Any]:
    value = data.get(name) if isinstance(data, dict) else data[name]
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise ValueError(f"{name} must be a list" + (f" of {length}" if length is not None else ""))
    return value


def _ints(value: Any, name: str) -> list[int]:
    if not isinstance(value, list) or any(isinstance(x, bool) or not isinstance(x, int) for x in value):
        raise ValueError(f"{name} must hold integers")
    return list(value)


def _int_pair(pair: Any) -> tuple[int, Any]:
    if not isinstance(pair, list) or len(pair) != 2 or isinstance(pair[0], bool) or not isinstance(pair[0], int):
        raise ValueError("a garrison entry is [host, cards]")
    return pair[0], pair[1]
