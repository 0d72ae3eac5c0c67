"""Rules help for any game: the convention, the section type and a tiny text markup. No Qt here.

A game that has rules help declares it in its package (``GamePackage.rules``, a
:class:`~civitas.engine.package.RulesHelp`): its :class:`RulesSection` list in reading order, and
optionally ``section_body(section_id, lang) -> str`` when part of a body is built at run time (for
example a list of table rules read from the game's catalog). Section ids are the ``section`` values
of the engine's :class:`~civitas.engine.game.Reason`, so a "why not" link can open the section behind
any refusal.

Bodies are written in a small markup that :func:`markup_to_html` turns into the HTML subset that
``QTextBrowser`` shows:

* blocks are separated by blank lines; a plain block is a paragraph;
* ``## Heading`` starts a block with a sub-heading;
* lines starting with ``- `` form a bullet list, lines starting with ``1. `` a numbered list
  (an indented line continues the item above);
* a block whose lines start with ``> `` is a highlighted note (used for table rules);
* inline: ``**bold**``, ``*italic*`` and ``[text](section_id)``, a link to another section.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

#: The scheme of links between sections inside the rendered HTML: ``section:combat``.
LINK_SCHEME = "section"
LANGS: tuple[str, ...] = ("ru", "en")


@dataclass(frozen=True, slots=True)
class RulesSection:
    """One section of a game's rules help: an id, and a title and a body per language."""

    id: str
    title: Mapping[str, str]
    body: Mapping[str, str]

    def title_in(self, lang: str) -> str:
        return self.title.get(lang) or self.title.get("en") or self.id

    def body_in(self, lang: str) -> str:
        return self.body.get(lang) or self.body.get("en") or ""


# --- markup ------------------------------------------------------------------------------------------
_BULLET = re.compile(r"^- (.*)$")
_NUMBER = re.compile(r"^(\d+)\. (.*)$")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])")
_LINK = re.compile(r"\[([^\]]+)\]\(([a-z_]+)\)")

#: Colours of the rendered text; they read well on a light background in both themes Qt offers.
NOTE_BACKGROUND = "#fff4d6"
NOTE_BORDER = "#d9b45a"
HEADING_COLOUR = "#5a3d1e"


def inline_html(text: str) -> str:
    out = html.escape(text, quote=False)
    out = _LINK.sub(lambda m: f'<a href="{LINK_SCHEME}:{m.group(2)}">{m.group(1)}</a>', out)
    out = _BOLD.sub(r"<b>\1</b>", out)
    return _ITALIC.sub(r"<i>\1</i>", out)


def _blocks(text: str) -> list[list[str]]:
    blocks: list[list[str]] = []
    current: list[str] = []
    for raw in text.strip("\n").splitlines():
        line = raw.rstrip()
        if not line.strip():
            if current:
                blocks.append(current)
                current = []
            continue
        current.append(line)
    if current:
        blocks.append(current)
    return blocks


def _is_item(line: str) -> bool:
    return bool(_BULLET.match(line) or _NUMBER.match(line))


def _list_html(lines: Sequence[str]) -> str:
    """A bullet or numbered list; ``  - `` lines nest under the item above, other indented lines
    continue it."""
    kind = "ol" if _NUMBER.match(lines[0]) else "ul"
    items: list[tuple[str, list[str]]] = []
    for line in lines:
        match = _BULLET.match(line) or _NUMBER.match(line)
        if match:
            items.append((match.group(match.lastindex or 1), []))
            continue
        inner = line.strip()
        text, children = items[-1]
        if inner.startswith("- "):
            children.append(inner[2:])
        elif children:
            children[-1] += " " + inner
        else:
            items[-1] = (text + " " + inner, children)
    body = []
    for text, children in items:
        sub = ""
        if children:
            sub = '<ul style="margin-top:2px">' + "".join(f"<li>{inline_html(c)}</li>" for c in children) + "</ul>"
        body.append(f'<li style="margin-bottom:3px">{inline_html(text)}{sub}</li>')
    return f'<{kind} style="margin-top:2px; margin-bottom:6px">{"".join(body)}</{kind}>'


def markup_to_html(text: str) -> str:
    """The HTML for a body written in this module's markup (no <html> wrapper)."""
    parts: list[str] = []
    heading_no = 0
    for lines in _blocks(text):
        i = 0
        while i < len(lines):
            line = lines[i]
            if line.startswith("## "):
                heading_no += 1
                title = inline_html(line[3:].strip()).replace(
                    "<a href=", f'<a style="color:{HEADING_COLOUR}; text-decoration:none" href='
                )
                parts.append(
                    f'<h3 style="color:{HEADING_COLOUR}; margin-top:14px; margin-bottom:4px">'
                    f'<a name="sub{heading_no}"></a>{title}</h3>'
                )
                i += 1
                continue
            j = i + 1
            if line.startswith(">"):
                while j < len(lines) and lines[j].startswith(">"):
                    j += 1
                quoted = "\n".join(x[1:].lstrip() for x in lines[i:j])
                parts.append(
                    f'<table width="100%" cellpadding="8" cellspacing="0" style="margin-top:6px; '
                    f'margin-bottom:6px; background-color:{NOTE_BACKGROUND}; border:1px solid {NOTE_BORDER}">'
                    f"<tr><td>{markup_to_html(quoted)}</td></tr></table>"
                )
            elif _is_item(line):
                while j < len(lines) and (_is_item(lines[j]) or lines[j].startswith("  ")):
                    j += 1
                parts.append(_list_html(lines[i:j]))
            else:
                while j < len(lines) and not (
                    _is_item(lines[j]) or lines[j].startswith((">", "## "))
                ):
                    j += 1
                paragraph = " ".join(x.strip() for x in lines[i:j])
                parts.append(f'<p style="margin-top:4px; margin-bottom:8px">{inline_html(paragraph)}</p>')
            i = j
    return "\n".join(parts)


def markup_to_plain(text: str) -> str:
    """The words of a body without markup, for searching."""
    out = _LINK.sub(r"\1", text)
    out = out.replace("**", "")
    out = re.sub(r"^(## |- |> ?|\d+\. )", "", out, flags=re.MULTILINE)
    return out


def subheadings(text: str) -> list[str]:
    """The ``## `` sub-headings of a body in order; the n-th (from 1) has the anchor ``sub<n>``."""
    return [inline_plain(line[3:].strip()).rstrip(" →") for line in text.splitlines() if line.startswith("## ")]


def inline_plain(text: str) -> str:
    return _LINK.sub(r"\1", text).replace("**", "")
