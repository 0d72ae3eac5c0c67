"""Hints and the coach on the Age of Heroes table, as a player meets them: the move named in words,
the ★/☆ marks explained where they appear, menu buttons starred for the moves inside them, disabled
buttons saying why, the coach's indicator, and a real coach note after a clearly bad move. Every
text a player reads here passes the rule of ``player_text``."""

from __future__ import annotations

import html
from typing import Any

import pytest
from heroes_fixtures import controller_for, session_at
from player_text import check, problems
from PySide6.QtWidgets import QApplication

from civitas.ai.hints import Hint, HintMove
from civitas.engine.rng import Rng
from civitas.games.heroes import GAME
from civitas.games.heroes.ai import KNOWLEDGE
from civitas.games.heroes.cards import CONQUEST, GRAIN, IRON, OLYMPICS, STONE, WOOD
from civitas.games.heroes.table import HeroesTable
from civitas.ui import hint_marks
from civitas.ui.ai_runner import AiRunner
from civitas.ui.game_screen import GameScreen
from civitas.ui.i18n import install_language
from civitas.ui.table.anim import Animator
from civitas.ui.table.widget import Choice


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.05)


@pytest.fixture
def languages(qapp: Any):
    yield ("en", "ru")
    install_language("en")


def give_hand(state: Any, seat: int, cards: list[int]) -> None:
    pool = state.hands[seat] + state.deck
    for card in cards:
        pool.remove(card)
    state.hands[seat] = list(cards)
    state.deck = pool


def explained(view: Any, seat: int, *actions: Any) -> Hint:
    """A hint for ``actions`` (best first) with the reasons the game's knowledge gives them."""
    moves = []
    for i, action in enumerate(actions):
        reason, args = KNOWLEDGE.reason(GAME, view, seat, action)
        moves.append(HintMove(action, 0.6 - 0.1 * i, 100 - 10 * i, reason, args))
    return Hint(seat, moves)


def open_screen(qtbot: Any, session: Any, lang: str = "en", coach: bool = False) -> GameScreen:
    controller = controller_for(session, lang)
    controller.coach = coach
    screen = GameScreen(controller, ai_delay_ms=60_000)
    screen.autosave_enabled = False
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def status(screen: GameScreen) -> str:
    return html.unescape(screen.status_line.text())


def test_a_hint_names_the_move_in_words_and_explains_the_marks_in_both_languages(qtbot, languages):
    for lang in languages:
        install_language(lang)
        session = session_at(3, 4, phase="trade")
        screen = open_screen(qtbot, session, lang)
        view = GAME.view(session.state, 0)
        offers = [a for a in GAME.legal_actions(session.state, 0) if a[0] == "offer"]
        screen._hint_asked = True
        screen.runner.hint_ready.emit(0, explained(view, 0, offers[0], ("trade_done",)))
        text = status(screen)
        label = GAME.describe_action(view, 0, offers[0], lang, screen.controller.player_names())
        assert text.startswith(("Hint: ", "Подсказка: ")) and label in text, text
        assert hint_marks.legend() in text
        assert problems(text) == [], text
        screen.runner.stop()
        screen.close()


def test_starred_buttons_and_menu_entries_say_what_the_star_means(qtbot):
    session = session_at(2, 5)
    give_hand(session.state, 0, [STONE, WOOD, WOOD, IRON])
    controller = controller_for(session)
    table = HeroesTable(controller)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    best = ("build", "city", 0)
    controller.hint_ready.emit(0, explained(GAME.view(session.state, 0), 0, best, ("tax",)))
    build = next(b for b in table.bar_buttons if b.objectName() == "build")
    tax = next(b for b in table.bar_buttons if b.objectName() == "tax")
    assert build.text().startswith(hint_marks.BEST)  # the menu that holds the best move
    assert hint_marks.mark_tip(True) in build.toolTip()
    assert tax.text().startswith(hint_marks.OTHER) and hint_marks.mark_tip(False) in tax.toolTip()
    skip = next(b for b in table.bar_buttons if b.objectName() == "skip")
    assert not skip.text().startswith(("★", "☆")) and hint_marks.mark_tip(True) not in skip.toolTip()
    build.click()
    QApplication.processEvents()
    menu = table.menu
    assert menu is not None and menu.toolTipsVisible()
    starred = [a for a in menu.actions() if a.text().startswith(hint_marks.BEST)]
    assert len(starred) == 1 and hint_marks.mark_tip(True) in starred[0].toolTip()
    assert starred[0].text() == hint_marks.BEST + table.acts.build_label(best)
    menu.close()


