"""Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse, 2012).

The search only ever receives the searching seat's *view*. Each iteration samples a full state
consistent with it (``game.determinize``), walks the shared tree choosing among the actions legal
in that sample (UCB1 with availability counts), expands one node, plays a short rollout with the
knowledge policy, evaluates the position and backs up each seat's value: a node's statistics are
those of the seat that made the move leading into it. Chance (dice, draws) is sampled by ``apply``.
Simultaneous phases are played as if the seats in ``to_move`` acted one after another, the first
listed first (the searching seat first at the root).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from civitas.ai.knowledge import DEFAULT, Knowledge
from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.rng import Rng

ProgressFn = Callable[[float], object]
DECIDED_CHECK = 16  # how often (in iterations, a power of two) ``stop_when_decided`` looks at the root


class NoDecision(ValueError):
    """The searching seat has nothing to decide in this view."""


class _Node:
    __slots__ = ("seat", "action", "kids", "kids_seat", "more", "visits", "total", "avail", "prior")

    def __init__(self, seat: int, action: Action | None) -> None:
        self.seat = seat  # the seat that chose ``action`` to reach this node
        self.action = action
        # The children by the seat that moves from here and its action: those of the first seat seen
        # in ``kids`` (nearly always the only one), any other seat's in ``more``.
        self.kids: dict[Action, _Node] = {}
        self.kids_seat = -1
        self.more: dict[int, dict[Action, _Node]] | None = None
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.prior: dict[Action, float] | None = None  # the knowledge's prior of each move from here

    def children_of(self, mover: int) -> dict[Action, _Node]:
        """The children reached by ``mover``'s actions, by action (a dict the caller may fill)."""
        if self.kids_seat == mover:
            return self.kids
        if self.kids_seat < 0:
            self.kids_seat = mover
            return self.kids
        more = self.more
        if more is None:
            more = self.more = {}
        kids = more.get(mover)
        if kids is None:
            kids = more[mover] = {}
        return kids

    def child(self, mover: int, action: Action) -> _Node | None:
        if self.kids_seat == mover:
            return self.kids.get(action)
        kids = self.more.get(mover) if self.more is not None else None
        return kids.get(action) if kids is not None else None

    def all_children(self) -> list[_Node]:
        out = list(self.kids.values())
        if self.more is not None:
            for kids in self.more.values():
                out.extend(kids.values())
        return out


@dataclass(frozen=True, slots=True)
class ActionStat:
    """One root action: how often the search tried it and the searching seat's mean value after it."""

    action: Action
    visits: int
    mean: float  # estimated win chance in [0, 1] for the searching seat


@dataclass(frozen=True, slots=True)
class SearchResult:
    seat: int
    ranked: list[ActionStat]  # best first: most visits, then highest mean
    iterations: int
    seconds: float
    failed: int = 0  # samples skipped because the game could not play them out
    tree: Any = field(default=None, repr=False, compare=False)  # the root node, for ``plan_after``

    @property
    def best(self) -> Action:
        return self.ranked[0].action


def root_actions(game: Game[Any], view: Any, seat: int, rng: Rng) -> list[Action]:
    """The seat's legal actions, from its view (its own options never depend on hidden cards).

    Falls back to a determinization if the game cannot list them from a redacted view.
    """
    legal = game.legal_actions(view, seat)
    if not legal:
        legal = game.legal_actions(game.determinize(view, seat, rng.copy()), seat)
    return legal


