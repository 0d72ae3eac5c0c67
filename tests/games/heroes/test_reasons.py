"""why_not: None exactly for legal actions, distinct readable codes for common mistakes, and fast."""

import time

from heroes_helpers import act, give, position

from civitas.engine.rng import Rng
from civitas.games.heroes import GAME
from civitas.games.heroes.cards import BLOCKED, GOLD, GRAIN, IRON, SPECIAL0, STONE, WOOD
from civitas.games.heroes.rules_help import SECTION_IDS

SECTIONS = set(SECTION_IDS)  # the sections a reason may name: those of the rules help

PROBES = [
    ("tax",),
    ("skip",),
    ("swap", IRON),
    ("build", "army", 0),
    ("build", "city", 1),
    ("build", "road", 0, 2),
    ("build", "general", 0, 0),
    ("end_build",),
    ("war", 1),
    ("war", 0),
    ("goal", "plunder"),
    ("send", 0),
    ("go",),
    ("hero", "army"),
    ("monument", SPECIAL0, 1),
    ("discard", GRAIN),
    ("offer", IRON, WOOD),
    ("withdraw", 1),
    ("trade_done",),
    ("road_consent", True),
    ("respond", "luck"),
    ("quake", 1, 0),
    ("erupt", 1),
    ("nonsense",),
]


def test_why_not_is_none_exactly_for_legal_actions_in_random_games():
    for seed in range(4):
        s = GAME.new_state({"players": 2 + seed % 5}, seed)
        rng = Rng(seed)
        for _ in range(200):
            if GAME.is_over(s):
                break
            movers = GAME.to_move(s)
            for seat in range(s.n):
                legal = GAME.legal_actions(s, seat)
                for a in legal:
                    assert GAME.why_not(s, seat, a) is None
                for a in PROBES:
                    r = GAME.why_not(s, seat, a)
                    assert (r is None) == (a in legal)
                    if r is not None:
                        assert r.section in SECTIONS and r.code
            seat = movers[rng.below(len(movers))]
            GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))


def test_distinct_codes_for_common_mistakes():
    s = position(4)
    give(s, 0, IRON, SPECIAL0 + 1)
    codes = {
        GAME.why_not(s, 1, ("tax",)).code,
        GAME.why_not(s, 0, ("build", "army", 0)).code,
        GAME.why_not(s, 0, ("build", "road", 0, 2)).code,
        GAME.why_not(s, 0, ("discard", GOLD)).code,
    }
    assert codes == {"not_your_turn", "cant_afford", "road_not_neighbour", "no_discard_needed"}
    s.armies[0] = [BLOCKED]
    s.deck.remove(12)
    assert GAME.why_not(s, 0, ("war", 1)).code == "army_blocked"
    s.supply[0] = 0
    s.armies[1] = []
    assert GAME.why_not(s, 0, ("build", "army", 0)).code == "supply_exhausted"
    give(s, 0, STONE, SPECIAL0)  # own special: the turn waits in the monument phase
    act(s, 0, ("tax",))
    r = GAME.why_not(s, 0, ("build", "city", 0))
    assert (r.code, r.section) == ("one_action_per_turn", "turn")


def test_why_not_is_fast_for_legal_actions():
    s = position(4)
    give(s, 0, IRON, IRON, GRAIN, GRAIN, STONE, WOOD, WOOD, GOLD)
    legal = GAME.legal_actions(s, 0)
    t0 = time.perf_counter()
    for _ in range(200):
        for a in legal:
            assert GAME.why_not(s, 0, a) is None
    per_call = (time.perf_counter() - t0) / (200 * len(legal))
    assert per_call < 500e-6


JUNK = [
    (),
    ("build",),
    ("build", "castle", 0),
    ("build", "army", "x"),
    ("build", "road", 0),
    ("build", "general", 0),
    ("build", "general", 0, 99),
    ("war",),
    ("war", "x"),
    ("war", 17),
    ("offer",),
    ("offer", "a", "b"),
    ("offer", -5, 2),
    ("withdraw",),
    ("withdraw", "x"),
    ("send",),
    ("send", "x"),
    ("send", 999),
    ("hero",),
    ("hero", "general"),
    ("monument",),
    ("monument", 1),
    ("discard",),
    ("discard", 99),
    ("respond",),
    ("respond", "hero_general"),
    ("quake",),
    ("erupt", "x"),
    ("road_consent",),
    ("goal", "fun"),
    (1, 2, 3),
]


def test_why_not_never_raises_on_malformed_actions():
    for seed in range(3):
        s = GAME.new_state({"players": 3}, seed)
        rng = Rng(seed)
        for _ in range(150):
            if GAME.is_over(s):
                break
            for seat in range(3):
                for a in JUNK:
                    r = GAME.why_not(s, seat, a)
                    assert r is not None and r.section in SECTIONS
            movers = GAME.to_move(s)
            seat = movers[rng.below(len(movers))]
            GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
