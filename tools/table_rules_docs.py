"""Write the design record of each game's table rules, docs/<game>-table-rules.md: every rule by id, with its
section, the choice and the reason for it, in Russian and English, and the sections on how the ruleset was
made. The players' rules help shows the choices alone; this file keeps the rest.

    .venv/bin/python tools/table_rules_docs.py          # rewrite the files
    .venv/bin/python tools/table_rules_docs.py --check  # exit 1 if one is out of date
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "desktop"))

GAMES = {"ancient": "The Ancient World", "territory": "Territory", "empires": "Empires"}


def path_of(game_id: str) -> Path:
    return ROOT / "docs" / f"{game_id}-table-rules.md"


def record_of(game_id: str) -> str:
    """The design record of ``game_id``'s table rules, as the file should hold it."""
    module = importlib.import_module(f"civitas.games.{game_id}.rules_help")
    return str(module.HELP.design_record(GAMES[game_id])) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="only check that every file is current")
    args = parser.parse_args(argv)
    stale = []
    for game_id in GAMES:
        text = record_of(game_id)
        path = path_of(game_id)
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(path)
        if not args.check:
            path.write_text(text, encoding="utf-8")
    if args.check and stale:
        print("out of date: " + ", ".join(str(p.relative_to(ROOT)) for p in stale))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
