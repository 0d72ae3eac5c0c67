"""Spec A.(a) "Zones and pieces" (EM-Z1..Z3), "Setup" (EM-S1..S20) and "Round and turn" (EM-R1, EM-R2), one
test per line that the older test files (test_setup_state, test_cards, test_flow) did not already check.
Written from the rule; the cards are the fixture's (cards_fixture), never the game's balance numbers."""

from __future__ import annotations

from collections import Counter

import pytest
from cards_fixture import fixture_cards
from empires_helpers import act, game, instances, rules_game

from civitas.games.empires import GAME
from civitas.games.empires.cards import card_set
from civitas.games.empires.core import D, setup_category
from civitas.games.empires.invariants import check_invariants

FOUR = ("alpha", "beta", "gamma", "delta")


def _rules(players: int, **kw):
    return rules_game(FOUR[:players], **kw)


# --- zones and pieces ------------------------------------------------------------------------------------------
def test_em_z1_every_seat_has_its_own_zones_and_supply():
    s = rules_game(("alpha", "delta"))
    for p in range(2):
        assert D(s, s.power[p]).kind == "power" and s.side[p] in ("barbarian", "empire")
        assert s.actions[p] == 3 and s.exhaust[p] == 5
        assert len(s.hand[p]) == 5 and s.deck[p] and s.nation_deck[p] and s.development[p]
        assert s.discard[p] == [] and s.history[p] == [] and s.sunk[p] == [] and s.garrison[p] == {}
        assert len(s.res[p]) == 3  # materials, population, progress
    assert s.nation_deck[0] is not s.nation_deck[1] and s.hand[0] is not s.hand[1]


def test_em_z2_shared_zones_market_of_five_small_decks_main_fame_unrest_exile():
    s = rules_game()
    assert len(s.market) == 5 and len(s.tucked) == 5 and len(s.tokens) == 5 and len(s.small) == 3
    assert s.main and s.unrest and s.exile == []
    assert D(s, s.fame[0]).kind == "capstone" and all(D(s, c).kind == "card" for c in s.fame[1:])
    assert 0 <= s.first < s.n


def test_em_z3_a_card_record_carries_every_field_of_the_seed():
    cards = fixture_cards()
    city, field, dev = cards.design("city"), cards.design("field"), cards.design("alpha_dev2")
    assert city.categories == ("civilised",) and city.pinned and city.period == "empire" and city.vp == {"fixed": 2}
    assert city.exhaust == {"cost": {"materials": 1}, "ops": [["gain", "population", 2]]}
    assert cards.design("raiders").attack and cards.design("harbour").marks == "3+"
    assert field.types == ("wheat",) and field.regions == ("fertile",) and field.garrison is not None
    assert dev.cost == {"materials": 3, "population": 1} and dev.start == "development"
    assert cards.design("unrest").vp == {"fixed": -2}  # negative VP
    assert set(city.name) == set(city.text) == {"ru", "en"}


# --- setup --------------------------------------------------------------------------------------------------
def test_em_s1_each_seat_holds_exactly_its_own_nations_cards():
    s = rules_game(("alpha", "delta"))
    cards = card_set(s.cards_key)
    for p, nid in enumerate(("alpha", "delta")):
        zones = [s.power[p], *s.hand[p], *s.deck[p], *s.nation_deck[p], *s.development[p], *s.play[p]]
        sets = {D(s, c).set for c in zones if D(s, c).kind != "unrest"}
        assert sets == {nid}
        own = [d.id for d in cards.designs.values() if d.set == nid and d.kind == "card"]
        assert sorted({s.table[c] for c in zones if D(s, c).kind == "card"}) == sorted(own)


def test_em_s2_the_power_card_is_never_turned_during_play():
    s = game(sides=["A", "B"])
    power = s.power[0]
    for _ in range(4):  # two rounds of passing turns
        act(s, ("revolt", 0))
        act(s, ("slot", 0))
        act(s, ("done",))
    assert s.power[0] == power and s.table[power] == "alpha_power_a" and s.round == 3


def test_em_s3_an_in_play_start_card_is_dealt_beside_the_power_card():
    s = rules_game(("epsilon", "alpha"))  # epsilon's flag extra_in_play_cards names its banner
    banner = instances(s, "epsilon_banner")
    assert [s.table[c] for c in s.play[0]] == ["epsilon_banner"] and banner[0] in s.play[0]
    assert banner[0] not in s.hand[0] + s.deck[0] and s.play[1] == []
    assert check_invariants(s) == []


def test_em_s7_nation_supply_unrest_joins_the_unrest_pile():
    s = rules_game(("alpha", "delta"))  # alpha brings 1 supply unrest, the common deck 8 at two players
    unrest_total = sum(1 for c in range(len(s.table)) if s.table[c] == "unrest")
    assert unrest_total == 8 + 1 + 2 * 2  # common + alpha's supply + 2 starting unrest per seat
    in_pile = len(s.unrest) + sum(1 for c in s.tucked if c >= 0)
    assert in_pile == 8 + 1
    s2 = rules_game(("delta", "zeta"))  # no supply unrest
    assert len(s2.unrest) + sum(1 for c in s2.tucked if c >= 0) == 8


