"""The Ancient World's AI knowledge: values in [0, 1] that follow the score (AW-G1, AW-G3), legal
quick moves, sane candidates (cheapest winning fights, no empty Build), reasons with texts in both
languages, and a policy that beats random play."""

from __future__ import annotations

import pytest
from ai_helpers import policy_vs_random, positions, reason_texts

from civitas.engine.log import render
from civitas.engine.rng import Rng
from civitas.games.ancient import GAME
from civitas.games.ancient.ai import HINT_MESSAGES, KNOWLEDGE, AncientKnowledge
from civitas.games.ancient.ai_policy import best_buy
from civitas.games.ancient.ai_reasons import card_reason
from civitas.games.ancient.cards import cards, instances
from civitas.games.ancient.scoring import running_score
from civitas.games.ancient.state import SLOT_INDEX, AncientState

C = cards()


def _positions(players: int, seed: int, every: int = 3) -> list[tuple[AncientState, int]]:
    """(state, seat to move) at decision points of a game played by the quick policy."""
    return positions(GAME, KNOWLEDGE, {"players": players}, seed, every, on_view=False)


def _even_start() -> AncientState:
    """A fresh 2-player game where both seats hold the same coins and seat 0 is on turn."""
    seed = next(k for k in range(100) if GAME.new_state({"players": 2}, k).turn == 0)
    s = GAME.new_state({"players": 2}, seed)
    s.coins = [6, 6]
    return s


def _take_from_deck(s: AncientState, card: int) -> None:
    for pile in (s.deck, s.deck_b, s.display, s.discard):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError("card not in a deck")


def test_knowledge_is_a_base_knowledge() -> None:
    assert isinstance(KNOWLEDGE, AncientKnowledge)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_evaluate_gives_one_value_in_unit_range_per_seat(players: int) -> None:
    for s, _ in _positions(players, 11 + players, every=5):
        for values in (KNOWLEDGE.evaluate(GAME, s), KNOWLEDGE.basic_evaluate(GAME, s)):
            assert len(values) == players
            assert all(0.0 <= v <= 1.0 for v in values)


def test_aw_g3_seat_with_more_banner_points_is_valued_higher() -> None:
    s = _even_start()
    assert KNOWLEDGE.evaluate(GAME, s)[0] == pytest.approx(KNOWLEDGE.evaluate(GAME, s)[1], abs=1e-9)
    # Two cards of one colour for seat 0 (2 points); nothing else changes.
    red = [c for c in instances("empire", deck="A") if C[c].banners == ("red",) and C[c].food == 0]
    first, second = red[0], next(c for c in red if C[c].id != C[red[0]].id)
    for card in (first, second):
        _take_from_deck(s, card)
        s.tableau[0].append(card)
    assert GAME.check_invariants(s) == []
    assert running_score(s, 0) == 2 > running_score(s, 1)
    for evaluate in (KNOWLEDGE.evaluate, KNOWLEDGE.basic_evaluate):
        values = evaluate(GAME, s)
        assert values[0] > values[1]


def test_aw_g1_seat_with_a_starving_citizen_is_valued_lower() -> None:
    s = _even_start()
    s.ready[1] = [1, 2]
    s.starving[1] = [3]
    assert running_score(s, 1) == -2
    values = KNOWLEDGE.evaluate(GAME, s)
    assert values[1] < values[0]


