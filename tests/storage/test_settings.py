import json
from pathlib import Path

from civitas.storage.settings import Settings, load_settings, save_settings


def test_settings_round_trip():
    save_settings(Settings(language="en", ai_delay_ms=100, coach=True))
    settings, warnings = load_settings()
    assert (settings.language, settings.ai_delay_ms, settings.coach, warnings) == ("en", 100, True, [])


def test_out_of_range_settings_are_reset_with_warnings(_private_data_dir: Path):
    _private_data_dir.mkdir(parents=True, exist_ok=True)
    (_private_data_dir / "settings.json").write_text(
        json.dumps({"language": "fr", "ai_delay_ms": -5, "coach": "yes", "unknown": 1}), encoding="utf-8"
    )
    settings, warnings = load_settings()
    assert settings.language == "ru" and settings.ai_delay_ms == 600 and settings.coach is False
    assert set(warnings) == {"settings.bad_language", "settings.bad_ai_delay", "settings.bad_coach"}


def test_garbage_settings_file_falls_back_to_defaults(_private_data_dir: Path):
    _private_data_dir.mkdir(parents=True, exist_ok=True)
    (_private_data_dir / "settings.json").write_bytes(b"\x00\x01 not json")
    settings, warnings = load_settings()
    assert settings == Settings() and warnings == ["settings.unreadable"]
