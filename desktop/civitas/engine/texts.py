"""A game's words in Project Fluent files (``.ftl``): the one loader every game's texts go through.

Layout: ``civitas/games/<id>/texts/<lang>/*.ftl``, one folder per language (``en``, ``ru``), the files
split by topic (``catalog.ftl``, ``hints.ftl``…); the messages of all files of a language form one
bundle, so an id is unique across a game's files. A translator edits the files and checks them with
``tools/ftl_check.py``.

Ids: a catalog id such as ``log.discard.zero`` is the Fluent message ``log-discard-zero`` (Fluent ids take
no dots); game vocabulary used in many messages is a term (``-army``). Plurals are Fluent selectors on
CLDR categories (``{ $n -> [one] … [few] … *[many] … }`` in Russian), so no template picks a form by hand.

A message missing in a language falls back to English. In strict mode (``set_strict(True)``, or the
environment variable ``CIVITAS_STRICT_TEXTS=1``, which the tests set) a missing message, a variable no
caller supplied or any other formatting error raises :class:`TextError` instead. Fluent's bidi
isolation marks are off, so a rendered text is plain text.

The catalog of a game (``catalog(game_id, lang)``) keeps the shape the rest of the platform reads: a
dict of message ids to :class:`FluentTemplate`, a ``str`` whose text is the message in the log's old
template notation (``{n}``, ``{n|form|form|form}``), for code that reads templates, and which
``civitas.engine.log.render`` formats through Fluent. No Qt here.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Fluent is imported when a game's texts are first read, not at start-up
    from fluent.runtime import FluentBundle
    from fluent.syntax import ast

GAMES_DIR = Path(__file__).resolve().parents[1] / "games"
LANGS = ("en", "ru")
FALLBACK = "en"
STRICT_ENV = "CIVITAS_STRICT_TEXTS"

_strict: bool | None = None
_MISSING = object()
#: A piece of a message in the quick form (see ``_quick``).
Part = Any
RENDERED_KEPT = 20_000  # Fluent renderings kept per language before the store starts afresh


class TextError(LookupError):
    """A message is missing, or did not format (an unknown variable, a missing term)."""


def set_strict(on: bool | None) -> bool | None:
    """Raise on every missing message and formatting error (True), fall back quietly (False), or follow
    the environment variable ``CIVITAS_STRICT_TEXTS`` (None). Returns the setting it replaced."""
    global _strict
    previous, _strict = _strict, on
    return previous


@functools.cache
def _strict_by_environment() -> bool:
    return os.environ.get(STRICT_ENV) == "1"


def strict() -> bool:
    return _strict if _strict is not None else _strict_by_environment()


def fluent_id(catalog_id: str) -> str:
    """The Fluent message id of a catalog id (``log.discard.zero`` -> ``log-discard-zero``)."""
    return catalog_id.replace(".", "-")


def catalog_id(message_id: str) -> str:
    """The catalog id of a Fluent message id (``log-discard-zero`` -> ``log.discard.zero``)."""
    return message_id.replace("-", ".")


def texts_dir(game_id: str) -> Path:
    return GAMES_DIR / game_id / "texts"


def has_texts(game_id: str) -> bool:
    return any(texts_dir(game_id).glob("*/*.ftl"))


_ENTRY = re.compile(r"^(-?[A-Za-z][A-Za-z0-9_-]*)[ \t]*=", re.MULTILINE)


@functools.cache
def quick_ids(game_id: str, lang: str, files: tuple[str, ...] | None = None) -> frozenset[str]:
    """The catalog ids of a language's messages (of some files), read without parsing: a game's
    registration checks them at start-up, before any text is needed (the conformance suite parses)."""
    folder = texts_dir(game_id) / lang
    paths = sorted(folder.glob("*.ftl")) if files is None else [folder / f"{stem}.ftl" for stem in files]
    found: set[str] = set()
    for path in paths:
        if path.is_file():
            found.update(name for name in _ENTRY.findall(path.read_text(encoding="utf-8")) if name[0] != "-")
    return frozenset(catalog_id(name) for name in found)


def text_games() -> list[str]:
    """The ids of the games that keep texts in .ftl files."""
    return sorted(p.name for p in GAMES_DIR.iterdir() if p.is_dir() and has_texts(p.name))


class FluentTemplate(str):
    """A catalog entry backed by a Fluent message. Its text is a preview in the log's template notation;
    :meth:`render_with` formats the message itself."""

    texts: GameTexts
    lang: str
    message_id: str

    def __new__(cls, preview: str, texts: GameTexts, lang: str, message_id: str) -> FluentTemplate:
        made = super().__new__(cls, preview)
        made.texts = texts
        made.lang = lang
        made.message_id = message_id
        return made

    def render_with(self, args: Mapping[str, Any]) -> str:
        return self.texts.format(self.lang, self.message_id, args)


class _Language:
    """One language of a game: its messages (in file order, by file), their variables, previews and quick
    forms, and the Fluent bundle, built when first needed (the quick forms render every message here, and
    not keeping the syntax trees leaves fewer objects for the garbage collector to walk)."""

    def __init__(self, lang: str, files: list[Path]) -> None:
        from fluent.syntax import FluentParser, ast

        self.lang = lang
        self.paths = files
        self._bundle: FluentBundle | None = None
        self.files: dict[str, list[str]] = {}  # file stem -> message ids in order
        self.variables: dict[str, frozenset[str]] = {}
        self.previews: dict[str, str] = {}
        # Messages made of text, variables and selectors (on a number's plural category or exact value, or
        # on a string) in a quick form (see ``_quick``): the same text Fluent gives, without its resolver.
        # A message with a function or a message reference is left to Fluent.
        self.quick: dict[str, list[Part]] = {}
        # What Fluent rendered, by message and arguments (a log repeats its lines' shapes and numbers).
        self.rendered: dict[tuple[Any, ...], str] = {}
        from babel import Locale

        self._plural_form = Locale.parse(lang).plural_form  # CLDR plural rules, as Fluent uses them
        self._plurals: dict[int, str] = {}
        self.plural(1)  # babel builds the rule on first use: here, not in the first rendering
        self.junk: list[str] = []
        self.duplicates: list[str] = []
        parser = FluentParser(with_spans=False)
        terms: dict[str, ast.Pattern] = {}
        messages: list[tuple[str, ast.Message]] = []
        for path in files:
            resource = parser.parse(path.read_text(encoding="utf-8"))
            for entry in resource.body:
                if isinstance(entry, ast.Junk):
                    self.junk.append(path.name + ": " + (entry.content or "").strip()[:80])
                elif isinstance(entry, ast.Term):
                    terms[entry.id.name] = entry.value
                elif isinstance(entry, ast.Message):
                    messages.append((path.stem, entry))
        for stem, message in messages:
            name = message.id.name
            if name in self.variables:
                self.duplicates.append(name)
            self.files.setdefault(stem, []).append(name)
            self.variables[name] = frozenset(_variables(message))
            self.previews[name] = _preview(message.value, terms) if message.value is not None else ""
            parts = _quick(message.value, terms, None) if message.value is not None else None
            if parts is not None:
                self.quick[name] = parts

    @property
    def bundle(self) -> FluentBundle:
        if self._bundle is None:
            from fluent.runtime import FluentBundle
            from fluent.syntax import FluentParser

            parser = FluentParser(with_spans=False)
            self._bundle = FluentBundle([self.lang], use_isolating=False)
            for path in self.paths:
                self._bundle.add_resource(parser.parse(path.read_text(encoding="utf-8")))
        return self._bundle

    def plural(self, n: int) -> str:
        """The CLDR plural category of ``n`` in this language ("one", "few", "many", "other")."""
        category = self._plurals.get(n)
        if category is None:
            category = self._plurals[n] = str(self._plural_form(n))
        return category


class GameTexts:
    """Every language of one game's texts."""

    def __init__(self, game_id: str, root: Path | None = None) -> None:
        self.game_id = game_id
        self.root = root or texts_dir(game_id)
        self.langs: dict[str, _Language] = {}
        for folder in sorted(p for p in self.root.iterdir() if p.is_dir()) if self.root.is_dir() else []:
            files = sorted(folder.glob("*.ftl"))
            if files:
                self.langs[folder.name] = _Language(folder.name, files)

    def message_ids(self, lang: str, file: str | None = None) -> list[str]:
        """The Fluent ids of ``lang``'s messages (of one file when ``file`` names its stem)."""
        language = self.langs.get(lang)
        if language is None:
            return []
        if file is not None:
            return list(language.files.get(file, []))
        return [name for names in language.files.values() for name in names]

    def variables(self, lang: str, message_id: str) -> frozenset[str]:
        language = self.langs.get(lang)
        return language.variables.get(message_id, frozenset()) if language else frozenset()

    def _language_of(self, lang: str, message_id: str) -> _Language:
        language = self.langs.get(lang)
        if language is not None and message_id in language.variables:
            return language
        if strict():
            raise TextError(f"{self.game_id}: no message {message_id!r} in {lang!r}")
        fallback = self.langs.get(FALLBACK)
        if fallback is None or message_id not in fallback.variables:
            raise TextError(f"{self.game_id}: no message {message_id!r} in {lang!r} nor in {FALLBACK!r}")
        return fallback

    def format(self, lang: str, message_id: str, args: Mapping[str, Any] | None = None) -> str:
        """Message ``message_id`` in ``lang`` with ``args``: numbers select plural forms and show without
        grouping; a missing variable reads "?" (strict mode: any error raises :class:`TextError`)."""
        language = self._language_of(lang, message_id)
        if not args:  # a name (``@card.copper`` in a log line): rendered once
            alone = language.rendered.get((message_id,))
            if alone is None:
                alone = language.rendered[(message_id,)] = self._render(language, message_id, {})
            return alone
        return self._render(language, message_id, args)

    def _render(self, language: _Language, message_id: str, args: Mapping[str, Any]) -> str:
        quick = language.quick.get(message_id)
        if quick is not None:
            out: list[str] = []
            if self._join(quick, language, message_id, args, out):
                return "".join(out)
        return self._fluent_format(language, message_id, args)

    def _fluent_format(self, language: _Language, message_id: str, args: Mapping[str, Any]) -> str:
        try:
            key: tuple[Any, ...] | None = (message_id, *args.items())
            hash(key)
        except TypeError:  # a list or the like: rendered every time
            key = None
        if key is not None and key in language.rendered:
            return language.rendered[key]
        text = self._fluent_render(language, message_id, args)
        if key is not None:
            if len(language.rendered) >= RENDERED_KEPT:
                language.rendered.clear()
            language.rendered[key] = text
        return text

    def _fluent_render(self, language: _Language, message_id: str, args: Mapping[str, Any]) -> str:
        from fluent.runtime.types import fluent_number

        lang = language.lang
        values: dict[str, Any] = {}
        for key, raw in args.items():
            if isinstance(raw, int | float) and not isinstance(raw, bool):
                values[key] = fluent_number(raw, useGrouping=False)
            else:
                values[key] = str(raw)
        missing = language.variables[message_id] - values.keys()
        if missing and strict():
            raise TextError(f"{self.game_id}: {message_id!r} ({lang}) needs {sorted(missing)}")
        for key in missing:
            values[key] = "?"
        message = language.bundle.get_message(message_id)
        if message.value is None:
            raise TextError(f"{self.game_id}: {message_id!r} ({lang}) has no value")
        text, errors = language.bundle.format_pattern(message.value, values)
        if errors and strict():
            raise TextError(f"{self.game_id}: {message_id!r} ({lang}): {errors}")
        return str(text)

    def _join(
        self, parts: list[Part], language: _Language, message_id: str, args: Mapping[str, Any], out: list[str]
    ) -> bool:
        """Render ``parts`` into ``out``; False when a value needs Fluent itself (a float, a boolean)."""
        for part in parts:
            if isinstance(part, str):
                out.append(part)
                continue
            raw = args.get(part[1], _MISSING)
            if raw is _MISSING:
                if strict():
                    raise TextError(f"{self.game_id}: {message_id!r} ({language.lang}) needs {part[1]!r}")
                raw = "?"
            elif isinstance(raw, bool | float):
                return False  # Fluent words these (a locale's decimal sign)
            if len(part) == 2:
                out.append(str(raw))
                continue
            variants, default = part[2], part[3]
            chosen = variants.get(str(raw)) if isinstance(raw, int) else None  # an exact number: [0]
            if chosen is None:
                chosen = variants.get(language.plural(raw) if isinstance(raw, int) else str(raw), default)
            if not self._join(chosen, language, message_id, args, out):
                return False
        return True

    def catalog(self, lang: str, files: Iterable[str] | None = None) -> dict[str, str]:
        """Catalog ids to :class:`FluentTemplate` for ``lang``; the English message where ``lang`` lacks
        one (not in strict mode, where rendering it raises). ``files``: only those files' messages."""
        out: dict[str, str] = {}
        for source_lang in (FALLBACK, lang) if lang != FALLBACK else (lang,):
            language = self.langs.get(source_lang)
            if language is None:
                continue
            stems = list(files) if files is not None else list(language.files)
            for stem in stems:
                for name in language.files.get(stem, []):
                    out[catalog_id(name)] = FluentTemplate(language.previews[name], self, lang, name)
        return out


