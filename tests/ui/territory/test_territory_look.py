"""How Territory cards look (games/territory/table/look.py): every face renders at table and zoom sizes,
the type shows in the band colour, the tooltip text says the numbers, backs hide the name, land tiles
differ by number and only their owner sees what card a territory was made from."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from civitas.games.territory.card_gallery import card_entries
from civitas.games.territory.cards import TYPES, kinds, table
from civitas.games.territory.catalog import catalog
from civitas.games.territory.state import HIDDEN_CARD, HIDDEN_QUEST
from civitas.games.territory.table import gallery, look
from civitas.ui.table.card_item import CARD_H, CARD_W, CardFace, paint_face, render_card
from civitas.ui.table.fit import Elisions

LANGS = ("en", "ru")


def _image(face: CardFace, height: int, width: int | None = None) -> QImage:
    width = width if width is not None else round(height * CARD_W / CARD_H)
    return render_card(face, width, height).toImage()


def _first(kind_id: str) -> int:
    return table().index(kind_id)


def _all_faces(lang: str) -> list[CardFace]:
    names = catalog(lang)
    faces = [look.face(_first(k), names) for k in kinds()]
    faces += [look.face(HIDDEN_CARD, names), look.face(HIDDEN_QUEST, names)]
    faces.append(look.face(_first("bank"), names, lost=True))
    faces += [look.land_face(None, names, 1), look.land_face(_first("house"), names, 2)]
    return faces


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("height", [60, 110, 300])
def test_every_card_kind_back_and_land_renders_at_table_and_zoom_sizes(qapp: Any, lang: str, height: int) -> None:
    for face in _all_faces(lang):
        assert face.kind == look.KIND
        image = _image(face, height)
        assert not image.isNull()
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        assert centre.alpha() == 255, face.title  # painted, not left transparent


def test_card_types_differ_in_band_colour(qapp: Any) -> None:
    names = catalog("en")
    by_type = {t: next(k for k, d in kinds().items() if d.type == t) for t in TYPES}
    faces = {t: look.kind_face(k, names) for t, k in by_type.items()}
    assert len({f.band for f in faces.values()}) == len(TYPES)
    # the band really is painted in it: a pixel at the band's left end, clear of the title
    painted = set()
    for face in faces.values():
        image = _image(face, 128, 92)
        colour = image.pixelColor(8, 10)
        painted.add((colour.red() // 8, colour.green() // 8, colour.blue() // 8))
    assert len(painted) == len(TYPES)


@pytest.mark.parametrize("lang", LANGS)
def test_tooltip_says_name_type_need_profit_and_rules_in_the_catalog_language(qapp: Any, lang: str) -> None:
    names = catalog(lang)
    face = look.face(_first("restaurant"), names)  # needs 3, gives 5
    d = kinds()["restaurant"]
    assert face.title == d.name[lang]
    assert d.name[lang] in face.text and d.text[lang] in face.text
    assert look.type_name("building") in face.text
    if lang == "en":
        assert "Needs 3 units of income" in face.text and "gives 5 units of profit" in face.text
    else:
        assert "Требует 3 единицы дохода" in face.text and "приносит 5 единиц прибыли" in face.text
    drought = look.kind_face("drought", names)  # significance −1
    assert "−1" in drought.text


def test_need_and_profit_are_drawn_in_the_top_corners_and_change_the_picture(qapp: Any) -> None:
    names = catalog("en")
    house, restaurant = look.kind_face("house", names), look.kind_face("restaurant", names)  # 0/1 vs 3/5
    a, b = _image(house, 60), _image(restaurant, 60)
    w, h = a.width(), a.height()
    left = [(x, y) for x in range(w // 3) for y in range(int(h * 0.24), int(h * 0.44))]
    right = [(x, y) for x in range(w - w // 3, w) for y in range(int(h * 0.24), int(h * 0.44))]
    assert any(a.pixelColor(x, y) != b.pixelColor(x, y) for x, y in left)  # NEED, top left
    assert any(a.pixelColor(x, y) != b.pixelColor(x, y) for x, y in right)  # PROFIT, top right


def _is_paper(colour: QColor) -> bool:
    paper = look.PAPER
    return all(abs(a - b) < 40 for a, b in ((colour.red(), paper.red()), (colour.green(), paper.green()),
                                            (colour.blue(), paper.blue())))


@pytest.mark.parametrize("kind_id", ["bank", "bridge", "imaginary_income", "sausage"])
def test_income_token_corner_stays_free_of_rules_text(qapp: Any, kind_id: str) -> None:
    """The bottom-left 30 % x 22 % of a card carries no text (the table lays income tokens there), even
    when the rules text is drawn and long."""
    image = _image(look.kind_face(kind_id, catalog("ru")), 300)
    w, h = image.width(), image.height()
    inner = [(x, y) for x in range(8, int(w * 0.30)) for y in range(int(h * (1 - 0.22)), h - 8)]
    assert all(_is_paper(image.pixelColor(x, y)) for x, y in inner)


def test_rules_text_is_drawn_large_and_left_out_small(qapp: Any) -> None:
    """Circus and Factory are both buildings needing 1 and giving 2: below the caption they differ only by
    their rules text, drawn at 300 px, replaced by the type's emblem at 110 px."""
    names = catalog("en")
    circus, factory = look.kind_face("circus", names), look.kind_face("factory", names)

    def body(image: QImage) -> list[QColor]:
        w, h = image.width(), image.height()
        return [image.pixelColor(x, y) for x in range(8, w - 8) for y in range(int(h * 0.58), h - 8)]

    assert body(_image(circus, 300)) != body(_image(factory, 300))
    assert body(_image(circus, 110)) == body(_image(factory, 110))


