"""Seeded random games of every registered game, shared by the conformance tests.

Every game is played for each of its player counts, ``CONFORMANCE_GAMES`` games each (default 3):
game 0 with the default options, game 1 with every number option at its minimum (short games: a
round limit, a low target), game 2 at its maximum, and so on round. A random player picks uniformly
among the legal actions of a uniformly chosen seat that must decide. Games are cached, so the tests
replay the same action lists:

    CONFORMANCE_GAMES=50 .venv/bin/python -m pytest tests/conformance
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Game
from civitas.engine.package import GamePackage
from civitas.engine.registry import all_game_ids, get_game, get_package
from civitas.engine.rng import Rng

GAMES = max(1, int(os.environ.get("CONFORMANCE_GAMES", "3")))
MAX_STEPS = 100_000  # a random game that takes longer than this does not end
VARIANTS = ("default", "minimum", "maximum")


def cases() -> list[tuple[str, int, int]]:
    """(game id, players, game index) for every registered game (test games included)."""
    out = []
    for game_id in all_game_ids():
        game = get_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            out.extend((game_id, players, index) for index in range(GAMES))
    return out


def case_id(case: tuple[str, int, int]) -> str:
    game_id, players, index = case
    return f"{game_id}-{players}p-{VARIANTS[index % len(VARIANTS)]}{index // len(VARIANTS) or ''}"


def options_for(game: Game[Any], players: int, index: int) -> dict[str, Any]:
    """The options of game ``index``: defaults, or every visible number option at an extreme."""
    variant = VARIANTS[index % len(VARIANTS)]
    options: dict[str, Any] = {"players": players}
    for spec in game.options:
        if spec.key == "players" or spec.hidden or spec.kind != "int" or variant == "default":
            continue
        options[spec.key] = spec.minimum if variant == "minimum" else spec.maximum
    return game.validate_options(options)


@dataclass
class Trajectory:
    """One finished random game: its options, seed, the actions and what each produced."""

    game_id: str
    options: dict[str, Any]
    seed: int
    opening: list[Event]
    steps: list[tuple[int, Action]] = field(default_factory=list)
    events: list[list[Event]] = field(default_factory=list)
    hashes: list[str] = field(default_factory=list)  # the state hash after each step

    @property
    def game(self) -> Game[Any]:
        return get_game(self.game_id)

    @property
    def package(self) -> GamePackage:
        return get_package(self.game_id)

    def start(self) -> Any:
        return self.game.start(self.options, self.seed)[0]

    def walk(self) -> Iterator[tuple[int, Any, int, Action]]:
        """(step index, state before the step, seat, action) for every step; the state is live and
        advances after the caller's loop body, so copy it to keep it."""
        game = self.game
        state = self.start()
        for index, (seat, action) in enumerate(self.steps):
            yield index, state, seat, action
            game.apply(state, seat, action)

    def final(self) -> Any:
        state = self.start()
        for seat, action in self.steps:
            self.game.apply(state, seat, action)
        return state


@functools.cache
def trajectory(game_id: str, players: int, index: int) -> Trajectory:
    """Play game ``index`` of ``game_id`` at ``players`` seats with a seeded random player. Fails
    if a seat that must decide has no legal action or the game does not end in MAX_STEPS."""
    game = get_game(game_id)
    options = options_for(game, players, index)
    seed = 7919 * index + 101 * players + 13
    state, opening = game.start(options, seed)
    out = Trajectory(game_id, options, seed, opening)
    rng = Rng(seed * 2 + 1)
    while not game.is_over(state):
        movers = game.to_move(state)
        assert movers, f"{game_id}: the game is not over but nobody has to decide (step {len(out.steps)})"
        seat = movers[rng.below(len(movers))]
        legal = game.legal_actions(state, seat)
        assert legal, f"{game_id}: seat {seat} must decide but has no legal action (step {len(out.steps)})"
        action = legal[rng.below(len(legal))]
        produced = game.apply(state, seat, action)
        game.name_events(state, produced)  # as a session does when a step enters the log
        out.events.append(produced)
        out.steps.append((seat, action))
        out.hashes.append(game.state_hash(state))
        assert len(out.steps) < MAX_STEPS, f"{game_id}: a random game did not end in {MAX_STEPS} steps"
    return out


