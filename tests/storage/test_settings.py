import json
from pathlib import Path

import pytest

from civitas.storage.settings import Settings, language_from_locale, load_settings, save_settings

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def set_locale(monkeypatch: pytest.MonkeyPatch, **values: str) -> None:
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    for name, value in values.items():
        monkeypatch.setenv(name, value)


def test_settings_round_trip():
    save_settings(Settings(language="en", ai_delay_ms=100, coach=True))
    settings, warnings = load_settings()
    assert (settings.language, settings.ai_delay_ms, settings.coach, warnings) == ("en", 100, True, [])


def test_out_of_range_settings_are_reset_with_warnings(_private_data_dir: Path):
    _private_data_dir.mkdir(parents=True, exist_ok=True)
    (_private_data_dir / "settings.json").write_text(
        json.dumps({"language": "fr", "ai_delay_ms": -5, "coach": "yes", "unknown": 1}), encoding="utf-8"
    )
    settings, warnings = load_settings("en")
    assert settings.language == "en" and settings.ai_delay_ms == 600 and settings.coach is False
    assert set(warnings) == {"settings.bad_language", "settings.bad_ai_delay", "settings.bad_coach"}


def test_garbage_settings_file_falls_back_to_defaults(_private_data_dir: Path):
    _private_data_dir.mkdir(parents=True, exist_ok=True)
    (_private_data_dir / "settings.json").write_bytes(b"\x00\x01 not json")
    settings, warnings = load_settings("ru")
    assert settings == Settings(language="ru") and warnings == ["settings.unreadable"]


@pytest.mark.parametrize(
    ("name", "language"),
    [("ru_RU.UTF-8", "ru"), ("ru-RU", "ru"), ("ru", "ru"), ("ru_UA@euro", "ru"), ("en_US.UTF-8", "en"),
     ("de_DE", "en"), ("uk_UA", "en"), ("C", "en"), ("", "en"), (None, "en")],
)
def test_locale_names_map_to_russian_only_for_russian(name, language):
    assert language_from_locale(name) == language


@pytest.mark.parametrize(("system", "expected"), [("ru", "ru"), ("en", "en")])
def test_first_run_speaks_the_system_language(system, expected):
    settings, warnings = load_settings(system)
    assert (settings.language, warnings) == (expected, [])


@pytest.mark.parametrize(("env", "expected"), [({"LANG": "ru_RU.UTF-8"}, "ru"), ({"LANG": "en_GB.UTF-8"}, "en"),
                                               ({"LC_ALL": "de_DE.UTF-8", "LANG": "ru_RU.UTF-8"}, "en"),
                                               ({"LANGUAGE": "ru:en", "LANG": "en_US.UTF-8"}, "ru"), ({}, "en")])
def test_first_run_without_a_system_language_follows_the_locale_variables(monkeypatch, env, expected):
    set_locale(monkeypatch, **env)
    assert load_settings()[0].language == expected


def test_a_saved_language_wins_over_the_system_language():
    save_settings(Settings(language="en"))
    assert load_settings("ru")[0].language == "en"
    save_settings(Settings(language="ru"))
    assert load_settings("en")[0].language == "ru"


def test_settings_saved_without_a_language_take_the_system_language(_private_data_dir: Path):
    _private_data_dir.mkdir(parents=True, exist_ok=True)
    (_private_data_dir / "settings.json").write_text(json.dumps({"ai_delay_ms": 100}), encoding="utf-8")
    settings, warnings = load_settings("en")
    assert (settings.language, settings.ai_delay_ms, warnings) == ("en", 100, [])
