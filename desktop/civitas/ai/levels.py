"""Difficulty levels as data, and ``choose``: the single entry point for an AI move."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from civitas.ai.ismcts import ProgressFn, SearchResult, plan_after, root_actions, search
from civitas.ai.knowledge import DEFAULT, Knowledge, evaluator_for, knowledge_for
from civitas.ai.plans import PlanBook
from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.rng import Rng


@dataclass(frozen=True, slots=True)
class Level:
    """How hard an AI plays.

    ``iterations`` and ``seconds`` bound the search (whichever comes first; 0 iterations means a uniformly
    random legal move). ``evaluation`` says how a rollout's end position is judged: ``"full"`` with the
    game's evaluation, ``"basic"`` with its simpler one (say, the race to the goal without the economy; see
    :func:`civitas.ai.knowledge.evaluator_for`), ``"none"`` with the crude default (equal shares until the
    end). ``game_policy`` chooses the game's rollout policy over uniform random moves. After the search,
    with probability ``noise`` the move is picked at random among the ``noise_top`` best; otherwise, if
    ``temperature`` > 0, it is sampled with weights ``visits ** (1 / temperature)``; otherwise the most
    visited move is played. ``policy`` (0 iterations, game policy) plays the game's quick rollout policy
    alone: a baseline for the ladder, not offered to players. A game may adjust a level's search for
    itself (see :func:`for_game`).
    """

    name: str
    iterations: int
    seconds: float
    rollout_depth: int
    evaluation: str
    game_policy: bool
    noise: float = 0.0
    noise_top: int = 3
    temperature: float = 0.0
    exploration: float = 0.7
    prior_weight: float = 0.0  # progressive bias by the game's prior (0: none; see ismcts.search)
    stop_when_decided: bool = False  # stop once the most visited move is settled (only for noise-free levels)
    horizon: int = 0  # rollouts stop after this many rounds end (0: depth only; needs the game's turn_mark)


LEVELS: dict[str, Level] = {
    "random": Level("random", 0, 0.0, 0, "none", False),
    "policy": Level("policy", 0, 0.0, 0, "none", True),  # the game's quick policy alone, no search
    "easy": Level("easy", 40, 0.25, 4, "full", True, noise=0.35, noise_top=3, temperature=1.0),
    # Normal searches less, judges the position more plainly (the game's ``basic_evaluate``) and now
    # and then plays its second choice: a middle step between Easy and Hard.
    "normal": Level("normal", 250, 0.8, 8, "basic", True, noise=0.05, noise_top=2),
    # Hard stops searching once its move is settled: the same move, sooner (hints search on, their
    # runners-up need their visits).
    "hard": Level("hard", 1500, 2.5, 16, "full", True, stop_when_decided=True),
    # The search behind hints and coach notes: quick, with the full evaluation and no noise.
    "hint": Level("hint", 400, 0.8, 10, "full", True),
}


def get_level(level: Level | str) -> Level:
    if isinstance(level, Level):
        return level
    try:
        return LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}") from None


def without_time_limit(level: Level | str) -> Level:
    """The same level bounded by iterations only, so results depend on the seed alone (tests, ladders)."""
    return replace(get_level(level), seconds=1e9)


#: What a game may not change about a level: its identity and its wall-clock bound (ladders lift it).
FIXED_FIELDS = ("name", "seconds")


def for_game(level: Level, knowledge: Knowledge) -> Level:
    """The level as ``knowledge``'s game plays it: the game's optional ``level_overrides(name)`` (see
    :meth:`civitas.engine.knowledge.BaseKnowledge.level_overrides`) replaces fields of the level, say
    a prior weight or a rollout depth that fits the game's rhythm. A game without the method, or with
    nothing to say for this level, plays it unchanged; ``name`` and ``seconds`` are never changed."""
    hook = getattr(knowledge, "level_overrides", None)
    changes = dict(hook(level.name)) if hook is not None else {}
    for key in FIXED_FIELDS:
        changes.pop(key, None)
    return replace(level, **changes) if changes else level


def level_search(
    game: Game[Any],
    view: Any,
    seat: int,
    level: Level,
    rng: Rng,
    progress: ProgressFn | None = None,
    knowledge: Knowledge | None = None,
) -> SearchResult:
    """Run the search a level allows, as the game adjusts it (without the level's move noise)."""
    know = knowledge or knowledge_for(game.id)
    level = for_game(level, know)
    return search(
        game,
        view,
        seat,
        rng,
        iterations=level.iterations,
        seconds=level.seconds,
        rollout_depth=level.rollout_depth,
        knowledge=know if level.game_policy else DEFAULT,
        evaluator=evaluator_for(know, level.evaluation),
        exploration=level.exploration,
        progress=progress,
        prior_weight=level.prior_weight,
        stop_when_decided=level.stop_when_decided,
        horizon=level.horizon,
    )


def pick(result: SearchResult, level: Level, rng: Rng) -> Action:
    """The level's move from a search result: the best, or a noisy pick among the top moves."""
    ranked = [s for s in result.ranked if s.visits > 0] or result.ranked
    if level.noise > 0 and len(ranked) > 1 and rng.below(1_000_000) < level.noise * 1_000_000:
        top = ranked[: max(1, level.noise_top)]
        return top[rng.below(len(top))].action
    if level.temperature > 0 and len(ranked) > 1:
        weights = [math.pow(max(s.visits, 1), 1.0 / level.temperature) for s in ranked]
        x = (rng.below(1 << 53) / float(1 << 53)) * sum(weights)
        for s, w in zip(ranked, weights, strict=True):
            x -= w
            if x < 0:
                return s.action
        return ranked[-1].action
    return ranked[0].action


def choose(
    game: Game[Any],
    view: Any,
    seat: int,
    level: Level | str,
    rng: Rng,
    progress: ProgressFn | None = None,
    plans: PlanBook | None = None,
) -> Action:
    """The AI's move for ``seat``. ``view`` must be ``game.view(state, seat)``, never the full state.

    With one legal action it is returned at once; the result depends only on the view, the level
    and ``rng`` (and, when the level's time limit is reached first, on the machine's speed). With a
    ``plans`` book the seat plays the rest of its last search's plan when the position is the one that
    search foresaw, and keeps the new search's plan for its next decisions.
    """
    know = knowledge_for(game.id)
    lvl = for_game(get_level(level), know)
    legal = root_actions(game, view, seat, rng)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide")
    if len(legal) == 1:
        if progress is not None:
            progress(1.0)
        return legal[0]
    if plans is not None:
        planned = plans.take(game, view, seat, lvl.name)
        if planned is not None:
            if progress is not None:
                progress(1.0)
            return planned
    if lvl.iterations <= 0:
        if progress is not None:
            progress(1.0)
        if lvl.game_policy:
            return know.policy(game, view, seat, legal, rng)
        return legal[rng.below(len(legal))]
    if lvl.game_policy:
        worth = know.candidates(game, view, seat, legal)
        if len(worth) == 1:  # the game's knowledge says nothing else is worth a thought
            if progress is not None:
                progress(1.0)
            return worth[0]
    result = level_search(game, view, seat, lvl, rng, progress, know)
    action = pick(result, lvl, rng)
    if plans is not None:
        plans.keep(game, seat, lvl.name, plan_after(game, view, seat, result, action, rng))
    return action
