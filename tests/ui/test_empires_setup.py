"""The Empires panel of the New game dialog (games/empires/table/setup.py), offscreen: a row per seat in
play, options the game accepts for every player count, no nation held twice (a taken nation swaps), the
remembered options restored or replaced by defaults, the described seat's style and power card, the
difficulty, both languages, and the whole dialog on a 1280×800 screen."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication, QWidget

from civitas.games.empires import DEFAULT_NATIONS, GAME, MAX_SEATS, NATIONS
from civitas.games.empires.cards import card_set
from civitas.games.empires.table import setup
from civitas.games.empires.table.setup import EmpiresSetup, create_setup
from civitas.ui import new_game_dialog
from civitas.ui.i18n import install_language


@pytest.fixture
def panel(qtbot: Any, english: None) -> Iterator[EmpiresSetup]:
    parent = QWidget()  # held here: the panel lives as long as the test
    qtbot.addWidget(parent)
    widget = create_setup(GAME, parent)
    assert isinstance(widget, EmpiresSetup)
    yield widget


@pytest.fixture
def russian_after(english: None) -> Iterator[None]:
    yield
    install_language("en")


def choose(panel: EmpiresSetup, seat: int, nation_id: str) -> None:
    panel.rows[seat].nation.setCurrentIndex(NATIONS.index(nation_id))


def style(nation_id: str, lang: str = "en") -> str:
    return card_set("data").nations[nation_id].style[lang]


def validated(panel: EmpiresSetup, players: int) -> dict[str, Any]:
    return GAME.validate_options({"players": players, **panel.options()})


def test_only_the_seats_in_play_have_a_row(panel: EmpiresSetup) -> None:
    for players in range(1, MAX_SEATS + 1):
        panel.set_players(players)
        shown = [all(w.isVisibleTo(panel) for w in row.widgets()) for row in panel.rows]
        hidden = [not any(w.isVisibleTo(panel) for w in row.widgets()) for row in panel.rows]
        assert shown == [seat < players for seat in range(MAX_SEATS)]
        assert hidden == [seat >= players for seat in range(MAX_SEATS)]


def test_the_panel_handles_the_first_player_and_every_seats_nation_and_side(panel: EmpiresSetup) -> None:
    keys = {"first_player", *(f"{kind}_{k}" for kind in ("nation", "side") for k in range(1, MAX_SEATS + 1))}
    assert set(panel.handles) == keys == set(panel.options())


def test_the_options_validate_through_the_game_for_every_player_count(panel: EmpiresSetup) -> None:
    for players in range(1, MAX_SEATS + 1):
        panel.set_players(players)
        out = validated(panel, players)
        assert [out[f"nation_{k + 1}"] for k in range(MAX_SEATS)] == list(DEFAULT_NATIONS)
        assert GAME.start(out, 1)[0].n == players
    panel.set_players(2)
    choose(panel, 0, "hollow_pilgrims")
    choose(panel, 1, "stargazers")  # held by the hidden seat 3, which takes seat 2's old nation
    panel.rows[1].side.setCurrentIndex(0)
    for players in range(1, MAX_SEATS + 1):
        out = validated(panel, players)
        assert (out["nation_1"], out["nation_2"], out["side_2"]) == ("hollow_pilgrims", "stargazers", "A")
        assert len({out[f"nation_{k + 1}"] for k in range(MAX_SEATS)}) == MAX_SEATS


def test_choosing_a_taken_nation_swaps_it_with_the_seat_that_held_it(panel: EmpiresSetup) -> None:
    panel.set_players(3)
    first, second = panel.nations()[:2]
    choose(panel, 0, second)
    assert panel.nations()[:2] == [second, first]
    assert panel.rows[1].nation_id() == first
    choose(panel, 2, "drifting_court")  # nobody holds it: nothing else moves
    assert panel.nations()[:3] == [second, first, "drifting_court"]
    assert len(set(panel.nations())) == MAX_SEATS


def test_the_nation_list_names_the_seat_in_play_holding_each_nation(panel: EmpiresSetup) -> None:
    panel.set_players(2)
    combo = panel.rows[0].nation
    catalog = GAME.catalog("en")
    assert combo.itemText(NATIONS.index(DEFAULT_NATIONS[1])) == f"{catalog['nation.' + DEFAULT_NATIONS[1]]} (player 2)"
    assert combo.itemText(NATIONS.index(DEFAULT_NATIONS[0])) == catalog["nation." + DEFAULT_NATIONS[0]]
    assert combo.itemText(NATIONS.index(DEFAULT_NATIONS[3])) == catalog["nation." + DEFAULT_NATIONS[3]]  # hidden seat
    assert "exchange" in combo.toolTip()


def test_set_options_restores_what_options_gave(panel: EmpiresSetup, qtbot: Any) -> None:
    panel.set_players(4)
    choose(panel, 0, "ember_clans")
    choose(panel, 3, "drifting_court")
    panel.rows[2].side.setCurrentIndex(0)
    panel.first.setCurrentIndex(panel.first.findData("3"))
    remembered = panel.options()
    again = create_setup(GAME, panel.parentWidget())
    assert isinstance(again, EmpiresSetup)
    again.set_players(4)
    assert again.options() != remembered
    again.set_options(remembered)
    assert again.options() == remembered
    assert again.rows[3].nation_id() == "drifting_court" and again.rows[2].side_id() == "A"


def test_set_options_replaces_bad_values_by_defaults_without_raising(panel: EmpiresSetup) -> None:
    panel.set_players(2)
    bad = {"first_player": "4", "nation_1": "atlantis", "nation_2": "salt_guilds", "nation_3": "salt_guilds",
           "nation_4": ["river_dynasts"], "side_1": "C", "side_2": 5, "side_3": "A"}
    panel.set_options(bad)
    out = panel.options()
    assert out["first_player"] == "random"  # seat 4 is not in play
    assert out["nation_2"] == "salt_guilds"
    assert out["nation_1"] == "river_dynasts" and out["nation_3"] != "salt_guilds"
    assert len({out[f"nation_{k + 1}"] for k in range(MAX_SEATS)}) == MAX_SEATS
    assert (out["side_1"], out["side_2"], out["side_3"], out["side_4"]) == ("B", "B", "A", "B")
    for players in range(1, MAX_SEATS + 1):
        validated(panel, players)
    panel.set_options({})
    assert panel.options()["first_player"] == "random" and panel.nations() == list(DEFAULT_NATIONS)


def test_a_first_player_beyond_the_seats_in_play_falls_back_to_random(panel: EmpiresSetup) -> None:
    panel.set_players(4)
    panel.first.setCurrentIndex(panel.first.findData("4"))
    panel.set_players(3)
    assert panel.options()["first_player"] == "random"
    panel.first.setCurrentIndex(panel.first.findData("2"))
    panel.set_players(2)
    assert panel.options()["first_player"] == "2"


def test_the_style_and_power_texts_follow_the_chosen_nation_and_side(panel: EmpiresSetup) -> None:
    catalog = GAME.catalog("en")
    assert style("river_dynasts") in panel.style_text.text()
    choose(panel, 0, "stargazers")
    assert style("stargazers") in panel.style_text.text() and style("river_dynasts") not in panel.style_text.text()
    assert "Player 1, Stargazers:" in panel.style_text.text()
    assert catalog["card.st_power_b"] in panel.power_text.text()
    assert panel.rows[0].power.text() == catalog["card.st_power_b"]
    panel.rows[0].side.setCurrentIndex(0)
    assert catalog["card.st_power_a"] in panel.power_text.text()
    assert panel.rows[0].power.toolTip() == catalog["cardtext.st_power_a"]


def test_the_described_seat_is_the_one_being_set(panel: EmpiresSetup) -> None:
    panel.set_players(3)
    panel.rows[2].side.setCurrentIndex(0)
    assert panel.current == 2 and style(DEFAULT_NATIONS[2]) in panel.style_text.text()
    QApplication.sendEvent(panel.rows[1].nation, QFocusEvent(QEvent.Type.FocusIn))
    assert panel.current == 1 and style(DEFAULT_NATIONS[1]) in panel.style_text.text()
    assert panel.rows[1].label.text() == "<b>Player 2:</b>" and panel.rows[2].label.text() == "Player 3:"
    panel.set_players(1)
    assert panel.current == 0 and style(DEFAULT_NATIONS[0]) in panel.style_text.text()


def test_the_difficulty_shows_stars_and_a_word(panel: EmpiresSetup) -> None:
    assert "★☆☆☆☆" in panel.rows[0].rating.text() and "easy" in panel.rows[0].rating.text()
    choose(panel, 0, "hollow_pilgrims")
    assert "★★★★★" in panel.rows[0].rating.text() and "very hard" in panel.rows[0].rating.text()
    assert panel.rows[0].rating.toolTip() == "Difficulty 5 of 5: very hard"
    assert setup.stars(2) == "★★☆☆☆"


def test_a_language_switch_retranslates_the_panel(panel: EmpiresSetup, russian_after: None) -> None:
    choose(panel, 1, "salt_guilds")  # seat 2 already held it: nothing moves, seat 2 is described
    panel.rows[1].side.setCurrentIndex(0)
    install_language("ru")
    ru = GAME.catalog("ru")
    assert style("salt_guilds", "ru") in panel.style_text.text()
    assert ru["card.sg_power_a"] in panel.power_text.text()
    assert panel.rows[0].label.text() == "Игрок 1:"
    assert panel.rows[1].side.currentText() == "Сторона A"
    assert panel.first_label.text() == "Первый игрок:"
    assert "довольно легко" in panel.rows[1].rating.text()
    install_language("en")
    assert style("salt_guilds") in panel.style_text.text() and panel.rows[0].label.text() == "Player 1:"


def test_the_panels_words_exist_in_both_languages() -> None:
    ru, en = ({k for k in GAME.catalog(lang) if k.startswith("setup.")} for lang in ("ru", "en"))
    assert ru == en and {f"setup.difficulty.{n}" for n in range(1, 6)} <= en


def test_the_dialog_takes_the_panels_options_and_fits_1280_by_800(
    qtbot: Any, english: None, russian_after: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(new_game_dialog, "table_package", lambda game_id: setup)
    install_language("ru")
    dialog = new_game_dialog.NewGameDialog(GAME)
    qtbot.addWidget(dialog)
    assert not {"first_player", "nation_1", "side_4"} & set(dialog.editors)
    dialog.players.setValue(4)
    panel = dialog.extra
    assert isinstance(panel, EmpiresSetup)
    choose(panel, 3, "hollow_pilgrims")  # the longest texts
    panel.rows[3].side.setCurrentIndex(0)
    hint = dialog.sizeHint()
    assert hint.width() <= 1280 and hint.height() <= 800
    chosen = dialog.setup().options
    assert chosen["players"] == 4 and chosen["nation_4"] == "hollow_pilgrims" and chosen["side_4"] == "A"


def test_the_dialogs_memory_shows_the_remembered_nations_and_sides(
    qtbot: Any, english: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(new_game_dialog, "table_package", lambda game_id: setup)
    options = {"first_player": "2", "nation_1": "stargazers", "nation_2": "river_dynasts", "nation_3": "salt_guilds",
               "nation_4": "hollow_pilgrims", "side_1": "A", "side_2": "B", "side_3": "A", "side_4": "B"}
    dialog = new_game_dialog.NewGameDialog(GAME, remembered={"players": 3, "options": options})
    qtbot.addWidget(dialog)
    panel = dialog.extra
    assert isinstance(panel, EmpiresSetup)
    assert panel.options() == options
    assert [row.nation.isVisibleTo(panel) for row in panel.rows] == [True, True, True, False]
    assert dialog.memory()["options"] == options  # remembered again as shown


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_one_player_says_the_opponent_is_the_rival_and_no_text_is_cut_or_drawn_over_another(
    qtbot: Any, english: None, russian_after: None, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    monkeypatch.setattr(new_game_dialog, "table_package", lambda game_id: setup)
    install_language(lang)
    dialog = new_game_dialog.NewGameDialog(GAME)
    qtbot.addWidget(dialog)
    dialog.resize(400, 300)
    dialog.show()
    dialog.players.setValue(1)
    QApplication.processEvents()
    panel = dialog.extra
    assert isinstance(panel, EmpiresSetup)
    catalog = GAME.catalog(lang)
    assert panel.solo_text.isVisible() and catalog["setup.solo"] in panel.solo_text.text()
    texts = [panel.solo_text, panel.style_text, panel.power_text]
    for upper, lower in zip(texts, texts[1:], strict=False):
        assert upper.geometry().bottom() < lower.geometry().top()  # one under the other, never over
    for label in texts:
        assert label.width() >= label.minimumWidth()  # as wide as it needs: nothing cut at the right
    assert dialog.width() <= 1280 and dialog.height() <= 800
    dialog.players.setValue(2)
    assert not panel.solo_text.isVisible()
