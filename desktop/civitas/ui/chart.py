"""A small line chart drawn with QPainter: one coloured line per player over the rounds."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget


@dataclass(slots=True)
class Series:
    name: str
    color: str
    points: list[tuple[float, float]] = field(default_factory=list)


def draw_legend_entry(painter: QPainter, metrics: QFontMetricsF, x: float, top: float, color: str, name: str,
                      width: float, text_color: QColor) -> None:  # fmt: skip
    """One entry of a chart's legend at (``x``, ``top``): a rounded swatch of ``color`` and ``name``, elided
    to ``width``."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(color))
    painter.drawRoundedRect(QRectF(x, top + metrics.height() / 2 - 5, 16, 10), 3, 3)
    painter.setPen(text_color)
    painter.drawText(QPointF(x + 22, top + metrics.ascent()),
                     metrics.elidedText(name, Qt.TextElideMode.ElideRight, width - 24))  # fmt: skip


def nice_step(span: float, max_ticks: int = 6) -> float:
    """A step of 1, 2 or 5 times a power of ten giving at most ``max_ticks`` intervals."""
    if span <= 0:
        return 1.0
    raw = span / max_ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return float(max(1.0, factor * power)) if span >= 1 else float(factor * power)
    return float(10 * power)


class LineChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lineChart")
        self.series: list[Series] = []
        self.x_title = ""
        self.empty_text = ""
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(640, 300)

    def set_data(self, series: list[Series], x_title: str) -> None:
        self.series = [s for s in series if s.points]
        self.x_title = x_title
        self.update()

    def set_empty_text(self, text: str) -> None:
        self.empty_text = text
        self.update()

    # --- painting ------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbf7ee"))
        text_color = QColor("#3a3a3a")
        painter.setPen(text_color)
        font = QFont(self.font())
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        if not self.series:
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            painter.end()
            return
        xs = [x for s in self.series for x, _y in s.points]
        ys = [y for s in self.series for _x, y in s.points]
        x_min, x_max = min(xs), max(xs)
        if x_max == x_min:
            x_max = x_min + 1
        y_min = min(0.0, min(ys))
        y_step = nice_step(max(ys) - y_min or 1)
        y_max = math.ceil(max(ys) / y_step) * y_step if max(ys) > y_min else y_min + y_step
        legend_w = min(180.0, max(metrics.horizontalAdvance(s.name) for s in self.series) + 34)
        label_w = metrics.horizontalAdvance(str(int(y_max))) + 14
        plot_w = self.width() - label_w - legend_w - 30
        plot = QRectF(label_w + 8, 20, plot_w, self.height() - 20 - 2.6 * metrics.height())

        def to_screen(x: float, y: float) -> QPointF:
            return QPointF(
                plot.left() + (x - x_min) / (x_max - x_min) * plot.width(),
                plot.bottom() - (y - y_min) / (y_max - y_min) * plot.height(),
            )

        grid = QPen(QColor("#ddd3bf"), 1)
        y = y_min
        while y <= y_max + 1e-9:
            p = to_screen(x_min, y)
            painter.setPen(grid)
            painter.drawLine(QPointF(plot.left(), p.y()), QPointF(plot.right(), p.y()))
            painter.setPen(text_color)
            label = f"{y:g}"
            painter.drawText(QRectF(0, p.y() - metrics.height() / 2, label_w, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            y += y_step
        x_step = nice_step(x_max - x_min, max(2, int(plot.width() // 60)))
        x = math.ceil(x_min / x_step) * x_step
        while x <= x_max + 1e-9:
            p = to_screen(x, y_min)
            painter.setPen(grid)
            painter.drawLine(QPointF(p.x(), plot.top()), QPointF(p.x(), plot.bottom()))
            painter.setPen(text_color)
            painter.drawText(QRectF(p.x() - 30, plot.bottom() + 4, 60, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter, f"{x:g}")
            x += x_step
        painter.setPen(QPen(QColor("#8a7a5a"), 1.5))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.setPen(text_color)
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4 + metrics.height(), plot.width(), metrics.height() + 4),
                         Qt.AlignmentFlag.AlignHCenter, self.x_title)

        count = len(self.series)
        for index, series in enumerate(self.series):
            color = QColor(series.color)
            # Equal values would hide one line under another: each series sits a little apart.
            nudge = (index - (count - 1) / 2) * 3.0
            points = [to_screen(px, py) + QPointF(0, nudge) for px, py in sorted(series.points)]
            path = QPainterPath(points[0])
            for point in points[1:]:
                path.lineTo(point)
            painter.setPen(QPen(color, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(color)
            painter.setPen(QPen(QColor("#fbf7ee"), 1.2))
            for point in points:
                painter.drawEllipse(point, 3.6, 3.6)

        legend_x = plot.right() + 18
        for index, series in enumerate(self.series):
            top = plot.top() + index * (metrics.height() + 8)
            draw_legend_entry(painter, metrics, legend_x, top, series.color, series.name, legend_w, text_color)
        painter.end()
