"""The options chosen by the tuning sweep (tools/tune_territory.py): upkeep on buildings and characters
(TR-T47), Good Name once or every round (TR-T33), the end a set number of rounds after the main deck ran
out beside the seed's empty-hand end (TR-T44, TE-E1), and the pool of one die + players (TR-T23)."""

from __future__ import annotations

import pytest
from territory_helpers import Dice, act, bare, close, draft, finish_round, fund, give, land, names, on, put

from civitas.engine.events import Event
from civitas.games.territory import GAME
from civitas.games.territory.income import profit
from civitas.games.territory.rules import need
from civitas.games.territory.state import TerritoryState

#: Printed (required income, profit) of the cards the upkeep tests lay out.
PRINTED = {
    "house": (0, 1),
    "factory": (1, 2),
    "trade_house": (1, 3),
    "bank": (1, 0),
    "peasant": (1, 2),
    "entrepreneur": (1, 0),
    "excellent": (1, 2),
    "drought": (0, 0),
    "household": (0, 1),
}
BUILDINGS_AND_CHARACTERS = ("house", "factory", "trade_house", "bank", "peasant", "entrepreneur")


def _table(upkeep: int) -> tuple[TerritoryState, dict[str, int]]:
    """Seat 0 holds one copy of every kind in PRINTED, spread over three territories."""
    s = bare(2, upkeep=upkeep)
    cards = {}
    for kinds in (("house", "factory", "excellent"), ("trade_house", "bank", "household"), ("peasant", "entrepreneur")):
        t = land(s, 0, *kinds)
        cards.update({k: on(s, t, k) for k in kinds})
    cards["drought"] = put(s, s.lands[0][0], "drought")[0]
    return s, cards


def _profit(s: TerritoryState, card: int) -> int:
    ev: list[Event] = []
    return profit(s, card, ev)


def test_the_tuned_options_default_to_upkeep_1_good_name_once_and_two_rounds_after_the_deck() -> None:
    s = GAME.new_state({"players": 2}, 3)
    defaults = {o.key: o.default for o in GAME.options}
    assert (defaults["upkeep"], defaults["good_name"], defaults["after_deck"]) == (1, "once", 2)
    assert "d6+P" in next(o for o in GAME.options if o.key == "pool").choices
    factory = on(s, land(s, 0, "factory"), "factory")
    assert need(s, factory) == 2 and _profit(s, factory) == 3  # the defaults, not the printed 1/2


@pytest.mark.parametrize("upkeep", [1, 2])
def test_tr_t47_upkeep_adds_to_the_need_of_buildings_and_characters_only(upkeep: int) -> None:
    s, cards = _table(upkeep)
    for kind_id, card in cards.items():
        extra = upkeep if kind_id in BUILDINGS_AND_CHARACTERS else 0
        assert need(s, card) == PRINTED[kind_id][0] + extra, kind_id


@pytest.mark.parametrize("upkeep", [1, 2])
def test_tr_t47_upkeep_adds_to_the_profit_of_buildings_and_characters_with_printed_profit(upkeep: int) -> None:
    s, cards = _table(upkeep)
    for kind_id, card in cards.items():
        printed = PRINTED[kind_id][1]
        extra = upkeep if kind_id in BUILDINGS_AND_CHARACTERS and printed > 0 else 0
        assert _profit(s, card) == printed + extra, kind_id
    assert _profit(s, cards["bank"]) == 0 and _profit(s, cards["entrepreneur"]) == 0  # printed 0 stays 0
    assert _profit(s, cards["excellent"]) == 2 and _profit(s, cards["household"]) == 1  # not buildings


def test_tr_t47_a_plantation_s_tucked_profit_gets_no_upkeep() -> None:
    s = bare(2, upkeep=1)
    t = land(s, 0, "plantation")
    plantation = on(s, t, "plantation")
    s.under[plantation] = [s.deck.pop(0), s.deck.pop(0)]
    assert need(s, plantation) == 3 and _profit(s, plantation) == 2


def test_tr_t47_upkeep_0_keeps_the_printed_numbers() -> None:
    s, cards = _table(0)
    for kind_id, card in cards.items():
        assert (need(s, card), _profit(s, card)) == PRINTED[kind_id], kind_id


def test_tr_t47_with_upkeep_a_factory_takes_two_units_and_then_yields_three() -> None:
    s = bare(2, upkeep=1)
    t = land(s, 0, "factory")
    factory = on(s, t, "factory")
    draft(s, 0, pool=6)
    act(s, ("take", factory))
    assert s.paid[factory] == 1 and s.local[t] == 0
    act(s, ("pass",))
    act(s, ("take", factory))
    assert s.paid[factory] == 2 and s.local[t] == 3


