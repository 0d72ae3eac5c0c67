"""The words of Territory's guided first game, in Russian and English, written for this app: each step's
title and text, and the results said with the facts of the moment (tutorial_facts.py). Card names and the
numbers of the rules come from the game's data and options, never typed in here."""

from __future__ import annotations

from typing import Any

from civitas.engine.log import render
from civitas.games.territory import GAME
from civitas.games.territory.cards import kind
from civitas.games.territory.catalog import catalog, texts_module
from civitas.games.territory.rules import LIMITS
from civitas.games.territory.state import MARKET_EVERY
from civitas.games.territory.tutorial_facts import result

T = dict[str, str]
LANGS = ("en", "ru")
_DEFAULTS = {o.key: o.default for o in GAME.options}
#: The reputation that wins the tutorial's game: one more than a new game's default, so that the game goes on
#: for the learner after the guided rounds (the texts say so).
DEFAULT_TARGET = int(_DEFAULTS["target"])
TARGET = DEFAULT_TARGET + 1
UPKEEP = int(_DEFAULTS["upkeep"])
CAPACITY = int(_DEFAULTS["capacity"])
PLACEMENTS = LIMITS[str(_DEFAULTS["limit"])][1]


def _names(kind_id: str) -> dict[str, str]:
    return {lang: catalog(lang)[f"card.{kind_id}"] for lang in LANGS}


def _say(lang: str, key: str, **args: Any) -> str:
    return render(texts_module(lang).DESCRIBE[f"describe.{key}"], args, catalog(lang), lang, [])


def _button(key: str, **args: dict[str, str]) -> dict[str, str]:
    """The label the table gives an action's button or menu entry (``describe.<key>``), in each language."""
    return {lang: _say(lang, key, **{k: v[lang] for k, v in args.items()}) for lang in LANGS}


LAND, HOUSE, RAIDER = _names("crisis"), _names("house"), _names("invader")
FACTORY, BRIDGE, GOOD_NAME = _names("factory"), _names("bridge"), _names("excellent")
CIRCUS, QUEST, GARDEN = _names("circus"), _names("conqueror"), _names("household")
HOUSE_NEED = kind("house").req + UPKEEP
HOUSE_PROFIT = kind("house").profit + UPKEEP
RAIDER_NEED = kind("invader").req + UPKEEP
BRIDGE_NEED = kind("bridge").req + UPKEEP
END, PASS, TAKE_QUEST = _button("end"), _button("pass"), _button("quest")
#: The learner's first territory as the table numbers it (tutorial.YOUR_LAND + 1).
YOUR_TERRITORY = 2
HOUSE_THERE = {lang: _say(lang, "card.own", card=HOUSE[lang], n=YOUR_TERRITORY) for lang in LANGS}
OFFER_DONE, TAKE_HOUSE = _button("done_offer"), _button("take", card=HOUSE_THERE)
#: The buttons and menu entries each step names, by action kind: tests find each on the table at that step.
BUTTONS: dict[str, dict[str, dict[str, str]]] = {
    "roll": {"end": END}, "take": {"take": TAKE_HOUSE}, "pass": {"pass": PASS}, "quest": {"quest": TAKE_QUEST},
    "fund": {"end": END}, "union": {"pass": PASS}, "offer": {"done": OFFER_DONE},
}  # fmt: skip

TITLES: dict[str, T] = {
    "welcome": {"en": "Welcome to Territory", "ru": "Добро пожаловать в «Территорию»"},
    "land": {"en": "Make a territory", "ru": "Создайте территорию"},
    "building": {"en": "Place a building", "ru": "Выложите здание"},
    "character": {"en": "Place a character", "ru": "Выложите персонажа"},
    "roll": {"en": "End construction", "ru": "Закончите строительство"},
    "take": {"en": "Take a unit of income", "ru": "Возьмите единицу дохода"},
    "allocate": {"en": "Profit pays for the next card", "ru": "Прибыль оплачивает следующую карту"},
    "pass": {"en": "Pass, and the round ends", "ru": "Пас и конец раунда"},
    "quest": {"en": "Take a quest", "ru": "Возьмите задание"},
    "bridge": {"en": "Build a bridge", "ru": "Постройте мост"},
    "fund": {"en": "Pay for everything", "ru": "Оплатите всё"},
    "union": {"en": "The union is weighed", "ru": "Оценка объединения"},
    "offer": {"en": "Market day: sell a card", "ru": "Базарный день: продайте карту"},
    "buy": {"en": "Market day: buy a card", "ru": "Базарный день: купите карту"},
    "claim": {"en": "Complete your quest", "ru": "Выполните задание"},
    "develop": {"en": "Lay the development card", "ru": "Положите карту развития"},
    "finish": {"en": "The game is yours", "ru": "Дальше — сами"},
}

