"""The end of a round (AW-E1..E6), from the rulebook's chapter «Конец раунда»: income (none after round 6),
troop coins slide down, citizens come home, the token turns hand side down, feeding, and the game's end."""

from __future__ import annotations

from ancient_helpers_b import act, army, clean, finish_round, give, new, no_armies, of_kind, reason

from civitas.games.ancient import GAME


def test_aw_e1_income_from_the_capital_and_face_up_green_arrow_icons() -> None:
    s = new()
    give(s, 0, "salt_market")  # +1 coin a round
    give(s, 0, "star_tower")  # +1 knowledge a round
    give(s, 1, "silver_mine", down=True)  # lost: no income
    coins, knowledge = s.coins[:], s.knowledge[:]
    ev = finish_round(s)
    assert [(e.args["coins"], e.args["knowledge"]) for e in of_kind(ev, "income")] == [(6, 1), (5, 0)]
    assert s.coins == [coins[0] + 6, coins[1] + 5] and s.knowledge == [knowledge[0] + 1, knowledge[1]]
    clean(s)


def test_aw_e1_no_income_after_round_6() -> None:
    s = new()
    s.round = 6
    give(s, 0, "salt_market")
    give(s, 0, "star_tower")
    coins, knowledge = s.coins[:], s.knowledge[:]
    ev = finish_round(s)
    assert s.coins == coins and s.knowledge == knowledge
    assert all(e.args["coins"] == 0 and e.args["knowledge"] == 0 for e in of_kind(ev, "income"))
    clean(s)


def test_aw_e2_coins_on_scrolls_slide_onto_the_pictures() -> None:
    s = new()
    no_armies(s, 0)
    a = army(s, 0, "city_guard", picture=1)
    guard = s.armies[0][a][-1]
    s.scroll[guard] = 2
    assert reason(s, 0, ("fight", 1, (a,))) == "troop_used"
    finish_round(s)
    assert s.scroll == {} and s.picture[guard] == 3
    s.serve[0] = 20
    s.coins[0] = 4
    assert reason(s, 0, ("fight", 1, (a,))) is None  # unused again, at price 4
    clean(s)


def test_aw_e3_every_citizen_returns_including_the_starving_ones() -> None:
    s = new()
    s.ready[0].remove(3)
    s.starving[0] = [3]
    assert reason(s, 0, ("place", 3, "work")) == "citizen_starving"
    act(s, 0, ("place", 1, "work"))
    act(s, 1, ("place", 2, "work"))
    finish_round(s)
    assert s.ready == [[1, 2, 3], [1, 2, 3]] and s.starving == [[], []]
    assert all(not slot for slot in s.slots)
    clean(s)


def test_aw_e4_the_token_holder_turns_the_token_hand_side_down() -> None:
    s = new()
    act(s, 0, ("pass",))
    act(s, 1, ("place", 1, "restore"))
    assert s.first == 1 and s.token_up
    finish_round(s)
    assert s.first == 1 and not s.token_up
    assert GAME.to_move(s) == (1,)  # the holder starts the next round
    clean(s)


def test_aw_e5_unfed_citizens_starve_and_sit_out_the_next_round() -> None:
    s = new()
    s.down[0] = [s.tableau[0][0]]  # the fishing place is lost: 2 food for 3 citizens
    act(s, 0, ("pass",))
    act(s, 1, ("pass",))
    assert GAME.phase_id(s) == "starve" and GAME.to_move(s) == (0,)
    assert GAME.legal_actions(s, 0) == [("starve", 1), ("starve", 2), ("starve", 3)]
    act(s, 0, ("starve", 3))
    assert s.round == 2 and s.starving[0] == [3] and s.starving[1] == []
    assert reason(s, 0, ("place", 3, "work")) == "citizen_starving"
    assert reason(s, 0, ("place", 2, "work")) is None
    clean(s)


def test_aw_e5_fed_citizens_never_starve() -> None:
    s = new()
    ev = finish_round(s)  # capital 1 + two starting cards feed the three starting citizens
    assert not of_kind(ev, "hunger") and s.starving == [[], []]
    clean(s)


def test_aw_e6_the_game_ends_after_round_6() -> None:
    s = new()
    for r in range(1, 6):
        finish_round(s)
        assert s.round == r + 1 and not s.over
    ev = finish_round(s)
    assert s.over and GAME.phase_id(s) == "over" and GAME.is_over(s)
    assert of_kind(ev, "game_over") and s.round == 6
    assert GAME.to_move(s) == () and GAME.legal_actions(s, 0) == []
    clean(s)
