"""Placing citizens (AW-PL1..PL8) and the actions of empire cards (AW-C1, AW-C2) of The Ancient World,
written from the rulebook. The helpers are in ancient_helpers_a.py."""

from __future__ import annotations

from ancient_helpers_a import act, code, finish_round, give, new, take

from civitas.games.ancient import GAME
from civitas.games.ancient.cards import cards
from civitas.games.ancient.derived import army_limit, explore_count, food, free_attack, income_coins
from civitas.games.ancient.state import SLOT_INDEX, AncientState

C = cards()


def on(s: AncientState, slot: str) -> list[tuple[int, int]]:
    """(seat, skill) of the citizens on a board slot, in placement order."""
    return [(c >> 3, c & 7) for c in s.slots[SLOT_INDEX[slot]]]


def test_aw_pl1_placing_performs_the_action_at_once() -> None:
    s = new()
    events = act(s, ("place", 2, "work"))
    assert s.coins[0] == 8 and [e.kind for e in events][:2] == ["place", "gain"]
    assert on(s, "work") == [(0, 2)] and 2 not in s.ready[0]


def test_aw_pl2_normal_slot_needs_strictly_higher_skill_than_anyone_there() -> None:
    s = new()
    act(s, ("place", 2, "work"))  # seat 0
    reason = GAME.why_not(s, 1, ("place", 2, "work"))
    assert reason is not None and reason.code == "skill_too_low" and reason.args["skill"] == 3
    assert code(s, ("place", 1, "work")) == "skill_too_low"
    act(s, ("place", 3, "work"))  # seat 1 overbids
    act(s, ("place", 3, "serve"))  # seat 0
    act(s, ("pass",))  # seat 1
    assert code(s, ("place", 1, "serve")) == "skill_too_low"  # own citizen counts too
    assert code(s, ("place", 1, "work")) == "skill_too_low"
    assert ("place", 1, "study") in GAME.legal_actions(s, 0)


def test_aw_pl3_build_and_recruit_take_any_skill_with_a_fee_unless_matching() -> None:
    for slot in ("build", "recruit"):
        s = new()
        s.coins = [10, 10]
        events = act(s, ("place", 3, slot))
        assert events[0].args["fee"] == 0 and s.coins[0] == 10  # first on the slot pays nothing
        act(s, ("skip",))
        events = act(s, ("place", 1, slot))  # seat 1: lower skill is allowed, but pays 1 coin
        assert events[0].args["fee"] == 1 and s.coins[1] == 9
        act(s, ("skip",))
        events = act(s, ("place", 1, slot))  # seat 0: matches seat 1's skill 1, free
        assert events[0].args["fee"] == 0 and s.coins[0] == 10
        act(s, ("skip",))
        s.coins[1] = 0
        assert code(s, ("place", 2, slot)) == "no_coin_for_fee"
        assert code(s, ("place", 3, slot)) is None  # matches seat 0's 3: no coin needed


def test_aw_pl4_restore_ignores_citizens_already_there_and_has_no_fee() -> None:
    s = new()
    act(s, ("place", 3, "restore"))
    assert s.coins[0] == 7
    act(s, ("place", 1, "restore"))
    assert s.coins[1] == 8 and on(s, "restore") == [(0, 3), (1, 1)]
    assert code(s, ("place", 2, "restore")) is None


def test_aw_pl5_citizens_on_a_slot_keep_placement_order() -> None:
    s = new()
    s.coins = [10, 10]
    act(s, ("place", 2, "build"))
    act(s, ("skip",))
    act(s, ("place", 3, "build"))
    act(s, ("skip",))
    act(s, ("place", 1, "build"))
    act(s, ("skip",))
    assert on(s, "build") == [(0, 2), (1, 3), (0, 1)]


def test_aw_pl6_own_empire_card_once_per_round_any_skill() -> None:
    s = new()
    dues = give(s, 0, "harbour_dues")
    other = give(s, 1, "harbour_dues")
    assert code(s, ("place_card", 1, other)) == "not_own_card"
    act(s, ("place_card", 1, dues))
    assert s.coins[0] == 8
    act(s, ("pass",))
    assert code(s, ("place_card", 3, dues)) == "card_used"
    assert not any(a[0] == "place_card" for a in GAME.legal_actions(s, 0))
    fish = s.tableau[0][0]
    assert code(s, ("place_card", 3, fish)) == "card_has_no_action"
    finish_round(s)
    assert ("place_card", 3, dues) in GAME.legal_actions(s, 0)  # a new round frees the card


