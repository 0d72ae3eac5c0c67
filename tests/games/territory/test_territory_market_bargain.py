"""TR-T48, bargaining on market day: instead of buying at the posted price a buyer may bid lower for one
offer (1 up to one card below the asked price, no more than its hand holds, once per market day); the
seller accepts (the buyer pays the bid card by card) or refuses (the buyer's turn goes on without a
second bid). Bids and answers are public; the payment stays face down. The AI bids and answers."""

from __future__ import annotations

from territory_helpers import act, bare, code, give

from civitas.engine.log import GameLog
from civitas.engine.rng import Rng
from civitas.games.territory import GAME
from civitas.games.territory.ai import KNOWLEDGE
from civitas.games.territory.ai_market import answer_policy, bid_worth
from civitas.games.territory.flow import start_round
from civitas.games.territory.state import HIDDEN_CARD, TerritoryState

LANGS = ("ru", "en")


def _market(players: int = 2, price: int = 3) -> tuple[TerritoryState, list[list[int]]]:
    """Round 3's market day: seat 0 (the leader) offers its first card at ``price``, the others offer
    nothing; the buy round is about to start with seat 1. Every hand holds 4 known cards."""
    s = bare(players, draw="refill4")
    hands = [give(s, p, "house", "kiosk", "factory", "mayor") for p in range(players)]
    s.round = 2
    start_round(s, [])
    act(s, ("offer", hands[0][0], price))
    for _ in range(players):
        act(s, ("done",))
    assert s.phase == "buy" and s.turn == 1
    return s, hands


def _bids(s: TerritoryState, seat: int) -> set[tuple[int, int]]:
    return {(a[1], a[2]) for a in GAME.legal_actions(s, seat) if a[0] == "bid"}


def test_tr_t48_a_bid_is_one_card_up_to_one_below_the_asked_price_within_the_buyers_hand() -> None:
    s, hands = _market(price=3)
    offered = hands[0][0]
    assert _bids(s, 1) == {(offered, 1), (offered, 2)}
    assert ("buy", offered) in GAME.legal_actions(s, 1) and ("no_buy",) in GAME.legal_actions(s, 1)
    s.discard.extend(s.hands[1][1:])
    del s.hands[1][1:]
    assert _bids(s, 1) == {(offered, 1)}  # one card in hand: a bid of 1 only, and no purchase at 3
    assert ("buy", offered) not in GAME.legal_actions(s, 1)
    s, hands = _market(price=1)
    assert _bids(s, 1) == set()  # nothing is lower than 1


def test_tr_t48_accepted_the_buyer_pays_the_bid_card_by_card_and_has_bought() -> None:
    s, hands = _market(price=3)
    offered = hands[0][0]
    events = act(s, ("bid", offered, 2))
    assert [e.kind for e in events] == ["bid"] and events[0].args["price"] == 2 and events[0].args["asked"] == 3
    assert s.phase == "answer" and s.turn == 0 and s.pending == [offered, 2, 1]
    assert GAME.legal_actions(s, 0) == [("accept",), ("refuse",)]
    events = act(s, ("accept",))
    assert [e.kind for e in events] == ["bid_accepted"]
    assert s.phase == "pay" and s.turn == 1 and s.pending == [offered, 2]
    low, second = sorted(hands[1])[:2]
    act(s, ("pay", low))
    events = act(s, ("pay", second))
    sold = next(e for e in events if e.kind == "sold")
    assert sold.args["price"] == 2 and sold.secret is not None and sold.secret["paid_nos"] == [low, second]
    assert offered in s.hands[1] and low in s.hands[0] and second in s.hands[0]
    assert len(s.hands[1]) == 4 - 2 + 1 and len(s.hands[0]) == 3 + 2
    assert 1 in s.bought and s.offers == [] and s.phase == "build"


