"""Checks of a game's Fluent texts (``civitas.engine.texts``), shared by ``tools/ftl_check.py`` and the
conformance suite: every file parses, both languages have the same messages, and every message renders
in every language for the plural samples of each number it selects on, showing no brace, no message id
and no underscore-joined word. No Qt here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from fluent.syntax import FluentParser, ast

from civitas.engine.texts import FALLBACK, GameTexts, TextError, catalog_id, set_strict

#: The numbers every plural message is rendered for: each CLDR category of Russian and English, and
#: the teens and hundreds where hand-written rules go wrong.
PLURAL_SAMPLES = (0, 1, 2, 5, 11, 21, 101)
#: What a string variable is given when a message is rendered for a check (a name, a card, a list…).
SAMPLE_WORD = "Анна"
_ID_LIKE = re.compile(r"\b[a-z][a-z0-9_]*(?:[.-][a-z0-9_]+)+\b")
_UNDERSCORED = re.compile(r"\b[A-Za-z]+_[A-Za-z_]+\b")


def parse_problems(texts: GameTexts) -> list[str]:
    """Junk (text Fluent cannot read) and messages defined twice, per language."""
    out = []
    parser = FluentParser(with_spans=False)
    for lang in sorted(texts.langs):
        for path in sorted((texts.root / lang).glob("*.ftl")):
            for entry in parser.parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Junk):
                    first = (entry.content or "").strip().splitlines()[:1]
                    out.append(f"{lang}/{path.name}: cannot parse {first}")
        out.extend(f"{lang}: {name} is defined twice" for name in texts.langs[lang].duplicates)
    return out


def id_problems(texts: GameTexts) -> list[str]:
    """Messages a language has that English lacks (extra), and those it lacks (missing)."""
    out: list[str] = []
    english = set(texts.message_ids(FALLBACK))
    for lang in sorted(texts.langs):
        if lang == FALLBACK:
            continue
        own = set(texts.message_ids(lang))
        out.extend(f"{lang}: missing {name}" for name in sorted(english - own))
        out.extend(f"{lang}: extra {name}" for name in sorted(own - english))
    return out


def selectors(texts: GameTexts, lang: str, message_id: str) -> set[str]:
    """The variables a message selects on (its numbers)."""
    found: set[str] = set()
    message = texts.langs[lang].bundle.get_message(message_id)

    def walk(node: object) -> None:
        if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
            found.add(node.selector.id.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(message.value)
    return found


def renderings(texts: GameTexts, lang: str, message_id: str) -> Iterator[tuple[int, str]]:
    """(sample, text) for each plural sample, every number the message selects on set to it and every
    other variable to a word; in strict mode, so a formatting error raises :class:`TextError`."""
    numbers = selectors(texts, lang, message_id)
    others = texts.variables(lang, message_id) - numbers
    for sample in PLURAL_SAMPLES if numbers else PLURAL_SAMPLES[:1]:
        args: dict[str, object] = {name: sample for name in numbers}
        args.update({name: SAMPLE_WORD for name in others})
        yield sample, texts.format(lang, message_id, args)


def render_problems(texts: GameTexts) -> list[str]:
    """Messages that fail to render, or render a brace, a message id or an underscore-joined word."""
    known = {name for lang in texts.langs for name in texts.message_ids(lang)}
    known |= {catalog_id(name) for name in known}
    out = []
    previous = set_strict(True)
    try:
        for lang in sorted(texts.langs):
            for message_id in texts.message_ids(lang):
                try:
                    for sample, text in renderings(texts, lang, message_id):
                        where = f"{lang}: {message_id} ({sample})"
                        if "{" in text or "}" in text:
                            out.append(f"{where} shows a brace: {text!r}")
                        ids = [word for word in _ID_LIKE.findall(text) if word in known]
                        if ids:
                            out.append(f"{where} shows a message id {ids}: {text!r}")
                        if _UNDERSCORED.search(text):
                            out.append(f"{where} shows an underscore-joined word: {text!r}")
                except TextError as error:
                    out.append(f"{lang}: {message_id} does not render: {error}")
    finally:
        set_strict(previous)
    return out


def quick_problems(texts: GameTexts) -> list[str]:
    """Messages whose quick rendering (civitas.engine.texts) differs from Fluent's own, for every plural
    sample and, for a selector on a string, every key it has."""
    out = []
    previous = set_strict(True)
    try:
        for lang, language in sorted(texts.langs.items()):
            for message_id in language.quick:
                numbers = selectors(texts, lang, message_id)
                words = sorted(_string_keys(texts, lang, message_id)) or [SAMPLE_WORD]
                others = texts.variables(lang, message_id) - numbers
                for sample in PLURAL_SAMPLES if numbers else PLURAL_SAMPLES[:1]:
                    for word in words:
                        args: dict[str, object] = {name: sample for name in numbers}
                        args.update({name: word for name in others})
                        quick = texts.format(lang, message_id, args)
                        fluent = texts._fluent_render(language, message_id, args)
                        if quick != fluent:
                            out.append(f"{lang}: {message_id} ({sample}, {word}): {quick!r} but Fluent {fluent!r}")
    finally:
        set_strict(previous)
    return out


def _string_keys(texts: GameTexts, lang: str, message_id: str) -> set[str]:
    """The identifier keys of a message's selectors on strings (``[egyptians]``), and one no key has."""
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, ast.Variant) and isinstance(node.key, ast.Identifier):
            found.add(node.key.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(texts.langs[lang].bundle.get_message(message_id).value)
    plural = {"zero", "one", "two", "few", "many", "other"}
    return found - plural | ({"unknown"} if found - plural else set())


def problems(game_id: str) -> list[str]:
    texts = GameTexts(game_id)
    return parse_problems(texts) + id_problems(texts) + render_problems(texts) + quick_problems(texts)
