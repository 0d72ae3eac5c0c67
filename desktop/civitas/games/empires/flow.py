"""The game's structure (EM-R, EM-A, EM-I, EM-V, EM-C, EM-L, EM-E): turn types, the activate loop, cleanup,
rounds, solstice, end triggers and the final round, and collapse aborting at once.

``run`` performs automatic frames until a decision with at least one action is on top or the game is over;
a :class:`~civitas.games.empires.core.Collapse` raised anywhere clears the stack and makes the game a
collapse. Either end (the final round's ``round_end`` or a collapse) first resolves the end-of-game effects
(EM-E6: passives ``{"on": "game_end"}``, seat order from the first player as TR-E20 says, with any decision
they raise), and only then is the game over and scored; they cannot cancel a collapse, and a collapse while
they resolve ends the game at once. In a solo game the Rival (``solo``, TR-E13) takes its turn after the
person's cleanup, before the solstice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires import draw as drawing
from civitas.games.empires import legal, market, ops, reactions, setup, solo
from civitas.games.empires.core import (
    MACHINE,
    Collapse,
    D,
    Ev,
    can_pay,
    cards_of,
    first_of_each_design,
    passives,
    register_auto,
    return_unrest_card,
    signal,
    unrest_in_hand,
)
from civitas.games.empires.limits import exhaust_tokens, hand_size
from civitas.games.empires.ops_combinators import feasible
from civitas.games.empires.ops_look import put_back
from civitas.games.empires.ops_zones import pick, play_card
from civitas.games.empires.reactions import exhaust_card
from civitas.games.empires.state import EmpiresState

TURN_CATEGORIES = market.BREAK_CATEGORIES
HANDLERS = ops.OPS  # importing ``ops`` registers every op handler


def start(options: dict[str, Any], seed: int) -> tuple[EmpiresState, Ev]:
    s, ev = setup.new_game(options, seed)
    s.round = 1
    ev.append(Event("round", {"round": 1}))
    s.stack.push(Frame("turn", s.turn, "turn"))
    run(s, ev)
    return s, ev


def guarded(s: EmpiresState, ev: Ev, step: Callable[[], None]) -> None:
    """Run ``step`` then the automatic frames; a collapse anywhere ends the game at once (EM-E)."""
    try:
        step()
        run(s, ev)
    except Collapse:
        collapse(s, ev)


def run(s: EmpiresState, ev: Ev) -> None:
    """The machine's run loop (``engine.machine``); a collapse anywhere in it ends the game at once."""
    try:
        MACHINE.run(s, ev)
    except Collapse:
        collapse(s, ev)


def collapse(s: EmpiresState, ev: Ev) -> None:
    """EM-E: the unrest pile ran out: stop at once, even mid-operation; the VP scoring is cancelled. Cards a
    pending look holds go back on their pile first, so every card stays somewhere. Then the end-of-game
    effects resolve (EM-E6) and the game is over, still a collapse; a collapse while the end-of-game effects
    resolve (of a collapse or of a normal end) ends the game at once (TR-E20)."""
    ending = any(frame.kind == "game_over" for frame in s.stack.frames)
    for frame in s.stack.frames:
        if frame.kind == "look":
            for card in reversed(frame.data["held"]):
                put_back(s, frame.data["from"], frame.data["owner"], card)
    s.stack.frames.clear()
    if not s.collapsed:
        ev.append(Event("collapse", {"round": s.round}))
    if s.collapsed or ending:
        s.collapsed = s.over = True
        return
    s.collapsed = True
    end_game(s, ev)
    run(s, ev)


def end_game(s: EmpiresState, ev: Ev) -> None:
    """EM-E6, TR-E20: the game ends: the end-of-game effects (passives ``{"on": "game_end"}``) of every seat
    from the first player, each seat completely, its own in card order (power card, then cards in play),
    with the decisions they raise; then ``game_over`` makes the game over (and scorable)."""
    s.stack.push(Frame("game_over", None, "end"))
    for k in reversed(range(s.n)):  # the first player's programs end up on top
        signal(s, (s.first + k) % s.n, "game_end", ev)


@register_auto("game_over")
def _game_over(s: EmpiresState, f: Frame, ev: Ev) -> None:
    s.over = True
    if not s.collapsed:
        ev.append(Event("game_over", {"reason": s.end_reason}))


# --- turn types ----------------------------------------------------------------------------------------------
def _turn_offer(s: EmpiresState, f: Frame) -> list[Action]:
    assert f.seat is not None
    acts: list[Action] = [("activate",)]
    acts += [("innovate", cat) for cat in TURN_CATEGORIES]
    acts += [("revolt", k) for k in range(len(unrest_in_hand(s, f.seat)) + 1)]  # TR-E6: zero allowed
    return acts


