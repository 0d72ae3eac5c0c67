"""The AI sees only a seat's view: states that differ only in what the seat cannot see look the same."""

from __future__ import annotations

import inspect

from civitas.ai import hints, ismcts, levels
from civitas.ai.hints import hint
from civitas.ai.levels import choose, without_time_limit
from civitas.engine.rng import Rng

from .conftest import play_to_turn


def _swap_hidden(tiny, state, seat):
    """A copy of ``state`` where every card hidden from ``seat`` (other hands, the deck) is reshuffled."""
    other = tiny.copy(state)
    hidden = [c for i, h in enumerate(other.hands) if i != seat for c in h] + other.deck
    rotated = hidden[1:] + hidden[:1]
    assert rotated != hidden
    k = 0
    for i, h in enumerate(other.hands):
        if i == seat:
            continue
        for j in range(len(h)):
            h[j] = rotated[k]
            k += 1
    other.deck = rotated[k:]
    other.rng = Rng(987654321)  # the future dice differ too
    return other


def test_hidden_cards_do_not_change_the_choice(tiny):
    for players, game_seed in ((2, 1), (3, 2), (4, 3)):
        a = play_to_turn(tiny, tiny.new_state(tiny.validate_options({"players": players}), game_seed))
        seat = a.turn
        b = _swap_hidden(tiny, a, seat)
        assert tiny.to_json(a) != tiny.to_json(b)
        va, vb = tiny.view(a, seat), tiny.view(b, seat)
        assert tiny.to_json(va) == tiny.to_json(vb)
        for level in ("easy", "normal", "hard"):
            lvl = without_time_limit(level)
            assert choose(tiny, va, seat, lvl, Rng(42)) == choose(tiny, vb, seat, lvl, Rng(42))
        assert hint(tiny, va, seat, without_time_limit("normal"), Rng(7)) == hint(
            tiny, vb, seat, without_time_limit("normal"), Rng(7)
        )


def test_hidden_pace_does_not_change_the_choice(tiny):
    a = tiny.new_state(tiny.validate_options({"players": 2}), 5)
    b = tiny.copy(a)
    tiny.apply(a, 0, ("pace", 0))
    tiny.apply(b, 0, ("pace", 1))
    assert tiny.to_json(tiny.view(a, 1)) == tiny.to_json(tiny.view(b, 1))
    lvl = without_time_limit("normal")
    assert choose(tiny, tiny.view(a, 1), 1, lvl, Rng(3)) == choose(tiny, tiny.view(b, 1), 1, lvl, Rng(3))


def _parameters(func: object) -> list[str]:
    """A function's parameter names; for a compiled (mypyc) function, which has no signature, read
    from its source."""
    try:
        return list(inspect.signature(func).parameters)  # type: ignore[arg-type]
    except ValueError:
        import ast

        from civitas.compiled import module_source

        tree = ast.parse(module_source(func.__module__).read_text(encoding="utf-8"))  # type: ignore[attr-defined]
        node = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == func.__name__)  # type: ignore[attr-defined]
        return [a.arg for a in node.args.args]


def test_entry_points_take_a_view_not_a_state():
    assert _parameters(choose)[:3] == ["game", "view", "seat"]
    assert _parameters(hint)[:3] == ["game", "view", "seat"]
    assert _parameters(ismcts.search)[:3] == ["game", "view", "seat"]


def test_no_qt_in_ai():
    import pathlib

    root = pathlib.Path(levels.__file__).parent
    for path in root.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide" not in text and "PyQt" not in text and "QtCore" not in text, path
    assert hints.__name__ == "civitas.ai.hints"
