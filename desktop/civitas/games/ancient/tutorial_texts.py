"""The words of The Ancient World's guided first game, in Russian and English, written for this app:
each step's title and text, and the results said with the facts of the moment (tutorial_facts.py).
Card names and the numbers of the rules come from the game's data, never typed in here."""

from __future__ import annotations

from typing import Any

from civitas.games.ancient.cards import by_id
from civitas.games.ancient.catalog import catalog
from civitas.games.ancient.derived import BANNER_VP
from civitas.games.ancient.scenario import TUTORIAL_TITAN
from civitas.games.ancient.state import CAPITAL_ARMIES, CAPITAL_INCOME, CAPITAL_SPACES
from civitas.games.ancient.tutorial_facts import result

T = dict[str, str]


def _name(card_id: str, lang: str) -> str:
    return catalog(lang)[f"card.{card_id}"]


FORGE = {lang: _name("bronze_forge", lang) for lang in ("en", "ru")}
SPEARMEN = {lang: _name("hill_spearmen", lang) for lang in ("en", "ru")}
GUARD = {lang: _name("city_guard", lang) for lang in ("en", "ru")}
TITAN = {lang: _name(TUTORIAL_TITAN, lang) for lang in ("en", "ru")}
TITAN_DEFENCE = by_id(TUTORIAL_TITAN).defence
SPEARMEN_SWORDS = by_id("hill_spearmen").swords
_TABLE = ", ".join(f"{k}: {BANNER_VP[k]}" for k in range(1, len(BANNER_VP)))

TITLES: dict[str, T] = {
    "welcome": {"en": "Welcome to The Ancient World", "ru": "Добро пожаловать в «Древний мир»"},
    "overbid": {"en": "Overbid on Work", "ru": "Перебейте жителя на «Работать»"},
    "build_fee": {"en": "Build and its fee", "ru": "«Строить» и плата за место"},
    "buy": {"en": "Build an empire card", "ru": "Постройте карту империи"},
    "recruit": {"en": "Go recruiting", "ru": "Идём рекрутировать"},
    "troop": {"en": "Recruit a troop", "ru": "Наймите войско"},
    "fight": {"en": "Fight a titan", "ru": "Сразитесь с титаном"},
    "lose": {"en": "Damage", "ru": "Урон"},
    "pass": {"en": "Pass and end the round", "ru": "Пас и конец раунда"},
    "starve": {"en": "Hunger", "ru": "Голод"},
    "explore": {"en": "Explore", "ru": "Исследуйте местность"},
    "explore_choice": {"en": "Deck or display", "ru": "Колода или витрина"},
    "reserve": {"en": "Keep one card", "ru": "Оставьте одну карту"},
    "study": {"en": "Study for knowledge", "ru": "Учитесь ради знаний"},
    "scoring": {"en": "How the game is scored", "ru": "Как считают очки"},
    "finish": {"en": "Well done!", "ru": "Отлично!"},
}