def test_aw_e5_seat_short_of_food_is_valued_lower() -> None:
    s = _even_start()
    s.citizens[1] = [1, 2, 3, 4]  # four citizens, three food: one will starve
    s.ready[1] = [1, 2, 3, 4]
    s.citizens[0] = [1, 2, 3, 4]
    s.ready[0] = [1, 2, 3, 4]
    food = next(c for c in instances("empire", deck="A") if C[c].food == 1 and not C[c].citizen)
    _take_from_deck(s, food)
    s.tableau[0].append(food)
    values = KNOWLEDGE.evaluate(GAME, s)
    assert values[0] > values[1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_policy_always_returns_a_legal_action(players: int) -> None:
    for seed in range(4):
        s = GAME.new_state({"players": players}, 100 * players + seed)
        rng = Rng(seed)
        while not GAME.is_over(s):
            seat = GAME.to_move(s)[0]
            legal = GAME.legal_actions(s, seat)
            action = KNOWLEDGE.policy(GAME, s, seat, legal, rng)
            assert action in legal
            GAME.apply(s, seat, action)


@pytest.mark.parametrize("players", [2, 4])
def test_candidates_are_legal_and_never_empty_on_states_and_views(players: int) -> None:
    for s, seat in _positions(players, 7 + players, every=2):
        legal = GAME.legal_actions(s, seat)
        for position in (s, GAME.view(s, seat)):
            worth = KNOWLEDGE.candidates(GAME, position, seat, legal)
            assert worth
            assert all(a in legal for a in worth)
            if ("pass",) in legal:
                assert ("pass",) in worth


def _fight_position() -> tuple[AncientState, int]:
    """Seat 0 on turn; both starting armies beat the 1★ titan alone, the city guard costs 2 coins
    (it was used last round) and the militia 1."""
    s = _even_start()
    deck = s.titan_decks[0]
    weakest = min(deck, key=lambda t: C[t].defence)
    deck.remove(weakest)
    deck.append(weakest)
    s.serve[0] = C[weakest].defence  # citizens in the army: any one troop now wins
    guard = next(i for i, army in enumerate(s.armies[0]) if C[army[-1]].id == "city_guard")
    s.picture[s.armies[0][guard][-1]] = 1
    return s, guard


def test_aw_f3_candidates_keep_the_cheapest_winning_fight_and_drop_dearer_sets() -> None:
    s, guard = _fight_position()
    militia = 1 - guard
    legal = GAME.legal_actions(s, 0)
    assert ("fight", 1, (militia,)) in legal and ("fight", 1, (0, 1)) in legal
    worth = KNOWLEDGE.candidates(GAME, s, 0, legal)
    assert ("fight", 1, (militia,)) in worth
    assert ("fight", 1, (guard,)) not in worth  # the same titan for a coin more
    assert ("fight", 1, (0, 1)) not in worth  # the guard adds no trophy, espionage or restore


def test_tr_a29_candidates_drop_build_with_nothing_affordable() -> None:
    s = _even_start()
    s.coins[0] = 0
    assert best_buy(s, 0) is None
    legal = GAME.legal_actions(s, 0)
    assert any(a[0] == "place" and a[2] == "build" for a in legal)
    worth = KNOWLEDGE.candidates(GAME, s, 0, legal)
    assert not any(a[0] == "place" and a[2] == "build" for a in worth)
    rng = Rng(3)
    for _ in range(30):
        action = KNOWLEDGE.policy(GAME, s, 0, legal, rng)
        assert not (action[0] == "place" and action[2] == "build")


def test_aw_pl3_candidates_keep_the_lowest_skill_per_build_fee() -> None:
    s = _even_start()
    s.coins[0] = 20
    legal = GAME.legal_actions(s, 0)
    builds = [a for a in KNOWLEDGE.candidates(GAME, s, 0, legal) if a[0] == "place" and a[2] == "build"]
    assert builds == [("place", 1, "build")]  # empty slot: no fee for anyone, the lowest skill does it
    s.slots[SLOT_INDEX["build"]] = [1 * 8 + 2]  # the rival's skill 2 is there: 2 is free, 1 and 3 pay
    s.ready[1] = [1, 3]
    legal = GAME.legal_actions(s, 0)
    builds = [a for a in KNOWLEDGE.candidates(GAME, s, 0, legal) if a[0] == "place" and a[2] == "build"]
    assert sorted(builds) == [("place", 1, "build"), ("place", 2, "build")]


def test_reason_for_a_fight_names_the_titan_the_armies_and_the_price() -> None:
    s, guard = _fight_position()
    militia = 1 - guard
    titan = s.titan_decks[0][-1]
    key, args = KNOWLEDGE.reason(GAME, GAME.view(s, 0), 0, ("fight", 1, (militia,)))
    assert key in ("hint.ancient.fight", "hint.ancient.fight_space")
    assert args["titan"] == f"@card.{C[titan].id}" and args["n"] == 1 and args["price"] == 1


def test_reason_for_food_card_when_short_of_food() -> None:
    s = _even_start()
    s.citizens[0] = [1, 2, 3, 4]
    s.ready[0] = [1, 2, 3, 4]
    food = next(c for c in s.deck if C[c].food and not C[c].citizen)
    s.deck.remove(food)
    s.display.append(food)
    s.display.sort()
    GAME.apply(s, 0, ("place", 1, "build"))
    s.coins[0] = 20
    key, args = KNOWLEDGE.reason(GAME, GAME.view(s, 0), 0, ("buy", food))
    assert key == "hint.ancient.build_food" and args["short"] == 1


def test_aw_g3_reason_for_a_third_banner_of_a_colour_counts_the_extra_points() -> None:
    s = _even_start()
    red = [c for c in instances("empire", deck="A") if C[c].banners == ("red",)]
    ids: list[str] = []
    picked = []
    for c in red:
        if C[c].id not in ids:
            ids.append(C[c].id)
            picked.append(c)
    for card in picked[:2]:
        _take_from_deck(s, card)
        s.tableau[0].append(card)
    key, args = card_reason(s, 0, picked[2])
    assert key == "hint.ancient.build_banner"
    assert args == {"card": f"@card.{C[picked[2]].id}", "colour": "@hint.ancient.colour.red", "k": 3, "points": 2}
    text = render(HINT_MESSAGES["en"][key], args, HINT_MESSAGES["en"], "en", ["A", "B"])
    assert "3 red banners: +2 points" in text


def test_reasons_have_texts_in_both_languages_with_every_argument() -> None:
    assert set(HINT_MESSAGES["ru"]) == set(HINT_MESSAGES["en"])
    seen: set[str] = set()
    for players in (2, 3):
        for s, seat in _positions(players, 40 + players, every=2):
            view = GAME.view(s, seat)
            for action in GAME.legal_actions(s, seat):
                key, args = KNOWLEDGE.reason(GAME, view, seat, action)
                if key == "hint.generic":
                    continue
                seen.add(key)
                reason_texts(HINT_MESSAGES, key, args, HINT_MESSAGES, ["A", "B", "C"])
    assert len(seen) >= 15


def _policy_vs_random(seed: int) -> float:
    return policy_vs_random(GAME, KNOWLEDGE, {"players": 2}, seed, seed % 2, Rng(seed * 7 + 1), on_view=False)


def test_policy_beats_random_play_in_at_least_85_percent_of_games() -> None:
    wins = sum(_policy_vs_random(seed) for seed in range(100))
    assert wins >= 85


def test_ancient_hard_rolls_out_to_the_end_of_the_round_and_the_other_levels_do_not() -> None:
    from civitas.ai.knowledge import knowledge_for
    from civitas.ai.levels import LEVELS, for_game

    know = knowledge_for("ancient")
    hard = for_game(LEVELS["hard"], know)
    assert hard.horizon == 1 and hard.rollout_depth > LEVELS["hard"].rollout_depth  # depth: a safety cap only
    assert all(for_game(LEVELS[name], know).horizon == 0 for name in ("easy", "normal", "hint"))
