"""The window icon: shipped as package data in every size, loaded into one QIcon, set on the application."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon, QImage
from PySide6.QtWidgets import QApplication, QWidget

from civitas.ui import app_icon
from civitas.ui.app import create_app

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.ui  # builds the application and windows


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_icon_size_ships_as_a_square_png_of_that_size() -> None:
    for size in app_icon.ICON_SIZES:
        image = QImage(str(app_icon.icon_path(size)))
        assert not image.isNull(), f"civitas-{size}.png is missing or not an image"
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()  # drawn on a transparent square, not a white box


def test_the_icon_sizes_are_the_ones_make_icons_renders_into_the_package() -> None:
    make_icons = _load(ROOT / "packaging" / "make_icons.py")
    assert make_icons.PACKAGE_PNG_SIZES == app_icon.ICON_SIZES
    assert make_icons.PACKAGE_ICON_DIR.resolve() == app_icon.icon_dir()


def test_the_icon_pngs_are_package_data_and_go_into_the_frozen_bundle() -> None:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        patterns = tomllib.load(fh)["tool"]["setuptools"]["package-data"]["*"]
    assert "*.png" in patterns
    spec = (ROOT / "installer.spec").read_text(encoding="utf-8")
    assert '"resources/icons/*.png"' in spec


def test_the_icon_holds_a_pixmap_for_each_size(qapp: QApplication) -> None:
    icon = app_icon.app_icon()
    assert not icon.isNull()
    assert set(app_icon.ICON_SIZES) <= {size.width() for size in icon.availableSizes()}
    assert icon.actualSize(QSize(48, 48)) == QSize(48, 48)


def test_a_missing_size_is_left_out_instead_of_failing(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "civitas-32.png").write_bytes(app_icon.icon_path(32).read_bytes())
    (tmp_path / "civitas-64.png").write_bytes(b"not a png")
    monkeypatch.setattr(app_icon, "icon_dir", lambda: tmp_path)
    assert [size.width() for size in app_icon.app_icon().availableSizes()] == [32]


def test_created_app_gives_every_window_the_civitas_icon(qapp: QApplication) -> None:
    # create_app also sets the style, font and style sheet app-wide: put them back for the other tests.
    saved = (qapp.windowIcon(), qapp.styleSheet(), qapp.font(), qapp.style().name(), qapp.applicationName(),
             qapp.desktopFileName())
    qapp.setWindowIcon(QIcon())
    try:
        app = create_app([])
        assert app is qapp
        sizes = {size.width() for size in app.windowIcon().availableSizes()}
        assert set(app_icon.ICON_SIZES) <= sizes
        window = QWidget()
        assert {size.width() for size in window.windowIcon().availableSizes()} == sizes
        window.deleteLater()
    finally:
        icon, sheet, font, style, name, desktop = saved
        qapp.setWindowIcon(icon)
        qapp.setStyleSheet(sheet)
        qapp.setFont(font)
        qapp.setStyle(style)
        qapp.setApplicationName(name)
        qapp.setDesktopFileName(desktop)
