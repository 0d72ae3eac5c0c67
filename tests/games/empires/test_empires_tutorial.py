"""The guided first game of Empires: the hidden scenario option and its stacked opening, every step reached
in order by doing what it asks (whatever the seed and whichever of the highlighted moves the learner takes),
the learner's other moves held back with the step named in the note, marks that name cards on the table,
texts in both languages with the same placeholders, results true to the position they describe, a game the
learner can finish after the script, and a tutorial game that saves and replays to the same state."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from civitas.engine.actions import Action
from civitas.engine.game import OptionError
from civitas.engine.record import replay
from civitas.engine.rng import Rng
from civitas.engine.session import Session
from civitas.engine.tutorial import Step, TutorialRun
from civitas.engine.tutorial_kit import Result
from civitas.games.empires import GAME, flow
from civitas.games.empires.ai import KNOWLEDGE
from civitas.games.empires.catalog import catalog
from civitas.games.empires.core import D
from civitas.games.empires.flow import unrest_in_hand
from civitas.games.empires.rules_help import SECTIONS
from civitas.games.empires.scenario import TUTORIAL_DRAWS, TUTORIAL_HAND, TUTORIAL_MARKET
from civitas.games.empires.state import EmpiresState
from civitas.games.empires.tutorial import (
    ACCESSION,
    FLOODPLAIN,
    FORAGERS,
    SCRIBES,
    STEPS,
    TUTORIAL,
    UNREST,
    WALLED,
)
from civitas.games.empires.tutorial_agents import PLAN_ROUNDS, agent, planned
from test_russian_grammar import TUTORIAL_NAME, problems
from tutorial_helpers import Completed, assert_results_render
from tutorial_helpers import play_tutorial as play

YOU, RIVAL = TUTORIAL.human, 1
ASKING = [step.key for step in STEPS if step.allowed is not None]
KEYS = [step.key for step in STEPS]


def _plan_covers(state: EmpiresState, seat: int) -> None:
    """While the lessons last, the computer's quiet plan has a move for every decision of its own."""
    if state.round <= PLAN_ROUNDS:
        assert planned(state, GAME.legal_actions(state, seat)) is not None, (state.round, GAME.phase_id(state))


def play_tutorial(
    seed: int = TUTORIAL.seed,
    entered: Callable[[EmpiresState, Step], None] | None = None,
    observed: Callable[[EmpiresState, str, dict[str, Any]], None] | None = None,
    held: Callable[[EmpiresState, Step, list[Action]], None] | None = None,
    last: bool = False,
) -> tuple[Session, TutorialRun, Completed, list[str]]:
    """Empires' tutorial played by tutorial_helpers.play_tutorial, the computer's plan checked."""
    return play(GAME, TUTORIAL, seed, _plan_covers, entered, observed, held, last)


# --- the option and the opening -------------------------------------------------------------------------------
def test_the_scenario_option_is_hidden_and_only_for_the_tutorials_two_nations() -> None:
    spec = next(o for o in GAME.options if o.key == "scenario")
    assert spec.hidden and spec.default == "none"
    assert GAME.validate_options(TUTORIAL.options)["scenario"] == "tutorial"
    for wrong in ({"players": 3}, {"nation_1": "stargazers"}, {"nation_2": "ember_clans"}, {"side_1": "A"}):
        with pytest.raises(OptionError):
            GAME.validate_options({**TUTORIAL.options, **wrong})
    assert len(TUTORIAL.players) == 2 and TUTORIAL.human == 0 and TUTORIAL.players[1]["ai"] == "easy"


def test_every_step_names_a_real_rules_section() -> None:
    sections = {section.id for section in SECTIONS}
    assert all(step.section in sections for step in STEPS), [s.section for s in STEPS]
    assert len(set(KEYS)) == len(KEYS)


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (2, 1), (3, 77), (4, 12345)])
def test_random_games_are_unchanged_by_the_hidden_option(players: int, seed: int) -> None:
    options = {k: v for k, v in GAME._setup(GAME.validate_options({"players": players})).items() if k != "scenario"}
    plain, _ = flow.start(options, seed)  # the setup as it was before the option existed
    state = GAME.new_state({"players": players}, seed)
    assert GAME.state_hash(state) == GAME.state_hash(plain)
    assert GAME.state_hash(GAME.new_state({"players": players, "scenario": "none"}, seed)) == GAME.state_hash(state)


