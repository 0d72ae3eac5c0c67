"""Performing actions: a turn's action (place a citizen, fight a titan, pass) and the answers to pending
decisions. Automatic steps and the round's structure are in ``flow``."""

from __future__ import annotations

from civitas.engine import ratings
from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.decks import draw_with_reshuffle
from civitas.engine.events import Event
from civitas.games.ancient import frames
from civitas.games.ancient.derived import C, explore_count, has_trigger
from civitas.games.ancient.effects import (
    gain,
    gain_citizen,
    lose_card,
    restore_card,
    restore_frame,
    run_action,
    study_reactions,
    take_card_icons,
    take_token,
)
from civitas.games.ancient.fight import discard_army, fight
from civitas.games.ancient.flow import advance
from civitas.games.ancient.frames import MACHINE, crane_of
from civitas.games.ancient.placement import fee
from civitas.games.ancient.state import SLOT_INDEX, AncientState

Ev = list[Event]
#: The decisions whose refusals say more than the prompt repeated.
EXPLAIN = {"build": frames.explain_build, "recruit": frames.explain_recruit}


def apply(s: AncientState, seat: int, action: Action) -> list[Event]:
    """``Game.apply``: the action, then the automatic steps up to the next decision."""
    ev: list[Event] = []
    was_held = ratings.changing(s)  # nothing read before or during the step is kept
    top = s.stack.top
    if top is not None and top.seat is not None:
        s.stack.pop()
        frame_action(s, top, action, ev)
    else:
        turn_action(s, seat, action, ev)
    advance(s, ev)
    s.steps += 1
    ratings.changed(s, was_held)
    return ev


def turn_action(s: AncientState, p: int, action: Action, ev: Ev) -> None:
    s.stack.push(Frame("end_turn", None, "turn", {"p": p}))
    kind = action[0]
    if kind == "place":
        place(s, p, action[1], action[2], ev)
    elif kind == "place_card":
        _, skill, card = action
        s.ready[p].remove(skill)
        s.on_cards[p].append(card * 8 + skill)
        ev.append(Event("place_card", {"seat": p, "skill": skill, "card_no": card}))
        action_effect = C[card].action
        assert action_effect is not None
        run_action(s, p, action_effect, C[card].id, ev)
    elif kind == "fight":
        fight(s, p, action[1], tuple(action[2]), "turn", ev)
    elif kind == "pass":
        s.passed[p] = True
        ev.append(Event("pass", {"seat": p}))
        if s.first_passer < 0:
            s.first_passer = p
            if has_trigger(s, p, "playwrights"):
                s.stack.push(Frame("playwrights", p, "playwrights"))


def place(s: AncientState, p: int, skill: int, slot: str, ev: Ev) -> None:
    paid = fee(s, skill, slot)
    s.coins[p] -= paid
    s.ready[p].remove(skill)
    s.slots[SLOT_INDEX[slot]].append(p * 8 + skill)
    ev.append(Event("place", {"seat": p, "skill": skill, "slot_id": slot, "fee": paid}))
    if slot == "work":
        gain(s, p, ev, coins=2, source="work")
    elif slot == "build":
        s.stack.push(Frame("build", p, "build"))
    elif slot == "serve":
        s.serve[p] += 1
        ev.append(Event("serve", {"seat": p, "swords": s.serve[p]}))
    elif slot == "expand":
        if s.coins[p] >= 3 and s.knowledge[p] >= 1:
            s.stack.push(Frame("expand_pay", p, "expand"))
        else:
            expand(s, p, "knowledge" if s.knowledge[p] >= 1 else "coins", ev)
    elif slot == "study":
        s.coins[p] -= 3
        s.knowledge[p] += 1
        ev.append(Event("study", {"seat": p}))
        s.stack.push_all(study_reactions(s, p))
    elif slot == "restore":
        gain(s, p, ev, coins=1, source="restore")
        take_token(s, p, ev, "restore")
        frame = restore_frame(s, p, 2, "restore", must=False)
        if frame is not None:
            s.stack.push(frame)
    elif slot == "recruit":
        s.stack.push(Frame("recruit", p, "recruit"))
    elif slot == "explore":
        s.stack.push(Frame("explore", p, "explore"))
    elif slot == "grow":
        s.coins[p] -= 3
        gain_citizen(s, p, ev, starving=True, source="grow")


def expand(s: AncientState, p: int, pay: str, ev: Ev) -> None:
    if pay == "knowledge":
        s.knowledge[p] -= 1
    else:
        s.coins[p] -= 3
    if s.expand_plus and len(s.provinces_deck) > 1:
        top = s.provinces_deck[-3:]
        del s.provinces_deck[-3:]
        s.stack.push(Frame("expand_keep", p, "expand", {"cards": top, "paid": pay}))
        return
    _take_province(s, p, s.provinces_deck.pop(), pay, ev)


