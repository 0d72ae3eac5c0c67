"""What the viewer can do at the Empires table, as bindings (``civitas.ui.table.bindings``): every legal action
with the pieces it involves, the zone a drag drops onto and its label, so that drag, click, menu, keyboard,
hint rings and tutorial marks all come from here.

The engine offers one action per card design where copies are alike (two copies of a card in hand are one
"play"); the table binds that action to every copy, so whichever copy a player drags or clicks does it.

Piece keys: ``card:<instance>`` a face-up card (hand, play area, power card, market, development area, a
choice row), ``pile:<name>`` a pile (``main``, ``small:<i>``). Zone ids: ``play:<seat>`` (drop a hand card to
play it), ``discard:<seat>`` / ``hand:<seat>`` (drop a market card to take it), ``slot:<i>``.
"""

from __future__ import annotations

from collections.abc import Callable

from civitas.engine.actions import Action
from civitas.engine.game import Decision
from civitas.games.empires.state import SMALL, EmpiresState
from civitas.ui.table.bindings import Binding, Bindings

#: Zones of the viewer's area a market card may be dropped on to take it.
OWN_DROP_ZONES = ("discard", "hand", "play")


def card(c: int) -> str:
    return f"card:{c}"


def _same_design(s: EmpiresState, c: int, pool: list[int]) -> list[int]:
    """``c`` and the other cards of ``pool`` with its design (``c`` first)."""
    design = s.table[c] if 0 <= c < len(s.table) else None
    return [c] + [x for x in pool if x != c and x >= 0 and design is not None and s.table[x] == design]


def bindings_for(s: EmpiresState, seat: int | None, legal: list[Action], label: Callable[[Action], str],
                 asked: Decision | None = None) -> Bindings:  # fmt: skip
    """The bindings of ``legal`` (the viewer's legal actions, answering ``asked``) in the viewer's view ``s``."""
    out = Bindings()
    if seat is None:
        return out
    frame = asked.kind if asked is not None else ""
    data: dict[str, object] = asked.args if asked is not None else {}
    for a in legal:
        kind = a[0]
        text = label(a)
        if kind == "play":
            for c in _same_design(s, int(a[1]), s.hand[seat]):
                out.add(Binding(a, text, (card(c),), f"play:{seat}", click=True, group="play"))
        elif kind == "exhaust":
            out.add(Binding(a, text, (card(int(a[1])),), "", click=True, group="exhaust"))
        elif kind == "slot":
            out.add(_slot_binding(s, seat, a, text, data))
        elif kind == "deck":
            out.add(Binding(a, text, (_deck_pile(data),), "", click=True))
        elif kind == "innovate":  # the deck it breaks through into; the bar's "Innovate…" menu offers it too
            out.add(Binding(a, text, (_deck_pile({"cats": [a[1]]}),), "", click=True, group="innovate"))
        elif kind in ("pick", "take", "bottom", "put", "develop"):
            pool = _pool(s, seat, frame, data)
            for c in _same_design(s, int(a[1]), pool):
                out.add(Binding(a, text, (card(c),), "", click=kind in ("pick", "take", "develop")))
        else:
            out.add(Binding(a, text, (), "", group="prompt"))
    return out


def _slot_binding(s: EmpiresState, seat: int, a: Action, text: str, data: dict[str, object]) -> Binding:
    i = int(a[1])
    c = s.market[i]
    taking = data.get("purpose") in ("acquire", "break")
    pieces = (card(c),) if c >= 0 else ()
    if not taking:
        return Binding(a, text, pieces, click=True)
    own = tuple(f"{z}:{seat}" for z in OWN_DROP_ZONES)
    return Binding(a, text, pieces, own[0], click=True, also=own[1:])


def _deck_pile(data: dict[str, object]) -> str:
    cats = data.get("cats")
    if isinstance(cats, list | tuple) and len(cats) == 1 and cats[0] in SMALL:
        return f"pile:small:{SMALL.index(str(cats[0]))}"
    return "pile:main"


def _pool(s: EmpiresState, seat: int, frame: str, data: dict[str, object]) -> list[int]:
    """The cards a card answer of ``frame`` may name (copies of one design stand for each other)."""
    if frame == "pick":
        cards = data.get("cards")
        return [int(c) for c in cards] if isinstance(cards, list | tuple) else []
    if frame == "look":
        held = data.get("held")
        return [int(c) for c in held] if isinstance(held, list | tuple) else []
    if frame == "exile_pick":
        return list(s.exile)
    if frame == "develop":
        return list(s.development[seat])
    return []


def drop_attempt(s: EmpiresState, seat: int, payload: object, zone_id: str) -> Action | None:
    """What a drop would mean whether or not it is legal (so an illegal one can say why): a hand card onto the
    play area is a play; a market card onto the viewer's area is taking it from its slot."""
    if not isinstance(payload, tuple) or len(payload) < 2 or payload[0] != "card":
        return None
    c = int(payload[1])
    if zone_id == f"play:{seat}" and c in s.hand[seat]:
        return ("play", c)
    if c in s.market and any(zone_id == f"{z}:{seat}" for z in OWN_DROP_ZONES):
        return ("slot", s.market.index(c))
    return None
