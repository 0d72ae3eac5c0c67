"""A game's log as a file a player keeps or shares: plain text or Markdown, no Qt.

Every word comes from the caller, already in the player's language (the title, the labels of the
header's facts, the section titles and the log's lines): this module only lays them out. A document is
a title, a header of ``(label, value)`` facts (game, date, players, result), the log as a section, and
any further sections after it (a review of the game, later), each a title and its lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

TEXT = "text"
MARKDOWN = "markdown"
FORMATS: tuple[str, ...] = (TEXT, MARKDOWN)
SUFFIXES: dict[str, str] = {TEXT: ".txt", MARKDOWN: ".md"}

# Characters that Markdown would read as formatting anywhere in a line.
_MARKDOWN_INLINE = re.compile(r"([\\`*_\[\]<>|])")
# Characters that start a heading, a list, a quote or a rule when they open a line.
_MARKDOWN_START = re.compile(r"^(\s*)([#>+\-=]|\d+[.)])")


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a section; ``important`` lines stand out (bold in Markdown, marked in text)."""

    text: str
    important: bool = False


@dataclass(frozen=True, slots=True)
class Section:
    title: str
    lines: Sequence[Line] = field(default_factory=tuple)


def lines_of(items: Sequence[tuple[str, bool]]) -> list[Line]:
    """A log's rendered ``(text, important)`` rows as lines."""
    return [Line(text, important) for text, important in items]


def escape_markdown(text: str) -> str:
    """``text`` shown as it is in Markdown: no character of it reads as formatting."""
    text = _MARKDOWN_INLINE.sub(r"\\\1", " ".join(text.split()))
    return _MARKDOWN_START.sub(lambda m: m.group(1) + m.group(2)[:-1] + "\\" + m.group(2)[-1], text)


def export_document(
    title: str,
    facts: Sequence[tuple[str, str]],
    log: Section,
    extra: Sequence[Section] = (),
    fmt: str = TEXT,
) -> str:
    """The whole file: ``title``, the ``facts``, the ``log`` and then each of ``extra`` in order."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown export format: {fmt}")
    sections = [log, *extra]
    return _markdown(title, facts, sections) if fmt == MARKDOWN else _text(title, facts, sections)


def _text(title: str, facts: Sequence[tuple[str, str]], sections: Sequence[Section]) -> str:
    out = [title, "=" * max(3, len(title)), ""]
    out += [f"{label}: {value}" for label, value in facts]
    for section in sections:
        out += ["", section.title, "-" * max(3, len(section.title))]
        out += [f"* {line.text}" if line.important else f"  {line.text}" for line in section.lines]
    return "\n".join(out) + "\n"


def _markdown(title: str, facts: Sequence[tuple[str, str]], sections: Sequence[Section]) -> str:
    out = [f"# {escape_markdown(title)}", ""]
    out += [f"- **{escape_markdown(label)}:** {escape_markdown(value)}" for label, value in facts]
    for section in sections:
        out += ["", f"## {escape_markdown(section.title)}", ""]
        for line in section.lines:
            text = escape_markdown(line.text)
            out.append(f"1. **{text}**" if line.important else f"1. {text}")
    return "\n".join(out) + "\n"
