"""Compile Civitas's hot paths with mypyc: ``python tools/build_compiled.py [--if-needed] [--clean]``.

Compiles the modules listed in ``COMPILED`` (the engine core, the search, and each game's rules and AI
modules; not its texts, tutorials or Qt) into extension modules beside their sources and writes
``desktop/civitas/_compiled.json`` with a hash of each source, which ``civitas/compiled.py`` checks
at start-up (a stale build is ignored, never half used). ``--if-needed`` does nothing when the
manifest is current. Needs a C compiler and the Python headers; when the build fails, the message
says why and the pure-Python package keeps working (exit status 0 unless ``--strict``).
``--clean`` removes every compiled module and the manifest.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DESKTOP = ROOT / "desktop"
sys.path.insert(0, str(DESKTOP))
os.environ.setdefault("CIVITAS_PURE", "1")  # this script itself must not load a stale build

from civitas.compiled import MANIFEST, module_source, source_hash, stale_modules  # noqa: E402

# What pays to compile: the engine core, the search and the rules and AI of each game.
ENGINE = ["actions", "choices", "decisions", "decks", "events", "hidden", "machine", "ops", "payment", "ratings",
          "reactions", "rng", "signals"]
AI = ["ismcts", "plans"]
GAMES = {
    "heroes": ["ai", "ai_fair", "cards", "combat", "events_cards", "fair", "flow", "legal", "odds", "play",
               "progress", "rules", "state", "victory", "view"],
    "ancient": ["ai_eval", "ai_policy", "cards", "derived", "effects", "fight", "flow", "frames", "legal",
                "placement", "play", "scoring", "state", "view"],
    "territory": ["ai_eval", "ai_policy", "board", "derived", "effects", "flow", "income", "legal", "play",
                  "quests", "rules", "state", "view"],
    "empires": ["ai_clock", "ai_eval", "ai_policy", "core", "draw", "flow", "legal", "market", "ops_basic",
                "ops_combinators", "ops_core", "ops_look", "ops_special", "ops_zones", "play", "reactions",
                "scoring", "select", "solo", "state", "view"],
}  # fmt: skip
COMPILED = (
    [f"civitas.engine.{m}" for m in ENGINE]
    + [f"civitas.ai.{m}" for m in AI]
    + [f"civitas.games.{g}.{m}" for g, mods in GAMES.items() for m in mods]
)


def clean() -> int:
    removed = 0
    for pattern in ("*.so", "*.pyd"):
        for path in [*DESKTOP.glob(pattern), *(DESKTOP / "civitas").rglob(pattern)]:
            path.unlink()
            removed += 1
    MANIFEST.unlink(missing_ok=True)
    shutil.rmtree(DESKTOP / "build", ignore_errors=True)
    return removed


def current() -> bool:
    try:
        manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return sorted(manifest.get("modules", {})) == sorted(COMPILED) and not stale_modules(manifest)


def why_not_possible() -> str | None:
    """Why a build cannot start here, or None."""
    include = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not include.is_file():
        return f"the Python headers are missing ({include}; on Debian: apt-get install python3-dev)"
    if sys.platform != "win32" and shutil.which(os.environ.get("CC", "cc")) is None:
        return "no C compiler (on Debian: apt-get install gcc)"
    return None


def build() -> tuple[bool, str]:
    reason = why_not_possible()
    if reason is not None:
        return False, reason
    clean()
    files = [str(module_source(name, DESKTOP).relative_to(DESKTOP)) for name in COMPILED]
    # The sources as they are before mypyc reads them: a file edited while the build runs then no longer
    # matches the manifest, and its stale module is never loaded (hashing afterwards would vouch for it).
    hashes = {name: source_hash(module_source(name, DESKTOP)) for name in COMPILED}
    mypyc = [sys.executable, "-c", "import sys; from mypyc.__main__ import main; sys.argv[0] = 'mypyc'; main()"]
    env = dict(os.environ, CIVITAS_PURE="1")
    result = subprocess.run([*mypyc, *files], cwd=DESKTOP, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        clean()
        tail = "\n".join((result.stdout + result.stderr).strip().splitlines()[-15:])
        return False, f"mypyc failed:\n{tail}"
    shared = sorted(p.name.split(".")[0] for p in DESKTOP.glob("*__mypyc*") if p.suffix in (".so", ".pyd"))
    manifest = {
        "modules": hashes,
        "shared": shared,
        "python": sysconfig.get_config_var("EXT_SUFFIX"),
    }
    MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return True, f"{len(COMPILED)} modules"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--if-needed", action="store_true", help="do nothing when the build is current")
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules and the manifest")
    parser.add_argument("--strict", action="store_true", help="exit 1 when the build fails")
    args = parser.parse_args(argv)
    if args.clean:
        print(f"removed {clean()} compiled files")
        return 0
    if args.if_needed and current():
        print(f"compiled modules: current ({len(COMPILED)} modules)")
        return 0
    start = time.perf_counter()
    ok, text = build()
    if ok:
        print(f"compiled modules: built {text} in {time.perf_counter() - start:.0f} s")
        return 0
    print(f"compiled modules: not built, the pure-Python package runs as it is. Reason: {text}")
    return 1 if args.strict else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
