"""Seeded records of the tiny game for the review tests (engine and panel): a person at seat 0, a computer at seat 1."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from civitas.ai.levels import Level, get_level
from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.record import GameRecord
from civitas.engine.rng import Rng
from civitas.games.tiny.ai import KNOWLEDGE

PLAYERS = [{"name": "Ann", "color": "#c0392b"}, {"name": "", "color": "#2874a6", "ai": "normal"}]


def small_level(iterations: int = 40) -> Level:
    """Normal with a tiny budget: a test reviews a whole tiny game in well under a second."""
    return replace(get_level("normal"), iterations=iterations)


def can_win_now(state: Any, seat: int) -> Action | None:
    """A card ``seat`` may play that reaches the target at once (the tiny game's winning move)."""
    if state.phase != "play" or state.turn != seat:
        return None
    for value in sorted(set(state.hands[seat]), reverse=True):
        if state.scores[seat] + value + (state.pace[seat] or 0) >= state.steps:
            return ("play", value)
    return None


def blunder_record(game: Game[Any], seed: int) -> tuple[GameRecord, int]:
    """A whole game played by the tiny game's quick policy, except that the first time seat 0 could win
    at once by playing a card, it rolls the die instead. Returns the record and that step (-1 if the
    chance never came)."""
    state, _ = game.start(game.validate_options({"players": 2}), seed)
    record = GameRecord(game.id, game.validate_options({"players": 2}), seed, players=[dict(p) for p in PLAYERS])
    rng = Rng(seed + 99)
    planted = -1
    while not game.is_over(state) and len(record.steps) < 200:
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        action = KNOWLEDGE.policy(game, state, seat, legal, rng)
        if seat == 0 and planted < 0 and can_win_now(state, 0) is not None:
            action = ("roll",)
            planted = len(record.steps)
        game.apply(state, seat, action)
        record.steps.append((seat, action))
    return record, planted


def planted_game(game: Game[Any]) -> tuple[GameRecord, int]:
    """The first seeded game whose blunder was planted and that seat 0 then went on to lose or win late."""
    for seed in range(1, 60):
        record, planted = blunder_record(game, seed)
        if planted >= 0:
            return record, planted
    raise AssertionError("no seed gave seat 0 a winning move")
