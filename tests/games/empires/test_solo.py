"""The solo automaton, the Rival (TR-E10, TR-E12..TR-E19): a one-player setup as for two, the Rival's turn
after the person's cleanup (each die face: a claim, then a take), markers coming back, the unrest it sends,
fame and the capstone, that it is no player, scoring and the collapse against it, its state in copies, JSON
and views, and whole random solo games that end with every invariant holding."""

from __future__ import annotations

import pytest

from civitas.engine.events import Event
from civitas.engine.rng import Rng
from civitas.games.empires import GAME, solo
from civitas.games.empires.cards import card_set
from civitas.games.empires.core import READINGS, D
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.scoring import total_vp
from civitas.games.empires.solo import DIE, HOME, ON_FAME, SoloState, resolve
from civitas.games.empires.state import RES_INDEX
from civitas.games.empires.texts import rival_summary
from civitas.games.empires.view import determinize, view


def solo_game(seed: int = 3, **options: object) -> SoloState:
    s, _ev = GAME.start({"players": 1, **options}, seed)
    assert isinstance(s, SoloState)
    return s


def tuck_unrest_under(s: SoloState, slot: int) -> int:
    """Put a card of an unrest-carrying category into ``slot`` with an unrest under it; return the card."""
    if s.tucked[slot] >= 0:
        return s.market[slot]
    old = s.market[slot]
    card = next(c for c in s.main if any(cat in READINGS["unrest_categories"] for cat in D(s, c).categories))
    s.main.remove(card)
    s.main.insert(0, old)
    s.market[slot] = card
    s.tucked[slot] = s.unrest.pop()
    return card


def finish_turn(s: SoloState, action: tuple[object, ...] = ("revolt", 0)) -> list[Event]:
    """Play the person's turn with ``action``, then the first offer of every decision until the next turn."""
    events = GAME.apply(s, 0, action)
    while not s.over and GAME.phase_id(s) != "turn":
        offers = GAME.legal_actions(s, 0)
        events += GAME.apply(s, 0, ("done",) if ("done",) in offers else offers[0])
    return events


# --- TR-E12: setup ---------------------------------------------------------------------------------------
def test_tr_e12_one_player_is_allowed_and_sets_up_as_for_two_players() -> None:
    assert GAME.min_players == 1
    s = solo_game()
    assert s.n == 1 and GAME.num_seats(s) == 1 and s.first == 0
    cards = card_set("data")
    assert all(cards.designs[d].marks == "" for d in s.table if cards.designs[d].set == "common")
    assert len(s.removed) == READINGS["fame_removed"]["2"]
    assert [len(d) for d in s.small] == [READINGS["small_deck_size"]["2"] - 1] * 3
    assert s.rival_pile == [] and s.rival_progress == 0 and s.markers == [HOME] * 6
    assert len(s.hand[0]) == 5 and GAME.to_move(s) == (0,)
    assert check_invariants(s) == []


# --- TR-E13: the Rival's turn ----------------------------------------------------------------------------
def test_tr_e13_the_rival_rolls_twice_after_the_persons_cleanup_and_before_the_solstice() -> None:
    s = solo_game()
    events = finish_turn(s)
    kinds = [e.kind for e in events]
    assert kinds.index("rival_turn") > max(i for i, k in enumerate(kinds) if k in ("market_token", "draw"))
    assert kinds.index("rival_turn") < kinds.index("round")
    assert kinds.count("rival_roll") == solo.ROLLS == 2 and len(s.rival_rolls) == 2
    assert s.round == 2 and GAME.to_move(s) == (0,)


def test_tr_e13_the_die_comes_from_the_states_rng_so_a_seed_repeats_its_rolls() -> None:
    a, b = solo_game(seed=11), solo_game(seed=11)
    for _ in range(3):
        finish_turn(a)
        finish_turn(b)
    assert a.rival_rolls == b.rival_rolls and len(a.rival_rolls) == 6
    assert all(1 <= r <= 6 for r in a.rival_rolls)


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5])
def test_tr_e13_a_slot_face_claims_the_card_then_takes_it_with_its_progress(face: int) -> None:
    s = solo_game()
    slot = DIE[face][1]
    card = s.market[slot]
    ev: list[Event] = []
    resolve(s, face, ev)
    assert s.markers[face - 1] == card and s.market[slot] == card and solo.claimed_slots(s) == [slot]
    assert [e.kind for e in ev] == ["rival_claim"]
    s.tokens[slot][RES_INDEX["progress"]] += 2
    s.tokens[slot][RES_INDEX["materials"]] += 1
    on_card = s.tokens[slot][RES_INDEX["progress"]]
    resolve(s, face, ev)
    assert card in s.rival_pile and s.markers[face - 1] == HOME
    assert s.market[slot] not in (card, -1)  # refilled at once
    assert s.rival_progress == on_card  # the progress to the Rival, the material back to the supply
    assert check_invariants(s) == []


