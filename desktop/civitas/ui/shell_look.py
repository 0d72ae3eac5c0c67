"""The look the start screen and the shell's dialogs share: the dark teal of the start screen, gold
headings over a Greek key border, gold primary buttons and translucent secondary ones.

A dialog takes it by deriving from ``ShellDialog`` (or, for a message box or a system dialog opened
from one, by ``apply_look``): the style sheet (``civitas.ui.style``) styles every widget inside a
widget whose ``look`` property is ``"shell"``, so no dialog styles itself."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from civitas.ui.emblem import GOLD

LOOK_PROPERTY = "look"
LOOK = "shell"
PRIMARY_ROLES = (
    QDialogButtonBox.ButtonRole.AcceptRole,
    QDialogButtonBox.ButtonRole.YesRole,
    QDialogButtonBox.ButtonRole.ApplyRole,
)


def paint_meander(painter: QPainter, y: float, left: float, right: float, unit: float) -> None:
    """A Greek key border along ``y`` (two units high), as many whole keys as fit from ``left``."""
    painter.setPen(QPen(GOLD.darker(140), max(1.0, unit * 0.22)))
    x = left
    while x + 4 * unit <= right:
        points = [
            QPointF(x, y + 2 * unit), QPointF(x, y), QPointF(x + 3 * unit, y), QPointF(x + 3 * unit, y + 2 * unit),
            QPointF(x + unit, y + 2 * unit), QPointF(x + unit, y + unit), QPointF(x + 2 * unit, y + unit),
        ]
        painter.drawPolyline(points)
        painter.drawLine(QPointF(x, y + 2 * unit), QPointF(x + 4 * unit, y + 2 * unit))
        x += 4 * unit


class MeanderRule(QWidget):
    """A horizontal Greek key border, centred in its width (the rule under a dialog's title)."""

    UNIT = 5.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("meanderRule")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(200, int(2 * self.UNIT + 4))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        key = 4 * self.UNIT
        span = int(self.width() // key) * key
        left = (self.width() - span) / 2
        paint_meander(painter, 2, left, left + span, self.UNIT)
        painter.end()


class DialogHeading(QWidget):
    """A dialog's title in the start screen's gold serif, over a Greek key border."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("dialogTitle")
        self.title.setWordWrap(True)
        self.rule = MeanderRule()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.rule)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # spare height goes below

    def setText(self, text: str) -> None:  # noqa: N802 (reads like QLabel's)
        self.title.setText(text)

    def text(self) -> str:
        return self.title.text()


def apply_look(widget: QWidget) -> None:
    """Give ``widget`` (a dialog, a message box) and everything in it the shell's look."""
    widget.setProperty(LOOK_PROPERTY, LOOK)
    widget.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    for box in widget.findChildren(QDialogButtonBox):  # a system dialog's own buttons (a colour picker's)
        style_button_box(box)
    if widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):  # the style sheet's rules follow the look
        for each in (widget, *widget.findChildren(QWidget)):
            each.style().unpolish(each)
            each.style().polish(each)


def has_look(widget: QWidget) -> bool:
    return widget.property(LOOK_PROPERTY) == LOOK


def style_button(button: QPushButton, primary: bool = False, danger: bool = False) -> None:
    button.setObjectName("primaryButton" if primary else "dangerButton" if danger else "dialogButton")
    button.setMinimumHeight(36)
    button.setMinimumWidth(112)
    button.style().unpolish(button)
    button.style().polish(button)


def style_button_box(box: QDialogButtonBox) -> None:
    """The box's accepting button (or its only one) gold like the start screen's "New game", the others
    like its menu."""
    buttons = [button for button in box.buttons() if isinstance(button, QPushButton)]
    for button in buttons:
        role = box.buttonRole(button)
        primary = role in PRIMARY_ROLES or len(buttons) == 1
        style_button(button, primary=primary, danger=role == QDialogButtonBox.ButtonRole.DestructiveRole)


def fit_to_contents(dialog: QWidget) -> None:
    """Give ``dialog`` the size its contents ask for, up to the screen: Qt opens a window at most two
    thirds of the screen wide and high, which on a small screen cut the longest lines short."""
    screen = dialog.screen()
    room = screen.availableGeometry().size() if screen is not None else QSize(10_000, 10_000)
    hint = dialog.sizeHint()
    width = min(max(dialog.width(), hint.width()), room.width())
    height = min(max(dialog.height(), hint.height()), room.height())
    if (width, height) != (dialog.width(), dialog.height()):
        dialog.resize(width, height)


class ShellDialog(QDialog):
    """A dialog in the start screen's look, with a ``heading`` to put at its top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        apply_look(self)
        self.heading = DialogHeading()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_contents(self)

    def button_box(self, buttons: QDialogButtonBox.StandardButton) -> QDialogButtonBox:
        box = QDialogButtonBox(buttons)
        style_button_box(box)
        return box


def ask(parent: QWidget | None, title: str, text: str, yes: str, no: str, on_yes: Callable[[], object]) -> QMessageBox:
    """Ask a question in the shell's look whose "yes" is destructive ("no" is the default and answers
    Escape); ``on_yes`` runs only when "yes" is clicked. The box opens window-modal and returns at once."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("confirmBox")
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    apply_look(box)
    style_button(yes_button, danger=True)
    style_button(no_button)
    box.setDefaultButton(no_button)
    box.setEscapeButton(no_button)
    box.buttonClicked.connect(lambda button: on_yes() if button is yes_button else None)
    box.open()
    return box
