"""Territory's texts in Russian: log lines, reasons, phases, labels and the words of ``texts.describe``.
Card names and texts come from the card data (``catalog.py`` adds them). Every template keeps a player's
name in the nominative («{seat} строит …», «у игрока {seat} …») and uses the present tense after it.
Terms follow the rules help: общий и местный доход, отбой, снос, объединение, ведущий, базарный день.

All wording here is the project's own.
"""

from __future__ import annotations

_UNITS = "{gain} {gain|единицу|единицы|единиц}"

LOG: dict[str, str] = {
    "log.setup": (
        "Новая партия «Территории»: {players} {players|игрок|игрока|игроков}, цель — репутация {target}. "
        "Первый ведущий — игрок {leader_seat}."
    ),
    "log.deal": "{seat} получает на руку {count} {count|карту|карты|карт}.",
    "log.deal.own": "{seat} получает на руку: {cards}.",
    "log.round": "Раунд {round}. Ведущий — игрок {leader_seat}.{market| Сегодня базарный день.}",
    "log.round.zero": "Раунд {round}. Ведущий — игрок {leader_seat}.",
    "log.draw": "{seat} берёт из колоды {count} {count|карту|карты|карт}.",
    "log.draw.zero": "",
    "log.draw.own": "{seat} берёт из колоды: {cards}.",
    "log.draw.own.zero": "",
    "log.leader": "Ведущим становится игрок {seat}.",
    # --- market day ---
    "log.offer": "{seat} выставляет на продажу «{card}» за {price} {price|карту|карты|карт}.",
    "log.sold": "{seat} покупает «{card}» у игрока {seller_seat} за {price} {price|карту|карты|карт}.",
    "log.sold.own": "{seat} покупает у вас «{card}» и отдаёт в уплату: {paid}.",
    "log.bid": "{seat} предлагает игроку {seller_seat} за «{card}» {price} {price|карту|карты|карт} вместо {asked}.",
    "log.bid_accepted": (
        "{seat} соглашается: игрок {buyer_seat} получит «{card}» за {price} {price|карту|карты|карт}."
    ),
    "log.bid_refused": "{seat} отказывает игроку {buyer_seat}: «{card}» за {price} {price|карту|карты|карт} не отдаст.",
    "log.market_closed": (
        "Базарный день окончен: {unsold} {unsold|непроданная карта возвращается|непроданные карты возвращаются|"
        "непроданных карт возвращаются} к владельцам."
    ),
    # --- construction ---
    "log.land": "{seat} создаёт территорию №{land} из карты рубашкой вверх.",
    "log.land.own": "{seat} создаёт территорию №{land} из карты «{card}» рубашкой вверх.",
    "log.build": "{seat} выкладывает «{card}» на территорию №{land}.",
    "log.merged": "{seat} сдаёт в отбой два завода, чтобы поставить на их место концерн.",
    "log.bridge": "{seat} строит «{card}» с территории №{land} к территории №{target} игрока {target_seat}.",
    "log.develop": "{seat} кладёт карту развития «{card}» на территорию №{land}.",
    "log.quest": "{seat} берёт задание.",
    "log.quest.own": "{seat} берёт задание «{card}».",
    "log.claim": "{seat} выполняет задание «{quest}» и получает 1 репутацию.",
    "log.draw_dev": "{seat} берёт карту развития.",
    "log.draw_dev.own": "{seat} берёт карту развития «{card}».",
    "log.end_build": "{seat} заканчивает строительство.",
    # --- income ---
    "log.roll": "{seat} бросает кубики: {d1} и {d2}. Общий доход раунда — {pool} {pool|единица|единицы|единиц}.",
    "log.profit": f"«{{card}}» игрока {{seat}} приносит своей территории {_UNITS} местного дохода.",
    "log.gamble": f"«{{card}}» игрока {{seat}}: на кубике {{roll}}, выигрыш — {_UNITS}.",
    "log.gamble.zero": "«{card}» игрока {seat}: на кубике {roll}, выигрыша нет.",
    "log.take": "{seat} берёт единицу общего дохода на «{card}». Осталось {pool}.",
    "log.take.zero": "{seat} берёт последнюю единицу общего дохода на «{card}».",
    "log.store": "{seat} кладёт единицу общего дохода в «{card}». Осталось {pool}.",
    "log.store.zero": "{seat} кладёт последнюю единицу общего дохода в «{card}».",
    "log.allocate": "{seat} переносит единицу местного дохода с территории №{land} на «{card}».",
    "log.release": "{seat} достаёт единицу из «{card}» в местный доход его территории.",
    "log.pass": "{seat} пасует.",
    "log.pool_lost": "Остаток общего дохода пропадает: {count} {count|единица|единицы|единиц}.",
    "log.tuck": "{seat} подкладывает карту под «{card}».",
    "log.tuck.own": "{seat} подкладывает «{tucked}» под «{card}».",
    # --- influence: events and reputation cards ---
    "log.event": "{seat} разыгрывает событие «{card}».",
    # Ready for an event that names its target by kind (see the report that brought this catalog).
    "log.event_seat": "{seat} разыгрывает событие «{card}» против игрока {target_seat}.",
    "log.event_land": "{seat} разыгрывает событие «{card}» на территорию №{target} игрока {target_seat}.",
    "log.event_card": "{seat} разыгрывает событие «{card}» на «{target}» игрока {target_seat}.",
    "log.reputation": "{seat} кладёт «{card}» на территорию №{land} игрока {owner_seat}.",
    # --- characters ---
    "log.venture": f"{{seat}}: «{{card}}» пробует дело — на кубике {{roll}}, местный доход +{_UNITS}.",
    "log.venture.zero": "{seat}: «{card}» пробует дело — на кубике {roll}, дохода нет.",
    "log.robbed": f"{{seat}}: «{{card}}» обчищает «{{target}}» игрока {{victim_seat}} и уносит {_UNITS}.",
    "log.marked": (
        "{seat}: «{card}» метит «{target}» игрока {victim_seat}: если эту карту оплатят в этом "
        "раунде, она перейдёт к захватчику."
    ),
    "log.seized": "{seat} захватывает «{card}» с помощью карты «{by}».",
    "log.strike": "{seat}: «{card}» наносит удар по «{target}» игрока {victim_seat}.",
    "log.destroyed": "Карта «{card}» игрока {seat} уходит в снос.",
    "log.rebuilt": "{seat}: «{card}» возвращает «{target}» из сноса.",
    "log.spying": (
        "{seat}: «{card}» пробирается на территорию №{land} игрока {victim_seat} — на кубике {roll} (удача при 4–6)."
    ),
    "log.spied": "Шпион игрока {seat} отправляет в отбой «{card}» игрока {victim_seat}.",
    # --- unions ---
    "log.union": "Подсчёт значимости в объединении территорий {lands}.",
    "log.takeover": (
        "{seat} побеждает в объединении и забирает {count} {count|территорию|территории|территорий} "
        "(№ {lands}) со всеми картами: +1 репутация."
    ),
    # --- destruction ---
    "log.epidemic_loss": "Эпидемия: «{card}» игрока {seat} уходит в снос.",
    "log.collapse": "«{card}» игрока {seat} остаётся без дохода и рушится в снос.",
    "log.destruction": "Разрушение: рухнуло карт — {count} из {needing}, пропало местного дохода — {lost}.",
    "log.burden": "Карта «{card}» не оплачена: игрок {seat} теряет 1 репутацию.",
    "log.burden_paid": "Карта «{card}» игрока {seat} оплачена и уходит в отбой.",
    "log.good_name": "«{card}» приносит игроку {seat} 1 репутацию.",
    "log.neglected": "Территория №{land} игрока {seat} заброшена и уходит в отбой вместе с картами: {cards}.",
    "log.neglected.zero": "Территория №{land} игрока {seat} заброшена и уходит в отбой.",
    # --- reputation and the end ---
    "log.quest_leader": "Титул лидера заданий (+1 репутация) переходит к игроку {seat}.",
    "log.game_over": "Игра окончена в раунде {round}: {why}.",
}

