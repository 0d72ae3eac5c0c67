"""The Territory table uses the screen: its cards grow with the window (a card at 1920×1080 is drawn larger
than at 1280×800), the hand spreads to its area (as large as all its cards fit, never overlapping), no text
of a card or an area is drawn below 8 pixels at 1280×800 (two to six players, both languages; measured on
the drawn texts: the rivals' small cards show a compact face), another's short columns let its cards grow,
and no row of cards covers a player's name row."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from table_helpers import show
from test_territory_table import make
from text_sizes import drawn_text_sizes

from civitas.games.territory.state import TerritoryState
from civitas.games.territory.table import TerritoryTable
from civitas.ui.table.anim import Animator
from civitas.ui.table.card_item import CardItem


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def _mid(s: TerritoryState) -> bool:
    return s.round >= 3 and s.phase == "draft" and s.turn == 0


def _rect(piece: Any) -> QRectF:
    """Where a piece lies (its bounding rect also holds its highlight's margin)."""
    return QRectF(piece.pos(), piece.size)


def _screen_height(table: TerritoryTable, key: str) -> int:
    piece = table.scene.piece(key)
    assert piece is not None
    return table.view.mapFromScene(piece.sceneBoundingRect()).boundingRect().height()


def _hand_card_height(qtbot: Any, size: tuple[int, int], players: int) -> int:
    controller, table = make(players, "en", until=_mid)
    show(qtbot, table, *size)
    s = controller.session.state
    return _screen_height(table, f"card:{s.hands[0][0]}")


@pytest.mark.parametrize("players", [2, 4])
def test_cards_at_1920x1080_are_drawn_larger_than_at_1280x800(qtbot: Any, players: int) -> None:
    small = _hand_card_height(qtbot, (1280, 800), players)
    large = _hand_card_height(qtbot, (1920, 1080), players)
    assert large > small * 1.2, (small, large)


def test_the_hand_spreads_to_its_area_and_its_cards_never_overlap(qtbot: Any) -> None:
    controller, table = make(2, "en")
    show(qtbot, table)
    s = controller.session.state
    few = _screen_height(table, f"card:{s.hands[0][0]}")
    while len(s.hands[0]) < 12:
        s.hands[0].append(s.deck.pop())
    table.refresh()  # the state was set by hand: refresh forgets the position read before
    many = [table.scene.piece(f"card:{c}") for c in s.hands[0]]
    zone = table.scene.zone("hand:0")
    assert zone is not None and all(p is not None for p in many)
    rects = [_rect(p) for p in many if p is not None]
    assert all(zone.area.contains(r) for r in rects)  # twelve cards fit in the hand's area
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert _screen_height(table, f"card:{s.hands[0][0]}") < few  # and six cards are drawn larger


@pytest.mark.parametrize(("players", "lang"), [(2, "ru"), (4, "en"), (5, "ru"), (5, "en"), (6, "ru"), (6, "en")])
def test_no_table_text_is_drawn_below_8_pixels_at_1280x800(qtbot: Any, players: int, lang: str) -> None:
    _, table = make(players, lang, until=_mid)
    show(qtbot, table, 1280, 800)
    sizes = drawn_text_sizes(table)
    assert sizes
    small = [(round(px, 1), text) for px, text in sizes if px < 7.95]
    assert small == []


@pytest.mark.parametrize("players", [2, 4, 6])
def test_no_row_of_cards_covers_a_players_name_row(qtbot: Any, players: int) -> None:
    controller, table = make(players, "en", until=_mid)
    show(qtbot, table, 1280, 800)
    s = controller.session.state
    for p in range(players):
        strip = table.scene.zone(f"seat:{p}")
        area = table.scene.zone(f"area:{p}")
        assert strip is not None and area is not None
        for t in s.lands[p]:
            for key in [f"land:{t}", *(f"card:{c}" for c in s.on[t] if s.host[c] == t)]:
                piece = table.scene.piece(key)
                assert piece is not None
                assert _rect(piece).top() >= strip.area.bottom() - 0.5, (p, key)
                assert area.area.contains(_rect(piece)), (p, key)
    for piece in table.scene.pieces:
        if isinstance(piece, CardItem) and piece.zone_id == "hand:0":
            strip = table.scene.zone("seat:0")
            assert strip is not None and _rect(piece).top() >= strip.area.bottom()


def test_anothers_short_columns_let_its_cards_grow_and_a_small_card_shows_its_name_alone(qtbot: Any) -> None:
    """At six players a rival's one-card columns hold cards drawn larger than the three-card columns the area
    is sized for, and still inside its area; a card drawn under the compact size has no type caption."""
    controller, table = make(6, "en", until=_mid)
    show(qtbot, table, 1280, 800)
    s = controller.session.state
    rival = next(p for p in range(1, 6) if s.lands[p] and all(len(s.on[t]) <= 1 for t in s.lands[p]))
    c = next(c for t in s.lands[rival] for c in s.on[t])
    area = table.scene.zone(f"area:{rival}")
    piece = table.scene.piece(f"card:{c}")
    assert area is not None and piece is not None
    assert area.area.contains(_rect(piece))
    assert _screen_height(table, f"card:{c}") > 85  # three cards' room would draw it about 63 px high
    texts = [text for _, text in drawn_text_sizes(table)]
    assert "Character" not in texts and "Building" not in texts  # captions of compact faces left out
