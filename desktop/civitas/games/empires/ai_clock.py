"""How near the end of an Empires game is, for the AI: the rounds still to come by the market, the
development areas, an end trigger already fired, and a card in play whose solstice ends the game once
its owner holds enough tokens (:func:`end_clock`, e.g. a journey). Reads only what a seat may see."""

from __future__ import annotations

from civitas.games.empires.cards import Design, card_set
from civitas.games.empires.core import D, flags
from civitas.games.empires.state import RES_INDEX, EmpiresState

TOKENS_PER_ROUND = 1.5  # what a seat saving tokens for an end trigger adds per round, roughly
_CLOCKS: dict[tuple[int, str], tuple[str, int, int] | None] = {}


def _solstice_clock(d: Design) -> tuple[str, int] | None:
    """(resource, amount) when ``d``'s solstice ends the game once its owner holds that many tokens
    (an unconditional trigger: amount 0)."""
    for item in d.solstice:
        if item[:2] == ["special", "trigger_end"]:
            return ("progress", 0)
        if item[0] == "if" and item[1][0] == "tokens_at_least":
            if any(op[:2] == ["special", "trigger_end"] for op in item[2]):
                return (str(item[1][1]), int(item[1][2]))
    return None


def end_clock(cards_key: str, design_id: str) -> tuple[str, int, int] | None:
    """(resource, amount held for the trigger, amount spent first) when a card in play can end the game at
    a solstice: by its own solstice, or once an exhaust turns it over to a face whose solstice does (kept
    per loaded card set)."""
    cs = card_set(cards_key)
    key = (id(cs), design_id)
    if key not in _CLOCKS:
        d = cs.designs[design_id]
        found = _solstice_clock(d)
        clock = (found[0], found[1], 0) if found else None
        ops = (d.exhaust or {}).get("ops", [])
        for op in ops if clock is None else []:
            if op[:2] == ["special", "flip_card"]:
                turned = _solstice_clock(cs.designs[op[2]])
                if turned is not None:
                    spent = int((d.exhaust or {}).get("cost", {}).get(turned[0], 0))
                    clock = (turned[0], turned[1], spent)
        _CLOCKS[key] = clock
    return _CLOCKS[key]


def _by_clocks(s: EmpiresState) -> float:
    """The rounds until a seat's own end trigger (a journey) should fire, and the round after it."""
    best = 99.0
    for p in range(s.n):
        for c in s.play[p]:
            clock = end_clock(s.cards_key, D(s, c).id) if c >= 0 else None
            if clock is not None:
                res, amount, spent = clock
                need = max(0, amount + spent - s.res[p][RES_INDEX[res]])
                best = min(best, 2.0 + need / TOKENS_PER_ROUND)
    return best


def rounds_left(s: EmpiresState) -> float:
    """A rough count of the rounds still to come (this one included): by the market, the development
    areas, and a seat's own end trigger it saves tokens for."""
    if s.end_trigger:
        return 1.0 if s.final_round else 2.0
    market_cards = len(s.main) + sum(len(d) for d in s.small)
    by_market = 1.0 + market_cards / max(1.0, 1.1 * s.n)
    by_dev = 99.0
    for p in range(s.n):
        if flags(s, p)["last_development_triggers_end"] and flags(s, p)["has_development_area"]:
            by_dev = min(by_dev, 2.0 + 3.0 * len(s.development[p]))
    return max(1.0, min(by_market, by_dev, _by_clocks(s)))


def later(s: EmpiresState) -> float:
    """1 early in the game, near 0 in its last round: how much what is not VP yet still counts."""
    return min(1.0, (rounds_left(s) - 0.5) / 8.0)
