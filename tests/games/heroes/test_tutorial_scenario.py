"""The tutorial's prearranged opening and its script: the intended hands, every step reached in
order with legal moves only, and a war lesson that works whatever the dice show."""

from __future__ import annotations

import re

import pytest
from heroes_helpers import check_invariants

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import OptionError
from civitas.engine.lookup import tutorial_for
from civitas.engine.session import Session
from civitas.engine.tutorial import TutorialRun
from civitas.games.heroes import GAME, flow
from civitas.games.heroes.cards import GRAIN, HERO, IRON, LUCK, OLYMPICS, STONE, WOOD
from civitas.games.heroes.scenario import LIMESTONE, MARBLE, TUTORIAL_DRAWS
from civitas.games.heroes.tutorial import TUTORIAL
from civitas.games.heroes.tutorial_agents import PLAN, decision, planned


def tutorial_state(seed: int = TUTORIAL.seed):
    return GAME.new_state(GAME.validate_options(TUTORIAL.options), seed)


def play_tutorial(seed: int) -> tuple[Session, TutorialRun, list[tuple[str, int, Action, list[Event]]]]:
    """Follow the tutorial as a learner who does exactly what is highlighted and presses Next when
    nothing is asked; the computer seats play their agent. Returns every step completion."""
    session = Session.new(GAME, TUTORIAL.options, seed, TUTORIAL.players)
    run = TutorialRun(TUTORIAL)
    completed: list[tuple[str, int, Action, list[Event]]] = []
    for _ in range(1000):
        state = session.state
        if run.finished:
            break
        movers = GAME.to_move(state)
        wanted = run.wanted(GAME, state) if TUTORIAL.human in movers else []
        others = [m for m in movers if m != TUTORIAL.human]
        if wanted:
            seat, action = TUTORIAL.human, wanted[0]
            assert run.permits(state, seat, action)
            run.before(state, seat, action)
        elif others:
            seat = others[0]
            if state.round <= 3:  # during the lessons the computer seats follow their plan
                assert planned(state, seat, GAME.legal_actions(state, seat)) is not None, (seat, decision(state))
            found = TUTORIAL.agent(GAME, state, seat)
            assert found is not None
            action = found
        else:
            assert run.next(state), f"stuck at {run.step.key} in {state.phase}"
            continue
        events = session.act(seat, action)
        assert isinstance(events, list), (seat, action, events)
        check_invariants(session.state)
        if run.observe(session.state, seat, action, events):
            completed.append((run.step.key, seat, action, events))
    assert run.finished, run.step.key
    return session, run, completed


def test_random_games_are_unchanged_by_the_scenario_option():
    for players, seed in ((2, 1), (4, 77), (6, 12345)):
        plain = flow.setup(players, seed, 60)
        state = GAME.new_state(GAME.validate_options({"players": players}), seed)
        assert GAME.state_hash(state) == GAME.state_hash(plain)
    assert GAME.validate_options({"players": 4})["scenario"] == "none"
    assert next(spec for spec in GAME.options if spec.key == "scenario").hidden


def test_the_tutorial_is_for_three_players():
    with pytest.raises(OptionError):
        GAME.validate_options({"players": 4, "scenario": "tutorial"})


def test_stacked_opening_gives_the_intended_hands():
    s = tutorial_state()
    assert s.tribe == [2, 0, 1]  # Greeks, Egyptians, Romans
    assert s.first == s.current == 0 and s.round == 0 and s.phase == "trade"
    # the deal and the first fair's card
    assert sorted(s.hands[0]) == sorted([LIMESTONE, STONE, WOOD, WOOD])
    assert sorted(s.hands[1]) == sorted([MARBLE, IRON, WOOD, STONE])
    assert sorted(s.hands[2]) == sorted([IRON, GRAIN, GRAIN, WOOD])
    assert s.cities == [1, 1, 1] and s.armies == [[0], [0], [0]]
    assert not s.discard and not s.queue and not s.pending
    check_invariants(s)
    # the next cards wait on top of the deck in order
    waiting = len(TUTORIAL_DRAWS) - 12
    assert list(reversed(s.deck[-waiting:])) == list(TUTORIAL_DRAWS[12:])


