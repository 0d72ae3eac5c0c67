#!/usr/bin/env bash
# Usage: bash packaging/linux/build-deb.sh
# Builds the one-folder bundle dist/civitas with PyInstaller (installer.spec, from the repo's .venv;
# runs tools/setup.sh first when the venv, objdump or the compiled translations are missing), then the Debian
# package dist/civitas_<version>_<arch>.deb: the bundle in /opt/civitas, /usr/bin/civitas, a desktop
# entry and hicolor icons. The version is read from pyproject.toml, the one place it is kept.
# Prints "build seconds: N" (PyInstaller + dpkg-deb) as its last line.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ ! -x .venv/bin/pyinstaller ] || ! command -v objdump >/dev/null || ! compgen -G "desktop/civitas/i18n/*.qm" >/dev/null; then
  bash tools/setup.sh
fi

version=$(sed -n 's/^version *= *"\([^"]*\)".*/\1/p' pyproject.toml | head -n 1)
[ -n "$version" ] || { echo "no version in pyproject.toml" >&2; exit 1; }
arch=$(dpkg --print-architecture)
# Shared libraries the bundle links but does not carry, plus those it carries whose packages also
# bring configuration (fontconfig) or that Qt's xcb and Wayland plugins load. Checked with ldd by
# packaging/linux/check.sh.
depends="libc6, zlib1g, libgl1, libegl1, libxcb1, libwayland-client0, libwayland-cursor0, libxkbcommon0,
 libxkbcommon-x11-0, libfontconfig1, libfreetype6, libdbus-1-3, libglib2.0-0, libxcb-icccm4, libxcb-keysyms1,
 libxcb-cursor0, libxcb-image0, libxcb-render-util0, libxcb-shape0, libxcb-randr0, libxcb-xkb1, fonts-dejavu-core"

started=$(date +%s.%N)
.venv/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller installer.spec

root=build/deb/civitas_${version}_${arch}
rm -rf "$root"
mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/applications" \
  "$root/usr/share/icons/hicolor/scalable/apps"
cp -a dist/civitas "$root/opt/civitas"
ln -s /opt/civitas/civitas "$root/usr/bin/civitas"
install -m 644 packaging/linux/civitas.desktop "$root/usr/share/applications/civitas.desktop"
for size in 16 24 32 48 64 128 256 512; do
  install -D -m 644 "build/icons/civitas-$size.png" "$root/usr/share/icons/hicolor/${size}x${size}/apps/civitas.png"
done
install -m 644 resources/icons/civitas.svg "$root/usr/share/icons/hicolor/scalable/apps/civitas.svg"
chmod -R u=rwX,go=rX "$root"

installed_kb=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: civitas
Version: $version
Architecture: $arch
Maintainer: Civitas developers <civitas@example.org>
Installed-Size: $installed_kb
Depends: $depends
Section: games
Priority: optional
Description: offline tabletop for civilization card and board games
 Civitas lets friends play civilization card and board games at one
 computer (hot-seat) or alone against computer opponents, in Russian
 or English.
CONTROL

deb=dist/civitas_${version}_${arch}.deb
# xz level 1: 44 MB in ~20 s here; level 6 saves 4 MB more but takes four times as long.
dpkg-deb --build --root-owner-group -Zxz -z1 "$root" "$deb" >/dev/null
finished=$(date +%s.%N)
echo "built $deb"
echo "build seconds: $(awk -v a="$started" -v b="$finished" 'BEGIN { printf "%.1f\n", b - a }')"
