"""A "choose one" effect's options are offered in the card's own words (texts.option_words): every card whose
effect chooses lists exactly its options in its text, in both languages, so no player sees "Option 2"."""

from __future__ import annotations

from typing import Any

import pytest

from civitas.engine.decisions import Frame
from civitas.games.empires import GAME
from civitas.games.empires.cards import card_set
from civitas.games.empires.catalog import catalog
from civitas.games.empires.texts import choose_parts, describe


def _chooses(program: Any, out: list[int]) -> list[int]:
    for op in program or []:
        if isinstance(op, list) and op:
            if op[0] == "choose":
                out.append(len(op) - 1)
            for arg in op[1:]:
                if isinstance(arg, list):
                    _chooses(arg, out)
    return out


CHOOSING = [d for d in card_set("data").designs.values()
            if _chooses(d.play, []) or _chooses((d.exhaust or {}).get("ops"), []) or _chooses(d.solstice, [])]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("design", CHOOSING, ids=lambda d: d.id)
def test_every_choosing_card_names_each_of_its_options_in_its_text(design: Any, lang: str) -> None:
    counts = _chooses(design.play, []) + _chooses((design.exhaust or {}).get("ops"), []) + _chooses(
        design.solstice, [])
    parts = choose_parts(catalog(lang)[f"cardtext.{design.id}"])
    assert len(counts) == 1 and len(parts) == counts[0], parts
    assert all(p[:1].isupper() and "{" not in p for p in parts)


def test_an_option_is_labelled_with_its_words_from_the_card() -> None:
    s = GAME.new_state({"players": 2}, 1)
    d = card_set("data").design("rd_expand")
    s.stack.push(Frame("choose", 0, d.id, {"src": -1, "options": d.play[0][1:]}))
    assert describe(s, ("option", 1), "en", ["A", "B"]).startswith("Pay 3 population to break through")
    assert describe(s, ("option", 0), "ru", ["А", "Б"]).startswith("Заплатите 2 населения")


def test_choose_parts_gives_nothing_for_a_text_without_a_choice() -> None:
    assert choose_parts("Gain 1 material.") == []
    assert choose_parts("Choose one: gain 1. Choose one: draw 1.") == []


def _may_ops(design: Any) -> list[Any]:
    from civitas.games.empires.texts import _mays

    return _mays(design.play, []) + _mays((design.exhaust or {}).get("ops"), []) + _mays(design.solstice, [])


OPTIONAL = [d for d in card_set("data").designs.values() if _may_ops(d)]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("design", OPTIONAL, ids=lambda d: d.id)
def test_every_optional_effect_has_its_own_sentence_in_the_card_text(design: Any, lang: str) -> None:
    from civitas.games.empires.texts import may_sentences

    assert len(may_sentences(catalog(lang)[f"cardtext.{design.id}"])) == len(_may_ops(design))


def test_an_optional_effect_is_asked_in_the_card_s_words() -> None:
    from civitas.games.empires.texts import may_words

    s = GAME.new_state({"players": 2}, 1)
    d = card_set("data").design("flood_meadow")
    card = s.table.index("flood_meadow") if "flood_meadow" in s.table else -1
    assert card >= 0
    s.stack.push(Frame("may", 0, d.id, {"src": card, "ops": _may_ops(d)[1]}))
    assert may_words(s, "en").startswith("Solstice: you may pay 1 material")
    s.stack.pop()
    s.stack.push(Frame("may", 0, d.id, {"src": card, "ops": _may_ops(d)[0]}))
    assert may_words(s, "ru").startswith("Вы можете поставить в гарнизон")
