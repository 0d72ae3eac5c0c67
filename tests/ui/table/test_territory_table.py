"""The Territory table (games/territory/table), offscreen: it builds for every player count in both
languages at both window sizes; every legal action is reachable through the table's own choices (prompt
buttons, the bar's menus, the pieces' and areas' menus) and a whole game is played through them; drags of a
hand card onto the new-territory slot, of the pool onto a card, of local profit onto a card, and an
illegal drop that says why."""

from __future__ import annotations

import random
from typing import Any

import pytest
from table_helpers import centre, drag, open_table, play_through_table, show

from civitas.engine.actions import Action
from civitas.engine.registry import get_game
from civitas.engine.rng import Rng
from civitas.games.territory.ai import KNOWLEDGE
from civitas.games.territory.rules import need
from civitas.games.territory.state import TerritoryState
from civitas.games.territory.table import TerritoryTable, create_setup, create_table
from civitas.ui.controller import GameController
from civitas.ui.table.anim import Animator
from civitas.ui.table.fit import scene_elisions

NAMES = {"ru": ["Анна", "Борис", "Вера", "Глеб", "Дина", "Ефим"], "en": ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay"]}


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def make(players: int, lang: str = "en", seed: int = 5, humans: set[int] | None = None,
         options: dict[str, Any] | None = None, until: Any = None) -> tuple[GameController, TerritoryTable]:
    """A table over a new game; with ``until``, over the position the policy reaches first where it holds (played
    before the table opens: a table drawing every step of the way only made the test slow)."""

    def create(controller: GameController) -> Any:
        if until is not None:
            advance(controller, until)
        return create_table(controller)

    controller, table = open_table(get_game("territory"), {"players": players, "first_leader": "1", **(options or {})},
                                   seed, NAMES[lang][:players], lang, humans, create)
    assert isinstance(table, TerritoryTable)
    return controller, table


def state(controller: GameController) -> TerritoryState:
    s = controller.session.state
    assert isinstance(s, TerritoryState)
    return s


def advance(controller: GameController, until: Any, limit: int = 5000) -> None:
    """Plays the policy for every seat until ``until(state)`` holds."""
    game = controller.game
    rng = Rng(3)
    for _ in range(limit):
        s = state(controller)
        if until(s) or s.over:
            return
        seat = s.turn
        action = KNOWLEDGE.policy(game, s, seat, game.legal_actions(s, seat), rng)
        assert controller.try_act(seat, action) is None
    raise AssertionError("the position never came")


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_te_table_shows_every_area_the_pool_the_piles_and_the_track(qtbot: Any, players: int, lang: str,
                                                                   size: tuple[int, int]) -> None:
    controller, table = make(players, lang, until=lambda s: s.round >= 3 and s.phase == "draft" and s.turn == 0)
    show(qtbot, table, *size)
    s = state(controller)
    for p in range(players):
        assert table.scene.zone(f"area:{p}") is not None
        assert table.scene.zone(f"seat:{p}") is not None
        for t in s.lands[p]:
            assert table.scene.piece(f"land:{t}") is not None  # every territory has its tile
            for c in s.on[t]:
                if s.host[c] == t:
                    assert table.scene.piece(f"card:{c}") is not None
    for c in s.hands[0]:
        assert table.scene.piece(f"card:{c}") is not None
    assert table.scene.piece("pool") is not None
    for pile in ("deck", "dev_deck", "quest_deck", "discard", "demolished"):
        assert table.scene.zone(pile) is not None
    view = table.view.viewport().rect()
    for zone in table.scene.zones:  # nothing drawn off the visible table
        rect = table.view.mapFromScene(zone.area).boundingRect()
        assert view.adjusted(-2, -2, 2, 2).contains(rect), zone.zone_id
    table.grab()
    assert scene_elisions(table.scene) == []


def test_te_the_table_offers_every_legal_action_and_a_whole_game_is_played_through_it(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=11, humans={0, 1}, options={"target": 3})
    show(qtbot, table)
    rng = random.Random(4)
    policy_rng = Rng(9)

    def pick(s: Any, seat: int, legal: list[Action]) -> Action:
        if rng.random() < 0.8:
            return KNOWLEDGE.policy(controller.game, s, seat, legal, policy_rng)
        return rng.choice(legal)

    play_through_table(controller, table, pick, max_steps=6000)
    assert state(controller).over


def test_te_dragging_a_hand_card_onto_the_new_territory_slot_makes_a_territory(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table)
    s = state(controller)
    assert s.phase == "build" and s.turn == 0
    c = s.hands[0][0]
    piece = table.scene.piece(f"card:{c}")
    slot = table.scene.zone("newland:0")
    assert piece is not None and slot is not None and piece.draggable
    drag(qtbot, table.view, centre(piece), slot.area.center())
    assert controller.session.record.steps[-1] == (0, ("land", c))
    t = state(controller).lands[0][-1]
    assert table.scene.piece(f"land:{t}") is not None


def test_te_dragging_the_pool_onto_a_card_takes_a_unit_for_it(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    advance(controller, lambda s: s.phase == "draft" and s.turn == 0 and s.pool > 0
            and any(a[0] == "take" for a in controller.game.legal_actions(s, 0)))
    table.rerender(animate=False)
    show(qtbot, table)
    s = state(controller)
    target = next(a[1] for a in controller.game.legal_actions(s, 0) if a[0] == "take")
    pool, card = table.scene.piece("pool"), table.scene.zone(f"onto:{target}")
    assert pool is not None and card is not None and pool.draggable
    paid, units = s.paid[target], s.pool
    drag(qtbot, table.view, centre(pool), card.area.center())
    after = state(controller)
    assert controller.session.record.steps[-1] == (0, ("take", target))
    assert after.paid[target] == paid + 1 and after.pool == units - 1


def test_te_an_illegal_drop_snaps_back_and_says_why(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table)
    messages: list[str] = []
    table.status.connect(messages.append)
    s = state(controller)
    c = s.hands[0][0]
    piece = table.scene.piece(f"card:{c}")
    market = table.scene.zone("seat:1")  # a hand card on the other player's name strip means nothing
    assert piece is not None and market is not None
    before = controller.session.state_hash()
    drag(qtbot, table.view, centre(piece), market.area.center())
    assert controller.session.state_hash() == before
    assert messages and messages[-1]


def test_te_d1_funding_chips_show_income_received_of_needed_and_what_will_collapse(qtbot: Any) -> None:
    from civitas.games.territory.table.pieces import FundingChip

    controller, table = make(2, "en", seed=3)
    advance(controller, lambda s: s.round >= 2 and s.phase == "draft"
            and any(s.facts.type[c] == "building" for t in s.lands[0] for c in s.on[t]))
    table.rerender(animate=False)
    show(qtbot, table)
    s = state(controller)
    for t in s.lands[0]:
        for c in s.on[t]:
            if s.host[c] != t or s.facts.type[c] not in ("building", "character"):
                continue
            piece = table.scene.piece(f"card:{c}")
            assert piece is not None
            chips = [i for i in piece.childItems() if isinstance(i, FundingChip)]
            assert len(chips) == 1 and (chips[0].paid, chips[0].need) == (s.paid[c], need(s, c))
            # TE-D1, before it happens: a card that needs income and lacks some is marked to collapse
            assert chips[0].at_risk == (s.facts.req[c] > 0 and s.paid[c] < need(s, c))


def test_te_setup_has_no_panel_of_its_own() -> None:
    assert create_setup(get_game("territory"), None) is None  # type: ignore[arg-type]


def test_te_a_hint_names_its_move_in_words_and_rings_its_pieces(qtbot: Any) -> None:
    from civitas.ai.hints import hint, hint_messages
    from civitas.engine.log import render
    from civitas.games.territory.view import view

    controller, table = make(2, "en", seed=3)
    advance(controller, lambda s: s.phase == "draft" and s.turn == 0 and s.pool > 0)
    table.rerender(animate=False)
    show(qtbot, table)
    s = state(controller)
    found = hint(controller.game, view(s, 0), 0, "easy", Rng(1))
    assert found.moves and found.best.action in controller.game.legal_actions(s, 0)
    messages = hint_messages("territory", "en")
    for move in found.moves:
        text = render(messages[move.reason], move.reason_args, controller.catalog, "en", NAMES["en"][:2])
        assert text and "{" not in text and "@" not in text and "(" not in text.split(" ")[0]
        assert table.binds.label(move.action)  # the move has its words on the table
    table.on_hint(0, found)
    ringed = [p for p in table.scene.pieces if p.hint_rank == 1]
    keys = table.binds.pieces(found.best.action)
    if keys:  # a move with pieces rings them; a button move stars its button
        assert {p.key for p in ringed} >= set(keys)


def test_te_u1_bridges_are_drawn_and_every_union_tile_shows_who_is_significant(qtbot: Any) -> None:
    from civitas.games.territory.rules import significance, unions
    from civitas.games.territory.table.pieces import LinksItem
    from civitas.ui.table.board import BadgeItem

    controller, table = make(4, "en", seed=5, until=lambda s: bool(unions(s)) and s.turn == 0)
    table.rerender(animate=False)
    show(qtbot, table)
    s = state(controller)
    links = [i for i in table.scene.items() if isinstance(i, LinksItem)]
    assert len(links) == 1 and len(links[0].arcs) == len(s.links)  # every bridge, working or not
    names = NAMES["en"]
    for group in unions(s):
        sig = significance(s, group)
        for t in group:
            tile = table.scene.piece(f"land:{t}")
            assert tile is not None
            badges = [b for b in tile.childItems() if isinstance(b, BadgeItem)]
            assert badges, t
            tip = badges[0].toolTip()
            for p in {s.owner[u] for u in group}:
                assert f"{names[p]} {sig[p]}" in tip


def test_tr_t48_a_lower_bid_for_your_offer_is_asked_in_words_with_accept_and_refuse(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    game = controller.game
    advance(controller, lambda s: s.phase == "offer" and s.turn == 0 and bool(s.hands[0]))
    card = state(controller).hands[0][0]
    assert controller.try_act(0, ("offer", card, 3)) is None
    advance(controller, lambda s: s.phase == "buy" and s.turn == 1)
    s = state(controller)
    bid = next((a for a in game.legal_actions(s, 1) if a[0] == "bid" and a[1] == card), None)
    if bid is None:
        pytest.skip("the buyer cannot bid here")
    assert controller.try_act(1, bid) is None
    table.rerender(animate=False)
    show(qtbot, table)
    prompt = table.prompt()
    assert prompt is not None
    text, choices = prompt
    assert NAMES["en"][1] in text and "asked 3" in text
    assert {c.action for c in choices} == {("accept",), ("refuse",)}
    offered = table.scene.piece(f"card:{card}")
    assert offered is not None and offered.zone_id == "market"


def test_tr_t48_the_bid_waiting_for_its_answer_shows_on_the_offer_to_the_bidder_too(qtbot: Any) -> None:
    from civitas.ui.table.board import BadgeItem

    controller, table = make(2, "en", seed=3, humans={0, 1})
    game = controller.game
    advance(controller, lambda s: s.phase == "offer" and s.turn == 0 and bool(s.hands[0]))
    card = state(controller).hands[0][0]
    assert controller.try_act(0, ("offer", card, 3)) is None
    advance(controller, lambda s: s.phase == "buy" and s.turn == 1)
    bid = next((a for a in game.legal_actions(state(controller), 1) if a[0] == "bid" and a[1] == card), None)
    if bid is None:
        pytest.skip("the buyer cannot bid here")
    assert controller.try_act(1, bid) is None
    for viewer in (0, 1):  # the seller answers; the bidder, who is not asked, sees the same bid waiting
        controller.set_viewer(viewer)
        table.rerender(animate=False)
        offered = table.scene.piece(f"card:{card}")
        assert offered is not None
        tips = [b.toolTip() for b in offered.childItems() if isinstance(b, BadgeItem)]
        assert any(tip.startswith(f"{NAMES['en'][1]} bids") for tip in tips), (viewer, tips)
    assert table.prompt() is None  # the bidder waits


def test_te_d1_the_prompt_names_what_would_collapse_before_destruction(qtbot: Any) -> None:
    from civitas.games.territory.preview import collapsing

    controller, table = make(2, "en", seed=3)
    advance(controller, lambda s: s.phase == "draft" and s.turn == 0 and bool(collapsing(s, 0)))
    table.rerender(animate=False)
    show(qtbot, table)
    s = state(controller)
    prompt = table.prompt()
    assert prompt is not None
    assert "would collapse" in prompt[0]
    for c in collapsing(s, 0):
        assert controller.catalog[f"card.{s.facts.kind[c]}"] in prompt[0]


def test_te_m1_dropping_a_hand_card_on_the_market_asks_the_price(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    advance(controller, lambda s: s.phase == "offer" and s.turn == 0 and bool(s.hands[0]))
    table.rerender(animate=False)
    show(qtbot, table)
    card = state(controller).hands[0][0]
    piece, market = table.scene.piece(f"card:{card}"), table.scene.zone("market")
    assert piece is not None and market is not None and piece.draggable
    meaning = table.drop_action(piece, market)
    assert callable(meaning)
    table.menu_choices = []
    meaning()
    prices = sorted(int(c.action[2]) for c in table.menu_choices if c.action and c.action[0] == "offer")
    assert prices == [1, 2, 3]  # TR: an asking price of one to three cards
    if table.menu is not None:
        table.menu.close()
