"""Every text a game shows, rendered in English and Russian, to a JSON file; and a comparison of two.

Made to move a game's words from one place to another (Python catalogs to Fluent, say) with nothing
lost: record a snapshot before, another after, and compare. A snapshot holds, per language:

* ``catalog``: every catalog message as the catalog gives it, and the hint messages;
* ``log``: the log lines of a few seeded random games, for every viewer (the spectator and each seat),
  and the words of every move made in them (``describe_action``, for the seat that made it);
* ``rules``: every rules-help section's title and body (the built body where the game builds one);
* ``gallery``: the card gallery's entries, group titles and count texts;
* ``tutorial``: every tutorial step's title, text and fixed result text.

    .venv/bin/python tools/text_snapshot.py heroes --out /tmp/heroes.json
    .venv/bin/python tools/text_snapshot.py --compare before.json after.json
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "desktop"))

from civitas.engine.log import GameLog  # noqa: E402
from civitas.engine.registry import get_package  # noqa: E402
from civitas.engine.rng import Rng  # noqa: E402
from civitas.engine.session import Session  # noqa: E402
from civitas.engine.tutorial import localized  # noqa: E402

LANGS = ("en", "ru")
SEEDS = (1, 2, 3)
MAX_STEPS = 600  # per seeded game: enough for every kind of line, small enough to keep the file small


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value if isinstance(value, int | float | str | bool | type(None)) else str(value)


def _sessions(game_id: str) -> list[Session]:
    package = get_package(game_id)
    game = package.game
    out = []
    for seed in SEEDS:
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        session = Session.new(game, {"players": players}, seed)
        rng = Rng(seed * 7 + 3)
        while not game.is_over(session.state) and len(session.record.steps) < MAX_STEPS:
            movers = game.to_move(session.state)
            seat = movers[rng.below(len(movers))]
            legal = game.legal_actions(session.state, seat)
            session.act(seat, legal[rng.below(len(legal))])
        out.append(session)
    return out


def _log(game_id: str, lang: str, sessions: list[Session]) -> dict[str, Any]:
    game = get_package(game_id).game
    catalog = game.catalog(lang)
    out: dict[str, Any] = {}
    for number, session in enumerate(sessions):
        names = [f"P{i + 1}" for i in range(game.num_seats(session.state))]
        log = GameLog()
        log.add(session.events)
        for viewer in (None, *range(len(names))):
            out[f"game{number}.viewer{viewer}"] = log.lines(viewer, catalog, lang, names)
        state = game.start(session.record.options, session.record.seed)[0]
        moves = []
        for seat, action in session.record.steps:
            moves.append(game.describe_action(game.view(state, seat), seat, action, lang, names))
            game.apply(state, seat, action)
        out[f"game{number}.moves"] = moves
    return out


def snapshot(game_id: str) -> dict[str, Any]:
    package = get_package(game_id)
    sessions = _sessions(game_id)
    out: dict[str, Any] = {"game": game_id}
    for lang in LANGS:
        texts: dict[str, Any] = {}
        texts["catalog"] = {key: str(value) for key, value in sorted(package.game.catalog(lang).items())}
        texts["hints"] = {key: str(value) for key, value in sorted(package.hint_messages.get(lang, {}).items())}
        texts["log"] = _log(game_id, lang, sessions)
        rules = package.rules
        if rules is not None:
            texts["rules"] = {
                s.id: [s.title_in(lang), rules.section_body(s.id, lang) if rules.section_body else s.body_in(lang)]
                for s in rules.sections
            }
            if rules.cards is not None:
                entries = list(rules.cards.entries(lang))
                groups = sorted({str(getattr(e, "group", "")) for e in entries})
                texts["gallery"] = {
                    "entries": [_plain(e) for e in entries],
                    "groups": {g: rules.cards.group_title(g, lang) for g in groups},
                    "counts": [rules.cards.count_text(e, lang) for e in entries],
                }
        tutorial = package.tutorial
        if tutorial is not None:
            texts["tutorial"] = {
                step.key: [
                    localized(step.title, lang),
                    localized(step.text, lang),
                    localized(step.result, lang) if isinstance(step.result, Mapping) else None,
                ]
                for step in tutorial.steps
            }
        out[lang] = texts
    return out


def _flatten(value: Any, path: str, out: dict[str, Any]) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            _flatten(item, f"{path}/{key}", out)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _flatten(item, f"{path}[{index}]", out)
    else:
        out[path] = value


def compare(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    """One line per text that differs, is missing or was added (``path: before -> after``)."""
    flat_a: dict[str, Any] = {}
    flat_b: dict[str, Any] = {}
    _flatten(a, "", flat_a)
    _flatten(b, "", flat_b)
    out = []
    for path in sorted(set(flat_a) | set(flat_b)):
        if path not in flat_b:
            out.append(f"removed {path}: {flat_a[path]!r}")
        elif path not in flat_a:
            out.append(f"added {path}: {flat_b[path]!r}")
        elif flat_a[path] != flat_b[path]:
            out.append(f"changed {path}: {flat_a[path]!r} -> {flat_b[path]!r}")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", help="the game id to snapshot")
    parser.add_argument("--out", type=Path, help="where to write the snapshot (default: stdout)")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"), help="list the differences")
    args = parser.parse_args()
    if args.compare:
        a, b = (json.loads(p.read_text(encoding="utf-8")) for p in args.compare)
        lines = compare(a, b)
        for line in lines:
            print(line)
        total = sum(1 for _ in _leaves(a))
        print(f"{len(lines)} differences among {total} texts", file=sys.stderr)
        return 1 if lines else 0
    if not args.game:
        parser.error("name a game, or --compare A B")
    text = json.dumps(snapshot(args.game), ensure_ascii=False, indent=1, sort_keys=True)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return 0


def _leaves(value: Any) -> list[Any]:
    flat: dict[str, Any] = {}
    _flatten(value, "", flat)
    return list(flat.values())


if __name__ == "__main__":
    raise SystemExit(main())
