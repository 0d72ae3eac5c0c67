"""Spec A.(a) "End of game", EM-E6: end-of-game effects (passives ``{"on": "game_end"}``) apply before the
winner is found, at a normal end and after a collapse (which they cannot cancel), with the decisions they
raise asked before the game is over; TR-E20 orders them by seat from the first player and ends the game at
once if the unrest pile runs out while they resolve. Rules set: ``theta``'s power card returns up to 2 unrest
from the hand at the end, ``iota``'s may gain 2 progress; each has a ``<nation>_riot`` card (take 1 unrest at
the end) in its nation deck."""

from __future__ import annotations

import pytest
from empires_helpers import act, play_random_checked, rules_game, run_ops

from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires import GAME, flow
from civitas.games.empires.core import D
from civitas.games.empires.scoring import score_lines, total_vp, unrest_count
from civitas.games.empires.state import EmpiresState


def _unrest_in_hand(s: EmpiresState, p: int, k: int) -> None:
    """Seat ``p`` holds exactly ``k`` unrest cards, all in its hand (the others go back on the pile)."""
    for zone in (s.hand[p], s.deck[p], s.discard[p], s.play[p], s.history[p]):
        for card in [c for c in zone if D(s, c).kind == "unrest"]:
            zone.remove(card)
            s.unrest.append(card)
    s.hand[p] += [s.unrest.pop() for _ in range(k)]


def _end_normally(s: EmpiresState) -> list[Event]:
    """The final round's round_end: the game ends by a trigger (no collapse)."""
    s.end_trigger, s.end_reason, s.final_round = 1, "main_deck", True
    s.stack.push(Frame("round_end", None, "round"))
    ev: list[Event] = []
    flow.run(s, ev)
    return ev


def _riot_to_play(s: EmpiresState, p: int) -> int:
    card = next(c for c in s.nation_deck[p] if s.table[c].endswith("_riot"))
    s.nation_deck[p].remove(card)
    s.play[p].append(card)
    return card


def _kinds(ev: list[Event]) -> list[str]:
    return [e.kind for e in ev]


# --- a normal end ------------------------------------------------------------------------------------------------
def test_em_e6_an_end_of_game_effect_runs_at_a_normal_end_before_scoring_and_its_vp_count() -> None:
    s = rules_game(("theta", "alpha"))
    _unrest_in_hand(s, 0, 3)  # -2 VP each
    _unrest_in_hand(s, 1, 0)
    s.res[0][2] = s.res[1][2] = 0
    lead = total_vp(s, 1) - total_vp(s, 0)
    s.res[1 if lead < 2 else 0][2] = abs(2 - lead)  # seat 1 leads by 2 VP before the end
    assert total_vp(s, 1) == total_vp(s, 0) + 2
    pile = len(s.unrest)
    ev = _end_normally(s)
    assert s.over and not s.collapsed
    assert unrest_count(s, 0) == 1 and len(s.unrest) == pile + 2  # up to 2 went back, not all 3
    kinds = _kinds(ev)
    assert kinds.count("return_unrest") == 2 and kinds.index("return_unrest") < kinds.index("game_over")
    lines = score_lines(s)
    assert lines[0].breakdown["score.total"] == total_vp(s, 0) == total_vp(s, 1) + 2  # +4 VP: now ahead by 2
    assert [line.won for line in lines] == [True, False] and lines[0].how == "points"


def test_em_e6_a_decision_of_an_end_of_game_effect_is_asked_before_the_game_is_over() -> None:
    s = rules_game(("iota", "alpha"))
    ev = _end_normally(s)
    top = s.stack.top
    assert top is not None and top.kind == "may" and top.seat == 0
    assert not s.over and not GAME.is_over(s) and GAME.to_move(s) == (0,) and "game_over" not in _kinds(ev)
    before = total_vp(s, 0)
    ev = act(s, ("yes",))
    assert s.over and "game_over" in _kinds(ev) and s.stack.top is None
    assert score_lines(s)[0].breakdown["score.total"] == total_vp(s, 0) == before + 2


