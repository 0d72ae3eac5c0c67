#!/usr/bin/env bash
# Set everything up (see setup.sh), then lint, type-check and run the whole test suite offscreen, on the
# compiled modules and again on the pure-Python ones when the compiled ones were built;
# on Debian/Ubuntu also build the Linux bundle and .deb and smoke-test the installed program
# (packaging/linux/check.sh, about a minute; CIVITAS_SKIP_INSTALLER=1 skips it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check desktop tests tools packaging installer.spec
.venv/bin/mypy
.venv/bin/python -m pytest "$@"
# The whole suite again on the pure-Python modules when the compiled ones ran above: both must pass.
if .venv/bin/python -c 'import sys, civitas.compiled as c; sys.exit(0 if c.status.startswith("compiled") else 1)'; then
  CIVITAS_PURE=1 .venv/bin/python -m pytest "$@"
fi
if command -v dpkg-deb >/dev/null 2>&1 && [ "${CIVITAS_SKIP_INSTALLER:-0}" != 1 ]; then
  bash packaging/linux/check.sh
fi
