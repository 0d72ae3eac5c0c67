"""Empires' declared rating (VP) and its held passives: the value equals the sum of its parts (the VP
token, then each card) in every position of random games, held or not; a held position scans its
passives once; the breakdown reads in both languages."""

from __future__ import annotations

import random

from civitas.engine.ratings import held, spoken, stale
from civitas.games.empires import GAME, core
from civitas.games.empires.scoring import VP, total_vp


def test_vp_is_its_parts_sum_in_random_games_held_or_not_and_a_step_drops_what_was_held() -> None:
    s, _ = GAME.start({"players": 3}, 21)
    rng = random.Random(21)
    for _ in range(200):
        if GAME.is_over(s):
            break
        with held(s):
            for p in range(s.n):
                assert total_vp(s, p) == VP.fresh(s, p).value == VP.breakdown(s, p).value
            seat = GAME.to_move(s)[0]
            legal = GAME.legal_actions(s, seat)
            GAME.apply(s, seat, legal[rng.randrange(len(legal))])  # a step inside the window
            assert stale(s, GAME.ratings()) == [] and s._ratings == {}


def test_a_held_position_scans_its_passives_once_and_an_unheld_one_every_time() -> None:
    # Read through the cache itself, not by patching the scan: in the compiled build a module's calls to its
    # own functions do not go through the module's attributes.
    s, _ = GAME.start({"players": 2}, 5)
    first = core.passives(s, 0, "hand_size")
    assert s._ratings is None and core.passives(s, 0, "hand_size") is not first  # unheld: scanned again
    with held(s):
        kept = core.passives(s, 0, "hand_size")
        assert s._ratings is not None and ("passives", 0, "hand_size") in s._ratings
        assert core.passives(s, 0, "hand_size") is kept  # held: scanned once
    assert s._ratings is None and kept == first


def test_the_vp_breakdown_names_the_token_and_the_cards_in_both_languages() -> None:
    s, _ = GAME.start({"players": 2}, 5)
    got = VP.breakdown(s, 0)
    assert got.parts[0].label == "res.progress"
    for lang in ("en", "ru"):
        text = spoken(got, GAME.catalog(lang))
        assert text.startswith(GAME.catalog(lang)["rating.vp"]) and "card." not in text and "res." not in text
