"""Animated six-sided dice: the die tumbles through random faces and settles on the rolled value.

The value always comes from the engine's event; the tumbling faces are only decoration.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.anim import Animator

_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


class DieItem(QGraphicsObject):
    """One die. ``roll(value)`` animates; ``rolled`` fires when it has settled."""

    rolled = Signal(int)

    def __init__(self, value: int = 1, colour: str = "#fbf6ea", pip_colour: str = "#2b2118", size: float = 56) -> None:
        super().__init__()
        self.value = value
        self.face = value
        self.colour = QColor(colour)
        self.pip_colour = QColor(pip_colour)
        self.side = size
        self._anim: QVariantAnimation | None = None
        self._rng = random.Random()
        self.setTransformOriginPoint(size / 2, size / 2)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.side + 4, self.side + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.side, self.side)
        painter.setPen(QPen(QColor("#2b2118"), 2))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), self.side * 0.18, self.side * 0.18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.pip_colour)
        pip = self.side * 0.16
        for fx, fy in _PIPS.get(self.face, ()):
            painter.drawEllipse(QRectF(fx * self.side - pip / 2, fy * self.side - pip / 2, pip, pip))

    def roll(self, value: int, ms: int = 800) -> None:
        self.value = value
        duration = round(ms * Animator.scale)
        if self._anim is not None:
            self._anim.stop()
        if duration <= 0:
            self._settle()
            return
        anim = QVariantAnimation(self)
        anim.setDuration(duration)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.valueChanged.connect(self._tumble)
        anim.finished.connect(self._settle)
        self._anim = anim
        anim.start()

    def _tumble(self, t: object) -> None:
        progress = float(t) if isinstance(t, int | float) else 0.0
        if progress < 0.85:
            self.face = self._rng.randint(1, 6)
            self.setRotation((1.0 - progress) * self._rng.uniform(-35, 35))
        else:
            self.face = self.value
            self.setRotation(0)
        self.update()

    def _settle(self) -> None:
        self.face = self.value
        self.setRotation(0)
        self._anim = None
        self.update()
        self.rolled.emit(self.value)

    def rolling(self) -> bool:
        return self._anim is not None


class IconDieItem(DieItem):
    """A die whose six faces are pictures: ``faces[i]`` (a name) is face i + 1, drawn by ``draw_face``
    (painter, name, rect). ``roll(index + 1)`` settles on ``faces[index]``."""

    def __init__(self, faces: tuple[str, ...], draw_face: Callable[[QPainter, str, QRectF], None],
                 value: int = 1, size: float = 56) -> None:
        super().__init__(value, size=size)
        self.faces = faces
        self.draw_face = draw_face

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.side, self.side)
        painter.setPen(QPen(QColor("#2b2118"), 2))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), self.side * 0.18, self.side * 0.18)
        name = self.faces[(self.face - 1) % len(self.faces)] if self.faces else ""
        if name:
            self.draw_face(painter, name, r.adjusted(self.side * 0.18, self.side * 0.18, -self.side * 0.18,
                                                     -self.side * 0.18))
