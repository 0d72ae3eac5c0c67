"""(Re)generate the golden games: whole recorded games that CI replays to their hash and scores.

    .venv/bin/python tools/record_golden.py --game heroes          # rewrite tests/golden/heroes/
    .venv/bin/python tools/record_golden.py --game heroes --check  # only say which files would change
    .venv/bin/python tools/record_golden.py --game all

Every golden game is a spec below: a player count, the agents at the seats and the paths the game
must take (an ending, an elimination, a failed last-turn claim...). The tool plays seeded games from
the spec's first seed upward until one takes every path, and writes it in the normal save format
(``civitas.storage.saves.save_data``, with ``saved_at`` 0) as ``tests/golden/<game>/<name>.civitas.json``,
one move per line so a rules change shows move by move in review. ``index.json`` beside them
records each file's seed, agents, paths, final hash and scores; ``tests/golden/test_golden.py``
replays every file and compares. The same code always picks the same seeds, so regenerating is
deterministic; run it in the commit that changes the rules.

Agents: ``random`` (uniform among the legal actions), ``warlike`` (prefers the spec's ``prefer``
actions 9 times in 10: how elimination games are found) and every AI level (``policy``, ``easy``...,
searched by iterations only, so the moves depend on the seed alone).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from civitas.ai.levels import LEVELS, choose, without_time_limit
from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Game
from civitas.engine.record import GameRecord
from civitas.engine.registry import all_game_ids, get_game
from civitas.engine.rng import Rng
from civitas.engine.session import Session
from civitas.storage.saves import SUFFIX, save_data

ROOT = Path(__file__).resolve().parents[1] / "tests" / "golden"
MAX_STEPS = 100_000
SEARCH = 3000  # seeds tried per spec before giving up
Detector = Callable[[Game[Any], Any, list[Event]], bool]


@dataclass(frozen=True)
class GoldenSpec:
    name: str
    players: int
    agents: tuple[str, ...]  # by seat, repeated over the seats
    covers: tuple[str, ...] = ()  # paths (see PATHS) the game must take
    options: dict[str, Any] = field(default_factory=dict)
    prefer: tuple[tuple[Any, ...], ...] = ()  # action prefixes a warlike agent prefers
    first_seed: int = 1


# --- paths ------------------------------------------------------------------------------------------
def ended(how: str) -> Detector:
    """The winner's score line says the game ended this way."""
    return lambda game, state, events: any(line.won and line.how == how for line in game.scores(state))


def happened(kind: str) -> Detector:
    """An event of this kind happened during the game."""
    return lambda game, state, events: any(e.kind == kind for e in events)


def _elimination_midgame(game: Game[Any], state: Any, events: list[Event]) -> bool:
    """A tribe was eliminated and the others played on (it did not end the game)."""
    return happened("eliminated")(game, state, events) and not ended("last_standing")(game, state, events)


def _tiny_target(game: Game[Any], state: Any, events: list[Event]) -> bool:
    return max(state.scores) >= state.steps


PATHS: dict[str, dict[str, Detector]] = {
    "heroes": {
        "ends_by_cities": ended("cities"),
        "ends_by_monument": ended("monument"),
        "ends_by_last_standing": ended("last_standing"),
        "ends_by_round_limit": ended("round_limit"),
        "last_turn_claim": happened("last_turn"),
        "claim_failed": happened("claim_failed"),
        "elimination": happened("eliminated"),
        "elimination_midgame": _elimination_midgame,
        "war": happened("war"),
        "reshuffle": happened("reshuffle"),
    },
    "ancient": {
        "starvation": happened("starve"),
        "explore": happened("explore_draw"),
        "army_discarded": happened("discard_army"),
        "crane": happened("crane"),
        "card_copied": happened("copy"),
        "titans_reordered": happened("refuge"),
        "reaction": lambda game, state, events: (
            happened("guild")(game, state, events) or happened("outpost")(game, state, events)
        ),
        "tie_break": ended("tiebreak"),
    },
    "territory": {
        "ends_by_reputation": lambda game, state, events: state.ended == "reputation",
        "ends_by_deck": lambda game, state, events: state.ended == "deck",
        "takeover": happened("takeover"),
        "trade": happened("sold"),
        "bid": happened("bid"),
        "bid_accepted": happened("bid_accepted"),
        "bid_refused": happened("bid_refused"),
        "quest_claimed": happened("claim"),
        "spy_success": happened("spied"),
        "seized": happened("seized"),
        "rebuilt": happened("rebuilt"),
        "epidemic": happened("epidemic_loss"),
        "neglected": happened("neglected"),
        "burden": happened("burden"),
    },
    "empires": {
        "main_deck": lambda game, state, events: state.end_reason == "main_deck" and not state.collapsed,
        "zenith": lambda game, state, events: state.end_reason == "zenith",
        "journey": lambda game, state, events: state.end_reason == "journey",
        "state_flip": happened("state_flip"),
        "develop": happened("develop"),
        "history": happened("history"),
        "rival_take": happened("rival_take"),
        "rival_fame": happened("rival_fame"),
        "rival_unrest": happened("rival_unrest"),
    },
    "tiny": {
        "target_reached": _tiny_target,
        "deck_exhausted": lambda game, state, events: not _tiny_target(game, state, events),
    },
}

