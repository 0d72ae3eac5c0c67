"""The end of a game: who won and how, everyone's score breakdown, and a chart of the rounds."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from civitas.engine.game import ScoreLine
from civitas.ui.chart import LineChart, Series
from civitas.ui.controller import GameController
from civitas.ui.emblem import Emblem

# Past this many score lines the table turns: players become columns, lines rows.
TRANSPOSE_AFTER = 9


def history_stats(controller: GameController) -> dict[str, list[list[int]]]:
    """``game.history_stats(state)``: {stat: [[round, seat, value], ...]}, empty when the game keeps none."""
    return controller.game.history_stats(controller.session.state)


def series_points(rows: list[Any], seat: int) -> list[tuple[float, float]]:
    """``seat``'s points of a statistic's rows ([round, seat, value]), one per round in round order: a
    round given twice keeps its later value, so no line ever jumps straight up or down at one round."""
    by_round: dict[float, float] = {}
    for row in rows:
        if isinstance(row, list | tuple) and len(row) == 3 and row[1] == seat:
            by_round[float(row[0])] = float(row[2])
    return sorted(by_round.items())


def humanize(message_id: str) -> str:
    """A readable stand-in for a message id the game's catalog lacks: "score.city_points" → "City points"."""
    return message_id.rsplit(".", 1)[-1].replace("_", " ").capitalize()


