"""A game review: the hint search judges every decision the people at the table took, from what that
seat could see then, and the review keeps where the game was won and lost. No Qt here.

    review = review_record(game, record, "normal", progress=lambda f: ...)
    review.curve(seat)          # [(step, win chance)] over the game
    review.costliest(seat, 5)   # the decisions that cost the most, largest drop first
    turning_points(review)      # where the leader changed, where each player fell most

The record is replayed step by step; at each decision of a judged seat with more than one legal action,
the search behind the hints (:func:`civitas.ai.hints.hint`, at a stated level, bounded by iterations
only so a review depends on its seed alone) looks at that seat's *view* (``game.view(state, seat)``)
and rates the move taken against the move it prefers. A move the search hardly tried (or its game's
knowledge left out) is rated by the same search with that move alone at the root. The seats a
computer played are judged only at their first decision of each round (a point of their curve,
never a listed decision): about one search per round each, a fraction of the people's decisions.

Everything a player reads is kept as words in every language, with marks for the seat names
(:func:`fill_names` puts the names in), so a stored review needs no replay to be shown.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from civitas.ai.hints import hint, hint_messages
from civitas.ai.ismcts import ProgressFn
from civitas.ai.knowledge import Knowledge, knowledge_for
from civitas.ai.levels import Level, get_level, level_search, without_time_limit
from civitas.engine.actions import Action, action_from_json, action_to_json
from civitas.engine.game import Game
from civitas.engine.log import render
from civitas.engine.record import GameRecord, exact_legal
from civitas.engine.rng import Rng
from civitas.engine.seats import is_computer

REVIEW_FORMAT = 1
LANGS = ("en", "ru")
#: A move the search tried fewer times than this is rated again on its own (its mean is too rough).
MIN_VISITS = 10
#: The share of the level's iterations spent on rating a move on its own.
ALONE_SHARE = 3
#: A seat takes the lead only when its chance passes the leader's by this much (noise is not a turn).
LEAD_MARGIN = 0.10
#: At most this many changes of the lead are turning points: the widest ones, the last always among them.
MAX_LEAD_TURNS = 4
#: A player's fall between two of its points counts as a turning point from this size on.
MIN_TURN_DROP = 0.05
#: The least drop a decision must cost to be listed among a person's costliest.
MIN_COSTLY = 0.01
PROGRESS_STEP = 0.002  # the least change of the fraction done worth reporting


class ReviewCancelled(Exception):
    """The review was stopped before its end (``should_stop`` said so)."""


def name_mark(seat: int) -> str:
    """What stands for ``seat``'s name in a review's words until :func:`fill_names` replaces it."""
    return f"\x1f{seat}\x1f"


def fill_names(text: str, names: Sequence[str]) -> str:
    """``text`` with every seat's name mark replaced by the name shown now."""
    for seat, name in enumerate(names):
        text = text.replace(name_mark(seat), name)
    return text


@dataclass(frozen=True, slots=True)
class Judgement:
    """One decision as the search saw it: the move taken (``action``) and its estimated win chance for
    the seat, the move the search preferred (``best``) and its chance, and why that move is good
    (a hint reason id and its arguments). ``person``: a person's decision (False: a computer seat's
    point of the curve). ``words``: per language, the move taken, the preferred move and the reason."""

    step: int  # the index in the record's steps
    seat: int
    action: Action
    chance: float
    best: Action
    best_chance: float
    reason: str
    reason_args: dict[str, Any] = field(default_factory=dict)
    options: int = 0  # how many legal actions the seat had
    person: bool = True
    words: dict[str, dict[str, str]] = field(default_factory=dict)

    @property
    def drop(self) -> float:
        """How much win chance the move taken gave up against the search's choice (never negative)."""
        return max(0.0, self.best_chance - self.chance)

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "seat": self.seat,
            "action": action_to_json(self.action),
            "chance": self.chance,
            "best": action_to_json(self.best),
            "best_chance": self.best_chance,
            "reason": self.reason,
            "reason_args": self.reason_args,
            "options": self.options,
            "person": self.person,
            "words": self.words,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Judgement:
        words = data.get("words", {})
        if not isinstance(words, dict):
            raise ValueError("words")
        return Judgement(
            step=int(data["step"]),
            seat=int(data["seat"]),
            action=action_from_json(data["action"]),
            chance=_chance(data["chance"]),
            best=action_from_json(data["best"]),
            best_chance=_chance(data["best_chance"]),
            reason=str(data["reason"]),
            reason_args=dict(data.get("reason_args", {})),
            options=int(data.get("options", 0)),
            person=bool(data.get("person", True)),
            words={str(lang): {str(k): str(v) for k, v in texts.items()} for lang, texts in words.items()},
        )


