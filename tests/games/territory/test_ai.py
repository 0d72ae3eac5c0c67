"""Territory's AI knowledge: legal quick moves and candidates on seeded positions (states and views),
values in [0, 1] that follow reputation and held quests (TR-E score), a policy that completes a funding
(TR-I) rather than pass, reasons with texts in both languages for every decision type met, and a
policy that beats random play."""

from __future__ import annotations

import re

import pytest
from ai_helpers import check_quick_moves, policy_vs_random, positions, reason_texts

from civitas.engine.rng import Rng
from civitas.games.territory import GAME
from civitas.games.territory.ai import HINT_MESSAGES, KNOWLEDGE, TerritoryKnowledge
from civitas.games.territory.ai_market import ask_price
from civitas.games.territory.board import lay, new_territory
from civitas.games.territory.cards import kinds
from civitas.games.territory.rules import F
from civitas.games.territory.state import TerritoryState

LANGS = ("ru", "en")
NAMES = ["A", "B", "C", "D"]


def _positions(players: int, seed: int, every: int = 3, policy_seats: int = 99) -> list[tuple[TerritoryState, int]]:
    """(state, seat to move) at decision points of a seeded game: seats below ``policy_seats`` play the
    quick policy, the others random moves."""
    return positions(GAME, KNOWLEDGE, {"players": players}, seed, every, policy_seats)


def _catalog(lang: str) -> dict[str, str]:
    names = {f"card.{k}": d.name[lang] for k, d in kinds().items()}
    return {**HINT_MESSAGES[lang], **names}


