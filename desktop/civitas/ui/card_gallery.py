"""The card gallery of the rules window: every kind of card of a game, its picture and its full text.

The cards come from the game's rules help (``GamePackage.rules.cards``); pictures are painted by the
game's table package (``card_faces``) with the table's own card painter (``civitas.ui.table.card_item``),
so a card looks the same here as on the table.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from civitas.engine.lookup import rules_of
from civitas.engine.package import GalleryCards, RulesHelp
from civitas.ui.game_tables import table_package
from civitas.ui.table.card_item import COST_COLOURS, CardFace, paint_face

CARD_W = 112
CARD_H = 156


def face_for(entry: Any, caption: str = "", colours: Mapping[str, str] | None = None) -> CardFace:
    """A plain card face for a gallery entry (name, colour band by group, icon, caption and cost icons)."""
    icon = str(getattr(entry, "icon", "") or entry.kind)
    return CardFace(
        caption=caption,
        kind=str(entry.kind),
        title=str(entry.name),
        band=(colours or {}).get(str(entry.group), "#7a6a58"),
        icon=icon,
        icon_colour=COST_COLOURS.get(icon, ""),
        cost=tuple(getattr(entry, "cost", ())),
        text=str(entry.text),
    )


FaceMaker = Callable[[Any, str], CardFace]


def card_pixmap(
    entry: Any,
    caption: str = "",
    width: int = CARD_W,
    height: int = CARD_H,
    ratio: float = 1.0,
    faces: FaceMaker | None = None,
    colours: Mapping[str, str] | None = None,
) -> QPixmap:
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    face = None
    if faces is not None:
        try:
            face = faces(entry, caption)
        except Exception:  # a card the table look does not know: draw it the gallery's way
            face = None
    paint_face(painter, face or face_for(entry, caption, colours), QRectF(0, 0, width, height))
    painter.end()
    return pixmap


def _highlight(text: str, pattern: re.Pattern[str] | None) -> str:
    escaped = html.escape(text, quote=False)
    if pattern is None:
        return escaped
    return pattern.sub(lambda m: f'<span style="background-color:#ffe066">{m.group(0)}</span>', escaped)


class CardTile(QFrame):
    """One card: its picture on the left, its name, count, text and explanation on the right."""

    section_clicked = Signal(str)

    def __init__(self, entry: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardTile")
        self.entry = entry
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#cardTile { background: #fffaf0; border: 1px solid #d8c8a8; border-radius: 6px; }")
        self.picture = QLabel()
        self.picture.setFixedSize(CARD_W, CARD_H)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.words.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.words.linkActivated.connect(self._link)
        self.words.setStyleSheet("font-size: 10.5pt; color: #2b2118;")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(12)
        layout.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.words, 1)
        self._painted: tuple[object, ...] = ()
        self.set_entry(entry, "", "", None)

    def set_entry(
        self,
        entry: Any,
        count: str,
        section_link: str,
        pattern: re.Pattern[str] | None,
        faces: FaceMaker | None = None,
    ) -> None:
        self.entry = entry
        ratio = self.devicePixelRatioF() or 1.0
        key = (entry, count, ratio, faces is not None)
        if key != self._painted:  # painting is the slow part: only when the card itself changed
            self.picture.setPixmap(card_pixmap(entry, count, ratio=ratio, faces=faces))
            self._painted = key
        self.picture.setToolTip(str(entry.name))
        parts = [f'<div style="font-size:13pt; font-weight:bold">{_highlight(str(entry.name), pattern)}</div>']
        if count:
            parts.append(f'<div style="color:#6b5a44">{html.escape(count)}</div>')
        if entry.text:
            parts.append(f'<p style="margin-top:6px">{_highlight(str(entry.text), pattern)}</p>')
        details = str(getattr(entry, "details", "") or "")
        if details:
            parts.append(f'<p style="margin-top:4px; color:#3b3027">{_highlight(details, pattern)}</p>')
        section = str(getattr(entry, "section", "") or "")
        if section and section_link:
            parts.append(f'<p style="margin-top:4px"><a href="section:{section}">{html.escape(section_link)}</a></p>')
        self.words.setText("".join(parts))

    def _link(self, href: str) -> None:
        if href.startswith("section:"):
            self.section_clicked.emit(href.split(":", 1)[1])

    def matches(self, pattern: re.Pattern[str] | None) -> bool:
        if pattern is None:
            return True
        e = self.entry
        hay = " ".join(str(x) for x in (e.name, e.text, getattr(e, "details", "")))
        return pattern.search(hay) is not None


class CardGallery(QWidget):
    """Every card of a game, grouped (resources, special resources, events, main supply)."""

    section_requested = Signal(str)

    COLUMNS = 3

    def __init__(self, game_id: str, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.rules: RulesHelp = rules_of(game_id)
        self.cards: GalleryCards | None = self.rules.cards
        self.lang = lang
        self.pattern: re.Pattern[str] | None = None
        self.tiles: list[CardTile] = []
        self.faces: FaceMaker | None = None
        self.headers: dict[str, QLabel] = {}
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setContentsMargins(4, 0, 4, 4)
        self.body = QWidget()
        self.body.setObjectName("galleryBody")
        self.body.setStyleSheet("#galleryBody { background: #f3ead6; }")
        self.grid = QGridLayout(self.body)
        self.grid.setContentsMargins(12, 12, 12, 12)
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(10)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.body)
        self.scroller = scroll
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.intro)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.empty)
        self._build()
        self.retranslate()

    # --- content ------------------------------------------------------------------------------------
    def entries(self) -> list[Any]:
        return list(self.cards.entries(self.lang)) if self.cards is not None else []

    def _group_title(self, group: str) -> str:
        return self.cards.group_title(group, self.lang) if self.cards is not None else group

    def _count(self, entry: Any) -> str:
        return self.cards.count_text(entry, self.lang) if self.cards is not None else ""

    def _section_title(self, section: str) -> str:
        for s in self.rules.sections:
            if s.id == section:
                return s.title_in(self.lang)
        return ""

    def _faces(self) -> FaceMaker:
        """The table's own faces when the game's table package draws them, else plain ones."""
        colours = self.cards.group_colours if self.cards is not None else {}
        table = table_package(self.game_id)
        made = table.card_faces(self.lang) if table is not None else None
        if made is not None:
            return made
        return lambda entry, caption: face_for(entry, caption, colours)

    def _build(self) -> None:
        self._clear_grid()
        for widget in [*self.tiles, *self.headers.values()]:
            widget.deleteLater()
        self.tiles = []
        self.headers = {}
        self.faces = self._faces()
        for entry in self.entries():
            if entry.group not in self.headers:
                header = QLabel(self.body)
                header.setStyleSheet("font-size:13pt; font-weight:bold; color:#5a3d1e; padding-top:6px;")
                self.headers[entry.group] = header
            tile = CardTile(entry, self.body)
            tile.section_clicked.connect(self.section_requested)
            self.tiles.append(tile)
        for c in range(self.COLUMNS):
            self.grid.setColumnStretch(c, 1)
        self._refresh()

    def _clear_grid(self) -> None:
        while self.grid.count():
            self.grid.takeAt(0)
        for r in range(self.grid.rowCount()):
            self.grid.setRowStretch(r, 0)

    def _place(self) -> None:
        """Lay out the shown cards group by group, with no holes left by hidden ones."""
        self._clear_grid()
        row = col = 0
        group = None
        for tile in self.tiles:
            if tile.isHidden():
                continue
            if tile.entry.group != group:
                group = tile.entry.group
                if col:
                    row, col = row + 1, 0
                self.grid.addWidget(self.headers[str(group)], row, 0, 1, self.COLUMNS)
                row += 1
            self.grid.addWidget(tile, row, col)
            col += 1
            if col == self.COLUMNS:
                row, col = row + 1, 0
        self.grid.setRowStretch(row + 1, 1)

    def _refresh(self) -> None:
        visible_groups: set[str] = set()
        for tile in self.tiles:
            entry = tile.entry
            title = self._section_title(str(entry.section))
            link = self.tr("Rules: {section} →").format(section=title) if title else ""
            tile.set_entry(entry, self._count(entry), link, self.pattern, self.faces)
            shown = tile.matches(self.pattern)
            tile.setVisible(shown)
            if shown:
                visible_groups.add(str(entry.group))
        for group, header in self.headers.items():
            header.setText(self._group_title(group))
            header.setVisible(group in visible_groups)
        self._place()
        self.empty.setVisible(not visible_groups)
        self.scroller.setVisible(bool(visible_groups))

    # --- public -------------------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self._build()
        self.retranslate()

    def set_filter(self, pattern: re.Pattern[str] | None) -> int:
        """Show only the cards whose name or text matches; returns how many are shown."""
        self.pattern = pattern
        self._refresh()
        return sum(1 for t in self.tiles if not t.isHidden())

    def card_kinds(self) -> list[str]:
        return [str(t.entry.kind) for t in self.tiles]

    def visible_kinds(self) -> list[str]:
        return [str(t.entry.kind) for t in self.tiles if not t.isHidden()]

    def retranslate(self) -> None:
        self.intro.setText(
            self.tr("Every card of the game by kind, with how many copies of it there are. The link under a card "
                    "opens the rules about it.")
        )
        self.empty.setText(self.tr("No card matches the search."))
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

