"""The Sink keyword (EM-K-sink) and the nation flag ``sinks`` (EM-N-sinks): the card goes to the seat's sunk pile
when its nation sinks, else to its discard; its garrison follows; history effects never apply to the sunk pile;
only the sinking nation scores it; it is private; the invariants count it; collapse does not count its unrest
(TR-E4). Fixture nations: ``delta`` sinks, ``alpha`` does not (cards_fixture.rules_cards)."""

from __future__ import annotations

from cards_fixture import rules_cards
from empires_helpers import act, offers, rules_game, run_ops, to_hand, to_play

from civitas.engine.decisions import Frame
from civitas.games.empires import ops_schema
from civitas.games.empires.core import D
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.scoring import owned, total_vp, unrest_count, vp_of
from civitas.games.empires.state import HIDDEN
from civitas.games.empires.view import view

DELTA, ALPHA = 1, 0  # rules_game() seats alpha at 0 and delta at 1


def _sink_from_hand(s, p, design):
    card = to_hand(s, p, design)
    run_ops(s, [["sink", "hand", 1]], p)
    act(s, ("pick", card))
    return card


def test_em_k_sink_is_an_op_of_the_vocabulary_and_a_card_may_use_it():
    assert ops_schema.check_op(["sink", "hand", 1]) is None
    assert ops_schema.check_op(["sink", "self", 1]) is None and ops_schema.check_op(["sink", "discard", 2]) is None
    assert ops_schema.check_op(["sink", "market", 1]) is not None and ops_schema.check_op(["sink", "hand"]) is not None
    assert rules_cards().design("tide").play == [["sink", "hand", 1]]


def test_em_k_sink_a_sinking_nation_puts_the_card_into_its_sunk_pile():
    s = rules_game()
    card = _sink_from_hand(s, DELTA, "idol")
    assert s.sunk[DELTA] == [card] and card not in s.discard[DELTA] + s.history[DELTA] + s.hand[DELTA]
    assert check_invariants(s) == []


def test_em_k_sink_another_nation_discards_the_card_instead():
    s = rules_game()
    card = _sink_from_hand(s, ALPHA, "idol")
    assert s.sunk[ALPHA] == [] and s.discard[ALPHA][-1] == card and s.history[ALPHA] == []


def test_em_k_sink_from_the_discard():
    s = rules_game()
    card = to_hand(s, DELTA, "idol")
    s.hand[DELTA].remove(card)
    s.discard[DELTA].append(card)
    run_ops(s, [["sink", "discard", 1]], DELTA)
    assert s.stack.top is not None and s.stack.top.seat == DELTA  # a choice even of one card kind: pick
    act(s, ("pick", card))
    assert s.sunk[DELTA] == [card] and s.discard[DELTA] == []


def test_em_k_sink_the_garrison_follows_its_host():
    for seat, where in ((DELTA, "sunk"), (ALPHA, "discard")):
        s = rules_game()
        fort = to_play(s, seat, "sea_fort")
        under = to_hand(s, seat, "idol")
        s.hand[seat].remove(under)
        s.garrison[seat][fort] = [under]
        s.stack.push(Frame("activate", seat, "activate"))
        act(s, ("exhaust", fort))  # exhaust: sink this card
        pile = s.sunk[seat] if where == "sunk" else s.discard[seat]
        assert fort in pile and under in pile and fort not in s.garrison[seat] and fort not in s.play[seat]
        assert check_invariants(s) == []


def test_em_k_sink_the_card_played_sinks_a_hand_card():
    s = rules_game()
    tide = to_hand(s, DELTA, "tide")
    idol = to_hand(s, DELTA, "idol")
    s.turn = DELTA
    s.stack.push(Frame("activate", DELTA, "activate"))
    act(s, ("play", tide))
    assert ("pick", idol) in offers(s)
    act(s, ("pick", idol))
    assert s.sunk[DELTA] == [idol] and tide in s.discard[DELTA]


def test_em_k_sink_history_effects_never_apply_to_the_sunk_pile():
    s = rules_game()
    to_play(s, DELTA, "archive")  # passive: whenever you put a card into history, gain 1 progress
    progress = s.res[DELTA][2]
    idol = _sink_from_hand(s, DELTA, "idol")
    assert s.res[DELTA][2] == progress and s.history[DELTA] == [] and s.sunk[DELTA] == [idol]  # no signal
    _sink_from_hand(s, DELTA, "camp")
    chronicle = D(s, to_hand(s, DELTA, "chronicle")).vp  # VP: 1 per card in your history
    assert vp_of(s, DELTA, chronicle) == 0  # two sunk cards are not history
    run_ops(s, [["history", "hand", 1]], DELTA)
    act(s, offers(s)[0])
    assert s.res[DELTA][2] == progress + 1 and len(s.history[DELTA]) == 1  # history itself still pays
    assert vp_of(s, DELTA, chronicle) == 1


def test_em_k_sink_only_the_sinking_nation_scores_its_sunk_pile():
    s = rules_game()
    before = total_vp(s, DELTA)
    idol = _sink_from_hand(s, DELTA, "idol")
    assert idol in owned(s, DELTA) and total_vp(s, DELTA) == before + 4
    s2 = rules_game()
    card = to_hand(s2, ALPHA, "idol")
    s2.hand[ALPHA].remove(card)
    s2.sunk[ALPHA].append(card)  # a pile a non-sinking nation cannot have: it would not score
    assert card not in owned(s2, ALPHA)


def test_em_k_sink_tr_e8_the_sunk_pile_is_private_its_size_public():
    s = rules_game()
    idol = _sink_from_hand(s, DELTA, "idol")
    mine, theirs, nobody = view(s, DELTA), view(s, ALPHA), view(s, None)
    assert mine.sunk[DELTA] == [idol]
    assert len(theirs.sunk[DELTA]) == 1 and theirs.sunk[DELTA][0] <= HIDDEN and nobody.sunk[DELTA][0] <= HIDDEN


def test_em_k_sink_the_invariants_count_the_sunk_pile():
    s = rules_game()
    idol = _sink_from_hand(s, DELTA, "idol")
    assert check_invariants(s) == []
    s.discard[DELTA].append(idol)
    assert any(f"card {idol} " in x and "2 places" in x for x in check_invariants(s))
    s.discard[DELTA].remove(idol)
    s.sunk[DELTA].remove(idol)
    assert any(f"card {idol} " in x and "0 places" in x for x in check_invariants(s))


def test_em_k_sink_tr_e4_sunk_unrest_is_not_counted_at_a_collapse():
    s = rules_game()
    count = unrest_count(s, DELTA)
    unrest = next(c for c in s.hand[DELTA] + s.deck[DELTA] if s.table[c] == "unrest")
    for zone in (s.hand[DELTA], s.deck[DELTA]):
        if unrest in zone:
            zone.remove(unrest)
    s.sunk[DELTA].append(unrest)
    assert unrest_count(s, DELTA) == count - 1 and check_invariants(s) == []
