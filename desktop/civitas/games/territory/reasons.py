"""Why an action is refused, for the player: a message id (``reason.<code>`` in the catalog), its
arguments and the rules section behind it. ``why_not`` is None exactly when the action is legal."""

from __future__ import annotations

from civitas.engine.actions import Action, same_types
from civitas.engine.game import Reason
from civitas.games.territory import legal
from civitas.games.territory.rules import burdened, card_args, guarded, has_room, limits, unfunded, working
from civitas.games.territory.state import TerritoryState

#: The phase each action belongs to, and the section that explains it.
PHASE_OF = {
    "land": "build", "build": "build", "mansion": "build", "bridge": "build", "develop": "build",
    "quest": "build", "end": "build", "allocate": "draft", "release": "draft", "event": "draft",
    "rep": "draft", "act": "draft", "take": "draft", "store": "draft", "pass": "draft", "tuck": "wrap",
    "done": "wrap", "pick": "spy", "offer": "offer", "buy": "buy", "no_buy": "buy", "pay": "pay",
    "bid": "buy", "accept": "answer", "refuse": "answer", "claim": "build",
}  # fmt: skip
SECTION_OF = {"build": "construction", "draft": "income", "wrap": "profit", "spy": "characters",
              "offer": "market", "buy": "market", "answer": "market", "pay": "market", "over": "end"}  # fmt: skip


def why_not(s: TerritoryState, seat: int, action: Action) -> Reason | None:
    allowed = legal.legal_actions(s, seat)
    if any(action == a and same_types(action, a) for a in allowed):
        return None
    if not action or not isinstance(action[0], str) or action[0] not in PHASE_OF:
        return Reason("illegal", SECTION_OF.get(s.phase, "round"))
    kind = action[0]
    phases = (PHASE_OF[kind], "wrap") if kind in ("allocate", "release", "claim") else (PHASE_OF[kind],)
    if kind != "claim" and s.phase not in phases and not (kind == "done" and s.phase == "offer"):
        return Reason("wrong_phase", SECTION_OF.get(s.phase, "round"), {"phase": f"@phase.{s.phase}"})
    found = _specific(s, seat, action)
    return found or Reason("illegal", SECTION_OF.get(s.phase, "round"))


def _int_args(action: Action) -> bool:
    return all(isinstance(x, int) and not isinstance(x, bool) for x in action[1:])


def _specific(s: TerritoryState, seat: int, a: Action) -> Reason | None:
    if not _int_args(a):
        return None
    f = s.facts
    kind = a[0]
    size = len(s.kinds)
    card = a[1] if len(a) > 1 else -1
    in_hand = card in s.hands[seat]
    if kind in ("land", "build", "mansion", "bridge", "develop", "event", "rep", "offer"):
        if not in_hand:
            return Reason("not_in_hand", "round")
    if kind == "land" and s.built_land >= limits(s)[0]:
        return Reason("land_limit", "construction", {"count": limits(s)[0]})
    if kind in ("build", "mansion", "bridge"):
        if f.type[card] not in ("building", "character"):
            return Reason("not_placeable", "construction", card_args(s, card))
        if s.placed >= limits(s)[1]:
            return Reason("place_limit", "construction", {"count": limits(s)[1]})
        if len(a) > 2 and a[2] not in s.lands[seat]:
            return Reason("not_your_territory", "territories")
        if kind == "build" and f.kind[card] == "mansion":
            return Reason("mansion_room", "buildings", card_args(s, card))
        wanted = {"mansion": "mansion", "bridge": "bridge"}.get(kind)
        if wanted is not None and f.kind[card] != wanted or kind == "build" and f.kind[card] in ("mansion", "bridge"):
            return Reason("wrong_form", "buildings", card_args(s, card))
        for t in a[2:4] if kind != "bridge" else a[2:3]:
            if t not in s.lands[seat]:
                return Reason("not_your_territory", "territories")
            if f.kind[card] != "factory_chain" and not has_room(s, t):
                return Reason("territory_full", "territories", {"count": len(s.on[t])})
        needed = legal.NEEDS.get(f.kind[card])
        if kind == "build" and f.kind[card] == "factory_chain":
            return Reason("needs_two_factories", "buildings")
        if needed is not None:
            return Reason("needs_card", "buildings", {**card_args(s, card), "kind": f"@card.{needed}"})
    if kind == "develop":
        if f.type[card] != "development":
            return Reason("not_development", "quests", card_args(s, card))
        if len(a) > 2 and a[2] not in s.lands[seat]:
            return Reason("not_your_territory", "territories")
        needed = legal.NEEDS.get(f.kind[card])
        if needed is not None:
            return Reason("needs_card", "quests", {**card_args(s, card), "kind": f"@card.{needed}"})
    if kind == "quest":
        if s.quest_taken:
            return Reason("one_quest", "quests")
        if len(s.quests[seat]) >= 2:
            return Reason("two_quests", "quests")
        return Reason("no_quests", "quests")
    if kind == "claim" and card in s.quests[seat]:  # claimed on any own turn (TR-T39), once its condition holds
        return Reason("quest_not_done", "quests")
    if kind in ("event", "rep", "act") and s.influenced:
        return Reason("one_influence", "influence")
    if kind == "event" and f.type[card] != "event" or kind == "rep" and f.type[card] != "reputation":
        return Reason("wrong_form", "influence", card_args(s, card))
    if kind == "rep" and f.kind[card] == "excellent":
        return Reason("own_territory_only", "influence", card_args(s, card))
    if kind == "act" and 0 <= card < size:
        return _act_reason(s, seat, card, a)
    if kind in ("take", "store"):
        if s.pool <= 0:
            return Reason("pool_empty", "income")
        if not 0 <= card < size or s.host[card] < 0 or s.owner[s.host[card]] != seat:
            return Reason("not_your_card", "income")
        if kind == "store":
            return Reason("bank_cannot_store", "income")
        if not unfunded(s, card):
            return Reason("already_funded", "income", card_args(s, card))
        if burdened(s, s.host[card], card):
            return Reason("burdened", "influence", card_args(s, card))
    if kind == "allocate" and len(a) == 3 and 0 <= a[1] < len(s.local) and s.local[a[1]] <= 0:
        return Reason("no_local", "profit")
    if kind in ("buy", "bid"):
        return _market_reason(s, seat, a)
    if kind == "offer" and sum(1 for o in s.offers if o[0] == seat) >= legal.MAX_OFFERS:
        return Reason("two_offers", "market")
    return None