TEXTS: dict[str, T] = {
    "welcome": {
        "en": "You are {p0}; your rival is {p1}, a computer player. In Territory you build a small economy out of "
        "cards. Any card can be laid face down as a piece of land, a territory, and on your territories you "
        "place buildings and characters. Every round the dice set a pool of income, and you take it one unit at "
        "a time to keep your cards working; a card printed with an income need that is not paid collapses at "
        f"the end of the round. In this first game the first to gather {TARGET} reputation wins (a new game plays "
        f"to {DEFAULT_TARGET} unless you choose otherwise). {{p1}} leads this round, so their "
        "territory is already on the table.",
        "ru": "Вы — {p0}, ваш соперник — компьютерный игрок {p1}. В «Территории» вы строите маленькую экономику из "
        "карт. Любую карту можно положить рубашкой вверх — это участок земли, территория, — а на свои территории "
        "вы выкладываете здания и персонажей. Каждый раунд кубики задают общий доход, и вы забираете его по "
        "одной единице, чтобы ваши карты работали; карта с напечатанной потребностью в доходе, которую не "
        "оплатили, в конце раунда рушится. В этой первой игре побеждает тот, кто первым наберёт "
        f"{TARGET} очков репутации (новая игра, если не выбрать иначе, идёт до {DEFAULT_TARGET}). В этом раунде "
        "ведёт игрок {p1}: территория ведущего уже лежит на столе.",
    },
    "land": {
        "en": "Any card from your hand can become land: it lies face down and only you know what it was. The land "
        "itself does nothing; it only carries your cards. Use the card you need least — here it is "
        f"{LAND['en']}. Drag it to the place for a new territory in front of you.",
        "ru": "Любая карта с руки может стать землёй: она ложится рубашкой вверх, и что это была за карта, знаете "
        "только вы. Сама земля ничего не делает, она лишь несёт ваши карты. Берите ту, что нужна меньше всего, — "
        f"здесь это «{LAND['ru']}». Перетащите её на место для новой территории перед вами.",
    },
    "building": {
        "en": "Every building shows two numbers: the income it needs each round, and the profit it pays once it has "
        f"that income. With the upkeep rule each building and character needs {UPKEEP} more than printed, and a "
        f"card with a printed profit pays {UPKEEP} more. So the {HOUSE['en']} needs {HOUSE_NEED} and pays "
        f"{HOUSE_PROFIT}; printed with a need of 0, it never collapses, unpaid it only gives nothing. Drag the "
        f"{HOUSE['en']} onto your territory.",
        "ru": "На каждом здании два числа: сколько дохода ему нужно за раунд и какую прибыль оно приносит, когда "
        f"этот доход получит. По правилу содержания каждому зданию и персонажу нужно на {UPKEEP} больше, чем "
        f"напечатано, а карта с напечатанной прибылью приносит на {UPKEEP} больше. Поэтому «{HOUSE['ru']}» "
        f"просит {HOUSE_NEED} и приносит {HOUSE_PROFIT}; на нём напечатана потребность 0, поэтому он никогда "
        f"не рушится, а без оплаты просто ничего не даёт. Перетащите «{HOUSE['ru']}» на свою территорию.",
    },
    "character": {
        "en": "Characters are placed and paid like buildings. The "
        f"{RAIDER['en']} needs {RAIDER_NEED} and pays no profit, but while it works it adds 1 to your "
        "significance in a union: you will see why in the next round. Its own action, seizing another player's "
        f"building, can wait. A turn allows {PLACEMENTS} placements: drag the "
        f"{RAIDER['en']} onto the same territory.",
        "ru": "Персонажей выкладывают и оплачивают так же, как здания. «"
        f"{RAIDER['ru']}» просит {RAIDER_NEED} и прибыли не даёт, зато, пока работает, добавляет вам 1 "
        "значимости в объединении — зачем это нужно, увидите в следующем раунде. Его собственное действие — "
        f"захват чужого здания — подождёт. За ход можно выложить карт: {PLACEMENTS}. Перетащите "
        f"«{RAIDER['ru']}» на ту же территорию.",
    },
    "roll": {
        "en": f"That is your construction for this round: press {END['en']}. When everyone has ended, the "
        "leader rolls two dice and the round's pool of income is set.",
        "ru": f"На этот раунд строительство закончено: нажмите «{END['ru']}». Когда все закончат, ведущий "
        "бросает два кубика, и определяется общий доход раунда.",
    },
    "take": {
        "en": "The income draft: on your turn you take one unit from the pool onto one of your cards that still "
        "needs income — or you pass. A card that has all it needs starts working at once. Drag a unit from the "
        f"pool onto your {HOUSE['en']} (or click the card and choose «{TAKE_HOUSE['en']}» in its menu).",
        "ru": "Розыгрыш дохода: в свой ход вы берёте одну единицу из общего дохода на свою карту, которой ещё "
        "нужен доход, — или пасуете. Карта, получившая всё нужное, сразу начинает работать. Перетащите "
        f"единицу из общего дохода на «{HOUSE['ru']}» (или щёлкните карту и выберите в её меню "
        f"«{TAKE_HOUSE['ru']}»).",
    },
    "allocate": {
        "en": "Profit stays on its territory as local income. You spend it one unit at a time on your cards there "
        "that still need income, for free and without ending your turn: this is how one card pays for the "
        f"next. Drag the territory's local income onto the {RAIDER['en']}, then take what it still lacks from "
        "the pool.",
        "ru": "Прибыль остаётся на своей территории — это местный доход. Его тратят по одной единице на свои "
        "карты там, которым ещё нужен доход, бесплатно и не заканчивая ход: так одна карта оплачивает "
        f"следующую. Перетащите местный доход территории на «{RAIDER['ru']}», а недостающее возьмите из "
        "общего дохода.",
    },
    "pass": {
        "en": f"Your cards all work, so press {PASS['en']}. The draft ends when the pool is empty or when everyone "
        "has passed since the last take; what is left in the pool is lost. Then the round ends with destruction: "
        "every building and character printed with an income need that did not get all its income collapses "
        "into the demolition pile (one printed with 0, like the House, stays and just gave nothing), unspent "
        "local income is lost, and a territory left with no building or character is discarded. Keep an eye "
        "on the territory of {p1}.",
        "ru": f"Все ваши карты работают — нажмите «{PASS['ru']}». Розыгрыш кончается, когда общий доход исчерпан или "
        "когда все спасовали после последнего взятия; остаток пропадает. Затем раунд завершает разрушение: "
        "каждое здание и каждый персонаж с напечатанной потребностью в доходе, не получившие весь нужный доход, "
        "рушатся в снос (с напечатанным 0, как дом, остаются — просто ничего не дали), неистраченный местный доход "
        "пропадает, а территория без зданий и персонажей уходит в отбой. Следите за территорией игрока {p1}.",
    },
    "quest": {
        "en": "Round 2: the leader's role has passed to you, so you build first. Everything on the table needs its "
        "income again this round. First take a quest, a secret goal: completing it gives 1 reputation and a "
        "development card, but a quest still in your hand when the game ends costs 2 points. Press "
        f"{TAKE_QUEST['en']}.",
        "ru": "Раунд 2: роль ведущего перешла к вам, и строите вы первым. Всем картам на столе в этом раунде снова "
        "нужен доход. Сначала возьмите задание — тайную цель: выполненное приносит 1 очко репутации и карту "
        f"развития, а задание, оставшееся на руке к концу игры, стоит 2 очка. Нажмите «{TAKE_QUEST['ru']}».",
    },
    "bridge": {
        "en": f"You drew a {BRIDGE['en']}. It is built on your territory and names any other one. While it "
        "works, the two form a union, and at the end of the round the union is weighed: your significance is "
        "your territories in it plus the bonuses of your working cards there. If one player's is strictly "
        "highest, that player takes the whole union. Drag the bridge onto your territory, then choose the "
        "territory of {p1} in the menu.",
        "ru": f"Вам пришла карта «{BRIDGE['ru']}». Мост строят на своей территории и называют любую другую. Пока мост "
        "работает, они образуют объединение, а в конце раунда его оценивают: ваша значимость — число ваших "
        "территорий в нём плюс прибавки ваших работающих карт там. Если у кого-то она строго выше всех, он "
        "забирает всё объединение. Перетащите мост на свою территорию и выберите в меню территорию игрока "
        "{p1}.",
    },
    "fund": {
        "en": f"Press {END['en']}. In the draft pay for all three cards: the {HOUSE['en']} ({HOUSE_NEED}), the "
        f"{RAIDER['en']} ({RAIDER_NEED}) and the {BRIDGE['en']} ({BRIDGE_NEED}). Spend local income first, "
        "then take from the pool. A bridge that does not work links nothing.",
        "ru": f"Нажмите «{END['ru']}». В розыгрыше оплатите все три карты: «{HOUSE['ru']}» ({HOUSE_NEED}), "
        f"«{RAIDER['ru']}» ({RAIDER_NEED}) и «{BRIDGE['ru']}» ({BRIDGE_NEED}). Сначала тратьте местный доход, "
        "потом берите из общего. Неработающий мост ничего не связывает.",
    },
    "union": {
        "en": f"Everything works and the union stands. Press {PASS['en']}: after the draft and the last window the "
        "union is weighed, and destruction follows.",
        "ru": f"Всё работает, объединение есть. Нажмите «{PASS['ru']}»: после розыгрыша и последнего окна "
        "объединение оценят, а затем наступит разрушение.",
    },
    "offer": {
        "en": f"Round {MARKET_EVERY} is a market day: before construction everyone may trade hand cards. Lay a "
        f"card you do not need — the {CIRCUS['en']}, say — on the market: drag it there and choose a price of 1 "
        "to 3 cards. "
        f"A buyer pays with that many cards from their hand. Then press {OFFER_DONE['en']}.",
        "ru": f"Раунд {MARKET_EVERY} — базарный день: до строительства можно торговать картами с руки. Выставьте "
        f"ненужную карту — например, «{CIRCUS['ru']}» — на рынок: перетащите её туда и выберите цену от 1 до 3 карт. "
        f"Покупатель платит столькими картами со своей руки. Затем нажмите «{OFFER_DONE['ru']}».",
    },
    "buy": {
        "en": f"{{p1}} offers a {GOOD_NAME['en']}: a reputation card that, paid by the end of a round, gives you 1 "
        "reputation. Buy it: drag it into your hand, then click the cards you pay with.",
        "ru": f"Игрок {{p1}} продаёт «{GOOD_NAME['ru']}» — карту репутации, которая, если её оплатить к концу "
        "раунда, приносит 1 очко репутации. Купите её: перетащите к себе в руку, затем щёлкните карты, "
        "которыми платите.",
    },
    "claim": {
        "en": f"Your quest {QUEST['en']} asks you to win a union's weighing — done. Quests are claimed on your "
        "own turn: click the quest card.",
        "ru": f"Ваше задание «{QUEST['ru']}» требует победить при оценке объединения — готово. Задания "
        "объявляют в свой ход: щёлкните карту задания.",
    },
    "develop": {
        "en": "Development cards come only from quests. They take no room and need no income. The "
        f"{GARDEN['en']} makes each House on its territory pay 1 more. Drag it onto a territory with a House.",
        "ru": "Карты развития дают только задания. Места они не занимают и дохода не просят. "
        f"«{GARDEN['ru']}» добавляет 1 к прибыли каждого дома на своей территории. Перетащите его на "
        "территорию с домом.",
    },
    "finish": {
        "en": "That is the whole game: territories, buildings and characters, the income draft, local profit, "
        "destruction, bridges and unions, quests and market day. Play on to the end: {p1} now decides alone, "
        f"and the first to {TARGET} reputation wins. Events and reputation cards are played in the draft as "
        f"your turn's one influence — the {GOOD_NAME['en']} you bought is one. The hints can help you.",
        "ru": "Вот и вся игра: территории, здания и персонажи, розыгрыш дохода, местная прибыль, разрушение, "
        "мосты и объединения, задания и базарный день. Доиграйте до конца: игрок {p1} теперь решает сам, а "
        f"побеждает тот, кто первым наберёт {TARGET} очков репутации. События и карты репутации играют в "
        f"розыгрыше как единственное влияние хода — купленное «{GOOD_NAME['ru']}» как раз такая карта. "
        "Подсказки вам помогут.",
    },
}


