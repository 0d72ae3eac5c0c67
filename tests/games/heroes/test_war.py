"""War: declaring, sending, the defender's answer, duels, rewards, the way home, elimination."""

from heroes_helpers import ScriptedDice, act, check_invariants, give, kinds, position

from civitas.games.heroes import GAME
from civitas.games.heroes.cards import (
    AWAY_SHIFT,
    BLOCKED,
    GEN,
    GRAIN,
    HERO,
    IRON,
    LUCK,
    OLYMPICS,
    SPECIAL0,
    STONE,
    WOOD,
)
from civitas.games.heroes.rules import road_code


def armies(s, seat, *codes):
    s.supply[0] += len(s.armies[seat]) - len(codes)
    s.supply[3] += sum(1 for c in s.armies[seat] if c & GEN) - sum(1 for c in codes if c & GEN)
    s.armies[seat] = list(codes)


NONE = ("respond", "none")


def go(s, seat, answer=NONE):
    """The attacker attacks; the defender (always asked) gives ``answer`` unless it is None."""
    events = act(s, seat, ("go",))
    assert GAME.to_move(s) == (s.war[1],) and s.pending[-1][0] == "defend"
    if answer is not None:
        events += act(s, s.war[1], answer)
    return events


def attack(s, seat, target, goal, codes=None, dice=None, answer=NONE):
    """A whole attack: target, goal, the armies sent (all by default), then the defender's answer
    (letting the battle happen by default; None stops while the defender is asked)."""
    if dice is not None:
        s.rng = ScriptedDice(dice)
    act(s, seat, ("war", target))
    act(s, seat, ("goal", goal))
    for c in codes if codes is not None else list(s.armies[seat]):
        act(s, seat, ("send", c))
    return go(s, seat, answer)


def duels(events):
    return [e for e in events if e.kind == "duel"]


def test_war_is_declared_step_by_step_with_a_goal():
    s = position(3)
    act(s, 0, ("war", 2))
    assert s.phase == "war_goal"
    assert GAME.why_not(s, 0, ("send", 0)).code == "goal_first"
    act(s, 0, ("goal", "plunder"))
    assert ("send", 0) in GAME.legal_actions(s, 0)
    assert ("go",) not in GAME.legal_actions(s, 0)
    act(s, 0, ("cancel_war",))
    assert s.phase == "action" and s.armies[0] == [0]


def test_only_one_target_tribe_per_turn():
    s = position(3)
    armies(s, 0, 0, 0)
    give(s, 0, SPECIAL0)  # so the turn waits in the monument phase after the war
    attack(s, 0, 1, "conquest", [0], dice=[6, 1])
    assert s.current == 0 and s.phase == "monument"
    assert not any(a[0] == "war" for a in GAME.legal_actions(s, 0))
    assert GAME.why_not(s, 0, ("war", 2)).code == "one_action_per_turn"


def test_an_attack_called_off_before_sending_cannot_be_declared_again_that_turn():
    s = position(3)
    act(s, 0, ("war", 1))
    act(s, 0, ("cancel_war",))
    assert not any(a[0] == "war" for a in GAME.legal_actions(s, 0))
    assert GAME.why_not(s, 0, ("war", 2)).code == "war_called_off"
    assert ("skip",) in GAME.legal_actions(s, 0)


def test_earthquake_blocked_army_cannot_be_sent():
    s = position(3)
    armies(s, 0, BLOCKED)
    s.deck.remove(12)  # the earthquake card lies on the army
    r = GAME.why_not(s, 0, ("war", 1))
    assert r.code == "army_blocked"
    armies(s, 0, BLOCKED, 0)
    act(s, 0, ("war", 1))
    act(s, 0, ("goal", "conquest"))
    assert GAME.why_not(s, 0, ("send", BLOCKED)).code == "army_blocked"


def test_defender_fortresses_add_one_each():
    s = position(3)
    s.forts[1] = 2
    s.supply[2] -= 2
    events = attack(s, 0, 1, "conquest", dice=[5, 3])
    (d,) = duels(events)
    assert d.args["d_bonus"] == 2 and d.args["a_bonus"] == 0
    assert d.args["result"] == "@result.tie"  # 5 against 3 + 2
    assert len(s.armies[1]) == 1


def test_fortresses_do_not_help_the_attacker():
    s = position(3)
    s.forts[0] = 3
    s.supply[2] -= 3
    events = attack(s, 0, 1, "conquest", dice=[4, 4])
    assert duels(events)[0].args["a_bonus"] == 0


