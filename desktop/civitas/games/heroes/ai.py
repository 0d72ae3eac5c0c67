"""AI knowledge for Age of Heroes: a position evaluation, a quick rollout policy and beginner hints.

``KNOWLEDGE`` is picked up by ``civitas.ai.knowledge.knowledge_for("heroes")``. The hints' reasons
are chosen in ``hint_reasons.py`` (only when true in the position); ``HINT_MESSAGES`` (from
``hint_texts.py``) holds their templates in ru and en for the UI to merge into the game's catalog.
"""

from __future__ import annotations

import math
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.rng import Rng
from civitas.games.heroes import ai_fair, hint_reasons
from civitas.games.heroes.cards import (
    AWAY_MASK,
    BLOCKED,
    CITY_TARGET,
    GEN,
    GOLD,
    GRAIN,
    HERO,
    HIDDEN,
    IRON,
    LUCK,
    MONUMENT_TARGET,
    OLYMPICS,
    STONE,
    WOOD,
    special_of,
)
from civitas.games.heroes.hint_texts import HINT_MESSAGES
from civitas.games.heroes.state import HeroesState

# Card kinds by how much a beginner's tribe wants to keep them (higher: keep).
_CITY_COST = (STONE, WOOD, WOOD)
_ARMY_COST = (IRON, GRAIN, GRAIN)
_SHARPNESS = 1.4  # how sharply the evaluation turns progress differences into win chances
# Pending questions put to a seat whatever it holds, and how long the AI takes over each answer.
_QUESTIONS = frozenset({"luck_quake", "luck_erupt", "luck_famine", "barb", "defend"})
ANSWER_SECONDS = 0.5


def _ready(code: int) -> bool:
    return code & (BLOCKED | AWAY_MASK) == 0


def _missing(hand: list[int], cost: tuple[int, ...]) -> list[int]:
    """The cards of ``cost`` the hand lacks (gold not counted)."""
    left = list(hand)
    out: list[int] = []
    for k in cost:
        if k in left:
            left.remove(k)
        else:
            out.append(k)
    return out


def _short(hand: list[int], cost: tuple[int, ...]) -> int:
    """Cards still needed for ``cost`` after gold stands in for missing ones."""
    return max(0, len(_missing(hand, cost)) - hand.count(GOLD))


def _military(s: HeroesState, seat: int) -> float:
    """Rough fighting strength at home: ready armies, +1 for each general."""
    total = 0.0
    for code in s.armies[seat]:
        if _ready(code):
            total += 2.0 if code & GEN else 1.0
    return total


def _defence(s: HeroesState, seat: int) -> float:
    return _military(s, seat) + 0.5 * s.forts[seat] * min(1, len(s.armies[seat]))


def _shares(s: HeroesState, prog: list[float]) -> list[float]:
    """Win chances from each seat's progress, after taking off what a stronger neighbour threatens."""
    n = s.n
    prog = prog[:]
    # Threats: a stronger neighbour at home can take cities from a weakly defended tribe.
    mil = [_military(s, i) if s.alive[i] else 0.0 for i in range(n)]
    for i in range(n):
        if not s.alive[i] or not s.cities[i]:
            continue
        danger = max((mil[j] for j in range(n) if j != i and s.alive[j]), default=0.0) - _defence(s, i)
        if danger >= 2:
            prog[i] -= 0.35 * min(danger - 1, 3)
    weights = [math.exp(_SHARPNESS * p) if s.alive[i] else 0.0 for i, p in enumerate(prog)]
    total = sum(weights)
    alive = sum(1 for a in s.alive if a)
    return [(0.9 * w / total + 0.1 / alive) if s.alive[i] else 0.0 for i, w in enumerate(weights)]


