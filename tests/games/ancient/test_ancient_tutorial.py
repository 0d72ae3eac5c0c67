"""The guided first game of The Ancient World: the stacked opening, every scripted step reached in order
by playing what it asks, texts in both languages, results true to the position they describe, and a
game the learner can finish after the script."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import OptionError
from civitas.engine.lookup import tutorial_for
from civitas.engine.session import Session
from civitas.engine.tutorial import TutorialRun
from civitas.games.ancient import GAME, flow
from civitas.games.ancient.derived import C, food, spaces_free
from civitas.games.ancient.tutorial import STEPS, TUTORIAL
from civitas.games.ancient.tutorial_agents import agent, decision, planned
from tutorial_helpers import Completed, assert_results_render
from tutorial_helpers import play_tutorial as play

YOU = TUTORIAL.human


def _plan_covers(state: Any, seat: int) -> None:
    assert planned(state, GAME.legal_actions(state, seat)) is not None, decision(state)


def play_tutorial(
    seed: int, observed: Callable[[Any, str, dict[str, Any]], None] | None = None
) -> tuple[Session, TutorialRun, Completed, list[str]]:
    """The Ancient World's tutorial played by tutorial_helpers.play_tutorial (the learner does the first
    highlighted move), the computer's plan checked at each of its decisions."""
    return play(GAME, TUTORIAL, seed, _plan_covers, observed=observed)


def test_the_tutorial_is_the_packages_and_for_two_players() -> None:
    assert tutorial_for("ancient") is TUTORIAL
    with pytest.raises(OptionError):
        GAME.validate_options({"players": 3, "scenario": "tutorial"})
    assert next(spec for spec in GAME.options if spec.key == "scenario").hidden


def test_random_games_are_unchanged_by_the_hidden_scenario_option() -> None:
    for players, seed in ((2, 1), (3, 77), (4, 12345)):
        plain, _ = flow.setup({"players": players, "first_player": "random"}, seed)
        state = GAME.new_state({"players": players}, seed)
        assert GAME.state_hash(state) == GAME.state_hash(plain)


def test_the_stacked_opening_offers_the_forge_the_spearmen_and_a_titan_that_counts_only_swords() -> None:
    s = GAME.new_state(GAME.validate_options(TUTORIAL.options), TUTORIAL.seed)
    assert s.first == 1 and GAME.to_move(s) == (1,)
    assert "bronze_forge" in {C[c].id for c in s.display}
    assert "hill_spearmen" in {C[t].id for t in s.troop_row}
    titan = C[s.titan_decks[0][-1]]
    assert not titan.arrows_count and titan.stars == 1
    assert GAME.check_invariants(s) == []


def test_every_scripted_step_is_reached_by_playing_what_it_asks() -> None:
    _, _, completed, shown = play_tutorial(TUTORIAL.seed)
    keys = [k for k, _ in completed]
    assert keys == [
        "overbid", "build_fee", "buy", "recruit", "troop", "fight", "lose", "pass", "starve" if "starve" in keys
        else "explore", *(["explore"] if "starve" in keys else []), "explore_choice", "reserve", "study",
    ]  # fmt: skip
    assert shown[0] == "welcome" and shown[-2:] == ["scoring", "finish"]


@pytest.mark.parametrize("seed", [TUTORIAL.seed, 3, 6])
def test_the_script_works_whatever_the_damage_die_shows(seed: int) -> None:
    _, _, completed, _ = play_tutorial(seed)
    facts = dict(completed)
    fight = facts["fight"]
    assert fight["attack"] >= fight["defence"] and fight["paid"] >= 1
    assert ("lose" in facts) == (fight["to_lose"] > 0)


def test_aw_placement_results_tell_the_coins_and_the_fee_paid() -> None:
    _, _, completed, _ = play_tutorial(TUTORIAL.seed)
    facts = dict(completed)
    assert facts["build_fee"]["fee"] == 1  # a skill that does not match the one already on Build
    assert facts["build_fee"]["coins"] == facts["overbid"]["coins"] - 1