def test_the_stacked_opening_deals_the_lessons_cards_and_leaves_the_rest_to_the_seed() -> None:
    s = GAME.new_state(TUTORIAL.options, TUTORIAL.seed)
    assert [s.table[c] for c in s.hand[YOU]] == list(TUTORIAL_HAND)
    assert [s.table[c] for c in reversed(s.deck[YOU])] == list(TUTORIAL_DRAWS)
    assert s.nation_deck[YOU] == [ACCESSION] and D(s, ACCESSION).start == "accession"
    assert sorted(D(s, c).start for c in s.discard[YOU]) == ["nation_deck"] * 5
    for slot, design in TUTORIAL_MARKET.items():
        assert s.table[s.market[slot]] == design and s.tucked[slot] >= 0
    assert (s.market[1], s.market[2]) == (FORAGERS, WALLED) and s.tokens[2] == [0, 0, 1]
    assert s.first == YOU and GAME.to_move(s) == (YOU,) and s.nations == ["river_dynasts", "salt_guilds"]
    assert GAME.check_invariants(s) == []
    assert GAME.state_hash(GAME.from_json(GAME.to_json(s))) == GAME.state_hash(s)
    plain = GAME.new_state({k: v for k, v in TUTORIAL.options.items() if k != "scenario"}, TUTORIAL.seed)
    assert (s.hand[RIVAL], s.deck[RIVAL], s.nation_deck[RIVAL]) == (plain.hand[RIVAL], plain.deck[RIVAL],
                                                                   plain.nation_deck[RIVAL])  # fmt: skip
    assert (s.fame, s.removed, s.small[0], s.market[0]) == (plain.fame, plain.removed, plain.small[0], plain.market[0])


@pytest.mark.parametrize("seed", [1, 7, 12, 99])
def test_the_stacked_cards_are_the_same_copies_whatever_the_seed(seed: int) -> None:
    s = GAME.new_state(TUTORIAL.options, seed)
    assert (s.market[1], s.market[2], s.nation_deck[YOU]) == (FORAGERS, WALLED, [ACCESSION])
    assert set(UNREST) <= set(s.deck[YOU]) and FLOODPLAIN in s.hand[YOU] and SCRIBES in s.hand[YOU]


# --- the script -------------------------------------------------------------------------------------------------
def test_every_scripted_step_comes_up_and_completes_in_order() -> None:
    session, run, completed, shown = play_tutorial()
    assert [key for key, _ in completed] == ASKING
    assert shown == KEYS
    assert run.finished and session.state.round == 5 and not GAME.is_over(session.state)


@pytest.mark.parametrize(("seed", "last"), [(1, False), (7, True), (12, True), (99, False), (TUTORIAL.seed, True)])
def test_the_script_holds_whatever_the_seed_and_whichever_highlighted_move_is_taken(seed: int, last: bool) -> None:
    _, run, completed, shown = play_tutorial(seed, last=last)
    assert [key for key, _ in completed] == ASKING and shown == KEYS and run.finished


def test_every_step_completes_when_only_moves_that_tell_something_are_observed() -> None:
    """The table's tutorial controller observes a move only when it has events; a step must not wait for a
    move that tells nothing (the last answer of a cleanup, say)."""
    session = Session.new(GAME, TUTORIAL.options, TUTORIAL.seed, TUTORIAL.players)
    run = TutorialRun(TUTORIAL)
    completed: list[str] = []
    for _ in range(400):
        state = session.state
        if run.finished:
            break
        wanted = run.wanted(GAME, state) if YOU in GAME.to_move(state) else []
        if wanted:
            seat, action = YOU, wanted[0]
            run.before(state, seat, action)
        elif GAME.to_move(state) and GAME.to_move(state)[0] != YOU:
            seat, found = GAME.to_move(state)[0], agent(GAME, state, GAME.to_move(state)[0])
            assert found is not None
            action = found
        else:
            assert run.next(state), run.step.key
            continue
        events = session.act(seat, action)
        assert isinstance(events, list)
        if events and run.observe(session.state, seat, action, events):
            completed.append(run.step.key)
    assert run.finished and completed == ASKING


