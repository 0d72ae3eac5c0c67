"""The cards of Territory as the rules window's gallery shows them: one entry per card kind with its name
and text from the card data, a line of its numbers in words, its copies and the rules section it belongs
to. The words are ours, in Russian and English; the numbers come from the card data. No Qt."""

from __future__ import annotations

from dataclasses import dataclass

from civitas.engine.log import plural_index
from civitas.games.territory.cards import ATTACKERS, TYPES, KindDef, kinds

Forms = tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One card kind as the gallery shows it."""

    kind: str  # the kind's id: "house", "robber", ...
    group: str  # one of GROUPS (the card's type)
    name: str
    text: str
    count: int  # copies of this kind in the game
    icon: str  # an icon name of the table's icon set (an unknown name is drawn as a plain disc)
    details: str = ""  # its numbers in words
    section: str = ""  # the rules section that explains this card


GROUPS: tuple[str, ...] = TYPES
_GROUP_TITLES: dict[str, dict[str, str]] = {
    "building": {"en": "Buildings", "ru": "Здания"},
    "character": {"en": "Characters", "ru": "Персонажи"},
    "event": {"en": "Events", "ru": "События"},
    "reputation": {"en": "Reputation cards", "ru": "Карты репутации"},
    "development": {"en": "Development cards (their own deck)", "ru": "Карты развития (своя колода)"},
    "quest": {"en": "Quests (their own deck)", "ru": "Задания (своя колода)"},
}
SECTIONS: dict[str, str] = {
    "building": "buildings",
    "character": "characters",
    "event": "influence",
    "reputation": "influence",
    "development": "quests",
    "quest": "quests",
}
#: Kinds whose profit is not a printed number (tucked cards, a die).
VARYING = ("plantation", "gambling_house")
_COUNT_TEXT: dict[str, Forms] = {
    "en": ("{n} copy", "{n} copies"),
    "ru": ("{n} экземпляр", "{n} экземпляра", "{n} экземпляров"),
}
_NEEDS: dict[str, Forms] = {
    "en": ("Needs {n} unit of income", "Needs {n} units of income"),
    "ru": ("Требует {n} единицу дохода", "Требует {n} единицы дохода", "Требует {n} единиц дохода"),
}
_GIVES: dict[str, Forms] = {
    "en": ("gives {n} unit of profit", "gives {n} units of profit"),
    "ru": ("приносит {n} единицу прибыли", "приносит {n} единицы прибыли", "приносит {n} единиц прибыли"),
}
_WORDS: dict[str, dict[str, str]] = {
    "no_need": {"en": "Needs no income", "ru": "Не требует дохода"},
    "no_profit": {"en": "gives no profit", "ru": "прибыли не приносит"},
    "varies": {"en": "its profit varies (see the text)", "ru": "прибыль переменная (см. текст)"},
    "sig": {"en": "Significance {sig} while it works.", "ru": "Значимость {sig}, пока карта работает."},
    "free_space": {"en": "Takes no space on its territory.", "ru": "Не занимает места на территории."},
    "upkeep": {
        "en": "Printed numbers: in play it also needs its upkeep (1 by default), and gives 1 more if it gives any.",
        "ru": "Числа напечатанные: в игре нужно ещё содержание (обычно 1), а прибыль, если она есть, на 1 больше.",
    },
    "attackers": {
        "en": "The number of copies is a game option.",
        "ru": "Число экземпляров задаётся настройкой игры.",
    },
    "event": {
        "en": "Played on your income turn as your influence, then discarded.",
        "ru": "Разыгрывается в ваш ход фазы дохода как влияние, затем уходит в отбой.",
    },
    "quest": {
        "en": "Completed: +1 reputation and a development card. Still held at the end of the game: −2.",
        "ru": "Выполнено: +1 к репутации и карта развития. Осталось на руке в конце игры: −2.",
    },
}


def _lang(lang: str) -> str:
    return "ru" if lang == "ru" else "en"


def plural(n: int, forms: Forms, lang: str) -> str:
    """``forms`` (one/other in English; one/few/many in Russian) picked for ``n``, with ``{n}`` filled."""
    return forms[min(plural_index(_lang(lang), n), len(forms) - 1)].format(n=n)


def _word(key: str, lang: str) -> str:
    return _WORDS[key][_lang(lang)]


def details(definition: KindDef, lang: str) -> str:
    """The kind's numbers in words, one sentence after another."""
    lang = _lang(lang)
    parts: list[str] = []
    if definition.type == "event":
        parts.append(_word("event", lang))
    elif definition.type == "quest":
        parts.append(_word("quest", lang))
    else:
        need = plural(definition.req, _NEEDS[lang], lang) if definition.req else _word("no_need", lang)
        if definition.profit:
            give = plural(definition.profit, _GIVES[lang], lang)
        else:
            give = _word("varies" if definition.id in VARYING else "no_profit", lang)
        parts.append(f"{need}, {give}.")
    if definition.type in ("building", "character"):
        parts.append(_word("upkeep", lang))
    if definition.sig:
        parts.append(_word("sig", lang).format(sig=f"{definition.sig:+d}".replace("-", "−")))
    if definition.type in ("reputation", "development"):
        parts.append(_word("free_space", lang))
    if definition.id in ATTACKERS:
        parts.append(_word("attackers", lang))
    return " ".join(parts)


def group_title(group: str, lang: str) -> str:
    titles = _GROUP_TITLES.get(group)
    return titles[_lang(lang)] if titles else group


def count_text(entry: CardEntry, lang: str) -> str:
    return plural(entry.count, _COUNT_TEXT[_lang(lang)], lang)


def card_entries(lang: str, attackers: int = 2) -> list[CardEntry]:
    """Every card kind of the game in ``lang``, grouped in :data:`GROUPS` order and in data order within a
    group; :data:`ATTACKERS` counted with ``attackers`` copies."""
    lang = _lang(lang)
    out = [
        CardEntry(
            kind=d.id,
            group=d.type,
            name=d.name[lang],
            text=d.text[lang],
            count=attackers if d.id in ATTACKERS else d.copies,
            icon=d.type,
            details=details(d, lang),
            section=SECTIONS[d.type],
        )
        for d in kinds().values()
    ]
    return sorted(out, key=lambda e: GROUPS.index(e.group))