def test_aw_pl7_starving_tokens_cannot_be_placed() -> None:
    s = new()
    s.out.append(s.tableau[0].pop())  # food 2 for 3 citizens
    finish_round(s)  # the starve decision is answered with the first offer
    assert len(s.starving[0]) == 1
    hungry = s.starving[0][0]
    assert code(s, ("place", hungry, "work")) == "citizen_starving"
    assert all(a[1] != hungry for a in GAME.legal_actions(s, 0) if a[0] in ("place", "place_card"))
    s2 = new()
    s2.round = 3
    act(s2, ("place", 1, "grow"))
    assert s2.starving[0] == [4]
    act(s2, ("pass",))
    assert code(s2, ("place", 4, "work")) == "citizen_starving"


def test_aw_pl8_covered_slots_cannot_be_used() -> None:
    s = new()
    reason = GAME.why_not(s, 0, ("place", 3, "explore"))
    assert reason is not None and reason.code == "slot_covered"
    assert reason.args == {"slot": "@slot.explore", "round": 2}
    finish_round(s)
    reason = GAME.why_not(s, 0, ("place", 3, "grow"))
    assert reason is not None and reason.code == "slot_covered" and reason.args["round"] == 3


def test_aw_c1_card_action_gives_what_follows_the_equals_sign() -> None:
    s = new()
    oracle = give(s, 0, "oracle_cave")
    healers = give(s, 1, "house_of_healers")
    act(s, ("place_card", 2, oracle))
    assert s.knowledge[0] == 1
    fish = s.tableau[1][0]
    s.down[1].append(fish)
    act(s, ("place_card", 1, healers))
    assert GAME.phase_id(s) == "restore" and ("restore", fish) in GAME.legal_actions(s, 1)
    act(s, ("restore", fish))
    assert s.down[1] == []


def test_aw_c2_lost_cards_have_no_properties() -> None:
    s = new()
    dues = give(s, 0, "harbour_dues")
    mine = give(s, 0, "silver_mine")
    s.provinces[0].append(take(s, "copper_hills"))  # a space for the next cards
    s.provinces[0].append(take(s, "stony_wastes"))
    forge = give(s, 0, "bronze_forge")
    camp = give(s, 0, "mercenary_camp")
    s.titans[0].append(take(s, "bog_troll"))
    trail = give(s, 0, "trackers_trail")
    before = (food(s, 0), income_coins(s, 0), free_attack(s, 0), army_limit(s, 0), explore_count(s, 0))
    assert before == (4, 7, (1, 0), 3, 7)
    fish = s.tableau[0][0]
    s.down[0] = sorted([fish, dues, mine, forge, camp, trail])
    assert GAME.check_invariants(s) == []
    assert food(s, 0) == 3 and income_coins(s, 0) == 6 and free_attack(s, 0) == (0, 0)
    assert army_limit(s, 0) == 2 and explore_count(s, 0) == 5
    assert code(s, ("place_card", 1, dues)) == "card_lost"


def test_aw_c1_a_beaten_titans_action_slot_is_its_owners_to_use_once_a_round() -> None:
    """Seed: a card with an action slot takes a citizen for what follows the equals sign, and titan cards
    give their owner further properties: a titan that prints an action is used like an empire card's."""
    s = new()
    wyrm = take(s, "sea_wyrm")  # its action: 2 coins
    s.titans[0].append(wyrm)
    assert ("place_card", 2, wyrm) in GAME.legal_actions(s, 0)
    coins = s.coins[0]
    act(s, ("place_card", 2, wyrm))
    assert s.coins[0] == coins + 2 and 2 not in s.ready[0]
    assert GAME.check_invariants(s) == []
    finish_round(s)  # the slot is free again next round, and another seat's titan is never ours
    assert ("place_card", 2, wyrm) in GAME.legal_actions(s, 0)
    assert code(s, ("place_card", 2, wyrm)) is None
    troll = take(s, "frost_troll")
    s.titans[1].append(troll)
    assert code(s, ("place_card", 2, troll)) == "not_own_card"


def test_aw_c1_a_titan_without_an_action_takes_no_citizen() -> None:
    s = new()
    troll = take(s, "bog_troll")
    s.titans[0].append(troll)
    assert not any(a[0] == "place_card" and a[2] == troll for a in GAME.legal_actions(s, 0))
    assert code(s, ("place_card", 2, troll)) == "card_has_no_action"