def test_tr_e13_the_fame_face_claims_the_fame_deck_then_takes_its_top_card() -> None:
    s = solo_game()
    top = s.fame[-1]
    ev: list[Event] = []
    resolve(s, 6, ev)
    assert s.markers[5] == ON_FAME and solo.fame_claimed(s) and top in s.fame
    resolve(s, 6, ev)
    assert s.rival_pile == [top] and s.markers[5] == HOME and not solo.fame_claimed(s)
    assert ev[-1].kind == "rival_fame" and ev[-1].reveal


# --- TR-E14: markers come back -----------------------------------------------------------------------------
def test_tr_e14_a_marker_whose_card_left_the_market_comes_back_so_the_next_roll_only_claims() -> None:
    s = solo_game()
    ev: list[Event] = []
    resolve(s, 2, ev)
    claimed = s.market[1]
    s.hand[0].append(claimed)  # the person acquires it
    s.market[1] = s.small[1].pop()
    assert solo.claimed_slots(s) == []
    solo.markers_home(s, ev)
    assert s.markers[1] == HOME and ev[-1].kind == "rival_marker_back"
    resolve(s, 2, ev)
    assert ev[-1].kind == "rival_claim" and claimed not in s.rival_pile


# --- TR-E15: unrest and empty slots ------------------------------------------------------------------------
@pytest.mark.parametrize("face", [2, 3])
def test_tr_e15_the_unrest_under_a_card_from_slots_2_3_goes_back_to_the_pile(face: int) -> None:
    s = solo_game()
    slot = DIE[face][1]
    tuck_unrest_under(s, slot)
    unrest = s.tucked[slot]
    pile = len(s.unrest)
    ev: list[Event] = []
    resolve(s, face, ev)
    resolve(s, face, ev)
    assert unrest in s.unrest or s.tucked[slot] == unrest  # back on the pile (the refill may tuck it again)
    assert unrest not in s.discard[0] and unrest not in s.rival_pile
    assert len(s.unrest) == pile - (1 if s.tucked[slot] >= 0 else 0) + 1
    assert check_invariants(s) == []


@pytest.mark.parametrize("face", [4, 5])
def test_tr_e15_the_unrest_under_a_card_from_slots_4_5_goes_into_the_persons_discard(face: int) -> None:
    s = solo_game()
    slot = DIE[face][1]
    tuck_unrest_under(s, slot)
    unrest = s.tucked[slot]
    ev: list[Event] = []
    resolve(s, face, ev)
    resolve(s, face, ev)
    assert s.discard[0][-1] == unrest and any(e.kind == "rival_unrest" for e in ev)
    assert solo.rival_unrest(s) == 0
    assert check_invariants(s) == []


def test_tr_e15_a_face_pointing_at_an_empty_slot_gives_the_rival_one_progress() -> None:
    s = solo_game()
    s.main.append(s.market[4])
    s.market[4] = -1
    s.tucked[4], s.tokens[4] = -1, [0, 0, 0]
    ev: list[Event] = []
    resolve(s, 5, ev)
    assert s.rival_progress == solo.EMPTY_SLOT_PROGRESS == 1 and s.markers[4] == HOME


# --- TR-E16: the capstone ------------------------------------------------------------------------------------
def test_tr_e16_with_only_the_capstone_left_the_rival_claims_side_a_then_b_once_then_nothing() -> None:
    s = solo_game()
    s.removed += s.fame[1:]
    del s.fame[1:]
    ev: list[Event] = []
    for _ in range(2):
        resolve(s, 6, ev)
    assert s.capstone_side == "B" and s.capstone_a == solo.RIVAL and s.rival_progress == 5
    assert s.end_trigger == s.round and s.end_reason == "capstone" and len(s.fame) == 1
    for _ in range(2):
        resolve(s, 6, ev)
    assert s.rival_progress == 7 and s.rival_capstone_b
    for _ in range(2):
        resolve(s, 6, ev)
    assert s.rival_progress == 7 and ev[-1].kind == "rival_capstone_again"
    assert check_invariants(s) == []


# --- TR-E17: the Rival is no player ---------------------------------------------------------------------------
def test_tr_e17_the_rival_never_decides_and_effects_on_other_players_find_nobody() -> None:
    s = solo_game(seed=5)
    rng = Rng(9)
    seen: set[tuple[int, ...]] = set()
    while not s.over and s.round < 6:
        seen.add(GAME.to_move(s))
        legal = GAME.legal_actions(s, 0)
        GAME.apply(s, 0, legal[rng.below(len(legal))])
    assert seen == {(0,)}
    from civitas.games.empires import reactions

    depth = len(s.stack.frames)
    reactions.attack(s, 0, -1, [["take_unrest", 1]], "test")
    reactions.window(s, 0)
    assert len(s.stack.frames) == depth


