"""Every claim a hint's reason makes is true of what then happens: over seeded positions, each legal
move's reason (computed on the seat's view, as the Hint button does) is checked against the position
after that move is applied to the whole state. A few dozen positions run with every commit; a larger
sweep is nightly."""

from __future__ import annotations

from typing import Any

import pytest
from ai_helpers import positions

from civitas.engine.actions import Action
from civitas.engine.log import render
from civitas.games.ancient import GAME
from civitas.games.ancient.ai import HINT_MESSAGES, KNOWLEDGE
from civitas.games.ancient.ai_reasons import short_of_food
from civitas.games.ancient.cards import COLOURS
from civitas.games.ancient.derived import C, banner_vp, banners, explore_count, food, ref, spaces_free
from civitas.games.ancient.state import AncientState


def _colour(arg: str) -> str:
    return arg.rsplit(".", 1)[1]


def broken_claims(s: AncientState, p: int, action: Action, key: str, args: dict[str, Any]) -> list[str]:
    """The claims of reason ``key`` with ``args`` for ``action`` that are false in ``s`` or after ``action``."""
    after = s.copy()
    events = GAME.apply(after, p, action)
    bad: list[str] = []

    def claim(ok: bool, what: str) -> None:
        if not ok:
            bad.append(what)

    kind = key.removeprefix("hint.ancient.")
    if kind == "restore_token":
        claim(not s.token_up and s.first != p, "the token was free and another's")
        claim(after.first == p and after.token_up, "restore took the token")
    elif kind == "restore_keep_token":
        claim(not s.token_up and s.first == p, "the token was free and ours")
        claim(after.first == p and after.token_up, "restore locked the token with us")
    elif kind == "restore_coin":
        claim(s.token_up, "the token was already locked")
        claim(after.coins[p] == s.coins[p] + 1, "restore gave a coin")
    elif kind == "restore":
        claim(args["n"] == len(s.down[p]) > 0, "the lost cards counted")
        claim(after.coins[p] == s.coins[p] + 1, "restore gave a coin")
    elif kind in ("fight", "fight_space"):
        titan = s.titan_decks[action[1] - 1][-1]
        claim(args["titan"] == ref(titan) and titan in after.titans[p], "the titan was beaten")
        claim(args["n"] == len(action[2]), "the armies counted")
        lost = sum(int(e.args.get("coins", 0)) for e in events if e.kind == "lose_coins")
        claim(s.coins[p] - after.coins[p] - lost + _fight_gain(events, p) == args["price"], "the price paid")
        gain = banner_vp(banners(after, p)) - banner_vp(banners(s, p))
        claim(kind == "fight_space" or args["points"] == gain > 0, "the banner points")
        claim(C[titan].space >= 1 or spaces_free(after, p) > spaces_free(s, p), "a new space")
    elif kind.startswith("build_") and action[0] in ("buy", "crane"):
        card = action[1]
        claim(card in after.tableau[p], "the card was built")
        claim(args["card"] == ref(card), "the card named")
        if kind == "build_food":
            claim(args["short"] == short_of_food(s, p) > 0, "short of food")
            claim(food(after, p) - food(s, p) == args["food"], "the food it adds")
        if kind in ("build_banner", "build_banner_one"):
            claim(banner_vp(banners(after, p)) - banner_vp(banners(s, p)) == args["points"], "the banner points")
        if kind == "build_banner":
            claim(banners(after, p)[COLOURS.index(_colour(args["colour"]))] == args["k"], "the banners of a colour")
    elif kind.startswith("place_build_"):
        card = next(c for c in s.display + s.reserve[p] if c >= 0 and ref(c) == args["card"])
        legal = GAME.legal_actions(after, p)
        claim(("buy", card) in legal or ("crane", card) in legal, "the card can then be built")
        if kind == "place_build_food":
            claim(args["short"] == short_of_food(s, p) > 0, "short of food")
    elif kind in ("work", "work_for"):
        claim(after.coins[p] == s.coins[p] + 2, "work gave 2 coins")
        if kind == "work_for":
            claim(args["coins"] == s.coins[p] < args["cost"] <= s.coins[p] + 2, "the coins and the cost")
    elif kind == "explore_draw":
        top = after.stack.top
        drawn = len(top.data.get("drawn", [])) if top is not None and top.kind == "explore_pick" else 0
        claim(args["n"] == explore_count(s, p) == drawn or drawn == len(s.deck) + len(s.discard), "the cards drawn")
    elif kind == "grow":
        claim(args["food"] == food(s, p) > args["n"] == len(s.citizens[p]), "the food and citizens")
    elif kind == "starve":
        top = s.stack.top
        claim(top is not None and args["n"] == top.data["left"], "the citizens short")
    elif kind == "lose":
        claim(action[1] in after.down[p] and action[1] not in s.down[p], "the card turned face down")
    elif kind == "restore_card":
        claim(action[1] in s.down[p] and action[1] not in after.down[p], "the card turned face up")
    elif kind == "expand_full":
        claim(spaces_free(s, p) <= 0, "no free space")
    elif kind == "pass_empty":
        claim(not s.ready[p], "every citizen placed")
    return bad


def _fight_gain(events: list[Any], p: int) -> int:
    """Coins the fight itself brought (a titan's reward), to tell them from the price paid."""
    return sum(int(e.args.get("coins", 0)) for e in events
               if e.kind in ("gain", "income") and e.args.get("seat") == p)


def _check(players: int, seed: int, every: int) -> set[str]:
    seen: set[str] = set()
    for s, seat in positions(GAME, KNOWLEDGE, {"players": players}, seed, every, on_view=False):
        view = GAME.view(s, seat)
        for action in GAME.legal_actions(s, seat):
            key, args = KNOWLEDGE.reason(GAME, view, seat, action)
            bad = broken_claims(s, seat, action, key, args)
            text = render(HINT_MESSAGES["en"].get(key, key), args, HINT_MESSAGES["en"], "en", ["A", "B", "C", "D"])
            assert bad == [], (seed, action, key, text)
            seen.add(key)
    return seen


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13)])
def test_every_hint_reason_tells_what_the_move_then_does(players: int, seed: int) -> None:
    assert len(_check(players, seed, every=9)) >= 8


@pytest.mark.slow
def test_every_hint_reason_tells_what_the_move_then_does_over_many_games() -> None:
    seen: set[str] = set()
    for seed in range(24):
        seen |= _check(2 + seed % 3, 100 + seed, every=2)
    assert {"hint.ancient.restore_token", "hint.ancient.restore_coin", "hint.ancient.fight"} <= seen


def test_a_banner_count_of_one_is_singular_in_both_languages() -> None:
    args = {"card": "@card.salt_market", "colour": "@hint.ancient.colour.purple", "k": 1, "points": 1}
    en = render(HINT_MESSAGES["en"]["hint.ancient.build_banner"], args, HINT_MESSAGES["en"], "en", ["A"])
    assert "1 purple banner:" in en
    ru = render(HINT_MESSAGES["ru"]["hint.ancient.fight"], {"titan": "@card.salt_market", "n": 2, "price": 2,
                                                             "points": 5}, HINT_MESSAGES["ru"], "ru", ["A"])
    assert "2 монеты" in ru and "+5 очков" in ru
