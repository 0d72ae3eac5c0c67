"""Rules help for any game: the convention, the section type and a tiny text markup. No Qt here.

A game that has rules help provides a module ``civitas.games.<id>.rules_help`` with ``SECTIONS``, a
list of :class:`RulesSection` in reading order. Section ids are the ``section`` values of the
engine's :class:`~civitas.engine.game.Reason`, so a "why not" link can open the section behind any
refusal. A module may also define ``section_body(section_id, lang) -> str`` when part of a body is
built at run time (for example a list of table rules read from the game's catalog).

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
import importlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType

#: Every section id a Reason may name, in the order a rulebook would present them.
REASON_SECTIONS: tuple[str, ...] = (
    "setup",
    "fair",
    "trade",
    "turn",
    "tax",
    "build",
    "roads",
    "war",
    "combat",
    "events",
    "monument",
    "discard",
    "victory",
    "elimination",
    "table_rules",
)

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


class NoRulesHelp(LookupError):
    """The game has no rules help module (or it declares no sections)."""

    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id


def module_name(game_id: str) -> str:
    return f"civitas.games.{game_id}.rules_help"


def rules_module(game_id: str) -> ModuleType:
    """The rules help module of ``game_id``; raises :class:`NoRulesHelp` if the game has none."""
    if not re.fullmatch(r"[a-z][a-z0-9_]*", game_id):
        raise NoRulesHelp(game_id)
    try:
        module = importlib.import_module(module_name(game_id))
    except ModuleNotFoundError as exc:
        if exc.name is not None and module_name(game_id).startswith(exc.name):
            raise NoRulesHelp(game_id) from exc
        raise
    if not getattr(module, "SECTIONS", None):
        raise NoRulesHelp(game_id)
    return module


def has_rules(game_id: str) -> bool:
    try:
        rules_module(game_id)
    except NoRulesHelp:
        return False
    return True


def sections(game_id: str) -> list[RulesSection]:
    """The sections of ``game_id``'s rules help in reading order."""
    found = list(rules_module(game_id).SECTIONS)
    assert all(isinstance(s, RulesSection) for s in found)
    return found


def section_markup(game_id: str, section_id: str, lang: str) -> str:
    """The body of one section in the markup above, with any part the game builds at run time."""
    module = rules_module(game_id)
    build = getattr(module, "section_body", None)
    if callable(build):
        text = build(section_id, lang)
        assert isinstance(text, str)
        return text
    for section in module.SECTIONS:
        if section.id == section_id:
            body = section.body_in(lang)
            assert isinstance(body, str)
            return body
    raise KeyError(section_id)


def section_html(game_id: str, section_id: str, lang: str) -> tuple[str, str]:
    """``(title, html)`` of one section of ``game_id``'s rules help."""
    for section in sections(game_id):
        if section.id == section_id:
            return section.title_in(lang), markup_to_html(section_markup(game_id, section_id, lang))
    raise KeyError(section_id)


def section_for_reason(game_id: str, reason_section: str) -> str:
    """The section a "why not" link should open: the reason's own, else the first section."""
    ids = [s.id for s in sections(game_id)]
    return reason_section if reason_section in ids else ids[0]


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
