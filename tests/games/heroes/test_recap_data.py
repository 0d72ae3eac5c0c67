"""What Age of Heroes marks as important for the "since your last turn" recap and the "last turn"
warning: conquests, monuments, raids, disasters, victory claims and eliminations are listed; the routine
of every turn (drawing, trading, taxes, discards) is not; the warning stands exactly while a claim does."""

from __future__ import annotations

import random

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.games.heroes import GAME

MUST = {
    "conquest", "destruction", "monument", "plunder", "barbarians", "quake", "eruption", "famine",
    "last_turn", "claim_failed", "victory", "eliminated",
}
ROUTINE = {"draw", "draw_event", "offer", "trade", "trade_done", "turn", "round", "tax", "discard", "fair", "duel"}


def test_the_recap_lists_what_a_waiting_player_must_not_miss_and_leaves_out_the_routine() -> None:
    kinds = GAME.recap_kinds()
    assert MUST <= kinds
    assert not ROUTINE & kinds
    groups = GAME.recap_groups()
    assert sum(len(group) for group in groups.values()) == len(kinds)  # each kind in one group


def test_every_recap_group_has_a_title_and_every_kind_a_log_line_in_both_languages() -> None:
    for lang in ("ru", "en"):
        catalog = GAME.catalog(lang)
        for group, kinds in GAME.recap_groups().items():
            assert catalog.get(f"recap.{group}"), (lang, group)
            assert all(f"log.{kind}" in catalog for kind in kinds), (lang, group)
        assert catalog.get("alert.last_turn") and catalog.get("alert.last_turn.own")


def test_the_last_turn_warning_stands_from_a_claim_until_it_is_stopped_or_the_game_ends() -> None:
    """Followed through the log alone: a tribe is warned about from its "last turn" claim while it still
    holds five cities or five monument cards, until its claim fails, it is out, or the game ends."""
    game = get_game("heroes")
    claims_seen = stopped = 0
    for seed in range(1, 9):
        session = Session.new(game, {"players": 3}, seed)
        rng = random.Random(seed)
        state = session.state
        claimed: set[int] = set()
        while not game.is_over(state):
            seat = rng.choice(game.to_move(state))
            legal = game.legal_actions(state, seat)
            builds = [a for a in legal if a[0] in ("build", "monument")]
            result = session.act(seat, rng.choice(builds) if builds and rng.random() < 0.8 else rng.choice(legal))
            assert isinstance(result, list)
            for event in result:
                if event.kind == "last_turn":
                    claims_seen += 1
                    claimed.add(event.args["seat"])
                elif event.kind in ("claim_failed", "eliminated"):
                    stopped += event.args["seat"] in claimed
                    claimed.discard(event.args["seat"])
            holding = {c for c in claimed if state.cities[c] >= 5 or state.monument[c] >= 5}
            expected = set() if game.is_over(state) else holding
            warned = [args["seat"] for _msg, args in game.alerts(game.view(state, 0))]
            assert sorted(warned) == sorted(expected)
    assert claims_seen >= 3 and stopped >= 1