def test_a_general_adds_two_and_dies_with_its_army():
    s = position(3)
    armies(s, 1, GEN)
    events = attack(s, 0, 1, "conquest", dice=[6, 3])  # 6 against 3 + 2
    d = duels(events)[0]
    assert d.args["d_bonus"] == 2 and d.args["result"] == "@result.attacker"
    assert s.armies[1] == [] and s.supply[3] == 6 and s.supply[0] == 12 - 3 + 1
    check_invariants(s)


def test_the_lower_total_loses_its_army_and_a_tie_destroys_nothing():
    s = position(3)
    armies(s, 0, 0, 0)
    armies(s, 1, 0, 0)
    events = attack(s, 0, 1, "conquest", dice=[2, 5, 4, 4])
    results = [d.args["result"] for d in duels(events)]
    assert results == ["@result.defender", "@result.tie"]
    assert len(s.armies[1]) == 2
    assert len(s.armies[0]) == 1  # the survivor of the tie, away from home
    check_invariants(s)


def test_duels_stop_when_the_smaller_side_has_used_all_its_armies():
    s = position(3)
    armies(s, 0, 0, 0, 0)
    events = attack(s, 0, 1, "plunder", dice=[3, 3])
    assert len(duels(events)) == 1


def test_unmatched_attackers_count_as_winners():
    s = position(3)
    armies(s, 0, 0, 0, 0)
    events = attack(s, 0, 1, "conquest", dice=[1, 6])  # the one duel is lost
    result = [e for e in events if e.kind == "battle_result"][0]
    assert result.args["winners"] == 2
    assert s.cities == [2, 0, 1]


def test_pairing_is_strongest_against_strongest():
    s = position(3)
    armies(s, 0, 0, GEN)
    armies(s, 1, 0, GEN)
    events = attack(s, 0, 1, "conquest", dice=[1, 1, 1, 1])
    assert [(d.args["a_bonus"], d.args["d_bonus"]) for d in duels(events)] == [(2, 2), (0, 0)]


def test_conquest_two_winners_take_one_city_four_take_two():
    for sent, taken in ((1, 0), (2, 1), (3, 1), (4, 2), (5, 2)):
        s = position(3)
        s.cities[1] = 3
        s.supply[1] -= 2
        armies(s, 0, *([0] * sent))
        armies(s, 1)
        attack(s, 0, 1, "conquest")
        assert s.cities[0] == 1 + taken and s.cities[1] == 3 - taken, sent
        check_invariants(s)


def test_plunder_takes_two_random_cards_per_winner_shown_to_both_players():
    s = position(3)
    armies(s, 0, 0, 0)
    armies(s, 1)
    give(s, 1, IRON, WOOD, STONE, GRAIN, LUCK, SPECIAL0)
    events = attack(s, 0, 1, "plunder")
    assert len(s.hands[0]) == 4 and len(s.hands[1]) == 2 + 1  # and seat 1 drew its turn card
    plunder = [e for e in events if e.kind == "plunder"][0]
    plundered = [e for e in events if e.kind == "plundered"][0]
    assert plunder.owner == 0 and plundered.owner == 1
    assert sorted(plunder.secret["cards"]) == sorted(plundered.secret["cards"])
    assert "cards" not in plunder.args
    check_invariants(s)


def test_destruction_discards_one_monument_card_two_with_three_winners():
    for sent, lost in ((1, 1), (2, 1), (3, 2)):
        s = position(3)
        s.monument[1] = 4
        for _ in range(4):
            s.deck.remove(SPECIAL0 + 1)
        armies(s, 0, *([0] * sent))
        armies(s, 1)
        attack(s, 0, 1, "destruction")
        assert s.monument[1] == 4 - lost
        check_invariants(s)


def test_survivors_return_at_the_end_of_the_attackers_next_turn():
    s = position(3)
    armies(s, 1)
    give(s, 1, IRON)
    attack(s, 0, 1, "plunder")
    # the war turn has ended: the army is still away
    assert s.current == 1
    assert s.armies[0] == [1 << AWAY_SHIFT]
    assert GAME.why_not(s, 0, ("war", 1)).code == "not_your_turn"
    act(s, 1, ("skip",)) if s.phase == "action" else None
    while s.current != 0 or s.phase != "action":
        seat = GAME.to_move(s)[0]
        act(s, seat, ("trade_done",) if s.phase == "trade" else GAME.legal_actions(s, seat)[-1])
    assert s.armies[0] == [1 << AWAY_SHIFT]  # still away during its owner's next turn
    act(s, 0, ("skip",))
    while s.pending or s.phase == "discard":
        seat = GAME.to_move(s)[0]
        act(s, seat, GAME.legal_actions(s, seat)[0])
    assert s.armies[0] == [0]


