"""How Territory's search leans on its rollout policy: the policy's move is the prior favourite, Normal
and Hard play with that progressive bias (Normal also with the full evaluation, which sees the income
engine), Easy stays the beginner's level it was, and the search keeps to legal moves with the bias."""

from __future__ import annotations

import pytest
from ai_helpers import positions

from civitas.ai.ismcts import search
from civitas.ai.knowledge import evaluator_for
from civitas.ai.levels import LEVELS, choose, for_game, without_time_limit
from civitas.engine.rng import Rng
from civitas.games.territory import GAME
from civitas.games.territory.ai import KNOWLEDGE, PRIOR_WEIGHT
from civitas.games.territory.state import TerritoryState


def _decisions(players: int, seed: int, every: int = 5) -> list[tuple[TerritoryState, int]]:
    """(state, seat) at decision points with more than one candidate, in a seeded policy game."""
    return positions(
        GAME, KNOWLEDGE, {"players": players}, seed, every,
        keep=lambda s, seat, legal: len(KNOWLEDGE.candidates(GAME, s, seat, legal)) > 1,
    )  # fmt: skip


@pytest.mark.parametrize("players", [2, 4])
def test_prior_rates_the_policy_move_one_and_every_other_candidate_zero(players: int) -> None:
    met = 0
    for s, seat in _decisions(players, 70 + players):
        view = GAME.view(s, seat)
        legal = KNOWLEDGE.candidates(GAME, view, seat, GAME.legal_actions(s, seat))
        prior = KNOWLEDGE.prior(GAME, view, seat, legal)
        if not prior:  # the policy's move is not among the candidates: no opinion
            continue
        met += 1
        choice = KNOWLEDGE.policy(GAME, view, seat, legal, Rng(0))
        assert len(prior) == len(legal)
        assert prior == [1.0 if a == choice else 0.0 for a in legal]
    assert met >= 10


def test_no_prior_without_a_choice() -> None:
    s, seat = _decisions(2, 72)[0]
    legal = GAME.legal_actions(s, seat)
    assert KNOWLEDGE.prior(GAME, GAME.view(s, seat), seat, legal[:1]) == []


def test_normal_and_hard_lean_on_the_policy_and_normal_judges_with_the_full_evaluation() -> None:
    normal, hard = for_game(LEVELS["normal"], KNOWLEDGE), for_game(LEVELS["hard"], KNOWLEDGE)
    assert normal.prior_weight == hard.prior_weight == PRIOR_WEIGHT > 0
    assert normal.evaluation == "full"
    assert evaluator_for(KNOWLEDGE, normal.evaluation) is KNOWLEDGE
    assert normal.iterations == LEVELS["normal"].iterations < hard.iterations  # Normal stays a middle step


def test_easy_stays_the_beginners_level_it_was() -> None:
    easy = LEVELS["easy"]
    assert for_game(easy, KNOWLEDGE) is easy
    assert easy.noise > LEVELS["normal"].noise and easy.prior_weight == 0


def test_a_biased_search_tries_the_policy_move_first_and_plays_legal_moves() -> None:
    rng = Rng(3)
    for s, seat in _decisions(3, 91, every=25)[:6]:
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s, seat)
        cands = KNOWLEDGE.candidates(GAME, view, seat, legal)
        prior = KNOWLEDGE.prior(GAME, view, seat, cands)
        one = search(GAME, view, seat, Rng(1), iterations=1, seconds=9.0, knowledge=KNOWLEDGE, prior_weight=2.0)
        tried = [st.action for st in one.ranked if st.visits]
        if prior:
            assert tried == [cands[prior.index(1.0)]]
        assert choose(GAME, view, seat, without_time_limit("normal"), rng.fork()) in legal