def test_em_s10_a_dual_card_is_sorted_as_uncivilised():
    for seed in range(1, 6):
        s = game(seed=seed)
        towns = instances(s, "town")
        assert all(setup_category(s, c) == "uncivilised" for c in towns)
        assert not any(c in s.small[2] for c in towns)  # never in the civilised deck
        assert all(c in s.small[1] + s.main + s.market for c in towns)
        assert all(s.market.index(c) in (1, 3, 4) for c in towns if c in s.market)


def test_em_s12_every_common_unrest_card_not_yet_dealt_is_in_the_unrest_pile():
    s = game()
    common_unrest = [c for c in range(len(s.table)) if s.table[c] == "unrest" and c not in s.hand[0] + s.hand[1]
                     + s.deck[0] + s.deck[1]]  # fmt: skip
    assert sorted(common_unrest) == sorted(s.unrest + [c for c in s.tucked if c >= 0])
    assert all(D(s, c).kind == "unrest" for c in s.unrest)


@pytest.mark.parametrize(("players", "removed"), [(2, 2), (3, 1), (4, 0)])
def test_em_s13_fame_cards_removed_by_player_count(players, removed):
    s = _rules(players)
    assert len(s.removed) == removed and len(s.fame) == 1 + 5 - removed
    assert D(s, s.fame[0]).kind == "capstone" and s.capstone_side == "A"
    assert all(D(s, c).kind == "card" and "fame" in D(s, c).categories for c in s.removed)


@pytest.mark.parametrize(("players", "size"), [(2, 6), (3, 7), (4, 8)])
def test_em_s14_small_decks_hold_6_7_8_cards_by_player_count(players, size):
    s = _rules(players)
    for i, cat in enumerate(("region", "uncivilised", "civilised")):
        dealt = s.small[i] + [s.market[i]]
        assert len(dealt) == size and all(setup_category(s, c) == cat for c in dealt)


def test_em_s15_the_main_deck_is_every_other_market_card_plus_all_tributaries():
    s = _rules(3)
    market_cards = [c for c in range(len(s.table)) if D(s, c).set == "common" and D(s, c).kind == "card"
                    and setup_category(s, c) in ("region", "uncivilised", "civilised", "tributary")]  # fmt: skip
    dealt = [c for deck in s.small for c in deck] + s.market[:3]
    assert sorted(s.main + s.market[3:]) == sorted(c for c in market_cards if c not in dealt)
    tributaries = [c for c in market_cards if setup_category(s, c) == "tributary"]
    assert set(tributaries) <= set(s.main + s.market[3:])


def test_em_s16_the_market_shows_one_card_of_each_small_deck_and_two_of_the_main_deck():
    for seed in range(1, 6):
        s = game(seed=seed)
        assert [setup_category(s, s.market[i]) for i in range(3)] == ["region", "uncivilised", "civilised"]
        assert all(setup_category(s, c) in ("region", "uncivilised", "civilised", "tributary") for c in s.market[3:])


def test_em_s19_the_first_player_starts_and_stays_first():
    s = game(("alpha", "beta", "gamma"), first_player="3")
    assert s.first == 2 and s.turn == 2 and GAME.to_move(s) == (2,)
    seen = []
    for _ in range(6):
        seen.append(s.turn)
        act(s, ("revolt", 0))
        act(s, ("slot", 0))
        act(s, ("done",))
    assert seen == [2, 0, 1, 2, 0, 1] and s.first == 2


def test_em_s20_no_tributary_of_the_game_is_named_after_a_nation():
    cards = card_set("data")  # the swap rule is needed only if one were: names, not balance numbers
    nation_names = {lang: {n.name[lang].casefold() for n in cards.nations.values()} for lang in ("ru", "en")}
    for d in cards.designs.values():
        if "tributary" in d.categories:
            assert all(d.name[lang].casefold() not in nation_names[lang] for lang in ("ru", "en")), d.id


# --- round and turn ---------------------------------------------------------------------------------------------
def test_em_r1_the_solstice_comes_after_the_last_seat_then_the_next_round_starts_with_the_first():
    s = game(first_player="2")
    kinds = []
    act(s, ("revolt", 0))
    act(s, ("slot", 0))
    ev = act(s, ("done",))
    kinds += [e.kind for e in ev]
    assert s.turn == 0 and s.round == 1 and "round" not in kinds
    act(s, ("revolt", 0))
    act(s, ("slot", 0))
    ev = act(s, ("done",))
    assert s.round == 2 and s.turn == 1 and any(e.kind == "round" for e in ev)


def test_em_r2_exactly_one_turn_type_then_cleanup():
    for choice in (("activate",), ("innovate", "region"), ("revolt", 0)):
        s = game()
        act(s, choice)
        assert s.turn_type == choice[0]
        kinds = [f.kind for f in s.stack.frames]
        assert kinds.count("cleanup") + kinds.count("cleanup_token") == 1 and "turn" not in kinds
        assert ("activate",) not in GAME.legal_actions(s, 0)  # no second turn type
    assert Counter(a[0] for a in GAME.legal_actions(game(), 0))["activate"] == 1