def search(
    game: Game[Any],
    view: Any,
    seat: int,
    rng: Rng,
    *,
    iterations: int = 1000,
    seconds: float = 1.0,
    rollout_depth: int = 20,
    knowledge: Knowledge = DEFAULT,
    evaluator: Knowledge | None = None,
    exploration: float = 0.7,
    progress: ProgressFn | None = None,
    prior_weight: float = 0.0,
    stop_when_decided: bool = False,
    horizon: int = 0,
) -> SearchResult:
    """Search from ``seat``'s point of view; stops after ``iterations`` or ``seconds``, whichever first.

    ``knowledge`` supplies the rollout policy, ``evaluator`` (default: ``knowledge``) the value of a
    position where a rollout stops. If ``knowledge`` also has an optional method
    ``candidates(game, state, seat, legal) -> list[Action]``, the tree only considers those moves
    (a subset of ``legal``; an empty list means all), which keeps the branching factor sane.
    With ``prior_weight`` > 0 and a knowledge ``prior``, untried moves are expanded best prior first
    and a move's score gets ``prior_weight * prior / (visits + 1)`` (progressive bias).
    With ``stop_when_decided`` the search also stops once the most visited move leads the next by more
    visits than the iterations left: the most visited move can no longer change, so a player who plays it
    loses nothing and waits less (the statistics of the other moves are then rougher).
    With ``horizon`` > 0 and a knowledge ``turn_mark``, a rollout also stops once that many rounds (or
    turns, as the game counts them) have ended since it began; ``rollout_depth`` is then a safety cap.
    ``progress`` is called with the fraction done (0..1), roughly
    every percent; an exception raised by it aborts the search (that is how the worker cancels).
    """
    if game.is_over(view):
        raise NoDecision("the game is over")
    legal_root = root_actions(game, view, seat, rng)
    if not legal_root:
        raise NoDecision(f"seat {seat} has nothing to decide")
    evaluator = evaluator or knowledge
    prune: Callable[[Game[Any], Any, int, list[Action]], list[Action]] = knowledge.candidates
    legal_root = prune(game, view, seat, legal_root) or legal_root

    # Local names: this loop is the hot path.
    determinize = game.determinize
    to_move = game.to_move
    legal_actions = game.legal_actions
    apply = game.apply
    is_over = game.is_over
    rewards = game.rewards
    policy = knowledge.policy
    evaluate = evaluator.evaluate
    below = rng.below
    prior = getattr(knowledge, "prior", None) if prior_weight > 0 else None  # optional (BaseKnowledge.prior)
    turn_mark = getattr(knowledge, "turn_mark", None) if horizon > 0 else None  # optional as well

    root = _Node(seat, None)
    start = time.perf_counter()
    deadline = start + max(0.0, seconds)
    max_iter = max(1, iterations)
    last_reported = 0.0
    done = 0
    failed = 0
    last_error: Exception | None = None
    while done < max_iter:
        done += 1
        path: list[_Node] = []
        try:
            state = determinize(view, seat, rng)
            node = root
            mover = seat
            legal = legal_root
            # --- selection and expansion ---
            while True:
                children = node.children_of(mover)
                priors: dict[Action, float] | None = None
                if prior is not None:
                    priors = node.prior  # {} once the game had no opinion here
                    if priors is None or (priors and _any_missing(legal, priors)):
                        values = prior(game, state, mover, legal)
                        fresh = dict(zip(legal, values, strict=True)) if values else {}
                        priors = node.prior = {**(priors or {}), **fresh} if fresh else {}
                untried: list[Action] = []
                for a in legal:
                    child = children.get(a)
                    if child is None:
                        untried.append(a)
                    else:
                        child.avail += 1
                if untried:
                    if priors:
                        a = _most_promising(untried, priors)
                    else:
                        a = untried[below(len(untried))] if len(untried) > 1 else untried[0]
                    apply(state, mover, a)
                    child = _Node(mover, a)  # added only once the move worked in this sample
                    child.avail = 1
                    children[a] = child
                    path.append(child)
                    break
                best: _Node | None = None
                best_score = -1.0
                for a in legal:
                    child = children[a]
                    visits = child.visits
                    score = child.total / visits + exploration * math.sqrt(math.log(child.avail) / visits)
                    if priors:
                        score += prior_weight * priors.get(a, 0.0) / (visits + 1)
                    if score > best_score:
                        best_score = score
                        best = child
                assert best is not None
                apply(state, mover, best.action)  # type: ignore[arg-type]
                path.append(best)
                node = best
                if is_over(state):
                    break
                movers = to_move(state)
                if not movers:
                    break
                mover = movers[0]
                legal = legal_actions(state, mover)
                if not legal:
                    break
                if len(legal) > 1:
                    legal = prune(game, state, mover, legal) or legal
            # --- rollout ---
            steps = 0
            until = -1  # the turn mark at which the rollout stops (-1: depth only)
            if turn_mark is not None:
                mark = turn_mark(game, state)
                until = mark + horizon if mark >= 0 else -1
            while steps < rollout_depth and not is_over(state):
                if until >= 0 and turn_mark is not None and turn_mark(game, state) >= until:
                    break
                movers = to_move(state)
                if not movers:
                    break
                m = movers[0]
                acts = legal_actions(state, m)
                if not acts:
                    break
                apply(state, m, policy(game, state, m, acts, rng) if len(acts) > 1 else acts[0])
                steps += 1
            values = rewards(state) if is_over(state) else evaluate(game, state)
        except Exception as exc:  # noqa: BLE001 - a sample the game cannot play out is skipped
            # A determinization may disagree with the view in ways the game did not foresee (a
            # sampled hand that cannot pay for a pending build, say). Skip that sample rather than
            # fail the whole decision; give up only if no sample works at all.
            failed += 1
            last_error = exc
            if failed == done and failed >= 50:
                raise
        else:
            # --- backpropagation ---
            for n in path:
                n.visits += 1
                n.total += values[n.seat]
            root.visits += 1
        now = time.perf_counter()
        if now >= deadline:
            break
        if stop_when_decided and done & (DECIDED_CHECK - 1) == 0 and _decided(root, max_iter - done):
            break
        if progress is not None:
            fraction = max(done / max_iter, (now - start) / seconds if seconds > 0 else 1.0)
            if fraction - last_reported >= 0.01:
                last_reported = fraction
                progress(min(fraction, 1.0))
    elapsed = time.perf_counter() - start
    if root.visits == 0 and last_error is not None:
        raise last_error
    if progress is not None:
        progress(1.0)
    stats = []
    for a in legal_root:
        child = root.child(seat, a)
        if child is None or child.visits == 0:
            stats.append(ActionStat(a, 0, 0.0))
        else:
            stats.append(ActionStat(a, child.visits, child.total / child.visits))
    order = {a: i for i, a in enumerate(legal_root)}
    stats.sort(key=lambda s: (-s.visits, -s.mean, order[s.action]))
    return SearchResult(seat, stats, done, elapsed, failed, root)


