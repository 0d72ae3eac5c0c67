## Age of Heroes: every move in words (hints, coach notes, buttons; labels.py picks the message)

action-offer = Предложить «{ $give }» за «{ $want }»
action-accept = Принять предложение игрока { $other_seat }: отдать «{ $give }», получить «{ $want }»
action-withdraw = Снять своё предложение «{ $give }» за «{ $want }»
action-withdraw_any = Снять предложение
action-trade_done = Закончить торговлю
action-tax = Собрать налоги
action-swap = Обменять «{ $card }» на карту из колоды
action-war = Напасть на игрока { $target_seat }
action-skip = Пропустить действие
action-build_army = Набрать армию
action-build_city = Построить город
action-build_fortress = Построить крепость
action-build_general = Поставить генерала во главе армии
action-build_general_blocked = Поставить генерала во главе армии под землетрясением
action-build_road = Проложить дорогу к игроку { $other_seat }
action-build_gold = { $what }, заплатив золотом: { $n } { $n ->
        [one] карта
        [few] карты
       *[many] карт
    }
action-end_build = Закончить строительство
action-goal = Выбрать цель: { $goal }
action-send = Отправить армию
action-send_general = Отправить армию с генералом
action-hero_army = Отправить героя как армию
action-hero_general = Поставить героя во главе армии
action-go = Выступить в поход с отправленными армиями
action-cancel_war = Отменить войну
action-monument = Положить в памятник { $n } { $n ->
        [one] карту
        [few] карты
       *[many] карт
    }
action-monument_keep = Оставить особые карты в руке
action-discard = Сбросить «{ $card }»
action-road_yes = Согласиться на дорогу с игроком { $other_seat }
action-road_yes_any = Согласиться на дорогу
action-road_no = Отказать в дороге игроку { $other_seat }
action-road_no_any = Отказать в дороге
action-quake = Направить землетрясение на армию игрока { $target_seat }
action-quake_general = Направить землетрясение на армию с генералом у игрока { $target_seat }
action-erupt = Направить извержение на город игрока { $target_seat }
action-respond_luck = Сыграть «{ -luck(case: "acc") }»
action-respond_olympics = Сыграть «{ -olympics }»
action-respond_hero_army = Герой защищает как армия
action-respond_hero_general = Герой возглавляет армию в обороне
action-respond_none = Пусть будет так
action-respond_none_defend = Сражаться армиями, что дома
action-other = Другой ход
