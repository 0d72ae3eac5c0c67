"""Destruction (TE-D1..TE-D3) and its table rules: the order of its steps (TR-T37), Good Name and Drought
(TR-T33), the burdens (TR-T34) and the Epidemic with Hospital and Bunker (TR-T32)."""

from __future__ import annotations

from territory_helpers import act, bare, close, draft, fund, give, land, on, put

from civitas.games.territory.rules import sheltered


def test_te_d1_a_building_without_its_income_collapses_to_the_demolition_pile():
    s = bare(2)
    t = land(s, 0, "house", "factory", "trade_house")
    factory, trade = on(s, t, "factory"), on(s, t, "trade_house")
    fund(s, trade)
    close(s)
    assert factory in s.demolished and s.host[factory] == -1
    assert s.host[trade] == t and s.host[on(s, t, "house")] == t


def test_te_d2_a_character_without_its_income_collapses_the_same_way():
    s = bare(2)
    t = land(s, 0, "house", "spy")
    spy = on(s, t, "spy")
    close(s)
    assert spy in s.demolished


def test_te_d3_a_territory_without_buildings_and_characters_goes_to_the_discard():
    s = bare(2)
    t = land(s, 0, "factory", "mayor", "drought")
    face = s.face[t]
    kept = land(s, 0, "house")
    cards = list(s.on[t])
    close(s)
    assert s.owner[t] == -1 and s.lands[0] == [kept]
    assert face in s.discard and all(c in s.discard or c in s.demolished for c in cards)


def test_funding_is_cleared_while_bank_stores_and_tucked_cards_stay():
    s = bare(2)
    t = land(s, 0, "bank", "plantation")
    bank, plantation = on(s, t, "bank"), on(s, t, "plantation")
    fund(s, bank, plantation)
    s.stored[bank] = 1
    (tucked,) = give(s, 0, "crisis")
    s.hands[0].remove(tucked)
    s.under[plantation] = [tucked]
    close(s)
    assert s.paid[bank] == 0 and s.stored[bank] == 1 and s.under[plantation] == [tucked]


def test_tr_t37_destruction_runs_epidemic_collapse_burdens_good_name_neglect():
    s = bare(2)
    sick = land(s, 0, "house", "spy")
    fund(s, on(s, sick, "spy"))
    land(s, 0, "factory")  # unfunded: collapses, then its territory is neglected
    good = land(s, 0, "house", "excellent", "imaginary_income")
    fund(s, on(s, good, "excellent"))
    s.rep[0] = 2
    s.epidemic = [0]
    kinds = [e.kind for e in close(s)]
    steps = ["epidemic_loss", "collapse", "burden", "good_name", "neglected", "leader"]
    assert [kinds.index(k) for k in steps] == sorted(kinds.index(k) for k in steps)


def test_tr_t37_burdens_are_paid_before_good_name_is_gained():
    s = bare(2)
    t = land(s, 0, "house", "excellent", "land_price")
    fund(s, on(s, t, "excellent"))
    close(s)
    assert s.rep[0] == 1  # 0 stays 0 after the burden, then +1


def test_tr_t33_a_funded_good_name_gives_one_reputation_at_destruction():
    s = bare(2)
    t = land(s, 0, "house", "excellent")
    other = land(s, 1, "house", "excellent")
    fund(s, on(s, t, "excellent"))
    close(s)
    assert s.rep == [1, 0]
    assert s.host[on(s, other, "excellent")] == other  # unfunded, it just stays


def test_tr_t33_drought_needs_nothing_stops_plantations_and_stays():
    s = bare(2)
    t = land(s, 0, "plantation", "drought")
    plantation = on(s, t, "plantation")
    s.under[plantation] = [give(s, 0, "crisis")[0]]
    s.hands[0] = []
    draft(s, 0)
    s.paid[plantation] = 1
    act(s, ("take", plantation))
    assert s.local[t] == 0
    fund(s, plantation)
    close(s)
    assert s.host[on(s, t, "drought")] == t


def test_tr_t34_an_unfunded_burden_costs_its_territory_owner_one_reputation_not_below_zero():
    s = bare(2)
    land(s, 0, "house", "land_price")
    land(s, 1, "house", "imaginary_income")
    s.rep = [2, 0]
    close(s)
    assert s.rep == [1, 0]
    close(s)
    assert s.rep == [0, 0]


def test_tr_t34_a_funded_burden_goes_to_the_discard():
    s = bare(2)
    t = land(s, 0, "house", "land_price")
    burden = on(s, t, "land_price")
    fund(s, burden)
    s.rep = [2, 0]
    close(s)
    assert burden in s.discard and s.rep == [2, 0]


def test_tr_t32_epidemic_kills_every_character_of_the_victim_but_the_sheltered():
    s = bare(2)
    ward = land(s, 0, "hospital", "spy", "invader")
    safe = land(s, 0, "bunker", "robber", "entrepreneur")
    open_land = land(s, 0, "entrepreneur", "house")
    for t in (ward, safe, open_land):
        fund(s, *s.on[t])
    theirs = land(s, 1, "spy")
    fund(s, *s.on[theirs])
    invader, ward_spy = on(s, ward, "invader"), on(s, ward, "spy")
    assert sheltered(s, on(s, safe, "robber")) and not sheltered(s, on(s, safe, "entrepreneur"))
    s.epidemic = [0]
    close(s)
    assert s.host[invader] == ward and ward_spy in s.demolished  # the hospital saves the dearest
    assert s.host[on(s, safe, "robber")] == safe and len(s.on[safe]) == 2  # the entrepreneur died
    assert s.on[open_land] == [on(s, open_land, "house")]
    assert s.host[on(s, theirs, "spy")] == theirs  # another player is not hit


def test_tr_t32_an_unfunded_hospital_or_bunker_saves_nobody():
    s = bare(2)
    t = land(s, 0, "hospital", "bunker", "spy")
    spy = on(s, t, "spy")
    fund(s, spy)
    put(s, land(s, 0), "house")
    s.epidemic = [0]
    close(s)
    assert spy in s.demolished
