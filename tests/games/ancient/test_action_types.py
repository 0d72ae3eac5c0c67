"""An action is legal only with exactly the types the game lists: a float or a bool in place of a
number, or a list in place of a tuple, is refused with a reason (a save file may hold anything)."""

from __future__ import annotations

from typing import Any

from civitas.engine.registry import get_game
from civitas.engine.rng import Rng


def _mistyped(action: Any) -> list[Any]:
    """Copies of ``action`` with one integer (nested ones included) turned into a float or a bool,
    or a tuple into a list."""
    out: list[Any] = []
    for i, part in enumerate(action):
        if type(part) is int:
            for wrong in (float(part), bool(part)):
                out.append(action[:i] + (wrong,) + action[i + 1:])
        elif type(part) is tuple:
            out.append(action[:i] + (list(part),) + action[i + 1:])
            for inner in _mistyped(part):
                out.append(action[:i] + (inner,) + action[i + 1:])
    return out


def test_ancient_refuses_actions_whose_numbers_are_not_integers():
    game = get_game("ancient")
    rng = Rng(3)
    checked = 0
    for seed in range(1, 6):
        state = game.new_state(game.validate_options({"players": 3}), seed)
        while not game.is_over(state):
            (seat,) = game.to_move(state)
            legal = game.legal_actions(state, seat)
            for action in legal:  # turn actions and the answers to pending decisions alike
                assert game.why_not(state, seat, action) is None
                for wrong in _mistyped(action):
                    assert game.why_not(state, seat, wrong) is not None, wrong
                    checked += 1
            game.apply(state, seat, legal[rng.below(len(legal))])
    assert checked > 500
