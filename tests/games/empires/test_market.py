"""The market (spec "Market operations", EM-M1..M8, RD-7, RD-9, TR-E5) and collapse from the unrest pile."""

from __future__ import annotations

from empires_helpers import act, game, offers

from civitas.engine.decisions import Frame
from civitas.games.empires import market
from civitas.games.empires.core import D


def _ready(**kw):
    s = game(**kw)
    s.stack.frames.clear()
    return s


def _slot_of(s, cat):
    return next(i for i in range(5) if cat in D(s, s.market[i]).categories)


def test_em_m2_m3_refill_from_own_deck_then_main_and_tuck_unrest():
    s = _ready()
    ev = []
    s.small[1] = []
    main_top = s.main[-1]
    market.refill(s, 1, ev)
    assert s.market[1] == main_top
    carries = bool(set(D(s, main_top).categories) & {"uncivilised", "civilised", "tributary"})
    assert (s.tucked[1] >= 0) == carries


def test_tr_e5_a_slot_with_no_deck_left_stays_empty():
    s = _ready()
    s.small[0], s.main = [], []
    market.refill(s, 0, [])
    assert s.market[0] == -1


def test_em_e_main_deck_running_out_triggers_the_end():
    s = _ready()
    s.main = s.main[-1:]
    market.refill(s, 3, [])
    assert s.end_reason == "main_deck"


def test_em_m4_acquire_takes_card_tokens_and_tucked_unrest_then_refills():
    s = _ready()
    slot = _slot_of(s, "civilised")
    card, tucked = s.market[slot], s.tucked[slot]
    s.tokens[slot] = [1, 0, 1]
    res = list(s.res[0])
    s.stack.push(Frame("slot", 0, "test", {"purpose": "acquire", "cats": ["civilised"]}))
    act(s, ("slot", slot))
    assert card in s.hand[0] and tucked in s.hand[0]
    assert s.res[0] == [res[0] + 1, res[1], res[2] + 1]
    assert s.market[slot] not in (card, -1) and s.tokens[slot] == [0, 0, 0]


def test_em_m5_variant1_break_through_returns_the_tucked_unrest():
    s = _ready()
    slot = _slot_of(s, "uncivilised")
    card, tucked = s.market[slot], s.tucked[slot]
    pile = len(s.unrest)
    market.break_through(s, 0, ["uncivilised"], "test")
    act(s, ("slot", slot))
    assert card in s.hand[0] and tucked not in s.hand[0]
    refilled_tuck = 1 if s.tucked[slot] >= 0 else 0
    assert len(s.unrest) == pile + 1 - refilled_tuck


def test_em_m5_variant2_to_4_take_the_top_of_the_small_deck():
    s = _ready()
    top = s.small[2][-1]
    market.break_through(s, 0, ["civilised"], "test")
    act(s, ("deck",))
    assert top in s.hand[0] and top not in s.small[2]


def test_em_m5_several_categories_declare_first():
    s = _ready()
    market.break_through(s, 0, ["region", "tributary"], "test")
    assert offers(s) == [("category", "region"), ("category", "tributary")]
    act(s, ("category", "tributary"))
    assert s.stack.top is not None and s.stack.top.data["cats"] == ["tributary"]


def test_em_m5_variant5_tributary_searches_the_main_deck_and_shuffles_back():
    s = _ready()
    before = len(s.main)
    market.break_through(s, 0, ["tributary"], "test")
    act(s, ("deck",))
    got = [c for c in s.hand[0] if "tributary" in D(s, c).categories]
    assert len(got) == 1 and len(s.main) == before - 1


def test_rd9_break_through_miss_gains_two_progress():
    s = _ready()
    s.main = [c for c in s.main if "tributary" not in D(s, c).categories]
    before = len(s.main)
    progress = s.res[0][2]
    market.break_through(s, 0, ["tributary"], "test")
    act(s, ("deck",))
    assert s.res[0][2] == progress + 2 and len(s.main) == before


def test_em_m6_exile_guards_tokens_and_returns_the_unrest():
    s = _ready()
    s.tokens[0] = [0, 0, 1]
    s.stack.push(Frame("slot", 0, "test", {"purpose": "exile", "cats": []}))
    assert ("slot", 0) not in offers(s)
    slot = _slot_of(s, "uncivilised")
    card = s.market[slot]
    act(s, ("slot", slot))
    assert card in s.exile and s.market[slot] >= 0


def test_em_m7_replace_from_exile_moves_tokens_and_tucks_unrest():
    s = _ready()
    market.exile_slot(s, _slot_of(s, "region"), [])
    exiled = s.exile[-1]
    slot = _slot_of(s, "uncivilised")
    old = s.market[slot]
    s.tokens[slot] = [2, 0, 0]
    s.stack.push(Frame("slot", 0, "test", {"purpose": "replace", "cats": []}))
    act(s, ("slot", slot))
    act(s, ("pick", exiled))
    assert s.market[slot] == exiled and old in s.exile and s.tokens[slot] == [2, 0, 0]
    assert s.tucked[slot] == -1  # a region carries no unrest


def test_em_m8_acquire_from_exile_brings_an_unrest():
    s = _ready()
    slot = _slot_of(s, "uncivilised")
    card = s.market[slot]
    market.exile_slot(s, slot, [])
    s.stack.push(Frame("exile_pick", 0, "test", {"cats": ["uncivilised"]}))
    hand = len(s.hand[0])
    act(s, ("pick", card))
    assert card in s.hand[0] and len(s.hand[0]) == hand + 2


def test_em_e_collapse_when_the_unrest_pile_runs_out_mid_operation():
    s = _ready()
    s.unrest = s.unrest[:1]  # the refill of the uncivilised slot tucks the last unrest: collapse
    slot = _slot_of(s, "uncivilised")
    s.stack.push(Frame("slot", 0, "test", {"purpose": "acquire", "cats": ["uncivilised"]}))
    s.stack.push_all([Frame("slot", 0, "later", {"purpose": "acquire", "cats": ["region"]})])
    s.stack.frames.reverse()
    ev = act(s, ("slot", slot))
    assert s.collapsed and s.over and not s.stack
    assert any(e.kind == "collapse" for e in ev)
