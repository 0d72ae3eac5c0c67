"""A registered game's parts by its id: its rules help sections and their text, and its tutorial.
Each comes from the game's package (``civitas.engine.package``); no Qt here."""

from __future__ import annotations

from civitas.engine.package import RulesHelp
from civitas.engine.registry import UnknownGame, get_package
from civitas.engine.rules_help import RulesSection, markup_to_html
from civitas.engine.tutorial import Tutorial


def tutorial_for(game_id: str) -> Tutorial | None:
    """The tutorial the game's package declares, or None if it has none (or no such game exists)."""
    try:
        return get_package(game_id).tutorial
    except UnknownGame:
        return None


class NoRulesHelp(LookupError):
    """The game has no rules help (or no such game is registered)."""

    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id


def rules_of(game_id: str) -> RulesHelp:
    """The rules help ``game_id``'s package declares; raises :class:`NoRulesHelp` if it has none."""
    try:
        rules = get_package(game_id).rules
    except UnknownGame as exc:
        raise NoRulesHelp(game_id) from exc
    if rules is None:
        raise NoRulesHelp(game_id)
    return rules


def has_rules(game_id: str) -> bool:
    try:
        rules_of(game_id)
    except NoRulesHelp:
        return False
    return True


def sections(game_id: str) -> list[RulesSection]:
    """The sections of ``game_id``'s rules help in reading order."""
    return list(rules_of(game_id).sections)


def section_markup(game_id: str, section_id: str, lang: str) -> str:
    """The body of one section in the markup above, with any part the game builds at run time."""
    rules = rules_of(game_id)
    if rules.section_body is not None:
        return rules.section_body(section_id, lang)
    for section in rules.sections:
        if section.id == section_id:
            return section.body_in(lang)
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
