"""Why a hinted move is good, in Russian and English: the reasons ``ai_reasons.py`` picks.

A reason follows the move's own label, so it says why, not what. Arguments follow the log
conventions: strings starting with ``@`` are catalog ids (``@card.<id>`` renders as the card's name,
``@hint.ancient.colour.<colour>`` as a banner colour), ``{n|one|few|many}`` picks a plural form.
Card names stand alone («карта {card}»), so Russian never declines them. All wording is our own.
"""

from __future__ import annotations

_EN: dict[str, str] = {
    # building (the pending Build decision) and placing on Build
    "hint.ancient.build_food": "You are short of food for {short} {short|citizen|citizens}: {card} feeds {food} "
    "more. Unfed citizens sit out a round, and each one still hungry at the end costs 2 points.",
    "hint.ancient.build_banner": "With {card} you would have {k} {colour} {k|banner|banners}: +{points} "
    "{points|point|points}. Banners of one colour score more the more you have (1, 2, 4, 6, 8, 11).",
    "hint.ancient.build_banner_one": "{card} adds a banner: +{points} {points|point|points}.",
    "hint.ancient.build_points": "{card} would be worth {points} {points|point|points} at the end of the game.",
    "hint.ancient.build_income": "{card} pays a coin more at the end of every round: {n} {n|coin|coins} in the "
    "{rounds} {rounds|round|rounds} left.",
    "hint.ancient.build_knowledge": "{card} brings knowledge at the end of every round: {n} in all. Knowledge "
    "pays for the strongest cards.",
    "hint.ancient.build_card": "Of the cards you can afford, {card} does the most for you.",
    "hint.ancient.place_build_food": "You are short of food for {short} {short|citizen|citizens}: here you can "
    "build {card}, which feeds {food} more.",
    "hint.ancient.place_build_banner": "Here you can build {card}: with it you would have {k} {colour} "
    "{k|banner|banners}, "
    "+{points} {points|point|points}.",
    "hint.ancient.place_build_banner_one": "Here you can build {card}: a banner for +{points} {points|point|points}.",
    "hint.ancient.place_build_points": "Here you can build {card}, worth {points} {points|point|points} at the "
    "end of the game.",
    "hint.ancient.place_build_income": "Here you can build {card}: {n} {n|coin|coins} more in the {rounds} "
    "{rounds|round|rounds} left.",
    "hint.ancient.place_build_knowledge": "Here you can build {card}: {n} knowledge in the rounds left.",
    "hint.ancient.place_build_card": "Here you can build {card}, the best card you can afford now.",
    "hint.ancient.skip": "Nothing on offer is worth its price for you now: keep the coins.",
    # fights
    "hint.ancient.fight": "With {n} {n|army|armies} you beat {titan} for {price} {price|coin|coins}. Its "
    "banners give +{points} {points|point|points}, and it brings a new space.",
    "hint.ancient.fight_space": "With {n} {n|army|armies} you beat {titan} for {price} {price|coin|coins}, "
    "and it brings a new space for a card.",
    "hint.ancient.serve_titan": "One more sword lets your armies beat {titan} this round.",
    "hint.ancient.serve": "Every citizen in the army adds a sword to all your fights this round.",
    "hint.ancient.recruit": "{card} brings {attack} attack to your fights against titans.",
    # other slots
    "hint.ancient.work_for": "{card} costs {cost} {cost|coin|coins} and you have {coins}: Work gives you 2 more.",
    "hint.ancient.work": "Two coins with no risk, for the cards you want to build.",
    "hint.ancient.expand_full": "You have no free space left to build in: the province {card} gives one.",
    "hint.ancient.expand": "The province {card} gives a space for another card, and more.",
    "hint.ancient.study": "Knowledge pays for the best cards of the later rounds.",
    "hint.ancient.restore": "You have {n} lost {n|card|cards}: Restore turns up to 2 face up again and gives a coin.",
    "hint.ancient.restore_token": "Restore takes the first-player token: next round you choose first.",
    "hint.ancient.restore_keep_token": "Restore locks the first-player token with you: next round you choose "
    "first again.",
    "hint.ancient.restore_coin": "Restore gives a coin, and a place there is never blocked. (The first-player "
    "token is already taken this round.)",
    "hint.ancient.explore": "Reserving a card keeps it for you until you can build it.",
    "hint.ancient.explore_draw": "You see {n} {n|card|cards} from the deck and keep the best one.",
    "hint.ancient.reserve_card": "Of these cards {card} adds the most to your empire, and a reserved card waits "
    "for you until you can build it.",
    "hint.ancient.grow": "You have {food} food for {n} {n|citizen|citizens}: a new citizen is fed and gives "
    "you an extra action every round.",
    "hint.ancient.own_card": "Your own card {card} gives its action without a fee, and nobody can block it.",
    "hint.ancient.pass": "Nothing left this round is worth a citizen or coins.",
    "hint.ancient.pass_empty": "All your citizens are placed.",
    # pending decisions
    "hint.ancient.starve": "You are short of food for {n} {n|citizen|citizens}: a low skill is missed least.",
    "hint.ancient.lose": "Of your face-up cards, you miss {card} least while it is face down.",
    "hint.ancient.restore_card": "Of your lost cards, {card} gives you the most face up.",
    "hint.ancient.pay_knowledge": "Paying with knowledge keeps your coins for cards.",
    "hint.ancient.pay_coins": "Paying with coins keeps your knowledge for the expensive cards.",
    "hint.ancient.guild": "A coin for a knowledge is cheaper than studying.",
    # banner colours, used as arguments
    "hint.ancient.colour.red": "red",
    "hint.ancient.colour.green": "green",
    "hint.ancient.colour.blue": "blue",
    "hint.ancient.colour.yellow": "yellow",
    "hint.ancient.colour.purple": "purple",
}

