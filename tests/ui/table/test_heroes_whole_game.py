"""A whole game of Age of Heroes played through the real main window to the game-over screen.

One person (seat 0) against two computer seats (the quick random stand-in, no pause). The person is
a simple scripted player who acts only through the table's widgets, as someone at the screen would:
clicks on the fair panel, the prompt line and the action bar, and real mouse drags of cards on the
view's viewport (press, moves, release). The game's own round limit keeps it short.
"""

from __future__ import annotations

from typing import Any

import pytest
from heroes_fixtures import heroes_game
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from table_helpers import centre, click, drag

from civitas.games.heroes.cards import special_of
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.table import HeroesTable
from civitas.ui.game_over import GameOverScreen
from civitas.ui.main_window import MainWindow
from civitas.ui.new_game_dialog import NewGameSetup
from civitas.ui.table.anim import Animator
from civitas.ui.table.card_item import CardItem

ROUNDS = 6
SEED = 1  # a game in which the person can afford a city on the way


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def prompt_button(table: HeroesTable, *keys: str) -> QPushButton | None:
    """The first prompt button whose name is one of ``keys`` (in that order of preference)."""
    by_key = {b.objectName(): b for b in table.prompt_button_list}
    for key in keys:
        if key in by_key:
            return by_key[key]
    return None


def bar_button(table: HeroesTable, key: str) -> QPushButton | None:
    return next((b for b in table.bar_buttons if b.objectName() == key), None)


def hand_cards(table: HeroesTable) -> list[CardItem]:
    return [p for p in table.scene.pieces_in("hand") if isinstance(p, CardItem) and p.draggable]


