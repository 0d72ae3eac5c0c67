"""Actions in words for a player (buttons, hints, coach notes): every card is named, never numbered.

``state`` is what the player may see, so a card may be a negative marker (``state.HIDDEN_*``): it is
told as "a hidden card". The wording is in ``catalog_ru.DESCRIBE`` / ``catalog_en.DESCRIBE``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.log import render
from civitas.games.ancient.catalog import catalog, texts_module
from civitas.games.ancient.derived import C, explore_count, fight_price
from civitas.games.ancient.frames import crane_of
from civitas.games.ancient.placement import fee
from civitas.games.ancient.state import AncientState

#: Actions told by a fixed phrase.
_PLAIN = ("pass", "skip", "done", "guild_pay", "decline", "reserve_top", "no_fight")
#: Actions (kind, card) told by a phrase around one card's name.
_ONE_CARD = ("keep", "explore_display", "reserve", "restore", "lose", "reserve_display", "copy")


def _seat(state: AncientState) -> int:
    """The seat the action is for: the pending decision's, else the seat whose turn it is."""
    top = state.stack.top
    return top.seat if top is not None and top.seat is not None else state.turn


class _Words:
    def __init__(self, lang: str, names: Sequence[str]) -> None:
        self.lang = lang
        self.names = names
        self.catalog = catalog(lang)
        self.phrases = texts_module(lang).DESCRIBE

    def say(self, key: str, **args: Any) -> str:
        return render(self.phrases[f"describe.{key}"], args, self.catalog, self.lang, self.names)

    def card(self, card: Any) -> str:
        if isinstance(card, int) and 0 <= card < len(C):
            return self.catalog[f"card.{C[card].id}"]
        return self.catalog["card.hidden"]

    def cards(self, items: Sequence[Any]) -> str:
        return ", ".join(self.card(c) for c in items)

    def cost(self, coins: int, knowledge: int) -> str:
        parts = []
        if coins:
            parts.append(self.say("coins", n=coins))
        if knowledge:
            parts.append(self.say("knowledge", n=knowledge))
        return self.say("and").join(parts) if parts else self.say("free")


def describe(state: AncientState, action: Action, lang: str, names: Sequence[str]) -> str:
    """``action`` in words in ``lang`` (card names in full, the fee or price when one is paid)."""
    w = _Words(lang, names)
    try:
        return _describe(state, action, w)
    except (IndexError, KeyError, TypeError, ValueError, AttributeError):
        return w.say("unknown", what=w.catalog.get(f"action.{action[0]}", str(action[0])) if action else "")


def _describe(s: AncientState, action: Action, w: _Words) -> str:
    kind = action[0]
    p = _seat(s)
    if kind in _PLAIN:
        return w.say(kind)
    if kind in _ONE_CARD:
        return w.say(kind, card=w.card(action[1]))
    if kind == "place":
        skill, slot = int(action[1]), str(action[2])
        text = w.say("place", skill=skill, slot=f"@slot.{slot}")
        paid = fee(s, skill, slot)
        return text + w.say("fee", n=paid) if paid else text
    if kind == "place_card":
        return w.say("place_card", skill=action[1], card=w.card(action[2]))
    if kind == "fight":
        stars, armies = int(action[1]), tuple(int(a) for a in action[2])
        deck = s.titan_decks[stars - 1]
        titan = w.card(deck[-1] if deck else None)
        troops = w.cards([s.armies[p][a][-1] for a in armies])
        return w.say("fight", stars=stars, card=titan, troops=troops, n=fight_price(s, p, armies))
    if kind == "buy":
        card = action[1]
        cost = w.cost(C[card].cost_coins, C[card].cost_knowledge) if card >= 0 else w.say("free")
        return w.say("buy", card=w.card(card), cost=cost)
    if kind == "crane":
        return w.say("crane", card=w.card(action[1]), other=w.card(crane_of(s, p)))
    if kind == "recruit":
        troop, target = action[1], int(action[2])
        price = C[troop].price if troop >= 0 else 0
        if target < 0:
            return w.say("recruit_new", card=w.card(troop), n=price)
        return w.say("recruit_over", card=w.card(troop), n=price, other=w.card(s.armies[p][target][-1]))
    if kind == "pay":
        return w.say("pay", what=f"@pay.{action[1]}")
    if kind == "explore_draw":
        return w.say("explore_draw", n=explore_count(s, p))
    if kind == "discard_army":
        return w.say("discard_army", troops=w.cards(s.armies[p][int(action[1])]))
    if kind == "starve":
        return w.say("starve", skill=action[1])
    if kind == "outpost":
        return w.say(f"outpost{1 if action[2] else 0}", card=w.card(action[1]))
    if kind == "refuge":
        return w.say("refuge", stars=action[1])
    if kind == "order":
        return w.say("order", cards=w.cards(action[1]))
    raise KeyError(kind)
