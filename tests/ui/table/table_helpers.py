"""Mouse driving for table tests: real press / move / release events on the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

from civitas.ui.table.view import TableView


def view_point(view: TableView, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def centre(item: QGraphicsItem) -> QPointF:
    return item.sceneBoundingRect().center()


def drag(qtbot: QtBot, view: TableView, start: QPointF, end: QPointF, steps: int = 8) -> None:
    """Press at ``start``, move in steps, release at ``end`` (scene coordinates)."""
    viewport = view.viewport()
    a, b = view_point(view, start), view_point(view, end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps)
        qtbot.mouseMove(viewport, p)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(qtbot: QtBot, button: QWidget) -> None:
    """Click a button the person can see and use, and let the table react."""
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
