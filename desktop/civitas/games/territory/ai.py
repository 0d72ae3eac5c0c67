"""AI knowledge for Territory: a position evaluation, a quick rollout policy (also the greedy heuristic
bot), the pruning of equivalent moves, and reasons for beginners' hints.

The values are in ``ai_eval``, the move judgement and policy in ``ai_policy``, the hints' reasons in
``ai_reasons`` and their texts (ru and en) in ``ai_texts``. The pruning is here: two cards of one kind
in hand are one move, a market offer is made at the heuristic's price only, a payment is the
cheapest cards, a territory is made of one of the four least useful kinds, and influences that can
only hurt their player (a flood or a burden on an own territory, lucky deposits for a rival) are
dropped.

The search leans on the policy: its move is the prior favourite (progressive bias), so a search only
departs from it when its rollouts say so. Normal and Hard play with that bias, and Normal judges with
the full evaluation: the plainer one sees reputation only, which moves a few times a game, and leaves
a short search blind to the income engine the game is about (see ``LEVEL_OVERRIDES``).
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.knowledge import BaseKnowledge
from civitas.engine.rng import Rng
from civitas.games.territory import ai_eval, ai_market, ai_policy, ai_reasons
from civitas.games.territory.ai_texts import HINT_MESSAGES
from civitas.games.territory.derived import BURDENS
from civitas.games.territory.rules import F, card_owner
from civitas.games.territory.state import TerritoryState

#: Actions whose second item is a card from the hand (the kind is what matters, not the copy).
HAND_CARD = ("land", "build", "mansion", "bridge", "develop", "event", "rep", "offer")
LAND_KINDS = 4
#: The prior weight of the policy's move: about two visits' worth of a sure win for the favourite.
PRIOR_WEIGHT = 2.0
#: How Territory plays the shared levels (see ``civitas.ai.levels.for_game``); Easy stays as it is.
LEVEL_OVERRIDES: dict[str, dict[str, Any]] = {
    "normal": {"evaluation": "full", "prior_weight": PRIOR_WEIGHT},
    "hard": {"prior_weight": PRIOR_WEIGHT},
}
_PRIOR_RNG = Rng(0)  # the policy draws only in phases it does not know; the prior must not depend on it


class TerritoryKnowledge(BaseKnowledge):
    def evaluate(self, game: Game[Any], state: TerritoryState) -> list[float]:
        if state.over:
            return game.rewards(state)
        return ai_eval.shares(state, [ai_eval.position_value(state, p) for p in range(state.n)])

    def basic_evaluate(self, game: Game[Any], state: TerritoryState) -> list[float]:
        """The plainer judgement: reputation with the title and the held quests."""
        if state.over:
            return game.rewards(state)
        return ai_eval.shares(state, [ai_eval.basic_value(state, p) for p in range(state.n)])

    def policy(self, game: Game[Any], state: TerritoryState, seat: int, legal: list[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        return ai_policy.policy(state, seat, legal, rng)

    def turn_mark(self, game: Game[Any], state: TerritoryState) -> int:
        """Rounds begun so far (for a rollout horizon)."""
        return state.round

    def prior(self, game: Game[Any], state: TerritoryState, seat: int, legal: list[Action]) -> list[float]:
        """1 for the move the rollout policy would play, 0 for the others; no opinion when that move is
        not among ``legal`` (the pruned candidates) or there is no choice."""
        if len(legal) <= 1:
            return []
        choice = ai_policy.policy(state, seat, legal, _PRIOR_RNG.copy())
        if choice not in legal:
            return []
        return [1.0 if a == choice else 0.0 for a in legal]

    def level_overrides(self, level: str) -> dict[str, Any]:
        return dict(LEVEL_OVERRIDES.get(level, {}))

    def candidates(self, game: Game[Any], state: TerritoryState, seat: int, legal: list[Action]) -> list[Action]:
        if len(legal) <= 1:
            return legal
        return prune(state, seat, legal) or legal

    def reason(self, game: Game[Any], state: TerritoryState, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        """A reason that is true in the view ``state`` (see ai_reasons.py)."""
        return ai_reasons.reason(state, seat, action)

    def shown_plan(
        self, game: Game[Any], view: TerritoryState, seat: int, first: Action, plan: list[Action]
    ) -> list[Action]:
        """A hint's follow-ups as the player reads them: they stop before a Pass while one of the seat's
        cards could still take income (a Pass then reads as giving up on it)."""
        return ai_reasons.plan_until_needless_pass(game, view, seat, first, plan)


def _hurts_self(s: TerritoryState, p: int, a: Action) -> bool:
    f = F(s)
    if a[0] == "rep":
        kind = f.kind[a[1]]
        return (kind in BURDENS or kind == "drought") and s.owner[a[2]] == p
    if a[0] == "event":
        kind = f.kind[a[1]]
        if kind == "flood":
            return s.owner[a[2]] == p
        if kind == "lucky_deposits":
            return card_owner(s, a[2]) != p
    return False


def prune(s: TerritoryState, p: int, legal: list[Action]) -> list[Action]:
    """The moves worth searching (see the module's docstring); never empty when ``legal`` is not."""
    phase = s.phase
    if phase == "pay":
        return [ai_market.pay_choice(s, p, legal)]
    kind = F(s).kind
    mean = ai_market.mean_hand_worth(s, p) if phase == "offer" else 0.0
    seen: set[tuple[Any, ...]] = set()
    out: list[Action] = []
    lands: list[Action] = []
    for a in legal:
        name = a[0]
        if name == "tuck":
            key: tuple[Any, ...] = (name, a[1], kind[a[2]])
        elif name in HAND_CARD:
            if name == "offer" and a[2] != ai_market.ask_price(s, p, a[1], mean):
                continue
            if _hurts_self(s, p, a):
                continue
            key = (name, kind[a[1]], *a[2:])
        else:
            out.append(a)
            continue
        if key in seen:
            continue
        seen.add(key)
        if name == "land":
            lands.append(a)
        else:
            out.append(a)
    lands.sort(key=lambda a: (ai_eval.card_worth(s, p, a[1]), a[1]))
    out.extend(lands[:LAND_KINDS])
    return out


KNOWLEDGE = TerritoryKnowledge()

__all__ = ["HINT_MESSAGES", "KNOWLEDGE", "TerritoryKnowledge"]
