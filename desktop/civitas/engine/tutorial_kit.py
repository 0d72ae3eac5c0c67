"""What the games' guided first games are built from, beside the steps themselves (engine/tutorial.py):
a two-player tutorial (the learner and one computer player), steps made from a game's texts, the steps'
tests (``only``, ``mine``), the computer player that follows a plan and falls back on the AI's quick
policy, and results said with the facts of the moment, cards by their names. No Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.rng import Rng
from civitas.engine.tutorial import Agent, Allowed, Done, Step, Text, Tutorial, say_facts

W = TypeVar("W")
#: ``say(texts, facts, lang)``: a text in ``lang`` with the facts of a moment put in.
Say = Callable[[Mapping[str, str], Mapping[str, Any], str], str]
#: One way a result may read: ``(test, texts)``, told when ``test(facts)`` holds.
Variant = tuple[Callable[[dict[str, Any]], bool], dict[str, str]]


# --- the tutorial and its steps ------------------------------------------------------------------------
def two_player(game_id: str, options: dict[str, Any], seed: int, names: Mapping[str, tuple[str, ...]],
               steps: tuple[Step, ...], agent: Agent, human: int = 0, rival: int = 1) -> Tutorial:
    """A guided game of the learner (seat ``human``) against one computer player (seat ``rival``, the
    easy AI wherever ``agent`` leaves it to the AI); the players are named in English in the setup."""
    return Tutorial(
        game_id=game_id,
        options=options,
        seed=seed,
        players=[{"name": names["en"][human]}, {"name": names["en"][rival], "ai": "easy"}],
        human=human,
        steps=steps,
        names=names,
        agent=agent,
    )


def step_maker(titles: Mapping[str, Text], texts: Mapping[str, Text],
               results: Mapping[str, Any]) -> Callable[..., Step]:
    """``step(key, section, **rest)``: the step ``key`` with its title, text and result (if any) from a
    game's tables of words, behind rules-help ``section``; ``rest`` is the rest of :class:`Step`."""

    def step(key: str, section: str, **rest: Any) -> Step:
        return Step(key, titles[key], texts[key], results.get(key), section=section, **rest)

    return step


def only(*actions: Action) -> Allowed:
    """A step that accepts exactly these actions."""

    def allowed(_s: Any, action: Action) -> bool:
        return action in actions

    return allowed


def mine(*actions: Action, seat: int = 0) -> Done:
    """Done when the learner (``seat``) has done one of ``actions``."""
    return lambda _s, by, action, _ev: by == seat and action in actions


# --- the computer player -----------------------------------------------------------------------------------
def first_wanted(wants: Iterable[W], legal: list[Action], fits: Callable[[W, Action], bool]) -> Action | None:
    """The first legal action that ``fits`` the first want any action fits (wants in order of preference)."""
    for want in wants:
        for action in legal:
            if fits(want, action):
                return action
    return None


def scripted_agent(planned: Callable[[Any, list[Action]], Action | None], knowledge: Callable[[], Any]) -> Agent:
    """The tutorial's move for a computer seat: ``planned(state, legal)`` first, then the quick policy of
    the AI ``knowledge()`` loads (its ``policy``) on what the seat may see, then the first legal move."""

    def agent(game: Game[Any], state: Any, seat: int) -> Action | None:
        legal = game.legal_actions(state, seat)
        if not legal:
            return None
        action = planned(state, legal)
        if action is not None:
            return action
        try:
            view = game.view(state, seat)
            chosen = knowledge().policy(game, view, seat, legal, Rng(state.steps * 8 + seat))
            if chosen in legal:
                return chosen
        except Exception:  # the policy is a nicety: a plain move always works
            pass
        return legal[0]

    return agent


# --- saying the facts --------------------------------------------------------------------------------------
def card_ref(ref: object) -> str:
    """A card reference of an event (``@card.factory``) as the card's id."""
    return str(ref).removeprefix("@card.")


def card_teller(catalog: Callable[[str], Mapping[str, str]], card_keys: frozenset[str]) -> Say:
    """``say`` for a game: the facts named in ``card_keys`` hold card ids, said as the cards' names (in
    «quotes» in Russian) from the game's ``catalog(lang)``; numbers take their plural forms."""

    def card_name(cid: str, lang: str) -> str:
        name = catalog(lang).get(f"card.{cid}", cid)
        return f"«{name}»" if lang == "ru" else name

    def word(key: str, raw: Any, lang: str) -> str | None:
        return card_name(str(raw), lang) if key in card_keys else None

    def say(texts: Mapping[str, str], facts: Mapping[str, Any], lang: str) -> str:
        return say_facts(texts, facts, lang, word)

    return say


class Result:
    """A step's result: every variant whose test holds for the facts, in order, said with them by ``say``;
    so a sentence is told only in the case where it is true."""

    def __init__(self, say: Say, *variants: Variant) -> None:
        self.say = say
        self.variants = variants

    def __call__(self, facts: dict[str, Any], lang: str) -> str:
        return " ".join(self.say(texts, facts, lang) for test, texts in self.variants if test(facts))