@pytest.mark.parametrize("marker", [HIDDEN_CARD, HIDDEN_QUEST])
def test_a_back_has_no_name(qapp: Any, marker: int) -> None:
    names = catalog("en")
    face = look.face(marker, names)
    assert face.back and face.title == ""
    assert not any(d.name["en"] in face.text for d in kinds().values())


def test_main_and_quest_backs_differ(qapp: Any) -> None:
    names = catalog("en")
    assert _image(look.face(HIDDEN_CARD, names), 110) != _image(look.face(HIDDEN_QUEST, names), 110)


def test_a_lost_card_is_a_back_with_its_name_on_it(qapp: Any) -> None:
    names = catalog("en")
    lost = look.face(_first("bank"), names, lost=True)
    assert lost.back and lost.title == "Bank"
    assert _image(lost, 110) != _image(look.face(HIDDEN_CARD, names), 110)


def test_land_tiles_of_different_numbers_differ(qapp: Any) -> None:
    names = catalog("en")
    for size in ((67, 94), (92, 33)):  # a card-sized land and a strip-shaped tile
        images = [_image(look.land_face(None, names, n), size[1], size[0]) for n in range(1, 7)]
        for i, a in enumerate(images):
            assert all(a != b for b in images[i + 1:])
    # the same number draws the same land
    assert _image(look.land_face(None, names, 3), 94) == _image(look.land_face(None, names, 3), 94)


@pytest.mark.parametrize("lang", LANGS)
def test_made_from_shows_only_when_given(qapp: Any, lang: str) -> None:
    names = catalog(lang)
    mine = look.land_face(_first("house"), names, 4)
    theirs = look.land_face(None, names, 4)
    house = kinds()["house"].name[lang]
    assert house in mine.text and house not in theirs.text
    assert mine.art[2] and not theirs.art[2]
    a, b = _image(mine, 128, 92), _image(theirs, 128, 92)
    corner = [(x, y) for x in range(46, 90) for y in range(110, 126)]
    assert any(a.pixelColor(x, y) != b.pixelColor(x, y) for x, y in corner)


def test_instances_follow_the_games_card_table(qapp: Any) -> None:
    """With another attackers option the instance numbers shift: the game's table names the card."""
    names = catalog("en")
    three = table(3)
    c = three.index("reconstructor")
    assert look.face(c, names, kinds_of=three).title == kinds()["reconstructor"].name["en"]


@pytest.mark.parametrize("lang", LANGS)
def test_gallery_draws_every_entry_with_the_table_look(qapp: Any, lang: str) -> None:
    make = gallery.card_faces(lang)
    for entry in card_entries(lang):
        face = make(entry, "2 copies")
        assert face.kind == look.KIND and face.title == entry.name and not face.back


@pytest.mark.parametrize("lang", LANGS)
def test_names_are_not_clipped_at_table_size(qapp: Any, lang: str) -> None:
    names = catalog(lang)
    for kind_id in kinds():
        elided = Elisions()
        pixmap = QPixmap(79, 110)
        painter = QPainter(pixmap)
        painter.scale(79 / CARD_W, 110 / CARD_H)
        paint_face(painter, look.kind_face(kind_id, names), QRectF(0, 0, CARD_W, CARD_H), elided)
        painter.end()
        assert list(elided) == [], kind_id
