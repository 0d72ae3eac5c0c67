"""Influence (TE-F1..TE-F3) and every event and reputation card (TR-T28..TR-T34), and every character's
ability (TR-T12..TR-T22)."""

from __future__ import annotations

import pytest
from territory_helpers import Dice, act, bare, close, code, draft, fund, give, kind, land, on

from civitas.games.territory import GAME
from civitas.games.territory.rules import need, unfunded


def _ready(s, seat: int, *kinds: str) -> int:
    """A territory of ``seat`` whose cards are all funded."""
    t = land(s, seat, *kinds)
    fund(s, *s.on[t])
    return t


def _targets(s, seat: int, card: int) -> list[int]:
    return [a[2] for a in GAME.legal_actions(s, seat) if a[:2] in (("act", card), ("event", card), ("rep", card))]


# --- influence ------------------------------------------------------------------------------------
def test_te_f1_events_and_reputation_cards_are_played_each_as_its_own_kind():
    s = bare(2)
    t = land(s, 0, "house")
    flood, good = give(s, 0, "flood", "excellent")
    draft(s, 0)
    assert code(s, ("rep", flood, t)) == "wrong_form" and code(s, ("event", good, t)) == "wrong_form"
    act(s, ("rep", good, t))
    assert s.host[good] == t


def test_te_f2_tr_t28_an_event_goes_to_the_discard_and_its_effect_ends_at_destruction():
    s = bare(2)
    t = land(s, 0, "house")
    (flood,) = give(s, 0, "flood")
    draft(s, 0)
    act(s, ("event", flood, t))
    assert flood in s.discard and s.flooded == [t]
    close(s)
    assert s.flooded == []


def test_te_f3_a_reputation_card_stays_on_its_territory_round_after_round():
    s = bare(2)
    t = _ready(s, 0, "house")
    (drought,) = give(s, 0, "drought")
    draft(s, 0)
    act(s, ("rep", drought, t))
    close(s)
    close(s)
    assert s.host[drought] == t


def test_tr_t33_good_name_goes_on_an_own_territory_drought_and_burdens_on_anyones():
    s = bare(2)
    mine, theirs = land(s, 0, "house"), land(s, 1, "house")
    good, drought, burden = give(s, 0, "excellent", "drought", "imaginary_income")
    draft(s, 0)
    assert _targets(s, 0, good) == [mine] and code(s, ("rep", good, theirs)) == "own_territory_only"
    assert _targets(s, 0, drought) == [mine, theirs] == _targets(s, 0, burden)
    act(s, ("rep", burden, theirs))
    close(s)
    assert s.host[burden] == theirs  # it belongs to the territory's owner, and costs them


def test_tr_t29_earthquake_demolishes_another_players_building_never_a_bunker():
    s = bare(2)
    t = land(s, 1, "bunker", "factory", "spy")
    land(s, 0, "house")
    (quake,) = give(s, 0, "earthquake")
    draft(s, 0)
    assert _targets(s, 0, quake) == [on(s, t, "factory")]
    act(s, ("event", quake, on(s, t, "factory")))
    assert kind(s.demolished[-1]) == "factory"


def test_tr_t29_a_flooded_territory_s_buildings_yield_nothing_banks_still_work():
    s = bare(2)
    t = land(s, 1, "trade_house", "bank", "deposits")
    (flood,) = give(s, 0, "flood")
    draft(s, 0)
    act(s, ("event", flood, t))
    draft(s, 1)
    act(s, ("take", on(s, t, "trade_house")))
    draft(s, 1)
    act(s, ("take", on(s, t, "bank")))
    assert s.local[t] == 1  # the deposits card's bonus on the bank; the trade house gave 0


def test_tr_t30_crisis_boom_and_recession_change_the_pool():
    s = bare(3)
    crisis, boom, recession = give(s, 0, "crisis", "growth", "decline")
    draft(s, 0, pool=2)
    act(s, ("event", crisis, -1))
    assert s.pool == 1
    draft(s, 0, pool=2)
    act(s, ("event", boom, -1))
    assert s.pool == 5 and s.boom == 2
    draft(s, 0, pool=2)
    act(s, ("event", recession, -1))
    assert s.pool == 0 and s.boom == 0
    (crisis2,) = give(s, 0, "crisis")
    assert _targets(s, 0, crisis2) == []  # nothing to take from an empty pool


