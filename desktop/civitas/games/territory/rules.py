"""Questions the rules ask about a position: what a card needs and gives, whether it works, who owns it,
which territories form a union, whether a service guards a territory. No changes to the state here."""

from __future__ import annotations

from civitas.games.territory.derived import BURDENS, FREE_TYPES, GUARDS, Facts
from civitas.games.territory.state import TerritoryState

CAPACITY = {"3": 3, "4": 4, "none": 99}
#: (new territories, placements) a construction turn allows, by the ``limit`` option.
LIMITS = {"1+1": (1, 1), "1+2": (1, 2), "free": (99, 99)}


def F(s: TerritoryState) -> Facts:
    """The card facts of ``s`` (kept on the state: ``s.facts``)."""
    return s.facts


def limits(s: TerritoryState) -> tuple[int, int]:
    """(new territories, placements) one construction turn allows."""
    return LIMITS[s.options.get("limit", "1+2")]


def capacity(s: TerritoryState) -> int:
    return CAPACITY[s.options.get("capacity", "3")]


def card_owner(s: TerritoryState, card: int) -> int:
    t = s.host[card]
    return s.owner[t] if t >= 0 else -1


def need(s: TerritoryState, card: int, owner: int | None = None) -> int:
    """The income ``card`` needs this round (TE-B1; a crashed exchange needs 2 more; a rebuilt one none);
    ``owner``: the seat it would belong to, for a card not yet on the table."""
    f = s.facts
    if card in s.rebuilt:
        return 0
    req = f.req[card]
    if f.type[card] in ("building", "character"):
        req += s.options.get("upkeep", 1)
    if f.kind[card] == "exchange" and (card_owner(s, card) if owner is None else owner) in s.crashed:
        req += 2
    return req


def working(s: TerritoryState, card: int) -> bool:
    """Whether ``card`` on a territory functions now: it has received the income it needs (TE-B2, TE-P1),
    and a rebuilt card does nothing in the round it came back."""
    return s.paid[card] >= need(s, card) and card not in s.rebuilt


def unfunded(s: TerritoryState, card: int) -> bool:
    return s.paid[card] < need(s, card)


def can_collapse(s: TerritoryState, card: int) -> bool:
    """Whether ``card`` collapses at destruction when it is left unfunded (TE-D1: a building or character
    with a printed required income; the upkeep alone never makes a card collapse)."""
    f = s.facts
    return f.type[card] in ("building", "character") and f.req[card] > 0


def needs_income(s: TerritoryState, t: int, card: int) -> bool:
    """TE-D1: ``card``, standing on territory ``t`` (not tucked under another card), is a building or a
    character with a required income: unless funded it collapses at destruction."""
    return s.host[card] == t and can_collapse(s, card)


def live(s: TerritoryState, t: int) -> bool:
    return 0 <= t < len(s.owner) and s.owner[t] >= 0


def spaces_used(s: TerritoryState, t: int) -> int:
    types = s.facts.type
    return sum(1 for c in s.on[t] if types[c] not in FREE_TYPES)


def has_room(s: TerritoryState, t: int, extra: int = 1) -> bool:
    return spaces_used(s, t) + extra <= capacity(s)


def cards_of_kind(s: TerritoryState, t: int, kind_id: str) -> list[int]:
    kind = s.facts.kind
    return [c for c in s.on[t] if kind[c] == kind_id]


def burdened(s: TerritoryState, t: int, card: int) -> bool:
    """TR: while a burden lies unfunded on territory ``t``, no other card there may receive income."""
    kind = s.facts.kind
    return any(kind[c] in BURDENS and c != card and unfunded(s, c) for c in s.on[t])


def can_receive(s: TerritoryState, card: int) -> bool:
    """Whether one more unit may go onto ``card``: it still needs income and no burden blocks it."""
    t = s.host[card]
    return t >= 0 and unfunded(s, card) and not burdened(s, t, card)


def bank_room(s: TerritoryState, bank: int) -> int:
    t = s.host[bank]
    bankers = len(cards_of_kind(s, t, "banker")) if t >= 0 else 0
    return 1 + 2 * bankers - s.stored[bank]


