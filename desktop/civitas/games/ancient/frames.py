"""The choices a pending decision offers (the top frame of the state's decision stack)."""

from __future__ import annotations

from itertools import permutations

from civitas.engine.actions import Action
from civitas.engine.choices import canonical_next
from civitas.engine.decisions import Frame
from civitas.games.ancient.derived import C, army_limit, faceup, has_trigger, owns_id, spaces_free
from civitas.games.ancient.effects import copy_targets, outpost_choices
from civitas.games.ancient.fight import fight_options
from civitas.games.ancient.state import AncientState


def can_buy(s: AncientState, p: int, card: int, crane: int | None = None) -> bool:
    """Whether seat ``p`` may build ``card`` now: a free space, no twin built, the price paid, or
    waived by discarding the crane ``crane`` (which frees its space first, TR-A17)."""
    free = spaces_free(s, p) + (1 if crane is not None else 0)
    if free <= 0:
        return False
    if owns_id(s, p, C[card].id):
        return False
    if crane is not None:
        return True
    return C[card].cost_coins <= s.coins[p] and C[card].cost_knowledge <= s.knowledge[p]


def crane_of(s: AncientState, p: int) -> int | None:
    if not has_trigger(s, p, "crane"):
        return None
    for c in faceup(s, p):
        trigger = C[c].trigger
        if trigger is not None and trigger.op == "crane":
            return c
    return None


def recruit_targets(s: AncientState, p: int) -> list[int]:
    """-1 (a new army, below the limit) and every army whose active troop is unused (TR-A13)."""
    out = [-1] if len(s.armies[p]) < army_limit(s, p) else []
    out.extend(i for i, army in enumerate(s.armies[p]) if s.scroll.get(army[-1], 0) == 0)
    return out


def frame_actions(s: AncientState, f: Frame) -> list[Action]:
    p = f.seat
    assert p is not None
    kind = f.kind
    acts: list[Action] = []
    if kind == "build":
        crane = crane_of(s, p)
        for card in sorted(set(s.display) | set(s.reserve[p])):
            if can_buy(s, p, card):
                acts.append(("buy", card))
            if crane is not None and card != crane and can_buy(s, p, card, crane):
                acts.append(("crane", card))
        acts.append(("skip",))
    elif kind == "recruit":
        targets = recruit_targets(s, p)
        for troop in sorted(set(s.troop_row)):
            if C[troop].price <= s.coins[p]:
                acts.extend(("recruit", troop, t) for t in targets)
        acts.append(("skip",))
    elif kind == "expand_pay":
        acts = [("pay", "knowledge"), ("pay", "coins")]
    elif kind == "expand_keep":
        acts = [("keep", c) for c in sorted(f.data["cards"])]
    elif kind == "explore":
        if s.deck or s.discard:
            acts.append(("explore_draw",))
        acts.extend(("explore_display", c) for c in sorted(set(s.display)))
    elif kind == "explore_pick":
        acts = [("reserve", c) for c in sorted(set(f.data["drawn"]))]
    elif kind == "restore":
        options = canonical_next(sorted(s.down[p]), _last(f), f.data["left"], optional=True)
        acts = [("restore", c) for c in options]
        if not f.data["must"] or not acts:
            acts.append(("done",))
    elif kind == "lose":
        options = canonical_next(sorted(faceup(s, p)), _last(f), f.data["left"])
        acts = [("lose", c) for c in options]
    elif kind == "discard_army":
        acts = [("discard_army", i) for i in range(len(s.armies[p]))]
    elif kind == "starve":
        options = canonical_next(sorted(s.citizens[p]), _last(f), f.data["left"])
        acts = [("starve", k) for k in options]
    elif kind == "guild":
        acts = [("guild_pay",), ("decline",)]
    elif kind == "outpost":
        acts = [("outpost", t, pile) for t, pile in outpost_choices(s, p)]
        acts.append(("decline",))
    elif kind == "playwrights":
        acts = [("reserve_display", c) for c in sorted(set(s.display))]
        if s.deck or s.discard:
            acts.append(("reserve_top",))
        acts.append(("decline",))
    elif kind == "refuge":
        acts = [("refuge", d + 1) for d, deck in enumerate(s.titan_decks) if deck]
    elif kind == "refuge_order":
        cards = f.data["cards"]
        acts = [("order", perm) for perm in sorted(set(permutations(cards)))]
    elif kind == "refuge_fight":
        acts = [("fight", st, armies) for st, armies in fight_options(s, p, f.data["stars"])]
        acts.append(("no_fight",))
    elif kind == "copy":
        acts = [("copy", c) for c in copy_targets(s, p)]
    return acts


def _last(f: Frame) -> int | None:
    last = f.data["last"]
    return None if last < 0 else int(last)
