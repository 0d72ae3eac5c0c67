"""The game-package protocol: the one place that lists what a game provides to the platform.

A game lives in ``civitas/games/<id>/`` (rules, data, AI knowledge, rules help, tutorial; no Qt) and
``civitas/games/<id>/table/`` (all of its Qt). Its ``package.py`` builds a :class:`GamePackage` named
``PACKAGE``; :mod:`civitas.engine.registry` loads it and :func:`check_package` checks every part when
the game is registered, so a missing or misnamed part fails loudly at start and in the tests instead
of quietly falling back. ``docs/adding-a-game.md`` walks through it. No Qt here: the table is named
by its module path and checked by the UI (``civitas.ui.game_tables``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from civitas.engine.game import Game
from civitas.engine.knowledge import Knowledge
from civitas.engine.rules_help import LANGS, RulesSection
from civitas.engine.texts import Catalogs, Localized, has_texts, quick_ids
from civitas.engine.tutorial import Tutorial


@dataclass(frozen=True)
class GalleryCards:
    """The cards the rules window shows in its gallery (a game without cards gives ``entries`` that
    return an empty list). Entries carry ``kind``, ``group``, ``name``, ``text`` and optionally
    ``icon``, ``cost``, ``details`` and ``section``."""

    entries: Callable[[str], Sequence[Any]]
    group_title: Callable[[str, str], str]
    count_text: Callable[[Any, str], str]
    group_colours: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class RulesHelp:
    """A game's rules help: its sections in reading order, and the body builder when part of a body is
    made at run time (a list of table rules read from the catalog, say)."""

    sections: Sequence[RulesSection]
    section_body: Callable[[str, str], str] | None = None
    cards: GalleryCards | None = None

    def section_ids(self) -> tuple[str, ...]:
        return tuple(s.id for s in self.sections)


@dataclass(frozen=True)
class GamePackage:
    """Everything a game gives the platform. Required: the game and its AI knowledge with the hint
    texts its reasons use. Declared as absent with ``None``: rules help, the module path of the game's
    Qt table package (``civitas.games.<id>.table``, providing ``create_table``, ``create_setup`` and
    ``card_faces``; without one the platform shows its generic table) and a tutorial."""

    game: Game[Any]
    knowledge: Knowledge
    hint_messages: Mapping[str, Mapping[str, str]]
    rules: RulesHelp | None
    table_module: str | None
    tutorial: Tutorial | None

    @property
    def id(self) -> str:
        return self.game.id


class PackageError(TypeError):
    """A game package is missing a part or has one of the wrong kind."""


def _ids(texts: Mapping[str, Mapping[str, str]], lang: str) -> set[str]:
    return set(texts.ids(lang)) if isinstance(texts, Catalogs) else set(texts.get(lang, {}))


def _has(text: Mapping[str, str], lang: str) -> bool:
    return text.defined(lang) if isinstance(text, Localized) else bool(text.get(lang))


def _problems(package: Any, game_id: str) -> list[str]:
    if not isinstance(package, GamePackage):
        return [f"PACKAGE is a {type(package).__name__}, not a GamePackage"]
    out: list[str] = []
    game = package.game
    if not isinstance(game, Game):
        return [f"game is a {type(game).__name__}, not a Game"]
    if game.id != game_id:
        out.append(f"game.id is {game.id!r}, registered as {game_id!r}")
    if not re.fullmatch(r"[a-z][a-z0-9_]*", game.id):
        out.append(f"game id {game.id!r} is not a lower-case identifier")
    for lang in LANGS:
        if not game.titles.get(lang):
            out.append(f"game has no title in {lang!r}")
    if not isinstance(game.rules_version, int) or game.rules_version < 1:
        out.append("game.rules_version must be a positive int")
    if not isinstance(package.knowledge, Knowledge):
        missing = [m for m in ("evaluate", "basic_evaluate", "policy", "candidates", "answer_seconds", "reason")
                   if not callable(getattr(package.knowledge, m, None))]
        out.append(f"knowledge lacks {', '.join(missing)}")
    keys = [_ids(package.hint_messages, lang) for lang in LANGS]
    if not all(keys) or any(k != keys[0] for k in keys):
        out.append("hint_messages must give the same non-empty set of ids in " + " and ".join(LANGS))
    # A game with Fluent texts: the ids of all its files, read without parsing them (start-up stays quick;
    # the conformance suite renders every message).
    fluent = has_texts(game.id)
    catalogs = [set(quick_ids(game.id, lang)) if fluent else set(game.catalog(lang)) for lang in LANGS]
    if any(c != catalogs[0] for c in catalogs):
        differ = ", ".join(sorted(catalogs[0] ^ catalogs[1]))
        out.append(f"the game's catalog differs between languages: {differ[:200]}")
    sections = package.rules.sections if package.rules is not None else ()
    if package.rules is not None and not sections:
        out.append("rules help has no sections")
    for section in sections:
        if not isinstance(section, RulesSection):
            out.append(f"rules section {section!r} is not a RulesSection")
        elif any(not _has(section.title, lang) or not _has(section.body, lang) for lang in LANGS):
            out.append(f"rules section {section.id!r} lacks a title or body in a language")
    if package.table_module is not None and not package.table_module.endswith(f".{game_id}.table"):
        out.append(f"table_module is {package.table_module!r}, expected '<games package>.{game_id}.table'")
    if package.tutorial is not None and not isinstance(package.tutorial, Tutorial):
        out.append("tutorial is not a Tutorial")
    elif package.tutorial is not None and package.tutorial.game_id != game_id:
        out.append(f"tutorial is for {package.tutorial.game_id!r}")
    return out


def check_package(package: Any, game_id: str) -> GamePackage:
    """``package`` if it provides every part of a game called ``game_id``; else :class:`PackageError`
    naming each problem."""
    problems = _problems(package, game_id)
    if problems:
        raise PackageError(f"game package {game_id!r}: " + "; ".join(problems))
    assert isinstance(package, GamePackage)
    return package
