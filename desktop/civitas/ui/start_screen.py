"""The first screen: the emblem and title, the games that exist, and the way into a game."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from civitas import __version__
from civitas.engine.registry import get_game
from civitas.ui.emblem import Emblem
from civitas.ui.i18n import LANGUAGE_NAMES, LANGUAGES, current_language
from civitas.ui.key_button import KeyButton
from civitas.ui.rules_window import has_rules
from civitas.ui.shell_look import paint_meander
from civitas.ui.tutorial import has_tutorial

ROLE_ID = Qt.ItemDataRole.UserRole
ROLE_DETAIL = Qt.ItemDataRole.UserRole + 1
ROLE_BLURB = Qt.ItemDataRole.UserRole + 2


def title_font(font: QFont) -> QFont:
    title = QFont(font)
    title.setPointSizeF(title.pointSizeF() * 1.05)
    title.setBold(True)
    return title


def detail_font(font: QFont) -> QFont:
    small = QFont(font)
    small.setPointSizeF(small.pointSizeF() * 0.72)
    return small


def blurb_font(font: QFont) -> QFont:
    small = QFont(font)
    small.setPointSizeF(small.pointSizeF() * 0.8)
    return small


BLURB_LINES = 2  # room for what the game is: one line in a wide list, two in a narrow one


class GameItemDelegate(QStyledItemDelegate):
    """A game in the list: its title, below it what the game is and in small type how many can play."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        if not index.data(ROLE_BLURB):
            return QSize(size.width(), int(QFontMetricsF(option.font).height() * 2.9))
        title = QFontMetricsF(title_font(option.font)).height() + 2
        blurb = QFontMetricsF(blurb_font(option.font)).lineSpacing() * BLURB_LINES + 2
        players = QFontMetricsF(detail_font(option.font)).height()
        return QSize(size.width(), int(3 + 4 + title + blurb + players + 4 + 3 + 1))

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        detail = str(index.data(ROLE_DETAIL) or "")
        title = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        blurb = str(index.data(ROLE_BLURB) or "")
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        rect = QRectF(option.rect).adjusted(4, 3, -4, -3)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if selected:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(217, 180, 90, 160))
            painter.drawRoundedRect(rect, 7, 7)
        painter.setFont(title_font(option.font))
        painter.setPen(QColor("#1b1b1b") if selected else QColor("#f4efe3"))
        text_rect = rect.adjusted(12, 4 if blurb else 6, -12, -4 if blurb else -6)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, title)
        if blurb:
            font = blurb_font(option.font)
            painter.setFont(font)
            painter.setPen(QColor("#1b1b1b") if selected else QColor("#e0d8c4"))
            top = text_rect.top() + QFontMetricsF(title_font(option.font)).height() + 2
            box = QRectF(text_rect.left(), top, text_rect.width(), QFontMetricsF(font).lineSpacing() * BLURB_LINES + 2)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            painter.drawText(box, int(flags), blurb)
        painter.setFont(detail_font(option.font))
        painter.setPen(QColor("#3a3222") if selected else QColor("#9fb2b7"))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, detail)
        painter.restore()