class HeroesKnowledge:
    # --- evaluation -------------------------------------------------------------------------------
    def progress(self, s: HeroesState, seat: int) -> float:
        """How close ``seat`` is to winning, in "steps" (5 = a win in hand)."""
        hand = s.hands[seat]
        own = special_of(s.tribe[seat])
        specials = hand.count(own)
        unknown = hand.count(HIDDEN)
        city_next = 0.0
        if s.supply[1] > 0:
            city_next = (3 - min(3, _short(hand, _CITY_COST))) / 3.0 * 0.6 if not unknown else 0.25
        cities = s.cities[seat] + city_next
        monument = s.monument[seat] + 0.7 * specials + (0.1 * unknown)
        best, other = (cities, monument) if cities >= monument else (monument, cities)
        p = best + 0.15 * other
        # Cities are also the economy: each one draws a card of tax every turn (none: no tax at all).
        p += 0.4 * min(s.cities[seat], 4)
        p += 0.1 * min(len(hand), 5)  # cards beyond five are discarded at the end of the turn
        p += 0.3 * min(_military(s, seat), 4.0) + 0.1 * min(s.forts[seat], 3)
        p += 0.08 * sum(1 for r in s.roads if (r >> 3) == seat or (r & 7) == seat)
        if s.claims[seat] and (s.cities[seat] >= CITY_TARGET or s.monument[seat] >= MONUMENT_TARGET):
            p += 2.5
        return p

    def evaluate(self, game: Game[Any], state: HeroesState) -> list[float]:
        s = state
        if s.winner >= 0 or s.phase == "over":
            return game.rewards(s)
        return _shares(s, [self.progress(s, i) if s.alive[i] else -1.0 for i in range(s.n)])

    def turn_mark(self, game: Game[Any], state: HeroesState) -> int:
        """Turns begun so far (for a rollout horizon): the round's turns before the current seat's."""
        return state.round * state.n + (state.current - state.first) % state.n

    def basic_evaluate(self, game: Game[Any], state: HeroesState) -> list[float]:
        """The Normal level's plainer judgement: the race to five cities or the monument, and the
        danger of a stronger neighbour. It ignores the economy (tax from cities, hand size, special
        cards not yet placed), the value of its own armies, forts and roads."""
        s = state
        if s.winner >= 0 or s.phase == "over":
            return game.rewards(s)
        prog = []
        for i in range(s.n):
            cities, monument = float(s.cities[i]), float(s.monument[i])
            best, other = (cities, monument) if cities >= monument else (monument, cities)
            prog.append(best + 0.15 * other if s.alive[i] else -1.0)
        return _shares(s, prog)

    # --- questions every seat is asked ----------------------------------------------------------------
    def answer_seconds(self, game: Game[Any], view: HeroesState, seat: int) -> float:
        """Luck, olympic games and heroes are asked for whatever the hand holds (see rules.py): the
        AI takes the same time over every such answer, so its pause gives nothing away."""
        if view.pending and view.pending[-1][0] in _QUESTIONS and int(view.pending[-1][1]) == seat:
            return ANSWER_SECONDS
        return 0.0

    # --- moves worth searching -----------------------------------------------------------------------
    def candidates(self, game: Game[Any], state: HeroesState, seat: int, legal: list[Action]) -> list[Action]:
        """Drop moves that are never better than a sibling: paying more gold than needed, offers
        that give away what we need or ask for what we do not, and the most useful cards to swap."""
        s = state
        if s.pending:
            if s.pending[-1][0] == "consent" and ("road_consent", True) in legal:
                # A road gives both tribes an extra card at every fair: agree. (This also keeps the
                # search away from samples where the builder's hidden hand could not pay.)
                return [("road_consent", True)]
            return legal
        ph = s.phase
        if ph == "trade":  # answers to open offers, and only offers some rival could take (ai_fair.py)
            return ai_fair.candidates(s, seat, legal)
        if ph in ("action", "build"):
            cheapest: dict[tuple[Any, ...], Action] = {}
            out = []
            swaps = []
            for a in legal:
                if a[0] == "build":
                    key = (a[1],) + tuple(a[3:])
                    prev = cheapest.get(key)
                    if prev is None or a[2] < prev[2]:
                        cheapest[key] = a
                elif a[0] == "swap":
                    swaps.append(a)
                else:
                    out.append(a)
            out.extend(cheapest.values())
            if swaps:
                swaps.sort(key=lambda a: self._card_value(s, seat, a[1]))
                out.extend(swaps[:2])
            return out
        if ph in ("war_goal", "war_send"):
            return self._war_plan(legal)
        return legal

    @staticmethod
    def _war_plan(legal: list[Action]) -> list[Action]:
        """A war once declared is carried through: its goal, its armies, the attack. Nothing is
        revealed between the declaration and the sending (no event, no answer comes in between), so
        calling the war off is never better than the plan that made it worth declaring, and a
        computer player that declared a war never calls it off in public. (A human still may.)"""
        return [a for a in legal if a != ("cancel_war",)] or legal

    @staticmethod
    def _spare(hand: list[int], kind: int) -> bool:
        """True if ``kind`` is not needed for a city or an army (keeping what both prices use)."""
        need = _CITY_COST.count(kind) + _ARMY_COST.count(kind)
        return hand.count(kind) > need or kind not in _CITY_COST + _ARMY_COST

    # --- the rollout policy -----------------------------------------------------------------------
    def policy(self, game: Game[Any], state: HeroesState, seat: int, legal: list[Action], rng: Rng) -> Action:
        s = state
        kind = legal[0][0]
        if s.pending:
            return self._answer(s, seat, legal, rng)
        ph = s.phase
        if ph == "trade":
            return self._trade(s, seat, legal, rng)
        if ph in ("action", "build"):
            return self._act(s, seat, legal, rng)
        if ph == "war_goal":
            return self._goal(s, seat)
        if ph == "war_send":
            sends = [a for a in legal if a[0] == "send"]
            if sends:
                return max(sends, key=lambda a: a[1] & GEN)
            return ("go",) if ("go",) in legal else ("cancel_war",)
        if ph == "monument":
            return legal[-1]  # place every own special card
        if ph == "discard":
            return self._discard(s, seat, legal)
        del kind
        return legal[rng.below(len(legal))]

    def _trade(self, s: HeroesState, seat: int, legal: list[Action], rng: Rng) -> Action:
        return ai_fair.policy(s, seat, legal, rng)

    def _act(self, s: HeroesState, seat: int, legal: list[Action], rng: Rng) -> Action:
        builds: dict[str, Action] = {}
        for a in legal:
            if a[0] == "build":
                prev = builds.get(a[1])
                if prev is None or a[2] < prev[2]:  # the cheapest way in gold
                    builds[a[1]] = a
        if "city" in builds:
            return builds["city"]
        ready = [c for c in s.armies[seat] if _ready(c)]
        if s.phase == "action":
            war = self._war_target(s, seat, legal)
            if war is not None:
                return war
        if "army" in builds and (len(s.armies[seat]) < 3 or builds["army"][2] == 0) and len(ready) < 5:
            return builds["army"]
        if "general" in builds and builds["general"][2] <= 1 and len(ready) >= 2:
            return builds["general"]
        if "road" in builds and builds["road"][2] == 0 and rng.below(2) == 0:
            return builds["road"]
        if "fortress" in builds and builds["fortress"][2] == 0 and s.cities[seat] >= 2 and rng.below(2) == 0:
            return builds["fortress"]
        if s.phase == "build":
            return ("end_build",)
        if ("tax",) in legal:
            return ("tax",)
        swaps = [a for a in legal if a[0] == "swap"]
        if swaps:
            return self._worst_card_action(s, seat, swaps)
        return ("skip",)

    def _war_target(self, s: HeroesState, seat: int, legal: list[Action]) -> Action | None:
        """A war only when our armies at home clearly outnumber the target's defence."""
        mine = sum(1 for c in s.armies[seat] if _ready(c))
        if mine < 2:
            return None
        best: Action | None = None
        best_gain = 0.0
        for a in legal:
            if a[0] != "war":
                continue
            t = a[1]
            defenders = sum(1 for c in s.armies[t] if _ready(c))
            extra = mine - defenders
            gain = 0.0
            if s.cities[t] and extra >= 2:
                gain = 2.0 + s.cities[t] * 0.2 + (1.0 if extra >= 4 and s.cities[t] >= 2 else 0.0)
            elif s.monument[t] >= 2 and extra >= 1:
                gain = 1.0 + s.monument[t] * 0.3
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    def _goal(self, s: HeroesState, seat: int) -> Action:
        assert s.war is not None
        t = s.war[1]
        mine = sum(1 for c in s.armies[seat] if _ready(c))
        defenders = sum(1 for c in s.armies[t] if _ready(c))
        if s.cities[t] and mine - defenders >= 2:
            return ("goal", "conquest")
        if s.monument[t] and mine - defenders >= 1:
            return ("goal", "destruction")
        return ("goal", "plunder")

    def _card_value(self, s: HeroesState, seat: int, kind: int) -> float:
        if kind == special_of(s.tribe[seat]):
            return 10.0
        if kind in (GOLD, HERO, LUCK, OLYMPICS):
            return 6.0
        hand = s.hands[seat]
        v = 2.0 if kind in _CITY_COST else 1.0
        return v - 0.5 * hand.count(kind)

    def _worst_card_action(self, s: HeroesState, seat: int, actions: list[Action]) -> Action:
        return min(actions, key=lambda a: self._card_value(s, seat, a[1]))

    def _discard(self, s: HeroesState, seat: int, legal: list[Action]) -> Action:
        return self._worst_card_action(s, seat, legal)

    def _answer(self, s: HeroesState, seat: int, legal: list[Action], rng: Rng) -> Action:
        top = s.pending[-1]
        kind = top[0]
        if kind == "consent":
            return ("road_consent", True)
        if kind == "quake":
            # Hit the strongest rival's best army.
            return max(legal, key=lambda a: (self.progress(s, a[1]), a[2] & GEN))
        if kind == "erupt":
            return max(legal, key=lambda a: (s.cities[a[1]], self.progress(s, a[1])))
        if kind == "defend":
            assert s.war is not None
            attackers = len(s.war_units)
            home = sum(1 for c in s.armies[seat] if _ready(c)) + s.war[3]  # and heroes already fighting
            if ("respond", "olympics") in legal and attackers - home >= 2 and s.cities[seat]:
                return ("respond", "olympics")
            generals = [a for a in legal if a[1] == "hero_general"]
            if generals and attackers >= home:
                return generals[0]
            if ("respond", "hero_army") in legal and attackers > home:
                return ("respond", "hero_army")
            return ("respond", "none")
        # luck / olympics against an event card
        if kind == "luck_erupt" and ("respond", "luck") in legal:
            return ("respond", "luck")
        if kind == "barb" and len(s.hands[seat]) >= 3 and legal[0] != ("respond", "none"):
            return legal[0]
        return ("respond", "none")

    # --- reasons for beginners ------------------------------------------------------------------------
    def reason(self, game: Game[Any], state: HeroesState, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        """A reason that is true in the view ``state`` (see hint_reasons.py)."""
        return hint_reasons.reason(state, seat, action, self._card_value, self.progress)

    def shown_plan(
        self, game: Game[Any], view: HeroesState, seat: int, first: Action, plan: list[Action]
    ) -> list[Action]:
        """The whole plan: Heroes says it in one sentence (``Game.describe_plan``)."""
        return plan


KNOWLEDGE = HeroesKnowledge()

__all__ = ["ANSWER_SECONDS", "HINT_MESSAGES", "KNOWLEDGE", "HeroesKnowledge"]
