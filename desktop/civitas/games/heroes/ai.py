"""AI knowledge for Age of Heroes: a position evaluation, a quick rollout policy and beginner hints.

``KNOWLEDGE`` is picked up by ``civitas.ai.knowledge.knowledge_for("heroes")``. ``HINT_MESSAGES``
holds the hint templates (ru and en) for the UI to merge into the game's catalog. Arguments follow
the log conventions: keys ending in ``seat`` are players, strings starting with ``@`` are catalog
ids (``@card.iron``, ``@item.city``), ``{n|one|few|many}`` picks a plural form.
"""

from __future__ import annotations

import math
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.rng import Rng
from civitas.games.heroes.cards import (
    AWAY_MASK,
    BLOCKED,
    CITY_TARGET,
    GEN,
    GOLD,
    GRAIN,
    HERO,
    HIDDEN,
    IRON,
    LUCK,
    MONUMENT_TARGET,
    OLYMPICS,
    STONE,
    WOOD,
    special_of,
)
from civitas.games.heroes.state import HeroesState

# Card kinds by how much a beginner's tribe wants to keep them (higher: keep).
_CITY_COST = (STONE, WOOD, WOOD)
_ARMY_COST = (IRON, GRAIN, GRAIN)
_SHARPNESS = 1.4  # how sharply the evaluation turns progress differences into win chances
# Pending questions put to a seat whatever it holds, and how long the AI takes over each answer.
_QUESTIONS = frozenset({"luck_quake", "luck_erupt", "luck_famine", "barb", "defend"})
ANSWER_SECONDS = 0.5


def _ready(code: int) -> bool:
    return code & (BLOCKED | AWAY_MASK) == 0


def _missing(hand: list[int], cost: tuple[int, ...]) -> list[int]:
    """The cards of ``cost`` the hand lacks (gold not counted)."""
    left = list(hand)
    out: list[int] = []
    for k in cost:
        if k in left:
            left.remove(k)
        else:
            out.append(k)
    return out


def _short(hand: list[int], cost: tuple[int, ...]) -> int:
    """Cards still needed for ``cost`` after gold stands in for missing ones."""
    return max(0, len(_missing(hand, cost)) - hand.count(GOLD))


def _military(s: HeroesState, seat: int) -> float:
    """Rough fighting strength at home: ready armies, +1 for each general."""
    total = 0.0
    for code in s.armies[seat]:
        if _ready(code):
            total += 2.0 if code & GEN else 1.0
    return total


def _defence(s: HeroesState, seat: int) -> float:
    return _military(s, seat) + 0.5 * s.forts[seat] * min(1, len(s.armies[seat]))


def _shares(s: HeroesState, prog: list[float]) -> list[float]:
    """Win chances from each seat's progress, after taking off what a stronger neighbour threatens."""
    n = s.n
    prog = prog[:]
    # Threats: a stronger neighbour at home can take cities from a weakly defended tribe.
    mil = [_military(s, i) if s.alive[i] else 0.0 for i in range(n)]
    for i in range(n):
        if not s.alive[i] or not s.cities[i]:
            continue
        danger = max((mil[j] for j in range(n) if j != i and s.alive[j]), default=0.0) - _defence(s, i)
        if danger >= 2:
            prog[i] -= 0.35 * min(danger - 1, 3)
    weights = [math.exp(_SHARPNESS * p) if s.alive[i] else 0.0 for i, p in enumerate(prog)]
    total = sum(weights)
    alive = sum(1 for a in s.alive if a)
    return [(0.9 * w / total + 0.1 / alive) if s.alive[i] else 0.0 for i, w in enumerate(weights)]


