"""Titan fights: which troops may be paid against which titan, and how a won fight resolves (TR-A7):
pay the troops (espionage) → take the titan → restore icons → the damage dice → the cards to lose →
armies over the limit → trophies → the next titan is revealed."""

from __future__ import annotations

from civitas.engine.choices import subsets
from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.ancient.derived import (
    C,
    army_attack,
    army_limit,
    attack_of,
    faceup,
    free_attack,
    troop_price,
    unused_armies,
)
from civitas.games.ancient.effects import gain, restore_frame, take_card_icons
from civitas.games.ancient.state import AncientState

Ev = list[Event]


def fight_options(s: AncientState, p: int, stars: int | None = None) -> list[tuple[int, tuple[int, ...]]]:
    """Every (stars, armies) seat ``p`` may fight with now: the titan deck is not empty, the armies are
    unused, their price is affordable and their attack reaches the titan's defence (TR-A6)."""
    unused = unused_armies(s, p)
    if not unused:
        return []
    free_swords, free_arrows = free_attack(s, p)
    coins = s.coins[p]
    own = s.armies[p]
    sets = []
    for armies in subsets(unused):
        price = swords = arrows = 0
        for a in armies:
            army = own[a]
            price += troop_price(s, army[-1])
            sw, ar = army_attack(army)
            swords += sw
            arrows += ar
        if price <= coins:
            sets.append((armies, free_swords + swords, free_arrows + arrows))
    out: list[tuple[int, tuple[int, ...]]] = []
    for d, deck in enumerate(s.titan_decks):
        if not deck or (stars is not None and stars != d + 1):
            continue
        titan = C[deck[-1]]
        defence, both = titan.defence, titan.arrows_count
        for armies, swords, arrows in sets:
            if (swords + arrows if both else swords) >= defence:
                out.append((d + 1, armies))
    return out


def fight(s: AncientState, p: int, stars: int, armies: tuple[int, ...], source: str, ev: Ev) -> None:
    deck = s.titan_decks[stars - 1]
    titan = deck.pop()
    attack = attack_of(s, p, armies, titan)
    paid = 0
    troops: list[int] = []
    espionage = trophy = restore = 0
    for a in armies:
        t = s.armies[p][a][-1]
        price = troop_price(s, t)
        paid += price
        s.coins[p] -= price
        s.scroll[t] = s.scroll.get(t, 0) + price
        troops.append(t)
        espionage += C[t].espionage
        trophy += C[t].trophy
        restore += C[t].restore
    s.fought = True
    ev.append(
        Event(
            "fight",
            {"seat": p, "titan_no": titan, "troops_no": troops, "attack": attack, "defence": C[titan].defence,
             "paid": paid, "source_id": source},
        )
    )  # fmt: skip
    gain(s, p, ev, knowledge=espionage, source="espionage")
    s.titans[p].append(titan)
    take_card_icons(s, p, titan, ev)
    frames: list[Frame] = []
    frame = restore_frame(s, p, restore, "troop_restore", must=True)
    if frame is not None:
        frames.append(frame)
    frames.append(Frame("roll", None, C[titan].id, {"p": p, "dice": len(C[titan].banners)}))
    frames.append(Frame("limit_check", None, C[titan].id, {"p": p}))
    frames.append(Frame("fight_end", None, C[titan].id, {"p": p, "trophy": trophy, "deck": stars - 1}))
    s.stack.push_all(frames)


def roll(s: AncientState, frame: Frame, ev: Ev) -> None:
    """The damage dice: a titan face costs a face-up empire card of the player's choice, a coin face a
    coin; nothing happens when there is nothing left to lose (AW-D1..D3)."""
    p = frame.data["p"]
    faces = [s.dice[s.rng.below(len(s.dice))] for _ in range(frame.data["dice"])]
    ev.append(Event("roll", {"seat": p, "faces_id": faces}, reveal=True))
    lost_coins = min(faces.count("coin"), s.coins[p])
    if lost_coins:
        s.coins[p] -= lost_coins
        ev.append(Event("lose_coins", {"seat": p, "coins": lost_coins}))
    cards = min(faces.count("titan"), len(faceup(s, p)))
    if cards:
        s.stack.push(Frame("lose", p, frame.source, {"left": cards, "last": -1}))


def limit_check(s: AncientState, frame: Frame, ev: Ev) -> None:
    """A lost army-limit card makes the owner discard whole armies at once (AW-D6, TR-A8)."""
    p = frame.data["p"]
    excess = len(s.armies[p]) - army_limit(s, p)
    if excess > 0:
        s.stack.push(Frame("discard_army", p, frame.source, {"left": excess}))


def discard_army(s: AncientState, p: int, index: int, ev: Ev) -> None:
    army = s.armies[p].pop(index)
    for t in army:
        s.scroll.pop(t, None)
        s.picture.pop(t, None)
        s.out.append(t)
    ev.append(Event("discard_army", {"seat": p, "troops_no": army}))


def fight_end(s: AncientState, frame: Frame, ev: Ev) -> None:
    p = frame.data["p"]
    gain(s, p, ev, coins=frame.data["trophy"], source="trophy")
    deck = s.titan_decks[frame.data["deck"]]
    _forget_top(s, frame.data["deck"])
    if deck:
        ev.append(Event("titan_top", {"stars": frame.data["deck"] + 1, "card_no": deck[-1]}, reveal=True))


def _forget_top(s: AncientState, d: int) -> None:
    """A titan left its deck: whoever knew the order of its top cards now knows one fewer."""
    for q in range(s.n):
        known = s.known[q]
        if known and known[0] == d:
            known[1] -= 1
            if known[1] <= 1:
                s.known[q] = []
