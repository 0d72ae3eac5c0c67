"""The solo automaton, the Rival («Соперник»): the project's own opponent for a one-player game (TR-E10,
table rules TR-E12..TR-E19). It is not a seat: nobody decides for it and it is never in ``to_move``. After
each of the person's turns (after the cleanup, before the solstice) ``flow`` runs one Rival turn, the
automatic frame ``rival_turn``:

1. TR-E14: a marker whose card has left its market slot (the person took or exiled it) comes back.
2. TR-E13: roll the die (the state's Rng) ``ROLLS`` times. Each face names a target (``DIE``): faces 1-5
   the market slot of that number, face 6 the fame deck; each face has its own marker (the six market
   markers). No marker of that face on the target: the Rival puts it there (a *claim*). Its marker
   already there: the Rival *takes* the target and the marker comes back.
3. TR-E15: a taken market card goes face up into the Rival's pile with the progress on it (other tokens go
   back to the supply); the unrest tucked under it goes where the face's row says (back to the unrest pile,
   or into the person's discard: the Rival's unrest pressure); the slot is refilled as usual (an unrest
   tucked, the main deck may run out). A face pointing at an empty slot gives the Rival progress.
4. TR-E16: the fame deck gives its top face-down card; with only the capstone left the Rival claims side A
   (progress, the card turns, the end is triggered) or, once, side B.

Score (TR-E18): each card in the Rival's pile by ``CARD_VP`` (the best of its categories) plus 1 per
progress. Collapse (TR-E19): the Rival holds no unrest, so the person wins a collapse only with none.

The Rival's position lives in :class:`SoloState`, an :class:`EmpiresState` with five more fields, so
two-to-four-player states are untouched.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires.core import D, Ev, register_auto, return_unrest_card, trigger_end
from civitas.games.empires.market import refill
from civitas.games.empires.state import RES_INDEX, SLOTS, STATE_SLOTS, EmpiresState

#: TR-E13, TR-E15: the die: face -> (target "slot" / "fame", slot index, where the unrest under a taken
#: card goes: "pile" back to the unrest pile, "person" into the person's discard).
DIE: dict[int, tuple[str, int, str]] = {
    1: ("slot", 0, "pile"),
    2: ("slot", 1, "pile"),
    3: ("slot", 2, "pile"),
    4: ("slot", 3, "person"),
    5: ("slot", 4, "person"),
    6: ("fame", -1, ""),
}
FACES = tuple(DIE)
#: TR-E13: rolls per Rival turn.
ROLLS = 2
#: TR-E18: the Rival's VP for a card in its pile, by category (a card of two categories: the higher).
CARD_VP: dict[str, int] = {"region": 2, "uncivilised": 2, "civilised": 4, "tributary": 3, "fame": 5}
#: TR-E15: a die face that points at an empty market slot gives the Rival this much progress.
EMPTY_SLOT_PROGRESS = 1
#: TR-E16: the capstone for the Rival: side A (turns it, an end trigger) / side B (once), in progress.
CAPSTONE_PROGRESS = {"A": 5, "B": 2}
#: A marker's place: in the Rival's supply, or on the fame deck (slot faces hold the claimed card).
HOME = -1
ON_FAME = -2
#: ``capstone_a`` when the Rival resolved side A (seats are 0..3, -1 is nobody).
RIVAL = -2


class SoloState(EmpiresState):
    """A one-player position: the person's game plus the Rival. ``rival_pile`` (face up, public, the
    cards it took), ``rival_progress``, ``markers`` (one per die face, index face-1: the claimed card's
    instance for a slot face, ``ON_FAME`` for the fame face, ``HOME``), ``rival_rolls`` (every roll so
    far), ``rival_capstone_b`` (it has resolved side B)."""

    __slots__ = ("rival_pile", "rival_progress", "markers", "rival_rolls", "rival_capstone_b")

    def __init__(self) -> None:
        super().__init__(1)
        self.rival_pile: list[int] = []
        self.rival_progress = 0
        self.markers = [HOME] * len(FACES)
        self.rival_rolls: list[int] = []
        self.rival_capstone_b = False

    def copy(self) -> SoloState:
        base = EmpiresState.copy(self)
        c = SoloState.__new__(SoloState)
        for name in STATE_SLOTS:
            setattr(c, name, getattr(base, name))
        c.rival_pile = self.rival_pile[:]
        c.rival_progress = self.rival_progress
        c.markers = self.markers[:]
        c.rival_rolls = self.rival_rolls[:]
        c.rival_capstone_b = self.rival_capstone_b
        return c

    def to_json(self) -> dict[str, Any]:
        data = EmpiresState.to_json(self)
        data["rival"] = {"pile": list(self.rival_pile), "progress": self.rival_progress,
                         "markers": list(self.markers), "rolls": list(self.rival_rolls),
                         "capstone_b": self.rival_capstone_b}  # fmt: skip
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> SoloState:
        base = EmpiresState.from_json(data)
        rival = data.get("rival")
        if base.n != 1 or not isinstance(rival, dict):
            raise ValueError("a solo state has one seat and a 'rival' object")
        s = SoloState.__new__(SoloState)
        for name in STATE_SLOTS:
            setattr(s, name, getattr(base, name))
        s.rival_pile = _ints(rival.get("pile"), "pile")
        progress = rival.get("progress")
        if isinstance(progress, bool) or not isinstance(progress, int):
            raise ValueError("the Rival's progress must be an integer")
        s.rival_progress = progress
        s.markers = _ints(rival.get("markers"), "markers")
        if len(s.markers) != len(FACES):
            raise ValueError("the Rival has six markers")
        s.rival_rolls = _ints(rival.get("rolls"), "rolls")
        s.rival_capstone_b = bool(rival.get("capstone_b", False))
        return s


def _ints(value: Any, name: str) -> list[int]:
    if not isinstance(value, list) or any(isinstance(x, bool) or not isinstance(x, int) for x in value):
        raise ValueError(f"the Rival's {name} must be a list of integers")
    return list(value)


def is_solo(s: EmpiresState) -> bool:
    return isinstance(s, SoloState)


def from_json(data: dict[str, Any]) -> EmpiresState:
    """A state from JSON: a solo state when it carries the Rival."""
    return SoloState.from_json(data) if isinstance(data, dict) and "rival" in data else EmpiresState.from_json(data)


# --- what the table shows --------------------------------------------------------------------------------
def claimed_slots(s: SoloState) -> list[int]:
    """The market slots whose card carries the Rival's marker now (a marker whose card has left the market
    is already on its way back, TR-E14)."""
    out = []
    for face, (kind, slot, _unrest) in DIE.items():
        card = s.markers[face - 1]
        if kind == "slot" and card >= 0 and s.market[slot] == card:
            out.append(slot)
    return out


def fame_claimed(s: SoloState) -> bool:
    return any(DIE[face][0] == "fame" and s.markers[face - 1] == ON_FAME for face in FACES)


def card_vp(s: EmpiresState, card: int) -> int:
    """TR-E18: what a card in the Rival's pile is worth (the best of its categories; an unrest -2)."""
    d = D(s, card)
    if d.kind == "unrest":
        return -2
    return max((CARD_VP.get(cat, 0) for cat in d.categories), default=0)


