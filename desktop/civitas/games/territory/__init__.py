"""Territory («Территория»): territories made of face-down cards, buildings and characters that need income
and yield profit, an income pool drafted one unit at a time, bridges and unions, quests and reputation.
The seed is an unfinished design; this is the project's v1 (see the rules help's Design section). The
rules engine; no Qt here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Decision, Game, OptionError, OptionSpec, Reason, ScoreLine
from civitas.engine.rng import Rng
from civitas.games.territory import flow, legal, play, scenario
from civitas.games.territory.invariants import check_invariants
from civitas.games.territory.rules import LIMITS, functioning_count
from civitas.games.territory.scoring import rank_key, score_lines
from civitas.games.territory.state import TerritoryState
from civitas.games.territory.view import determinize, view

#: Phases whose answers name a card a table lets the player click.
CLICK_PHASES = frozenset({"pay", "spy"})


def phase_decision(state: TerritoryState) -> Decision:
    """What the seat to move is asked in ``state``'s phase (see ``TerritoryGame.decision``)."""
    phase, pending = state.phase, state.pending
    click = "card" if phase in CLICK_PHASES else ""
    if phase == "pay" and len(pending) >= 2:
        paid = tuple(pending[2:])
        left = max(1, pending[1] - len(paid))
        args = {"card": pending[0], "price": pending[1], "paid": paid, "left": left}
        return Decision(phase, f"phase.{phase}", args, min_picks=left, max_picks=left, left=left, click=click)
    if phase in ("answer", "buy") and len(pending) == 3:
        args = {"card": pending[0], "bid": pending[1], "buyer_seat": pending[2]}
        return Decision(phase, f"phase.{phase}", args, click=click)
    return Decision(phase, f"phase.{phase}", click=click)

