"""What installer.spec leaves out of the bundle: Qt modules, plugins and translations the app does not use.

The app imports only QtCore, QtGui and QtWidgets and draws its images in memory (PNG, built into QtGui,
is the only format it writes), so it needs the platform plugins, the styles and a few Linux input and
Wayland helpers. On Linux the host libraries that only the dropped plugins used (GTK, OpenSSL,
Kerberos, ...) are dropped too: every kept binary's dependencies are followed with PyInstaller's own
analysis and whatever nothing kept needs goes.
"""

from __future__ import annotations

import posixpath
import sys
from pathlib import PurePath

# (dest_name, src_name, typecode) as in PyInstaller's TOC lists.
TocEntry = tuple[str, str, str]

EXCLUDED_MODULES: list[str] = [
    *(f"PySide6.{name}" for name in (
        "QtNetwork", "QtDBus", "QtSvg", "QtSvgWidgets", "QtQml", "QtQuick", "QtQuickWidgets", "QtOpenGL",
        "QtOpenGLWidgets", "QtPrintSupport", "QtSql", "QtTest", "QtXml", "QtConcurrent", "QtDesigner",
        "QtUiTools", "QtHelp", "QtPdf", "QtPdfWidgets", "QtStateMachine", "QtNetworkAuth",
    )),
    "tkinter", "unittest", "pydoc", "pytest", "hypothesis", "mypy", "setuptools", "pip",
]

# Plugin folders kept, and within some of them only the named plugins (file stems without "lib").
PLUGIN_FOLDERS: dict[str, set[str] | None] = {
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"},
    "styles": None,  # native looks on Windows and macOS
    "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
    # Not qgtk3: its GTK, GDK, Cairo, Pango and ATK libraries are neither bundled nor in the .deb's Depends
    # (PyInstaller's analysis still reads it and warns about them on a machine without GTK; it is dropped here).
    "platformthemes": {"qxdgdesktopportal"},
    "xcbglintegrations": None,
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"bradient"},
}

# Qt libraries that only dropped modules or plugins load, as Qt6<Name> (Linux, Windows) or
# Qt<Name>.framework (macOS); and Windows' software OpenGL, which a widgets app drawing in memory never needs.
DROPPED_QT_LIBRARIES = (
    "Network", "Svg", "Pdf", "Qml", "Quick", "OpenGL", "VirtualKeyboard", "EglFS", "EglFs", "WlShellIntegration",
    "Designer", "Sql", "PrintSupport",
)
DROPPED_FILES = ("opengl32sw",)
QT_CATALOGS_KEPT = {"qt", "qtbase"}  # qt_xx.qm is a meta catalog that loads qtbase_xx.qm
LANGUAGES_KEPT = {"ru", "en"}


def _slashes(path: str) -> str:
    return path.replace("\\", "/")


def _parts(dest: str) -> tuple[str, ...]:
    return PurePath(_slashes(dest)).parts


def _plugin_kept(dest: str) -> bool | None:
    """True or False for a Qt plugin (PySide6/Qt/plugins/<folder>/<file>, PySide6/plugins/... on Windows),
    None for anything else."""
    parts = _parts(dest)
    if not parts or parts[0] != "PySide6" or "plugins" not in parts:
        return None
    at = parts.index("plugins")
    if len(parts) != at + 3:
        return None
    folder, name = parts[at + 1], parts[at + 2]
    if folder not in PLUGIN_FOLDERS:
        return False
    wanted = PLUGIN_FOLDERS[folder]
    stem = name.split(".")[0].removeprefix("lib")
    return wanted is None or stem in wanted


def _qt_library_dropped(dest: str) -> bool:
    """Whether ``dest`` is, or lies inside (a macOS framework), a Qt library the app does not need."""
    for part in _parts(dest):
        if part.startswith(DROPPED_FILES) or any(
            f"Qt6{name}" in part or part.startswith(f"Qt{name}") for name in DROPPED_QT_LIBRARIES
        ):
            return True
    return False


def keep_binaries(toc: list[TocEntry]) -> list[TocEntry]:
    kept = [entry for entry in toc if _plugin_kept(entry[0]) is not False and not _qt_library_dropped(entry[0])]
    if sys.platform.startswith("linux"):
        kept = _linux_needed_only(kept)
    return kept


def _linux_needed_only(toc: list[TocEntry]) -> list[TocEntry]:
    """Drop shared libraries that no Python extension, kept Qt plugin or the interpreter needs."""
    from PyInstaller.depend.bindepend import get_imports

    def is_root(entry: TocEntry) -> bool:
        name = _parts(entry[0])[-1]
        return entry[2] == "EXTENSION" or _plugin_kept(entry[0]) is True or name.startswith("libpython")

    needed: set[str] = set()
    for entry in toc:
        if is_root(entry) and entry[2] != "SYMLINK":
            needed.add(_parts(entry[0])[-1])
            needed.update(PurePath(path or name).name for name, path in get_imports(entry[1]))
    return [entry for entry in toc if is_root(entry) or _parts(entry[0])[-1] in needed]


def keep_datas(toc: list[TocEntry], dropped_binaries: set[str]) -> list[TocEntry]:
    """Qt's own translations only for the app's languages, no data of dropped plugins, and no symbolic
    links (PyInstaller lists them among the datas) that point at a dropped binary."""
    dropped = {_slashes(dest) for dest in dropped_binaries}

    def kept(entry: TocEntry) -> bool:
        dest, src, typecode = entry
        parts = _parts(dest)
        if _qt_library_dropped(dest):
            return False
        if typecode == "SYMLINK":
            return posixpath.normpath(posixpath.join(posixpath.dirname(_slashes(dest)), _slashes(src))) not in dropped
        if parts[0] == "PySide6" and "translations" in parts and parts[-1].endswith(".qm"):
            catalog, _, language = parts[-1].removesuffix(".qm").rpartition("_")
            return catalog in QT_CATALOGS_KEPT and language in LANGUAGES_KEPT
        return _plugin_kept(dest) is not False

    return [entry for entry in toc if kept(entry)]
