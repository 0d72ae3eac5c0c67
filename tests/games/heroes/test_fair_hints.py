"""Hints and computer players at the fair: they consider accepting open offers, answer a new offer
(accept, counter-offer or pass), and never propose an offer that no rival could take."""

from heroes_helpers import act, give, position

from civitas.ai.hints import hint
from civitas.ai.levels import choose, without_time_limit
from civitas.engine.rng import Rng
from civitas.games.heroes import GAME
from civitas.games.heroes.ai import KNOWLEDGE
from civitas.games.heroes.cards import (
    GOLD,
    GRAIN,
    IRON,
    KIND_COUNTS,
    OFFERS_PER_FAIR,
    SPECIAL0,
    STONE,
    WOOD,
    special_of,
)
from civitas.games.heroes.fair import can_be_taken


def market(n=4):
    s = position(n)
    s.phase = "trade"
    s.trading = [True] * n
    return s


def candidates(s, seat):
    v = GAME.view(s, seat)
    return KNOWLEDGE.candidates(GAME, v, seat, GAME.legal_actions(v, seat))


def new_offers(actions, s, seat):
    """The offers in ``actions`` that match no open offer of a rival."""
    return [
        a
        for a in actions
        if a[0] == "offer" and not any(o[1] != seat and o[2] == a[2] and o[3] == a[1] for o in s.offers)
    ]


def finished_rivals_with_an_open_offer():
    """Seat 0 short of a wood for a city; seat 1 has posted wood for iron; every rival has said done
    and used all its offers."""
    s = market()
    give(s, 0, STONE, WOOD, IRON, IRON, IRON)
    give(s, 1, WOOD, WOOD, GRAIN)
    give(s, 2, GRAIN, GRAIN, STONE)
    give(s, 3, GOLD, STONE)
    act(s, 1, ("offer", WOOD, IRON))
    for seat in (1, 2, 3):
        act(s, seat, ("trade_done",))
    s.posts = [0, OFFERS_PER_FAIR, OFFERS_PER_FAIR, OFFERS_PER_FAIR]
    return s


def test_hints_consider_accepting_an_open_offer_when_every_rival_has_finished():
    s = finished_rivals_with_an_open_offer()
    accept = ("offer", IRON, WOOD)
    assert accept in candidates(s, 0)
    h = hint(GAME, GAME.view(s, 0), 0, without_time_limit("hint"), Rng(3))
    assert h.best.action == accept


def test_hints_never_propose_an_offer_no_rival_can_take_when_no_rival_can_post():
    s = finished_rivals_with_an_open_offer()
    assert new_offers(candidates(s, 0), s, 0) == []
    assert not can_be_taken(GAME.view(s, 0), 0, IRON, GRAIN)
    h = hint(GAME, GAME.view(s, 0), 0, without_time_limit("hint"), Rng(4))
    assert new_offers([m.action for m in (*h.moves, *h.rest)], s, 0) == []


def test_hints_never_propose_an_offer_for_a_card_whose_every_copy_is_in_sight():
    s = market()
    own = special_of(s.tribe[0])
    give(s, 0, IRON, IRON, IRON, IRON)
    copies = KIND_COUNTS[own]
    for _ in range(copies):
        give(s, 0, own)
    s.monument[0] = 2
    for _ in range(2):
        s.hands[0].remove(own)
    for _ in range(copies - 2):  # the rest of them sit in the discard pile
        s.hands[0].remove(own)
        s.discard.append(own)
    give(s, 1, WOOD)
    give(s, 2, GRAIN)
    give(s, 3, STONE)
    v = GAME.view(s, 0)
    assert not can_be_taken(v, 0, IRON, own)
    assert can_be_taken(v, 0, IRON, WOOD)
    assert all(a[2] != own for a in new_offers(candidates(s, 0), s, 0))


def test_a_new_offer_calls_the_computers_back_and_one_it_helps_accepts_it():
    for level in ("easy", "normal", "hard"):
        s = market()
        give(s, 0, IRON, STONE)
        give(s, 1, WOOD, WOOD, WOOD, GRAIN, GRAIN)  # an iron buys an army at once
        give(s, 2, GRAIN, STONE)
        give(s, 3, GOLD, STONE)
        for seat in (1, 2, 3):
            act(s, seat, ("trade_done",))
        act(s, 0, ("offer", IRON, WOOD))
        assert GAME.to_move(s) == (0, 1, 2, 3)
        answer = choose(GAME, GAME.view(s, 1), 1, without_time_limit(level), Rng(1))
        assert answer == ("offer", WOOD, IRON), level


def test_computers_consider_a_counter_offer_for_a_card_a_rival_shows():
    s = market()
    give(s, 0, STONE, SPECIAL0 + 3)
    give(s, 1, GRAIN, GRAIN, GRAIN, GRAIN, WOOD)  # lacks stone for a city, has grain to spare
    act(s, 0, ("offer", STONE, SPECIAL0 + 3))  # seat 1 holds no such card: it cannot accept
    assert ("offer", GRAIN, STONE) in candidates(s, 1)


def test_ai_fairs_end_whatever_the_level():
    from civitas.games.heroes import flow

    for seed in range(3):
        s = flow.setup(4, seed, 60)
        steps = 0
        while s.phase == "trade" or s.pending and s.round == 0:
            movers = GAME.to_move(s)
            seat = movers[0]
            level = ("easy", "normal", "policy", "random")[seat]
            GAME.apply(s, seat, choose(GAME, GAME.view(s, seat), seat, without_time_limit(level), Rng(steps)))
            steps += 1
            assert steps < 4 * (1 + OFFERS_PER_FAIR) * 8
        assert s.round == 1
