"""Look and find (EM-K-look, EM-K-find), the specials of the data (ops_special), and the nation rules the data
needs: no_garrison, the "revolt" signal, deck_empty_passive (EM-N), the journey card no effect moves."""

from __future__ import annotations

from empires_helpers import act, game, instances, offers

from civitas.games.empires import flow
from civitas.games.empires.core import D
from civitas.games.empires.invariants import check_invariants
from civitas.games.empires.ops import run_program


def _ready(**kw):
    s = game(**kw)
    s.stack.frames.clear()
    return s


def _run(s, ops, p=0, src=-1):
    run_program(s, p, src, ops, "test")
    flow.run(s, [])


def test_em_k_look_reorder_puts_the_cards_back_the_last_one_on_top():
    s = _ready()
    top3 = s.deck[0][-3:]
    _run(s, [["look", "deck", 3, "reorder"]])
    assert s.stack.top.kind == "look" and len(s.deck[0]) == 2 and check_invariants(s) == []
    while s.stack.top is not None:
        act(s, offers(s)[-1])
    assert sorted(s.deck[0][-3:]) == sorted(top3)


def test_em_k_look_take_one_into_hand_and_bottom_one_is_optional():
    s = _ready()
    hand = len(s.hand[0])
    _run(s, [["look", "deck", 2, "take_one"]])
    act(s, offers(s)[0])
    assert len(s.hand[0]) == hand + 1 and s.stack.top is None and len(s.deck[0]) == 4
    top = s.deck[0][-1]
    _run(s, [["look", "deck", 1, "bottom_one"]])
    assert offers(s) == [("bottom", top), ("keep",)]
    act(s, ("bottom", top))
    assert s.deck[0][0] == top


def test_em_k_look_at_as_many_as_exist_without_reshuffling():
    s = _ready()
    s.discard[0] += s.deck[0][:-1]
    del s.deck[0][:-1]
    _run(s, [["look", "deck", 3, "take_one"]])
    act(s, offers(s)[0])
    assert s.deck[0] == [] and s.stack.top is None


def test_em_k_find_any_offers_every_zone_and_shuffles_a_searched_draw_pile():
    s = _ready()
    homes = instances(s, "alpha_home")
    _run(s, [["find", {"categories": ["region"]}, "any"]])
    if homes[0] in s.hand[0]:
        assert s.stack.top is not None
    s = _ready()
    home = homes[0]
    for zone in (s.hand[0], s.discard[0]):
        if home in zone:
            zone.remove(home)
            s.deck[0].insert(0, home)
    size = len(s.deck[0])
    _run(s, [["find", {"categories": ["region"]}, "any"]])
    act(s, ("pick", home))
    assert home in s.hand[0] and len(s.deck[0]) == size - 1 and check_invariants(s) == []


def test_em_k_find_hand_order_stops_at_the_first_zone_with_a_match_and_nothing_found_is_nothing():
    s = _ready()
    grains = instances(s, "alpha_grain")
    in_hand = [c for c in grains if c in s.hand[0]]
    _run(s, [["find", {"categories": ["civilised"]}, "hand"]])
    assert s.stack.top is None
    if in_hand:
        _run(s, [["find", {"categories": ["uncivilised"]}, "hand"]])
        assert all(a[1] in s.hand[0] for a in offers(s) if a[0] == "pick")


def test_em_k_find_never_takes_the_accession_card_and_keeps_it_at_the_bottom():
    s = _ready()
    acc = s.nation_deck[0][0]
    _run(s, [["find", {"categories": ["civilised"]}, "any"]])
    assert s.stack.top is None and s.nation_deck[0][0] == acc


def test_special_return_self_sends_the_unrest_card_back_to_the_pile():
    s, _ = flow.start({"players": 2, "nations": ["river_dynasts", "salt_guilds"], "first_player": "1"}, 4)
    unrest = next(c for c in range(len(s.table)) if s.table[c] == "unrest" and c in s.deck[0] + s.hand[0])
    for zone in (s.deck[0], s.hand[0]):
        if unrest in zone:
            zone.remove(unrest)
    s.play[0].append(unrest)
    pile = len(s.unrest)
    s.stack.frames.clear()
    _run(s, [["special", "return_self"]], src=unrest)
    assert s.unrest[-1] == unrest and len(s.unrest) == pile + 1 and unrest not in s.play[0]


