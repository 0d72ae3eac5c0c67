"""Event cards and the answers to them; who chooses the target; no target means no effect."""

from heroes_helpers import act, check_invariants, give, kinds, let_it_happen, position, stack

from civitas.games.heroes import GAME, flow
from civitas.games.heroes.cards import (
    AWAY_SHIFT,
    BARBARIANS,
    BLOCKED,
    ERUPTION,
    FAMINE,
    GEN,
    GOLD,
    GRAIN,
    GROWTH,
    HERO,
    IRON,
    LUCK,
    OLYMPICS,
    QUAKE,
    SPECIAL0,
    STONE,
    WOOD,
)
from civitas.games.heroes.rules import eliminate

NONE = ("respond", "none")


def drawn_by(seat, card, n=3):
    """Seat ``seat`` starts its turn and draws ``card``."""
    s = position(n, current=seat, phase="turn_start")
    stack(s, card)
    return s


def run(s):
    events = []
    flow.run(s, events)
    return events


def test_population_growth_gives_a_free_city():
    s = drawn_by(0, GROWTH)
    events = run(s)
    assert "growth" in kinds(events)
    assert s.cities[0] == 2 and s.supply[1] == 12 - 3 - 1
    assert GROWTH in s.discard


def test_population_growth_without_a_city_in_the_supply_does_nothing():
    s = drawn_by(0, GROWTH)
    s.cities = [4, 4, 4]
    s.supply[1] = 0
    events = run(s)
    assert "no_effect" in kinds(events)
    assert s.cities == [4, 4, 4]


def test_earthquake_is_placed_by_the_drawer_on_another_tribes_army():
    s = drawn_by(0, QUAKE)
    run(s)
    assert GAME.to_move(s) == (0,)
    assert set(GAME.legal_actions(s, 0)) == {("quake", 1, 0), ("quake", 2, 0)}
    act(s, 0, ("quake", 2, 0))
    act(s, 2, NONE)  # the victim is asked, and without luck may only let it happen
    assert s.armies[2] == [BLOCKED]
    check_invariants(s)


def test_earthquake_blocks_the_army_until_the_end_of_its_owners_next_turn():
    s = drawn_by(0, QUAKE)
    run(s)
    act(s, 0, ("quake", 1, 0))
    act(s, 1, NONE)
    act(s, 0, ("skip",))
    assert s.current == 1
    assert s.armies[1] == [BLOCKED]
    assert GAME.why_not(s, 1, ("war", 2)).code == "army_blocked"
    events = act(s, 1, ("skip",))
    assert "quake_ends" in kinds(events)
    assert s.armies[1] == [0] and QUAKE in s.discard


def test_earthquake_without_a_target_is_discarded():
    s = drawn_by(0, QUAKE)
    for seat in (1, 2):
        s.supply[0] += len(s.armies[seat])
        s.armies[seat] = []
    events = run(s)
    assert "no_effect" in kinds(events) and QUAKE in s.discard and not s.pending


def test_eruption_destroys_a_city_of_another_tribe_chosen_by_the_drawer():
    s = drawn_by(0, ERUPTION)
    run(s)
    assert {a for a in GAME.legal_actions(s, 0)} == {("erupt", 1), ("erupt", 2)}
    assert GAME.why_not(s, 0, ("erupt", 0)).code == "not_a_target"
    act(s, 0, ("erupt", 1))
    act(s, 1, NONE)
    assert s.cities == [1, 0, 1] and s.supply[1] == 12 - 3 + 1
    check_invariants(s)


def test_eruption_without_a_target_is_discarded():
    s = drawn_by(0, ERUPTION)
    s.cities = [1, 0, 0]
    s.supply[1] = 11
    events = run(s)
    assert "no_effect" in kinds(events) and not s.pending


def test_famine_discards_all_grain():
    s = drawn_by(0, FAMINE)
    give(s, 0, GRAIN, GRAIN, IRON)
    give(s, 1, GRAIN, GRAIN, GRAIN)
    give(s, 2, WOOD)
    run(s)
    let_it_happen(s)
    assert s.hands[0] == [IRON] and s.hands[1] == [] and s.hands[2] == [WOOD]
    assert s.discard.count(GRAIN) == 5


