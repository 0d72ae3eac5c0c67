#!/usr/bin/env bash
# Sets up everything Civitas needs on Debian/Ubuntu: system libraries for Qt, fonts, what PyInstaller
# needs for the installer check (objdump from binutils, the Python shared library), a C compiler and the
# Python headers for the compiled hot paths, a local virtual environment with the app and its test tools,
# the compiled translations and the compiled hot paths (mypyc).
# Safe to run again: it only does what is missing (one dpkg-query and a stamp check when all is there).
set -euo pipefail
cd "$(dirname "$0")/.."

SYSTEM_PACKAGES=(libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0
  libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxcb-image0 libxcb-render-util0 libxcb-shape0
  libxcb-randr0 libxcb-xinerama0 libxcb-xkb1 fonts-dejavu-core binutils)
read -r py_version py_prefix py_venv < <(python3 -c '
import sys
try:
    import venv, ensurepip
    has_venv = 1
except ImportError:
    has_venv = 0
print("%d.%d" % sys.version_info[:2], sys.base_prefix, has_venv)')
# python3-venv only where the interpreter lacks venv/ensurepip (a fresh Debian's python3 does).
[ "$py_venv" = 1 ] || SYSTEM_PACKAGES+=(python3-venv)
# PyInstaller bundles the interpreter's shared library; the distribution's python3 (in /usr) is linked
# statically and ships that library apart, as libpython3.X.
[ "$py_prefix" != /usr ] || SYSTEM_PACKAGES+=("libpython$py_version")
# The compiled hot paths (mypyc, see tools/build_compiled.py) need a C compiler and the Python headers
# (an interpreter outside /usr brings its own headers).
SYSTEM_PACKAGES+=(gcc)
[ "$py_prefix" != /usr ] || SYSTEM_PACKAGES+=("libpython$py_version-dev")

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  installed=$(dpkg-query -W -f='${Package} ${Status}\n' "${SYSTEM_PACKAGES[@]}" 2>/dev/null \
    | sed -n 's/^\([^ :]*\)\(:[^ ]*\)\{0,1\} .*ok installed$/\1/p' || true)
  for pkg in "${SYSTEM_PACKAGES[@]}"; do
    grep -qxF "$pkg" <<<"$installed" || missing+=("$pkg")
  done
fi
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing system packages: ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Please install as root: apt-get install -y ${missing[*]}" >&2; exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
stamp=.venv/.civitas-installed
want=$(sha256sum pyproject.toml | cut -c1-16)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e '.[dev,package]'
  echo "$want" > "$stamp"
fi

# Compile the Qt Linguist translations (.ts sources -> .qm, build output).
mkdir -p desktop/civitas/i18n
for ts in translations/*.ts; do
  [ -e "$ts" ] || continue
  .venv/bin/pyside6-lrelease -silent "$ts" -qm "desktop/civitas/i18n/$(basename "${ts%.ts}").qm"
done

# Compile the hot paths with mypyc when they are missing or older than their sources (about two minutes
# the first time); if that cannot be done here, the message says why and the pure-Python package runs.
.venv/bin/python tools/build_compiled.py --if-needed
