#!/usr/bin/env bash
# Sets up everything Civitas needs on Debian/Ubuntu: system libraries for Qt, fonts, a local
# virtual environment with the app and its test tools, and the compiled translations.
# Safe to run again: it only does what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

SYSTEM_PACKAGES=(libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0
  libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxcb-image0 libxcb-render-util0 libxcb-shape0
  libxcb-randr0 libxcb-xinerama0 libxcb-xkb1 fonts-dejavu-core python3-venv)

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for pkg in "${SYSTEM_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing+=("$pkg")
  done
fi
# python3-venv is only needed where the interpreter lacks venv/ensurepip.
if python3 -c "import venv, ensurepip" >/dev/null 2>&1; then
  missing=("${missing[@]/python3-venv/}")
fi
missing=($(printf '%s\n' "${missing[@]}" | grep -v '^$' || true))
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
