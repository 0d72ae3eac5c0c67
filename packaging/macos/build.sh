#!/usr/bin/env bash
# Usage: bash packaging/macos/build.sh
# Builds dist/Civitas-<version>-macos-<arch>.dmg for the architecture of this Mac (arm64 or x86_64;
# CIVITAS_MACOS_ARCH overrides, as installer.spec reads it): a virtual environment in .venv (from python3,
# or $PYTHON) with the app and PyInstaller, the compiled translations, the icons, the app bundle
# dist/Civitas.app (installer.spec: Info.plist with LSMinimumSystemVersion 14.0 and CFBundleVersion, signed
# ad hoc unless MACOS_CODESIGN_IDENTITY is set, and a signing failure fails the build) and a compressed disk
# image with the app and a link to /Applications. Fails when a release tag (GITHUB_REF_NAME) and the
# version in pyproject.toml differ (packaging/check_version.py). packaging/macos/check.sh runs what it built.
set -euo pipefail
cd "$(dirname "$0")/../.."

[ -x .venv/bin/python ] || "${PYTHON:-python3}" -m venv .venv
version=$(.venv/bin/python packaging/check_version.py)
arch=${CIVITAS_MACOS_ARCH:-$(uname -m)}
case "$arch" in
  arm64|x86_64|universal2) ;;
  *) echo "unsupported architecture: $arch" >&2; exit 1 ;;
esac
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[package]'

mkdir -p desktop/civitas/i18n
for ts in translations/*.ts; do
  .venv/bin/pyside6-lrelease -silent "$ts" -qm "desktop/civitas/i18n/$(basename "${ts%.ts}").qm"
done

.venv/bin/python packaging/make_icons.py build/icons
# The spec turns on PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR and PYINSTALLER_VERIFY_BUNDLE_SIGNATURE.
CIVITAS_MACOS_ARCH=$arch .venv/bin/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller \
  installer.spec
codesign --verify --deep --strict --verbose=2 dist/Civitas.app

staging=build/dmg
rm -rf "$staging"
mkdir -p "$staging"
ditto dist/Civitas.app "$staging/Civitas.app"  # keeps the framework links and the signature
ln -s /Applications "$staging/Applications"
dmg=dist/Civitas-$version-macos-$arch.dmg
# hdiutil now and then fails with "Resource busy" on CI machines; a second try usually works.
for attempt in 1 2 3; do
  hdiutil create -volname "Civitas $version" -srcfolder "$staging" -ov -format UDZO "$dmg" && break
  [ "$attempt" -lt 3 ] || exit 1
  sleep 5
done
hdiutil verify "$dmg"
echo "built $dmg"
