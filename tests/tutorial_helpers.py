"""Playing a game's guided first game headless, as the games' tutorial tests do: a learner who does what
is highlighted and presses Next when nothing is asked, against the tutorial's own computer player."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.session import Session
from civitas.engine.tutorial import Step, Tutorial, TutorialRun

Completed = list[tuple[str, dict[str, Any]]]


def play_tutorial(
    game: Game[Any],
    tutorial: Tutorial,
    seed: int,
    plan_covers: Callable[[Any, int], None] | None = None,
    entered: Callable[[Any, Step], None] | None = None,
    observed: Callable[[Any, str, dict[str, Any]], None] | None = None,
    held: Callable[[Any, Step, list[Action]], None] | None = None,
    last: bool = False,
) -> tuple[Session, TutorialRun, Completed, list[str]]:
    """Follow ``tutorial`` as a learner who does what is highlighted (the first such move, or the last with
    ``last``) and presses Next when nothing is asked; the computer seat plays the tutorial's agent. Returns
    the session, the run, the completed steps with their facts and the key of every step that was on
    screen. ``plan_covers(state, seat)`` checks each of the computer's decisions before it plays;
    ``entered(state, step)`` is called when a step comes up, ``observed(state, key, facts)`` when one is
    completed and ``held(state, step, legal)`` at each of the learner's decisions."""
    you = tutorial.human
    session = Session.new(game, tutorial.options, seed, tutorial.players)
    run = TutorialRun(tutorial)
    completed: Completed = []
    shown = [run.step.key]

    def show() -> None:
        if shown[-1] != run.step.key:
            shown.append(run.step.key)
            if entered is not None:
                entered(session.state, run.step)

    if entered is not None:
        entered(session.state, run.step)
    for _ in range(400):
        state = session.state
        if run.finished:
            break
        movers = game.to_move(state)
        wanted = run.wanted(game, state) if you in movers else []
        if wanted:
            seat, action = you, wanted[-1 if last else 0]
            if held is not None:
                held(state, run.asked(state) or run.step, game.legal_actions(state, you))
            assert run.permits(state, seat, action)
            run.before(state, seat, action)
        elif movers and movers[0] != you:
            seat = movers[0]
            if plan_covers is not None:
                plan_covers(state, seat)
            found = tutorial.agent(game, state, seat)
            assert found is not None
            action = found
        else:
            assert run.next(state), f"stuck at {run.step.key} in {game.phase_id(state)}"
            show()
            continue
        show()
        events = session.act(seat, action)
        assert isinstance(events, list), (seat, action, events)
        assert game.check_invariants(session.state) == []
        if run.observe(session.state, seat, action, events):
            completed.append((run.step.key, dict(run.facts)))
            if observed is not None:
                observed(session.state, run.step.key, run.facts)
    assert run.finished, run.step.key
    return session, run, completed, shown


def assert_results_render(tutorial: Tutorial, completed: Completed) -> None:
    """Every completed step's result reads in both languages with nothing left unfilled (facts and the
    players' names put in)."""
    by_key = {step.key: step for step in tutorial.steps}
    for key, facts in completed:
        step = by_key[key]
        if step.result is None:
            continue
        for lang in ("ru", "en"):
            text = TutorialRun(tutorial, tutorial.steps.index(step), True, facts).result(lang)
            assert text and "{" not in text and "}" not in text, (key, lang, text)
