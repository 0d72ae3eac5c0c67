"""A hint with follow-ups reads as one sentence: a war as one decision (target, goal, the armies and
the hero), other plans as a list of moves in lower case, in both languages, never stitched with
"then"/«затем» nor with a capital in the middle."""

from __future__ import annotations

from heroes_helpers import act, give, position

from civitas.engine.actions import Action
from civitas.games.heroes import GAME
from civitas.games.heroes.cards import GRAIN, HERO, IRON, STONE, WOOD
from civitas.games.heroes.state import HeroesState

NAMES = ["Ann", "Bob", "Cleo"]


def steps_of(s: HeroesState, seat: int, actions: list[Action]) -> list[tuple[HeroesState, Action]]:
    """Each action with the view it is played in, the moves played on ``s``."""
    out = []
    for action in actions:
        out.append((GAME.view(s, seat), action))
        act(s, seat, action)
    return out


def war_steps(with_hero: bool) -> list[tuple[HeroesState, Action]]:
    s = position(3)
    s.supply[0] -= 2 - len(s.armies[0])
    s.armies[0] = [0, 0]
    if with_hero:
        give(s, 0, HERO)
    plan: list[Action] = [("war", 1), ("goal", "plunder"), ("send", 0), ("send", 0)]
    if with_hero:
        plan.append(("hero", "army"))
    return steps_of(s, 0, [*plan, ("go",)])


def test_a_war_plan_is_one_sentence_in_both_languages() -> None:
    en = GAME.describe_plan(war_steps(False), 0, "en", NAMES)
    assert en == "Attack Bob (goal: plunder) with 2 armies"
    ru = GAME.describe_plan(war_steps(False), 0, "ru", NAMES)
    assert ru == "Напасть на игрока Bob (цель: разграбление) и послать в бой армий: 2"


def test_a_war_plan_with_the_hero_says_what_the_hero_does() -> None:
    assert GAME.describe_plan(war_steps(True), 0, "en", NAMES) == (
        "Attack Bob (goal: plunder) with 2 armies and the hero as an extra army")
    assert "героя как ещё одну армию" in GAME.describe_plan(war_steps(True), 0, "ru", NAMES)


def test_a_build_plan_lists_its_moves_in_one_sentence() -> None:
    s = position(3)
    s.phase = "action"
    give(s, 0, STONE, WOOD, WOOD, IRON, GRAIN, GRAIN)
    steps = steps_of(s, 0, [("build", "city", 0), ("build", "army", 0), ("end_build",)])
    assert GAME.describe_plan(steps, 0, "en", NAMES) == "Build a city, build an army and stop building"
    ru = GAME.describe_plan(steps, 0, "ru", NAMES)
    assert ru == "Построить город, набрать армию и закончить строительство"
    for text in (GAME.describe_plan(steps, 0, "en", NAMES), ru):
        assert "then" not in text and "затем" not in text
        assert not any(word[:1].isupper() for word in text.split()[1:])
