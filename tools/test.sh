#!/usr/bin/env bash
# Set everything up (see setup.sh), then lint, type-check and run the whole test suite offscreen.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check desktop tests tools
.venv/bin/mypy
.venv/bin/python -m pytest "$@"
