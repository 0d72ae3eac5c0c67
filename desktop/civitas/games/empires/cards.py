"""Empires' card designs (``data/common.json``, ``data/nations/<id>.json``), loaded strictly, and the
physical card table of one game built from them.

A design file is ``{"cards": [records]}``; a nation file adds a ``"nation"`` header (id, names, difficulty,
style, rule flags, cleanup token, unrest counts). Records are checked by :mod:`civitas.engine.carddata`
(programs, passives, exhaust abilities and VP expressions by :mod:`ops_schema`). A :class:`CardSet` holds
the designs and nations; it is registered under a key so that a saved state names the set it was built
from. :func:`table` lists every physical card of a game (its design id) by instance number. No Qt.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from civitas.engine.carddata import LANGUAGES, CardDataError, FieldSpec, RecordSchema, load_records, read_json
from civitas.games.empires import ops_schema as osch

DATA_DIR = Path(__file__).parent / "data"
COMMON_FILE = DATA_DIR / "common.json"
NATIONS_DIR = DATA_DIR / "nations"
MARKS = ("", "3+", "4")
PERIODS = ("", "barbarian", "empire")
STARTS = ("", "draw", "nation_deck", "accession", "development", "supply", "in_play")
ACCESSIONS = ("", "accession", "zenith", "nadir")
#: The one unrest design every nation's starting and supply unrest copies.
UNREST_ID = "unrest"

#: Nation rule flags (spec A.(a) "Nation rule flags") with their defaults.
FLAG_DEFAULTS: dict[str, Any] = {
    "keeps_history": True,
    "sinks": False,
    "has_nation_deck": True,
    "has_development_area": True,
    "starting_side": "barbarian",
    "state_can_flip": True,
    "accession_kind": "accession",
    "exhaust_tokens": 5,
    "cleanup_market_token": {"progress": 1},
    "last_development_triggers_end": True,
    "extra_end_trigger": "",
    "extra_in_play_cards": [],
    "can_develop": True,
    "deck_empty_passive": [],
}


def _check_list_of(choices: tuple[str, ...], what: str) -> Any:
    def check(value: Any) -> str | None:
        if isinstance(value, list) and all(isinstance(v, str) and v in choices for v in value):
            return None
        return f"expected a list of {what} ({', '.join(choices)}), got {value!r}"

    return check


def _check_cost(value: Any) -> str | None:
    if value == {}:
        return None
    return osch._check_resources(value, 1, 20, "a cost")


def _check_copies_by_marks(value: Any) -> str | None:
    if value is None:
        return None
    good = isinstance(value, dict) and all(k in MARKS and osch._int_in(v, 0, 30) for k, v in value.items())
    return None if good else f"copies_by_marks maps marks ('', '3+', '4') to counts, got {value!r}"


_NAME = (FieldSpec("name", "text", required=True), FieldSpec("text", "text", required=True))
_SET = FieldSpec("set", "str", required=True)
_COPIES = FieldSpec("copies", "int", default=1, minimum=0, maximum=30)
_MARKS = FieldSpec("marks", "choice", default="", choices=MARKS)
_VP = FieldSpec("vp", "data", check=osch.check_vp)


def _program(name: str) -> FieldSpec:
    return FieldSpec(name, "data", default=[], check=osch.check_program)


_CARD_FIELDS = (
    _SET,
    _COPIES,
    _MARKS,
    FieldSpec("categories", "data", required=True, check=_check_list_of(osch.CATEGORIES, "categories")),
    FieldSpec("period", "choice", default="", choices=PERIODS),
    FieldSpec("pinned", "bool"),
    FieldSpec("attack", "bool"),
    FieldSpec("free", "bool"),
    FieldSpec("types", "data", default=[], check=_check_list_of(osch.TYPES, "types")),
    FieldSpec("regions", "data", default=[], check=_check_list_of(osch.REGIONS, "region types")),
    FieldSpec("garrison", "data", check=osch.check_garrison),
    _program("play"),
    FieldSpec("exhaust", "data", check=osch.check_exhaust),
    _program("solstice"),
    FieldSpec("passive", "data", default=[], check=osch.check_passives),
    FieldSpec("cost", "data", default={}, check=_check_cost),
    _VP,
    FieldSpec("start", "choice", default="", choices=STARTS),
    FieldSpec("accession", "choice", default="", choices=ACCESSIONS),
    *_NAME,
)
SCHEMA = RecordSchema(
    kinds={
        "card": _CARD_FIELDS,
        "power": (
            _SET,
            FieldSpec("side", "choice", required=True, choices=("A", "B")),
            FieldSpec("categories", "data", default=["power"], check=_check_list_of(("power",), "categories")),
            FieldSpec("exhaust", "data", check=osch.check_exhaust),
            _program("solstice"),
            FieldSpec("passive", "data", default=[], check=osch.check_passives),
            _VP,
            *_NAME,
        ),
        "unrest": (
            _SET,
            _COPIES,
            _MARKS,
            FieldSpec("copies_by_marks", "data", check=_check_copies_by_marks),
            _program("play"),
            _VP,
            *_NAME,
        ),
        "capstone": (
            _SET,
            FieldSpec("side_a", "data", required=True, check=osch.check_program),
            FieldSpec("side_b", "data", required=True, check=osch.check_program),
            _VP,
            *_NAME,
        ),
    }
)


@dataclass(frozen=True, slots=True)
class Design:
    """One card design. ``record`` is the loaded record; the fields below are its common parts."""

    id: str
    kind: str  # card | power | unrest | capstone
    set: str  # "common" or a nation id
    categories: tuple[str, ...]
    period: str = ""
    pinned: bool = False
    attack: bool = False
    free: bool = False
    types: tuple[str, ...] = ()
    regions: tuple[str, ...] = ()
    garrison: dict[str, Any] | None = None
    play: list[Any] = field(default_factory=list)
    exhaust: dict[str, Any] | None = None
    solstice: list[Any] = field(default_factory=list)
    passive: list[Any] = field(default_factory=list)
    cost: dict[str, int] = field(default_factory=dict)
    vp: dict[str, Any] | None = None
    start: str = ""
    accession: str = ""
    side: str = ""
    side_a: list[Any] = field(default_factory=list)
    side_b: list[Any] = field(default_factory=list)
    copies: int = 1
    marks: str = ""
    copies_by_marks: dict[str, int] | None = None
    name: dict[str, str] = field(default_factory=dict)
    text: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Nation:
    id: str
    name: dict[str, str]
    difficulty: int
    style: dict[str, str]
    flags: dict[str, Any]
    cleanup_token: dict[str, int]
    unrest_start: int
    unrest_supply: int


@dataclass(frozen=True)
class CardSet:
    """Every design (by id, in file order) and every nation (by id) of one set of files."""

    key: str
    designs: dict[str, Design]
    nations: dict[str, Nation]

    def design(self, design_id: str) -> Design:
        return self.designs[design_id]


def _design(record: dict[str, Any]) -> Design:
    kind = record["kind"]
    cats = {"power": ("power",), "unrest": ("unrest",), "capstone": ("fame",)}.get(kind, ())
    return Design(
        id=record["id"],
        kind=kind,
        set=record["set"],
        categories=tuple(record.get("categories", cats)),
        period=record.get("period", ""),
        pinned=record.get("pinned", False) or kind == "power",
        attack=record.get("attack", False),
        free=record.get("free", False),
        types=tuple(record.get("types", ())),
        regions=tuple(record.get("regions", ())),
        garrison=record.get("garrison"),
        play=record.get("play", []),
        exhaust=record.get("exhaust"),
        solstice=record.get("solstice", []),
        passive=record.get("passive", []),
        cost=record.get("cost", {}),
        vp=record.get("vp"),
        start=record.get("start", ""),
        accession=record.get("accession", ""),
        side=record.get("side", ""),
        side_a=record.get("side_a", []),
        side_b=record.get("side_b", []),
        copies=record.get("copies", 1),
        marks=record.get("marks", ""),
        copies_by_marks=record.get("copies_by_marks"),
        name=record["name"],
        text=record["text"],
    )


def _text(file: str, value: Any, what: str) -> dict[str, str]:
    if not isinstance(value, dict) or set(value) != set(LANGUAGES):
        raise CardDataError(file, f'nation {what} must be {{"ru": ..., "en": ...}}, got {value!r}')
    if not all(isinstance(v, str) and v.strip() for v in value.values()):
        raise CardDataError(file, f"nation {what} texts must be non-empty strings")
    return dict(value)


def _check_flag(name: str, value: Any) -> str | None:
    default = FLAG_DEFAULTS[name]
    if name == "starting_side":
        return None if value in ("barbarian", "empire") else "must be 'barbarian' or 'empire'"
    if name == "accession_kind":
        return None if value in ACCESSIONS[1:] else f"must be one of {', '.join(ACCESSIONS[1:])}"
    if name == "exhaust_tokens":
        return None if osch._int_in(value, 0, 10) else "must be 0..10"
    if name == "cleanup_market_token":
        return osch._check_resources(value, 0, 5, "cleanup_market_token")
    if name == "deck_empty_passive":
        return osch.check_program(value)
    if name == "extra_in_play_cards":
        return None if isinstance(value, list) and all(isinstance(v, str) for v in value) else "must list card ids"
    return None if type(value) is type(default) else f"must be {type(default).__name__}"


def _nation(file: str, raw: Any) -> Nation:
    if not isinstance(raw, dict):
        raise CardDataError(file, "the 'nation' header must be an object")
    known = {"id", "name", "difficulty", "style", "flags", "cleanup_token", "unrest_start", "unrest_supply"}
    extra = sorted(set(raw) - known)
    if extra:
        raise CardDataError(file, f"unknown nation key {extra[0]!r}")
    nation_id = raw.get("id")
    if not isinstance(nation_id, str) or not nation_id:
        raise CardDataError(file, "the nation needs a non-empty string 'id'")
    difficulty = raw.get("difficulty", 1)
    if not osch._int_in(difficulty, 1, 5):
        raise CardDataError(file, f"nation difficulty must be 1..5, got {difficulty!r}")
    flags_raw = raw.get("flags", {})
    if not isinstance(flags_raw, dict):
        raise CardDataError(file, "nation flags must be an object")
    flags = dict(FLAG_DEFAULTS)
    for name, value in flags_raw.items():
        if name not in FLAG_DEFAULTS:
            raise CardDataError(file, f"unknown nation flag {name!r} (known: {', '.join(FLAG_DEFAULTS)})")
        problem = _check_flag(name, value)
        if problem:
            raise CardDataError(file, f"nation flag {name!r} {problem}, got {value!r}")
        flags[name] = value
    cleanup = raw.get("cleanup_token", flags["cleanup_market_token"])
    problem = osch._check_resources(cleanup, 0, 5, "cleanup_token")
    if problem:
        raise CardDataError(file, problem)
    counts = []
    for key in ("unrest_start", "unrest_supply"):
        value = raw.get(key, 0)
        if not osch._int_in(value, 0, 10):
            raise CardDataError(file, f"nation {key} must be 0..10, got {value!r}")
        counts.append(value)
    return Nation(nation_id, _text(file, raw.get("name"), "name"), difficulty, _text(file, raw.get("style"), "style"),
                  flags, dict(cleanup), counts[0], counts[1])  # fmt: skip


def _check_meaning(designs: dict[str, Design], nations: dict[str, Nation]) -> None:
    """What one record cannot say: sets name a loaded nation, one power per side, one accession at most."""
    for d in designs.values():
        if d.set != "common" and d.set not in nations:
            raise CardDataError(d.set, f"set {d.set!r} names no loaded nation", d.id, "set")
        if d.kind == "card" and d.set != "common" and d.start == "":
            raise CardDataError(d.set, "a nation card needs a start location", d.id, "start")
        if d.kind == "card" and d.start == "supply":  # the supply is the unrest pile: no nation card starts there
            raise CardDataError(d.set, "only unrest cards start in the supply", d.id, "start")
        if d.kind == "card" and d.set == "common" and d.start != "":
            raise CardDataError("common", "a common card has no start location", d.id, "start")
        if d.start == "development" and not d.cost:
            raise CardDataError(d.set, "a development card needs a cost", d.id, "cost")
    for nation in nations.values():
        own = [d for d in designs.values() if d.set == nation.id]
        sides = sorted(d.side for d in own if d.kind == "power")
        if sides != ["A", "B"]:
            raise CardDataError(nation.id, f"a nation needs one power card per side A and B, got {sides}")
        accessions = [d for d in own if d.start == "accession"]
        if len(accessions) > 1 or (accessions and not nation.flags["has_nation_deck"]):
            raise CardDataError(nation.id, f"{len(accessions)} accession cards")
    if UNREST_ID not in designs and any(n.unrest_start or n.unrest_supply for n in nations.values()):
        raise CardDataError("common", f"no unrest design {UNREST_ID!r}")


_SETS: dict[str, CardSet] = {}


def load(common: Path, nation_files: Sequence[Path], key: str) -> CardSet:
    """Load and check ``common`` and the nation files; register the set under ``key`` and return it."""
    records = load_records([common, *nation_files], SCHEMA, extra_top=frozenset({"nation"}))
    nations: dict[str, Nation] = {}
    for path in nation_files:
        header = read_json(Path(path)).get("nation")
        nation = _nation(Path(path).name, header)
        if nation.id in nations:
            raise CardDataError(Path(path).name, f"duplicate nation {nation.id!r}")
        nations[nation.id] = nation
    designs = {record["id"]: _design(record) for record in records}
    _check_meaning(designs, nations)
    cards = CardSet(key, designs, nations)
    _SETS[key] = cards
    return cards


def register(cards: CardSet) -> None:
    _SETS[cards.key] = cards


def card_set(key: str = "data") -> CardSet:
    """The registered set ``key``; "data" loads the game's own files on first use."""
    if key not in _SETS and key == "data":
        return _default()
    return _SETS[key]


