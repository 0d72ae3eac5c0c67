"""The Ancient World's declared ratings: each value equals the sum of its labelled parts in every position
of random games, held (cached) or not, and the breakdown names the capital and the cards behind it in
both languages."""

from __future__ import annotations

import random

from civitas.engine.ratings import Part, held, spoken, stale
from civitas.games.ancient import GAME, derived
from civitas.games.ancient.state import CAPITAL_FOOD


def test_every_rating_is_its_parts_sum_in_random_games_held_or_not_and_never_stale_after_a_step() -> None:
    s = GAME.new_state(GAME.validate_options({"players": 3}), 4)
    rng = random.Random(4)
    for _ in range(150):
        if GAME.is_over(s):
            break
        with held(s):
            for rating in GAME.ratings():
                for p in range(s.n):
                    assert rating(s, p) == rating.fresh(s, p).value == rating.breakdown(s, p).value
            seat = GAME.to_move(s)[0]
            legal = GAME.legal_actions(s, seat)
            GAME.apply(s, seat, legal[rng.randrange(len(legal))])  # a step inside the window
            assert stale(s, GAME.ratings()) == []
            assert all(r(s, p) == r.fresh(s, p).value for r in GAME.ratings() for p in range(s.n))


def test_food_is_told_as_the_capital_and_each_card_that_gives_it_in_both_languages() -> None:
    s = GAME.new_state(GAME.validate_options({"players": 2}), 7)
    farm = next(c for c in range(len(derived.C)) if derived.C[c].food and c not in s.tableau[0])
    for place in (s.deck, s.display, s.discard, s.deck_b, s.out):
        if farm in place:
            place.remove(farm)
    s.tableau[0].append(farm)
    got = derived.FOOD.breakdown(s, 0)
    assert got.value == derived.food(s, 0) == sum(part.value for part in got.parts)
    assert got.parts[0] == Part("rating.part.capital", CAPITAL_FOOD)
    assert Part(f"card.{derived.C[farm].id}", derived.C[farm].food) in got.parts
    assert all(part.label.startswith("card.") for part in got.parts[1:])
    for lang in ("en", "ru"):
        catalog = GAME.catalog(lang)
        text = spoken(got, catalog)
        assert catalog["card." + derived.C[farm].id] in text and "rating." not in text and "card." not in text


def test_every_rating_names_itself_and_a_real_rules_section_in_both_languages() -> None:
    from civitas.games.ancient.rules_help import SECTION_IDS

    for rating in GAME.ratings():
        assert rating.section in SECTION_IDS, rating.name
        for lang in ("en", "ru"):
            assert GAME.catalog(lang).get(f"rating.{rating.name}"), (lang, rating.name)