def test_knowledge_is_a_territory_knowledge() -> None:
    assert isinstance(KNOWLEDGE, TerritoryKnowledge)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_policy_and_candidates_propose_only_legal_actions_on_states_and_views(players: int) -> None:
    rng = Rng(5)
    for s, seat in _positions(players, 30 + players, every=2, policy_seats=players // 2):
        check_quick_moves(GAME, KNOWLEDGE, s, seat, rng, [("pass",), ("end",), ("done",), ("no_buy",)])


@pytest.mark.parametrize("players", [2, 3, 5])
def test_tr_e_evaluations_are_in_unit_range_and_sum_to_about_one(players: int) -> None:
    for s, seat in _positions(players, 50 + players, every=4, policy_seats=1):
        for position in (s, GAME.view(s, seat)):
            for values in (KNOWLEDGE.evaluate(GAME, position), KNOWLEDGE.basic_evaluate(GAME, position)):
                assert len(values) == players
                assert all(0.0 <= v <= 1.0 for v in values)
                if not s.over:
                    assert sum(values) == pytest.approx(1.0, abs=1e-6)


def _even_start() -> TerritoryState:
    s = GAME.new_state({"players": 2, "first_leader": "1", "upkeep": 0}, 3)  # the printed numbers
    assert s.phase == "build" and s.turn == 0
    return s


def test_tr_e_more_reputation_is_valued_higher_and_a_hopeless_quest_lower() -> None:
    s = _even_start()
    base = KNOWLEDGE.evaluate(GAME, s)
    s.rep[0] = 3
    for evaluate in (KNOWLEDGE.evaluate, KNOWLEDGE.basic_evaluate):
        values = evaluate(GAME, s)
        assert values[0] > values[1]
    assert KNOWLEDGE.evaluate(GAME, s)[0] > base[0]
    s.rep[0] = 0
    s.rep = [4, 4]  # one round from the end: a held quest with nothing towards it is a likely -2
    quest = next(q for q in s.quest_deck if F(s).kind[q] == "landlord" or F(s).kind[q] == "conqueror")
    s.quest_deck.remove(quest)
    s.quests[1].append(quest)
    assert KNOWLEDGE.basic_evaluate(GAME, s)[1] < KNOWLEDGE.basic_evaluate(GAME, s)[0]


def _take_card(s: TerritoryState, kind: str) -> int:
    for pile in (s.deck, *s.hands):
        for c in pile:
            if F(s).kind[c] == kind:
                pile.remove(c)
                return c
    raise AssertionError(kind)


def test_tr_i_policy_completes_a_funding_rather_than_pass() -> None:
    s = _even_start()
    t = new_territory(s, 0, _take_card(s, "house"))
    factory = _take_card(s, "factory")
    lay(s, factory, t)
    t1 = new_territory(s, 1, _take_card(s, "house"))
    lay(s, _take_card(s, "kiosk"), t1)
    s.phase, s.turn, s.pool, s.queue = "draft", 0, 5, []
    legal = GAME.legal_actions(s, 0)
    assert ("take", factory) in legal and ("pass",) in legal
    view = GAME.view(s, 0)
    assert KNOWLEDGE.policy(GAME, view, 0, legal, Rng(1)) == ("take", factory)
    key, args = KNOWLEDGE.reason(GAME, view, 0, ("take", factory))
    assert key == "hint.territory.take_complete" and args["profit"] == 2
    assert ("take", factory) in KNOWLEDGE.candidates(GAME, view, 0, legal)


def test_candidates_keep_one_move_per_kind_of_card_in_hand() -> None:
    s = _even_start()
    t = new_territory(s, 0, _take_card(s, "house"))
    lay(s, _take_card(s, "kiosk"), t)
    s.hands[0] = [_take_card(s, "factory"), _take_card(s, "factory"), _take_card(s, "trade_house")]
    legal = GAME.legal_actions(s, 0)
    builds = [a for a in legal if a[0] == "build"]
    assert len(builds) == 3
    worth = [a for a in KNOWLEDGE.candidates(GAME, s, 0, legal) if a[0] == "build"]
    assert len(worth) == 2 and {F(s).kind[a[1]] for a in worth} == {"factory", "trade_house"}


DECISIONS = ("build", "draft", "wrap", "spy", "offer", "buy", "pay")


def test_reasons_exist_in_both_languages_for_every_decision_type_met() -> None:
    assert set(HINT_MESSAGES["ru"]) == set(HINT_MESSAGES["en"])
    catalogs = {lang: _catalog(lang) for lang in LANGS}
    met: dict[str, set[str]] = {}
    rng = Rng(9)
    for players in (2, 4):
        for s, seat in _positions(players, 70 + players, every=1, policy_seats=players):
            view = GAME.view(s, seat)
            legal = GAME.legal_actions(s, seat)
            action = KNOWLEDGE.policy(GAME, view, seat, legal, rng)
            key, args = KNOWLEDGE.reason(GAME, view, seat, action)
            met.setdefault(action[0], set()).add(key)
            for text in reason_texts(HINT_MESSAGES, key, args, catalogs, NAMES).values():
                assert not re.search(r"card\.[a-z]", text), text
    for name in ("land", "build", "take", "allocate", "pass", "end", "done", "claim", "quest", "offer"):
        assert name in met, name
        assert met[name] - {"hint.generic"}, name


def _policy_vs_random(seed: int, players: int) -> float:
    return policy_vs_random(GAME, KNOWLEDGE, {"players": players}, 5000 + seed, seed % players, Rng(seed * 7 + 1))


def test_policy_bot_beats_three_random_players_clearly_more_than_a_quarter() -> None:
    share = sum(_policy_vs_random(seed, 4) for seed in range(20)) / 20
    print(f"policy vs 3 random players, 20 games: {share:.2f} of the wins (a quarter is chance)")
    assert share >= 0.45


def test_tr_m_offers_are_searched_at_the_sellers_price_only() -> None:
    s = _even_start()
    s.hands[0] = [_take_card(s, "excellent"), _take_card(s, "house"), _take_card(s, "house")]
    s.phase, s.turn, s.offers, s.queue = "offer", 0, [], [1]
    excellent, house = s.hands[0][0], s.hands[0][1]
    assert ask_price(s, 0, excellent) == 2  # worth 3 against a mean hand card of 5/3
    assert ask_price(s, 0, house) == 1
    legal = GAME.legal_actions(s, 0)
    offers = {a for a in KNOWLEDGE.candidates(GAME, s, 0, legal) if a[0] == "offer"}
    assert offers == {("offer", excellent, 2), ("offer", house, 1)}
    assert KNOWLEDGE.policy(GAME, s, 0, legal, Rng(1)) == ("offer", house, 1)


def test_tr_m_buyer_buys_only_when_the_card_beats_its_cheapest_payment() -> None:
    s = _even_start()
    good, cheap = _take_card(s, "excellent"), _take_card(s, "house")
    s.hands[1] = [_take_card(s, "crisis"), _take_card(s, "decline"), _take_card(s, "trade_house")]
    s.offers = [[0, good, 2], [0, cheap, 3]]
    s.phase, s.turn, s.queue = "buy", 1, []
    legal = GAME.legal_actions(s, 1)
    assert ("buy", good) in legal and ("buy", cheap) in legal
    assert KNOWLEDGE.policy(GAME, s, 1, legal, Rng(1)) == ("buy", good)  # 3.0 against crisis + decline, 1.0
    GAME.apply(s, 1, ("buy", good))
    legal = GAME.legal_actions(s, 1)
    worth = KNOWLEDGE.candidates(GAME, s, 1, legal)
    assert len(worth) == 1 and F(s).kind[worth[0][1]] in ("crisis", "decline")
