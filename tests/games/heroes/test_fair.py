"""The fair: draws (1 + reachable tribes), immediate cards after all draws, trading by offers."""

from heroes_helpers import act, check_invariants, give, kinds, let_it_happen, position, stack

from civitas.games.heroes import GAME, flow
from civitas.games.heroes.cards import (
    FAMINE,
    GOLD,
    GRAIN,
    GROWTH,
    HERO,
    IRON,
    LUCK,
    OLYMPICS,
    SPECIAL0,
    STONE,
    WOOD,
)
from civitas.games.heroes.rules import road_code


def fair_position(n=4):
    s = position(n)
    s.phase = "fair"
    return s


def test_fair_draws_one_extra_card_per_tribe_reachable_over_roads():
    s = fair_position(5)
    s.roads = [road_code(0, 1), road_code(1, 2)]
    s.supply[4] -= 2
    stack(s, *([IRON] * 11))
    flow.run(s, [])
    # 0, 1, 2 are chained by roads: each reaches two tribes (also through another tribe)
    assert [len(h) for h in s.hands] == [3, 3, 3, 1, 1]
    check_invariants(s)


def test_every_player_draws_at_least_one_card_at_the_fair():
    s = fair_position(3)
    stack(s, IRON, WOOD, STONE)
    flow.run(s, [])
    assert s.hands == [[IRON], [WOOD], [STONE]]
    assert s.phase == "trade"


def test_a_fair_comes_before_every_new_round():
    s = position(2, current=1)
    s.phase = "discard"
    events = []
    flow.run(s, events)
    assert "fair" in kinds(events)
    assert s.phase == "trade" or s.pending


def test_fair_immediate_cards_resolve_after_all_draws_in_turn_order():
    s = fair_position(3)
    s.first = 1
    stack(s, GROWTH, IRON, GRAIN)  # seat 1 draws growth, seat 2 iron, seat 0 grain
    events = []
    flow.run(s, events)
    order = kinds(events)
    assert order.index("growth") > max(i for i, k in enumerate(order) if k == "draw")
    assert s.cities[1] == 2
    assert s.hands[2] == [IRON] and s.hands[0] == [GRAIN]


def test_disasters_at_a_later_fair_take_effect():
    s = fair_position(2)
    give(s, 1, GRAIN, GRAIN)
    stack(s, FAMINE, WOOD)
    flow.run(s, [])
    assert s.pending and s.pending[-1][0] == "luck_famine"  # everyone is asked first
    let_it_happen(s)
    assert GRAIN not in s.hands[1]
    assert s.hands[1] == [WOOD]


def test_hand_may_hold_more_than_five_cards_during_the_fair():
    s = fair_position(2)
    give(s, 0, IRON, IRON, WOOD, WOOD, STONE)
    stack(s, GOLD, IRON, WOOD)  # two fair cards, then seat 0's turn card
    flow.run(s, [])
    assert len(s.hands[0]) == 6 and s.phase == "trade"
    act(s, 0, ("trade_done",))
    act(s, 1, ("trade_done",))
    assert s.phase == "action" and len(s.hands[0]) == 7  # and seat 0 drew its turn card


def trading(n=3):
    s = position(n)
    s.phase = "trade"
    s.trading = [True] * n
    return s


def test_matching_offers_trade_the_cards_at_once():
    s = trading()
    give(s, 0, STONE)
    give(s, 1, IRON)
    act(s, 0, ("offer", STONE, IRON))
    assert s.offers and s.offers[0][1:] == (0, STONE, IRON)
    events = act(s, 1, ("offer", IRON, STONE))
    assert "trade" in kinds(events)
    assert s.hands[0] == [IRON] and s.hands[1] == [STONE]
    assert s.offers == []
    check_invariants(s)