def _turn_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    p = f.seat
    assert p is not None
    s.turn_type = action[0]
    s.played, s.free_played = [], []
    ev.append(Event("turn_type", {"seat": p, "type": action[0]}))
    s.stack.push(Frame("cleanup", None, "cleanup", {"p": p}))
    if action[0] == "activate":
        s.stack.push(Frame("activate", p, "activate"))
    elif action[0] == "innovate":  # EM-I1: discard the whole hand, then break through
        s.discard[p].extend(s.hand[p])
        s.hand[p] = []
        s.stack.push(Frame("slot", p, "innovate", {"purpose": "break", "cats": [action[1]]}))
    else:  # EM-V1: return k unrest from hand
        for card in unrest_in_hand(s, p)[: action[1]]:
            s.hand[p].remove(card)
            return_unrest_card(s, card, ev, p)
            signal(s, p, "revolt", ev)  # once per unrest card a Revolt turn returns (Ember Clans)


# --- activate ----------------------------------------------------------------------------------------------
def can_play(s: EmpiresState, p: int, card: int) -> bool:
    """EM-A1 (an action token unless free play; EM-A10 a free card once per turn), EM-A3 (period),
    TR-E7 (a card whose first step is a choice or a payment must be able to do it in full)."""
    d = D(s, card)
    if d.period and d.period != s.side[p]:
        return False
    if d.free:
        if card in s.free_played:
            return False
    elif s.actions[p] < 1:
        return False
    first = d.play[:1]
    if first and first[0][0] == "choose":
        return any(feasible(s, p, option, card) for option in first[0][1:])
    return feasible(s, p, d.play, card) if first and first[0][0] in ("pay", "spend_action") else True


def can_exhaust(s: EmpiresState, p: int, card: int) -> bool:
    """EM-A5..A7: in play (or the power card), an exhaust ability, no token on it, a token on the state
    card, its cost payable in full; any period."""
    ability = D(s, card).exhaust
    if ability is None or card in s.exhausted[p] or s.exhaust[p] < 1:
        return False
    if ability.get("reaction") == "attacked":
        return False  # a protection is used only when attacked (``reactions``)
    return (card in s.play[p] or card == s.power[p]) and can_pay(s, p, ability.get("cost", {}))


def _activate_offer(s: EmpiresState, f: Frame) -> list[Action]:
    p = f.seat
    assert p is not None
    acts: list[Action] = [("play", c) for c in first_of_each_design(s, s.hand[p]) if can_play(s, p, c)]
    acts += [("exhaust", c) for c in sorted([s.power[p], *s.play[p]]) if c >= 0 and can_exhaust(s, p, c)]
    acts.append(("end",))
    return acts


def _activate_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    p = f.seat
    assert p is not None
    if action[0] == "end":
        return
    s.stack.push(Frame("activate", p, "activate"))  # EM-A9: plays and exhausts interleave until "end"
    card = action[1]
    if action[0] == "play":
        if D(s, card).free:
            s.free_played.append(card)
        else:
            s.actions[p] -= 1
        play_card(s, p, card, ev, free=D(s, card).free)
    else:
        exhaust_card(s, p, card, ev)


# --- cleanup ---------------------------------------------------------------------------------------------------
def cleanup_token(s: EmpiresState, p: int) -> dict[str, int]:
    """EM-C1 (RD-2): 1 progress, or the nation's token, or a passive's replacement."""
    replaced = passives(s, p, "cleanup_token")
    if replaced:
        return dict(replaced[-1][1])
    own = cards_of(s).nations[s.nations[p]].cleanup_token
    return dict(s.readings["cleanup_token"] if own == {"progress": 1} else own)


@register_auto("cleanup")
def _cleanup(s: EmpiresState, f: Frame, ev: Ev) -> None:
    p = f.data["p"]
    s.stack.push_all([
        Frame("cleanup_token", p, "cleanup", {"purpose": "token", "cats": [], "tokens": cleanup_token(s, p)}),
        Frame("cleanup_reset", None, "cleanup", {"p": p}),
        Frame("cleanup_draw", None, "cleanup", {"p": p}),
        Frame("end_turn", None, "turn", {"p": p}),
    ])  # fmt: skip


@register_auto("cleanup_reset")
def _cleanup_reset(s: EmpiresState, f: Frame, ev: Ev) -> None:
    """EM-C2: all action and exhaust tokens back, then 3 + 5 (nation override) on the state card;
    EM-C3: discard any number of hand cards (a pick-several decision)."""
    p = f.data["p"]
    s.exhausted[p] = []
    s.actions[p] = s.readings["start_actions"]
    s.exhaust[p] = exhaust_tokens(s, p)
    pick(s, p, "discard", s.hand[p], len(s.hand[p]), "cleanup", optional=True)


