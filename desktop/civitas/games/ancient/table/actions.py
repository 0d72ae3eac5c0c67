"""What the viewer can do at the Ancient World table, as bindings (``civitas.ui.table.bindings``):
every legal action with the pieces it involves, the zone a drag drops onto and its label, so that drag,
click, menu, keyboard, hint rings and tutorial marks all come from here.

Piece keys: ``cit:<seat>:<skill>`` a citizen, ``card:<instance>`` a card whose face is seen, ``army:<seat>:<i>``
an army's active troop. Zone ids: ``slot:<name>``, ``onto:<card>`` (an own card's action slot),
``tableau:<seat>``, ``reserve:<seat>``, ``army:<seat>:<i>`` / ``army:<seat>:new``, ``titan:<stars>``.
"""

from __future__ import annotations

from collections.abc import Callable

from civitas.engine.actions import Action
from civitas.engine.game import Decision
from civitas.games.ancient.state import AncientState
from civitas.ui.table.bindings import Binding, Bindings


def cit(seat: int, skill: int) -> str:
    return f"cit:{seat}:{skill}"


def card(c: int) -> str:
    return f"card:{c}"


def army_key(seat: int, i: int) -> str:
    return f"army:{seat}:{i}"


def step(decision: Decision | None) -> str:
    """The pending step ``decision`` asks; "" on a free turn or when nothing is asked."""
    return decision.kind if decision is not None and decision.kind != "turn" else ""


def bindings_for(s: AncientState, seat: int | None, legal: list[Action], label: Callable[[Action], str],
                 asked: Decision | None = None) -> Bindings:  # fmt: skip
    """The bindings of ``legal`` (the viewer's legal actions, answering ``asked``) in the viewer's view ``s``."""
    out = Bindings()
    if seat is None:
        return out
    frame = step(asked)
    for a in legal:
        kind = a[0]
        text = label(a)
        if kind == "place":
            out.add(Binding(a, text, (cit(seat, int(a[1])),), f"slot:{a[2]}", group="place"))
        elif kind == "place_card":
            out.add(Binding(a, text, (cit(seat, int(a[1])), card(int(a[2]))), f"onto:{a[2]}", group="place"))
        elif kind == "fight":
            stars, armies = int(a[1]), tuple(int(x) for x in a[2])
            deck = s.titan_decks[stars - 1]
            keys = tuple(army_key(seat, i) for i in armies)
            titan = (card(deck[-1]),) if deck else ()
            out.add(Binding(a, text, keys + titan, "", group="fight"))
        elif kind in ("buy", "crane"):
            out.add(Binding(a, text, (card(int(a[1])),), f"tableau:{seat}" if kind == "buy" else "",
                            click=kind == "buy"))
        elif kind == "recruit":
            target = int(a[2])
            zone = f"army:{seat}:new" if target < 0 else f"army:{seat}:{target}"
            out.add(Binding(a, text, (card(int(a[1])),), zone))
        elif kind in ("explore_display", "reserve", "reserve_display"):
            out.add(Binding(a, text, (card(int(a[1])),), f"reserve:{seat}", click=True))
        elif kind in ("restore", "lose", "keep", "copy"):
            out.add(Binding(a, text, (card(int(a[1])),), "", click=True))
        elif kind == "discard_army":
            out.add(Binding(a, text, (army_key(seat, int(a[1])),), "", click=True))
        elif kind == "starve":
            out.add(Binding(a, text, (cit(seat, int(a[1])),), "", click=True))
        elif kind == "outpost":  # a troop on top of an army is that army's piece
            troop = int(a[1])
            tops = [i for i, army in enumerate(s.armies[seat]) if army and army[-1] == troop]
            out.add(Binding(a, text, (army_key(seat, tops[0]) if tops else card(troop),), ""))
        else:
            out.add(Binding(a, text, (), "", group="prompt" if frame else "bar"))
    return out


def drop_attempt(s: AncientState, seat: int, payload: object, zone_id: str, frame: str = "") -> Action | None:
    """What a drop would mean whether or not it is legal (so an illegal one can say why): a citizen on a
    slot or an own card, a card on the tableau or into the reserve (the explored card while exploring,
    ``frame``), a troop onto an army."""
    if not isinstance(payload, tuple) or not payload:
        return None
    what = payload[0]
    if what == "cit" and payload[1] == seat:
        skill = int(payload[2])
        if zone_id.startswith("slot:"):
            return ("place", skill, zone_id[5:])
        if zone_id.startswith("onto:"):
            return ("place_card", skill, int(zone_id[5:]))
    if what == "card":
        c = int(payload[1])
        if zone_id == f"tableau:{seat}":
            return ("buy", c)
        if zone_id == f"reserve:{seat}":
            return ("explore_display", c) if frame == "explore" else ("reserve", c)
        if zone_id.startswith(f"army:{seat}:"):
            tail = zone_id.rsplit(":", 1)[1]
            return ("recruit", c, -1 if tail == "new" else int(tail))
    return None
