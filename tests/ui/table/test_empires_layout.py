"""The Empires table's rows of cards: the development area and the play area lay their cards side by side (in
more rows, or smaller) rather than one over another, so every card's name stays whole, at 1280x800 and 1920x1080
in both languages; at the larger window the cards are larger on screen; the piles' titles are whole."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSizeF
from table_helpers import show
from test_empires_table import fast_animations, make, state  # noqa: F401 - the fixture, used by name

from civitas.games.empires.table.layout import grid_card, row_card
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.fit import scene_elisions

SIZES = {"1280x800": (990, 760), "1920x1080": (1580, 1000)}


def overlaps(cards: list[CardItem]) -> list[tuple[str, str]]:
    out = []
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            common = a.mapRectToScene(a.rect()).intersected(b.mapRectToScene(b.rect()))
            if common.width() > 0.5 and common.height() > 0.5:
                out.append((a.face.title, b.face.title))
    return out


def screen_height(table: Any, item: CardItem) -> float:
    return item.size.height() * table.view.transform().m11()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_development_area_shows_its_cards_side_by_side(qtbot: Any, lang: str, size: str) -> None:
    controller, table = make(2, lang)
    show(qtbot, table, *SIZES[size])
    s = state(controller)
    cards = [table.scene.piece(f"card:{c}") for c in s.development[0]]
    assert len(cards) >= 5 and all(isinstance(c, CardItem) for c in cards)
    area = table.scene.zone("development:0").area
    assert all(area.contains(c.mapRectToScene(c.rect())) for c in cards)
    assert overlaps(cards) == []
    table.grab()
    assert scene_elisions(table.scene) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_five_cards_in_play_lie_side_by_side(qtbot: Any, lang: str) -> None:
    controller, table = make(2, lang)
    s = state(controller)
    s.play[0] = (s.hand[0] + s.deck[0])[:5]  # a full play area (only the picture is asked of the table)
    s.hand[0] = [c for c in s.hand[0] if c not in s.play[0]]
    s.deck[0] = [c for c in s.deck[0] if c not in s.play[0]]
    show(qtbot, table, *SIZES["1280x800"])
    table.refresh()
    cards = [table.scene.piece(f"card:{c}") for c in s.play[0]]
    assert all(isinstance(c, CardItem) for c in cards)
    assert overlaps(cards) == []  # type: ignore[arg-type]


def test_cards_are_larger_on_screen_in_a_larger_window(qtbot: Any) -> None:
    heights = {}
    for size, wh in SIZES.items():
        controller, table = make(2, "en")
        show(qtbot, table, *wh)
        s = state(controller)
        heights[size] = [screen_height(table, table.scene.piece(f"card:{c}"))
                         for c in (s.hand[0][0], s.development[0][0], s.market[0])]
    assert all(big > small * 1.2 for small, big in zip(heights["1280x800"], heights["1920x1080"], strict=True))


def test_grid_card_fits_n_cards_without_overlap_and_prefers_larger_cards() -> None:
    room = QSizeF(316, 220)
    for n in range(1, 9):
        card = grid_card(room, n, 170)
        cols = int((room.width() + 4) // (card.width() + 4))
        rows = int((room.height() + 4) // (card.height() + 4))
        assert cols * rows >= n, n
    assert grid_card(room, 6, 170).height() > 100  # two rows of three, not one row of six slivers


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_seven_cards_in_hand_lie_side_by_side_at_1280x800(qtbot: Any, lang: str) -> None:
    controller, table = make(2, lang)
    s = state(controller)
    moved = s.deck[0][: 7 - len(s.hand[0])]  # a hand of seven (only the picture is asked of the table)
    s.hand[0] = s.hand[0] + moved
    s.deck[0] = [c for c in s.deck[0] if c not in moved]
    show(qtbot, table, *SIZES["1280x800"])
    table.refresh()
    cards = [table.scene.piece(f"card:{c}") for c in s.hand[0]]
    assert len(cards) == 7 and all(isinstance(c, CardItem) for c in cards)
    assert overlaps(cards) == []  # type: ignore[arg-type]


def test_row_card_shrinks_a_row_to_fit_but_not_below_its_floor() -> None:
    largest = QSizeF(120, 170)
    assert row_card(1000, 5, largest) == largest
    fitted = row_card(760, 7, largest)
    assert fitted.height() < 170 and 7 * fitted.width() + 6 * 6 <= 760 + 0.5
    assert row_card(300, 12, largest).height() == pytest.approx(170 * 0.72, abs=0.1)