def test_disabled_buttons_say_why_in_the_engines_words(qtbot):
    session = session_at(3, 5)
    give_hand(session.state, 0, [GRAIN])
    session.state.armies[0] = []
    controller = controller_for(session)
    table = HeroesTable(controller)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    build = next(b for b in table.bar_buttons if b.objectName() == "build")
    war = next(b for b in table.bar_buttons if b.objectName() == "war")
    assert not build.isEnabled() and not war.isEnabled()
    city_reason = controller.reason_text(GAME.why_not(session.state, 0, ("build", "city", 0)))
    war_reason = controller.reason_text(GAME.why_not(session.state, 0, ("war", 1)))
    assert city_reason in build.toolTip() and war_reason in war.toolTip()
    assert check([("build", build.toolTip()), ("war", war.toolTip())]) == []


def _collect_table_texts(table: HeroesTable) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = [("prompt", table.prompt_label.text())]
    choices: list[Choice] = list(table.bar_choice_list) + list(table.prompt_choices) + list(table.prompt_overflow)
    for piece in table.scene.pieces:
        choices += table.choices_for(piece)
        if piece.toolTip():
            out.append((f"tooltip {piece.key}", piece.toolTip()))
    for zone in table.scene.zones:
        choices += table.choices_for(zone)
    for choice in choices:
        out.append((f"choice {choice.key} {choice.action}", choice.label))
        if choice.tip:
            out.append((f"tip {choice.key}", choice.tip))
    for button in table.bar_buttons + table.prompt_button_list:
        if button.toolTip():
            out.append((f"button tip {button.objectName()}", button.toolTip()))
    return out


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_menu_entry_prompt_and_tooltip_of_the_table_reads_as_words(qtbot, languages, players):
    """Random positions of 2 to 6 players in every phase: what the table offers the seat that must
    decide, in both languages."""
    bad: list[str] = []
    moments: set[str] = set()
    for lang in languages:
        install_language(lang)
        session = session_at(players, 60 + players)
        rng = Rng(players)
        for step in range(260):
            state = session.state
            movers = GAME.to_move(state)
            if not movers:
                break
            seat = movers[rng.below(len(movers))]
            actions = GAME.legal_actions(state, seat)
            moment = str(state.pending[-1][0]) if state.pending else state.phase
            if step % 23 == 0 or moment not in moments:
                moments.add(moment)
                controller = controller_for(session, lang, humans={seat})
                controller.viewer_seat = seat
                table = HeroesTable(controller)
                table.resize(1280, 800)
                bad += check(_collect_table_texts(table))
                table.deleteLater()
            wars = [a for a in actions if a[0] in ("war", "go")]
            action = wars[0] if wars and rng.below(3) == 0 else actions[rng.below(len(actions))]
            session.act(seat, action)
        QApplication.processEvents()
    assert bad == [], "\n".join(bad[:20])
    assert {"trade", "action", "discard"} <= moments


def test_the_coach_shows_it_is_on_and_notes_a_clearly_bad_move(qtbot, monkeypatch):
    """Attacked for conquest by four armies while holding olympic games and five cities with a claim:
    letting the attack happen throws the win away. With the coach on, a real search rates the moves
    before the player answers, and its note follows the bad answer."""
    monkeypatch.setattr(AiRunner, "use_worker", True)
    session = session_at(3, 5, seat=1)
    s = session.state
    s.cities = [5, 1, 1]
    s.supply[1] -= 4
    s.claims[0] = 1
    give_hand(s, 0, [OLYMPICS])
    s.supply[0] -= 3
    s.armies[1] = []
    s.war_units = [0, 0, 0, 0]
    s.war = [1, 0, CONQUEST, 0, 0]
    s.phase = "monument"
    s.pending = [("defend", 0)]
    assert GAME.check_invariants(s) == []
    screen = open_screen(qtbot, session, coach=True)
    try:
        assert screen.coach_label.isVisible() and screen.coach_label.text()
        assert screen.coach_label.toolTip()
        screen.start()
        qtbot.waitUntil(lambda: screen._coach_hint is not None, timeout=30_000)
        assert status(screen) == ""  # the coach gives nothing away before the move
        assert screen.controller.try_act(0, ("respond", "none")) is None
        text = status(screen)
        assert text.startswith("Coach: “Play Olympic games” looked stronger"), text
        assert "Olympic games call the attack off" in text
        assert problems(text) == [], text
        screen.controller.coach = False
        screen.refresh_panel()
        assert not screen.coach_label.isVisible()
    finally:
        screen.shutdown()
        screen.close()
