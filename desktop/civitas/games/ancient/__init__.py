"""The Ancient World («Древний мир»): citizens of skill 1–5 on action slots, empire cards with tribe
banners, troops against titans, six rounds. The rules engine; no Qt here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Decision, Game, OptionError, OptionSpec, Reason, ScoreLine
from civitas.engine.ratings import Rating
from civitas.engine.rng import Rng
from civitas.games.ancient import derived, flow, legal, naming, play, scenario
from civitas.games.ancient.frames import MACHINE
from civitas.games.ancient.invariants import check_invariants
from civitas.games.ancient.scoring import running_score, score_lines
from civitas.games.ancient.state import AncientState
from civitas.games.ancient.view import determinize, view


class AncientGame(Game[AncientState]):
    id = "ancient"
    titles = {"ru": "Древний мир", "en": "The Ancient World"}
    blurbs = {
        "ru": "Размещайте жителей, стройте империю, побеждайте титанов.",
        "en": "Place citizens, build an empire of cards, defeat titans.",
    }
    min_players = 2
    max_players = 4
    rules_version = 1
    turn_section = "round"
    machine = MACHINE  # its pending decisions are declared on it (``frames``, ``play``); the turn itself is not
    options = (
        OptionSpec("players", "int", 2, 2, 4),
        OptionSpec("first_player", "choice", "random", choices=("random", "1", "2", "3", "4")),
        OptionSpec("expand_plus", "bool", False),
        OptionSpec("dice", "choice", "2-2-2", choices=tuple(flow.DICE)),
        OptionSpec("scenario", "choice", "none", choices=scenario.SCENARIOS, hidden=True),
    )

    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        out = super().validate_options(options)
        first = out["first_player"]
        if first != "random" and int(first) > out["players"]:
            raise OptionError(
                "option.out_of_range", {"key": "first_player", "value": first, "min": 1, "max": out["players"]}
            )
        if out["scenario"] == "tutorial" and out["players"] != scenario.TUTORIAL_PLAYERS:
            limit = scenario.TUTORIAL_PLAYERS
            raise OptionError(
                "option.out_of_range", {"key": "players", "value": out["players"], "min": limit, "max": limit}
            )
        return out

    def new_state(self, options: dict[str, Any], seed: int) -> AncientState:
        return flow.setup(self.validate_options(options), seed)[0]

    def start(self, options: dict[str, Any], seed: int) -> tuple[AncientState, list[Event]]:
        s, ev = flow.setup(self.validate_options(options), seed)
        naming.name_events(ev)  # the opening events enter the log at once
        return s, ev

    def num_seats(self, state: AncientState) -> int:
        return state.n

    def phase_id(self, state: AncientState) -> str:
        if state.over:
            return "over"
        top = state.stack.top
        return top.kind if top is not None else "turn"

    def decision(self, state: AncientState, seat: int) -> Decision | None:
        """The pending frame the seat answers (its kind, the card it comes from, picks left, the cards it shows:
        ``drawn`` while exploring, ``cards`` to keep or to order); "turn" on a free turn."""
        return MACHINE.asked(state, seat, self.to_move(state), lists=("drawn", "cards"))

    def current_seat(self, state: AncientState) -> int | None:
        return None if state.over else state.turn

    def opens_turn(self, state: AncientState) -> bool:
        return not state.over and state.stack.top is None  # the turn seat picks its turn's action

    def to_move(self, state: AncientState) -> tuple[int, ...]:
        return legal.to_move(state)

    def legal_actions(self, state: AncientState, seat: int) -> list[Action]:
        return legal.seat_actions(state, seat)

    def why_not(self, state: AncientState, seat: int, action: Action) -> Reason | None:
        if seat not in self.to_move(state):
            return self.not_your_turn()
        return legal.why_not(state, seat, action)

    def ratings(self) -> Sequence[Rating[AncientState]]:
        return derived.RATINGS

    def apply(self, state: AncientState, seat: int, action: Action) -> list[Event]:
        return play.apply(state, seat, action)

    def name_events(self, state: AncientState, events: list[Event]) -> None:
        naming.name_events(events)

    def describe_action(self, state: AncientState, seat: int | None, action: Action, lang: str,
                        names: Sequence[str]) -> str:  # fmt: skip
        from civitas.games.ancient.texts import describe

        return describe(state, action, lang, names)

    def view(self, state: AncientState, seat: int | None) -> AncientState:
        return view(state, seat)

    def determinize(self, view: AncientState, seat: int, rng: Rng) -> AncientState:
        return determinize(view, seat, rng)

    def copy(self, state: AncientState) -> AncientState:
        return state.copy()

    def to_json(self, state: AncientState) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> AncientState:
        return AncientState.from_json(data)

    def check_invariants(self, state: AncientState) -> list[str]:
        return check_invariants(state)

    def is_over(self, state: AncientState) -> bool:
        return state.over

    def scores(self, state: AncientState) -> list[ScoreLine]:
        return score_lines(state)

    def history_stats(self, state: AncientState) -> dict[str, list[list[int]]]:
        return {"score": [list(h) for h in state.history]}

    def sim_stats(self, state: AncientState) -> dict[str, float]:
        """Means per player over a finished game, for ``civitas sim``."""
        n = state.n
        return {
            "score": sum(running_score(state, p) for p in range(n)) / n,
            "empire_cards_built": sum(len(state.tableau[p]) - 2 for p in range(n)) / n,
            "titans_beaten": sum(len(state.titans[p]) for p in range(n)) / n,
            "provinces": sum(len(state.provinces[p]) for p in range(n)) / n,
            "citizens": sum(len(state.citizens[p]) for p in range(n)) / n,
            "starving_at_end": sum(len(state.starving[p]) for p in range(n)) / n,
        }

    def progress_summary(self, state: AncientState) -> dict[str, int]:
        if state.over:
            winners = [line.seat for line in score_lines(state) if line.won]
            return {"round": state.round, "leader": winners[0] if len(winners) == 1 else -1}
        points = [running_score(state, p) for p in range(state.n)]
        best = max(points)
        return {"round": state.round, "leader": points.index(best) if points.count(best) == 1 else -1}

    def catalog(self, lang: str) -> dict[str, str]:
        from civitas.games.ancient.catalog import catalog

        return catalog(lang)


GAME = AncientGame()
