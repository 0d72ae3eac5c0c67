"""AI knowledge for Empires: a position evaluation, a quick rollout policy (also the "policy" bot), the
pruning of equivalent moves, and reasons for beginners' hints.

The values are in ``ai_eval``, the move judgement and policy in ``ai_policy``, the hints' reasons in
``ai_reasons`` and their texts (ru and en) in ``ai_texts``. The pruning is here: two in-play cards of one
design are one exhaust, two market slots holding the same design with the same tokens and unrest are one
slot, a payment is the canonical one (own resources before progress), a revolt returns every unrest in
hand (returning fewer is never better), and moving market tokens is the policy's move or stopping.
"""

from __future__ import annotations

import math
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.game import Game
from civitas.engine.knowledge import BaseKnowledge
from civitas.engine.machine import Candidates
from civitas.engine.ratings import held
from civitas.engine.rng import Rng
from civitas.games.empires import ai_eval, ai_policy, ai_reasons
from civitas.games.empires.ai_texts import HINT_MESSAGES
from civitas.games.empires.core import MACHINE
from civitas.games.empires.solo import SoloState, is_solo, rival_vp
from civitas.games.empires.state import EmpiresState


class EmpiresKnowledge(BaseKnowledge):
    def evaluate(self, game: Game[Any], state: EmpiresState) -> list[float]:
        if state.over:
            return game.rewards(state)
        with held(state):
            return chances(state, [ai_eval.position_value(state, p) for p in range(state.n)])

    def basic_evaluate(self, game: Game[Any], state: EmpiresState) -> list[float]:
        """The plainer judgement: the VP race alone (unrest counted at its -2)."""
        if state.over:
            return game.rewards(state)
        with held(state):
            return chances(state, [float(ai_eval.total_vp(state, p)) for p in range(state.n)])

    def policy(self, game: Game[Any], state: EmpiresState, seat: int, legal: list[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        with held(state):
            return ai_policy.policy(state, seat, legal, rng)

    def candidates(self, game: Game[Any], state: EmpiresState, seat: int, legal: list[Action]) -> list[Action]:
        if len(legal) <= 1:
            return legal
        with held(state):
            return prune(state, seat, legal) or legal

    def reason(self, game: Game[Any], state: EmpiresState, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        """A reason that is true in the view ``state`` (see ai_reasons.py)."""
        return ai_reasons.reason(state, seat, action)


#: The solo Rival's pace, VP a round, as the solo chance counts it: it gains about 3 a round in play-outs (its
#: die takes about one market card a round), counted higher against the seat's value, which already credits the
#: seat's engine over the rounds ahead.
RIVAL_PACE = 4.5


def chances(state: EmpiresState, values: list[float]) -> list[float]:
    """The seats' chances to win from their values. In a solo game the one seat races the Rival, who is no seat
    (a single seat's share alone would always be 1: a 100 % chance before the first move): its chance is a
    logistic of its value against the Rival's points and what the Rival likely adds over the same horizon the
    seat's value looks ahead, wide while much of the game is left."""
    if is_solo(state) and isinstance(state, SoloState):
        rest = ai_eval.later(state)
        horizon = min(8.0, max(0.0, ai_eval.rounds_left(state) - 1.0))
        rival = float(rival_vp(state)) + RIVAL_PACE * horizon * rest
        spread = 4.0 + 12.0 * rest
        lead = max(-60.0, min(60.0, (values[0] - rival) / spread))
        return [0.03 + 0.94 / (1.0 + math.exp(-lead))]
    return ai_eval.shares(state, values)


def prune(s: EmpiresState, p: int, legal: list[Action]) -> list[Action]:
    """The moves worth searching (see the module's docstring): the declared candidates of the decision asked;
    never empty when ``legal`` is not."""
    top = s.stack.top
    if top is None:
        return distinct(s, p, top, legal)
    return MACHINE.candidates(top.kind)(s, p, top, legal)


def canonical_payment(s: EmpiresState, p: int, f: Frame | None, legal: list[Action]) -> list[Action]:
    """A payment: the canonical way only (own resources before progress)."""
    return legal[:1]


def token_move_or_stop(s: EmpiresState, p: int, f: Frame | None, legal: list[Action]) -> list[Action]:
    """Moving market tokens: the policy's move, or stopping."""
    chosen = ai_policy.move_token_choice(s, p, legal)
    return [chosen] if chosen == ("stop",) else [chosen, ("stop",)]


def distinct(s: EmpiresState, p: int, f: Frame | None, legal: list[Action]) -> list[Action]:
    """Every answer but the equivalent ones: two in-play cards of one design are one exhaust, two market slots
    holding the same design with the same tokens and unrest are one slot, and a revolt returns every unrest in
    hand."""
    seen: set[tuple[Any, ...]] = set()
    out: list[Action] = []
    revolts = [a for a in legal if a[0] == "revolt" and a[1] > 0]
    for a in legal:
        if a[0] == "revolt":
            if revolts and a == max(revolts, key=lambda x: x[1]):
                out.append(a)
            continue
        if a[0] == "exhaust" and a[1] >= 0:
            key: tuple[Any, ...] = ("exhaust", s.table[a[1]], a[1] in s.exhausted[p])
        elif a[0] == "slot" and s.market[a[1]] >= 0:
            key = ("slot", s.table[s.market[a[1]]], tuple(s.tokens[a[1]]), s.tucked[a[1]] >= 0)
        else:
            out.append(a)
            continue
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


#: The answers worth searching, per decision kind (on the machine: a kind left out raises).
CANDIDATES: dict[str, Candidates] = {
    "payment": canonical_payment,
    "move_token": token_move_or_stop,
    **{kind: distinct for kind in ("activate", "category", "choose", "cleanup_token", "develop", "exile_pick",
                                   "look", "may", "pick", "react", "slot", "sol_order", "turn")},
}  # fmt: skip
MACHINE.attach(candidates=CANDIDATES)


KNOWLEDGE = EmpiresKnowledge()

__all__ = ["HINT_MESSAGES", "KNOWLEDGE", "EmpiresKnowledge", "prune"]
