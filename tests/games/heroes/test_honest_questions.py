"""Being asked tells nobody what a hand holds: the victim of an earthquake or eruption, every seat on
a famine, the drawer of barbarians and the defender of a war are asked every time, whatever they
hold, so who decides and the public ``pending`` never depend on a hidden card."""

import json

import pytest
from heroes_helpers import ANSWERS, ScriptedDice, act, give, position, stack

from civitas.engine.rng import Rng
from civitas.engine.session import Session
from civitas.games.heroes import GAME, flow
from civitas.games.heroes.cards import (
    BARBARIANS,
    ERUPTION,
    FAMINE,
    GRAIN,
    HERO,
    IRON,
    LUCK,
    OLYMPICS,
    QUAKE,
    STONE,
    WOOD,
)
from civitas.games.heroes.state import HeroesState
from civitas.storage.saves import SaveError, load_session, write_save

NONE = ("respond", "none")


def _famine(card):
    s = position(4, current=1, phase="turn_start")
    stack(s, FAMINE)
    give(s, 3, card, GRAIN)
    give(s, 0, GRAIN)
    return s, [NONE] * 4


def _quake(card):
    s = position(4, current=0, phase="turn_start")
    stack(s, QUAKE)
    give(s, 2, card, IRON)
    return s, [("quake", 2, 0), NONE]


def _eruption(card):
    s = position(4, current=0, phase="turn_start")
    stack(s, ERUPTION)
    give(s, 2, card)
    return s, [("erupt", 2), NONE]


def _barbarians(card):
    s = position(4, current=0, phase="turn_start")
    stack(s, BARBARIANS)
    give(s, 0, card, IRON, WOOD)
    return s, [NONE]


def _war(card):
    s = position(4)
    give(s, 2, card, STONE)
    s.rng = ScriptedDice([4, 3])
    return s, [("war", 2), ("goal", "conquest"), ("send", 0), ("go",), NONE]


#: name -> (the position and the moves, a card that could not answer in that position)
SCENARIOS = {
    "famine": (_famine, HERO),
    "quake": (_quake, HERO),
    "eruption": (_eruption, HERO),
    "barbarians": (_barbarians, HERO),
    "war": (_war, STONE),
}
OBSERVER = 1  # neither the drawer, nor the attacker, nor the seat whose hand differs


def _public(s: HeroesState) -> tuple[tuple[int, ...], str, str]:
    view = json.dumps(GAME.to_json(GAME.view(s, OBSERVER)), sort_keys=True)
    return GAME.to_move(s), json.dumps([list(p) for p in s.pending]), view


def _play(s: HeroesState, script: list[tuple]) -> list[tuple[tuple[int, ...], str, str]]:
    """The script played by whoever is asked; what the observer can see after every step."""
    flow.run(s, [])
    seen = [_public(s)]
    for action in script:
        (seat,) = GAME.to_move(s)
        act(s, seat, action)
        seen.append(_public(s))
    return seen


@pytest.mark.parametrize("name", sorted(SCENARIOS))
@pytest.mark.parametrize("usable", [False, True])
def test_whether_a_seat_holds_luck_changes_nothing_about_who_is_asked_or_what_others_see(name, usable):
    """The same position with luck, or instead a card that cannot answer (or olympic games), in one
    seat's hand; everyone asked lets it happen."""
    build, bare = SCENARIOS[name]
    with_luck = _play(*build(LUCK))
    without = _play(*build(OLYMPICS if usable else bare))
    assert [to_move for to_move, _, _ in with_luck] == [to_move for to_move, _, _ in without]
    assert [pending for _, pending, _ in with_luck] == [pending for _, pending, _ in without]
    assert with_luck == without  # the third seat's views are identical all the way
    assert with_luck[-1][1] == "[]"  # and the question was answered


def test_determinize_does_not_deal_luck_to_a_seat_because_it_is_asked():
    s = position(4, current=0, phase="turn_start")
    stack(s, QUAKE)
    give(s, 2, IRON)
    flow.run(s, [])
    act(s, 0, ("quake", 2, 0))
    assert s.pending == [("luck_quake", 2, 0, 0)]
    asked = GAME.view(s, 0)
    quiet = asked.copy()
    quiet.pending = []
    for k in range(50):
        a = GAME.determinize(asked, 0, Rng(k))
        b = GAME.determinize(quiet, 0, Rng(k))
        assert a.hands == b.hands and a.deck == b.deck  # the question is not evidence of luck
    holds = sum(LUCK in GAME.determinize(asked, 0, Rng(k)).hands[2] for k in range(200))
    assert holds < 100  # one card out of many unknown ones: luck only sometimes


def _random_session(seed: int) -> tuple[Session, list[bool]]:
    """A random 4-player game; for every step, whether it answered a question that the rules before
    this change did not ask (an event card or an attack, with "none" the only legal answer)."""
    session = Session.new(GAME, {"players": 4, "round_limit": 12}, seed, [{"name": n} for n in "ABCD"])
    rng = Rng(seed)
    unasked_before: list[bool] = []
    while not GAME.is_over(session.state):
        s = session.state
        movers = GAME.to_move(s)
        seat = movers[rng.below(len(movers))]
        legal = GAME.legal_actions(s, seat)
        unasked_before.append(bool(s.pending) and s.pending[-1][0] in ANSWERS and legal == [NONE])
        session.act(seat, rng.choice(legal))
    return session, unasked_before


def test_a_save_from_before_everyone_was_asked_fails_to_replay_clearly_and_is_left_alone(tmp_path):
    session, unasked_before = _random_session(5)
    assert any(unasked_before)
    path = tmp_path / "old.civitas.json"
    write_save(path, session)
    data = json.loads(path.read_text(encoding="utf-8"))
    steps = data["record"]["steps"]
    # the same game as the old rules recorded it: without the answers they never asked for
    data["record"]["steps"] = [step for step, new in zip(steps, unasked_before, strict=True) if not new]
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert info.value.code == "save.replay_failed"
    assert info.value.args_["step"] == unasked_before.index(True)  # where the first new question comes
    assert path.read_bytes() == before
