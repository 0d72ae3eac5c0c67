## Age of Heroes: names, log lines, reasons, phases, the battle preview, table rules

title = Эпоха героев
card-iron = Железо
card-wood = Дерево
card-grain = Зерно
card-stone = Камень
card-gold = Золото
card-limestone = Известняк
card-concrete = Бетон
card-marble = Мрамор
card-bricks = Кирпич
card-sandstone = Песчаник
card-granite = Гранит
card-growth = { -growth }
card-earthquake = { -earthquake }
card-eruption = { -eruption }
card-famine = { -famine }
card-barbarians = { -barbarians }
card-olympics = { -olympics }
card-hero = { -hero }
card-luck = { -luck }
card-hidden = Карта
cardtext-iron = Основной ресурс: идёт на армии, крепости и генералов.
cardtext-wood = Основной ресурс: нужен для городов и крепостей.
cardtext-grain = Основной ресурс: кормит новые армии.
cardtext-stone = Основной ресурс: дороги, города, крепости.
cardtext-gold = Может заменить любой основной ресурс; генерал требует золото.
cardtext-limestone = Особый ресурс египтян — камень для их памятника.
cardtext-concrete = Особый ресурс римлян — камень для их памятника.
cardtext-marble = Особый ресурс греков — камень для их памятника.
cardtext-bricks = Особый ресурс вавилонян — камень для их памятника.
cardtext-sandstone = Особый ресурс кельтов — камень для их памятника.
cardtext-granite = Особый ресурс китайцев — камень для их памятника.
cardtext-growth = Сразу: получите город из запаса даром.
cardtext-earthquake = Сразу: положите на армию другого племени — она выбывает до конца следующего хода хозяина.
cardtext-eruption = Сразу: выберите город другого племени — он уходит в запас.
cardtext-famine = Сразу: каждый сбрасывает всё зерно с руки.
cardtext-barbarians = Сразу: вы теряете две случайные карты основных ресурсов.
cardtext-olympics = Держите в руке. Отменяет нападение на вас или набег варваров.
cardtext-hero = Держите в руке. Одна битва в роли армии или генерала.
cardtext-luck = Держите в руке. Отменяет голод, извержение, землетрясение или варваров.
tribe-egyptians = Египтяне
tribe-romans = Римляне
tribe-greeks = Греки
tribe-babylonians = Вавилоняне
tribe-celts = Кельты
tribe-chinese = Китайцы
item-army = Армия
item-city = Город
item-fortress = Крепость
item-general = Генерал
item-road = Дорога
itemtext-army = Железо и два зерна. Сражается в дуэлях.
itemtext-city = Камень и два дерева. Приносит карту при сборе налогов.
itemtext-fortress = Железо, дерево и камень. +1 каждой обороняющейся армии.
itemtext-general = Железо и золото. Ведёт одну армию: +2 в дуэли.
itemtext-road = Два камня. Связывает с соседом: больше карт на ярмарке, армии быстрее домой.
goal-conquest = завоевание
goal-plunder = разграбление
goal-destruction = разрушение памятника
how-last_standing = последнее уцелевшее племя
how-cities = пять городов
how-monument = памятник культуры
how-round_limit = предел раундов
why-first_fair = первая ярмарка
why-no_city_left = городов в запасе нет
why-no_target = нет подходящей цели
why-fair = ярмарка
why-turn = начало хода
why-tax = налоги
why-swap = обмен
as-army = армии
as-general = генерала
claim-cities = пять городов
claim-monument = готовый памятник
alert-last_turn = Последний ход! { $seat } претендует на победу ({ $what }). Другого шанса помешать не будет.
alert-last_turn-own = Последний ход! Вы претендуете на победу ({ $what }): удержите это до своего следующего хода.
recap-victory = Победа и выбывание
recap-war = Войны
recap-monument = Памятники
recap-disaster = Бедствия
result-attacker = побеждает нападающий
result-defender = побеждает защитник
result-tie = ничья
decision-consent = согласие на дорогу
decision-quake = цель землетрясения
decision-erupt = цель извержения
decision-luck_quake = ответ на землетрясение
decision-luck_erupt = ответ на извержение
decision-luck_famine = ответ на голод
decision-barb = ответ на варваров
decision-defend = ответ на нападение
phase-trade = Ярмарка: торги
phase-fair = Ярмарка
phase-turn_start = Получение карты
phase-action = Действие
phase-build = Строительство
phase-war_goal = Война: цель
phase-war_send = Война: войска
phase-monument = Особые ресурсы
phase-discard = Сброс карт
phase-turn_end = Конец хода
phase-over = Игра окончена
option-players = Игроков
option-round_limit = Предел раундов
option-round_limit-help = Если за столько раундов никто не победил, побеждает тот, у кого больше городов.
option-tribes = Племена
score-cities = Города
stat-cities = Города по раундам
stat-monument = Карты памятника по раундам
score-monument = Памятник
score-armies = Армии
score-generals = Генералы
score-fortresses = Крепости
score-roads = Дороги
score-cards = Карты в руке
score-rounds = Раунды
section-setup = Подготовка
section-fair = Ярмарка
section-trade = Торги
section-turn = Ход
section-tax = Налоги
section-build = Строительство
section-roads = Дороги
section-war = Война
section-combat = Бой
section-events = События
section-monument = Памятник
section-discard = Сброс
section-victory = Победа
section-elimination = Выбывание
section-table_rules = Правила стола
reason-game_over = Игра уже окончена.
reason-not_your_turn = Сейчас не ваш ход.
reason-waiting_for_decision = Ждём решения другого игрока.
reason-unknown_action = Так сейчас сделать нельзя.
reason-not_a_target = Эта цель не подходит.
reason-no_such_card = У вас нет такой карты.
reason-decision_pending = Сначала нужно решить: { $decision }.
reason-not_fair_time = Меняться можно только на ярмарке.
reason-not_tradeable = Меняться можно только картами колоды ресурсов.
reason-same_kind = Нет смысла менять карту на такую же.
reason-offer_limit = На этой ярмарке вы уже сделали { $n } предложений.
reason-said_done = Вы уже сказали «хватит»: вы вернётесь к торгам, когда кто-нибудь выставит новое предложение.
reason-offer_duplicate = Такое предложение уже выставлено или карт не хватает.
reason-no_such_offer = Такого вашего предложения нет.
reason-fair_in_progress = Идёт ярмарка: можно только торговать.
reason-hand_over_limit = В конце хода в руке не больше { $n } карт: сначала сбросьте лишние.
reason-no_discard_needed = Сбрасывать карты сейчас не нужно.
reason-one_action_per_turn = За ход можно совершить только одно действие.
reason-no_city_for_tax = Без городов налоги не собрать — можно обменять карту с колодой.
reason-swap_only_without_city = Обмен с колодой — только для племени без городов.
reason-army_blocked = Армия под землетрясением не воюет.
reason-army_away = Эта армия ещё не вернулась домой.
reason-no_army = Нужна хотя бы одна армия дома или карта героя.
reason-not_building = Вы сейчас не строите.
reason-no_war = Сейчас вы не ведёте войну.
reason-goal_first = Сначала объявите цель нападения.
reason-general_already_there = Этой армией уже командует генерал.
reason-not_monument_time = Особые ресурсы выкладывают после действия.
reason-not_own_special = В памятник идёт только особый ресурс вашего племени.
reason-no_road_asked = Вас никто не спрашивал о дороге.
reason-supply_exhausted = В запасе не осталось: { $item }.
reason-road_not_neighbour = Дорогу можно вести только к соседу слева или справа.
reason-road_exists = Дорога к этому соседу уже есть.
reason-no_such_army = У вас нет такой армии дома.
reason-cant_afford = Не хватает ресурсов ({ $item }): недостаёт карт — { $n } ({ $missing }).
reason-cant_afford_gold = Не хватает ресурсов ({ $item }): недостаёт карт — { $n } ({ $missing }), а свободного золота у вас только { $gold }.
reason-gold_needed = Для постройки ({ $item }) недостающие карты ({ $missing }) замените золотом: { $n } { $n ->
        [one] карта
        [few] карты
       *[many] карт
    }.