# --- unions --------------------------------------------------------------------------------------
def active_links(s: TerritoryState) -> list[tuple[int, int]]:
    """Pairs of territories joined by a functioning bridge (TE-U1; TR: a link works while its bridge does)."""
    out = []
    for bridge, target in s.links.items():
        t = s.host[bridge]
        if t >= 0 and live(s, target) and working(s, bridge):
            out.append((t, target))
    return out


def unions(s: TerritoryState) -> list[list[int]]:
    """Every union of two or more territories, each sorted, in order of its smallest territory."""
    links = active_links(s)
    if not links:
        return []
    parent: dict[int, int] = {}

    def root(x: int) -> int:
        while parent.get(x, x) != x:
            x = parent[x]
        return x

    for a, b in links:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    groups: dict[int, list[int]] = {}
    for t in {x for pair in links for x in pair}:
        groups.setdefault(root(t), []).append(t)
    return sorted(sorted(g) for g in groups.values())


def union_of(s: TerritoryState, t: int) -> list[int]:
    """The territories united with ``t``, ``t`` included (just ``[t]`` when it is in no union)."""
    for group in unions(s):
        if t in group:
            return group
    return [t]


def union_cards_of_kind(s: TerritoryState, t: int, kind_id: str) -> list[int]:
    """The cards of ``kind_id`` on ``t`` and on every territory united with it: the effects of each united
    territory act on the whole union (TE-U7, TR-T14)."""
    group = union_of(s, t)
    if len(group) == 1:
        return cards_of_kind(s, t, kind_id)
    return [c for u in group for c in cards_of_kind(s, u, kind_id)]


def flooded(s: TerritoryState, t: int) -> bool:
    """Whether a Flood hit ``t`` or a territory united with it this round (TR-T14, TR-T29)."""
    if not s.flooded:
        return False
    return any(u in s.flooded for u in union_of(s, t))


def guarded(s: TerritoryState, t: int, attacker_kind: str) -> bool:
    """Whether a functioning service against ``attacker_kind`` lies on ``t`` or on a territory of its union
    (TE-U7: a union shares its effects)."""
    guard = GUARDS[attacker_kind]
    for u in union_of(s, t):
        if any(working(s, c) for c in cards_of_kind(s, u, guard)):
            return True
    return False


def significance(s: TerritoryState, group: list[int]) -> list[int]:
    """TE-U4/TE-U6: each seat's territories in the union plus the modifiers of its functioning cards there."""
    f = s.facts
    out = [0] * s.n
    for t in group:
        p = s.owner[t]
        out[p] += 1
        for c in s.on[t]:
            if f.sig[c] and (f.sig[c] < 0 or working(s, c)):
                out[p] += f.sig[c]
    return out


def sheltered(s: TerritoryState, character: int) -> bool:
    """TR: a functioning bunker shelters the most expensive character on its territory."""
    t = s.host[character]
    bunkers = [c for c in cards_of_kind(s, t, "bunker") if working(s, c)]
    if not bunkers:
        return False
    f = s.facts
    chars = sorted((c for c in s.on[t] if f.type[c] == "character"), key=lambda c: (-f.req[c], c))
    return character in chars[: len(bunkers)]


def reputation(s: TerritoryState, seat: int) -> int:
    """Reputation with the quest leader's title (TE-Q5)."""
    return s.rep[seat] + (1 if s.quest_leader == seat else 0)


def score(s: TerritoryState, seat: int) -> int:
    """TR: reputation minus 2 for every quest still held (TE-Q6)."""
    return reputation(s, seat) - 2 * len(s.quests[seat])


def functioning_count(s: TerritoryState, seat: int) -> int:
    f = s.facts
    return sum(
        1
        for t in s.lands[seat]
        for c in s.on[t]
        if f.type[c] in ("building", "character") and s.host[c] == t and working(s, c)
    )


def ref(s: TerritoryState, card: int) -> str:
    """A card as a log argument: its name's catalog id (``@card.factory``)."""
    return f"@card.{s.facts.kind[card]}"


def card_args(s: TerritoryState, card: int, key: str = "card") -> dict[str, object]:
    """``{card: "@card.<kind>", card_no: instance}``: the name for the log, the number for the table."""
    return {key: ref(s, card), f"{key}_no": card}


def land_args(t: int, key: str = "land") -> dict[str, int]:
    """A territory as a log argument: its number for people (from 1) and for the table."""
    return {key: t + 1, f"{key}_no": t}
