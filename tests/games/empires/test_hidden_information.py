"""TR-E8, the honesty of a seat's view (issue 36, fault 7), on seeded random positions that reach the two paths
the conformance games rarely did: a "find" pick listing matches from the picker's own draw pile (nobody may
learn where in the hidden pile they lie, and a reshuffle of that pile changes no other seat's view), and a
nation card in another seat's hand or draw pile after it was taken from the market (determinize must deal it
back, never leave a marker)."""

from __future__ import annotations

import json

from civitas.engine.registry import get_game
from civitas.engine.rng import Rng
from civitas.games.empires.core import D, setup_category
from civitas.games.empires.state import SMALL, EmpiresState

GAME = get_game("empires")


def _position(seed: int, players: int, step: int) -> EmpiresState:
    """Seeded random play (the seat to move drawn among those who must decide), stopped before ``step``."""
    s = GAME.new_state(GAME.validate_options({"players": players}), seed)
    rng = Rng(seed)
    for _ in range(step):
        movers = GAME.to_move(s)
        seat = movers[rng.below(len(movers))]
        legal = GAME.legal_actions(s, seat)
        GAME.apply(s, seat, legal[rng.below(len(legal))])
    return s


def _j(state: EmpiresState) -> str:
    return json.dumps(GAME.to_json(state), sort_keys=True)


def test_tr_e8_a_find_pick_from_the_draw_pile_tells_no_other_seat_where_the_matches_lie():
    s = _position(20, 4, 98)
    top = s.stack.top
    assert top is not None and top.kind == "pick" and top.data["purpose"] == "find"
    picker = top.seat
    assert any(c in s.deck[picker] for c in top.data["cards"])
    others = [q for q in range(4) if q != picker] + [None]
    before = {q: _j(GAME.view(s, q)) for q in others}
    for shuffle_seed in range(5):  # the same position with the draw pile in another order: nothing shows
        moved = GAME.copy(s)
        Rng(shuffle_seed).shuffle(moved.deck[picker])
        assert {q: _j(GAME.view(moved, q)) for q in others} == before
    own = GAME.view(s, picker)
    for k in range(3):  # the picker's samples show every other seat the same position
        full = GAME.determinize(own, picker, Rng(k))
        assert GAME.check_invariants(full) == []
        assert _j(GAME.view(full, None)) == before[None]


def test_tr_e8_a_nation_card_taken_from_the_market_is_dealt_back_by_every_seats_determinize():
    s = _position(155, 4, 381)
    assert any(c >= 0 and D(s, c).set not in ("common", s.nations[p]) and D(s, c).kind == "card"
               for p in range(4) for c in s.hand[p] + s.deck[p])  # fmt: skip
    for seat in range(4):
        view = GAME.view(s, seat)
        for k in range(3):
            full = GAME.determinize(view, seat, Rng(100 * seat + k))
            assert GAME.check_invariants(full) == [], seat
            assert _j(GAME.view(full, seat)) == _j(view)


def test_tr_e8_determinize_deals_each_hidden_pile_only_cards_that_can_lie_there():
    """Small decks their own category, nation decks their nation's cards, the fame piles fame cards, the
    main deck market cards; and a picked-at card the seat knows (its own hand) never moves."""
    s = _position(155, 4, 381)
    for seat in range(4):
        view = GAME.view(s, seat)
        for k in range(2):
            full = GAME.determinize(view, seat, Rng(10 * seat + k))
            assert full.hand[seat] == s.hand[seat] and sorted(full.deck[seat]) == sorted(s.deck[seat])
            for i, cat in enumerate(SMALL):
                assert all(setup_category(full, c) == cat for c in full.small[i])
            for p in range(4):
                assert all(D(full, c).set == s.nations[p] for c in full.nation_deck[p])
            assert all("fame" in D(full, c).categories for c in full.fame[1:] + full.removed)
            assert all(setup_category(full, c) in ("region", "uncivilised", "civilised", "tributary")
                       for c in full.main)  # fmt: skip
            assert sorted(len(x) for x in (*full.hand, *full.deck)) == sorted(len(x) for x in (*s.hand, *s.deck))