def test_special_move_market_token_and_tokened_acquire_bonus():
    s, _ = flow.start({"players": 2, "nations": ["salt_guilds", "river_dynasts"], "sides": ["A", "B"],
                       "first_player": "1"}, 4)  # fmt: skip
    s.stack.frames.clear()
    s.tokens[0] = [1, 0, 0]
    _run(s, [["special", "move_market_token", 1]])
    assert ("stop",) in offers(s)
    act(s, ("move", 0, "materials", 2))
    assert s.tokens[0][0] == 0 and s.tokens[2][0] == 1
    power = s.power[0]
    before = s.res[0][0]
    _run(s, [["special", "tokened_acquire_bonus", "materials", 2]], src=power)
    assert s.res[0][0] == before  # no acquire, no bonus
    cat = D(s, s.market[2]).categories[0]
    _run(s, [["acquire", [cat], 1]])
    act(s, ("slot", 2))
    assert s.res[0][0] >= before + 1 + 2  # the token, then the power's bonus


def test_special_flip_card_and_trigger_end_of_the_pilgrims():
    s, _ = flow.start({"players": 2, "nations": ["hollow_pilgrims", "river_dynasts"], "first_player": "1"}, 4)
    s.stack.frames.clear()
    road = next(c for c in s.play[0] if D(s, c).start == "in_play")
    shared = s.table
    _run(s, [["special", "flip_card", "hp_far_shrine"]], src=road)
    assert s.table[road] == "hp_far_shrine" and shared[road] != "hp_far_shrine"
    _run(s, [["special", "trigger_end", "journey"]])
    assert s.end_reason == "journey" and s.end_trigger == s.round


def test_em_n_journey_card_is_never_abandoned_or_recalled():
    s, _ = flow.start({"players": 2, "nations": ["hollow_pilgrims", "river_dynasts"], "first_player": "1"}, 4)
    s.stack.frames.clear()
    _run(s, [["abandon", {}, False]])
    _run(s, [["recall", {}]])
    assert s.stack.top is None and any(D(s, c).start == "in_play" for c in s.play[0])


def test_em_n_deck_empty_passive_takes_unrest_when_the_draw_pile_empties():
    s, _ = flow.start({"players": 2, "nations": ["hollow_pilgrims", "river_dynasts"], "first_player": "1"}, 4)
    s.stack.frames.clear()
    unrest_in_hand = sum(1 for c in s.hand[0] if s.table[c] == "unrest")
    _run(s, [["draw_if_able", len(s.deck[0])]])
    assert s.deck[0] == []
    assert sum(1 for c in s.hand[0] if s.table[c] == "unrest") > unrest_in_hand


def test_em_k_garrison_no_garrison_passive_keeps_renown_out():
    s, _ = flow.start({"players": 2, "nations": ["river_dynasts", "salt_guilds"], "first_player": "1"}, 4)
    s.stack.frames.clear()
    renown = next(c for c in range(len(s.table)) if s.table[c] == "rd_renown")
    host = next(c for c in range(len(s.table)) if s.table[c] == "rd_floodplain")
    for zone in (s.hand[0], s.deck[0]):
        for c in (renown, host):
            if c in zone:
                zone.remove(c)
    s.hand[0].append(renown)
    s.play[0].append(host)
    _run(s, [["garrison", 1]], src=host)
    assert all(a[1] != renown for a in offers(s) if a[0] == "pick")


def test_em_v_revolt_signal_fires_once_per_unrest_returned():
    s, _ = flow.start({"players": 2, "nations": ["ember_clans", "river_dynasts"], "first_player": "1"}, 4)
    n = sum(1 for c in s.hand[0] if s.table[c] == "unrest")
    before = list(s.res[0])
    act(s, ("revolt", n))
    if n:
        assert s.res[0] != before or s.stack.top is not None
