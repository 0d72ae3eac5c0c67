"""``civitas demo-save PATH``: a save of a new game in which every seat is an AI, for smoke tests of an
installed build (``civitas --load PATH --ai-moves N``) and for watching the AI play."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from civitas.engine.game import OptionError
from civitas.engine.registry import UnknownGame, game_ids, get_game
from civitas.engine.session import Session
from civitas.storage.saves import SaveError, write_save

LEVELS = ("easy", "normal", "hard")


def write_demo_save(path: Path, game_id: str, players: int = 2, level: str = "easy", seed: int = 1) -> None:
    """Raises UnknownGame, OptionError or SaveError with the reason."""
    game = get_game(game_id)
    seats = [{"name": "", "ai": level} for _ in range(players)]
    session = Session.new(game, {"players": players}, seed, seats)
    write_save(path, session)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="civitas demo-save", description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path)
    parser.add_argument("--game", default=game_ids()[0], help="a registered game id (default: the first)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", choices=LEVELS, default="easy")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        write_demo_save(args.path, args.game, args.players, args.level, args.seed)
    except UnknownGame:
        print(f"unknown game: {args.game}", file=sys.stderr)
        return 2
    except OptionError as error:
        print(f"bad option: {error.code} {error.args_}", file=sys.stderr)
        return 2
    except SaveError as error:
        print(f"cannot write the save: {error.code} {error.args_}", file=sys.stderr)
        return 1
    print(args.path)
    return 0
