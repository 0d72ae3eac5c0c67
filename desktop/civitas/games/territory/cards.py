"""Territory's card kinds, read from ``data/cards.json``, and the physical card table built from them.

The file holds one record per card *kind* (not per copy), checked strictly by
:mod:`civitas.engine.carddata`. The record's ``"kind"`` key (the loader's discriminator) holds the card's
type, one of :data:`TYPES`; it becomes :attr:`KindDef.type`. :func:`table` lists every physical card's kind
id; a card's index there is its *instance number*, the int the game state keeps. No Qt.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from civitas.engine.carddata import LANGUAGES, CardDataError, FieldSpec, RecordSchema, load_records

TYPES = ("building", "character", "event", "reputation", "development", "quest")
#: The types whose cards make up the main deck, in table order.
MAIN_TYPES = TYPES[:4]
#: Their copies follow the ``attackers`` option instead of the file's ``copies``.
ATTACKERS = ("robber", "bomber", "assassin")
DATA_FILE = Path(__file__).parent / "data" / "cards.json"


@dataclass(frozen=True, slots=True)
class KindDef:
    """One card kind: its numbers, its default copies and its name and rules text in ru and en."""

    id: str
    type: str
    req: int  # income it needs to work
    profit: int  # income it gives its territory once it works
    sig: int  # significance modifier while it works
    copies: int  # default copies in the game
    name: dict[str, str]
    text: dict[str, str]


def _numbers(req_max: int, profit: tuple[int, int], sig: tuple[int, int], copies_max: int) -> tuple[FieldSpec, ...]:
    return (
        FieldSpec("req", "int", required=True, minimum=0, maximum=req_max),
        FieldSpec("profit", "int", required=True, minimum=profit[0], maximum=profit[1]),
        FieldSpec("sig", "int", required=True, minimum=sig[0], maximum=sig[1]),
        FieldSpec("copies", "int", required=True, minimum=1, maximum=copies_max),
        FieldSpec("name", "text", required=True),
        FieldSpec("text", "text", required=True),
    )


SCHEMA = RecordSchema(
    kinds={
        "building": _numbers(3, (0, 5), (0, 1), 6),
        "character": _numbers(3, (0, 5), (0, 1), 6),
        "event": _numbers(0, (0, 0), (0, 0), 6),
        "reputation": _numbers(3, (0, 5), (-1, 1), 6),
        "development": _numbers(0, (1, 1), (0, 1), 6),
        "quest": _numbers(0, (0, 0), (0, 0), 3),
    }
)


def _check_meaning(records: list[dict[str, Any]]) -> None:
    """What the schema cannot say: names unique per language, the attackers are characters."""
    seen: dict[tuple[str, str], str] = {}
    for record in records:
        for lang in LANGUAGES:
            name = record["name"][lang].strip().casefold()
            first = seen.setdefault((lang, name), record["id"])
            if first != record["id"]:
                problem = f"the {lang!r} name {record['name'][lang]!r} is already the name of {first!r}"
                raise CardDataError(record["_file"], problem, record["id"], "name")
    by_id = {record["id"]: record for record in records}
    for attacker in ATTACKERS:
        if attacker not in by_id or by_id[attacker]["kind"] != "character":
            raise CardDataError(records[0]["_file"] if records else DATA_FILE.name, f"no character {attacker!r}")


def _kind(record: Mapping[str, Any]) -> KindDef:
    return KindDef(
        id=record["id"],
        type=record["kind"],
        req=record["req"],
        profit=record["profit"],
        sig=record["sig"],
        copies=record["copies"],
        name=dict(record["name"]),
        text=dict(record["text"]),
    )


def load_kinds(path: Path = DATA_FILE) -> dict[str, KindDef]:
    """Every kind of ``path`` by id, in file order. Raises
    :class:`~civitas.engine.carddata.CardDataError` for any problem in the data."""
    records = load_records([Path(path)], SCHEMA)
    _check_meaning(records)
    return {record["id"]: _kind(record) for record in records}


@functools.cache
def _kinds() -> dict[str, KindDef]:
    return load_kinds()


def kinds() -> dict[str, KindDef]:
    """The game's kinds from :data:`DATA_FILE` by id, in file order (loaded once; do not change it)."""
    return _kinds()


def kind(kind_id: str) -> KindDef:
    """The kind with id ``kind_id``; KeyError if there is none."""
    return _kinds()[kind_id]


def _copies(definition: KindDef, attackers: int) -> int:
    return attackers if definition.id in ATTACKERS else definition.copies


def _check_attackers(attackers: int) -> None:
    if isinstance(attackers, bool) or not isinstance(attackers, int) or attackers < 0:
        raise ValueError(f"attackers must be a non-negative int, got {attackers!r}")


@functools.cache
def table(attackers: int = 2) -> tuple[str, ...]:
    """Every physical card's kind id, by instance number: the main deck (buildings, characters, events,
    reputation; each kind's copies together, :data:`ATTACKERS` with ``attackers`` copies each), then the
    development deck, then the quest deck."""
    _check_attackers(attackers)
    out: list[str] = []
    for card_type in TYPES:
        for definition in _kinds().values():
            if definition.type == card_type:
                out.extend([definition.id] * _copies(definition, attackers))
    return tuple(out)


@functools.cache
def deck_ranges(attackers: int = 2) -> tuple[range, range, range]:
    """The instance numbers of the main, development and quest decks in :func:`table`."""
    _check_attackers(attackers)
    sizes = {card_type: 0 for card_type in TYPES}
    for definition in _kinds().values():
        sizes[definition.type] += _copies(definition, attackers)
    main = sum(sizes[t] for t in MAIN_TYPES)
    dev = main + sizes["development"]
    return range(0, main), range(main, dev), range(dev, dev + sizes["quest"])