def test_tr_t48_refused_the_buy_turn_goes_on_without_a_second_bid() -> None:
    s, hands = _market(players=3, price=3)
    offered = hands[0][0]
    act(s, ("bid", offered, 1))
    events = act(s, ("refuse",))
    assert [e.kind for e in events] == ["bid_refused"]
    assert s.phase == "buy" and s.turn == 1 and offered in [o[1] for o in s.offers]
    legal = GAME.legal_actions(s, 1)
    assert ("buy", offered) in legal and ("no_buy",) in legal and not any(a[0] == "bid" for a in legal)
    assert code(s, ("bid", offered, 2)) == "one_bid"
    act(s, ("no_buy",))
    assert s.turn == 2 and s.pending == [] and _bids(s, 2) == {(offered, 1), (offered, 2)}  # the next buyer may
    act(s, ("bid", offered, 2))
    act(s, ("refuse",))
    act(s, ("buy", offered))  # at the posted price after a refusal
    for c in sorted(s.hands[2])[:3]:
        act(s, ("pay", c))
    assert offered in s.hands[2] and s.phase == "build"


def test_tr_t48_every_illegal_bid_or_answer_says_why_in_both_languages() -> None:
    s, hands = _market(players=3, price=3)
    offered = hands[0][0]
    assert code(s, ("bid", offered, 3)) == "bid_not_lower"
    assert code(s, ("bid", offered, 0)) == "bid_too_low"
    assert code(s, ("bid", hands[1][0], 1)) == "not_offered"
    assert code(s, ("accept",)) == "wrong_phase" and code(s, ("refuse",)) == "wrong_phase"
    s.hands[1][1:] = []
    assert code(s, ("bid", offered, 2)) == "cannot_pay" and code(s, ("buy", offered)) == "cannot_pay"
    s.bought.append(1)
    assert code(s, ("bid", offered, 1)) == "one_purchase"
    s, hands = _market(players=3, price=3)
    act(s, ("bid", hands[0][0], 2))
    assert code(s, ("bid", hands[0][0], 1)) == "wrong_phase" and code(s, ("no_buy",)) == "wrong_phase"
    assert code(s, ("accept", 1)) == "illegal"
    assert GAME.why_not(s, 2, ("accept",)) is not None  # only the seller answers
    s.phase, s.turn, s.pending = "buy", 0, []
    assert code(s, ("bid", hands[0][0], 1)) == "own_offer"
    codes = ("bid_not_lower", "bid_too_low", "not_offered", "cannot_pay", "one_purchase", "one_bid", "own_offer")
    for lang in LANGS:
        catalog = GAME.catalog(lang)
        for c in codes:
            assert catalog[f"reason.{c}"], (lang, c)
        assert catalog["phase.answer"] and catalog["reason.choose.answer"]


def test_tr_t48_bids_and_answers_are_public_and_the_payment_stays_hidden() -> None:
    s, hands = _market(players=3, price=3)
    offered = hands[0][0]
    log = GameLog()
    log.add(act(s, ("bid", offered, 2)))
    third = GAME.view(s, 2)
    assert third.phase == "answer" and third.pending == [offered, 2, 1]  # the bid is public
    assert all(c == HIDDEN_CARD for c in third.hands[0] + third.hands[1])
    log.add(act(s, ("accept",)))
    first = min(s.hands[1])
    log.add(act(s, ("pay", first)))
    for seat in (0, 2, None):
        assert GAME.view(s, seat).pending == [offered, 2, HIDDEN_CARD]  # a payment passes face down
    assert GAME.view(s, 1).pending == [offered, 2, first]
    log.add(act(s, ("pay", min(c for c in s.hands[1] if c > first))))
    names = ["Anna", "Boris", "Vera"]
    for lang in LANGS:
        lines = log.lines(2, GAME.catalog(lang), lang, names)
        assert any("Boris" in line and "Anna" in line for line in lines[:2]), lines
        assert not any("{" in line or "@" in line for line in lines)
    en = log.lines(None, GAME.catalog("en"), "en", names)
    assert en[0].startswith("Boris bids 2 cards for Anna's") and en[1].startswith("Anna accepts Boris's bid")


def test_tr_t48_a_bid_and_its_answer_are_told_in_words() -> None:
    s, hands = _market(price=3)
    offered = hands[0][0]
    names = ["Anna", "Boris"]
    name_en = GAME.catalog("en")[f"card.{s.kinds[offered]}"]
    bid = GAME.describe_action(s, 1, ("bid", offered, 2), "en", names)
    assert bid == f"Offer Anna 2 cards for {name_en} instead of 3"
    act(s, ("bid", offered, 2))
    for lang in LANGS:
        card = GAME.catalog(lang)[f"card.{s.kinds[offered]}"]
        texts = [GAME.describe_action(s, 0, a, lang, names) for a in (("accept",), ("refuse",))]
        assert all(card in t and "Boris" in t and "(" not in t for t in texts), texts


