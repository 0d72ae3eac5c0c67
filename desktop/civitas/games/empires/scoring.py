"""Scoring (EM-P1..EM-P5) and the collapse winner (EM-E).

VP: 1 per progress token (RD-3, the reading ``vp_per_token``), plus each card's VP expression for the cards
a seat owns: its power card, hand, play area, draw pile, discard, history (the sunk pile for a sinking
nation) and garrisons, never the nation deck or the development area. Expressions: ``fixed``, ``per``
(matching cards, in one zone or, without a zone, everywhere the owner scores; ``each`` per card, capped),
``if`` (a condition), ``per_tokens`` (1 VP per full ``each`` tokens, capped) and ``sum``. Nothing is spent
or moved while scoring. Most VP wins; ties share the victory.
Collapse: the fewest unrest cards in hand, play area, draw pile, discard and history wins (TR-E4: garrisoned
and sunk unrest do not count); a tie goes to VP among the tied, and a tie there is shared.
Solo (TR-E18, TR-E19): one score line; its breakdown also holds the Rival's score; the person wins with at
least as many VP as the Rival (a tie is shared), at a collapse with fewer unrest cards (a tie: VP).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from civitas.engine.game import ScoreLine
from civitas.engine.ratings import Part, Rating
from civitas.games.empires.core import D, flags, passives
from civitas.games.empires.ops_combinators import holds
from civitas.games.empires.select import matches, zone_cards
from civitas.games.empires.solo import SoloState, rival_breakdown, rival_unrest
from civitas.games.empires.state import RES_INDEX, EmpiresState


def owned(s: EmpiresState, p: int) -> list[int]:
    """Every card seat ``p`` scores (EM-P2)."""
    cards = [s.power[p]] if s.power[p] >= 0 else []
    cards += s.hand[p] + s.play[p] + s.deck[p] + s.discard[p] + s.history[p]
    if flags(s, p)["sinks"]:
        cards += s.sunk[p]
    cards += [c for under in s.garrison[p].values() for c in under]
    return [c for c in cards if c >= 0]


def _count(s: EmpiresState, p: int, sel: dict[str, Any]) -> int:
    cards = zone_cards(s, p, sel["zone"]) if "zone" in sel else owned(s, p)
    cards = [c for c in cards if c >= 0 and matches(s, c, sel)]
    total = len(cards)
    if "types" in sel:
        for card, (kind, k) in passives(s, p, "counts_as"):
            if card in cards and kind in sel["types"]:
                total += k - 1
    return total


def vp_of(s: EmpiresState, p: int, expr: dict[str, Any] | None) -> int:
    if not expr:
        return 0
    if "fixed" in expr:
        return int(expr["fixed"])
    if "sum" in expr:
        return sum(vp_of(s, p, item) for item in expr["sum"])
    if "if" in expr:
        return int(expr["vp"]) if holds(s, p, expr["if"]) else 0
    if "per_tokens" in expr:
        return min(int(expr["cap"]), s.res[p][RES_INDEX[expr["per_tokens"]]] // int(expr["each"]))
    return min(int(expr["cap"]), int(expr["each"]) * _count(s, p, expr["per"]))


def card_points(s: EmpiresState, p: int) -> list[tuple[int, int]]:
    """(card, VP) for every owned card with a VP value."""
    out = []
    for card in owned(s, p):
        vp = D(s, card).vp
        if vp:
            out.append((card, vp_of(s, p, vp)))
    return out


def tokens_vp(s: EmpiresState, p: int) -> int:
    return s.res[p][RES_INDEX[s.readings.get("vp_per_token", "progress")]]


def _total_vp(s: EmpiresState, p: int) -> int:
    return tokens_vp(s, p) + sum(v for _c, v in card_points(s, p))


def _vp_parts(s: EmpiresState, p: int) -> Iterator[Part]:
    """The VP token's count, then each owned card that gives or costs VP (EM-P1, EM-P2)."""
    yield Part(f"res.{s.readings.get('vp_per_token', 'progress')}", tokens_vp(s, p))
    for card, vp in card_points(s, p):
        if vp:
            yield Part(f"card.{s.table[card]}", vp)


#: A seat's VP as a declared rating (``engine.ratings``): cached while the AI holds a position, told
#: token by token and card by card.
VP: Final = Rating("vp", _vp_parts, "scoring", _total_vp)
total_vp: Final = VP


def unrest_count(s: EmpiresState, p: int) -> int:
    """EM-E, TR-E4: unrest cards in hand, play area, draw pile, discard and history."""
    zones = s.hand[p] + s.play[p] + s.deck[p] + s.discard[p] + s.history[p]
    return sum(1 for c in zones if c >= 0 and D(s, c).kind == "unrest")


def _breakdown(s: EmpiresState, p: int) -> dict[str, int]:
    points = card_points(s, p)
    unrest_vp = sum(v for c, v in points if D(s, c).kind == "unrest")
    cards_vp = sum(v for _c, v in points) - unrest_vp
    total = tokens_vp(s, p) + cards_vp + unrest_vp
    return {"score.tokens": tokens_vp(s, p), "score.cards": cards_vp, "score.unrest": unrest_vp, "score.total": total}


def solo_line(s: SoloState) -> ScoreLine:
    """TR-E18, TR-E19: the person against the Rival."""
    bd = {**_breakdown(s, 0), **rival_breakdown(s)}
    mine: tuple[int, ...] = (bd["score.total"],)
    rival: tuple[int, ...] = (bd["score.rival_total"],)
    if s.collapsed:
        bd["score.unrest_cards"] = unrest_count(s, 0)
        bd["score.rival_unrest_cards"] = rival_unrest(s)
        mine, rival = (-bd["score.unrest_cards"], *mine), (-bd["score.rival_unrest_cards"], *rival)
    won = mine >= rival
    how = "collapse" if s.collapsed and mine[0] > rival[0] else ("tie" if mine == rival else "points")
    return ScoreLine(seat=0, rank=1 if won else 2, won=won, breakdown=bd, how=how)


def score_lines(s: EmpiresState) -> list[ScoreLine]:
    if isinstance(s, SoloState):
        return [solo_line(s)]
    n = s.n
    keys: list[tuple[int, ...]] = []
    breakdowns: list[dict[str, int]] = []
    for p in range(n):
        bd = _breakdown(s, p)
        total = bd["score.total"]
        if s.collapsed:
            bd["score.unrest_cards"] = unrest_count(s, p)
            keys.append((-unrest_count(s, p), total))
        else:
            keys.append((total,))
        breakdowns.append(bd)
    lines = []
    for p in range(n):
        rank = 1 + sum(1 for q in range(n) if keys[q] > keys[p])
        tied = any(keys[q][0] == keys[p][0] for q in range(n) if q != p)
        how = "collapse" if s.collapsed else ("tie" if rank == 1 and tied else "points")
        lines.append(ScoreLine(seat=p, rank=rank, won=rank == 1, breakdown=breakdowns[p], how=how))
    return lines