def test_the_learners_moves_outside_the_step_are_held_back_with_the_step_in_the_note() -> None:
    wrong: dict[str, set[Action]] = {}

    def check(s: EmpiresState, step: Step, legal: list[Action]) -> None:
        run = TutorialRun(TUTORIAL, STEPS.index(step))
        for action in legal:
            if step.allowed is not None and not step.allowed(s, action):
                assert not run.permits(s, YOU, action)
                wrong.setdefault(step.key, set()).add(action)
                assert run.asked_title(s, "en") == step.title["en"]  # what the held-back note names
                assert run.asked_title(s, "ru") == step.title["ru"]

    play_tutorial(held=check)
    assert ("innovate", "civilised") in wrong["turn"] and ("revolt", 0) in wrong["turn"]
    assert ("play", SCRIBES) in wrong["activate"] and ("end",) in wrong["exhaust"]
    assert ("option", 1) in wrong["acquire"] and any(a[0] == "slot" for a in wrong["acquire"])
    assert any(a[0] == "pick" for a in wrong["cleanup"])  # turn 1's hand is kept
    assert ("activate",) in wrong["innovate"] and ("innovate", "region") in wrong["innovate"]
    assert ("end",) in wrong["reshuffle"] and any(a[0] == "play" and a[1] in UNREST for a in wrong["reshuffle"])
    assert ("revolt", 0) in wrong["revolt"] and ("activate",) in wrong["revolt"]
    assert ("play", WALLED) not in wrong.get("accession", set())


def test_a_reading_step_lets_only_the_next_steps_move_through() -> None:
    s = GAME.new_state(TUTORIAL.options, TUTORIAL.seed)
    run = TutorialRun(TUTORIAL)
    assert run.step.key == "welcome" and run.wanted(GAME, s) == []
    assert run.asked_title(s, "en") == TUTORIAL.steps[1].title["en"]
    assert run.permits(s, YOU, ("activate",)) and not run.permits(s, YOU, ("revolt", 0))
    assert run.next(s) and run.step.key == "turn" and run.wanted(GAME, s) == [("activate",)]


def _visible(s: EmpiresState, card: int) -> bool:
    """A card the learner sees face up: in hand, in a play area or discard, in the market, or the accession
    card at the bottom of a nation deck."""
    if card in s.hand[YOU] or card in s.market or any(card in s.play[p] or card in s.discard[p] for p in range(s.n)):
        return True
    return any(s.nation_deck[p][:1] == [card] for p in range(s.n))


def test_marks_name_cards_on_the_table_while_their_step_is_asked() -> None:
    seen: dict[tuple[str, Any], bool] = {}

    def check(s: EmpiresState, step: Step, _legal: list[Action]) -> None:
        for mark in step.marks:
            assert mark[0] == "card" and 0 <= mark[1] < len(s.table)
            seen[(step.key, mark)] = seen.get((step.key, mark), False) or _visible(s, mark[1])

    play_tutorial(held=check)
    marked = [(step.key, mark) for step in STEPS for mark in step.marks]
    assert marked and all(seen.get(key) for key in marked), [key for key in marked if not seen.get(key)]


def _card_names_in(text: str, lang: str) -> set[str]:
    """The card names a step's text quotes: in Russian each in «quotes», in English as a whole capitalised
    phrase."""
    cat = catalog(lang)
    names = {v for k, v in cat.items() if k.startswith("card.") and k != "card.hidden"}
    if lang == "ru":
        return {n for n in names if f"«{n}»" in text}
    return {n for n in names if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text)}


