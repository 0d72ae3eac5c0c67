"""The game's structure: setup, the order of turns, the end of each round (income, troops and citizens
back, the token turned, feeding) and the preparation of the next, run as automatic steps of the
decision stack."""

from __future__ import annotations

from typing import Any

from civitas.engine.decisions import Frame
from civitas.engine.decks import draw_with_reshuffle, refill_row
from civitas.engine.events import Event
from civitas.engine.rng import Rng
from civitas.games.ancient.cards import instances
from civitas.games.ancient.derived import C, food, income_coins, income_knowledge
from civitas.games.ancient.fight import fight_end, limit_check, roll
from civitas.games.ancient.frames import MACHINE
from civitas.games.ancient.scenario import arrange
from civitas.games.ancient.scoring import running_score
from civitas.games.ancient.state import DISPLAY_SIZE, ROUNDS, SLOTS, START_BONUS, START_COINS, AncientState

Ev = list[Event]

DICE = {
    "2-2-2": ("titan", "titan", "coin", "coin", "blank", "blank"),
    "1-2-3": ("titan", "coin", "coin", "blank", "blank", "blank"),
}


def setup(options: dict[str, Any], seed: int) -> tuple[AncientState, Ev]:
    n = options["players"]
    s = AncientState(n)
    s.rng = Rng(seed)
    s.expand_plus = bool(options.get("expand_plus", False))
    s.dice = DICE[options.get("dice", "2-2-2")]
    rng = s.rng
    s.deck = list(instances("empire", deck="A"))
    rng.shuffle(s.deck)
    s.deck_b = list(instances("empire", deck="B"))
    rng.shuffle(s.deck_b)
    s.troop_deck = list(instances("troop", start=False))
    rng.shuffle(s.troop_deck)
    s.provinces_deck = list(instances("province"))
    rng.shuffle(s.provinces_deck)
    for d in range(3):
        s.titan_decks[d] = list(instances("titan", stars=d + 1))
        rng.shuffle(s.titan_decks[d])
    arrange(s, options.get("scenario", "none"))  # a prearranged opening (the tutorial's); none otherwise
    first = options.get("first_player", "random")
    s.first = rng.below(n) if first == "random" else int(first) - 1
    fishing = list(instances("empire", deck="start"))
    start_troops = list(instances("troop", start=True))
    kinds = sorted({C[c].id for c in fishing})
    troop_kinds = sorted({C[t].id for t in start_troops})
    for p in range(n):
        s.coins[p] = START_COINS + START_BONUS[(p - s.first) % n]
        s.citizens[p] = [1, 2, 3]
        s.ready[p] = [1, 2, 3]
        for kind in kinds:
            card = next(c for c in fishing if C[c].id == kind)
            fishing.remove(card)
            s.tableau[p].append(card)
        for kind in troop_kinds:
            troop = next(t for t in start_troops if C[t].id == kind)
            start_troops.remove(troop)
            s.armies[p].append([troop])
    s.out.extend(fishing)
    s.out.extend(start_troops)
    s.turn = s.first
    ev: Ev = [Event("setup", {"first_seat": s.first, "players": n})]
    prepare(s, Frame("prepare", None, "round"), ev)
    advance(s, ev)
    return s, ev


def advance(s: AncientState, ev: Ev) -> None:
    """Run automatic steps, and skip decisions that offer nothing, until a seat must decide (the machine's
    run loop)."""
    MACHINE.run(s, ev)


def end_turn(s: AncientState, frame: Frame, ev: Ev) -> None:
    s.fought = False
    if all(s.passed):
        s.stack.push(Frame("round_end", None, "round"))
        return
    seat = s.turn
    for _ in range(s.n):
        seat = (seat + 1) % s.n
        if not s.passed[seat]:
            break
    s.turn = seat


def round_end(s: AncientState, frame: Frame, ev: Ev) -> None:
    """AW-E1..E5: income (none after the last round), troops unused again, citizens home, the token
    hand side down, then feeding: the owner chooses who starves (TR-A25)."""
    if s.round < ROUNDS:
        for p in range(s.n):
            coins, knowledge = income_coins(s, p), income_knowledge(s, p)
            s.coins[p] += coins
            s.knowledge[p] += knowledge
            ev.append(Event("income", {"seat": p, "coins": coins, "knowledge": knowledge}))
    for troop, coins in s.scroll.items():
        s.picture[troop] = s.picture.get(troop, 0) + coins
    s.scroll = {}
    for p in range(s.n):
        s.ready[p] = sorted(s.citizens[p])
        s.starving[p] = []
        s.on_cards[p] = []
        s.serve[p] = 0
    s.slots = [[] for _ in SLOTS]
    s.token_up = False
    frames: list[Frame] = []
    for p in range(s.n):
        short = len(s.citizens[p]) - food(s, p)
        if short > 0:
            ev.append(Event("hunger", {"seat": p, "short": short}))
            frames.append(Frame("starve", p, "feeding", {"left": short, "last": -1}))
    frames.append(Frame("round_finish", None, "round"))
    s.stack.push_all(frames)


def round_finish(s: AncientState, frame: Frame, ev: Ev) -> None:
    s.history = s.history + tuple((s.round, p, running_score(s, p)) for p in range(s.n))
    if s.round >= ROUNDS:
        s.over = True
        ev.append(Event("game_over", {}))
        return
    s.stack.push(Frame("prepare", None, "round"))


def prepare(s: AncientState, frame: Frame, ev: Ev) -> None:
    """AW-P1..P5: the next round; Empire B from round 4 (Empire A leaves the game, TR-A10)."""
    s.round += 1
    if s.round == 4:
        s.out.extend(s.deck + s.discard + s.display)
        s.deck, s.discard, s.display = s.deck_b, [], []
        s.deck_b = []
        s.letter = "B"
    elif s.round > 1:
        s.discard.extend(s.display)
        s.display = []
    dealt, shuffled = draw_with_reshuffle(s.deck, s.discard, DISPLAY_SIZE[s.n], s.rng)
    s.display = dealt
    troops = refill_row(s.troop_row, s.troop_deck, s.n)
    s.passed = [False] * s.n
    s.first_passer = -1
    s.turn = s.first
    ev.append(
        Event(
            "round",
            {"round": s.round, "letter": s.letter, "display_no": list(dealt), "troops_no": list(troops),
             "first_seat": s.first, "reshuffled": shuffled},
            reveal=True,
        )
    )  # fmt: skip


for _kind, _step in (
    ("end_turn", end_turn),
    ("round_end", round_end),
    ("round_finish", round_finish),
    ("prepare", prepare),
    ("roll", roll),
    ("limit_check", limit_check),
    ("fight_end", fight_end),
):
    MACHINE.auto(_kind)(_step)