class TerritoryGame(Game[TerritoryState]):
    id = "territory"
    titles = {"ru": "Территория", "en": "Territory"}
    blurbs = {
        "ru": "Растите территории, копите доход и влияние, выполняйте задания.",
        "en": "Grow territories, earn income and influence, fulfil quests.",
    }
    min_players = 2
    max_players = 6
    rules_version = 2  # 2: TR-T48, a lower bid on market day and the seller's answer
    turn_section = "round"
    options = (
        OptionSpec("players", "int", 4, 2, 6),
        OptionSpec("first_leader", "choice", "random", choices=("random", "1", "2", "3", "4", "5", "6")),
        OptionSpec("target", "int", 5, 3, 12),
        OptionSpec("pool", "choice", "2d6+P", choices=flow.POOLS),
        OptionSpec("draw", "choice", "2/1", choices=flow.DRAWS),
        OptionSpec("limit", "choice", "1+2", choices=tuple(LIMITS)),
        OptionSpec("capacity", "choice", "3", choices=("3", "4", "none")),
        OptionSpec("attackers", "int", 2, 1, 3),
        OptionSpec("good_name", "choice", "once", choices=flow.GOOD_NAME),
        OptionSpec("after_deck", "int", 2, 0, 5),
        OptionSpec("upkeep", "int", 1, 0, 2),
        OptionSpec("scenario", "choice", "none", choices=scenario.SCENARIOS, hidden=True),
    )

    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        out = super().validate_options(options)
        first = out["first_leader"]
        if first != "random" and int(first) > out["players"]:
            raise OptionError(
                "option.out_of_range", {"key": "first_leader", "value": first, "min": 1, "max": out["players"]}
            )
        if out["scenario"] == "tutorial" and out["players"] != scenario.TUTORIAL_PLAYERS:
            limit = scenario.TUTORIAL_PLAYERS
            raise OptionError(
                "option.out_of_range", {"key": "players", "value": out["players"], "min": limit, "max": limit}
            )
        return out

    def new_state(self, options: dict[str, Any], seed: int) -> TerritoryState:
        return flow.setup(self.validate_options(options), seed)[0]

    def start(self, options: dict[str, Any], seed: int) -> tuple[TerritoryState, list[Event]]:
        return flow.setup(self.validate_options(options), seed)

    def num_seats(self, state: TerritoryState) -> int:
        return state.n

    def phase_id(self, state: TerritoryState) -> str:
        return state.phase

    def decision(self, state: TerritoryState, seat: int) -> Decision | None:
        """The phase the seat acts in (the catalog's ``phase.<phase>``) with the market decision in progress: while
        paying, the ``card`` bought, its ``price``, the cards ``paid`` so far and those ``left`` to give (one pick
        each); a lower bid (to answer, or kept after its refusal) as ``card``, ``bid`` and ``buyer_seat``. Paying
        and the spy's pick are answered by clicking a card."""
        if state.over or seat not in self.to_move(state):
            return None
        return phase_decision(state)

    def current_seat(self, state: TerritoryState) -> int | None:
        return None if state.over else state.turn

    def to_move(self, state: TerritoryState) -> tuple[int, ...]:
        return () if state.over else (state.turn,)

    def legal_actions(self, state: TerritoryState, seat: int) -> list[Action]:
        return legal.legal_actions(state, seat)

    def why_not(self, state: TerritoryState, seat: int, action: Action) -> Reason | None:
        if seat not in self.to_move(state):
            return self.not_your_turn()
        from civitas.games.territory.reasons import why_not

        return why_not(state, seat, action)

    def apply(self, state: TerritoryState, seat: int, action: Action) -> list[Event]:
        return play.apply(state, seat, action)

    def describe_action(self, state: TerritoryState, seat: int | None, action: Action, lang: str,
                        names: Sequence[str]) -> str:  # fmt: skip
        from civitas.games.territory.texts import describe

        return describe(state, action, lang, names)

    def view(self, state: TerritoryState, seat: int | None) -> TerritoryState:
        return view(state, seat)

    def determinize(self, view: TerritoryState, seat: int, rng: Rng) -> TerritoryState:
        return determinize(view, seat, rng)

    def copy(self, state: TerritoryState) -> TerritoryState:
        return state.copy()

    def to_json(self, state: TerritoryState) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> TerritoryState:
        return TerritoryState.from_json(data)

    def check_invariants(self, state: TerritoryState) -> list[str]:
        return check_invariants(state)

    def is_over(self, state: TerritoryState) -> bool:
        return state.over

    def scores(self, state: TerritoryState) -> list[ScoreLine]:
        return score_lines(state)

    def history_stats(self, state: TerritoryState) -> dict[str, list[list[int]]]:
        return {"reputation": [list(h) for h in state.history]}

    def progress_summary(self, state: TerritoryState) -> dict[str, int]:
        if state.over:
            winners = [line.seat for line in score_lines(state) if line.won]
            return {"round": state.round, "leader": winners[0] if len(winners) == 1 else -1}
        # The end's order (score, then territories, then cards working in the last round): the list of saves
        # names the seat that would win if the game ended now, -1 only while that is a full tie.
        points = [rank_key(state, p) for p in range(state.n)]
        best = max(points)
        return {"round": state.round, "leader": points.index(best) if points.count(best) == 1 else -1}

    def sim_stats(self, state: TerritoryState) -> dict[str, float]:
        """Figures of a finished game for ``civitas sim`` and the tuning sweep."""
        n = state.n
        return {
            "rounds": float(state.round),
            "by_reputation": 1.0 if state.ended == "reputation" else 0.0,
            "by_deck": 1.0 if state.ended == "deck" else 0.0,
            "by_cap": 1.0 if state.ended == "cap" else 0.0,
            "quests_done": float(sum(len(c) for c in state.claimed)),
            "quest_penalty_share": sum(1 for q in state.quests if q) / n,
            "territories": sum(len(x) for x in state.lands) / n,
            "working_at_end": sum(functioning_count(state, p) for p in range(n)) / n,
            "takeovers": float(sum(state.conquered)),
        }

    def catalog(self, lang: str) -> dict[str, str]:
        from civitas.games.territory.catalog import catalog

        return catalog(lang)


GAME = TerritoryGame()
