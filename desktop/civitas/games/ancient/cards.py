"""The Ancient World's cards: empire cards, provinces, titans and troops, read from ``data/*.json``.

The files follow the schema in :data:`SCHEMA` (checked strictly by :mod:`civitas.engine.carddata`). Every
physical card is one :class:`CardDef`; its index in :func:`cards` is the card's *instance number*, the int
the game state keeps in its decks, rows and tableaus.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from civitas.engine.carddata import CardDataError, FieldSpec, OpSpec, RecordSchema, expand_copies, load_records

COLOURS = ("red", "green", "blue", "yellow", "purple")
KINDS = ("empire", "province", "titan", "troop")
DECKS = ("start", "A", "B")
DATA_DIR = Path(__file__).parent / "data"
FILES = ("start.json", "empire_a.json", "empire_b.json", "provinces.json", "titans.json", "troops.json")
PER_WHAT = ("titan", "province", "citizen", "knowledge2", "action_card")


@dataclass(frozen=True, slots=True)
class Effect:
    """An action, trigger or end-game scoring rule: its op and its parameters, sorted by name."""

    op: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = 0) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Effect | None:
        if data is None:
            return None
        return cls(str(data["op"]), tuple(sorted((k, v) for k, v in data.items() if k != "op")))


@dataclass(frozen=True, slots=True)
class CardDef:
    """One flat record for every kind; the fields a kind lacks keep their defaults."""

    kind: str
    id: str
    name: dict[str, str]
    text: dict[str, str]
    deck: str = ""  # "start" | "A" | "B" for empire cards
    cost_coins: int = 0
    cost_knowledge: int = 0
    banners: tuple[str, ...] = ()
    food: int = 0
    income_coins: int = 0
    income_knowledge: int = 0
    swords: int = 0
    arrows: int = 0
    army_limit: int = 0
    citizen: int = 0
    explore_bonus: int = 0
    space: int = 0
    action: Effect | None = None
    trigger: Effect | None = None
    end_vp: Effect | None = None
    stars: int = 0
    defence: int = 0
    arrows_count: bool = True
    start: bool = False
    price: int = 0
    trophy: int = 0
    espionage: int = 0
    restore: int = 0
    exp_swords: int = 0
    exp_arrows: int = 0


# --- the schema (desktop/civitas/games/ancient/data: see the module docstring) ---------------------------


def _count(name: str, maximum: int | None = None) -> FieldSpec:
    return FieldSpec(name, "int", minimum=0, maximum=maximum)


_COMMON = (
    FieldSpec("copies", "int", default=1, minimum=1),
    FieldSpec("name", "text", required=True),
    FieldSpec("text", "text", required=True),
)
_ICONS = tuple(
    _count(name) for name in ("food", "income_coins", "income_knowledge", "swords", "arrows", "army_limit")
) + (_count("citizen", maximum=1), _count("explore_bonus"))
_ACTION = FieldSpec("action", "effect")
_BANNERS = FieldSpec("banners", "colours", choices=COLOURS)

SCHEMA = RecordSchema(
    kinds={
        "empire": _COMMON
        + _ICONS
        + (
            FieldSpec("deck", "choice", required=True, choices=DECKS),
            _count("cost_coins"),
            _count("cost_knowledge"),
            _BANNERS,
            FieldSpec("space", "int", minimum=0, maximum=0),
            _ACTION,
            FieldSpec("trigger", "effect"),
            FieldSpec("end_vp", "effect"),
        ),
        "province": _COMMON + _ICONS + (FieldSpec("space", "int", default=1, minimum=1, maximum=1), _ACTION),
        "titan": _COMMON
        + _ICONS
        + (
            FieldSpec("stars", "int", required=True, minimum=1, maximum=3),
            FieldSpec("defence", "int", required=True, minimum=0),
            FieldSpec("arrows_count", "bool", default=True),
            _BANNERS,
            FieldSpec("space", "int", default=1, minimum=1, maximum=2),
            _ACTION,
        ),
        "troop": _COMMON
        + (FieldSpec("start", "bool"),)
        + tuple(
            _count(name)
            for name in ("price", "swords", "arrows", "trophy", "espionage", "restore", "exp_swords", "exp_arrows")
        ),
    },
    ops={
        "action": {
            "gain": OpSpec(
                "gain",
                {"coins": "int", "knowledge": "int", "restore": "int"},
                optional=frozenset({"coins", "knowledge", "restore"}),
            ),
            "explore": OpSpec("explore", {"coins": "int"}, optional=frozenset({"coins"})),
            "coins_per_food": OpSpec("coins_per_food", {}),
            "town_hall": OpSpec("town_hall", {}),
            "refuge": OpSpec("refuge", {}),
            "copy_action": OpSpec("copy_action", {}),
        },
        "trigger": {op: OpSpec(op, {}) for op in ("aqueduct", "guild", "outpost", "playwrights", "crane")},
        "end_vp": {
            "colour_beyond": OpSpec("colour_beyond", {"colour": "str", "beyond": "int"}),
            "sets5": OpSpec("sets5", {}),
            "flat": OpSpec("flat", {"vp": "int"}),
            "per": OpSpec("per", {"what": "str"}),
        },
    },
)


def _check_meaning(record: Mapping[str, Any]) -> None:
    """The rules a generic schema cannot say: effect values and the titans' banners."""

    def fail(problem: str, field: str) -> CardDataError:
        return CardDataError(record["_file"], problem, record["id"], field)

    action, end_vp = record.get("action"), record.get("end_vp")
    if action is not None:
        amounts = [action.get(key, 0) for key in ("coins", "knowledge", "restore")]
        if any(n < 0 for n in amounts):
            raise fail(f"op {action['op']!r}: amounts must not be negative", "action")
        if action["op"] == "gain" and not any(amounts):
            raise fail("op 'gain': at least one of coins, knowledge, restore must be above 0", "action")
    if end_vp is not None:
        op = end_vp["op"]
        if op == "colour_beyond" and end_vp["colour"] not in COLOURS:
            raise fail(f"op 'colour_beyond': unknown colour {end_vp['colour']!r}", "end_vp")
        if op == "colour_beyond" and end_vp["beyond"] < 0:
            raise fail("op 'colour_beyond': 'beyond' must not be negative", "end_vp")
        if op == "flat" and end_vp["vp"] < 1:
            raise fail("op 'flat': 'vp' must be at least 1", "end_vp")
        if op == "per" and end_vp["what"] not in PER_WHAT:
            raise fail(f"op 'per': unknown 'what' {end_vp['what']!r} (allowed: {', '.join(PER_WHAT)})", "end_vp")
    if record["kind"] == "titan" and len(record["banners"]) != record["stars"]:
        raise fail(f"{len(record['banners'])} banners for {record['stars']} stars (they must match)", "banners")


