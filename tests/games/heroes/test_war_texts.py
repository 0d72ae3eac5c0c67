"""What a war's goals yield, why a won battle took nothing, and the battle preview's sentences, in
both languages."""

from __future__ import annotations

import re

import pytest
from heroes_helpers import ScriptedDice, act, give, position

from civitas.engine.log import entry_for, render
from civitas.games.heroes import GAME
from civitas.games.heroes.cards import CONQUEST, DESTRUCTION, GEN, HERO, IRON, PLUNDER, WOOD
from civitas.games.heroes.catalog import catalog
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.war_texts import WarTexts, percent

NAMES = ["Anna", "Boris", "Clio"]
RAW = re.compile(r"[{}@_]|\bTrue\b|\bFalse\b|\bNone\b")


def texts(lang: str) -> WarTexts:
    return WarTexts(catalog(lang), lang, NAMES)


def war(s: HeroesState, goal: str | None = None, sends: tuple[int, ...] = ()) -> HeroesState:
    act(s, 0, ("war", 1))
    if goal is not None:
        act(s, 0, ("goal", goal))
        for code in sends:
            act(s, 0, ("send", code))
    return s


def fight(s: HeroesState, dice: list[int]) -> list:
    s.rng = ScriptedDice(dice)
    events = act(s, 0, ("go",))
    return events + act(s, 1, ("respond", "none"))


def log_lines(events: list, lang: str) -> list[str]:
    cat = catalog(lang)
    out = []
    for e in events:
        entry = entry_for(e, None, cat)
        if entry is not None:
            out.append(render(cat[entry.msg], entry.args, cat, lang, NAMES))
    return out


def test_conquest_with_one_winning_army_takes_nothing_and_the_report_says_too_few():
    s = position(3)
    s.armies[1] = []
    s.supply[0] += 1
    events = fight(war(s, "conquest", (0,)), [])  # nobody defends: the one army wins without a duel
    (why,) = [e for e in events if e.kind == "no_spoils"]
    assert why.args["why"] == "@nospoils.too_few" and s.cities[1] == 1
    assert any("one winning army is not enough for a city" in line for line in log_lines(events, "en"))
    assert any("одной победившей армии для города мало" in line for line in log_lines(events, "ru"))


def test_plunder_of_an_empty_hand_takes_nothing_and_the_report_says_there_was_no_card():
    s = position(3)
    events = fight(war(s, "plunder", (0,)), [6, 1])
    (why,) = [e for e in events if e.kind == "no_spoils"]
    assert why.args["why"] == "@nospoils.no_card"


def test_a_battle_that_gains_something_or_is_lost_gives_no_reason_line():
    s = position(3)
    give(s, 1, IRON, WOOD)
    events = fight(war(s, "plunder", (0,)), [6, 1])
    assert not [e for e in events if e.kind == "no_spoils"] and len(s.hands[0]) == 2
    s = position(3)
    events = fight(war(s, "conquest", (0,)), [1, 6])
    assert not [e for e in events if e.kind == "no_spoils"]


def test_goal_buttons_say_the_most_each_goal_takes_with_the_armies_that_can_be_sent():
    s = position(3)
    s.armies[0] = [GEN, 0, 0, 0]
    s.supply[0] -= 3
    s.supply[3] -= 1
    s.cities[1] = 3
    s.supply[1] -= 2
    give(s, 1, IRON, WOOD, IRON)
    war(s)
    v = GAME.view(s, 0)
    en, ru = texts("en"), texts("ru")
    assert en.goal_label(v, 0, CONQUEST) == "Conquest: up to 2 cities"  # four armies: two cities
    assert en.goal_label(v, 0, PLUNDER) == "Plunder: up to 3 cards"  # all the defender holds
    assert en.goal_label(v, 0, DESTRUCTION) == "Destruction: nothing to throw off"
    assert ru.goal_label(v, 0, CONQUEST) == "Завоевание: до 2 городов"
    tip = en.goal_tip(v, 0, PLUNDER)
    assert "each winning army takes 2 random cards" in tip and "That is all Boris has." in tip
    assert "Chances if you send all you have (4 armies):" in tip


def test_a_single_army_is_told_that_conquest_needs_two_winners():
    s = war(position(3))
    v = GAME.view(s, 0)
    assert texts("en").goal_label(v, 0, CONQUEST) == "Conquest: nothing to take"
    assert "a city needs 2 winning armies" in texts("en").goal_tip(v, 0, CONQUEST)
    assert "для города нужны 2 победившие армии" in texts("ru").goal_tip(v, 0, CONQUEST)


def test_preview_shows_the_defence_and_every_outcome_with_its_chance():
    s = position(3)
    s.armies[0] = [GEN, 0]
    s.supply[0] -= 1
    s.supply[3] -= 1
    s.forts[1] = 1
    s.supply[2] -= 1
    s.cities[1] = 2
    s.supply[1] -= 1
    war(s, "conquest", (GEN, 0))
    lines = texts("en").preview(GAME.view(s, 0), 0)
    assert lines[0] == "Boris defends with 1 army and 1 fortress (+1 in each duel)."
    # the general's duel: 2 + die against 1 + die is won 21 times in 36; the other army is unopposed
    assert lines[1] == "Chances with 2 armies: 1 city 58% · a win without spoils 42%"
    assert lines[-1] == "Not counted: a hero or Olympic games Boris may still play."
    ru = texts("ru").preview(GAME.view(s, 0), 0)
    assert ru[1] == "Шансы с 2 армиями: 1 город 58% · победа без добычи 42%"


def test_the_goal_step_counts_a_hero_in_hand_as_one_more_army_and_names_it():
    s = position(3)
    give(s, 0, HERO)
    war(s)
    lines = texts("en").preview(GAME.view(s, 0), 0)
    assert lines[1] == "Chances if you send all you have (1 army and 1 hero):"
    assert texts("ru").preview(GAME.view(s, 0), 0)[1] == "Шансы, если отправить всё, что есть (1 армия и 1 герой):"


def test_the_goal_step_preview_is_shown_to_the_attacker_only():
    s = war(position(3))
    assert texts("en").preview(GAME.view(s, 0), 0)
    assert texts("en").preview(GAME.view(s, 1), 1) == []  # it would reveal the attacker's heroes


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_war_texts_show_no_raw_values_in_many_positions(lang):
    w = texts(lang)
    for seed in range(12):
        s = position(3, seed=seed)
        s.armies[0] = [GEN, 0, 0][: 1 + seed % 3]
        s.supply[0] -= len(s.armies[0]) - 1
        s.supply[3] -= 1
        s.monument[1] = seed % 3
        s.forts[1] = seed % 2
        s.supply[2] -= seed % 2
        war(s)
        v = GAME.view(s, 0)
        lines = w.preview(v, 0)
        for g in (CONQUEST, PLUNDER, DESTRUCTION):
            lines += [w.goal_label(v, 0, g), *w.goal_tip(v, 0, g).split("\n")]
        act(s, 0, ("goal", ("conquest", "plunder", "destruction")[seed % 3]))
        act(s, 0, ("send", s.armies[0][0]))
        lines += w.preview(GAME.view(s, 0), 0)
        for line in lines:
            assert line and not RAW.search(line), line


def test_chances_are_whole_percentages_that_never_round_to_certainty():
    from fractions import Fraction

    assert percent(Fraction(21, 36)) == "58%"
    assert percent(Fraction(1, 1296)) == "<1%"
    assert percent(Fraction(1295, 1296)) == ">99%"
    assert percent(Fraction(1)) == "100%"