@functools.cache
def _default() -> CardSet:
    return load(COMMON_FILE, sorted(NATIONS_DIR.glob("*.json")), "data")


def in_game(marks: str, players: int) -> bool:
    """EM-S: "3+" cards need three players or more, "4" cards four."""
    return marks == "" or (marks == "3+" and players >= 3) or (marks == "4" and players >= 4)


def physical_copies(d: Design, players: int) -> int:
    if d.copies_by_marks is not None:
        return sum(n for mark, n in d.copies_by_marks.items() if in_game(mark, players))
    return d.copies if in_game(d.marks, players) else 0


@dataclass(frozen=True, slots=True)
class Table:
    """The physical cards of one game: ``ids[i]`` is instance i's design id, ``owner[i]`` the seat whose
    nation it belongs to (-1 common), ``start[i]`` where it begins ("supply" for unrest in the pile)."""

    ids: tuple[str, ...]
    owner: tuple[int, ...]
    start: tuple[str, ...]


def table(cards: CardSet, nations: Sequence[str], players: int, sides: Sequence[str] = ()) -> Table:
    """Instances: the common cards in file order (filtered by marks, EM-S), then per seat its nation's cards
    (its power card on side ``sides[seat]``, default "B"), its starting unrest and its supply unrest."""
    ids: list[str] = []
    owner: list[int] = []
    start: list[str] = []

    def add(design_id: str, seat: int, where: str, count: int = 1) -> None:
        ids.extend([design_id] * count)
        owner.extend([seat] * count)
        start.extend([where] * count)

    for d in cards.designs.values():
        if d.set == "common":
            add(d.id, -1, "supply" if d.kind == "unrest" else "common", physical_copies(d, players))
    for seat, nation_id in enumerate(nations):
        nation = cards.nations[nation_id]
        side = sides[seat] if seat < len(sides) else "B"
        for d in cards.designs.values():
            if d.set != nation_id:
                continue
            if d.kind == "power":
                if d.side == side:
                    add(d.id, seat, "power")
            else:
                add(d.id, seat, d.start or "draw", physical_copies(d, players))
        add(UNREST_ID, seat, "draw", nation.unrest_start)
        add(UNREST_ID, -1, "supply", nation.unrest_supply)
    return Table(tuple(ids), tuple(owner), tuple(start))