class GameOverScreen(QWidget):
    menu_requested = Signal()
    again_requested = Signal()
    save_requested = Signal()
    replay_requested = Signal()
    review_requested = Signal()  # the replay with the computer's review of the game open beside it
    export_requested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.controller = controller
        scores = controller.game.scores(controller.session.state)
        self.lines: list[ScoreLine] = sorted(scores, key=lambda line: line.rank)
        self.stats = history_stats(controller)
        self.by_rows = len({key for line in self.lines for key in line.breakdown}) > TRANSPOSE_AFTER

        self.emblem = Emblem(84)
        self.heading = QLabel()
        self.heading.setObjectName("gameOverTitle")
        self.how = QLabel()
        self.how.setObjectName("gameOverHow")
        self.how.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setObjectName("scoreTable")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a read-only table: no current cell drawn
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.chart_title = QLabel()
        self.chart_title.setObjectName("panelTitle")
        self.stat_box = QComboBox()
        self.stat_box.currentIndexChanged.connect(lambda _i: self._show_chart())
        self.chart = LineChart()
        self.menu_button = QPushButton()
        self.menu_button.setObjectName("menuButton")
        self.menu_button.clicked.connect(self.menu_requested.emit)
        self.again_button = QPushButton()
        self.again_button.setObjectName("primaryButton")
        self.again_button.clicked.connect(self.again_requested.emit)
        self.save_button = QPushButton()
        self.save_button.setObjectName("menuButton")
        self.save_button.clicked.connect(self.save_requested.emit)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("menuButton")
        self.replay_button.clicked.connect(self.replay_requested.emit)
        self.review_button = QPushButton()
        self.review_button.setObjectName("menuButton")
        self.review_button.clicked.connect(self.review_requested.emit)
        self.export_button = QPushButton()
        self.export_button.setObjectName("menuButton")
        self.export_button.clicked.connect(self.export_requested.emit)
        self._layout()
        controller.language_changed.connect(self.retranslate)
        self.retranslate()

    def _layout(self) -> None:
        header = QHBoxLayout()
        header.addWidget(self.emblem)
        header.addSpacing(18)
        titles = QVBoxLayout()
        titles.addWidget(self.heading)
        titles.addWidget(self.how)
        header.addLayout(titles, 1)

        chart_head = QHBoxLayout()
        chart_head.addWidget(self.chart_title)
        chart_head.addStretch(1)
        chart_head.addWidget(self.stat_box)
        chart_frame = QFrame()
        chart_frame.setObjectName("card")
        chart_layout = QVBoxLayout(chart_frame)
        chart_layout.addLayout(chart_head)
        chart_layout.addWidget(self.chart, 1)

        buttons = QHBoxLayout()
        for button in (self.review_button, self.replay_button, self.export_button):  # looking back: at the left
            button.setMinimumHeight(40)
            buttons.addWidget(button)
        buttons.addStretch(1)
        for button in (self.save_button, self.menu_button, self.again_button):
            button.setMinimumHeight(40)
            button.setMinimumWidth(150)
            buttons.addWidget(button)

        column = QWidget()
        column.setMaximumWidth(1100)
        inner = QVBoxLayout(column)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(18)
        if not self.stats:
            inner.addStretch(1)  # no chart: the result sits in the middle of the screen
        inner.addLayout(header)
        if self.by_rows:  # a tall table: it stands beside the chart
            side = QHBoxLayout()
            side.setSpacing(18)
            side.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
            side.addWidget(chart_frame, 1)
            inner.addLayout(side, 1)
        else:
            inner.addWidget(self.table)
            inner.addWidget(chart_frame, 1)
        if not self.stats:
            chart_frame.hide()
            inner.addStretch(2)
        inner.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(40, 28, 40, 28)
        layout.addStretch(1)
        layout.addWidget(column, 100)
        layout.addStretch(1)

    # --- content -------------------------------------------------------------------------------------
    def winners(self) -> list[int]:
        return [line.seat for line in self.lines if line.won]

    def _fill_table(self) -> None:
        catalog = self.controller.catalog
        names = self.controller.player_names()
        keys: list[str] = []
        for line in self.lines:
            keys.extend(key for key in line.breakdown if key not in keys)
        labels = [catalog.get(key) or humanize(key) for key in keys]
        bold = QFont(self.font())
        bold.setBold(True)
        if self.by_rows:
            self._fill_by_rows(keys, labels, names, bold)
            return
        headers = [self.tr("Place"), self.tr("Player")] + labels
        self.table.setColumnCount(len(headers))
        self.table.setRowCount(len(self.lines))
        self.table.setHorizontalHeaderLabels(headers)
        # names are never cut short: the player column takes what its longest name needs
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for row, line in enumerate(self.lines):
            cells = [str(line.rank), names[line.seat]] + [str(line.breakdown.get(key, "")) for key in keys]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if line.won:
                    item.setFont(bold)
                if column == 1:
                    item.setForeground(QBrush(QColor(self.controller.player_color(line.seat)).darker(115)))
                self.table.setItem(row, column, item)
        height = self.table.horizontalHeader().height() + sum(self.table.rowHeight(r) for r in range(len(self.lines)))
        self.table.setMaximumHeight(height + 4)

    def _fill_by_rows(self, keys: list[str], labels: list[str], names: list[str], bold: QFont) -> None:
        """Many score lines: one column per player (places in order) and one row per line, so that no
        line's name is cut to fit a narrow column."""
        self.table.setColumnCount(1 + len(self.lines))
        self.table.setRowCount(1 + len(keys))
        self.table.setHorizontalHeaderLabels([""] + [names[line.seat] for line in self.lines])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for column, line in enumerate(self.lines, start=1):
            head = self.table.horizontalHeaderItem(column)
            if head is not None:
                head.setForeground(QBrush(QColor(self.controller.player_color(line.seat)).darker(115)))
        rows = [self.tr("Place")] + labels
        for row, label in enumerate(rows):
            item = QTableWidgetItem(label)
            item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, 0, item)
            for column, line in enumerate(self.lines, start=1):
                value = str(line.rank) if row == 0 else str(line.breakdown.get(keys[row - 1], ""))
                cell = QTableWidgetItem(value)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if line.won:
                    cell.setFont(bold)
                self.table.setItem(row, column, cell)
        self.table.resizeRowsToContents()
        self.table.resizeColumnsToContents()
        height = header.height() + sum(self.table.rowHeight(r) for r in range(len(rows)))
        width = sum(self.table.columnWidth(c) for c in range(self.table.columnCount()))
        self.table.setFixedSize(width + 4, height + 4)

    def _show_chart(self) -> None:
        stat = self.stat_box.currentData()
        rows: list[Any] = self.stats.get(stat, []) if isinstance(stat, str) else []
        names = self.controller.player_names()
        series = [
            Series(names[seat], self.controller.player_color(seat), series_points(rows, seat))
            for seat in range(len(names))
        ]
        self.chart.set_data(series, self.tr("Round"))

    def retranslate(self) -> None:
        catalog = self.controller.catalog
        names = self.controller.player_names()
        winners = self.winners()
        if len(winners) == 1:
            self.heading.setText(self.tr("{name} wins!").format(name=names[winners[0]]))
        elif winners:
            self.heading.setText(self.tr("Shared victory: {names}").format(names=", ".join(names[s] for s in winners)))
        else:
            self.heading.setText(self.tr("The game is over"))
        hows = [catalog.get(f"how.{line.how}", "") for line in self.lines if line.won and line.how]
        hows = list(dict.fromkeys(h[:1].upper() + h[1:] for h in hows if h))  # catalogs keep them lower-case
        self.how.setText(". ".join(hows))
        self.how.setVisible(bool(self.how.text()))
        self._fill_table()
        current = self.stat_box.currentData()
        self.stat_box.blockSignals(True)
        self.stat_box.clear()
        for stat in self.stats:
            self.stat_box.addItem(catalog.get(f"stat.{stat}", stat), stat)
        index = self.stat_box.findData(current)
        self.stat_box.setCurrentIndex(max(0, index))
        self.stat_box.blockSignals(False)
        self.stat_box.setVisible(len(self.stats) > 1)
        self.chart_title.setText(self.tr("Round by round"))
        self.chart.set_empty_text(self.tr("No statistics for this game."))
        self._show_chart()
        self.menu_button.setText(self.tr("Main menu"))
        self.again_button.setText(self.tr("Play again"))
        self.save_button.setText(self.tr("Save the game…"))
        self.review_button.setText(self.tr("Review the game"))
        self.review_button.setToolTip(self.tr(
            "The computer judges every decision taken, from what its player could see then: where the game was "
            "won and lost, and what would have been better"))
        self.replay_button.setText(self.tr("Watch the replay"))
        self.replay_button.setToolTip(self.tr("The whole game again, move by move, every hand shown if you wish"))
        self.export_button.setText(self.tr("Export the log…"))
        self.export_button.setToolTip(self.tr("Save the game log as a plain text or Markdown file"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
