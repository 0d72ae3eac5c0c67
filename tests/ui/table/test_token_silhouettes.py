"""Cities, fortresses and armies are told apart at a glance at the size the table draws them: their
outlines differ (a house, a notched wall, a disc) and so does their brightness (a fortress token is
filled with its owner's colour, a city token is light), in every seat colour."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from civitas.games.heroes.table import icons as _icons  # noqa: F401 - registers the heroes shapes
from civitas.games.heroes.table.heroes_table import SEAT_COLOURS
from civitas.ui.table.tokens import TokenItem

SIZE = 40  # the smallest token the table draws (a rival's area)


def render(kind: str, colour: str) -> QImage:
    token = TokenItem(kind, kind, colour, size=SIZE)
    image = QImage(SIZE + 4, SIZE + 4, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(2, 2)
    token.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def silhouette(image: QImage) -> set[tuple[int, int]]:
    return {(x, y) for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y).alpha() > 128}


def light_share(image: QImage) -> float:
    """The share of the token that is light (the cream of a token's face, not a seat colour)."""
    inside = silhouette(image)
    return sum(1 for x, y in inside if QColor(image.pixelColor(x, y)).lightness() > 200) / len(inside)


def differ(a: set[Any], b: set[Any]) -> float:
    """The share of the two shapes' pixels that only one of them covers."""
    return len(a ^ b) / len(a | b)


@pytest.mark.parametrize("colour", SEAT_COLOURS)
def test_city_fortress_and_army_differ_in_outline_and_brightness(qapp: Any, colour: str) -> None:
    city, fort, army = (render(kind, colour) for kind in ("city", "fortress", "army"))
    shapes = {name: silhouette(image) for name, image in (("city", city), ("fort", fort), ("army", army))}
    assert differ(shapes["city"], shapes["fort"]) > 0.12  # the roof against the merlons
    assert differ(shapes["city"], shapes["army"]) > 0.12
    assert differ(shapes["fort"], shapes["army"]) > 0.12
    assert light_share(city) - light_share(fort) > 0.25  # a light token against one in its owner's colour


def test_the_outlines_are_what_the_table_hit_tests(qapp: Any) -> None:
    """A click lands on the token's own outline: the notches of a fortress are not part of it."""
    fort = TokenItem("fortress", "f", SEAT_COLOURS[0], size=SIZE)
    city = TokenItem("city", "c", SEAT_COLOURS[0], size=SIZE)
    notch = QRectF(0.3 * SIZE, 0, 0.04 * SIZE, 0.1 * SIZE).center()
    assert not fort.shape().contains(notch) and fort.shape().contains(QRectF(0, 0, SIZE, SIZE).center())
    eave = QRectF(0, 0, 0.1 * SIZE, 0.1 * SIZE).center()  # outside the roof's slope
    assert not city.shape().contains(eave)
