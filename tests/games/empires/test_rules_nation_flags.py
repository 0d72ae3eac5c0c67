"""Spec A.(a) "Nation rule flags" (EM-N-<flag>): one test of the effect of each flag of cards.FLAG_DEFAULTS that
the older tests did not check (keeps_history: test_ops; sinks: test_rules_sink; has_nation_deck,
has_development_area, starting_side: test_setup_state and test_draw; exhaust_tokens: test_flow;
extra_in_play_cards: test_rules_setup EM-S3). Fixture nations of cards_fixture.rules_cards: epsilon (nadir
accession, no end at its last development card, a population cleanup token, its own end trigger, a
deck-empty passive) and zeta (never flips, cannot develop)."""

from __future__ import annotations

from empires_helpers import act, offers, rules_game, run_ops

from civitas.engine.decisions import Frame
from civitas.games.empires import draw, flow
from civitas.games.empires.cards import FLAG_DEFAULTS
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.state import RES_INDEX


def _reshuffle_with_only_the_accession(s, p):
    acc = s.nation_deck[p][0]
    s.discard[p], s.deck[p] = s.deck[p] + s.nation_deck[p][1:], []
    s.nation_deck[p] = [acc]
    draw.draw(s, p, 1)
    flow.run(s, [])
    return acc


def test_em_n_every_flag_has_a_default_and_the_spec_lists_them_all():
    assert list(FLAG_DEFAULTS) == [
        "keeps_history", "sinks", "has_nation_deck", "has_development_area", "starting_side", "state_can_flip",
        "accession_kind", "exhaust_tokens", "cleanup_market_token", "last_development_triggers_end",
        "extra_end_trigger", "extra_in_play_cards", "can_develop", "deck_empty_passive",
    ]  # fmt: skip


def test_em_n_state_can_flip_false_the_accession_card_arrives_without_a_flip():
    s = rules_game(("zeta", "alpha"))
    acc = _reshuffle_with_only_the_accession(s, 0)
    assert s.side[0] == "barbarian" and acc in s.hand[0] + s.deck[0] and s.end_trigger == 0
    s = rules_game(("alpha", "zeta"))  # the default flips
    _reshuffle_with_only_the_accession(s, 0)
    assert s.side[0] == "empire"


def test_em_n_accession_kind_nadir_goes_into_play_without_a_flip():
    s = rules_game(("epsilon", "alpha"))
    acc = _reshuffle_with_only_the_accession(s, 0)
    assert acc in s.play[0] and s.side[0] == "barbarian" and s.end_trigger == 0
    assert check_invariants(s) == []


def test_em_n_cleanup_market_token_replaces_the_progress():
    s = rules_game(("epsilon", "alpha"))
    s.stack.push(Frame("cleanup", None, "cleanup", {"p": 0}))
    flow.run(s, [])
    tokens = [list(t) for t in s.tokens]
    act(s, ("slot", 1))
    assert s.tokens[1] == [tokens[1][0], tokens[1][1] + 1, tokens[1][2]]


def test_em_n_last_development_triggers_end_false_keeps_the_game_going():
    for nation, reason in (("epsilon", ""), ("alpha", "development")):
        s = rules_game((nation, "zeta"))
        s.development[0] = s.development[0][:1]
        s.res[0] = [9, 9, 9]
        run_ops(s, [["develop"]])
        act(s, ("develop", s.development[0][0]))
        while s.stack.top is not None:
            act(s, offers(s)[0])
        assert s.development[0] == [] and s.end_reason == reason


def test_em_n_extra_end_trigger_only_the_nations_own_trigger_fires():
    s = rules_game(("alpha", "epsilon"))
    run_ops(s, [["special", "trigger_end", "epsilon_quest"]], 0)  # alpha has no such trigger
    assert s.end_trigger == 0
    run_ops(s, [["special", "trigger_end", "journey"]], 1)  # not epsilon's
    assert s.end_trigger == 0
    run_ops(s, [["special", "trigger_end", "epsilon_quest"]], 1)
    assert s.end_trigger == 1 and s.end_reason == "epsilon_quest"


def test_em_n_can_develop_false_offers_no_develop_even_at_an_empire_reshuffle():
    s = rules_game(("zeta", "alpha"))
    s.side[0], s.res[0] = "empire", [9, 9, 9]
    assert s.development[0]
    s.discard[0], s.deck[0] = s.deck[0], []
    draw.draw(s, 0, 1)
    flow.run(s, [])
    assert s.stack.top is None and len(s.development[0]) == 2 and len(s.hand[0]) == 6
    run_ops(s, [["develop"]])
    assert offers(s) in ([], [("skip",)])


def test_em_n_deck_empty_passive_runs_whenever_the_draw_pile_empties():
    s = rules_game(("epsilon", "alpha"))  # deck_empty_passive: gain 1 progress
    draw.draw(s, 0, len(s.deck[0]))
    flow.run(s, [])
    assert s.deck[0] == [] and s.res[0][2] == 2
    s2 = rules_game(("alpha", "epsilon"))
    draw.draw(s2, 0, len(s2.deck[0]))
    flow.run(s2, [])
    assert s2.res[0][2] == 1


def test_rd6_a_solstice_end_at_24_population_fires_at_24_and_not_at_23():
    """RD-6 (the reading of the lost icon: 24 population). No nation of ours has the card; the vocabulary
    expresses it as a solstice program, checked here on the rules nation with its own end trigger."""
    program = [["if", ["tokens_at_least", "population", 24], [["special", "trigger_end", "epsilon_quest"]], []]]
    s = rules_game(("alpha", "epsilon"))
    s.res[1][RES_INDEX["population"]] = 23
    run_ops(s, program, 1)
    assert s.end_trigger == 0
    s.res[1][RES_INDEX["population"]] = 24
    run_ops(s, program, 1)
    assert s.end_trigger == 1 and s.end_reason == "epsilon_quest"