# --- TR-E18, TR-E19: scoring and the collapse ------------------------------------------------------------------
def test_tr_e18_the_rival_scores_its_cards_by_category_plus_its_progress() -> None:
    s = solo_game()
    designs = card_set("data").designs

    def first(cats: list[str]) -> int:
        return next(
            c for c, d in enumerate(s.table) if designs[d].set == "common" and list(designs[d].categories) == cats
        )

    s.rival_pile = [first([cat]) for cat in ("region", "uncivilised", "civilised", "tributary", "fame")]
    s.rival_pile.append(first(["uncivilised", "civilised"]))  # a dual card scores as its better category
    s.rival_progress = 3
    assert solo.rival_vp(s) == 2 + 2 + 4 + 3 + 5 + 4 + 3
    assert solo.rival_breakdown(s) == {"score.rival_cards": 20, "score.rival_tokens": 3, "score.rival_total": 23}


def test_tr_e18_the_person_wins_with_at_least_the_rivals_vp_and_loses_below_it() -> None:
    s = solo_game()
    s.over = True
    mine = total_vp(s, 0)
    s.rival_progress = mine + 1
    (line,) = GAME.scores(s)
    assert not line.won and line.rank == 2 and line.breakdown["score.rival_total"] == mine + 1
    assert GAME.rewards(s) == [0.0]
    s.rival_progress = mine
    (line,) = GAME.scores(s)
    assert line.won and line.how == "tie" and line.rank == 1
    s.rival_progress = mine - 1
    (line,) = GAME.scores(s)
    assert line.won and line.how == "points" and GAME.rewards(s) == [1.0]


def test_tr_e19_a_collapse_is_lost_while_the_person_holds_unrest_and_decided_by_vp_without() -> None:
    s = solo_game()
    s.over = s.collapsed = True
    s.rival_progress = 0
    assert any(D(s, c).kind == "unrest" for c in s.hand[0] + s.deck[0])  # the two starting unrest
    (line,) = GAME.scores(s)
    assert not line.won and line.breakdown["score.rival_unrest_cards"] == 0
    for zone in (s.hand[0], s.deck[0]):
        for card in [c for c in zone if D(s, c).kind == "unrest"]:
            zone.remove(card)
            s.unrest.append(card)
    (line,) = GAME.scores(s)
    assert line.won and line.breakdown["score.unrest_cards"] == 0
    s.rival_progress = total_vp(s, 0) + 1
    (line,) = GAME.scores(s)
    assert not line.won


# --- the Rival in copies, JSON, views ---------------------------------------------------------------------------
def test_tr_e12_the_rival_survives_copy_json_and_views_and_its_pile_is_public() -> None:
    s = solo_game()
    for _ in range(4):
        finish_turn(s)
    resolve(s, 6, [])
    resolve(s, 6, [])
    assert s.rival_pile
    for other in (s.copy(), GAME.from_json(GAME.to_json(s))):
        assert isinstance(other, SoloState)
        assert GAME.state_hash(other) == GAME.state_hash(s)
        assert (other.rival_pile, other.markers, other.rival_progress) == (s.rival_pile, s.markers, s.rival_progress)
    v = view(s, 0)
    assert isinstance(v, SoloState) and v.rival_pile == s.rival_pile and v.markers == s.markers
    d = determinize(v, 0, Rng(4))
    assert isinstance(d, SoloState) and d.rival_pile == s.rival_pile and check_invariants(d) == []
    with pytest.raises(ValueError):
        data = GAME.to_json(s)
        data["rival"]["markers"] = [1, 2]
        GAME.from_json(data)


def test_tr_e12_the_rival_summary_names_its_cards_vp_and_markers_in_both_languages() -> None:
    s = solo_game()
    resolve(s, 2, [])
    resolve(s, 6, [])
    en, ru = rival_summary(s, "en"), rival_summary(s, "ru")
    assert "The Rival: 0 cards" in en and "slots 2" in en and "fame deck" in en
    assert "Соперник: 0 карт" in ru and "ячейках 2" in ru
    assert rival_summary(GAME.start({"players": 2}, 1)[0], "en") == ""


# --- whole games ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_tr_e13_a_whole_solo_game_with_random_moves_ends_and_every_invariant_holds(seed: int) -> None:
    s = solo_game(seed=seed, nation_1=["river_dynasts", "salt_guilds", "ember_clans", "stargazers"][seed - 1])
    rng = Rng(seed * 31)
    steps = 0
    while not GAME.is_over(s):
        assert GAME.to_move(s) == (0,)
        legal = GAME.legal_actions(s, 0)
        GAME.apply(s, 0, legal[rng.below(len(legal))])
        assert check_invariants(s) == []
        steps += 1
        assert steps < 20_000
    assert len(s.rival_rolls) >= 2 and (s.collapsed or s.end_trigger)
    (line,) = GAME.scores(s)
    assert line.breakdown["score.rival_total"] == solo.rival_vp(s)
