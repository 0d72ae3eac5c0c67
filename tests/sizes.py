"""Sizes of the tests that come in two: a cheap one for every commit and a large one for the nightly run.

``per_commit_and_nightly(cheap, nightly, unit)`` is a ``parametrize`` list (or fixture ``params``) of the two,
the large one marked ``slow`` (see tests/conftest.py), with ids that say how large each is ("3-games").
"""

from __future__ import annotations

from typing import Any

import pytest


def per_commit_and_nightly(cheap: Any, nightly: Any, unit: str) -> list[Any]:
    return [
        pytest.param(cheap, id=f"{cheap}-{unit}"),
        pytest.param(nightly, id=f"{nightly}-{unit}", marks=pytest.mark.slow),
    ]
