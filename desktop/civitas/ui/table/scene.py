"""The table scene: zones, pieces, drags, hover zoom, and animated re-renders.

The scene has a fixed logical height (``SCENE_H``) and a width that follows the window's aspect
ratio, so a game table lays itself out for the space it has. Every re-render builds fresh items;
``arrange`` then slides each piece from where the same piece (same key), or a vanished piece of the
same kind, was before, so a card played from the hand visibly travels to where it went.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QToolTip,
)

from civitas.ui.table.anim import Animator
from civitas.ui.table.card_item import CardFace, CardItem
from civitas.ui.table.drag import DragController, DropHost
from civitas.ui.table.overlay import OverlayItem
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.zone import Zone
from civitas.ui.table.zoom import ZoomController

SCENE_H = 1000.0
DECOR = 0x7AB1  # the data key that marks an item drawn on the table itself (see ``add_decor``)


class TableHost(DropHost, Protocol):
    def context_menu(self, target: PieceItem | Zone | None, screen_pos: QPoint) -> None: ...


@dataclass(slots=True)
class Seen:
    key: str
    kind: str
    pos: QPointF
    z: float
    face: CardFace | None = None  # cards only: enough to draw a ghost of a card that left
    size: QSizeF | None = None


class TableScene(QGraphicsScene):
    def __init__(self, host: TableHost, width: float = 1600.0) -> None:
        super().__init__()
        self.host = host
        self.setSceneRect(QRectF(0, 0, width, SCENE_H))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.zones: list[Zone] = []
        self.pieces: list[PieceItem] = []
        self.animator = Animator(self)
        self.drag = DragController(self.zones, self.animator, host, self)
        self.zoom = ZoomController(self)
        self.drag.started.connect(self.zoom.hide)
        self.felt = QColor("#d9c9a3")
        self.overlays: list[QGraphicsItem] = []  # banners, dice: kept across re-renders

    # --- building -------------------------------------------------------------------------------------
    def reset(self) -> None:
        self.drag.cancel()
        self.zoom.hide()
        self.animator.stop_all()
        # Ghosts of cards that left stop with their animation: a stopped one would stay put for good.
        self.overlays = [item for item in self.overlays if not _is_ghost(item)]
        kept = [item for item in self.overlays if item.scene() is self]
        for item in kept:
            self.removeItem(item)
        self.clear()
        self.zones.clear()
        self.pieces.clear()
        for item in kept:
            self.addItem(item)

    def add_overlay(self, item: QGraphicsItem) -> QGraphicsItem:
        """An item that stays over the table through re-renders until ``drop_overlay``."""
        self.overlays.append(item)
        self.addItem(item)
        return item

    def drop_overlay(self, item: QGraphicsItem) -> None:
        if item in self.overlays:
            self.overlays.remove(item)
        if item.scene() is self:
            self.removeItem(item)

    def add_zone(self, zone: Zone) -> Zone:
        self.zones.append(zone)
        self.addItem(zone)
        return zone

    def add_piece(self, piece: PieceItem, zone: Zone | None = None, at: QPointF | None = None) -> PieceItem:
        if zone is not None:
            zone.add(piece)
        elif at is not None:
            piece.home = QPointF(at)
        self.pieces.append(piece)
        self.addItem(piece)
        return piece

    def add_decor(self, item: QGraphicsItem) -> QGraphicsItem:
        """Something drawn on the table itself (a path, a label): clicks on it are clicks on the table."""
        item.setData(DECOR, True)
        self.addItem(item)
        return item

    # --- re-render with motion --------------------------------------------------------------------------
    def snapshot(self) -> dict[str, Seen]:
        return {
            p.key: Seen(p.key, p.kind, QPointF(p.pos()), p.zValue(), p.face if isinstance(p, CardItem) else None,
                        QSizeF(p.size))
            for p in self.pieces
        }

    def arrange(self, before: dict[str, Seen], spawn: Callable[[PieceItem], QPointF | None] | None = None,
                prefer_key: str = "", animate: bool = True,
                leave: Callable[[Seen], QPointF | None] | None = None) -> None:
        """Put every piece at its home; slide it from where it (or its kind) was before. A card that
        left the table altogether flies as a ghost to where ``leave`` says (if anywhere)."""
        for zone in self.zones:
            zone.place()
        current = {p.key for p in self.pieces}
        vanished: dict[str, list[Seen]] = {}
        for key, seen in before.items():
            if key not in current:
                bucket = vanished.setdefault(seen.kind, [])
                if key == prefer_key:
                    bucket.insert(0, seen)
                else:
                    bucket.append(seen)
        for piece in self.pieces:
            piece.setZValue(piece.home_z)
            if not animate or not before:
                piece.setPos(piece.home)
                continue
            old = before.get(piece.key)
            start: QPointF | None = old.pos if old is not None else None
            if start is None and vanished.get(piece.kind):
                start = vanished[piece.kind].pop(0).pos
            if start is None and spawn is not None:
                start = spawn(piece)
            if start is None:
                piece.setPos(piece.home)
                self.animator.fade_in(piece)
                continue
            if (start - piece.home).manhattanLength() > 0.5:
                piece.setZValue(piece.home_z + 1000)
                z = piece.home_z

                def settle(p: PieceItem = piece, z: float = z) -> None:
                    if p.scene() is not None:
                        p.setZValue(z)

                self.animator.slide(piece, piece.home, ms=320, start=start, on_done=settle)
            else:
                piece.setPos(piece.home)
        if animate and leave is not None:
            for bucket in vanished.values():
                for seen in bucket:
                    target = leave(seen)
                    if target is not None and seen.face is not None:
                        self._ghost(seen, target)

    def _ghost(self, seen: Seen, target: QPointF) -> None:
        """A copy of a card that left, sliding to ``target`` and then removed."""
        assert seen.face is not None
        ghost = CardItem(seen.face, "", seen.key + "#ghost", size=seen.size)
        ghost.setZValue(4_000)
        ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.add_overlay(ghost)

        def gone() -> None:
            self.drop_overlay(ghost)

        self.animator.slide(ghost, target, ms=420, start=seen.pos, on_done=gone)

    def zone(self, zone_id: str) -> Zone | None:
        for zone in self.zones:
            if zone.zone_id == zone_id:
                return zone
        return None

    def pieces_in(self, zone_id: str) -> list[PieceItem]:
        return [p for p in self.pieces if p.zone_id == zone_id]

    def piece(self, key: str) -> PieceItem | None:
        for p in self.pieces:
            if p.key == key:
                return p
        return None

    # --- input ------------------------------------------------------------------------------------------
    # A press, a release, a right click or a tooltip is for the topmost thing under the pointer: a piece,
    # the table itself (a zone, decor added with ``add_decor``, anything under the pieces at z < 0), or
    # something drawn over the table (an overlay: a battle report, a toast, a banner, an enlarged card,
    # any other item), which then keeps it from every piece and area under it.
    def top_item(self, pos: QPointF) -> QGraphicsItem | None:
        """The topmost item under ``pos``, skipping only what flies over the table without being on it:
        the card being dragged and the ghost of a card that left."""
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            top = item.topLevelItem()
            if top is self.drag.piece or _is_ghost(top):
                continue
            return top
        return None

    def piece_at(self, pos: QPointF) -> PieceItem | None:
        """The piece under ``pos``, unless something over the table covers it there."""
        top = self.top_item(pos)
        return top if isinstance(top, PieceItem) else None

    def overlay_at(self, pos: QPointF) -> QGraphicsItem | None:
        """What is drawn over the table at ``pos`` (neither a piece nor the table itself), if anything."""
        top = self.top_item(pos)
        if top is None or isinstance(top, PieceItem | Zone) or top.data(DECOR) or top.zValue() < 0:
            return None
        return top

    def zone_at(self, pos: QPointF) -> Zone | None:
        for zone in reversed(self.zones):
            if zone.area.contains(pos):
                return zone
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        overlay = self.overlay_at(pos)
        if overlay is not None:
            self.zoom.hide()  # (when the press is on the enlarged card itself, that is all it does)
            if isinstance(overlay, OverlayItem) and overlay.scene() is self:
                super().mousePressEvent(event)  # to the overlay, which takes it (a click closes a report)
            event.accept()  # anything else drawn over the table just keeps the press from what is under it
            return
        if event.button() == Qt.MouseButton.LeftButton:
            piece = self.piece_at(pos)
            if piece is not None:
                self.zoom.hide()
                piece.setFocus(Qt.FocusReason.MouseFocusReason)
                if piece.draggable and not self.drag.dragging():
                    self.drag.press(piece, pos)
                else:
                    self.host.piece_clicked(piece)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.drag.piece is not None:
            self.drag.move(event.scenePos())
            event.accept()
            return
        piece = self.piece_at(event.scenePos())
        self.zoom.hover(piece if isinstance(piece, CardItem) else None)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.drag.piece is not None and event.button() == Qt.MouseButton.LeftButton:
            if not self.drag.dragging() and self.overlay_at(event.scenePos()) is not None:
                # A press on a piece released on something that came over it meanwhile: no click.
                self.drag.cancel()
                super().mouseReleaseEvent(event)
            else:
                self.drag.release(event.scenePos())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.zoom.hide()
        event.accept()
        pos = event.scenePos()
        if self.overlay_at(pos) is not None:
            return  # no menu of a piece or an area under a report, a toast or a banner
        target: PieceItem | Zone | None = self.piece_at(pos) or self.zone_at(pos)
        self.host.context_menu(target, event.screenPos())

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """Tooltips too come from the topmost item only: none of a card hidden under a report. Over a face-up
        card, and while a card is enlarged, the enlarged card is the one popup: no tooltip repeats it (a card's
        own tooltip is a line of its zoom) or covers it, and none comes from the area under the card."""
        pos = event.scenePos()
        top = self.piece_at(pos)
        if self.zoom.item is not None or (isinstance(top, CardItem) and not top.face.back):
            QToolTip.hideText()
            event.accept()
            return
        overlay = self.overlay_at(pos)
        if overlay is not None and not overlay.toolTip():
            QToolTip.hideText()
            event.accept()
            return
        super().helpEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        gradient = QLinearGradient(0, 0, 0, SCENE_H)
        gradient.setColorAt(0, self.felt.lighter(106))
        gradient.setColorAt(1, self.felt.darker(106))
        painter.fillRect(rect, QBrush(gradient))


def _is_ghost(item: QGraphicsItem) -> bool:
    """A copy of a card that left, flying off the table (see ``TableScene._ghost``)."""
    return isinstance(item, PieceItem) and item.key.endswith("#ghost")
