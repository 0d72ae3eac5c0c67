"""Victory: last tribe standing, five cities, a five-card monument, the "last turn", the round
limit and its tie-break, and the final scores."""

from heroes_helpers import ScriptedDice, act, check_invariants, give, kinds, position, stack

from civitas.games.heroes import GAME
from civitas.games.heroes.cards import GROWTH, IRON, SPECIAL0, STONE, WOOD
from civitas.games.heroes.rules import eliminate


def finish_round_to(s, seat):
    """Play skips (and trade_done at the fair) until ``seat`` is in its action phase."""
    for _ in range(200):
        if s.phase == "action" and s.current == seat and not s.pending:
            return
        mover = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, mover)
        for pick in (("trade_done",), ("skip",), ("respond", "none"), ("road_consent", False)):
            if pick in legal:
                act(s, mover, pick)
                break
        else:
            act(s, mover, legal[0])
    raise AssertionError("seat never came to its turn")


def test_five_cities_start_the_last_turn_instead_of_winning_at_once():
    s = position(3)
    s.cities[0] = 4
    s.supply[1] -= 3
    give(s, 0, STONE, WOOD, WOOD)
    events = act(s, 0, ("build", "city", 0))
    assert "last_turn" in kinds(events) and s.claims[0]
    assert not GAME.is_over(s)


def test_last_turn_claim_checked_at_start_of_claimants_next_turn():
    s = position(3)
    s.cities[0] = 4
    s.supply[1] -= 3
    give(s, 0, STONE, WOOD, WOOD)
    act(s, 0, ("build", "city", 0))
    act(s, 0, ("end_build",))
    assert s.current == 1 and not GAME.is_over(s)
    finish_round_to(s, 2)
    assert not GAME.is_over(s)
    act(s, 2, ("skip",))
    # the fair is played in full first, then seat 0's turn starts with the check
    assert s.phase == "trade"
    for seat in (0, 1, 2):
        act(s, seat, ("trade_done",))
    assert GAME.is_over(s) and s.winner == 0 and s.how == "cities"
    lines = GAME.scores(s)
    assert lines[0].seat == 0 and lines[0].won and lines[0].rank == 1 and lines[0].how == "cities"


def test_a_claim_lost_before_the_next_turn_does_not_win_and_play_goes_on():
    s = position(3)
    s.cities[0] = 4
    s.supply[1] -= 3
    give(s, 0, STONE, WOOD, WOOD)
    act(s, 0, ("build", "city", 0))
    act(s, 0, ("end_build",))
    s.cities[0] = 3  # say an eruption struck
    s.supply[1] += 2
    finish_round_to(s, 0)
    assert not GAME.is_over(s) and s.claims[0] == 0


def test_another_player_may_win_during_the_last_turn():
    s = position(3)
    s.cities[0] = 5
    s.supply[1] -= 4
    s.claims[0] = 1
    s.cities[1] = 5
    s.supply[1] -= 4
    s.claims[1] = 1
    s.current = 2
    act(s, 2, ("skip",))
    for seat in (0, 1, 2):
        if s.phase == "trade":
            act(s, seat, ("trade_done",))
    assert GAME.is_over(s) and s.winner == 0
    s = position(3, current=0)
    s.cities[1] = 5
    s.supply[1] -= 4
    s.claims[1] = 1
    s.claims[0] = 1  # seat 0 claimed too but lost its cities: seat 1 is checked next and wins
    act(s, 0, ("skip",))
    assert GAME.is_over(s) and s.winner == 1


def test_a_complete_monument_of_five_own_cards_wins_at_the_next_turn():
    s = position(2)
    s.monument[0] = 3
    for _ in range(3):
        s.deck.remove(SPECIAL0)
    give(s, 0, SPECIAL0, SPECIAL0)
    act(s, 0, ("skip",))
    events = act(s, 0, ("monument", SPECIAL0, 2))
    assert "last_turn" in kinds(events)
    finish_round_to(s, 1)
    act(s, 1, ("skip",))
    act(s, 0, ("trade_done",))
    act(s, 1, ("trade_done",))
    assert GAME.is_over(s) and s.winner == 0 and s.how == "monument"