MIN_PLAN_VISITS = 8  # a follow-up enters a plan only when the search looked at it at least this often
MAX_PLAN = 12
PLAN_SHARE = 0.3  # ... and took at least this share of the visits after the move before it


def _any_missing(legal: list[Action], priors: dict[Action, float]) -> bool:
    """Whether some of the ``legal`` moves has no prior yet."""
    for a in legal:
        if a not in priors:
            return True
    return False


def _most_promising(untried: list[Action], priors: dict[Action, float]) -> Action:
    """The untried move of the highest prior, the first listed among equals."""
    best = untried[0]
    best_prior = priors.get(best, 0.0)
    for a in untried:
        p = priors.get(a, 0.0)
        if p > best_prior:
            best, best_prior = a, p
    return best


def _decided(root: _Node, left: int) -> bool:
    """Whether the root's most visited move leads the runner-up by more than ``left`` visits."""
    first = second = 0
    for child in root.all_children():
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > left


def _clear_choice(ranked: list[_Node], parent_visits: int) -> bool:
    """Whether the most visited follow-up is a clear choice: seen often enough, ahead of the next one,
    and a good part of the visits (a near tie deserves a search of its own)."""
    best = ranked[0].visits
    second = ranked[1].visits if len(ranked) > 1 else 0
    return best >= MIN_PLAN_VISITS and best > second and best >= PLAN_SHARE * parent_visits


def plan_after(
    game: Game[Any], view: Any, seat: int, result: SearchResult, first: Action, rng: Rng
) -> list[tuple[Action, str]]:
    """The searching seat's principal variation after playing ``first``: its own next decisions, each
    the most visited in the tree, as long as nobody else moves in between and nothing is revealed
    (no card drawn, no die rolled). Each entry is (action, hash of the view it is meant for), so a
    caller plays it only if the position it meets is exactly the one the search foresaw."""
    node = result.tree.child(seat, first) if result.tree is not None else None
    if node is None:
        return []
    try:
        state = game.determinize(view, seat, rng.copy())
        action = first
        out: list[tuple[Action, str]] = []
        while len(out) < MAX_PLAN:
            events = game.apply(state, seat, action)
            if any(e.reveal for e in events) or game.is_over(state) or tuple(game.to_move(state)) != (seat,):
                break
            ranked = sorted(
                (c for a in game.legal_actions(state, seat) if (c := node.child(seat, a)) is not None),
                key=lambda c: -c.visits,
            )
            if not ranked or ranked[0].action is None or not _clear_choice(ranked, node.visits):
                break
            best = ranked[0]
            out.append((best.action, game.state_hash(game.view(state, seat))))
            node, action = best, best.action
        return out
    except Exception:  # noqa: BLE001 - a plan is an optional saving; without one the seat searches again
        return []