def test_survivors_come_home_at_once_over_a_direct_road():
    s = position(3)
    s.roads = [road_code(0, 1)]
    s.supply[4] -= 1
    armies(s, 1)
    give(s, 1, IRON)
    events = attack(s, 0, 1, "plunder")
    assert "armies_return" in kinds(events)
    assert s.armies[0] == [0]


def test_a_road_through_another_tribe_does_not_bring_armies_home_at_once():
    s = position(4)
    s.roads = [road_code(0, 1), road_code(1, 2)]
    s.supply[4] -= 2
    armies(s, 2)
    give(s, 2, IRON)
    attack(s, 0, 2, "plunder")
    assert s.armies[0] == [1 << AWAY_SHIFT]


def test_olympic_games_cancel_the_attack_and_armies_go_home_by_the_normal_rule():
    s = position(3)
    give(s, 1, OLYMPICS)
    attack(s, 0, 1, "conquest", answer=None)
    assert GAME.to_move(s) == (1,)
    assert ("respond", "olympics") in GAME.legal_actions(s, 1)
    events = act(s, 1, ("respond", "olympics"))
    assert "olympics_war" in kinds(events) and not duels(events)
    assert s.cities == [1, 1, 1]
    assert OLYMPICS in s.discard
    assert s.armies[0] == [1 << AWAY_SHIFT]


def test_luck_does_not_help_against_a_player():
    s = position(3)
    give(s, 1, LUCK)
    attack(s, 0, 1, "conquest", dice=[3, 3], answer=None)
    assert GAME.legal_actions(s, 1) == [NONE]  # asked, but luck is no answer to an attack
    events = act(s, 1, NONE)
    assert duels(events)
    assert LUCK in s.hands[1]


def test_a_defender_without_olympics_or_hero_is_still_asked():
    s = position(3)
    give(s, 1, IRON, LUCK)
    attack(s, 0, 1, "conquest", dice=[6, 1], answer=None)
    assert GAME.to_move(s) == (1,) and s.pending == [("defend", 1)]
    assert GAME.legal_actions(s, 1) == [NONE]
    assert GAME.why_not(s, 1, ("respond", "olympics")).code == "no_such_card"
    assert GAME.why_not(s, 1, ("respond", "hero_army")).code == "no_such_card"
    assert GAME.why_not(s, 0, NONE).code == "waiting_for_decision"
    assert s.armies[1] == [0] and s.war_units  # nothing is fought before the answer
    events = act(s, 1, NONE)
    assert "no_answer" in kinds(events)
    assert [d.args["result"] for d in duels(events)] == ["@result.attacker"]
    assert s.armies[1] == [] and s.war is None
    check_invariants(s)


def test_a_defender_with_no_cards_at_all_is_still_asked():
    s = position(3)
    armies(s, 1)
    attack(s, 0, 1, "plunder", answer=None)
    assert s.hands[1] == [] and GAME.to_move(s) == (1,)
    assert GAME.legal_actions(s, 1) == [NONE]


def test_defender_may_answer_with_a_hero_as_an_extra_army():
    s = position(3)
    armies(s, 0, 0, 0)
    give(s, 1, HERO)
    events = attack(s, 0, 1, "conquest", dice=[1, 6, 1, 6], answer=("respond", "hero_army"))
    assert not duels(events) and s.pending == [("defend", 1)]  # asked again: another hero, or fight
    assert GAME.legal_actions(s, 1) == [NONE]
    events += act(s, 1, NONE)
    assert "no_answer" not in kinds(events)  # a hero did answer
    assert len(duels(events)) == 2
    assert any(d.args["d_hero"] for d in duels(events))
    assert HERO in s.discard and HERO not in s.hands[1]
    assert s.cities == [1, 1, 1]


def test_defender_may_answer_with_a_hero_as_a_general():
    s = position(3)
    give(s, 1, HERO)
    events = attack(s, 0, 1, "conquest", dice=[5, 4], answer=("respond", "hero_general", 0))
    events += act(s, 1, NONE)
    d = duels(events)[0]
    assert d.args["d_bonus"] == 2 and d.args["result"] == "@result.defender"
    assert HERO in s.discard and s.armies[1] == [0]