def _market_reason(s: TerritoryState, seat: int, a: Action) -> Reason | None:
    """A purchase or a lower bid (TR-T42, TR-T48) that cannot be made."""
    bid = a[0] == "bid"
    if len(a) != (3 if bid else 2):
        return None
    if seat in s.bought:
        return Reason("one_purchase", "market")
    if bid and legal.bid_made(s, seat):
        return Reason("one_bid", "market")
    offer = next((o for o in s.offers if o[1] == a[1]), None)
    if offer is None:
        return Reason("not_offered", "market")
    seller, card, asked = offer
    if seller == seat:
        return Reason("own_offer", "market", card_args(s, card))
    price = a[2] if bid else asked
    if bid:
        if price >= asked:
            return Reason("bid_not_lower", "market", {**card_args(s, card), "count": asked})
        if price < 1:
            return Reason("bid_too_low", "market")
    if price > len(s.hands[seat]):
        return Reason("cannot_pay", "market", {"count": price})
    return None


def _act_reason(s: TerritoryState, seat: int, card: int, a: Action) -> Reason | None:
    f = s.facts
    if f.type[card] != "character" or s.host[card] < 0 or s.owner[s.host[card]] != seat:
        return Reason("not_your_card", "characters")
    if card in s.used:
        return Reason("already_acted", "characters", card_args(s, card))
    if not working(s, card):
        return Reason("not_working", "characters", card_args(s, card))
    target = a[2] if len(a) > 2 else -1
    kind = f.kind[card]
    if kind in ("robber", "invader", "bomber", "assassin") and 0 <= target < len(s.kinds) and s.host[target] >= 0:
        if guarded(s, s.host[target], kind):
            return Reason("guarded", "characters", card_args(s, card))
    return Reason("bad_target", "characters", card_args(s, card))


# --- a card that nothing can be done with now ------------------------------------------------------------
def why_idle(s: TerritoryState, seat: int, card: int) -> Reason:
    """Why ``seat`` can do nothing with ``card`` now (a click or a drag that finds no move): the reason of
    the move a player would most likely try with it."""
    if seat != s.turn or s.phase == "over":
        return Reason("not_your_turn", SECTION_OF.get(s.phase, "round"))
    f = s.facts
    if not 0 <= card < len(s.kinds):
        return Reason("illegal", SECTION_OF.get(s.phase, "round"))
    if card in s.hands[seat]:
        return _idle_in_hand(s, seat, card)
    if any(o[1] == card for o in s.offers):
        if s.phase == "offer":
            return Reason("market_later", "market", card_args(s, card))
        return why_not(s, seat, ("buy", card)) or Reason("illegal", "market")
    t = s.host[card]
    if t < 0 or s.owner[t] != seat:
        return Reason("not_your_card", SECTION_OF.get(s.phase, "round"))
    if s.phase == "draft":
        if f.type[card] == "character" and not unfunded(s, card):
            return why_not(s, seat, ("act", card, -1)) or Reason("illegal", "characters")
        return why_not(s, seat, ("take", card)) or Reason("illegal", "income")
    return Reason("card_idle", SECTION_OF.get(s.phase, "round"), card_args(s, card))


def _idle_in_hand(s: TerritoryState, seat: int, card: int) -> Reason:
    f = s.facts
    typ = f.type[card]
    if s.phase == "build":
        if typ in ("event", "reputation"):
            return Reason("influence_in_draft", "influence", card_args(s, card))
        if not s.lands[seat]:
            return why_not(s, seat, ("land", card)) or Reason("no_territory", "territories")
        if typ == "development":
            return why_not(s, seat, ("develop", card, s.lands[seat][0])) or Reason("illegal", "quests")
        if typ in ("building", "character"):
            if s.placed >= limits(s)[1]:
                return Reason("place_limit", "construction", {"count": limits(s)[1]})
            if f.kind[card] == "mansion":
                return Reason("mansion_room", "territories", card_args(s, card))
            return why_not(s, seat, ("build", card, s.lands[seat][0])) or Reason("illegal", "construction")
        return Reason("illegal", "construction")
    if s.phase == "draft" and typ in ("event", "reputation"):
        if s.influenced:
            return Reason("one_influence", "influence")
        if f.kind[card] == "lucky_deposits":
            return Reason("no_stored", "influence", card_args(s, card))
        return Reason("no_target", "influence", card_args(s, card))
    if s.phase == "offer":
        return why_not(s, seat, ("offer", card, 1)) or Reason("illegal", "market")
    return Reason("card_idle", SECTION_OF.get(s.phase, "round"), card_args(s, card))
