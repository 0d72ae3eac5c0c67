"""The first run speaks the OS language (Russian for a Russian locale, English for any other); a saved
choice and ``--lang`` win over it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from civitas.storage.settings import Settings, save_settings
from civitas.ui.app import startup_settings
from civitas.ui.i18n import system_language


def use_system_locale(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(name)))


@pytest.mark.parametrize(
    ("locale", "expected"), [("ru_RU", "ru"), ("ru_BY", "ru"), ("en_US", "en"), ("de_DE", "en"), ("uk_UA", "en")]
)
def test_first_run_language_follows_the_system_locale(qapp, monkeypatch, locale, expected):
    # The POSIX variables say the opposite, so the test shows Qt's system locale decides.
    monkeypatch.setenv("LANGUAGE", "en" if expected == "ru" else "ru")
    use_system_locale(monkeypatch, locale)
    assert system_language() == expected
    settings, warnings = startup_settings()
    assert (settings.language, warnings) == (expected, [])


def test_a_saved_language_and_the_command_line_win_over_the_system_locale(qapp, monkeypatch):
    use_system_locale(monkeypatch, "ru_RU")
    save_settings(Settings(language="en"))
    assert startup_settings()[0].language == "en"
    use_system_locale(monkeypatch, "en_US")
    save_settings(Settings(language="ru"))
    assert startup_settings()[0].language == "ru"
    assert startup_settings("en")[0].language == "en"
