"""The decision machine: one declaration per decision kind, and the generic turn engine over a DecisionStack.

A game that keeps its pending steps on a :class:`~civitas.engine.decisions.DecisionStack` (its state has
``stack`` and ``over``) declares, once per kind of frame:

- an *automatic* step (:meth:`Machine.auto`): a handler the machine runs itself (the frame is popped first);
- a *decision* (:meth:`Machine.decide`): what it offers (the legal actions of its seat), how an answer is
  applied, the rules section that explains it, the catalog id of its prompt (``phase.<kind>`` unless told)
  and its pick limits (how many answers the decision takes: (1, 1) for one choice); optionally a finer
  explanation of an illegal answer, and what a table clicks to answer it.

The AI side attaches the rollout policy, the hint reason and the search candidates of each kind
(:meth:`Machine.attach`), so that the rules do not import the AI. Nothing falls back silently: a decision, an
automatic step, a policy, a hint or candidates that were never declared raise :class:`Undeclared` naming the
kind; a kind whose every legal answer is worth searching says so with :func:`keep_all`.

The machine then gives any such game ``to_move``, ``legal_actions``, ``why_not``, ``apply`` and the run loop
(:meth:`Machine.run`: automatic steps run until a decision with at least one action is on top; a decision
with nothing to offer is skipped). The machine keeps no game's words; no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from civitas.engine.actions import Action, same_types
from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.engine.game import Decision as Asked
from civitas.engine.game import Reason, frame_decision
from civitas.engine.rng import Rng

Ev = list[Event]
Auto = Callable[[Any, Frame, Ev], None]
Offer = Callable[[Any, Frame], list[Action]]
Answer = Callable[[Any, Frame, Action, Ev], None]
Explain = Callable[[Any, int, Frame, Action], Reason | None]
Policy = Callable[[Any, int, Frame, list[Action], Rng], Action]
Hint = Callable[[Any, int, Frame, Action], Any]
Candidates = Callable[[Any, int, Frame, list[Action]], list[Action]]


def keep_all(s: Any, p: int, f: Frame, legal: list[Action]) -> list[Action]:
    """The candidates of a decision whose every legal answer is worth searching: all of them (declared so,
    never assumed)."""
    return legal


class Undeclared(LookupError):
    """A frame kind, a policy or a hint that the game never declared: a programming error, never a default."""


class Decision:
    """One decision kind as declared: ``offer`` (the legal actions of the frame's seat), ``answer`` (apply
    one), ``section`` (the rules section behind it), ``prompt`` (the catalog id of what it asks), ``picks``
    (least and most answers it takes), ``explain`` (a finer reason an action is illegal; None: the prompt
    repeated), ``click`` (what a table's click answers: "" for buttons only), and, attached by the AI,
    ``policy`` (the rollout move), ``hint`` (why the advice is good) and ``candidates`` (the answers worth
    searching)."""

    __slots__ = ("answer", "candidates", "click", "explain", "hint", "kind", "offer", "picks", "policy", "prompt",
                 "section")  # fmt: skip

    def __init__(self, kind: str, offer: Offer, answer: Answer, section: str, prompt: str,
                 picks: tuple[int, int], explain: Explain | None, click: str) -> None:  # fmt: skip
        self.kind = kind
        self.offer = offer
        self.answer = answer
        self.section = section
        self.prompt = prompt
        self.picks = picks
        self.explain = explain
        self.click = click
        self.policy: Policy | None = None
        self.hint: Hint | None = None
        self.candidates: Candidates | None = None


class Machine:
    """The registries of one game's automatic steps and decisions, and the generic engine over them."""

    __slots__ = ("autos", "decisions", "name")

    def __init__(self, name: str) -> None:
        self.name = name
        self.autos: dict[str, Auto] = {}
        self.decisions: dict[str, Decision] = {}

    # --- declarations ---------------------------------------------------------------------------------
    def auto(self, kind: str) -> Callable[[Auto], Auto]:
        """Declare the automatic step ``kind`` (decorator)."""

        def wrap(fn: Auto) -> Auto:
            self._fresh(kind)
            self.autos[kind] = fn
            return fn

        return wrap

    def decide(self, kind: str, offer: Offer, answer: Answer, *, section: str, prompt: str = "",
               picks: tuple[int, int] = (1, 1), explain: Explain | None = None,
               click: str = "") -> Decision:  # fmt: skip
        """Declare the decision ``kind``; ``section`` is required (no default section), ``prompt`` defaults to
        ``phase.<kind>``."""
        self._fresh(kind)
        if not section:
            raise ValueError(f"{self.name}: decision {kind!r} needs a rules section")
        if not 0 <= picks[0] <= picks[1]:
            raise ValueError(f"{self.name}: decision {kind!r} has pick limits {picks!r}")
        decision = Decision(kind, offer, answer, section, prompt or f"phase.{kind}", picks, explain, click)
        self.decisions[kind] = decision
        return decision

    def attach(self, *, policies: dict[str, Policy] | None = None, hints: dict[str, Hint] | None = None,
               candidates: dict[str, Candidates] | None = None) -> None:  # fmt: skip
        """The AI's part of each declaration: the rollout policy, the hint reason or the search candidates
        (:func:`keep_all` where every answer is worth searching) of every decision kind. A table given must
        name every declared kind, and no undeclared kind."""
        if policies is not None:
            for kind, policy in self._every_kind(policies, "policy").items():
                self.decisions[kind].policy = policy
        if hints is not None:
            for kind, hint in self._every_kind(hints, "hint").items():
                self.decisions[kind].hint = hint
        if candidates is not None:
            for kind, keep in self._every_kind(candidates, "candidates").items():
                self.decisions[kind].candidates = keep

    def _every_kind(self, table: dict[str, Any], part: str) -> dict[str, Any]:
        unknown = sorted(set(table) - set(self.decisions))
        missing = sorted(set(self.decisions) - set(table))
        if unknown or missing:
            raise Undeclared(f"{self.name}: {part} for undeclared kinds {unknown}, none for {missing}")
        return table

    def _fresh(self, kind: str) -> None:
        if kind in self.autos or kind in self.decisions:
            raise ValueError(f"{self.name}: frame kind {kind!r} declared twice")

    # --- lookups that fail loudly ---------------------------------------------------------------------
    def decision(self, kind: str) -> Decision:
        try:
            return self.decisions[kind]
        except KeyError:
            raise Undeclared(f"{self.name}: no decision {kind!r} is declared") from None

    def policy(self, kind: str) -> Policy:
        fn = self.decision(kind).policy
        if fn is None:
            raise Undeclared(f"{self.name}: decision {kind!r} has no rollout policy")
        return fn

    def hint(self, kind: str) -> Hint:
        fn = self.decision(kind).hint
        if fn is None:
            raise Undeclared(f"{self.name}: decision {kind!r} has no hint reason")
        return fn

    def candidates(self, kind: str) -> Candidates:
        fn = self.decision(kind).candidates
        if fn is None:
            raise Undeclared(f"{self.name}: decision {kind!r} has no search candidates")
        return fn

    # --- the engine -----------------------------------------------------------------------------------
    def offers(self, s: Any, f: Frame) -> list[Action]:
        try:
            return self.decisions[f.kind].offer(s, f)
        except KeyError:
            if f.kind in self.decisions:
                raise
            raise Undeclared(f"{self.name}: no decision {f.kind!r} is declared") from None

    def to_move(self, state: Any) -> tuple[int, ...]:
        if state.over:
            return ()
        waiting = state.stack.waiting()
        return (waiting,) if waiting is not None else ()

    def asked(self, state: Any, seat: int, moving: Sequence[int], lists: Sequence[str] = ()) -> Asked | None:
        """What ``seat`` is asked now, for the Game API's ``decision``: the top frame's kind, source and arguments
        (with the lists of its data that ``lists`` names), the prompt and the click its declaration names; "turn"
        (``phase.turn``) on an empty stack; None when the game is over or ``seat`` is not among the ``moving``
        seats."""
        if state.over or seat not in moving:
            return None
        top = state.stack.top
        if top is None:
            return Asked("turn", "phase.turn")
        declared = self.decisions.get(top.kind)
        if declared is None:
            return frame_decision(top.kind, top.source, top.data, lists=lists)
        return frame_decision(top.kind, top.source, top.data, declared.prompt, lists, declared.click)

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        top = state.stack.top
        if state.over or top is None or top.seat != seat:
            return []
        try:
            decision = self.decisions[top.kind]
        except KeyError:
            raise Undeclared(f"{self.name}: no decision {top.kind!r} is declared") from None
        return decision.offer(state, top)

    def why_not(self, state: Any, seat: int, action: Action) -> Reason | None:
        """None when ``action`` is legal for ``seat``; else a reason: not its turn, malformed, the
        declaration's finer explanation, or the prompt repeated (``choose.<kind>``) with its section."""
        top = state.stack.top
        if state.over or top is None or top.seat != seat:
            return Reason("not_your_turn", "turn")
        if not isinstance(action, tuple) or not action:
            return Reason("illegal", "turn")
        decision = self.decision(top.kind)
        options = decision.offer(state, top)
        if action in options:
            return None if same_types(options[options.index(action)], action) else Reason("illegal", "turn")
        if decision.explain is not None:
            reason = decision.explain(state, seat, top, action)
            if reason is not None:
                return reason
        return Reason(f"choose.{top.kind}", decision.section)

    def answer(self, s: Any, action: Action, ev: Ev) -> None:
        """The decision on top answers ``action`` (already known legal); the automatic steps do not run yet."""
        top = s.stack.pop()
        try:
            decision = self.decisions[top.kind]
        except KeyError:
            raise Undeclared(f"{self.name}: no decision {top.kind!r} is declared") from None
        decision.answer(s, top, action, ev)

    def run(self, s: Any, ev: Ev) -> None:
        """Run automatic steps until a decision with at least one action is on top or the game is over; a
        decision with nothing to offer is dropped."""
        stack = s.stack
        autos = self.autos
        while not s.over:
            top = stack.top
            if top is None:
                return
            if top.seat is None:
                stack.pop()
                try:
                    fn = autos[top.kind]
                except KeyError:
                    raise Undeclared(f"{self.name}: no automatic step {top.kind!r} is declared") from None
                fn(s, top, ev)
            elif not self.offers(s, top):
                stack.pop()
            else:
                return

    def apply(self, s: Any, action: Action) -> Ev:
        """Answer the decision on top with ``action``, then run to the next decision."""
        ev: Ev = []
        self.answer(s, action, ev)
        self.run(s, ev)
        return ev
