"""The guided first game of The Ancient World: the steps and what each waits for. The opening is
stacked in scenario.py and the computer player follows the plan in tutorial_agents.py, so every step
meets the position it needs; the words are in tutorial_texts.py and the facts the results tell in
tutorial_facts.py. Steps that depend on the dice (losing a card) or on the learner's own choices
(hunger, keeping a drawn card) come up only when they apply.

The learner is seat 0 ({p0}); {p1} is the computer player, who holds the first-player token. After the
last step the game is the learner's to finish.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.tutorial import Step
from civitas.engine.tutorial_kit import mine, only, step_maker, two_player
from civitas.games.ancient.derived import C, food
from civitas.games.ancient.legal import legal_actions
from civitas.games.ancient.scenario import TUTORIAL_PLAYERS
from civitas.games.ancient.state import HIDDEN_A, AncientState
from civitas.games.ancient.tutorial_agents import agent
from civitas.games.ancient.tutorial_facts import (
    build_facts,
    coins_facts,
    event,
    explore_facts,
    explored,
    fight_facts,
    lose_facts,
    pending,
    picked_all,
    placed_on,
    recruit_facts,
    reserve_facts,
    round_facts,
    starve_facts,
    study_facts,
)
from civitas.games.ancient.tutorial_texts import RESULTS, TEXTS, TITLES

YOU, RIVAL = 0, 1
SEED = 4  # the damage die shows a titan here, so the lesson on losing a card comes up (tests cover others)

NAMES: dict[str, tuple[str, ...]] = {"en": ("Alex", "Cassia"), "ru": ("Алекс", "Кассия")}
OPTIONS: dict[str, Any] = {"players": TUTORIAL_PLAYERS, "first_player": "2", "scenario": "tutorial"}


# --- what the steps accept ------------------------------------------------------------------------------
def kind_of(*kinds: str) -> Any:
    """Any of the pending decision's answers of these kinds."""

    def allowed(_s: AncientState, action: Action) -> bool:
        return action[0] in kinds

    return allowed


def lose_keeping_food(s: AncientState, action: Action) -> bool:
    """A card to lose that leaves food for every citizen, where there is one (else any card): the starred
    choice never starves a citizen the text did not warn of."""
    if action[0] != "lose":
        return False
    citizens = len(s.citizens[YOU])
    losable = [int(a[1]) for a in legal_actions(s, YOU) if a[0] == "lose"]
    safe = [c for c in losable if food(s, YOU) - C[c].food >= citizens]
    return int(action[1]) in safe if safe else True


def place_on(slot: str) -> Any:
    def allowed(_s: AncientState, action: Action) -> bool:
        return action[0] == "place" and action[2] == slot

    return allowed


def buy_id(card_id: str) -> Any:
    def allowed(_s: AncientState, action: Action) -> bool:
        return action[0] == "buy" and C[action[1]].id == card_id

    return allowed


def recruit_id(card_id: str) -> Any:
    def allowed(_s: AncientState, action: Action) -> bool:
        return action[0] == "recruit" and C[action[1]].id == card_id

    return allowed


def fight_stars(stars: int) -> Any:
    def allowed(_s: AncientState, action: Action) -> bool:
        return action[0] == "fight" and action[1] == stars

    return allowed


step = step_maker(TITLES, TEXTS, RESULTS)


# --- what the steps point at on the table -----------------------------------------------------------------
# Marks are the payloads of the table's pieces (games/ancient/table): ``("cit", seat, skill)`` a citizen,
# ``("card", instance)`` a card seen face up (HIDDEN_A: the Empire deck's back), ``("army", seat, i,
# active)`` an army shown by its active troop. The card instances are those of the stacked opening.
def _opening() -> AncientState:
    from civitas.games.ancient import GAME  # the game's own setup, so the marks follow the scenario

    state: AncientState = GAME.new_state(OPTIONS, SEED)
    return state


def _instance(s: AncientState, card_id: str, cards: list[int]) -> int:
    return next(c for c in cards if C[c].id == card_id)


_S = _opening()
FORGE = ("card", _instance(_S, "bronze_forge", list(_S.display)))
SPEARMEN = ("card", _instance(_S, "hill_spearmen", list(_S.troop_row)))
TITAN = ("card", _S.titan_decks[0][-1])
GUARD_ARMY = next(("army", YOU, i, army[-1]) for i, army in enumerate(_S.armies[YOU]) if C[army[-1]].id == "city_guard")


# --- the steps ------------------------------------------------------------------------------------------
STEPS: tuple[Step, ...] = (
    step("welcome", "overview"),
    step("overbid", "placement", allowed=only(("place", 2, "work")), done=mine(("place", 2, "work")),
         facts=coins_facts, marks=(("cit", RIVAL, 1), ("cit", YOU, 2))),
    step("build_fee", "placement", allowed=only(("place", 1, "build")), done=mine(("place", 1, "build")),
         facts=coins_facts, marks=(("cit", RIVAL, 2), ("cit", YOU, 1))),
    step("buy", "build", allowed=buy_id("bronze_forge"), done=event("build"), facts=build_facts, marks=(FORGE,)),
    step("recruit", "army", allowed=only(("place", 3, "recruit")), done=mine(("place", 3, "recruit")),
         marks=(("cit", YOU, 3), SPEARMEN)),
    step("troop", "army", allowed=recruit_id("hill_spearmen"), done=event("recruit"), facts=recruit_facts,
         marks=(SPEARMEN, GUARD_ARMY)),
    step("fight", "fight", allowed=fight_stars(1), done=event("roll"), facts=fight_facts, marks=(TITAN, FORGE)),
    step("lose", "damage", allowed=lose_keeping_food, done=picked_all("lose"), applies=pending("lose"),
         facts=lose_facts),
    step("pass", "end_round", allowed=only(("pass",)), done=event("income"), facts=round_facts),
    step("starve", "end_round", allowed=kind_of("starve"), done=picked_all("starve"), applies=pending("starve"),
         facts=starve_facts),
    step("explore", "board_actions", allowed=place_on("explore"), done=placed_on("explore"),
         marks=(("card", HIDDEN_A),)),
    step("explore_choice", "board_actions", allowed=kind_of("explore_draw", "explore_display"), done=explored,
         facts=explore_facts),
    step("reserve", "board_actions", allowed=kind_of("reserve"), done=picked_all("reserve"),
         applies=pending("explore_pick"), facts=reserve_facts),
    step("study", "board_actions", allowed=place_on("study"), done=placed_on("study"), facts=study_facts),
    step("scoring", "scoring"),
    step("finish", "overview"),
)  # fmt: skip

TUTORIAL = two_player("ancient", OPTIONS, SEED, NAMES, STEPS, agent, human=YOU, rival=RIVAL)
