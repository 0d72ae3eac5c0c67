"""Why a hinted move is good in Territory, in Russian and English: the reasons ``ai_reasons.py`` picks.

A reason follows the move's own label, so it says why, not what. Arguments follow the log conventions:
strings starting with ``@`` are catalog ids (``@card.<kind>`` renders as the card's name), keys ending
in ``seat`` are players, ``{n|one|few|many}`` picks a plural form. Card and player names stand alone
(«карта {card}», «игрок {target_seat}»), so Russian never declines them. All wording is our own.
"""

from __future__ import annotations

from civitas.engine.knowledge import GENERIC_REASON

_EN: dict[str, str] = {
    GENERIC_REASON: "Played out many times from here, this move does best.",
    # construction
    "hint.territory.claim": "Quest {quest} is done: +1 reputation and a development card, and it no longer "
    "threatens you with −2 at the end.",
    "hint.territory.quest": "You hold fewer than two quests and about {rounds} {rounds|round|rounds} are left: "
    "time enough to complete one for +1 reputation. A quest still held at the end costs 2.",
    "hint.territory.land_first": "You have no territory yet: without one there is nowhere to build. {card} is the "
    "card you need least.",
    "hint.territory.land_landlord": "A new territory brings you to {n} of them, towards your Landlord quest. "
    "{card} is the card you need least.",
    "hint.territory.land": "Your good cards have no room on your territories. {card} is the card you need least, "
    "so it becomes a new territory.",
    "hint.territory.land_room": "{card} is the card you need least: as a new territory it gives you room for "
    "more cards later.",
    "hint.territory.build_quest": "{card} on territory {land} helps complete your quest {quest}.",
    "hint.territory.build_free": "{card} needs no income: it gives {profit} to territory {land} at the start of "
    "every income phase, ready to fund the cards there.",
    "hint.territory.build_local": "{card} needs {req} and gives {profit}. Territory {land} makes enough income "
    "to fund it without the pool: +{net} every round.",
    "hint.territory.build_profit": "{card} needs {req} and gives {profit}: +{net} every round it works.",
    "hint.territory.build_gambling_house": "{card} on territory {land}: funded, it rolls a die and gives 4 to 6 "
    "on a 4 or more, 2.5 a round on average.",
    "hint.territory.build_plantation": "{card} on territory {land} gives 1 every round for each card you tuck "
    "under it, and the cards stay there.",
    "hint.territory.build_entrepreneur": "{card} on territory {land}: once funded it can try its luck every "
    "round, 3 income on a roll of 4 or more.",
    "hint.territory.build_attacker": "{card} on territory {land} can strike at your rivals' cards once it is funded.",
    "hint.territory.build_guard": "{card} on territory {land} guards it (and its union) against attacks and "
    "adds weight in a union.",
    "hint.territory.build_card": "Of your cards, {card} is the most useful on territory {land}.",
    "hint.territory.build_mansion": "{card} needs {req} and gives {profit} every round; it lies on territories "
    "{land} and {land2} at once.",
    "hint.territory.bridge_own": "A bridge from territory {land} to {target} lets the two share their income.",
    "hint.territory.bridge_takeover": "A bridge to territory {target} makes a union where you are the most "
    "significant: if the bridge works at the evaluation, you take the territory of player {target_seat} and "
    "gain 1 reputation.",
    "hint.territory.develop": "{card} needs no income and gives {profit} to territory {land} every round.",
    "hint.territory.end": "Nothing else is worth placing this turn: unfunded cards would only collapse.",
    # income
    "hint.territory.take_complete": "One more unit makes {card} work: it gives {profit}, and it will not "
    "collapse at the end of the round.",
    "hint.territory.take_keep": "One more unit makes {card} work, so it will not collapse at the end of the round.",
    "hint.territory.take_complete_safe": "One more unit makes {card} work: it gives {profit}.",
    "hint.territory.take_works": "One more unit makes {card} work.",
    "hint.territory.take_part_safe": "{card} still needs {left}: it works only once it has all of it.",
    "hint.territory.allocate_works": "Income of territory {land} is lost at the end of the round: put it on {card}, "
    "which then works.",
    "hint.territory.allocate_keep": "Income of territory {land} is lost at the end of the round: put it on {card}, "
    "which then works and does not collapse.",
    "hint.territory.take_part": "{card} still needs {left}: cards left unfunded collapse at the end of the round.",
    "hint.territory.take_excellent": "{card} needs {left} more: funded, it brings +1 reputation at the end of the "
    "round.",
    "hint.territory.take_burden": "{card} blocks all income on its territory and costs 1 reputation if it is "
    "still unpaid at the end of the round: {left} more to pay.",
    "hint.territory.allocate_complete": "Income of territory {land} is lost at the end of the round: put it on "
    "{card}, which then works and gives {profit}.",
    "hint.territory.allocate_part": "Income of territory {land} is lost at the end of the round: {card} still "
    "needs {left}.",
    "hint.territory.allocate_excellent": "Income of territory {land} is best spent on {card}: funded, it brings "
    "+1 reputation.",
    "hint.territory.allocate_burden": "Income of territory {land} pays off {card}, which blocks income there and "
    "costs 1 reputation if unpaid.",
    "hint.territory.release": "{card} gives back the unit it kept: it becomes income of its territory, for the "
    "cards there that still need it.",
    "hint.territory.store": "No card on the territory of {card} needs income now: the bank keeps this unit for a "
    "later round.",
    "hint.territory.pass": "None of your cards needs income from the pool now.",
    "hint.territory.pass_empty": "The pool is empty: there is nothing more to take this round.",
    "hint.territory.pass_hopeless": "Your unfunded cards need more than you can still get this round: further "
    "units would be lost with them.",
    # influence
    "hint.territory.event_prospects": "{card} draws you two cards.",
    "hint.territory.event_growth": "Your cards need more income than the pool would give you: {card} adds a "
    "unit for every player.",
    "hint.territory.event_decline": "Your cards are funded: {card} shrinks the pool for the others.",
    "hint.territory.event_crisis": "Your cards are funded: {card} takes a unit from the pool the others draw from.",
    "hint.territory.event_lucky": "{card} gives 2 income to the territory of your {target}, where cards still need it.",
    "hint.territory.event_earthquake": "{card} destroys {target} of player {target_seat}.",
    "hint.territory.event_earthquake_leader": "Player {target_seat} leads: {card} destroys their {target}.",
    "hint.territory.event_flood": "{card}: the buildings on territory {land} of player {target_seat} give nothing "
    "this round.",
    "hint.territory.event_flood_leader": "Player {target_seat} leads: {card} stops the profit of the buildings on "
    "their territory {land} this round.",
    "hint.territory.event_stock_crash": "{card}: the exchanges of player {target_seat} need 2 more this round.",
    "hint.territory.event_stock_crash_leader": "Player {target_seat} leads: {card} makes their exchanges need 2 "
    "more this round.",
    "hint.territory.event_epidemic": "{card}: player {target_seat} loses unsheltered characters at the end of the "
    "round.",
    "hint.territory.event_epidemic_leader": "Player {target_seat} leads: {card} costs them their unsheltered "
    "characters at the end of the round.",
    "hint.territory.rep_excellent": "{card} on territory {land}: funded at the end of each round, it brings +1 "
    "reputation, and it gives 2 income.",
    "hint.territory.rep_burden": "{card} on territory {land} of player {target_seat} blocks their income there "
    "until they pay 2, or costs them 1 reputation.",
    "hint.territory.rep_drought": "{card} on territory {land} of player {target_seat}: plantations there give "
    "nothing, and it weakens them in a union.",
    "hint.territory.act_entrepreneur": "{card} tries its luck: 3 income on a roll of 4 or more, for your cards "
    "that still need it.",
    "hint.territory.act_spy": "{card} spies on territory {land} of player {target_seat}: on a 4 or more you send "
    "one of its cards to the discard.",
    "hint.territory.act_reconstructor": "{card} brings {target} back from the demolition pile onto its territory.",
    "hint.territory.act_robber": "{card} robs {target} of player {target_seat}: {n} {n|unit|units} of income for "
    "you, and their card may collapse.",
    "hint.territory.act_invader": "{card} marks {target} of player {target_seat}: once it is funded this round, "
    "it moves to you.",
    "hint.territory.act_bomber": "{card} blows up {target} of player {target_seat}.",
    "hint.territory.act_assassin": "{card} removes {target} of player {target_seat}.",
    "hint.territory.tuck": "Every card under {card} adds 1 to its profit each round: {tucked} is worth more "
    "there than in your hand ({n} under it).",
    "hint.territory.done": "Nothing more to fund or claim this round.",
    "hint.territory.pick": "{card} is the card player {target_seat} would miss most there.",
    "hint.territory.pick_excellent": "{card} brings player {target_seat} reputation every round: send it away.",
    # market day
    "hint.territory.offer": "{card} is the card you need least; {price} {price|card|cards} in return is its fair "
    "price against your hand.",
    "hint.territory.offer_done": "Nothing else in your hand is worth offering.",
    "hint.territory.buy": "{card} of player {seller_seat} is worth more to you than your {price} cheapest "
    "{price|card|cards}.",
    "hint.territory.no_buy": "No offer is worth the cards it costs you.",
    "hint.territory.pay": "{card} is one of the cards you need least.",
    "hint.territory.bid": "{card} of player {seller_seat} is not worth the {asked} cards asked, but it is worth "
    "{price} of your cheapest: offer that. If the seller refuses you may still buy or pass.",
    "hint.territory.accept": "{price} {price|card|cards} from player {buyer_seat} are worth more to you than "
    "keeping {card}.",
    "hint.territory.accept_short": "Your hand is short, so {price} {price|card|cards} from player {buyer_seat} "
    "are worth more to you than keeping {card}.",
    "hint.territory.refuse": "{card} is worth more to you than the {price} {price|card|cards} player {buyer_seat} "
    "offers; another buyer may still pay the full price.",
}

