"""The heroes knowledge: values in [0, 1], legal quick moves, sane candidates, explained hints."""

from __future__ import annotations

import string

import pytest

from civitas.ai.hints import hint
from civitas.ai.knowledge import knowledge_for
from civitas.ai.levels import Level, choose, without_time_limit
from civitas.engine.log import render
from civitas.engine.rng import Rng

heroes = pytest.importorskip("civitas.games.heroes")
heroes_ai = pytest.importorskip("civitas.games.heroes.ai")

GAME = heroes.GAME
SMALL = Level("small", 60, 100.0, 8, "full", True)


def _positions(players: int, seed: int, every: int = 7, limit: int = 400):
    """(state, seat) at decision points of a game played by the quick policy."""
    state = GAME.new_state(GAME.validate_options({"players": players}), seed)
    know = knowledge_for("heroes")
    rng = Rng(seed)
    out = []
    for step in range(limit):
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        if step % every == 0:
            out.append((GAME.copy(state), seat))
        GAME.apply(state, seat, know.policy(GAME, state, seat, legal, rng))
    return out


def test_registry_finds_the_heroes_knowledge():
    assert knowledge_for("heroes") is heroes_ai.KNOWLEDGE


def test_evaluation_policy_and_candidates():
    know = heroes_ai.KNOWLEDGE
    for players in (2, 4, 6):
        for state, seat in _positions(players, players):
            values = know.evaluate(GAME, state)
            assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
            assert abs(sum(values) - 1.0) < 1e-6
            legal = GAME.legal_actions(state, seat)
            assert know.policy(GAME, state, seat, legal, Rng(1)) in legal
            cands = know.candidates(GAME, state, seat, legal)
            assert cands and all(a in legal for a in cands)
            view = GAME.view(state, seat)
            assert know.policy(GAME, view, seat, GAME.legal_actions(view, seat), Rng(2)) in legal


def test_policy_beats_random_often():
    from civitas.ai.ladder import run_ladder

    results = run_ladder("heroes", "policy", "random", games=20, players=2, seed=3)
    assert sum(r.a_score for r in results) >= 15


def test_reasons_have_messages_in_both_languages():
    know = heroes_ai.KNOWLEDGE
    msgs = heroes_ai.HINT_MESSAGES
    assert set(msgs) == {"ru", "en"} and set(msgs["ru"]) == set(msgs["en"])
    catalog = GAME.catalog("en")
    seen = set()
    for players in (2, 3, 5):
        for state, seat in _positions(players, 10 + players, every=3):
            view = GAME.view(state, seat)
            for action in GAME.legal_actions(state, seat):
                reason, args = know.reason(GAME, view, seat, action)
                seen.add(reason)
                for lang in ("ru", "en"):
                    template = msgs[lang][reason]
                    text = render(template, args, {**catalog, **msgs[lang]}, lang, ["A", "B", "C", "D", "E"])
                    assert "{" not in text and "}" not in text, text
                    fields = {f[1] for f in string.Formatter().parse(template) if f[1]}
                    assert {f.split("|")[0] for f in fields} <= set(args), (reason, lang)
    assert "hint.build_city" in seen or "hint.tax" in seen


def test_search_and_hint_on_heroes_are_legal_and_honest():
    for players in (2, 4):
        positions = _positions(players, 20 + players, every=25)
        for state, seat in positions[:6]:
            view = GAME.view(state, seat)
            legal = GAME.legal_actions(state, seat)
            assert choose(GAME, view, seat, SMALL, Rng(4)) in legal
            h = hint(GAME, view, seat, SMALL, Rng(5))
            assert 1 <= len(h.moves) <= 3 and len({m.action for m in h.moves}) == len(h.moves)
            assert all(m.action in legal and 0.0 <= m.win_chance <= 1.0 for m in h.moves)
            # Honesty: reshuffle what the seat cannot see; the view and the choice stay the same.
            other = GAME.copy(state)
            hidden = [c for i, hand in enumerate(other.hands) if i != seat for c in hand] + other.deck
            Rng(99).shuffle(hidden)
            k = 0
            for i, hand in enumerate(other.hands):
                if i != seat:
                    other.hands[i] = hidden[k : k + len(hand)]
                    k += len(hand)
            other.deck = hidden[k:]
            other.rng = Rng(12345)
            assert GAME.to_json(GAME.view(other, seat)) == GAME.to_json(view)
            lvl = without_time_limit(SMALL)
            assert choose(GAME, GAME.view(other, seat), seat, lvl, Rng(6)) == choose(GAME, view, seat, lvl, Rng(6))


def test_basic_evaluation_sees_the_race_and_threats_but_not_the_economy():
    from civitas.games.heroes.cards import special_of

    know = heroes_ai.KNOWLEDGE
    state = GAME.new_state(GAME.validate_options({"players": 2}), 11)
    state.phase = "action"
    base = know.basic_evaluate(GAME, state)
    assert len(base) == 2 and abs(sum(base) - 1.0) < 1e-6
    rich = GAME.copy(state)  # two of its own special cards in hand: the full evaluation counts them
    rich.hands[0] += [special_of(rich.tribe[0])] * 2
    assert know.basic_evaluate(GAME, rich) == base
    assert know.evaluate(GAME, rich)[0] > know.evaluate(GAME, state)[0]
    ahead = GAME.copy(state)
    ahead.cities[1] += 2
    assert know.basic_evaluate(GAME, ahead)[1] > base[1]
    building = GAME.copy(state)
    building.monument[0] += 2
    assert know.basic_evaluate(GAME, building)[0] > base[0]
    threatened = GAME.copy(state)  # a neighbour with four armies at home against one
    threatened.cities[0] = 2
    threatened.armies[0] = [0]
    threatened.armies[1] = [0, 0, 0, 0]
    calm = GAME.copy(threatened)
    calm.armies[1] = [0]
    assert know.basic_evaluate(GAME, threatened)[0] < know.basic_evaluate(GAME, calm)[0]
