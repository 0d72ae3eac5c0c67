"""The Ancient World table lays out to the window (measured in screen pixels, scene size × the view's
scale, in the main window at 1280x800 and 1920x1080): card names are at least 8 px, the cards drawn
while exploring sit side by side without overlapping or cutting a name, the fight report is at least
9 px, and everything grows with the window."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from civitas.engine.decisions import Frame
from civitas.engine.registry import get_game, register
from civitas.engine.rng import Rng
from civitas.engine.session import Session
from civitas.games.ancient.ai import KNOWLEDGE
from civitas.games.ancient.state import AncientState
from civitas.games.ancient.table.fight_view import PanelItem, panel_font_px
from civitas.games.ancient.table.look import title_pixels
from civitas.storage.settings import Settings
from civitas.ui.ai_runner import AiRunner
from civitas.ui.i18n import install_language
from civitas.ui.main_window import MainWindow
from civitas.ui.style import STYLE_SHEET
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.fit import scene_elisions

SMALL, LARGE = (1280, 800), (1920, 1080)


def late_in_the_game(session: Session) -> None:
    """Seat 0 about to move in round 6 of a game the quick policy played: full empires."""
    game, rng = session.game, Rng(3)
    while True:
        s = session.state
        assert isinstance(s, AncientState)
        if s.round == 6 and s.stack.top is None and s.turn == 0:
            return
        seat = game.to_move(s)[0]
        session.act(seat, KNOWLEDGE.policy(game, s, seat, game.legal_actions(s, seat), rng))


def exploring(session: Session) -> None:
    """Seat 0 has explored and chooses one of eight drawn cards."""
    s = session.state
    assert isinstance(s, AncientState)
    s.turn = 0
    s.stack.push(Frame("explore_pick", 0, "explore", {"drawn": list(s.deck[-8:])}))


@pytest.fixture
def window_for(qtbot: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., MainWindow]]:
    monkeypatch.setattr(AiRunner, "use_worker", False)
    qapp.setStyleSheet(STYLE_SHEET)
    register("ancient", "civitas.games.ancient.package")
    windows: list[MainWindow] = []

    def make(players: int, size: tuple[int, int], lang: str = "en",
             prep: Callable[[Session], None] | None = None) -> MainWindow:
        install_language(lang)
        seats: list[dict[str, Any]] = [{"name": "Ann"}] + [{"name": n, "ai": "easy"}
                                                           for n in ("Bob", "Cleo", "Dan")[:players - 1]]
        session = Session.new(get_game("ancient"), {"players": players}, 5, players=seats)
        if prep is not None:
            prep(session)
        window = MainWindow(Settings(language=lang, ai_delay_ms=600_000), games=["ancient"])
        qtbot.addWidget(window)
        window.show()
        window.set_language(lang)
        window.open_session(session)
        window.resize(*size)
        windows.append(window)
        qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1])
        qtbot.wait(30)
        return window

    yield make
    for window in windows:
        window.close()
    install_language("en")
    qapp.setStyleSheet("")


def scale(window: MainWindow) -> float:
    return float(window.game_screen.table.view.transform().m11())


def face_up_cards(window: MainWindow, zone_prefix: str = "") -> list[CardItem]:
    return [p for p in window.game_screen.table.scene.pieces
            if isinstance(p, CardItem) and not p.face.back and p.zone_id.startswith(zone_prefix)]


@pytest.mark.parametrize("players", [3, 4])
def test_every_card_name_is_at_least_8_px_at_1280x800(window_for: Any, players: int) -> None:
    window = window_for(players, SMALL)
    m = scale(window)
    cards = face_up_cards(window)
    assert len(cards) > 10
    smallest = min(title_pixels(c.face.title, c.size.width() * m) for c in cards)
    assert smallest >= 8.0


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_full_empires_in_round_6_show_every_name_whole_and_at_least_8_px(window_for: Any, players: int,
                                                                         lang: str) -> None:
    window = window_for(players, SMALL, lang, late_in_the_game)
    table = window.game_screen.table
    m = scale(window)
    cards = face_up_cards(window)
    assert min(title_pixels(c.face.title, c.size.width() * m) for c in cards) >= 8.0
    table.grab()
    assert [text for kind, text in scene_elisions(table.scene) if kind in ("CardItem", "Zone")] == []


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_cards_drawn_while_exploring_never_overlap_nor_cut_a_name(window_for: Any, players: int,
                                                                        lang: str) -> None:
    window = window_for(players, SMALL, lang, exploring)
    table = window.game_screen.table
    drawn = table.scene.pieces_in("choose")
    assert len(drawn) == 8
    rects = [QRectF(p.home, p.size) for p in drawn]
    for i, a in enumerate(rects):
        assert table.scene.zone("choose").area.contains(a)
        for b in rects[i + 1:]:
            assert not a.intersects(b)
    m = scale(window)
    assert min(title_pixels(p.face.title, p.size.width() * m) for p in drawn) >= 8.0
    table.grab()
    assert [text for kind, text in scene_elisions(table.scene) if kind == "CardItem"] == []


def test_the_fight_report_is_at_least_9_px_at_1280x800(window_for: Any) -> None:
    window = window_for(3, SMALL)
    table = window.game_screen.table
    table.fight.fight_lines = [("Titan fight", "", False), ("Ann beat Cave Giant with 7 against 4.", "", False)]
    table.fight.dice_faces = ["titan", "coin", "blank"]
    table.refresh()
    panels = [item for item in table.scene.items() if isinstance(item, PanelItem)]
    assert panels
    m = scale(window)
    assert panel_font_px(False, m) * m >= 9.0
    assert panel_font_px(True, m) * m >= 10.0
    table.grab()
    assert panels[0].elided == []


@pytest.mark.parametrize("players", [3, 4])
def test_cards_grow_with_the_window(window_for: Any, players: int) -> None:
    def widths(window: MainWindow) -> dict[str, float]:
        m = scale(window)
        out = {prefix: max(c.size.width() * m for c in face_up_cards(window, prefix))
               for prefix in ("display", "troops", "choose")}
        table = window.game_screen.table
        own = table.scene.piece(f"card:{table.seen().tableau[0][0]}")
        assert own is not None
        out["own empire"] = own.size.width() * m
        return out

    small = widths(window_for(players, SMALL, prep=exploring))
    large = widths(window_for(players, LARGE, prep=exploring))
    for prefix, px in small.items():
        assert large[prefix] > px * 1.15, prefix
