"""What a newcomer reads about a solo game's chance and a Revolt: the solo chance to win races the Rival (not
the 100 % a lone seat's share would always be), rises with the seat's lead and falls with the Rival's points;
a Revolt that returns no unrest is offered in words that say so."""

from __future__ import annotations

import pytest

from civitas.games.empires import GAME
from civitas.games.empires.ai import KNOWLEDGE
from civitas.games.empires.solo import SoloState
from civitas.games.empires.texts import describe


def solo(seed: int) -> SoloState:
    s, _ev = GAME.start({"players": 1}, seed)
    assert isinstance(s, SoloState)
    return s


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_solo_chance_on_turn_one_is_believable(seed: int) -> None:
    for judge in (KNOWLEDGE.evaluate, KNOWLEDGE.basic_evaluate):
        chance = judge(GAME, solo(seed))
        assert len(chance) == 1 and 0.05 <= chance[0] <= 0.6, chance


def test_the_solo_chance_follows_the_race_with_the_rival() -> None:
    s = solo(2)
    even = KNOWLEDGE.evaluate(GAME, s)[0]
    s.res[0][2] += 20  # 20 progress: 20 VP ahead
    ahead = KNOWLEDGE.evaluate(GAME, s)[0]
    s.rival_progress += 40  # the Rival 40 VP up
    behind = KNOWLEDGE.evaluate(GAME, s)[0]
    assert behind < even < ahead < 1.0


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_revolt_returning_no_unrest_says_so_and_one_returning_some_counts_them(lang: str) -> None:
    s = solo(2)
    none, two = describe(s, ("revolt", 0), lang, ["Ann"]), describe(s, ("revolt", 2), lang, ["Ann"])
    assert "0" not in none and "2" in two
    assert ("without returning" in none) if lang == "en" else ("без возврата" in none)
