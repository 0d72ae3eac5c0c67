"""«Sum race», a tiny game used only by tests of the core, the AI and the table framework.

Each seat holds hidden number cards. First every seat secretly picks a pace (simultaneous). Then in
turn a seat plays a card onto its score, draws a card, or rolls a die (adds 1 on a 4+). The first to
reach the target wins; if the deck and every hand run out, the highest score wins.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.game import Game, OptionSpec, Reason, ScoreLine
from civitas.engine.rng import Rng

HIDDEN = -1


class TinyState:
    __slots__ = ("rng", "deck", "hands", "scores", "pace", "turn", "phase", "winner", "steps")

    def __init__(self) -> None:
        self.rng = Rng(0)
        self.deck: list[int] = []
        self.hands: list[list[int]] = []
        self.scores: list[int] = []
        self.pace: list[int | None] = []
        self.turn = 0
        self.phase = "pace"
        self.winner: int | None = None
        self.steps = 0


class TinyGame(Game[TinyState]):
    id = "tiny"
    titles = {"ru": "Гонка сумм", "en": "Sum race"}
    blurbs = {
        "ru": "Гонка до суммы: маленькая игра, чтобы опробовать программу.",
        "en": "A race to a sum: a small game for trying the app out.",
    }
    min_players = 2
    max_players = 4
    rules_version = 1
    options = (OptionSpec("players", "int", 2, 2, 4), OptionSpec("target", "int", 10, 5, 30))

    def new_state(self, options: dict[str, Any], seed: int) -> TinyState:
        s = TinyState()
        s.rng = Rng(seed)
        s.deck = [v for v in range(1, 6) for _ in range(4)]
        s.rng.shuffle(s.deck)
        n = options["players"]
        s.hands = [[s.deck.pop(), s.deck.pop()] for _ in range(n)]
        s.scores = [0] * n
        s.pace = [None] * n
        s.steps = options["target"]  # the target, kept in the state so copies carry it
        return s

    def num_seats(self, state: TinyState) -> int:
        return len(state.scores)

    def to_move(self, state: TinyState) -> tuple[int, ...]:
        if state.winner is not None:
            return ()
        if state.phase == "pace":
            return tuple(i for i, p in enumerate(state.pace) if p is None)
        return (state.turn,)

    def legal_actions(self, state: TinyState, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        if state.phase == "pace":
            return [("pace", 0), ("pace", 1)]
        acts: list[Action] = [("play", v) for v in sorted(set(state.hands[seat]))]
        if state.deck:
            acts.append(("draw",))
        acts.append(("roll",))
        return acts

    def why_not(self, state: TinyState, seat: int, action: Action) -> Reason | None:
        if seat not in self.to_move(state):
            return self.not_your_turn()
        if action and action[0] == "play" and action not in self.legal_actions(state, seat):
            return Reason("tiny.no_such_card", self.turn_section)
        if action not in self.legal_actions(state, seat):
            return Reason("illegal", self.turn_section)
        return None

    def apply(self, state: TinyState, seat: int, action: Action) -> list[Event]:
        kind = action[0]
        events: list[Event] = []
        if kind == "pace":
            state.pace[seat] = action[1]
            events.append(Event("pace_chosen", {"seat": seat}))
            if all(p is not None for p in state.pace):
                state.phase = "play"
                events.append(Event("paces_shown", {"paces": list(state.pace)}, reveal=True))
            return events
        if kind == "play":
            state.hands[seat].remove(action[1])
            state.scores[seat] += action[1] + (state.pace[seat] or 0)
            events.append(Event("played", {"seat": seat, "value": action[1]}, reveal=True))
        elif kind == "draw":
            card = state.deck.pop()
            state.hands[seat].append(card)
            events.append(Event("drew", {"seat": seat}, owner=seat, secret={"value": card}, reveal=True))
        else:
            die = state.rng.die()
            if die >= 4:
                state.scores[seat] += 1
            events.append(Event("rolled", {"seat": seat, "die": die}, reveal=True))
        if state.scores[seat] >= state.steps:
            state.winner = seat
        elif not state.deck and not any(state.hands) and seat == len(state.scores) - 1:
            best = max(state.scores)
            state.winner = state.scores.index(best)
        if state.winner is not None:
            events.append(Event("game_over", {"winner_seat": state.winner}))
        else:
            state.turn = (state.turn + 1) % len(state.scores)
        return events

    def view(self, state: TinyState, seat: int | None) -> TinyState:
        v = self.copy(state)
        v.deck = [HIDDEN] * len(state.deck)
        v.hands = [list(h) if i == seat else [HIDDEN] * len(h) for i, h in enumerate(state.hands)]
        v.rng = Rng(0)
        if state.phase == "pace":
            v.pace = [p if i == seat else (None if p is None else HIDDEN) for i, p in enumerate(state.pace)]
        return v

    def determinize(self, view: TinyState, seat: int, rng: Rng) -> TinyState:
        s = self.copy(view)
        unseen = [v for v in range(1, 6) for _ in range(4)]
        for h in [view.hands[seat]]:
            for c in h:
                unseen.remove(c)
        played = self._played_values(view)
        for c in played:
            if c in unseen:
                unseen.remove(c)
        rng.shuffle(unseen)
        s.hands = [list(h) if i == seat else [unseen.pop() for _ in h] for i, h in enumerate(view.hands)]
        s.deck = [unseen.pop() for _ in view.deck]
        s.pace = [rng.below(2) if p == HIDDEN else p for p in view.pace]
        s.rng = rng.fork()
        return s

    def _played_values(self, view: TinyState) -> list[int]:
        # Scores are sums of played cards; the tiny game does not track them individually, so the
        # sampler treats every card not in the seat's hand as possible. Good enough for tests.
        return []

    def copy(self, state: TinyState) -> TinyState:
        s = TinyState.__new__(TinyState)
        s.rng = state.rng.copy()
        s.deck = state.deck[:]
        s.hands = [h[:] for h in state.hands]
        s.scores = state.scores[:]
        s.pace = state.pace[:]
        s.turn = state.turn
        s.phase = state.phase
        s.winner = state.winner
        s.steps = state.steps
        return s

    def to_json(self, state: TinyState) -> dict[str, Any]:
        return {
            "rng": state.rng.s,
            "deck": state.deck,
            "hands": state.hands,
            "scores": state.scores,
            "pace": state.pace,
            "turn": state.turn,
            "phase": state.phase,
            "winner": state.winner,
            "target": state.steps,
        }

    def from_json(self, data: dict[str, Any]) -> TinyState:
        s = TinyState()
        s.rng = Rng(data["rng"])
        s.deck = list(data["deck"])
        s.hands = [list(h) for h in data["hands"]]
        s.scores = list(data["scores"])
        s.pace = list(data["pace"])
        s.turn = data["turn"]
        s.phase = data["phase"]
        s.winner = data["winner"]
        s.steps = data["target"]
        return s

    def check_invariants(self, state: TinyState) -> list[str]:
        out: list[str] = []
        n = len(state.scores)
        if not 2 <= n <= 4 or len(state.hands) != n or len(state.pace) != n:
            return [f"{n} scores, {len(state.hands)} hands, {len(state.pace)} paces"]
        cards = state.deck + [c for h in state.hands for c in h]
        if any(not 1 <= c <= 5 for c in cards):
            out.append(f"cards that are not 1..5: {cards}")
        out.extend(f"{cards.count(v)} cards of {v}, the deck has 4" for v in range(1, 6) if cards.count(v) > 4)
        if any(s < 0 for s in state.scores):
            out.append(f"negative scores {state.scores}")
        if state.phase not in ("pace", "play") or any(p not in (None, 0, 1) for p in state.pace):
            out.append(f"phase {state.phase!r} with paces {state.pace}")
        if state.phase == "play" and None in state.pace:
            out.append("play began before every pace was chosen")
        if not 0 <= state.turn < n:
            out.append(f"turn {state.turn} out of range")
        if state.winner is None and max(state.scores) >= state.steps:
            out.append(f"a score reached the target {state.steps} but nobody won")
        if state.winner is not None and not 0 <= state.winner < n:
            out.append(f"winner {state.winner} out of range")
        return out

    def is_over(self, state: TinyState) -> bool:
        return state.winner is not None

    def scores(self, state: TinyState) -> list[ScoreLine]:
        order = sorted(range(len(state.scores)), key=lambda i: (i != state.winner, -state.scores[i]))
        return [
            ScoreLine(seat, rank + 1, seat == state.winner, {"score.points": state.scores[seat]})
            for rank, seat in enumerate(order)
        ]

    def phase_id(self, state: TinyState) -> str:
        return state.phase

    def catalog(self, lang: str) -> dict[str, str]:
        if lang == "ru":
            return {
                "log.played": "{seat} играет {value}",
                "log.drew": "{seat} берёт карту",
                "log.drew.own": "{seat} берёт карту {value}",
                "log.rolled": "{seat} бросает кубик: {die}",
                "log.game_over": "Побеждает {winner_seat}",
                "log.pace_chosen": "{seat} выбирает темп втайне",
                "log.paces_shown": "Темпы открыты: {paces}",
                "reason.not_your_turn": "Сейчас ход другого игрока.",
                "reason.illegal": "Так сейчас ходить нельзя.",
                "reason.tiny.no_such_card": "Такой карты нет на руке.",
                "score.points": "Очки",
            }
        return {
            "log.played": "{seat} plays {value}",
            "log.drew": "{seat} draws a card",
            "log.drew.own": "{seat} draws a {value}",
            "log.rolled": "{seat} rolls {die}",
            "log.game_over": "{winner_seat} wins",
            "log.pace_chosen": "{seat} picks a pace in secret",
            "log.paces_shown": "Paces revealed: {paces}",
            "reason.not_your_turn": "It is another player's turn.",
            "reason.illegal": "That move is not allowed now.",
            "reason.tiny.no_such_card": "There is no such card in the hand.",
            "score.points": "Points",
        }


GAME = TinyGame()
