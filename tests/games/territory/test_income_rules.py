"""Income (TE-I1..TE-I4), buildings and characters working only when funded (TE-B1, TE-B2, TE-P1), and the
income table rules: income start, draft turns, local profit, Bank, Plantation, Casino and the profit
modifiers (TR-T9..TR-T11, TR-T24..TR-T27)."""

from __future__ import annotations

from territory_helpers import Dice, act, bare, code, draft, fund, give, land, on, put, wrap

from civitas.games.territory import GAME
from civitas.games.territory.income import start_income


def test_te_i1_units_are_taken_one_at_a_time_from_the_leader_clockwise():
    s = bare(3, leader=1)
    for _ in range(3):
        act(s, ("end",))
    lands = [land(s, p, "factory") for p in range(3)]
    assert s.turn == 1
    pool = s.pool
    act(s, ("take", on(s, lands[1], "factory")))
    assert s.pool == pool - 1 and s.turn == 2
    act(s, ("pass",))
    assert s.turn == 0


def test_te_i2_influence_cards_are_played_in_the_income_phase_only():
    s = bare(2)
    (crisis,) = give(s, 0, "crisis")
    assert code(s, ("event", crisis, -1)) == "wrong_phase"
    draft(s, 0)
    act(s, ("event", crisis, -1))
    assert s.pool == 4


def test_te_i3_a_placed_character_acts_in_the_income_phase():
    s = bare(2)
    t = land(s, 0, "entrepreneur")
    ent = on(s, t, "entrepreneur")
    fund(s, ent)
    assert not [a for a in GAME.legal_actions(s, 0) if a[0] == "act"]
    draft(s, 0)
    s.rng = Dice(5)
    act(s, ("act", ent, -1))
    assert s.local[t] == 3


def test_te_i4_the_income_phase_ends_when_the_pool_runs_out():
    s = bare(2)
    t = land(s, 0, "factory", "house")
    draft(s, 0, pool=1)
    events = act(s, ("take", on(s, t, "factory")))
    kinds = [e.kind for e in events]
    assert "pass" not in kinds and kinds.index("take") < kinds.index("leader")  # destruction followed
    assert s.round == 2


def test_tr_t26_the_draft_also_ends_when_everyone_passed_and_the_rest_is_lost():
    s = bare(2)
    land(s, 0, "factory")
    draft(s, 0, pool=6)
    act(s, ("pass",))
    events = act(s, ("pass",))
    assert s.phase != "draft" and s.pool != 6
    assert [e.args["count"] for e in events if e.kind == "pool_lost"] == [6]


def test_te_b1_a_building_needs_its_required_income_and_then_yields_its_profit():
    s = bare(2)
    t = land(s, 0, "trade_house")
    trade = on(s, t, "trade_house")
    draft(s, 0)
    act(s, ("take", trade))
    assert s.paid[trade] == 1 and s.local[t] == 3


def test_te_b2_an_unfunded_building_does_not_work():
    s = bare(2)
    t = land(s, 0, "bank", "police")
    thief_land = land(s, 1, "robber")
    factory = put(s, t, "factory")[0]
    bank = on(s, t, "bank")
    draft(s, 0)
    s.paid[factory] = 1
    assert ("store", bank) not in GAME.legal_actions(s, 0)  # the bank is unfunded
    fund(s, on(s, thief_land, "robber"))
    draft(s, 1)
    robber = on(s, thief_land, "robber")
    assert ("act", robber, factory) in GAME.legal_actions(s, 1)  # the unfunded police does not guard


def test_te_p1_an_unfunded_character_cannot_act():
    s = bare(2)
    t = land(s, 0, "entrepreneur")
    ent = on(s, t, "entrepreneur")
    draft(s, 0)
    assert code(s, ("act", ent, -1)) == "not_working"


def test_tr_t24_cards_that_need_nothing_yield_when_income_starts():
    s = bare(2)
    t = land(s, 0, "house", "kiosk", "factory")
    act(s, ("end",))
    act(s, ("end",))
    assert s.local[t] == 3 and s.paid[on(s, t, "factory")] == 0


def test_tr_t25_one_influence_a_turn_then_exactly_one_take_store_or_pass():
    s = bare(2)
    t = land(s, 0, "factory")
    crisis, growth = give(s, 0, "crisis", "growth")
    draft(s, 0, pool=5)
    act(s, ("event", crisis, -1))
    assert code(s, ("event", growth, -1)) == "one_influence"
    assert s.turn == 0
    act(s, ("take", on(s, t, "factory")))
    assert s.turn == 1


def test_why_not_take_from_an_empty_pool():
    s = bare(2)
    t = land(s, 0, "factory")
    draft(s, 0, pool=0)
    assert code(s, ("take", on(s, t, "factory"))) == "pool_empty"


def test_tr_t27_local_profit_is_allocated_on_own_cards_of_that_territory_and_lost_at_destruction():
    s = bare(2)
    t = land(s, 0, "kiosk", "factory", "trade_house")
    other = land(s, 0, "circus")
    draft(s, 0)
    start_income(s, [])
    assert s.local[t] == 2
    legal = GAME.legal_actions(s, 0)
    assert ("allocate", t, on(s, other, "circus")) not in legal  # another territory, not united
    act(s, ("allocate", t, on(s, t, "factory")))
    assert s.local[t] == 1 + 2
    act(s, ("allocate", t, on(s, t, "trade_house")))
    assert s.local[t] == 5
    act(s, ("pass",))
    act(s, ("pass",))  # nobody has anything left to do in the last window: the round ends
    assert s.local[t] == 0 and s.round == 2


