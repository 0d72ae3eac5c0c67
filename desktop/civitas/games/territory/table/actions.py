"""What the viewer can do at the Territory table, as bindings (``civitas.ui.table.bindings``): every legal
action with the pieces it involves, the zone a drag drops onto and its label, so that drag, click, menu,
keyboard, hint rings and tutorial marks all come from here.

Piece keys: ``card:<c>`` a card whose face is seen, ``hidden:<p>:<i>`` a card of another hand, ``land:<t>`` a
territory tile, ``pool`` the income pool, ``local:<t>`` a territory's local profit. Zone ids: ``hand:<p>``,
``newland:<p>``, ``land:<t>``, ``onto:<c>`` (a card lying on a territory), ``seat:<p>``, ``market``.
"""

from __future__ import annotations

from collections.abc import Callable

from civitas.engine.actions import Action
from civitas.games.territory.state import TerritoryState
from civitas.ui.table.bindings import Binding, Bindings

#: Bar buttons that open a menu of a group's actions: (group, shortcut).
GROUPS = (("construct", "B"), ("income", "T"), ("profit", "A"), ("influence", "I"), ("offer", "O"),
          ("buy", "Y"), ("bid", "R"))  # fmt: skip
#: Actions that answer the phase, shown as plain buttons: (kind, shortcut).
BUTTONS = (("quest", "Q"), ("end", "E"), ("pass", "P"), ("done", "D"), ("no_buy", "N"))


def card(c: int) -> str:
    return f"card:{c}"


def land(t: int) -> str:
    return f"land:{t}"


def local(t: int) -> str:
    return f"local:{t}"


POOL = "pool"


def _influence(s: TerritoryState, seat: int, a: Action, text: str) -> Binding:
    """An event, a reputation card or a character's ability: dragged onto what it acts on."""
    kind, c, x = str(a[0]), int(a[1]), int(a[2])
    if kind == "rep":
        return Binding(a, text, (card(c), land(x)), f"land:{x}", group="influence")
    typ = s.facts.kind[c]
    if x < 0:  # no target: a click opens the menu
        return Binding(a, text, (card(c),), "", group="influence")
    if kind == "event":
        if typ in ("stock_crash", "epidemic"):
            return Binding(a, text, (card(c),), f"seat:{x}", group="influence")
        if typ == "flood":
            return Binding(a, text, (card(c), land(x)), f"land:{x}", group="influence")
        return Binding(a, text, (card(c), card(x)), f"onto:{x}", group="influence")
    if typ == "spy":
        return Binding(a, text, (card(c), land(x)), f"land:{x}", group="influence")
    if typ == "reconstructor":  # the target lies in the demolition pile: chosen from the card's menu
        return Binding(a, text, (card(c), card(x)), "", group="influence")
    return Binding(a, text, (card(c), card(x)), f"onto:{x}", group="influence")


def bindings_for(s: TerritoryState, seat: int | None, legal: list[Action], label: Callable[[Action], str]) -> Bindings:
    """The bindings of ``legal`` (the viewer's legal actions) in the viewer's view ``s``."""
    out = Bindings()
    if seat is None:
        return out
    for a in legal:
        kind = a[0]
        text = label(a)
        if kind == "land":
            out.add(Binding(a, text, (card(int(a[1])),), f"newland:{seat}", group="construct"))
        elif kind in ("build", "develop"):
            c, t = int(a[1]), int(a[2])
            out.add(Binding(a, text, (card(c), land(t)), f"land:{t}", group="construct"))
        elif kind in ("mansion", "bridge"):
            c, t, other = int(a[1]), int(a[2]), int(a[3])
            out.add(Binding(a, text, (card(c), land(t), land(other)), f"land:{t}", group="construct"))
        elif kind in ("take", "store"):
            c = int(a[1])
            out.add(Binding(a, text, (POOL, card(c)), f"onto:{c}", group="income"))
        elif kind == "allocate":
            t, c = int(a[1]), int(a[2])
            out.add(Binding(a, text, (local(t), card(c)), f"onto:{c}", group="profit"))
        elif kind == "release":
            out.add(Binding(a, text, (card(int(a[1])),), "", group="profit"))
        elif kind == "tuck":
            p, c = int(a[1]), int(a[2])
            out.add(Binding(a, text, (card(c), card(p)), f"onto:{p}", group="profit"))
        elif kind in ("event", "rep", "act"):
            out.add(_influence(s, seat, a, text))
        elif kind == "offer":
            out.add(Binding(a, text, (card(int(a[1])),), "market", group="offer"))
        elif kind == "buy":
            out.add(Binding(a, text, (card(int(a[1])),), f"hand:{seat}", group="buy"))
        elif kind == "bid":
            out.add(Binding(a, text, (card(int(a[1])),), "", group="bid"))
        elif kind in ("pay", "pick", "claim"):
            out.add(Binding(a, text, (card(int(a[1])),), "", click=True, group="prompt" if kind != "claim" else ""))
        else:
            out.add(Binding(a, text, (), "", group="bar"))
    return out


def drop_attempt(s: TerritoryState, seat: int, payload: object, zone_id: str) -> Action | None:
    """What a drop would mean whether or not it is legal, so that an illegal one can say why."""
    if not isinstance(payload, tuple) or not payload:
        return None
    what = payload[0]
    head, _, tail = zone_id.partition(":")
    if what == "pool" and head == "onto":
        return ("take", int(tail))
    if what == "local" and head == "onto":
        return ("allocate", int(payload[1]), int(tail))
    if what != "card":
        return None
    c = int(payload[1])
    typ = s.facts.type[c]
    if head == "newland":
        return ("land", c)
    if head == "onto" and s.phase in ("build",):
        head, tail = "land", str(s.host[int(tail)])
    if head == "land":
        t = int(tail)
        if typ == "development":
            return ("develop", c, t)
        if typ == "reputation":
            return ("rep", c, t)
        if typ in ("building", "character") and s.phase == "build":
            return ("build", c, t)
    if head == "market":
        return ("offer", c, 1)
    if head == "hand":
        return ("buy", c)
    return None
