"""Performing a legal action: the state changes, then automatic steps run to the next decision."""

from __future__ import annotations

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.games.heroes import combat, events_cards, fair, flow
from civitas.games.heroes.cards import (
    GEN,
    GENERAL,
    GOAL_IDS,
    ITEM_BY_ID,
    ROAD,
)
from civitas.games.heroes.combat import GOAL_REF
from civitas.games.heroes.rules import card_ref, payment, remove_cards, road_code
from civitas.games.heroes.state import HeroesState

WAR_CANCELLED = 1 << 7
ITEM_REF = {name: "@item." + name for name in ITEM_BY_ID}


def apply(state: HeroesState, seat: int, action: Action) -> list[Event]:
    s = state  # named as in Game.apply, which is this very function (see HeroesGame)
    ev: list[Event] = []
    s.steps += 1
    kind = action[0]
    if s.pending:
        top = s.pending.pop()
        _answer(s, seat, top, action, ev)
    elif kind == "offer":
        fair.post_offer(s, seat, action[1], action[2], ev)
    elif kind == "withdraw":
        fair.withdraw(s, seat, action[1], ev)
    elif kind == "trade_done":
        fair.done(s, seat, ev)
    elif kind == "build":
        _build(s, seat, action, ev)
    elif kind == "end_build":
        ev.append(Event("build_end", {"seat": seat}))
        s.phase = "monument"
    elif kind == "tax":
        ev.append(Event("tax", {"seat": seat, "n": s.cities[seat]}))
        s.phase = "monument"
        fair.draw_cards(s, seat, s.cities[seat], ev, "@why.tax")
    elif kind == "swap":
        s.hands[seat].remove(action[1])
        s.discard.append(action[1])
        ev.append(Event("swap", {"seat": seat, "card": card_ref(action[1])}))
        s.phase = "monument"
        fair.draw_cards(s, seat, 1, ev, "@why.swap")
    elif kind == "skip":
        ev.append(Event("skip", {"seat": seat}))
        s.phase = "monument"
    elif kind == "war":
        s.war = [seat, action[1], -1, 0, 0]
        s.war_units = []
        s.phase = "war_goal"
        ev.append(Event("war_target", {"seat": seat, "defender_seat": action[1]}))
    elif kind == "goal":
        assert s.war is not None
        s.war[2] = GOAL_IDS.index(action[1])
        s.phase = "war_send"
        ev.append(Event("war_goal", {"seat": seat, "defender_seat": s.war[1], "goal": GOAL_REF[s.war[2]]}))
    elif kind == "send":
        combat.send(s, seat, action[1])
        ev.append(Event("send", {"seat": seat, "general": bool(action[1] & GEN)}))
    elif kind == "hero":
        if action[1] == "army":
            combat.hero_army(s, seat)
            ev.append(Event("hero_attacks", {"seat": seat, "as": "@as.army"}))
        else:
            combat.hero_general(s, seat, action[2])
            ev.append(Event("hero_attacks", {"seat": seat, "as": "@as.general"}))
    elif kind == "cancel_war":
        combat.cancel(s, seat)
        s.asked |= WAR_CANCELLED
        s.phase = "action"
        ev.append(Event("war_cancelled", {"seat": seat}))
    elif kind == "go":
        assert s.war is not None
        target = s.war[1]
        ev.append(
            Event(
                "war",
                {
                    "seat": seat,
                    "defender_seat": target,
                    "goal": GOAL_REF[s.war[2]],
                    "n": len(s.war_units),
                    "generals": sum(1 for u in s.war_units if u & (GEN | 16)),
                },
            )
        )
        s.phase = "monument"
        s.pending.append(("defend", target))  # asked whatever it holds: the question reveals nothing
    elif kind == "monument":
        k = action[2]
        if k:
            for _ in range(k):
                s.hands[seat].remove(action[1])
            s.monument[seat] += k
            ev.append(Event("monument", {"seat": seat, "n": k, "total": s.monument[seat]}))
        s.phase = "discard"
    elif kind == "discard":
        s.hands[seat].remove(action[1])
        s.discard.append(action[1])
        ev.append(Event("discard", {"seat": seat, "card": card_ref(action[1])}))
    else:  # pragma: no cover - why_not rejects unknown actions
        raise ValueError(action)
    flow.run(s, ev)
    return ev


def _build(s: HeroesState, seat: int, action: Action, ev: list[Event]) -> None:
    item = ITEM_BY_ID[action[1]]
    gold = action[2]
    s.phase = "build"
    if item == ROAD:
        s.pending.append(("consent", action[3], seat, gold))
        ev.append(Event("road_asked", {"seat": seat, "other_seat": action[3]}))
        return
    hand = s.hands[seat]
    paid = payment(hand, item, gold)
    remove_cards(hand, paid)
    s.discard.extend(paid)
    s.supply[item] -= 1
    if item == 0:
        s.armies[seat].append(0)
    elif item == 1:
        s.cities[seat] += 1
    elif item == 2:
        s.forts[seat] += 1
    elif item == GENERAL:
        army = s.armies[seat]
        army[army.index(action[3])] = action[3] | GEN
    ev.append(Event("build", {"seat": seat, "item": ITEM_REF[action[1]], "cards": [card_ref(c) for c in paid]}))


def _answer(s: HeroesState, seat: int, top: tuple[int | str, ...], action: Action, ev: list[Event]) -> None:
    kind = top[0]
    if kind == "consent":
        builder, gold = int(top[2]), int(top[3])
        if action[1]:
            hand = s.hands[builder]
            paid = payment(hand, ROAD, gold)
            remove_cards(hand, paid)
            s.discard.extend(paid)
            s.supply[ROAD] -= 1
            s.roads.append(road_code(builder, seat))
            s.roads.sort()
            ev.append(
                Event(
                    "road_built",
                    {"seat": builder, "other_seat": seat, "cards": [card_ref(c) for c in paid]},
                    reveal=True,
                )
            )
        else:
            s.asked |= 1 << seat
            ev.append(Event("road_refused", {"seat": builder, "other_seat": seat}, reveal=True))
    elif kind == "quake":
        target, code = action[1], action[2]
        ev.append(Event("quake_target", {"seat": seat, "target_seat": target}))
        s.pending.append(("luck_quake", target, seat, code))  # asked whatever it holds
    elif kind == "erupt":
        target = action[1]
        ev.append(Event("erupt_target", {"seat": seat, "target_seat": target}))
        s.pending.append(("luck_erupt", target, seat))  # asked whatever it holds
    elif kind == "defend":
        if action[1] == "none" and not combat.heroes_committed(s):
            ev.append(Event("no_answer", {"seat": seat}, reveal=True))
        combat.respond(s, seat, action[1], ev)
    else:
        if action[1] == "none":
            ev.append(Event("no_answer", {"seat": seat}, reveal=True))
        events_cards.answer(s, seat, top, action[1], ev)
