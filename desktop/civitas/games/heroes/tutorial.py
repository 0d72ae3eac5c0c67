"""The guided first game of Age of Heroes: the steps, their texts (ru/en, written for this app) and
what each step waits for. The opening is stacked in scenario.py and the opponents play the plan in
tutorial_agents.py, so every step meets the cards it needs; the war is won by at least one army
whatever the dice show (two attackers against one defender), and its result is told as it fell.

The learner is seat 0 (Greeks); {p1} is the Egyptian neighbour, {p2} the Roman one.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.tutorial import Step, Tutorial
from civitas.games.heroes.cards import IRON, STONE
from civitas.games.heroes.scenario import LIMESTONE, MARBLE, TUTORIAL_PLAYERS
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.tutorial_agents import agent
from civitas.games.heroes.tutorial_facts import (
    FAIR_OVER,
    HAND_KEPT,
    ROUND_CARD,
    ROUND_EVENT,
    ROUND_HAND,
    TAXED,
    hand_facts,
    tax_facts,
    turn_began,
    turn_facts,
)

YOU, LEFT, RIGHT = 0, 1, 2
SEED = 20260613  # the duel is won here, so the hand-limit step shows too (tests cover the other dice)

NAMES: dict[str, tuple[str, ...]] = {"en": ("Alex", "Nefer", "Marcus"), "ru": ("Алекс", "Нефер", "Марк")}


# --- what the steps accept and wait for -------------------------------------------------------------
def only(*actions: Action) -> Any:
    def allowed(_s: HeroesState, action: Action) -> bool:
        return action in actions

    return allowed


def mine(*actions: Action) -> Any:
    """Done when the learner has done one of ``actions``."""

    def done(_s: HeroesState, seat: int, action: Action, _ev: list[Event]) -> bool:
        return seat == YOU and action in actions

    return done


def event(kind: str, **args: Any) -> Any:
    """Done when an event of ``kind`` with these arguments happened (whoever acted)."""

    def done(_s: HeroesState, _seat: int, _action: Action, events: list[Event]) -> bool:
        return any(e.kind == kind and all(e.args.get(k) == v for k, v in args.items()) for e in events)

    return done


def _traded(_s: HeroesState, _seat: int, _action: Action, events: list[Event]) -> bool:
    return any(e.kind == "trade" and YOU in (e.args.get("seat"), e.args.get("other_seat")) for e in events)


def _send_or_go(s: HeroesState, action: Action) -> bool:
    if action == ("send", 0):
        return len(s.war_units) < 2
    return action == ("go",) and len(s.war_units) == 2


def _discarding(s: HeroesState) -> bool:
    return s.phase == "discard" and s.current == YOU and not s.pending


def _any_discard(_s: HeroesState, action: Action) -> bool:
    return action[0] == "discard"


def _discarded_enough(s: HeroesState, seat: int, action: Action, _ev: list[Event]) -> bool:
    return seat == YOU and action[0] == "discard" and not _discarding(s)


def _battle(_s: HeroesState, events: list[Event]) -> dict[str, Any]:
    facts: dict[str, Any] = {"a": 0, "d": 0, "outcome": "none", "w": 0, "n": 0, "home": "away"}
    for e in events:
        a = e.args
        if e.kind == "duel":
            facts["a"] = int(a["a_die"]) + int(a["a_bonus"])
            facts["d"] = int(a["d_die"]) + int(a["d_bonus"])
            facts["outcome"] = str(a["result"]).rsplit(".", 1)[-1]
        elif e.kind == "battle_result":
            facts["w"] = int(a["winners"])
        elif e.kind == "plunder":
            facts["n"] = int(a["n"])
        elif e.kind == "armies_return":
            facts["home"] = "home"
    return facts


BATTLE: dict[str, dict[str, str]] = {
    "attacker": {
        "en": "Your army rolled {a} against {d} and won; with the army that met no opponent, {w} armies "
        "won and took {n} cards from {p2}.",
        "ru": "Ваша армия выбросила {a} против {d} и победила; вместе с армией без противника "
        "победили {w} армии и забрали у игрока {p2} {n} карты.",
    },
    "defender": {
        "en": "Your army rolled {a} against {d} and fell, but the army that met no opponent still won "
        "and took {n} cards from {p2}.",
        "ru": "Ваша армия выбросила {a} против {d} и погибла, но армия без противника всё равно "
        "победила и забрала у игрока {p2} {n} карты.",
    },
    "tie": {
        "en": "Both sides rolled {a}: a tie, nobody fell, and the army that met no opponent won and "
        "took {n} cards from {p2}.",
        "ru": "Обе стороны выбросили {a}: ничья, никто не погиб, а армия без противника победила и "
        "забрала у игрока {p2} {n} карты.",
    },
    "none": {
        "en": "Your armies met no defender and took {n} cards from {p2}.",
        "ru": "Ваши армии не встретили защитников и забрали карты у игрока {p2}: {n}.",
    },
}
HOMECOMING: dict[str, dict[str, str]] = {
    "away": {
        "en": " Survivors come home at the end of your next turn (no road leads straight to {p2}).",
        "ru": " Уцелевшие вернутся в конце вашего следующего хода (прямой дороги к игроку {p2} нет).",
    },
    "home": {
        "en": " Your surviving armies came straight home along the road.",
        "ru": " Уцелевшие армии сразу вернулись домой по дороге.",
    },
}


def battle_text(facts: dict[str, Any], lang: str) -> str:
    first = BATTLE.get(str(facts.get("outcome")), BATTLE["none"])
    second = HOMECOMING.get(str(facts.get("home")), HOMECOMING["away"])
    return (first.get(lang) or first["en"]) + (second.get(lang) or second["en"])


# --- the steps ------------------------------------------------------------------------------------------
STEPS: tuple[Step, ...] = (
    Step(
        "welcome",
        {"en": "Welcome to Age of Heroes", "ru": "Добро пожаловать в «Эпоху героев»"},
        {
            "en": "You are {p0}, leader of the Greeks at the bottom of the table; your rivals are {p1} of the "
            "Egyptians and {p2} of the Romans. A tribe wins with five cities, with five cards on its "
            "monument, or by being the last one standing.",
            "ru": "Вы — {p0}, вождь греков внизу стола; ваши соперники — {p1} (египтяне) и {p2} (римляне). "
            "Побеждает племя, у которого пять городов, пять карт в памятнике культуры или которое "
            "осталось последним.",
        },
        section="setup",
    ),
    Step(
        "trade",
        {"en": "Trade at the fair", "ru": "Обмен на ярмарке"},
        {
            "en": "Before every round comes a fair: each tribe draws a card, then everyone may trade. Your "
            "Limestone is of use only to the Egyptians, so offer it for Marble, the Greek resource, in the "
            "trading panel on the right (I give, I want, Post offer).",
            "ru": "Перед каждым раундом проходит ярмарка: каждое племя берёт карту, затем все могут "
            "меняться. Известняк нужен только египтянам, поэтому предложите его за мрамор, ресурс греков, "
            "на панели торгов справа («Отдаю», «Хочу», «Выставить предложение»).",
        },
        {
            "en": "{p1} wanted exactly that, so the cards changed hands at once. A trade that has matched "
            "cannot be taken back.",
            "ru": "Игроку {p1} нужно было именно это, и карты сразу сменили владельцев. Совпавший обмен "
            "отменить нельзя.",
        },
        allowed=only(("offer", LIMESTONE, MARBLE)),
        done=_traded,
        section="trade",
    ),
    Step(
        "trade_done",
        {"en": "Finish trading", "ru": "Конец торгов"},
        {
            "en": "The fair lasts until every player has said done after the last new offer: your offer "
            "called {p1} and {p2} back, and they answer it before the fair can end. Press Done trading: the "
            "first round begins, and you play first.",
            "ru": "Ярмарка идёт, пока все не скажут «хватит» после последнего нового предложения: ваше "
            "предложение вернуло к торгам игроков {p1} и {p2}, и они ответят на него до конца ярмарки. "
            "Нажмите «Закончить торговлю»: начнётся первый раунд, и вы ходите первым.",
        },
        FAIR_OVER,
        allowed=only(("trade_done",)),
        done=turn_began,  # the fair ends once everyone has said done: the result waits for the new turn
        facts=turn_facts,
        section="fair",
    ),
    Step(
        "city",
        {"en": "Build a city", "ru": "Постройте город"},
        {
            "en": "Each city brings a card when you collect taxes, and five cities win the game. A city costs "
            "Stone and two Wood: drag your Stone card onto the City in the supply.",
            "ru": "Каждый город приносит карту при сборе налогов, а пять городов — победу. Город стоит "
            "камень и два дерева: перетащите карту камня на город в запасе.",
        },
        {
            "en": "You have two cities now; the three cards you paid went to the discard pile.",
            "ru": "Теперь у вас два города; три оплаченные карты ушли в сброс.",
        },
        allowed=only(("build", "city", 0)),
        marks=(("card", STONE),),
        done=event("build", seat=YOU, item="@item.city"),
        section="build",
    ),
    Step(
        "end_build",
        {"en": "End building", "ru": "Конец строительства"},
        {
            "en": "In one action you may build as much as you can pay for. Nothing more is affordable, so "
            "press End building.",
            "ru": "За одно действие можно построить всё, на что хватает карт. Больше ничего не по карману — "
            "нажмите «Закончить строительство».",
        },
        {
            "en": "Building was your one action this turn. Next comes the phase for special resources.",
            "ru": "Строительство было вашим единственным действием в этом ходу. Дальше — фаза особых ресурсов.",
        },
        allowed=only(("end_build",)),
        done=mine(("end_build",)),
        section="turn",
    ),
    Step(
        "monument",
        {"en": "Grow your monument", "ru": "Памятник культуры"},
        {
            "en": "After the action you may lay your own special resource on your monument; five cards "
            "there win the game. Drag a Marble card onto the Monument to place both (or press Place 2).",
            "ru": "После действия свой особый ресурс можно выложить в памятник культуры; пять карт в нём — "
            "победа. Перетащите карту мрамора на памятник, чтобы выложить обе (или нажмите «Выложить 2»).",
        },
        {
            "en": "Your monument holds 2 of 5 cards. Your turn is over, and now the others play.",
            "ru": "В памятнике 2 карты из 5. Ваш ход окончен, теперь ходят соперники.",
        },
        allowed=only(("monument", MARBLE, 2)),
        done=mine(("monument", MARBLE, 2)),
        section="monument",
    ),
    Step(
        "fair2",
        {"en": "The next fair", "ru": "Следующая ярмарка"},
        {
            "en": "While you wait, {p1} and {p2} take their turns: the log on the right tells what they do. "
            "At the next fair there is nothing for you to trade, so press Done trading.",
            "ru": "Пока вы ждёте, ходят {p1} и {p2}: что они делают, видно в журнале справа. На следующей "
            "ярмарке вам меняться нечем — нажмите «Закончить торговлю».",
        },
        ROUND_CARD,
        allowed=only(("trade_done",)),
        done=turn_began,
        facts=turn_facts,
        section="fair",
    ),
    Step(
        "tax",
        {"en": "Collect taxes", "ru": "Соберите налоги"},
        {
            "en": "Collecting taxes gives you one card from the deck for each of your cities. You have two "
            "cities, so press Collect taxes for two cards.",
            "ru": "Сбор налогов даёт по карте из колоды за каждый ваш город. У вас два города — нажмите "
            "«Собрать налоги» и получите две карты.",
        },
        TAXED,
        allowed=only(("tax",)),
        done=mine(("tax",)),
        facts=tax_facts,
        section="tax",
    ),
    Step(
        "fair3",
        {"en": "Another fair", "ru": "Снова ярмарка"},
        {
            "en": "Next turn you will build a road and an army, so keep your Stone, Iron and Grain. When "
            "the fair comes, press Done trading.",
            "ru": "В следующем ходу вы построите дорогу и армию, так что сохраните камень, железо и зерно. "
            "Когда начнётся ярмарка, нажмите «Закончить торговлю».",
        },
        ROUND_HAND,
        allowed=only(("trade_done",)),
        done=turn_began,
        facts=turn_facts,
        section="fair",
    ),
    Step(
        "road",
        {"en": "Build a road", "ru": "Постройте дорогу"},
        {
            "en": "A road to a neighbour brings an extra card at every fair and lets armies come home sooner, "
            "but the neighbour must agree. It costs two Stone: drag a Stone onto the Road in the supply to "
            "ask {p1}.",
            "ru": "Дорога к соседу приносит лишнюю карту на каждой ярмарке и ускоряет возвращение армий, "
            "но сосед должен согласиться. Она стоит два камня: перетащите камень на дорогу в запасе, "
            "чтобы спросить игрока {p1}.",
        },
        {
            "en": "{p1} agreed, and the road now joins your tribes.",
            "ru": "{p1} даёт согласие, и дорога соединяет ваши племена.",
        },
        allowed=only(("build", "road", 0, LEFT)),
        marks=(("card", STONE),),
        done=event("road_built", seat=YOU, other_seat=LEFT),
        section="roads",
    ),
    Step(
        "army",
        {"en": "Raise an army", "ru": "Соберите армию"},
        {
            "en": "Armies attack and defend, and next turn you will want two of them. An army costs Iron and "
            "two Grain: drag the Iron card onto the Army in the supply.",
            "ru": "Армии нападают и защищаются, и в следующем ходу вам понадобятся две. Армия стоит железо "
            "и два зерна: перетащите карту железа на армию в запасе.",
        },
        {"en": "You have two armies now.", "ru": "Теперь у вас две армии."},
        allowed=only(("build", "army", 0)),
        marks=(("card", IRON),),
        done=event("build", seat=YOU, item="@item.army"),
        section="build",
    ),
    Step(
        "end_build2",
        {"en": "End building", "ru": "Конец строительства"},
        {
            "en": "That is all you can pay for this turn. Press End building.",
            "ru": "Больше в этом ходу не по карману. Нажмите «Закончить строительство».",
        },
        {
            "en": "Your turn is over; the others play, then the fair begins.",
            "ru": "Ваш ход окончен; ходят соперники, потом начнётся ярмарка.",
        },
        allowed=only(("end_build",)),
        done=mine(("end_build",)),
        section="turn",
    ),
    Step(
        "fair4",
        {"en": "A richer fair", "ru": "Ярмарка побогаче"},
        {
            "en": "At this fair your road brings you a second card, one for each tribe it reaches. Press Done "
            "trading when the fair comes.",
            "ru": "На этой ярмарке дорога приносит вам вторую карту — по одной за каждое племя, до которого "
            "она ведёт. Нажмите «Закончить торговлю», когда начнётся ярмарка.",
        },
        ROUND_EVENT,
        allowed=only(("trade_done",)),
        done=turn_began,
        facts=turn_facts,
        section="fair",
    ),
    Step(
        "quake",
        {"en": "An earthquake", "ru": "Землетрясение"},
        {
            "en": "An Earthquake must strike an army of another tribe: that army cannot fight until the end "
            "of its owner's next turn. Click one of {p2}'s armies, as you are about to attack him.",
            "ru": "Землетрясение обязательно бьёт по армии другого племени: она не сражается до конца "
            "следующего хода своего владельца. Щёлкните по армии игрока {p2} — на него вы сейчас нападёте.",
        },
        {
            "en": "One of {p2}'s two armies lies under the earthquake, so only one can defend.",
            "ru": "Одна из двух армий игрока {p2} под землетрясением, защищаться сможет только одна.",
        },
        allowed=only(("quake", RIGHT, 0)),
        done=event("quake", seat=RIGHT),
        section="events",
    ),
    Step(
        "war",
        {"en": "Declare war", "ru": "Объявите войну"},
        {
            "en": "War is the third kind of action, and you attack one tribe per turn. Drag one of your armies "
            "onto {p2}'s area (or use War… and Attack {p2}).",
            "ru": "Война — третий вид действия, за ход можно напасть на одно племя. Перетащите свою армию "
            "на область игрока {p2} (или «Война…» → «Напасть на игрока {p2}»).",
        },
        {"en": "Now say what the war is for.", "ru": "Теперь выберите цель войны."},
        allowed=only(("war", RIGHT)),
        marks=(("army", YOU, 0),),
        done=mine(("war", RIGHT)),
        section="war",
    ),
    Step(
        "goal",
        {"en": "Choose the goal", "ru": "Цель войны"},
        {
            "en": "Conquest needs two winning armies for a city, destruction knocks cards off a monument, and "
            "plunder takes two random cards for each winning army. Choose Plunder: it pays even with one "
            "winner.",
            "ru": "Для завоевания города нужны две победившие армии, разрушение сбрасывает карты из "
            "памятника, а разграбление даёт две случайные карты за каждую победившую армию. Выберите "
            "разграбление: оно окупается даже с одной победой.",
        },
        {"en": "The goal is plunder.", "ru": "Цель — разграбление."},
        allowed=only(("goal", "plunder")),
        done=mine(("goal", "plunder")),
        section="war",
    ),
    Step(
        "send",
        {"en": "Send your armies", "ru": "Отправьте армии"},
        {
            "en": "Each attacking army duels one defender, a die each; an attacker left without an opponent "
            "wins without a fight. Send both armies to the battlefield (drag them or use the buttons), then "
            "press Attack!",
            "ru": "Каждая атакующая армия бьётся с одним защитником, по кубику на сторону; армия, которой "
            "не хватило противника, побеждает без боя. Отправьте обе армии на поле боя (перетащите или "
            "нажмите кнопки), затем «В атаку!».",
        },
        battle_text,
        allowed=_send_or_go,
        # done when the battle is fought: after Attack! the defender is asked first (always, whatever
        # it holds), and the duels follow its answer
        done=event("battle_result", seat=YOU),
        facts=_battle,
        section="combat",
    ),
    Step(
        "discard",
        {"en": "Too many cards", "ru": "Лишние карты"},
        {
            "en": "At the end of your turn you may keep at most five cards. Drag the extra ones onto the "
            "discard pile (or use the buttons).",
            "ru": "В конце хода в руке может остаться не больше пяти карт. Перетащите лишние в сброс (или "
            "нажмите кнопки).",
        },
        HAND_KEPT,
        allowed=_any_discard,
        done=_discarded_enough,
        applies=_discarding,
        facts=hand_facts,
        section="discard",
    ),
    Step(
        "finish",
        {"en": "Well done!", "ru": "Отлично!"},
        {
            "en": "You have traded, collected taxes, built a city, a road and an army, used an event and "
            "fought a war. The game is yours to play on: from now on the opponents decide for themselves, "
            "or you can leave the tutorial.",
            "ru": "Вы поменялись, собрали налоги, построили город, дорогу и армию, сыграли событие и "
            "провели войну. Дальше игра ваша: соперники теперь решают сами, а обучение можно покинуть.",
        },
        section="victory",
    ),
)

TUTORIAL = Tutorial(
    game_id="heroes",
    options={"players": TUTORIAL_PLAYERS, "scenario": "tutorial"},
    seed=SEED,
    players=[
        {"name": NAMES["en"][YOU]},
        {"name": NAMES["en"][LEFT], "ai": "easy"},
        {"name": NAMES["en"][RIGHT], "ai": "easy"},
    ],
    human=YOU,
    steps=STEPS,
    names=NAMES,
    agent=agent,
)
