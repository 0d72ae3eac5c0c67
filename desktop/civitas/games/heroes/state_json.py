"""The shape of a position in JSON (``HeroesState.to_json``), checked before ``from_json`` trusts it:
every field present, of its type, within its range and of its length, so a damaged or crafted
position is refused with a ``ValueError`` instead of failing later inside the rules."""

from __future__ import annotations

from typing import Any

from civitas.games.heroes.cards import DECK_SIZE, HIDDEN, NKINDS, SUPPLY_TOTAL, TRIBE_IDS

PHASES = frozenset(
    {"setup", "fair", "trade", "action", "build", "war_goal", "war_send", "monument", "discard",
     "turn_end", "turn_start", "over"}
)
ENDINGS = frozenset({"", "last_standing", "cities", "monument", "round_limit"})
#: Each kind of pending decision and the number of ints that follow it (the deciding seat first).
PENDING_ARGS = {
    "consent": 3,
    "quake": 1,
    "erupt": 1,
    "luck_quake": 3,
    "luck_erupt": 2,
    "luck_famine": 2,
    "barb": 1,
    "defend": 1,
}
MAX_ROUND = 10**6
MAX_COUNT = 2**31 - 1
MAX_ARMIES = 64  # per seat, far above the 12 of the supply
MAX_UNIT = 255  # army and war-unit codes are small bit sets


class StateJsonError(ValueError):
    """A position in JSON that is not one ``to_json`` could have written; names the field."""

    def __init__(self, field: str) -> None:
        super().__init__(f"bad position field: {field}")
        self.field = field


def _int(value: Any, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise StateJsonError(field)
    return value


def _ints(value: Any, field: str, low: int, high: int, max_len: int, length: int | None = None) -> list[int]:
    if not isinstance(value, list) or len(value) > max_len or (length is not None and len(value) != length):
        raise StateJsonError(field)
    return [_int(v, field, low, high) for v in value]


def _bools(value: Any, field: str, length: int) -> list[bool]:
    if not isinstance(value, list) or len(value) != length or not all(isinstance(v, bool) for v in value):
        raise StateJsonError(field)
    return value


def _rows(value: Any, field: str, max_rows: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > max_rows:
        raise StateJsonError(field)
    return value


def check_state_json(data: Any) -> None:
    """Raise StateJsonError unless ``data`` has the shape of ``HeroesState.to_json`` (a full position or
    a seat's view, whose hidden cards are ``HIDDEN``)."""
    if not isinstance(data, dict):
        raise StateJsonError("state")
    n = _int(data.get("n"), "n", 2, 6)
    seat_hi = n - 1
    _int(data.get("rng"), "rng", 0, 2**64 - 1)
    _ints(data.get("tribe"), "tribe", 0, len(TRIBE_IDS) - 1, n, n)
    for field in ("hands", "armies"):
        if not isinstance(data.get(field), list) or len(data[field]) != n:
            raise StateJsonError(field)
    for hand in data["hands"]:
        _ints(hand, "hands", HIDDEN, NKINDS - 1, DECK_SIZE)
    for army in data["armies"]:
        _ints(army, "armies", 0, MAX_UNIT, MAX_ARMIES)
    for field in ("cities", "forts", "monument"):
        _ints(data.get(field), field, 0, DECK_SIZE, n, n)
    _ints(data.get("roads"), "roads", 0, 63, 64)
    supply = _ints(data.get("supply"), "supply", 0, max(SUPPLY_TOTAL), len(SUPPLY_TOTAL), len(SUPPLY_TOTAL))
    if any(left > total for left, total in zip(supply, SUPPLY_TOTAL, strict=True)):
        raise StateJsonError("supply")
    for field in ("deck", "discard", "table"):
        _ints(data.get(field), field, HIDDEN, NKINDS - 1, DECK_SIZE)
    for item in _rows(data.get("queue"), "queue", DECK_SIZE):
        if not isinstance(item, list) or len(item) != 2:
            raise StateJsonError("queue")
        _int(item[0], "queue", 0, seat_hi)
        _int(item[1], "queue", 0, NKINDS - 1)
    _bools(data.get("alive"), "alive", n)
    out = _ints(data.get("out"), "out", 0, seat_hi, n)
    if len(set(out)) != len(out):
        raise StateJsonError("out")
    if data.get("phase") not in PHASES:
        raise StateJsonError("phase")
    for field in ("current", "first"):
        _int(data.get(field), field, 0, seat_hi)
    _int(data.get("round"), "round", 0, MAX_ROUND)
    for item in _rows(data.get("pending"), "pending", 32):
        if not isinstance(item, list) or not item or item[0] not in PENDING_ARGS:
            raise StateJsonError("pending")
        if len(item) != 1 + PENDING_ARGS[item[0]]:
            raise StateJsonError("pending")
        _int(item[1], "pending", 0, seat_hi)
        for arg in item[2:]:
            _int(arg, "pending", -1, MAX_UNIT)
    for item in _rows(data.get("offers"), "offers", 64):
        offer = _ints(item, "offers", 0, MAX_COUNT, 4, 4)
        if offer[1] > seat_hi or offer[2] >= NKINDS or offer[3] >= NKINDS:
            raise StateJsonError("offers")
    _ints(data.get("posts"), "posts", 0, MAX_COUNT, n, n)
    _bools(data.get("trading"), "trading", n)
    _int(data.get("next_offer"), "next_offer", 0, MAX_COUNT)
    _ints(data.get("claims"), "claims", 0, 2**16 - 1, n, n)
    if "war" not in data:
        raise StateJsonError("war")
    war = data["war"]
    if war is not None:
        _ints(war, "war", -1, MAX_UNIT, 5, 5)
    _ints(data.get("war_units"), "war_units", 0, MAX_UNIT, 64)
    _int(data.get("winner"), "winner", -1, seat_hi)
    if data.get("how") not in ENDINGS:
        raise StateJsonError("how")
    _int(data.get("round_limit"), "round_limit", 1, MAX_ROUND)
    for item in _rows(data.get("first_rolls"), "first_rolls", 64):
        _ints(item, "first_rolls", -1, 6, n, n)
    for item in _rows(data.get("history", []), "history", 4 * MAX_ROUND):
        row = _ints(item, "history", 0, MAX_ROUND, 4, 4)
        if row[1] > seat_hi:
            raise StateJsonError("history")
    _int(data.get("steps"), "steps", 0, MAX_COUNT)
    _int(data.get("asked", 0), "asked", 0, 2**16 - 1)