class HeroesKnowledge:
    # --- evaluation -------------------------------------------------------------------------------
    def progress(self, s: HeroesState, seat: int) -> float:
        """How close ``seat`` is to winning, in "steps" (5 = a win in hand)."""
        hand = s.hands[seat]
        own = special_of(s.tribe[seat])
        specials = hand.count(own)
        unknown = hand.count(HIDDEN)
        city_next = 0.0
        if s.supply[1] > 0:
            city_next = (3 - min(3, _short(hand, _CITY_COST))) / 3.0 * 0.6 if not unknown else 0.25
        cities = s.cities[seat] + city_next
        monument = s.monument[seat] + 0.7 * specials + (0.1 * unknown)
        best, other = (cities, monument) if cities >= monument else (monument, cities)
        p = best + 0.15 * other
        # Cities are also the economy: each one draws a card of tax every turn (none: no tax at all).
        p += 0.4 * min(s.cities[seat], 4)
        p += 0.1 * min(len(hand), 5)  # cards beyond five are discarded at the end of the turn
        p += 0.3 * min(_military(s, seat), 4.0) + 0.1 * min(s.forts[seat], 3)
        p += 0.08 * sum(1 for r in s.roads if (r >> 3) == seat or (r & 7) == seat)
        if s.claims[seat] and (s.cities[seat] >= CITY_TARGET or s.monument[seat] >= MONUMENT_TARGET):
            p += 2.5
        return p

    def evaluate(self, game: Game[Any], state: HeroesState) -> list[float]:
        s = state
        if s.winner >= 0 or s.phase == "over":
            return game.rewards(s)
        return _shares(s, [self.progress(s, i) if s.alive[i] else -1.0 for i in range(s.n)])

    def basic_evaluate(self, game: Game[Any], state: HeroesState) -> list[float]:
        """The Normal level's plainer judgement: the race to five cities or the monument, and the
        danger of a stronger neighbour. It ignores the economy (tax from cities, hand size, special
        cards not yet placed), the value of its own armies, forts and roads."""
        s = state
        if s.winner >= 0 or s.phase == "over":
            return game.rewards(s)
        prog = []
        for i in range(s.n):
            cities, monument = float(s.cities[i]), float(s.monument[i])
            best, other = (cities, monument) if cities >= monument else (monument, cities)
            prog.append(best + 0.15 * other if s.alive[i] else -1.0)
        return _shares(s, prog)

    # --- questions every seat is asked ----------------------------------------------------------------
    def answer_seconds(self, game: Game[Any], view: HeroesState, seat: int) -> float:
        """Luck, olympic games and heroes are asked for whatever the hand holds (see rules.py): the
        AI takes the same time over every such answer, so its pause gives nothing away."""
        if view.pending and view.pending[-1][0] in _QUESTIONS and int(view.pending[-1][1]) == seat:
            return ANSWER_SECONDS
        return 0.0

    # --- moves worth searching -----------------------------------------------------------------------
    def candidates(self, game: Game[Any], state: HeroesState, seat: int, legal: list[Action]) -> list[Action]:
        """Drop moves that are never better than a sibling: paying more gold than needed, offers
        that give away what we need or ask for what we do not, and the most useful cards to swap."""
        s = state
        if s.pending:
            if s.pending[-1][0] == "consent" and ("road_consent", True) in legal:
                # A road gives both tribes an extra card at every fair: agree. (This also keeps the
                # search away from samples where the builder's hidden hand could not pay.)
                return [("road_consent", True)]
            return legal
        ph = s.phase
        if ph == "trade":
            if s.posts[seat] >= 3:
                return [("trade_done",)]
            hand = s.hands[seat]
            wants = set(_missing(hand, _CITY_COST)) | set(_missing(hand, _ARMY_COST))
            own = special_of(s.tribe[seat])
            spare = {
                c
                for c in hand
                if c != own and c not in (GOLD, HERO, LUCK, OLYMPICS) and c not in wants and self._spare(hand, c)
            }
            out = [a for a in legal if a[0] == "offer" and a[1] in spare and (a[2] in wants or a[2] == own)]
            out.append(("trade_done",))
            return out
        if ph in ("action", "build"):
            cheapest: dict[tuple[Any, ...], Action] = {}
            out = []
            swaps = []
            for a in legal:
                if a[0] == "build":
                    key = (a[1],) + tuple(a[3:])
                    prev = cheapest.get(key)
                    if prev is None or a[2] < prev[2]:
                        cheapest[key] = a
                elif a[0] == "swap":
                    swaps.append(a)
                else:
                    out.append(a)
            out.extend(cheapest.values())
            if swaps:
                swaps.sort(key=lambda a: self._card_value(s, seat, a[1]))
                out.extend(swaps[:2])
            return out
        return legal

    @staticmethod
    def _spare(hand: list[int], kind: int) -> bool:
        """True if ``kind`` is not needed for a city or an army (keeping what both prices use)."""
        need = _CITY_COST.count(kind) + _ARMY_COST.count(kind)
        return hand.count(kind) > need or kind not in _CITY_COST + _ARMY_COST

    # --- the rollout policy -----------------------------------------------------------------------
    def policy(self, game: Game[Any], state: HeroesState, seat: int, legal: list[Action], rng: Rng) -> Action:
        s = state
        kind = legal[0][0]
        if s.pending:
            return self._answer(s, seat, legal, rng)
        ph = s.phase
        if ph == "trade":
            return self._trade(s, seat, legal, rng)
        if ph in ("action", "build"):
            return self._act(s, seat, legal, rng)
        if ph == "war_goal":
            return self._goal(s, seat)
        if ph == "war_send":
            sends = [a for a in legal if a[0] == "send"]
            if sends:
                return max(sends, key=lambda a: a[1] & GEN)
            return ("go",) if ("go",) in legal else ("cancel_war",)
        if ph == "monument":
            return legal[-1]  # place every own special card
        if ph == "discard":
            return self._discard(s, seat, legal)
        del kind
        return legal[rng.below(len(legal))]

    def _trade(self, s: HeroesState, seat: int, legal: list[Action], rng: Rng) -> Action:
        if s.posts[seat] >= 2 or rng.below(3) == 0:
            return ("trade_done",)
        hand = s.hands[seat]
        need = _missing(hand, _CITY_COST)
        if not need:
            return ("trade_done",)
        keep = list(_CITY_COST) + [GOLD, special_of(s.tribe[seat]), HERO, LUCK, OLYMPICS]
        spare = [c for c in hand if c not in keep] or [c for c in hand if hand.count(c) > 2 and c != GOLD]
        if not spare:
            return ("trade_done",)
        offer = ("offer", spare[rng.below(len(spare))], need[rng.below(len(need))])
        return offer if offer in legal else ("trade_done",)

    def _act(self, s: HeroesState, seat: int, legal: list[Action], rng: Rng) -> Action:
        builds: dict[str, Action] = {}
        for a in legal:
            if a[0] == "build":
                prev = builds.get(a[1])
                if prev is None or a[2] < prev[2]:  # the cheapest way in gold
                    builds[a[1]] = a
        if "city" in builds:
            return builds["city"]
        ready = [c for c in s.armies[seat] if _ready(c)]
        if s.phase == "action":
            war = self._war_target(s, seat, legal)
            if war is not None:
                return war
        if "army" in builds and (len(s.armies[seat]) < 3 or builds["army"][2] == 0) and len(ready) < 5:
            return builds["army"]
        if "general" in builds and builds["general"][2] <= 1 and len(ready) >= 2:
            return builds["general"]
        if "road" in builds and builds["road"][2] == 0 and rng.below(2) == 0:
            return builds["road"]
        if "fortress" in builds and builds["fortress"][2] == 0 and s.cities[seat] >= 2 and rng.below(2) == 0:
            return builds["fortress"]
        if s.phase == "build":
            return ("end_build",)
        if ("tax",) in legal:
            return ("tax",)
        swaps = [a for a in legal if a[0] == "swap"]
        if swaps:
            return self._worst_card_action(s, seat, swaps)
        return ("skip",)

    def _war_target(self, s: HeroesState, seat: int, legal: list[Action]) -> Action | None:
        """A war only when our armies at home clearly outnumber the target's defence."""
        mine = sum(1 for c in s.armies[seat] if _ready(c))
        if mine < 2:
            return None
        best: Action | None = None
        best_gain = 0.0
        for a in legal:
            if a[0] != "war":
                continue
            t = a[1]
            defenders = sum(1 for c in s.armies[t] if _ready(c))
            extra = mine - defenders
            gain = 0.0
            if s.cities[t] and extra >= 2:
                gain = 2.0 + s.cities[t] * 0.2 + (1.0 if extra >= 4 and s.cities[t] >= 2 else 0.0)
            elif s.monument[t] >= 2 and extra >= 1:
                gain = 1.0 + s.monument[t] * 0.3
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    def _goal(self, s: HeroesState, seat: int) -> Action:
        assert s.war is not None
        t = s.war[1]
        mine = sum(1 for c in s.armies[seat] if _ready(c))
        defenders = sum(1 for c in s.armies[t] if _ready(c))
        if s.cities[t] and mine - defenders >= 2:
            return ("goal", "conquest")
        if s.monument[t] and mine - defenders >= 1:
            return ("goal", "destruction")
        return ("goal", "plunder")

    def _card_value(self, s: HeroesState, seat: int, kind: int) -> float:
        if kind == special_of(s.tribe[seat]):
            return 10.0
        if kind in (GOLD, HERO, LUCK, OLYMPICS):
            return 6.0
        hand = s.hands[seat]
        v = 2.0 if kind in _CITY_COST else 1.0
        return v - 0.5 * hand.count(kind)

    def _worst_card_action(self, s: HeroesState, seat: int, actions: list[Action]) -> Action:
        return min(actions, key=lambda a: self._card_value(s, seat, a[1]))

    def _discard(self, s: HeroesState, seat: int, legal: list[Action]) -> Action:
        return self._worst_card_action(s, seat, legal)

    def _answer(self, s: HeroesState, seat: int, legal: list[Action], rng: Rng) -> Action:
        top = s.pending[-1]
        kind = top[0]
        if kind == "consent":
            return ("road_consent", True)
        if kind == "quake":
            # Hit the strongest rival's best army.
            return max(legal, key=lambda a: (self.progress(s, a[1]), a[2] & GEN))
        if kind == "erupt":
            return max(legal, key=lambda a: (s.cities[a[1]], self.progress(s, a[1])))
        if kind == "defend":
            assert s.war is not None
            attackers = len(s.war_units)
            home = sum(1 for c in s.armies[seat] if _ready(c))
            if ("respond", "olympics") in legal and attackers - home >= 2 and s.cities[seat]:
                return ("respond", "olympics")
            generals = [a for a in legal if a[1] == "hero_general"]
            if generals and attackers >= home:
                return generals[0]
            if ("respond", "hero_army") in legal and attackers > home:
                return ("respond", "hero_army")
            return ("respond", "none")
        # luck / olympics against an event card
        if kind == "luck_erupt" and ("respond", "luck") in legal:
            return ("respond", "luck")
        if kind == "barb" and len(s.hands[seat]) >= 3 and legal[0] != ("respond", "none"):
            return legal[0]
        return ("respond", "none")

    # --- reasons for beginners ------------------------------------------------------------------------
    def reason(self, game: Game[Any], state: HeroesState, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        s = state
        kind = action[0]
        if kind == "build":
            item = action[1]
            gold = action[2]
            if item == "city":
                n = s.cities[seat] + 1
                if n >= CITY_TARGET:
                    return "hint.build_fifth_city", {"n": n}
                return "hint.build_city", {"n": n, "left": CITY_TARGET - n}
            if item == "army":
                return "hint.build_army", {"n": len(s.armies[seat]) + 1}
            if item == "general":
                return "hint.build_general", {}
            if item == "fortress":
                return "hint.build_fortress", {}
            if item == "road":
                return "hint.build_road", {"other_seat": action[3]}
            return "hint.build_with_gold", {"n": gold}
        if kind == "tax":
            return "hint.tax", {"n": s.cities[seat]}
        if kind == "swap":
            return "hint.swap", {"card": "@card." + _card_id(action[1])}
        if kind == "skip":
            return "hint.skip", {}
        if kind == "end_build":
            return "hint.end_build", {}
        if kind == "war":
            t = action[1]
            if (
                s.cities[t]
                and sum(1 for c in s.armies[seat] if _ready(c)) - sum(1 for c in s.armies[t] if _ready(c)) >= 2
            ):
                return "hint.war_weak_neighbour", {"target_seat": t}
            return "hint.war", {"target_seat": t}
        if kind == "goal":
            return "hint.goal_" + str(action[1]), {}
        if kind == "send":
            return ("hint.send_general", {}) if action[1] & GEN else ("hint.send_army", {})
        if kind == "hero":
            return "hint.hero_attacks", {}
        if kind == "go":
            return "hint.go", {"n": len(s.war_units)}
        if kind == "cancel_war":
            return "hint.cancel_war", {}
        if kind == "monument":
            k = action[2]
            if not k:
                return "hint.monument_wait", {}
            total = s.monument[seat] + k
            if total >= MONUMENT_TARGET:
                return "hint.monument_complete", {"n": total}
            return "hint.monument", {"n": k, "total": total}
        if kind == "discard":
            return "hint.discard", {"card": "@card." + _card_id(action[1])}
        if kind == "offer":
            return "hint.offer", {"give": "@card." + _card_id(action[1]), "want": "@card." + _card_id(action[2])}
        if kind == "withdraw":
            return "hint.withdraw", {}
        if kind == "trade_done":
            return "hint.trade_done", {}
        if kind == "road_consent":
            return ("hint.road_yes", {}) if action[1] else ("hint.road_no", {})
        if kind == "quake":
            return "hint.quake", {"target_seat": action[1]}
        if kind == "erupt":
            return "hint.erupt", {"target_seat": action[1]}
        if kind == "respond":
            return "hint.respond_" + str(action[1]), {}
        return "hint.generic", {}


def _card_id(kind: int) -> str:
    from civitas.games.heroes.cards import KIND_IDS

    return KIND_IDS[kind] if 0 <= kind < len(KIND_IDS) else "hidden"


KNOWLEDGE = HeroesKnowledge()

HINT_MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "hint.generic": "The search rates this move the strongest.",
        "hint.build_fifth_city": "Build your fifth city: at the start of your next turn you win, unless "
        "someone takes a city from you first.",
        "hint.build_city": "Build a city ({n} in all): {left} more and you can win. Cities also pay more tax.",
        "hint.build_army": "Build an army ({n} in all): armies defend your cities and let you conquer.",
        "hint.build_general": "Put a general at the head of an army: it fights with +2.",
        "hint.build_fortress": "Build a fortress: every defending army of yours gets +1.",
        "hint.build_road": "Build a road to {other_seat}: both of you draw an extra card at every fair, and "
        "your armies come home at once from wars against them.",
        "hint.build_with_gold": "Gold can stand in for any ordinary card: use {n} here.",
        "hint.tax": "Collect taxes: draw {n} {n|card|cards}, one for each city.",
        "hint.swap": "Without a city you cannot tax: swap away a {card} you need least.",
        "hint.skip": "Nothing useful to do this turn: keep your cards.",
        "hint.end_build": "Stop building and keep the rest of your cards for later.",
        "hint.war": "Attack {target_seat}: your armies at home are strong enough.",
        "hint.war_weak_neighbour": "Attack {target_seat}: you have at least two armies more than they "
        "have at home, so you take a city for sure.",
        "hint.goal_conquest": "Aim for conquest: two winning armies take a city, four take two.",
        "hint.goal_plunder": "Aim for plunder: each winning army brings back two cards.",
        "hint.goal_destruction": "Aim for destruction: knock stones off the rival's monument.",
        "hint.send_general": "Send the army with the general first: it is your strongest.",
        "hint.send_army": "Send another army: armies left without an opponent win their duel.",
        "hint.hero_attacks": "Let the hero fight: it is an army or a general you do not have to build.",
        "hint.go": "March with {n} {n|army|armies}.",
        "hint.cancel_war": "Call the war off: your armies are too weak for it.",
        "hint.monument": "Place {n} {n|card|cards} on your monument ({total} of 5).",
        "hint.monument_complete": "Complete your monument: five cards, and you win at your next turn "
        "unless someone destroys part of it.",
        "hint.monument_wait": "Keep your special cards in hand for now.",
        "hint.discard": "Discard a {card}: it is the card you need least.",
        "hint.offer": "Offer a {give} for a {want}: you need it for your next build.",
        "hint.withdraw": "Withdraw the offer: you need that card yourself now.",
        "hint.trade_done": "Finish trading: your hand is good as it is.",
        "hint.road_yes": "Agree to the road: you also draw an extra card at every fair.",
        "hint.road_no": "Refuse the road: it helps the builder's armies reach you.",
        "hint.quake": "Put the earthquake on {target_seat}'s army: they are the biggest threat.",
        "hint.erupt": "Send the eruption to {target_seat}: they are closest to five cities.",
        "hint.respond_luck": "Play luck now: this card would hurt you badly.",
        "hint.respond_olympics": "Call the olympic games: the attack or the raid is called off.",
        "hint.respond_hero_army": "Let the hero defend as an extra army.",
        "hint.respond_hero_general": "Let the hero lead one of your armies: it defends with +2.",
        "hint.respond_none": "Keep your special cards for a worse moment.",
    },
    "ru": {
        "hint.generic": "Поиск считает этот ход самым сильным.",
        "hint.build_fifth_city": "Постройте пятый город: в начале следующего хода вы победите, если "
        "никто не отнимет у вас город раньше.",
        "hint.build_city": "Постройте город (всего {n}): ещё {left} — и можно побеждать. Города к тому же "
        "приносят больше налогов.",
        "hint.build_army": "Наберите армию (всего {n}): армии защищают города и позволяют завоёвывать.",
        "hint.build_general": "Поставьте полководца во главе армии: она сражается с +2.",
        "hint.build_fortress": "Постройте крепость: каждая ваша армия в обороне получит +1.",
        "hint.build_road": "Проложите дорогу к {other_seat}: на каждой ярмарке вы оба тянете лишнюю "
        "карту, а ваши армии сразу возвращаются из походов против этого соседа.",
        "hint.build_with_gold": "Золото заменяет любую обычную карту: используйте {n}.",
        "hint.tax": "Соберите налоги: {n} {n|карта|карты|карт} — по одной за каждый город.",
        "hint.swap": "Без города налогов нет: обменяйте карту {card}, она нужна вам меньше всего.",
        "hint.skip": "Полезных действий сейчас нет: сохраните карты.",
        "hint.end_build": "Хватит строить: остальные карты пригодятся позже.",
        "hint.war": "Нападите на {target_seat}: ваших армий дома для этого достаточно.",
        "hint.war_weak_neighbour": "Нападите на {target_seat}: у вас хотя бы на две армии больше, чем у "
        "него дома, так что город вы возьмёте наверняка.",
        "hint.goal_conquest": "Цель — завоевание: две победившие армии берут город, четыре — два.",
        "hint.goal_plunder": "Цель — грабёж: каждая победившая армия приносит две карты.",
        "hint.goal_destruction": "Цель — разрушение: снесите часть памятника соперника.",
        "hint.send_general": "Сначала отправьте армию с полководцем: она самая сильная.",
        "hint.send_army": "Отправьте ещё армию: армии, которым не хватило противника, побеждают.",
        "hint.hero_attacks": "Пусть в бой идёт герой: это армия или полководец, которых не надо строить.",
        "hint.go": "Выступайте: {n} {n|армия|армии|армий}.",
        "hint.cancel_war": "Отмените войну: армий для неё слишком мало.",
        "hint.monument": "Положите в памятник {n} {n|карту|карты|карт} (всего {total} из 5).",
        "hint.monument_complete": "Завершите памятник: пять карт — и на следующем ходу вы победите, если "
        "его не разрушат.",
        "hint.monument_wait": "Пока придержите особые карты в руке.",
        "hint.discard": "Сбросьте карту {card}: она нужна вам меньше всего.",
        "hint.offer": "Предложите {give} в обмен на {want}: это нужно для следующей постройки.",
        "hint.withdraw": "Отзовите предложение: эта карта теперь нужна вам самим.",
        "hint.trade_done": "Заканчивайте торговлю: рука и так хороша.",
        "hint.road_yes": "Соглашайтесь на дорогу: вы тоже будете тянуть лишнюю карту на ярмарке.",
        "hint.road_no": "Откажитесь от дороги: она помогает армиям строителя добраться до вас.",
        "hint.quake": "Обрушьте землетрясение на армию {target_seat}: это самая большая угроза.",
        "hint.erupt": "Направьте извержение на {target_seat}: он ближе всех к пяти городам.",
        "hint.respond_luck": "Сыграйте удачу: эта карта сильно вам навредит.",
        "hint.respond_olympics": "Объявите Олимпийские игры: нападение или набег отменяется.",
        "hint.respond_hero_army": "Пусть герой защищает как ещё одна армия.",
        "hint.respond_hero_general": "Пусть герой возглавит вашу армию: она защищается с +2.",
        "hint.respond_none": "Приберегите особые карты для худшего случая.",
    },
}
