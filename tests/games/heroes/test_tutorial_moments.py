"""The tutorial's results describe the table at the moment each step was done, not the table after the
computer players moved on: a fair's step is done when the learner's next turn begins (the fair ends
only once everyone has said done), and what a result says of the hand, the round or the drawn card is
taken then, kept with the progress, and still what it says later and after a save."""

from __future__ import annotations

from typing import Any

from civitas.engine.session import Session
from civitas.engine.tutorial import TutorialRun
from civitas.games.heroes import GAME
from civitas.games.heroes.cards import KIND_IDS
from civitas.games.heroes.catalog import catalog
from civitas.games.heroes.tutorial import TUTORIAL

FAIRS = ("trade_done", "fair2", "fair3", "fair4")


def card_names(kinds: list[int], lang: str) -> list[str]:
    names = catalog(lang)
    return [names["card." + KIND_IDS[k]] for k in kinds]


def play(learner_first: bool = True) -> tuple[Session, TutorialRun, dict[str, dict[str, Any]]]:
    """The learner does what the tutorial asks (before the computer seats whenever both may move, as
    a quick learner does), presses Next when nothing is asked. Returns, for every completed step, the
    table and the results in both languages at the moment it was done."""
    session = Session.new(GAME, TUTORIAL.options, TUTORIAL.seed, TUTORIAL.players)
    run = TutorialRun(TUTORIAL)
    seen: dict[str, dict[str, Any]] = {}
    for _ in range(1000):
        state = session.state
        if run.finished:
            break
        movers = GAME.to_move(state)
        wanted = run.wanted(GAME, state) if TUTORIAL.human in movers else []
        others = [m for m in movers if m != TUTORIAL.human]
        if wanted and (learner_first or not others):
            seat, action = TUTORIAL.human, wanted[0]
            run.before(state, seat, action)
        elif others:
            seat, action = others[0], TUTORIAL.agent(GAME, state, others[0])
        else:
            assert run.next(state)
            continue
        events = session.act(seat, action)
        assert isinstance(events, list)
        if run.observe(session.state, seat, action, events):
            s = session.state
            seen[run.step.key] = {
                "round": s.round,
                "phase": s.phase,
                "hand": sorted(s.hands[0]),
                "results": {lang: run.result(lang) for lang in ("en", "ru")},
                "facts": dict(run.facts),
            }
    assert run.finished
    return session, run, seen


def test_a_fair_step_waits_for_the_learners_turn_even_when_the_learner_is_done_first():
    session = Session.new(GAME, TUTORIAL.options, TUTORIAL.seed, TUTORIAL.players)
    run = TutorialRun(TUTORIAL)
    assert run.next(session.state)  # welcome read
    nefer = TUTORIAL.agent(GAME, session.state, 1)  # the neighbour posts its offer first
    assert nefer is not None and nefer[0] == "offer"
    run.observe(session.state, 1, nefer, session.act(1, nefer))
    offer = run.wanted(GAME, session.state)[0]
    run.before(session.state, 0, offer)
    run.observe(session.state, 0, offer, session.act(0, offer))
    assert run.step.key == "trade" and run.done  # the offers matched
    # the learner says done at once, while the others still answer the offer
    run.before(session.state, 0, ("trade_done",))
    events = session.act(0, ("trade_done",))
    assert isinstance(events, list)
    run.observe(session.state, 0, ("trade_done",), events)
    assert run.step.key == "trade_done" and session.state.phase == "trade"
    assert not run.done and run.result("en") == ""  # no word yet of a fair that is not over
    while session.state.phase == "trade":
        seat = GAME.to_move(session.state)[0]
        assert seat != 0
        action = TUTORIAL.agent(GAME, session.state, seat)
        run.observe(session.state, seat, action, session.act(seat, action))
    s = session.state
    assert run.done and s.phase == "action" and s.current == 0
    drawn = run.facts["drawn"]
    assert drawn in s.hands[0] and run.facts["hand"] == sorted(s.hands[0]) and run.facts["round"] == s.round == 1
    text = run.result("en")
    assert f"round {s.round}" in text
    for name in card_names(s.hands[0], "en"):
        assert name in text


def test_every_result_that_names_cards_names_the_hand_of_its_moment():
    _session, run, seen = play()
    for key in FAIRS:
        moment = seen[key]
        assert moment["phase"] != "trade", key  # the new round had begun
        assert moment["facts"]["hand"] == moment["hand"], key
        assert moment["facts"]["round"] == moment["round"], key
        for lang in ("en", "ru"):
            text = moment["results"][lang]
            assert "{" not in text and str(moment["round"]) in text, (key, lang)
            drawn = moment["facts"]["drawn"]
            assert card_names([drawn], lang)[0] in text, (key, lang, text)
    for lang in ("en", "ru"):
        hand = seen["fair3"]["hand"]
        text = seen["fair3"]["results"][lang]
        for name in card_names(hand, lang):
            assert name in text, (lang, text)  # the whole hand, not a scripted part of it
    assert str(len(seen["tax"]["hand"])) in seen["tax"]["results"]["en"]
    assert str(len(seen["discard"]["hand"])) in seen["discard"]["results"]["en"]


def test_results_stay_those_of_their_moment_as_play_goes_on_and_after_a_save():
    session, _run, seen = play()
    for key, moment in seen.items():
        index = [s.key for s in TUTORIAL.steps].index(key)
        later = TutorialRun(TUTORIAL, index, True, moment["facts"])  # the run as the save keeps it
        again = TutorialRun.from_json(TUTORIAL, later.to_json())
        for lang in ("en", "ru"):
            assert again.result(lang) == moment["results"][lang], (key, lang)
    # by the end the table has moved on: the hand is not the one the results describe
    assert sorted(session.state.hands[0]) != seen["discard"]["hand"] or session.state.round != seen["discard"]["round"]


def test_a_slow_learner_sees_the_same_results():
    _s1, _r1, quick = play(learner_first=True)
    _s2, _r2, slow = play(learner_first=False)
    for key in FAIRS + ("tax", "discard"):
        assert quick[key]["results"] == slow[key]["results"], key