def _chance(value: Any) -> float:
    number = float(value)
    if not 0.0 <= number <= 1.0:
        raise ValueError("a chance out of range")
    return number


@dataclass(frozen=True, slots=True)
class TurningPoint:
    """``kind`` "lead": ``seat`` took the lead from ``other`` (-1: the first leader); "drop": ``seat``'s
    largest fall over the game, from ``before`` to ``after``."""

    step: int
    kind: str
    seat: int
    before: float
    after: float
    other: int = -1

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "kind": self.kind, "seat": self.seat, "before": self.before,
                "after": self.after, "other": self.other}


@dataclass(slots=True)
class Review:
    """Every judged decision of a game, in step order, and what follows from them."""

    game_id: str
    level: str
    seed: int
    seats: list[int]  # the people whose decisions were judged
    players: int  # the number of seats
    steps: int  # the length of the record reviewed
    judgements: list[Judgement] = field(default_factory=list)
    seconds: float = 0.0

    def curve(self, seat: int) -> list[tuple[int, float]]:
        """``seat``'s win chance at each of its judged decisions: (step, chance), in step order."""
        return [(j.step, j.chance) for j in self.judgements if j.seat == seat]

    def costliest(self, seat: int, top: int = 5) -> list[Judgement]:
        """``seat``'s decisions that gave up the most win chance (at least ``MIN_COSTLY``), largest first."""
        mine = [j for j in self.judgements if j.seat == seat and j.person and j.drop >= MIN_COSTLY]
        mine.sort(key=lambda j: (-j.drop, j.step))
        return mine[:top]

    def at_step(self, step: int) -> Judgement | None:
        for j in self.judgements:
            if j.step == step:
                return j
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "format": REVIEW_FORMAT,
            "game": self.game_id,
            "level": self.level,
            "seed": self.seed,
            "seats": list(self.seats),
            "players": self.players,
            "steps": self.steps,
            "seconds": self.seconds,
            "judgements": [j.to_json() for j in self.judgements],
            # Derived, for readers of the file (an export); ``from_json`` works them out again.
            "turning_points": [t.to_json() for t in turning_points(self)],
        }

    @staticmethod
    def from_json(data: Any) -> Review:
        """The review in ``data``; raises ValueError (or KeyError, TypeError) for anything malformed."""
        if not isinstance(data, dict) or data.get("format") != REVIEW_FORMAT:
            raise ValueError("not a review of this format")
        seats = [int(s) for s in data["seats"]]
        players = int(data["players"])
        judgements = [Judgement.from_json(j) for j in data["judgements"]]
        if any(not 0 <= j.seat < players for j in judgements) or any(not 0 <= s < players for s in seats):
            raise ValueError("a seat out of range")
        return Review(
            game_id=str(data["game"]),
            level=str(data["level"]),
            seed=int(data["seed"]),
            seats=seats,
            players=players,
            steps=int(data["steps"]),
            judgements=judgements,
            seconds=float(data.get("seconds", 0.0)),
        )


def turning_points(review: Review) -> list[TurningPoint]:
    """Where the leader changed (the best known chance, each seat carrying its last value, passed the
    leader's by ``LEAD_MARGIN``; the ``MAX_LEAD_TURNS`` widest such changes, the last one always) and each
    seat's largest fall between two of its points, in step order."""
    leads: list[TurningPoint] = []
    known: dict[int, float] = {}
    leader = -1
    for j in review.judgements:
        known[j.seat] = j.chance
        if len(known) < 2:
            continue
        top = max(known, key=lambda s: (known[s], -s))
        if leader < 0:
            leader = top
            continue
        if top != leader and known[top] >= known.get(leader, 0.0) + LEAD_MARGIN:
            leads.append(TurningPoint(j.step, "lead", top, known.get(leader, 0.0), known[top], leader))
            leader = top
    out = leads[-1:] + sorted(leads[:-1], key=lambda t: (t.before - t.after, t.step))[: MAX_LEAD_TURNS - 1]
    for seat in range(review.players):
        points = review.curve(seat)
        worst: TurningPoint | None = None
        for (_, before), (step, after) in zip(points, points[1:], strict=False):
            if before - after >= MIN_TURN_DROP and (worst is None or before - after > worst.before - worst.after):
                worst = TurningPoint(step, "drop", seat, before, after)
        if worst is not None:
            out.append(worst)
    out.sort(key=lambda t: (t.step, t.kind, t.seat))
    return out


