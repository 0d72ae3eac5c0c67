"""A strict loader for card data kept in JSON files (``{"cards": [...]}``), shared by every card game.

A :class:`RecordSchema` says, for each value of a record's ``"kind"``, which fields it may have
(:class:`FieldSpec`), and for each effect field which ops it allows (:class:`OpSpec`). Every record must
have a ``"kind"`` and a non-empty string ``"id"``, unique across all files. The first problem found raises
:class:`CardDataError`, whose message names the file and, when known, the card and the field.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FIELD_KINDS = frozenset({"int", "bool", "str", "choice", "colours", "text", "effect", "data"})
PARAM_KINDS = frozenset({"int", "str", "bool"})
LANGUAGES = ("ru", "en")
#: What an optional field without an explicit default becomes.
_IMPLICIT_DEFAULTS: dict[str, Any] = {"int": 0, "bool": False, "str": "", "colours": [], "choice": None}


@dataclass(frozen=True)
class FieldSpec:
    """One field of a record.

    ``kind``: "int" | "bool" | "str" | "choice" (a str from ``choices``) | "colours" (a list of str from
    ``choices``, repeats allowed) | "text" (``{"ru": str, "en": str}``, both non-empty) | "effect" (None or
    ``{"op": ..., params}``, the ops allowed for this field name in :attr:`RecordSchema.ops`) | "data" (any
    JSON value, e.g. a nested op program, accepted when ``check`` returns None; ``check`` returns the problem
    otherwise; without a ``check`` every value is accepted).
    """

    name: str
    kind: str
    required: bool = False
    default: Any = None
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    check: Callable[[Any], str | None] | None = None

    def __post_init__(self) -> None:
        if self.kind not in FIELD_KINDS:
            raise ValueError(f"field {self.name!r}: unknown field kind {self.kind!r}")
        if self.check is not None and self.kind != "data":
            raise ValueError(f"field {self.name!r}: only a 'data' field takes a check")

    def default_value(self) -> Any:
        value = self.default
        if value is None:
            value = _IMPLICIT_DEFAULTS.get(self.kind)
        if self.kind == "colours" and isinstance(value, tuple):
            value = list(value)
        return copy.deepcopy(value)


@dataclass(frozen=True)
class OpSpec:
    """One effect op: its parameters (name -> "int" | "str" | "bool"), all required except ``optional``."""

    op: str
    params: Mapping[str, str]
    optional: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        for name, kind in self.params.items():
            if kind not in PARAM_KINDS:
                raise ValueError(f"op {self.op!r}: parameter {name!r} has unknown type {kind!r}")
        extra = self.optional - set(self.params)
        if extra:
            raise ValueError(f"op {self.op!r}: optional names unknown parameters {sorted(extra)}")


@dataclass(frozen=True)
class RecordSchema:
    """Per ``"kind"`` value the fields of such a record (besides "kind"); per effect field its ops."""

    kinds: Mapping[str, tuple[FieldSpec, ...]]
    ops: Mapping[str, Mapping[str, OpSpec]] = field(default_factory=dict)


class CardDataError(ValueError):
    """A problem in a card data file. ``file``, ``card`` and ``field`` say where (None when unknown)."""

    def __init__(self, file: str, problem: str, card: str | None = None, field: str | None = None) -> None:
        where = f"{file}: card {card!r}" if card is not None else file
        text = f"field {field!r}: {problem}" if field is not None and f"{field!r}" not in problem else problem
        super().__init__(f"{where}: {text}")
        self.file = file
        self.card = card
        self.field = field
        self.problem = problem


def _type_name(value: Any) -> str:
    return "null" if value is None else type(value).__name__


def _check_int(value: Any, spec_min: int | None, spec_max: int | None) -> str | None:
    """None when ``value`` is an int in range, else the problem."""
    if isinstance(value, bool) or not isinstance(value, int):
        return f"expected an integer, got {_type_name(value)} {value!r}"
    if spec_min is not None and value < spec_min:
        return f"{value} is below the minimum {spec_min}"
    if spec_max is not None and value > spec_max:
        return f"{value} is above the maximum {spec_max}"
    return None


def _check_param(kind: str, value: Any) -> str | None:
    if kind == "int":
        return _check_int(value, None, None)
    if kind == "bool":
        return None if isinstance(value, bool) else f"expected true or false, got {_type_name(value)} {value!r}"
    return None if isinstance(value, str) else f"expected a string, got {_type_name(value)} {value!r}"


class _Checker:
    """Validates the records of one file; raises :class:`CardDataError` at the first problem."""

    def __init__(self, file: str, schema: RecordSchema) -> None:
        self.file = file
        self.schema = schema
        self.card: str | None = None

    def fail(self, problem: str, field: str | None = None) -> CardDataError:
        return CardDataError(self.file, problem, self.card, field)

    def record(self, index: int, raw: Any) -> dict[str, Any]:
        self.card = None
        if not isinstance(raw, dict):
            raise self.fail(f"record #{index + 1} is {_type_name(raw)}, not an object")
        card_id = raw.get("id")
        if "id" not in raw:
            raise self.fail(f"record #{index + 1}: missing required field 'id'", None)
        if not isinstance(card_id, str) or not card_id:
            raise self.fail(f"record #{index + 1}: expected a non-empty string, got {card_id!r}", "id")
        self.card = card_id
        if "kind" not in raw:
            raise self.fail("missing required field 'kind'", "kind")
        kind = raw["kind"]
        if not isinstance(kind, str) or kind not in self.schema.kinds:
            raise self.fail(f"unknown kind {kind!r} (known: {', '.join(sorted(self.schema.kinds))})", "kind")
        specs = {spec.name: spec for spec in self.schema.kinds[kind]}
        for name in raw:
            if name not in specs and name not in ("kind", "id"):
                raise self.fail(f"unknown field {name!r} for kind {kind!r}", name)
        out: dict[str, Any] = {"kind": kind, "id": card_id}
        for name, spec in specs.items():
            if name in ("kind", "id"):
                continue
            if name not in raw:
                if spec.required:
                    raise self.fail(f"missing required field {name!r}", name)
                out[name] = spec.default_value()
                continue
            out[name] = self.value(spec, raw[name])
        return out

    def value(self, spec: FieldSpec, value: Any) -> Any:
        name = spec.name
        problem: str | None
        if spec.kind == "int":
            problem = _check_int(value, spec.minimum, spec.maximum)
        elif spec.kind == "bool":
            problem = _check_param("bool", value)
        elif spec.kind == "str":
            problem = _check_param("str", value)
        elif spec.kind == "choice":
            problem = _check_param("str", value)
            if problem is None and value not in spec.choices:
                problem = f"unknown choice {value!r} (allowed: {', '.join(spec.choices)})"
        elif spec.kind == "colours":
            return self.colours(spec, value)
        elif spec.kind == "text":
            return self.text(name, value)
        elif spec.kind == "data":
            problem = spec.check(value) if spec.check is not None else None
            if problem is None:
                return copy.deepcopy(value)
        else:
            return self.effect(name, value)
        if problem is not None:
            raise self.fail(problem, name)
        return value

    def colours(self, spec: FieldSpec, value: Any) -> list[str]:
        if not isinstance(value, list):
            raise self.fail(f"expected a list of colours, got {_type_name(value)} {value!r}", spec.name)
        for item in value:
            if not isinstance(item, str) or item not in spec.choices:
                raise self.fail(f"unknown colour {item!r} (allowed: {', '.join(spec.choices)})", spec.name)
        if spec.minimum is not None and len(value) < spec.minimum:
            raise self.fail(f"{len(value)} colours, fewer than the minimum {spec.minimum}", spec.name)
        if spec.maximum is not None and len(value) > spec.maximum:
            raise self.fail(f"{len(value)} colours, more than the maximum {spec.maximum}", spec.name)
        return list(value)

    def text(self, name: str, value: Any) -> dict[str, str]:
        if not isinstance(value, dict):
            raise self.fail(f'expected {{"ru": ..., "en": ...}}, got {_type_name(value)} {value!r}', name)
        for key in value:
            if key not in LANGUAGES:
                raise self.fail(f"unknown language {key!r} (allowed: ru, en)", name)
        for lang in LANGUAGES:
            if lang not in value:
                raise self.fail(f"missing the {lang!r} text", name)
            text = value[lang]
            if not isinstance(text, str) or not text.strip():
                raise self.fail(f"the {lang!r} text must be a non-empty string, got {text!r}", name)
        return {lang: value[lang] for lang in LANGUAGES}

    def effect(self, name: str, value: Any) -> dict[str, Any] | None:
        if value is None:
            return None
        if not isinstance(value, dict):
            raise self.fail(f'expected null or {{"op": ..., ...}}, got {_type_name(value)} {value!r}', name)
        allowed = self.schema.ops.get(name, {})
        if "op" not in value:
            raise self.fail("effect without 'op'", name)
        op = value["op"]
        if not isinstance(op, str) or op not in allowed:
            known = ", ".join(sorted(allowed)) or "none"
            raise self.fail(f"unknown op {op!r} (allowed: {known})", name)
        spec = allowed[op]
        for param, param_value in value.items():
            if param == "op":
                continue
            if param not in spec.params:
                raise self.fail(f"op {op!r}: unknown parameter {param!r}", name)
            problem = _check_param(spec.params[param], param_value)
            if problem is not None:
                raise self.fail(f"op {op!r}: parameter {param!r}: {problem}", name)
        for param in spec.params:
            if param not in value and param not in spec.optional:
                raise self.fail(f"op {op!r}: missing parameter {param!r}", name)
        return dict(value)


def read_json(path: Path) -> Any:
    """The JSON value of ``path``; a :class:`CardDataError` naming the file when it cannot be read."""
    file = path.name
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CardDataError(file, f"cannot read the file: {exc.strerror or exc}") from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CardDataError(file, f"bad JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from exc


def _read_cards(path: Path, extra_top: frozenset[str] = frozenset()) -> list[Any]:
    file = path.name
    data = read_json(path)
    if not isinstance(data, dict) or "cards" not in data:
        raise CardDataError(file, 'the top level must be an object {"cards": [...]}')
    extra = sorted(key for key in data if key != "cards" and key not in extra_top)
    if extra:
        raise CardDataError(file, f"unknown top-level key {extra[0]!r} (only 'cards' is allowed)")
    cards = data["cards"]
    if not isinstance(cards, list):
        raise CardDataError(file, f"'cards' must be a list, got {_type_name(cards)}")
    return cards


def load_records(
    paths: Sequence[Path], schema: RecordSchema, extra_top: frozenset[str] = frozenset()
) -> list[dict[str, Any]]:
    """Every record of ``paths``, validated, defaults filled, in file order; each gets ``"_file"``.
    ``extra_top`` names further top-level keys a file may have besides "cards" (a header the caller
    reads and checks itself, see :func:`read_json`)."""
    records: list[dict[str, Any]] = []
    seen: dict[str, str] = {}
    for path in paths:
        path = Path(path)
        checker = _Checker(path.name, schema)
        for index, raw in enumerate(_read_cards(path, extra_top)):
            record = checker.record(index, raw)
            first = seen.get(record["id"])
            if first is not None:
                raise checker.fail(f"duplicate id {record['id']!r} (first in {first})", "id")
            seen[record["id"]] = path.name
            record["_file"] = path.name
            records.append(record)
    return records


def expand_copies(records: Iterable[Mapping[str, Any]], copies_field: str = "copies") -> list[dict[str, Any]]:
    """One dict per physical copy (``record[copies_field]``, 1 when absent); copies consecutive, order kept."""
    out: list[dict[str, Any]] = []
    for record in records:
        count = record.get(copies_field, 1)
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ValueError(f"card {record.get('id')!r}: bad {copies_field} {count!r}")
        out.extend(dict(record) for _ in range(count))
    return out