@functools.cache
def game_texts(game_id: str) -> GameTexts:
    """The texts of ``game_id``, loaded once."""
    return GameTexts(game_id)


@functools.cache
def _catalog(game_id: str, lang: str, files: tuple[str, ...] | None) -> dict[str, str]:
    return game_texts(game_id).catalog(lang, files)


def catalog(game_id: str, lang: str, files: Iterable[str] | None = None) -> dict[str, str]:
    """A fresh copy of the game's catalog for ``lang`` (English for a language it has no folder for),
    built once per (game, language)."""
    if lang not in game_texts(game_id).langs:
        lang = FALLBACK
    return dict(_catalog(game_id, lang, tuple(files) if files is not None else None))


def say(game_id: str, lang: str, message: str, args: Mapping[str, Any] | None = None) -> str:
    """Catalog message ``message`` (``gallery.count.deck``) of ``game_id`` rendered in ``lang`` (English
    for a language the game has no folder for) with ``args``."""
    texts = game_texts(game_id)
    return texts.format(lang if lang in texts.langs else FALLBACK, fluent_id(message), args)


class Localized(Mapping[str, str]):
    """One message of a game as language -> :class:`FluentTemplate` (the shape of a rules section's title
    and body, or a tutorial step's text): read as a string it is the text of a message without
    variables; ``render_with`` fills a message's variables (a tutorial's player names)."""

    def __init__(self, game_id: str, message: str) -> None:
        self.game_id = game_id
        self.message = message

    def __getitem__(self, lang: str) -> str:
        if lang not in LANGS:
            raise KeyError(lang)
        texts = game_texts(self.game_id)
        entry = _catalog(self.game_id, lang if lang in texts.langs else FALLBACK, None).get(self.message)
        if entry is None:
            raise TextError(f"{self.game_id}: no message {fluent_id(self.message)!r}")
        return entry

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)

    def __repr__(self) -> str:
        return f"Localized({self.game_id!r}, {self.message!r})"

    def defined(self, lang: str) -> bool:
        """Whether ``lang`` has this message (read without parsing)."""
        return self.message in quick_ids(self.game_id, lang)


