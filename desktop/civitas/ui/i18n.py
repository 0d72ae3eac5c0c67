"""Languages: loading the compiled Qt Linguist catalogs and switching them at runtime.

Installing a new translator makes Qt send a LanguageChange event to every widget; each widget
re-translates itself in ``changeEvent``. In a source checkout a missing or stale ``.qm`` is
compiled from ``translations/*.ts`` on first use (``tools/i18n.sh`` does the same at build time).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from civitas.storage.settings import language_from_locale

LANGUAGES: tuple[str, ...] = ("ru", "en")
# Each language is named in itself, so a player can always find their own.
LANGUAGE_NAMES: dict[str, str] = {"ru": "Русский", "en": "English"}

_PACKAGE = Path(__file__).resolve().parents[1]
_installed: list[QTranslator] = []
_current = "en"


def qm_dir() -> Path:
    return _PACKAGE / "i18n"


def ts_path(lang: str) -> Path:
    return _PACKAGE.parents[1] / "translations" / f"civitas_{lang}.ts"


def _lrelease() -> str | None:
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    if beside.exists():
        return str(beside)
    return shutil.which("pyside6-lrelease")


def ensure_qm(lang: str) -> Path | None:
    """The compiled catalog for ``lang``, building it from the .ts source when that is newer."""
    qm = qm_dir() / f"civitas_{lang}.qm"
    ts = ts_path(lang)
    stale = ts.exists() and (not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime)
    tool = _lrelease() if stale else None
    if tool is not None:
        try:
            qm.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True, timeout=60)
        except (OSError, subprocess.SubprocessError):
            pass
    return qm if qm.exists() else None


def current_language() -> str:
    return _current


def system_language() -> str:
    """The language of the OS interface as Qt reads it (Windows and macOS settings, the POSIX locale
    variables on Linux): "ru" for Russian, "en" for any other."""
    system = QLocale.system()
    preferred = system.uiLanguages()
    return language_from_locale(preferred[0] if preferred else system.name())


def install_language(lang: str) -> bool:
    """Make ``lang`` the UI language. Returns False if its catalog could not be loaded."""
    global _current
    app = QCoreApplication.instance()
    if app is None or lang not in LANGUAGES:
        return False
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    ok = True
    qm = ensure_qm(lang)
    own = QTranslator(app)
    if qm is not None and own.load(str(qm)):
        _installed.append(own)
    else:
        ok = lang == "en"  # English is the source language: no catalog still reads right
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name in (f"qtbase_{lang}", f"qt_{lang}"):
        qt_base = QTranslator(app)
        if qt_base.load(name, qt_dir):  # Qt's own texts: standard buttons, file dialogs
            _installed.append(qt_base)
            break
    for translator in _installed:
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(lang))
    _current = lang
    # Qt posts LanguageChange to the windows; deliver it now so every open widget is re-translated
    # before this returns (callers and tests read the new texts right away).
    QCoreApplication.sendPostedEvents(None, int(QEvent.Type.LanguageChange.value))
    return ok

