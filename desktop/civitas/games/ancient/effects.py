"""The game's small vocabulary of effects: what a card's action does, the triggers of the special cards,
gaining a citizen and restoring lost cards. Every function changes the state in place, appends the
events that tell what happened, and pushes the decisions it needs (``civitas.engine.decisions``)."""

from __future__ import annotations

from collections.abc import Callable

from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.ancient.cards import Effect
from civitas.games.ancient.derived import (
    C,
    can_gain_citizen,
    faceup,
    food,
    has_trigger,
    next_citizen,
)
from civitas.games.ancient.state import AncientState

Ev = list[Event]


def gain(s: AncientState, p: int, ev: Ev, coins: int = 0, knowledge: int = 0, source: str = "") -> None:
    if coins > 0:
        s.coins[p] += coins
        ev.append(Event("gain", {"seat": p, "coins": coins, "source_id": source}))
    if knowledge > 0:
        s.knowledge[p] += knowledge
        ev.append(Event("gain_knowledge", {"seat": p, "knowledge": knowledge, "source_id": source}))


def gain_citizen(s: AncientState, p: int, ev: Ev, starving: bool, source: str) -> None:
    """The lowest skill not yet owned joins seat ``p``: on the starving space after Grow population,
    free to place at once from a card's citizen icon (TR-A3). Past five citizens nothing happens
    (TR-A4). The aqueduct pays a coin per food on every new citizen (AW-N1)."""
    if not can_gain_citizen(s, p):
        return
    skill = next_citizen(s, p)
    s.citizens[p].append(skill)
    s.citizens[p].sort()
    (s.starving if starving else s.ready)[p].append(skill)
    s.ready[p].sort()
    ev.append(Event("citizen", {"seat": p, "skill": skill, "starving": starving, "source_id": source}))
    if has_trigger(s, p, "aqueduct"):
        gain(s, p, ev, coins=food(s, p), source="aqueduct")


def take_card_icons(s: AncientState, p: int, card: int, ev: Ev) -> None:
    """What a card gives once, when it comes into the tableau: its citizen icon."""
    if C[card].citizen:
        gain_citizen(s, p, ev, starving=False, source=C[card].id)


def restore_frame(s: AncientState, p: int, count: int, source: str, must: bool) -> Frame | None:
    """A decision to turn up to ``count`` lost cards face up (exactly that many when ``must`` and
    there are enough); None when nothing is lost."""
    if count <= 0 or not s.down[p]:
        return None
    return Frame("restore", p, source, {"left": count, "last": -1, "must": must})


def restore_card(s: AncientState, p: int, card: int, ev: Ev, source: str) -> None:
    s.down[p].remove(card)
    ev.append(Event("restore", {"seat": p, "card_no": card, "source_id": source}))


def lose_card(s: AncientState, p: int, card: int, ev: Ev) -> None:
    s.down[p].append(card)
    s.down[p].sort()
    ev.append(Event("lose", {"seat": p, "card_no": card}))


def take_token(s: AncientState, p: int, ev: Ev, source: str) -> None:
    """The first-player token goes to ``p`` hand side up, unless someone locked it already (AW-B10)."""
    if s.token_up:
        return
    s.first = p
    s.token_up = True
    ev.append(Event("token", {"seat": p, "source_id": source}))


def explore_possible(s: AncientState) -> bool:
    return bool(s.display or s.deck or s.discard)


def run_action(s: AncientState, p: int, effect: Effect, source: str, ev: Ev) -> None:
    """Perform a card's action for seat ``p`` (its own card, or another's through a copy)."""
    _ACTIONS[effect.op](s, p, effect, source, ev)


def _gain(s: AncientState, p: int, e: Effect, source: str, ev: Ev) -> None:
    gain(s, p, ev, coins=e.get("coins"), knowledge=e.get("knowledge"), source=source)
    frame = restore_frame(s, p, e.get("restore"), source, must=False)
    if frame is not None:
        s.stack.push(frame)


def _explore(s: AncientState, p: int, e: Effect, source: str, ev: Ev) -> None:
    gain(s, p, ev, coins=e.get("coins"), source=source)
    if explore_possible(s):
        s.stack.push(Frame("explore", p, source))


def _coins_per_food(s: AncientState, p: int, e: Effect, source: str, ev: Ev) -> None:
    gain(s, p, ev, coins=food(s, p), source=source)


def _town_hall(s: AncientState, p: int, e: Effect, source: str, ev: Ev) -> None:
    gain(s, p, ev, knowledge=1, source=source)
    take_token(s, p, ev, source)


def _refuge(s: AncientState, p: int, e: Effect, source: str, ev: Ev) -> None:
    if any(s.titan_decks):
        s.stack.push(Frame("refuge", p, source))


def _copy(s: AncientState, p: int, e: Effect, source: str, ev: Ev) -> None:
    if copy_targets(s, p):
        s.stack.push(Frame("copy", p, source))


_ACTIONS: dict[str, Callable[[AncientState, int, Effect, str, Ev], None]] = {
    "gain": _gain,
    "explore": _explore,
    "coins_per_food": _coins_per_food,
    "town_hall": _town_hall,
    "refuge": _refuge,
    "copy_action": _copy,
}


def copy_targets(s: AncientState, p: int) -> list[int]:
    """Other players' face-up empire cards with an action that is not itself a copy (TR-A16)."""
    out: list[int] = []
    for q in range(s.n):
        if q == p:
            continue
        for c in faceup(s, q):
            act = C[c].action
            if act is not None and act.op != "copy_action":
                out.append(c)
    return sorted(out)


def study_reactions(s: AncientState, p: int) -> list[Frame]:
    """Reactions when seat ``p`` studies: the guild of its right-hand neighbour (whose left neighbour
    ``p`` is), then the outpost of its left-hand neighbour (whose right neighbour ``p`` is); AW-N3,
    AW-N10, TR-A26, TR-A27. A neighbour who has passed takes no further part in the round and is not asked
    (TR-A31)."""
    frames: list[Frame] = []
    guild_owner = (p - 1) % s.n
    if guild_owner != p and not s.passed[guild_owner] and has_trigger(s, guild_owner, "guild") \
            and s.coins[guild_owner] >= 1:  # fmt: skip
        frames.append(Frame("guild", guild_owner, "scribes_guild", {"who": p}))
    outpost_owner = (p + 1) % s.n
    if outpost_owner != p and not s.passed[outpost_owner] and has_trigger(s, outpost_owner, "outpost") \
            and outpost_choices(s, outpost_owner):  # fmt: skip
        frames.append(Frame("outpost", outpost_owner, "distant_outpost", {"who": p}))
    return frames


def outpost_choices(s: AncientState, p: int) -> list[tuple[int, int]]:
    """(troop, pile) pairs the outpost may take a coin from: 0 = the scroll, 1 = the illustration."""
    out: list[tuple[int, int]] = []
    for army in s.armies[p]:
        t = army[-1]
        if s.scroll.get(t, 0) > 0:
            out.append((t, 0))
        if s.picture.get(t, 0) > 0:
            out.append((t, 1))
    return sorted(out)
