"""The hint marks, and the words that explain them wherever they appear: ★ before the label of the
suggested move's button or menu entry, ☆ before the next best ones, green rings round the pieces on
the table (thick for the suggested move) (see ``civitas.ui.table.piece``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

BEST = "★ "
OTHER = "☆ "


def mark(best: bool) -> str:
    return BEST if best else OTHER


def mark_tip(best: bool) -> str:
    """The tooltip line of a starred button or menu entry."""
    if best:
        return QCoreApplication.translate("HintMarks", "★ The move the hint suggests.")
    return QCoreApplication.translate("HintMarks", "☆ Another good move the hint found.")


def legend() -> str:
    """One sentence after a hint's text: what the marks on the table mean."""
    return QCoreApplication.translate(
        "HintMarks", "On the table: ★ marks the suggested move, ☆ the next best; green rings mark their pieces."
    )


def with_tip(tip: str, best: bool) -> str:
    """``tip`` (a button's own tooltip, possibly empty) with the mark's explanation below it."""
    return f"{tip}\n{mark_tip(best)}" if tip else mark_tip(best)
