"""The rules window (F1): a game's rules help by section, a search, and the card gallery.

The text comes from the game's rules help module (``civitas.games.<id>.rules_help``, see
``civitas.engine.rules_help``). :meth:`RulesWindow.show_section` is the target of the status line's
"why not" links: every reason the engine gives names a section id, and :func:`open_rules` brings up
(or reuses) the window at that section.
"""

from __future__ import annotations

import html
import re
from typing import Any

from PySide6.QtCore import QEvent, QRegularExpression, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QShortcut, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from civitas.engine import lookup
from civitas.engine import rules_help as rh
from civitas.engine.game import Game
from civitas.ui.card_gallery import CardGallery

ROLE_SECTION = int(Qt.ItemDataRole.UserRole)
ROLE_ANCHOR = int(Qt.ItemDataRole.UserRole) + 1
HIGHLIGHT = QColor("#ffe066")
CURRENT_HIGHLIGHT = QColor("#ffb347")


def _current_language() -> str:
    try:
        from civitas.ui.i18n import current_language
    except ImportError:  # the shell's language module is optional for this window
        return "en"
    return current_language()


def has_rules(game_id: str, lang: str = "en") -> bool:
    """Whether ``game_id`` has rules help (in every language: the help is written in both)."""
    try:
        return lookup.has_rules(game_id)
    except Exception:  # a broken game package must not break the start screen
        return False


_ENDINGS_RU = "аяоеёиыуюйьэ"
_STEM_MIN = 3


def _word_source(word: str) -> str:
    """A pattern for one word of a query that also finds its other forms: a Russian word loses up to
    two final vowels (герой → геро…, армия → арм…), an English one a plural or -y ending."""
    stem = word
    if re.fullmatch(r"[а-яё]+", word, re.IGNORECASE):
        for _ in range(2):
            if len(stem) > _STEM_MIN and stem[-1].lower() in _ENDINGS_RU:
                stem = stem[:-1]
    elif re.fullmatch(r"[a-z]+", word, re.IGNORECASE) and len(word) > _STEM_MIN:
        for ending in ("ies", "es", "s", "y"):
            if word.lower().endswith(ending) and len(word) - len(ending) >= _STEM_MIN:
                stem = word[: -len(ending)]
                break
    out = re.escape(stem)
    out = re.sub(r"[её]", "[её]", out)
    out = re.sub(r"[ЕЁ]", "[ЕЁ]", out)
    return out + (r"\w*" if stem != word else "")


def _pattern_source(query: str) -> str:
    return r"\s+".join(_word_source(word) for word in query.split())


def search_pattern(query: str) -> re.Pattern[str] | None:
    """A case-insensitive pattern for ``query`` that also matches other forms of its words; Russian
    е and ё match each other. None if the query is empty."""
    if not query.split():
        return None
    return re.compile(_pattern_source(query), re.IGNORECASE)


def _game_title(game_id: str, lang: str) -> str:
    try:
        from civitas.engine.registry import get_game

        titles = get_game(game_id).titles
    except Exception:  # an unregistered game still shows its rules under its id
        return game_id
    return titles.get(lang) or titles.get("en") or game_id


