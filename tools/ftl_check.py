"""Check every game's Fluent texts (``civitas/games/<id>/texts/<lang>/*.ftl``), for translators.

Reports, per game: text Fluent cannot parse, a message defined twice, messages a language lacks or has
beyond English (missing/extra), and messages that do not render or show a brace, a message id or an
underscore-joined word, rendered for the plural samples 0, 1, 2, 5, 11, 21, 101 of each number. Exits 1
when anything is wrong.

    .venv/bin/python tools/ftl_check.py            # every game with .ftl files
    .venv/bin/python tools/ftl_check.py heroes     # one game
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from civitas.engine.texts import GameTexts, text_games  # noqa: E402
from civitas.engine.texts_check import problems  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*", help="game ids (default: every game with .ftl files)")
    args = parser.parse_args()
    failed = False
    for game_id in args.games or text_games():
        texts = GameTexts(game_id)
        found = problems(game_id)
        counts = ", ".join(f"{lang} {len(texts.message_ids(lang))}" for lang in sorted(texts.langs))
        print(f"{game_id}: {counts} messages; {len(found) or 'no'} problem{'' if len(found) == 1 else 's'}")
        for line in found:
            print(f"  {line}")
        failed = failed or bool(found)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
