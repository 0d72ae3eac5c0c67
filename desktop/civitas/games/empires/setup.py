"""Spec A.(a) "Setup", line by line (EM-S1..EM-S19), with the glyph readings (RD) as data parameters.
EM-S20 (the tributary swap) needs no code while no tributary is named after a nation.

``options``: ``players`` (1..4; one player plays against the Rival of ``solo``, set up as for two players:
TR-E12), ``nations`` (one id per seat), ``sides`` (power side per seat, "A"/"B", default "B"),
``first_player`` ("random" or a seat number from 1), ``cards`` (the registered card set's key, default
"data"), ``readings`` (overrides of ``core.READINGS``), ``scenario`` (a prearranged opening of
``scenario.py``, default "none": the piles are stacked after the shuffles and the deal of the hands, before
the market is dealt; a random game never comes through there).
"""

from __future__ import annotations

from typing import Any

from civitas.engine.events import Event
from civitas.engine.rng import Rng
from civitas.games.empires.cards import card_set, table
from civitas.games.empires.core import READINGS, D, carries_unrest, collapse_check, draw_unrest, flags, setup_category
from civitas.games.empires.scenario import arrange
from civitas.games.empires.solo import SoloState
from civitas.games.empires.state import RES_INDEX, SLOTS, EmpiresState

Ev = list[Event]


def new_game(options: dict[str, Any], seed: int) -> tuple[EmpiresState, Ev]:
    n = int(options.get("players", 2))
    if not 1 <= n <= 4:
        raise ValueError("Empires takes 1..4 players")
    nations = list(options["nations"])
    if len(nations) != n or len(set(nations)) != n:
        raise ValueError("one different nation per seat")
    sides = list(options.get("sides", ["B"] * n))
    key = str(options.get("cards", "data"))
    cards = card_set(key)
    s = SoloState() if n == 1 else EmpiresState(n)
    s.rng = Rng(seed)
    s.cards_key = key
    s.readings = {**READINGS, **options.get("readings", {})}
    s.nations = nations
    # EM-S11 (marks) and EM-S7 (supply unrest) by construction; TR-E12: a solo game filters marks as for two
    phys = table(cards, nations, max(n, 2), sides)
    s.table = list(phys.ids)
    ev: Ev = [Event("setup", {"players": n, "nations": nations, "sides": sides})]
    rng = s.rng
    for p in range(n):
        _personal(s, p, [i for i, o in enumerate(phys.owner) if o == p], phys.start, rng)
    _shared(s, [i for i, o in enumerate(phys.owner) if o == -1], phys.start, rng)
    arrange(s, str(options.get("scenario", "none")))  # a prearranged opening (the tutorial's); none otherwise
    _deal_market(s, ev)
    first = options.get("first_player", "random")
    s.first = rng.below(n) if first == "random" else int(first) - 1  # EM-S19
    s.turn = s.first
    ev.append(Event("first_player", {"seat": s.first}))
    return s, ev


def _personal(s: EmpiresState, p: int, mine: list[int], start: tuple[str, ...], rng: Rng) -> None:
    f = flags(s, p)
    by = {where: [c for c in mine if start[c] == where] for where in set(start[c] for c in mine)}
    s.power[p] = by["power"][0]  # EM-S2: the chosen side, never turned
    listed = set(f["extra_in_play_cards"])  # EM-S3: the in-play start symbol, or the nation flag naming cards
    extra = [c for c in mine if s.table[c] in listed and start[c] not in ("in_play", "power")]
    by = {where: [c for c in cards if c not in extra] for where, cards in by.items()}
    s.play[p] = list(by.get("in_play", [])) + extra
    if f["has_nation_deck"]:  # EM-S4: accession face up, the shuffled nation cards on top of it
        deck = list(by.get("nation_deck", []))
        rng.shuffle(deck)
        s.nation_deck[p] = list(by.get("accession", [])) + deck
    if f["has_development_area"]:  # EM-S5
        s.development[p] = list(by.get("development", []))
    s.side[p] = f["starting_side"]  # EM-S6
    draw_pile = list(by.get("draw", []))  # EM-S8: everything else is the draw pile; draw 5
    if not f["has_nation_deck"]:
        draw_pile += by.get("nation_deck", []) + by.get("accession", [])
    if not f["has_development_area"]:
        draw_pile += by.get("development", [])
    rng.shuffle(draw_pile)
    s.deck[p] = draw_pile
    for _ in range(min(s.readings["hand_size"], len(draw_pile))):
        s.hand[p].append(s.deck[p].pop())
    s.res[p] = list(s.readings["start_resources"])  # EM-S9, RD-1
    s.actions[p] = s.readings["start_actions"]
    s.exhaust[p] = f["exhaust_tokens"]


def _shared(s: EmpiresState, common: list[int], start: tuple[str, ...], rng: Rng) -> None:
    n = max(s.n, 2)  # TR-E12: a solo game uses the two-player numbers
    piles: dict[str, list[int]] = {}
    capstone = -1
    for c in common:  # EM-S10: the common deck split by category (a dual card counts as uncivilised)
        if D(s, c).kind == "capstone":
            capstone = c
        else:
            piles.setdefault(setup_category(s, c), []).append(c)
    s.unrest = piles.pop("unrest", [])  # EM-S12 (nation supply unrest is in it too)
    rng.shuffle(s.unrest)
    fame = piles.pop("fame", [])  # EM-S13: capstone side A at the bottom, fame shuffled on it
    rng.shuffle(fame)
    s.fame = ([capstone] if capstone >= 0 else []) + fame
    s.capstone_side = "A"
    for _ in range(s.readings["fame_removed"][str(n)]):
        if len(s.fame) > 1:
            s.removed.append(s.fame.pop())
    size = s.readings["small_deck_size"][str(n)]  # EM-S14: 6/7/8 random cards each
    rest: list[int] = []
    for i, cat in enumerate(("region", "uncivilised", "civilised")):
        pile = piles.pop(cat, [])
        rng.shuffle(pile)
        s.small[i] = pile[:size]
        rest += pile[size:]
    rest += piles.pop("tributary", [])  # EM-S15: the rest plus all tributaries form the main deck
    if piles:
        raise ValueError(f"common cards of no market category: {sorted(piles)}")
    rng.shuffle(rest)
    s.main = rest


def _deal_market(s: EmpiresState, ev: Ev) -> None:
    for slot in range(SLOTS):  # EM-S16: one from each small deck, two from the main deck
        source = s.small[slot] if slot < 3 else s.main
        if source:
            s.market[slot] = source.pop()
    for slot in range(SLOTS):  # EM-S17 (RD-7): an unrest under each card of an unrest-carrying category
        if s.market[slot] >= 0 and carries_unrest(s, s.market[slot]):
            s.tucked[slot] = draw_unrest(s)
            collapse_check(s)
    token_cat, token_except = s.readings["setup_token_category"], s.readings["setup_token_except"]
    for slot in range(SLOTS):  # EM-S18 (RD-8): a progress on each civilised card not also uncivilised
        c = s.market[slot]
        if c >= 0 and token_cat in D(s, c).categories and token_except not in D(s, c).categories:
            s.tokens[slot][RES_INDEX[s.readings["setup_token"]]] += 1
    ev.append(Event("market", {"market": list(s.market)}, reveal=True))
