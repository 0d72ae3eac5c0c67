"""Render the app icon for the installers.

Usage: python packaging/make_icons.py [OUT_DIR]   (default: build/icons)
       python packaging/make_icons.py --package  (after changing the SVG; the PNGs are committed)

Reads resources/icons/civitas.svg and writes into OUT_DIR:
  civitas-<size>.png for each size in PNG_SIZES,
  civitas.ico  (Windows: an ICO container whose entries are PNG images),
  civitas.icns (macOS: an icns container with ic07..ic10 PNG entries),
  civitas.svg  (a copy, for the scalable icon on Linux).
``--package`` writes civitas-<size>.png for PACKAGE_PNG_SIZES into desktop/civitas/resources/icons: the
window icon the app sets on every OS (civitas.ui.app_icon), shipped as package data.
Needs PySide6 with QtSvg (build time only; the app itself does not use QtSvg).
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "resources" / "icons" / "civitas.svg"
PNG_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
# The window icon's sizes (title bar, taskbar, task switcher, Dock); must match civitas.ui.app_icon.ICON_SIZES.
PACKAGE_PNG_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
PACKAGE_ICON_DIR = ROOT / "desktop" / "civitas" / "resources" / "icons"
# icns entry types holding PNG data, by pixel size.
ICNS_TYPES: dict[bytes, int] = {b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent square of ``size`` pixels, encoded as PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # stubs want bytes; PySide6 6.12 takes str
        raise SystemExit(f"cannot encode a {size} px PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: ICONDIR header, one 16-byte ICONDIRENTRY per image, then the PNG images."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, image count
    offset = len(header) + 16 * len(sizes)
    entries = b""
    for size in sizes:
        side = 0 if size >= 256 else size  # 0 stands for 256
        # width, height, palette colours, reserved, colour planes, bits per pixel, data size, data offset
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(pngs[size]), offset)
        offset += len(pngs[size])
    return header + entries + b"".join(pngs[size] for size in sizes)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An icns file: 'icns' + total length, then entries of type + length (header included) + PNG data."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out_dir: Path, svg: Path = SOURCE) -> dict[int, Path]:
    """Write all icon files into ``out_dir``; returns the PNG paths by size."""
    out_dir.mkdir(parents=True, exist_ok=True)
    pngs = {size: render_png(svg, size) for size in PNG_SIZES}
    paths: dict[int, Path] = {}
    for size, data in pngs.items():
        paths[size] = out_dir / f"civitas-{size}.png"
        paths[size].write_bytes(data)
    (out_dir / "civitas.ico").write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    (out_dir / "civitas.icns").write_bytes(icns_bytes(pngs))
    shutil.copyfile(svg, out_dir / "civitas.svg")
    return paths


def make_package_icons(out_dir: Path = PACKAGE_ICON_DIR, svg: Path = SOURCE) -> dict[int, Path]:
    """Write the window icon PNGs (``PACKAGE_PNG_SIZES``) into ``out_dir``; returns their paths by size."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {size: out_dir / f"civitas-{size}.png" for size in PACKAGE_PNG_SIZES}
    for size, path in paths.items():
        path.write_bytes(render_png(svg, size))
    return paths


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(["make_icons"])  # noqa: F841 - keeps Qt's font and image setup alive
    if argv == ["--package"]:
        make_package_icons()
        print(f"window icons written to {PACKAGE_ICON_DIR}")
        return 0
    out_dir = Path(argv[0]) if argv else ROOT / "build" / "icons"
    make_icons(out_dir)
    print(f"icons written to {out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
