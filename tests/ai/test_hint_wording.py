"""A hint's reason speaks of the game, never of the program's search ("the search would rather keep the
others", «Поиск считает…»), and a reason of its own says why, not only which card: "the card most worth
keeping" restated the move. In both languages, for every game and for the generic reason."""

from __future__ import annotations

import re

import pytest

from civitas.ai.hints import HINT_MESSAGES
from civitas.engine.registry import get_package, register

GAMES = ["heroes", "ancient", "territory", "empires"]
PROGRAM_WORDS = re.compile(r"\b(search|searches|searched|simulation|ISMCTS|MCTS|iterations?)\b|поиск|перебор|симуляц",
                           re.IGNORECASE)
#: Reasons that only say the move is the best one, in other words.
RESTATED = re.compile(r"most worth keeping|rates this (move|trade|goal)|best move now|выгоднее всего отложить",
                      re.IGNORECASE)


def templates(game_id: str) -> dict[str, dict[str, str]]:
    register(game_id, f"civitas.games.{game_id}.package")
    return {lang: dict(texts) for lang, texts in get_package(game_id).hint_messages.items()}


@pytest.mark.parametrize("game_id", GAMES)
def test_no_hint_reason_speaks_of_the_search(game_id: str) -> None:
    found = [(lang, key, text) for lang, texts in templates(game_id).items() for key, text in texts.items()
             if key.startswith("hint.") and PROGRAM_WORDS.search(text)]
    assert found == []


@pytest.mark.parametrize("game_id", GAMES)
def test_no_hint_reason_only_restates_the_move(game_id: str) -> None:
    found = [(lang, key, text) for lang, texts in templates(game_id).items() for key, text in texts.items()
             if key.startswith("hint.") and RESTATED.search(text)]
    assert found == []


def test_the_generic_reason_speaks_of_the_game_in_both_languages() -> None:
    for lang in ("en", "ru"):
        text = HINT_MESSAGES[lang]["hint.generic"]
        assert not PROGRAM_WORDS.search(text) and not RESTATED.search(text)
    assert "Played out" in HINT_MESSAGES["en"]["hint.generic"] and "доиграть" in HINT_MESSAGES["ru"]["hint.generic"]


def test_the_scan_finds_the_old_wording() -> None:
    assert PROGRAM_WORDS.search("You may keep only five cards, and the search would rather keep the others.")
    assert PROGRAM_WORDS.search("Поиск считает этот ход лучшим.")
    assert RESTATED.search("{card} is the card most worth keeping for later.")
