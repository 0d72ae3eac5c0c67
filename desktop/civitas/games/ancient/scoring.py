"""Scoring (AW-G1..G5): banners per tribe by the table 1/2/4/6/8/11 (at most six count), the end-game
cards, −2 per starving citizen; lost cards are restored for scoring. Ties: coins, then cards, then
knowledge, then a shared win (TR-A21)."""

from __future__ import annotations

from typing import Final

from civitas.engine.game import ScoreLine
from civitas.games.ancient.cards import COLOURS, Effect
from civitas.games.ancient.derived import C, banner_vp, banners, total_cards
from civitas.games.ancient.state import AncientState

STARVING_VP: Final = -2


def end_vp(s: AncientState, p: int, effect: Effect, counts: list[int]) -> int:
    op = effect.op
    if op == "colour_beyond":
        have = min(6, counts[COLOURS.index(effect.get("colour"))])
        return max(0, have - int(effect.get("beyond")))
    if op == "sets5":
        return min(counts)
    if op == "flat":
        return int(effect.get("vp"))
    if op == "per":
        what = effect.get("what")
        if what == "titan":
            return len(s.titans[p])
        if what == "province":
            return len(s.provinces[p])
        if what == "citizen":
            return len(s.citizens[p])
        if what == "knowledge2":
            return s.knowledge[p] // 2
        if what == "action_card":
            return sum(1 for c in s.tableau[p] if C[c].action is not None)
    raise ValueError(f"unknown end-game operation {op}")


def card_points(s: AncientState, p: int) -> list[tuple[int, int]]:
    """(card, points) for every end-game card of seat ``p``, lost ones included (AW-G2)."""
    counts = banners(s, p)
    out: list[tuple[int, int]] = []
    for c in s.tableau[p]:
        effect = C[c].end_vp
        if effect is not None:
            out.append((c, end_vp(s, p, effect, counts)))
    return out


def running_score(s: AncientState, p: int) -> int:
    """The points seat ``p`` would score if the game ended now."""
    return banner_vp(banners(s, p)) + sum(v for _, v in card_points(s, p)) + STARVING_VP * len(s.starving[p])


def score_lines(s: AncientState) -> list[ScoreLine]:
    keys: list[tuple[int, int, int, int]] = []
    breakdowns: list[dict[str, int]] = []
    for p in range(s.n):
        counts = banners(s, p)
        tribes = banner_vp(counts)
        cards_vp = sum(v for _, v in card_points(s, p))
        starving = STARVING_VP * len(s.starving[p])
        total = tribes + cards_vp + starving
        bd = {"score.banners": tribes, "score.cards": cards_vp, "score.starving": starving}
        for colour, k in zip(COLOURS, counts, strict=True):
            bd[f"score.banners_{colour}"] = k
        bd.update({
            "score.total": total,
            "score.coins": s.coins[p],
            "score.card_count": total_cards(s, p),
            "score.knowledge": s.knowledge[p],
        })  # fmt: skip
        breakdowns.append(bd)
        keys.append((total, s.coins[p], total_cards(s, p), s.knowledge[p]))
    lines: list[ScoreLine] = []
    for p in range(s.n):
        rank = 1 + sum(1 for q in range(s.n) if keys[q] > keys[p])
        how = "points"
        if rank == 1 and any(keys[q][0] == keys[p][0] for q in range(s.n) if q != p):
            how = "tiebreak"
        lines.append(ScoreLine(seat=p, rank=rank, won=rank == 1, breakdown=breakdowns[p], how=how))
    return lines
