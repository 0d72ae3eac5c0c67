"""Nothing on the Age of Heroes table is cut short at 1280x800 and 1366x768, in Russian or English:
in the main window, at the fair (with its panel open), in a turn, in a war and when discarding, no
text drawn on the table was elided or clipped at its last paint, and every label, button and list of
the fair panel shows its whole text."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from heroes_fixtures import NAMES, heroes_game, plain_step
from table_helpers import cut_widgets

from civitas.engine.session import Session
from civitas.games.heroes.cards import GRAIN, IRON, STONE, WOOD
from civitas.storage.settings import Settings
from civitas.ui.ai_runner import AiRunner
from civitas.ui.i18n import install_language
from civitas.ui.main_window import MainWindow
from civitas.ui.style import STYLE_SHEET
from civitas.ui.table.fit import scene_elisions

SIZES = [(1280, 800), (1366, 768)]


def seated(players: int, seed: int) -> Session:
    """A new game with the viewer (seat 0) and computer players (who wait: see ``window``)."""
    seats: list[dict[str, Any]] = [{"name": NAMES[0]}] + [{"name": n, "ai": "easy"} for n in NAMES[1:players]]
    return Session.new(heroes_game(), {"players": players}, seed, players=seats)


def advance(session: Session, phase: str) -> Session:
    """Play dull moves until seat 0 must decide in ``phase``."""
    game = session.game
    for _ in range(5000):
        state = session.state
        movers = game.to_move(state)
        if state.phase == phase and 0 in movers and not state.pending:
            return session
        session.act(movers[0], plain_step(game, state, movers[0]))
    raise AssertionError(phase)


def give_hand(session: Session, seat: int, cards: list[int]) -> None:
    state = session.state
    pool = state.hands[seat] + state.deck
    for card in cards:
        pool.remove(card)
    state.hands[seat] = list(cards)
    state.deck = pool


def fair(players: int) -> Session:
    return advance(seated(players, 13), "trade")


def turn(players: int) -> Session:
    return advance(seated(players, 9), "action")


def war() -> Session:
    """Seat 0 has declared a war on seat 1 and picks the armies to send."""
    session = advance(seated(3, 5), "action")
    state = session.state
    state.supply[0] -= 2 - len(state.armies[0])
    state.armies[0] = [0, 0]
    session.act(0, ("war", 1))
    session.act(0, ("goal", "plunder"))
    assert state.phase == "war_send"
    return session


def discard() -> Session:
    session = advance(seated(4, 9), "action")
    give_hand(session, 0, [IRON, IRON, WOOD, WOOD, GRAIN, GRAIN, STONE, STONE])
    session.act(0, ("skip",))
    assert session.state.phase == "discard"
    return session


MOMENTS = {
    "fair-3": lambda: fair(3),
    "fair-6": lambda: fair(6),
    "turn-2": lambda: turn(2),
    "turn-4": lambda: turn(4),
    "turn-6": lambda: turn(6),
    "war-3": war,
    "discard-4": discard,
}


@pytest.fixture
def window_for(qtbot: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The main window with a session on screen at a size, in a language, in the app's style."""
    monkeypatch.setattr(AiRunner, "use_worker", False)
    qapp.setStyleSheet(STYLE_SHEET)
    windows: list[MainWindow] = []

    def make(session: Session, lang: str, size: tuple[int, int]) -> MainWindow:
        install_language(lang)
        window = MainWindow(Settings(language=lang, ai_delay_ms=600_000), games=["heroes"])
        qtbot.addWidget(window)
        window.show()
        window.set_language(lang)
        window.open_session(session)
        window.resize(*size)
        windows.append(window)
        qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1])
        qtbot.wait(50)
        return window

    yield make
    for window in windows:
        window.close()
    install_language("en")
    qapp.setStyleSheet("")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("moment", list(MOMENTS))
def test_no_text_on_the_table_is_cut_short(window_for, moment, lang, size):
    window = window_for(MOMENTS[moment](), lang, size)
    table = window.game_screen.table
    table.grab()  # paint every item, so that each records what it had to shorten
    assert scene_elisions(table.scene) == []
    if moment.startswith("fair"):
        assert table.fair.isVisible()
        assert cut_widgets(table.fair) == []
    else:
        assert not table.fair.isVisible()