def test_tr_t47_a_card_printed_with_need_0_waits_for_its_upkeep_but_does_not_collapse() -> None:
    s = bare(2, upkeep=1)
    t = land(s, 0, "house", "factory")
    house, factory = on(s, t, "house"), on(s, t, "factory")
    land(s, 1, "kiosk")
    act(s, ("end",))
    act(s, ("end",))
    assert s.phase == "draft" and s.paid[house] == 0 and s.local[t] == 0  # not funded when income starts
    events = close(s)
    assert house in s.on[t] and factory not in s.on[t] and factory in s.demolished
    assert "collapse" in names(events)


@pytest.mark.parametrize("upkeep", [0, 1])
def test_tr_t24_tr_t47_a_house_yields_at_income_start_only_without_upkeep(upkeep: int) -> None:
    s = bare(2, upkeep=upkeep)
    t = land(s, 0, "house", "kiosk")
    act(s, ("end",))
    act(s, ("end",))
    assert s.local[t] == (3 if upkeep == 0 else 0)


def _good_name(option: str) -> tuple[TerritoryState, int, int]:
    s = bare(2, good_name=option, target=12)
    t = land(s, 0, "house", "excellent")
    land(s, 1, "house")
    good = on(s, t, "excellent")
    fund(s, good)
    return s, t, good


def test_tr_t33_good_name_once_gives_one_reputation_and_goes_to_the_discard() -> None:
    s, t, good = _good_name("once")
    events = close(s)
    assert s.rep[0] == 1 and names(events).count("good_name") == 1
    assert good not in s.on[t] and good in s.discard
    close(s)
    assert s.rep[0] == 1


def test_tr_t33_good_name_round_stays_and_gives_reputation_every_funded_round() -> None:
    s, t, good = _good_name("round")
    close(s)
    assert s.rep[0] == 1 and good in s.on[t] and good not in s.discard
    fund(s, good)
    close(s)
    assert s.rep[0] == 2 and good in s.on[t]
    close(s)  # not funded this round: no reputation, and the card stays
    assert s.rep[0] == 2 and good in s.on[t]


def _running_dry(after_deck: int) -> TerritoryState:
    """Round 1 with every hand holding cards and a main deck the draw of round 2 empties (2 each)."""
    s = bare(2, after_deck=after_deck)
    give(s, 0, "kiosk", "house", "factory")
    give(s, 1, "kiosk", "house", "factory")
    s.discard.extend(s.deck[4:])
    del s.deck[4:]
    return s


@pytest.mark.parametrize("after_deck", [0, 1, 2, 3])
def test_tr_t44_the_game_ends_after_deck_rounds_after_the_deck_ran_out_though_every_hand_holds_cards(
    after_deck: int,
) -> None:
    s = _running_dry(after_deck)
    close(s)
    assert s.round == 2 and s.deck == [] and s.dry == 2 and not s.over
    assert all(len(hand) == 5 for hand in s.hands)
    while s.round < 2 + after_deck:
        finish_round(s)
        assert not s.over, s.round
    finish_round(s)
    assert s.over and s.ended == "deck" and s.round == 2 + after_deck
    assert all(s.hands)  # nobody emptied a hand: the end came from the rounds after the deck


def test_tr_t44_the_round_the_deck_ran_out_is_kept_by_a_copy() -> None:
    s = _running_dry(2)
    close(s)
    assert s.copy().dry == 2


def test_te_e1_the_empty_hand_end_still_comes_first_with_rounds_left_after_the_deck() -> None:
    s = bare(2, after_deck=5)
    give(s, 0, "kiosk")
    s.discard.extend(s.deck)
    s.deck = []
    close(s)
    assert s.over and s.ended == "deck" and s.round == 1


@pytest.mark.parametrize("players", [2, 4, 6])
def test_tr_t23_the_d6_plus_p_pool_counts_one_die_and_the_players_the_second_die_is_shown(players: int) -> None:
    s = bare(players, pool="d6+P")
    s.rng = Dice(3, 5)
    events: list[Event] = []
    for _ in range(players):
        events += act(s, ("end",))
    (roll,) = [e for e in events if e.kind == "roll"]
    assert s.dice == [3, 5] and (roll.args["d1"], roll.args["d2"]) == (3, 5)
    assert s.pool == 3 + players and roll.args["pool"] == 3 + players
