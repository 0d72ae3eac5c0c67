"""The Russian texts name each market category one way: the word on the piles and in the menus (``cat.*``) is the
word in the card texts, the messages, the hints, the tutorial and the table's own strings; the old synonyms
(«истоков» for the uncivilised cards, «набегов» for the tributaries) are gone."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from civitas.games.empires.ai_texts import HINT_MESSAGES
from civitas.games.empires.cards import card_set
from civitas.games.empires.catalog import catalog
from civitas.games.empires.tutorial_texts import TEXTS

ROOT = Path(__file__).resolve().parents[3]
#: The category's one Russian word (as on its pile) and the stem every inflected use of it shares.
WORDS = {"region": ("регион", "регион"), "uncivilised": ("племена", "плем"), "civilised": ("цивилизация", "цивилизац"),
         "tributary": ("данники", "данник")}  # fmt: skip
#: Other words once used for a category, in any form.
SYNONYMS = re.compile(r"\b(?:исток\w*|набег(?:ов|ам|ами|ах)|вассал(?:ов|ам|ами|ах))\b", re.IGNORECASE)
ENGLISH = {"uncivilised": "uncivilised", "civilised": "civilised", "tributary": "tributar", "region": "region"}


def russian_texts() -> dict[str, str]:
    """Every Russian text of Empires a player reads but the card names (a name like «Набег» is a name)."""
    out = {k: v for k, v in catalog("ru").items() if not k.startswith(("card.", "nation.", "option.nation"))}
    out.update({f"hint.{k}": v for k, v in HINT_MESSAGES["ru"].items()})
    out.update({f"tutorial.{k}": v["ru"] for k, v in TEXTS.items()})
    ts = (ROOT / "translations" / "civitas_ru.ts").read_text(encoding="utf-8")
    for context in re.findall(r"<context>\s*<name>(Empires\w*)</name>(.*?)</context>", ts, re.S):
        for i, text in enumerate(re.findall(r"<translation>(.*?)</translation>", context[1], re.S)):
            out[f"{context[0]}.{i}"] = text
    return out


def test_the_piles_and_menus_use_one_word_per_category() -> None:
    cat = catalog("ru")
    assert {c: cat[f"cat.{c}"] for c in WORDS} == {c: word for c, (word, _stem) in WORDS.items()}


def test_no_russian_text_uses_an_old_synonym_of_a_category() -> None:
    found = {k: SYNONYMS.findall(v) for k, v in russian_texts().items() if SYNONYMS.search(v)}
    assert found == {}


@pytest.mark.parametrize("category", sorted(WORDS))
def test_a_card_text_naming_a_category_in_english_uses_its_one_russian_word(category: str) -> None:
    """Every card whose English text speaks of a "<category> card" says the category's word in Russian."""
    stem = WORDS[category][1]
    english = re.compile(rf"\b{ENGLISH[category]}\w* (?:or \w+ )?card", re.IGNORECASE)
    checked = 0
    for d in card_set("data").designs.values():
        en, ru = d.text.get("en", ""), d.text.get("ru", "")
        if category == "civilised":
            en = en.replace("uncivilised", "")
        if english.search(en):
            checked += 1
            assert stem in ru.lower(), (d.id, ru)
    assert checked > 0


def test_the_bad_category_error_names_the_categories_as_the_piles_do() -> None:
    text = catalog("ru")["reason.bad_category"]
    for _category, (_word, stem) in WORDS.items():
        assert stem in text.lower()