def test_barbarians_take_two_random_ordinary_cards_from_the_drawer():
    s = drawn_by(0, BARBARIANS)
    give(s, 0, IRON, GOLD, SPECIAL0, HERO, STONE)
    events = run(s) + act(s, 0, NONE)
    assert sorted(s.hands[0]) == sorted([SPECIAL0, HERO, *[c for c in (IRON, GOLD, STONE) if c in s.hands[0]]])
    assert len(s.hands[0]) == 3
    raid = [e for e in events if e.kind == "barbarians"][0]
    assert raid.args["n"] == 2
    assert s.hands[1] == [] and s.hands[2] == []


def test_luck_held_by_the_victim_cancels_an_earthquake():
    s = drawn_by(0, QUAKE)
    give(s, 1, LUCK)
    run(s)
    act(s, 0, ("quake", 1, 0))
    assert GAME.to_move(s) == (1,)
    events = act(s, 1, ("respond", "luck"))
    assert "luck" in kinds(events)
    assert s.armies[1] == [0] and LUCK in s.discard and QUAKE in s.discard


def test_the_victim_may_decline_luck():
    s = drawn_by(0, ERUPTION)
    give(s, 1, LUCK)
    run(s)
    act(s, 0, ("erupt", 1))
    act(s, 1, ("respond", "none"))
    assert s.cities[1] == 0 and LUCK in s.hands[1]


def test_luck_cancels_an_eruption():
    s = drawn_by(0, ERUPTION)
    give(s, 2, LUCK)
    run(s)
    act(s, 0, ("erupt", 2))
    act(s, 2, ("respond", "luck"))
    assert s.cities == [1, 1, 1]


def test_any_luck_holder_may_cancel_a_famine_asked_from_the_drawer_round_the_circle():
    s = drawn_by(1, FAMINE)
    give(s, 0, LUCK, GRAIN)
    give(s, 2, LUCK, GRAIN)
    run(s)
    assert GAME.to_move(s) == (1,)  # the drawer first, although it holds no luck
    assert GAME.legal_actions(s, 1) == [NONE]
    act(s, 1, NONE)
    assert GAME.to_move(s) == (2,)  # then the left neighbour
    act(s, 2, NONE)
    assert GAME.to_move(s) == (0,)
    act(s, 0, ("respond", "luck"))
    assert GRAIN in s.hands[0] and GRAIN in s.hands[2]
    assert LUCK not in s.hands[0]
    assert not s.pending and FAMINE in s.discard


def test_famine_asks_every_player_in_turn_from_the_drawer():
    s = drawn_by(2, FAMINE, n=4)
    give(s, 3, GRAIN)
    run(s)
    asked = []
    while s.pending:
        assert s.pending[-1][0] == "luck_famine" and s.pending[-1][2] == 2  # the drawer is public
        (seat,) = GAME.to_move(s)
        assert GAME.legal_actions(s, seat) == [NONE]  # nobody holds luck
        asked.append(seat)
        events = act(s, seat, NONE)
        assert ("famine" in kinds(events)) == (len(asked) == 4)  # it happens after the last answer
    assert asked == [2, 3, 0, 1]
    assert s.hands[3] == [] and FAMINE in s.discard


def test_famine_asks_only_players_still_in_the_game():
    s = drawn_by(1, FAMINE, n=4)
    eliminate(s, 2, [])
    run(s)
    asked = []
    while s.pending:
        (seat,) = GAME.to_move(s)
        asked.append(seat)
        act(s, seat, NONE)
    assert asked == [1, 3, 0]


def test_the_first_luck_played_on_a_famine_cancels_it_and_nobody_after_is_asked():
    s = drawn_by(0, FAMINE, n=4)
    give(s, 1, LUCK)
    give(s, 2, LUCK, GRAIN)
    run(s)
    act(s, 0, NONE)
    assert set(GAME.legal_actions(s, 1)) == {("respond", "luck"), NONE}
    events = act(s, 1, ("respond", "luck"))
    assert "luck" in kinds(events) and "famine" not in kinds(events)
    assert not s.pending and GAME.to_move(s) == (0,)
    assert s.hands[2] == [LUCK, GRAIN]


