"""The five phases of a turn: draw, one action (tax / build / war / skip), special resources,
discard to five, returns; then the left neighbour plays."""

from heroes_helpers import act, check_invariants, give, kinds, position, stack

from civitas.games.heroes import GAME, flow
from civitas.games.heroes.cards import (
    BARBARIANS,
    ERUPTION,
    GOLD,
    GRAIN,
    IRON,
    SPECIAL0,
    STONE,
    WOOD,
)


def at_turn_start(n=3, seat=0):
    s = position(n, current=seat, phase="turn_start")
    return s


def test_turn_starts_by_drawing_one_card():
    s = at_turn_start()
    stack(s, IRON)
    events = []
    flow.run(s, events)
    assert s.hands[0] == [IRON]
    draw = [e for e in events if e.kind == "draw"][0]
    assert draw.secret == {"card": "@card.iron"} and draw.owner == 0 and draw.reveal
    assert s.phase == "action"


def test_a_drawn_disaster_is_not_replaced():
    s = at_turn_start()
    give(s, 0, IRON, WOOD)
    stack(s, BARBARIANS, STONE)
    flow.run(s, [])
    act(s, 0, ("respond", "none"))
    assert s.hands[0] == []  # barbarians took both ordinary cards and no card replaces them
    assert s.deck[-1] == STONE


def test_tax_draws_one_card_per_city():
    s = position(3)
    s.cities[0] = 3
    s.supply[1] -= 2
    stack(s, IRON, WOOD, STONE)
    act(s, 0, ("tax",))
    assert sorted(s.hands[0]) == sorted([IRON, WOOD, STONE])
    assert s.phase == "discard" or s.current != 0 or s.phase == "monument"


def test_without_a_city_a_player_swaps_one_card_with_the_deck():
    s = position(3)
    s.cities[0] = 0
    s.supply[1] += 1
    give(s, 0, GRAIN)
    assert GAME.why_not(s, 0, ("tax",)).code == "no_city_for_tax"
    stack(s, GOLD)
    act(s, 0, ("swap", GRAIN))
    assert s.hands[0] == [GOLD] and GRAIN in s.discard
    s2 = position(3)
    give(s2, 0, GRAIN)
    assert GAME.why_not(s2, 0, ("swap", GRAIN)).code == "swap_only_without_city"


def test_only_one_action_per_turn():
    s = position(3)
    give(s, 0, SPECIAL0, IRON, GRAIN, GRAIN)
    stack(s, STONE)
    act(s, 0, ("tax",))
    assert s.phase == "monument"
    assert GAME.why_not(s, 0, ("build", "army", 0)).code == "one_action_per_turn"
    assert GAME.why_not(s, 0, ("tax",)).code == "one_action_per_turn"
    assert GAME.why_not(s, 0, ("war", 1)).code == "one_action_per_turn"


def test_the_action_may_be_skipped():
    s = position(3)
    events = act(s, 0, ("skip",))
    assert "skip" in kinds(events)
    assert s.current == 1


def test_discard_down_to_five_at_the_end_of_the_turn():
    s = position(3)
    give(s, 0, IRON, IRON, WOOD, WOOD, STONE, STONE, GOLD)
    act(s, 0, ("skip",))
    assert s.phase == "discard" and GAME.to_move(s) == (0,)
    assert GAME.why_not(s, 0, ("skip",)).code == "hand_over_limit"
    act(s, 0, ("discard", GOLD))
    assert s.phase == "discard"
    act(s, 0, ("discard", IRON))
    assert len(s.hands[0]) <= 5 + 1 and s.current == 1  # seat 1 has started (and drawn)
    assert len([c for c in s.hands[0]]) == 5


def test_turn_passes_to_the_left_neighbour():
    s = position(4, current=1)
    act(s, 1, ("skip",))
    assert s.current == 2


def test_the_deck_is_rebuilt_from_the_discard_pile_when_it_runs_out():
    s = position(2)
    s.discard.extend(s.deck)
    s.deck = []
    before = len(s.discard)
    events = act(s, 0, ("tax",))
    assert "reshuffle" in kinds(events)
    assert len(s.deck) + len(s.hands[0]) + len(s.discard) + len(s.queue) + len(s.table) <= before
    check_invariants(s)


def test_own_special_resources_may_be_placed_on_the_monument():
    s = position(3)
    give(s, 0, SPECIAL0, SPECIAL0, SPECIAL0 + 1)
    act(s, 0, ("skip",))
    assert s.phase == "monument"
    assert GAME.why_not(s, 0, ("monument", SPECIAL0 + 1, 1)).code == "not_own_special"
    act(s, 0, ("monument", SPECIAL0, 2))
    assert s.monument[0] == 2 and s.hands[0] == [SPECIAL0 + 1]


def test_monument_phase_is_skipped_without_own_special_cards():
    s = position(3)
    give(s, 0, SPECIAL0 + 2)
    act(s, 0, ("skip",))
    assert s.current == 1


def test_event_card_drawn_at_turn_start_is_resolved_by_the_drawer():
    s = at_turn_start(3, 0)
    stack(s, ERUPTION)
    flow.run(s, [])
    assert s.pending == [("erupt", 0)]
    assert GAME.to_move(s) == (0,)
    assert {a[1] for a in GAME.legal_actions(s, 0)} == {1, 2}
