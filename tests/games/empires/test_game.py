"""The Game: options, why_not reasons, views and determinize (TR-E8), scoring (EM-P), the collapse winner
(EM-E, TR-E4, TR-E11) and the invariants."""

from __future__ import annotations

from typing import Any

import pytest
from empires_helpers import act, game, instances

from civitas.engine.game import OptionError
from civitas.engine.rng import Rng
from civitas.games.empires import GAME, flow, legal
from civitas.games.empires.core import Collapse, take_unrest
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.scoring import score_lines, total_vp, unrest_count, vp_of
from civitas.games.empires.state import HIDDEN
from civitas.games.empires.view import determinize, view


def test_em_s_game_options_default_nations_sides_b_and_distinct_nations():
    opts = GAME.validate_options({"players": 3})
    assert [opts[f"nation_{k}"] for k in (1, 2, 3)] == ["river_dynasts", "salt_guilds", "ember_clans"]
    assert opts["side_1"] == "B"
    with pytest.raises(OptionError):
        GAME.validate_options({"players": 2, "nation_2": "river_dynasts"})
    with pytest.raises(OptionError):
        GAME.validate_options({"players": 2, "first_player": "3"})



def test_em_s_a_real_game_starts_with_every_seat_holding_five_cards_and_the_first_decision():
    s, ev = GAME.start({"players": 4, "first_player": "2"}, 5)
    assert [len(h) for h in s.hand] == [5, 5, 5, 5]
    assert GAME.to_move(s) == (1,) and GAME.phase_id(s) == "turn"
    assert check_invariants(s) == []
    assert any(e.kind == "setup" and e.args["nations_name"][0] == "@nation.river_dynasts" for e in ev)


def test_em_a1_a3_a10_why_not_explains_a_refused_play():
    s = game()
    p = 0
    act(s, ("activate",))
    not_mine = s.hand[1][0]
    assert legal.why_not(s, p, ("play", not_mine)).code == "not_in_hand"
    assert legal.why_not(s, 1, ("activate",)).code == "not_your_turn"
    s.actions[p] = 0
    card = next(c for c in s.hand[p] if s.table[c].startswith("alpha_coin") or s.table[c] == "alpha_grain")
    assert legal.why_not(s, p, ("play", card)).code == "no_action_token"
    s.actions[p] = 3
    dev = instances(s, "alpha_dev1")[0]
    s.development[p].remove(dev)
    s.hand[p].append(dev)
    assert legal.why_not(s, p, ("play", dev)).code == "period_empire"


def test_em_a5_a6_why_not_explains_a_refused_exhaust():
    s = game()
    act(s, ("activate",))
    town = instances(s, "town")[0]
    assert legal.why_not(s, 0, ("exhaust", town)).code == "not_in_play"
    s.play[0].append(town)
    s.market = [c if c != town else -1 for c in s.market]
    assert legal.why_not(s, 0, ("exhaust", town)) is None
    act(s, ("exhaust", town))
    assert legal.why_not(s, 0, ("exhaust", town)).code == "already_exhausted"
    s.exhausted[0], s.exhaust[0] = [], 0
    assert legal.why_not(s, 0, ("exhaust", town)).code == "no_exhaust_token"
    assert legal.why_not(s, 0, ("exhaust", s.power[0])).code == "no_exhaust"  # side B has none


def test_tr_e8_nobody_sees_a_draw_pile_order_the_owner_sees_its_contents_only():
    s, _ = GAME.start({"players": 2, "first_player": "1"}, 3)
    v0 = view(s, 0)
    assert v0.deck[0] == sorted(s.deck[0])  # contents, not order
    assert all(c <= HIDDEN for c in v0.deck[1] + v0.hand[1] + v0.main + v0.small[0])
    assert v0.hand[0] == s.hand[0]
    assert v0.nation_deck[1][0] == s.nation_deck[1][0]  # the accession card is face up
    assert all(c <= HIDDEN for c in v0.nation_deck[1][1:])
    assert v0.fame[0] == s.fame[0] and all(c <= HIDDEN for c in v0.fame[1:] + v0.removed)
    observer = view(s, None)
    assert all(c <= HIDDEN for c in observer.hand[0] + observer.deck[0])
    assert GAME.to_json(view(v0, 0)) == GAME.to_json(v0)


def test_tr_e8_determinize_deals_each_hidden_card_from_its_pool():
    s, _ = GAME.start({"players": 3, "first_player": "1"}, 8)
    v = view(s, 1)
    for k in range(3):
        full = determinize(v, 1, Rng(k))
        assert check_invariants(full) == []
        assert GAME.to_json(view(full, 1)) == GAME.to_json(v)
        assert sorted(full.deck[1]) == sorted(s.deck[1])
        assert not any(full.table[c].startswith(("sg_", "ec_")) for c in full.hand[0] + full.deck[0])
        assert all(full.table[c] != "unrest" for c in full.main)


def test_em_p_vp_expressions_fixed_per_capped_if_and_per_tokens():
    s = game()
    p = 0
    s.res[p] = [7, 0, 0]
    assert vp_of(s, p, {"per_tokens": "materials", "each": 2, "cap": 10}) == 3
    assert vp_of(s, p, {"per_tokens": "materials", "each": 1, "cap": 5}) == 5
    s.play[p] += instances(s, "field")[:3]
    assert vp_of(s, p, {"per": {"zone": "play", "categories": ["region"]}, "each": 2, "cap": 10}) == 6
    assert vp_of(s, p, {"if": ["count_at_least", {"zone": "play", "categories": ["region"]}, 3], "vp": 4}) == 4
    assert vp_of(s, p, {"sum": [{"fixed": 1}, {"fixed": -2}]}) == -1


