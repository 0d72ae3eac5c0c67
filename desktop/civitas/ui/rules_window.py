"""A game's rules, when the game provides them: ``rules_<lang>.md`` or ``.html`` inside its package,
or a ``rules_text(lang) -> str`` function (Markdown) in its ``table`` module."""

from __future__ import annotations

import importlib
from importlib import resources
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from civitas.engine.game import Game
from civitas.ui.game_screen import table_module
from civitas.ui.i18n import current_language


def rules_text(game_id: str, lang: str) -> tuple[str, str] | None:
    """(text, "markdown" or "html") for ``game_id`` in ``lang`` (else English), or None."""
    try:
        package = resources.files(importlib.import_module(f"civitas.games.{game_id}"))
    except ModuleNotFoundError:
        return None
    for code in (lang, "en"):
        for suffix, kind in ((".md", "markdown"), (".html", "html")):
            item = package / f"rules_{code}{suffix}"
            if item.is_file():
                return item.read_text(encoding="utf-8"), kind
    module = table_module(game_id)
    provider = getattr(module, "rules_text", None) if module is not None else None
    if callable(provider):
        text = provider(lang)
        if isinstance(text, str) and text:
            return text, "markdown"
    return None


def has_rules(game_id: str, lang: str) -> bool:
    try:
        return rules_text(game_id, lang) is not None
    except Exception:  # a broken game package must not break the start screen
        return False


class RulesWindow(QDialog):
    def __init__(self, game: Game[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("rulesWindow")
        self.resize(760, 640)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        lang = current_language()
        title = self.game.titles.get(lang) or self.game.id
        self.setWindowTitle(self.tr("Rules: {game}").format(game=title))
        found = rules_text(self.game.id, lang)
        if found is None:
            self.browser.setPlainText("")
        elif found[1] == "html":
            self.browser.setHtml(found[0])
        else:
            self.browser.setMarkdown(found[0])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