class StartScreen(QWidget):
    new_game_requested = Signal(str)
    continue_requested = Signal()
    game_selected = Signal(str)  # the game chosen in the list (its Continue depends on it)
    load_requested = Signal()
    rules_requested = Signal(str)
    tutorial_requested = Signal(str)
    settings_requested = Signal()
    about_requested = Signal()
    language_selected = Signal(str)
    quit_requested = Signal()

    def __init__(self, game_ids: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.game_ids = list(game_ids)

        self.language = QComboBox()
        self.language.setObjectName("languageBox")
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(LANGUAGES.index(current_language()))
        self.language.currentIndexChanged.connect(self._language_changed)
        self.language_caption = QLabel()
        self.language_caption.setObjectName("startMuted")

        self.emblem = Emblem(132)
        self.title = QLabel("Civitas")
        self.title.setObjectName("startTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("startSubtitle")

        self.games_heading = QLabel()
        self.games_heading.setObjectName("startHeading")
        self.games = QListWidget()
        self.games.setObjectName("gameList")
        self.games.setItemDelegate(GameItemDelegate(self.games))
        self.games.currentItemChanged.connect(lambda *_: self._on_selection())
        self.games.itemDoubleClicked.connect(lambda *_: self._new_game())
        self.no_games = QLabel()
        self.no_games.setObjectName("startMuted")
        self.no_games.setWordWrap(True)
        self.no_games.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.new_button = self._button(self._new_game, "primaryButton", QKeySequence.StandardKey.New)
        self.continue_button = self._button(self.continue_requested.emit)
        self.load_button = self._button(self.load_requested.emit, shortcut=QKeySequence.StandardKey.Open)
        self.rules_button = self._button(self._rules, shortcut=QKeySequence(Qt.Key.Key_F1))
        self.tutorial_button = self._button(self._tutorial)
        self.tutorial_button.setObjectName("tutorialButton")
        self.settings_button = self._button(self.settings_requested.emit)
        self.about_button = self._button(self.about_requested.emit, "quietButton")
        self.quit_button = self._button(self.quit_requested.emit, "quietButton")
        self._layout()
        self.set_games(self.game_ids)
        self.retranslate()

    def _button(self, slot: object, name: str = "menuButton", shortcut: object = None) -> QPushButton:
        button = KeyButton(shortcut)
        button.setObjectName(name)
        button.setMinimumHeight(42)
        button.clicked.connect(lambda _checked=False: slot())  # type: ignore[operator]
        return button

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.language_caption)
        top.addWidget(self.language)

        header = QHBoxLayout()
        header.addStretch(1)
        header.addWidget(self.emblem)
        header.addSpacing(24)
        titles = QVBoxLayout()
        titles.addStretch(1)
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        titles.addStretch(1)
        header.addLayout(titles)
        header.addStretch(1)

        games_card = QFrame()
        games_card.setObjectName("startCard")
        games_layout = QVBoxLayout(games_card)
        games_layout.setContentsMargins(20, 14, 20, 14)
        games_layout.addWidget(self.games_heading)
        games_layout.addWidget(self.games, 1)
        games_layout.addWidget(self.no_games, 1)

        menu_card = QFrame()
        menu_card.setObjectName("startCard")
        menu = QVBoxLayout(menu_card)
        menu.setContentsMargins(20, 20, 20, 20)
        menu.setSpacing(10)
        for button in (self.new_button, self.tutorial_button, self.continue_button, self.load_button,
                       self.rules_button):
            menu.addWidget(button)
        menu.addStretch(1)
        menu.addWidget(self.settings_button)
        menu.addWidget(self.about_button)
        menu.addWidget(self.quit_button)

        body = QHBoxLayout()
        body.setSpacing(24)
        body.addStretch(1)
        body.addWidget(games_card, 3)
        body.addWidget(menu_card, 2)
        body.addStretch(1)
        games_card.setMaximumWidth(560)
        menu_card.setMaximumWidth(340)
        games_card.setMinimumWidth(380)
        menu_card.setMinimumWidth(260)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 44)
        layout.addLayout(top)
        layout.addStretch(1)
        layout.addLayout(header)
        layout.addSpacing(16)
        layout.addLayout(body, 6)
        layout.addStretch(1)

    # --- games ---------------------------------------------------------------------------------------
    def set_games(self, game_ids: list[str]) -> None:
        self.game_ids = list(game_ids)
        self.games.clear()
        for game_id in self.game_ids:
            item = QListWidgetItem()
            item.setData(ROLE_ID, game_id)
            self.games.addItem(item)
        self._retitle_games()
        if self.games.count():
            self.games.setCurrentRow(0)
        self.games.setVisible(bool(self.game_ids))
        self.no_games.setVisible(not self.game_ids)
        self._update_buttons()

    def _retitle_games(self) -> None:
        lang = current_language()
        for row in range(self.games.count()):
            item = self.games.item(row)
            game_id = str(item.data(ROLE_ID))
            game = get_game(game_id)
            item.setText(game.titles.get(lang) or game.titles.get("en") or game_id)
            players = self.tr("%n player(s)", "", game.max_players)
            if game.min_players != game.max_players:
                players = f"{game.min_players}–{players}"  # "2–4 players": the plural follows the last number
            item.setData(ROLE_DETAIL, players)
            blurb = game.blurbs.get(lang) or game.blurbs.get("en") or ""
            item.setData(ROLE_BLURB, blurb)
            item.setToolTip(f"{blurb}\n{players}" if blurb else players)

    def selected_game(self) -> str | None:
        item = self.games.currentItem()
        return None if item is None else str(item.data(ROLE_ID))

    def select_game(self, game_id: str) -> None:
        for row in range(self.games.count()):
            if self.games.item(row).data(ROLE_ID) == game_id:
                self.games.setCurrentRow(row)

    def set_continue_available(self, available: bool) -> None:
        self.continue_button.setEnabled(available)

    def _on_selection(self) -> None:
        self._update_buttons()
        game_id = self.selected_game()
        if game_id is not None:
            self.game_selected.emit(game_id)

    def _update_buttons(self) -> None:
        game_id = self.selected_game()
        self.new_button.setEnabled(game_id is not None)
        self.rules_button.setVisible(game_id is not None and has_rules(game_id))
        self.tutorial_button.setVisible(game_id is not None and has_tutorial(game_id))

    def _new_game(self) -> None:
        game_id = self.selected_game()
        if game_id is not None:
            self.new_game_requested.emit(game_id)

    def _tutorial(self) -> None:
        game_id = self.selected_game()
        if game_id is not None and self.tutorial_button.isVisible():
            self.tutorial_requested.emit(game_id)

    def _rules(self) -> None:
        game_id = self.selected_game()
        if game_id is not None and self.rules_button.isVisible():
            self.rules_requested.emit(game_id)

    def _language_changed(self, index: int) -> None:
        code = self.language.itemData(index)
        if isinstance(code, str) and code != current_language():
            self.language_selected.emit(code)

    def sync_language(self) -> None:
        index = LANGUAGES.index(current_language())
        if self.language.currentIndex() != index:
            self.language.blockSignals(True)
            self.language.setCurrentIndex(index)
            self.language.blockSignals(False)

    # --- text ----------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.subtitle.setText(self.tr("Civilization board and card games"))
        self.language_caption.setText(self.tr("Language:"))
        self.games_heading.setText(self.tr("Games"))
        self.no_games.setText(self.tr("No games are installed yet."))
        self.new_button.setText(self.tr("New game"))
        self.continue_button.setText(self.tr("Continue"))
        self.continue_button.setToolTip(self.tr("Resume your last game of the game chosen in the list"))
        self.load_button.setText(self.tr("Load…"))
        self.rules_button.setText(self.tr("Rules"))
        self.tutorial_button.setText(self.tr("Tutorial"))
        self.tutorial_button.setToolTip(self.tr("A guided first game: learn to play step by step"))
        self.settings_button.setText(self.tr("Settings…"))
        self.about_button.setText(self.tr("About Civitas"))
        self.quit_button.setText(self.tr("Quit"))
        self._retitle_games()
        self.sync_language()
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gradient = QLinearGradient(0, 0, 0, self.height())
        gradient.setColorAt(0.0, QColor("#203944"))
        gradient.setColorAt(1.0, QColor("#101c22"))
        painter.fillRect(self.rect(), gradient)
        unit = 7.0
        width = self.width()
        span = int((width - 64) // (4 * unit)) * 4 * unit
        left = (width - span) / 2
        paint_meander(painter, 64, left, left + span, unit)
        paint_meander(painter, self.height() - 30 - 2 * unit, left, left + span, unit)
        painter.setPen(QPen(QColor(217, 180, 90, 40), 1))
        painter.drawRect(QRectF(16, 16, width - 32, self.height() - 32))
        painter.setPen(QColor("#7f9499"))
        painter.drawText(QRectF(0, self.height() - 28, width - 40, 20),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"Civitas {__version__}")
        painter.end()
