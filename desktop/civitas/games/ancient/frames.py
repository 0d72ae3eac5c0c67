"""The choices a pending decision offers (the top frame of the state's decision stack): one offer per decision
kind, declared on :data:`MACHINE` with its answer (``play``) and rules section."""

from __future__ import annotations

from itertools import permutations

from civitas.engine.actions import Action
from civitas.engine.choices import canonical_next
from civitas.engine.decisions import Frame
from civitas.engine.game import Reason
from civitas.engine.machine import Machine
from civitas.games.ancient.derived import C, army_limit, faceup, has_trigger, owns_id, spaces_free
from civitas.games.ancient.effects import copy_targets, outpost_choices
from civitas.games.ancient.fight import fight_options
from civitas.games.ancient.state import AncientState

#: The Ancient World's decision machine: its automatic steps (``flow``) and decision kinds (``play``).
MACHINE = Machine("ancient")


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
    """What the pending decision ``f`` offers (its declaration's offer on the machine)."""
    return MACHINE.offers(s, f)


def _seat(f: Frame) -> int:
    p = f.seat
    assert p is not None
    return p


def offer_build(s: AncientState, f: Frame) -> list[Action]:
    p = _seat(f)
    acts: list[Action] = []
    crane = crane_of(s, p)
    for card in sorted(set(s.display) | set(s.reserve[p])):
        if can_buy(s, p, card):
            acts.append(("buy", card))
        if crane is not None and card != crane and can_buy(s, p, card, crane):
            acts.append(("crane", card))
    acts.append(("skip",))
    return acts


def offer_recruit(s: AncientState, f: Frame) -> list[Action]:
    p = _seat(f)
    acts: list[Action] = []
    targets = recruit_targets(s, p)
    for troop in sorted(set(s.troop_row)):
        if C[troop].price <= s.coins[p]:
            acts.extend(("recruit", troop, t) for t in targets)
    acts.append(("skip",))
    return acts


def offer_expand_pay(s: AncientState, f: Frame) -> list[Action]:
    return [("pay", "knowledge"), ("pay", "coins")]


def offer_expand_keep(s: AncientState, f: Frame) -> list[Action]:
    return [("keep", c) for c in sorted(f.data["cards"])]


def offer_explore(s: AncientState, f: Frame) -> list[Action]:
    acts: list[Action] = []
    if s.deck or s.discard:
        acts.append(("explore_draw",))
    acts.extend(("explore_display", c) for c in sorted(set(s.display)))
    return acts


def offer_explore_pick(s: AncientState, f: Frame) -> list[Action]:
    return [("reserve", c) for c in sorted(set(f.data["drawn"]))]


def offer_restore(s: AncientState, f: Frame) -> list[Action]:
    options = canonical_next(sorted(s.down[_seat(f)]), _last(f), f.data["left"], optional=True)
    acts: list[Action] = [("restore", c) for c in options]
    if not f.data["must"] or not acts:
        acts.append(("done",))
    return acts


def offer_lose(s: AncientState, f: Frame) -> list[Action]:
    options = canonical_next(sorted(faceup(s, _seat(f))), _last(f), f.data["left"])
    return [("lose", c) for c in options]


def offer_discard_army(s: AncientState, f: Frame) -> list[Action]:
    return [("discard_army", i) for i in range(len(s.armies[_seat(f)]))]


def offer_starve(s: AncientState, f: Frame) -> list[Action]:
    options = canonical_next(sorted(s.citizens[_seat(f)]), _last(f), f.data["left"])
    return [("starve", k) for k in options]


def offer_guild(s: AncientState, f: Frame) -> list[Action]:
    return [("guild_pay",), ("decline",)]


def offer_outpost(s: AncientState, f: Frame) -> list[Action]:
    acts: list[Action] = [("outpost", t, pile) for t, pile in outpost_choices(s, _seat(f))]
    acts.append(("decline",))
    return acts


def offer_playwrights(s: AncientState, f: Frame) -> list[Action]:
    acts: list[Action] = [("reserve_display", c) for c in sorted(set(s.display))]
    if s.deck or s.discard:
        acts.append(("reserve_top",))
    acts.append(("decline",))
    return acts


def offer_refuge(s: AncientState, f: Frame) -> list[Action]:
    return [("refuge", d + 1) for d, deck in enumerate(s.titan_decks) if deck]


def offer_refuge_order(s: AncientState, f: Frame) -> list[Action]:
    cards = f.data["cards"]
    return [("order", perm) for perm in sorted(set(permutations(cards)))]


def offer_refuge_fight(s: AncientState, f: Frame) -> list[Action]:
    acts: list[Action] = [("fight", st, armies) for st, armies in fight_options(s, _seat(f), f.data["stars"])]
    acts.append(("no_fight",))
    return acts


def offer_copy(s: AncientState, f: Frame) -> list[Action]:
    return [("copy", c) for c in copy_targets(s, _seat(f))]


# --- why an answer is not offered, where more can be said than the prompt (the declarations' explain) -------
def explain_build(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    """A card not on offer, a twin, no free space, or a price the seat cannot pay."""
    if len(action) != 2 or action[0] not in ("buy", "crane") or not isinstance(action[1], int):
        return None
    card = action[1]
    if not 0 <= card < len(C) or (card not in s.display and card not in s.reserve[p]):
        return Reason("card_not_offered", "build")
    if owns_id(s, p, C[card].id):
        return Reason("duplicate_card", "build")
    if spaces_free(s, p) <= 0 and action[0] == "buy":
        return Reason("no_space", "build")
    if action[0] == "buy":
        return Reason("cannot_afford", "build", {"coins": C[card].cost_coins, "knowledge": C[card].cost_knowledge})
    return None


def explain_recruit(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return Reason("cannot_recruit", "army") if len(action) == 3 and action[0] == "recruit" else None


def _last(f: Frame) -> int | None:
    last = f.data["last"]
    return None if last < 0 else int(last)