def people(record: GameRecord, count: int) -> list[int]:
    """The seats a person played: those whose entry in the record's players names no computer level
    (every seat when the record names no players)."""
    return [seat for seat in range(count) if not is_computer(record.players, seat)]


def _round_of(game: Game[Any], know: Knowledge, state: Any) -> int | None:
    """The round (or turn count) the game is in, from the knowledge's ``turn_mark`` or the game's
    progress summary; None when the game keeps neither."""
    mark = getattr(know, "turn_mark", None)
    if mark is not None:
        value = mark(game, state)
        if isinstance(value, int) and value >= 0:
            return value
    found = game.progress_summary(state).get("round")
    return found if isinstance(found, int) else None


@dataclass(frozen=True, slots=True)
class _Task:
    step: int
    seat: int
    person: bool


def plan_review(game: Game[Any], record: GameRecord, seats: Iterable[int], others: bool = True) -> list[_Task]:
    """The decisions a review judges: each of ``seats``' with more than one legal action, and (with
    ``others``) each other seat's first such decision of every round. Replays the record (and checks it)."""
    know = knowledge_for(game.id)
    judged = set(seats)
    state, _ = game.start(game.validate_options(record.options), record.seed)
    tasks: list[_Task] = []
    seen_round: dict[int, int | None] = {}
    for index, (seat, action) in enumerate(record.steps):
        if not exact_legal(game, state, seat, action):
            raise ValueError(f"step {index} does not replay")
        if len(game.legal_actions(state, seat)) > 1:
            if seat in judged:
                tasks.append(_Task(index, seat, True))
            elif others:
                now = _round_of(game, know, state)
                if now is None or seen_round.get(seat, -1) != now:
                    seen_round[seat] = now
                    tasks.append(_Task(index, seat, False))
        game.apply(state, seat, action)
    return tasks


