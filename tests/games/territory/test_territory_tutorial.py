"""The guided first game of Territory: the stacked opening, every scripted step reached in order by playing
what it asks, the learner's other moves held back, marks that name pieces on the table, texts in both
languages with the same placeholders, results true to the position they describe, and a game the learner
can finish after the script."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from civitas.engine.actions import Action
from civitas.engine.game import OptionError
from civitas.engine.lookup import tutorial_for
from civitas.engine.rng import Rng
from civitas.engine.session import Session
from civitas.engine.tutorial import Step, TutorialRun
from civitas.engine.tutorial_kit import Result
from civitas.games.territory import GAME, flow
from civitas.games.territory.ai import KNOWLEDGE
from civitas.games.territory.rules import reputation, working
from civitas.games.territory.rules_help import SECTION_IDS
from civitas.games.territory.state import TerritoryState
from civitas.games.territory.tutorial import (
    BRIDGE,
    HOUSE,
    RAIDER,
    RIVAL_LAND,
    RIVAL_OFFER,
    STEPS,
    TUTORIAL,
    YOUR_LAND,
)
from civitas.games.territory.tutorial_agents import agent, planned
from tutorial_helpers import Completed, assert_results_render
from tutorial_helpers import play_tutorial as play

YOU, RIVAL = TUTORIAL.human, 1
ASKING = [step.key for step in STEPS if step.allowed is not None]


def _plan_covers(state: TerritoryState, seat: int) -> None:
    """The computer's plan has a move for each of its decisions but its own construction in round 3 (the
    policy's)."""
    if (state.round, state.phase) != (3, "build"):
        assert planned(state, GAME.legal_actions(state, seat)) is not None, (state.round, state.phase)


def play_tutorial(
    seed: int = TUTORIAL.seed,
    entered: Callable[[TerritoryState, Step], None] | None = None,
    observed: Callable[[TerritoryState, str, dict[str, Any]], None] | None = None,
    held: Callable[[TerritoryState, Step, list[Action]], None] | None = None,
    last: bool = False,
) -> tuple[Session, TutorialRun, Completed, list[str]]:
    """Territory's tutorial played by tutorial_helpers.play_tutorial, the computer's plan checked."""
    return play(GAME, TUTORIAL, seed, _plan_covers, entered, observed, held, last)


def test_the_tutorial_is_the_packages_for_two_players_and_its_scenario_option_is_hidden() -> None:
    assert tutorial_for("territory") is TUTORIAL
    with pytest.raises(OptionError):
        GAME.validate_options({"players": 3, "scenario": "tutorial"})
    spec = next(o for o in GAME.options if o.key == "scenario")
    assert spec.hidden and spec.default == "none"
    assert {step.section for step in STEPS} <= set(SECTION_IDS)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 77), (6, 12345)])
def test_random_games_keep_their_setup_and_state_without_the_scenario(players: int, seed: int) -> None:
    options = GAME.validate_options({"players": players})
    plain, _ = flow.setup({k: v for k, v in options.items() if k != "scenario"}, seed)
    state = GAME.new_state({"players": players}, seed)
    assert "scenario" not in state.options  # saves and golden games hash the same state as before
    assert GAME.state_hash(state) == GAME.state_hash(plain)


def test_the_stacked_opening_deals_the_lessons_cards_and_the_computer_leads() -> None:
    s = GAME.new_state(TUTORIAL.options, TUTORIAL.seed)
    kind = s.facts.kind
    assert s.leader == RIVAL and GAME.to_move(s) == (RIVAL,) and s.round == 1 and s.phase == "build"
    assert {"crisis", "house", "invader"} <= {kind[c] for c in s.hands[YOU]}
    assert {"decline", "house", "factory"} <= {kind[c] for c in s.hands[RIVAL]}
    assert HOUSE in s.hands[YOU] and RAIDER in s.hands[YOU] and kind[BRIDGE] == "bridge" and BRIDGE in s.deck
    assert kind[s.quest_deck[-1]] == "conqueror" and kind[s.dev_deck[-1]] == "household"
    assert s.options["scenario"] == "tutorial" and GAME.check_invariants(s) == []
    assert GAME.state_hash(GAME.from_json(GAME.to_json(s))) == GAME.state_hash(s)


def test_every_scripted_step_comes_up_and_completes_in_order() -> None:
    _, _, completed, shown = play_tutorial()
    assert [key for key, _ in completed] == ASKING
    assert shown == [step.key for step in STEPS]


@pytest.mark.parametrize("seed", [7, 12])
def test_the_script_does_not_hang_on_the_seeds_dice_or_the_learners_choice_of_moves(seed: int) -> None:
    _, _, completed, _ = play_tutorial(seed, last=True)
    assert [key for key, _ in completed] == ASKING


def test_the_learners_moves_outside_the_step_are_held_back() -> None:
    """Moves the step does not ask for are refused with a note (permits is False), for each step."""
    wrong: dict[str, set[Action]] = {}

    def check(s: TerritoryState, step: Step, legal: list[Action]) -> None:
        run = TutorialRun(TUTORIAL, STEPS.index(step))
        for action in legal:
            if step.allowed is not None and not step.allowed(s, action):
                assert not run.permits(s, YOU, action)
                wrong.setdefault(step.key, set()).add(action[:1])

    play_tutorial(held=check)
    assert ("land",) in wrong["land"] and ("end",) in wrong["land"]  # a House as land; ending at once
    assert ("pass",) in wrong["take"] and ("take",) in wrong["allocate"]  # no pool unit while profit waits
    assert ("pass",) in wrong["fund"] and ("take",) in wrong["fund"]  # no pass; local income before the pool
    assert ("no_buy",) in wrong["buy"] and ("end",) in wrong["claim"]
    assert ("quest",) in wrong["develop"] or ("end",) in wrong["develop"]


