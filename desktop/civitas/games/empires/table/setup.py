"""The Empires part of the New game dialog: the first player (random or one of the seats in play) and,
for every seat in play, a row with its nation, the nation's difficulty, the side of its power card and
that card's name; under the rows, the style of the nation and the power card's text of the seat being
set (the last one touched), word-wrapped. Four seats with every text would not fit a 1280×800 screen.

Two seats never hold the same nation: the four seats always hold four different nations, and choosing a
nation another seat holds gives that seat the chooser's old nation (the seats swap; the combo's tooltip
says so and its list names the seat in play holding each nation). The seats beyond the number of
players are hidden but keep their distinct nations, so ``options()`` always passes ``validate_options``.
Labels come from the game catalog (``option.*`` and ``setup.*`` entries)."""

from __future__ import annotations

import functools
import html
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGridLayout, QLabel, QListView, QVBoxLayout, QWidget

from civitas.engine.catalog import lang_code
from civitas.engine.game import Game
from civitas.games.empires import DEFAULT_NATIONS, MAX_SEATS, NATIONS
from civitas.games.empires.cards import Nation, card_set
from civitas.ui.i18n import current_language

FIRST = ("random", "1", "2", "3", "4")
SIDES = ("A", "B")
DEFAULT_SIDE = "B"
MAX_DIFFICULTY = 5
STAR, NO_STAR = "★", "☆"
STAR_COLOR = "#e6c877"  # the shell's gold
TEXT_WIDTH = 520  # the least width of the wrapped texts (the nation's style, its power card's, the solo note)


def nation(nation_id: str) -> Nation:
    return card_set("data").nations[nation_id]


@functools.cache
def power_cards() -> dict[tuple[str, str], str]:
    """The id of every nation's power card design by (nation id, side)."""
    return {(d.set, d.side): d.id for d in card_set("data").designs.values() if d.kind == "power"}


def difficulty(nation_id: str) -> int:
    return max(1, min(MAX_DIFFICULTY, nation(nation_id).difficulty))


def stars(level: int) -> str:
    """``level`` (1..5) as filled stars out of five: ★★☆☆☆."""
    return STAR * level + NO_STAR * (MAX_DIFFICULTY - level)


def distinct_nations(wanted: list[Any]) -> list[str]:
    """One nation per seat, all different: each seat's wanted nation if it is a nation no earlier seat
    took, else its default nation if still free, else the first free one."""
    out: list[str | None] = [None] * MAX_SEATS
    for seat, value in enumerate(wanted[:MAX_SEATS]):
        if value in NATIONS and value not in out:
            out[seat] = value
    for seat in range(MAX_SEATS):
        if out[seat] is None:
            out[seat] = next(n for n in (DEFAULT_NATIONS[seat], *NATIONS) if n not in out)
    return [n for n in out if n is not None]


