"""Helpers shared by the games' AI tests (tests/games/<game>/test_ai.py and the search tests): decision points
of a seeded game played by a game's quick policy (against random moves, if asked), one game of the policy
against random players, and the checks a reason's text must pass in every language."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, Self, TypeVar

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.knowledge import Knowledge
from civitas.engine.log import render
from civitas.engine.rng import Rng


class _Copyable(Protocol):
    def copy(self) -> Self: ...


S = TypeVar("S", bound=_Copyable)
#: Whether a decision point is kept: ``keep(state, seat, legal)``.
Keep = Callable[[Any, int, list[Action]], bool]


def _move(game: Game[Any], knowledge: Knowledge, s: Any, seat: int, legal: list[Action], rng: Rng,
          policy: bool, on_view: bool) -> Action:  # fmt: skip
    if not policy:
        return legal[rng.below(len(legal))]
    return knowledge.policy(game, game.view(s, seat) if on_view else s, seat, legal, rng)


def positions(
    game: Game[S],
    knowledge: Knowledge,
    options: dict[str, Any],
    seed: int,
    every: int = 3,
    policy_seats: int = 99,
    on_view: bool = True,
    keep: Keep | None = None,
    max_steps: int | None = None,
) -> list[tuple[S, int]]:
    """(state, seat to move) at every ``every``-th decision point of a game seeded with ``seed`` (those
    ``keep`` accepts, if given): seats below ``policy_seats`` play the quick policy (on their view, or on
    the whole state when not ``on_view``), the others random moves. With ``max_steps`` the game must end
    within that many moves."""
    s = game.new_state(options, seed)
    rng = Rng(seed)
    out: list[tuple[S, int]] = []
    step = 0
    while not game.is_over(s) and (max_steps is None or step < max_steps):
        seat = game.to_move(s)[0]
        legal = game.legal_actions(s, seat)
        if step % every == 0 and (keep is None or keep(s, seat, legal)):
            out.append((s.copy(), seat))
        game.apply(s, seat, _move(game, knowledge, s, seat, legal, rng, seat < policy_seats, on_view))
        step += 1
    assert game.is_over(s), "the seeded game ends"
    return out


def policy_vs_random(
    game: Game[Any],
    knowledge: Knowledge,
    options: dict[str, Any],
    seed: int,
    seat: int,
    rng: Rng,
    on_view: bool = True,
    max_steps: int | None = None,
) -> float:
    """``seat``'s reward in one game seeded with ``seed`` where it plays the quick policy and every other
    seat random moves (at most ``max_steps`` moves, if given)."""
    s = game.new_state(options, seed)
    steps = 0
    while not game.is_over(s) and (max_steps is None or steps < max_steps):
        p = game.to_move(s)[0]
        legal = game.legal_actions(s, p)
        game.apply(s, p, _move(game, knowledge, s, p, legal, rng, p == seat, on_view))
        steps += 1
    return game.rewards(s)[seat]


def template_args(template: str) -> set[str]:
    """The argument names a message template uses (``{card}``, ``{n|card|cards}``)."""
    return {m.group(1) for m in re.finditer(r"\{(\w+)", template)}


def reason_texts(
    hints: Mapping[str, Mapping[str, str]],
    key: str,
    args: dict[str, Any],
    catalogs: Mapping[str, dict[str, str]],
    names: Sequence[str],
) -> dict[str, str]:
    """A reason's text in every language of ``catalogs``, after checking that its template in ``hints`` gets
    every argument it uses and that nothing is left unrendered."""
    out: dict[str, str] = {}
    for lang, catalog in catalogs.items():
        template = hints[lang][key]
        assert template_args(template) <= set(args), (key, lang)
        text = render(template, args, catalog, lang, names)
        assert "@" not in text and "{" not in text, (key, lang, text)
        out[lang] = text
    return out


def check_quick_moves(
    game: Game[Any], knowledge: Knowledge, s: Any, seat: int, rng: Rng, kept: Sequence[Action]
) -> None:
    """On the state and on ``seat``'s view of it: the policy's move is legal, the candidates are legal and
    never none, and each action of ``kept`` that is legal is among them."""
    legal = game.legal_actions(s, seat)
    for position in (s, game.view(s, seat)):
        assert knowledge.policy(game, position, seat, legal, rng) in legal
        worth = knowledge.candidates(game, position, seat, legal)
        assert worth and all(a in legal for a in worth)
        for keep in kept:
            if keep in legal:
                assert keep in worth, keep
