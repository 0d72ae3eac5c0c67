"""A game's rules help with numbered table rules, built one way for every game that has them.

A game gives its section ids in reading order, the titles and bodies of each section in Russian and
English, and its table rules (``{rule id: {lang: text}}``) with the section each belongs to. Every
table rule is then shown, marked and numbered, twice: at the end of the section it belongs to (under
"Table rules of this section") and in the ``table_rules`` section, whose body is the game's intro
followed by every rule in number order with a link to its section. A game writes its table rules with
``table_rule`` (the reason after ``WHY``) and ``split_rules``, and builds its help from its texts modules
with ``TableRulesHelp.from_texts``. No Qt here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from civitas.engine.rules_help import LANGS, RulesSection, markup_to_html

#: The mark of a table rule, before its id.
LABEL = {"ru": "Правило стола", "en": "Table rule"}
#: What stands between a table rule's choice and its one-sentence reason.
WHY = {"ru": "*Почему:*", "en": "*Why:*"}
_SEE = {"ru": "Раздел", "en": "Section"}
_HERE = {"ru": "Правила стола этого раздела", "en": "Table rules of this section"}
TABLE_RULES_SECTION = "table_rules"


class SectionTexts(Protocol):
    """A game's texts module for one language: section titles and bodies by section id."""

    TITLES: dict[str, str]
    BODIES: dict[str, str]


def table_rule(section: str, ru: str, ru_why: str, en: str, en_why: str) -> tuple[str, dict[str, str]]:
    """One table rule: the section it belongs to, and its text in each language, the choice then the reason."""
    return section, {"ru": f"{ru} {WHY['ru']} {ru_why}", "en": f"{en} {WHY['en']} {en_why}"}


def split_rules(
    rules: Mapping[str, tuple[str, dict[str, str]]],
) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """``table_rule``s by id split into the texts by id and the section of each id, in the same order."""
    return {rid: texts for rid, (_, texts) in rules.items()}, {rid: section for rid, (section, _) in rules.items()}


_RULE_REFERENCE = re.compile(
    r"\s*\((?:see |см\. )?(?:TR|RD)-[A-Z]?\d+(?:\s*(?:[–…-]|to|and|и|до)\s*(?:TR|RD)-[A-Z]?\d+)?(?: below| ниже)?\)"
)


def choice_of(text: str, lang: str) -> str:
    """A table rule's choice, without the reason after ``WHY``."""
    return text.partition(WHY[lang])[0].strip()


def without_rule_ids(markup: str) -> str:
    """``markup`` without the design record's references to table rules and readings by id ("(TR-E7 below)",
    "(RD-3)"): the player reads the rule where it is shown."""
    return _RULE_REFERENCE.sub("", markup)


