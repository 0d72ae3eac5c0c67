"""Every game on the platform replays through the generic Game API alone: its own table follows the replay
to each step with the viewer's view of the record's state there, and its log exports in both languages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from civitas.engine.log_export import MARKDOWN, TEXT
from civitas.engine.registry import game_ids
from civitas.engine.replay_session import ReplaySession
from civitas.storage.saves import SUFFIX, load_session
from civitas.ui.i18n import install_language
from civitas.ui.replay.controller import ReplayController
from civitas.ui.replay.export import export_text, whole_log
from civitas.ui.replay.window import ReplayWindow

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def shortest_golden(game_id: str) -> Path:
    return min(GOLDEN.glob(f"{game_id}/*{SUFFIX}"), key=lambda p: p.stat().st_size)


@pytest.fixture
def window(qtbot: Any, request: pytest.FixtureRequest) -> Any:
    install_language("en")
    session = load_session(shortest_golden(request.param))
    made = ReplayWindow(ReplaySession(session.game, session.record))
    qtbot.addWidget(made)
    made.resize(1280, 800)  # not shown: the table builds from the controller all the same
    yield made
    install_language("en")


@pytest.mark.parametrize("window", game_ids(), indirect=True)
def test_the_games_own_table_follows_the_replay_with_the_viewers_view(window: Any) -> None:
    view, controller = window.view, window.controller
    game, session = controller.game, controller.replay
    for step in (1, session.length // 3, session.length):
        view.go_to(step)
        assert view.step == step
        expected = game.view(session.state_at(step), controller.viewer_seat)
        assert game.state_hash(view.table.state()) == game.state_hash(expected)
        assert view.nav.slider.step == step


@pytest.mark.parametrize("game_id", game_ids())
def test_the_log_exports_as_text_and_markdown_in_both_languages(qapp: Any, game_id: str) -> None:
    session = load_session(shortest_golden(game_id))
    controller = ReplayController(ReplaySession(session.game, session.record), set(), "en")
    for lang, label in (("en", "Players"), ("ru", "Игроки")):
        install_language(lang)
        controller.set_language(lang)
        lines = [text for text, _important in whole_log(controller)]
        assert lines
        title = controller.game.titles.get(lang) or controller.game.id
        for fmt in (TEXT, MARKDOWN):
            text = export_text(controller, fmt)
            assert title in text and label in text
            if fmt == TEXT:
                assert all(line in text for line in lines)
        plain = export_text(controller, TEXT)
        assert plain.index(lines[0]) < plain.index(lines[-1])
    install_language("en")
