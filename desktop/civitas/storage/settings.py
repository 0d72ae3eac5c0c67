"""Player settings, kept as JSON in the data directory. Bad values are reset with a warning."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from typing import Any

from civitas.storage.atomic import write_atomic
from civitas.storage.paths import settings_path

LANGUAGES = ("ru", "en")
LEVELS = ("easy", "normal", "hard")


@dataclass(slots=True)
class Settings:
    language: str = "ru"
    ai_delay_ms: int = 600
    ai_level: str = "normal"
    coach: bool = False
    animations: bool = True
    fullscreen: bool = False

    def validate(self) -> list[str]:
        """Reset out-of-range values to defaults; return a warning id for each one reset."""
        warnings: list[str] = []
        default = Settings()
        if self.language not in LANGUAGES:
            self.language = default.language
            warnings.append("settings.bad_language")
        if isinstance(self.ai_delay_ms, bool) or not isinstance(self.ai_delay_ms, int) or not (
            0 <= self.ai_delay_ms <= 5000
        ):
            self.ai_delay_ms = default.ai_delay_ms
            warnings.append("settings.bad_ai_delay")
        if self.ai_level not in LEVELS:
            self.ai_level = default.ai_level
            warnings.append("settings.bad_ai_level")
        for name in ("coach", "animations", "fullscreen"):
            if not isinstance(getattr(self, name), bool):
                setattr(self, name, getattr(default, name))
                warnings.append(f"settings.bad_{name}")
        return warnings


def load_settings() -> tuple[Settings, list[str]]:
    path = settings_path()
    if not path.exists():
        return Settings(), []
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return Settings(), ["settings.unreadable"]
    if not isinstance(data, dict):
        return Settings(), ["settings.unreadable"]
    known = {f.name for f in fields(Settings)}
    settings = Settings(**{k: v for k, v in data.items() if k in known})
    return settings, settings.validate()


def save_settings(settings: Settings) -> None:
    settings.validate()
    text = json.dumps(asdict(settings), indent=2, ensure_ascii=False)
    write_atomic(settings_path(), text.encode("utf-8"))