def test_attacker_may_send_a_hero_alone_and_it_is_spent_after_one_battle():
    s = position(3)
    armies(s, 0)
    give(s, 0, HERO)
    act(s, 0, ("war", 1))
    act(s, 0, ("goal", "conquest"))
    act(s, 0, ("hero", "army"))
    s.rng = ScriptedDice([6, 1])
    events = go(s, 0)
    assert duels(events)[0].args["a_hero"]
    assert HERO in s.discard and s.armies[0] == []
    check_invariants(s)


def test_attacker_hero_as_general_adds_two():
    s = position(3)
    give(s, 0, HERO)
    act(s, 0, ("war", 1))
    act(s, 0, ("goal", "conquest"))
    act(s, 0, ("send", 0))
    act(s, 0, ("hero", "general", 0))
    s.rng = ScriptedDice([3, 4])
    events = go(s, 0)
    d = duels(events)[0]
    assert d.args["a_bonus"] == 2 and d.args["result"] == "@result.attacker"
    assert s.armies[0] == [1 << AWAY_SHIFT]  # the army is back to plain; the hero is gone
    assert HERO in s.discard


def test_defenders_under_an_earthquake_do_not_fight():
    s = position(3)
    armies(s, 1, BLOCKED)
    s.deck.remove(12)
    armies(s, 0, 0, 0)
    events = attack(s, 0, 1, "conquest")
    assert not duels(events)
    assert s.cities[0] == 2


def test_a_defender_with_no_cards_and_no_city_after_a_lost_war_is_out():
    s = position(3)
    armies(s, 0, 0, 0)
    armies(s, 1)
    events = attack(s, 0, 1, "conquest")
    assert "eliminated" in kinds(events)
    assert not s.alive[1] and s.out == [1]
    check_invariants(s)


def test_a_defender_with_a_card_left_stays_in_the_game():
    s = position(3)
    armies(s, 0, 0, 0)
    armies(s, 1)
    give(s, 1, STONE)
    attack(s, 0, 1, "conquest")
    assert s.alive[1] and s.cities[1] == 0


# --- several heroes: one battle per card, not one card per battle ------------------------------------
def test_a_defender_holding_two_heroes_may_use_both_in_one_battle():
    # The seed: a hero replaces one army or one general in one (only one) battle; nothing limits how
    # many hero cards a side brings to the same battle.
    s = position(3)
    armies(s, 0, 0, 0, 0)
    give(s, 1, HERO, HERO)
    attack(s, 0, 1, "conquest", dice=[1, 6, 1, 6], answer=("respond", "hero_general", 0))
    assert GAME.to_move(s) == (1,)
    legal = GAME.legal_actions(s, 1)
    assert ("respond", "hero_army") in legal and ("respond", "hero_general", 0) not in legal  # one army only
    act(s, 1, ("respond", "hero_army"))
    assert GAME.legal_actions(s, 1) == [NONE]  # no hero left: fight
    events = act(s, 1, NONE)
    ds = duels(events)
    assert len(ds) == 2 and all(d.args["d_hero"] for d in ds)
    assert sorted(d.args["d_bonus"] for d in ds) == [0, 2]
    assert s.discard.count(HERO) == 2 and HERO not in s.hands[1] and HERO not in s.table
    assert s.cities == [1, 1, 1]  # two duels lost, one unmatched attacker: one winner takes nothing
    check_invariants(s)


def test_a_defender_may_lead_two_armies_with_two_heroes():
    s = position(3)
    armies(s, 0, 0, 0)
    armies(s, 1, 0, 0)
    give(s, 1, HERO, HERO)
    attack(s, 0, 1, "conquest", dice=[4, 3, 4, 3], answer=("respond", "hero_general", 0))
    assert ("respond", "hero_general", 0) in GAME.legal_actions(s, 1)  # the second army has no general yet
    act(s, 1, ("respond", "hero_general", 0))
    assert ("respond", "hero_general", 0) not in GAME.legal_actions(s, 1)
    events = act(s, 1, NONE)
    assert [d.args["d_bonus"] for d in duels(events)] == [2, 2]
    assert [d.args["result"] for d in duels(events)] == ["@result.defender", "@result.defender"]
    assert s.armies[1] == [0, 0] and s.discard.count(HERO) == 2
    check_invariants(s)


def test_olympic_games_call_an_attack_off_only_before_a_hero_joins_the_defence():
    s = position(3)
    give(s, 1, HERO, OLYMPICS)
    attack(s, 0, 1, "conquest", dice=[1, 6], answer=None)
    assert ("respond", "olympics") in GAME.legal_actions(s, 1)
    act(s, 1, ("respond", "hero_army"))
    assert ("respond", "olympics") not in GAME.legal_actions(s, 1)
    reason = GAME.why_not(s, 1, ("respond", "olympics"))
    assert reason.code == "olympics_after_hero"
    assert GAME.catalog("ru")["reason.olympics_after_hero"] and GAME.catalog("en")["reason.olympics_after_hero"]


