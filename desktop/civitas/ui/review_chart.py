"""The review's chart, drawn with QPainter: each player's chance to win over the game's moves, with the
turning points marked. A click on a point or a mark asks for that move (``step_clicked``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from civitas.ui.chart import draw_legend_entry, nice_step

NARROW = 600  # below this width the legend goes under the plot
HIT_RADIUS = 9.0  # how near (in pixels) a click must fall to a point or a mark to pick it


@dataclass(slots=True)
class Curve:
    """One player's line: (step, chance in 0..1) points, in step order."""

    seat: int
    name: str
    color: str
    points: list[tuple[int, float]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Mark:
    """A turning point on ``seat``'s line: ``kind`` "lead" (took the lead) or "drop" (its largest fall);
    ``tip`` is the sentence a hover shows."""

    step: int
    seat: int
    chance: float
    kind: str
    tip: str = ""


class ReviewChart(QWidget):
    step_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewChart")
        self.curves: list[Curve] = []
        self.marks: list[Mark] = []
        self.steps = 1
        self.x_title = ""
        self.empty_text = ""
        self.mark_names = ("", "")  # the legend's words for a "lead" and a "drop" mark
        self.selected = -1  # the step shown in the replay now (a thin line), -1 for none
        self._hits: list[tuple[QPointF, int, str]] = []  # where each point and mark was drawn: its step, its tip
        self._cache: QPixmap | None = None
        self._plot: tuple[QRectF, int] | None = None  # the plot's rectangle and the last move, once drawn
        self.setMinimumSize(360, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(640, 280)

    def set_data(self, curves: list[Curve], marks: list[Mark], steps: int, x_title: str) -> None:
        self.curves = [c for c in curves if c.points]
        self.marks = list(marks)
        self.steps = max(1, steps)
        self.x_title = x_title
        self.invalidate()

    def set_empty_text(self, text: str) -> None:
        self.empty_text = text
        self.invalidate()

    def set_mark_names(self, lead: str, drop: str) -> None:
        self.mark_names = (lead, drop)
        self.invalidate()

    def set_selected(self, step: int) -> None:
        self.selected = step
        self.update()

    # --- picking ---------------------------------------------------------------------------------------
    def hit(self, pos: QPointF) -> tuple[int, str] | None:
        """The step (and its tip) of the point or mark nearest to ``pos`` within ``HIT_RADIUS``; marks win ties."""
        best: tuple[float, int, str] | None = None
        for point, step, tip in self._hits:
            d = (point.x() - pos.x()) ** 2 + (point.y() - pos.y()) ** 2
            if d <= HIT_RADIUS**2 and (best is None or d < best[0]):
                best = (d, step, tip)
        return (best[1], best[2]) if best is not None else None

    def point_of(self, step: int) -> QPointF | None:
        """Where a point (or mark) of ``step`` was last drawn, for tests and tools."""
        for point, at, _tip in self._hits:
            if at == step:
                return point
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        found = self.hit(event.position())
        if found is not None and event.button() == Qt.MouseButton.LeftButton:
            self.step_clicked.emit(found[0])
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        found = self.hit(event.position())
        self.setCursor(Qt.CursorShape.PointingHandCursor if found else Qt.CursorShape.ArrowCursor)
        if found is not None and found[1]:
            QToolTip.showText(event.globalPosition().toPoint(), found[1], self)
        else:
            QToolTip.hideText()
        super().mouseMoveEvent(event)

    # --- painting --------------------------------------------------------------------------------------
    def invalidate(self) -> None:
        """Drop the drawing kept from the last paint (the data, the words or the size changed)."""
        self._cache = None
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._cache = None
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        # The lines and marks are drawn once into a pixmap and reused (a tooltip, a hover, the selected
        # move): a repaint costs a copy, not a hundred antialiased points.
        ratio = self.devicePixelRatioF()
        if self._cache is None or self._cache.devicePixelRatio() != ratio:
            cache = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            cache.setDevicePixelRatio(ratio)
            inner = QPainter(cache)
            self._draw(inner)
            inner.end()
            self._cache = cache
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._cache)
        if self._plot is not None and 0 <= self.selected < self.steps:
            plot, last = self._plot
            sx = plot.left() + self.selected / (last - 1) * plot.width()
            painter.setPen(QPen(QColor("#5a4a2a"), 1.2, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(sx, plot.top()), QPointF(sx, plot.bottom()))
        painter.end()

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbf7ee"))
        text_color = QColor("#3a3a3a")
        font = QFont(self.font())
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        self._hits = []
        self._plot = None
        if not self.curves:
            painter.setPen(text_color)
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.empty_text)
            return
        words = [c.name for c in self.curves] + list(self.mark_names)
        legend_w = min(180.0, max(metrics.horizontalAdvance(text) for text in words) + 34)
        label_w = metrics.horizontalAdvance("100%") + 10
        beside = self.width() >= NARROW  # the legend right of the plot; in a narrow chart, rows under it
        rows = self._legend_rows(metrics) if not beside else []
        below = len(rows) * (metrics.height() + 6) + (6 if rows else 0)
        plot = QRectF(label_w + 8, 14, self.width() - label_w - (legend_w + 34 if beside else 24),
                      self.height() - 14 - 2.6 * metrics.height() - below)

        last = max(2, self.steps)  # the x axis counts moves from 1 (a step's move is its index + 1)

        def to_screen(step: float, chance: float) -> QPointF:
            return QPointF(plot.left() + step / (last - 1) * plot.width(), plot.bottom() - chance * plot.height())

        grid = QPen(QColor("#ddd3bf"), 1)
        for percent in range(0, 101, 25):
            y = to_screen(0, percent / 100).y()
            painter.setPen(grid if percent != 50 else QPen(QColor("#c9bb9b"), 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_color)
            painter.drawText(QRectF(0, y - metrics.height() / 2, label_w, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{percent}%")
        x_step = nice_step(last, max(2, int(plot.width() // 70)))
        move = 1.0
        while move <= last + 1e-9:
            p = to_screen(move - 1, 0)
            painter.setPen(grid)
            painter.drawLine(QPointF(p.x(), plot.top()), QPointF(p.x(), plot.bottom()))
            painter.setPen(text_color)
            painter.drawText(QRectF(p.x() - 30, plot.bottom() + 4, 60, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter, f"{move:g}")
            move = x_step if move == 1.0 and x_step > 1 else move + x_step
        painter.setPen(QPen(QColor("#8a7a5a"), 1.5))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.setPen(text_color)
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4 + metrics.height(), plot.width(), metrics.height() + 4),
                         Qt.AlignmentFlag.AlignHCenter, self.x_title)
        self._plot = (plot, last)

        for curve in self.curves:
            color = QColor(curve.color)
            points = [to_screen(step, chance) for step, chance in curve.points]
            # A chance holds until the seat's next judged decision: steps, not slopes (so a turning point
            # marked between two points sits on the line).
            path = QPainterPath(points[0])
            for before, point in zip(points, points[1:], strict=False):
                path.lineTo(QPointF(point.x(), before.y()))
                path.lineTo(point)
            painter.setPen(QPen(color, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(color)
            painter.setPen(QPen(QColor("#fbf7ee"), 1.0))
            radius = 2.8 if len(points) < 120 else 2.0
            for point, (step, chance) in zip(points, curve.points, strict=True):
                painter.drawEllipse(point, radius, radius)
                self._hits.append((point, step, f"{curve.name}: {round(chance * 100)}%"))

        colors = {c.seat: QColor(c.color) for c in self.curves}
        for mark in self.marks:
            center = to_screen(mark.step, mark.chance)
            color = colors.get(mark.seat, text_color)
            draw_mark(painter, center, mark.kind, color)
            self._hits.append((center, mark.step, mark.tip))

        if not beside:
            self._draw_rows(painter, metrics, rows, plot.bottom() + 2.6 * metrics.height() + 6, text_color)
            return
        legend_x = plot.right() + 18
        for index, curve in enumerate(self.curves):
            top = plot.top() + index * (metrics.height() + 8)
            draw_legend_entry(painter, metrics, legend_x, top, curve.color, curve.name, legend_w, text_color)
        top = plot.top() + (len(self.curves) + 0.5) * (metrics.height() + 8)
        for kind, label in zip(("lead", "drop"), self.mark_names, strict=True):
            if not label:
                continue
            draw_mark(painter, QPointF(legend_x + 8, top + metrics.height() / 2), kind, QColor("#d8cdb4"))
            painter.setPen(text_color)
            box = QRectF(legend_x + 22, top, legend_w - 20, 2.2 * metrics.height())
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            painter.drawText(box, flags, label)
            top += metrics.boundingRect(box, Qt.TextFlag.TextWordWrap, label).height() + 8


    def _legend_items(self) -> list[tuple[str, str, str]]:
        """(kind, colour, words) of each legend entry: "line" for a player, "lead"/"drop" for a mark."""
        items = [("line", c.color, c.name) for c in self.curves]
        items += [(kind, "#d8cdb4", words) for kind, words in zip(("lead", "drop"), self.mark_names, strict=True)
                  if words]
        return items

    def _legend_rows(self, metrics: QFontMetricsF) -> list[list[tuple[str, str, str, float]]]:
        """The legend's entries laid out in rows as wide as the chart: (kind, colour, words, width) each."""
        rows: list[list[tuple[str, str, str, float]]] = [[]]
        used = 12.0
        for kind, color, words in self._legend_items():
            width = 26 + metrics.horizontalAdvance(words) + 16
            if rows[-1] and used + width > self.width() - 12:
                rows.append([])
                used = 12.0
            rows[-1].append((kind, color, words, width))
            used += width
        return [row for row in rows if row]

    def _draw_rows(self, painter: QPainter, metrics: QFontMetricsF, rows: list[list[tuple[str, str, str, float]]],
                   top: float, text_color: QColor) -> None:
        for row in rows:
            x = 12.0
            for kind, color, words, width in row:
                middle = top + metrics.height() / 2
                if kind == "line":
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(color))
                    painter.drawRoundedRect(QRectF(x, middle - 5, 16, 10), 3, 3)
                else:
                    draw_mark(painter, QPointF(x + 8, middle), kind, QColor(color))
                painter.setPen(text_color)
                painter.drawText(QPointF(x + 22, top + metrics.ascent()), words)
                x += width
            top += metrics.height() + 6


def draw_mark(painter: QPainter, center: QPointF, kind: str, color: QColor) -> None:
    """A turning point's mark: a diamond where a player took the lead, a triangle pointing down at a fall."""
    painter.setPen(QPen(QColor("#3a2a10"), 1.4))
    painter.setBrush(color)
    if kind == "lead":
        size = 7.0
        corners = [QPointF(0, -size), QPointF(size, 0), QPointF(0, size), QPointF(-size, 0)]
    else:
        size = 7.5
        corners = [QPointF(-size, -size * 0.8), QPointF(size, -size * 0.8), QPointF(0, size * 0.9)]
    painter.drawPolygon(QPolygonF([center + corner for corner in corners]))
