"""Dragging with plain scene mouse events (KPat's way, not QDrag).

Press on a draggable piece, move, release: the piece is dropped on the accepting zone under the cursor
(not the one its image overlaps most: a large card held by its corner would hide and pick a neighbour). While
dragged, the piece shrinks around the cursor and lets the table show through, so it never hides its target.
The host (the game's table) says which engine action that drop means; the engine says whether it is legal.
Legal: the action is performed and the re-render animates the piece into its new place. Not legal, no action,
or released where nothing takes it: the piece slides back home and the host shows why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QApplication

from civitas.engine.actions import Action
from civitas.engine.game import Reason
from civitas.ui.table.anim import Animator
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.zone import Zone, zone_under

DRAG_Z = 5_000.0


# What a drop means: an engine action, a UI step (a callable, e.g. "offer this card"), or nothing.
DropMeaning = Action | Callable[[], None] | None


class DropHost(Protocol):
    def drop_action(self, piece: PieceItem, zone: Zone) -> DropMeaning: ...

    def drop_refused_text(self, piece: PieceItem, zone: Zone) -> str: ...

    def check(self, action: Action) -> Reason | None: ...

    def perform(self, action: Action, piece: PieceItem) -> Reason | None: ...

    def say_reason(self, reason: Reason) -> None: ...

    def say(self, text: str) -> None: ...

    def piece_clicked(self, piece: PieceItem) -> None: ...


class DragController(QObject):
    """The state of one drag at a time. ``dropped(ok)`` fires after each release of a real drag."""

    dropped = Signal(bool)
    started = Signal()
    ended = Signal()  # after every drag that started, dropped or cancelled
    # How the dragged piece is drawn: smaller around the cursor, and see-through.
    drag_scale = 0.55
    drag_opacity = 0.6

    def __init__(self, zones: list[Zone], animator: Animator, host: DropHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.zones = zones
        self.animator = animator
        self.host = host
        self.piece: PieceItem | None = None
        self.active = False
        self._press = QPointF()
        self._offset = QPointF()
        self._hover: Zone | None = None
        self._verdicts: dict[str, bool] = {}
        self.last_dropped_key = ""
        self.last_drop_pos = QPointF()

    def dragging(self) -> bool:
        return self.active

    def press(self, piece: PieceItem, scene_pos: QPointF) -> None:
        self.piece = piece
        self.active = False
        self._press = QPointF(scene_pos)
        self._offset = scene_pos - piece.pos()

    def move(self, scene_pos: QPointF) -> None:
        piece = self.piece
        if piece is None:
            return
        if not self.active:
            if (scene_pos - self._press).manhattanLength() < max(4, QApplication.startDragDistance() // 2):
                return
            self._begin(piece)
        piece.setPos(scene_pos - self._offset)
        zone = zone_under(scene_pos, self.zones)
        if zone is not self._hover:
            if self._hover is not None:
                self._hover.set_hover_state("target" if self._verdicts.get(self._hover.zone_id) else "")
            self._hover = zone
            if zone is not None and zone.zone_id != piece.zone_id:
                zone.set_hover_state("legal" if self._verdict(piece, zone) else "illegal")

    def _begin(self, piece: PieceItem) -> None:
        self.active = True
        self.started.emit()
        piece.setZValue(DRAG_Z)
        piece.dragging = True
        piece.setOpacity(self.drag_opacity)
        if self.drag_scale != 1.0:
            piece.setTransformOriginPoint(self._offset)
            piece.setScale(self.drag_scale)
        self._verdicts = {}
        for zone in self.zones:
            if zone.accepts and zone.zone_id != piece.zone_id and self._verdict(piece, zone):
                zone.set_hover_state("target")

    def _verdict(self, piece: PieceItem, zone: Zone) -> bool:
        cached = self._verdicts.get(zone.zone_id)
        if cached is None:
            action = self.host.drop_action(piece, zone)
            cached = callable(action) or (isinstance(action, tuple) and self.host.check(action) is None)
            self._verdicts[zone.zone_id] = cached
        return cached

    def release(self, scene_pos: QPointF) -> None:
        piece, active = self.piece, self.active
        self.piece, self.active = None, False
        if piece is None:
            return
        if not active:
            self.host.piece_clicked(piece)
            return
        piece.setPos(scene_pos - self._offset)
        zone = zone_under(scene_pos, self.zones)
        self._clear_marks()
        self._lift_off(piece)
        ok = self._drop(piece, zone)
        self.dropped.emit(ok)
        self.ended.emit()

    def cancel(self) -> None:
        piece, active = self.piece, self.active
        self.piece, self.active = None, False
        self._clear_marks()
        if piece is not None and active:
            self._lift_off(piece)
            self.slide_back(piece)
            self.ended.emit()

    @staticmethod
    def _lift_off(piece: PieceItem) -> None:
        piece.dragging = False
        piece.setOpacity(1.0)
        piece.setScale(1.0)

    def _clear_marks(self) -> None:
        for zone in self.zones:
            zone.set_hover_state("")
        self._hover = None
        self._verdicts = {}

    def _drop(self, piece: PieceItem, zone: Zone | None) -> bool:
        if zone is None or zone.zone_id == piece.zone_id:
            self.slide_back(piece)
            if zone is None:  # released where nothing takes it; a table may say it in its own words
                missed = getattr(self.host, "drop_missed_text", None)
                text = missed(piece) if callable(missed) else ""
                self.host.say(text or self.tr("Released where nothing takes it: drop it on a lit place."))
            return False
        action = self.host.drop_action(piece, zone)
        if callable(action):
            self.slide_back(piece)
            action()
            return True
        if action is None:
            self.slide_back(piece)
            self.host.say(self.host.drop_refused_text(piece, zone))
            return False
        reason = self.host.check(action)
        if reason is not None:
            self.slide_back(piece)
            self.host.say_reason(reason)
            return False
        self.last_dropped_key = piece.key
        self.last_drop_pos = QPointF(piece.pos())
        reason = self.host.perform(action, piece)
        if reason is not None:
            self.slide_back(piece)
            self.host.say_reason(reason)
            return False
        return True

    def slide_back(self, piece: PieceItem) -> None:
        def settle() -> None:
            if piece.scene() is not None:
                piece.setZValue(piece.home_z)

        self.animator.slide(piece, piece.home, ms=260, on_done=settle)
