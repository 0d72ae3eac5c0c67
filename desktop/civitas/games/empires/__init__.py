"""Empires («Империи»): a deck-building civilization game (seed 004) — six original nations, an original
common deck, the market with unrest, the reshuffle procedure, solstice, fame and collapse. The rules engine
(see the module docstrings; ``flow`` runs the game on a decision stack). One player plays against the Rival,
the solo automaton of ``solo`` (TR-E12..TR-E19). No Qt here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Decision, Game, OptionError, OptionSpec, ScoreLine
from civitas.engine.ratings import Rating, stale
from civitas.engine.rng import Rng
from civitas.games.empires import flow, play, scenario, solo
from civitas.games.empires.core import MACHINE
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.limits import EXHAUST_TOKENS, HAND_SIZE
from civitas.games.empires.scoring import VP, score_lines, total_vp
from civitas.games.empires.state import EmpiresState
from civitas.games.empires.view import determinize, view

NATIONS = ("river_dynasts", "salt_guilds", "ember_clans", "stargazers", "drifting_court", "hollow_pilgrims")
#: The nations seats 1..4 get unless chosen otherwise: the four on the default rule flags.
DEFAULT_NATIONS = NATIONS[:4]
MAX_SEATS = 4


class EmpiresGame(Game[EmpiresState]):
    id = "empires"
    titles = {"ru": "Империи", "en": "Empires"}
    blurbs = {
        "ru": "Колодостроение: карты с рынка, рост народа, борьба с беспорядками.",
        "en": "Deck-building: take market cards, grow a nation, curb unrest.",
    }
    min_players = 1  # TR-E10, TR-E12: one player against the Rival
    max_players = MAX_SEATS
    rules_version = 1
    turn_section = "turn"
    machine = MACHINE  # every decision kind is declared on it (``civitas.engine.machine``)
    options = (
        OptionSpec("players", "int", 2, 1, MAX_SEATS),
        OptionSpec("first_player", "choice", "random", choices=("random", "1", "2", "3", "4")),
        *(OptionSpec(f"nation_{k + 1}", "choice", DEFAULT_NATIONS[k], choices=NATIONS) for k in range(MAX_SEATS)),
        *(OptionSpec(f"side_{k + 1}", "choice", "B", choices=("A", "B")) for k in range(MAX_SEATS)),
        OptionSpec("scenario", "choice", "none", choices=scenario.SCENARIOS, hidden=True),  # the tutorial's
    )

    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        out = super().validate_options(options)
        n = out["players"]
        first = out["first_player"]
        if first != "random" and int(first) > n:
            raise OptionError("option.out_of_range", {"key": "first_player", "value": first, "min": 1, "max": n})
        chosen = [out[f"nation_{k + 1}"] for k in range(n)]
        for k in range(n):
            if chosen[k] in chosen[:k]:
                raise OptionError("option.bad_choice", {"key": f"nation_{k + 1}", "value": chosen[k]})
        if out["scenario"] == "tutorial":
            self._check_tutorial(out)
        return out

    @staticmethod
    def _check_tutorial(out: dict[str, Any]) -> None:
        """The tutorial's opening is stacked for two players, its nations and side B (``scenario``)."""
        limit = scenario.TUTORIAL_PLAYERS
        if out["players"] != limit:
            raise OptionError("option.out_of_range", {"key": "players", "value": out["players"], "min": limit,
                                                      "max": limit})  # fmt: skip
        for k, nation in enumerate(scenario.TUTORIAL_NATIONS):
            for key, value in ((f"nation_{k + 1}", nation), (f"side_{k + 1}", scenario.TUTORIAL_SIDE)):
                if out[key] != value:
                    raise OptionError("option.bad_choice", {"key": key, "value": out[key]})

    @staticmethod
    def _setup(options: dict[str, Any]) -> dict[str, Any]:
        n = options["players"]
        return {
            "players": n,
            "nations": [options[f"nation_{k + 1}"] for k in range(n)],
            "sides": [options[f"side_{k + 1}"] for k in range(n)],
            "first_player": options["first_player"],
            "scenario": options["scenario"],
        }

    def new_state(self, options: dict[str, Any], seed: int) -> EmpiresState:
        return self.start(options, seed)[0]

    def start(self, options: dict[str, Any], seed: int) -> tuple[EmpiresState, list[Event]]:
        s, ev = flow.start(self._setup(self.validate_options(options)), seed)
        play.name_events(s, ev)
        return s, ev

    def num_seats(self, state: EmpiresState) -> int:
        return state.n

    def phase_id(self, state: EmpiresState) -> str:
        if state.over:
            return "over"
        top = state.stack.top
        return top.kind if top is not None else "turn"

    def decision(self, state: EmpiresState, seat: int) -> Decision | None:
        """The pending frame the seat answers (its kind, the card it comes from, picks left, the cards it names:
        ``cards`` to pick from, ``held`` while looking, ``cats`` of a deck to draw from); "turn" on a free turn."""
        return MACHINE.asked(state, seat, self.to_move(state), lists=("cards", "held", "cats"))

    def current_seat(self, state: EmpiresState) -> int | None:
        return None if state.over else state.turn

    def opens_turn(self, state: EmpiresState) -> bool:
        top = state.stack.top
        return not state.over and top is not None and top.kind == "turn"  # activate, innovate or revolt

    to_move = staticmethod(MACHINE.to_move)
    legal_actions = staticmethod(MACHINE.legal_actions)
    why_not = staticmethod(MACHINE.why_not)

    def apply(self, state: EmpiresState, seat: int, action: Action) -> list[Event]:
        return play.apply(state, seat, action)

    def name_events(self, state: EmpiresState, events: list[Event]) -> None:
        play.name_events(state, events)

    def describe_action(self, state: EmpiresState, seat: int | None, action: Action, lang: str,
                        names: Sequence[str]) -> str:  # fmt: skip
        from civitas.games.empires.texts import describe

        return describe(state, action, lang, names)

    def view(self, state: EmpiresState, seat: int | None) -> EmpiresState:
        return view(state, seat)

    def determinize(self, view: EmpiresState, seat: int, rng: Rng) -> EmpiresState:
        return determinize(view, seat, rng)

    def copy(self, state: EmpiresState) -> EmpiresState:
        return state.copy()

    def to_json(self, state: EmpiresState) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> EmpiresState:
        return solo.from_json(data)

    def check_invariants(self, state: EmpiresState) -> list[str]:
        return stale(state, self.ratings()) + check_invariants(state)  # a held value always equals a fresh one

    def ratings(self) -> Sequence[Rating[EmpiresState]]:
        return (VP, HAND_SIZE, EXHAUST_TOKENS)

    def is_over(self, state: EmpiresState) -> bool:
        return state.over

    def scores(self, state: EmpiresState) -> list[ScoreLine]:
        return score_lines(state)

    def progress_summary(self, state: EmpiresState) -> dict[str, int]:
        if state.over:
            winners = [line.seat for line in score_lines(state) if line.won]
            return {"round": state.round, "leader": winners[0] if len(winners) == 1 else -1}
        points = [total_vp(state, p) for p in range(state.n)]
        if isinstance(state, solo.SoloState):  # the person leads while ahead of the Rival
            return {"round": state.round, "leader": 0 if points[0] > solo.rival_vp(state) else -1}
        best = max(points)
        return {"round": state.round, "leader": points.index(best) if points.count(best) == 1 else -1}

    def sim_stats(self, state: EmpiresState) -> dict[str, float]:
        stats = {"rounds": float(state.round), "collapsed": float(state.collapsed)}
        if isinstance(state, solo.SoloState):
            stats["rival_vp"] = float(solo.rival_vp(state))
            stats["rival_cards"] = float(len(state.rival_pile))
        return stats

    def catalog(self, lang: str) -> dict[str, str]:
        from civitas.games.empires.catalog import catalog

        return catalog(lang)


GAME = EmpiresGame()
