"""Refusals that tell a player what is wrong: another tribe's special resource on the monument is
refused as not the player's own (whatever the phase), and a build the hand cannot pay for names each
missing card, and the gold that could stand in."""

from __future__ import annotations

from heroes_helpers import give, position

from civitas.engine.game import Reason
from civitas.engine.log import render
from civitas.games.heroes import GAME
from civitas.games.heroes.cards import GOLD, GRAIN, IRON, STONE, WOOD, special_of
from civitas.games.heroes.catalog import catalog


def said(reason: Reason | None, lang: str = "en") -> str:
    assert reason is not None
    cat = catalog(lang)
    return render(cat[f"reason.{reason.code}"], reason.args, cat, lang, ["Ann", "Bob", "Cleo"])


def test_another_tribes_special_on_the_monument_is_refused_as_not_your_own() -> None:
    s = position(3)
    other = special_of(s.tribe[1])
    give(s, 0, other)
    for phase in ("action", "build"):
        s.phase = phase
        reason = GAME.why_not(s, 0, ("monument", other, 1))
        assert reason is not None and reason.code == "not_own_special"
    assert "your tribe's" in said(GAME.why_not(s, 0, ("monument", other, 1)))


def test_a_build_you_cannot_pay_names_each_missing_card() -> None:
    s = position(3)
    give(s, 0, IRON, GRAIN)
    reason = GAME.why_not(s, 0, ("build", "army", 0))
    assert reason is not None and reason.code == "cant_afford"
    assert reason.args["n"] == 1 and reason.args["missing"] == ["@card.grain"]
    assert said(reason) == "Not enough resources for Army: 1 card short (Grain)."
    assert said(reason, "ru") == "Не хватает ресурсов (Армия): недостаёт карт — 1 (Зерно)."


def test_a_city_short_of_two_cards_with_one_gold_says_the_gold_does_not_cover_them() -> None:
    s = position(3)
    give(s, 0, STONE, GOLD)
    reason = GAME.why_not(s, 0, ("build", "city", 0))
    assert reason is not None and reason.code == "cant_afford_gold"
    assert reason.args["missing"] == ["@card.wood", "@card.wood"] and reason.args["gold"] == 1
    assert "2 cards short (Wood, Wood)" in said(reason)


def test_a_build_payable_with_gold_says_how_much_gold_to_use() -> None:
    s = position(3)
    give(s, 0, STONE, WOOD, GOLD)
    reason = GAME.why_not(s, 0, ("build", "city", 0))
    assert reason is not None and reason.code == "gold_needed"
    assert said(reason) == "City needs 1 gold card in place of the missing Wood."