def _take_province(s: AncientState, p: int, card: int, pay: str, ev: Ev) -> None:
    s.provinces[p].append(card)
    ev.append(Event("expand", {"seat": p, "card_no": card, "paid_id": pay}))
    take_card_icons(s, p, card, ev)
    if s.provinces_deck:
        ev.append(Event("province_top", {"card_no": s.provinces_deck[-1]}, reveal=True))


def build(s: AncientState, p: int, card: int, crane: bool, ev: Ev) -> None:
    if crane:
        used = crane_of(s, p)
        assert used is not None
        s.tableau[p].remove(used)
        s.discard.append(used)
        ev.append(Event("crane", {"seat": p, "card_no": used}))
    else:
        s.coins[p] -= C[card].cost_coins
        s.knowledge[p] -= C[card].cost_knowledge
    if card in s.display:
        s.display.remove(card)
        source = "display"
    else:
        s.reserve[p].remove(card)
        source = "reserve"
    s.tableau[p].append(card)
    ev.append(Event("build", {"seat": p, "card_no": card, "from": source, "crane": crane}))
    take_card_icons(s, p, card, ev)


def recruit(s: AncientState, p: int, troop: int, target: int, ev: Ev) -> None:
    s.coins[p] -= C[troop].price
    s.troop_row.remove(troop)
    dismissed = -1
    if target < 0:
        s.armies[p].append([troop])
    else:
        army = s.armies[p][target]
        dismissed = army[-1]
        s.scroll.pop(dismissed, None)
        s.picture.pop(dismissed, None)
        army.append(troop)
    ev.append(Event("recruit", {"seat": p, "card_no": troop, "army": target}))
    if dismissed >= 0:
        ev.append(Event("dismiss", {"seat": p, "card_no": dismissed}))


def reserve(s: AncientState, p: int, card: int, public: bool, ev: Ev, source: str) -> None:
    s.reserve[p].append(card)
    if public:
        ev.append(Event("reserve_open", {"seat": p, "card_no": card, "source_id": source}))
    else:
        ev.append(Event("reserve", {"seat": p, "source_id": source}, owner=p, secret={"card_no": card}))