_RU: dict[str, str] = {
    GENERIC_REASON: "Если много раз доиграть партию отсюда, этот ход выходит лучшим.",
    "hint.territory.claim": "Задание {quest} выполнено: +1 к репутации и карта развития, и в конце оно уже не "
    "отнимет 2.",
    "hint.territory.quest": "У вас меньше двух заданий, а до конца ещё около {rounds} {rounds|раунда|раундов|"
    "раундов}: можно успеть выполнить задание и получить +1 к репутации. Невыполненное в конце отнимет 2.",
    "hint.territory.land_first": "У вас ещё нет территории, а без неё строить негде. Карта {card} нужна вам "
    "меньше других.",
    "hint.territory.land_landlord": "С новой территорией их станет {n} — ближе к заданию «Землевладелец». "
    "Карта {card} нужна вам меньше других.",
    "hint.territory.land": "Хорошим картам не хватает места на ваших территориях. Карта {card} нужна вам меньше "
    "других — пусть станет новой территорией.",
    "hint.territory.land_room": "Карта {card} нужна вам меньше других: как новая территория она даст место для "
    "будущих карт.",
    "hint.territory.build_quest": "Карта {card} на территории {land} помогает выполнить задание {quest}.",
    "hint.territory.build_free": "Карте {card} не нужен доход: в начале каждой фазы дохода она даёт {profit} "
    "территории {land} — на оплату карт там.",
    "hint.territory.build_local": "Карта {card} требует {req} и даёт {profit}. Территория {land} сама её оплатит, "
    "без общего дохода: +{net} каждый раунд.",
    "hint.territory.build_profit": "Карта {card} требует {req} и даёт {profit}: +{net} в каждом раунде, когда "
    "она работает.",
    "hint.territory.build_gambling_house": "Карта {card} на территории {land}: оплаченная, она бросает кубик и "
    "на 4 и больше даёт от 4 до 6 — в среднем 2,5 за раунд.",
    "hint.territory.build_plantation": "Карта {card} на территории {land} даёт по 1 в раунд за каждую карту под "
    "ней, и эти карты остаются там.",
    "hint.territory.build_entrepreneur": "Карта {card} на территории {land}: оплаченная, каждый раунд может "
    "попытать удачу — 3 дохода при броске 4 и больше.",
    "hint.territory.build_attacker": "Карта {card} на территории {land}, когда её оплатят, сможет ударить по "
    "картам соперников.",
    "hint.territory.build_guard": "Карта {card} защищает территорию {land} (и её союз) от нападений и добавляет "
    "вес в союзе.",
    "hint.territory.build_card": "Из ваших карт на территории {land} полезнее всего карта {card}.",
    "hint.territory.build_mansion": "Карта {card} требует {req} и даёт {profit} в каждом раунде; она лежит сразу на "
    "территориях {land} и {land2}.",
    "hint.territory.bridge_own": "Мост от территории {land} к территории {target} позволит им делить доход.",
    "hint.territory.bridge_takeover": "Мост к территории {target} создаст союз, где вы значимее всех: если мост "
    "будет работать при подсчёте, территория игрока {target_seat} станет вашей и репутация вырастет на 1.",
    "hint.territory.develop": "Карте {card} не нужен доход: она даёт {profit} территории {land} в каждом раунде.",
    "hint.territory.end": "Больше ничего не стоит выкладывать: неоплаченные карты просто разрушатся.",
    "hint.territory.take_complete": "Ещё одна единица — и карта {card} заработает: она даст {profit} и не "
    "разрушится в конце раунда.",
    "hint.territory.take_keep": "Ещё одна единица — и карта {card} заработает и не разрушится в конце раунда.",
    "hint.territory.take_complete_safe": "Ещё одна единица — и карта {card} заработает: она даст {profit}.",
    "hint.territory.take_works": "Ещё одна единица — и карта {card} заработает.",
    "hint.territory.take_part_safe": "Карте {card} не хватает {left}: она работает, только когда получит всё.",
    "hint.territory.allocate_works": "Доход территории {land} в конце раунда пропадёт: отдайте его карте {card} — "
    "она заработает.",
    "hint.territory.allocate_keep": "Доход территории {land} в конце раунда пропадёт: отдайте его карте {card} — "
    "она заработает и не разрушится.",
    "hint.territory.take_part": "Карте {card} не хватает {left}: неоплаченные карты в конце раунда разрушаются.",
    "hint.territory.take_excellent": "Карте {card} не хватает {left}: оплаченная, в конце раунда она даст +1 "
    "к репутации.",
    "hint.territory.take_burden": "Карта {card} перекрывает весь доход на своей территории и отнимет 1 "
    "репутации, если в конце раунда останется неоплаченной: осталось {left}.",
    "hint.territory.allocate_complete": "Доход территории {land} в конце раунда пропадёт: отдайте его карте "
    "{card} — она заработает и даст {profit}.",
    "hint.territory.allocate_part": "Доход территории {land} в конце раунда пропадёт, а карте {card} ещё не "
    "хватает {left}.",
    "hint.territory.allocate_excellent": "Доход территории {land} лучше всего отдать карте {card}: оплаченная, "
    "она даст +1 к репутации.",
    "hint.territory.allocate_burden": "Доход территории {land} погасит карту {card}: она перекрывает там доход и "
    "отнимет 1 репутации, если останется неоплаченной.",
    "hint.territory.release": "Карта {card} отдаёт отложенную единицу: она станет доходом её территории — для "
    "карт, которым там ещё нужен доход.",
    "hint.territory.store": "Картам на территории, где лежит карта {card}, доход сейчас не нужен: банк сохранит "
    "эту единицу на потом.",
    "hint.territory.pass": "Вашим картам сейчас не нужен общий доход.",
    "hint.territory.pass_empty": "Общий доход закончился: в этом раунде брать больше нечего.",
    "hint.territory.pass_hopeless": "Неоплаченным картам нужно больше, чем вы ещё сможете получить в этом "
    "раунде: новые единицы пропадут вместе с ними.",
    "hint.territory.event_prospects": "Карта {card} даст вам две карты.",
    "hint.territory.event_growth": "Вашим картам нужно больше, чем вы получите из общего дохода: карта {card} "
    "добавит по единице на каждого игрока.",
    "hint.territory.event_decline": "Ваши карты оплачены: карта {card} уменьшит общий доход для остальных.",
    "hint.territory.event_crisis": "Ваши карты оплачены: карта {card} заберёт единицу из общего дохода остальных.",
    "hint.territory.event_lucky": "Карта {card} даст 2 дохода территории, где лежит ваша карта {target}, а там "
    "ещё есть что оплатить.",
    "hint.territory.event_earthquake": "Карта {card} разрушит карту {target} игрока {target_seat}.",
    "hint.territory.event_earthquake_leader": "Лидирует игрок {target_seat}: карта {card} разрушит его карту {target}.",
    "hint.territory.event_flood": "Карта {card}: здания на территории {land} игрока {target_seat} в этом раунде "
    "ничего не дадут.",
    "hint.territory.event_flood_leader": "Лидирует игрок {target_seat}: карта {card} лишит прибыли здания на его "
    "территории {land} в этом раунде.",
    "hint.territory.event_stock_crash": "Карта {card}: биржам игрока {target_seat} в этом раунде нужно на 2 больше.",
    "hint.territory.event_stock_crash_leader": "Лидирует игрок {target_seat}: с картой {card} его биржам в этом "
    "раунде нужно на 2 больше.",
    "hint.territory.event_epidemic": "Карта {card}: в конце раунда игрок {target_seat} потеряет неукрытых персонажей.",
    "hint.territory.event_epidemic_leader": "Лидирует игрок {target_seat}: из-за карты {card} в конце раунда он "
    "потеряет неукрытых персонажей.",
    "hint.territory.rep_excellent": "Карта {card} на территории {land}: если в конце раунда она оплачена, "
    "репутация растёт на 1, а ещё она даёт 2 дохода.",
    "hint.territory.rep_burden": "Карта {card} на территории {land} игрока {target_seat} перекроет там доход, "
    "пока он не заплатит 2, иначе отнимет у него 1 репутации.",
    "hint.territory.rep_drought": "Карта {card} на территории {land} игрока {target_seat}: плантации там ничего "
    "не дадут, а в союзе он станет слабее.",
    "hint.territory.act_entrepreneur": "Карта {card} попытает удачу: 3 дохода при броске 4 и больше — для ваших "
    "карт, которым ещё нужен доход.",
    "hint.territory.act_spy": "Карта {card} проследит за территорией {land} игрока {target_seat}: при броске 4 и "
    "больше вы сбросите одну из карт там.",
    "hint.territory.act_reconstructor": "Карта {card} вернёт карту {target} из руин на свою территорию.",
    "hint.territory.act_robber": "Карта {card} ограбит карту {target} игрока {target_seat}: {n} {n|единица|"
    "единицы|единиц} дохода вам, а его карта может разрушиться.",
    "hint.territory.act_invader": "Карта {card} наметит карту {target} игрока {target_seat}: как только её "
    "оплатят в этом раунде, она перейдёт к вам.",
    "hint.territory.act_bomber": "Карта {card} взорвёт карту {target} игрока {target_seat}.",
    "hint.territory.act_assassin": "Карта {card} устранит карту {target} игрока {target_seat}.",
    "hint.territory.tuck": "Каждая карта под картой {card} добавляет 1 к её прибыли в каждом раунде: карта "
    "{tucked} там полезнее, чем в руке (под ней станет {n}).",
    "hint.territory.done": "В этом раунде больше нечего оплачивать или выполнять.",
    "hint.territory.pick": "Без карты {card} игроку {target_seat} там будет труднее всего.",
    "hint.territory.pick_excellent": "Карта {card} каждый раунд приносит игроку {target_seat} репутацию: сбросьте её.",
    "hint.territory.offer": "Карта {card} нужна вам меньше других; {price} {price|карта|карты|карт} взамен — "
    "честная цена по сравнению с вашей рукой.",
    "hint.territory.offer_done": "Больше в руке нет ничего, что стоит выставить.",
    "hint.territory.buy": "Карта {card} игрока {seller_seat} стоит для вас больше, чем {price} "
    "{price|самая дешёвая карта|самые дешёвые карты|самых дешёвых карт} из вашей руки.",
    "hint.territory.no_buy": "Ни одно предложение не стоит карт, которые за него придётся отдать.",
    "hint.territory.pay": "Карта {card} — одна из самых ненужных вам.",
    "hint.territory.bid": "Карта {card} игрока {seller_seat} не стоит запрошенной цены ({asked}), но за неё не "
    "жалко отдать {price} {price|самую дешёвую карту|самые дешёвые карты|самых дешёвых карт} из вашей руки: "
    "предложите столько. Если продавец откажет, вы ещё сможете купить или отказаться.",
    "hint.territory.accept": "{price} {price|карта|карты|карт} от игрока {buyer_seat} полезнее вам, чем карта {card}.",
    "hint.territory.accept_short": "У вас мало карт на руке, поэтому {price} {price|карта|карты|карт} от игрока "
    "{buyer_seat} полезнее вам, чем карта {card}.",
    "hint.territory.refuse": "Карта {card} стоит для вас больше, чем {price} {price|карта|карты|карт} от игрока "
    "{buyer_seat}; другой покупатель ещё может заплатить полную цену.",
}

HINT_MESSAGES: dict[str, dict[str, str]] = {"en": _EN, "ru": _RU}