TEXTS: dict[str, T] = {
    "welcome": {
        "en": "You are {p0}: your cards are on the left at the bottom of the table; your rival is {p1}, a computer "
        "player. In six rounds you "
        "place citizens on the board's slots, build empire cards, hire troops and defeat titans. At the end the "
        "tribe banners on your cards and titans bring most of the points. {p1} holds the first-player token and "
        "places first.",
        "ru": "Вы — {p0}: ваши карты внизу стола слева; ваш соперник — компьютерный игрок {p1}. За шесть раундов вы "
        "размещаете жителей на ячейках поля, строите карты империи, нанимаете войска и побеждаете титанов. В конце "
        "больше всего очков приносят знамёна племён на ваших картах и титанах. Жетон первого игрока у игрока {p1}, "
        "поэтому первый ход за соперником.",
    },
    "overbid": {
        "en": "Citizen 1 of {p1} stands on Work (2 coins). Most slots take another citizen only if its skill is "
        "higher than every skill already there. Your citizen 2 beats 1: drag it onto Work.",
        "ru": "На «Работать» (2 монеты) стоит житель 1 игрока {p1}. На большинство ячеек можно встать вторым, "
        "только если навык выше, чем у всех, кто там уже стоит. Ваш житель 2 сильнее жителя 1: перетащите его на "
        "«Работать».",
    },
    "build_fee": {
        "en": "Citizen 2 of {p1} stands on Build. Build and Recruit work differently: a citizen of any skill may "
        "join, but you pay 1 coin for the place unless your skill matches one already there. Restore is the other "
        "exception: anyone may go there, whoever is there, for free. Place citizen 1 on Build.",
        "ru": "На «Строить» стоит житель 2 игрока {p1}. «Строить» и «Рекрутировать» устроены иначе: встать может "
        "житель с любым навыком, но за место платят 1 монету, если такого навыка там ещё нет. «Восстановить» — "
        "другое исключение: туда встаёт кто угодно и бесплатно, кто бы там ни стоял. Поставьте жителя 1 на "
        "«Строить».",
    },
    "buy": {
        "en": "Build buys one card from the display. Every empire card needs a space: your capital has "
        f"{CAPITAL_SPACES}, and your two starting cards take 2. The titan ahead counts only swords, so buy "
        f"{FORGE['en']}: +1 sword in every fight.",
        "ru": "«Строить» покупает одну карту с витрины. Каждой карте империи нужно место: в столице их "
        f"{CAPITAL_SPACES}, и две стартовые карты уже заняли 2. Ближайший титан считает только мечи, поэтому "
        f"купите «{FORGE['ru']}»: +1 меч в каждом бою.",
    },
    "recruit": {
        "en": "Recruit hires a troop from the row at its price. Nobody stands on Recruit yet, so the place is free. "
        "Place citizen 3 on Recruit.",
        "ru": "«Рекрутировать» нанимает войско из ряда по его цене. На ячейке пока никого нет, так что место "
        "бесплатное. Поставьте жителя 3 на «Рекрутировать».",
    },
    "troop": {
        "en": f"Your capital allows {CAPITAL_ARMIES} armies, and you have two already, so a new troop goes on "
        "top of one of them: the old troop is dismissed, but its experience stays and adds to that army. Take "
        f"{SPEARMEN['en']} ({SPEARMEN_SWORDS} swords, free) and put them over an army; over {GUARD['en']} the "
        "experience adds one more sword.",
        "ru": f"Столица позволяет держать {CAPITAL_ARMIES} армии, и обе у вас уже есть, поэтому новое войско "
        "кладут поверх одной из них: прежнее распускается, но его опыт остаётся и прибавляется к армии. Возьмите "
        f"«{SPEARMEN['ru']}» (мечей: {SPEARMEN_SWORDS}, бесплатно) и положите поверх армии; над «{GUARD['ru']}» "
        "опыт добавит ещё один меч.",
    },
    "fight": {
        "en": "A fight takes your whole turn. Choose armies whose attack reaches the titan's defence, and pay "
        "each army's active troop 1 coin plus the coins on its picture. The swords and arrows of your cards count "
        f"in every fight, but against {TITAN['en']} (defence {TITAN_DEFENCE}) only swords count. Fight the "
        "1★ titan.",
        "ru": "Бой занимает весь ход. Выберите армии, чья атака не меньше защиты титана, и заплатите активному "
        "войску каждой армии 1 монету плюс монеты на его иллюстрации. Мечи и стрелы ваших карт считаются в каждом "
        f"бою, но против титана «{TITAN['ru']}» (защита {TITAN_DEFENCE}) идут в счёт только мечи. Сразитесь с "
        "титаном ★.",
    },
    "lose": {
        "en": "For each titan face one of your face-up empire cards turns face down. A lost card gives nothing — "
        "no food, no swords — until it is restored, but its banners still score at the end. Lose a food card and "
        "a citizen may go hungry at the end of the round, so the starred card is one whose loss still leaves "
        "food for every citizen (when you have such a card). Choose the card to lose.",
        "ru": "За каждого титана на кубиках одна ваша открытая карта империи переворачивается рубашкой вверх. "
        "Потерянная карта ничего не даёт — ни еды, ни мечей, — пока её не восстановят, но знамёна на ней в конце "
        "игры считаются. Потеряете карту с едой — в конце раунда кому-то из жителей может не хватить еды, поэтому "
        "отмечена звёздочкой карта, без которой еды всё равно хватит всем жителям (если такая карта у вас есть). "
        "Выберите, какую карту потерять.",
    },
    "pass": {
        "en": "You have no citizen left to place, so pass. When everyone has passed the round ends: income "
        f"({CAPITAL_INCOME} coins from your capital plus your income icons), troops rest, citizens come home, "
        "and every citizen must eat 1 food.",
        "ru": "Жителей для размещения больше нет — спасуйте. Когда спасуют все, раунд кончается: доход "
        f"({CAPITAL_INCOME} монет "
        "столицы плюс значки дохода), войска отдыхают, жители возвращаются, и каждому жителю нужна 1 еда.",
    },
    "starve": {
        "en": "Choose who goes to the starving space. That citizen cannot be placed in the next round, and a "
        "citizen still starving after round 6 costs 2 points.",
        "ru": "Выберите, кто отправится на место голодающих. Этого жителя нельзя разместить в следующем раунде, а "
        "житель, голодающий после 6-го раунда, стоит 2 очка.",
    },
    "explore": {
        "en": "Round 2 has opened the Explore slot. It lets you draw cards from the Empire deck and keep one face "
        "down in your reserve, or take a card from the display into your reserve. Place a citizen on Explore.",
        "ru": "Во 2-м раунде открылась ячейка «Исследовать местность». Она позволяет взять карты из колоды империи "
        "и оставить одну в резерве рубашкой вверх — или забрать в резерв карту с витрины. Поставьте жителя на эту "
        "ячейку.",
    },
    "explore_choice": {
        "en": "The deck shows you cards nobody else sees; a display card is known to all. Draw from the deck, or "
        "take a card from the display.",
        "ru": "Карты из колоды видите только вы, а карту с витрины знают все. Возьмите карты из колоды или карту с "
        "витрины.",
    },
    "reserve": {
        "en": "Choose the card to keep. It waits in your reserve and gives nothing yet; on Build you can buy it "
        "just like a display card. The others are discarded.",
        "ru": "Выберите карту, которую оставите. Она лежит в резерве и пока ничего не даёт; на «Строить» её можно "
        "купить, как карту с витрины. Остальные уходят в сброс.",
    },
    "study": {
        "en": "Study costs 3 coins and gives 1 knowledge. Knowledge pays for Expand (1 knowledge or 3 coins) and is "
        "part of the price of many cards. Place a citizen on Study.",
        "ru": "«Учиться» стоит 3 монеты и даёт 1 знание. Знанием оплачивают «Расширять границы» (1 знание или 3 "
        "монеты), и оно входит в цену многих карт. Поставьте жителя на «Учиться».",
    },
    "scoring": {
        "en": "After round 6 the banners of each tribe on your empire cards and titans score by the table "
        f"(banners: points) {_TABLE}; more than six count as six. Add the points of end-game cards and take 2 "
        "off for each starving citizen. Many banners of a few tribes beat a few of each.",
        "ru": "После 6-го раунда знамёна каждого племени на ваших картах империи и титанах приносят очки по "
        f"таблице (знамён: очков) {_TABLE}; больше шести считаются как шесть. Добавьте очки карт конца игры и "
        "вычтите 2 за каждого голодающего жителя. Много знамён немногих племён выгоднее, чем понемногу каждого.",
    },
    "finish": {
        "en": "That is the whole game: citizens and overbidding, building, troops and titans, exploring, knowledge, "
        "the end of a round and scoring. Play on to the end of round 6: {p1} now decides alone. This tutorial has "
        "no Hint or Undo button; in a game started with New game from the main menu the Hint button on the side "
        "panel suggests a move and says why.",
        "ru": "Вот и вся игра: жители и перебивание, стройка, войска и титаны, исследование, знания, конец раунда "
        "и очки. Доиграйте до конца 6-го раунда: игрок {p1} теперь решает сам. В обучении нет кнопок «Подсказка» "
        "и «Отменить ход»; в партии, начатой из главного меню кнопкой «Новая игра», кнопка «Подсказка» на боковой "
        "панели предложит ход и объяснит, почему он хорош.",
    },
}