def frame_action(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    """Answer the pending decision ``f`` (already popped from the stack) with ``action``."""
    MACHINE.decision(f.kind).answer(s, f, action, ev)


def _seat(f: Frame) -> int:
    p = f.seat
    assert p is not None
    return p


def answer_build(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    if action[0] in ("buy", "crane"):
        build(s, _seat(f), action[1], action[0] == "crane", ev)


def answer_recruit(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    if action[0] == "recruit":
        recruit(s, _seat(f), action[1], action[2], ev)


def answer_expand_pay(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    expand(s, _seat(f), action[1], ev)


def answer_expand_keep(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    rest = [c for c in f.data["cards"] if c != action[1]]
    s.provinces_deck[0:0] = rest
    _take_province(s, _seat(f), action[1], f.data["paid"], ev)


def answer_explore(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    p = _seat(f)
    if action[0] == "explore_draw":
        drawn, shuffled = draw_with_reshuffle(s.deck, s.discard, explore_count(s, p), s.rng)
        if shuffled:
            ev.append(Event("reshuffle", {"letter": s.letter}, reveal=True))
        ev.append(Event("explore_draw", {"seat": p, "count": len(drawn)}, owner=p, secret={"cards_no": list(drawn)}))
        if drawn:
            s.stack.push(Frame("explore_pick", p, f.source, {"drawn": drawn}))
    else:
        s.display.remove(action[1])
        reserve(s, p, action[1], True, ev, f.source)


def answer_explore_pick(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    rest = [c for c in f.data["drawn"] if c != action[1]]
    reserve(s, _seat(f), action[1], False, ev, f.source)
    s.discard.extend(rest)
    ev.append(Event("explore_discard", {"seat": f.seat, "cards_no": rest}, reveal=True))


def answer_restore(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    if action[0] == "restore":
        restore_card(s, _seat(f), action[1], ev, f.source)
        _continue_pick(s, f, action[1])


def answer_lose(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    lose_card(s, _seat(f), action[1], ev)
    _continue_pick(s, f, action[1])


def answer_starve(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    p = _seat(f)
    s.ready[p].remove(action[1])
    s.starving[p].append(action[1])
    s.starving[p].sort()
    ev.append(Event("starve", {"seat": p, "skill": action[1]}))
    _continue_pick(s, f, action[1])


def answer_discard_army(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    p = _seat(f)
    discard_army(s, p, action[1], ev)
    if f.data["left"] > 1:
        s.stack.push(Frame(f.kind, p, f.source, {"left": f.data["left"] - 1}))


def answer_guild(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    if action[0] == "guild_pay":
        p = _seat(f)
        s.coins[p] -= 1
        s.knowledge[p] += 1
        ev.append(Event("guild", {"seat": p}))


def answer_outpost(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    if action[0] != "outpost":
        return
    _, troop, pile = action
    zone = s.scroll if pile == 0 else s.picture
    zone[troop] -= 1
    if not zone[troop]:
        del zone[troop]
    ev.append(Event("outpost", {"seat": f.seat, "card_no": troop, "pile_id": "scroll" if pile == 0 else "picture"}))


def answer_playwrights(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    p = _seat(f)
    if action[0] == "reserve_display":
        s.display.remove(action[1])
        reserve(s, p, action[1], True, ev, "playwrights")
    elif action[0] == "reserve_top":
        drawn, shuffled = draw_with_reshuffle(s.deck, s.discard, 1, s.rng)
        if shuffled:
            ev.append(Event("reshuffle", {"letter": s.letter}, reveal=True))
        reserve(s, p, drawn[0], False, ev, "playwrights")


def answer_refuge(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    p = _seat(f)
    d = action[1] - 1
    deck = s.titan_decks[d]
    top = deck[-4:][::-1]
    del deck[-len(top) :]
    ev.append(Event("refuge", {"seat": p, "stars": action[1]}, owner=p, secret={"cards_no": list(top)}))
    s.stack.push(Frame("refuge_order", p, f.source, {"deck": d, "cards": top}))


def answer_refuge_order(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    p = _seat(f)
    d = f.data["deck"]
    deck = s.titan_decks[d]
    order = list(action[1])
    deck.extend(reversed(order))
    s.known[p] = [d, len(order)]
    ev.append(Event("titan_top", {"stars": d + 1, "card_no": deck[-1]}, reveal=True))
    s.stack.push(Frame("refuge_fight", p, f.source, {"stars": d + 1}))


def answer_refuge_fight(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    if action[0] == "fight":
        fight(s, _seat(f), action[1], tuple(action[2]), f.source, ev)


def answer_copy(s: AncientState, f: Frame, action: Action, ev: Ev) -> None:
    p = _seat(f)
    effect = C[action[1]].action
    assert effect is not None
    ev.append(Event("copy", {"seat": p, "card_no": action[1], "source_id": f.source}))
    run_action(s, p, effect, C[action[1]].id, ev)


def _continue_pick(s: AncientState, f: Frame, picked: int) -> None:
    left = f.data["left"] - 1
    if left > 0:
        data = dict(f.data)
        data["left"] = left
        data["last"] = picked
        s.stack.push(Frame(f.kind, f.seat, f.source, data))


#: Every decision kind: its offer (``frames``), its answer, the rules section that explains it, what a click on the
#: table answers ("card", "army", "citizen"; "" for the prompt's buttons only) and, where more can be said than
#: the prompt, why an answer is not offered.
for _kind, _offer, _answer, _section, _click in (
    ("build", frames.offer_build, answer_build, "build", "card"),
    ("recruit", frames.offer_recruit, answer_recruit, "army", ""),
    ("expand_pay", frames.offer_expand_pay, answer_expand_pay, "board_actions", ""),
    ("expand_keep", frames.offer_expand_keep, answer_expand_keep, "variant", "card"),
    ("explore", frames.offer_explore, answer_explore, "board_actions", "card"),
    ("explore_pick", frames.offer_explore_pick, answer_explore_pick, "board_actions", "card"),
    ("restore", frames.offer_restore, answer_restore, "board_actions", "card"),
    ("lose", frames.offer_lose, answer_lose, "damage", "card"),
    ("discard_army", frames.offer_discard_army, answer_discard_army, "damage", "army"),
    ("starve", frames.offer_starve, answer_starve, "end_round", "citizen"),
    ("guild", frames.offer_guild, answer_guild, "empire_cards", ""),
    ("outpost", frames.offer_outpost, answer_outpost, "empire_cards", ""),
    ("playwrights", frames.offer_playwrights, answer_playwrights, "empire_cards", "card"),
    ("refuge", frames.offer_refuge, answer_refuge, "empire_cards", ""),
    ("refuge_order", frames.offer_refuge_order, answer_refuge_order, "empire_cards", ""),
    ("refuge_fight", frames.offer_refuge_fight, answer_refuge_fight, "fight", ""),
    ("copy", frames.offer_copy, answer_copy, "empire_cards", "card"),
):
    MACHINE.decide(_kind, _offer, _answer, section=_section, explain=EXPLAIN.get(_kind), click=_click)
