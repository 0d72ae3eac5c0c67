"""Quests (TE-Q1..TE-Q6, TR-T38..TR-T41), reputation (TR-T43) and the end of the game (TE-E1, TE-E2,
TR-T44, TR-T45)."""

from __future__ import annotations

import pytest
from territory_helpers import F, act, bare, close, code, draft, finish_round, fund, give, land, on, quest, wrap

from civitas.games.territory import GAME
from civitas.games.territory.quests import done
from civitas.games.territory.rules import reputation, score
from civitas.games.territory.scoring import score_lines


def test_te_q1_a_quest_is_taken_in_the_construction_turn_not_during_income():
    s = bare(2)
    assert ("quest",) in GAME.legal_actions(s, 0)
    draft(s, 0)
    assert code(s, ("quest",)) == "wrong_phase"


def test_te_q2_no_third_quest_is_offered():
    s = bare(2)
    quest(s, 0, "landlord")
    quest(s, 0, "busy")
    assert ("quest",) not in GAME.legal_actions(s, 0)


def test_te_q3_a_held_quest_is_secret_and_shown_when_claimed():
    s = bare(2)
    q = quest(s, 0, "union")
    assert GAME.view(s, 1).quests[0] != [q]
    t = land(s, 0, "bridge")
    fund(s, on(s, t, "bridge"))
    events = act(s, ("claim", q))
    (shown,) = [e for e in events if e.kind == "claim"]
    assert shown.args["quest_no"] == q and shown.owner is None


def test_te_q4_tr_t39_a_claim_gives_one_reputation_and_a_development_card():
    s = bare(2)
    q = quest(s, 0, "paperclips")
    fund(s, on(s, land(s, 0, "factory"), "factory"))
    act(s, ("claim", q))
    assert s.rep[0] == 1 and s.claimed[0] == [q] and s.quests[0] == []
    assert [F.type[c] for c in s.hands[0]] == ["development"]


@pytest.mark.parametrize("phase", ["build", "draft", "wrap"])
def test_tr_t39_a_done_quest_is_claimed_on_any_own_turn(phase):
    s = bare(2)
    q = quest(s, 0, "landlord")
    for _ in range(4):
        land(s, 0, "house")
    if phase == "draft":
        draft(s, 0)
    elif phase == "wrap":
        wrap(s, 0)
    act(s, ("claim", q))
    assert s.claimed[0] == [q]


def test_te_q5_tr_t40_the_strict_leader_in_quests_holds_the_title_and_a_tie_keeps_it():
    s = bare(3)
    first = quest(s, 1, "poverty")
    s.robbed[1] = 1
    draft(s, 1)
    act(s, ("claim", first))
    assert s.quest_leader == 1 and reputation(s, 1) == 2
    tie = quest(s, 0, "spy_killer")
    s.spy_killed[0] = 1
    draft(s, 0)
    act(s, ("claim", tie))
    assert s.quest_leader == 1 and reputation(s, 0) == 1  # a tie keeps the holder
    third = quest(s, 2, "conqueror")
    s.conquered[2] = 1
    draft(s, 2)
    act(s, ("claim", third))
    assert s.quest_leader == 1
    more = quest(s, 2, "union")
    fund(s, on(s, land(s, 2, "bridge"), "bridge"))
    act(s, ("claim", more))
    assert s.quest_leader == 2 and reputation(s, 1) == 1 and reputation(s, 2) == 3


def test_te_q6_tr_t45_each_quest_still_held_costs_two_points():
    s = bare(2)
    s.rep = [3, 0]
    quest(s, 0, "landlord")
    quest(s, 0, "busy")
    assert score(s, 0) == -1
    s.phase = "over"
    lines = {line.seat: line for line in score_lines(s)}
    assert lines[0].breakdown["score.quests_held"] == -4 and lines[1].won
    assert lines[0].breakdown["score.total"] == -1 and lines[1].breakdown["score.total"] == 0  # the final score


QUESTS = {
    "poverty": lambda s: s.robbed.__setitem__(0, 1),
    "sausage": lambda s: fund(s, *s.on[land(s, 0, "factory_chain", "trade_house")]),
    "savings": lambda s: s.earned.__setitem__(land(s, 0, "house"), 4),
    "union": lambda s: fund(s, *s.on[land(s, 0, "bridge")]),
    "entertainment": lambda s: fund(s, *s.on[land(s, 0, "gambling_house")]),
    "paperclips": lambda s: fund(s, *s.on[land(s, 0, "factory_chain")]),
    "spy_killer": lambda s: s.spy_killed.__setitem__(0, 1),
    "landlord": lambda s: [land(s, 0, "house") for _ in range(4)],
    "busy": lambda s: fund(
        s, *s.on[land(s, 0, "factory", "circus", "house")], *s.on[land(s, 0, "bank", "bunker", "kiosk")]
    ),
    "conqueror": lambda s: s.conquered.__setitem__(0, 1),
    "shelter": lambda s: fund(s, *s.on[land(s, 0, "bunker", "hospital")]),
    "hoard": lambda s: [s.stored.__setitem__(on(s, land(s, 0, "bank"), "bank"), 1) for _ in range(2)],
}