class _AloneAtRoot:
    """A game's knowledge with one change: at the root (the view searched) only ``action`` is a candidate,
    so a search rates that move alone. Everything else is the game's own."""

    def __init__(self, inner: Knowledge, root: Any, action: Action) -> None:
        self.inner = inner
        self.root = root
        self.action = action

    def __getattr__(self, name: str) -> Any:  # the optional parts: prior, turn_mark, level_overrides...
        return getattr(self.inner, name)

    def evaluate(self, game: Game[Any], state: Any) -> list[float]:
        return self.inner.evaluate(game, state)

    def basic_evaluate(self, game: Game[Any], state: Any) -> list[float]:
        return self.inner.basic_evaluate(game, state)

    def policy(self, game: Game[Any], state: Any, seat: int, legal: list[Action], rng: Rng) -> Action:
        return self.inner.policy(game, state, seat, legal, rng)

    def candidates(self, game: Game[Any], state: Any, seat: int, legal: list[Action]) -> list[Action]:
        if state is self.root:
            return [self.action]
        return self.inner.candidates(game, state, seat, legal)

    def answer_seconds(self, game: Game[Any], view: Any, seat: int) -> float:
        return 0.0

    def reason(self, game: Game[Any], state: Any, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        return self.inner.reason(game, state, seat, action)


@dataclass(frozen=True, slots=True)
class Rating:
    """What the search says of one decision (before words are added)."""

    chance: float
    best: Action
    best_chance: float
    reason: str
    reason_args: dict[str, Any]


def judge(
    game: Game[Any], view: Any, seat: int, action: Action, level: Level, rng: Rng, progress: ProgressFn | None = None
) -> Rating:
    """Rate ``action`` in ``seat``'s ``view`` (never a full state) with the hint search at ``level``."""
    found = hint(game, view, seat, level, rng, progress)
    best = found.best
    taken = found.find(action)
    if action == best.action:
        chance = best.win_chance
    elif taken is not None and taken.visits >= MIN_VISITS:
        chance = taken.win_chance
    else:
        chance = rate_alone(game, view, seat, action, level, rng)
    return Rating(chance, best.action, best.win_chance, best.reason, dict(best.reason_args))


def rate_alone(game: Game[Any], view: Any, seat: int, action: Action, level: Level, rng: Rng) -> float:
    """The searching seat's win chance after ``action``, by the level's search with that move alone at
    the root (a share of the level's iterations)."""
    know = knowledge_for(game.id)
    alone = replace(level, iterations=max(level.iterations // ALONE_SHARE, min(MIN_VISITS, level.iterations)))
    result = level_search(game, view, seat, alone, rng, None, _AloneAtRoot(know, view, action))
    for stat in result.ranked:
        if stat.action == action and stat.visits > 0:
            return min(1.0, max(0.0, stat.mean))
    return 0.0


def _seed_at(seed: int, step: int) -> int:
    """The search seed of the decision at ``step``: each decision its own, so a review is the same
    whatever else was judged before it."""
    return (seed * 0x9E3779B97F4A7C15 + (step + 1) * 0xBF58476D1CE4E5B9) & ((1 << 64) - 1)


def words_for(
    game: Game[Any], view: Any, seat: int, action: Action, rating: Rating, langs: Sequence[str] = LANGS
) -> dict[str, dict[str, str]]:
    """The move taken, the search's move and its reason in each language, seat names as marks."""
    marks = [name_mark(s) for s in range(game.num_seats(view))]
    out: dict[str, dict[str, str]] = {}
    for lang in langs:
        templates = hint_messages(game.id, lang)
        templates.update(game.catalog(lang))
        template = templates.get(rating.reason) or templates.get("hint.generic", "")
        out[lang] = {
            "action": game.describe_action(view, seat, action, lang, marks),
            "best": game.describe_action(view, seat, rating.best, lang, marks),
            "reason": render(template, rating.reason_args, templates, lang, marks),
        }
    return out


def review_record(
    game: Game[Any],
    record: GameRecord,
    level: Level | str = "normal",
    *,
    seats: Iterable[int] | None = None,
    others: bool = True,
    seed: int = 0,
    progress: ProgressFn | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Review:
    """Judge the decisions of ``seats`` (by default the people: see :func:`people`) in ``record``.

    ``level``: the hint search's strength (bounded by iterations only: the review depends on ``seed``
    alone). ``others``: judge the other seats once a round too, for their curves. ``progress`` gets the
    fraction done (0..1); an exception it raises stops the review. ``should_stop()`` returning True stops
    it with :class:`ReviewCancelled`. Raises ValueError for a record that does not replay.
    """
    began = time.perf_counter()
    lvl = without_time_limit(get_level(level))
    if lvl.iterations <= 0:
        raise ValueError("a review needs a level that searches")
    state, _ = game.start(game.validate_options(record.options), record.seed)
    count = game.num_seats(state)
    judged = sorted(set(people(record, count) if seats is None else seats))
    tasks = plan_review(game, record, judged, others)
    review = Review(game.id, lvl.name, seed, judged, count, len(record.steps))
    total = max(1, len(tasks))
    reported = -1.0

    def report(fraction: float) -> None:
        nonlocal reported
        if progress is not None and (fraction - reported >= PROGRESS_STEP or fraction >= 1.0):
            reported = fraction
            progress(min(1.0, fraction))

    report(0.0)
    at = 0
    for done, task in enumerate(tasks):
        while at < task.step:
            seat, action = record.steps[at]
            game.apply(state, seat, action)
            at += 1
        if should_stop is not None and should_stop():
            raise ReviewCancelled
        seat, action = record.steps[task.step]
        view = game.view(state, seat)
        def within(fraction: float, done: int = done) -> None:
            report((done + fraction) / total)

        rating = judge(game, view, seat, action, lvl, Rng(_seed_at(seed, task.step)), within)
        words = words_for(game, view, seat, action, rating) if task.person else {}
        options = len(game.legal_actions(view, seat))
        review.judgements.append(
            Judgement(task.step, seat, action, rating.chance, rating.best, rating.best_chance, rating.reason,
                      rating.reason_args, options, task.person, words)
        )
        report((done + 1) / total)
    report(1.0)
    review.seconds = time.perf_counter() - began
    return review
