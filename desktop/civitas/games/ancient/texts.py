"""Actions in words (filled in below)."""

from __future__ import annotations

from collections.abc import Sequence

from civitas.engine.actions import Action
from civitas.games.ancient.state import AncientState


def describe(state: AncientState, action: Action, lang: str, names: Sequence[str]) -> str:
    return " ".join(str(a) for a in action)
