"""The file dialogs to load and save a game, in the app's language.

Where the system offers no file dialog of its own (Linux without a desktop's portal, for one), Qt draws its
own; Qt's Russian catalog leaves several of its labels in English ("Look in:", "Files of type:"), so every
label is given here, through ``tr``, and the dialog takes the shell's look."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from civitas.ui.shell_look import apply_look


def game_file_dialog(parent: QWidget | None, title: str, start: Path, filters: str, save: bool) -> QFileDialog:
    """A dialog to pick a save to load (``save`` False: an existing file, ``start`` the folder) or a file to save
    to (``start`` the suggested file)."""
    dialog = QFileDialog(parent, title, str(start.parent if save else start), filters)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.selectFile(start.name)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    save_text = QCoreApplication.translate("FileDialogs", "Save")
    open_text = QCoreApplication.translate("FileDialogs", "Open")
    labels = {
        QFileDialog.DialogLabel.LookIn: QCoreApplication.translate("FileDialogs", "Folder:"),
        QFileDialog.DialogLabel.FileName: QCoreApplication.translate("FileDialogs", "File name:"),
        QFileDialog.DialogLabel.FileType: QCoreApplication.translate("FileDialogs", "Files of type:"),
        QFileDialog.DialogLabel.Accept: save_text if save else open_text,
        QFileDialog.DialogLabel.Reject: QCoreApplication.translate("FileDialogs", "Cancel"),
    }
    for which, text in labels.items():
        dialog.setLabelText(which, text)
    apply_look(dialog)  # the Qt file dialog (where the system has none) inherits the shell's look
    return dialog


def choose_file(parent: QWidget | None, title: str, start: Path, filters: str, save: bool = False) -> Path | None:
    """The file the player picked, or None when they cancelled."""
    dialog = game_file_dialog(parent, title, start, filters, save)
    if dialog.exec() and dialog.selectedFiles():
        return Path(dialog.selectedFiles()[0])
    return None
