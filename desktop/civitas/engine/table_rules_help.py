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


class TableRulesHelp:
    """The sections of one game's rules help, table rules placed in them."""

    def __init__(
        self,
        section_ids: Sequence[str],
        titles: Mapping[str, Mapping[str, str]],
        bodies: Mapping[str, Mapping[str, str]],
        table_rules: Mapping[str, Mapping[str, str]],
        rule_section: Mapping[str, str],
    ) -> None:
        self.titles = titles
        self.bodies = bodies
        self.table_rules = table_rules
        self.rule_section = rule_section
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
    ) -> TableRulesHelp:
        """The help from a texts module per language (``{"ru": rules_help_ru, "en": rules_help_en}``);
        ``bodies(module_bodies, lang)``, when given, makes the bodies shown (sections built from data)."""
        shown = {lang: bodies(m.BODIES, lang) if bodies else m.BODIES for lang, m in texts.items()}
        return cls(section_ids, {lang: m.TITLES for lang, m in texts.items()}, shown, table_rules, rule_section)

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
        """One table rule as a highlighted note: ``> **Table rule TR-A5.** choice *Why:* reason``."""
        return f"> **{LABEL[lang]} {rule_id}.** {self.table_rules[rule_id][lang]}"

    def rules_of_section(self, section_id: str) -> list[str]:
        """The ids of the table rules that belong to ``section_id``, in their numeric order."""
        return [rid for rid in self.table_rules if self.rule_section[rid] == section_id]

    def section_body(self, section_id: str, lang: str) -> str:
        """The markup of one section in ``lang`` ("ru" or "en"), table rules included."""
        return self._by_id[section_id].body_in(lang)

    def section_text(self, section_id: str, lang: str) -> tuple[str, str]:
        """``(title, html)`` of one section in ``lang``."""
        return self._by_id[section_id].title_in(lang), markup_to_html(self.section_body(section_id, lang))

    def _table_rules_body(self, lang: str) -> str:
        parts = [self.bodies[lang][TABLE_RULES_SECTION].strip()]
        for rid in self.table_rules:
            sid = self.rule_section[rid]
            parts.append(f"{self.rule_note(rid, lang)} [{_SEE[lang]}: {self.titles[lang][sid]}]({sid})")
        return "\n\n".join(parts)

    def _body(self, section_id: str, lang: str) -> str:
        if section_id == TABLE_RULES_SECTION:
            return self._table_rules_body(lang)
        body = self.bodies[lang][section_id].strip()
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