class Catalogs(Mapping[str, Mapping[str, str]]):
    """Language -> catalog of some of a game's files, loaded when first read (so importing a game's
    modules reads no file): the shape of ``HINT_MESSAGES`` and the like."""

    def __init__(self, game_id: str, files: Iterable[str]) -> None:
        self.game_id = game_id
        self.files = tuple(files)

    def __getitem__(self, lang: str) -> Mapping[str, str]:
        if lang not in LANGS:
            raise KeyError(lang)
        return catalog(self.game_id, lang, self.files)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)

    def ids(self, lang: str) -> frozenset[str]:
        """The message ids ``lang`` has (read without parsing)."""
        return quick_ids(self.game_id, lang, self.files)


# --- reading the syntax tree -----------------------------------------------------------------------------
def _variables(node: Any) -> set[str]:
    """The names of every variable a message (or any part of one) uses."""
    from fluent.syntax import ast

    found: set[str] = set()
    if isinstance(node, ast.VariableReference):
        found.add(node.id.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            found |= _variables(value)
    elif isinstance(node, list):
        for item in node:
            found |= _variables(item)
    return found


def _preview(
    pattern: ast.Pattern | None, terms: Mapping[str, ast.Pattern], params: Mapping[str, str] | None = None
) -> str:
    """A pattern in the log's old notation: ``{name}`` for a variable, ``{n|a|b|c}`` for a selector on
    ``$n`` (its variants in written order), a term's or a literal's text in place (inside a term,
    ``params`` holds its arguments, and a selector takes the variant they name or the default one:
    ``{ -salt(case: "acc") }``)."""
    from fluent.syntax import ast

    if pattern is None:
        return ""
    parts = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        elif isinstance(element, ast.Placeable):
            parts.append(_expression(element.expression, terms, params))
    return "".join(parts)


def _expression(node: Any, terms: Mapping[str, ast.Pattern], params: Mapping[str, str] | None) -> str:
    from fluent.syntax import ast

    if isinstance(node, ast.VariableReference):
        return "{" + node.id.name + "}"
    if isinstance(node, ast.StringLiteral):
        return str(node.parse()["value"])
    if isinstance(node, ast.NumberLiteral):
        return str(node.value)
    if isinstance(node, ast.TermReference):
        named = node.arguments.named if node.arguments is not None else []
        given = {arg.name.name: str(arg.value.value) for arg in named}
        return _preview(terms.get(node.id.name), terms, given)
    if isinstance(node, ast.Placeable):
        return _expression(node.expression, terms, params)
    if isinstance(node, ast.FunctionReference) and node.arguments.positional:
        return _expression(node.arguments.positional[0], terms, params)
    if isinstance(node, ast.SelectExpression):
        selector = node.selector
        if isinstance(selector, ast.VariableReference) and params is None:
            forms = [_preview(variant.value, terms, params) for variant in node.variants]
            return "{" + selector.id.name + "|" + "|".join(forms) + "}"
        wanted = (params or {}).get(selector.id.name) if isinstance(selector, ast.VariableReference) else None
        chosen = next((v for v in node.variants if _key(v) == wanted), None)
        chosen = chosen or next((v for v in node.variants if v.default), node.variants[-1])
        return _preview(chosen.value, terms, params)
    return ""


def _quick(
    pattern: ast.Pattern, terms: Mapping[str, ast.Pattern], params: Mapping[str, str] | None
) -> list[Part] | None:
    """A pattern in the quick form: text, ``("", name)`` for a variable, ``("", name, variants, default)``
    for a selector on a variable (variant key -> parts); a term inlined with its arguments' variants
    chosen (``params``: inside a term). None for what only Fluent renders (a function, a message
    reference, a selector on anything else)."""
    from fluent.syntax import ast

    out: list[Part] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            out.append(element.value)
            continue
        node = element.expression
        while isinstance(node, ast.Placeable):
            node = node.expression
        if isinstance(node, ast.StringLiteral):
            out.append(str(node.parse()["value"]))
        elif isinstance(node, ast.VariableReference) and params is None:
            out.append(("", node.id.name))
        elif isinstance(node, ast.TermReference) and node.id.name in terms:
            named = node.arguments.named if node.arguments is not None else []
            inner = _quick(terms[node.id.name], terms, {arg.name.name: str(arg.value.value) for arg in named})
            if inner is None:
                return None
            out.extend(inner)
        elif isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
            default = next((v for v in node.variants if v.default), node.variants[-1])
            if params is not None:  # inside a term: the variant its arguments name, or the default one
                wanted = params.get(node.selector.id.name)
                chosen = next((v for v in node.variants if _key(v) == wanted), default)
                inner = _quick(chosen.value, terms, params)
                if inner is None:
                    return None
                out.extend(inner)
                continue
            variants: dict[str, list[Part]] = {}
            for variant in node.variants:
                parts = _quick(variant.value, terms, params)
                if parts is None:
                    return None
                variants[_key(variant)] = parts
            out.append(("", node.selector.id.name, variants, variants[_key(default)]))
        else:
            return None
    return out


def _key(variant: ast.Variant) -> str:
    from fluent.syntax import ast

    key = variant.key
    return key.name if isinstance(key, ast.Identifier) else str(key.value)
