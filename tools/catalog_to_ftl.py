"""Write a game's Python text dictionaries (the log's old template notation) as Fluent files.

For moving a game's words to ``civitas/games/<id>/texts/<lang>/<name>.ftl`` (see civitas.engine.texts):
``{name}`` becomes ``{ $name }``; ``{n|form|form|form}`` becomes a selector on ``$n`` with CLDR plural
categories (Russian: one, few, many; English: one, other), the same forms the old ``plural_index``
picked; an empty template becomes ``{ "" }``. Every converted message is checked on the way: its preview
in the old notation must equal the template it came from, so nothing is lost in the move.

    .venv/bin/python tools/catalog_to_ftl.py heroes catalog civitas.games.heroes.catalog:_EN:_RU
    .venv/bin/python tools/catalog_to_ftl.py heroes hints civitas.games.heroes.hint_texts:HINT_MESSAGES

A source is ``module:EN:RU`` (two dicts) or ``module:BOTH`` (a dict of ``{"en": {...}, "ru": {...}}``).
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "desktop"))

from civitas.engine.texts import FluentTemplate, GameTexts, fluent_id, texts_dir  # noqa: E402

_FIELD = re.compile(r"\{(\w+)(?:\|([^{}]*))?\}")
CATEGORIES = {"ru": ("one", "few", "many"), "en": ("one", "other")}
INDENT = "    "
EMPTY = '{ "" }'


def _text(segment: str, first: bool, last: bool) -> str:
    """Literal text as Fluent pattern text: braces escaped, and blanks at either end kept as literals."""
    out = segment.replace("{", '{ "{" }').replace("}", '{ "}" }')
    if first and out[:1].isspace():
        stripped = out.lstrip()
        out = '{ "' + out[: len(out) - len(stripped)] + '" }' + stripped
    if last and out[-1:].isspace():
        stripped = out.rstrip()
        out = stripped + '{ "' + out[len(stripped) :] + '" }'
    return out


def _select(name: str, forms: list[str], lang: str) -> str:
    categories = CATEGORIES.get(lang, CATEGORIES["en"])
    if len(forms) == 1:
        return _text(forms[0], True, True) or EMPTY
    if len(forms) == 2 or lang != "ru":
        categories = ("one", "other")
        forms = forms[:2]
    lines = [f"{{ ${name} ->"]
    for index, (category, form) in enumerate(zip(categories, forms, strict=False)):
        star = "*" if index == len(forms) - 1 else " "
        value = _text(form, True, True) or EMPTY
        lines.append(f"   {star}[{category}] {value}")
    lines.append("}")
    return "\n".join(lines)


def convert(template: str, lang: str) -> str:
    """One template as a Fluent pattern (may span lines)."""
    if not template:
        return '{ "" }'
    parts = []
    position = 0
    for match in _FIELD.finditer(template):
        if match.start() > position:
            parts.append(_text(template[position : match.start()], position == 0, False))
        name, forms = match.group(1), match.group(2)
        parts.append(f"{{ ${name} }}" if forms is None else _select(name, forms.split("|"), lang))
        position = match.end()
    if position < len(template):
        parts.append(_text(template[position:], position == 0, True))
    elif parts and template[-1:].isspace():
        parts.append('{ "" }')
    pattern = "".join(parts)
    lines = pattern.split("\n")
    if len(lines) == 1:
        return pattern
    # Multi-line text: every line indented; a line starting with a character Fluent reads as syntax
    # there is escaped as a literal.
    out = [lines[0]]
    for line in lines[1:]:
        if line[:1] and line[:1] in "[*." and not line.startswith(INDENT):
            mark = "**" if line.startswith("**") else line[0]  # bold markup escaped whole: { "**" }Bold**
            line = '{ "' + mark + '" }' + line[len(mark) :]
        out.append(INDENT + line if line.strip() else "")
    return "\n".join(out)


def to_ftl(messages: dict[str, str], lang: str, header: str) -> str:
    lines = [f"## {header}", ""]
    for key, template in messages.items():
        lines.append(f"{fluent_id(key)} = {convert(template, lang)}")
    return "\n".join(lines) + "\n"


def _sources(spec: str) -> dict[str, dict[str, str]]:
    module_name, *names = spec.split(":")
    module = importlib.import_module(module_name)
    if len(names) == 2:
        return {"en": dict(getattr(module, names[0])), "ru": dict(getattr(module, names[1]))}
    both = getattr(module, names[0])
    return {lang: dict(both[lang]) for lang in ("en", "ru")}


def check(game_id: str, name: str, sources: dict[str, dict[str, str]]) -> list[str]:
    """Every message of the written files previews as its template did."""
    texts = GameTexts(game_id)
    problems = []
    for lang, messages in sources.items():
        catalog = texts.catalog(lang, [name])
        for key, template in messages.items():
            got = catalog.get(key)
            if not isinstance(got, FluentTemplate) or str(got) != template:
                problems.append(f"{lang} {key}: {template!r} came back as {got!r}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("name", help="the file stem, e.g. catalog")
    parser.add_argument("source", help="module:EN:RU or module:BOTH")
    parser.add_argument("--header", default="", help="the file's first comment line")
    args = parser.parse_args()
    sources = _sources(args.source)
    for lang, messages in sources.items():
        folder = texts_dir(args.game) / lang
        folder.mkdir(parents=True, exist_ok=True)
        header = args.header or f"{args.game}: {args.name}"
        (folder / f"{args.name}.ftl").write_text(to_ftl(messages, lang, header), encoding="utf-8")
    problems = check(args.game, args.name, sources)
    for line in problems:
        print(line)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
