#!/usr/bin/env bash
# Set everything up (see setup.sh) and start Civitas.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
exec .venv/bin/civitas "$@"
