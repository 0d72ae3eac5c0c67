"""Guided games: a fixed opening, scripted opponents and a list of steps the learner follows.

A game that has a tutorial declares it in its package (``GamePackage.tutorial``).
``TutorialRun`` is the learner's progress through it, with no Qt: which step is on, whether its
action was done, the facts its result text needs, and which of the learner's actions it lets
through. The UI (civitas.ui.tutorial) shows it; tests drive it headless.

Step texts are localized data (``{"ru": ..., "en": ...}``) with ``{p0}``, ``{p1}``... for the
players' names and ``{name}`` placeholders filled from the step's facts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Game
from civitas.engine.log import plural_index
from civitas.engine.texts import FluentTemplate

Text = Mapping[str, str]
Allowed = Callable[[Any, Action], bool]
Done = Callable[[Any, int, Action, list[Event]], bool]
Facts = Callable[[Any, list[Event]], dict[str, Any]]
Render = Callable[[dict[str, Any], str], str]
Agent = Callable[[Game[Any], Any, int], Action | None]


@dataclass(frozen=True, slots=True)
class Step:
    """One step. Without ``allowed`` it only explains (the learner reads it and goes on).

    ``allowed(state, action)`` — the learner's actions this step accepts (others are held back with
    a gentle note); ``done(state, seat, action, events)`` — after any applied action (anyone's),
    whether the step is complete; ``applies(state)`` — a step that may not come up (skipped when
    False at the moment it would start); ``facts(state, events)`` — JSON values for the result text,
    taken from the action that completed the step; ``result`` — a text, or a function of the facts
    and the language; ``section`` — the rules-help section behind the step; ``marks`` — payloads of
    table pieces to point at besides those of the move itself (the card to drag, say).
    """

    key: str
    title: Text
    text: Text
    result: Text | Render | None = None
    allowed: Allowed | None = None
    done: Done | None = None
    applies: Callable[[Any], bool] | None = None
    facts: Facts | None = None
    section: str = ""
    marks: tuple[tuple[Any, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Tutorial:
    game_id: str
    options: dict[str, Any]
    seed: int
    players: list[dict[str, Any]]
    human: int
    steps: tuple[Step, ...]
    names: Mapping[str, tuple[str, ...]]
    agent: Agent

    def player_names(self, lang: str) -> list[str]:
        return list(self.names.get(lang) or self.names["en"])


def localized(text: Text, lang: str) -> str:
    return text.get(lang) or text.get("en") or ""


class TutorialRun:
    """The learner's place in a tutorial. ``index`` is the step on screen; ``done`` says its action
    has been done (its result is shown, and the next step's actions are let through as well)."""

    def __init__(self, tutorial: Tutorial, index: int = 0, done: bool = False, facts: dict[str, Any] | None = None):
        self.tutorial = tutorial
        self.index = max(0, min(index, len(tutorial.steps) - 1))
        self.done = done or tutorial.steps[self.index].allowed is None
        self.facts: dict[str, Any] = dict(facts or {})

    # --- reading -------------------------------------------------------------------------------------
    @property
    def steps(self) -> tuple[Step, ...]:
        return self.tutorial.steps

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def count(self) -> int:
        return len(self.steps)

    @property
    def finished(self) -> bool:
        """On the last step with nothing left to do: the game is the learner's own from here."""
        return self.index == self.count - 1 and self.done

    def upcoming(self, state: Any) -> int | None:
        """The index of the next step that applies now, or None after the last one."""
        for index in range(self.index + 1, self.count):
            applies = self.steps[index].applies
            if applies is None or applies(state) or index == self.count - 1:
                return index
        return None

    def text(self, lang: str) -> str:
        return self._fill(localized(self.step.text, lang), lang, {})

    def title(self, lang: str) -> str:
        return self._fill(localized(self.step.title, lang), lang, {})

    def asked(self, state: Any) -> Step | None:
        """The step whose move the learner should make now (None if only Next is asked)."""
        index = self.upcoming(state) if self.done else self.index
        if index is None or self.steps[index].allowed is None:
            return None
        return self.steps[index]

    def asked_title(self, state: Any, lang: str) -> str:
        step = self.asked(state)
        return self._fill(localized(step.title, lang), lang, {}) if step is not None else ""

    def result(self, lang: str) -> str:
        """The explanation of what happened (empty until the step is done, and for reading steps)."""
        result = self.step.result
        if not self.done or result is None or self.step.allowed is None:
            return ""
        if callable(result):
            return self._fill(result(self.facts, lang), lang, self.facts)
        return self._fill(localized(result, lang), lang, self.facts)

    def _fill(self, template: str, lang: str, facts: dict[str, Any]) -> str:
        values: dict[str, Any] = {f"p{i}": name for i, name in enumerate(self.tutorial.player_names(lang))}
        values.update(facts)
        if isinstance(template, FluentTemplate):  # a game's Fluent text (civitas.engine.texts)
            return template.render_with(values)
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            return template

    def wanted(self, game: Game[Any], state: Any) -> list[Action]:
        """The learner's legal actions the tutorial asks for now (to highlight on the table). A step
        that only explains shows nothing until it has been read (Next)."""
        human = self.tutorial.human
        if self.finished or human not in game.to_move(state) or self.step.allowed is None:
            return []
        indices = [self.index] if not self.done else []
        if self.done:
            nxt = self.upcoming(state)
            if nxt is not None:
                indices.append(nxt)
        for index in indices:
            allowed = self.steps[index].allowed
            if allowed is not None:
                found = [a for a in game.legal_actions(state, human) if allowed(state, a)]
                if found:
                    return found
        return []

    # --- the learner's actions -------------------------------------------------------------------------
    def permits(self, state: Any, seat: int, action: Action) -> bool:
        """Whether the tutorial lets ``seat`` do ``action`` now (the engine's own rules aside)."""
        if seat != self.tutorial.human or self.finished:
            return True
        allowed = self.step.allowed
        if not self.done and allowed is not None and allowed(state, action):
            return True
        return self.done and self._next_accepts(state, action) is not None

    def _next_accepts(self, state: Any, action: Action) -> int | None:
        nxt = self.upcoming(state)
        if nxt is None:
            return None
        allowed = self.steps[nxt].allowed
        return nxt if allowed is not None and allowed(state, action) else None

    def before(self, state: Any, seat: int, action: Action) -> None:
        """Called just before the learner's permitted ``action`` is applied: an action of the next
        step moves on to that step (the learner did not need to press Next)."""
        if seat != self.tutorial.human or not self.done or self.finished:
            return
        nxt = self._next_accepts(state, action)
        if nxt is not None:
            self._enter(nxt)

    def observe(self, state: Any, seat: int, action: Action, events: list[Event]) -> bool:
        """After any applied action: complete the step if it is done now. Returns whether it was."""
        step = self.step
        if self.done or step.done is None or not step.done(state, seat, action, events):
            return False
        self.done = True
        self.facts = step.facts(state, events) if step.facts is not None else {}
        return True

    def next(self, state: Any) -> bool:
        """The learner pressed Next: go to the next step that applies. False if nothing changed."""
        if not self.done:
            return False
        nxt = self.upcoming(state)
        if nxt is None:
            return False
        self._enter(nxt)
        return True

    def _enter(self, index: int) -> None:
        self.index = index
        self.done = self.steps[index].allowed is None
        self.facts = {}

    # --- saving -----------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"step": self.steps[self.index].key, "index": self.index, "done": self.done, "facts": self.facts}

    @staticmethod
    def from_json(tutorial: Tutorial, data: Mapping[str, Any]) -> TutorialRun:
        keys = [step.key for step in tutorial.steps]
        key = data.get("step")
        index = keys.index(key) if key in keys else int(data.get("index", 0))
        facts = data.get("facts")
        return TutorialRun(tutorial, index, bool(data.get("done", False)), facts if isinstance(facts, dict) else {})


_FACT = re.compile(r"\{(\w+)(?:\|([^{}]*))?\}")


def say_facts(
    texts: Mapping[str, str],
    facts: Mapping[str, Any],
    lang: str,
    special: Callable[[str, Any, str], str | None] | None = None,
) -> str:
    """``texts`` in ``lang`` (English when missing) with the ``facts`` of a moment put in: ``{key}`` is
    the fact (``special(key, value, lang)`` may word it, a card by its name say), ``{key|one|few|many}``
    picks the plural form of a number; a key that is no fact (a player's name) stays for the tutorial."""
    template = texts.get(lang) or texts["en"]

    def value(match: re.Match[str]) -> str:
        key, forms = match.group(1), match.group(2)
        if key not in facts:
            return match.group(0)
        raw = facts[key]
        if forms is not None:
            options = forms.split("|")
            return options[min(plural_index(lang, int(raw)), len(options) - 1)]
        worded = special(key, raw, lang) if special is not None else None
        return worded if worded is not None else str(raw)

    return _FACT.sub(value, template)