def _always(_f: dict[str, Any]) -> bool:
    return True


RESULTS: dict[str, Any] = {
    "land": {
        "en": "Your first territory lies face down in front of you. One new territory per turn is the limit.",
        "ru": "Ваша первая территория лежит перед вами рубашкой вверх. Больше одной новой территории за ход "
        "создать нельзя.",
    },
    "building": result((_always, {
        "en": "The {card} stands on your territory. This round it needs {need} {need|unit|units} of income; "
        f"once paid, its profit of {{profit}} goes onto the territory. A territory holds up to {CAPACITY} "
        "buildings and characters.",
        "ru": "{card} стоит на вашей территории. В этом раунде ему нужно единиц дохода: {need}; когда он их "
        f"получит, его прибыль, {{profit}}, поступит на территорию. На территории помещается до {CAPACITY} "
        "зданий и персонажей.",
    })),
    "character": result((_always, {
        "en": "The {card} needs {need} {need|unit|units} this round, all of it before the round ends, or it "
        f"collapses. Your {HOUSE['en']} collapses in no case, but unpaid it gives nothing.",
        "ru": "Карте {card} в этом раунде нужно единиц: {need} — и все до конца раунда, иначе она рухнет. "
        f"«{HOUSE['ru']}» не рухнет ни в каком случае, но без оплаты ничего не даст.",
    })),
    "roll": result((_always, {
        "en": "The dice show {d1} and {d2}: the pool holds {pool} {pool|unit|units} — the dice plus one for each "
        "of the 2 players. The leader, {p1}, takes first; then you take turns.",
        "ru": "На кубиках {d1} и {d2}: общий доход — {pool} — это сумма кубиков плюс по одному за каждого из 2 "
        "игроков. Первым берёт ведущий, игрок {p1}, дальше по очереди.",
    })),
    "take": result(
        (lambda f: f["gain"] > 0, {
            "en": "The {card} has its income and works: its profit, {gain}, became your territory's local income "
            "({local} now).",
            "ru": "Карта {card} получила доход и работает: её прибыль, {gain}, стала местным доходом вашей "
            "территории (сейчас {local}).",
        }),
        (_always, {
            "en": "The pool has {pool} {pool|unit|units} left.",
            "ru": "В общем доходе осталось: {pool}.",
        }),
    ),
    "allocate": result((_always, {
        "en": f"The {RAIDER['en']} has all it needs and works: your {HOUSE['en']} paid for most of it. The pool "
        "has {pool} {pool|unit|units} left.",
        "ru": f"«{RAIDER['ru']}» получил всё нужное и работает, и большую часть оплатил ваш "
        f"«{HOUSE['ru']}». В общем доходе осталось: {{pool}}.",
    })),
    "pass": result(
        (lambda f: bool(f["collapsed"]), {
            "en": "Round {ended} is over. {p1}'s {collapsed} had not received all its income, so it collapsed "
            "into the demolition pile.",
            "ru": "Раунд {ended} окончен. Карта {collapsed} игрока {p1} не получила весь нужный доход и рухнула "
            "в снос.",
        }),
        (lambda f: f["lost"] > 0, {
            "en": "{lost} {lost|unit|units} of profit left unspent on the table {lost|was|were} lost.",
            "ru": "Неистраченная прибыль на столе пропала: {lost}.",
        }),
        (lambda f: f["mine"] == 0, {
            "en": "All your cards were paid, so they stay — and next round they need their income again.",
            "ru": "Все ваши карты оплачены и остаются, но в следующем раунде им снова нужен доход.",
        }),
        (lambda f: f["mine"] > 0, {
            "en": "{mine} of your cards collapsed too.",
            "ru": "Ваших карт тоже рухнуло: {mine}.",
        }),
    ),
    "quest": result((_always, {
        "en": "Your quest is {quest}: win a union's weighing in this game. Nobody else sees it.",
        "ru": "Ваше задание — {quest}: победить при оценке объединения в этой игре. Его никто, кроме вас, не видит.",
    })),
    "bridge": result((_always, {
        "en": "If all your cards are paid, the union will weigh {you} : {they} — one territory each, plus 1 "
        f"for your {RAIDER['en']}.",
        "ru": "Если все ваши карты будут оплачены, объединение будет оценено {you} : {they} — по одной "
        f"территории у каждого и ещё 1 за вашу карту «{RAIDER['ru']}».",
    })),
    "fund": result((_always, {
        "en": "All {working} of your cards work, and the bridge links the two territories. The pool has {pool} "
        "{pool|unit|units} left.",
        "ru": "Работают все ваши карты ({working}), и мост связал две территории. В общем доходе осталось: "
        "{pool}.",
    })),
    "union": result(
        (_always, {
            "en": "The union was weighed {you} : {they}.",
            "ru": "Объединение оценено {you} : {they}.",
        }),
        (lambda f: f["taken"] > 0, {
            "en": "You are strictly ahead, so you took {p1}'s territory with every card on it and gained 1 "
            "reputation: you have {rep} now and own {lands} territories.",
            "ru": "Вы строго впереди, поэтому забрали территорию игрока {p1} со всеми картами и получили 1 очко "
            "репутации: теперь у вас {rep}, а территорий — {lands}.",
        }),
        (lambda f: f["taken"] == 0, {
            "en": "Nobody was strictly ahead, so nothing changed hands.",
            "ru": "Строгого лидера нет, поэтому ничего не перешло из рук в руки.",
        }),
        (lambda f: f["collapsed"] == 0, {
            "en": "Everything had been paid for, so nothing collapsed at destruction.",
            "ru": "За всё было заплачено, поэтому при разрушении ничего не рухнуло.",
        }),
    ),
    "offer": result((_always, {
        "en": "{p1} bought your {card} and paid you {price} {price|card|cards} from their hand: you hold "
        "{hand} {hand|card|cards} now.",
        "ru": "Игрок {p1} покупает вашу карту {card} и отдаёт вам со своей руки карт: {price}. У вас на руке "
        "теперь {hand}.",
    })),
    "buy": result((_always, {
        "en": "The {card} is yours for {price} {price|card|cards}; {p1} gets them. Offers nobody buys go back to "
        "their owners.",
        "ru": "Карта {card} ваша за {price} {price|карту|карты|карт}; их получает игрок {p1}. Непроданные карты "
        "возвращаются владельцам.",
    })),
    "claim": result(
        (_always, {
            "en": "{quest} is complete: +1 reputation, and you drew the development card {development}.",
            "ru": "Задание {quest} выполнено: +1 репутации, и вы взяли карту развития {development}.",
        }),
        (lambda f: f["leader"] == 1, {
            "en": "With the most completed quests you also hold the quest-leader title, worth 1 more.",
            "ru": "У вас больше всех выполненных заданий, поэтому вам достаётся и титул лидера заданий — ещё "
            "1 очко.",
        }),
        (_always, {
            "en": "Your reputation is {rep} of the {target} that win.",
            "ru": "Ваша репутация — {rep} из {target}, нужных для победы.",
        }),
    ),
    "develop": result((_always, {
        "en": "The {card} lies on territory {land}: each of the {houses} {houses|House|Houses} there will pay 1 "
        "more.",
        "ru": "{card} лежит на территории {land}: домов там — {houses}, и каждый будет приносить на 1 больше.",
    })),
}  # fmt: skip
