"""Final scores (TR): reputation with the quest leader's title, minus 2 for every quest still held (TE-Q6);
ties broken by more territories, then by more cards working in the last round, else shared."""

from __future__ import annotations

from civitas.engine.game import ScoreLine
from civitas.games.territory.rules import reputation, score
from civitas.games.territory.state import TerritoryState


def rank_key(s: TerritoryState, seat: int) -> tuple[int, int, int]:
    return (score(s, seat), len(s.lands[seat]), s.functioning[seat])


def score_lines(s: TerritoryState) -> list[ScoreLine]:
    keys = [rank_key(s, p) for p in range(s.n)]
    best = max(keys)
    lines = []
    for p in range(s.n):
        rank = 1 + sum(1 for q in range(s.n) if keys[q] > keys[p])
        breakdown = {
            "score.reputation": s.rep[p],
            "score.quest_leader": 1 if s.quest_leader == p else 0,
            "score.quests_held": -2 * len(s.quests[p]),
            "score.quests_done": len(s.claimed[p]),
            "score.territories": len(s.lands[p]),
            "score.total": score(s, p),
        }
        if reputation(s, p) >= s.options.get("target", 5):
            how = "reputation"
        elif keys[p] == best and sum(1 for k in keys if k[0] == best[0]) > 1 and keys.count(best) == 1:
            how = "tiebreak"
        else:
            how = ""
        lines.append(ScoreLine(seat=p, rank=rank, won=keys[p] == best, breakdown=breakdown, how=how))
    return lines
