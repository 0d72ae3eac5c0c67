"""Fuzzing saves: whatever a save file holds, loading it gives a playable game or a clear load error.

Per commit the damaged-save fuzz runs 200 cases; the nightly run (marked ``slow``) runs 2,000, or
CIVITAS_FUZZ_CASES when set (``tools/test.sh --all`` sets 20,000). CIVITAS_FUZZ_REPORT names a file to get the
outcome counts as JSON (they are also printed; see them with ``pytest -s``):
``CIVITAS_FUZZ_CASES=20000 .venv/bin/pytest -s -m slow tests/storage/test_save_fuzz.py``.
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))
from save_fuzz import KINDS, base_saves, check_load, lenient_hash, mutate  # noqa: E402

NIGHTLY_CASES = int(os.environ.get("CIVITAS_FUZZ_CASES", "2000"))


def report(title: str, outcomes: Counter[str]) -> None:
    lines = [f"{title}: {sum(outcomes.values())} cases"]
    lines += [f"  {code}: {count}" for code, count in outcomes.most_common()]
    print("\n".join(lines))
    target = os.environ.get("CIVITAS_FUZZ_REPORT")
    if target:
        with open(target, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"test": title, "cases": sum(outcomes.values()), **outcomes}) + "\n")


@pytest.mark.parametrize("cases", [pytest.param(200, id="200-cases"),
                                   pytest.param(NIGHTLY_CASES, id="nightly-cases", marks=pytest.mark.slow)])
def test_every_damaged_or_crafted_save_loads_playable_or_gives_a_load_error(tmp_path: Path, cases: int):
    bases = base_saves()
    folder = tmp_path / "saves"
    folder.mkdir()
    other = folder / "other.civitas.json"  # a save beside the damaged ones: never touched
    other.write_bytes(bases["heroes-4"])
    outcomes: Counter[str] = Counter()
    kinds: Counter[str] = Counter()

    @settings(
        max_examples=cases, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck)
    )
    @given(name=st.sampled_from(sorted(bases)), kind=st.sampled_from(KINDS), seed=st.integers(0, 2**64 - 1))
    def one_case(name: str, kind: str, seed: int) -> None:
        rnd = random.Random(seed)  # the damage's details (a failure prints name, kind and seed to replay it)
        kinds[kind] += 1
        from_disk = sum(kinds.values()) % 10 == 0  # one case in ten goes through real files
        check_load(mutate(bases[name], kind, rnd), folder, outcomes, rnd, from_disk)

    one_case()
    report("save fuzz", outcomes)
    assert other.read_bytes() == bases["heroes-4"]
    assert sum(outcomes.values()) >= cases
    assert set(kinds) == set(KINDS)
    # Both ends are reached: games that load and play, and load errors of many kinds.
    assert outcomes["loaded, playable"] > cases // 50
    assert len([code for code in outcomes if code.startswith("save.")]) >= (8 if cases >= 2000 else 6)


ODD_VALUES: list[Any] = [None, True, 1.0, -1, 2**64, "x", "\ud800", [], {}, [[1]]]


def _field_paths(data: Any) -> list[tuple[Any, ...]]:
    """Every field of the save but those of moves after the third (they are all alike)."""
    out: list[tuple[Any, ...]] = []

    def walk(node: Any, path: tuple[Any, ...]) -> None:
        if path[:2] == ("record", "steps") and len(path) > 2 and path[2] >= 3:
            return
        if path:
            out.append(path)
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, (*path, key))
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, (*path, index))

    walk(data, ())
    return out


def test_a_wrong_value_in_any_field_gives_a_load_error_or_a_playable_game(tmp_path: Path):
    rnd = random.Random(5)
    outcomes: Counter[str] = Counter()
    for name in ("tiny-pace", "heroes-tutorial"):
        original = json.loads(base_saves()[name])
        for path in _field_paths(original):
            for value in [*ODD_VALUES, "<deleted>"]:
                data = json.loads(base_saves()[name])
                parent = data
                for key in path[:-1]:
                    parent = parent[key]
                if value == "<deleted>":
                    del parent[path[-1]]
                else:
                    parent[path[-1]] = value
                data["state_hash"] = lenient_hash(data) or data.get("state_hash")  # a careful crafter
                check_load(json.dumps(data).encode("utf-8"), tmp_path, outcomes, rnd, from_disk=False)
    report("every field", outcomes)
    assert sum(outcomes.values()) > 500
    assert outcomes["save.bad_record"] and outcomes["save.damaged"] and outcomes["save.replay_failed"]


def test_a_list_of_moves_cut_short_still_loads_and_plays(tmp_path: Path):
    rnd = random.Random(9)
    outcomes: Counter[str] = Counter()
    for raw in base_saves().values():
        data = json.loads(raw)
        steps = data["record"]["steps"]
        for keep in sorted({0, 1, len(steps) // 3, len(steps) // 2, len(steps) - 1}):
            data["record"]["steps"] = steps[:keep]
            data["state_hash"] = lenient_hash(data)
            check_load(json.dumps(data).encode("utf-8"), tmp_path, outcomes, rnd)
    assert set(outcomes) == {"loaded, playable"}, outcomes
