"""The words of Territory's guided first game agree with the game: every button or menu entry a step tells
the learner to press is offered on the table with that very label while the step is on screen (in both
languages), and every number a step quotes is the one the tutorial's game plays with."""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.tutorial import Step
from civitas.games.territory import GAME
from civitas.games.territory.rules import LIMITS, capacity, limits, need
from civitas.games.territory.state import MARKET_EVERY, TerritoryState
from civitas.games.territory.tutorial import NAMES, OPTIONS, TUTORIAL
from civitas.games.territory.tutorial_texts import (
    BUTTONS,
    CAPACITY,
    DEFAULT_TARGET,
    HOUSE_NEED,
    PLACEMENTS,
    RAIDER_NEED,
    TARGET,
    TEXTS,
    UPKEEP,
)
from tutorial_helpers import play_tutorial

LANGS = ("en", "ru")
YOU = TUTORIAL.human


def _labels_by_step() -> dict[str, dict[str, set[str]]]:
    """Per step, per language: the labels of the learner's legal actions while that step was shown."""
    seen: dict[str, dict[str, set[str]]] = {}

    def held(state: TerritoryState, step: Step, legal: list[Action]) -> None:
        view = GAME.view(state, YOU)
        for lang in LANGS:
            names = list(NAMES[lang])
            labels = seen.setdefault(step.key, {}).setdefault(lang, set())
            labels.update(GAME.describe_action(view, YOU, a, lang, names) for a in legal)

    play_tutorial(GAME, TUTORIAL, TUTORIAL.seed, held=held)
    return seen


def test_every_button_a_tutorial_step_names_is_on_the_table_with_that_label() -> None:
    seen = _labels_by_step()
    for key, buttons in BUTTONS.items():
        for kind, label in buttons.items():
            for lang in LANGS:
                assert label[lang] in TEXTS[key][lang], (key, kind, lang)
                assert label[lang] in seen.get(key, {}).get(lang, set()), (key, kind, lang, seen.get(key))


def test_the_tutorial_names_no_button_the_table_does_not_have() -> None:
    for lang_texts in TEXTS.values():
        assert "Закончить ход" not in lang_texts["ru"] and "«Готово»" not in lang_texts["ru"]
        assert "End turn" not in lang_texts["en"] and "press Done" not in lang_texts["en"]


def test_the_numbers_the_tutorial_quotes_are_those_of_the_game_it_plays() -> None:
    s = GAME.new_state(dict(OPTIONS), TUTORIAL.seed)
    defaults: dict[str, Any] = {o.key: o.default for o in GAME.options}
    assert TARGET == s.options["target"]
    assert DEFAULT_TARGET == defaults["target"]
    assert UPKEEP == s.options.get("upkeep", defaults["upkeep"])
    assert CAPACITY == capacity(s)
    assert PLACEMENTS == limits(s)[1] == LIMITS[str(defaults["limit"])][1]
    house = next(c for c in range(len(s.facts.kind)) if s.facts.kind[c] == "house")
    raider = next(c for c in range(len(s.facts.kind)) if s.facts.kind[c] == "invader")
    assert (HOUSE_NEED, RAIDER_NEED) == (need(s, house), need(s, raider))
    for lang in LANGS:
        assert f"{TARGET}" in TEXTS["welcome"][lang] and f"{TARGET}" in TEXTS["finish"][lang]
        assert f"{DEFAULT_TARGET}" in TEXTS["welcome"][lang]  # a new game's goal is told apart
        assert f"{PLACEMENTS}" in TEXTS["character"][lang]
        assert f"{MARKET_EVERY}" in TEXTS["offer"][lang]


def test_the_russian_texts_need_no_gendered_form_of_a_player_name() -> None:
    for texts in TEXTS.values():
        assert "поэтому его территория" not in texts["ru"]
        assert "{p1}, поэтому" not in texts["ru"]