def _starred_card(s: EmpiresState, action: Action, token: bool) -> int | None:
    """The card the starred move plays, exhausts or takes from the market (with ``token``: the market card it
    puts the cleanup's progress token on)."""
    if (s.stack.top is not None and s.stack.top.kind == "cleanup_token") != token:
        return None
    if action[0] == "slot" and type(action[1]) is int and 0 <= action[1] < len(s.market):
        return s.market[action[1]]
    if action[0] in ("play", "exhaust") and type(action[1]) is int:
        return action[1]
    return None


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_step_names_exactly_the_cards_it_rings_and_stars_one_of_them(lang: str) -> None:
    """A step that asks for moves rings its marked cards: its text quotes exactly their names, and the first card
    move it stars (★, the first move it asks for) is at one of them; a reading step rings nothing."""
    cat = catalog(lang)
    first_star: dict[str, int] = {}
    tokens: dict[str, int] = {}
    names_marked: dict[str, set[str]] = {}

    def check(s: EmpiresState, step: Step, legal: list[Action]) -> None:
        names_marked.setdefault(step.key, {cat[f"card.{s.table[m[1]]}"] for m in step.marks})
        wanted = [a for a in legal if step.allowed is not None and step.allowed(s, a)]
        if wanted and s.turn == YOU:
            for starred, token in ((first_star, False), (tokens, True)):
                card = _starred_card(s, wanted[0], token)
                if card is not None:
                    starred.setdefault(step.key, card)

    session, _run, _done, _shown = play_tutorial(held=check)
    for step in STEPS:
        quoted = _card_names_in(step.text[lang], lang)
        if step.allowed is None:
            assert not step.marks, step.key
            continue
        assert quoted == names_marked.get(step.key, set()), (step.key, quoted, names_marked.get(step.key))
        if step.marks:
            star = first_star.get(step.key, tokens.get(step.key, -1))
            assert ("card", star) in step.marks, (step.key, star)
    # the cleanup step tells where the progress token goes: its starred slot is that card's
    assert tokens["cleanup"] == WALLED


def test_the_revolt_step_rings_no_unrest_card_it_says_to_keep() -> None:
    revolt = next(step for step in STEPS if step.key == "revolt")
    assert not any(mark[1] in UNREST for mark in revolt.marks)
    assert "keep" in revolt.text["en"]


# --- the words ----------------------------------------------------------------------------------------------------
_PLACEHOLDER = re.compile(r"\{(\w+)")


def _pairs() -> list[tuple[str, dict[str, str]]]:
    out: list[tuple[str, dict[str, str]]] = []
    for step in STEPS:
        out += [(f"{step.key}.title", dict(step.title)), (f"{step.key}.text", dict(step.text))]
        if isinstance(step.result, Result):
            out += [(f"{step.key}.result{i}", texts) for i, (_test, texts) in enumerate(step.result.variants)]
    return out


def test_texts_exist_in_russian_and_english_with_the_same_placeholders() -> None:
    for where, texts in _pairs():
        ru, en = texts["ru"], texts["en"]
        assert ru and en and ru != en, where
        assert re.search("[а-яё]", ru.lower()) and not re.search("[а-яё]", en.lower()), where
        assert set(_PLACEHOLDER.findall(ru)) == set(_PLACEHOLDER.findall(en)), where
        assert set(_PLACEHOLDER.findall(ru)) <= {"p0", "p1"} or ".result" in where, where
    assert all(isinstance(step.result, Result) for step in STEPS if step.allowed is not None)
    assert all(step.result is None for step in STEPS if step.allowed is None)


def test_russian_texts_never_decline_a_players_name() -> None:
    found = [(where, problem) for where, texts in _pairs() for problem in problems(texts["ru"], TUTORIAL_NAME)]
    assert not found
    assert any("{p1}" in texts["ru"] for _where, texts in _pairs())  # the scan has names to look at


def test_titles_and_texts_fill_in_the_players_names_in_both_languages() -> None:
    for index, step in enumerate(STEPS):
        for lang in ("ru", "en"):
            run = TutorialRun(TUTORIAL, index)
            assert "{" not in run.text(lang) + run.title(lang), (step.key, lang)
    welcome = TutorialRun(TUTORIAL).text("ru")
    assert all(name in welcome for name in TUTORIAL.names["ru"])