def test_the_victim_of_a_quake_is_asked_even_without_luck_and_may_only_let_it_happen():
    s = drawn_by(0, QUAKE)
    give(s, 2, IRON)
    run(s)
    act(s, 0, ("quake", 2, 0))
    assert GAME.to_move(s) == (2,) and s.pending == [("luck_quake", 2, 0, 0)]
    assert GAME.legal_actions(s, 2) == [NONE]
    assert GAME.why_not(s, 2, ("respond", "luck")).code == "no_such_card"
    assert s.armies[2] == [0]  # not placed before the answer
    events = act(s, 2, NONE)
    assert "no_answer" in kinds(events) and "quake" in kinds(events)
    assert s.armies[2] == [BLOCKED] and s.hands[2] == [IRON]
    check_invariants(s)


def test_the_victim_of_an_eruption_is_asked_even_without_luck_and_may_only_let_it_happen():
    s = drawn_by(0, ERUPTION)
    run(s)
    act(s, 0, ("erupt", 1))
    assert GAME.to_move(s) == (1,) and s.pending == [("luck_erupt", 1, 0)]
    assert GAME.legal_actions(s, 1) == [NONE]
    assert s.cities == [1, 1, 1]
    events = act(s, 1, NONE)
    assert "eruption" in kinds(events)
    assert s.cities == [1, 0, 1]
    check_invariants(s)


def test_barbarians_ask_the_drawer_even_without_luck_or_olympics():
    s = drawn_by(0, BARBARIANS)
    give(s, 0, IRON, WOOD, HERO)
    run(s)
    assert GAME.to_move(s) == (0,) and s.pending == [("barb", 0)]
    assert GAME.legal_actions(s, 0) == [NONE]
    assert GAME.why_not(s, 0, ("respond", "olympics")).code == "no_such_card"
    assert sorted(s.hands[0]) == sorted([IRON, WOOD, HERO])  # nothing taken before the answer
    events = act(s, 0, NONE)
    assert "barbarians" in kinds(events)
    assert s.hands[0] == [HERO]


def test_barbarians_ask_the_drawer_even_with_an_empty_hand():
    s = drawn_by(0, BARBARIANS)
    run(s)
    assert GAME.to_move(s) == (0,) and GAME.legal_actions(s, 0) == [NONE]
    events = act(s, 0, NONE)
    assert [e.args["n"] for e in events if e.kind == "barbarians"] == [0]


def test_luck_cancels_barbarians():
    s = drawn_by(0, BARBARIANS)
    give(s, 0, LUCK, IRON, WOOD)
    run(s)
    assert set(GAME.legal_actions(s, 0)) == {("respond", "luck"), ("respond", "none")}
    act(s, 0, ("respond", "luck"))
    assert sorted(s.hands[0]) == sorted([IRON, WOOD])


def test_olympic_games_cancel_barbarians():
    s = drawn_by(0, BARBARIANS)
    give(s, 0, OLYMPICS, IRON, WOOD)
    run(s)
    events = act(s, 0, ("respond", "olympics"))
    assert "olympics_barbarians" in kinds(events)
    assert sorted(s.hands[0]) == sorted([IRON, WOOD]) and OLYMPICS in s.discard


def test_olympic_games_do_not_cancel_famine():
    s = drawn_by(0, FAMINE)
    give(s, 0, OLYMPICS, GRAIN)
    run(s)
    assert GAME.legal_actions(s, 0) == [NONE]  # olympic games are no answer to a famine
    let_it_happen(s)
    assert not s.pending and s.hands[0] == [OLYMPICS]


def test_hero_olympics_and_luck_are_kept_in_hand():
    s = position(3, phase="turn_start")
    stack(s, HERO)
    run(s)
    assert s.hands[0] == [HERO]
    for card in (OLYMPICS, LUCK):
        s = position(3, phase="turn_start")
        stack(s, card)
        run(s)
        assert s.hands[0] == [card]


def test_earthquake_skips_armies_already_blocked_or_away():
    s = drawn_by(0, QUAKE)
    s.armies[1] = [BLOCKED]
    s.deck.remove(QUAKE)
    s.armies[2] = [1 << AWAY_SHIFT, GEN]
    s.supply[0] -= 1
    s.supply[3] -= 1
    run(s)
    assert GAME.legal_actions(s, 0) == [("quake", 2, GEN)]
