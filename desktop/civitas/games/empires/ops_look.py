"""Looking at hidden cards and searching for one (spec c1, EM-K-look, EM-K-find, EM-F): ``look``,
``find`` and ``fame_look`` with the capstone.

Looked-at cards leave their pile while the looker decides: a ``look`` decision frame *holds* them
(data ``held``, top first; ``from`` the pile, ``owner`` its seat), so every card stays in exactly one place
and the view can hide them from everybody else (TR-E8). Modes: ``take_one`` ("take", card) into the hand,
``bottom_one`` ("bottom", card) or ("keep",), ``fame`` ("take", card), then ``order``: ("put", card) puts a
held card back on the pile, one at a time, the last one put back ending on top; a single card goes back
without asking. ``find`` searches hand, discard, draw pile and nation deck (in that order for "hand",
any of them for "any"), takes the chosen card into the hand and shuffles a searched draw pile or nation
deck (the accession card stays at the bottom).
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires.core import MACHINE, D, Ev, first_of_each_design, trigger_end
from civitas.games.empires.ops_core import Ctx, op, run_program
from civitas.games.empires.ops_zones import pick, picks
from civitas.games.empires.select import matches
from civitas.games.empires.state import EmpiresState


def pile(s: EmpiresState, where: str, owner: int) -> list[int]:
    if where == "deck":
        return s.deck[owner]
    if where == "nation_deck":
        return s.nation_deck[owner]
    if where == "fame":
        return s.fame
    return s.main


def bottom_guard(s: EmpiresState, where: str, cards: list[int]) -> int:
    """How many cards at the bottom of a pile never move: the accession card under a nation deck and the
    capstone under the fame deck (EM-D10, EM-F)."""
    if not cards:
        return 0
    first = D(s, cards[0])
    if where == "nation_deck" and first.start == "accession":
        return 1
    if where == "fame" and first.kind == "capstone":
        return 1
    return 0


def hold(s: EmpiresState, p: int, where: str, owner: int, n: int, mode: str, source: str) -> None:
    """Take the top ``n`` cards (as many as there are) of a pile into a ``look`` frame of seat ``p``."""
    cards = pile(s, where, owner)
    free = len(cards) - bottom_guard(s, where, cards)
    k = max(0, min(n, free))
    if k == 0:
        return
    held = [cards.pop() for _ in range(k)]  # top first
    s.stack.push(Frame("look", p, source, {"held": held, "from": where, "owner": owner, "mode": mode}))


def put_back(s: EmpiresState, where: str, owner: int, card: int, bottom: bool = False) -> None:
    cards = pile(s, where, owner)
    if bottom:
        cards.insert(bottom_guard(s, where, cards), card)
    else:
        cards.append(card)


@op("look")
def _op_look(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    where, n, mode = args
    ev.append(Event("look", {"seat": c.p, "where": where, "n": n}, reveal=True))  # an undo barrier: cards seen
    hold(s, c.p, where, c.p, n, "order" if mode == "reorder" else mode, c.source)


def _look_offer(s: EmpiresState, f: Frame) -> list[Action]:
    mode, held = f.data["mode"], f.data["held"]
    options = first_of_each_design(s, held)
    if mode in ("take_one", "fame"):
        return [("take", c) for c in options]
    if mode == "bottom_one":
        return [("bottom", c) for c in options] + [("keep",)]
    return [("put", c) for c in options]


def _look_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    assert f.seat is not None
    p, where, owner = f.seat, f.data["from"], f.data["owner"]
    held = list(f.data["held"])
    if action[0] in ("take", "bottom", "put"):
        held.remove(action[1])
    if action[0] == "take":
        s.hand[p].append(action[1])
        kind = "fame_take" if where == "fame" else "look_take"
        ev.append(Event(kind, {"seat": p}, owner=p, secret={"card": action[1]}))
    elif action[0] == "bottom":
        put_back(s, where, owner, action[1], bottom=True)
        ev.append(Event("look_bottom", {"seat": p}, owner=p, secret={"card": action[1]}))
    elif action[0] == "put":
        put_back(s, where, owner, action[1])
    if len(held) > 1:
        s.stack.push(Frame("look", p, f.source, {**f.data, "held": held, "mode": "order"}))
    elif held:
        put_back(s, where, owner, held[0])


MACHINE.decide("look", _look_offer, _look_answer, section="effects", click="card")


# --- find ------------------------------------------------------------------------------------------------------
def _nation_cards(s: EmpiresState, p: int) -> list[int]:
    cards = s.nation_deck[p]
    return cards[bottom_guard(s, "nation_deck", cards) :]


@op("find")
def _op_find(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-K-find: "hand" searches hand, discard, draw pile, nation deck in that order (the first zone with a
    match); "any" offers a match from any of them. Nothing found, nothing happens."""
    sel, how = args
    zones = (s.hand[c.p], s.discard[c.p], s.deck[c.p], _nation_cards(s, c.p))
    found: list[int] = []
    for zone in zones:
        found += [x for x in zone if matches(s, x, sel)]
        if found and how == "hand":
            break
    if not found:
        ev.append(Event("find_none", {"seat": c.p}))
        return
    pick(s, c.p, "find", found, 1, c.source)


@picks("find")
def _find_picked(s: EmpiresState, p: int, card: int, data: dict[str, Any], ev: Ev) -> None:
    zones = {"hand": s.hand[p], "discard": s.discard[p], "deck": s.deck[p], "nation_deck": s.nation_deck[p]}
    where = next(name for name, zone in zones.items() if card in zone)
    zones[where].remove(card)
    s.hand[p].append(card)
    if where == "deck":
        s.rng.shuffle(s.deck[p])
    elif where == "nation_deck":
        keep = bottom_guard(s, "nation_deck", s.nation_deck[p])
        rest = s.nation_deck[p][keep:]
        s.rng.shuffle(rest)
        s.nation_deck[p] = s.nation_deck[p][:keep] + rest
    public = where in ("hand", "discard")
    ev.append(Event("find", {"seat": p, "from": where, **({"card": card} if public else {})}, owner=p,
                    secret={"card": card}, reveal=not public))  # fmt: skip


# --- fame and the capstone ---------------------------------------------------------------------------------
@op("fame_look")
def _op_fame_look(s: EmpiresState, c: Ctx, args: list[Any], ev: Ev) -> None:
    """EM-F: look at the top n face-down fame cards (never the capstone while one remains) and take one.
    With none left: the capstone — side A once per game (then it flips, an end trigger), side B once per
    player (TR-E9: a repeat does nothing)."""
    guard = bottom_guard(s, "fame", s.fame)
    if len(s.fame) > guard:
        ev.append(Event("fame_look", {"seat": c.p, "n": min(args[0], len(s.fame) - guard)}, reveal=True))
        hold(s, c.p, "fame", c.p, args[0], "fame", c.source)
        return
    if not guard:
        return
    capstone = s.fame[0]
    if s.capstone_side == "A":
        s.capstone_a = c.p
        s.capstone_side = "B"
        ev.append(Event("capstone", {"seat": c.p, "side": "A"}))
        trigger_end(s, "capstone", ev)
        run_program(s, c.p, capstone, D(s, capstone).side_a, s.table[capstone])
    elif not s.capstone_b[c.p]:
        s.capstone_b[c.p] = True
        ev.append(Event("capstone", {"seat": c.p, "side": "B"}))
        run_program(s, c.p, capstone, D(s, capstone).side_b, s.table[capstone])
    else:
        ev.append(Event("capstone_again", {"seat": c.p}))