def test_em_p2_rd3_progress_scores_and_nation_deck_and_development_do_not():
    s = game()
    before = total_vp(s, 0)
    s.res[0][2] += 4
    s.nation_deck[0].append(instances(s, "glory")[0])
    s.fame.remove(instances(s, "glory")[0]) if instances(s, "glory")[0] in s.fame else None
    assert total_vp(s, 0) == before + 4
    s.hand[0].append(s.nation_deck[0].pop())
    assert total_vp(s, 0) == before + 7


def test_em_e_tr_e11_collapse_the_moment_the_last_unrest_leaves_the_pile():
    s = game()
    s.unrest = s.unrest[:1]
    with pytest.raises(Collapse):
        take_unrest(s, 0, 1, [])
    s = game()
    s.discard[0] += s.unrest[1:]
    s.unrest = s.unrest[:1]
    flow.guarded(s, [], lambda: take_unrest(s, 1, 1, []))
    assert s.over and s.collapsed and s.stack.top is None and check_invariants(s) == []


def test_em_e_tr_e4_collapse_winner_has_fewest_unrest_garrisoned_unrest_not_counted():
    s = game()
    s.over = s.collapsed = True
    s.stack.frames.clear()
    home = instances(s, "alpha_home")[0]
    for zone in (s.hand[0], s.deck[0], s.discard[0]):
        if home in zone:
            zone.remove(home)
    s.play[0].append(home)
    unrest0 = [c for c in s.hand[0] + s.deck[0] + s.discard[0] if s.table[c] == "unrest"]
    for c in unrest0:
        for zone in (s.hand[0], s.deck[0], s.discard[0]):
            if c in zone:
                zone.remove(c)
    s.garrison[0][home] = unrest0
    assert unrest_count(s, 0) == 0 < unrest_count(s, 1)
    lines = score_lines(s)
    assert lines[0].won and not lines[1].won and lines[0].how == "collapse"


def test_em_p5_ties_share_the_victory():
    s = game(("alpha", "gamma"))
    s.over = True
    s.stack.frames.clear()
    vp = [total_vp(s, p) for p in range(2)]
    s.res[0][2] += max(vp) - vp[0]
    s.res[1][2] += max(vp) - vp[1]
    assert [line.won for line in score_lines(s)] == [True, True]


def test_invariants_catch_a_card_in_two_places_and_negative_tokens():
    s = game()
    s.discard[0].append(s.hand[0][0])
    s.res[1][0] = -1
    problems = check_invariants(s)
    assert any("2 places" in x for x in problems) and any("negative" in x for x in problems)


def test_describe_action_names_cards_and_slots():
    s, _ = GAME.start({"players": 2, "first_player": "1"}, 3)
    card = s.hand[0][0]
    text = GAME.describe_action(s, 0, ("play", card), "en", ["A", "B"])
    assert GAME.catalog("en")[f"card.{s.table[card]}"] in text
    assert "3" in GAME.describe_action(s, 0, ("slot", 2), "ru", ["A", "B"])


def paying_2_materials_and_1_population() -> Any:
    """Seat 0 holds 2 materials, 1 population and 3 progress, and is asked to pay 2 materials and 1 population."""
    from civitas.games.empires.ops import run_program

    s = game()
    s.stack.frames.clear()
    s.res[0] = [2, 1, 3]
    run_program(s, 0, -1, [["pay", {"materials": 2, "population": 1}]], "test")
    flow.run(s, [])
    return s


def test_rd4_the_payer_chooses_how_much_progress_stands_in():
    s = paying_2_materials_and_1_population()
    options = [a for a in GAME.legal_actions(s, 0)]
    assert options[0] == ("pay", 0, 0) and ("pay", 1, 1) in options and ("pay", 2, 0) in options
    assert ("pay", 2, 1) not in options  # 4 progress needed, 3 held
    act(s, ("pay", 1, 1))
    assert s.res[0] == [1, 1, 0]


def test_the_log_says_what_a_payment_spent_resource_by_resource_and_names_no_zero() -> None:
    from civitas.engine.log import GameLog
    from civitas.games.empires.play import name_events

    s = paying_2_materials_and_1_population()
    ev = act(s, ("pay", 1, 0))  # 1 material and 1 population; progress stands in for the other material
    rate = s.readings["substitute"]["materials"]
    name_events(s, ev)
    log = GameLog()
    log.add(ev)
    en = log.lines(None, GAME.catalog("en"), "en", ["Anna", "Boris"])
    assert "Anna pays 1 material." in en and "Anna pays 1 population." in en and f"Anna pays {rate} progress." in en
    assert not any(" 0 " in line for line in en)
    ru = log.lines(None, GAME.catalog("ru"), "ru", ["Анна", "Борис"])
    assert "Анна платит: население — 1." in ru and f"Анна платит: прогресс — {rate}." in ru


def test_rd4_each_way_to_pay_is_offered_as_what_it_spends() -> None:
    s = paying_2_materials_and_1_population()
    rate = s.readings["substitute"]["materials"]
    en = {a: GAME.describe_action(s, 0, a, "en", ["A", "B"]) for a in GAME.legal_actions(s, 0)}
    assert en[("pay", 0, 0)] == "Pay 2 materials and 1 population"
    assert en[("pay", 1, 0)] == f"Pay 1 material, 1 population and {rate} progress"
    ru = GAME.describe_action(s, 0, ("pay", 0, 0), "ru", ["A", "B"])
    assert ru == "Заплатить: материалы — 2, население — 1"
    assert all("0" not in text for text in en.values())  # no "0 materials"
