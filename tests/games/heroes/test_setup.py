"""Setup: tribes, a city and an army each, three cards, disasters out, growth played, first player."""

import pytest
from heroes_helpers import card_census, check_invariants

from civitas.engine.game import OptionError
from civitas.engine.log import GameLog
from civitas.games.heroes import GAME, flow
from civitas.games.heroes.cards import (
    BARBARIANS,
    ERUPTION,
    FAMINE,
    GOLD,
    GRAIN,
    GROWTH,
    HERO,
    IRON,
    KIND_COUNTS,
    LUCK,
    QUAKE,
    STONE,
    TRIBE_IDS,
    WOOD,
)


def stacked_prepared(n, cards):
    s = flow.prepare(n, 3, 60)
    for k in cards:
        s.deck.remove(k)
    s.deck.extend(reversed(cards))  # first listed is dealt first
    return s


def test_new_game_gives_each_tribe_one_city_and_one_army_from_the_supply():
    for n in range(2, 7):
        s = GAME.new_state({"players": n}, 11)
        assert all(len(a) == 1 for a in s.armies)
        assert s.supply[0] == 12 - n
        assert sum(s.cities) + s.supply[1] == 12
        assert all(c >= 1 for c in s.cities)
        check_invariants(s)


def test_tribes_are_dealt_at_random_among_the_six():
    seen = set()
    for seed in range(30):
        s = GAME.new_state({"players": 3}, seed)
        assert len(set(s.tribe)) == 3 and all(0 <= t < 6 for t in s.tribe)
        seen.add(tuple(s.tribe))
    assert len(seen) > 10


def test_setup_discards_disasters_without_replacement():
    s = flow.prepare(2, 3, 60)
    first, second = s.first, 1 - s.first
    deal = [FAMINE, IRON, WOOD, QUAKE, ERUPTION, BARBARIANS]
    fair = [GRAIN, STONE]
    for k in deal + fair:
        s.deck.remove(k)
    s.deck.extend(reversed(deal + fair))
    flow.deal(s)
    # first player: famine discarded, iron and wood kept, then one fair card; the second player
    # loses all three opening cards to disasters and keeps only the fair card.
    assert sorted(s.hands[first]) == sorted([IRON, WOOD, GRAIN])
    assert s.hands[second] == [STONE]
    assert sorted(s.discard) == sorted([FAMINE, QUAKE, ERUPTION, BARBARIANS])
    assert card_census(s) == list(KIND_COUNTS)


def test_opening_population_growth_is_played_at_once_for_a_free_city():
    s = flow.prepare(2, 5, 60)
    first = s.first
    deal = [GROWTH, IRON, WOOD]
    for k in deal:
        s.deck.remove(k)
    s.deck.extend(reversed(deal))
    flow.deal(s)
    assert s.cities[first] == 2
    assert GROWTH in s.discard
    assert GROWTH not in s.hands[first]
    check_invariants(s)


def test_first_fair_disasters_are_discarded_without_effect():
    s = flow.prepare(2, 9, 60)
    first = s.first
    deal = [GRAIN, GRAIN, IRON, LUCK, GOLD, HERO]
    fair = [FAMINE, ERUPTION]
    for k in deal + fair:
        s.deck.remove(k)
    s.deck.extend(reversed(deal + fair))
    flow.deal(s)
    assert s.hands[first].count(GRAIN) == 2  # the famine did nothing
    assert s.cities == [1, 1]  # the eruption did nothing
    assert not s.pending and s.phase == "trade"
    assert FAMINE in s.discard and ERUPTION in s.discard


def test_first_player_is_the_highest_die_and_ties_roll_again():
    found_tie = False
    for seed in range(200):
        s = GAME.new_state({"players": 4}, seed)
        last = s.first_rolls[-1]
        assert last.index(max(last)) == s.first and last.count(max(last)) == 1
        for earlier in s.first_rolls[:-1]:
            best = max(earlier)
            assert earlier.count(best) > 1
            rolled_again = [i for i, r in enumerate(s.first_rolls[s.first_rolls.index(earlier) + 1]) if r >= 0]
            assert rolled_again == [i for i, r in enumerate(earlier) if r == best]
            found_tie = True
    assert found_tie


def test_game_opens_with_the_fair_where_everyone_draws_and_then_trades():
    s = GAME.new_state({"players": 4}, 2)
    assert s.phase == "trade"
    assert set(GAME.to_move(s)) == {0, 1, 2, 3}
    assert s.round == 0


