"""Unions (TE-U1..TE-U7) and their table rules: the link of a Bridge (TR-T35), the evaluation with its
takeover, its reputation and its ties (TR-T36)."""

from __future__ import annotations

from territory_helpers import act, bare, close, code, draft, fund, give, land, on, pull, put

from civitas.games.territory import GAME
from civitas.games.territory.rules import significance, unfunded, union_of, unions


def _bridge(s, seat: int, target: int, *more: str) -> int:
    t = land(s, seat, "bridge", "house", *more)
    fund(s, *s.on[t])
    s.links[on(s, t, "bridge")] = target
    return t


def test_te_u1_a_functioning_bridge_unites_two_territories():
    s = bare(2)
    theirs = land(s, 1, "house")
    mine = _bridge(s, 0, theirs)
    assert unions(s) == [sorted([mine, theirs])]


def test_te_u2_a_bridge_starts_from_an_own_territory():
    s = bare(2)
    theirs = land(s, 1, "house")
    other = land(s, 1, "house")
    (bridge,) = give(s, 0, "bridge")
    assert not [a for a in GAME.legal_actions(s, 0) if a[0] == "bridge"]
    assert GAME.why_not(s, 0, ("bridge", bridge, theirs, other)) is not None


def test_te_u3_a_territory_may_be_united_with_any_number_of_others():
    s = bare(3)
    hub = land(s, 2, "house")
    a = _bridge(s, 0, hub)
    b = _bridge(s, 1, hub)
    c = _bridge(s, 0, a)
    assert unions(s) == [sorted([hub, a, b, c])]


def test_te_u4_significance_counts_own_territories_one_to_one_then_two_to_one():
    s = bare(2)
    theirs = land(s, 1, "house")
    mine = _bridge(s, 0, theirs)
    assert significance(s, union_of(s, mine)) == [1, 1]
    _bridge(s, 0, theirs)
    assert significance(s, union_of(s, mine)) == [2, 1]


def test_te_u5_tr_t36_the_strict_leader_takes_every_territory_with_its_cards_and_gains_one_reputation():
    s = bare(2)
    theirs = land(s, 1, "house", "factory")
    factory = on(s, theirs, "factory")
    fund(s, factory)
    _bridge(s, 0, theirs)
    _bridge(s, 0, theirs)
    events = close(s)
    assert s.owner[theirs] == 0 and theirs in s.lands[0] and s.lands[1] == []
    assert s.host[factory] == theirs and s.rep == [1, 0] and s.conquered == [1, 0]
    assert [e.args["count"] for e in events if e.kind == "takeover"] == [1]


def test_tr_t36_a_tie_in_significance_changes_nothing():
    s = bare(2)
    theirs = land(s, 1, "house")
    mine = _bridge(s, 0, theirs)
    close(s)
    assert s.owner[theirs] == 1 and s.owner[mine] == 0 and s.rep == [0, 0]


def test_tr_t36_a_leader_who_already_owns_the_whole_union_gains_nothing():
    s = bare(2)
    a = land(s, 0, "house")
    _bridge(s, 0, a)
    close(s)
    assert s.rep == [0, 0]


def test_te_u6_functioning_cards_raise_or_lower_significance():
    s = bare(2)
    theirs = land(s, 1, "house", "police", "drought")
    mine = _bridge(s, 0, theirs, "mayor")
    group = union_of(s, mine)
    assert significance(s, group) == [2, 0]  # mayor +1; unfunded police nothing; drought -1
    fund(s, on(s, theirs, "police"))
    assert significance(s, group) == [2, 1]
    for kind in ("military", "security", "invader", "excellent"):
        t = land(s, 1, kind)
        fund(s, on(s, t, kind))
        assert significance(s, [t]) == [0, 2], kind


def test_tr_t35_an_unfunded_bridge_holds_no_link_and_a_gone_bridge_removes_it():
    s = bare(2)
    theirs = land(s, 1, "house")
    mine = _bridge(s, 0, theirs)
    bridge = on(s, mine, "bridge")
    s.paid[bridge] = 0
    assert unions(s) == []
    close(s)  # the unfunded bridge collapses
    assert bridge in s.demolished and bridge not in s.links


def test_tr_t35_the_bridge_and_its_link_stay_after_an_evaluation():
    s = bare(2)
    theirs = land(s, 1, "house")
    mine = _bridge(s, 0, theirs)
    _bridge(s, 0, theirs)
    close(s)
    assert s.links[on(s, mine, "bridge")] == theirs


def test_te_u7_tr_t14_a_union_shares_protection_and_its_owner_allocates_across_own_territories():
    s = bare(2)
    guarded_land = land(s, 1, "police", "house")
    fund(s, on(s, guarded_land, "police"))
    victim = land(s, 1, "factory", "trade_house")
    fund(s, on(s, victim, "factory"))
    link = land(s, 1, "bridge")
    fund(s, on(s, link, "bridge"))
    s.links[on(s, link, "bridge")] = guarded_land
    s.links[put(s, victim, "bridge")[0]] = link
    fund(s, on(s, victim, "bridge"))
    thief = land(s, 0, "robber")
    robber = on(s, thief, "robber")
    fund(s, robber)
    draft(s, 0)
    assert ("act", robber, on(s, victim, "factory")) not in GAME.legal_actions(s, 0)
    assert code(s, ("act", robber, on(s, victim, "factory"))) == "guarded"
    draft(s, 1)
    s.local[guarded_land] = 1
    act(s, ("allocate", guarded_land, on(s, victim, "trade_house")))
    assert s.paid[on(s, victim, "trade_house")] == 1


def _united_pair(s):
    """Seat 1's territory ``a`` united by seat 0's bridge territory ``b``: (a, b)."""
    a = land(s, 1, "house")
    b = _bridge(s, 0, a)
    assert sorted(union_of(s, a)) == sorted([a, b])
    return a, b


def test_te_u7_a_flood_on_one_united_territory_stops_the_profit_of_the_whole_union():
    """Seed: every effect of each united territory acts on the union, events included."""
    s = bare(2)
    a, b = _united_pair(s)
    factory = put(s, b, "trade_house")[0]
    (flood,) = give(s, 1, "flood")
    draft(s, 1)
    act(s, ("event", flood, a))  # the flood hits seat 1's own territory ...
    before = s.local[b]
    for _ in range(4):  # seat 0 funds its trade house unit by unit
        draft(s, 0)
        if GAME.why_not(s, 0, ("take", factory)) is not None:
            break
        act(s, ("take", factory))
    assert not unfunded(s, factory)  # funded: it would have yielded its profit
    assert s.local[b] == before  # ... and the trade house on the united territory yields nothing


def test_te_u7_a_drought_on_a_united_territory_stops_the_plantations_of_the_partner():
    s = bare(2)
    a, b = _united_pair(s)
    plantation = put(s, b, "plantation")[0]
    s.under[plantation] = [pull(s, "house")]  # one card tucked: it would give 1
    put(s, a, "drought")
    from civitas.games.territory.income import profit

    assert profit(s, plantation, []) == 0
    s.links.clear()  # without the union the drought is on another territory: the plantation gives again
    assert profit(s, plantation, []) == 1


def test_te_u7_a_kitchen_garden_on_one_united_territory_raises_the_houses_of_the_partner():
    s = bare(2)
    a, b = _united_pair(s)
    house_a = on(s, a, "house")
    from civitas.games.territory.income import profit

    alone = profit(s, house_a, [])
    put(s, b, "household")
    assert profit(s, house_a, []) == alone + 1
