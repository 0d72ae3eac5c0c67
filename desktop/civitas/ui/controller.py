"""The bridge between a running Session and the widgets: every human action on the table goes
through ``try_act``; widgets redraw on ``changed`` and re-translate on ``language_changed``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from civitas.ai.levels import LEVELS
from civitas.engine.actions import Action
from civitas.engine.game import Decision, Game, Reason, ScoreLine
from civitas.engine.log import GameLog, RenderedLog
from civitas.engine.seats import seat_entry
from civitas.engine.session import Session
from civitas.ui.seat_names import seat_names

# Default seat colours, used when a record names none (hex, in seat order).
SEAT_COLORS: tuple[str, ...] = ("#c0392b", "#2874a6", "#229954", "#b7950b", "#7d3c98", "#ca6f1e")


@dataclass(frozen=True, slots=True)
class Position:
    """What the table and the AI runner read of one position for one seat, computed once: the seat's view
    (everything else it may see redacted), who must decide, the seat's legal actions and what it is
    asked (``Decision``), what the first seat to move is asked as this seat's view shows it (``waiting``: the
    same as ``decision`` when this seat moves; another's pending question otherwise, so a table can show its
    cards or bid), and once the game is over the final results. Nothing here is the full state."""

    seat: int | None
    view: Any
    to_move: tuple[int, ...]
    over: bool
    legal: list[Action]
    decision: Decision | None
    waiting: Decision | None
    current: int | None
    scores: list[ScoreLine]

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.seat in self.to_move


def seat_color(players: Any, seat: int) -> str:
    """A seat's colour as ``#rrggbb``: its entry's in a record's players, else the default palette's."""
    color = seat_entry(players, seat).get("color")
    return color if isinstance(color, str) and color else SEAT_COLORS[seat % len(SEAT_COLORS)]


class GameController(QObject):
    """Owns the session of the game on screen.

    ``changed(events)`` fires after every applied action (the table animates the events, the log
    appends them); ``illegal(reason)`` after a refused one; ``language_changed()`` when the player
    switches language; ``viewer_changed(seat)`` when another human seat takes over in hot-seat;
    ``hint_ready(seat, hint)`` when a hint the player asked for arrives.
    """

    changed = Signal(list)
    illegal = Signal(object)
    language_changed = Signal()
    viewer_changed = Signal(int)
    hint_ready = Signal(int, object)  # (seat, civitas.ai.hints.Hint): the table may highlight the move

    def __init__(self, session: Session, humans: set[int], lang: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.humans = set(humans)
        self.lang = lang
        self.log = GameLog()
        self.rendered = RenderedLog()  # the log's lines for the viewer and language, kept up to date
        self.viewer_seat: int | None = min(humans) if humans else None
        # The player's settings the table may follow (the main window keeps them current).
        self.animations = True
        self.animation_speed = 1.0  # a multiple of the normal speed: 2.0 plays every animation in half the time
        self.coach = False
        # The positions read this step, by seat: forgotten whenever the game or the viewer changes (these
        # slots are connected first, so they run before any table redraws).
        self._positions: dict[int | None, Position] = {}
        self._positions_key: tuple[int, int, int] = (0, 0, 0)
        self.changed.connect(self.forget_position)
        self.viewer_changed.connect(self.forget_position)

    # --- reading -------------------------------------------------------------------------------------
    @property
    def game(self) -> Game[Any]:
        return self.session.game

    @property
    def catalog(self) -> dict[str, str]:
        return self.game.catalog(self.lang)

    def state_view(self) -> Any:
        """What the seat at the screen may see (hot-seat: the current human viewer)."""
        return self.position().view

    def position(self, seat: int | None = -1) -> Position:
        """The position as ``seat`` sees it (by default the viewer at the screen): its view, legal actions
        and decision, computed once per position and seat."""
        if seat == -1:
            seat = self.viewer_seat
        state = self.session.state
        key = (id(state), len(self.session.record.steps), len(self.session.events))
        if key != self._positions_key:
            self._positions, self._positions_key = {}, key
        found = self._positions.get(seat)
        if found is None:
            game = self.game
            over = game.is_over(state)
            to_move = game.to_move(state)
            mine = seat is not None and seat in to_move
            view = game.view(state, seat)
            decision = game.decision(state, seat) if mine and seat is not None else None
            if to_move and to_move[0] == seat:
                waiting = decision
            else:  # another seat's question, as far as this seat's view shows it
                waiting = game.decision(view, to_move[0]) if to_move and not over else None
            found = Position(
                seat=seat,
                view=view,
                to_move=to_move,
                over=over,
                legal=game.legal_actions(state, seat) if mine and seat is not None else [],
                decision=decision,
                waiting=waiting,
                current=game.current_seat(state),
                scores=game.scores(state) if over else [],
            )
            self._positions[seat] = found
        return found

    def forget_position(self, *_: Any) -> None:
        """Drop the positions read so far: the state changed in a way the step count does not show (undo,
        load, a test or a tutorial setting it)."""
        self._positions = {}

    def player_names(self) -> list[str]:
        """Each seat's name as shown now: the typed name, else "Player N" / "Computer N" in the
        language installed at this moment."""
        return seat_names(self.session.record.players, self.game.num_seats(self.session.state))

    def player_color(self, seat: int) -> str:
        """The seat's colour as ``#rrggbb`` (from the record's players, else the default palette)."""
        return seat_color(self.session.record.players, seat)

    def ai_level(self, seat: int) -> str | None:
        """"easy", "normal" or "hard" for an AI seat; None for a human. A level this version does not
        know (a crafted or newer save) plays as Normal."""
        if seat in self.humans:
            return None
        players = self.session.record.players
        level = players[seat].get("ai") if 0 <= seat < len(players) else None
        return level if isinstance(level, str) and level in LEVELS else "normal"

    def to_move(self) -> tuple[int, ...]:
        return self.position().to_move

    def is_over(self) -> bool:
        return self.position().over

    def can_undo(self) -> bool:
        return self.viewer_seat is not None and self.session.can_undo(self.viewer_seat)

    def hint_text(self, hint: Any) -> str:
        """A hint's reason in the current language (game catalog, then the game's and the AI's hint texts)."""
        from civitas.engine.log import render

        try:
            from civitas.ai.hints import hint_messages
        except ImportError:  # no AI package: no hints to explain
            return ""
        best = hint.best
        templates = hint_messages(self.game.id, self.lang)
        templates.update(self.catalog)
        template = templates.get(best.reason, "")
        return render(template, best.reason_args, templates, self.lang, self.player_names()) if template else ""

    def log_lines(self) -> list[str]:
        return [text for text, _ in self.rendered_log().items]

    def log_items(self) -> list[tuple[str, bool]]:
        """The log lines for the viewer in the current language, each with whether its event is one
        the game marks as important (``Game.recap_kinds``: the log shows it in bold)."""
        return list(self.rendered_log().items)

    def rendered_log(self) -> RenderedLog:
        """The log's lines for the viewer in the current language, brought up to date: only events
        added since the last call are rendered, unless the viewer, language or names changed or
        steps were taken back (see ``RenderedLog``). The result is shared: read it, never change it."""
        self.rendered.sync(
            self.log.events,
            self.viewer_seat,
            self.lang,
            self.player_names(),
            lambda: self.catalog,
            self.game.recap_kinds(),
        )
        return self.rendered

    def reason_text(self, reason: Reason) -> str:
        from civitas.engine.log import render

        template = self.catalog.get(f"reason.{reason.code}", reason.code)
        return render(template, reason.args, self.catalog, self.lang, self.player_names())

    # --- acting ---------------------------------------------------------------------------------------
    def try_act(self, seat: int, action: Action) -> Reason | None:
        """Apply a human's (or the AI's) action. Returns None when applied, else the reason."""
        result = self.session.act(seat, action)
        if isinstance(result, Reason):
            self.illegal.emit(result)
            return result
        self.log.add(result)
        self.changed.emit(result)
        return None

    def why_not(self, seat: int, action: Action) -> Reason | None:
        return self.game.why_not(self.session.state, seat, action)

    def undo(self) -> bool:
        if self.viewer_seat is None or not self.session.undo(self.viewer_seat):
            return False
        self.rebuild_log()
        self.changed.emit([])
        return True

    def rebuild_log(self) -> None:
        """Rebuild the log from the session's events (after undo or load)."""
        self.log = GameLog()
        self.log.add(self.session.events)

    def set_language(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self.language_changed.emit()

    def set_viewer(self, seat: int) -> None:
        if seat != self.viewer_seat:
            self.viewer_seat = seat
            self.viewer_changed.emit(seat)


def human_seats(players: list[dict[str, Any]], count: int) -> set[int]:
    """The seats a person plays: every seat whose player entry names no AI level."""
    out = set()
    for seat in range(count):
        entry = players[seat] if seat < len(players) else {}
        if not entry.get("ai"):
            out.add(seat)
    return out