def _always(_f: dict[str, Any]) -> bool:
    return True


RESULTS: dict[str, Any] = {
    "overbid": result((_always, {
        "en": "Both citizens stay on Work and both of you earned 2 coins; you have {coins} {coins|coin|coins}. "
        "A third citizen there would need skill 3 or more.",
        "ru": "Оба жителя остаются на ячейке, и каждый из вас получил 2 монеты; у вас {coins} "
        "{coins|монета|монеты|монет}. Третьему жителю там понадобился бы навык 3 или выше.",
    })),
    "build_fee": result((_always, {
        "en": "You paid {fee} {fee|coin|coins} for the place and have {coins} left. Now choose what to build.",
        "ru": "За место вы заплатили {fee} {fee|монету|монеты|монет}, осталось {coins}. Теперь выберите, что "
        "строить.",
    })),
    "buy": result((_always, {
        "en": "You built {card}. Free spaces: {free} of {total}; provinces and titans bring more. "
        "You have {coins} {coins|coin|coins} left.",
        "ru": "Вы построили карту {card}. Свободных мест: {free} из {total}; провинции и титаны добавляют новые. "
        "Монет осталось: {coins}.",
    })),
    "troop": result(
        (lambda f: bool(f["dismissed"]), {
            "en": "{card} now lead the army, with {dismissed} dismissed beneath.",
            "ru": "{card} теперь во главе армии, под ними распущено войско {dismissed}.",
        }),
        (_always, {
            "en": "Paid for, this army brings {swords} {swords|sword|swords} and {arrows} {arrows|arrow|arrows}.",
            "ru": "Если за неё заплатить, эта армия приносит мечей: {swords}, стрел: {arrows}.",
        }),
    ),
    "fight": result(
        (_always, {
            "en": "You defeated {titan}: attack {attack} against defence {defence}, {paid} {paid|coin|coins} "
            "paid. It joins your empire with its banners and icons. The damage dice (one per star) showed: "
            "titan ×{titans}, coin ×{coinfaces}, blank ×{blanks}.",
            "ru": "Вы победили титана {titan}: атака {attack} против защиты {defence}, заплачено монет: {paid}. "
            "Он входит в вашу империю со знамёнами и значками. Кубики урона (по одному за звезду) показали: "
            "титан ×{titans}, монета ×{coinfaces}, пусто ×{blanks}.",
        }),
        (lambda f: f["lost"] > 0, {
            "en": "The coin faces cost you {lost} {lost|coin|coins}.",
            "ru": "Монеты на кубиках стоили вам монет: {lost}.",
        }),
        (lambda f: f["to_lose"] > 0, {
            "en": "A titan face: now you choose {to_lose} {to_lose|card|cards} to lose.",
            "ru": "Выпал титан: теперь вы выбираете, какие карты потерять (их {to_lose}).",
        }),
        (lambda f: f["titans"] == 0, {
            "en": "No titan face, so no card is lost this time.",
            "ru": "Титана на кубиках нет, так что в этот раз карты не теряются.",
        }),
    ),
    "lose": result((_always, {
        "en": "{card} lies face down. You have {food} food for {citizens} citizens now.",
        "ru": "Карта {card} лежит рубашкой вверх. Еды у вас теперь {food}, жителей — {citizens}.",
    })),
    "pass": result(
        (_always, {
            "en": "Round {round} is over. Income brought you {coins} {coins|coin|coins} and {knowledge} knowledge.",
            "ru": "Раунд {round} окончен. Доход принёс монет: {coins}, знаний: {knowledge}.",
        }),
        (lambda f: f["short"] == 0, {
            "en": "You have {food} food for {citizens} citizens: everyone is fed.",
            "ru": "Еды у вас {food}, жителей {citizens}: сыты все.",
        }),
        (lambda f: f["short"] > 0, {
            "en": "You have {food} food for {citizens} citizens: {short} {short|citizen goes|citizens go} hungry.",
            "ru": "Еды у вас {food}, жителей {citizens}: голодать придётся стольким жителям: {short}.",
        }),
    ),
    "starve": result((_always, {
        "en": "Starving now: citizen {skills}.",
        "ru": "Сейчас голодает житель: {skills}.",
    })),
    "explore_choice": result(
        (lambda f: f["count"] > 0, {
            "en": "You drew {count} {count|card|cards}: keep one of them.",
            "ru": "Вы взяли карт: {count}. Оставьте одну из них.",
        }),
        (lambda f: bool(f["card"]), {
            "en": "{card} went into your reserve, face up for everyone to see.",
            "ru": "Карта {card} ушла в ваш резерв лицом вверх, её видят все.",
        }),
    ),
    "reserve": result((_always, {
        "en": "{n} {n|card was|cards were} discarded; your reserve holds {reserve} {reserve|card|cards}.",
        "ru": "В сброс ушло карт: {n}; в вашем резерве карт: {reserve}.",
    })),
    "study": result((_always, {
        "en": "You have {knowledge} knowledge and {coins} {coins|coin|coins}. Your cards and titans carry {banners} "
        "{banners|banner|banners} so far: {score} {score|point|points} if the game ended now.",
        "ru": "У вас знаний: {knowledge}, монет: {coins}. На ваших картах и титанах пока знамён: {banners}; "
        "если бы игра кончилась сейчас, у вас было бы очков: {score}.",
    }), (lambda f: f["starving"] > 0, {
        "en": "Each starving citizen takes 2 points off that.",
        "ru": "Каждый голодающий житель отнимает от них 2 очка.",
    })),
}  # fmt: skip
