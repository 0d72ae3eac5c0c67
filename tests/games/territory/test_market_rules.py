"""Market day (TE-M1..TE-M3) with the posted prices of TR-T42: up to 2 offers at 1–3 cards, one purchase
of another player's offer, the payment chosen in rising card order, unsold offers returned."""

from __future__ import annotations

from territory_helpers import act, bare, code, give

from civitas.games.territory import GAME
from civitas.games.territory.flow import start_round


def _market(players: int = 2):
    """Round 3 about to open, each hand 4 known cards (the refill draw adds none)."""
    s = bare(players, draw="refill4")
    hands = [give(s, p, "house", "kiosk", "factory", "mayor") for p in range(players)]
    s.round = 2
    start_round(s, [])
    return s, hands


def test_te_m1_every_third_round_opens_with_a_market_day_before_construction():
    s = bare(2, draw="refill4")
    give(s, 0, "house")
    s.round = 1
    start_round(s, [])
    assert s.round == 2 and s.phase == "build"
    s.round = 5
    start_round(s, [])
    assert s.round == 6 and s.phase == "offer" and s.turn == s.leader


def test_te_m1_tr_t42_up_to_two_offers_each_at_a_price_of_one_to_three_cards():
    s, hands = _market()
    offers = [a for a in GAME.legal_actions(s, 0) if a[0] == "offer"]
    assert {a[2] for a in offers} == {1, 2, 3} and {a[1] for a in offers} == set(hands[0])
    assert code(s, ("offer", hands[0][0], 4)) is not None
    act(s, ("offer", hands[0][0], 1))
    act(s, ("offer", hands[0][1], 3))
    assert hands[0][0] not in s.hands[0] and [o[1] for o in s.offers] == hands[0][:2]
    assert code(s, ("offer", hands[0][2], 1)) == "two_offers"
    act(s, ("done",))
    assert s.phase == "offer" and s.turn == 1


def test_te_m2_only_another_players_offer_may_be_bought():
    s, hands = _market()
    act(s, ("offer", hands[0][0], 1))
    act(s, ("done",))
    act(s, ("offer", hands[1][0], 1))
    act(s, ("done",))
    assert s.phase == "buy" and s.turn == 0
    buys = [a for a in GAME.legal_actions(s, 0) if a[0] == "buy"]
    assert buys == [("buy", hands[1][0])]


def test_te_m3_tr_t42_the_buyer_pays_the_price_in_hand_cards_in_rising_order_to_the_seller():
    s, hands = _market()
    offered = hands[0][0]
    act(s, ("offer", offered, 2))
    act(s, ("done",))
    act(s, ("done",))
    assert s.phase == "buy" and s.turn == 1  # the seller has nothing to buy: skipped
    act(s, ("buy", offered))
    assert s.phase == "pay"
    low, high = sorted(hands[1])[0], sorted(hands[1])[-1]
    pays = [a[1] for a in GAME.legal_actions(s, 1)]
    assert high not in pays  # one more card must follow in rising order
    act(s, ("pay", low))
    assert [a[1] for a in GAME.legal_actions(s, 1)] == sorted(hands[1])[1:]
    act(s, ("pay", high))
    assert offered in s.hands[1] and low in s.hands[0] and high in s.hands[0]
    assert len(s.hands[0]) == 3 + 2 and len(s.hands[1]) == 4 - 2 + 1
    assert s.phase == "build" and 1 in s.bought


def test_tr_t42_a_price_above_the_buyers_hand_cannot_be_paid():
    s, hands = _market()
    act(s, ("offer", hands[0][0], 3))
    act(s, ("done",))
    s.discard.extend(s.hands[1][:2])
    del s.hands[1][:2]
    act(s, ("done",))
    assert s.phase == "buy" and s.turn == 1  # TR-T48: a bid of 1 or 2 cards is still open to seat 1
    assert ("buy", hands[0][0]) not in GAME.legal_actions(s, 1) and code(s, ("buy", hands[0][0])) == "cannot_pay"
    act(s, ("no_buy",))
    assert s.phase == "build"
    s, hands = _market()
    act(s, ("offer", hands[0][0], 3))
    act(s, ("done",))
    s.discard.extend(s.hands[1])
    s.hands[1].clear()
    act(s, ("done",))
    assert s.phase == "build"  # seat 1 holds no card: it could neither buy nor bid, so the market closed


def test_tr_t42_one_purchase_per_player_and_unsold_offers_go_back():
    s, hands = _market(3)
    act(s, ("offer", hands[0][0], 1))
    act(s, ("offer", hands[0][1], 1))
    act(s, ("done",))
    act(s, ("done",))
    act(s, ("done",))
    assert s.phase == "buy" and s.turn == 1
    act(s, ("buy", hands[0][0]))
    act(s, ("pay", sorted(hands[1])[0]))
    assert s.turn == 2
    act(s, ("no_buy",))
    assert s.phase == "build" and s.offers == []
    assert hands[0][1] in s.hands[0] and hands[0][0] in s.hands[1]
