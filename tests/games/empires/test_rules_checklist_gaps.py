"""Checklist lines of spec A.(a) that the audit (docs/empires-rules-tests.md) found without a test of their own:
EM-A4 (an effect applies as far as possible), EM-D9 (no development area: no develop at an empire reshuffle),
EM-K13 (a power card's passive works with nothing in play), EM-K16 (garrisons are public) and EM-M8 (only a card
of an unrest-carrying category brings an unrest from the exile pile). Fixture cards only (cards_fixture)."""

from __future__ import annotations

import pytest
from empires_helpers import act, fetch, offers, rules_game, run_ops, to_hand, to_play

from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires import draw, flow, limits, market
from civitas.games.empires.core import D
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.state import HIDDEN, EmpiresState
from civitas.games.empires.view import view


def test_em_a4_an_effect_applies_as_far_as_possible_and_the_program_goes_on() -> None:
    s = rules_game()
    only = s.hand[0][0]
    s.discard[0] += s.hand[0][1:]
    s.hand[0] = [only]
    materials = s.res[0][0]
    run_ops(s, [["discard", 2], ["gain", "materials", 1]])
    assert offers(s) == [("pick", only)]  # discard 2 with one card: the one card, no "done", no failure
    act(s, ("pick", only))
    assert s.hand[0] == [] and s.discard[0][-1] == only and s.res[0][0] == materials + 1
    assert s.stack.top is None and check_invariants(s) == []


def test_em_d9_a_nation_without_a_development_area_gets_no_develop_at_an_empire_reshuffle() -> None:
    s = rules_game(("gamma", "alpha"))  # gamma: no nation deck, no development area, starts as an empire
    assert s.side[0] == "empire" and s.development[0] == [] and s.nation_deck[0] == []
    s.res[0] = [9, 9, 9]
    s.discard[0], s.deck[0] = s.deck[0], []
    exhaust, pile = s.exhaust[0], len(s.discard[0])
    draw.draw(s, 0, 1)
    flow.run(s, [])
    assert s.stack.top is None  # no develop decision, no nation card dripped: the reshuffle just happens
    assert len(s.hand[0]) == 6 and len(s.deck[0]) == pile - 1 and s.discard[0] == []
    assert s.exhaust[0] == exhaust and s.exhausted[0] == [] and s.res[0] == [9, 9, 9]


def test_em_k13_a_power_cards_passive_works_always_with_nothing_in_play() -> None:
    s = rules_game(("eta", "alpha"))  # eta's power card: hand size +1
    assert s.play[0] == [] and s.play[1] == []
    assert limits.hand_size(s, 0) == 6 and limits.hand_size(s, 1) == 5
    s.turn = 0
    s.stack.push(Frame("cleanup_draw", None, "cleanup", {"p": 0}))
    flow.run(s, [])
    assert len(s.hand[0]) == 6  # the cleanup draws up to the raised hand size
    s.stack.push(Frame("cleanup_draw", None, "cleanup", {"p": 1}))
    flow.run(s, [])
    assert len(s.hand[1]) == 5


def test_em_k16_garrisons_are_public_every_seat_sees_the_cards_under_a_host() -> None:
    s = rules_game()
    host = to_play(s, 0, "shrine")
    idol = to_hand(s, 0, "idol")
    run_ops(s, [["garrison", 1]], 0, host)
    act(s, ("pick", idol))
    assert s.garrison[0][host] == [idol]
    for seat in (0, 1, None):
        seen = view(s, seat)
        assert seen.garrison[0][host] == [idol], seat
    other = view(s, 1)
    assert all(c <= HIDDEN for c in other.hand[0])  # the hand stays hidden from the other seat


def _acquire_from_exile(s: EmpiresState, design: str) -> tuple[int, list[int], list[int]]:
    card = fetch(s, design)
    s.exile.append(card)
    s.stack.push(Frame("exile_pick", 0, "test", {"cats": list(D(s, card).categories)}))
    hand, pile = list(s.hand[0]), list(s.unrest)
    act(s, ("pick", card))
    return card, hand, pile


def test_em_m8_only_an_unrest_carrying_card_from_the_exile_brings_an_unrest() -> None:
    s = rules_game()
    mine, hand, pile = _acquire_from_exile(s, "mine")  # a region: regions carry no unrest (RD-7)
    assert s.hand[0] == [*hand, mine] and s.unrest == pile and mine not in s.exile
    camp, hand, pile = _acquire_from_exile(s, "camp")  # uncivilised: one unrest from the pile into the hand
    new = [c for c in s.hand[0] if c not in hand]
    assert sorted(new) == sorted([camp, pile[-1]]) and D(s, pile[-1]).kind == "unrest"
    assert s.unrest == pile[:-1] and check_invariants(s) == []


@pytest.mark.skipif(not market.__file__.endswith(".py"), reason="watches a rules function: the pure run checks it")
def test_em_m8_breaking_through_from_the_exile_brings_no_unrest_and_counts_as_a_break_through(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fired: list[str] = []
    real_signal = market.signal
    def recording(s: EmpiresState, p: int, name: str, ev: list[Event], *more: object) -> None:
        fired.append(name)
        real_signal(s, p, name, ev, *more)  # type: ignore[arg-type]

    monkeypatch.setattr(market, "signal", recording)
    s = rules_game()
    camp = fetch(s, "camp")  # uncivilised: its category carries unrest
    s.exile.append(camp)
    hand, pile = list(s.hand[0]), list(s.unrest)
    run_ops(s, [["break_through_exile", ["uncivilised"]]])
    assert ("pick", camp) in offers(s)
    events = act(s, ("pick", camp))
    # Seed: an unrest comes with a card *acquired* from exile; breaking through for one takes none.
    assert [c for c in s.hand[0] if c not in hand] == [camp]
    assert s.unrest == pile and camp not in s.exile and check_invariants(s) == []
    kinds = [e.kind for e in events]
    assert "break_through_exile" in kinds and "acquire_exile" not in kinds
    assert "break_through" in fired and "acquire" not in fired


def test_em_a3_a_barbarian_card_only_while_barbarian_an_unmarked_card_always() -> None:
    s = rules_game()
    scouts, camp = to_hand(s, 0, "scouts"), to_hand(s, 0, "camp")
    assert D(s, scouts).period == "barbarian" and not D(s, camp).period
    s.stack.push(Frame("activate", 0, "activate"))
    assert ("play", scouts) in offers(s) and ("play", camp) in offers(s)
    s.side[0] = "empire"
    assert ("play", scouts) not in offers(s) and ("play", camp) in offers(s)
