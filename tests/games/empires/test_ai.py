"""Empires' AI knowledge: legal quick moves and candidates on seeded positions (states and views, 2-4 players,
every nation), values in [0, 1] that follow the VP (EM-P) and unrest (EM-E), a policy that revolts when
unrest clogs the hand (EM-V) and plays payable cards that gain (EM-A), pruning of same-design moves,
reasons with texts in both languages for every decision kind met, and a policy that beats random play."""

from __future__ import annotations

import re
from typing import Any

import pytest
from ai_helpers import check_quick_moves, policy_vs_random, positions, reason_texts

from civitas.engine.rng import Rng
from civitas.games.empires import GAME, NATIONS, ai_clock
from civitas.games.empires import ai_eval as ev
from civitas.games.empires.ai import HINT_MESSAGES, KNOWLEDGE, EmpiresKnowledge, prune
from civitas.games.empires.core import D
from civitas.games.empires.state import EmpiresState

LANGS = ("ru", "en")
NAMES = ["A", "B", "C", "D"]
MAX_STEPS = 6000


def _options(players: int, shift: int) -> dict[str, Any]:
    opts: dict[str, Any] = {"players": players}
    for k in range(players):
        opts[f"nation_{k + 1}"] = NATIONS[(k + shift) % len(NATIONS)]
        opts[f"side_{k + 1}"] = "AB"[(k + shift) % 2]
    return opts


def _positions(players: int, seed: int, every: int = 3, policy_seats: int = 99) -> list[tuple[EmpiresState, int]]:
    """(state, seat to move) at decision points of a seeded game: seats below ``policy_seats`` play the
    quick policy, the others random moves."""
    return positions(GAME, KNOWLEDGE, _options(players, seed), seed, every, policy_seats, max_steps=MAX_STEPS)


