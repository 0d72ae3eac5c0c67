"""Player settings, kept as JSON in the data directory. Bad values are reset with a warning.

The first run (no language saved yet) speaks the system's language: Russian for a Russian locale,
English for any other. The UI passes the locale Qt reads from the OS; without it the POSIX locale
variables decide.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from civitas.storage.atomic import write_atomic
from civitas.storage.files import read_regular
from civitas.storage.paths import settings_path

LANGUAGES = ("ru", "en")
LEVELS = ("easy", "normal", "hard")
#: How fast the table's animations run: a multiple of their normal speed (2.0 takes half the time).
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)
MAX_BYTES = 1024 * 1024  # settings take about 1 KB; a larger file is not ours


@dataclass(slots=True)
class Settings:
    language: str = "ru"
    ai_delay_ms: int = 600
    ai_level: str = "normal"
    coach: bool = False
    animations: bool = True
    animation_speed: float = 1.0
    fullscreen: bool = False
    #: The new-game dialog's last setup per game id (civitas.ui.setup_memory checks what it holds).
    new_game: dict[str, Any] = field(default_factory=dict)

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
        speed = self.animation_speed
        if isinstance(speed, bool) or not isinstance(speed, (int, float)) or float(speed) not in ANIMATION_SPEEDS:
            self.animation_speed = default.animation_speed
            warnings.append("settings.bad_animation_speed")
        else:
            self.animation_speed = float(speed)
        for name in ("coach", "animations", "fullscreen"):
            if not isinstance(getattr(self, name), bool):
                setattr(self, name, getattr(default, name))
                warnings.append(f"settings.bad_{name}")
        if not isinstance(self.new_game, dict):  # only a convenience: dropped without a warning
            self.new_game = {}
        self.new_game = {k: v for k, v in self.new_game.items() if isinstance(k, str) and isinstance(v, dict)}
        return warnings


def language_from_locale(name: str | None) -> str:
    """The app language for a locale name ("ru_RU.UTF-8", "ru-RU", "ru", "en_GB", "C"): "ru" for
    Russian, "en" for anything else."""
    code = (name or "").strip().replace("-", "_").split(":")[0].split(".")[0].split("@")[0].split("_")[0]
    return "ru" if code.lower() == "ru" else "en"


def environment_language() -> str:
    """The language the POSIX locale variables ask for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, first set)."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "").strip()
        if value:
            return language_from_locale(value)
    return "en"


def load_settings(system_language: str | None = None) -> tuple[Settings, list[str]]:
    """The saved settings and a warning id for each value that had to be reset. While no language is
    saved (first run, unreadable file) the language is ``system_language`` (else the environment's)."""
    first = system_language if system_language in LANGUAGES else environment_language()
    path = settings_path()
    try:
        raw = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        return Settings(language=first), []
    except OSError:  # a folder, a pipe, a device, no permission: unreadable
        raw = b""
    data: Any = None
    if 0 < len(raw) <= MAX_BYTES:
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):  # ValueError: bad JSON, a number too long
            data = None
    if not isinstance(data, dict):
        put_aside(path)
        return Settings(language=first), ["settings.unreadable"]
    known = {f.name for f in fields(Settings)}
    values = {k: v for k, v in data.items() if k in known}
    values.setdefault("language", first)
    settings = Settings(**values)
    warnings = settings.validate()
    if "settings.bad_language" in warnings:
        settings.language = first
    return settings, warnings


def put_aside(path: Path) -> Path | None:
    """Move an unreadable settings file (or whatever lies at its name) aside, beside it, so that it can be looked
    at and the next save of the settings can write a new file. Returns the new path, or None if it could not
    be moved (the warning stands either way)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        aside = path.with_name(f"settings.damaged-{stamp}{f'-{n}' if n else ''}.json")
        if aside.exists() or aside.is_symlink():
            continue
        try:
            os.rename(path, aside)
        except OSError:
            return None
        return aside
    return None


def save_settings(settings: Settings) -> None:
    settings.validate()
    text = json.dumps(asdict(settings), indent=2, ensure_ascii=False)
    write_atomic(settings_path(), text.encode("utf-8"))