class SeatRow:
    """One seat's widgets: its label, nation, difficulty, power side and power card name."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.label = QLabel()
        self.nation = QComboBox()
        self.nation.setObjectName(f"nation{seat}")
        for nation_id in NATIONS:
            self.nation.addItem("", nation_id)
        self.rating = QLabel()
        self.rating.setObjectName(f"rating{seat}")
        self.rating.setTextFormat(Qt.TextFormat.RichText)
        self.side = QComboBox()
        self.side.setObjectName(f"side{seat}")
        for side in SIDES:
            self.side.addItem("", side)
        self.side.setCurrentIndex(SIDES.index(DEFAULT_SIDE))
        self.power = QLabel()
        self.power.setObjectName(f"power{seat}")
        self.label.setBuddy(self.nation)

    def widgets(self) -> list[QWidget]:
        return [self.label, self.nation, self.rating, self.side, self.power]

    def nation_id(self) -> str:
        return str(self.nation.currentData())

    def side_id(self) -> str:
        return str(self.side.currentData())

    def power_id(self) -> str:
        return power_cards()[(self.nation_id(), self.side_id())]

    def show_nation(self, nation_id: str) -> None:
        """Show ``nation_id`` without telling anyone (the panel keeps the seats apart itself)."""
        blocked = self.nation.blockSignals(True)
        self.nation.setCurrentIndex(NATIONS.index(nation_id))
        self.nation.blockSignals(blocked)

    def show_side(self, side: str) -> None:
        blocked = self.side.blockSignals(True)
        self.side.setCurrentIndex(SIDES.index(side))
        self.side.blockSignals(blocked)

    def retranslate(self, catalog: dict[str, str], holders: dict[str, int], current: bool) -> None:
        """Every text from ``catalog``; ``holders`` gives the other seats in play by the nation they hold."""
        label = html.escape(catalog["setup.seat"].format(n=self.seat + 1) + ":")
        self.label.setText(f"<b>{label}</b>" if current else label)
        self.nation.setToolTip(catalog["setup.nation.tip"])
        for index, nation_id in enumerate(NATIONS):
            name = catalog[f"nation.{nation_id}"]
            other = holders.get(nation_id)
            text = name if other is None else catalog["setup.nation.taken"].format(nation=name, n=other + 1)
            self.nation.setItemText(index, text)
        level = difficulty(self.nation_id())
        word = catalog[f"setup.difficulty.{level}"]
        self.rating.setText(f'<span style="color:{STAR_COLOR}">{stars(level)}</span> {html.escape(word)}')
        self.rating.setToolTip(catalog["setup.difficulty"].format(n=level, word=word))
        self.side.setToolTip(catalog["setup.power.tip"])
        for index, side in enumerate(SIDES):
            self.side.setItemText(index, catalog[f"option.side.{side}"])
        power = self.power_id()
        self.power.setText(catalog[f"card.{power}"])
        self.power.setToolTip(catalog[f"cardtext.{power}"])


class EmpiresSetup(QWidget):
    handles = ("first_player", *(f"nation_{k + 1}" for k in range(MAX_SEATS)),
               *(f"side_{k + 1}" for k in range(MAX_SEATS)))  # fmt: skip

    def __init__(self, game: Game[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("empiresSetup")
        self.game = game
        self.count = game.max_players
        self.current = 0  # the seat whose style and power text are shown
        self.sized_for = ""  # the language the texts' height was reserved for
        self.held = list(DEFAULT_NATIONS)  # every seat's nation, shown or not: four different ones
        self.first_label = QLabel()
        self.first = QComboBox()
        self.first.setObjectName("firstPlayer")
        for value in FIRST:
            self.first.addItem("", value)
        self.first_label.setBuddy(self.first)
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.first_label, self.first)
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(5, 1)
        self.rows = [SeatRow(seat) for seat in range(MAX_SEATS)]
        for seat, row in enumerate(self.rows):
            row.show_nation(self.held[seat])
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, seat, column)
            for combo in (row.nation, row.side):
                combo.installEventFilter(self)
            row.nation.currentIndexChanged.connect(lambda _i, s=seat: self._nation_chosen(s))
            row.side.currentIndexChanged.connect(lambda _i, s=seat: self.show_seat(s))
        self.style_text = QLabel()
        self.style_text.setObjectName("styleText")
        self.power_text = QLabel()
        self.power_text.setObjectName("powerText")
        self.solo_text = QLabel()  # with one player: who the opponent is
        self.solo_text.setObjectName("soloText")
        about = QVBoxLayout()  # one text under the other: side by side they were drawn over each other
        about.setContentsMargins(0, 4, 0, 0)
        about.setSpacing(8)
        for text in (self.solo_text, self.style_text, self.power_text):
            text.setTextFormat(Qt.TextFormat.RichText)
            text.setWordWrap(True)
            text.setMinimumWidth(TEXT_WIDTH)
            text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            about.addWidget(text, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addLayout(grid)
        layout.addLayout(about)
        self.solo_text.setVisible(self.count == 1)
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A seat's combo taking the focus or a click makes that seat the one described."""
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress):
            for seat, row in enumerate(self.rows):
                if watched in (row.nation, row.side) and seat != self.current:
                    self.show_seat(seat)
        return super().eventFilter(watched, event)

    # --- seats in play ------------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        """Only the seats in play are shown and can start; a chosen first seat beyond them falls back to
        random."""
        self.count = max(1, min(MAX_SEATS, n))
        for seat, row in enumerate(self.rows):
            for widget in row.widgets():
                widget.setVisible(seat < self.count)
        view = self.first.view()
        if isinstance(view, QListView):
            for i, value in enumerate(FIRST):
                view.setRowHidden(i, value != "random" and int(value) > self.count)
        current = str(self.first.currentData())
        if current != "random" and int(current) > self.count:
            self.first.setCurrentIndex(0)
        if self.current >= self.count:
            self.current = 0
        self.solo_text.setVisible(self.count == 1)
        self.retranslate()

    def show_seat(self, seat: int) -> None:
        """Describe ``seat``'s nation and power card under the rows."""
        self.current = seat if 0 <= seat < self.count else 0
        self.retranslate()

    def _nation_chosen(self, seat: int) -> None:
        """``seat`` took a nation: the seat that held it (shown or not) gets ``seat``'s old nation."""
        chosen, old = self.rows[seat].nation_id(), self.held[seat]
        if chosen in self.held and chosen != old:
            other = self.held.index(chosen)
            self.held[other] = old
            self.rows[other].show_nation(old)
        self.held[seat] = chosen
        self.show_seat(seat)

    def nations(self) -> list[str]:
        """Every seat's nation, the hidden seats' too."""
        return list(self.held)

    # --- options ------------------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        out: dict[str, Any] = {"first_player": str(self.first.currentData())}
        for seat, row in enumerate(self.rows):
            out[f"nation_{seat + 1}"] = self.held[seat]
            out[f"side_{seat + 1}"] = row.side_id()
        return out

    def set_options(self, options: dict[str, Any]) -> None:
        """Show remembered options; a missing, unknown or repeated value shows the default instead."""
        first = str(options.get("first_player", "random"))
        index = self.first.findData(first)
        valid = index >= 0 and (first == "random" or int(first) <= self.count)
        self.first.setCurrentIndex(index if valid else 0)
        self.held = distinct_nations([options.get(f"nation_{seat + 1}") for seat in range(MAX_SEATS)])
        for seat, row in enumerate(self.rows):
            row.show_nation(self.held[seat])
            side = options.get(f"side_{seat + 1}")
            row.show_side(side if side in SIDES else DEFAULT_SIDE)
        self.retranslate()

    # --- text ---------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        lang = current_language()
        catalog = self.game.catalog(lang)
        self.first_label.setText(catalog.get("option.first_player", "First player") + ":")
        for i, value in enumerate(FIRST):
            self.first.setItemText(i, catalog.get(f"option.first_player.{value}", value))
        in_play = self.held[: self.count]
        for seat, row in enumerate(self.rows):
            holders = {n: other for other, n in enumerate(in_play) if other != seat}
            row.retranslate(catalog, holders, seat == self.current)
        if self.sized_for != lang:
            self._reserve_height(catalog, lang)
        row = self.rows[self.current]
        self.solo_text.setText(f"<b>{html.escape(catalog['setup.solo'])}</b>")
        self.style_text.setText(self._style(catalog, lang, self.current, row.nation_id()))
        self.power_text.setText(self._power(catalog, row.power_id()))

    @staticmethod
    def _style(catalog: dict[str, str], lang: str, seat: int, nation_id: str) -> str:
        heading = catalog["setup.about"].format(n=seat + 1, nation=catalog[f"nation.{nation_id}"])
        return f"<b>{html.escape(heading)}</b> {html.escape(nation(nation_id).style[lang_code(lang)])}"

    @staticmethod
    def _power(catalog: dict[str, str], power: str) -> str:
        return f"<b>{html.escape(catalog[f'card.{power}'])}</b> — {html.escape(catalog[f'cardtext.{power}'])}"

    def _reserve_height(self, catalog: dict[str, str], lang: str) -> None:
        """Make the two texts as tall as their longest in ``lang`` needs: the dialog does not grow with a
        wrapped text, so a longer one chosen later would be cut, and the dialog keeps still meanwhile."""
        styles = [self._style(catalog, lang, MAX_SEATS - 1, n) for n in NATIONS]
        powers = [self._power(catalog, power) for power in power_cards().values()]
        for label, texts in ((self.style_text, styles), (self.power_text, powers)):
            label.setMinimumHeight(0)
            heights = []
            for text in texts:
                label.setText(text)
                heights.append(label.heightForWidth(TEXT_WIDTH))
            label.setMinimumHeight(max(heights))
        self.sized_for = lang

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def create_setup(game: Game[Any], parent: QWidget) -> QWidget:
    """The hook the New game dialog looks for in the table module."""
    return EmpiresSetup(game, parent)
