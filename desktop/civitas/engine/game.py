"""The interface every game module implements and every seat (UI, AI, tests) drives."""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.rng import Rng

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One game option. ``kind`` is "int", "bool", "choice" or "seq" (a list of ints, each within
    ``minimum``..``maximum``; its length is for the game to check); labels live in the game's catalog.
    A ``hidden`` option is set by the program (a tutorial's scenario), never in the new-game dialog."""

    key: str
    kind: str
    default: Any
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    hidden: bool = False

    def validate(self, value: Any) -> Any:
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError("option.not_int", {"key": self.key})
            if (self.minimum is not None and value < self.minimum) or (
                self.maximum is not None and value > self.maximum
            ):
                raise OptionError(
                    "option.out_of_range",
                    {"key": self.key, "value": value, "min": self.minimum, "max": self.maximum},
                )
            return value
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise OptionError("option.not_bool", {"key": self.key})
            return value
        if self.kind == "choice":
            if value not in self.choices:
                raise OptionError("option.bad_choice", {"key": self.key, "value": str(value)})
            return value
        if self.kind == "seq":
            if not isinstance(value, (list, tuple)):
                raise OptionError("option.bad_choice", {"key": self.key, "value": str(value)})
            out = []
            for item in value:
                if isinstance(item, bool) or not isinstance(item, int):
                    raise OptionError("option.not_int", {"key": self.key})
                if (self.minimum is not None and item < self.minimum) or (
                    self.maximum is not None and item > self.maximum
                ):
                    raise OptionError(
                        "option.out_of_range",
                        {"key": self.key, "value": item, "min": self.minimum, "max": self.maximum},
                    )
                out.append(item)
            return out
        raise OptionError("option.unknown_kind", {"key": self.key})


class OptionError(ValueError):
    """A setting out of range or of the wrong type. ``code`` is a message id for the player."""

    def __init__(self, code: str, args: dict[str, Any]) -> None:
        super().__init__(code, args)
        self.code = code
        self.args_ = args


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action is not legal: a message id, its arguments, and the rules section behind it."""

    code: str
    section: str
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One seat's final result: rank 1 is the winner; ``breakdown`` maps message ids to numbers."""

    seat: int
    rank: int
    won: bool
    breakdown: dict[str, int] = field(default_factory=dict)
    how: str = ""


class Game(ABC, Generic[S]):
    """A game module. States are plain mutable objects owned by the caller; methods never keep them."""

    id: str = ""
    titles: dict[str, str] = {}
    min_players: int = 2
    max_players: int = 2
    options: tuple[OptionSpec, ...] = ()

    # --- setup ---------------------------------------------------------------------------------
    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Fill defaults and check every value; raises OptionError with a message id."""
        known = {spec.key: spec for spec in self.options}
        for key in options:
            if key not in known:
                raise OptionError("option.unknown", {"key": key})
        out: dict[str, Any] = {}
        for spec in self.options:
            out[spec.key] = spec.validate(options.get(spec.key, spec.default))
        players = out.get("players")
        if players is not None and not self.min_players <= players <= self.max_players:
            raise OptionError(
                "option.out_of_range",
                {"key": "players", "value": players, "min": self.min_players, "max": self.max_players},
            )
        return out

    @abstractmethod
    def new_state(self, options: dict[str, Any], seed: int) -> S:
        """A fresh game. All chance later comes from an Rng kept in the state."""

    def start(self, options: dict[str, Any], seed: int) -> tuple[S, list[Event]]:
        """``new_state`` and what the players learn from the setup (seats, first player, the deal):
        the first entries of the log. A game whose setup tells nothing keeps this default."""
        return self.new_state(options, seed), []

    @abstractmethod
    def num_seats(self, state: S) -> int: ...

    # --- decisions -------------------------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: S) -> tuple[int, ...]:
        """The seats that must decide now: one, or several for a simultaneous phase. Empty when over."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Every legal action for ``seat`` now (empty if the seat has nothing to decide)."""

    def why_not(self, state: S, seat: int, action: Action) -> Reason | None:
        """``None`` if ``action`` is legal for ``seat``, else the reason a player can be shown."""
        if seat not in self.to_move(state):
            return Reason("not_your_turn", "turn")
        if action in self.legal_actions(state, seat):
            return None
        return Reason("illegal", "turn")

    @abstractmethod
    def apply(self, state: S, seat: int, action: Action) -> list[Event]:
        """Perform a legal action in place and return what happened."""

    # --- information -------------------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> S:
        """A copy of ``state`` with everything ``seat`` cannot see redacted (None: an observer)."""

    @abstractmethod
    def determinize(self, view: S, seat: int, rng: Rng) -> S:
        """A full state consistent with ``view``: hidden cards sampled from what is still unseen."""

    @abstractmethod
    def copy(self, state: S) -> S: ...

    @abstractmethod
    def to_json(self, state: S) -> dict[str, Any]:
        """A plain JSON form of the whole state, used for hashing and snapshots."""

    @abstractmethod
    def from_json(self, data: dict[str, Any]) -> S:
        """The inverse of ``to_json`` (used to hand a seat's view to the AI worker process)."""

    def state_hash(self, state: S) -> str:
        text = json.dumps(self.to_json(state), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]

    # --- the end -----------------------------------------------------------------------------------
    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def scores(self, state: S) -> list[ScoreLine]:
        """Final results with a breakdown; meaningful once ``is_over``."""

    def rewards(self, state: S) -> list[float]:
        """Per-seat reward in [0, 1] for search: 1 for a win, shared on ties, 0 otherwise."""
        lines = self.scores(state)
        winners = [line.seat for line in lines if line.won]
        out = [0.0] * self.num_seats(state)
        for seat in winners:
            out[seat] = 1.0 / len(winners)
        return out

    # --- localized data ----------------------------------------------------------------------------
    def catalog(self, lang: str) -> dict[str, str]:
        """Message templates by id for log entries, reasons, card names (see engine.log)."""
        return {}