def test_tr_t48_invariants_catch_a_bid_that_breaks_the_rule() -> None:
    s, hands = _market(price=3)
    act(s, ("bid", hands[0][0], 2))
    assert GAME.check_invariants(s) == []
    s.pending[1] = 3
    assert GAME.check_invariants(s)
    s.pending[1], s.turn = 2, 1
    assert GAME.check_invariants(s)


# --- the AI -------------------------------------------------------------------------------------------------
def _ai_market(seller_hand: int) -> tuple[TerritoryState, int]:
    """Seat 0 offers a Factory (worth 1.4 to either seat) at 3 and holds ``seller_hand`` other cards; seat 1
    holds a Kiosk (1.6), a Trading House (1.9) and a Crisis (0.5)."""
    s = bare(2, draw="refill4")
    given = [give(s, 0, "factory", *["house"] * seller_hand), give(s, 1, "kiosk", "trade_house", "crisis")]
    factory = given[0][0]
    s.round = 2
    start_round(s, [])
    for p in (0, 1):  # the refill's cards go back to the deck
        s.deck.extend(c for c in s.hands[p] if c not in given[p])
        s.hands[p] = given[p][:]
    act(s, ("offer", factory, 3))
    act(s, ("done",))
    act(s, ("done",))
    return s, factory


def test_tr_t48_ai_bids_when_the_card_beats_the_cheapest_payment_at_the_bid_but_not_at_the_ask() -> None:
    s, factory = _ai_market(3)
    legal = GAME.legal_actions(s, 1)
    choice = KNOWLEDGE.policy(GAME, GAME.view(s, 1), 1, legal, Rng(1))
    assert choice == ("bid", factory, 1)  # 1.4 > crisis 0.5, but not > crisis + kiosk (2.1)
    key, args = KNOWLEDGE.reason(GAME, GAME.view(s, 1), 1, choice)
    assert key == "hint.territory.bid" and args["price"] == 1 and args["asked"] == 3
    act(s, choice)
    assert s.phase == "answer"


def test_tr_t48_ai_seller_accepts_a_bid_worth_more_than_the_card_and_a_short_hand_values_cards_more() -> None:
    s, factory = _ai_market(1)
    give(s, 1, "crisis")
    act(s, ("bid", factory, 2))
    view = GAME.view(s, 0)  # the seller cannot see which cards would come
    pay, keep = bid_worth(view, 0)
    assert pay > keep and answer_policy(view, 0, GAME.legal_actions(s, 0)) == ("accept",)
    assert KNOWLEDGE.policy(GAME, view, 0, GAME.legal_actions(s, 0), Rng(1)) == ("accept",)
    assert KNOWLEDGE.reason(GAME, view, 0, ("accept",))[0] == "hint.territory.accept_short"
    assert KNOWLEDGE.reason(GAME, view, 0, ("refuse",))[0] == "hint.generic"  # not what the AI would do
    give(s, 0, "house", "house", "house", "house", "house")
    view = GAME.view(s, 0)
    assert KNOWLEDGE.policy(GAME, view, 0, GAME.legal_actions(s, 0), Rng(1)) == ("refuse",)  # a long hand
    assert KNOWLEDGE.reason(GAME, view, 0, ("refuse",))[0] == "hint.territory.refuse"


def test_tr_t48_ai_seller_refuses_a_bid_of_one_for_a_card_worth_more() -> None:
    s, factory = _ai_market(3)
    act(s, ("bid", factory, 1))
    view = GAME.view(s, 0)
    assert KNOWLEDGE.policy(GAME, view, 0, GAME.legal_actions(s, 0), Rng(1)) == ("refuse",)
    act(s, ("refuse",))
    legal = GAME.legal_actions(s, 1)
    assert KNOWLEDGE.policy(GAME, GAME.view(s, 1), 1, legal, Rng(1)) == ("no_buy",)  # 3 cards are too many
