"""Table rules of The Ancient World where the rulebook is silent (TR-A1, A3, A4, A10, A11, A12, A13, A15,
A19, A20, A27, A29, A30) and the variant «Расширять границы+» (AW-V1). The helpers are in
ancient_helpers_a.py."""

from __future__ import annotations

import pytest
from ancient_helpers_a import act, code, finish_round, new, seat, show, take

from civitas.engine.game import OptionError
from civitas.games.ancient import GAME
from civitas.games.ancient.cards import cards
from civitas.games.ancient.derived import spaces_free
from civitas.games.ancient.state import HIDDEN_A

C = cards()


def test_tr_a1_starting_cards_take_two_of_the_four_spaces() -> None:
    s = new()
    assert len(s.tableau[0]) == 2 and spaces_free(s, 0) == 2
    s.coins[0] = 20
    a, b, c = show(s, "olive_grove"), show(s, "salt_market"), show(s, "bronze_forge")
    act(s, ("place", 1, "build"))
    act(s, ("buy", a))
    act(s, ("pass",))
    act(s, ("place", 2, "build"))
    act(s, ("buy", b))
    act(s, ("place", 3, "build"))
    assert code(s, ("buy", c)) == "no_space"


def test_tr_a3_citizen_from_a_card_icon_is_usable_at_once() -> None:
    s = new()
    s.coins[0] = 10
    lodge = show(s, "settlers_lodge")
    act(s, ("place", 1, "build"))
    events = act(s, ("buy", lodge))
    assert [e.args["starving"] for e in events if e.kind == "citizen"] == [False]
    assert s.citizens[0] == [1, 2, 3, 4] and 4 in s.ready[0] and s.starving[0] == []
    act(s, ("pass",))
    act(s, ("place", 4, "work"))


def test_tr_a4_no_citizen_past_five() -> None:
    s = new()
    s.round = 3
    s.coins[0] = 20
    s.citizens[0] = [1, 2, 3, 4, 5]
    s.ready[0] = [1, 2, 3, 4, 5]
    s.tableau[0].append(take(s, "aqueduct"))
    lodge = show(s, "settlers_lodge")
    assert code(s, ("place", 1, "grow")) == "no_citizens_left"
    act(s, ("place", 1, "build"))
    events = act(s, ("buy", lodge))
    assert s.citizens[0] == [1, 2, 3, 4, 5] and s.coins[0] == 15  # only the price, no Aqueduct coins
    assert not any(e.kind == "citizen" for e in events)


def test_tr_a10_empire_a_leaves_in_round_four_reserved_a_cards_stay_buildable() -> None:
    s = new()
    kept = take(s, "olive_grove")
    s.reserve[0].append(kept)
    for _ in range(3):
        finish_round(s)
    assert s.round == 4 and s.letter == "B" and s.discard == []
    a_cards = [i for i, c in enumerate(C) if c.kind == "empire" and c.deck == "A"]
    elsewhere = {kept} | {c for p in range(2) for c in s.tableau[p]}
    assert all(c in s.out for c in a_cards if c not in elsewhere)
    assert all(C[c].deck == "B" for c in s.deck + s.display)
    s.coins[seat(s)] = 10
    p = seat(s)
    if p != 0:
        act(s, ("pass",))
    act(s, ("place", 1, "build"))
    act(s, ("buy", kept))
    assert kept in s.tableau[0]


def test_tr_a11_explore_reshuffles_the_discard_mid_action() -> None:
    s = new()
    s.round = 2
    s.discard.extend(s.deck[2:])
    del s.deck[2:]
    act(s, ("place", 1, "explore"))
    events = act(s, ("explore_draw",))
    assert any(e.kind == "reshuffle" for e in events)
    assert len(GAME.legal_actions(s, 0)) == 5
    s2 = new()
    s2.round = 2
    s2.out.extend(s2.deck[2:])
    del s2.deck[2:]
    act(s2, ("place", 1, "explore"))
    act(s2, ("explore_draw",))
    assert len(GAME.legal_actions(s2, 0)) == 2  # both piles empty: draw what exists


def test_tr_a12_reserve_unlimited_hidden_and_explore_discards_public() -> None:
    s = new()
    s.round = 2
    s.reserve[0].extend([take(s, "olive_grove"), take(s, "salt_market"), take(s, "crane")])
    act(s, ("place", 1, "explore"))
    act(s, ("explore_draw",))
    drawn = [a[1] for a in GAME.legal_actions(s, 0)]
    events = act(s, ("reserve", drawn[0]))
    assert len(s.reserve[0]) == 4
    v1 = GAME.view(s, 1)
    assert v1.reserve[0] == [HIDDEN_A] * 4 and GAME.view(s, 0).reserve[0] == s.reserve[0]
    assert v1.discard == s.discard and sorted(s.discard) == sorted(drawn[1:])
    public = [e for e in events if e.kind == "explore_discard"]
    assert public and public[0].secret is None and len(public[0].args["cards_no"]) == 4


def test_tr_a13_recruit_below_limit_may_start_an_army_or_stack() -> None:
    s = new()
    s.tableau[0].append(take(s, "mercenary_camp"))  # limit 3
    troop = take(s, "slingers")
    s.troop_row.append(troop)
    act(s, ("place", 1, "recruit"))
    assert sorted(a[2] for a in GAME.legal_actions(s, 0) if a[0] == "recruit" and a[1] == troop) == [-1, 0, 1]
    act(s, ("recruit", troop, 0))
    assert len(s.armies[0]) == 2 and s.armies[0][0][-1] == troop


