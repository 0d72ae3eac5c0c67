"""A Territory card's face prints its rules text where it is large enough to read it: measured on the texts a
table draws at 1280x800 with two players (both languages), every hand card that shows its text shows all of
it, in a font of at least 9 screen pixels, and a card that cannot hold it whole shows none of it (its emblem;
the zoom reads the card); at the hand's size in a 1920x1080 window most cards of the deck print their text,
and no face text is elided."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from table_helpers import show
from test_territory_table import make
from text_sizes import drawn_text_sizes

from civitas.games.territory.cards import kinds
from civitas.games.territory.catalog import catalog
from civitas.games.territory.state import TerritoryState
from civitas.games.territory.table import TerritoryTable, look
from civitas.ui.table.anim import Animator
from civitas.ui.table.card_item import CARD_H, CARD_W, CardItem
from civitas.ui.table.fit import scene_elisions
from civitas.ui.table.zoom import MAX_TEXT_H, TEXT_PX, ZOOM


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def _mid(s: TerritoryState) -> bool:
    return s.round >= 3 and s.phase == "draft" and s.turn == 0


def squeezed(text: str) -> str:
    return "".join(text.split())


def printed(sizes: list[tuple[float, str]], rules: str) -> list[float] | None:
    """The sizes of the consecutive drawn texts that together read ``rules`` whole, or None."""
    whole = squeezed(rules)
    for i in range(len(sizes)):
        read, px = "", []
        for size, text in sizes[i:]:
            read += squeezed(text)
            px.append(size)
            if not whole.startswith(read) or read == whole:
                break
        if read == whole:
            return px
    return None


def begun(sizes: list[tuple[float, str]], rules: str) -> bool:
    """Whether some drawn text reads as the start of ``rules`` (a first line of it)."""
    whole = squeezed(rules)
    return any(len(squeezed(text)) >= 6 and whole.startswith(squeezed(text)) for _, text in sizes)


def screen_size(table: TerritoryTable, item: CardItem) -> tuple[float, float]:
    scale = table.view.transform().m11()
    return item.size.width() * scale, item.size.height() * scale


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_hand_faces_print_their_whole_rules_text_at_9_px_or_more_at_1280x800(qtbot: Any, lang: str) -> None:
    controller, table = make(2, lang, until=_mid)
    show(qtbot, table, 1280, 800)
    s = controller.session.state
    for i, short in enumerate(("peasant", "circus")):  # two cards with short texts into the hand, from the deck
        c = next(c for c in s.deck if s.kinds[c] == short)
        s.deck[s.deck.index(c)], s.hands[0][i] = s.hands[0][i], c
    controller.forget_position()  # the state was changed by hand: the position is read again
    table.rerender(animate=False)
    sizes = drawn_text_sizes(table)
    shown = 0
    for c in s.hands[0]:
        item = table.scene.piece(f"card:{c}")
        assert isinstance(item, CardItem)
        kind_id = s.kinds[c]
        rules = controller.catalog[f"cardtext.{kind_id}"]
        px = printed(sizes, rules)
        expected = look.face_rules_fit(kind_id, rules, *screen_size(table, item), corner=False)
        if px is None:
            assert not begun(sizes, rules), kind_id  # no part of a text: the emblem stands for it
            assert expected is None, kind_id
        else:
            assert min(px) >= 9 - 0.05, (kind_id, px)
            assert expected is not None and len(expected.lines) == len(px), kind_id
            shown += 1
    assert shown >= 2  # the hand's seven cards are drawn full size at 1280x800: Farmhand's and Circus's texts fit
    assert scene_elisions(table.scene) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_most_deck_cards_print_their_rules_text_at_the_hand_size_of_a_1920x1080_window(qtbot: Any, lang: str) -> None:
    """1580x1000 is the table's part of a 1920x1080 window; a card that prints its text prints all of it at
    9 px or more (``face_rules_fit`` is what the painter draws, checked against the drawn texts above)."""
    controller, table = make(2, lang, until=_mid)
    show(qtbot, table, 1580, 1000)
    s = controller.session.state
    item = table.scene.piece(f"card:{s.hands[0][0]}")
    assert isinstance(item, CardItem)
    w, h = screen_size(table, item)
    fits = {k: look.face_rules_fit(k, controller.catalog[f"cardtext.{k}"], w, h, corner=False) for k in kinds()}
    printing = [k for k, fit in fits.items() if fit is not None]
    assert all(fit.px >= 9 for fit in fits.values() if fit is not None)
    assert len(printing) >= 0.7 * len(fits), (len(printing), len(fits))
    assert {"peasant", "circus", "crisis"} <= set(printing)  # short texts print at this size (Farmhand, Circus, Crisis)


def test_a_card_whose_text_does_not_fit_whole_at_9_px_shows_its_emblem(qapp: Any) -> None:
    """The Bank's long text cannot be read whole on a hand card of 88x123 px: none of it is drawn there (no
    text cut with "…"), while a zoomed card (2.3x) prints it all."""
    rules = catalog("ru")["cardtext.bank"]
    assert look.face_rules_fit("bank", rules, 88, 123, corner=False) is None
    zoomed = look.face_rules_fit("bank", rules, CARD_W * ZOOM, CARD_H * ZOOM)
    assert zoomed is not None and zoomed.px >= 9
    assert squeezed("".join(line for line, _, _ in zoomed.lines)) == squeezed(rules)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_zoom_box_holds_every_cards_whole_rules_text_before_its_cut(qapp: Any, lang: str) -> None:
    """The zoom's text box stops at MAX_TEXT_H: every card's name, type and rules text come first and fit in
    it (the numbers in words after them, which the face shows as numbers, are what a long card loses)."""
    names = catalog(lang)
    font = QFont()
    font.setPixelSize(TEXT_PX)
    room = QRectF(0, 0, int(CARD_W * ZOOM - 16), 10_000)
    for k in kinds():
        face = look.kind_face(k, names)
        rules = names[f"cardtext.{k}"]
        head = face.text[:face.text.index(rules) + len(rules)]
        assert head.startswith(face.title), k
        need = QFontMetricsF(font).boundingRect(room, int(Qt.TextFlag.TextWordWrap), head).height()
        assert need + 12 <= MAX_TEXT_H, (k, need)
