"""Views hide other hands and the deck; determinized states agree with the view; JSON and copies."""

import json

from heroes_helpers import card_census, check_invariants, give, position

from civitas.engine.record import GameRecord, replay
from civitas.engine.registry import get_game
from civitas.engine.rng import Rng
from civitas.engine.session import Session
from civitas.games.heroes import GAME
from civitas.games.heroes.cards import GOLD, HIDDEN, IMMEDIATE, IRON, KIND_COUNTS, LUCK, STONE, WOOD
from civitas.games.heroes.sim import play_game, random_agent


def mid_game(players=4, seed=3, steps=300):
    s = GAME.new_state({"players": players}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if GAME.is_over(s):
            break
        movers = GAME.to_move(s)
        seat = movers[rng.below(len(movers))]
        GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    return s


def test_the_game_is_registered():
    assert get_game("heroes") is GAME


def test_view_hides_other_hands_and_the_deck_but_keeps_counts():
    s = position(3)
    give(s, 0, IRON, WOOD)
    give(s, 1, STONE, GOLD, LUCK)
    v = GAME.view(s, 0)
    assert v.hands[0] == [IRON, WOOD]
    assert v.hands[1] == [HIDDEN] * 3
    assert all(c == HIDDEN for c in v.deck) and len(v.deck) == len(s.deck)
    assert v.discard == s.discard and v.monument == s.monument and v.roads == s.roads
    observer = GAME.view(s, None)
    assert all(c == HIDDEN for h in observer.hands for c in h)


def test_two_states_that_differ_only_in_hidden_cards_give_equal_views():
    a = position(3)
    b = position(3)
    give(a, 1, IRON, WOOD)
    give(b, 1, LUCK, GOLD)
    give(a, 0, STONE)
    give(b, 0, STONE)
    b.deck = list(reversed(b.deck))
    b.rng = Rng(12345)
    assert json.dumps(GAME.to_json(GAME.view(a, 0)), sort_keys=True) == json.dumps(
        GAME.to_json(GAME.view(b, 0)), sort_keys=True
    )
    assert GAME.to_json(GAME.view(a, 1)) != GAME.to_json(GAME.view(b, 1))


def test_determinize_gives_a_full_state_consistent_with_the_view():
    for seed in range(5):
        s = mid_game(4, seed)
        for seat in range(4):
            v = GAME.view(s, seat)
            d = GAME.determinize(v, seat, Rng(seed))
            assert card_census(d) == list(KIND_COUNTS)
            assert d.hands[seat] == s.hands[seat]
            assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
            assert len(d.deck) == len(s.deck)
            assert all(c not in IMMEDIATE for h in d.hands for c in h)
            assert GAME.to_json(GAME.view(d, seat)) == GAME.to_json(v)
            check_invariants(d)
            # the sampled state can be played on
            if not GAME.is_over(d):
                mover = GAME.to_move(d)[0]
                GAME.apply(d, mover, GAME.legal_actions(d, mover)[0])


def test_json_round_trip_is_exact():
    for seed in range(5):
        s = mid_game(5, seed, 200)
        data = GAME.to_json(s)
        text = json.dumps(data)
        back = GAME.from_json(json.loads(text))
        assert GAME.to_json(back) == data
        assert GAME.state_hash(back) == GAME.state_hash(s)
        # and both continue identically
        for _ in range(50):
            if GAME.is_over(s):
                break
            seat = GAME.to_move(s)[0]
            action = GAME.legal_actions(s, seat)[-1]
            assert GAME.legal_actions(back, seat)[-1] == action
            GAME.apply(s, seat, action)
            GAME.apply(back, seat, action)
        assert GAME.to_json(back) == GAME.to_json(s)


def test_copy_is_independent():
    s = mid_game(4, 1)
    c = GAME.copy(s)
    assert GAME.to_json(c) == GAME.to_json(s)
    c.hands[0].append(IRON)
    c.armies[1].append(0)
    c.tribe[0] = 5
    assert GAME.to_json(c) != GAME.to_json(s)
    assert IRON not in s.hands[0] or s.hands[0].count(IRON) != c.hands[0].count(IRON)


def test_a_recorded_game_replays_to_the_same_state():
    session = Session.new(GAME, {"players": 3}, 77)
    rng = Rng(5)
    for _ in range(400):
        if GAME.is_over(session.state):
            break
        movers = GAME.to_move(session.state)
        seat = movers[rng.below(len(movers))]
        result = session.act(seat, rng.choice(GAME.legal_actions(session.state, seat)))
        assert isinstance(result, list)
    record = GameRecord.from_json(json.loads(json.dumps(session.record.to_json())))
    state, _ = replay(GAME, record)
    assert GAME.state_hash(state) == session.state_hash()


def test_the_simulator_plays_with_views():
    s, steps = play_game([random_agent] * 3, 9, round_limit=10, use_views=True)
    assert GAME.is_over(s) and steps > 0


def test_draw_events_keep_the_card_secret_from_others():
    s = mid_game(3, 2, 50)
    session_events = []
    while not session_events and not GAME.is_over(s):
        seat = GAME.to_move(s)[0]
        evs = GAME.apply(s, seat, GAME.legal_actions(s, seat)[-1])
        session_events = [e for e in evs if e.kind == "draw"]
    for e in session_events:
        assert "card" not in e.args and e.secret and "card" in e.secret
        assert e.for_seat((e.owner + 1) % 3) == e.args


def test_determinize_deals_the_cards_a_seat_has_offered_at_the_fair():
    s = position(3)
    s.phase = "trade"
    s.trading = [True] * 3
    give(s, 1, STONE, IRON, WOOD)
    GAME.apply(s, 1, ("offer", STONE, GOLD))
    v = GAME.view(s, 0)
    for seed in range(10):
        d = GAME.determinize(v, 0, Rng(seed))
        assert STONE in d.hands[1] and len(d.hands[1]) == 3


def test_determinize_gives_a_builder_waiting_for_road_consent_the_roads_price():
    # The neighbour (seat 1) decides from its view; every sample must let "yes" be played.
    s = position(3)
    give(s, 0, STONE, GOLD, IRON)
    GAME.apply(s, 0, ("build", "road", 1, 1))
    v = GAME.view(s, 1)
    for seed in range(20):
        d = GAME.determinize(v, 1, Rng(seed))
        assert STONE in d.hands[0] and GOLD in d.hands[0] and len(d.hands[0]) == 3
        GAME.apply(d, 1, ("road_consent", True))
        assert d.roads
