"""One thing a player can do at the table, as a bar or prompt button or a menu entry shows it (``Choice``),
and a shortcut in the player's words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtGui import QKeySequence

from civitas.engine.actions import Action


@dataclass(slots=True)
class Choice:
    """One thing the player can do: perform ``action`` or call ``callback``."""

    label: str
    action: Action | None = None
    callback: Callable[[], None] | None = None
    enabled: bool = True
    tip: str = ""
    shortcut: str = ""
    key: str = ""  # a stable name, for tests and hints
    covers: tuple[Action, ...] = ()  # the actions of the menu this choice opens (it is starred for them)

    def hint_rank(self, hinted: list[Action]) -> int:
        """1 if this choice performs (or its menu holds) the hint's best move, 2 for an alternative,
        0 otherwise."""
        ranks = [i + 1 for i, a in enumerate(hinted) if a == self.action or a in self.covers]
        return min(ranks) if ranks else 0

    def text(self) -> str:
        """The label as a button shows it: with the key that presses it, e.g. "Build… (B)"."""
        return f"{self.label} ({key_text(self.shortcut)})" if self.shortcut else self.label


def key_text(shortcut: str) -> str:
    """A shortcut as the player reads it, in the platform's words ("Ctrl+Enter", "B")."""
    text = QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)
    return text.replace("Return", "Enter")


def fit_choices(
    choices: list[Choice], advance: Callable[[str], int], budget: int, more: str
) -> tuple[list[Choice], list[Choice]]:
    """``choices`` split into those whose buttons fit in ``budget`` pixels side by side (``advance`` measures
    a label's text) and the rest, which go into a menu under a button labelled ``more``; at least one gets
    a button, and a lone choice always does."""
    if len(choices) <= 1:
        return choices, []

    def width(label: str) -> int:
        return advance(label) + 34  # a button's padding and the spacing

    more_width = width(more)
    used = 0
    for i, choice in enumerate(choices):
        used += width(choice.text())
        room = budget - (more_width if i < len(choices) - 1 else 0)
        if used > room:
            keep = max(1, i)
            return choices[:keep], choices[keep:]
    return choices, []


def two_lines(label: str, advance: Callable[[str], int]) -> str:
    """``label`` broken into two lines at the space that makes the longer line shortest (a label of one word
    stays as it is)."""
    words = label.split(" ")
    if len(words) < 2:
        return label
    cut = min(range(1, len(words)),
              key=lambda i: max(advance(" ".join(words[:i])), advance(" ".join(words[i:]))))
    return " ".join(words[:cut]) + "\n" + " ".join(words[cut:])


def widest_line(text: str, advance: Callable[[str], int]) -> int:
    return max(advance(line) for line in text.split("\n"))


def one_key_each(choices: list[Choice], used: set[str]) -> list[Choice]:
    """``choices`` with each key kept by its first holder only (two buttons on one key would both stay dead):
    a later choice whose key is in ``used`` or taken earlier in the list loses its key; ``used`` grows."""
    out = []
    for c in choices:
        key = QKeySequence(c.shortcut).toString() if c.shortcut else ""
        if key and key in used:
            c = replace(c, shortcut="")
        elif key:
            used.add(key)
        out.append(c)
    return out
