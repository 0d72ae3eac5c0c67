"""Promises every full position keeps: each card in exactly one place, citizens conserved, no negative
coins or knowledge, spaces and the army limit respected, slots ordered by the overbidding rule."""

from __future__ import annotations

from collections import Counter

from civitas.engine.ratings import stale
from civitas.games.ancient.derived import RATINGS, C, army_limit, spaces_total
from civitas.games.ancient.state import SLOT_INDEX, AncientState
from civitas.games.ancient.view import all_lists

_STRICT = [SLOT_INDEX[name] for name in ("work", "serve", "expand", "study", "explore", "grow")]


def check_invariants(s: AncientState) -> list[str]:
    problems: list[str] = stale(s, RATINGS)  # a cached rating always equals a fresh one
    places = Counter(c for cards in all_lists(s) for c in cards)
    for card in range(len(C)):
        if places[card] != 1:
            problems.append(f"card {card} ({C[card].id}) is in {places[card]} places")
    if any(c < 0 or c >= len(C) for c in places):
        problems.append("a hidden or unknown card in a full state")
    for p in range(s.n):
        if s.coins[p] < 0 or s.knowledge[p] < 0:
            problems.append(f"seat {p} has negative coins or knowledge")
        placed = [code & 7 for slot in s.slots for code in slot if code >> 3 == p]
        placed += [code & 7 for code in s.on_cards[p]]
        if sorted(placed + s.ready[p] + s.starving[p]) != sorted(s.citizens[p]):
            problems.append(f"seat {p}: citizens are not conserved")
        if len(s.citizens[p]) > 5 or len(set(s.citizens[p])) != len(s.citizens[p]):
            problems.append(f"seat {p}: citizens {s.citizens[p]}")
        if len(s.tableau[p]) > spaces_total(s, p):
            problems.append(f"seat {p}: more empire cards than spaces")
        if not set(s.down[p]) <= set(s.tableau[p]):
            problems.append(f"seat {p}: a lost card that is not built")
        ids = [C[c].id for c in s.tableau[p]]
        if len(ids) != len(set(ids)):
            problems.append(f"seat {p}: two identical empire cards")
        if not s.stack and len(s.armies[p]) > army_limit(s, p):
            problems.append(f"seat {p}: more armies than the limit")
        for army in s.armies[p]:
            for t in army[:-1]:
                if s.scroll.get(t) or s.picture.get(t):
                    problems.append(f"seat {p}: coins on a dismissed troop")
    for k in _STRICT:
        skills = [code & 7 for code in s.slots[k]]
        if any(b <= a for a, b in zip(skills, skills[1:], strict=False)):
            problems.append(f"slot {k}: skills do not rise {skills}")
    if any(v < 0 for v in s.scroll.values()) or any(v < 0 for v in s.picture.values()):
        problems.append("negative coins on a troop")
    return problems
