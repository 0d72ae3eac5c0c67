"""The card gallery of the rules window: every kind of card of a game, its picture and its full text.

The cards come from the game's rules help (``GamePackage.rules.cards``); pictures are painted by the
game's table package (``card_faces``) with the table's own card painter (``civitas.ui.table.card_item``),
so a card looks the same here as on the table.

An entry's ``section`` (and each item of its optional ``keywords``, a tuple) names a place in the rules
help: a section id, or ``"<section>#sub<n>"`` for the n-th ``## `` sub-heading of that section. The link
shows the place's own title in the current language (the section's title, or the sub-heading's); clicking
it emits ``section_requested`` with the section id and, for a sub-heading, ``place_requested`` with the
section id and the anchor as well. Entries without ``keywords`` show their one section link as before.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping, Sequence
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
from civitas.engine.rules_help import subheadings
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


def split_place(place: str) -> tuple[str, str]:
    """``(section, anchor)`` of a rules-help place: "keywords#sub3" -> ("keywords", "sub3"), "fame" -> ("fame", "")."""
    section, _, anchor = place.partition("#")
    return section, anchor


def _places_html(places: Sequence[tuple[str, str]], label: str) -> str:
    """The links to ``places`` ((place, title) pairs) inside ``label``, the "Rules: {section} →" text."""
    before, _, after = label.partition("{section}")
    links = " · ".join(f'<a href="section:{html.escape(p)}">{html.escape(t)}</a>' for p, t in places)
    return html.escape(before) + links + html.escape(after)


def _highlight(text: str, pattern: re.Pattern[str] | None) -> str:
    escaped = html.escape(text, quote=False)
    if pattern is None:
        return escaped
    return pattern.sub(lambda m: f'<span style="background-color:#ffe066">{m.group(0)}</span>', escaped)


class CardTile(QFrame):
    """One card: its picture on the left, its name, count, text and explanation on the right."""

    section_clicked = Signal(str)
    place_clicked = Signal(str, str)  # a section and an anchor in it (a link to a sub-heading)

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
        places: Sequence[tuple[str, str]] = (),
        places_label: str = "",
    ) -> None:
        """Show ``entry``; ``section_link`` is the text of its section link. An entry with ``keywords``
        shows ``places`` instead, (place, title) pairs as links inside ``places_label`` ("Rules: {section} →")."""
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
        if places and places_label:
            parts.append(f'<p style="margin-top:4px">{_places_html(places, places_label)}</p>')
        elif section and section_link:
            parts.append(f'<p style="margin-top:4px"><a href="section:{section}">{html.escape(section_link)}</a></p>')
        self.words.setText("".join(parts))

    def _link(self, href: str) -> None:
        if href.startswith("section:"):
            section, anchor = split_place(href.split(":", 1)[1])
            self.section_clicked.emit(section)
            if anchor:
                self.place_clicked.emit(section, anchor)

    def matches(self, pattern: re.Pattern[str] | None) -> bool:
        if pattern is None:
            return True
        e = self.entry
        hay = " ".join(str(x) for x in (e.name, e.text, getattr(e, "details", "")))
        return pattern.search(hay) is not None


class CardGallery(QWidget):
    """Every card of a game, grouped (resources, special resources, events, main supply)."""

    section_requested = Signal(str)
    place_requested = Signal(str, str)  # after section_requested, for a link to a sub-heading: section, anchor

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
        self._titles: dict[str, str] = {}  # place -> its title in self.lang
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

    def _markup(self, section: str) -> str:
        if self.rules.section_body is not None:
            return self.rules.section_body(section, self.lang)
        return next((s.body_in(self.lang) for s in self.rules.sections if s.id == section), "")

    def place_title(self, place: str) -> str:
        """The title of a rules-help place in the current language: the section's own title, or the
        sub-heading's for "<section>#sub<n>"; "" for a place the rules help does not have."""
        if place not in self._titles:
            section, anchor = split_place(place)
            title = self._section_title(section)
            if title and anchor:
                n = int(anchor[3:]) if anchor.startswith("sub") and anchor[3:].isdigit() else 0
                headings = subheadings(self._markup(section))
                title = headings[n - 1] if 0 < n <= len(headings) else ""
            self._titles[place] = title
        return self._titles[place]

    def _places(self, entry: Any) -> list[tuple[str, str]]:
        """(place, title) of an entry's section and keywords, each shown once; [] without ``keywords``."""
        keywords = tuple(getattr(entry, "keywords", ()) or ())
        if not keywords:
            return []
        out: list[tuple[str, str]] = []
        for place in (str(getattr(entry, "section", "") or ""), *map(str, keywords)):
            title = self.place_title(place) if place else ""
            if title and all(place != p for p, _ in out):
                out.append((place, title))
        return out

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
        self._titles = {}
        self.faces = self._faces()
        for entry in self.entries():
            if entry.group not in self.headers:
                header = QLabel(self.body)
                header.setStyleSheet("font-size:13pt; font-weight:bold; color:#5a3d1e; padding-top:6px;")
                self.headers[entry.group] = header
            tile = CardTile(entry, self.body)
            tile.section_clicked.connect(self.section_requested)
            tile.place_clicked.connect(self.place_requested)
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
        label = self.tr("Rules: {section} →")
        for tile in self.tiles:
            entry = tile.entry
            title = self.place_title(str(getattr(entry, "section", "") or ""))
            link = label.format(section=title) if title else ""
            places = self._places(entry)
            tile.set_entry(entry, self._count(entry), link, self.pattern, self.faces, places, label)
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

