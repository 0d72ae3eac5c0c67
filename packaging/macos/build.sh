#!/usr/bin/env bash
# Usage: bash packaging/macos/build.sh
# Builds dist/Civitas-<version>.dmg: a virtual environment in .venv (from python3, or $PYTHON) with the
# app and PyInstaller, the compiled translations, the icons, the app bundle dist/Civitas.app
# (installer.spec) and a compressed disk image with the app and a link to /Applications.
set -euo pipefail
cd "$(dirname "$0")/../.."

version=$(sed -n 's/^version *= *"\([^"]*\)".*/\1/p' pyproject.toml | head -n 1)
[ -n "$version" ] || { echo "no version in pyproject.toml" >&2; exit 1; }

[ -x .venv/bin/python ] || "${PYTHON:-python3}" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[package]'

mkdir -p desktop/civitas/i18n
for ts in translations/*.ts; do
  .venv/bin/pyside6-lrelease -silent "$ts" -qm "desktop/civitas/i18n/$(basename "${ts%.ts}").qm"
done

.venv/bin/python packaging/make_icons.py build/icons
.venv/bin/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller installer.spec

staging=build/dmg
rm -rf "$staging"
mkdir -p "$staging"
ditto dist/Civitas.app "$staging/Civitas.app"  # keeps the framework links and the signature
ln -s /Applications "$staging/Applications"
dmg=dist/Civitas-$version.dmg
# hdiutil now and then fails with "Resource busy" on CI machines; a second try usually works.
for attempt in 1 2 3; do
  hdiutil create -volname "Civitas $version" -srcfolder "$staging" -ov -format UDZO "$dmg" && break
  [ "$attempt" -lt 3 ] || exit 1
  sleep 5
done
echo "built $dmg"