class TableRulesHelp:
    """The sections of one game's rules help, table rules placed in them."""

    def __init__(
        self,
        section_ids: Sequence[str],
        titles: Mapping[str, Mapping[str, str]],
        bodies: Mapping[str, Mapping[str, str]],
        table_rules: Mapping[str, Mapping[str, str]],
        rule_section: Mapping[str, str],
        design_ids: Sequence[str] = (),
        design_rules: Sequence[str] = (),
    ) -> None:
        self.titles = titles
        self.bodies = bodies
        self.table_rules = table_rules
        self.rule_section = rule_section
        #: Sections and rules for the design record only (how the ruleset was made, readings of a source):
        #: written to ``docs/<game>-table-rules.md``, never shown to the players.
        self.design_ids = tuple(design_ids)
        self.design_rules = frozenset(design_rules)
        self.sections: list[RulesSection] = [self._section(sid) for sid in section_ids]
        self._by_id: dict[str, RulesSection] = {s.id: s for s in self.sections}

    @classmethod
    def from_texts(
        cls,
        section_ids: Sequence[str],
        texts: Mapping[str, SectionTexts],
        table_rules: Mapping[str, Mapping[str, str]],
        rule_section: Mapping[str, str],
        bodies: Callable[[dict[str, str], str], dict[str, str]] | None = None,
        design_ids: Sequence[str] = (),
        design_rules: Sequence[str] = (),
    ) -> TableRulesHelp:
        """The help from a texts module per language (``{"ru": rules_help_ru, "en": rules_help_en}``);
        ``bodies(module_bodies, lang)``, when given, makes the bodies shown (sections built from data)."""
        shown = {lang: bodies(m.BODIES, lang) if bodies else m.BODIES for lang, m in texts.items()}
        return cls(section_ids, {lang: m.TITLES for lang, m in texts.items()}, shown, table_rules, rule_section,
                   design_ids, design_rules)

    def exports(
        self,
    ) -> tuple[
        list[RulesSection],
        Callable[[str, str], str],
        Callable[[str], list[str]],
        Callable[[str, str], str],
        Callable[[str, str], tuple[str, str]],
    ]:
        """What a game's rules help module exports: ``SECTIONS, rule_note, rules_of_section, section_body,
        section_text``."""
        return self.sections, self.rule_note, self.rules_of_section, self.section_body, self.section_text

    def rule_note(self, rule_id: str, lang: str) -> str:
        """One table rule as a player reads it, a highlighted note: ``> **Table rule.** choice``. Its id and
        the reason for the choice are the design record's (``design_record``), not the player's."""
        return f"> **{LABEL[lang]}.** {without_rule_ids(choice_of(self.table_rules[rule_id][lang], lang))}"

    def design_record(self, title: str) -> str:
        """The table rules as the design record keeps them (``docs/<game>-table-rules.md``): by id, with the
        section, the choice and the reason, in both languages."""
        lines = [f"# {title}: table rules", "",
                 "The choices this app makes where the rules leave a question open. The rules help shows each "
                 "choice to the players (without its id or reason) in the section named here; this file is the "
                 "design record: the ids used in code and tests, and why each choice was made.",
                 "Generated from the game's `rules_help_table_rules.py`; `tests/games/test_rules_help_for_players.py` "
                 "checks that it is current.", ""]
        for rid, texts in self.table_rules.items():
            sid = self.rule_section[rid]
            lines += [f"## {rid} ({sid}: {self.titles['en'][sid]})", ""]
            for lang in LANGS:
                choice, _, why = texts[lang].partition(WHY[lang])
                lines.append(f"- {lang}: {choice.strip()}")
                if why.strip():
                    lines.append(f"  - {WHY[lang]} {why.strip()}")
            lines.append("")
        for sid in self.design_ids:
            for lang in LANGS:
                lines += [f"## {self.titles[lang][sid]} ({lang})", "", self.bodies[lang][sid].strip(), ""]
        return "\n".join(lines)

    def rules_of_section(self, section_id: str) -> list[str]:
        """The ids of the table rules that belong to ``section_id``, in their numeric order."""
        return [rid for rid in self.table_rules
                if self.rule_section[rid] == section_id and rid not in self.design_rules]

    def section_body(self, section_id: str, lang: str) -> str:
        """The markup of one section in ``lang`` ("ru" or "en"), table rules included."""
        return self._by_id[section_id].body_in(lang)

    def section_text(self, section_id: str, lang: str) -> tuple[str, str]:
        """``(title, html)`` of one section in ``lang``."""
        return self._by_id[section_id].title_in(lang), markup_to_html(self.section_body(section_id, lang))

    def _table_rules_body(self, lang: str) -> str:
        parts = [without_rule_ids(self.bodies[lang][TABLE_RULES_SECTION].strip())]
        for rid in self.table_rules:
            if rid in self.design_rules:
                continue
            sid = self.rule_section[rid]
            parts.append(f"{self.rule_note(rid, lang)} [{_SEE[lang]}: {self.titles[lang][sid]}]({sid})")
        return "\n\n".join(parts)

    def _body(self, section_id: str, lang: str) -> str:
        if section_id == TABLE_RULES_SECTION:
            return self._table_rules_body(lang)
        body = without_rule_ids(self.bodies[lang][section_id].strip())
        own = self.rules_of_section(section_id)
        if not own:
            return body
        return "\n\n".join([body, "## " + _HERE[lang], *(self.rule_note(rid, lang) for rid in own)])

    def _section(self, section_id: str) -> RulesSection:
        return RulesSection(
            section_id,
            {lang: self.titles[lang][section_id] for lang in LANGS},
            {lang: self._body(section_id, lang) for lang in LANGS},
        )