def test_facts_are_true_in_their_positions() -> None:
    seen: dict[str, Any] = {}

    def check(s: Any, key: str, f: dict[str, Any]) -> None:
        seen[key] = f
        if key == "overbid":
            assert f["coins"] == s.coins[YOU]
        if key == "buy":
            assert f["free"] == spaces_free(s, YOU) and C[s.tableau[YOU][-1]].id == f["card"]
        if key == "lose":
            assert f["food"] == food(s, YOU) and any(C[c].id == f["card"] for c in s.down[YOU])
        if key == "pass":
            assert f["short"] == max(0, f["citizens"] - f["food"])
        if key == "starve":
            assert f["n"] == len(s.starving[YOU]) > 0
        if key == "study":
            assert f["knowledge"] == s.knowledge[YOU] >= 1

    play_tutorial(TUTORIAL.seed, check)
    assert {"overbid", "buy", "pass", "study"} <= set(seen)


def _texts(step_texts: Any) -> list[str]:
    return [step_texts[lang] for lang in ("ru", "en")]


def test_every_text_exists_in_both_languages_and_differs() -> None:
    for step in STEPS:
        for texts in (step.title, step.text):
            ru, en = _texts(texts)
            assert ru and en and ru != en, step.key
            assert re.search("[а-яё]", ru.lower()) and not re.search("[а-яё]", en.lower()), step.key


def test_results_render_in_both_languages_without_leftover_fields() -> None:
    _, run, completed, _ = play_tutorial(TUTORIAL.seed)
    assert_results_render(TUTORIAL, completed)
    assert run.finished


def test_the_game_can_be_finished_after_the_script() -> None:
    session, run, _, _ = play_tutorial(TUTORIAL.seed)
    assert run.finished
    for _ in range(2000):
        state = session.state
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        assert run.permits(state, seat, GAME.legal_actions(state, seat)[0])
        action: Action | None = agent(GAME, state, seat)
        assert action is not None
        events: list[Event] | Any = session.act(seat, action)
        assert isinstance(events, list)
    assert GAME.is_over(session.state)
    assert len(GAME.scores(session.state)) == 2


def _starred_choices_starve(seed: int) -> tuple[bool, bool]:
    """Follow the tutorial's starred choices from ``seed``: (whether the damage step offered a card whose loss
    leaves food for every citizen, whether a citizen of the learner went hungry in the scripted part)."""
    safe_offered: list[bool] = []
    hungry: list[int] = []

    def held(s: Any, step: Any, legal: list[Action]) -> None:
        if step.key == "lose":
            losable = [int(a[1]) for a in legal if a[0] == "lose"]
            safe_offered.append(any(food(s, YOU) - C[c].food >= len(s.citizens[YOU]) for c in losable))

    def observed(s: Any, key: str, f: dict[str, Any]) -> None:
        if key == "pass":
            hungry.append(int(f["short"]))

    play(GAME, TUTORIAL, seed, held=held, observed=observed)
    return all(safe_offered) if safe_offered else True, any(hungry)


@pytest.mark.parametrize("seed", [TUTORIAL.seed, 1, 2])
def test_the_starred_card_to_lose_never_starves_a_citizen(seed: int) -> None:
    """The damage step stars a card whose loss keeps everyone fed; a citizen goes hungry only where no such
    card exists, as its text says ("when you have such a card")."""
    safe_offered, hungry = _starred_choices_starve(seed)
    assert not (safe_offered and hungry)


@pytest.mark.slow
def test_the_starred_card_to_lose_never_starves_a_citizen_over_many_seeds() -> None:
    for seed in range(30):
        safe_offered, hungry = _starred_choices_starve(seed)
        assert not (safe_offered and hungry), seed


def test_the_last_step_says_where_hints_are_as_the_tutorial_has_no_hint_button() -> None:
    finish = next(step for step in STEPS if step.key == "finish")
    assert "main menu" in finish.text["en"] and "Hint" in finish.text["en"]
    assert "главного меню" in finish.text["ru"] and "«Подсказка»" in finish.text["ru"]
    assert "can help you" not in finish.text["en"] and "помогут" not in finish.text["ru"]
