"""The compiled build plays the same rules as the pure-Python one: seeded random and computer games of every
registered game give the same state hash after every step under ``CIVITAS_PURE=1`` (a subprocess) as in the
compiled build running the tests. Only meaningful, and only run, where the compiled modules are in use."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from build_traces import traces

import civitas.compiled as compiled
from sizes import per_commit_and_nightly

SCRIPT = Path(__file__).resolve().parent / "build_traces.py"

pytestmark = pytest.mark.skipif(not compiled.status.startswith("compiled"),
                                reason="the compiled modules are not in use: there is nothing to compare")


@pytest.mark.parametrize("size", per_commit_and_nightly("quick", "full", "games"))
def test_the_compiled_and_pure_builds_reach_the_same_state_hash_after_every_step(size: str):
    env = dict(os.environ, CIVITAS_PURE="1")
    pure_run = subprocess.Popen([sys.executable, str(SCRIPT), size], env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)  # the pure build plays while this one does
    here = traces(size)
    out, err = pure_run.communicate(timeout=3600)
    assert pure_run.returncode == 0, err
    pure = json.loads(out)
    assert pure["build"].startswith("pure Python") and here["build"].startswith("compiled")
    assert set(pure["traces"]) == set(here["traces"])
    for case, hashes in here["traces"].items():
        other = pure["traces"][case]
        first = next((i for i, (a, b) in enumerate(zip(hashes, other, strict=False)) if a != b), None)
        assert first is None and len(hashes) == len(other), (
            f"{case}: the builds part at step {first if first is not None else min(len(hashes), len(other))}")
        assert hashes, case