reason-war_called_off = В этот ход вы уже отменили нападение.
reason-olympics_after_hero = Герой уже вступил в оборону: { -olympics } теперь не сыграть.
reason-road_refused_this_turn = Этот сосед уже отказал вам в дороге в этот ход.
reason-too_much_gold = Столько золота здесь не потратить.
log-reshuffle = Сброс перемешан в новую колоду: { $n } { $n ->
        [one] карта
        [few] карты
       *[many] карт
    }
log-eliminated = { $seat } выбывает из игры
log-victory = { $seat } побеждает: { $how }
log-event_card = { $seat } разыгрывает «{ $card }»
log-no_effect = «{ $card }» уходит в сброс без действия ({ $why })
log-growth = { $seat } получает новый город
log-luck = { $seat } играет «{ -luck(case: "acc") }» и отменяет «{ $card }»
log-famine = { -famine }: { $seat } сбрасывает { $n } { $n ->
        [one] карту
        [few] карты
       *[many] карт
    } зерна
log-famine-zero = { "" }
log-barbarians = { -barbarians } грабят игрока { $seat }: { $cards }
log-barbarians-zero = { -barbarians } приходят к игроку { $seat }, но забрать нечего
log-quake = { -earthquake } обездвиживает армию игрока { $seat }
log-quake_ends = У игрока { $seat } кончается землетрясение: армия снова в строю
log-eruption = { -eruption } уничтожает город игрока { $seat }
log-olympics_barbarians = { $seat } отменяет варваров { -olympics(case: "ins") }
log-armies_return = { $seat }: { $n } { $n ->
        [one] армия вернулась
        [few] армии вернулись
       *[many] армий вернулись
    } домой
