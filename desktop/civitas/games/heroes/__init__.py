"""«Эпоха героев» / Age of Heroes: 2–6 tribes trade at fairs, build, fight and race to five cities,
a cultural monument, or being the last tribe standing. Headless rules engine; no Qt here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Decision, Game, OptionError, OptionSpec, Reason, ScoreLine
from civitas.games.heroes import catalog as _catalog
from civitas.games.heroes import flow, legal, play, progress, recap, scenario
from civitas.games.heroes import view as _view
from civitas.games.heroes.cards import TRIBE_IDS
from civitas.games.heroes.invariants import check_invariants
from civitas.games.heroes.labels import describe
from civitas.games.heroes.plan_texts import plan_sentence
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.victory import score_lines


class HeroesGame(Game[HeroesState]):
    id = "heroes"
    titles = {"ru": "Эпоха героев", "en": "Age of Heroes"}
    blurbs = {
        "ru": "Торгуйте, стройте города и дороги, воюйте: три пути к победе.",
        "en": "Trade, build cities and roads, wage war: three ways to win.",
    }
    min_players = 2
    max_players = 6
    rules_version = 1
    turn_section = "turn"
    options = (
        OptionSpec("players", "int", 4, 2, 6),
        OptionSpec("round_limit", "int", 60, 5, 500),
        OptionSpec("scenario", "choice", "none", choices=scenario.SCENARIOS, hidden=True),
        # Chosen tribe per seat (an index into TRIBE_IDS, -1 for random); empty: all random.
        OptionSpec("tribes", "seq", (), -1, len(TRIBE_IDS) - 1),
    )

    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        out = super().validate_options(options)
        if out["scenario"] == "tutorial" and out["players"] != scenario.TUTORIAL_PLAYERS:
            raise OptionError(
                "option.out_of_range",
                {
                    "key": "players",
                    "value": out["players"],
                    "min": scenario.TUTORIAL_PLAYERS,
                    "max": scenario.TUTORIAL_PLAYERS,
                },
            )
        tribes = out["tribes"]
        if len(tribes) > out["players"]:
            raise OptionError(
                "option.out_of_range", {"key": "tribes", "value": len(tribes), "min": 0, "max": out["players"]}
            )
        chosen = [t for t in tribes if t >= 0]
        if len(set(chosen)) != len(chosen):
            twice = next(t for t in chosen if chosen.count(t) > 1)
            raise OptionError("option.duplicate", {"key": "tribes", "value": "tribe." + TRIBE_IDS[twice]})
        if chosen and out["scenario"] != "none":
            raise OptionError("option.bad_choice", {"key": "tribes", "value": str(tribes)})
        return out

    def new_state(self, options: dict[str, Any], seed: int) -> HeroesState:
        return self.start(options, seed)[0]

    def start(self, options: dict[str, Any], seed: int) -> tuple[HeroesState, list[Event]]:
        limit = int(options.get("round_limit", 60))
        if options.get("scenario") == "tutorial":
            state = scenario.tutorial_state(seed, limit)
            return state, flow.deal(state)
        return flow.start(int(options.get("players", 4)), seed, limit, list(options.get("tribes", ())))

    def num_seats(self, state: HeroesState) -> int:
        return state.n

    # What a search or a game calls at every step is the (compiled) rules function itself: no
    # Python method in between.
    to_move = staticmethod(legal.to_move)
    legal_actions = staticmethod(legal.legal_actions)

    def why_not(self, state: HeroesState, seat: int, action: Action) -> Reason | None:
        return legal.why_not(state, seat, action)

    apply = staticmethod(play.apply)

    def view(self, state: HeroesState, seat: int | None) -> HeroesState:
        return _view.view(state, seat)

    determinize = staticmethod(_view.determinize)

    def copy(self, state: HeroesState) -> HeroesState:
        return state.copy()

    def to_json(self, state: HeroesState) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> HeroesState:
        return HeroesState.from_json(data)

    is_over = staticmethod(legal.is_over)

    def scores(self, state: HeroesState) -> list[ScoreLine]:
        return score_lines(state)

    def check_invariants(self, state: HeroesState) -> list[str]:
        return check_invariants(state)

    def sim_stats(self, state: HeroesState) -> dict[str, float]:
        from civitas.games.heroes.sim import sim_stats  # the simulator's figures, loaded when asked

        return sim_stats(state)

    def phase_id(self, state: HeroesState) -> str:
        return state.phase

    def decision(self, state: HeroesState, seat: int) -> Decision | None:
        """An interrupting decision (the catalog's ``decision.<kind>``, the seat it concerns as ``seat``; a road's
        consent also names its ``builder``), else the phase's (``phase.<phase>``). Every pending question is
        public, so a table may ask this of any seat to move on its viewer's view."""
        if state.phase == "over" or seat not in self.to_move(state):
            return None
        if state.pending:
            top = state.pending[-1]
            kind = str(top[0])
            args = {"seat": int(top[1])}
            if kind == "consent":
                args["builder"] = int(top[2])
            return Decision(kind, f"decision.{kind}", args)
        return Decision(state.phase, f"phase.{state.phase}")

    def current_seat(self, state: HeroesState) -> int | None:
        return state.current

    def history_stats(self, state: HeroesState) -> dict[str, list[list[int]]]:
        """Cities and monument cards of every seat after each round: {stat: [[round, seat, value]]}."""
        return progress.history_stats(state)

    def progress_summary(self, state: HeroesState) -> dict[str, int]:
        return progress.progress_summary(state)

    def catalog(self, lang: str) -> dict[str, str]:
        return _catalog.catalog(lang)

    def recap_groups(self) -> dict[str, frozenset[str]]:
        return recap.RECAP_GROUPS

    def alerts(self, state: HeroesState) -> list[tuple[str, dict[str, Any]]]:
        return recap.alerts(state)

    def describe_action(
        self, state: HeroesState, seat: int | None, action: Action, lang: str, names: Sequence[str]
    ) -> str:
        return describe(state, seat, action, lang, names)

    def describe_plan(
        self, steps: Sequence[tuple[HeroesState, Action]], seat: int, lang: str, names: Sequence[str]
    ) -> str:
        return plan_sentence(steps, seat, lang, names)


GAME = HeroesGame()

__all__ = ["GAME", "HeroesGame", "HeroesState"]