def rival_unrest(s: SoloState) -> int:
    """TR-E19: the unrest cards in the Rival's pile (none by these rules; counted all the same)."""
    return sum(1 for c in s.rival_pile if D(s, c).kind == "unrest")


def rival_breakdown(s: SoloState) -> dict[str, int]:
    """The Rival's score (TR-E18) by part: cards, progress, total."""
    cards = sum(card_vp(s, c) for c in s.rival_pile)
    return {"score.rival_cards": cards, "score.rival_tokens": s.rival_progress,
            "score.rival_total": cards + s.rival_progress}  # fmt: skip


def rival_vp(s: SoloState) -> int:
    return rival_breakdown(s)["score.rival_total"]


# --- the Rival's turn ------------------------------------------------------------------------------------
def rival_turn_frame() -> Frame:
    return Frame("rival_turn", None, "solo")


@register_auto("rival_turn")
def _rival_turn(s: EmpiresState, f: Frame, ev: Ev) -> None:
    """TR-E13: markers home, then ``ROLLS`` die rolls, each resolved at once (a collapse stops it)."""
    assert isinstance(s, SoloState)
    markers_home(s, ev)
    ev.append(Event("rival_turn", {"rolls": ROLLS}))
    for _ in range(ROLLS):
        roll = s.rng.die(len(FACES))
        s.rival_rolls.append(roll)
        ev.append(Event("rival_roll", {"roll": roll}, reveal=True))
        resolve(s, roll, ev)


