"""Whether text on the table had to be shortened: every text-drawing item keeps, from its last paint,
the texts it elided or clipped (``Elisions``), so a test or a screenshot tool can ask a rendered scene
which texts a player could not read in full (``scene_elisions``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene


class Elisions(list[str]):
    """The texts an item shortened at its last paint (empty: everything it drew was whole)."""

    def elide(self, metrics: QFontMetricsF, text: str, width: float) -> str:
        """``text`` elided at the right to ``width``; a shortened text is recorded."""
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
        if shown != text:
            self.append(text)
        return shown

    def check(self, metrics: QFontMetricsF, text: str, width: float) -> None:
        """Record ``text`` as clipped when it is wider than ``width`` (drawn without eliding)."""
        if text and metrics.horizontalAdvance(text) > width + 0.5:
            self.append(text)


def scene_elisions(scene: QGraphicsScene) -> list[tuple[str, str]]:
    """(item class, text) for every visible item of ``scene`` whose last paint shortened a text.
    Paint the scene first (``QWidget.grab`` of its view) so that the records are current."""
    found: list[tuple[str, str]] = []
    for item in scene.items():
        elided = getattr(item, "elided", None)
        if isinstance(elided, list) and item.isVisible():
            found += [(type(item).__name__, text) for text in elided]
    return found
