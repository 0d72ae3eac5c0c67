"""The "last turn!" banner of Age of Heroes: while a tribe's victory claim (five cities or a complete
monument) stands, a banner on the table says who claims what and that this is the last chance to stop
it, in the current language; it goes when the claim is stopped or the game ends.

The position: Boris holds five cities and has claimed; Anna starts her turn and draws an eruption."""

from __future__ import annotations

from typing import Any

from heroes_helpers import position, stack

from civitas.engine.events import Event
from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.games.heroes import flow
from civitas.games.heroes.cards import ERUPTION
from civitas.games.heroes.rules import check_claims
from civitas.ui.ai_runner import AiRunner
from civitas.ui.alert_banner import alert_lines
from civitas.ui.controller import GameController
from civitas.ui.game_screen import GameScreen
from civitas.ui.i18n import install_language

PLAYERS = [{"name": "Anna"}, {"name": "Boris", "ai": "easy"}, {"name": "Clio", "ai": "easy"}]
NONE = ("respond", "none")


def claim_session() -> Session:
    game = get_game("heroes")
    session = Session.new(game, {"players": 3}, 1, PLAYERS)
    s = position(3, current=0, phase="turn_start")
    stack(s, ERUPTION)
    s.cities[1] = 5
    s.supply[1] -= 4
    events: list[Event] = []
    check_claims(s, events)  # Boris's claim: the others have one turn each to stop it
    assert [e.kind for e in events] == ["last_turn"] and s.claims[1]
    flow.run(s, events)  # Anna's turn starts: she draws the eruption and picks its victim
    assert ("erupt", 1) in game.legal_actions(s, 0)
    session.state = s
    return session


def screen_for(qtbot: Any, monkeypatch: Any, session: Session, humans: set[int] | None = None) -> GameScreen:
    monkeypatch.setattr(AiRunner, "use_worker", False)
    install_language("en")
    controller = GameController(session, humans or {0}, "en")
    screen = GameScreen(controller, ai_delay_ms=0)
    screen.autosave_enabled = False
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.ai_controls.pause_button.click()  # the test plays the computer players' moves
    screen.start()
    return screen


def test_the_banner_shows_a_standing_claim_and_goes_when_the_claim_is_stopped(qtbot: Any, monkeypatch: Any):
    screen = screen_for(qtbot, monkeypatch, claim_session())
    banner = screen.overlays.alert
    assert banner.isVisible()
    assert banner.text() == (
        "Last turn! Boris claims victory with five cities. There will be no other chance to stop it."
    )
    table_top = screen.table.mapTo(screen.content, screen.table.rect().topLeft()).y()
    assert banner.geometry().top() >= table_top and banner.geometry().bottom() < screen.table.height() // 2
    install_language("ru")
    screen.controller.set_language("ru")
    assert banner.text().startswith("Последний ход! Boris претендует на победу (пять городов).")
    install_language("en")
    screen.controller.set_language("en")
    # Anna's eruption destroys one of Boris's cities: four are not enough, the claim is stopped.
    assert screen.controller.try_act(0, ("erupt", 1)) is None
    assert banner.isVisible()  # Boris may still answer with Luck
    assert screen.controller.try_act(1, NONE) is None
    assert screen.controller.session.state.cities[1] == 4
    assert not banner.isVisible() and banner.text() == ""
    screen.shutdown()


def test_the_banner_stays_through_the_last_turn_and_goes_when_the_game_ends(qtbot: Any, monkeypatch: Any):
    screen = screen_for(qtbot, monkeypatch, claim_session())
    controller, banner = screen.controller, screen.overlays.alert
    game, state = controller.game, controller.session.state
    assert controller.try_act(0, ("erupt", 2)) is None  # Clio's city burns instead
    for _ in range(300):
        if game.is_over(state):
            break
        assert banner.isVisible()
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        dull = [a for a in (("trade_done",), ("skip",), NONE, ("end_build",)) if a in legal]
        assert controller.try_act(seat, dull[0] if dull else legal[0]) is None
    assert game.is_over(state) and state.winner == 1
    assert not banner.isVisible()


def test_the_claimant_reads_its_own_banner(monkeypatch: Any):
    session = claim_session()
    controller = GameController(session, {1}, "en")
    assert alert_lines(controller) == [
        "Last turn! You claim victory with five cities: hold on to it until your next turn."
    ]
    controller.set_language("ru")
    assert alert_lines(controller)[0].startswith("Последний ход! Вы претендуете на победу (пять городов)")
