"""Helpers for table tests: showing a table offscreen, every choice it offers, and mouse driving (real
press / move / release events on the view's viewport)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QGraphicsItem,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from civitas.engine.actions import Action
from civitas.engine.session import Session
from civitas.ui.controller import GameController
from civitas.ui.table.view import TableView
from civitas.ui.table.widget import Choice, TableWidget


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


def open_table(game: Any, options: dict[str, Any], seed: int, names: Sequence[str], lang: str,
               humans: set[int] | None, create: Callable[[GameController], QWidget]) -> tuple[GameController, QWidget]:
    """A new game of ``game`` for the players ``names`` (seat 0 alone human unless ``humans`` says), seen in
    ``lang`` through the table ``create`` makes."""
    session = Session.new(game, options, seed, players=[{"name": n} for n in names])
    controller = GameController(session, humans if humans is not None else {0}, lang)
    return controller, create(controller)


def show(qtbot: Any, table: TableWidget, w: int = 1280, h: int = 800) -> None:
    """Show ``table`` at ``w`` x ``h`` and let it settle: buttons added to a shown widget appear from the
    event loop."""
    qtbot.addWidget(table)
    table.resize(w, h)
    table.show()
    qtbot.waitExposed(table)
    qtbot.wait(20)
    table.refresh()
    QApplication.processEvents()


def reachable(table: TableWidget) -> list[Choice]:
    """Every enabled choice with an action the table offers now: the prompt (and its "More…" menu), the
    bar's buttons and the menus they open, and the menu of every piece and every area."""
    out = [c for c in table.prompt_choices + table.prompt_overflow + table.bar_choice_list if c.action]
    for choice in table.bar_choice_list:
        if choice.callback is not None and choice.enabled:
            table.menu_choices = []
            choice.callback()
            out += [c for c in table.menu_choices if c.action]
            if table.menu is not None:
                table.menu.close()
    for piece in table.scene.pieces:
        out += [c for c in table.choices_for(piece) if c.action]
    for zone in table.scene.zones:
        out += [c for c in table.choices_for(zone) if c.action]
    return [c for c in out if c.enabled]


def play_through_table(controller: GameController, table: Any,
                       pick: Callable[[Any, int, list[Action]], Action], check_every: int = 1,
                       max_steps: int = 4000, moves: int | None = None) -> int:
    """Play a hot-seat game to its end through ``table`` (a game's table, with its ``binds``) and return the
    number of moves. Before each move the viewer becomes the seat to move; at every ``check_every``-th position
    the table's own widgets must offer exactly the legal actions; the move ``pick(state, seat, legal)`` names
    must have its words on the table, is made through the table and records one step. At the end no prompt is
    left. With ``moves`` it stops after that many moves instead (the cheap per-commit variant of a whole game)."""
    game = controller.game
    steps = 0
    while not controller.is_over():
        if moves is not None and steps >= moves:
            return steps
        s = controller.session.state
        seat = game.to_move(s)[0]
        if controller.viewer_seat != seat:
            controller.set_viewer(seat)
        legal = game.legal_actions(s, seat)
        if steps % check_every == 0:
            offered = {c.action for c in reachable(table)}
            assert set(legal) <= offered, set(legal) - offered
            assert offered <= set(legal)
        action = pick(s, seat, legal)
        assert table.binds.label(action), action
        before = len(controller.session.record.steps)
        assert table.act(action)
        assert len(controller.session.record.steps) == before + 1
        steps += 1
        assert steps < max_steps
    assert table.prompt() is None
    return steps


def button_fits(button: QPushButton) -> bool:
    option = QStyleOptionButton()
    button.initStyleOption(option)
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
    return max(button.fontMetrics().horizontalAdvance(line) for line in button.text().split("\n")) <= room


def combo_fits(combo: QComboBox) -> bool:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    ).width()
    return combo.fontMetrics().horizontalAdvance(combo.currentText()) <= room


def label_fits(label: QLabel) -> bool:
    room = label.contentsRect()
    if label.wordWrap():
        return label.heightForWidth(room.width()) <= room.height() + 1
    return label.fontMetrics().horizontalAdvance(label.text()) <= room.width()


def cut_widgets(panel: QWidget) -> list[str]:
    """The texts of the panel's visible labels, buttons and lists that do not fit their widget."""
    cut: list[str] = []
    for widget in panel.findChildren(QWidget):
        if not widget.isVisible() or not widget.visibleRegion().boundingRect().isValid():
            continue
        if isinstance(widget, QPushButton) and not button_fits(widget):
            cut.append(widget.text())
        elif isinstance(widget, QLabel) and widget.text() and not label_fits(widget):
            cut.append(widget.text())
        elif isinstance(widget, QComboBox) and not combo_fits(widget):
            cut.append(widget.currentText())
    return cut
