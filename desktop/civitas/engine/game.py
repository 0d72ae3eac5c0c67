"""The interface every game module implements and every seat (UI, AI, tests) drives."""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.ratings import Rating
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
class Decision:
    """What a seat is being asked now, for a table, a prompt and the AI runner to read instead of the
    game's internals: the decision ``kind`` (a frame or phase id; "turn" for a seat's free turn), the
    card or step of the game whose effect asks (``source``, its id; "" when none does), the catalog message
    id of the question (``prompt``) with its arguments, and how many picks it takes (``min_picks`` to
    ``max_picks``; ``left`` of them still to make), and what a click on the table answers (``click``: the
    kind of piece a lit click picks, such as "card"; "" when only the prompt's buttons answer)."""

    kind: str
    prompt: str
    args: dict[str, Any] = field(default_factory=dict)
    source: str = ""
    min_picks: int = 1
    max_picks: int = 1
    left: int = 1
    click: str = ""


def frame_decision(kind: str, source: str, data: dict[str, Any], prompt: str = "", lists: Sequence[str] = (),
                   click: str = "") -> Decision:  # fmt: skip
    """The decision a pending frame of a decision stack asks: its question is the catalog's
    ``phase.<kind>`` unless ``prompt`` names another, its arguments the frame's plain values and, as tuples,
    those of its lists that ``lists`` names (the cards a decision shows, say), and a frame whose ``left``
    counts picks takes that many (any number up to it when ``optional``); ``click`` as declared."""
    args: dict[str, Any] = {k: v for k, v in data.items() if isinstance(v, (str, int)) and not isinstance(v, bool)}
    for key in lists:
        value = data.get(key)
        if isinstance(value, list | tuple):
            args[key] = tuple(value)
    left = data.get("left")
    picks = left if isinstance(left, int) and not isinstance(left, bool) and left > 0 else 1
    low = 0 if data.get("optional") else picks
    return Decision(kind, prompt or f"phase.{kind}", args, source, min(low, picks), picks, picks, click)


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
    #: One line per language that tells a newcomer what the game is (the start screen shows it under the title).
    blurbs: dict[str, str] = {}
    min_players: int = 2
    max_players: int = 2
    options: tuple[OptionSpec, ...] = ()
    #: The version of the rules and card data. A save records it; raise it whenever a change would make
    #: an old action list replay differently (see ``compatible_rules``).
    rules_version: int = 1
    #: The rules help section that explains whose turn it is (the link of "not your turn"); "" for none.
    turn_section: str = ""

    def compatible_rules(self, saved_version: int) -> bool:
        """Whether a save made under rules version ``saved_version`` (another than ``rules_version``)
        still replays under today's rules: its moves stay legal, though the position may differ. A
        game says so only for changes it knows keep old games playable; by default none does."""
        return saved_version == self.rules_version

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

    # --- what the table shows ----------------------------------------------------------------------
    def phase_id(self, state: S) -> str:
        """The current phase (the catalog's ``phase.<id>`` names it on screen); "" for none."""
        return ""

    def current_seat(self, state: S) -> int | None:
        """Whose turn it is when others may be answering a question in it; None when the game has no
        such notion (``to_move`` alone says who decides)."""
        return None

    def opens_turn(self, state: S) -> bool:
        """Whether the next decision is the first of a turn, so a seat that takes turn after turn (the
        others passed) starts a new one each time; False when the game does not say (a change of
        ``current_seat`` alone marks a new turn)."""
        return False

    def history_stats(self, state: S) -> dict[str, list[list[int]]]:
        """Figures per seat over the game for the game-over chart: {stat: [[round, seat, value], ...]};
        empty when the game keeps none. At most one value per round and seat: the chart draws a round's
        value as the position after that round (0: before the first), the last one as the final position."""
        return {}

    def progress_summary(self, state: S) -> dict[str, int]:
        """How far a game has come, for the list of saved games (written into a save, so the list needs
        no replay): ``round`` (the round being played, from 1) and ``leader`` (the seat ahead, -1 when
        nobody is; the winner once the game is over). Either may be left out; by default both are."""
        return {}

    def ratings(self) -> Sequence[Rating[S]]:
        """The derived figures the game declares (``engine.ratings``: food, a hand size...), each with
        its labelled parts for the table, the hints and the rules help; none by default."""
        return ()

    # --- what a player must not miss ---------------------------------------------------------------
    def recap_groups(self) -> dict[str, frozenset[str]]:
        """The event kinds a "since your last turn" recap lists, by group: ``{group id: event kinds}``,
        the groups in the order the recap shows them; the catalog's ``recap.<group id>`` names a group.
        An event of these kinds is shown by its log line. Empty (the default): the game has no recap,
        everything that happened is in the log only."""
        return {}

    def recap_kinds(self) -> frozenset[str]:
        """Every event kind of ``recap_groups``: the events the log marks as important."""
        return frozenset().union(*self.recap_groups().values())

    def alerts(self, state: S) -> list[tuple[str, dict[str, Any]]]:
        """Warnings the table shows in a banner for as long as they hold (a player about to win unless
        someone stops it): catalog message ids with their arguments, rendered like log lines;
        ``state`` is what the player at the screen may see. None by default."""
        return []

    # --- decisions -------------------------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: S) -> tuple[int, ...]:
        """The seats that must decide now: one, or several for a simultaneous phase. Empty when over."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Every legal action for ``seat`` now (empty if the seat has nothing to decide)."""

    def decision(self, state: S, seat: int) -> Decision | None:
        """What ``seat`` is asked now (None when it has nothing to decide). By default the decision's kind
        is the phase (``phase_id``, "turn" when the game names none) and its question the catalog's
        ``phase.<kind>``: a single pick among the legal actions. A game whose decisions come from cards
        or take several picks overrides it."""
        if self.is_over(state) or seat not in self.to_move(state):
            return None
        kind = self.phase_id(state) or "turn"
        return Decision(kind, f"phase.{kind}")

    def why_not(self, state: S, seat: int, action: Action) -> Reason | None:
        """``None`` if ``action`` is legal for ``seat``, else the reason a player can be shown."""
        if seat not in self.to_move(state):
            return self.not_your_turn()
        if action in self.legal_actions(state, seat):
            return None
        return Reason("illegal", self.turn_section)

    def not_your_turn(self) -> Reason:
        """The refusal of any action by a seat that has nothing to decide now."""
        return Reason("not_your_turn", self.turn_section)

    def describe_action(self, state: S, seat: int | None, action: Action, lang: str, names: Sequence[str]) -> str:
        """``action`` in words for a player (a button, a hint, a coach note) in ``lang``; ``state`` is
        what ``seat`` may see. By default the catalog's ``action.<kind>`` with the action's parts as
        ``{1}``, ``{2}``...; a game whose actions carry codes (card kinds, ids) overrides it, so that
        no player ever reads an action tuple."""
        from civitas.engine.log import render

        if not action:
            return "?"
        catalog = self.catalog(lang)
        template = catalog.get(f"action.{action[0]}")
        if template is None:
            return " ".join(str(part) for part in action)
        args = {str(i): value for i, value in enumerate(action) if i > 0}
        return render(template, args, catalog, lang, names)

    def describe_plan(self, steps: Sequence[tuple[S, Action]], seat: int, lang: str, names: Sequence[str]) -> str:
        """A hinted move and the seat's own follow-ups as one sentence a beginner reads at once, rather
        than each move's label joined with "then"; ``steps`` pairs each action with the view of
        ``seat`` it is played in. Empty (the default): the shell names each move and joins
        them itself."""
        return ""

    @abstractmethod
    def apply(self, state: S, seat: int, action: Action) -> list[Event]:
        """Perform a legal action in place and return what happened: typed values (seats, card
        numbers, counts), no words; ``name_events`` adds those for the log."""

    def name_events(self, state: S, events: list[Event]) -> None:
        """Give the events of the step just applied the words their log lines show (the catalog ids of
        the cards and resources they mention), read from ``state`` as that step left it. Called by
        whoever keeps events for the log (a session, a replay with an events list), never inside
        ``apply``, so rollouts and search never pay for it. By default events need no naming."""

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
        """A stable hash of the whole state (its ``to_json``): saves, replays and golden games check it."""
        text = json.dumps(self.to_json(state), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]

    # --- checks --------------------------------------------------------------------------------------
    @abstractmethod
    def check_invariants(self, state: S) -> list[str]:
        """Every broken invariant of a full (not redacted) state, as messages for developers; empty
        when all hold. Conservation of cards and pieces, limits, no negatives: whatever the game's
        rules promise in every position. The conformance suite and ``civitas sim --check`` call it
        after every action."""

    def sim_stats(self, state: S) -> dict[str, float]:
        """Optional: the game's own figures about a finished game for ``civitas sim`` (rounds played,
        pieces built...); the simulator prints their means. A game without any keeps this default."""
        return {}

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
