"""A hint's reason tells the truth about its position: over seeded positions of random games (1 to 4 players),
for every move a hint could name, each reason's numbers and claims are what the position holds and what then
happens when the move is applied: the tokens waiting after Activate, the unrest a Revolt returns and what each
costs, the card a breakthrough names in the market, the exhaust token spent, the unrest that comes (or does not
come) with an acquired card, the VP a developed card carries. A few dozen positions per commit; the larger sweep
is nightly (slow)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from civitas.engine.actions import Action
from civitas.games.empires import GAME
from civitas.games.empires.ai import KNOWLEDGE
from civitas.games.empires.core import D
from civitas.games.empires.flow import unrest_in_hand
from civitas.games.empires.scoring import unrest_count
from civitas.games.empires.state import EmpiresState

P = "hint.empires."


def card_of(s: EmpiresState, ref: str) -> str:
    """The design id a ``@card.<id>`` argument names."""
    assert ref.startswith("@card."), ref
    return ref[len("@card."):]


def printed_unrest_vp(s: EmpiresState) -> int:
    return -int((D(s, s.table.index("unrest")).vp or {})["fixed"])


def finish_effect(s: EmpiresState, p: int, frames: int) -> None:
    """Answer ``p``'s decisions with the first offer until the stack is back to ``frames`` frames deep."""
    for _ in range(40):
        if s.over or len(s.stack.frames) <= frames or p not in GAME.to_move(s):
            return
        GAME.apply(s, p, GAME.legal_actions(s, p)[0])


Check = Callable[[EmpiresState, EmpiresState, int, Action, dict[str, Any]], None]


def _revolt(s0: EmpiresState, s1: EmpiresState, p: int, a: Action, args: dict[str, Any]) -> None:
    assert args["n"] == len(unrest_in_hand(s0, p)) == a[1]
    assert unrest_in_hand(s1, p) == [] and len(s1.unrest) - len(s0.unrest) == args["n"]
    assert args["vp"] == printed_unrest_vp(s0)


def _activate(s0: EmpiresState, s1: EmpiresState, p: int, a: Action, args: dict[str, Any]) -> None:
    assert (args["actions"], args["exhaust"]) == (s1.actions[p], s1.exhaust[p])
    assert s1.stack.top is not None and s1.stack.top.kind == "activate"


def _activate_unrest(s0: EmpiresState, s1: EmpiresState, p: int, a: Action, args: dict[str, Any]) -> None:
    assert args["n"] == len(unrest_in_hand(s1, p)) > 0


def _play_unrest(s0: EmpiresState, s1: EmpiresState, p: int, a: Action, args: dict[str, Any]) -> None:
    assert args["vp"] == printed_unrest_vp(s0) and card_of(s0, args["card"]) == "unrest"
    finish_effect(s1, p, len(s0.stack.frames))
    assert a[1] in s1.unrest and a[1] not in s1.hand[p]


def _exile_unrest(s0: EmpiresState, s1: EmpiresState, p: int, a: Action, args: dict[str, Any]) -> None:
    assert args["vp"] == printed_unrest_vp(s0)
    assert a[1] in s1.exile and unrest_count(s1, p) == unrest_count(s0, p) - 1


def _exhaust(s0: EmpiresState, s1: EmpiresState, p: int, a: Action, args: dict[str, Any]) -> None:
    assert card_of(s0, args["card"]) == s0.table[a[1]] and (a[1] in s0.play[p] or a[1] == s0.power[p])
    assert s1.exhaust[p] == s0.exhaust[p] - 1 and a[1] in s1.exhausted[p]


def _breaks_through_for(s0: EmpiresState, s1: EmpiresState, p: int, a: Action, args: dict[str, Any]) -> None:
    design, cat = card_of(s0, args["card"]), args["cat"][len("@cat."):]
    slots = [i for i, c in enumerate(s0.market) if c >= 0 and s0.table[c] == design and cat in D(s0, c).categories]
    assert slots, (design, cat)
    finish_frames = GAME.legal_actions(s1, p) if p in GAME.to_move(s1) else []
    assert any(x == ("slot", i) for x in finish_frames for i in slots), finish_frames


def _acquire(unrest_comes: bool) -> Check:
    def check(s0: EmpiresState, s1: EmpiresState, p: int, a: Action, args: dict[str, Any]) -> None:
        assert card_of(s0, args["card"]) == s0.table[s0.market[a[1]]]
        assert (s0.tucked[a[1]] >= 0) == unrest_comes
        assert unrest_count(s1, p) == unrest_count(s0, p) + (1 if unrest_comes else 0)

    return check


def _break_unrest(s0: EmpiresState, s1: EmpiresState, p: int, a: Action, args: dict[str, Any]) -> None:
    assert s0.tucked[a[1]] >= 0 and unrest_count(s1, p) == unrest_count(s0, p)


def _develop(s0: EmpiresState, s1: EmpiresState, p: int, a: Action, args: dict[str, Any]) -> None:
    assert args["vp"] == int((D(s0, a[1]).vp or {}).get("fixed", 0))
    assert a[1] in s0.development[p] and a[1] not in s1.development[p]


CHECKS: dict[str, Check] = {
    P + "turn_revolt": _revolt, P + "turn_activate": _activate, P + "turn_activate_unrest": _activate_unrest,
    P + "play_unrest": _play_unrest, P + "pick_exile_unrest": _exile_unrest, P + "exhaust": _exhaust,
    P + "turn_innovate": _breaks_through_for, P + "slot_acquire": _acquire(False),
    P + "slot_acquire_unrest": _acquire(True), P + "slot_break_unrest": _break_unrest, P + "develop": _develop,
}  # fmt: skip


def positions(seed: int, count: int) -> list[tuple[EmpiresState, int]]:
    """``count`` decisions of a random game (1 to 4 players by the seed), spread over its course."""
    rng = random.Random(seed)
    s, _ev = GAME.start({"players": 1 + seed % 4}, seed)
    out: list[tuple[EmpiresState, int]] = []
    for _ in range(1500):
        if s.over or len(out) >= count:
            break
        p = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, p)
        if rng.random() < 0.15:
            out.append((s.copy(), p))
        busy = [a for a in legal if a[0] not in ("end", "skip", "done", "pass")]
        GAME.apply(s, p, rng.choice(busy if busy and rng.random() < 0.8 else legal))
    return out


def check_position(s: EmpiresState, p: int, seen: dict[str, int]) -> None:
    for action in GAME.legal_actions(s, p):
        key, args = KNOWLEDGE.reason(GAME, s, p, action)
        check = CHECKS.get(key)
        if check is None:
            continue
        after = s.copy()
        GAME.apply(after, p, action)
        try:
            check(s, after, p, action, args)
        except AssertionError as error:
            raise AssertionError(f"{key} {args} for {action}: {error}") from error
        seen[key] = seen.get(key, 0) + 1


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_hint_reasons_match_what_the_move_then_does(seed: int) -> None:
    seen: dict[str, int] = {}
    for s, p in positions(seed, 10):
        check_position(s, p, seen)
    assert seen  # some reasons with numbers were checked


@pytest.mark.slow
def test_hint_reasons_match_what_the_move_then_does_over_many_games() -> None:
    seen: dict[str, int] = {}
    for seed in range(40):
        for s, p in positions(100 + seed, 40):
            check_position(s, p, seen)
    missing = set(CHECKS) - set(seen)
    assert len(missing) <= 1, missing  # all but the rarest checked reason came up (exiling an unrest card)
