"""Empires' declared rating (VP) and its held passives: the value equals the sum of its parts (the VP
token, then each card) in every position of random games, held or not; a held position scans its
passives once; the breakdown reads in both languages."""

from __future__ import annotations

import random

from civitas.engine.ratings import held, spoken, stale
from civitas.games.empires import GAME, core
from civitas.games.empires.limits import EXHAUST_TOKENS, HAND_SIZE
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


def test_hand_size_and_exhaust_tokens_are_their_parts_sum_in_random_games_held_or_not() -> None:
    """EM-C2/EM-C4: the hand size a seat draws up to and the exhaust tokens it takes back are declared
    ratings, told as the state card (or the nation) and then each card that raises them."""
    s, _ = GAME.start({"players": 3}, 8)
    rng = random.Random(8)
    for _ in range(150):
        if GAME.is_over(s):
            break
        for p in range(s.n):
            unheld = (HAND_SIZE(s, p), EXHAUST_TOKENS(s, p))
            with held(s):
                assert (HAND_SIZE(s, p), EXHAUST_TOKENS(s, p)) == unheld
                for rating in (HAND_SIZE, EXHAUST_TOKENS):
                    for part in rating.fresh(s, p).parts:  # every part is named in both languages
                        assert part.label in GAME.catalog("en") and part.label in GAME.catalog("ru")
                assert HAND_SIZE.fresh(s, p).value == unheld[0] and EXHAUST_TOKENS.fresh(s, p).value == unheld[1]
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        GAME.apply(s, seat, legal[rng.randrange(len(legal))])


def test_a_power_card_raising_the_hand_size_is_a_part_of_its_breakdown_and_the_rest_reads_in_both_languages() -> None:
    from empires_helpers import rules_game

    s = rules_game(("eta", "alpha"))  # eta's power card: hand size +1
    got = HAND_SIZE.breakdown(s, 0)
    assert got.value == 6 and got.parts[0].label == "rating.part.state_card" and len(got.parts) == 2
    assert HAND_SIZE.breakdown(s, 1).parts == (got.parts[0],)
    assert got.parts[1].label == f"card.{s.table[core.passives(s, 0, 'hand_size')[0][0]]}"
    for lang in ("en", "ru"):
        catalog = GAME.catalog(lang)
        text = spoken(HAND_SIZE.breakdown(s, 1), catalog)
        assert text.startswith(catalog["rating.hand_size"]) and catalog["rating.part.state_card"] in text
        assert catalog["rating.part.nation"] in spoken(EXHAUST_TOKENS.breakdown(s, 0), catalog)


def test_every_rating_names_itself_and_a_real_rules_section_in_both_languages() -> None:
    from civitas.games.empires.rules_help import SECTION_IDS

    for rating in GAME.ratings():
        assert rating.section in SECTION_IDS, rating.name
        for lang in ("en", "ru"):
            assert GAME.catalog(lang).get(f"rating.{rating.name}"), (lang, rating.name)
