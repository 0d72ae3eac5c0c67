"""Placing citizens: the three regimes of the board's slots (a strictly higher skill overbids; Build and
Recruit take any skill for a coin unless the skill matches; Restore ignores who is there), covered
slots, each slot's own minimum, and the once-a-round action slots of one's own empire cards and beaten titans."""

from __future__ import annotations

from typing import Final

from civitas.engine.game import Reason
from civitas.games.ancient.derived import C, action_cards, can_gain_citizen
from civitas.games.ancient.effects import copy_targets, explore_possible
from civitas.games.ancient.state import COVERED_UNTIL, SLOT_INDEX, SLOTS, AncientState

FEE_SLOTS: Final[tuple[str, ...]] = ("build", "recruit")


def skills_on(s: AncientState, slot: str) -> list[int]:
    return [code & 7 for code in s.slots[SLOT_INDEX[slot]]]


def fee(s: AncientState, skill: int, slot: str) -> int:
    """The coin paid to place on Build or Recruit: none for the first citizen or a matching skill."""
    if slot not in FEE_SLOTS:
        return 0
    there = skills_on(s, slot)
    return 0 if not there or skill in there else 1


def place_reason(s: AncientState, p: int, skill: int, slot: str) -> Reason | None:
    """None when seat ``p`` may place its citizen of ``skill`` on board slot ``slot``."""
    if slot not in SLOT_INDEX:
        return Reason("no_such_slot", "board_actions")
    if skill not in s.ready[p]:
        if skill in s.starving[p]:
            return Reason("citizen_starving", "placement", {"skill": skill})
        return Reason("citizen_not_ready", "placement", {"skill": skill})
    opens = COVERED_UNTIL.get(slot, 0)
    if s.round < opens:
        return Reason("slot_covered", "round", {"slot": f"@slot.{slot}", "round": opens})
    there = skills_on(s, slot)
    if slot not in FEE_SLOTS and slot != "restore" and there and skill <= max(there):
        return Reason("skill_too_low", "placement", {"skill": max(there) + 1})
    cost = fee(s, skill, slot)
    if cost > s.coins[p]:
        return Reason("no_coin_for_fee", "placement")
    coins, knowledge = s.coins[p], s.knowledge[p]
    if slot == "study" and coins < 3:
        return Reason("study_needs_coins", "board_actions")
    if slot == "expand":
        if not s.provinces_deck:
            return Reason("no_provinces", "board_actions")
        if coins < 3 and knowledge < 1:
            return Reason("expand_needs", "board_actions")
    if slot == "grow":
        if not can_gain_citizen(s, p):
            return Reason("no_citizens_left", "board_actions")
        if coins < 3:
            return Reason("grow_needs_coins", "board_actions")
    if slot == "explore" and not explore_possible(s):
        return Reason("nothing_to_explore", "board_actions")
    return None


def used_cards(s: AncientState, p: int) -> set[int]:
    return {code >> 3 for code in s.on_cards[p]}


def card_reason(s: AncientState, p: int, skill: int, card: int) -> Reason | None:
    """None when seat ``p`` may place its citizen of ``skill`` on its own empire card ``card``."""
    if skill not in s.ready[p]:
        if skill in s.starving[p]:
            return Reason("citizen_starving", "placement", {"skill": skill})
        return Reason("citizen_not_ready", "placement", {"skill": skill})
    if card not in s.tableau[p] and card not in s.titans[p]:  # an own empire card or a beaten titan
        return Reason("not_own_card", "placement")
    if card in s.down[p]:
        return Reason("card_lost", "empire_cards")
    action = C[card].action
    if action is None:
        return Reason("card_has_no_action", "empire_cards")
    if card in used_cards(s, p):
        return Reason("card_used", "placement")
    if action.op == "copy_action" and not copy_targets(s, p):
        return Reason("nothing_to_copy", "empire_cards")
    if action.op == "refuge" and not any(s.titan_decks):
        return Reason("no_titans", "fight")
    return None


def placements(s: AncientState, p: int) -> list[tuple[str, int, object]]:
    """Every legal placement of seat ``p``: ("place", skill, slot) and ("place_card", skill, card).
    The same rules as ``place_reason`` and ``card_reason``, checked once per slot."""
    out: list[tuple[str, int, object]] = []
    skills = sorted(set(s.ready[p]))
    if not skills:
        return out
    coins, knowledge = s.coins[p], s.knowledge[p]
    for k, slot in enumerate(SLOTS):
        if s.round < COVERED_UNTIL.get(slot, 0) or not _slot_open(s, p, slot, coins, knowledge):
            continue
        there = [code & 7 for code in s.slots[k]]
        if slot in FEE_SLOTS:
            for skill in skills:
                if coins >= 1 or not there or skill in there:
                    out.append(("place", skill, slot))
        elif slot == "restore" or not there:
            out.extend(("place", skill, slot) for skill in skills)
        else:
            top = max(there)
            out.extend(("place", skill, slot) for skill in skills if skill > top)
    used = used_cards(s, p)
    for card in action_cards(s, p):
        if C[card].action is None or card in used:
            continue
        if card_reason(s, p, skills[0], card) is None:
            out.extend(("place_card", skill, card) for skill in skills)
    return out


def _slot_open(s: AncientState, p: int, slot: str, coins: int, knowledge: int) -> bool:
    """The slot's own minimum (Study, Expand, Grow population, Explore)."""
    if slot == "study":
        return coins >= 3
    if slot == "expand":
        return bool(s.provinces_deck) and (coins >= 3 or knowledge >= 1)
    if slot == "grow":
        return coins >= 3 and can_gain_citizen(s, p)
    if slot == "explore":
        return explore_possible(s)
    return True