_RU: dict[str, str] = {
    "hint.ancient.build_food": "Еды не хватает на {short} {short|жителя|жителей|жителей}: карта {card} "
    "прокормит ещё {food}. Голодный житель пропускает раунд, а в конце игры каждый стоит −2 очка.",
    "hint.ancient.build_banner": "С картой {card} флагов цвета «{colour}» станет {k}: +{points} "
    "{points|очко|очка|очков}. Чем больше флагов одного цвета, тем дороже каждый (1, 2, 4, 6, 8, 11).",
    "hint.ancient.build_banner_one": "Карта {card} добавит флаг: +{points} {points|очко|очка|очков}.",
    "hint.ancient.build_points": "Карта {card} принесёт {points} {points|очко|очка|очков} в конце игры.",
    "hint.ancient.build_income": "Карта {card} даёт лишнюю монету в конце каждого раунда: {n} "
    "{n|монета|монеты|монет} за оставшиеся раунды ({rounds}).",
    "hint.ancient.build_knowledge": "Карта {card} даёт знания в конце каждого раунда, всего {n}. Знания "
    "нужны для самых сильных карт.",
    "hint.ancient.build_card": "Из карт, на которые хватает средств, карта {card} даст больше всего.",
    "hint.ancient.place_build_food": "Еды не хватает на {short} {short|жителя|жителей|жителей}: здесь можно "
    "построить карту {card}, она прокормит ещё {food}.",
    "hint.ancient.place_build_banner": "Здесь можно построить карту {card}: флагов цвета «{colour}» станет {k}, "
    "+{points} {points|очко|очка|очков}.",
    "hint.ancient.place_build_banner_one": "Здесь можно построить карту {card}: флаг даст +{points} "
    "{points|очко|очка|очков}.",
    "hint.ancient.place_build_points": "Здесь можно построить карту {card}: {points} "
    "{points|очко|очка|очков} в конце игры.",
    "hint.ancient.place_build_income": "Здесь можно построить карту {card}: ещё {n} {n|монета|монеты|монет} "
    "за оставшиеся раунды ({rounds}).",
    "hint.ancient.place_build_knowledge": "Здесь можно построить карту {card}: знаний за оставшиеся раунды — {n}.",
    "hint.ancient.place_build_card": "Здесь можно построить карту {card} — лучшую из тех, что вам по карману.",
    "hint.ancient.skip": "Ни одна карта сейчас не стоит своей цены: сохраните монеты.",
    "hint.ancient.fight": "Титан {titan} падёт: армий в бою — {n}, плата — {price} {price|монета|монеты|монет}. "
    "Его флаги дадут +{points} {points|очко|очка|очков}, а сам он — новое место.",
    "hint.ancient.fight_space": "Титан {titan} падёт: армий в бою — {n}, плата — {price} "
    "{price|монета|монеты|монет}. Он даст новое место для карты.",
    "hint.ancient.serve_titan": "Ещё один меч — и ваши армии одолеют титана {titan} в этом раунде.",
    "hint.ancient.serve": "Каждый житель на службе добавляет меч во все ваши бои этого раунда.",
    "hint.ancient.recruit": "Войско {card} добавит {attack} к атаке в боях с титанами.",
    "hint.ancient.work_for": "Карта {card} стоит {cost} {cost|монету|монеты|монет}, а у вас {coins}: работа "
    "даст ещё 2.",
    "hint.ancient.work": "Две монеты без риска — на карты, которые вы хотите построить.",
    "hint.ancient.expand_full": "Свободных мест для карт не осталось: провинция {card} даст место.",
    "hint.ancient.expand": "Провинция {card} даст место для ещё одной карты, и не только.",
    "hint.ancient.study": "Знания нужны для лучших карт поздних раундов.",
    "hint.ancient.restore": "Потерянных карт: {n}. Восстановление перевернёт до двух лицом вверх и даст монету.",
    "hint.ancient.restore_token": "Восстановление забирает жетон первого игрока: в следующем раунде вы ходите первым.",
    "hint.ancient.restore_keep_token": "Восстановление закрепит жетон первого игрока за вами: в следующем раунде "
    "вы снова ходите первым.",
    "hint.ancient.restore_coin": "Восстановление даёт монету, и место там никто не займёт. (Жетон первого игрока в "
    "этом раунде уже забрали.)",
    "hint.ancient.explore": "Отложенная карта ждёт вас, пока вы не сможете её построить.",
    "hint.ancient.explore_draw": "Вы посмотрите карты из колоды ({n}) и оставите лучшую.",
    "hint.ancient.reserve_card": "Из этих карт {card} больше всех даст вашей империи, а отложенная карта ждёт, "
    "пока вы не сможете её построить.",
    "hint.ancient.grow": "Еды у вас {food}, жителей {n}: новый житель будет сыт и даст лишнее действие в "
    "каждом раунде.",
    "hint.ancient.own_card": "Своя карта {card} даёт действие без платы, и никто не может её занять.",
    "hint.ancient.pass": "В этом раунде больше ничто не стоит жителя или монет.",
    "hint.ancient.pass_empty": "Все ваши жители уже выставлены.",
    "hint.ancient.starve": "Еды не хватает на {n} {n|жителя|жителей|жителей}: без жителя с низким умением "
    "обойтись легче всего.",
    "hint.ancient.lose": "Из открытых карт без карты {card} обойтись легче всего, пока она перевёрнута.",
    "hint.ancient.restore_card": "Из потерянных карт карта {card} даст больше всего, если её открыть.",
    "hint.ancient.pay_knowledge": "Платите знанием — монеты останутся на карты.",
    "hint.ancient.pay_coins": "Платите монетами — знания останутся на дорогие карты.",
    "hint.ancient.guild": "Монета за знание — дешевле, чем учиться.",
    "hint.ancient.colour.red": "красный",
    "hint.ancient.colour.green": "зелёный",
    "hint.ancient.colour.blue": "синий",
    "hint.ancient.colour.yellow": "жёлтый",
    "hint.ancient.colour.purple": "фиолетовый",
}

HINT_MESSAGES: dict[str, dict[str, str]] = {"en": _EN, "ru": _RU}
