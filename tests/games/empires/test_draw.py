"""Drawing and the reshuffle procedure (spec "Drawing and reshuffling", EM-D1..D10)."""

from __future__ import annotations

import pytest
from empires_helpers import act, game, ids, instances, offers

from civitas.engine.decisions import Frame
from civitas.games.empires import draw, flow
from civitas.games.empires.state import ON_DEVELOPMENT, ON_NATION_DECK


def _draw(s, p, n, if_able=False):
    ev = []
    draw.draw(s, p, n, if_able=if_able)
    flow.run(s, ev)
    return ev


def _empty_deck(s, p):
    s.discard[p].extend(s.deck[p])
    s.deck[p] = []


def test_em_d1_draw_reshuffles_the_discard_mid_draw():
    s = game()
    s.stack.frames.clear()
    s.discard[0].extend(s.deck[0][:3])
    s.deck[0] = s.deck[0][3:]
    _draw(s, 0, 4)
    # 2 from the pile, then the reshuffle: 3 discarded + 1 nation card (barbarian step), 2 more drawn
    assert len(s.hand[0]) == 9 and len(s.deck[0]) == 2 and s.discard[0] == []


def test_em_d2_if_able_draw_never_reshuffles():
    s = game()
    s.stack.frames.clear()
    _empty_deck(s, 0)
    nation = list(s.nation_deck[0])
    _draw(s, 0, 2, if_able=True)
    assert len(s.hand[0]) == 5 and s.deck[0] == [] and s.nation_deck[0] == nation


@pytest.mark.skipif(not draw.__file__.endswith(".py"), reason="watches a rules function: the pure-Python run checks it")
def test_em_d3_deck_empty_signal_fires_when_the_pile_empties(monkeypatch):
    s = game()
    s.stack.frames.clear()
    fired = []
    monkeypatch.setattr(draw, "signal", lambda s_, p, name, ev: fired.append((p, name)))
    _draw(s, 0, len(s.deck[0]))
    assert (0, "deck_empty") in fired


def test_em_d4_barbarian_step_drips_a_nation_card_and_places_a_token():
    s = game()
    s.stack.frames.clear()
    _empty_deck(s, 0)
    top = s.nation_deck[0][-1]
    _draw(s, 0, 1)
    assert top not in s.nation_deck[0] and (top in s.hand[0] or top in s.deck[0])
    assert ON_NATION_DECK in s.exhausted[0] and s.exhaust[0] == 4


def test_em_d4_no_second_drip_while_the_nation_deck_holds_a_token():
    s = game()
    s.stack.frames.clear()
    _empty_deck(s, 0)
    _draw(s, 0, 1)
    size = len(s.nation_deck[0])
    _empty_deck(s, 0)
    _draw(s, 0, 1)
    assert len(s.nation_deck[0]) == size and s.exhaust[0] == 4


def test_em_d4_no_drip_without_an_exhaust_token_on_the_state_card():
    s = game()
    s.stack.frames.clear()
    s.exhaust[0] = 0
    _empty_deck(s, 0)
    size = len(s.nation_deck[0])
    _draw(s, 0, 1)
    assert len(s.nation_deck[0]) == size and len(s.hand[0]) == 6


def test_em_d5_the_accession_card_flips_the_state_at_once():
    s = game()
    s.stack.frames.clear()
    s.nation_deck[0] = s.nation_deck[0][:1]  # only the accession left
    _empty_deck(s, 0)
    _draw(s, 0, 1)
    assert s.side[0] == "empire" and s.nation_deck[0] == []


def test_em_d5_zenith_goes_to_discard_triggers_the_end_and_does_not_flip():
    s = game()
    s.stack.frames.clear()
    s.nation_deck[1] = s.nation_deck[1][:1]
    zenith = s.nation_deck[1][0]
    _empty_deck(s, 1)
    _draw(s, 1, 1)
    assert s.side[1] == "barbarian" and s.end_reason == "zenith" and s.end_trigger == 1
    assert zenith in s.hand[1] or zenith in s.deck[1]


def test_em_d6_empire_step_offers_an_optional_develop_to_the_drawing_seat():
    s = game()
    s.stack.frames.clear()
    s.side[1] = "empire"
    _empty_deck(s, 1)
    s.turn = 0  # seat 0's turn: seat 1 draws and decides (EM-D8)
    _draw(s, 1, 1)
    top = s.stack.top
    assert top is not None and top.kind == "develop" and top.seat == 1
    dev1 = instances(s, "beta_dev1")[0]
    assert ("develop", dev1) in offers(s) and ("skip",) in offers(s)
    act(s, ("develop", dev1))
    assert offers(s)[0] == ("pay", 0, 0)  # RD-4: own materials first, progress may stand in
    act(s, ("pay", 0, 0))
    assert dev1 not in s.development[1] and ON_DEVELOPMENT in s.exhausted[1] and s.res[1][0] == 1
    assert len(s.hand[1]) == 6 and s.stack.top is None


def test_em_d6_develop_pays_with_progress_when_short_rd4():
    s = game()
    s.stack.frames.clear()
    s.side[1] = "empire"
    s.res[1] = [0, 0, 2]
    _empty_deck(s, 1)
    _draw(s, 1, 1)
    dev1 = instances(s, "beta_dev1")[0]
    act(s, ("develop", dev1))
    assert s.res[1] == [0, 0, 0]


def test_em_d6_skip_develop_still_reshuffles_and_draws():
    s = game()
    s.stack.frames.clear()
    s.side[0] = "empire"
    _empty_deck(s, 0)
    _draw(s, 0, 2)
    act(s, ("skip",))
    assert len(s.hand[0]) == 7 and len(s.development[0]) == 2


def test_em_d9_no_nation_deck_skips_the_first_step():
    s = game(("alpha", "gamma"))
    s.stack.frames.clear()
    s.side[1] = "barbarian"
    _empty_deck(s, 1)
    _draw(s, 1, 1)
    assert len(s.hand[1]) == 6 and s.exhaust[1] == 3


def test_em_e_last_development_card_triggers_the_end():
    s = game()
    s.stack.frames.clear()
    s.development[0] = s.development[0][:1]
    s.stack.push(Frame("develop", 0, "test", {"token": False, "optional": True}))
    act(s, ("develop", s.development[0][0]))
    assert s.end_reason == "development" and ids(s, s.development[0]) == []


def test_em_d6_a_declined_develop_is_not_asked_again_when_nothing_is_left_to_draw():
    s = game()
    s.stack.frames.clear()
    s.side[0] = "empire"
    _empty_deck(s, 0)
    s.discard[0] = []  # nothing to reshuffle: only a develop could give a card to draw
    hand = len(s.hand[0])
    _draw(s, 0, 1)
    top = s.stack.top
    assert top is not None and top.kind == "develop"
    act(s, ("skip",))
    assert s.stack.top is None and len(s.hand[0]) == hand  # the draw ends; no second question