@pytest.mark.parametrize("kind", sorted(QUESTS))
def test_tr_t41_each_quest_is_done_exactly_when_its_condition_holds(kind):
    s = bare(2)
    q = quest(s, 0, kind)
    assert not done(s, 0, q)
    QUESTS[kind](s)
    assert done(s, 0, q)
    assert not done(s, 1, q)


def test_tr_t41_a_quest_counts_only_functioning_cards():
    s = bare(2)
    q = quest(s, 0, "shelter")
    t = land(s, 0, "bunker", "hospital")
    fund(s, on(s, t, "bunker"))
    assert not done(s, 0, q)


def test_tr_t41_spy_hunt_is_won_by_taking_a_territory_with_a_spy():
    s = bare(2)
    theirs = land(s, 1, "spy")
    fund(s, *s.on[theirs])
    for _ in range(2):
        t = land(s, 0, "bridge")
        fund(s, *s.on[t])
        s.links[on(s, t, "bridge")] = theirs
    close(s)
    assert s.owner[theirs] == 0 and s.spy_killed == [1, 0]


def test_te_e2_tr_t44_the_game_ends_after_destruction_when_reputation_reaches_the_target():
    s = bare(2, target=3)
    land(s, 0, "house")
    land(s, 1, "house")
    s.rep = [2, 0]
    s.quest_leader = 0
    s.claimed[0] = [quest(s, 1, "busy")]
    s.quests[1] = []
    close(s)
    assert s.over and s.ended == "reputation" and s.round == 1


def test_tr_t43_reputation_comes_from_quests_the_title_good_name_and_unions():
    s = bare(2, target=12)
    q = quest(s, 0, "conqueror")
    s.conquered[0] = 1
    act(s, ("claim", q))
    assert reputation(s, 0) == 2  # the quest and the title
    good = land(s, 0, "house", "excellent")
    fund(s, on(s, good, "excellent"))
    theirs = land(s, 1, "house")
    for _ in range(2):
        t = land(s, 0, "bridge")
        fund(s, *s.on[t])
        s.links[on(s, t, "bridge")] = theirs
    close(s)
    assert reputation(s, 0) == 4 and not s.over


def test_te_e1_the_game_ends_when_the_deck_is_empty_and_a_hand_is_empty():
    s = bare(2)
    land(s, 0, "house")
    land(s, 1, "house")
    s.hands[0] = give(s, 0, "kiosk")
    s.discard.extend(s.deck)
    s.deck = []
    quest(s, 1, "busy")  # a quest is not a card in hand for this rule
    close(s)
    assert s.over and s.ended == "deck"


def test_te_e1_an_empty_hand_with_cards_left_in_the_deck_plays_on():
    s = bare(2, draw="1")
    land(s, 0, "house")
    land(s, 1, "house")
    close(s)
    assert not s.over


def test_tr_t44_the_game_ends_after_round_30():
    s = bare(2)
    land(s, 0, "house")
    land(s, 1, "house")
    give(s, 0, "kiosk")
    give(s, 1, "kiosk")
    s.round = 29
    close(s)
    assert not s.over and s.round == 30
    finish_round(s)
    assert s.over and s.ended == "cap"


def test_tr_t45_ties_go_to_more_territories_then_more_functioning_cards_else_shared():
    s = bare(3)
    s.rep = [2, 2, 2]
    land(s, 0, "house")
    land(s, 0, "house")
    land(s, 1, "house")
    land(s, 2, "house")
    s.functioning = [0, 3, 1]
    s.phase = "over"
    ranks = {line.seat: line.rank for line in score_lines(s)}
    assert ranks == {0: 1, 1: 2, 2: 3}
    s.functioning = [0, 3, 3]
    ranks = {line.seat: line.rank for line in score_lines(s)}
    assert ranks == {0: 1, 1: 2, 2: 2}


@pytest.mark.parametrize("phase", ["build", "draft", "wrap"])
def test_te_q4_claiming_a_held_quest_whose_condition_is_unmet_says_so(phase):
    s = bare(2)
    q = quest(s, 0, "landlord")  # four houses wanted; none built
    if phase == "draft":
        draft(s, 0)
    elif phase == "wrap":
        wrap(s, 0)
    assert ("claim", q) not in GAME.legal_actions(s, 0)
    assert code(s, ("claim", q)) == "quest_not_done"
    reason = GAME.why_not(s, 0, ("claim", q))
    assert reason is not None and reason.section == "quests"