def test_results_render_in_both_languages_without_leftover_fields() -> None:
    _, run, completed, _ = play_tutorial()
    assert_results_render(TUTORIAL, completed)
    assert run.finished and len(completed) == len(ASKING)


def test_the_results_tell_what_happened_at_that_moment() -> None:
    seen: dict[str, dict[str, Any]] = {}
    pile: list[int] = []

    def check(s: EmpiresState, key: str, f: dict[str, Any]) -> None:
        seen[key] = dict(f)
        if key == "turn":
            assert (f["actions"], f["exhaust"]) == (3, 5)
        if key == "activate":
            assert f["card"] == "rd_floodplain" and FLOODPLAIN in s.play[YOU] and f["actions"] == 2
        if key == "exhaust":
            assert f["population"] == s.res[YOU][1] == 3 and FLOODPLAIN in s.exhausted[YOU]
        if key == "acquire":  # Foragers and the unrest under it come to the hand; the slot is refilled
            assert (f["card"], f["unrest"], f["hand"]) == ("foragers", 1, 5) and FORAGERS in s.hand[YOU]
            assert f["refill"] == s.table[s.market[1]] and f["pile"] == len(s.unrest)
            pile.append(f["pile"])
        if key == "cleanup":
            assert (f["hand"], f["deck"]) == (5, 5) and s.turn == RIVAL
        if key == "innovate":  # the hand discarded, Walled City and its progress taken, its unrest returned
            assert f["card"] == "walled_city" and s.hand[YOU] == [WALLED] and f["returned"] == 1
            assert f["progress"] >= 1 and f["discard"] == len(s.discard[YOU])
        if key == "reshuffle":  # the first reshuffle's barbarian step brings the accession card
            assert (f["nation"], f["flipped"]) == ("rd_two_crowns", 1) and s.side[YOU] == "empire"
            assert not s.nation_deck[YOU] and f["unrest"] == 2 == len(unrest_in_hand(s, YOU))
        if key == "accession":
            assert f["card"] == "walled_city" and WALLED in s.play[YOU] and f["materials"] == s.res[YOU][0]
        if key == "revolt":
            assert f["returned"] >= 2 and f["saved"] == 2 * f["returned"] and not unrest_in_hand(s, YOU)
            assert f["pile"] == len(s.unrest) > pile[0]

    play_tutorial(observed=check)
    assert set(seen) == set(ASKING)


# --- after the script -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("seed", "learner"), [(TUTORIAL.seed, "policy"), (7, "policy"), (12, "random")])
def test_the_game_can_be_finished_after_the_script(seed: int, learner: str) -> None:
    session, run, _, _ = play_tutorial(seed)
    rng = Rng(seed)
    for _ in range(20000):
        state: EmpiresState = session.state
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert all(run.permits(state, seat, a) for a in legal)  # the script holds nothing back any more
        if seat == YOU:
            action = (KNOWLEDGE.policy(GAME, GAME.view(state, YOU), YOU, legal, Rng(state.steps))
                      if learner == "policy" else rng.choice(legal))  # fmt: skip
        else:
            found = agent(GAME, state, seat)
            assert found is not None and found in legal
            action = found
        assert isinstance(session.act(seat, action), list)
        assert GAME.check_invariants(session.state) == []
    final: EmpiresState = session.state
    assert GAME.is_over(final) and len(GAME.scores(final)) == 2 and final.round > 5


def test_a_tutorial_game_replays_to_the_same_state_and_its_progress_round_trips() -> None:
    session, run, _, _ = play_tutorial()
    again, _reveals = replay(GAME, session.record)
    assert GAME.state_hash(again) == session.state_hash()
    middle = TutorialRun(TUTORIAL, KEYS.index("reshuffle"), True, {"nation": "rd_two_crowns"})
    back = TutorialRun.from_json(TUTORIAL, middle.to_json())
    assert (back.index, back.done, back.facts) == (middle.index, middle.done, middle.facts)
    assert TutorialRun.from_json(TUTORIAL, run.to_json()).finished
