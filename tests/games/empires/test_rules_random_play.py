"""Whole games of random legal moves on the rules set (every rule card in the market and decks, a sinking nation,
a nadir accession, a nation that never flips): every card and token stays conserved after every action
(invariants, which count the sunk pile), and every game ends."""

from __future__ import annotations

import pytest
from cards_fixture import rules_cards

from civitas.engine.rng import Rng
from civitas.games.empires import GAME, flow, play
from civitas.games.empires.invariants import check_invariants


@pytest.mark.parametrize(("nations", "seed"), [(("delta", "epsilon"), 3), (("zeta", "delta", "alpha"), 7)])
def test_em_z1_z2_random_games_on_the_rules_set_keep_every_card_and_token_in_one_place(nations, seed):
    rules_cards()
    s, _ = flow.start({"players": len(nations), "nations": list(nations), "cards": "fixture_rules",
                       "first_player": "1"}, seed)  # fmt: skip
    rng = Rng(seed)
    steps = 0
    while not s.over and steps < 3000:
        seat = GAME.to_move(s)[0]
        acts = GAME.legal_actions(s, seat)
        play.apply(s, seat, acts[rng.below(len(acts))])
        assert check_invariants(s) == [], steps
        steps += 1
    assert s.over
