"""Actions in words for a player (buttons, hints, coach notes): every card is named, never numbered, a
territory is «территория №3» / "territory 3" with its owner's name when it is not the player's own, and a
player is named.

``state`` is what the player may see, so a card may be a negative marker (``state.HIDDEN_*``): it is told
as "a hidden card". The wording is in ``catalog_ru.DESCRIBE`` / ``catalog_en.DESCRIBE``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.log import render
from civitas.games.territory.catalog import catalog, texts_module
from civitas.games.territory.legal import NO_TARGET, SEAT_TARGET
from civitas.games.territory.state import TerritoryState

#: Actions told by a fixed phrase.
_PLAIN = ("quest", "end", "pass", "no_buy")


class _Words:
    def __init__(self, state: TerritoryState, lang: str, names: Sequence[str]) -> None:
        self.s = state
        self.me = state.turn
        self.names = names
        self.lang = lang
        self.catalog = catalog(lang)
        self.phrases = texts_module(lang).DESCRIBE

    def say(self, key: str, **args: Any) -> str:
        return render(self.phrases[f"describe.{key}"], args, self.catalog, self.lang, self.names)

    def kind(self, card: Any) -> str | None:
        if isinstance(card, int) and 0 <= card < len(self.s.kinds):
            return self.s.kinds[card]
        return None

    def name(self, card: Any) -> str:
        """The card's name alone (``card.hidden`` for a card the player cannot see)."""
        kind = self.kind(card)
        return self.catalog[f"card.{kind}" if kind is not None else "card.hidden"]

    def loose(self, card: Any) -> str:
        """The card's name as a phrase stands alone («Вор» / Thief)."""
        return self.say("card.loose", card=self.name(card))

    def placed(self, card: int) -> str:
        """A card on the table with its territory, and its owner when that is not the player."""
        t = self.s.host[card] if 0 <= card < len(self.s.host) else -1
        if t < 0:
            return self.loose(card)
        owner = self.s.owner[t]
        if owner < 0 or owner == self.me:
            return self.say("card.own", card=self.name(card), n=t + 1)
        return self.say("card.other", card=self.name(card), n=t + 1, owner_seat=owner)

    def land(self, t: int, case: str) -> str:
        """Territory ``t`` in ``case`` ("gen": «территории №3», "acc": «территорию №3»)."""
        owner = self.s.owner[t] if 0 <= t < len(self.s.owner) else -1
        if owner < 0 or owner == self.me:
            return self.say(f"land.{case}", n=t + 1)
        return self.say(f"land.{case}.other", n=t + 1, owner_seat=owner)


def describe(state: TerritoryState, action: Action, lang: str, names: Sequence[str]) -> str:
    """``action`` in words in ``lang`` (card names in full, territories by number and owner)."""
    w = _Words(state, lang, names)
    try:
        return _describe(state, action, w)
    except (IndexError, KeyError, TypeError, ValueError, AttributeError):
        return w.say("unknown", what=w.catalog.get(f"action.{action[0]}", str(action[0])) if action else "")


def _describe(s: TerritoryState, a: Action, w: _Words) -> str:
    kind = a[0]
    if kind in _PLAIN:
        return w.say(kind)
    if kind == "done":
        return w.say("done_offer" if s.phase == "offer" else "done")
    if kind in ("accept", "refuse"):  # TR-T48: the bid waiting for the seller's answer
        bid, price, buyer = s.pending[:3]
        return w.say(kind, card=w.name(bid), buyer_seat=buyer, n=price)
    card = a[1]
    if kind in ("land", "claim", "pay"):
        return w.say(kind, card=w.name(card))
    if kind in ("build", "develop", "rep"):
        key = "chain" if kind == "build" and w.kind(card) == "factory_chain" else kind
        return w.say(key, card=w.name(card), land=w.land(a[2], "acc"))
    if kind == "mansion":
        return w.say("mansion", card=w.name(card), land=w.land(a[2], "gen"), land2=w.land(a[3], "gen"))
    if kind == "bridge":
        return w.say("bridge", card=w.name(card), land=w.land(a[2], "gen"), target=w.land(a[3], "gen"))
    if kind == "allocate":
        return w.say("allocate", land=w.land(card, "gen"), card=w.placed(a[2]))
    if kind in ("release", "take", "store", "pick"):
        return w.say(kind, card=w.placed(card))
    if kind == "tuck":
        return w.say("tuck", card=w.name(a[2]), target=w.placed(card))
    if kind == "event":
        return _event(a, w)
    if kind == "act":
        return _act(a, w)
    if kind == "offer":
        return w.say("offer", card=w.name(card), n=int(a[2]))
    if kind == "buy":
        seller, price = next((o[0], o[2]) for o in s.offers if o[1] == card)
        return w.say("buy", card=w.name(card), seller_seat=seller, n=price)
    if kind == "bid":
        seller, asked = next((o[0], o[2]) for o in s.offers if o[1] == card)
        return w.say("bid", card=w.name(card), seller_seat=seller, n=int(a[2]), asked=asked)
    raise KeyError(kind)


def _event(a: Action, w: _Words) -> str:
    card, target = a[1], int(a[2])
    kind = w.kind(card)
    if target < 0 or kind in NO_TARGET:
        return w.say("event", card=w.name(card))
    if kind in SEAT_TARGET:
        return w.say("event_seat", card=w.name(card), target_seat=target)
    if kind == "flood":
        return w.say("event_land", card=w.name(card), land=w.land(target, "acc"))
    return w.say("event_card", card=w.name(card), target=w.placed(target))


def _act(a: Action, w: _Words) -> str:
    character, target = a[1], int(a[2])
    kind = w.kind(character)
    who = w.loose(character)
    if kind == "entrepreneur":
        return w.say("act_venture", card=who)
    if kind == "spy":
        return w.say("act_land", card=who, land=w.land(target, "acc"))
    if kind == "reconstructor":
        return w.say("act_rebuild", card=who, target=w.name(target))
    if target >= 0:
        return w.say("act_card", card=who, target=w.placed(target))
    return w.say("act", card=who)
