"""The rules window: opens at a section, follows links, searches, switches language, shows every card."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QUrl

from civitas.games.heroes import cards, rules_help
from civitas.ui.rules_window import (
    ROLE_SECTION,
    RulesWindow,
    has_rules,
    open_rules,
    search_pattern,
    section_from_link,
    section_link,
)


@pytest.fixture
def window(qtbot: Any) -> RulesWindow:
    w = RulesWindow("heroes", "en", "combat")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def test_opens_at_the_requested_section(window: RulesWindow):
    assert window.current == "combat"
    assert "Duels" in window.current_text()
    assert window.tree.currentItem().data(0, ROLE_SECTION) == "combat"
    assert window.section_ids() == list(rules_help.SECTION_IDS)


def test_show_section_is_the_why_not_target(window: RulesWindow):
    assert window.show_section("roads")
    assert window.current == "roads"
    assert "neighbour" in window.current_text()
    assert not window.show_section("no_such_section")  # unknown ids fall back to the first section
    assert window.current == "setup"


def test_links_inside_the_text_open_sections_and_back_returns(window: RulesWindow):
    window._anchor_clicked(QUrl("section:elimination"))
    assert window.current == "elimination"
    assert window.back_button.isEnabled()
    window.go_back()
    assert window.current == "combat"


def test_search_filters_sections_and_highlights(window: RulesWindow, qtbot: Any):
    window.set_search("fortress")
    visible = window.visible_section_ids()
    assert "combat" in visible and "build" in visible
    assert "discard" not in visible and "tax" not in visible
    assert window.highlighted_count() > 0
    assert "cards:" in window.found.text()
    window.set_search("zzzz-nothing")
    assert window.visible_section_ids() == []
    assert window.found.text() == "Nothing found"
    window.set_search("")
    assert window.visible_section_ids() == list(rules_help.SECTION_IDS)
    assert window.highlighted_count() == 0


def test_search_moves_to_a_section_that_matches(window: RulesWindow):
    window.show_section("discard")
    window.set_search("eruption")
    assert window.current != "discard"
    assert window.current in window.visible_section_ids()
    window.set_search("roads")
    assert window.current == "roads"  # a section named by the search comes first


def test_find_next_walks_through_the_matches(window: RulesWindow):
    window.set_search("fortress")
    first = window.current
    n = window.highlighted_count()
    assert n > 1
    positions = {window.browser.textCursor().position()}
    for _ in range(n - 1):
        window.find_next()
        positions.add(window.browser.textCursor().position())
    assert len(positions) == n and window.current == first
    window.find_next()  # past the last match: on to the next section with one
    assert window.current != first


def test_russian_search_finds_other_word_forms(qtbot: Any):
    w = RulesWindow("heroes", "ru", "war")
    qtbot.addWidget(w)
    w.set_search("герой")
    assert "war" in w.visible_section_ids()
    pattern = search_pattern("герой")
    assert pattern is not None
    for form in ("Герой", "героя", "героем", "герои"):
        assert pattern.search(form), form
    assert search_pattern("ёлка") is not None and search_pattern("ёлка").search("елки")  # type: ignore[union-attr]
    assert search_pattern("  ") is None


def test_language_switch_changes_the_text(window: RulesWindow):
    english = window.current_text()
    window.set_language("ru")
    russian = window.current_text()
    assert russian != english
    assert "Поединки" in russian
    assert window.tree.topLevelItem(0).text(0) == rules_help.SECTIONS[0].title["ru"]
    assert "Железо" in [t.entry.name for t in window.gallery.tiles]
    window.set_language("en")
    assert window.current_text() == english


def test_gallery_lists_every_card_kind(window: RulesWindow):
    kinds = window.gallery.card_kinds()
    assert sorted(kinds) == sorted(set(cards.KIND_IDS) | set(cards.ITEM_IDS))
    for tile in window.gallery.tiles:
        assert tile.picture.pixmap() is not None and not tile.picture.pixmap().isNull()
        assert tile.entry.name in tile.words.text()
        assert tile.entry.text in tile.words.text()


def test_search_also_filters_the_gallery(window: RulesWindow):
    window.set_search("grain")
    shown = window.gallery.visible_kinds()
    assert "grain" in shown and "army" in shown and "marble" not in shown
    assert "(" in window.tabs.tabText(window.cards_tab)
    grid = window.gallery.grid
    columns: dict[str, list[int]] = {}
    for tile in window.gallery.tiles:  # the shown cards close up: no holes left by hidden ones
        if not tile.isHidden():
            row, col, _rs, _cs = grid.getItemPosition(grid.indexOf(tile))
            columns.setdefault(tile.entry.group, []).append(row * 10 + col)
    for cells in columns.values():
        assert [c % 10 for c in cells] == [i % window.gallery.COLUMNS for i in range(len(cells))]


def test_gallery_link_opens_the_rules_section(window: RulesWindow):
    window.tabs.setCurrentIndex(window.cards_tab)
    tile = next(t for t in window.gallery.tiles if t.entry.kind == "hero")
    tile._link("section:events")
    assert window.tabs.currentIndex() == 0
    assert window.current == "events"


def test_open_rules_reuses_one_window_per_game(qtbot: Any):
    first = open_rules("heroes", "en", "tax")
    qtbot.addWidget(first)
    second = open_rules("heroes", "ru", "victory")
    assert second is first
    assert first.current == "victory" and first.lang == "ru"


def test_helpers_for_the_status_line():
    assert has_rules("heroes")
    assert not has_rules("no_such_game")
    assert section_from_link(section_link("combat")) == "combat"
    assert section_from_link("https://example.org") is None


def test_old_call_with_a_game_object(qtbot: Any):
    from civitas.engine.registry import get_game

    w = RulesWindow(get_game("heroes"))
    qtbot.addWidget(w)
    assert w.game_id == "heroes" and w.current == "setup"