log-armies_away = { $seat }: { $n } { $n ->
        [one] армия
        [few] армии
       *[many] армий
    } в походе до конца следующего хода
log-olympics_war = { $seat } объявляет { -olympics } — нападение игрока { $attacker_seat } отменено
log-hero_defends = { $seat } встречает врага героем в роли { $as }
log-hero_attacks = { $seat } ведёт в бой героя в роли { $as }
log-duel = Дуэль: { $seat } против игрока { $defender_seat }, { $a_die }+{ $a_bonus } и { $d_die }+{ $d_bonus } — { $result }
log-battle_result = Итог боя: { $seat } против игрока { $defender_seat } — { $winners } { $winners ->
        [one] победившая армия
        [few] победившие армии
       *[many] победивших армий
    }
log-battle_result-zero = Итог боя: { $seat } против игрока { $defender_seat } — ни одной победившей армии
log-conquest = { $seat } захватывает у игрока { $defender_seat } { $n } { $n ->
        [one] город
        [few] города
       *[many] городов
    }
log-destruction = { $seat } разрушает { $n } { $n ->
        [one] карту
        [few] карты
       *[many] карт
    } памятника игрока { $defender_seat }
log-plunder = { $seat } забирает у игрока { $defender_seat } { $n } { $n ->
        [one] карту
        [few] карты
       *[many] карт
    }
log-plunder-own = Вы забираете у игрока { $defender_seat }: { $cards }
log-plundered = { $seat } теряет { $n } { $n ->
        [one] карту
        [few] карты
       *[many] карт
    }
log-plundered-own = { $attacker_seat } забирает у вас: { $cards }
log-draw = { $seat } берёт карту ({ $why })
log-draw-own = Вы берёте карту «{ $card }» ({ $why })
log-draw_event = { $seat } вытягивает «{ $card }»
log-deck_empty = Колода пуста: { $seat } недобирает { $n } { $n ->
        [one] карту
        [few] карты
       *[many] карт
    }
log-tribe = { $seat } ведёт племя: { $tribe }
log-first_player = { $seat } выбрасывает больше всех и ходит первым
log-dealt = { $seat } получает на руку { $n } { $n ->
        [one] карту
        [few] карты
       *[many] карт
    }
log-dealt-own = Вам сданы карты: { $cards }
log-deal_disaster = { $seat } открывает при раздаче бедствие «{ $card }» — оно уходит в сброс
log-fair = Ярмарка перед раундом { $round }
log-offer = { $seat } предлагает «{ $give }» за «{ $want }»
log-trade = Совершённый обмен: { $seat } отдаёт «{ $gave }» и получает «{ $got }» от игрока { $other_seat }
log-offer_closed = Предложение игрока { $seat } снято
log-withdraw = { $seat } снимает предложение
log-trade_done = { $seat } пасует
log-round = Раунд { $round }
log-turn = Ход: { $seat }
log-claim_failed = { $seat } не удерживает условия победы: претензия снята
log-claim_waits = { $seat } пока не побеждает: сначала каждое другое племя должно сделать свой ход
log-last_turn = { $seat } претендует на победу ({ $what }): последний ход!
log-build_end = { $seat } заканчивает строительство
log-build = { $seat } строит: { $item }
log-tax = { $seat } собирает налоги: { $n } { $n ->
        [one] карта
        [few] карты
       *[many] карт
    }
log-swap = { $seat } меняет «{ $card }» на карту из колоды
log-skip = { $seat } пропускает действие
log-war_target = { $seat } объявляет войну игроку { $defender_seat }
log-war_goal = { $seat } объявляет цель: { $goal }
log-send = { $seat } выбирает армию для похода
log-war_cancelled = { $seat } отменяет войну, не отправив армии
log-war = { $seat } отправляет в поход на игрока { $defender_seat } { $n } { $n ->
        [one] армию
        [few] армии
       *[many] армий
    } ({ $goal })
