from __future__ import annotations

from typing import Any

import pytest

from civitas.engine.game import Game
from civitas.engine.registry import get_game


@pytest.fixture
def tiny() -> Game[Any]:
    return get_game("tiny")


def play_to_turn(game: Game[Any], state: Any) -> Any:
    """Finish the simultaneous pace phase (everyone picks 1) so a seat is on turn."""
    while game.to_move(state) and state.phase == "pace":
        seat = game.to_move(state)[0]
        game.apply(state, seat, ("pace", 1))
    return state
