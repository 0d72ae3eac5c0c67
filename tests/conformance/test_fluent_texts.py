"""Every game that keeps texts in Fluent files (civitas/games/<id>/texts/<lang>/*.ftl): the files parse,
both languages have the same messages, and every message renders in English and Russian for the plural
samples 0, 1, 2, 5, 11, 21, 101 without a brace, a message id or an underscore-joined word showing.
The platform renders plain and selector messages itself (civitas.engine.texts, for speed): it must give
Fluent's own text. ``tools/ftl_check.py`` runs the same checks for translators."""

from __future__ import annotations

import pytest

from civitas.engine.texts import LANGS, GameTexts, text_games
from civitas.engine.texts_check import id_problems, parse_problems, quick_problems, render_problems

GAMES = text_games()


@pytest.fixture(scope="module", params=GAMES)
def texts(request: pytest.FixtureRequest) -> GameTexts:
    return GameTexts(request.param)


def test_some_game_keeps_its_texts_in_fluent_files() -> None:
    assert "heroes" in GAMES


def test_every_fluent_file_parses_and_defines_each_message_once(texts: GameTexts) -> None:
    assert parse_problems(texts) == []


def test_both_languages_have_the_same_message_ids(texts: GameTexts) -> None:
    assert set(texts.langs) == set(LANGS)
    assert id_problems(texts) == []


def test_every_message_renders_for_every_plural_sample_showing_no_brace_id_or_underscore(texts: GameTexts) -> None:
    assert render_problems(texts) == []


def test_the_quick_renderer_gives_exactly_what_fluent_gives_for_every_message(texts: GameTexts) -> None:
    assert quick_problems(texts) == []
