"""Territory's gestures, offscreen with real mouse events on the view's viewport: a drop lands where the cursor
is (releasing the pool on a covered card's title funds that card), the dragged piece shrinks so it hides no
target, and every gesture that does nothing says why on the table's message line — a third card after both
placements, a Windfall with nothing to act on, a market card before the offers are done, a Mansion dropped on
a rival's territory, a release where nothing takes the piece."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from table_helpers import centre, drag, open_table, show

from civitas.engine.registry import get_game
from civitas.games.territory import board
from civitas.games.territory.state import TerritoryState
from civitas.games.territory.table import TerritoryTable, create_table
from civitas.games.territory.table.pieces import FundingChip
from civitas.ui.controller import GameController
from civitas.ui.table.anim import Animator


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def _pull(s: TerritoryState, kind_id: str) -> int:
    for pile in (s.deck, s.dev_deck):
        for c in pile:
            if s.facts.kind[c] == kind_id:
                pile.remove(c)
                return c
    for hand in s.hands:
        for c in hand:
            if s.facts.kind[c] == kind_id:
                hand.remove(c)
                return c
    raise AssertionError(kind_id)


def _table(qtbot: Any, arrange: Any) -> tuple[GameController, TerritoryTable, TerritoryState, list[str]]:
    """A 2-player table whose position ``arrange(state)`` set up before it opened; the messages it says."""

    def create(controller: GameController) -> Any:
        arrange(controller.session.state)
        return create_table(controller)

    controller, table = open_table(get_game("territory"), {"players": 2, "first_leader": "1"}, 3, ["Ann", "Bob"],
                                   "en", None, create)
    assert isinstance(table, TerritoryTable)
    show(qtbot, table)
    messages: list[str] = []
    table.status.connect(messages.append)
    s = controller.session.state
    assert isinstance(s, TerritoryState)
    return controller, table, s, messages


def _land(s: TerritoryState, seat: int, *kinds: str) -> tuple[int, list[int]]:
    t = board.new_territory(s, seat, s.deck.pop(0))
    cards = [_pull(s, k) for k in kinds]
    for c in cards:
        board.lay(s, c, t)
    return t, cards


def _click(qtbot: Any, table: TerritoryTable, point: QPointF) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.view.mapFromScene(point))


@pytest.mark.parametrize("full_size", [False, True])
def test_releasing_the_pool_on_a_covered_cards_title_funds_that_card(qtbot: Any, full_size: bool) -> None:
    """Also with a drag image at full size: the cursor, not the image, picks the card."""
    held: dict[str, int] = {}

    def arrange(s: TerritoryState) -> None:
        t, (house, factory, kiosk) = _land(s, 0, "house", "factory", "kiosk")
        held["house"] = house
        s.phase, s.turn, s.pool = "draft", 0, 10

    controller, table, s, _ = _table(qtbot, arrange)
    if full_size:
        table.scene.drag.drag_scale = 1.0
    house = held["house"]
    title = table.scene.zone(f"onto:{house}")
    pool = table.scene.piece("pool")
    assert title is not None and pool is not None
    # grabbed by its corner, the dragged pool hangs over the cards below the title it is released on
    grip = pool.sceneBoundingRect().topLeft() + QPointF(4, 4)
    drag(qtbot, table.view, grip, title.area.center())
    assert controller.session.record.steps[-1] == (0, ("take", house))
    assert s.paid[house] == 1


def test_the_dragged_piece_shrinks_and_lets_the_table_show_through(qtbot: Any) -> None:
    def arrange(s: TerritoryState) -> None:
        _land(s, 0, "house")
        s.phase, s.turn, s.pool = "draft", 0, 10

    _, table, _, _ = _table(qtbot, arrange)
    pool = table.scene.piece("pool")
    assert pool is not None
    viewport, start = table.view.viewport(), table.view.mapFromScene(centre(pool))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    qtbot.mouseMove(viewport, start + start.__class__(30, 30))
    assert table.scene.drag.dragging()
    assert pool.scale() < 0.7 and pool.opacity() < 0.7
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    assert pool.scale() == 1.0


def test_a_third_card_after_both_placements_says_the_limit(qtbot: Any) -> None:
    held: dict[str, int] = {}

    def arrange(s: TerritoryState) -> None:
        t, _ = _land(s, 0, "house")
        held["land"] = t
        card = _pull(s, "factory")
        s.hands[0].append(card)
        held["card"] = card
        s.placed, s.built_land = 2, 1  # both placements and the new territory used

    controller, table, s, messages = _table(qtbot, arrange)
    piece, land = table.scene.piece(f"card:{held['card']}"), table.scene.zone(f"land:{held['land']}")
    assert piece is not None and land is not None and piece.draggable
    before = controller.session.state_hash()
    drag(qtbot, table.view, centre(piece), land.area.center())
    assert controller.session.state_hash() == before
    assert messages and "at most 2 placements" in messages[-1]
    messages.clear()
    _click(qtbot, table, centre(table.scene.piece(f"card:{held['card']}")))
    assert messages and "at most 2 placements" in messages[-1]


def test_a_windfall_with_nothing_to_act_on_says_why(qtbot: Any) -> None:
    held: dict[str, int] = {}

    def arrange(s: TerritoryState) -> None:
        _land(s, 0, "house")
        held["card"] = _pull(s, "lucky_deposits")
        s.hands[0].append(held["card"])
        s.phase, s.turn, s.pool = "draft", 0, 10

    _, table, _, messages = _table(qtbot, arrange)
    piece = table.scene.piece(f"card:{held['card']}")
    assert piece is not None
    _click(qtbot, table, centre(piece))
    assert messages and "stores units" in messages[-1]
    messages.clear()
    drag(qtbot, table.view, centre(piece), centre(table.scene.piece("pool")))
    assert messages and messages[-1]


def test_a_market_card_before_the_offers_are_done_says_when_it_can_be_bought(qtbot: Any) -> None:
    held: dict[str, int] = {}

    def arrange(s: TerritoryState) -> None:
        card = _pull(s, "kiosk")
        s.offers.append([1, card, 1])
        held["card"] = card
        s.phase, s.turn = "offer", 0

    _, table, _, messages = _table(qtbot, arrange)
    piece, hand = table.scene.piece(f"card:{held['card']}"), table.scene.zone("hand:0")
    assert piece is not None and hand is not None
    _click(qtbot, table, centre(piece))
    assert messages and "once every player has made their offers" in messages[-1]
    messages.clear()
    drag(qtbot, table.view, centre(piece), hand.area.center())
    assert messages and messages[-1]


def test_a_mansion_dropped_on_a_rivals_territory_says_the_territory_is_not_yours(qtbot: Any) -> None:
    held: dict[str, int] = {}

    def arrange(s: TerritoryState) -> None:
        _land(s, 0, "house")
        _land(s, 0, "kiosk")
        held["rival"], _ = _land(s, 1, "house")
        held["card"] = _pull(s, "mansion")
        s.hands[0].append(held["card"])

    _, table, _, messages = _table(qtbot, arrange)
    piece, rival = table.scene.piece(f"card:{held['card']}"), table.scene.zone(f"land:{held['rival']}")
    assert piece is not None and rival is not None
    drag(qtbot, table.view, centre(piece), rival.area.center())
    assert messages and messages[-1] == "That territory is not yours."


def test_a_release_where_nothing_takes_the_piece_says_so(qtbot: Any) -> None:
    def arrange(s: TerritoryState) -> None:
        s.phase, s.turn = "build", 0

    controller, table, s, messages = _table(qtbot, arrange)
    piece = table.scene.piece(f"card:{s.hands[0][0]}")
    assert piece is not None
    empty = QPointF(table.scene.sceneRect().right() - 2, table.scene.sceneRect().bottom() - 2)
    assert not [z for z in table.scene.zones if z.accepts and z.area.contains(empty)]
    drag(qtbot, table.view, centre(piece), empty)
    assert messages and "nothing takes it" in messages[-1]


def test_the_pay_prompt_shows_one_button_per_different_card_and_how_many_are_left(qtbot: Any) -> None:
    def arrange(s: TerritoryState) -> None:
        offer = _pull(s, "trade_house")
        s.offers.append([1, offer, 2])
        s.hands[0][:] = [_pull(s, "kiosk"), _pull(s, "kiosk"), _pull(s, "house")]
        s.phase, s.turn, s.pending = "pay", 0, [offer, 2]

    _, table, _, _ = _table(qtbot, arrange)
    prompt = table.prompt()
    assert prompt is not None
    text, choices = prompt
    labels = [c.label for c in choices if c.action is not None and c.action[0] == "pay"]
    assert labels and len(labels) == len(set(labels)) == 2
    assert "2 more card" in text  # (the plural form comes with the translation files)


def test_the_buy_prompt_offers_no_lower_bid_when_every_offer_asks_one_card(qtbot: Any) -> None:
    def arrange(s: TerritoryState) -> None:
        s.offers.append([1, _pull(s, "kiosk"), 1])
        s.offers.append([1, _pull(s, "factory"), 1])
        s.phase, s.turn = "buy", 0

    controller, table, s, _ = _table(qtbot, arrange)
    assert not [a for a in controller.game.legal_actions(s, 0) if a[0] == "bid"]
    prompt = table.prompt()
    assert prompt is not None
    text = prompt[0]
    assert "bid lower" not in text and "every offer asks 1 card" in text


def test_a_funding_chip_says_collapse_only_of_a_card_that_can_collapse(qtbot: Any) -> None:
    def arrange(s: TerritoryState) -> None:
        _land(s, 0, "kiosk", "factory")
        s.phase, s.turn, s.pool = "draft", 0, 10

    _, table, s, _ = _table(qtbot, arrange)
    tips: dict[str, str] = {}
    for c in s.on[s.lands[0][0]]:
        piece = table.scene.piece(f"card:{c}")
        assert piece is not None
        chips = [i for i in piece.childItems() if isinstance(i, FundingChip)]
        assert chips
        tips[s.facts.kind[c]] = chips[0].toolTip()
    assert "never collapses" in tips["kiosk"] and "collapses." in tips["factory"]
    assert "never" not in tips["factory"]
