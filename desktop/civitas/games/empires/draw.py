"""Drawing and the reshuffle procedure, exactly as spec A.(a) "Drawing and reshuffling" (EM-D1..EM-D10).

A draw is an automatic frame ``draw`` {p, left, if_able, src, step}: it moves cards one by one; when the
draw pile is empty and a card must be drawn it runs the reshuffle: the barbarian step (the nation deck drip
and the accession flip) or the empire step (an optional develop, a ``develop`` decision of the drawing seat,
whoever's turn it is), then the discard becomes the new draw pile. "If able" draws never reshuffle.
The ``deck_empty`` signal fires whenever the draw pile becomes empty.
"""

from __future__ import annotations

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires.core import (
    MACHINE,
    D,
    Ev,
    can_pay,
    first_of_each_design,
    flags,
    pay_or_ask,
    register_auto,
        signal,
    trigger_end,
)
from civitas.games.empires.ops_core import run_program
from civitas.games.empires.state import ON_DEVELOPMENT, ON_NATION_DECK, EmpiresState


def draw(s: EmpiresState, p: int, n: int, src: int = -1, if_able: bool = False) -> None:
    """Push a draw of ``n`` cards for seat ``p`` (run by the flow's automatic steps)."""
    if n > 0:
        s.stack.push(Frame("draw", None, "draw", {"p": p, "left": n, "if_able": if_able, "src": src, "step": "draw"}))


@register_auto("draw")
def run_draw(s: EmpiresState, f: Frame, ev: Ev) -> None:
    p, left = f.data["p"], f.data["left"]
    drawn: list[int] = []
    offered = f.data["step"] == "shuffle"  # this reshuffle's develop decision was just answered
    if offered:
        shuffle_discard(s, p, ev)
    while left > 0:
        if s.deck[p]:
            card = s.deck[p].pop()
            s.hand[p].append(card)
            drawn.append(card)
            left -= 1
            if not s.deck[p]:  # EM-D3: "deck empty" passives fire whenever it becomes empty
                _report(s, p, drawn, ev)
                drawn = []
                if left > 0:
                    s.stack.push(_more(f, left, "draw"))
                signal(s, p, "deck_empty", ev)
                run_program(s, p, -1, flags(s, p)["deck_empty_passive"], "deck_empty")  # EM-N: nation flag
                return
            continue
        if f.data["if_able"]:  # EM-D2: "if able" never reshuffles
            break
        if s.side[p] == "barbarian":  # EM-D4/D5
            barbarian_step(s, p, ev)
        elif not offered and develop_offers(s, p, token=True):  # EM-D6: the drawing seat MAY develop (EM-D8)
            _report(s, p, drawn, ev)
            s.stack.push(_more(f, left, "shuffle"))
            s.stack.push(Frame("develop", p, "reshuffle", {"token": True, "optional": True}))
            return
        if not s.discard[p]:
            break  # nothing at all to draw (a declined develop is not asked again for the same reshuffle)
        shuffle_discard(s, p, ev)  # EM-D7
        offered = False
    _report(s, p, drawn, ev)


def _more(f: Frame, left: int, step: str) -> Frame:
    return Frame("draw", None, f.source, {**f.data, "left": left, "step": step})


def _report(s: EmpiresState, p: int, drawn: list[int], ev: Ev) -> None:
    if drawn:
        ev.append(Event("draw", {"seat": p, "n": len(drawn)}, owner=p, secret={"cards": list(drawn)}, reveal=True))


def shuffle_discard(s: EmpiresState, p: int, ev: Ev) -> None:
    """EM-D7: the discard, shuffled, becomes the draw pile (it is empty when this runs)."""
    pile = s.discard[p]
    s.discard[p] = []
    s.rng.shuffle(pile)
    s.deck[p] = pile + s.deck[p]
    ev.append(Event("reshuffle", {"seat": p, "cards": len(pile)}, reveal=True))  # undo never crosses a shuffle
    signal(s, p, "reshuffle", ev)


def barbarian_step(s: EmpiresState, p: int, ev: Ev) -> None:
    """EM-D4: with no exhaust token on the nation deck and one on the state card, the top nation card goes
    to the discard and a token onto the deck. EM-D5: the accession card flips the state card (nadir: into
    play, no flip; zenith: discard, end trigger, no flip). EM-D9: no nation deck, no step."""
    f = flags(s, p)
    if not f["has_nation_deck"] or not s.nation_deck[p]:
        return
    if ON_NATION_DECK in s.exhausted[p] or s.exhaust[p] < 1:
        return
    card = s.nation_deck[p].pop()
    s.exhaust[p] -= 1
    s.exhausted[p].append(ON_NATION_DECK)
    d = D(s, card)
    kind = (d.accession or f["accession_kind"]) if d.start == "accession" else ""
    if kind == "nadir":
        s.play[p].append(card)
    else:
        s.discard[p].append(card)
    ev.append(Event("nation_card", {"seat": p, "card": card, "accession": kind}, reveal=True))
    if kind == "accession" and f["state_can_flip"]:
        s.side[p] = "empire"
        ev.append(Event("state_flip", {"seat": p, "side": "empire"}))
    elif kind == "zenith":
        trigger_end(s, "zenith", ev)


def develop_offers(s: EmpiresState, p: int, token: bool) -> list[int]:
    """Development cards seat ``p`` may develop now (one instance per design). With ``token`` (the
    reshuffle's empire step, EM-D6) the area must hold no exhaust token and the state card at least one;
    an effect's develop ignores the token (EM-K-develop)."""
    f = flags(s, p)
    if not f["has_development_area"] or not f["can_develop"]:
        return []
    if token and (ON_DEVELOPMENT in s.exhausted[p] or s.exhaust[p] < 1):
        return []
    return [c for c in first_of_each_design(s, s.development[p]) if can_pay(s, p, D(s, c).cost)]


def develop(s: EmpiresState, p: int, card: int, token: bool, ev: Ev) -> None:
    """Pay ``card``'s cost and move it to the discard; the reshuffle's develop also moves an exhaust token
    into the development area. The last card leaving the area triggers the end (EM-E, nation flag)."""
    s.development[p].remove(card)
    s.discard[p].append(card)
    if token:
        s.exhaust[p] -= 1
        s.exhausted[p].append(ON_DEVELOPMENT)
    ev.append(Event("develop", {"seat": p, "card": card}))
    if not s.development[p] and flags(s, p)["last_development_triggers_end"]:
        trigger_end(s, "development", ev)
    pay_or_ask(s, p, D(s, card).cost, ev, card, s.table[card])  # RD-4: the payer's choice, next


def _develop_offer(s: EmpiresState, f: Frame) -> list[Action]:
    assert f.seat is not None
    acts: list[Action] = [("develop", c) for c in develop_offers(s, f.seat, f.data["token"])]
    if f.data.get("optional", True) or not acts:
        acts.append(("skip",))
    return acts


def _develop_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    assert f.seat is not None
    if action[0] == "develop":
        develop(s, f.seat, action[1], f.data["token"], ev)
    else:
        ev.append(Event("develop_skip", {"seat": f.seat}))


MACHINE.decide("develop", _develop_offer, _develop_answer, section="reshuffle", click="card")
