"""Issue 17, incremental log: an action adds only its own lines to the log panel; a language switch
or a hot-seat handover re-renders every line; undo shows the lines a fresh render gives; the rows'
stored heights are the heights the list would measure itself."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem

import civitas.engine.log as log_module
from civitas.ai.levels import choose
from civitas.engine.log import entry_for, render
from civitas.engine.registry import get_game
from civitas.engine.rng import Rng
from civitas.engine.session import Session
from civitas.ui.controller import GameController
from civitas.ui.log_panel import LogPanel
from civitas.ui.style import STYLE_SHEET

MARK = Qt.ItemDataRole.UserRole + 7
PLAYERS = [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cleo"}]


def full_render(controller: GameController, lang: str | None = None) -> list[tuple[str, bool]]:
    """Every event rendered from scratch for the viewer (the log as the old panel drew it)."""
    lang = lang or controller.lang
    catalog, names = controller.game.catalog(lang), controller.player_names()
    kinds = controller.game.recap_kinds()
    out = []
    for event in controller.session.events:
        entry = entry_for(event, controller.viewer_seat, catalog)
        if entry is not None:
            text = render(catalog.get(entry.msg, entry.msg), entry.args, catalog, lang, names)
            out.append((text, event.kind in kinds))
    return out


def rows(panel: LogPanel) -> list[tuple[str, bool]]:
    return [(item.text(), item.font().bold()) for i in range(panel.list.count()) if (item := panel.list.item(i))]


def play(controller: GameController, steps: int, rng: Rng) -> None:
    game = controller.game
    for _ in range(steps):
        seat = game.to_move(controller.session.state)[0]
        controller.try_act(seat, choose(game, game.view(controller.session.state, seat), seat, "random", rng))


def heroes_controller(humans: set[int], seed: int = 3) -> GameController:
    session = Session.new(get_game("heroes"), {"players": 3}, seed, PLAYERS)
    controller = GameController(session, humans, "en")
    controller.rebuild_log()
    return controller


def shown_panel(qtbot: Any, controller: GameController, width: int = 320) -> LogPanel:
    panel = LogPanel(controller)
    panel.setStyleSheet(STYLE_SHEET)
    qtbot.addWidget(panel)
    panel.resize(width, 500)
    panel.show()
    qtbot.waitExposed(panel)
    qtbot.wait(10)  # the first measure of the rows' heights runs once the size has settled
    return panel


def test_issue17_log_after_many_appended_actions_equals_a_full_render_with_bold_lines(qtbot: Any) -> None:
    controller = heroes_controller({0})
    panel = shown_panel(qtbot, controller)
    play(controller, 400, Rng(5))
    expected = full_render(controller)
    assert rows(panel) == expected
    assert any(bold for _, bold in expected) and not all(bold for _, bold in expected)
    assert len(expected) > 300


def test_issue17_one_action_inserts_only_its_new_rows_and_keeps_the_old_ones(qtbot: Any) -> None:
    controller = heroes_controller({0})
    panel = shown_panel(qtbot, controller)
    rng = Rng(8)
    play(controller, 60, rng)
    inserted: list[tuple[int, int]] = []
    removed: list[tuple[int, int]] = []
    panel.list.model().rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    panel.list.model().rowsRemoved.connect(lambda _parent, first, last: removed.append((first, last)))
    for _ in range(40):  # until an action leaves a line
        before = panel.list.count()
        for row in range(before):
            panel.list.item(row).setData(MARK, row)
        play(controller, 1, rng)
        if panel.list.count() > before:
            break
    added = panel.list.count() - before
    assert added > 0
    assert removed == []
    assert sum(last - first + 1 for first, last in inserted) == added
    assert min(first for first, _ in inserted) == before
    assert all(panel.list.item(row).data(MARK) == row for row in range(before))  # the same row objects
    assert rows(panel) == full_render(controller)


def test_issue17_appending_renders_only_the_new_events(monkeypatch: pytest.MonkeyPatch) -> None:
    controller = heroes_controller({0})
    rng = Rng(2)
    play(controller, 50, rng)
    controller.log_items()
    calls: list[str] = []
    real = log_module.entry_for

    def counting(event: Any, viewer: int | None, catalog: dict[str, str]) -> Any:
        calls.append(event.kind)
        return real(event, viewer, catalog)

    monkeypatch.setattr(log_module, "entry_for", counting)
    events_before = len(controller.session.events)
    play(controller, 1, rng)
    assert controller.log_items() == full_render(controller)
    assert len(calls) == len(controller.session.events) - events_before


def test_issue17_language_switch_rerenders_every_line(qtbot: Any) -> None:
    controller = heroes_controller({0})
    panel = shown_panel(qtbot, controller)
    play(controller, 80, Rng(4))
    english = rows(panel)
    controller.set_language("ru")
    assert rows(panel) == full_render(controller, "ru")
    assert len(rows(panel)) == len(english)
    assert sum(a[0] != b[0] for a, b in zip(rows(panel), english, strict=True)) > len(english) // 2
    controller.set_language("en")
    assert rows(panel) == english


def test_issue17_hot_seat_handover_rerenders_for_the_new_viewer(qtbot: Any) -> None:
    controller = heroes_controller({0, 1})
    panel = shown_panel(qtbot, controller)
    play(controller, 30, Rng(6))
    first = rows(panel)
    controller.set_viewer(1)
    second = rows(panel)
    assert second == full_render(controller)
    assert second != first  # each player sees their own secrets (the cards they drew)


def test_issue17_undo_shows_the_same_lines_as_a_fresh_render(qtbot: Any) -> None:
    controller = heroes_controller({0})
    panel = shown_panel(qtbot, controller)
    game, rng = controller.game, Rng(9)
    for _ in range(2000):
        seat = game.to_move(controller.session.state)[0]
        before = len(panel.lines())
        controller.try_act(seat, choose(game, game.view(controller.session.state, seat), seat, "random", rng))
        if seat == 0 and controller.can_undo() and len(panel.lines()) > before and before > 20:
            break
    else:
        pytest.fail("no undoable move by seat 0")
    with_move = rows(panel)
    for row in range(panel.list.count()):
        panel.list.item(row).setData(MARK, row)
    assert controller.undo()
    fresh = GameController(controller.session, {0}, "en")
    fresh.rebuild_log()
    assert rows(panel) == full_render(controller) == fresh.log_items()
    assert len(rows(panel)) < len(with_move)
    assert rows(panel) == with_move[: len(rows(panel))]
    assert all(panel.list.item(row).data(MARK) == row for row in range(panel.list.count()))  # rows kept
    play(controller, 5, rng)  # and appending goes on from there
    assert rows(panel) == full_render(controller)


def natural_heights(panel: LogPanel) -> list[int]:
    """The row heights a list of the same width measures itself (rows without stored heights)."""
    plain = QListWidget()
    plain.setObjectName("gameLog")
    plain.setStyleSheet(STYLE_SHEET)
    plain.setWordWrap(True)
    plain.setTextElideMode(Qt.TextElideMode.ElideNone)
    plain.setResizeMode(QListView.ResizeMode.Adjust)
    plain.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    plain.setAlternatingRowColors(True)
    for row in range(panel.list.count()):
        source = panel.list.item(row)
        item = QListWidgetItem(source.text())
        item.setFont(source.font())
        plain.addItem(item)
    plain.resize(panel.list.size())
    plain.show()
    plain.doItemsLayout()
    assert plain.viewport().width() == panel.list.viewport().width()
    heights = [plain.visualItemRect(plain.item(row)).height() for row in range(plain.count())]
    plain.close()
    return heights


def test_issue17_stored_row_heights_are_the_lists_own_also_after_a_resize(qtbot: Any) -> None:
    controller = heroes_controller({0})
    panel = shown_panel(qtbot, controller)
    play(controller, 120, Rng(1))
    panel.list.doItemsLayout()
    heights = [panel.list.visualItemRect(panel.list.item(row)).height() for row in range(panel.list.count())]
    assert panel.list.item(panel.list.count() - 1).data(Qt.ItemDataRole.SizeHintRole) is not None
    assert heights == natural_heights(panel)
    assert len(set(heights)) > 1  # some lines wrap: the test would see a wrong width
    panel.resize(220, 500)
    qtbot.wait(20)
    panel.list.doItemsLayout()
    narrow = [panel.list.visualItemRect(panel.list.item(row)).height() for row in range(panel.list.count())]
    assert narrow == natural_heights(panel)
    assert sum(narrow) > sum(heights)


def test_issue17_log_stays_scrolled_to_the_bottom_as_lines_arrive(qtbot: Any) -> None:
    controller = heroes_controller({0})
    panel = shown_panel(qtbot, controller)
    play(controller, 150, Rng(3))
    qtbot.wait(10)
    bar = panel.list.verticalScrollBar()
    assert bar.maximum() > 0
    assert bar.value() == bar.maximum()