class RulesWindow(QDialog):
    """Rules help of one game: sections on the left, text on the right, search, and a Cards tab."""

    section_shown = Signal(str)

    def __init__(
        self,
        game_id: str | Game[Any],
        lang: str | QWidget | None = None,
        section: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        if isinstance(lang, QWidget):  # the older call RulesWindow(game, parent)
            parent, lang = lang, None
        super().__init__(parent)
        self.game_id = game_id.id if isinstance(game_id, Game) else str(game_id)
        self.lang = lang or _current_language()
        self.sections = lookup.sections(self.game_id)
        self.current = self.sections[0].id
        self.pattern: re.Pattern[str] | None = None
        self.history: list[str] = []
        self._match_counts: dict[str, int] = {}
        self._match_index = -1
        self.setObjectName("rulesWindow")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.resize(1100, 760)

        # search row
        self.search_label = QLabel()
        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search_changed)
        self.search.returnPressed.connect(self.find_next)
        self.search_label.setBuddy(self.search)
        self.found = QLabel()
        self.found.setMinimumWidth(220)
        top = QHBoxLayout()
        top.addWidget(self.search_label)
        top.addWidget(self.search, 1)
        top.addWidget(self.found)

        # rules tab: the section list and the text
        self.tree = QTreeWidget()
        self.tree.setObjectName("rulesSections")
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(False)
        self.tree.setIndentation(14)
        self.tree.setMinimumWidth(220)
        self.tree.setStyleSheet("QTreeWidget::item { padding: 3px 2px; }")
        self.tree.itemClicked.connect(self._item_clicked)
        self.tree.currentItemChanged.connect(self._current_item_changed)
        tree_font = QFont(self.tree.font())
        tree_font.setPointSizeF(max(10.5, tree_font.pointSizeF()))
        self.tree.setFont(tree_font)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._anchor_clicked)
        font = QFont(self.browser.font())
        font.setPointSizeF(max(11.5, font.pointSizeF() + 1.5))
        self.browser.setFont(font)
        self.browser.document().setDocumentMargin(18)
        self.browser.setStyleSheet("QTextBrowser { background: #fffdf7; color: #2b2118; }")
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.go_back)
        self.back_button.setEnabled(False)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.tree, 1)
        left_layout.addWidget(self.back_button)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([300, 800])
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter

        # cards tab
        self.gallery = CardGallery(self.game_id, self.lang)
        self.gallery.section_requested.connect(self._open_from_gallery)
        self.gallery.place_requested.connect(self._go)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("rulesTabs")
        self.tabs.addTab(splitter, "")
        self.cards_tab = self.tabs.addTab(self.gallery, "")
        if not self.gallery.card_kinds():
            self.tabs.setTabVisible(self.cards_tab, False)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)

        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self).activated.connect(self.focus_search)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Back), self).activated.connect(self.go_back)

        self._fill_tree()
        self.retranslate()
        self.show_section(section or self.sections[0].id)

    # --- the section list ---------------------------------------------------------------------------
    def _fill_tree(self) -> None:
        self.tree.blockSignals(True)
        self.tree.clear()
        for section in self.sections:
            item = QTreeWidgetItem([section.title_in(self.lang)])
            item.setToolTip(0, section.title_in(self.lang))  # a title too long for the column shows whole here
            item.setData(0, ROLE_SECTION, section.id)
            item.setData(0, ROLE_ANCHOR, "")
            markup = lookup.section_markup(self.game_id, section.id, self.lang)
            for n, heading in enumerate(rh.subheadings(markup), start=1):
                child = QTreeWidgetItem([heading])
                child.setToolTip(0, heading)
                child.setData(0, ROLE_SECTION, section.id)
                child.setData(0, ROLE_ANCHOR, f"sub{n}")
                child.setForeground(0, QColor("#5d5040"))
                item.addChild(child)
            self.tree.addTopLevelItem(item)
        self.tree.blockSignals(False)
        self._apply_counts()

    def _top_item(self, section_id: str) -> QTreeWidgetItem | None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.data(0, ROLE_SECTION) == section_id:
                return item
        return None

    def _apply_counts(self) -> None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is None:
                continue
            sid = str(item.data(0, ROLE_SECTION))
            title = self._section(sid).title_in(self.lang)
            if self.pattern is None:
                item.setText(0, title)
                item.setHidden(False)
            else:
                count = self._match_counts.get(sid, 0)
                item.setText(0, f"{title}  ({count})")
                item.setHidden(count == 0)

    def _section(self, section_id: str) -> rh.RulesSection:
        for section in self.sections:
            if section.id == section_id:
                return section
        raise KeyError(section_id)

    def _item_clicked(self, item: QTreeWidgetItem, column: int = 0) -> None:
        self._go(str(item.data(0, ROLE_SECTION)), str(item.data(0, ROLE_ANCHOR) or ""))

    def _current_item_changed(self, item: QTreeWidgetItem | None, previous: QTreeWidgetItem | None) -> None:
        if item is not None and self.tree.hasFocus():  # keyboard navigation in the list
            self._go(str(item.data(0, ROLE_SECTION)), str(item.data(0, ROLE_ANCHOR) or ""))

    # --- showing a section -------------------------------------------------------------------------
    def section_ids(self) -> list[str]:
        return [s.id for s in self.sections]

    def visible_section_ids(self) -> list[str]:
        out = []
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and not item.isHidden():
                out.append(str(item.data(0, ROLE_SECTION)))
        return out

    def show_section(self, section_id: str, anchor: str = "") -> bool:
        """Show the section ``section_id`` (the target of "why not" links). An unknown id shows the
        first section and returns False."""
        known = section_id in self.section_ids()
        if not known:
            section_id = self.sections[0].id
        self.tabs.setCurrentIndex(0)
        self._render(section_id)
        if anchor:
            self.browser.scrollToAnchor(anchor)
        return known

    def _go(self, section_id: str, anchor: str = "") -> None:
        if section_id != self.current:
            self.history.append(self.current)
            self.back_button.setEnabled(True)
        self.show_section(section_id, anchor)

    def go_back(self) -> None:
        if self.history:
            self.show_section(self.history.pop())
        self.back_button.setEnabled(bool(self.history))

    def _render(self, section_id: str) -> None:
        self.current = section_id
        title, body = lookup.section_html(self.game_id, section_id, self.lang)
        ids = self.section_ids()
        index = ids.index(section_id)
        nav: list[str] = []
        if index > 0:
            prev = self._section(ids[index - 1]).title_in(self.lang)
            label = html.escape(self.tr("Previous: {title}").format(title=prev))
            nav.append(f'<a href="section:{ids[index - 1]}">← {label}</a>')
        if index + 1 < len(ids):
            nxt = self._section(ids[index + 1]).title_in(self.lang)
            label = html.escape(self.tr("Next: {title}").format(title=nxt))
            nav.append(f'<a href="section:{ids[index + 1]}">{label} →</a>')
        footer = (
            '<hr/><table width="100%"><tr>'
            + "".join(
                f'<td align="{"left" if i == 0 and index > 0 else "right"}">{link}</td>' for i, link in enumerate(nav)
            )
            + "</tr></table>"
        )
        self.browser.setHtml(
            f'<h2 style="color:{rh.HEADING_COLOUR}; margin-bottom:6px">{html.escape(title)}</h2>{body}{footer}'
        )
        self.browser.verticalScrollBar().setValue(0)
        item = self._top_item(section_id)
        self.tree.blockSignals(True)
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None:
                top.setExpanded(top is item)
        if item is not None:
            self.tree.setCurrentItem(item)
        self.tree.blockSignals(False)
        self._highlight()
        self._set_title()
        self.section_shown.emit(section_id)

    def _anchor_clicked(self, url: QUrl) -> None:
        target = url.toString()
        if target.startswith(f"{rh.LINK_SCHEME}:"):
            self._go(target.split(":", 1)[1])
        elif target.startswith("#"):
            self.browser.scrollToAnchor(target[1:])

    def _open_from_gallery(self, section_id: str) -> None:
        self._go(section_id)

    def current_text(self) -> str:
        """The plain text now shown (for tests and accessibility)."""
        return self.browser.toPlainText()

    # --- search -------------------------------------------------------------------------------------
    def focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def set_search(self, text: str) -> None:
        self.search.setText(text)

    def _search_changed(self, text: str) -> None:
        self.pattern = search_pattern(text)
        self._match_counts = {}
        if self.pattern is not None:
            for section in self.sections:
                plain = section.title_in(self.lang) + "\n" + rh.markup_to_plain(
                    lookup.section_markup(self.game_id, section.id, self.lang)
                )
                self._match_counts[section.id] = len(self.pattern.findall(plain))
        self._apply_counts()
        cards = self.gallery.set_filter(self.pattern)
        visible = self.visible_section_ids()
        best = self._best_section()
        if best is not None and best != self.current:
            self._render(best)
        else:
            self._highlight()
        self._update_found(len(visible), cards)

    def _best_section(self) -> str | None:
        """Where a search should land: a section whose title matches, else the most matches."""
        if self.pattern is None or not any(self._match_counts.values()):
            return None
        for section in self.sections:
            if self.pattern.search(section.title_in(self.lang)):
                return section.id
        return max(self.sections, key=lambda s: self._match_counts.get(s.id, 0)).id

    def _update_found(self, sections: int, cards: int) -> None:
        if self.pattern is None:
            self.found.setText("")
            self.tabs.setTabText(self.cards_tab, self.tr("Cards"))
            return
        if sections == 0 and cards == 0:
            self.found.setText(self.tr("Nothing found"))
        else:
            self.found.setText(self.tr("Sections: {sections} · cards: {cards}").format(sections=sections, cards=cards))
        self.tabs.setTabText(self.cards_tab, self.tr("Cards ({n})").format(n=cards))

    def _selections(self) -> list[QTextEdit.ExtraSelection]:
        if self.pattern is None:
            return []
        regex = QRegularExpression(
            _pattern_source(self.search.text()),
            QRegularExpression.PatternOption.CaseInsensitiveOption
            | QRegularExpression.PatternOption.UseUnicodePropertiesOption,
        )
        doc = self.browser.document()
        fmt = QTextCharFormat()
        fmt.setBackground(HIGHLIGHT)
        out: list[QTextEdit.ExtraSelection] = []
        cursor = doc.find(regex, 0)
        while not cursor.isNull() and len(out) < 500:
            sel = QTextEdit.ExtraSelection()
            sel.cursor = cursor
            sel.format = fmt
            out.append(sel)
            cursor = doc.find(regex, cursor)
        return out

    def _highlight(self) -> None:
        selections = self._selections()
        self.browser.setExtraSelections(selections)
        self._match_index = -1
        if selections:
            self.find_next()

    def highlighted_count(self) -> int:
        return len(self.browser.extraSelections())

    def find_next(self) -> None:
        """Move to the next match in the text, then on to the next section that has one."""
        selections = self.browser.extraSelections()
        index = self._match_index + 1
        if index >= len(selections) and self.pattern is not None and self._match_index >= 0:
            visible = self.visible_section_ids()
            if len(visible) > 1 and self.current in visible:
                self._render(visible[(visible.index(self.current) + 1) % len(visible)])
            return
        if not selections:
            return
        self._match_index = index % len(selections)
        fmt = QTextCharFormat()
        fmt.setBackground(HIGHLIGHT)
        current = QTextCharFormat()
        current.setBackground(CURRENT_HIGHLIGHT)
        for i, sel in enumerate(selections):
            sel.format = current if i == self._match_index else fmt
        self.browser.setExtraSelections(selections)
        cursor = QTextCursor(selections[self._match_index].cursor)
        cursor.clearSelection()
        self.browser.setTextCursor(cursor)
        self.browser.ensureCursorVisible()

    # --- language -------------------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Show the rules in ``lang`` ("ru" or "en") without closing the window."""
        if lang == self.lang:
            return
        self.lang = lang
        self._fill_tree()
        self.gallery.set_language(lang)
        self._search_changed(self.search.text())
        self._render(self.current)
        self.retranslate()

    def retranslate(self) -> None:
        self.search_label.setText(self.tr("&Search:"))
        self.search.setPlaceholderText(self.tr("A word to find in the rules and on the cards"))
        self.tabs.setTabText(0, self.tr("Rules"))
        self.back_button.setText(self.tr("← Back"))
        self.back_button.setToolTip(self.tr("Return to the section you read before"))
        self._update_found(len(self.visible_section_ids()), len(self.gallery.visible_kinds()))
        self._set_title()
        self.gallery.retranslate()

    def _set_title(self) -> None:
        title = self.tr("Rules: {game}").format(game=_game_title(self.game_id, self.lang))
        self.setWindowTitle(title + " — " + self._section(self.current).title_in(self.lang))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            lang = _current_language()
            if lang != self.lang:
                self.set_language(lang)
            else:
                self.retranslate()
                self._render(self.current)
        super().changeEvent(event)


_OPEN: dict[str, RulesWindow] = {}


def open_rules(
    game_id: str, lang: str | None = None, section: str | None = None, parent: QWidget | None = None
) -> RulesWindow:
    """Show the rules window of ``game_id`` at ``section`` (a Reason's section), reusing an open one."""
    window = _OPEN.get(game_id)
    if window is None:
        window = RulesWindow(game_id, lang, section, parent)
        _OPEN[game_id] = window
        window.destroyed.connect(lambda *_: _OPEN.pop(game_id, None))
    else:
        if lang:
            window.set_language(lang)
        if section:
            window.show_section(section)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def section_link(section_id: str) -> str:
    """The href a status line can use for a "why not" link to ``section_id``."""
    return f"{rh.LINK_SCHEME}:{section_id}"


def section_from_link(href: str) -> str | None:
    """The section id of a link made by :func:`section_link`, else None."""
    prefix = f"{rh.LINK_SCHEME}:"
    return href[len(prefix):] if href.startswith(prefix) else None