def sampled(index: int, total: int, per_game: int) -> bool:
    """Whether step ``index`` of ``total`` is one of about ``per_game`` evenly spread ones (always the
    first and the last), so that a check costs the same on a long game as on a short one."""
    return index % max(1, total // per_game) == 0 or index == total - 1


# --- comparing states field by field ---------------------------------------------------------------
_PLAIN = (int, float, str, bool, type(None))


def field_names(obj: Any) -> list[str]:
    """Every instance attribute: the ``__slots__`` of the class and its bases, and ``__dict__``."""
    names: list[str] = []
    for cls in type(obj).__mro__:
        # A class compiled by mypyc lists its attributes in ``__mypyc_attrs__`` (no slots, no dict).
        slots = cls.__dict__.get("__slots__", ()) or cls.__dict__.get("__mypyc_attrs__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            # ``_ratings`` (engine.ratings) is a cache of derived figures, no part of the position
            if name not in ("__dict__", "__weakref__", "_ratings") and name not in names:
                names.append(name)
    names.extend(k for k in getattr(obj, "__dict__", {}) if k not in names)
    return names


def differences(a: Any, b: Any, path: str = "state") -> list[str]:
    """Where ``b`` differs from ``a``: types, lengths, values, and attributes set on one only."""
    if type(a) is not type(b):
        return [f"{path}: {type(a).__name__} {a!r:.60} vs {type(b).__name__} {b!r:.60}"]
    if isinstance(a, _PLAIN):
        return [] if a == b else [f"{path}: {a!r:.60} vs {b!r:.60}"]
    if isinstance(a, list | tuple):
        if len(a) != len(b):
            return [f"{path}: length {len(a)} vs {len(b)}"]
        return [d for i, (x, y) in enumerate(zip(a, b, strict=True)) for d in differences(x, y, f"{path}[{i}]")]
    if isinstance(a, dict):
        if set(a) != set(b):
            return [f"{path}: keys {sorted(map(str, set(a) ^ set(b)))}"]
        return [d for k in a for d in differences(a[k], b[k], f"{path}[{k!r}]")]
    if isinstance(a, set | frozenset):
        return [] if a == b else [f"{path}: {a!r:.60} vs {b!r:.60}"]
    out: list[str] = []
    names = field_names(a)
    if not names:
        return [f"{path}: cannot compare a {type(a).__name__}"]
    for name in names:
        has_a, has_b = hasattr(a, name), hasattr(b, name)
        if has_a != has_b:
            out.append(f"{path}.{name}: set on {'the original' if has_a else 'the copy'} only")
        elif has_a:
            out.extend(differences(getattr(a, name), getattr(b, name), f"{path}.{name}"))
    return out


# --- actions that should be refused ----------------------------------------------------------------
def mutations(action: Action) -> list[Action]:
    """Near misses of a legal action: each argument nudged, dropped, or one added."""
    out: list[Action] = [(), ("no_such_action",), (*action, 0)]
    if len(action) > 1:
        out.append(action[:-1])
    if action:
        out.append(("no_such_action", *action[1:]))
    for i in range(1, len(action)):
        value = action[i]
        changed: list[Any]
        if isinstance(value, bool):
            changed = [not value]
        elif isinstance(value, int):
            changed = [value + 1, value - 1, -1, 99]
        elif isinstance(value, str):
            changed = ["no_such_value", value + "_"]
        else:
            changed = [None]
        out.extend((*action[:i], v, *action[i + 1 :]) for v in changed)
    return out


def played_actions(traj: Trajectory) -> list[Action]:
    """Every distinct action of a game: legal once, for some seat in some phase."""
    return list(dict.fromkeys(action for _, action in traj.steps))


def candidates(game: Game[Any], state: Any, seat: int, pool: list[Action], rng: Rng, limit: int = 12) -> list[Action]:
    """Up to ``limit`` actions to ask ``why_not`` about: some legal for other seats now, some played
    at other moments of the game, near misses of this seat's (or others') legal actions."""
    found: list[Action] = []
    for other in range(game.num_seats(state)):
        if other != seat:
            found.extend(game.legal_actions(state, other)[:3])
    found.extend(pool[rng.below(len(pool))] for _ in range(min(4, len(pool))))
    own = game.legal_actions(state, seat) or found
    for _ in range(3):
        if own:
            found.extend(mutations(own[rng.below(len(own))]))
    rng.shuffle(found)
    return list(dict.fromkeys(found))[:limit]