class Player:
    """Seat 0's script: finish trading at once; on its turn build cities when it can (by dragging a
    card onto the city in the supply), else collect taxes; put its special cards on the monument;
    discard when over the hand limit; answer every question with the prompt's buttons."""

    def __init__(self, qtbot: Any, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.builds = 0
        self.drags = 0
        self.clicks = 0
        self.dragged_at = (-1, -1)

    @property
    def table(self) -> HeroesTable:
        screen = self.window.game_screen
        assert screen is not None and isinstance(screen.table, HeroesTable)
        return screen.table

    def state(self) -> HeroesState:
        state = self.window.game_screen.controller.session.state  # type: ignore[union-attr]
        assert isinstance(state, HeroesState)
        return state

    def my_turn(self) -> bool:
        game = heroes_game()
        return 0 in game.to_move(self.state())

    def press(self, button: QWidget) -> None:
        click(self.qtbot, button)
        self.clicks += 1

    def drag_to(self, card: CardItem, zone_id: str) -> None:
        self.dragged_at = self.moment()
        zone = self.table.scene.zone(zone_id)
        assert zone is not None, zone_id
        drag(self.qtbot, self.table.view, centre(card), zone.area.center())
        QApplication.processEvents()
        self.drags += 1

    def can_build_city(self) -> bool:
        acts = self.table.acts
        return acts is not None and bool(acts.builds(1))

    def build_city(self) -> None:
        """Drag a card the city costs onto the city in the supply (the table picks the payment)."""
        before = self.state().cities[0]
        cards = hand_cards(self.table)
        card = min(cards, key=lambda c: ("stone", "wood", "gold").index(k) if (k := self._kind(c)) in (
            "stone", "wood", "gold") else 9)
        self.drag_to(card, "supply:1")
        if self.state().cities[0] > before:
            self.builds += 1

    def _kind(self, card: CardItem) -> str:
        from civitas.games.heroes.cards import KIND_IDS

        payload = card.payload
        assert isinstance(payload, tuple)
        return KIND_IDS[int(payload[1])]

    def moment(self) -> tuple[int, int]:
        record = self.window.game_screen.controller.session.record  # type: ignore[union-attr]
        return len(record.steps), record.undo_used

    def step(self) -> None:
        """One decision of seat 0, made through the table's widgets. A drag that did not do what it
        meant to is not tried again at the same moment: the buttons answer instead."""
        table = self.table
        # buttons made by the last re-render show once the event loop has run
        for _ in range(50):
            self.qtbot.wait(1)
            if all(b.isVisible() for b in table.bar_buttons + table.prompt_button_list):
                break
        if not self.my_turn():
            return
        s = self.state()
        tried = self.moment() == self.dragged_at
        if s.pending:
            button = prompt_button(table, "consent_yes", "respond_none", "defend_none", "defend_olympics")
            if button is None and table.prompt_button_list:
                button = table.prompt_button_list[0]
            assert button is not None, f"no answer for {s.pending[-1]}"
            self.press(button)
        elif s.phase == "trade":
            assert table.fair.isVisible()
            self.press(table.fair.done)
        elif s.phase in ("action", "build") and not tried and self.can_build_city():
            self.build_city()
        elif s.phase == "build":
            self.press(self.need(prompt_button(table, "end_build")))
        elif s.phase == "action":
            self.press(self.need(bar_button(table, "tax") or bar_button(table, "skip")))
        elif s.phase == "monument" and not tried and (own := self.own_special()) is not None:
            self.drag_to(own, "monument")
        elif s.phase == "monument":
            self.press(self.need(prompt_button(table, "monument0")))
        elif s.phase == "discard" and not tried:
            self.drag_to(hand_cards(table)[0], "discard")
        else:  # discarding by button, or a war step (this player never attacks, so none come)
            assert table.prompt_button_list, f"stuck in {s.phase}"
            self.press(table.prompt_button_list[0])

    @staticmethod
    def need(button: QPushButton | None) -> QPushButton:
        assert button is not None
        return button

    def own_special(self) -> CardItem | None:
        own = special_of(self.state().tribe[0])
        return next((c for c in hand_cards(self.table) if c.payload == ("card", own)), None)


def play_in_the_window(qtbot: Any, make_window: Any, moves: int = 3000) -> tuple[MainWindow, Player]:
    """Open a 3-player game at 1280x800 and let the person play until the game-over screen, or until they have
    made ``moves`` moves."""
    heroes_game()
    window = make_window(["heroes"])
    window.resize(1280, 800)
    players = [
        {"name": "Anna", "color": "", "ai": ""},
        {"name": "Boris", "color": "", "ai": "easy"},
        {"name": "Clio", "color": "", "ai": "easy"},
    ]
    screen = window.start_game(NewGameSetup("heroes", {"players": 3, "round_limit": ROUNDS}, SEED, players))
    assert isinstance(screen.table, HeroesTable)
    assert screen.controller.humans == {0}
    assert screen.runner.random_play  # the quick stand-in plays the computer seats
    qtbot.waitExposed(window)
    player = Player(qtbot, window)
    idle = made = 0
    for _ in range(3000):
        if window.game_over is not None or made >= moves:
            break
        if player.my_turn():
            player.step()
            made += 1
            idle = 0
        else:
            qtbot.wait(2)  # the computer seats act on their timers
            idle += 1
            assert idle < 2000, "the computer seats stopped moving"
    return window, player


def test_the_first_moves_through_the_table_are_made_by_clicks_and_drags(qtbot, make_window):
    """The per-commit variant of the whole game below: the person's first 2 moves, through the widgets."""
    window, player = play_in_the_window(qtbot, make_window, moves=2)
    assert window.game_over is None
    steps = window.game_screen.controller.session.record.steps  # type: ignore[union-attr]
    assert sum(1 for seat, _ in steps if seat == 0) >= 2
    assert player.clicks + player.drags >= 2


@pytest.mark.slow
def test_a_whole_game_through_the_table_to_the_game_over_screen(qtbot, make_window):
    window, player = play_in_the_window(qtbot, make_window)
    over = window.game_over
    assert isinstance(over, GameOverScreen)
    assert window.stack.currentWidget() is over
    state = player.state()
    assert state.phase == "over" and state.winner >= 0
    winners = over.winners()
    assert winners == [state.winner]
    assert over.heading.text() == f"{['Anna', 'Boris', 'Clio'][state.winner]} wins!"
    # the person really played: fairs left, taxes collected, cities built by dragging
    assert player.clicks > ROUNDS and player.drags > 0 and player.builds >= 1
    steps = window.game_screen.controller.session.record.steps  # type: ignore[union-attr]
    assert sum(1 for seat, action in steps if seat == 0 and action[:2] == ("build", "city")) == player.builds