def test_chosen_tribes_are_dealt_to_their_seats():
    s = GAME.new_state(GAME.validate_options({"players": 4, "tribes": [5, -1, 0]}), 7)
    assert s.tribe[0] == 5 and s.tribe[2] == 0
    assert len(set(s.tribe)) == 4 and all(0 <= t < 6 for t in s.tribe)
    for seed in range(20):  # the seats left random never get a chosen tribe
        s = GAME.new_state(GAME.validate_options({"players": 6, "tribes": [-1, 2, -1, -1, 4]}), seed)
        assert s.tribe[1] == 2 and s.tribe[4] == 4 and sorted(s.tribe) == list(range(6))


def test_no_chosen_tribes_deal_the_same_game_as_before():
    for seed in range(10):
        plain = GAME.new_state({"players": 3}, seed)
        for tribes in ([], [-1, -1, -1]):
            same = GAME.new_state(GAME.validate_options({"players": 3, "tribes": tribes}), seed)
            assert GAME.state_hash(same) == GAME.state_hash(plain)
        chosen = GAME.new_state(GAME.validate_options({"players": 3, "tribes": plain.tribe}), seed)
        assert GAME.state_hash(chosen) == GAME.state_hash(plain)  # the dice do not depend on the choice


def test_duplicate_tribes_are_refused():
    with pytest.raises(OptionError) as info:
        GAME.validate_options({"players": 3, "tribes": [1, -1, 1]})
    assert info.value.code == "option.duplicate"
    assert info.value.args_ == {"key": "tribes", "value": "tribe.romans"}


def test_more_tribes_than_players_or_with_the_tutorial_are_refused():
    with pytest.raises(OptionError) as info:
        GAME.validate_options({"players": 2, "tribes": [0, 1, 2]})
    assert info.value.code == "option.out_of_range"
    with pytest.raises(OptionError) as info:
        GAME.validate_options({"players": 3, "scenario": "tutorial", "tribes": [0]})
    assert info.value.code == "option.bad_choice"
    with pytest.raises(OptionError):
        GAME.validate_options({"players": 3, "tribes": [6]})


def log_lines(events, viewer, lang="en"):
    log = GameLog()
    log.add(events)
    return log.lines(viewer, GAME.catalog(lang), lang, ["Ann", "Bob"])


def test_the_log_tells_each_player_their_own_opening_cards_and_the_others_only_how_many():
    s = flow.prepare(2, 3, 60)
    first, second = s.first, 1 - s.first
    deal = [IRON, WOOD, GOLD, GRAIN, STONE, HERO]
    for k in deal + [WOOD, WOOD]:
        s.deck.remove(k)
    s.deck.extend(reversed(deal + [WOOD, WOOD]))
    events = flow.deal(s)
    mine = log_lines(events, first)
    theirs = log_lines(events, second)
    assert "You are dealt: Iron, Wood, Gold" in mine
    assert "You are dealt: Iron, Wood, Gold" not in theirs
    assert f"{['Ann', 'Bob'][first]} is dealt 3 cards" in theirs
    assert not any("Iron" in line for line in theirs)


def test_the_log_shows_a_disaster_discarded_from_the_deal_to_everyone():
    s = flow.prepare(2, 3, 60)
    deal = [FAMINE, IRON, WOOD, GRAIN, STONE, WOOD]
    for k in deal + [WOOD, WOOD]:
        s.deck.remove(k)
    s.deck.extend(reversed(deal + [WOOD, WOOD]))
    events = flow.deal(s)
    for viewer in (0, 1, None):
        assert any("turns up the disaster Famine in the deal" in line for line in log_lines(events, viewer))


def test_a_new_game_log_opens_with_the_tribes_and_the_first_player():
    state, events = GAME.start({"players": 2}, 7)
    lines = log_lines(events, None)
    names = ["Ann", "Bob"]
    catalog = GAME.catalog("en")
    for seat in (0, 1):
        assert lines[seat] == f"{names[seat]} leads the tribe: {catalog['tribe.' + TRIBE_IDS[state.tribe[seat]]]}"
    assert lines[2] == f"{names[state.first]} rolls highest and goes first"
    ru = log_lines(events, None, "ru")
    assert ru[2].endswith("ходит первым")


def test_starting_with_events_deals_the_same_game_as_new_state():
    for seed in range(5):
        state, _events = GAME.start({"players": 4}, seed)
        assert GAME.state_hash(state) == GAME.state_hash(GAME.new_state({"players": 4}, seed))