# A warlike tribe: skips trading, builds armies and generals, goes to war for cities and cards and
# lets every attack and event happen. Its games see tribes lose everything.
_WAR: tuple[tuple[Any, ...], ...] = (
    ("war",),
    ("goal", "conquest"),
    ("goal", "plunder"),
    ("send",),
    ("go",),
    ("build", "army"),
    ("build", "general"),
    ("respond", "none"),
    ("trade_done",),
)

SPECS: dict[str, list[GoldenSpec]] = {
    "heroes": [
        GoldenSpec("random-2p-cities", 2, ("random",), ("ends_by_cities", "last_turn_claim")),
        GoldenSpec("random-3p-monument", 3, ("random",), ("ends_by_monument", "reshuffle")),
        GoldenSpec("random-4p-claim-failed", 4, ("random",), ("claim_failed",)),
        GoldenSpec("random-5p-round-limit", 5, ("random",), ("ends_by_round_limit",), {"round_limit": 8}),
        GoldenSpec("random-6p-war", 6, ("random",), ("war", "claim_failed")),
        GoldenSpec("warlike-2p-last-standing", 2, ("warlike",), ("ends_by_last_standing",), prefer=_WAR),
        GoldenSpec("warlike-4p-elimination", 4, ("warlike",), ("elimination_midgame",), prefer=_WAR),
        GoldenSpec("ai-2p-easy-policy", 2, ("easy", "policy")),
        GoldenSpec("ai-3p-policy", 3, ("policy",), ("war",)),
        GoldenSpec("ai-6p-policy-random", 6, ("policy", "random")),
    ],
    "ancient": [
        GoldenSpec("random-2p-starvation", 2, ("random",), ("starvation", "explore", "card_copied")),
        GoldenSpec("random-3p-expand-plus", 3, ("random",), ("crane",), {"expand_plus": True}),
        GoldenSpec("random-4p-titans", 4, ("random",), ("army_discarded", "titans_reordered")),
        GoldenSpec("random-3p-tie-break", 3, ("random",), ("tie_break",)),
        GoldenSpec("ai-2p-policy", 2, ("policy",), ("explore",)),
        GoldenSpec("ai-3p-easy-policy", 3, ("easy", "policy")),
        GoldenSpec("ai-4p-policy-random", 4, ("policy", "random"), ("reaction",)),
    ],
    "territory": [
        GoldenSpec("random-2p-deck", 2, ("random",), ("ends_by_deck", "trade", "neglected")),
        GoldenSpec("random-4p-union", 4, ("random",), ("takeover", "spy_success", "burden")),
        GoldenSpec("random-6p-epidemic", 6, ("random",), ("epidemic", "rebuilt", "seized")),
        GoldenSpec("ai-2p-policy", 2, ("policy",), ("quest_claimed",)),
        GoldenSpec("ai-4p-policy-random", 4, ("policy", "random"),
                   ("ends_by_reputation", "bid", "bid_accepted", "bid_refused")),
        GoldenSpec("ai-6p-easy-policy", 6, ("easy", "policy")),
        GoldenSpec("random-3p-options", 3, ("random",), ("trade",),
                   {"pool": "2d6", "draw": "refill4", "limit": "free"}),
        GoldenSpec("ai-5p-policy-random", 5, ("policy", "random"), ("seized",), {"capacity": "none", "attackers": 3}),
    ],
    "empires": [
        GoldenSpec("random-2p-main-deck", 2, ("random",), ("main_deck", "state_flip", "develop")),
        GoldenSpec("random-4p-nations", 4, ("random",), ("history",),
                   {"nation_1": "drifting_court", "nation_2": "hollow_pilgrims", "side_1": "A", "side_3": "A"}),
        GoldenSpec("random-3p-journey", 3, ("random",), ("journey",), {"nation_1": "hollow_pilgrims"}),
        GoldenSpec("ai-2p-policy", 2, ("policy",), ("zenith",), {"nation_1": "drifting_court"}),
        GoldenSpec("random-1p-rival", 1, ("random",), ("main_deck", "rival_take", "rival_fame", "rival_unrest")),
    ],
    "tiny": [
        GoldenSpec("random-2p", 2, ("random",), ("target_reached",)),
        GoldenSpec("random-3p-deck-exhausted", 3, ("random",), ("deck_exhausted",), {"target": 30}),
        GoldenSpec("ai-4p-easy-policy", 4, ("easy", "policy")),
    ],
}


