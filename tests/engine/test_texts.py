"""The Fluent loader (civitas.engine.texts): Russian plurals by CLDR category, English fallback, strict
mode, plain text (no bidi marks, no digit grouping), and the catalog entries the log renders."""

from __future__ import annotations

from pathlib import Path

import pytest

from civitas.engine.log import render
from civitas.engine.texts import FluentTemplate, GameTexts, TextError, set_strict
from civitas.engine.texts_check import id_problems, parse_problems, render_problems

EN = """
-card = card
log-draw = { $seat } draws { $n } { $n ->
    [one] { -card }
   *[other] cards
}
log-swap = { $seat } swaps
only-english = Only in English
card-luck = Luck
log-luck = { $seat } plays Luck
"""
RU = """
log-draw = { $seat } берёт { $n } { $n ->
    [one] карту
    [few] карты
   *[many] карт
}
log-swap = { $seat } меняет карту
-luck = { $case ->
   *[nom] Удача
    [acc] Удачу
}
card-luck = { -luck }
log-luck = { $seat } играет «{ -luck(case: "acc") }»
"""


@pytest.fixture
def texts(tmp_path: Path) -> GameTexts:
    for lang, source in (("en", EN), ("ru", RU)):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "log.ftl").write_text(source, encoding="utf-8")
    return GameTexts("test", tmp_path)


@pytest.fixture
def lenient() -> object:
    previous = set_strict(False)
    yield
    set_strict(previous)


@pytest.mark.parametrize(
    ("n", "word"), [(0, "карт"), (1, "карту"), (2, "карты"), (5, "карт"), (11, "карт"), (21, "карту"), (101, "карту"),
                    (112, "карт"), (1234, "карты")]
)
def test_russian_takes_the_cldr_plural_form_of_every_number(texts: GameTexts, n: int, word: str) -> None:
    assert texts.format("ru", "log-draw", {"seat": "Анна", "n": n}) == f"Анна берёт {n} {word}"


def test_english_uses_its_terms_and_two_forms(texts: GameTexts) -> None:
    assert texts.format("en", "log-draw", {"seat": "Ann", "n": 1}) == "Ann draws 1 card"
    assert texts.format("en", "log-draw", {"seat": "Ann", "n": 21}) == "Ann draws 21 cards"


def test_rendered_text_has_no_bidi_isolation_marks_and_no_digit_grouping(texts: GameTexts) -> None:
    text = texts.format("ru", "log-draw", {"seat": "Анна", "n": 12345})
    assert text == "Анна берёт 12345 карт"
    assert not {"\u2068", "\u2069"} & set(text)


def test_a_message_missing_in_russian_falls_back_to_english_for_players(texts: GameTexts, lenient: object) -> None:
    assert texts.format("ru", "only-english") == "Only in English"
    assert texts.format("ru", "log-draw", {"n": 2}) == "? берёт 2 карты"  # a missing name reads "?"


def test_strict_mode_raises_on_a_missing_message_or_variable(texts: GameTexts) -> None:
    previous = set_strict(True)
    try:
        with pytest.raises(TextError, match="only-english"):
            texts.format("ru", "only-english")
        with pytest.raises(TextError, match="seat"):
            texts.format("ru", "log-draw", {"n": 2})
        with pytest.raises(TextError):
            texts.format("en", "no-such-message")
    finally:
        set_strict(previous)


def test_catalog_entries_preview_in_the_old_notation_and_render_through_fluent(texts: GameTexts) -> None:
    catalog = texts.catalog("ru")
    entry = catalog["log.draw"]
    assert isinstance(entry, FluentTemplate)
    assert entry == "{seat} берёт {n} {n|карту|карты|карт}"
    assert render(entry, {"seat": 1, "n": 22}, catalog, "ru", ["Анна", "Борис"]) == "Борис берёт 22 карты"
    assert texts.catalog("en")["log.draw"] == "{seat} draws {n} {n|card|cards}"


def test_the_checks_find_junk_missing_messages_and_braces(tmp_path: Path) -> None:
    for lang, source in (("en", "a = A\nb = B { $x }\n"), ("ru", "a = { $y А\nc = В\n")):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "t.ftl").write_text(source, encoding="utf-8")
    texts = GameTexts("broken", tmp_path)
    assert parse_problems(texts) and parse_problems(texts)[0].startswith("ru/t.ftl: cannot parse")
    assert id_problems(texts) == ["ru: missing a", "ru: missing b", "ru: extra c"]
    (tmp_path / "en" / "t.ftl").write_text('a = A { "{" }\nb = see log.draw\nc = hint_generic\n', encoding="utf-8")
    (tmp_path / "en" / "u.ftl").write_text("log-draw = x\n", encoding="utf-8")
    found = render_problems(GameTexts("broken", tmp_path))
    assert any("a (0) shows a brace" in line for line in found)
    assert any("shows a message id ['log.draw']" in line for line in found)
    assert any("underscore-joined" in line for line in found)


def test_a_term_names_a_card_one_way_and_takes_the_case_a_message_asks_for(texts: GameTexts) -> None:
    assert texts.format("ru", "card-luck") == "Удача"
    assert texts.format("ru", "log-luck", {"seat": "Анна"}) == "Анна играет «Удачу»"
    catalog = texts.catalog("ru")
    assert catalog["card.luck"] == "Удача" and catalog["log.luck"] == "{seat} играет «Удачу»"


def test_the_quick_id_scan_at_registration_finds_exactly_the_parsed_messages() -> None:
    from civitas.engine.texts import catalog_id, quick_ids, text_games

    for game_id in text_games():
        texts = GameTexts(game_id)
        for lang in texts.langs:
            assert quick_ids(game_id, lang) == {catalog_id(name) for name in texts.message_ids(lang)}


def test_the_agreement_check_catches_a_quick_rendering_that_differs_from_fluent(texts: GameTexts) -> None:
    from civitas.engine.texts_check import quick_problems

    assert quick_problems(texts) == []
    texts.langs["ru"].quick["log-swap"] = ["Кто-то меняет карту ", ("", "seat")]
    assert [line.split(":")[0:2] for line in quick_problems(texts)] == [["ru", " log-swap (0, Анна)"]]


def test_the_fluent_files_are_package_data_and_go_into_the_frozen_bundle_with_their_plural_rules() -> None:
    import tomllib

    root = Path(__file__).resolve().parents[2]
    with (root / "pyproject.toml").open("rb") as fh:
        project = tomllib.load(fh)
    assert "*.ftl" in project["tool"]["setuptools"]["package-data"]["*"]
    assert any(dep.startswith("fluent.runtime") for dep in project["project"]["dependencies"])
    spec = (root / "installer.spec").read_text(encoding="utf-8")
    assert '"*.ftl"' in spec
    assert 'BABEL_LOCALES = ("root", "en", "ru")' in spec  # the plural rules of both languages stay in
