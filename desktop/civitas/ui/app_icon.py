"""The window icon, set on the application so every window carries it on every OS.

Without it the running window shows a generic icon on Windows (Qt looks for a resource named
``IDI_ICON1``, and the exe only embeds its icon under ID 1), and the Dock and task switchers fall back
to whatever the bundle or desktop entry offers. The PNGs are package data, rendered from
``resources/icons/civitas.svg`` by ``packaging/make_icons.py --package``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication, QIcon, QPixmap

# Must match packaging/make_icons.py PACKAGE_PNG_SIZES (tests/test_app_icon.py checks both).
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)


def icon_dir() -> Path:
    """Where the icon PNGs live: package data beside the ``civitas`` modules (also in a frozen build)."""
    return Path(__file__).resolve().parents[1] / "resources" / "icons"


def icon_path(size: int) -> Path:
    return icon_dir() / f"civitas-{size}.png"


def app_icon() -> QIcon:
    """The Civitas icon with one pixmap per size in ``ICON_SIZES``; sizes whose file is missing or
    unreadable are left out (an empty icon if none loads)."""
    icon = QIcon()
    for size in ICON_SIZES:
        pixmap = QPixmap(str(icon_path(size)))
        if not pixmap.isNull():
            icon.addPixmap(pixmap)
    return icon


def install_app_icon(app: QGuiApplication) -> QIcon:
    """Make the Civitas icon the default icon of every window of ``app``; returns it."""
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    return icon
