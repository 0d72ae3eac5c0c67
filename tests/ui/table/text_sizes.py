"""How large the table's texts are drawn on the screen: every ``QPainter.drawText`` of one paint of a widget
is recorded with its font size in device pixels (the painter's scale applied), card faces included (the
card pixmaps are rendered again at the view's scale for it)."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from civitas.ui.table import card_item


def drawn_text_sizes(widget: QWidget) -> list[tuple[float, str]]:
    """(size in pixels, text) of every non-blank text a fresh paint of ``widget`` draws."""
    found: list[tuple[float, str]] = []
    original = QPainter.drawText

    def spy(painter: QPainter, *args: Any) -> Any:
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            font = painter.font()
            size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * painter.device().logicalDpiY() / 72
            t = painter.transform()
            scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
            found.append((size * scale, text))
        return original(painter, *args)

    card_item.CACHE._items.clear()
    QPainter.drawText = spy  # type: ignore[method-assign]
    try:
        widget.grab()
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
    return found