REASONS: dict[str, str] = {
    "reason.illegal": "Так сейчас сделать нельзя.",
    "reason.not_your_turn": "Сейчас не ваш ход.",
    "reason.wrong_phase": "Это действие другой фазы раунда.",
    "reason.not_in_hand": "Этой карты нет у вас на руке.",
    "reason.land_limit": "За ход можно создать не больше {count} {count|территории|территорий|территорий}.",
    "reason.place_limit": "За ход можно сделать не больше {count} {count|размещения|размещений|размещений}.",
    "reason.not_placeable": "На территорию выкладывают только здания и персонажей.",
    "reason.mansion_room": "Карта {card} ложится сразу на две ваши территории, и на каждой для неё нужно место.",
    "reason.market_later": "Карту {card} можно будет купить, когда все игроки выставят свои предложения.",
    "reason.influence_in_draft": "Карту {card} разыгрывают в розыгрыше дохода как единственное влияние хода.",
    "reason.no_territory": "Сначала создайте территорию: карты выкладывают на ваши территории.",
    "reason.no_target": "Карте {card} сейчас не на что действовать.",
    "reason.no_stored": (
        "Карта {card} даёт доход карте, в которой отложены единицы (например, банку), а сейчас ни в одной их нет."
    ),
    "reason.card_idle": "С картой {card} на этом этапе раунда ничего сделать нельзя.",
    "reason.wrong_form": "Эту карту разыгрывают по-другому.",
    "reason.not_your_territory": "Это не ваша территория.",
    "reason.territory_full": "На этой территории нет свободного места.",
    "reason.needs_two_factories": "Концерн ставят на территорию, где стоят два завода.",
    "reason.needs_card": "Для карты «{card}» на той же территории сначала нужна карта «{kind}».",
    "reason.not_development": "Это не карта развития.",
    "reason.one_quest": "За ход можно взять только одно задание.",
    "reason.two_quests": "У вас уже два задания — больше держать нельзя.",
    "reason.no_quests": "Колода заданий пуста.",
    "reason.quest_not_done": "Условие этого задания ещё не выполнено.",
    "reason.one_influence": "В этот ход вы уже разыграли влияние: событие, карту репутации или персонажа.",
    "reason.own_territory_only": "Эту карту кладут только на свою территорию.",
    "reason.pool_empty": "Общий доход уже разобран.",
    "reason.not_your_card": "Это не ваша карта.",
    "reason.bank_cannot_store": (
        "Этот банк сейчас не примет единицу: он не работает, полон или на его территории оплачено ещё не всё."
    ),
    "reason.already_funded": "Эта карта уже получила весь нужный доход.",
    "reason.burdened": (
        "На этой территории лежит неоплаченная обуза: пока её не оплатят, другие карты там доход не получают."
    ),
    "reason.no_local": "На этой территории нет свободного местного дохода.",
    "reason.one_purchase": "В этот базарный день вы уже купили карту.",
    "reason.two_offers": "Больше двух карт на продажу не выставить.",
    "reason.one_bid": "В этот базарный день вы уже предлагали свою цену.",
    "reason.not_offered": "Эта карта не выставлена на продажу.",
    "reason.own_offer": "Своё предложение нельзя ни купить, ни сбить в цене.",
    "reason.bid_not_lower": (
        "Ваша цена должна быть ниже запрошенной: за «{card}» просят {count} {count|карту|карты|карт}."
    ),
    "reason.bid_too_low": "Предложить можно не меньше 1 карты.",
    "reason.cannot_pay": "На руке слишком мало карт, чтобы отдать {count}.",
    "reason.already_acted": "Этот персонаж уже действовал в этом раунде.",
    "reason.not_working": "Персонаж действует, только когда получил весь нужный доход.",
    "reason.guarded": "Цель под защитой: на её территории или в её объединении работает охрана от этого персонажа.",
    "reason.bad_target": "Эта цель не подходит для этого персонажа.",
}

