"""The game log beside the table: the controller's rendered log for the current viewer and language.

Only new lines are added after an action; a language switch or a hot-seat handover re-renders every
line, and undo removes the lines of the steps taken back. Lines about events the game marks as
important (``Game.recap_kinds``) stand out in bold.

Every row carries its height for the list's current width, so adding a row costs the list a layout
of stored sizes instead of wrapping every line's text again; a change of width measures all rows anew.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from civitas.ui.controller import GameController

IMPORTANT_INK = "#7b241c"  # the colour of a line about an event the game marks as important
SIZE_HINT = Qt.ItemDataRole.SizeHintRole


class LogPanel(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.list = QListWidget()
        self.list.setObjectName("gameLog")
        # Long lines wrap onto the next row instead of being cut with "…" or scrolled sideways.
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setAlternatingRowColors(True)
        self.shown: list[tuple[str, bool]] = []  # the rows on the list: (text, important)
        self._epoch = -1  # the rendered log's epoch the rows were last brought up to
        self._fit_width = -1  # the viewport width the rows' heights were measured for (-1: none)
        self.list.viewport().installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        controller.changed.connect(self.refresh)
        controller.language_changed.connect(self.refresh)
        controller.viewer_changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def important(self) -> list[str]:
        """The lines shown in bold: events the game marks as important."""
        return [item.text() for i in range(self.list.count()) if (item := self.list.item(i)).font().bold()]

    def refresh(self, *_args: object) -> None:
        log = self.controller.rendered_log()
        items = log.items
        if log.epoch == self._epoch and len(items) >= len(self.shown):
            keep = len(self.shown)  # only lines were appended
        else:
            keep = _shared_prefix(self.shown, items)
        self._epoch = log.epoch
        if keep == len(self.shown) == len(items):
            return
        if keep < len(self.shown):
            self.list.model().removeRows(keep, len(self.shown) - keep)
            del self.shown[keep:]
        for text, important in items[keep:]:
            self.list.addItem(log_row(text, important))
        self.shown.extend(items[keep:])
        self._fit(keep)
        self.list.scrollToBottom()
        QTimer.singleShot(0, self.list, self.list.scrollToBottom)  # again once the wrapped rows have their heights

    def _fit(self, first: int) -> None:
        """Store the height of rows ``first`` onwards for the current width (every row when the width
        changed). Until the list is on screen, rows keep no height and the list measures them itself."""
        width = self.list.viewport().width()
        if not self.list.isVisible() or width <= 0:
            return
        remeasure = width != self._fit_width and self._fit_width >= 0
        if width != self._fit_width:
            first, self._fit_width = 0, width
        option = QStyleOptionViewItem()
        self.list.initViewItemOption(option)
        # The list's layout wraps text to the viewport's width (an empty rect would not wrap at all).
        option.rect = QRect(0, 0, width, max(1, self.list.viewport().height()))
        delegate, model = self.list.itemDelegate(), self.list.model()
        for row in range(first, self.list.count()):
            item = self.list.item(row)
            if remeasure and item.data(SIZE_HINT) is not None:
                item.setData(SIZE_HINT, None)  # measure the text, not the height stored for the old width
            item.setSizeHint(delegate.sizeHint(option, model.index(row, 0)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.list.viewport() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self._refit)  # once the resize has settled
        return super().eventFilter(watched, event)

    def _refit(self) -> None:
        if self.list.isVisible() and self.list.viewport().width() != self._fit_width:
            bar = self.list.verticalScrollBar()
            at_bottom = bar.value() >= bar.maximum()
            self._fit(0)
            self.list.scheduleDelayedItemsLayout()
            if at_bottom:
                self.list.scrollToBottom()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Game log"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def log_row(text: str, important: bool) -> QListWidgetItem:
    """A log line as a list row: bold and in the important ink for events the game marks important."""
    item = QListWidgetItem(text)
    if important:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        item.setForeground(QColor(IMPORTANT_INK))
    return item


def _shared_prefix(old: list[tuple[str, bool]], new: list[tuple[str, bool]]) -> int:
    """How many rows at the start of both lists are the same."""
    count = min(len(old), len(new))
    for index in range(count):
        if old[index] != new[index]:
            return index
    return count