def test_special_resources_and_held_events_trade_too():
    s = trading()
    give(s, 0, SPECIAL0 + 1, HERO)
    give(s, 1, SPECIAL0, OLYMPICS)
    act(s, 0, ("offer", SPECIAL0 + 1, SPECIAL0))
    act(s, 1, ("offer", SPECIAL0, SPECIAL0 + 1))
    act(s, 0, ("offer", HERO, OLYMPICS))
    act(s, 1, ("offer", OLYMPICS, HERO))
    assert sorted(s.hands[0]) == sorted([SPECIAL0, OLYMPICS])
    assert sorted(s.hands[1]) == sorted([SPECIAL0 + 1, HERO])


def test_only_resource_deck_cards_trade():
    s = trading()
    give(s, 0, STONE)
    assert GAME.why_not(s, 0, ("offer", STONE, FAMINE)).code == "not_tradeable"
    assert GAME.why_not(s, 0, ("offer", 99, STONE)).code == "not_tradeable"
    assert GAME.why_not(s, 0, ("offer", IRON, STONE)).code == "no_such_card"
    assert GAME.why_not(s, 0, ("build", "army", 0)).code == "fair_in_progress"


def test_a_matched_trade_is_final_and_withdrawn_offers_do_not_match():
    s = trading()
    give(s, 0, STONE)
    give(s, 1, IRON)
    act(s, 0, ("offer", STONE, IRON))
    oid = s.offers[0][0]
    act(s, 0, ("withdraw", oid))
    act(s, 1, ("offer", IRON, STONE))
    assert s.hands[0] == [STONE] and s.hands[1] == [IRON]
    assert GAME.why_not(s, 0, ("withdraw", oid)).code == "no_such_offer"


def test_offers_are_capped_per_fair_and_done_is_always_legal():
    s = trading(2)
    give(s, 0, STONE)
    wants = [IRON, WOOD, GRAIN, GOLD, LUCK, HERO]
    for w in wants:
        act(s, 0, ("offer", STONE, w))
        act(s, 0, ("withdraw", s.offers[-1][0]))
    assert GAME.why_not(s, 0, ("offer", STONE, OLYMPICS)).code == "offer_limit"
    assert ("trade_done",) in GAME.legal_actions(s, 0)


def test_a_done_seats_offers_still_match_and_the_fair_ends_when_all_are_done_after_the_last_offer():
    s = trading(3)
    give(s, 0, STONE)
    give(s, 2, IRON)
    act(s, 0, ("offer", STONE, IRON))
    act(s, 0, ("trade_done",))
    assert GAME.to_move(s) == (1, 2)
    act(s, 2, ("offer", IRON, STONE))  # matches the offer of seat 0, which has said done
    assert s.hands[0] == [IRON] and s.hands[2] == [STONE]
    assert GAME.to_move(s) == (0, 1, 2)  # the new offer calls seat 0 back
    act(s, 1, ("trade_done",))
    act(s, 2, ("trade_done",))
    assert s.phase == "trade"
    act(s, 0, ("trade_done",))
    assert s.phase not in ("trade",) and s.round == 2
    assert s.offers == []


def test_offers_are_public():
    s = trading(2)
    give(s, 0, STONE)
    act(s, 0, ("offer", STONE, IRON))
    v = GAME.view(s, 1)
    assert v.offers == s.offers


def test_rounds_and_fairs_go_on_when_the_first_player_is_out():
    from civitas.games.heroes.rules import eliminate

    s = position(4, current=3)
    eliminate(s, 0, [])
    events = act(s, 3, ("skip",))
    assert "fair" in kinds(events)
    for seat in (1, 2, 3):
        act(s, seat, ("trade_done",))
    assert s.current == 1 and s.phase == "action"
    act(s, 1, ("skip",))
    assert s.current == 2 and s.phase == "action"


def test_a_matched_trade_cannot_be_undone():
    from civitas.engine.session import Session

    session = Session.new(GAME, {"players": 3}, 4)
    s = session.state
    give(s, 0, STONE)
    give(s, 1, IRON)
    assert isinstance(session.act(0, ("offer", STONE, IRON)), list)
    assert session.can_undo(0)  # an unmatched offer may be taken back
    events = session.act(1, ("offer", IRON, STONE))
    assert "trade" in kinds(events)
    assert not session.can_undo(1) and not session.can_undo(0)