#: What the player decides now; ``reason.choose.<phase>`` is built from these.
PHASES: dict[str, str] = {
    "phase.offer": "Базарный день: выставьте до двух карт на продажу или закончите.",
    "phase.buy": "Базарный день: купите одну карту у другого игрока, предложите за неё меньше или откажитесь.",
    "phase.answer": (
        "Базарный день: покупатель предлагает за вашу карту меньше, чем вы просите: согласитесь или откажите."
    ),
    "phase.pay": "Выберите карты с руки в уплату за покупку.",
    "phase.build": "Строительство: создайте территорию, выложите карты, возьмите задание или закончите ход.",
    "phase.draft": "Розыгрыш дохода: возьмите единицу общего дохода, положите её в банк или пасуйте.",
    "phase.wrap": "Последнее окно: перенесите доход, подложите карты под плантации или закончите.",
    "phase.spy": "Шпиону повезло: выберите карту на этой территории, которая уйдёт в отбой.",
    "phase.over": "Игра окончена.",
}
CHOOSE_PREFIX = "Сейчас нужно другое решение."

LABELS: dict[str, str] = {
    "card.hidden": "скрытая карта",
    "cardtext.hidden": "Карта, которую вы не видите.",
    # --- actions (short labels for buttons and menus) ---
    "action.land": "Создать территорию",
    "action.build": "Выложить",
    "action.mansion": "Построить особняк",
    "action.bridge": "Построить мост",
    "action.develop": "Положить развитие",
    "action.quest": "Взять задание",
    "action.claim": "Выполнить задание",
    "action.end": "Закончить ход",
    "action.allocate": "Перенести доход",
    "action.release": "Достать из банка",
    "action.event": "Сыграть событие",
    "action.rep": "Сыграть репутацию",
    "action.act": "Применить персонажа",
    "action.take": "Взять единицу",
    "action.store": "Положить в банк",
    "action.pass": "Пас",
    "action.tuck": "Подложить под плантацию",
    "action.done": "Готово",
    "action.pick": "Отправить в отбой",
    "action.offer": "Выставить на продажу",
    "action.buy": "Купить",
    "action.pay": "Отдать в уплату",
    "action.no_buy": "Не покупать",
    "action.bid": "Предложить меньше",
    "action.accept": "Согласиться",
    "action.refuse": "Отказать",
    # --- why the game ended ---
    "end.reputation": "репутация игрока достигла цели",
    "end.deck": "основная колода кончилась, и у кого-то не осталось карт на руке",
    "end.cap": "сыгран последний, 30-й раунд",
    # --- scores ---
    "score.reputation": "Репутация",
    "score.quest_leader": "Титул лидера заданий",
    "score.quests_held": "Открытые задания, −2",
    "score.quests_done": "Выполнено заданий",
    "score.territories": "Территорий",
    "score.total": "Итого очков",
    "how.reputation": "по репутации",
    "how.tiebreak": "при равном счёте — по числу территорий, затем по числу работающих карт",
    "stat.reputation": "Репутация по раундам",
    # --- options ---
    "option.players": "Игроков",
    "option.first_leader": "Первый ведущий",
    "option.first_leader.random": "Случайно",
    "option.first_leader.1": "Игрок 1",
    "option.first_leader.2": "Игрок 2",
    "option.first_leader.3": "Игрок 3",
    "option.first_leader.4": "Игрок 4",
    "option.first_leader.5": "Игрок 5",
    "option.first_leader.6": "Игрок 6",
    "option.target": "Репутация для победы",
    "option.pool": "Общий доход раунда",
    "option.pool.d6+P": "1 кубик + число игроков",
    "option.pool.2d6": "2 кубика",
    "option.pool.2d6+P": "2 кубика + число игроков",
    "option.pool.2d6+2P": "2 кубика + два числа игроков",
    "option.pool.2d6*P/2": "2 кубика × половину игроков",
    "option.draw": "Добор за раунд",
    "option.draw.1": "1 карта",
    "option.draw.2": "2 карты",
    "option.draw.2/1": "2 карты (1 при 5–6 игроках)",
    "option.draw.refill4": "До 4 карт на руке",
    "option.limit": "За ход строительства",
    "option.limit.1+1": "1 территория и 1 размещение",
    "option.limit.1+2": "1 территория и 2 размещения",
    "option.limit.free": "Без ограничений",
    "option.capacity": "Мест на территории",
    "option.capacity.3": "3",
    "option.capacity.4": "4",
    "option.capacity.none": "Без предела",
    "option.good_name": "«Доброе имя» даёт репутацию",
    "option.good_name.once": "один раз, затем уходит в отбой",
    "option.good_name.round": "каждый раунд, когда оплачено",
    "option.after_deck": "Раундов после того, как колода кончилась",
    "option.upkeep": "Сколько дохода добавить каждому зданию и персонажу (к нужному и к прибыли)",
    "option.attackers": "Воров, диверсантов и убийц (каждого)",
    "option.scenario": "Заготовленное начало",
    "option.scenario.none": "Нет",
    "option.scenario.tutorial": "Обучающая первая партия",
}

