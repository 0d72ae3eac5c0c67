"""The view: scales the scene to the window keeping its aspect, and drives the table by keyboard.

The scene height is fixed; on resize the view picks the scene width that matches the window's
aspect ratio (within limits) and asks the table to lay out again, then fits the scene in view.

Keys: Tab / Shift+Tab or the arrow keys move the focus between pieces, Enter / Space / the menu key
opens the focused piece's actions, Escape cancels a drag.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from civitas.ui.table.piece import PieceItem
from civitas.ui.table.scene import SCENE_H, TableScene

MIN_W = 1100.0
MAX_W = 2300.0


class TableView(QGraphicsView):
    width_changed = Signal(float)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 400)  # room for a side panel and a game's own side panel at 1024 px

    def scene_width_for(self, width: int, height: int) -> float:
        if height <= 0:
            return MIN_W
        return max(MIN_W, min(MAX_W, SCENE_H * width / height))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        wanted = self.scene_width_for(size.width(), size.height())
        if abs(wanted - self.table_scene.sceneRect().width()) > 1.0:
            self.table_scene.setSceneRect(QRectF(0, 0, wanted, SCENE_H))
            self.width_changed.emit(wanted)
        self.fit()

    def viewportEvent(self, event: QEvent) -> bool:
        """The pointer leaving the table (for the side panel, the prompt, another window) takes the enlarged
        card with it: it belongs to the card under the pointer."""
        if event.type() == QEvent.Type.Leave:
            self.table_scene.zoom.hover(None)
        return super().viewportEvent(event)

    def fit(self) -> None:
        self.fitInView(self.table_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    # --- keyboard ---------------------------------------------------------------------------------------
    def focus_order(self) -> list[PieceItem]:
        pieces = [p for p in self.table_scene.pieces if p.isVisible() and p.scene() is self.table_scene]
        return sorted(pieces, key=lambda p: (round(p.home.y() / 60), p.home.x()))

    def move_focus(self, step: int) -> PieceItem | None:
        order = self.focus_order()
        if not order:
            return None
        current = self.table_scene.focusItem()
        index = order.index(current) if isinstance(current, PieceItem) and current in order else -1
        target = order[(index + step) % len(order)] if index >= 0 else order[0 if step > 0 else -1]
        target.setFocus(Qt.FocusReason.TabFocusReason)
        self.table_scene.zoom.hover(None)
        return target

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 - Qt's name
        """Tab walks through the pieces, then on to the buttons below (the focus is never trapped)."""
        order = self.focus_order()
        current = self.table_scene.focusItem()
        if order and isinstance(current, PieceItem) and current in order:
            index = order.index(current) + (1 if next else -1)
            if 0 <= index < len(order):
                order[index].setFocus(Qt.FocusReason.TabFocusReason)
                return True
            current.clearFocus()
            return super().focusNextPrevChild(next)
        if order and self.hasFocus():
            (order[0] if next else order[-1]).setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        scene = self.table_scene
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.move_focus(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Menu):
            item = scene.focusItem()
            if isinstance(item, PieceItem):
                centre = self.mapFromScene(item.sceneBoundingRect().center())
                scene.host.context_menu(item, self.viewport().mapToGlobal(QPoint(centre.x(), centre.y())))
        elif key == Qt.Key.Key_Escape and scene.drag.dragging():
            scene.drag.cancel()
        elif key == Qt.Key.Key_Z and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            item = scene.focusItem()
            from civitas.ui.table.card_item import CardItem

            if isinstance(item, CardItem):
                scene.zoom.show_now(item)
        else:
            super().keyPressEvent(event)