log-no_spoils = { $seat } выигрывает бой, но ничего не получает: { $why }
nospoils-too_few = одной победившей армии для города мало
nospoils-no_city = у защитника не осталось городов
nospoils-no_card = у защитника нет карт в руке
nospoils-no_monument = памятник защитника пуст
odds-gain-conquest = { $n } { $n ->
        [one] город
        [few] города
       *[many] городов
    }
odds-gain-plunder = { $n } { $n ->
        [one] карта
        [few] карты
       *[many] карт
    }
odds-gain-destruction = { $n } { $n ->
        [one] карта
        [few] карты
       *[many] карт
    } памятника
odds-label-conquest = Завоевание: до { $n } { $n ->
        [one] города
        [few] городов
       *[many] городов
    }
odds-label-plunder = Разграбление: до { $n } { $n ->
        [one] карты
        [few] карт
       *[many] карт
    }
odds-label-destruction = Разрушение: до { $n } { $n ->
        [one] карты
        [few] карт
       *[many] карт
    } памятника
odds-goal-conquest = Завоевание
odds-goal-plunder = Разграбление
odds-goal-destruction = Разрушение
odds-label_nothing-conquest = Завоевание: взять нечего
odds-label_nothing-plunder = Разграбление: взять нечего
odds-label_nothing-destruction = Разрушение: сбросить нечего
odds-rule-conquest = Завоевание: 2–3 победившие армии берут 1 город, 4 и больше — 2 города.
odds-rule-plunder = Разграбление: каждая победившая армия забирает 2 случайные карты с руки защитника.
odds-rule-destruction = Разрушение: 1–2 победившие армии сбрасывают 1 карту с памятника защитника, 3 и больше — 2 карты.
odds-if_all = Шансы, если отправить всё, что есть ({ $n } { $n ->
        [one] армия
        [few] армии
       *[many] армий
    }):
odds-if_all_heroes = Шансы, если отправить всё, что есть ({ $n } { $n ->
        [one] армия
        [few] армии
       *[many] армий
    } и { $h } { $h ->
        [one] герой
        [few] героя
       *[many] героев
    }):
odds-if_all_heroes_only = Шансы, если отправить в бой { $h } { $h ->
        [one] героя
        [few] героев
       *[many] героев
    }:
odds-sent = Шансы с { $n } { $n ->
        [one] армией
        [few] армиями
       *[many] армиями
    }:
odds-most = С { $n } { $n ->
        [one] армией
        [few] армиями
       *[many] армиями
    } — самое большее { $gain }.
odds-capped = Это всё, что есть у игрока { $defender_seat }.
odds-no_units = Армии ещё не выбраны.
odds-most-too_few = С { $n } { $n ->
        [one] армией
        [few] армиями
       *[many] армиями
    } завоевание ничего не даст: для города нужны 2 победившие армии.
odds-most-no_city = У игрока { $defender_seat } нет городов.
odds-most-no_card = У игрока { $defender_seat } нет карт в руке.
odds-most-no_monument = На памятнике игрока { $defender_seat } нет карт.
odds-won_nothing = победа без добычи
odds-failed = ни одной победившей армии
odds-against = У игрока { $defender_seat } в обороне { $d } { $d ->
        [one] армия
        [few] армии
       *[many] армий
    }
odds-forts = и { $forts } { $forts ->
        [one] крепость
        [few] крепости
       *[many] крепостей
    } (+{ $forts } в каждом поединке)
odds-against_none = У игрока { $defender_seat } нет армий дома: каждая отправленная армия побеждает.
odds-caveat = Не учтены герой или { -olympics }, которые игрок { $defender_seat } ещё может сыграть.
log-monument = { $seat } выкладывает в памятник { $n } { $n ->
        [one] карту
        [few] карты
       *[many] карт
    } (всего { $total })
