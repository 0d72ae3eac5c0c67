"""The strict card-data loader: every problem names the file, the card and the field; defaults are filled;
copies are expanded."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from civitas.engine.carddata import CardDataError, FieldSpec, OpSpec, RecordSchema, expand_copies, load_records

COLOURS = ("red", "blue")
SCHEMA = RecordSchema(
    kinds={
        "thing": (
            FieldSpec("copies", "int", default=1, minimum=1),
            FieldSpec("name", "text", required=True),
            FieldSpec("cost", "int", minimum=0, maximum=9),
            FieldSpec("deck", "choice", required=True, choices=("A", "B")),
            FieldSpec("banners", "colours", choices=COLOURS),
            FieldSpec("flag", "bool", default=True),
            FieldSpec("note", "str"),
            FieldSpec("action", "effect"),
        ),
        "other": (FieldSpec("name", "text", required=True),),
    },
    ops={
        "action": {
            "gain": OpSpec("gain", {"coins": "int", "knowledge": "int"}, optional=frozenset({"knowledge"})),
            "tag": OpSpec("tag", {"label": "str", "on": "bool"}),
        }
    },
)
NAME = {"ru": "Вещь", "en": "Thing"}


def thing(**fields: Any) -> dict[str, Any]:
    return {"kind": "thing", "id": "crane", "name": NAME, "deck": "A"} | fields


def write(folder: Path, file: str, cards: Any) -> Path:
    path = folder / file
    path.write_text(json.dumps({"cards": cards}, ensure_ascii=False), encoding="utf-8")
    return path


def load_one(tmp_path: Path, record: Any, file: str = "empire_a.json") -> list[dict[str, Any]]:
    return load_records([write(tmp_path, file, [record])], SCHEMA)


def test_defaults_are_filled_and_file_recorded(tmp_path: Path):
    [rec] = load_one(tmp_path, thing())
    assert rec == {
        "kind": "thing",
        "id": "crane",
        "name": NAME,
        "deck": "A",
        "copies": 1,
        "cost": 0,
        "banners": [],
        "flag": True,
        "note": "",
        "action": None,
        "_file": "empire_a.json",
    }


def test_given_values_and_effects_come_back_as_plain_dicts(tmp_path: Path):
    [rec] = load_one(tmp_path, thing(cost=3, banners=["red", "red"], flag=False, action={"op": "gain", "coins": 2}))
    assert rec["cost"] == 3 and rec["banners"] == ["red", "red"] and rec["flag"] is False
    assert rec["action"] == {"op": "gain", "coins": 2}


def test_records_keep_file_order_across_files(tmp_path: Path):
    a = write(tmp_path, "a.json", [thing(id="x"), thing(id="y")])
    b = write(tmp_path, "b.json", [{"kind": "other", "id": "z", "name": NAME}])
    recs = load_records([b, a], SCHEMA)
    assert [(r["id"], r["_file"]) for r in recs] == [("z", "b.json"), ("x", "a.json"), ("y", "a.json")]


# (record, card id in the message, field in the message, words of the problem)
BAD_RECORDS = [
    (thing(cots_coins=1), "crane", "cots_coins", "unknown field"),
    (thing(kind="wonder"), "crane", "kind", "unknown kind"),
    ({"id": "crane", "name": NAME, "deck": "A"}, "crane", "kind", "missing required field"),
    ({"kind": "thing", "id": "crane", "deck": "A"}, "crane", "name", "missing required field"),
    (thing(deck=None), "crane", "deck", "expected a string"),
    (thing(cost="3"), "crane", "cost", "expected an integer"),
    (thing(cost=True), "crane", "cost", "expected an integer"),
    (thing(cost=1.0), "crane", "cost", "expected an integer"),
    (thing(flag=1), "crane", "flag", "expected true or false"),
    (thing(note=5), "crane", "note", "expected a string"),
    (thing(cost=-1), "crane", "cost", "below the minimum"),
    (thing(cost=10), "crane", "cost", "above the maximum"),
    (thing(copies=0), "crane", "copies", "below the minimum"),
    (thing(deck="C"), "crane", "deck", "unknown choice"),
    (thing(banners=["red", "pink"]), "crane", "banners", "unknown colour"),
    (thing(banners="red"), "crane", "banners", "expected a list"),
    (thing(name={"ru": "Вещь"}), "crane", "name", "missing the 'en' text"),
    (thing(name={"ru": "", "en": "Thing"}), "crane", "name", "non-empty"),
    (thing(name={"ru": "Вещь", "en": "Thing", "de": "Ding"}), "crane", "name", "unknown language"),
    (thing(name="Thing"), "crane", "name", "expected"),
    (thing(action={"op": "fly"}), "crane", "action", "unknown op"),
    (thing(action={"coins": 1}), "crane", "action", "without 'op'"),
    (thing(action={"op": "gain", "coins": 1, "gems": 2}), "crane", "action", "unknown parameter 'gems'"),
    (thing(action={"op": "gain", "knowledge": 1}), "crane", "action", "missing parameter 'coins'"),
    (thing(action={"op": "gain", "coins": False}), "crane", "action", "expected an integer"),
    (thing(action={"op": "tag", "label": 1, "on": True}), "crane", "action", "expected a string"),
    (thing(action={"op": "tag", "label": "x", "on": 0}), "crane", "action", "expected true or false"),
    (thing(action=[1]), "crane", "action", "expected null"),
    (thing(id=""), None, "id", "non-empty string"),
    (thing(id=7), None, "id", "non-empty string"),
]


@pytest.mark.parametrize(("record", "card", "field", "problem"), BAD_RECORDS)
def test_each_bad_record_is_named_by_file_card_and_field(tmp_path: Path, record, card, field, problem):
    with pytest.raises(CardDataError) as caught:
        load_one(tmp_path, record)
    message = str(caught.value)
    assert message.startswith("empire_a.json: ")
    if card is not None:
        assert f"card {card!r}" in message
    assert f"{field!r}" in message and problem in message
    assert (caught.value.file, caught.value.card, caught.value.field) == ("empire_a.json", card, field)


def test_unknown_field_message_reads_naturally(tmp_path: Path):
    with pytest.raises(CardDataError, match=r"^empire_a\.json: card 'crane': unknown field 'cots_coins'"):
        load_one(tmp_path, thing(cots_coins=1))


def test_missing_id_names_the_record_number(tmp_path: Path):
    with pytest.raises(CardDataError, match=r"^x\.json: record #2: missing required field 'id'"):
        load_records([write(tmp_path, "x.json", [thing(), {"kind": "thing"}])], SCHEMA)


def test_a_record_that_is_not_an_object_is_refused(tmp_path: Path):
    with pytest.raises(CardDataError, match=r"^x\.json: record #1 is list"):
        load_records([write(tmp_path, "x.json", [[1]])], SCHEMA)


def test_duplicate_id_across_files_names_both_files(tmp_path: Path):
    a = write(tmp_path, "empire_a.json", [thing()])
    b = write(tmp_path, "empire_b.json", [thing(deck="B")])
    with pytest.raises(CardDataError) as caught:
        load_records([a, b], SCHEMA)
    assert str(caught.value).startswith("empire_b.json: card 'crane': ")
    assert "duplicate id 'crane'" in str(caught.value) and "empire_a.json" in str(caught.value)
    assert caught.value.field == "id"


def test_duplicate_id_in_one_file(tmp_path: Path):
    with pytest.raises(CardDataError, match="duplicate id 'crane'"):
        load_records([write(tmp_path, "a.json", [thing(), thing()])], SCHEMA)


def test_bad_json_reports_the_position(tmp_path: Path):
    path = tmp_path / "titans.json"
    path.write_text('{"cards": [\n  {"kind": "thing",}\n]}', encoding="utf-8")
    with pytest.raises(CardDataError, match=r"^titans\.json: bad JSON at line 2 column \d+"):
        load_records([path], SCHEMA)


@pytest.mark.parametrize(
    "top",
    [[], {"cards": {}}, {"records": []}, {"cards": [], "version": 1}, "cards"],
)
def test_the_top_level_must_be_exactly_a_cards_list(tmp_path: Path, top: Any):
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(top), encoding="utf-8")
    with pytest.raises(CardDataError, match=r"^odd\.json: "):
        load_records([path], SCHEMA)


def test_a_missing_file_is_a_card_data_error(tmp_path: Path):
    with pytest.raises(CardDataError, match=r"^nowhere\.json: cannot read"):
        load_records([tmp_path / "nowhere.json"], SCHEMA)


def test_the_first_problem_is_reported(tmp_path: Path):
    with pytest.raises(CardDataError, match="'cost'"):
        load_records([write(tmp_path, "a.json", [thing(id="a", cost=-1), thing(id="b", deck="Z")])], SCHEMA)


def test_expand_copies_keeps_order_and_puts_copies_together(tmp_path: Path):
    path = write(tmp_path, "a.json", [thing(id="x", copies=3), thing(id="y"), thing(id="z", copies=2)])
    physical = expand_copies(load_records([path], SCHEMA))
    assert [r["id"] for r in physical] == ["x", "x", "x", "y", "z", "z"]
    physical[0]["cost"] = 5
    assert physical[1]["cost"] == 0  # every copy is its own dict


def test_expand_copies_with_another_field_name():
    assert [r["id"] for r in expand_copies([{"id": "a", "n": 2}, {"id": "b"}], copies_field="n")] == ["a", "a", "b"]


def test_schema_specs_refuse_unknown_types():
    with pytest.raises(ValueError):
        FieldSpec("x", "float")
    with pytest.raises(ValueError):
        OpSpec("x", {"a": "float"})
    with pytest.raises(ValueError):
        OpSpec("x", {"a": "int"}, optional=frozenset({"b"}))
