"""Animations of scene items: slides, fades and pops, kept alive until they finish.

``Animator.scale`` multiplies every duration; 0 makes every animation instant (tests, benchmarks,
and players who turn animations off). ``animation_scale`` turns the player's settings into it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF, QPropertyAnimation, Signal
from PySide6.QtWidgets import QGraphicsObject


def animation_scale(base: float, animations: bool, speed: float) -> float:
    """``Animator.scale`` for the player's settings: ``base`` (the class's scale: 0 in tests) divided
    by the animation ``speed`` (2.0 takes half the time); 0, every movement instant, with animations off."""
    if not animations or speed <= 0:
        return 0.0
    return base / speed


class Animator(QObject):
    """Starts animations and tells when none are running (``idle``)."""

    idle = Signal()
    scale = 1.0

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: set[QAbstractAnimation] = set()

    def busy(self) -> bool:
        return bool(self._running)

    def _start(self, anim: QAbstractAnimation, on_done: Callable[[], None] | None) -> None:
        self._running.add(anim)

        def finished() -> None:
            self._running.discard(anim)
            if on_done is not None:
                on_done()
            if not self._running:
                self.idle.emit()

        anim.finished.connect(finished)
        anim.start()

    def slide(self, item: QGraphicsObject, to: QPointF, ms: int = 240,
              on_done: Callable[[], None] | None = None, start: QPointF | None = None) -> None:
        """Move ``item`` to ``to`` (scene coordinates of its origin) with an ease-out curve."""
        duration = round(ms * self.scale)
        begin = start if start is not None else item.pos()
        if duration <= 0 or (begin - to).manhattanLength() < 0.5:
            item.setPos(to)
            if on_done is not None:
                on_done()
            return
        item.setPos(begin)
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(duration)
        anim.setStartValue(begin)
        anim.setEndValue(to)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._start(anim, on_done)

    def fade_in(self, item: QGraphicsObject, ms: int = 260, delay_from: float = 0.0) -> None:
        duration = round(ms * self.scale)
        if duration <= 0:
            item.setOpacity(1.0)
            return
        anim = QPropertyAnimation(item, b"opacity", self)
        anim.setDuration(duration)
        anim.setStartValue(delay_from)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
        item.setOpacity(delay_from)
        self._start(anim, None)

    def fade_out(self, item: QGraphicsObject, ms: int = 600, on_done: Callable[[], None] | None = None) -> None:
        """Fade ``item`` away (it stays in the scene: ``on_done`` removes it)."""
        duration = round(ms * self.scale)
        if duration <= 0:
            item.setOpacity(0.0)
            if on_done is not None:
                on_done()
            return
        anim = QPropertyAnimation(item, b"opacity", self)
        anim.setDuration(duration)
        anim.setStartValue(item.opacity())
        anim.setEndValue(0.0)
        anim.setEasingCurve(QEasingCurve.Type.InQuad)
        self._start(anim, on_done)

    def pop(self, item: QGraphicsObject, ms: int = 320) -> None:
        """A short grow-and-settle, to draw the eye to something that changed."""
        duration = round(ms * self.scale)
        if duration <= 0:
            return
        item.setTransformOriginPoint(item.boundingRect().center())
        anim = QPropertyAnimation(item, b"scale", self)
        anim.setDuration(duration)
        anim.setKeyValueAt(0.0, 1.0)
        anim.setKeyValueAt(0.4, 1.18)
        anim.setKeyValueAt(1.0, 1.0)
        self._start(anim, None)

    def stop_all(self) -> None:
        for anim in list(self._running):
            anim.stop()
        self._running.clear()