@register_auto("cleanup_draw")
def _cleanup_draw(s: EmpiresState, f: Frame, ev: Ev) -> None:
    """EM-C4: draw up to the hand size; with that many or more, nothing."""
    p = f.data["p"]
    drawing.draw(s, p, hand_size(s, p) - len(s.hand[p]), -1)


@register_auto("end_turn")
def _end_turn(s: EmpiresState, f: Frame, ev: Ev) -> None:
    """EM-R1: clockwise from the first player; after the last seat, solstice, then the next round."""
    s.turn_type = ""
    s.played, s.free_played = [], []
    nxt = (f.data["p"] + 1) % s.n
    if nxt == s.first:
        s.stack.push(Frame("round_end", None, "round"))
        s.stack.push(Frame("solstice", None, "solstice"))
        if solo.is_solo(s):  # TR-E13: the Rival's turn closes the round, before the solstice
            s.stack.push(solo.rival_turn_frame())
    else:
        s.turn = nxt
        s.stack.push(Frame("turn", nxt, "turn"))
    reactions.window(s, f.data["p"])  # EM-A8: the others' reactions "also during other players' turns"


#: Solstice programs made only of these ops commute: in any order they end the same (gains, and gains counted
#: on cards in play, which no solstice effect moves).
COMMUTING_OPS = ("gain", "gain_per")


def _sol_prog(s: EmpiresState, p: int, card: int) -> Frame:
    return Frame("prog", None, s.table[card], {"p": p, "src": card, "ops": D(s, card).solstice, "i": 0})


def only_gains(s: EmpiresState, card: int) -> bool:
    """Whether ``card``'s solstice effect only gains (it commutes with any other)."""
    return all(op[0] in COMMUTING_OPS for op in D(s, card).solstice)


def _order_matters(s: EmpiresState, cards: list[int]) -> bool:
    """Whether resolving the solstice effects of ``cards`` in another order could end differently."""
    return len(cards) > 1 and not all(only_gains(s, c) for c in cards)


def _sol_frames(s: EmpiresState, p: int, cards: list[int]) -> list[Frame]:
    """Seat ``p``'s solstice effects of ``cards``: the seat chooses their order when it can matter (the seed:
    the player applies several solstice effects in any order), else they go in card order."""
    if _order_matters(s, cards):
        return [Frame("sol_order", p, "solstice", {"cards": list(cards)})]
    return [_sol_prog(s, p, card) for card in cards]


@register_auto("solstice")
def _solstice(s: EmpiresState, f: Frame, ev: Ev) -> None:
    """EM-L1..L3: every seat from the first resolves the solstice effects of its power card and cards in
    play (garrisons never), each seat completely (TR-E3); a seat orders its own effects when the order can
    change what they do, else they go in card order."""
    frames = []
    for k in range(s.n):
        p = (s.first + k) % s.n
        cards = [card for card in [s.power[p], *s.play[p]] if card >= 0 and D(s, card).solstice]
        frames += _sol_frames(s, p, cards)
    s.stack.push_all(frames)


def _sol_order_offer(s: EmpiresState, f: Frame) -> list[Action]:
    return [("first", card) for card in f.data["cards"]]


def _sol_order_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    assert f.seat is not None
    chosen = action[1]
    rest = [card for card in f.data["cards"] if card != chosen]
    s.stack.push_all([_sol_prog(s, f.seat, chosen), *_sol_frames(s, f.seat, rest)])


@register_auto("round_end")
def _round_end(s: EmpiresState, f: Frame, ev: Ev) -> None:
    """EM-E: after a trigger the current round ends (with its solstice), one more full round is played
    (with its solstice), then the end-of-game effects resolve (EM-E6) and the game is scored."""
    if s.end_trigger:
        if s.final_round:
            end_game(s, ev)  # EM-E6: the end-of-game effects, then the game is over
            return
        s.final_round = True
        ev.append(Event("final_round", {}))
    s.round += 1
    s.turn = s.first
    ev.append(Event("round", {"round": s.round}))
    s.stack.push(Frame("turn", s.first, "turn"))


MACHINE.decide("turn", _turn_offer, _turn_answer, section="turn", explain=legal.turn_reason)
MACHINE.decide("activate", _activate_offer, _activate_answer, section="activate", explain=legal.activate_reason,
               click="card")
MACHINE.decide("cleanup_token", MACHINE.decisions["slot"].offer, MACHINE.decisions["slot"].answer, section="cleanup",
               click="card")
MACHINE.decide("sol_order", _sol_order_offer, _sol_order_answer, section="solstice")
