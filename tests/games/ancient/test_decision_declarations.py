"""One declaration per decision kind: every pending decision of The Ancient World carries its search
candidates (or says it keeps every legal answer), its rollout policy, its hint reason and, where a refusal
can say more than the prompt, its explanation; a frame of a kind nobody declared fails loudly instead of
falling back on some default. The helpers are in ancient_helpers_a.py."""

from __future__ import annotations

import pytest
from ancient_helpers_a import act, code, new, show

from civitas.engine.decisions import Frame
from civitas.engine.machine import Undeclared, keep_all
from civitas.engine.rng import Rng
from civitas.games.ancient import GAME
from civitas.games.ancient.ai import KNOWLEDGE
from civitas.games.ancient.cards import cards
from civitas.games.ancient.frames import MACHINE

C = cards()

#: The decisions whose search drops answers; every other kind keeps all of its (few, distinct) answers.
PRUNED = {"build", "refuge_order", "refuge_fight"}


def test_every_decision_kind_declares_its_candidates_and_only_the_pruned_kinds_drop_answers() -> None:
    assert MACHINE.decisions, "the decisions are declared when the game is imported"
    parts = {kind: decision.candidates for kind, decision in MACHINE.decisions.items()}
    assert all(fn is not None for fn in parts.values())
    assert {kind for kind, fn in parts.items() if fn is not keep_all} == PRUNED


def test_every_decision_kind_has_a_rollout_policy_and_a_hint_reason() -> None:
    for kind in MACHINE.decisions:
        assert MACHINE.policy(kind) is not None and MACHINE.hint(kind) is not None


def test_a_frame_of_an_undeclared_kind_raises_in_candidates_policy_and_hint() -> None:
    s = new()
    s.stack.push(Frame("mystery", 0))
    legal = [("skip",), ("done",)]
    with pytest.raises(Undeclared, match="mystery"):
        KNOWLEDGE.candidates(GAME, s, 0, legal)
    with pytest.raises(Undeclared, match="mystery"):
        KNOWLEDGE.policy(GAME, s, 0, legal, Rng(1))
    with pytest.raises(Undeclared, match="mystery"):
        KNOWLEDGE.reason(GAME, s, 0, ("skip",))


def test_refuge_order_candidates_keep_one_order_per_top_titan() -> None:
    s = new()
    deck = s.titan_decks[0]
    top = deck[-3:][::-1]
    del deck[-3:]
    frame = Frame("refuge_order", 0, "refuge", {"deck": 0, "cards": top})
    s.stack.push(frame)
    legal = GAME.legal_actions(s, 0)
    assert len(legal) == 6
    kept = KNOWLEDGE.candidates(GAME, s, 0, legal)
    assert sorted(a[1][0] for a in kept) == sorted(top)  # each titan on top once, in the first order offered


def test_build_candidates_keep_at_most_three_buys_and_skipping() -> None:
    s = new()
    s.coins[0], s.knowledge[0] = 30, 5
    act(s, ("place", 1, "build"))
    legal = GAME.legal_actions(s, 0)
    kept = KNOWLEDGE.candidates(GAME, s, 0, legal)
    assert len([a for a in legal if a[0] == "buy"]) > 3
    assert len([a for a in kept if a[0] == "buy"]) == 3 and ("skip",) in kept and set(kept) <= set(legal)


def test_a_refused_build_says_whether_the_card_is_not_on_offer_or_too_dear() -> None:
    s = new()
    s.coins[0], s.knowledge[0] = 0, 0
    tower = show(s, "star_tower")  # 2 coins + 1 knowledge
    act(s, ("place", 1, "build"))
    assert code(s, ("buy", tower)) == "cannot_afford"
    hidden = next(c for c in s.deck if c not in s.display)
    assert code(s, ("buy", hidden)) == "card_not_offered"
    assert code(s, ("keep", tower)) == "choose.build"  # no finer reason: the prompt repeated


def test_a_refused_recruit_says_the_troop_cannot_be_recruited() -> None:
    s = new()
    s.coins[0] = 0
    act(s, ("place", 1, "recruit"))
    troop = next(t for t in s.troop_row if t >= 0)
    assert code(s, ("recruit", troop, -1)) == "cannot_recruit"
