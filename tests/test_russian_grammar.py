"""Russian texts never need a player's name declined (names are whatever people type, and «Компьютер 2»
cannot be put in a case by a template): every Russian template that puts a name into a sentence keeps
it in the nominative — «у игрока {name}», «против игрока {name}», «{name}: …» — and no verb after a
name shows the player's gender (present tense: «{name} строит», never «{name} построил(а)»).

Scanned: every game's catalog and hint texts, the tutorials (and the Age of Heroes tutorial's result
texts), and the Qt Linguist catalog translations/civitas_ru.ts.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

from civitas.ai.hints import hint_messages
from civitas.engine.registry import all_game_ids, get_package
from civitas.engine.texts import catalog as fluent_catalog
from civitas.engine.texts import has_texts

TS = Path(__file__).resolve().parents[1] / "translations" / "civitas_ru.ts"

# Name placeholders: in game texts an argument whose key ends in "seat" is a player (civitas.engine.log),
# in tutorials {p0}, {p1}…, in the Qt catalog {name}, {names} and the {a}/{b} pairs.
GAME_NAME = r"\{\w*seat\}"
TUTORIAL_NAME = r"\{p\d\}"
QT_NAME = r"\{(?:name|names|a|b)\}"

# A preposition right before a name would need the name in another case.
PREPOSITIONS = frozenset(
    "у против от к ко с со для о об обо без на в во по из изо за между перед пред при над под через до "
    "после кроме около вокруг среди ради возле мимо насчёт вместо".split()
)
# Words after which a name stands in the nominative: a form of «игрок» (the noun takes the case), a verb
# whose subject the name is («Ходит {name}»), «и» joining two subjects, «как» («Сохранено как {name}»).
NOMINATIVE_AFTER = frozenset(
    "игрок игрока игроку игроком игроке игроки игроков игрокам игроками игроках "
    "ходит ходят побеждает побеждают и как".split()
)
# Past tense shows gender («построил / построила»); so do short participles and adjectives («готов/готова»).
PAST_TENSE = re.compile(r"^(?:не\s+)?([а-яё]+(?:л|ла|ло|ли|лся|лась|лось|лись))\b", re.IGNORECASE)
NOT_PAST = frozenset({"или", "если", "ли", "пока"})
GENDERED_SHORT = frozenset({"готов", "готова", "рад", "рада", "должен", "должна", "один", "одна", "сам", "сама"})


def problems(text: str, name_pattern: str) -> list[str]:
    out = []
    for match in re.finditer(name_pattern, text):
        before = re.findall(r"[\wё]+$", text[: match.start()].rstrip())
        word = before[0].lower() if before else ""
        if word in PREPOSITIONS:
            out.append(f"preposition «{word}» before {match.group()}")
        elif word and word not in NOMINATIVE_AFTER:
            out.append(f"«{word}» before {match.group()} would need the name declined")
        after = text[match.end() :].lstrip(" ")
        past = PAST_TENSE.match(after)
        if past and past.group(1).lower() not in NOT_PAST:
            out.append(f"past tense «{past.group(1)}» after {match.group()} shows the player's gender")
        short = re.match(r"([а-яё]+)\b", after, re.IGNORECASE)
        if short and short.group(1).lower() in GENDERED_SHORT:
            out.append(f"«{short.group(1)}» after {match.group()} shows the player's gender")
    return out


def tutorial_texts(game_id: str) -> Iterator[tuple[str, str]]:
    tutorial = get_package(game_id).tutorial
    if tutorial is None:
        return
    for step in tutorial.steps:
        for field in ("title", "text", "result"):
            value = getattr(step, field)
            if isinstance(value, Mapping) and value.get("ru"):
                yield f"{game_id} tutorial {step.key}.{field}", value["ru"]
    if has_texts(game_id):  # every text of its Fluent tutorial file: the results told as they fell too
        for key, text in fluent_catalog(game_id, "ru", ("tutorial",)).items():
            yield f"{game_id} {key}", text


def russian_templates() -> Iterator[tuple[str, str, str]]:
    """(where, text, name pattern) for every Russian template."""
    for game_id in all_game_ids():
        for key, text in get_package(game_id).game.catalog("ru").items():
            yield f"{game_id} catalog {key}", text, GAME_NAME
        for key, text in hint_messages(game_id, "ru").items():
            yield f"{game_id} hint {key}", text, GAME_NAME
        for where, text in tutorial_texts(game_id):
            yield where, text, TUTORIAL_NAME
    for message in ET.parse(TS).getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        forms = [translation.text] if translation.text else [f.text for f in translation.findall("numerusform")]
        for text in forms:
            if text:
                yield f"civitas_ru.ts «{message.findtext('source')}»", text, QT_NAME


def test_no_russian_template_needs_a_declined_name_or_a_gendered_verb():
    found = []
    named = 0
    for where, text, pattern in russian_templates():
        if re.search(pattern, text):
            named += 1
        found.extend(f"{where}: {problem} — {text}" for problem in problems(text, pattern))
    assert named > 60  # the scan sees the log, hints, tutorial and table texts that name players
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    "text",
    [
        "Варвары грабят {seat}",  # accusative needed: «Марка»
        "{seat} захватывает у {defender_seat} город",
        "Дуэль {seat} против {defender_seat}",
        "Дорога между {a} и {b}",
        "{seat} не удержал условия победы",
        "{p1} согласилась",
        "Предложение {seat} снято",
        "{seat} сдалась",
        "{seat} готова к бою",
    ],
)
def test_the_scan_catches_templates_that_need_declension(text):
    pattern = GAME_NAME if "seat}" in text else TUTORIAL_NAME if "{p" in text else QT_NAME
    assert problems(text, pattern)


@pytest.mark.parametrize(
    "text",
    [
        "{seat} захватывает у игрока {defender_seat} {n} {n|город|города|городов}",
        "Совершённый обмен: {seat} отдаёт «{gave}» и получает «{got}» от игрока {other_seat}",
        "Ходит {name}: {phase}.",
        "Дорога: {a} — {b}",
        "Вы — {p0}; ваши соперники — {p1} (египтяне) и {p2} (римляне).",
        "{names}: думает…",
    ],
)
def test_the_scan_passes_templates_that_keep_names_in_the_nominative(text):
    pattern = GAME_NAME if "seat}" in text else TUTORIAL_NAME if "{p" in text else QT_NAME
    assert problems(text, pattern) == []
