"""The generic "data" field kind of the card loader (nested programs checked by a callable) and extra
top-level keys; other field kinds and loaders are unchanged."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from civitas.engine.carddata import CardDataError, FieldSpec, RecordSchema, load_records


def _program(value: Any) -> str | None:
    if not isinstance(value, list) or not all(isinstance(op, list) and op and isinstance(op[0], str) for op in value):
        return f"not a program: {value!r}"
    return None


SCHEMA = RecordSchema(
    kinds={
        "card": (
            FieldSpec("name", "text", required=True),
            FieldSpec("play", "data", default=[], check=_program),
            FieldSpec("extra", "data"),
        )
    }
)
NAME = {"ru": "Карта", "en": "Card"}


def _write(tmp_path: Path, cards: list[Any], **top: Any) -> Path:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"cards": cards, **top}), encoding="utf-8")
    return path


def test_a_data_field_keeps_a_nested_program_and_fills_its_default(tmp_path: Path):
    path = _write(tmp_path, [{"kind": "card", "id": "a", "name": NAME, "play": [["gain", "materials", 2]]},
                             {"kind": "card", "id": "b", "name": NAME}])  # fmt: skip
    a, b = load_records([path], SCHEMA)
    assert a["play"] == [["gain", "materials", 2]] and a["extra"] is None
    assert b["play"] == [] and b["play"] is not SCHEMA.kinds["card"][1].default


def test_a_data_field_reports_its_checks_problem_with_file_card_and_field(tmp_path: Path):
    path = _write(tmp_path, [{"kind": "card", "id": "a", "name": NAME, "play": [5]}])
    with pytest.raises(CardDataError) as info:
        load_records([path], SCHEMA)
    assert info.value.card == "a" and info.value.field == "play" and "not a program" in str(info.value)


def test_a_data_field_without_check_takes_any_json(tmp_path: Path):
    path = _write(tmp_path, [{"kind": "card", "id": "a", "name": NAME, "extra": {"x": [1, {"y": None}]}}])
    [a] = load_records([path], SCHEMA)
    assert a["extra"] == {"x": [1, {"y": None}]}


def test_only_a_data_field_takes_a_check():
    with pytest.raises(ValueError):
        FieldSpec("n", "int", check=_program)


def test_extra_top_level_keys_are_refused_unless_named(tmp_path: Path):
    path = _write(tmp_path, [{"kind": "card", "id": "a", "name": NAME}], nation={"id": "x"})
    with pytest.raises(CardDataError, match="unknown top-level key 'nation'"):
        load_records([path], SCHEMA)
    assert [r["id"] for r in load_records([path], SCHEMA, extra_top=frozenset({"nation"}))] == ["a"]
