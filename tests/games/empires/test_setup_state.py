"""Setup (spec A.(a) "Setup", EM-S1..S19, RD readings) and the state's copy and JSON."""

from __future__ import annotations

import json

from empires_helpers import game, ids

from civitas.games.empires.core import D
from civitas.games.empires.state import ON_NATION_DECK, EmpiresState


def test_em_s2_s3_power_card_on_chosen_side_in_its_place():
    s = game(sides=["A", "B"])
    assert s.table[s.power[0]] == "alpha_power_a" and s.table[s.power[1]] == "beta_power_b"
    assert s.power[0] not in s.play[0]


def test_em_s4_accession_at_the_bottom_of_the_nation_deck():
    s = game()
    assert s.table[s.nation_deck[0][0]] == "alpha_acc"
    assert ids(s, s.nation_deck[0][1:]) == ["alpha_n1", "alpha_n2", "alpha_n3"]


def test_em_s5_s6_development_area_and_state_side_follow_the_flags():
    s = game(("alpha", "gamma"))
    assert ids(s, s.development[0]) == ["alpha_dev1", "alpha_dev2"] and s.development[1] == []
    assert s.side == ["barbarian", "empire"] and s.nation_deck[1] == []


def test_em_s8_draw_pile_of_the_other_cards_and_a_hand_of_five():
    s = game()
    for p in range(2):
        assert len(s.hand[p]) == 5 and len(s.deck[p]) == 5
        assert all(D(s, c).start in ("draw", "") for c in s.hand[p] + s.deck[p])
        assert sum(1 for c in s.hand[p] + s.deck[p] if D(s, c).kind == "unrest") == 2


def test_em_s9_rd1_starting_resources_and_state_card_tokens():
    s = game(("alpha", "gamma"))
    assert s.res == [[3, 2, 1], [3, 2, 1]]
    assert s.actions == [3, 3] and s.exhaust == [5, 3]


def test_em_s13_capstone_under_the_fame_deck_and_two_removed_at_two_players():
    s = game()
    assert D(s, s.fame[0]).kind == "capstone" and s.capstone_side == "A"
    assert len(s.removed) == 2 and len(s.fame) == 1 + 5 - 2


def test_em_s14_s15_small_decks_and_main_deck():
    s = game()
    # 2 players: 6 per small deck, one of each dealt to the market
    assert [len(d) for d in s.small] == [5, 5, 5]
    cats = [D(s, c).categories for c in s.main]
    assert any("tributary" in c for c in cats)
    assert all(not set(c) & {"fame", "unrest"} for c in cats)


def test_em_s16_s17_rd7_market_and_tucked_unrest():
    s = game()
    assert all(c >= 0 for c in s.market)
    for slot in range(5):
        carries = bool(set(D(s, s.market[slot]).categories) & {"uncivilised", "civilised", "tributary"})
        assert (s.tucked[slot] >= 0) == carries
        assert s.tucked[slot] < 0 or D(s, s.tucked[slot]).kind == "unrest"


def test_em_s18_rd8_progress_on_civilised_cards_not_also_uncivilised():
    for seed in range(1, 30):
        s = game(seed=seed)
        for slot in range(5):
            cats = D(s, s.market[slot]).categories
            expected = 1 if "civilised" in cats and "uncivilised" not in cats else 0
            assert s.tokens[slot] == [0, 0, expected]


def test_em_s19_first_player_option_and_readings_are_data():
    s = game(first_player="2", readings={"start_resources": [1, 1, 1]})
    assert s.first == 1 and s.turn == 1 and s.res[0] == [1, 1, 1]


def test_state_copy_is_deep_and_json_round_trips():
    s = game()
    s.garrison[0][s.power[0]] = [s.hand[0][0]]
    s.exhausted[0].append(ON_NATION_DECK)
    c = s.copy()
    c.hand[0].pop()
    c.garrison[0][s.power[0]].append(99)
    c.tokens[0][0] = 9
    assert len(s.hand[0]) == 5 and s.garrison[0][s.power[0]] == [s.hand[0][0]] and s.tokens[0][0] == 0
    data = json.loads(json.dumps(s.to_json()))
    back = EmpiresState.from_json(data)
    assert back.to_json() == s.to_json()
    assert back.garrison[0] == {s.power[0]: [s.hand[0][0]]}
