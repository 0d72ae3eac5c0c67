"""Geometry the game tables share: a card's size for a height, and weighted rows and columns, so a table's
layout names the shares of its bands instead of doing the arithmetic of widths, gaps and offsets itself."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSizeF

from civitas.ui.table.card_item import CARD_H, CARD_W


def card_size(h: float) -> QSizeF:
    """A card ``h`` high in the cards' proportions (its width rounded to a tenth)."""
    return QSizeF(round(h * CARD_W / CARD_H, 1), h)


def largest_fit(width: float, height: float, n: int, largest: float = math.inf, gap: float = 8.0) -> float:
    """The height of the largest card (at most ``largest``) of which ``n`` lie side by side in rows inside a room
    ``width`` x ``height`` without overlapping: one row if they fit it, else as many rows as give the largest cards."""
    n = max(1, n)
    best = 0.0
    for rows in range(1, n + 1):
        cols = math.ceil(n / rows)
        by_width = (width - gap * (cols - 1)) / cols * CARD_H / CARD_W
        by_height = (height - gap * (rows - 1)) / rows
        best = max(best, min(largest, by_width, by_height))
    return best


def _shares(length: float, weights: Sequence[float], gap: float) -> list[tuple[float, float]]:
    """(offset, size) of each part of ``length`` cut into ``weights`` shares with ``gap`` between parts."""
    total = sum(weights)
    if not weights or total <= 0:
        return []
    room = length - gap * (len(weights) - 1)
    out: list[tuple[float, float]] = []
    at = 0.0
    for weight in weights:
        size = room * weight / total
        out.append((at, size))
        at += size + gap
    return out


def row(rect: QRectF, weights: Sequence[float], gap: float = 8.0) -> list[QRectF]:
    """``rect`` cut side by side into parts as wide as their ``weights`` (``gap`` between them), full height."""
    return [QRectF(rect.left() + x, rect.top(), w, rect.height()) for x, w in _shares(rect.width(), weights, gap)]


def column(rect: QRectF, weights: Sequence[float], gap: float = 8.0) -> list[QRectF]:
    """``rect`` cut one above the other into parts as high as their ``weights`` (``gap`` between them)."""
    return [QRectF(rect.left(), rect.top() + y, rect.width(), h) for y, h in _shares(rect.height(), weights, gap)]


def grid(rect: QRectF, count: int, cols: int, gap: float = 8.0) -> list[QRectF]:
    """``count`` equal cells in rows of ``cols`` (the rows equally high, filled in reading order); a last row
    with fewer cells shares the whole width among them."""
    if count <= 0 or cols <= 0:
        return []
    rows = -(-count // cols)
    out: list[QRectF] = []
    for r, band in enumerate(column(rect, [1.0] * rows, gap)):
        out += row(band, [1.0] * min(cols, count - r * cols), gap)
    return out