def test_tr_t9_a_bank_stores_a_pool_unit_only_when_nothing_else_there_needs_income():
    s = bare(2)
    t = land(s, 0, "bank", "factory")
    bank, factory = on(s, t, "bank"), on(s, t, "factory")
    fund(s, bank)
    draft(s, 0, pool=5)
    assert ("store", bank) not in GAME.legal_actions(s, 0)
    assert code(s, ("store", bank)) == "bank_cannot_store"
    fund(s, factory)
    act(s, ("store", bank))
    assert s.stored[bank] == 1 and s.pool == 4
    draft(s, 0)
    assert ("store", bank) not in GAME.legal_actions(s, 0)  # full: it holds 1


def test_tr_t9_stored_units_stay_and_are_released_one_at_a_time_into_local_income():
    s = bare(2)
    t = land(s, 0, "bank", "house")
    bank = on(s, t, "bank")
    s.stored[bank] = 1
    draft(s, 0)
    s.paid[bank] = 1
    act(s, ("release", bank))
    assert s.stored[bank] == 0 and s.local[t] == 1
    s.stored[bank] = 1
    act(s, ("pass",))
    act(s, ("pass",))
    act(s, ("done",))  # seat 0 keeps the unit through the round
    assert s.stored[bank] == 1 and s.round == 2


def test_tr_t22_a_banker_lets_each_bank_on_its_territory_hold_two_more():
    s = bare(2)
    t = land(s, 0, "bank", "banker")
    bank = on(s, t, "bank")
    fund(s, bank, on(s, t, "banker"))
    s.stored[bank] = 2
    draft(s, 0)
    act(s, ("store", bank))
    assert s.stored[bank] == 3
    draft(s, 0)
    assert ("store", bank) not in GAME.legal_actions(s, 0)


def test_tr_t10_a_plantation_tucks_one_card_a_round_and_yields_one_per_tucked_card():
    s = bare(2)
    t = land(s, 0, "plantation")
    plantation = on(s, t, "plantation")
    a, b = give(s, 0, "crisis", "flood")
    wrap(s, 0)
    act(s, ("tuck", plantation, a))
    assert s.under[plantation] == [a] and ("tuck", plantation, b) not in GAME.legal_actions(s, 0)
    s.under[plantation].append(b)
    s.hands[0].remove(b)
    draft(s, 0, pool=5)
    s.paid[plantation] = 1
    act(s, ("take", plantation))
    assert s.local[t] == 2


def test_tr_t10_a_peasant_on_a_plantation_territory_yields_two():
    s = bare(2)
    t = land(s, 0, "plantation", "peasant")
    draft(s, 0)
    act(s, ("take", on(s, t, "peasant")))
    assert s.local[t] == 2


def test_tr_t11_a_casino_rolls_when_funded_four_to_six_pay_that_much():
    for roll, gain in ((3, 0), (4, 4), (6, 6)):
        s = bare(2)
        t = land(s, 0, "gambling_house")
        casino = on(s, t, "gambling_house")
        draft(s, 0)
        s.paid[casino] = 1
        s.rng = Dice(roll)
        act(s, ("take", casino))
        assert s.local[t] == gain


def test_circus_yields_one_less_with_a_factory_on_its_territory():
    s = bare(2)
    t = land(s, 0, "circus", "factory")
    alone = land(s, 0, "circus")
    draft(s, 0)
    act(s, ("take", on(s, t, "circus")))
    draft(s, 0)
    act(s, ("take", on(s, alone, "circus")))
    assert (s.local[t], s.local[alone]) == (1, 2)


def test_development_cards_raise_the_profit_of_their_host():
    s = bare(2)
    homes = land(s, 0, "house", "house", "household")
    banks = land(s, 0, "bank", "deposits", "deposits")
    clinic = land(s, 0, "hospital", "paid_medicine")
    draft(s, 0)
    start_income(s, [])
    assert s.local[homes] == 2 * 2 + 1  # each house +1, the garden itself 1
    assert s.local[banks] == 2  # the two deposits cards themselves
    act(s, ("take", on(s, banks, "bank")))
    assert s.local[banks] == 2 + 2
    draft(s, 0)
    act(s, ("take", on(s, clinic, "hospital")))
    assert s.local[clinic] == 1 + 1


def test_a_burden_unfunded_blocks_every_other_card_of_its_territory():
    s = bare(2)
    t = land(s, 0, "kiosk", "factory", "land_price")
    factory, burden = on(s, t, "factory"), on(s, t, "land_price")
    draft(s, 0)
    start_income(s, [])
    assert code(s, ("take", factory)) == "burdened"
    assert ("allocate", t, factory) not in GAME.legal_actions(s, 0)
    act(s, ("allocate", t, burden))
    act(s, ("allocate", t, burden))
    assert ("take", factory) in GAME.legal_actions(s, 0)
