"""The Age of Heroes New game dialog: each seat's tribe random or chosen."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from civitas.games.heroes.cards import TRIBE_IDS
from civitas.games.heroes.table.setup import TribeSetup
from civitas.ui.i18n import install_language
from civitas.ui.new_game_dialog import NewGameDialog


def tribe_setup(dialog: NewGameDialog) -> TribeSetup:
    assert isinstance(dialog.extra, TribeSetup)
    return dialog.extra


def test_choosing_tribes_in_the_dialog_starts_a_game_with_those_tribes(qtbot, make_window):
    window = make_window(["heroes"])
    dialog = window.open_new_game("heroes")
    assert dialog is not None
    setup = tribe_setup(dialog)
    assert "option_tribes" not in {editor.objectName() for _s, editor, _l in dialog.editors.values()}
    dialog.players.setValue(3)
    assert [combo.isVisibleTo(dialog) for combo in setup.combos] == [True] * 3 + [False] * 3
    celts, greeks = TRIBE_IDS.index("celts"), TRIBE_IDS.index("greeks")
    setup.choose(0, celts)
    setup.choose(2, greeks)  # seat 2 stays random
    combo = dialog.findChild(QComboBox, "tribe0")
    assert combo is not None and combo.currentText() == "Celts"
    dialog.seed.setText("99")
    dialog.accept()
    screen = window.game_screen
    assert screen is not None
    assert screen.controller.session.record.options["tribes"] == [celts, -1, greeks]
    tribes = screen.controller.session.state.tribe
    assert tribes[0] == celts and tribes[2] == greeks and len(set(tribes)) == 3


def test_all_random_tribes_give_no_choice_and_a_tribe_twice_keeps_the_dialog_open(qtbot, make_window):
    window = make_window(["heroes"])
    dialog = window.open_new_game("heroes")
    assert dialog is not None
    setup = tribe_setup(dialog)
    assert setup.options() == {"tribes": []}
    setup.choose(0, 1)
    setup.choose(1, 1)
    dialog.accept()
    assert dialog.isVisible() and window.game_screen is None
    assert dialog.error.text() == "The option Tribes has Romans more than once; each may be chosen only once."


def test_tribe_names_follow_the_language(qtbot, make_window):
    window = make_window(["heroes"])
    dialog = window.open_new_game("heroes")
    assert dialog is not None
    setup = tribe_setup(dialog)
    assert setup.combos[0].itemText(0) == "Random"
    install_language("ru")
    assert setup.combos[0].itemText(TRIBE_IDS.index("greeks") + 1) == "Греки"
    assert setup.title.text() == "Племена:"
    assert setup.combos[0].itemText(0) == "Случайно" and setup.labels[0].text() == "Место 1:"
