"""Exporting a game's log as a plain text or Markdown file in the player's language, from the replay and
from the game window: the header (game, date, players, result) and the whole log as the viewing seat
saw it; the layout is ``engine.log_export``'s, every word here through ``tr``. ``extra`` sections (a
review of the game, later) follow the log."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from civitas.engine.log import RenderedLog
from civitas.engine.log_export import MARKDOWN, SUFFIXES, TEXT, Section, export_document, lines_of
from civitas.storage.atomic import write_atomic
from civitas.storage.paths import saves_dir
from civitas.ui.controller import GameController
from civitas.ui.file_dialogs import choose_file


def whole_log(controller: GameController) -> list[tuple[str, bool]]:
    """Every line of the game's log so far (a replay: of the whole game), for the controller's viewer."""
    rendered = RenderedLog()
    rendered.sync(
        controller.session.events, controller.viewer_seat, controller.lang, controller.player_names(),
        lambda: controller.catalog, controller.game.recap_kinds(),
    )
    return list(rendered.items)


def result_text(controller: GameController) -> str:
    """Who won, or that the game goes on (and in which round)."""
    game, state = controller.game, getattr(controller.session, "final_state", controller.session.state)
    names = controller.player_names()
    if not game.is_over(state):
        round_no = game.progress_summary(state).get("round")
        if round_no is None:
            return QCoreApplication.translate("LogExport", "Not finished yet")
        return QCoreApplication.translate("LogExport", "Not finished yet (round {round})").format(round=round_no)
    winners = [line.seat for line in game.scores(state) if line.won]
    if len(winners) == 1:
        return QCoreApplication.translate("LogExport", "{name} wins").format(name=names[winners[0]])
    if winners:
        joined = ", ".join(names[s] for s in winners)
        return QCoreApplication.translate("LogExport", "Shared victory: {names}").format(names=joined)
    return QCoreApplication.translate("LogExport", "Nobody wins")


def player_list(controller: GameController) -> str:
    names = controller.player_names()
    out = []
    for seat, name in enumerate(names):
        computer = QCoreApplication.translate("LogExport", "{name} (computer)")
        out.append(name if seat in controller.humans else computer.format(name=name))
    return ", ".join(out)


def export_text(
    controller: GameController, fmt: str, when: dt.datetime | None = None, extra: Sequence[Section] = ()
) -> str:
    """The file's text in ``fmt`` (``TEXT`` or ``MARKDOWN``) in the language shown now."""
    game = controller.game
    title_of_game = game.titles.get(controller.lang) or game.id
    stamp = (when or dt.datetime.now()).strftime("%Y-%m-%d %H:%M")
    facts = [
        (QCoreApplication.translate("LogExport", "Game"), title_of_game),
        (QCoreApplication.translate("LogExport", "Date"), stamp),
        (QCoreApplication.translate("LogExport", "Players"), player_list(controller)),
        (QCoreApplication.translate("LogExport", "Result"), result_text(controller)),
    ]
    log = Section(QCoreApplication.translate("LogExport", "Game log"), lines_of(whole_log(controller)))
    title = QCoreApplication.translate("LogExport", "{game}: the game log").format(game=title_of_game)
    return export_document(title, facts, log, extra, fmt)


def format_for(path: Path) -> str:
    return MARKDOWN if path.suffix.lower() in (".md", ".markdown") else TEXT


def write_export(path: Path, controller: GameController, when: dt.datetime | None = None,
                 extra: Sequence[Section] = ()) -> Path:
    """Write the log to ``path`` (".txt" added when it has no suffix); raises OSError."""
    if not path.suffix:
        path = path.with_suffix(SUFFIXES[TEXT])
    write_atomic(path, export_text(controller, format_for(path), when, extra).encode("utf-8"))
    return path


def ask_and_export(parent: QWidget | None, controller: GameController, when: dt.datetime | None = None,
                   extra: Sequence[Section] = ()) -> Path | None:
    """Ask where to write the log (text or Markdown, by the file's suffix) and write it; None when the
    player cancelled. Raises OSError when the file cannot be written."""
    stamp = (when or dt.datetime.now()).strftime("%Y-%m-%d_%H-%M")
    suggested = saves_dir() / f"{controller.game.id}-{stamp}-log{SUFFIXES[TEXT]}"
    filters = QCoreApplication.translate("LogExport", "Plain text (*.txt);;Markdown (*.md)")
    title = QCoreApplication.translate("LogExport", "Export the game log")
    path = choose_file(parent, title, suggested, filters, save=True)
    if path is None:
        return None
    return write_export(path, controller, when, extra)