_CARD_FIELDS = frozenset(CardDef.__dataclass_fields__)


def _card(record: Mapping[str, Any]) -> CardDef:
    values: dict[str, Any] = {k: v for k, v in record.items() if k in _CARD_FIELDS}
    if "banners" in values:
        values["banners"] = tuple(values["banners"])
    for key in ("action", "trigger", "end_vp"):
        if key in values:
            values[key] = Effect.from_dict(values[key])
    return CardDef(**values)


def load_cards(data_dir: Path = DATA_DIR) -> tuple[CardDef, ...]:
    """One :class:`CardDef` per physical card (copies expanded), in :data:`FILES` order.
    Raises :class:`~civitas.engine.carddata.CardDataError` for any problem in the data."""
    records = load_records([Path(data_dir) / name for name in FILES], SCHEMA)
    for record in records:
        _check_meaning(record)
    return tuple(_card(record) for record in expand_copies(records))


@functools.cache
def cards() -> tuple[CardDef, ...]:
    """The game's cards from :data:`DATA_DIR`, loaded once on first use."""
    return load_cards()


def by_id(card_id: str, among: Sequence[CardDef] | None = None) -> CardDef:
    """The card with id ``card_id`` (its first copy); KeyError if there is none."""
    if among is None:
        return cards()[_first_instance()[card_id]]
    for card in among:
        if card.id == card_id:
            return card
    raise KeyError(card_id)


@functools.cache
def _first_instance() -> dict[str, int]:
    first: dict[str, int] = {}
    for i, card in enumerate(cards()):
        first.setdefault(card.id, i)
    return first


def instances(
    kind: str,
    deck: str | None = None,
    stars: int | None = None,
    start: bool | None = None,
    among: Sequence[CardDef] | None = None,
) -> tuple[int, ...]:
    """Instance numbers of the cards of ``kind`` (and ``deck``, ``stars``, ``start`` when given)."""
    if among is None:
        return _instances(kind, deck, stars, start)  # every new game asks for the same few
    return _scan(among, kind, deck, stars, start)


@functools.cache
def _instances(kind: str, deck: str | None, stars: int | None, start: bool | None) -> tuple[int, ...]:
    return _scan(cards(), kind, deck, stars, start)


def _scan(
    pool: Sequence[CardDef], kind: str, deck: str | None, stars: int | None, start: bool | None
) -> tuple[int, ...]:
    return tuple(
        i
        for i, card in enumerate(pool)
        if card.kind == kind
        and (deck is None or card.deck == deck)
        and (stars is None or card.stars == stars)
        and (start is None or card.start == start)
    )
