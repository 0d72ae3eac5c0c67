"""Every game on the decision machine (``civitas.engine.machine``; its ``Game.machine``): every declared
decision kind has all its parts — a prompt and a "choose what is offered" reason in both languages, a rules
section that exists with a title in both languages, pick limits, a rollout policy, a hint reason and search
candidates — and the random games of the conformance suite meet every kind, or the kind is listed here as never
met, with why."""

from __future__ import annotations

import functools
from typing import Any

import pytest
from conformance_play import cases, trajectory

from civitas.engine.machine import Machine
from civitas.engine.registry import all_game_ids, get_game, get_package
from civitas.engine.rules_help import LANGS

#: Decision kinds a seeded random game does not reach, per game, and why (a reason, not a silence).
NEVER_MET: dict[str, dict[str, str]] = {
    "empires": {
        "move_token": "only the Salt Guilds' power card, side A (an exhaust moving market tokens), asks it, and no "
                      "seeded random game here exhausts it while a market card carries a token",
    },
    "ancient": {
        "copy": "only an empire card whose action copies another card's action asks it; a random player rarely "
                "builds it and then places a citizen on it",
        "discard_army": "asked only when a card that raised the army limit is lost while every army is out",
        "expand_keep": "only the expand_plus variant (a yes/no option the random games leave off) offers provinces",
        "playwrights": "asked only of the Playwrights' owner when passing first; random games rarely build it",
        "refuge": "only the Refuge card's action asks it; random games rarely build the card and use its action",
        "refuge_order": "follows a refuge choice only",
        "refuge_fight": "follows a refuge choice only",
    },
}


def machine_games() -> list[str]:
    return [game_id for game_id in all_game_ids() if isinstance(getattr(get_game(game_id), "machine", None), Machine)]


def machine_of(game_id: str) -> Machine:
    get_package(game_id)  # the package imports the game's AI, which attaches the policies and hints
    machine = get_game(game_id).machine  # type: ignore[attr-defined]
    assert isinstance(machine, Machine)
    return machine


GAMES = machine_games()


def test_empires_is_on_the_machine() -> None:
    assert "empires" in GAMES


@pytest.mark.parametrize("game_id", GAMES)
def test_every_decision_kind_has_a_prompt_and_a_reason_in_both_languages(game_id: str) -> None:
    game, machine = get_game(game_id), machine_of(game_id)
    missing = []
    for lang in LANGS:
        catalog = game.catalog(lang)
        for kind, decision in machine.decisions.items():
            for key in (decision.prompt, f"reason.choose.{kind}"):
                if not catalog.get(key):
                    missing.append(f"{lang}: {kind} has no {key!r}")
    assert missing == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_decision_kind_names_a_rules_section_titled_in_both_languages(game_id: str) -> None:
    sections = {section.id: section for section in get_package(game_id).rules.sections}
    missing = []
    for kind, decision in machine_of(game_id).decisions.items():
        section = sections.get(decision.section)
        if section is None:
            missing.append(f"{kind}: no section {decision.section!r}")
            continue
        missing += [f"{kind}: {section.id!r} has no {lang} title" for lang in LANGS if not section.title.get(lang)]
    assert missing == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_decision_kind_has_pick_limits_a_policy_a_hint_reason_and_search_candidates(game_id: str) -> None:
    missing = []
    for kind, decision in machine_of(game_id).decisions.items():
        low, high = decision.picks
        if not 0 <= low <= high or high < 1:
            missing.append(f"{kind}: pick limits {decision.picks}")
        if decision.policy is None:
            missing.append(f"{kind}: no rollout policy")
        if decision.hint is None:
            missing.append(f"{kind}: no hint reason")
        if decision.candidates is None:
            missing.append(f"{kind}: no search candidates (keep_all when every answer is worth searching)")
    assert missing == []


@functools.cache
def kinds_met(game_id: str) -> frozenset[str]:
    """The decision kinds that asked a seat something in the conformance suite's random games."""
    met: set[str] = set()
    for case in cases():
        if case[0] != game_id:
            continue
        for _index, state, _seat, _action in trajectory(*case).walk():
            met.add(_top_kind(state))
    return frozenset(met)


def _top_kind(state: Any) -> str:
    top = state.stack.top
    return "" if top is None else str(top.kind)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_meet_every_decision_kind_not_listed_as_never_met(game_id: str) -> None:
    declared = set(machine_of(game_id).decisions)
    never = NEVER_MET.get(game_id, {})
    assert set(never) <= declared, "a kind listed as never met is not declared"
    assert sorted(declared - kinds_met(game_id) - set(never)) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_a_kind_listed_as_never_met_is_really_never_met(game_id: str) -> None:
    """The list stays honest: a kind the random games now reach comes off it."""
    assert sorted(set(NEVER_MET.get(game_id, {})) & kinds_met(game_id)) == []