def test_tr_a15_token_starts_hand_down_so_restore_claims_it_in_round_one() -> None:
    s = new(first=0)
    assert not s.token_up and s.first == 0
    act(s, ("pass",))
    act(s, ("place", 1, "restore"))
    assert s.first == 1 and s.token_up


def test_tr_a19_no_twin_even_face_down_but_a_twin_may_be_reserved() -> None:
    s = new()
    s.round = 2
    s.coins[0] = 20
    mine = take(s, "olive_grove")
    s.tableau[0].append(mine)
    s.down[0].append(mine)
    twin = show(s, "olive_grove")
    act(s, ("place", 1, "explore"))
    act(s, ("explore_display", twin))
    assert twin in s.reserve[0]
    act(s, ("pass",))
    act(s, ("place", 2, "build"))
    assert ("buy", twin) not in GAME.legal_actions(s, 0) and code(s, ("buy", twin)) == "duplicate_card"


def test_tr_a20_coin_and_knowledge_supply_is_unlimited() -> None:
    s = new()
    s.coins = [40, 40]
    s.knowledge = [8, 8]
    act(s, ("place", 1, "study"))
    act(s, ("place", 1, "work"))
    assert sum(s.knowledge) == 17 and sum(s.coins) == 79


def test_tr_a27_left_neighbour_is_next_seat_clockwise() -> None:
    s = new(3, first=1)
    s.tableau[0].append(take(s, "scribes_guild"))
    act(s, ("place", 1, "study"))  # seat 1 is seat 0's left neighbour
    assert GAME.phase_id(s) == "guild" and GAME.to_move(s) == (0,)
    act(s, ("guild_pay",))
    assert (s.coins[0], s.knowledge[0]) == (7, 1)
    act(s, ("place", 2, "study"))  # seat 2 is seat 0's right neighbour: no guild
    assert GAME.phase_id(s) == "turn" and GAME.to_move(s) == (0,)
    s = new(3, first=1)
    s.tableau[0].append(take(s, "distant_outpost"))
    guard = s.armies[0][0][-1]
    s.picture[guard] = 1
    act(s, ("place", 1, "study"))  # seat 1 (left): no outpost
    assert GAME.phase_id(s) == "turn" and GAME.to_move(s) == (2,)
    act(s, ("place", 2, "study"))  # seat 2 (right): outpost
    assert GAME.phase_id(s) == "outpost" and GAME.to_move(s) == (0,)
    act(s, ("outpost", guard, 1))
    assert guard not in s.picture
    s = new(2, first=1)
    s.tableau[0].extend([take(s, "scribes_guild"), take(s, "distant_outpost")])
    s.picture[guard] = 1
    act(s, ("place", 1, "study"))  # in a 2-player game the opponent is both neighbours
    assert GAME.phase_id(s) == "guild"
    act(s, ("decline",))
    assert GAME.phase_id(s) == "outpost" and GAME.to_move(s) == (0,)


@pytest.mark.parametrize("slot", ["build", "recruit"])
def test_tr_a29_fee_is_paid_even_when_nothing_is_bought(slot: str) -> None:
    s = new()
    s.discard.extend(s.display)
    s.display.clear()
    s.troop_deck.extend(s.troop_row)
    s.troop_row.clear()
    act(s, ("place", 3, slot))
    assert GAME.legal_actions(s, 0) == [("skip",)]
    act(s, ("skip",))
    assert ("place", 1, slot) in GAME.legal_actions(s, 1)
    act(s, ("place", 1, slot))
    act(s, ("skip",))
    assert s.coins[1] == 7 - 1


def test_tr_a30_starter_by_option_or_seeded_random() -> None:
    for first in range(3):
        s = new(3, first=first)
        assert s.first == first and GAME.to_move(s) == (first,)
    starters = {GAME.new_state({"players": 4, "first_player": "random"}, k).first for k in range(20)}
    assert len(starters) > 1
    same = {GAME.new_state({"players": 4, "first_player": "random"}, 5).first for _ in range(3)}
    assert len(same) == 1
    with pytest.raises(OptionError):
        GAME.new_state({"players": 2, "first_player": "3"}, 1)


def test_aw_v1_expand_plus_keeps_one_of_three_and_puts_two_under() -> None:
    s = new(expand_plus=True)
    top3 = s.provinces_deck[-3:]
    fourth = s.provinces_deck[-4]
    act(s, ("place", 1, "expand"))
    assert GAME.phase_id(s) == "expand_keep"
    assert sorted(a[1] for a in GAME.legal_actions(s, 0)) == sorted(top3)
    kept = top3[0]
    act(s, ("keep", kept))
    assert s.provinces[0] == [kept] and s.coins[0] == 3
    assert sorted(s.provinces_deck[:2]) == sorted(top3[1:]) and s.provinces_deck[-1] == fourth
    assert len(s.provinces_deck) == 10
    assert all(c < 0 for c in GAME.view(s, 1).provinces_deck[:2])
    plain = new()
    act(plain, ("place", 1, "expand"))
    assert GAME.phase_id(plain) == "turn" and len(plain.provinces_deck) == 10