def test_the_last_tribe_standing_wins():
    s = position(3)
    eliminate(s, 1, [])
    assert not GAME.is_over(s)
    events = []
    eliminate(s, 2, events)
    assert GAME.is_over(s) and s.winner == 0 and s.how == "last_standing"
    assert "victory" in kinds(events)
    assert GAME.to_move(s) == ()
    check_invariants(s)


def test_eliminated_seats_are_skipped_and_rank_last():
    s = position(4)
    eliminate(s, 1, [])
    act(s, 0, ("skip",))
    assert s.current == 2
    s.winner, s.how, s.phase = 0, "round_limit", "over"
    assert GAME.scores(s)[-1].seat == 1


def test_round_limit_ends_the_game_with_tie_break():
    s = GAME.new_state({"players": 3, "round_limit": 5}, 4)
    while not GAME.is_over(s):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        act(s, seat, ("trade_done",) if ("trade_done",) in legal else ("skip",) if ("skip",) in legal else legal[0])
    assert s.how == "round_limit" and s.round == 5


def test_round_limit_tie_break_is_cities_then_monument_then_armies_then_cards_then_seat():
    def ended(cities, monument, armies, hands):
        s = position(3, current=2)
        s.round = s.round_limit = 7
        s.cities = list(cities)
        s.supply[1] = 12 - sum(cities)
        for seat, m in enumerate(monument):
            s.monument[seat] = m
            for _ in range(m):
                s.deck.remove(SPECIAL0 + seat)
        for seat, a in enumerate(armies):
            s.armies[seat] = [0] * a
        s.supply[0] = 12 - sum(armies)
        for seat, h in enumerate(hands):
            give(s, seat, *([IRON] * h))
        act(s, 2, ("skip",))
        assert GAME.is_over(s) and s.how == "round_limit"
        check_invariants(s)
        return s.winner, [line.seat for line in GAME.scores(s)]

    assert ended([1, 3, 2], [0, 0, 0], [1, 1, 1], [0, 0, 0]) == (1, [1, 2, 0])
    assert ended([2, 2, 1], [1, 3, 4], [1, 1, 1], [0, 0, 0])[0] == 1
    assert ended([2, 2, 1], [1, 1, 4], [1, 2, 1], [0, 0, 0])[0] == 1
    assert ended([2, 2, 1], [1, 1, 4], [2, 2, 1], [3, 1, 0])[0] == 0
    assert ended([2, 2, 2], [1, 1, 1], [2, 2, 2], [2, 2, 2])[0] == 0


def test_scores_give_a_breakdown_with_catalog_labels():
    s = position(3)
    eliminate(s, 1, [])
    eliminate(s, 2, [])
    lines = GAME.scores(s)
    catalog = GAME.catalog("en")
    for line in lines:
        for key in line.breakdown:
            assert key in catalog
    assert lines[0].breakdown["score.cities"] == 1 and lines[0].how == "last_standing"
    assert GAME.rewards(s) == [1.0, 0.0, 0.0]


def play_until(s, done):
    """Let every seat play its plainest move (trade_done, skip, no answer, refuse a road) until
    ``done(s)`` holds or the game is over."""
    for _ in range(300):
        if GAME.is_over(s) or done(s):
            return
        mover = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, mover)
        for pick in (("trade_done",), ("skip",), ("respond", "none"), ("road_consent", False)):
            if pick in legal:
                act(s, mover, pick)
                break
        else:
            act(s, mover, legal[0])
    raise AssertionError("the game never got there")


def at_action(seat):
    return lambda s: s.phase == "action" and s.current == seat and not s.pending