# --- the market (table rules trade_market, trade_end, offer_cap) ------------------------------------
def test_a_new_offer_brings_back_every_player_who_said_done_and_can_still_post():
    s = trading(4)
    for seat in range(4):
        give(s, seat, STONE if seat == 0 else GRAIN)
    for seat in (1, 2, 3):
        act(s, seat, ("trade_done",))
    assert GAME.to_move(s) == (0,)
    events = act(s, 0, ("offer", STONE, IRON))
    assert "trade_done" not in kinds(events)
    assert GAME.to_move(s) == (0, 1, 2, 3)
    assert ("offer", GRAIN, STONE) in GAME.legal_actions(s, 1)  # each may now answer it


def test_saying_done_then_posting_is_refused_until_a_new_offer_calls_the_player_back():
    s = trading(2)
    give(s, 0, STONE)
    give(s, 1, IRON)
    act(s, 0, ("trade_done",))
    assert GAME.why_not(s, 0, ("offer", STONE, IRON)).code == "said_done"
    act(s, 1, ("offer", IRON, WOOD))
    assert GAME.why_not(s, 0, ("offer", STONE, IRON)) is None


def test_a_player_with_no_offers_left_or_no_cards_is_not_called_back():
    from civitas.games.heroes.cards import OFFERS_PER_FAIR

    s = trading(3)
    give(s, 0, STONE)
    give(s, 1, IRON)  # seat 2 holds nothing
    s.posts[1] = OFFERS_PER_FAIR
    act(s, 1, ("trade_done",))
    act(s, 2, ("trade_done",))
    act(s, 0, ("offer", STONE, GRAIN))
    assert GAME.to_move(s) == (0,)
    act(s, 0, ("trade_done",))
    assert s.phase != "trade"


def test_a_withdrawal_calls_nobody_back():
    s = trading(2)
    give(s, 0, STONE)
    give(s, 1, IRON)
    act(s, 0, ("offer", STONE, GRAIN))
    act(s, 1, ("trade_done",))
    act(s, 0, ("withdraw", s.offers[0][0]))
    assert GAME.to_move(s) == (0,)


def test_in_hot_seat_no_done_ends_the_fair_before_the_others_saw_the_last_offer():
    s = trading(2)
    give(s, 0, STONE, WOOD)
    give(s, 1, IRON, GRAIN)
    act(s, 0, ("offer", STONE, IRON))
    act(s, 0, ("trade_done",))  # the first person is done and leaves the screen to the second
    act(s, 1, ("offer", GRAIN, WOOD))
    act(s, 1, ("trade_done",))
    assert s.phase == "trade" and GAME.to_move(s) == (0,)  # the first person sees the new offer
    act(s, 0, ("offer", WOOD, GRAIN))
    assert sorted(s.hands[0]) == sorted([STONE, GRAIN])
    assert GAME.to_move(s) == (0, 1)  # and the second sees the trade
    act(s, 0, ("trade_done",))
    act(s, 1, ("trade_done",))
    assert s.phase != "trade"


def test_every_fair_ends_within_the_offer_cap_whatever_the_players_do():
    from civitas.engine.rng import Rng
    from civitas.games.heroes.cards import OFFERS_PER_FAIR

    for n in (2, 4, 6):
        for seed in range(15):
            s = trading(n)
            for seat in range(n):
                give(s, seat, IRON, WOOD, GRAIN, STONE)
            rng = Rng(seed * 7 + n)
            posts = 0
            dones = 0
            while s.phase == "trade":
                movers = GAME.to_move(s)
                seat = movers[rng.below(len(movers))]
                legal = GAME.legal_actions(s, seat)
                offers = [a for a in legal if a[0] == "offer"]
                # a busy market: mostly new offers, seldom done
                action = offers[rng.below(len(offers))] if offers and rng.below(5) else ("trade_done",)
                posts += action[0] == "offer"
                dones += action == ("trade_done",)
                act(s, seat, action)
            assert posts <= n * OFFERS_PER_FAIR
            assert dones <= n + posts * (n - 1)  # a done per player, plus one per call back
            check_invariants(s)
