"""Hidden information (TR-T7 and the design's list): a seat never sees another seat's hand, held quests,
the face of a territory it does not own, the cards under another seat's Plantation or the order of any
deck; ``determinize`` fills them in and keeps everything the seat sees."""

from __future__ import annotations

import pytest
from territory_helpers import act, bare, close, fund, give, land, on, quest

from civitas.engine.rng import Rng
from civitas.games.territory import GAME
from civitas.games.territory.flow import start_round
from civitas.games.territory.state import HIDDEN_CARD, HIDDEN_QUEST, TerritoryState


def _position() -> TerritoryState:
    s = bare(3)
    give(s, 0, "house", "mayor")
    give(s, 1, "kiosk")
    quest(s, 1, "landlord")
    mine = land(s, 0, "plantation")
    theirs = land(s, 1, "plantation", "factory")
    for t in (mine, theirs):
        p = on(s, t, "plantation")
        s.under[p] = [s.deck.pop(0)]
    fund(s, on(s, theirs, "factory"))
    return s


def test_tr_t7_a_seat_sees_its_own_secrets_and_none_of_the_others():
    s = _position()
    v = GAME.view(s, 0)
    assert v.hands[0] == s.hands[0] and v.hands[1] == [HIDDEN_CARD]
    assert v.quests[1] == [HIDDEN_QUEST]
    mine, theirs = s.lands[0][0], s.lands[1][0]
    assert v.face[mine] == s.face[mine] and v.face[theirs] == HIDDEN_CARD
    assert v.under[on(s, mine, "plantation")] == s.under[on(s, mine, "plantation")]
    assert v.under[on(s, theirs, "plantation")] == [HIDDEN_CARD]


def test_no_seat_and_a_spectator_see_no_deck_order():
    s = _position()
    for seat in (0, 1, None):
        v = GAME.view(s, seat)
        assert set(v.deck) == {HIDDEN_CARD} and set(v.dev_deck) == {HIDDEN_CARD}
        assert set(v.quest_deck) == {HIDDEN_QUEST}
        assert len(v.deck) == len(s.deck)
    spectator = GAME.view(s, None)
    assert all(set(h) <= {HIDDEN_CARD} for h in spectator.hands)


def test_the_table_piles_and_offers_are_public():
    s = _position()
    v = GAME.view(s, 2)
    assert v.on == s.on and v.discard == s.discard and v.demolished == s.demolished and v.paid == s.paid
    assert v.owner == s.owner and v.links == s.links


def test_a_territory_face_is_revealed_when_the_territory_goes_to_the_discard():
    s = bare(2)
    t = land(s, 1, "factory")
    face = s.face[t]
    land(s, 0, "house")
    land(s, 1, "house")
    close(s)
    assert face in GAME.view(s, 0).discard


def test_a_payment_passes_face_down():
    s = bare(2, draw="refill4")
    hands = [give(s, p, "house", "kiosk", "factory", "mayor") for p in range(2)]
    s.round = 2
    start_round(s, [])
    act(s, ("offer", hands[0][0], 2))
    act(s, ("done",))
    act(s, ("done",))
    act(s, ("buy", hands[0][0]))
    act(s, ("pay", sorted(hands[1])[0]))
    assert GAME.view(s, 0).pending[2:] == [HIDDEN_CARD]
    assert GAME.view(s, 1).pending[2:] == [sorted(hands[1])[0]]


def _seen(s: TerritoryState, seat: int) -> dict[str, object]:
    data = GAME.to_json(GAME.view(s, seat))
    data.pop("rng")
    return data


@pytest.mark.parametrize("players", [2, 4, 6])
def test_determinize_keeps_everything_the_seat_sees_in_random_positions(players):
    s = GAME.new_state({"players": players}, 21 + players)
    rng = Rng(players)
    steps = 0
    while not s.over and steps < 1500:
        seat = GAME.to_move(s)[0]
        if steps % 37 == 0:
            for viewer in range(players):
                v = GAME.view(s, viewer)
                d = GAME.determinize(v, viewer, Rng(steps))
                assert GAME.check_invariants(d) == [], (steps, viewer)
                assert _seen(d, viewer) == _seen(s, viewer)
                assert HIDDEN_CARD not in d.deck and all(HIDDEN_CARD not in h for h in d.hands)
                assert all(c >= 0 for t, c in enumerate(d.face) if d.owner[t] >= 0)
                if viewer == seat:
                    assert GAME.legal_actions(d, seat) == GAME.legal_actions(s, seat)
        legal = GAME.legal_actions(s, seat)
        GAME.apply(s, seat, legal[rng.below(len(legal))])
        steps += 1


def test_determinize_samples_differ_in_what_the_seat_cannot_see():
    s = _position()
    v = GAME.view(s, 0)
    a = GAME.determinize(v, 0, Rng(1))
    b = GAME.determinize(v, 0, Rng(2))
    assert a.deck != b.deck or a.hands[1] != b.hands[1]
    assert a.hands[0] == b.hands[0] == s.hands[0]