log-discard = { $seat } сбрасывает «{ $card }»
log-road_asked = { $seat } просит игрока { $other_seat } о дороге
log-road_built = Построена дорога: { $seat } — { $other_seat }
log-road_refused = { $other_seat } отказывает игроку { $seat } в дороге
log-quake_target = { $seat } направляет землетрясение на игрока { $target_seat }
log-erupt_target = { $seat } направляет извержение на игрока { $target_seat }
log-no_answer = { $seat } не отвечает картой
table_rule-trade_offers = Торги: предложение — «отдам одну карту такого вида за одну карту такого». Как только два встречных предложения совпадут, карты меняются сразу и бесповоротно.
table_rule-trade_market = Ярмарка — это рынок. «Хватит» значит «пока мне больше нечего предложить». Как только кто-нибудь выставляет новое предложение, каждый, кто уже сказал «хватит» и ещё может выставлять предложения, возвращается к торгам и отвечает: принимает его, выставляет встречное или снова говорит «хватит». Компьютерные игроки отвечают так же.
table_rule-trade_end = Ярмарка кончается, когда все сказали «хватит» после последнего нового предложения: каждый — и компьютер, и каждый человек за общим экраном — успевает увидеть все предложения. Открытые предложения того, кто сказал «хватит», остаются в силе до конца ярмарки.
table_rule-offer_cap = Каждый игрок выставляет не больше 6 предложений за ярмарку; принять чужое предложение — тоже предложение. Кто выставил все шесть или остался без карт, к торгам уже не возвращается. Поэтому каждая ярмарка кончается.
table_rule-build_one_at_a_time = Строительство идёт по одному предмету, пока игрок не скажет «хватит».
table_rule-gold_order = Игрок сам решает, сколько золота потратить. Золото сначала покрывает недостающее, а лишнее заменяет карты цены в том порядке, в каком они в ней перечислены.
table_rule-general_placement = Генерал ставится на выбранную армию дома без генерала.
table_rule-road_consent = Сосед отвечает на просьбу о дороге отдельным решением; оплата — после согласия.
table_rule-neighbours_after_elimination = После выбывания соседями становятся ближайшие оставшиеся племена по кругу; дороги к выбывшему возвращаются в запас.
table_rule-pairing = Пары в бою: сильнейшая армия нападающего против сильнейшей армии защитника, и так далее.
table_rule-hero_one_battle = Герой в роли армии или генерала после своего боя уходит в сброс.
table_rule-hero_cancelled = Если нападение отменено { -olympics(case: "ins") }, сыгранный нападающим герой всё равно уходит в сброс.
table_rule-defender_answer = Защитник отвечает по одной карте: { -olympics } (только первым ответом — тогда нападение отменяется) или герой; после каждого героя его спрашивают снова, пока он не выберет бой. Все готовые армии дома защищаются.
table_rule-quake_target = { -earthquake } кладут на армию, которая дома и ещё не обездвижена.
table_rule-famine_luck = { -famine } может отменить любой держатель «{ -luck(case: "gen") }» — для всех; спрашивают по кругу, начиная с вытянувшего.
table_rule-luck_victim = { -earthquake } и извержение отменяет «{ -luck(case: "ins") }» пострадавший, варваров — вытянувший.
table_rule-asked_always = Об ответе (удача, { -olympics }, герой) спрашивают каждого, кого это касается, даже если ему нечем ответить, и компьютер думает над таким ответом всегда одинаково долго: по вопросу не узнать, что у игрока на руке.
table_rule-barbarians_basic = { -barbarians } забирают основные ресурсы, золото тоже.
table_rule-no_target = Если у события нет цели, карта уходит в сброс без действия.
table_rule-monument_more = В памятник можно выложить больше пяти карт.
table_rule-claim_either = Когда претензию проверяют, претендент побеждает, если у него пять городов или полный памятник — любое из двух.
table_rule-claims_several = Претендовать могут несколько игроков; первым проверяется тот, чей ход раньше.
table_rule-claim_at_fair = Претензию проверяют в начале первого хода претендента, до которого каждое другое племя успело сделать после неё целый ход. Поэтому претензию с ярмарки проверяют не в ходе сразу после этой ярмарки, а в следующем, если только претендент не ходит в раунде последним. Если к более раннему своему ходу претендент уже не выполняет условие, претензия снимается.
table_rule-elimination_after_war = После боя выбывание проверяют у проигравшей стороны: у защитника, если у нападающего есть хотя бы одна победившая армия, иначе у нападающего (и тогда, когда его армии развернули { -olympics }). Устоявшая сторона не выбывает.
table_rule-round_limit = Если после заданного числа раундов (60) победителя нет, игра кончается.
table_rule-tie_break = Тогда побеждает больше городов, потом больше карт в памятнике, потом больше армий, потом больше карт в руке, потом меньший номер места.
table_rule-setup_order = Сначала кубики определяют первого игрока, потом раздаются карты; первая ярмарка идёт сразу после раздачи.
table_rule-deck_empty = Если пусты и колода, и сброс, недостающие карты не берутся.
table_rule-no_repeats = Если сосед отказал в дороге или нападение отменено до отправки войск, повторить это в тот же ход нельзя — так партия всегда движется вперёд.