def test_an_attacker_may_bring_two_heroes_to_one_battle():
    s = position(3)
    armies(s, 0, 0)
    armies(s, 1, 0, 0)
    give(s, 0, HERO, HERO)
    act(s, 0, ("war", 1))
    act(s, 0, ("goal", "conquest"))
    act(s, 0, ("send", 0))
    act(s, 0, ("hero", "general", 0))
    act(s, 0, ("hero", "army"))
    s.rng = ScriptedDice([6, 1, 6, 1])
    events = go(s, 0)
    assert len(duels(events)) == 2 and all(d.args["a_hero"] for d in duels(events))
    assert s.discard.count(HERO) == 2
    assert s.cities == [2, 0, 1]
    check_invariants(s)


# --- elimination follows only a failed war, for either side ------------------------------------------
def lone(s, seat):
    """``seat`` keeps one plain army and nothing else: no city, no card."""
    s.cities[seat] = 0
    s.supply[1] += 1
    s.hands[seat] = []
    armies(s, seat, 0)


def test_successful_defence_never_eliminates_the_defender_without_city_or_card():
    # The seed: a player is out when, after a failure in war, it has no card and no city. Holding
    # off the attack is no failure.
    for dice in ([1, 6], [3, 3]):  # the defender wins the duel; a tie: no winning attacker either
        s = position(3)
        lone(s, 1)
        events = attack(s, 0, 1, "plunder", dice=dice)
        assert "eliminated" not in kinds(events) and s.alive[1], dice
        assert [e.args["winners"] for e in events if e.kind == "battle_result"] == [0]
        check_invariants(s)


def test_successful_defence_with_olympic_games_never_eliminates_the_defender():
    s = position(3)
    lone(s, 1)
    give(s, 1, OLYMPICS)
    give(s, 0, SPECIAL0)  # so the turn waits in the monument phase after the war
    events = attack(s, 0, 1, "conquest", answer=("respond", "olympics"))
    assert s.hands[1] == [] and s.cities[1] == 0 and s.current == 0
    assert "eliminated" not in kinds(events) and s.alive[1]


def test_a_defender_that_loses_the_battle_with_no_city_and_no_card_is_out():
    s = position(3)
    lone(s, 1)
    events = attack(s, 0, 1, "plunder", dice=[6, 1])
    assert "eliminated" in kinds(events) and not s.alive[1]
    check_invariants(s)


def test_an_attacker_that_fails_in_war_with_no_city_and_no_card_is_out():
    s = position(3)
    lone(s, 0)
    events = attack(s, 0, 1, "conquest", dice=[1, 6])
    assert "eliminated" in kinds(events)
    assert not s.alive[0] and s.out == [0] and s.alive[1]
    assert s.current == 1 and s.phase == "action"  # its turn is over; the next tribe plays
    check_invariants(s)


def test_an_attacker_turned_back_by_olympic_games_with_no_city_and_no_card_is_out():
    s = position(3)
    lone(s, 0)
    give(s, 1, OLYMPICS)
    events = attack(s, 0, 1, "conquest", answer=("respond", "olympics"))
    assert "eliminated" in kinds(events) and not s.alive[0]
    check_invariants(s)


def test_an_attacker_that_fails_in_war_but_keeps_a_card_or_a_city_plays_on():
    s = position(3)
    lone(s, 0)
    give(s, 0, STONE)
    attack(s, 0, 1, "conquest", dice=[1, 6])
    assert s.alive[0]
    s = position(3)
    armies(s, 0, 0)
    attack(s, 0, 1, "conquest", dice=[1, 6])  # one city, no card
    assert s.alive[0]


def test_an_attacker_that_wins_with_no_city_and_no_card_stays_in():
    s = position(3)
    lone(s, 0)
    armies(s, 1)
    events = attack(s, 0, 1, "destruction")  # one unmatched army: a winner, though nothing is destroyed
    assert "eliminated" not in kinds(events) and s.alive[0] and s.alive[1]


def test_an_attacker_eliminated_as_the_last_rival_hands_victory_to_the_defender():
    s = position(2)
    lone(s, 0)
    events = attack(s, 0, 1, "conquest", dice=[2, 5])
    assert GAME.is_over(s) and s.winner == 1 and s.how == "last_standing"
    assert "victory" in kinds(events)