def test_the_seed_only_changes_what_lies_below_the_stacked_cards():
    a, b = tutorial_state(1), tutorial_state(2)
    assert a.hands == b.hands
    waiting = len(TUTORIAL_DRAWS) - 12
    assert a.deck[-waiting:] == b.deck[-waiting:]
    assert a.deck != b.deck


def test_the_script_is_legal_step_by_step():
    session, run, completed = play_tutorial(TUTORIAL.seed)
    keys = [key for key, *_ in completed]
    lessons = [step.key for step in TUTORIAL.steps if step.allowed is not None]
    assert keys == lessons  # the fixed seed wins the duel, so the hand-limit step comes up too
    s = session.state
    assert s.cities[0] == 2 and s.monument[0] == 2
    assert 0 * 8 + 1 in s.roads


def test_the_steps_meet_the_cards_they_need():
    _session, _run, completed = play_tutorial(TUTORIAL.seed)
    by_key = {key: (seat, action, events) for key, seat, action, events in completed}
    assert by_key["trade"][2] and any(e.kind == "trade" for e in by_key["trade"][2])
    assert [e.args["why"] for e in by_key["tax"][2] if e.kind == "draw" and e.args["seat"] == 0] == ["@why.tax"] * 2
    assert any(e.kind == "road_built" for e in by_key["road"][2])
    assert any(e.kind == "quake" and e.args["seat"] == 2 for e in by_key["quake"][2])


@pytest.mark.parametrize("seed", range(1, 13))
def test_the_war_lesson_works_whatever_the_dice(seed):
    session, run, completed = play_tutorial(seed)
    [(_key, _seat, _action, events)] = [c for c in completed if c[0] == "send"]
    duels = [e for e in events if e.kind == "duel"]
    assert len(duels) == 1  # one defender is under the earthquake
    result = next(e for e in events if e.kind == "battle_result")
    assert result.args["winners"] >= 1
    assert next(e for e in events if e.kind == "plunder").args["n"] >= 2
    keys = [c[0] for c in completed]
    assert ("discard" in keys) == (result.args["winners"] == 2)  # three cards in hand, plus 2 per winner


def test_every_outcome_of_the_duel_is_explained():
    outcomes: dict[str, str] = {}
    send = [s.key for s in TUTORIAL.steps].index("send")
    facts = TUTORIAL.steps[send].facts
    assert facts is not None
    for seed in range(1, 13):
        session, _run, completed = play_tutorial(seed)
        events = next(c[3] for c in completed if c[0] == "send")
        run = TutorialRun(TUTORIAL, send, True, facts(session.state, events))
        outcomes[str(run.facts["outcome"])] = run.result("en")
        assert run.result("ru") and "{" not in run.result("ru")
    assert set(outcomes) == {"attacker", "defender", "tie"}
    assert all("{" not in text for text in outcomes.values())


def test_computer_seats_never_hold_answers_to_the_war():
    _session, _run, completed = play_tutorial(TUTORIAL.seed)
    events = next(c[3] for c in completed if c[0] == "send")
    assert not any(e.kind in ("hero_defends", "olympics_war") for e in events)
    for kind in (HERO, OLYMPICS, LUCK):
        assert kind not in TUTORIAL_DRAWS


def test_texts_are_there_in_both_languages_and_short():
    assert tutorial_for("heroes") is TUTORIAL
    sentence = re.compile(r"(?<=[.!?])\s+")
    for step in TUTORIAL.steps:
        for text in (step.title, step.text):
            assert set(text) == {"ru", "en"}, step.key
            for lang in ("ru", "en"):
                assert text[lang].strip()
        for lang in ("ru", "en"):
            run = TutorialRun(TUTORIAL, [s.key for s in TUTORIAL.steps].index(step.key))
            body = run.text(lang)
            assert "{" not in body, (step.key, lang)
            assert len(sentence.split(body.strip())) <= 2, (step.key, lang, body)
        if step.allowed is not None:
            assert step.result is not None and step.done is not None, step.key
            if not callable(step.result):
                assert set(step.result) == {"ru", "en"}
                for lang in ("ru", "en"):
                    assert len(sentence.split(step.result[lang].strip())) <= 2, (step.key, lang)


def test_the_plan_names_only_computer_seats():
    assert all(seat != TUTORIAL.human for seat, _round, _what in PLAN)
