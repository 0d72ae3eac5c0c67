"""A review never reads hidden information: everything it searches or describes is the deciding seat's
view at that moment, and hidden cards that differ cannot change what it says of a person's decisions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from civitas.ai import review as review_module
from civitas.ai.hints import hint
from civitas.ai.review import review_record
from civitas.engine.record import GameRecord
from civitas.engine.registry import game_ids, get_game
from civitas.engine.rng import Rng
from civitas.games.tiny import HIDDEN, TinyGame, TinyState
from review_helpers import planted_game, small_level

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
PREFIX = 16  # steps of each game's record reviewed: enough for hidden cards, draws and answers


def _j(game: Any, state: Any) -> str:
    return json.dumps(game.to_json(state), sort_keys=True)


def _two_people(game_id: str) -> GameRecord:
    """The start of a stored two-player game, both seats played by people (so both are judged)."""
    path = sorted((GOLDEN / game_id).glob("*2p*.civitas.json"))[0]
    record = GameRecord.from_json(json.loads(path.read_text(encoding="utf-8"))["record"])
    record.steps = record.steps[:PREFIX]
    record.players = [{"name": f"P{seat}"} for seat in range(2)]
    return record


@pytest.mark.parametrize("game_id", game_ids())
def test_the_review_searches_and_describes_only_the_deciding_seats_view(game_id, monkeypatch):
    game = get_game(game_id)
    record = _two_people(game_id)
    views: set[tuple[int, str]] = set()
    hidden_somewhere = False
    state, _ = game.start(game.validate_options(record.options), record.seed)
    for seat, action in [*record.steps, (None, None)]:
        for s in range(game.num_seats(state)):
            view = game.view(state, s)
            views.add((s, _j(game, view)))
            hidden_somewhere = hidden_somewhere or _j(game, view) != _j(game, state)
        if seat is not None:
            game.apply(state, seat, action)
    assert hidden_somewhere, "the check needs a game with something hidden"

    seen: list[tuple[str, int, str]] = []

    def spy(name: str, real: Any) -> Any:
        def call(g: Any, view: Any, seat: int, *args: Any, **kwargs: Any) -> Any:
            seen.append((name, seat, _j(g, view)))
            return real(g, view, seat, *args, **kwargs)

        return call

    monkeypatch.setattr(review_module, "hint", spy("hint", review_module.hint))
    monkeypatch.setattr(review_module, "level_search", spy("search", review_module.level_search))
    real_describe = game.describe_action

    def describe(view: Any, seat: int | None, *args: Any) -> str:
        seen.append(("describe", -1 if seat is None else seat, _j(game, view)))
        return real_describe(view, seat, *args)

    monkeypatch.setattr(game, "describe_action", describe)
    review = review_record(game, record, small_level(4))
    assert review.judgements
    assert {name for name, _, _ in seen} >= {"hint", "describe"}
    leaks = [(name, seat) for name, seat, shown in seen if (seat, shown) not in views]
    assert leaks == []
    for judgement in review.judgements:  # and what a player reads of it is words in both languages
        for lang in ("en", "ru"):
            texts = judgement.words[lang]
            assert texts["action"] and texts["best"] and texts["reason"] and "{" not in "".join(texts.values())


class ClairvoyantTiny(TinyGame):
    """The tiny game whose search would use any card it is shown: ``determinize`` keeps the other hands
    and the deck when they are not hidden. A review that handed it a full state would see them."""

    def determinize(self, view: TinyState, seat: int, rng: Rng) -> TinyState:
        if all(c != HIDDEN for h in view.hands for c in h) and all(c != HIDDEN for c in view.deck):
            full = self.copy(view)
            full.rng = rng.fork()
            return full
        return super().determinize(view, seat, rng)


class SwappedTiny(ClairvoyantTiny):
    """The same deal, except that seat 1's hidden hand is swapped with the two cards at the bottom of the
    deck (never drawn in these games): seat 0 sees exactly what it saw before."""

    def new_state(self, options: dict[str, Any], seed: int) -> TinyState:
        state = super().new_state(options, seed)
        state.hands[1], state.deck[0:2] = state.deck[0:2], state.hands[1]
        return state


def _no_draws_record(game: TinyGame, seed: int) -> GameRecord:
    """Seat 0 (a person) plays its highest card or rolls, seat 1 (a computer) always rolls: legal in
    both deals, and nobody draws, so the bottom of the deck stays hidden."""
    options = game.validate_options({"players": 2})
    record = GameRecord(game.id, options, seed, players=[{"name": "Ann"}, {"name": "", "ai": "normal"}])
    state, _ = game.start(options, seed)
    while not game.is_over(state) and len(record.steps) < 40:
        seat = game.to_move(state)[0]
        if state.phase == "pace":
            action: tuple[Any, ...] = ("pace", 1)
        elif seat == 0 and state.hands[0]:
            action = ("play", max(state.hands[0]))
        else:
            action = ("roll",)
        game.apply(state, seat, action)
        record.steps.append((seat, action))
    return record


def _deal_that_differs() -> int:
    for seed in range(1, 50):
        a = ClairvoyantTiny().new_state({"players": 2, "target": 10}, seed)
        if sorted(a.hands[1]) != sorted(a.deck[0:2]):
            return seed
    raise AssertionError("no seed swaps different cards")


def test_other_hidden_cards_do_not_change_the_review_of_a_persons_decisions():
    seed = _deal_that_differs()
    plain, swapped = ClairvoyantTiny(), SwappedTiny()
    record = _no_draws_record(plain, seed)
    assert _no_draws_record(swapped, seed).steps == record.steps
    first = review_record(plain, record, small_level(), others=False)
    second = review_record(swapped, record, small_level(), others=False)
    assert first.judgements and [j.to_json() for j in first.judgements] == [j.to_json() for j in second.judgements]


def test_the_check_would_catch_a_review_that_searched_full_states():
    """The control: given the full states, the clairvoyant game's search does tell the two deals apart."""
    seed = _deal_that_differs()
    plain, swapped = ClairvoyantTiny(), SwappedTiny()
    record = _no_draws_record(plain, seed)
    a, _ = plain.start(plain.validate_options(record.options), seed)
    b, _ = swapped.start(swapped.validate_options(record.options), seed)
    differs = False
    for seat, action in record.steps:
        if seat == 0 and a.phase == "play":
            assert _j(plain, plain.view(a, 0)) == _j(swapped, swapped.view(b, 0))
            hint_a = hint(plain, a, 0, small_level(60), Rng(3))
            hint_b = hint(swapped, b, 0, small_level(60), Rng(3))
            differs = differs or hint_a.to_json() != hint_b.to_json()
        plain.apply(a, seat, action)
        swapped.apply(b, seat, action)
    assert differs


def test_the_planted_game_has_hidden_cards(tiny):
    record, _ = planted_game(tiny)
    state, _ = tiny.start(tiny.validate_options(record.options), record.seed)
    assert _j(tiny, tiny.view(state, 0)) != _j(tiny, state)