def fair_claim(claimant):
    """Three seats, seat 0 first, seat 2 ending the round; at the coming fair ``claimant`` (holding four
    cities) draws population growth, its fifth city. Returns the state in the fair's trading."""
    s = position(3, current=2)
    s.cities[claimant] = 4
    s.supply[1] -= 3
    draws = [IRON, IRON, IRON]
    draws[claimant] = GROWTH
    stack(s, *draws)  # the fair's draws, seat 0 first
    events = act(s, 2, ("skip",))
    assert "last_turn" in kinds(events) and s.claims[claimant] and s.phase == "trade"
    return s


def test_a_claim_made_at_the_fair_survives_a_whole_turn_of_every_other_tribe_before_it_wins():
    # The seed: the game goes on until the claimant's next turn, fair included; here no tribe is
    # spared its chance: the seat after the claimant must also have a turn before the claim wins.
    s = fair_claim(1)
    events = []
    while s.phase == "trade":
        events += act(s, GAME.to_move(s)[0], ("trade_done",))
    play_until(s, at_action(1))
    assert not GAME.is_over(s)  # seat 2 has not played since the fair: no win yet
    play_until(s, at_action(2))
    assert not GAME.is_over(s) and s.claims[1]
    play_until(s, lambda s: s.current == 1 and s.phase != "trade")
    assert GAME.is_over(s) and s.winner == 1 and s.how == "cities"


def test_the_turn_of_the_claimant_right_after_the_fair_says_why_the_claim_does_not_win_yet():
    s = fair_claim(1)
    for seat in (0, 1, 2):
        act(s, seat, ("trade_done",))
    events = act(s, 0, ("skip",))
    while GAME.to_move(s) == (0,):  # seat 0 may have drawn its own special card: keep it
        events += act(s, 0, GAME.legal_actions(s, 0)[0])
    assert s.current == 1 and s.phase == "action" and not GAME.is_over(s)
    assert "claim_waits" in kinds(events) and "claim_failed" not in kinds(events)
    assert GAME.catalog("en")["log.claim_waits"] and GAME.catalog("ru")["log.claim_waits"]


def test_a_tribe_after_the_claimant_in_the_round_can_still_stop_a_claim_made_at_the_fair():
    s = fair_claim(1)
    while s.phase == "trade":
        act(s, GAME.to_move(s)[0], ("trade_done",))
    play_until(s, at_action(2))
    # seat 2 conquers one of the claimant's five cities in its turn after the fair
    s.armies[2] = [0, 0, 0]
    s.supply[0] -= 2
    s.rng = ScriptedDice([6, 1])
    act(s, 2, ("war", 1))
    act(s, 2, ("goal", "conquest"))
    for _ in range(3):
        act(s, 2, ("send", 0))
    act(s, 2, ("go",))
    events = act(s, 1, ("respond", "none"))
    assert "conquest" in kinds(events) and s.cities[1] == 4
    play_until(s, at_action(1))
    assert not GAME.is_over(s) and not s.claims[1]


def test_a_claim_made_at_the_fair_by_the_last_seat_of_the_round_is_judged_at_its_turn_right_after():
    s = fair_claim(2)  # seats 0 and 1 both play a whole turn after the fair before seat 2 does
    while s.phase == "trade":
        act(s, GAME.to_move(s)[0], ("trade_done",))
    play_until(s, lambda s: s.current == 2)
    assert GAME.is_over(s) and s.winner == 2 and s.how == "cities"


def test_history_records_cities_and_monument_each_round_for_the_game_over_chart():
    from civitas.engine.rng import Rng
    from civitas.games.heroes import GAME

    state = GAME.new_state(GAME.validate_options({"players": 3}), 8)
    rng = Rng(8)
    while not GAME.is_over(state):
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    stats = GAME.history_stats(state)
    rounds = sorted({row[0] for row in stats["cities"]})
    assert rounds[0] == 0 and rounds[-1] == state.round  # 0: before the first turn; the last: the end
    final = {seat: value for r, seat, value in stats["cities"] if r == state.round}
    assert all(final[seat] == state.cities[seat] for seat in final)
    assert {seat for _, seat, _ in stats["monument"]} == set(range(3))