# --- playing ----------------------------------------------------------------------------------------
def _agent_move(game: Game[Any], state: Any, seat: int, agent: str, spec: GoldenSpec, rng: Rng) -> Action:
    legal = game.legal_actions(state, seat)
    if agent == "random":
        return legal[rng.below(len(legal))]
    if agent == "warlike":
        liked = [a for a in legal if any(a[: len(p)] == p for p in spec.prefer)]
        if liked and rng.below(10) < 9:
            return liked[rng.below(len(liked))]
        return legal[rng.below(len(legal))]
    return choose(game, game.view(state, seat), seat, without_time_limit(agent), rng.fork())


def agents_for(spec: GoldenSpec) -> list[str]:
    return [spec.agents[seat % len(spec.agents)] for seat in range(spec.players)]


def play(game: Game[Any], spec: GoldenSpec, seed: int) -> tuple[GameRecord, Any, list[Event]]:
    """One seeded game of the spec: its record, final state and every event."""
    options = game.validate_options({**spec.options, "players": spec.players})
    state, events = game.start(options, seed)
    agents = agents_for(spec)
    players = [
        {"name": f"{agent} {seat + 1}", "ai": agent if agent in LEVELS else "random"}
        for seat, agent in enumerate(agents)
    ]
    record = GameRecord(game.id, options, seed, players=players)
    rng = Rng(seed * 6_364_136_223_846_793_005 + 1_442_695_040_888_963_407)
    while not game.is_over(state):
        movers = game.to_move(state)
        seat = movers[0] if len(movers) == 1 else movers[rng.below(len(movers))]
        action = _agent_move(game, state, seat, agents[seat], spec, rng)
        events.extend(game.apply(state, seat, action))
        record.steps.append((seat, action))
        if len(record.steps) >= MAX_STEPS:
            raise RuntimeError(f"{spec.name}: seed {seed} did not end")
    return record, state, events


def covered(game_id: str, game: Game[Any], state: Any, events: list[Event]) -> list[str]:
    """Every path of ``PATHS[game_id]`` the finished game took."""
    return [name for name, detect in PATHS.get(game_id, {}).items() if detect(game, state, events)]


def find(game: Game[Any], spec: GoldenSpec) -> tuple[int, GameRecord, Any, list[Event]]:
    """The first seed from ``spec.first_seed`` whose game takes every path of the spec."""
    unknown = set(spec.covers) - set(PATHS.get(game.id, {}))
    if unknown:
        raise ValueError(f"{spec.name}: unknown paths {sorted(unknown)}")
    for seed in range(spec.first_seed, spec.first_seed + SEARCH):
        record, state, events = play(game, spec, seed)
        if set(spec.covers) <= set(covered(game.id, game, state, events)):
            return seed, record, state, events
    raise RuntimeError(f"{spec.name}: no seed in {SEARCH} from {spec.first_seed} takes {list(spec.covers)}")


# --- writing ----------------------------------------------------------------------------------------
def save_text(session: Session) -> str:
    """The normal save of ``session`` (``saved_at`` 0), one move per line."""
    data = save_data(session)
    data["saved_at"] = 0
    record = dict(data["record"])
    steps = record.pop("steps")
    data["record"] = {**record, "steps": "\x00STEPS\x00"}
    text = json.dumps(data, ensure_ascii=False, indent=1)
    lines = ",\n".join("   " + json.dumps(step, ensure_ascii=False, separators=(",", ":")) for step in steps)
    return text.replace('"\\u0000STEPS\\u0000"', "[\n" + lines + "\n  ]" if steps else "[]") + "\n"


