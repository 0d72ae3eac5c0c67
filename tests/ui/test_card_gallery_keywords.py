"""The card gallery's keyword links: an entry with ``keywords`` shows each rules-help place as a link titled
with the place's own title in the gallery's language, and a click asks for the section and the anchor;
entries without ``keywords`` keep their one section link. Empires' gallery entries are shown through a
stand-in rules help (its package does not declare them yet)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

import pytest

from civitas.engine.package import GalleryCards, RulesHelp
from civitas.games.empires import card_gallery, rules_help
from civitas.games.empires.card_gallery_keywords import place
from civitas.ui import card_gallery as gallery_ui
from civitas.ui.card_gallery import CardGallery, CardTile
from civitas.ui.i18n import install_language
from civitas.ui.rules_window import RulesWindow

EMPIRES_RULES = RulesHelp(
    sections=rules_help.SECTIONS,
    section_body=rules_help.section_body,
    cards=GalleryCards(
        entries=card_gallery.card_entries,
        group_title=card_gallery.group_title,
        count_text=card_gallery.count_text,
        group_colours=card_gallery.GROUP_COLOURS,
    ),
)


@pytest.fixture
def empires_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    real = gallery_ui.rules_of

    def rules_of(game_id: str) -> RulesHelp:
        return EMPIRES_RULES if game_id == "empires" else real(game_id)

    monkeypatch.setattr(gallery_ui, "rules_of", rules_of)


def _tile(gallery: CardGallery, kind: str) -> CardTile:
    return next(t for t in gallery.tiles if t.entry.kind == kind)


def _links(tile: CardTile) -> list[tuple[str, str]]:
    found = re.findall(r'<a href="section:([^"]+)">([^<]+)</a>', tile.words.text())
    return [(html.unescape(p), html.unescape(t)) for p, t in found]


@pytest.fixture
def russian_ui(qapp: Any) -> Iterator[None]:
    install_language("ru")
    yield
    install_language("en")


def test_keyword_links_carry_the_places_own_titles(qtbot: Any, empires_cards: None):
    gallery = CardGallery("empires", "en")
    qtbot.addWidget(gallery)
    links = _links(_tile(gallery, "barley_plain"))
    assert links[0] == ("market", "The market")  # the card's own section first
    assert (place("garrison"), "Garrison") in links
    assert (place("pinned"), "Pinned") in links
    assert "Rules: " in _tile(gallery, "barley_plain").words.text()
    assert (place("exhaust"), "Exhausting a card") in _links(_tile(gallery, "copper_hills"))
    assert ("nations#sub2", "River Dynasts ★") in _links(_tile(gallery, "rd_floodplain"))


def test_keyword_links_follow_the_language_of_the_gallery(qtbot: Any, empires_cards: None):
    gallery = CardGallery("empires", "ru")
    qtbot.addWidget(gallery)
    links = _links(_tile(gallery, "barley_plain"))
    assert links[0] == ("market", "Рынок")
    assert (place("garrison"), "Гарнизон") in links


def test_the_keyword_line_is_framed_by_the_translated_rules_label(qtbot: Any, empires_cards: None, russian_ui: None):
    gallery = CardGallery("empires", "ru")
    qtbot.addWidget(gallery)
    text = _tile(gallery, "barley_plain").words.text()
    assert re.search(r'<p[^>]*>Правила: <a href="section:market">Рынок</a> · ', text)
    assert text.endswith(" →</p>")


def test_every_keyword_link_has_a_title(qtbot: Any, empires_cards: None):
    gallery = CardGallery("empires", "en")
    qtbot.addWidget(gallery)
    assert len(gallery.tiles) == len(card_gallery.card_entries("en"))
    for tile in gallery.tiles:
        places = [p for p, _ in _links(tile)]
        assert places == [tile.entry.section, *tile.entry.keywords], tile.entry.kind


def test_clicking_a_keyword_asks_for_its_section_and_anchor(qtbot: Any, empires_cards: None):
    gallery = CardGallery("empires", "en")
    qtbot.addWidget(gallery)
    sections: list[str] = []
    places: list[tuple[str, str]] = []
    gallery.section_requested.connect(sections.append)
    gallery.place_requested.connect(lambda s, a: places.append((s, a)))
    tile = _tile(gallery, "barley_plain")
    anchor = place("garrison").split("#")[1]
    tile._link(f"section:{place('garrison')}")
    assert sections == ["keywords"] and places == [("keywords", anchor)]
    tile._link("section:market")  # a whole section: no anchor
    assert sections == ["keywords", "market"] and len(places) == 1


def test_entries_without_keywords_keep_their_one_section_link(qtbot: Any):
    gallery = CardGallery("ancient", "en")
    qtbot.addWidget(gallery)
    for tile in gallery.tiles:
        assert not hasattr(tile.entry, "keywords")
        links = _links(tile)
        title = gallery.place_title(tile.entry.section)
        assert links == [(tile.entry.section, f"Rules: {title} →")], tile.entry.kind


def test_the_rules_window_opens_a_keyword_from_the_gallery(qtbot: Any, empires_cards: None):
    window = RulesWindow("empires", "en", "overview")
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    window.gallery.place_requested.connect(window._go)  # the wiring that scrolls to the keyword's anchor
    window.tabs.setCurrentIndex(window.cards_tab)
    _tile(window.gallery, "barley_plain")._link(f"section:{place('garrison')}")
    assert window.tabs.currentIndex() == 0
    assert window.current == "keywords"
    assert window.history == ["overview"]  # one step back, not two
    assert window.browser.verticalScrollBar().value() > 0  # scrolled down to the Garrison sub-heading
