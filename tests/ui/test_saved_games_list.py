"""The list of saved games: the round each save has reached and who leads it (read from the save,
never replayed), deleting a save after a confirmation (that one file and nothing else), and files
that cannot be read, listed with the reason so they can be deleted too."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage.paths import autosave_path, saves_dir
from civitas.storage.saves import SUFFIX, list_saves, write_save
from civitas.ui.load_dialog import COLUMNS, LoadDialog

HEROES = get_game("heroes")
ROUND, LEADER, PLAYERS = COLUMNS.index("round"), COLUMNS.index("leader"), COLUMNS.index("players")


def heroes_session(seed: int, steps: int | None) -> Session:
    """Three tribes after ``steps`` random moves (None: to the end), builds preferred so someone leads."""
    players = [{"name": "Анна"}, {"name": "Boris", "ai": "easy"}, {"name": "", "ai": "hard"}]
    session = Session.new(HEROES, {"players": 3}, seed, players)
    rng = random.Random(seed)
    count = 0
    while not HEROES.is_over(session.state) and (steps is None or count < steps):
        seat = HEROES.to_move(session.state)[0]
        actions = HEROES.legal_actions(session.state, seat)
        builds = [a for a in actions if a[0] in ("build", "monument")]
        session.act(seat, rng.choice(builds) if builds and rng.random() < 0.8 else rng.choice(actions))
        count += 1
    return session


def save(name: str, session: Session) -> Path:
    path = autosave_path("tiny") if name == "autosave" else saves_dir() / f"{name}{SUFFIX}"
    write_save(path, session)
    return path


def folder() -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(saves_dir().iterdir())}


def row_of(dialog: LoadDialog, path: Path) -> Any:
    for index in range(dialog.saves.topLevelItemCount()):
        item = dialog.saves.topLevelItem(index)
        if Path(item.data(0, 256)) == path:
            return item
    return None


def confirm_box(dialog: LoadDialog) -> QMessageBox:
    boxes = [box for box in dialog.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1
    return boxes[0]


def answer(box: QMessageBox, yes: bool) -> None:
    role = QMessageBox.ButtonRole.AcceptRole if yes else QMessageBox.ButtonRole.RejectRole
    [button] = [b for b in box.buttons() if box.buttonRole(b) == role]
    button.click()
    QApplication.processEvents()


def test_a_save_lists_its_round_and_leader_from_the_summary_written_at_save_time(qtbot, make_window):
    window = make_window()
    session = heroes_session(3, 700)
    path = save("evening", session)
    summary = json.loads(path.read_text(encoding="utf-8"))["summary"]
    state = session.state
    assert summary["round"] == (state.round + 1 if state.phase in ("fair", "trade") else state.round) >= 1
    assert summary["over"] is False
    dialog = LoadDialog(window)
    qtbot.addWidget(dialog)
    item = row_of(dialog, path)
    assert item.text(ROUND) == str(summary["round"])
    names = ["Анна", "Boris", "Computer 3"]
    assert item.text(LEADER) == (names[summary["leader"]] if summary["leader"] >= 0 else "—")


def test_a_finished_game_lists_its_winner(qtbot, make_window):
    window = make_window()
    session = heroes_session(7, None)
    path = save("finished", session)
    [info] = [i for i in list_saves() if i.path == path]
    assert info.over and info.leader == session.state.winner and info.round == session.state.round
    dialog = LoadDialog(window)
    qtbot.addWidget(dialog)
    names = ["Анна", "Boris", "Computer 3"]
    assert row_of(dialog, path).text(LEADER) == f"{names[session.state.winner]} (winner)"


def test_an_old_save_without_a_summary_shows_what_it_can_without_replaying(qtbot, make_window, monkeypatch):
    window = make_window()
    path = save("old", heroes_session(5, 200))
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["summary"]
    path.write_text(json.dumps(data), encoding="utf-8")
    replays: list[Any] = []
    monkeypatch.setattr(Session, "__init__", lambda *args, **kw: replays.append(args))  # no replay allowed
    dialog = LoadDialog(window)
    qtbot.addWidget(dialog)
    item = row_of(dialog, path)
    assert replays == []
    assert item.text(PLAYERS) == "Анна, Boris, Computer 3"
    assert item.text(ROUND) == "—" and item.text(LEADER) == "—"
    assert "earlier version" in item.toolTip(ROUND)


@pytest.mark.parametrize(
    ("summary", "round_", "leader"),
    [
        ({"round": "7", "leader": 1}, None, 1),
        ({"round": 0, "leader": 9}, None, None),
        ([1, 2], None, None),
        (None, None, None),
        ({"round": True, "leader": -2}, None, None),
        ({"round": 10**9, "leader": False}, None, None),
        ({"round": 4, "leader": -1}, 4, -1),
    ],
)
def test_each_field_of_a_summary_that_is_not_valid_is_left_out_and_the_save_still_listed(
    make_window, qtbot, summary, round_, leader
):
    window = make_window()
    path = save("odd", heroes_session(6, 100))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["summary"] = summary
    path.write_text(json.dumps(data), encoding="utf-8")
    [info] = list_saves()
    assert (info.round, info.leader, info.problem) == (round_, leader, "")
    dialog = LoadDialog(window)
    qtbot.addWidget(dialog)
    assert row_of(dialog, path).text(ROUND) == ("—" if round_ is None else str(round_))


def test_deleting_a_save_asks_first_and_removes_that_file_only(qtbot, make_window):
    window = make_window()
    keep = save("keep", heroes_session(1, 50))
    gone = save("gone", heroes_session(2, 60))
    (saves_dir() / "notes.txt").write_text("not a save", encoding="utf-8")
    before = folder()
    dialog = window.open_load()
    dialog.saves.setCurrentItem(row_of(dialog, gone))

    answer(dialog.ask_delete(), yes=False)  # "Keep it": nothing happens
    assert folder() == before and row_of(dialog, gone) is not None

    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    box = confirm_box(dialog)
    assert "gone" in box.text()
    answer(box, yes=True)
    after = folder()
    assert not gone.exists() and "gone.civitas.json" not in after
    assert after == {name: data for name, data in before.items() if name != "gone.civitas.json"}
    assert row_of(dialog, gone) is None and row_of(dialog, keep) is not None
    assert dialog.saves.currentItem() is row_of(dialog, keep)


def test_a_file_that_cannot_be_read_is_listed_with_the_reason_and_can_be_deleted(qtbot, make_window):
    window = make_window()
    good = save("good", heroes_session(1, 30))
    broken = saves_dir() / f"broken{SUFFIX}"
    broken.write_text('{"format": "civitas-save", "game": "her', encoding="utf-8")
    alien = saves_dir() / f"alien{SUFFIX}"
    alien.write_text('{"hello": "world"}', encoding="utf-8")
    dialog = window.open_load()
    assert dialog.saves.currentItem() is row_of(dialog, good)  # a readable save is offered first
    for path, reason in ((broken, "cut short"), (alien, "not a Civitas save")):
        item = row_of(dialog, path)
        assert item.text(PLAYERS) == "Cannot be read" and reason in item.toolTip(0)
        dialog.saves.setCurrentItem(item)
        assert not dialog.buttons.button(dialog.buttons.StandardButton.Open).isEnabled()
        assert dialog.note.isVisibleTo(dialog) and reason in dialog.note.text()
        dialog.accept()
        assert dialog.chosen is None and dialog.isVisible()  # an unreadable file is never loaded
    dialog.saves.setCurrentItem(row_of(dialog, broken))
    answer(dialog.ask_delete(), yes=True)
    assert not broken.exists() and alien.exists() and good.exists()


def test_deleting_the_autosave_turns_continue_off(qtbot, make_window):
    save("autosave", heroes_session(1, 20))
    window = make_window()
    assert window.start.continue_button.isEnabled()
    dialog = window.open_load()
    dialog.saves.setCurrentItem(row_of(dialog, autosave_path("tiny")))
    answer(dialog.ask_delete(), yes=True)
    assert not autosave_path("tiny").exists()
    assert not window.start.continue_button.isEnabled()


def test_a_save_that_cannot_be_deleted_says_why_and_stays(qtbot, make_window, monkeypatch):
    window = make_window()
    path = save("stuck", heroes_session(1, 20))

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "unlink", refuse)
    dialog = window.open_load()
    answer(dialog.ask_delete(), yes=True)
    assert path.exists() and row_of(dialog, path) is not None
    assert dialog.error.isVisibleTo(dialog) and "stuck.civitas.json" in dialog.error.text()
    assert "Permission denied" in dialog.error.text()


def test_the_list_is_in_the_current_language(qtbot, make_window):
    window = make_window()
    save("evening", heroes_session(3, 300))
    (saves_dir() / f"broken{SUFFIX}").write_bytes(b"\x00")
    dialog = window.open_load()
    window.set_language("ru")
    headers = [dialog.saves.headerItem().text(i) for i in range(len(COLUMNS))]
    assert headers[ROUND] == "Раунд" and headers[LEADER] == "Лидер"
    texts = [dialog.saves.topLevelItem(i).text(PLAYERS) for i in range(dialog.saves.topLevelItemCount())]
    assert "Анна, Boris, Компьютер 3" in texts and "Не читается" in texts
    assert dialog.delete_button.text() == "Удалить…"