def score_json(game: Game[Any], state: Any) -> list[dict[str, Any]]:
    return [
        {"seat": line.seat, "rank": line.rank, "won": line.won, "how": line.how, "breakdown": line.breakdown}
        for line in game.scores(state)
    ]


def generate(game_id: str, only: Iterable[str] = ()) -> dict[str, tuple[str, dict[str, Any]]]:
    """file name -> (save text, index entry) for every spec of the game (or only those named)."""
    game = get_game(game_id)
    wanted = set(only)
    out: dict[str, tuple[str, dict[str, Any]]] = {}
    for spec in SPECS[game_id]:
        if wanted and spec.name not in wanted:
            continue
        seed, record, state, events = find(game, spec)
        session = Session(game, GameRecord.from_json(json.loads(json.dumps(record.to_json()))))
        assert session.state_hash() == game.state_hash(state), f"{spec.name}: the replay differs from the game"
        entry = {
            "seed": seed,
            "players": spec.players,
            "agents": agents_for(spec),
            "options": record.options,
            "covers": list(spec.covers),
            "takes": covered(game_id, game, state, events),
            "steps": len(record.steps),
            "state_hash": session.state_hash(),
            "scores": score_json(game, state),
        }
        out[spec.name + SUFFIX] = (save_text(session), entry)
        print(f"{game_id}/{spec.name}: seed {seed}, {len(record.steps)} moves, takes {', '.join(entry['takes'])}")
    return out


def index_text(game_id: str, entries: dict[str, dict[str, Any]]) -> str:
    game = get_game(game_id)
    head = {
        "regenerate": f".venv/bin/python tools/record_golden.py --game {game_id}",
        "rules_version": game.rules_version,
    }
    lines = [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    games = [f"  {json.dumps(name)}: {json.dumps(e, ensure_ascii=False)}" for name, e in sorted(entries.items())]
    return "{\n" + "\n".join(lines) + '\n "games": {\n' + ",\n".join(games) + "\n }\n}\n"


def _same_save(a: str, b: str) -> bool:
    """Two golden saves alike but for the app version that wrote them."""
    x, y = json.loads(a), json.loads(b)
    x.pop("app_version", None)
    y.pop("app_version", None)
    return bool(x == y)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help=f"one of {', '.join(SPECS)}, or all")
    parser.add_argument("--only", action="append", default=[], help="regenerate only this spec (repeatable)")
    parser.add_argument("--check", action="store_true", help="write nothing; fail if a file would change")
    parser.add_argument("--out", type=Path, default=ROOT, help="the golden folder (default tests/golden)")
    args = parser.parse_args(argv)
    games = list(SPECS) if args.game == "all" else [args.game]
    for game_id in games:
        if game_id not in SPECS or game_id not in all_game_ids():
            print(f"no golden specs for game {game_id!r}; known: {', '.join(SPECS)}", file=sys.stderr)
            return 2
    stale: list[str] = []
    for game_id in games:
        folder = args.out / game_id
        made = generate(game_id, args.only)
        index_path = folder / "index.json"
        entries = json.loads(index_path.read_text("utf-8"))["games"] if index_path.exists() and args.only else {}
        entries.update({name: entry for name, (_, entry) in made.items()})
        if not args.only:
            old = {p.name for p in folder.glob(f"*{SUFFIX}")} if folder.exists() else set()
            stale.extend(f"{game_id}/{name} (no spec any more)" for name in sorted(old - set(made)))
        for name, (text, _) in made.items():
            path = folder / name
            if not path.exists() or not _same_save(path.read_text("utf-8"), text):
                stale.append(f"{game_id}/{name}")
                if not args.check:
                    folder.mkdir(parents=True, exist_ok=True)
                    path.write_text(text, "utf-8")
        new_index = index_text(game_id, entries)
        if not index_path.exists() or index_path.read_text("utf-8") != new_index:
            stale.append(f"{game_id}/index.json")
            if not args.check:
                folder.mkdir(parents=True, exist_ok=True)
                index_path.write_text(new_index, "utf-8")
        if not args.only and not args.check:
            for path in folder.glob(f"*{SUFFIX}"):
                if path.name not in made:
                    path.unlink()
    if stale:
        print(("would change: " if args.check else "changed: ") + ", ".join(stale))
    return 1 if stale and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
