"""Whole games of random legal moves on the rules set (every rule card in the market and decks, a sinking nation,
a nadir accession, a nation that never flips): every card and token stays conserved after every action
(invariants, which count the sunk pile), and every game ends."""

from __future__ import annotations

import pytest
from empires_helpers import play_random_checked


@pytest.mark.parametrize(("nations", "seed"), [(("delta", "epsilon"), 3), (("zeta", "delta", "alpha"), 7)])
def test_em_z1_z2_random_games_on_the_rules_set_keep_every_card_and_token_in_one_place(nations, seed):
    s = play_random_checked(list(nations), seed)
    assert s.over