#: Words ``texts.describe`` puts around card names, territories and players.
DESCRIBE: dict[str, str] = {
    # a territory in the case its phrase needs; ``.other`` names an owner who is not the player
    "describe.land.gen": "территории №{n}",
    "describe.land.gen.other": "территории №{n} игрока {owner_seat}",
    "describe.land.acc": "территорию №{n}",
    "describe.land.acc.other": "территорию №{n} игрока {owner_seat}",
    "describe.card.own": "«{card}» (территория №{n})",
    "describe.card.other": "«{card}» игрока {owner_seat} (территория №{n})",
    "describe.card.loose": "«{card}»",
    "describe.land": "Создать территорию из карты «{card}» (рубашкой вверх)",
    "describe.build": "Выложить «{card}» на {land}",
    "describe.chain": "Поставить «{card}» на {land} вместо двух заводов",
    "describe.mansion": "Построить «{card}» на {land} и {land2}",
    "describe.bridge": "Построить «{card}» с {land} к {target}",
    "describe.develop": "Положить «{card}» на {land}",
    "describe.quest": "Взять задание",
    "describe.claim": "Выполнить задание «{card}»",
    "describe.end": "Закончить строительство",
    "describe.allocate": "Перенести единицу местного дохода с {land} на {card}",
    "describe.release": "Достать единицу из {card} в местный доход",
    "describe.event": "Сыграть «{card}»",
    "describe.event_seat": "Сыграть «{card}» против игрока {target_seat}",
    "describe.event_land": "Сыграть «{card}» на {land}",
    "describe.event_card": "Сыграть «{card}» на {target}",
    "describe.rep": "Положить «{card}» на {land}",
    "describe.act": "{card}: действовать",
    "describe.act_venture": "{card}: попробовать дело (кубик, 4–6 — доход)",
    "describe.act_land": "{card}: пробраться на {land}",
    "describe.act_card": "{card}: против {target}",
    "describe.act_rebuild": "{card}: вернуть «{target}» из сноса",
    "describe.take": "Взять единицу общего дохода на {card}",
    "describe.store": "Положить единицу общего дохода в {card}",
    "describe.pass": "Пасовать",
    "describe.tuck": "Подложить «{card}» под {target}",
    "describe.done": "Закончить",
    "describe.done_offer": "Больше ничего не выставлять",
    "describe.pick": "Отправить в отбой {card}",
    "describe.offer": "Выставить «{card}» за {n} {n|карту|карты|карт}",
    "describe.buy": "Купить «{card}» у игрока {seller_seat} за {n} {n|карту|карты|карт}",
    "describe.pay": "Отдать в уплату «{card}»",
    "describe.no_buy": "Ничего не покупать",
    "describe.bid": "Предложить игроку {seller_seat} {n} {n|карту|карты|карт} за «{card}» вместо {asked}",
    "describe.accept": "Продать «{card}» игроку {buyer_seat} за {n} {n|карту|карты|карт}",
    "describe.refuse": "Не продавать «{card}» игроку {buyer_seat} за {n} {n|карту|карты|карт}",
    "describe.unknown": "Действие: {what}",
}