def _mark_exists(s: TerritoryState, mark: tuple[Any, ...]) -> bool:
    if mark == ("pool",):
        return True
    if mark[0] == "land":
        return 0 <= mark[1] < len(s.owner) and s.owner[mark[1]] >= 0
    if mark[0] == "local":
        return s.owner[mark[1]] == YOU
    card = mark[1]
    return card in s.hands[YOU] or card in s.quests[YOU] or s.host[card] >= 0 or any(o[1] == card for o in s.offers)


def test_marks_name_pieces_on_the_table_when_their_step_comes_up() -> None:
    seen: dict[str, TerritoryState] = {}

    def check(s: TerritoryState, step: Step) -> None:
        seen[step.key] = s.copy()
        for mark in step.marks:
            assert _mark_exists(s, mark), (step.key, mark)

    play_tutorial(entered=check)
    assert all(step.key in seen for step in STEPS if step.marks)
    for key in ("land", "building", "character", "bridge", "offer", "develop"):
        s = seen[key]
        assert next(m for m in STEPS[[x.key for x in STEPS].index(key)].marks)[1] in s.hands[YOU], key
    assert seen["claim"].quests[YOU] and seen["allocate"].owner[YOUR_LAND] == YOU
    assert seen["bridge"].owner[RIVAL_LAND] == RIVAL and seen["buy"].offers[0][:2] == [RIVAL, RIVAL_OFFER]


_PLACEHOLDER = re.compile(r"\{(\w+)")


def _pairs() -> list[tuple[str, dict[str, str]]]:
    out: list[tuple[str, dict[str, str]]] = []
    for step in STEPS:
        out += [(f"{step.key}.title", dict(step.title)), (f"{step.key}.text", dict(step.text))]
        if isinstance(step.result, Result):
            out += [(f"{step.key}.result{i}", texts) for i, (_test, texts) in enumerate(step.result.variants)]
        elif isinstance(step.result, dict):
            out.append((f"{step.key}.result", step.result))
    return out


def test_texts_exist_in_russian_and_english_with_the_same_placeholders() -> None:
    for where, texts in _pairs():
        ru, en = texts["ru"], texts["en"]
        assert ru and en and ru != en, where
        assert re.search("[а-яё]", ru.lower()) and not re.search("[а-яё]", en.lower()), where
        assert set(_PLACEHOLDER.findall(ru)) == set(_PLACEHOLDER.findall(en)), where
    assert all(step.result is not None for step in STEPS if step.allowed is not None)


def test_results_render_in_both_languages_without_leftover_fields() -> None:
    _, run, completed, _ = play_tutorial()
    assert_results_render(TUTORIAL, completed)
    assert run.finished


def test_the_results_tell_what_happened_at_that_moment() -> None:
    seen: dict[str, dict[str, Any]] = {}

    def check(s: TerritoryState, key: str, f: dict[str, Any]) -> None:
        seen[key] = dict(f)
        if key == "building":
            assert (f["card"], f["need"], f["profit"]) == ("house", 1, 2)  # printed 0/1 with upkeep 1
        if key == "roll":
            assert f["pool"] == f["d1"] + f["d2"] + s.n == s.pool  # the default pool: 2d6 + players
        if key == "take":
            assert f["local"] == s.local[YOUR_LAND] == f["gain"] and working(s, HOUSE)
        if key == "allocate":
            assert working(s, RAIDER) and f["pool"] == s.pool
        if key == "pass":  # TE-D1: the computer's unpaid Factory collapsed, the learner's paid cards stayed
            assert f["collapsed"] == "factory" and f["mine"] == 0 and f["lost"] > 0
            assert any(s.facts.kind[c] == "factory" for c in s.demolished) and HOUSE in s.on[YOUR_LAND]
        if key == "fund":
            assert working(s, BRIDGE) and f["working"] == 3
        if key == "union":  # TE-U4/TE-U5: 2 : 1 takes the union and 1 reputation
            assert (f["you"], f["they"], f["taken"]) == (2, 1, 1)
            assert s.owner[RIVAL_LAND] == YOU and f["rep"] == reputation(s, YOU) == 1 and s.conquered[YOU]
        if key in ("offer", "buy"):
            assert f["hand"] == len(s.hands[YOU])
        if key == "claim":
            assert f["rep"] == reputation(s, YOU) == 3 and f["leader"] == 1 and f["development"] == "household"

    play_tutorial(observed=check)
    assert set(seen) == set(ASKING)


def test_the_game_can_be_finished_after_the_script_with_the_policy_for_the_learner() -> None:
    session, run, _, _ = play_tutorial()
    for _ in range(5000):
        state: TerritoryState = session.state
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert all(run.permits(state, seat, a) for a in legal)  # the script holds nothing back any more
        if seat == YOU:
            action = KNOWLEDGE.policy(GAME, GAME.view(state, YOU), YOU, legal, Rng(state.steps))
        else:
            found = agent(GAME, state, seat)
            assert found is not None
            action = found
        assert isinstance(session.act(seat, action), list)
    final: TerritoryState = session.state
    assert GAME.is_over(final) and len(GAME.scores(final)) == 2
    assert final.ended in ("reputation", "deck", "cap") and final.round > 3
