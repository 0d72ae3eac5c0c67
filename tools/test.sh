#!/usr/bin/env bash
# Set everything up (see setup.sh), then lint, type-check and run the tests offscreen; on Debian/Ubuntu also
# build the Linux bundle and .deb and smoke-test the installed program (packaging/linux/check.sh, about a
# minute; CIVITAS_SKIP_INSTALLER=1 skips it).
#
#   bash tools/test.sh          the per-commit suite (what CI runs): every test not marked slow on the compiled
#                               build, each within the 2 s budget, then the rules, engine, AI, storage,
#                               conformance and golden tests (not slow, no widgets) again on pure Python
#   bash tools/test.sh --all    the nightly run: every test, the slow ones included, on both builds, with the
#                               conformance games, property games and fuzz cases raised
#
# Further arguments go to pytest (bash tools/test.sh -x tests/engine).
set -euo pipefail
cd "$(dirname "$0")/.."
ALL=0
if [ "${1:-}" = "--all" ]; then ALL=1; shift; fi
bash tools/setup.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check desktop tests tools packaging installer.spec
.venv/bin/mypy
compiled=0
if .venv/bin/python -c 'import sys, civitas.compiled as c; sys.exit(0 if c.status.startswith("compiled") else 1)'; then
  compiled=1
fi
if [ "$ALL" = 1 ]; then
  export CONFORMANCE_GAMES="${CONFORMANCE_GAMES:-12}" CIVITAS_FUZZ_CASES="${CIVITAS_FUZZ_CASES:-20000}"
  export ANCIENT_PROPERTY_GAMES="${ANCIENT_PROPERTY_GAMES:-1500}" TERRITORY_PROPERTY_GAMES="${TERRITORY_PROPERTY_GAMES:-60}"
  export HEROES_GAMES="${HEROES_GAMES:-200}"
  .venv/bin/python -m pytest "$@"
  if [ "$compiled" = 1 ]; then CIVITAS_PURE=1 .venv/bin/python -m pytest "$@"; fi
elif [ "$compiled" = 1 ]; then
  CIVITAS_TEST_BUDGET=2 .venv/bin/python -m pytest -m "not slow" "$@"
  # The compiled modules are the rules, engine and AI: on pure Python again only what does not build widgets.
  CIVITAS_PURE=1 .venv/bin/python -m pytest -m "not slow and not ui" "$@"
else
  # No compiled build here (no compiler): the one pure-Python pass runs every per-commit test.
  .venv/bin/python -m pytest -m "not slow" "$@"
fi
if command -v dpkg-deb >/dev/null 2>&1 && [ "${CIVITAS_SKIP_INSTALLER:-0}" != 1 ]; then
  bash packaging/linux/check.sh
fi