def markers_home(s: SoloState, ev: Ev) -> None:
    """TR-E14: markers whose card is no longer in its slot come back to the Rival."""
    for face, (kind, slot, _unrest) in DIE.items():
        card = s.markers[face - 1]
        if kind == "slot" and card >= 0 and s.market[slot] != card:
            s.markers[face - 1] = HOME
            ev.append(Event("rival_marker_back", {"face": face, "card": card}))


def resolve(s: SoloState, roll: int, ev: Ev) -> None:
    """TR-E13: one die result: claim the target, or take it when the face's marker is already there."""
    kind, slot, unrest_to = DIE[roll]
    i = roll - 1
    if kind == "fame":
        if s.markers[i] == ON_FAME:
            s.markers[i] = HOME
            take_fame(s, ev)
        else:
            s.markers[i] = ON_FAME
            ev.append(Event("rival_claim_fame", {"face": roll}))
        return
    card = s.market[slot]
    if card < 0:  # TR-E15: an empty slot
        gain_progress(s, EMPTY_SLOT_PROGRESS, ev)
        return
    if s.markers[i] != card:
        s.markers[i] = card
        ev.append(Event("rival_claim", {"face": roll, "card": card, "slot": slot}))
        return
    s.markers[i] = HOME
    take_slot(s, slot, unrest_to, ev)


def gain_progress(s: SoloState, n: int, ev: Ev) -> None:
    if n > 0:
        s.rival_progress += n
        ev.append(Event("rival_progress", {"n": n}))


def take_slot(s: SoloState, slot: int, unrest_to: str, ev: Ev) -> None:
    """TR-E15: the card with its progress into the Rival's pile (other tokens to the supply); the unrest
    under it back to the pile or into the person's discard; the slot refilled."""
    card, tokens, tucked = s.market[slot], s.tokens[slot], s.tucked[slot]
    s.market[slot], s.tokens[slot], s.tucked[slot] = -1, [0, 0, 0], -1
    s.rival_pile.append(card)
    ev.append(Event("rival_take", {"card": card, "slot": slot}))
    if tucked >= 0:
        if unrest_to == "person":
            s.discard[0].append(tucked)
            ev.append(Event("rival_unrest", {"card": card}))
        else:
            return_unrest_card(s, tucked, ev)
    gain_progress(s, tokens[RES_INDEX["progress"]], ev)
    refill(s, slot, ev)


def take_fame(s: SoloState, ev: Ev) -> None:
    """TR-E16: the top face-down fame card into the Rival's pile; with only the capstone left, the capstone:
    side A (the Rival gains its progress, it turns to side B, an end trigger), or side B once."""
    capstone = s.fame[0] if s.fame and D(s, s.fame[0]).kind == "capstone" else -1
    if len(s.fame) > (1 if capstone >= 0 else 0):
        card = s.fame.pop()
        s.rival_pile.append(card)
        ev.append(Event("rival_fame", {"card": card}, reveal=True))
    elif capstone >= 0 and s.capstone_side == "A":
        s.capstone_side = "B"
        s.capstone_a = RIVAL
        ev.append(Event("rival_capstone", {"side": "A"}))
        gain_progress(s, CAPSTONE_PROGRESS["A"], ev)
        trigger_end(s, "capstone", ev)
    elif capstone >= 0 and not s.rival_capstone_b:
        s.rival_capstone_b = True
        ev.append(Event("rival_capstone", {"side": "B"}))
        gain_progress(s, CAPSTONE_PROGRESS["B"], ev)
    else:
        ev.append(Event("rival_capstone_again", {}))


def check(s: SoloState) -> list[str]:
    """The Rival's share of the invariants: one seat, sane markers, progress and rolls."""
    problems = []
    if s.n != 1:
        problems.append("a solo state has one seat")
    if s.rival_progress < 0:
        problems.append("the Rival has negative progress")
    for face, (kind, _slot, _unrest) in DIE.items():
        m = s.markers[face - 1]
        if kind == "fame" and m not in (HOME, ON_FAME):
            problems.append(f"the fame marker is at {m}")
        if kind == "slot" and m != HOME and not 0 <= m < len(s.table):
            problems.append(f"marker {face} is at {m}")
    if any(not 1 <= r <= len(FACES) for r in s.rival_rolls):
        problems.append("a roll outside the die")
    return problems


assert sorted(slot for kind, slot, _u in DIE.values() if kind == "slot") == list(range(SLOTS))
