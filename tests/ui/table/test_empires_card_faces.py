"""Empires card faces show their rule text: every card that can be in a hand, drawn at the size the hand gives
it in a 1280x800 window, shows its text on its face in a font of at least 9 screen pixels, in English and in
Russian; a text longer than the face holds at that size shows its first lines ending with "…" (the enlarged
card shows all of it), and at 1920x1080 the cards are larger and cut fewer texts."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from table_helpers import open_table, show

from civitas.engine.registry import get_game, register
from civitas.games.empires.cards import Design, card_set
from civitas.games.empires.catalog import catalog
from civitas.games.empires.table import create_table, look
from civitas.ui.i18n import install_language
from civitas.ui.table.card_item import CARD_H, CARD_W, CardItem
from civitas.ui.table.zoom import ZOOM

# 990x760: the table's part of a 1280x800 window; 1580x1000: of a 1920x1080 one (tests/ui/table/test_empires_table)
SIZES = {"1280x800": (990, 760), "1920x1080": (1580, 1000)}


@pytest.fixture(autouse=True)
def english_after() -> Any:
    yield
    install_language("en")


def hand_card_px(qtbot: Any, lang: str, size: tuple[int, int]) -> float:
    """The width in screen pixels of a card in the viewer's hand at a table ``size``."""
    register("empires", "civitas.games.empires.package")
    install_language(lang)
    controller, table = open_table(get_game("empires"), {"players": 2}, 5, ["Ann", "Bob"], lang, None, create_table)
    show(qtbot, table, *size)
    s = controller.session.state
    item = table.scene.piece(f"card:{s.hand[0][0]}")  # type: ignore[attr-defined]
    assert isinstance(item, CardItem)
    return item.size.width() * table.view.transform().m11()  # type: ignore[attr-defined]


def squeezed(text: str) -> str:
    """``text`` without spaces and hyphens (a face breaks lines at spaces, or cuts a long word with a hyphen)."""
    return "".join(text.split()).replace("-", "")


def hand_designs() -> list[Design]:
    return [d for d in card_set("data").designs.values() if d.kind in ("card", "unrest")]


def fits(lang: str, width_px: float) -> dict[str, look.BodyFit | None]:
    cat = catalog(lang)
    return {d.id: look.body_fit(look.design_face("data", d, cat), d, QRectF(0, 0, CARD_W, CARD_H), width_px / CARD_W)
            for d in hand_designs()}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_hand_card_shows_its_text_at_9_px_or_more_at_1280x800(qtbot: Any, lang: str) -> None:
    width = hand_card_px(qtbot, lang, SIZES["1280x800"])
    cat = catalog(lang)
    cut = []
    for design_id, fit in fits(lang, width).items():
        text = cat[f"cardtext.{design_id}"]
        assert fit is not None, f"{design_id}: no text on its face in the hand ({width:.0f} px wide)"
        assert fit.px >= look.READABLE_PX, design_id
        shown = squeezed(" ".join(fit.lines))
        if fit.whole:
            assert shown == squeezed(text), design_id
        else:  # why not whole: longer than the face holds at 9 px; its first lines end with "…"
            assert shown.endswith("…") and squeezed(text).startswith(shown[:-1]), design_id
            cut.append(design_id)
    # most texts are whole: a cut one is a long text (the enlarged card shows the rest)
    assert len(cut) <= 10, cut
    assert all(len(cat[f"cardtext.{c}"]) > 150 for c in cut), cut


def test_a_card_too_small_to_read_shows_its_category_glyph_not_tiny_text() -> None:
    d = card_set("data").design("great_census")
    face = look.design_face("data", d, catalog("en"))
    assert look.body_fit(face, d, QRectF(0, 0, CARD_W, CARD_H), 40 / CARD_W) is None
    big = look.body_fit(face, d, QRectF(0, 0, CARD_W, CARD_H), 300 / CARD_W)
    assert big is not None and big.whole and big.px > look.READABLE_PX


def test_hand_cards_grow_with_the_window_and_cut_fewer_texts(qtbot: Any) -> None:
    small = hand_card_px(qtbot, "ru", SIZES["1280x800"])
    large = hand_card_px(qtbot, "ru", SIZES["1920x1080"])
    assert large > small * 1.2
    cut_small = [k for k, f in fits("ru", small).items() if f is None or not f.whole]
    cut_large = [k for k, f in fits("ru", large).items() if f is None or not f.whole]
    assert len(cut_large) < len(cut_small)
    assert all(f is not None and f.px >= look.READABLE_PX for f in fits("ru", large).values())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_enlarged_card_shows_every_cards_whole_text_at_1280x800(qtbot: Any, lang: str) -> None:
    """A face cut with "…" in the hand is read whole in its zoom (which has no text box: the face prints it)."""
    register("empires", "civitas.games.empires.package")
    install_language(lang)
    _controller, table = open_table(get_game("empires"), {"players": 2}, 5, ["Ann", "Bob"], lang, None, create_table)
    show(qtbot, table, *SIZES["1280x800"])
    zoom_px = CARD_W * ZOOM * table.scene.zoom.least_scale() * table.view.transform().m11()  # type: ignore[attr-defined]
    cut = [k for k, fit in fits(lang, zoom_px).items() if fit is None or not fit.whole]
    assert cut == [], f"cut in a {zoom_px:.0f} px zoom: {cut}"
