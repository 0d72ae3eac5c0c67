"""Seed: «Если у вас несколько карт с эффектом солнцестояния, вы можете разыгрывать их в любом порядке», and the
glossary: the player decides the order of effects. A seat is asked for the order only when it can change the
outcome (an effect that may be declined or asks a price, a look); effects that only gain commute and go in card
order without a question, so the search is not burdened with orders that change nothing. Fixture cards."""

from __future__ import annotations

from empires_helpers import act, offers, rules_game, to_play

from civitas.engine.decisions import Frame
from civitas.games.empires import GAME, flow
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.texts import describe


def _solstice(s) -> None:
    s.stack.push(Frame("solstice", None, "solstice"))
    flow.run(s, [])


def test_em_l_solstice_effects_that_only_gain_go_in_card_order_without_a_question():
    s = rules_game(("alpha", "delta"))
    to_play(s, 0, "shrine")  # gain 1 progress
    to_play(s, 0, "shrine")
    progress = s.res[0][2]
    _solstice(s)
    assert s.stack.top is None or s.stack.top.kind != "sol_order"
    assert s.res[0][2] == progress + 2


def test_em_l_the_player_chooses_the_order_of_solstice_effects_when_it_can_matter():
    s = rules_game(("alpha", "delta"))
    shrine = to_play(s, 0, "shrine")  # gain 1 progress
    vigil = to_play(s, 0, "vigil")  # may gain 1 material: a choice, so the order is the player's
    materials, progress = s.res[0][0], s.res[0][2]
    _solstice(s)
    top = s.stack.top
    assert top is not None and top.kind == "sol_order" and top.seat == 0
    assert sorted(offers(s)) == sorted([("first", shrine), ("first", vigil)])
    assert GAME.why_not(s, 0, ("first", 999)) is not None
    act(s, ("first", vigil))  # the vigil's effect comes first: its question is asked now
    assert s.stack.top is not None and s.stack.top.kind == "may" and s.res[0][2] == progress
    act(s, ("yes",))
    assert s.res[0][0] == materials + 1 and s.res[0][2] == progress + 1  # then the shrine, with no question
    assert check_invariants(s) == []


def test_em_l_the_order_question_has_words_a_rules_section_and_a_hint_reason_in_both_languages():
    import civitas.games.empires.ai_policy  # noqa: F401 - attaches the rollout policies
    from civitas.games.empires.core import MACHINE

    assert MACHINE.decision("sol_order").section == "solstice" and MACHINE.policy("sol_order") is not None
    s = rules_game(("alpha", "delta"))
    shrine = to_play(s, 0, "shrine")
    to_play(s, 0, "vigil")
    _solstice(s)
    for lang in ("en", "ru"):
        catalog = GAME.catalog(lang)
        assert catalog["phase.sol_order"] and "{1}" in catalog["action.first"]
        label = describe(s, ("first", shrine), lang, ["A", "B"])
        assert catalog.get("card.shrine", "shrine") in label and "{" not in label and "first" not in label.split()