def test_tr_t30_market_panic_makes_a_players_exchanges_need_two_more_and_lose_their_bonus():
    s = bare(2)
    t = _ready(s, 1, "entrepreneur", "exchange")
    exchange, ent = on(s, t, "exchange"), on(s, t, "entrepreneur")
    (panic,) = give(s, 0, "stock_crash")
    draft(s, 0)
    assert _targets(s, 0, panic) == [1]
    act(s, ("event", panic, 1))
    assert need(s, exchange) == 3
    draft(s, 1)
    assert ("take", exchange) in GAME.legal_actions(s, 1)
    s.paid[exchange] = 3
    s.rng = Dice(2)
    act(s, ("act", ent, -1))
    assert s.local[t] == 0


def test_tr_t31_new_horizons_draws_two_windfall_gives_a_stocked_banks_territory_two():
    s = bare(2)
    t = land(s, 1, "bank")
    bank = on(s, t, "bank")
    horizons, windfall = give(s, 0, "prospects", "lucky_deposits")
    draft(s, 0)
    assert _targets(s, 0, windfall) == []
    s.stored[bank] = 1
    act(s, ("event", horizons, -1))
    assert len(s.hands[0]) == 1 + 2
    draft(s, 0)
    act(s, ("event", windfall, bank))
    assert s.local[t] == 2


def test_tr_t32_epidemic_targets_another_player_for_destruction():
    s = bare(3)
    (epidemic,) = give(s, 0, "epidemic")
    draft(s, 0)
    assert _targets(s, 0, epidemic) == [1, 2]
    act(s, ("event", epidemic, 2))
    assert s.epidemic == [2]


# --- characters -----------------------------------------------------------------------------------
def test_tr_t13_a_character_acts_once_a_round_as_the_turns_one_influence():
    s = bare(2)
    t = _ready(s, 0, "entrepreneur")
    ent = on(s, t, "entrepreneur")
    (crisis,) = give(s, 0, "crisis")
    draft(s, 0)
    s.rng = Dice(1)
    act(s, ("act", ent, -1))
    assert code(s, ("event", crisis, -1)) == "one_influence"
    draft(s, 0)
    assert code(s, ("act", ent, -1)) == "already_acted"


def test_tr_t12_tr_t17_the_saboteur_demolishes_buildings_of_level_0_or_1_never_a_bunker():
    s = bare(2)
    victim = land(s, 1, "house", "factory", "plantation")
    other = land(s, 1, "bunker", "engineering", "kiosk")
    fund(s, on(s, other, "engineering"))
    bomber = on(s, _ready(s, 0, "bomber"), "bomber")
    draft(s, 0)
    assert sorted(_targets(s, 0, bomber)) == sorted([on(s, victim, "house"), on(s, victim, "factory")])
    act(s, ("act", bomber, on(s, victim, "factory")))
    assert kind(s.demolished[-1]) == "factory"


def test_tr_t18_the_hitman_kills_characters_of_level_1_unless_sheltered_or_guarded():
    s = bare(2)
    open_land = land(s, 1, "spy", "robber")
    _ready(s, 1, "bunker", "entrepreneur")  # sheltered
    _ready(s, 1, "security", "reconstructor")  # guarded
    hitman = on(s, _ready(s, 0, "assassin"), "assassin")
    draft(s, 0)
    assert _targets(s, 0, hitman) == [on(s, open_land, "spy")]
    act(s, ("act", hitman, on(s, open_land, "spy")))
    assert kind(s.demolished[-1]) == "spy" and s.spy_killed == [1, 0]


def test_tr_t15_the_thief_takes_a_buildings_income_where_a_card_is_still_unfunded():
    s = bare(2)
    victim = land(s, 1, "restaurant", "trade_house", "factory")
    s.paid[on(s, victim, "restaurant")] = 2
    fund(s, on(s, victim, "trade_house"))
    done = _ready(s, 1, "factory")
    policed = land(s, 1, "police", "circus")
    fund(s, on(s, policed, "police"), on(s, policed, "circus"))
    den = _ready(s, 0, "robber")
    robber = on(s, den, "robber")
    draft(s, 0)
    targets = _targets(s, 0, robber)
    assert sorted(targets) == sorted([on(s, victim, "restaurant"), on(s, victim, "trade_house")])
    assert on(s, done, "factory") not in targets
    act(s, ("act", robber, on(s, victim, "restaurant")))
    assert s.paid[on(s, victim, "restaurant")] == 0 and s.local[den] == 2 and s.robbed == [0, 1]