def test_knowledge_is_an_empires_knowledge_with_the_same_hint_ids_in_both_languages() -> None:
    assert isinstance(KNOWLEDGE, EmpiresKnowledge)
    assert set(HINT_MESSAGES["ru"]) == set(HINT_MESSAGES["en"])
    assert all(HINT_MESSAGES["ru"][k] != HINT_MESSAGES["en"][k] for k in HINT_MESSAGES["en"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_policy_and_candidates_propose_only_legal_actions_on_states_and_views(players: int) -> None:
    rng = Rng(5)
    kinds: set[str] = set()
    for s, seat in _positions(players, 30 + players, every=2, policy_seats=players // 2):
        assert s.stack.top is not None
        kinds.add(s.stack.top.kind)
        check_quick_moves(GAME, KNOWLEDGE, s, seat, rng, [("end",), ("activate",), ("skip",), ("pass",)])
    assert {"turn", "activate", "slot", "cleanup_token", "pick"} <= kinds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_em_p_evaluations_are_in_unit_range_and_sum_to_about_one(players: int) -> None:
    for s, seat in _positions(players, 50 + players, every=5, policy_seats=1):
        for position in (s, GAME.view(s, seat)):
            for values in (KNOWLEDGE.evaluate(GAME, position), KNOWLEDGE.basic_evaluate(GAME, position)):
                assert len(values) == players
                assert all(0.0 <= v <= 1.0 for v in values)
                assert sum(values) == pytest.approx(1.0, abs=1e-6)


def _start(players: int = 2, seed: int = 3) -> EmpiresState:
    return GAME.new_state({"players": players, "first_player": "1"}, seed)


def _unrest(s: EmpiresState) -> int:
    return s.unrest.pop()


def test_em_p_more_progress_is_valued_higher_and_unrest_lower() -> None:
    s = _start()
    base = KNOWLEDGE.evaluate(GAME, s)
    s.res[0][2] += 4
    assert KNOWLEDGE.evaluate(GAME, s)[0] > base[0]
    assert KNOWLEDGE.basic_evaluate(GAME, s)[0] > KNOWLEDGE.basic_evaluate(GAME, s)[1]
    s.res[0][2] -= 4
    s.hand[0] += [_unrest(s), _unrest(s)]
    assert KNOWLEDGE.evaluate(GAME, s)[0] < base[0]


def test_em_v1_policy_revolts_when_unrest_clogs_the_hand_and_the_reason_counts_it() -> None:
    s = _start()
    s.discard[0] += s.hand[0][2:]
    s.hand[0] = s.hand[0][:2] + [_unrest(s), _unrest(s), _unrest(s)]
    legal = GAME.legal_actions(s, 0)
    action = KNOWLEDGE.policy(GAME, GAME.view(s, 0), 0, legal, Rng(1))
    assert action == ("revolt", 3)
    assert KNOWLEDGE.reason(GAME, GAME.view(s, 0), 0, action) == ("hint.empires.turn_revolt", {"n": 3, "vp": 2})
    worth = KNOWLEDGE.candidates(GAME, s, 0, legal)
    assert [a for a in worth if a[0] == "revolt"] == [("revolt", 3)]


def test_em_a_policy_activates_with_a_good_hand_and_plays_a_payable_card_that_gains() -> None:
    s = _start()
    assert KNOWLEDGE.policy(GAME, GAME.view(s, 0), 0, GAME.legal_actions(s, 0), Rng(1)) == ("activate",)
    GAME.apply(s, 0, ("activate",))
    legal = GAME.legal_actions(s, 0)
    action = KNOWLEDGE.policy(GAME, GAME.view(s, 0), 0, legal, Rng(1))
    assert action[0] in ("play", "exhaust") and action in legal
    s.actions[0] = 0
    s.exhaust[0] = 0
    legal = GAME.legal_actions(s, 0)
    assert KNOWLEDGE.policy(GAME, GAME.view(s, 0), 0, legal, Rng(1)) == ("end",)
    assert KNOWLEDGE.reason(GAME, GAME.view(s, 0), 0, ("end",))[0] == "hint.empires.end_no_actions"


def test_candidates_keep_one_exhaust_per_design_and_one_slot_per_identical_offer() -> None:
    s = _start()
    GAME.apply(s, 0, ("activate",))
    region = next(c for c in range(len(s.table)) if s.table[c] == "copper_hills" and c not in s.market)
    twin = next(c for c in range(len(s.table)) if s.table[c] == "copper_hills" and c != region)
    for card in (region, twin):
        for zone in (s.small[0], s.main, s.market):
            if card in zone:
                zone[zone.index(card)] = -1 if zone is s.market else zone[0]
        s.play[0].append(card)
    legal = [a for a in GAME.legal_actions(s, 0) if a[0] == "exhaust" and D(s, a[1]).id == "copper_hills"]
    assert len(legal) == 2
    assert len([a for a in prune(s, 0, legal) if a[0] == "exhaust"]) == 1


def test_reasons_exist_in_both_languages_for_every_decision_kind_met() -> None:
    catalogs = {lang: {**GAME.catalog(lang), **HINT_MESSAGES[lang]} for lang in LANGS}
    met: dict[str, set[str]] = {}
    rng = Rng(9)
    for players in (2, 3, 4):
        for s, seat in _positions(players, 70 + players, every=1, policy_seats=players):
            view = GAME.view(s, seat)
            legal = GAME.legal_actions(s, seat)
            action = KNOWLEDGE.policy(GAME, view, seat, legal, rng)
            key, args = KNOWLEDGE.reason(GAME, view, seat, action)
            assert s.stack.top is not None
            met.setdefault(s.stack.top.kind, set()).add(key)
            for text in reason_texts(HINT_MESSAGES, key, args, catalogs, NAMES).values():
                assert not re.search(r"card\.[a-z]", text), text
    for kind in ("turn", "activate", "pick", "slot", "cleanup_token", "choose", "may"):
        assert kind in met, kind
        assert met[kind] - {"hint.generic"}, kind


def _policy_vs_random(seed: int, players: int) -> float:
    options = _options(players, seed)
    return policy_vs_random(
        GAME, KNOWLEDGE, options, 5000 + seed, seed % players, Rng(seed * 7 + 1), max_steps=MAX_STEPS
    )


def test_policy_bot_beats_a_random_player_clearly_in_two_player_games() -> None:
    share = sum(_policy_vs_random(seed, 2) for seed in range(12)) / 12
    print(f"policy vs a random player, 12 games: {share:.2f} of the wins (a half is chance)")
    assert share >= 0.8


def test_em_e_rounds_left_counts_down_with_a_journey_seats_saved_progress() -> None:
    """The end clock sees a seat's own end trigger: the Pilgrims' journey card (exhaust for progress, then a
    solstice that ends the game at 10+ progress) brings the expected end nearer as they save progress."""
    options = {"players": 2, "nation_1": "hollow_pilgrims", "nation_2": "river_dynasts", "side_1": "B", "side_2": "B"}
    s, _events = GAME.start(options, 11)
    assert any(ai_clock.end_clock(s.cards_key, D(s, c).id) for c in s.play[0])
    assert not any(ai_clock.end_clock(s.cards_key, D(s, c).id) for c in s.play[1])
    poor = ev.rounds_left(s)
    s.res[0][2] = 16  # progress: enough to turn the road over and, nearly, to end
    assert ev.rounds_left(s) < poor
    assert ev.rounds_left(s) <= 3.0
