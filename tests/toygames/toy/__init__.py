"""«Pebbles», the toy game of docs/adding-a-game.md: two to three players take one to three pebbles in
turn from a pile; whoever takes the last pebble wins. Its rules are the Game; no Qt here."""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Game, OptionSpec, Reason, ScoreLine
from civitas.engine.rng import Rng


class PebblesState:
    __slots__ = ("pile", "taken", "turn", "winner")

    def __init__(self, players: int, pile: int) -> None:
        self.pile = pile
        self.taken = [0] * players
        self.turn = 0
        self.winner: int | None = None


class PebblesGame(Game[PebblesState]):
    id = "toy"
    titles = {"ru": "Камешки", "en": "Pebbles"}
    min_players = 2
    max_players = 3
    options = (OptionSpec("players", "int", 2, 2, 3), OptionSpec("pile", "int", 15, 5, 40))
    rules_version = 1
    turn_section = "play"
    START = 15

    def new_state(self, options: dict[str, Any], seed: int) -> PebblesState:
        return PebblesState(int(options.get("players", 2)), int(options.get("pile", self.START)))

    def num_seats(self, state: PebblesState) -> int:
        return len(state.taken)

    def to_move(self, state: PebblesState) -> tuple[int, ...]:
        return () if state.winner is not None else (state.turn,)

    def legal_actions(self, state: PebblesState, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        return [("take", n) for n in (1, 2, 3) if n <= state.pile]

    def why_not(self, state: PebblesState, seat: int, action: Action) -> Reason | None:
        if seat not in self.to_move(state):
            return self.not_your_turn()
        if action in self.legal_actions(state, seat):
            return None
        return Reason("too_many", "play", {"pile": state.pile})

    def apply(self, state: PebblesState, seat: int, action: Action) -> list[Event]:
        n = int(action[1])
        state.pile -= n
        state.taken[seat] += n
        events = [Event("took", {"seat": seat, "n": n})]
        if state.pile == 0:
            state.winner = seat
            events.append(Event("game_over", {"winner_seat": seat}))
        else:
            state.turn = (seat + 1) % len(state.taken)
        return events

    def view(self, state: PebblesState, seat: int | None) -> PebblesState:
        return self.copy(state)  # nothing is hidden

    def determinize(self, view: PebblesState, seat: int, rng: Rng) -> PebblesState:
        return self.copy(view)

    def copy(self, state: PebblesState) -> PebblesState:
        return self.from_json(self.to_json(state))

    def to_json(self, state: PebblesState) -> dict[str, Any]:
        return {"pile": state.pile, "taken": state.taken[:], "turn": state.turn, "winner": state.winner}

    def from_json(self, data: dict[str, Any]) -> PebblesState:
        state = PebblesState(len(data["taken"]), int(data["pile"]))
        state.taken = [int(t) for t in data["taken"]]
        state.turn = int(data["turn"])
        state.winner = data["winner"]
        return state

    def check_invariants(self, state: PebblesState) -> list[str]:
        out = []
        if state.pile < 0 or min(state.taken) < 0:
            out.append("a negative count")
        if state.pile + sum(state.taken) not in range(5, 41):
            out.append("pebbles appeared or vanished")
        return out

    def is_over(self, state: PebblesState) -> bool:
        return state.winner is not None

    def scores(self, state: PebblesState) -> list[ScoreLine]:
        return [
            ScoreLine(seat, 1 if seat == state.winner else 2, seat == state.winner, {"score.taken": taken})
            for seat, taken in enumerate(state.taken)
        ]

    def catalog(self, lang: str) -> dict[str, str]:
        if lang == "ru":
            return {
                "title": "Камешки",
                "log.took": "{seat} берёт камешков: {n}",
                "log.game_over": "Побеждает {winner_seat}",
                "reason.too_many": "В куче осталось камешков: {pile}.",
                "reason.not_your_turn": "Сейчас не ваш ход.",
                "action.take": "Взять камешков: {1}",
                "score.taken": "Взято камешков",
            }
        return {
            "title": "Pebbles",
            "log.took": "{seat} takes {n|pebble|pebbles}",
            "log.game_over": "{winner_seat} wins",
            "reason.too_many": "Only {pile} left in the pile.",
            "reason.not_your_turn": "It is not your turn.",
            "action.take": "Take {1}",
            "score.taken": "Pebbles taken",
        }


GAME = PebblesGame()