def test_em_e6_tr_e20_end_of_game_effects_go_in_seat_order_from_the_first_player() -> None:
    s = rules_game(("theta", "iota"), first_player="2")  # iota (seat 1) is the first player
    _unrest_in_hand(s, 0, 2)
    _end_normally(s)
    assert s.stack.top is not None and s.stack.top.kind == "may" and s.stack.top.seat == 1
    assert unrest_count(s, 0) == 2  # theta, the later seat, has not resolved its effect yet
    act(s, ("no",))
    assert s.over and unrest_count(s, 0) == 0

    s = rules_game(("theta", "iota"), first_player="1")  # theta first: its effect is done before iota is asked
    _unrest_in_hand(s, 0, 2)
    _end_normally(s)
    assert s.stack.top is not None and s.stack.top.kind == "may" and unrest_count(s, 0) == 0 and not s.over


# --- after a collapse --------------------------------------------------------------------------------------------
def test_em_e6_an_end_of_game_effect_runs_after_a_collapse_and_the_game_stays_a_collapse() -> None:
    s = rules_game(("theta", "alpha"))
    _unrest_in_hand(s, 0, 3)
    _unrest_in_hand(s, 1, 2)
    s.res[1][2] += 50  # seat 1 would win a 3-3 tie on unrest by VP
    s.unrest = s.unrest[:1]
    ev = run_ops(s, [["take_unrest", 1]], 1)  # seat 1 takes the last unrest: 3 each, the pile is empty
    assert s.collapsed and s.over
    assert len(s.unrest) == 2 and unrest_count(s, 0) == 1 and unrest_count(s, 1) == 3  # a pile again, still over
    kinds = _kinds(ev)
    assert kinds.count("collapse") == 1 and kinds.index("collapse") < kinds.index("return_unrest")
    assert "game_over" not in kinds
    lines = score_lines(s)
    assert [line.won for line in lines] == [True, False] and lines[0].how == "collapse"
    assert lines[0].breakdown["score.unrest_cards"] == 1


def test_em_e6_a_decision_after_a_collapse_is_asked_before_the_game_is_over_and_it_stays_a_collapse() -> None:
    s = rules_game(("alpha", "iota"))
    s.unrest = s.unrest[:1]
    run_ops(s, [["take_unrest", 1]], 0)
    top = s.stack.top
    assert s.collapsed and not s.over and top is not None and top.kind == "may" and top.seat == 1
    assert GAME.to_move(s) == (1,)
    before = s.res[1][2]
    act(s, ("yes",))
    assert s.over and s.collapsed and s.res[1][2] == before + 2
    assert all(line.how == "collapse" for line in score_lines(s))


def test_tr_e20_a_collapse_while_end_of_game_effects_resolve_ends_the_game_at_once() -> None:
    s = rules_game(("theta", "iota"))
    _unrest_in_hand(s, 0, 0)
    _riot_to_play(s, 0)  # theta: return nothing (no unrest in hand), then take 1 unrest
    s.unrest = s.unrest[:1]
    progress = s.res[1][2]
    ev = _end_normally(s)
    assert s.over and s.collapsed and s.stack.top is None
    assert s.res[1][2] == progress  # iota's "may" was never asked
    assert _kinds(ev).count("collapse") == 1 and "game_over" not in _kinds(ev)
    assert all(line.how == "collapse" for line in score_lines(s))


def test_em_e6_a_collapse_runs_each_end_of_game_effect_once() -> None:
    s = rules_game(("theta", "alpha"))
    _unrest_in_hand(s, 0, 3)
    _riot_to_play(s, 0)  # after the collapse: return 2, then take 1 (the pile holds 2 again: no new collapse)
    s.unrest = s.unrest[:1]
    ev = run_ops(s, [["take_unrest", 1]], 1)
    assert s.over and s.collapsed and unrest_count(s, 0) == 2 and len(s.unrest) == 1
    assert _kinds(ev).count("return_unrest") == 2 and _kinds(ev).count("take_unrest") == 2


# --- whole games ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [5])
def test_em_e6_random_games_with_end_of_game_effects_end_and_keep_every_card(seed: int) -> None:
    s = play_random_checked(["theta", "iota"], seed)
    assert s.over and s.stack.top is None