def test_tr_t16_the_raider_marks_an_unfunded_building_which_moves_to_it_once_funded():
    s = bare(2)
    victim = land(s, 1, "factory", "house")
    guarded = land(s, 1, "military", "circus")
    fund(s, on(s, guarded, "military"))
    lair = _ready(s, 0, "invader")
    raider = on(s, lair, "invader")
    factory = on(s, victim, "factory")
    draft(s, 0)
    assert _targets(s, 0, raider) == [factory]  # not the funded house, not behind the garrison
    act(s, ("act", raider, factory))
    act(s, ("pass",))
    act(s, ("take", factory))
    assert s.host[factory] == lair and s.local[lair] == 2 and s.paid[factory] == 1


def test_tr_t16_the_raiders_mark_ends_with_the_round():
    s = bare(2)
    victim = land(s, 1, "factory", "house")
    raider = on(s, _ready(s, 0, "invader"), "invader")
    draft(s, 0)
    act(s, ("act", raider, on(s, victim, "factory")))
    close(s)
    assert s.marks == {}


@pytest.mark.parametrize(("roll", "picks"), [(3, False), (4, True)])
def test_tr_t19_the_spy_rolls_and_on_4_to_6_its_owner_discards_a_card_there(roll, picks):
    s = bare(2)
    victim = land(s, 1, "bunker", "factory", "excellent")
    land(s, 1, "bunker")  # only a bunker: no target
    shielded = land(s, 1, "intelligence", "house")
    fund(s, on(s, shielded, "intelligence"))
    spy = on(s, _ready(s, 0, "spy"), "spy")
    draft(s, 0)
    assert _targets(s, 0, spy) == [victim]
    s.rng = Dice(roll)
    act(s, ("act", spy, victim))
    if not picks:
        assert s.phase == "draft" and len(s.on[victim]) == 3
        return
    assert s.phase == "spy" and GAME.to_move(s) == (0,)
    picks_offered = [a[1] for a in GAME.legal_actions(s, 0)]
    assert sorted(kind(c) for c in picks_offered) == ["excellent", "factory"]
    act(s, ("pick", on(s, victim, "excellent")))
    assert kind(s.discard[-1]) == "excellent" and s.phase == "draft" and s.turn == 0


@pytest.mark.parametrize(
    ("roll", "exchange", "boom", "gain"),
    [(3, False, 0, 0), (4, False, 0, 3), (1, True, 0, 2), (6, True, 0, 5), (5, False, 2, 5), (5, False, -2, 1)],
)
def test_tr_t20_the_entrepreneur_rolls_for_three_plus_two_with_an_exchange(roll, exchange, boom, gain):
    s = bare(2)
    t = _ready(s, 0, "entrepreneur", *(["exchange"] if exchange else []))
    draft(s, 0)
    s.boom = boom
    s.rng = Dice(roll)
    act(s, ("act", on(s, t, "entrepreneur"), -1))
    assert s.local[t] == gain


def test_tr_t21_the_restorer_brings_back_a_building_that_survives_but_does_nothing_this_round():
    s = bare(2)
    t = _ready(s, 0, "reconstructor")
    fallen = land(s, 1, "factory")
    factory = on(s, fallen, "factory")
    s.on[fallen].remove(factory)
    s.host[factory] = -1
    s.demolished.append(factory)
    restorer = on(s, t, "reconstructor")
    draft(s, 0)
    assert _targets(s, 0, restorer) == [factory]
    act(s, ("act", restorer, factory))
    assert s.host[factory] == t and s.owner[t] == 0
    assert ("take", factory) not in GAME.legal_actions(s, 0)
    close(s)
    assert s.host[factory] == t and s.rebuilt == []


def _fund_by_takes(s, seat: int, card: int) -> None:
    while unfunded(s, card):
        draft(s, seat)
        act(s, ("take", card))


def test_tr_t29_a_flood_after_a_building_was_funded_leaves_its_profit_and_stops_the_next_ones():
    """Both orders: profit yielded before the Flood stays; a building funded after it gives nothing."""
    s = bare(2)
    t = land(s, 1, "trade_house", "house")
    (flood,) = give(s, 0, "flood")
    _fund_by_takes(s, 1, on(s, t, "trade_house"))  # funded, and its profit yielded, before the flood
    earned = s.local[t]
    assert earned > 0
    draft(s, 0)
    act(s, ("event", flood, t))
    assert s.local[t] == earned  # nothing is taken back
    _fund_by_takes(s, 1, on(s, t, "house"))  # funded after the flood
    assert s.local[t] == earned  # it gives 0
