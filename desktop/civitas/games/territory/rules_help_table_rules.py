"""The table rules of Territory: the choices this project makes where the seed rules are silent or
unclear (the v1 ruleset), in Russian and English, and the rules section each belongs to. Each text is
the choice followed by a one-sentence reason. The numbers TR-T1…TR-T46 follow the reading order of the
sections; rules added later (TR-T47, upkeep, from the tuning sweep; TR-T48, bargaining on market day) are
appended without renumbering.
No Qt here."""

from __future__ import annotations

from civitas.engine.table_rules_help import split_rules, table_rule

_RULES: dict[str, tuple[str, dict[str, str]]] = {
    "TR-T1": table_rule(
        "setup",
        "Колод три. Основная — 102 карты: 56 зданий, 21 персонаж, 16 событий и 9 карт репутации; колода "
        "заданий — 14 карт; колода развития — 11 карт. Настройка «атакующие персонажи» (от 1 до 3, обычно 2) "
        "задаёт число копий Вора, Диверсанта и Наёмного убийцы.",
        "в черновике автора нет количеств, а без них колоду не собрать.",
        "There are three decks. The main deck has 102 cards: 56 buildings, 21 characters, 16 events and "
        "9 reputation cards; the quest deck has 14 cards and the development deck 11. The option 'attacking "
        "characters' (1 to 3, default 2) sets the copies of the Thief, the Saboteur and the Hitman.",
        "the author's draft gives no card counts, and a deck cannot be built without them.",
    ),
    "TR-T2": table_rule(
        "setup",
        "Первого ведущего задаёт настройка новой игры: случайно или конкретное место за столом.",
        "«кубиками или как-то иначе» ничего не значит для программы.",
        "The first leader is a new-game option: chosen at random or a given seat.",
        "'by dice or otherwise' means nothing to a program.",
    ),
    "TR-T3": table_rule(
        "round",
        "Раунд идёт так: добор (и базарный день в раундах 3, 6, 9…) → строительство → бросок → начало "
        "дохода → розыгрыш дохода → последнее окно → объединения → разрушение.",
        "правила называют три фазы, а перечисляют четыре, и не говорят, где место для прибыли и мостов.",
        "A round runs: draw (and market day in rounds 3, 6, 9…) → construction → roll → income start → "
        "income draft → last window → unions → destruction.",
        "the seed speaks of three phases but lists four, and gives no place for profit and bridges.",
    ),
    "TR-T4": table_rule(
        "round",
        "В начале раунда каждый, начиная с ведущего, берёт из основной колоды 2 карты при 2–4 игроках и 1 "
        "карту при 5–6; из пустой колоды ничего не берут. Настройка: 1, 2, «2/1» или «добрать до 4».",
        "в правилах нет добора вовсе, а конец игры зависит от того, кончится ли колода.",
        "At the start of a round each player, from the leader, draws 2 main-deck cards with 2–4 players and "
        "1 card with 5–6; an empty deck gives nothing. Option: 1, 2, '2/1' or 'refill to 4'.",
        "the seed has no draw at all, yet the game's end depends on the deck running out.",
    ),
    "TR-T5": table_rule(
        "construction",
        "Каждый, начиная с ведущего, проводит весь свой ход строительства целиком: не больше 1 новой "
        "территории и не больше 2 размещений (здание, персонаж, Особняк, Мост). Настройка: «1+1», «1+2» "
        "или без ограничений.",
        "автор сам оставил этот вопрос открытым, а «1+2» даёт расти, не затягивая ходы.",
        "Each player, from the leader, takes a whole construction turn: at most 1 new territory and at most "
        "2 placements (building, character, Mansion, Bridge). Option: '1+1', '1+2' or no limit.",
        "the author left this open, and '1+2' lets you grow without dragging the turns out.",
    ),
    "TR-T6": table_rule(
        "construction",
        "Карты развития кладут на свои территории в ход строительства, сколько угодно и вне лимита; "
        "они работают уже с того раунда, в котором выложены.",
        "их трудно получить, и ждать ещё раунд было бы лишним наказанием.",
        "Development cards go onto your own territories in your construction turn, any number, outside the "
        "limit; they work from the round they are placed.",
        "they are hard to earn, and waiting one more round would be a needless penalty.",
    ),
    "TR-T7": table_rule(
        "territories",
        "Карта территории лежит рубашкой вверх, смотреть её может только владелец, и никакого действия "
        "у неё нет. Когда территория уходит в отбой, карта открывается.",
        "так любая карта годится в землю, а отбой остаётся открытым для всех.",
        "A territory's card lies face down, only its owner may look at it, and it has no effect. When the "
        "territory goes to the discard pile, the card is revealed.",
        "this lets any card become land and keeps the discard pile public.",
    ),
    "TR-T8": table_rule(
        "territories",
        "На территории не больше 3 зданий и персонажей вместе; Особняк считается на обеих своих "
        "территориях, а карты репутации и развития не считаются. Настройка: 3, 4 или без предела.",
        "без предела одна огромная территория была бы сильнее любой другой стратегии.",
        "A territory holds at most 3 buildings and characters together; a Mansion counts on both of its "
        "territories, reputation and development cards do not count. Option: 3, 4 or no limit.",
        "without a cap, one huge territory would beat every other plan.",
    ),
    "TR-T9": table_rule(
        "buildings",
        "Положить единицу в Банк вместо взятия на карту можно, если Банк работает, на его территории "
        "больше ничего не ждёт дохода и в нём есть место (1, плюс 2 за каждого Банкира там). Владелец "
        "достаёт по 1 единице в местный доход территории в свой ход розыгрыша или в последнем окне. "
        "Запас хранится из раунда в раунд.",
        "так Банк копит на трудный раунд, не отнимая доход у соседних карт.",
        "You may store a unit in a Bank instead of taking it onto a card when the Bank is functioning, "
        "nothing else on its territory still needs income and it has room (1, plus 2 per Banker there). "
        "You release 1 unit at a time into the territory's local income on your draft turn or in the "
        "last window. Stored units stay from round to round.",
        "a Bank then saves for a lean round without starving the cards beside it.",
    ),
    "TR-T10": table_rule(
        "buildings",
        "В последнем окне раунда можно подложить под каждую свою Плантацию по одной карте с руки. "
        "Работающая Плантация приносит столько прибыли, сколько под ней карт; подложенные карты остаются "
        "под ней, пока она стоит.",
        "черновик привязывает подкладку к концу фазы дохода, а прибыль — к числу карт.",
        "In the last window of a round you may tuck one hand card under each of your Plantations. A "
        "functioning Plantation gives as much profit as the cards under it; tucked cards stay while it stands.",
        "the draft ties the tuck to the end of the income phase and the profit to the card count.",
    ),
    "TR-T11": table_rule(
        "buildings",
        "Когда Казино получает нужный доход, бросают один кубик: на 4, 5 или 6 оно приносит столько "
        "прибыли, иначе ничего.",
        "бросок сразу после оплаты делает Казино настоящей ставкой: сначала платите, потом узнаёте выигрыш.",
        "When a Casino becomes funded, one die is rolled: a 4, 5 or 6 gives that much profit, "
        "anything else gives nothing.",
        "rolling right after funding makes it a real bet: you pay first, then learn the prize.",
    ),
    "TR-T12": table_rule(
        "characters",
        "«Уровень» карты — это её необходимый доход.",
        "в черновиках Диверсант и Наёмный убийца бьют карты «ниже уровнем», но уровня нигде нет.",
        "A card's 'level' is its required income.",
        "the drafts let the Saboteur and the Hitman hit cards 'of lower level', but no level is printed.",
    ),
    "TR-T13": table_rule(
        "characters",
        "Персонаж действует не больше раза за раунд, в свой ход розыгрыша дохода и только пока работает; "
        "его действие и есть единственное влияние этого хода.",
        "так все атаки происходят в ход нападающего и их легко проследить.",
        "A character acts at most once a round, on its owner's draft turn and only while functioning; its "
        "action is that turn's one influence.",
        "every attack then happens on the attacker's own turn and is easy to follow.",
    ),
    "TR-T14": table_rule(
        "characters",
        "Защитная служба (Гарнизон, Сапёрная служба, Полицейский участок, Служба охраны, Контрразведка) "
        "защищает, если она работает на территории цели или на любой территории того же объединения. Так же "
        "на всё объединение действуют Наводнение, Засуха и карты, меняющие прибыль (Приусадебный участок, "
        "Депозиты, Платная клиника, завод рядом с Цирком), с какой бы его территории они ни были.",
        "правила говорят, что на объединённые территории действуют эффекты каждой из них.",
        "A protection service (Garrison, Bomb Squad, Police Station, Bodyguard Agency, Counterintelligence) "
        "protects when it is "
        "functioning on the target's territory or on any territory of the same union. Likewise a Flood, a "
        "Drought and the cards that change profit (Kitchen Garden, Term Deposits, Private Clinic, a Factory "
        "beside a Circus) act on the whole union from whichever of its territories they are on.",
        "the seed says every effect of a united territory acts on the others.",
    ),
    "TR-T15": table_rule(
        "characters",
        "Вор выбирает чужое здание, на котором уже есть доход, на территории, где ещё есть карта без "
        "дохода и нет Полицейского участка. Все единицы с него идут в местный доход территории Вора, здание снова "
        "ждёт дохода, а его владелец считается ограбленным.",
        "так точно описан грабёж «недостроенного» хозяйства из черновика.",
        "The Thief picks another player's building that already holds income, on a territory that still "
        "has an unfunded card and no Police Station. All its units go to the local income of the Thief's territory, "
        "the building needs its income again, and its owner counts as robbed.",
        "this pins down the draft's robbery of a half-funded estate.",
    ),
    "TR-T16": table_rule(
        "characters",
        "Рейдер метит чужое здание без дохода с необходимым доходом больше 0 на территории без Гарнизона."
        " Если в этом раунде здание получит весь доход, оно переходит на территорию Рейдера. "
        "Метка пропадает в конце раунда.",
        "черновик говорит «когда здание получит доход», и ждать дольше раунда было бы нечестно.",
        "The Raider marks another player's unfunded building with required income above 0, on a territory "
        "without a Garrison. If the building gets fully funded this round, it moves to the Raider's "
        "territory. The mark ends with the round.",
        "the draft says 'when it gets income', and a mark lasting longer would be unfair.",
    ),
    "TR-T17": table_rule(
        "characters",
        "Диверсант отправляет в снос чужое здание с необходимым доходом 0 или 1, кроме Бункера, на "
        "территории без Сапёрной службы.",
        "Диверсанту нужно 2, и он бьёт только то, что ниже его уровнем.",
        "The Saboteur sends another player's building with required income 0 or 1, never a Bunker, to the "
        "demolition pile, on a territory without a Bomb Squad.",
        "the Saboteur needs 2 and hits only what is below its level.",
    ),
    "TR-T18": table_rule(
        "characters",
        "Наёмный убийца отправляет в снос чужого персонажа с необходимым доходом 0 или 1 на территории без Службы "
        "охраны, если его не укрывает Бункер. Работающий Бункер укрывает одного персонажа на своей "
        "территории: самого дорогого.",
        "так Бункер укрывает без лишнего решения посреди чужого хода.",
        "The Hitman sends another player's character with required income 0 or 1 to the demolition pile, "
        "on a territory without a Bodyguard Agency, unless a Bunker shelters it. A functioning Bunker shelters "
        "one character on its territory: the most expensive.",
        "the Bunker then shelters without a decision in the middle of someone else's turn.",
    ),
    "TR-T19": table_rule(
        "characters",
        "Шпион выбирает чужую территорию без Контрразведки, на которой есть карта кроме Бункера. Бросок кубика: "
        "на 4–6 владелец Шпиона выбирает там одну карту, кроме Бункера, и она уходит в отбой.",
        "черновик даёт выбор карты владельцу Шпиона, а Бункер по нему не трогают.",
        "The Spy picks another player's territory without Counterintelligence that holds a card other than a "
        "Bunker. Roll one die: on 4–6 the Spy's owner picks one card there, never a Bunker, for the discard pile.",
        "the draft gives the pick to the Spy's owner and keeps Bunkers safe from spies.",
    ),
    "TR-T20": table_rule(
        "characters",
        "Предприниматель бросает кубик: на 4–6 он даёт 3 местного дохода. Работающая Биржа на его территории "
        "добавляет 2 при любом броске (кроме игрока под Биржевой паникой). Подъём экономики даёт ему ещё 2, "
        "Рецессия отнимает 2 (не ниже 0).",
        "так вместе работают все числа черновиков Предпринимателя, Биржи и двух событий.",
        "The Entrepreneur rolls one die: on 4–6 it gives 3 local income. A functioning Exchange on its "
        "territory adds 2 whatever the roll (not for a player hit by a Market Panic). A Boom adds 2 more this "
        "round, a Recession takes 2 away (never below 0).",
        "it makes the numbers on the Entrepreneur, the Exchange and both events work together.",
    ),
    "TR-T21": table_rule(
        "characters",
        "Реставратор переносит здание из сноса на свою территорию (нужно место). В этом раунде оно "
        "считается получившим доход, но ничего не делает; со следующего раунда оно работает как обычно.",
        "черновик возвращает здание, но запрещает ему работать в раунд восстановления.",
        "The Restorer brings one building from the demolition pile onto its own territory (room "
        "needed). This round it counts as funded but does nothing; from the next round it works as usual.",
        "the draft brings the building back but forbids it to work in the round it returns.",
    ),
    "TR-T22": table_rule(
        "characters",
        "Банкир ничего не делает сам. Он стоит на территории с Банком, и каждый Банк там вмещает на 2 единицы больше.",
        "черновик кладёт Банкира «на Банк», а на поле карты лежат на территориях.",
        "The Banker does nothing by itself. It stands on a territory with a Bank, and each Bank there holds "
        "2 more units.",
        "the draft puts the Banker 'on a Bank', and on the table cards lie on territories.",
    ),
    "TR-T23": table_rule(
        "income",
        "Общий доход раунда = сумма двух кубиков + число игроков. Настройка: один кубик + число игроков "
        "(второй кубик бросают и показывают, но не считают), только кубики, кубики + число игроков, кубики + "
        "двойное число игроков, кубики × число игроков / 2.",
        "события роста и спада меняют доход на число игроков, значит, он должен расти вместе с ним.",
        "The round's pool = the two dice + the number of players. Option: one die + players (the second die "
        "is rolled and shown but not counted), the dice alone, dice + players, dice + twice the players, "
        "dice × players / 2.",
        "the growth and decline events move the pool by the number of players, so it should scale with it.",
    ),
    "TR-T24": table_rule(
        "income",
        "Карты с необходимым доходом 0 получают его в начале фазы дохода, и их прибыль сразу доступна.",
        "Дом, Газетный киоск и Особняк ничего не просят, и прибыль с них — это стартовый капитал раунда.",
        "Cards with required income 0 are funded at the start of the income phase, and their profit is ready at once.",
        "a House, a Newsstand or a Mansion asks for nothing, and their profit is the round's seed money.",
    ),
    "TR-T25": table_rule(
        "income",
        "Ход розыгрыша: сколько угодно свободных действий (распределить, достать из Банка, объявить задание), "
        "не больше одного влияния (событие, репутация или персонаж) и ровно одно из трёх: взять единицу на "
        "свою карту, положить её в Банк или спасовать.",
        "правила дают взять по одной монете, сыграть влияние и персонажа, но не говорят, сколько за ход.",
        "A draft turn: any number of free actions (allocate, release from a Bank, claim a quest), at most one "
        "influence (event, reputation card or character) and exactly one of three: take a unit onto your "
        "card, store it in a Bank, or pass.",
        "the seed lets you take one coin, play influence and use characters, but not how many per turn.",
    ),
    "TR-T26": table_rule(
        "income",
        "Розыгрыш кончается, когда общий доход исчерпан или все спасовали подряд после последнего взятия; "
        "остаток пропадает. Затем каждый, начиная с ведущего, проводит последнее окно: распределить, "
        "достать из Банка, подложить под Плантацию, объявить задание.",
        "без правила паса игроки, которым нечего оплачивать, не дали бы фазе закончиться.",
        "The draft ends when the pool is empty or every player has passed since the last take; the rest is "
        "lost. Then each player, from the leader, has a last window: allocate, release, tuck under a "
        "Plantation, claim a quest.",
        "without a pass rule, players with nothing to fund could keep the phase from ending.",
    ),
    "TR-T27": table_rule(
        "profit",
        "Прибыль работающей карты идёт в местный доход её территории. Владелец распределяет его по 1 единице "
        "на свои карты без дохода на той же территории или на своей территории того же объединения. "
        "Нераспределённый местный доход пропадает при разрушении.",
        "черновики проверяют условия по территориям, и так важно, где что строить.",
        "A functioning card's profit goes into its territory's local income. The owner allocates it one unit "
        "at a time onto their unfunded cards on that territory or on their territory in the same union. "
        "Local income left unused is lost at destruction.",
        "the drafts test their conditions per territory, and this makes each building's place matter.",
    ),
    "TR-T28": table_rule(
        "influence",
        "Событие или карту репутации играют в свой ход розыгрыша как единственное влияние хода. Событие "
        "срабатывает сразу и уходит в отбой; его действие длится до разрушения.",
        "правила отводят влиянию фазу дохода и говорят, что событие длится один раунд.",
        "You play an event or a reputation card on your draft turn as that turn's one influence. An event "
        "works at once and goes to the discard pile; its effect lasts until destruction.",
        "the seed puts influence in the income phase and says an event lasts one round.",
    ),
    "TR-T29": table_rule(
        "influence",
        "Землетрясение отправляет в снос одно чужое здание, кроме Бункера. Наводнение бьёт любую территорию: "
        "её здания, получившие доход после него и до конца раунда, приносят 0 прибыли, Банки работают как "
        "обычно; прибыль, которую здания принесли до Наводнения, остаётся.",
        "выбор здания отдан тому, кто играет карту, как и в черновике.",
        "Earthquake sends one building of another player, never a Bunker, to the demolition pile. Flood hits "
        "any territory: its buildings funded from then until the end of the round give 0 profit, Banks work as "
        "usual; profit its buildings gave before the Flood stays.",
        "the one who plays the card chooses the building, as in the draft; an event acts from the moment it is "
        "played, and income already counted is not taken back.",
    ),
    "TR-T30": table_rule(
        "influence",
        "Кризис убирает 1 единицу из общего дохода. Подъём экономики добавляет число игроков, Рецессия отнимает его "
        "(не ниже 0). Биржевая паника бьёт одного игрока: его Биржам нужно на 2 больше, и их прибавка не "
        "действует.",
        "так записаны числа черновиков, а кризис бьёт сразу в ход игрока.",
        "Crisis removes 1 unit from the pool. Boom adds the number of players, Recession removes it (never "
        "below 0). Market Panic hits one player: their Exchanges need 2 more and give no bonus.",
        "these are the drafts' numbers, and Crisis strikes at once on its player's turn.",
    ),
    "TR-T31": table_rule(
        "influence",
        "Новые горизонты: возьмите 2 карты из основной колоды. Выгодный вклад играют на Банк, в котором есть "
        "запас: его территория получает 2 местного дохода.",
        "цель — Банк, потому что бонус в черновике зависит от запаса в нём.",
        "New Horizons: draw 2 main-deck cards. Windfall targets a Bank that holds stored units: its "
        "territory gets 2 local income.",
        "the target is the Bank because the draft's bonus depends on what it holds.",
    ),
    "TR-T32": table_rule(
        "influence",
        "Эпидемию играют на игрока. При разрушении он теряет всех персонажей, кроме укрытых: работающий "
        "Бункер укрывает самого дорогого персонажа своей территории, а каждая работающая Больница спасает "
        "самого дорогого из остальных там. Выбирать ничего не нужно: укрытие срабатывает само.",
        "автоматическое укрытие не требует решения от жертвы посреди чужого хода.",
        "Epidemic targets a player. At destruction they lose every character except the sheltered ones: a "
        "functioning Bunker shelters the most expensive character on its territory, and each functioning "
        "Hospital saves the most expensive of the others there. Nothing is chosen by hand.",
        "automatic shelter needs no decision from the victim during someone else's turn.",
    ),
    "TR-T33": table_rule(
        "influence",
        "Карта репутации лежит на территории, не занимает места и принадлежит владельцу территории. "
        "Доброе имя кладут только на свою территорию; если при разрушении у него есть доход, владелец "
        "получает 1 репутацию, и карта уходит в отбой. С настройкой «каждый раунд» она остаётся и даёт 1 "
        "репутацию в каждом раунде, когда у неё есть доход. Засуху кладут на любую территорию: доход ей не "
        "нужен, Плантации там приносят 0, значимость −1, и она остаётся.",
        "у Засухи в черновике «−1» дохода, и проще всего считать это нулём; а Доброе имя, приносившее "
        "репутацию каждый раунд, в партиях компьютера против компьютера заканчивало игру вчетвером за 6 "
        "раундов и побеждало намного чаще, чем положено одной карте.",
        "A reputation card lies on a territory, takes no room and belongs to the territory's owner. Good Name "
        "goes on your own territory only; funded at destruction, it gives its owner 1 reputation and goes to "
        "the discard pile. With the option 'every round' it stays and gives 1 reputation in every round it is "
        "funded. Drought goes on any territory: it needs no income, Plantations there give 0, significance "
        "−1, and it stays.",
        "the draft gives Drought '−1' required income, and zero is the simplest reading; a Good Name paying "
        "every round ended 4-player games in 6 rounds in computer games and won far more than its share.",
    ),
    "TR-T34": table_rule(
        "influence",
        "Дутые доходы и Дорогая земля — обузы; их кладут на любую территорию. Пока обуза лежит без дохода, "
        "ни одна другая карта этой территории не получает дохода. Если при разрушении у обузы нет дохода, "
        "владелец территории теряет 1 репутацию (не ниже 0); если есть — она уходит в отбой.",
        "у этих карт в черновике нет действия, и так у них появляются зубы.",
        "Paper Profits and Costly Land are burdens; they go on any territory. While a burden lies "
        "unfunded, no other card on that territory may receive income. Unfunded at destruction, it costs the "
        "territory's owner 1 reputation (never below 0); funded, it goes to the discard pile.",
        "the drafts give these cards no effect, and this gives them teeth.",
    ),
    "TR-T35": table_rule(
        "unions",
        "Мост строят на своей территории и называют любую другую, чью угодно. Связь действует, пока Мост "
        "работает. Мост и его связь остаются после проверки; Мост, ушедший со стола, убирает связь.",
        "так объединение всегда включает свою территорию, как требуют правила.",
        "A Bridge is built on your own territory and names any other territory, anyone's. The link holds "
        "while the Bridge is functioning. Bridge and link stay after an evaluation; a Bridge that leaves "
        "the table removes its link.",
        "a union then always holds one of your territories, as the seed demands.",
    ),
    "TR-T36": table_rule(
        "unions",
        "Каждое объединение проверяется один раз за раунд, после последнего окна. Значимость = свои "
        "территории в нём + значимость работающих карт на них. Игрок со строго наибольшей значимостью "
        "забирает все территории со всеми картами и доходом и получает 1 репутацию; при равенстве ничего "
        "не меняется.",
        "проверка в одно и то же время не даёт менять исход мгновенными действиями.",
        "Each union is evaluated once a round, after the last window. Significance = your territories in it "
        "+ the significance of functioning cards on them. The player with strictly the highest significance "
        "takes every territory with all cards and funding and gains 1 reputation; a tie changes nothing.",
        "a fixed moment keeps instant actions from flipping the outcome.",
    ),
    "TR-T37": table_rule(
        "destruction",
        "Порядок разрушения: Эпидемия → карты без дохода в снос → обузы → Доброе имя → заброшенные "
        "территории в отбой → события кончаются → проверка конца игры → ведущий передаёт роль.",
        "правила перечисляют шаги, но не их порядок, а от него зависят исходы.",
        "Destruction runs: Epidemic → unfunded cards to demolition → burdens → Good Name → "
        "neglected territories to the discard → events end → end check → the leader role passes.",
        "the seed lists the steps but not their order, and outcomes depend on it.",
    ),
    "TR-T38": table_rule(
        "quests",
        "Задание берут в свой ход строительства: одно за ход, если у вас меньше 2 заданий и колода заданий не пуста.",
        "правила говорят и «до строительства», и «в строительство», и свой ход — общее у этих слов.",
        "You take a quest in your construction turn: one per turn, if you hold fewer than 2 and the quest "
        "deck is not empty.",
        "the seed says both 'before construction' and 'in construction', and your own turn fits both.",
    ),
    "TR-T39": table_rule(
        "quests",
        "Выполненное задание объявляют в любой свой ход (строительства, розыгрыша или последнего окна): оно "
        "открывается и уходит в отбой, вы берёте карту развития и получаете 1 репутацию.",
        "так задания — главный путь к победе по репутации.",
        "You claim a completed quest on any turn of yours (construction, draft or last window): it is "
        "revealed and discarded, you draw a development card and gain 1 reputation.",
        "it makes quests the main road to a reputation win.",
    ),
    "TR-T40": table_rule(
        "quests",
        "Звание лидера заданий (+1 репутация) у того, кто выполнил строго больше всех заданий; при "
        "равенстве оно остаётся у прежнего обладателя.",
        "звание, которое переходит, не копится без конца.",
        "The quest-leader title (+1 reputation) belongs to the player with strictly the most completed quests; "
        "a tie leaves it with its holder.",
        "a title that moves cannot pile up without end.",
    ),
    "TR-T41": table_rule(
        "quests",
        "Условия 12 заданий (в колоде 14 карт, «Два берега» и «Скрепочная фабрика» по две): «Горький опыт» — "
        "вас ограбил Вор; «Колбасная лавка» — работающие Завод (или Концерн) и Торговый дом на одной вашей "
        "территории; «Удачный год» — ваша территория принесла в этом раунде 4 прибыли или больше; «Два "
        "берега» — ваш работающий Мост; «Хлеба и зрелищ» — работающие Цирк или Казино; «Скрепочная "
        "фабрика» — работающие Завод или Концерн; «Охота на шпиона» — вы убрали чужого Шпиона Наёмным "
        "убийцей или захватом его территории; «Землевладелец» — 4 территории; «Полная занятость» — 6 ваших "
        "карт работают одновременно; «Объединитель» — вы победили в объединении; «Убежище» — работающие "
        "Бункер и Больница; «Копилка» — в ваших Банках вместе 2 единицы или больше.",
        "у набросков заданий нет проверяемых условий, а программе они нужны.",
        "The 12 quest conditions (the deck has 14 cards, with two each of Two Shores and Paperclip Works): "
        "Hard Lesson — a Thief robbed you; Sausage Shop — a functioning Factory (or Conglomerate) and Trading "
        "House on one of your territories; Good Year — a territory of yours earned 4 profit or more this "
        "round; Two Shores — your own functioning Bridge; Bread and Circuses — a functioning Circus or Casino; "
        "Paperclip Works — a functioning Factory or Conglomerate; Spy Hunt — you removed another player's Spy "
        "with your Hitman or by taking its territory; Landowner — 4 territories; Full Employment — 6 of your "
        "cards functioning at once; Unifier — you won a union evaluation; Safe Haven — a functioning Bunker "
        "and Hospital; Piggy Bank — your Banks hold 2 units or more in total.",
        "the quest sketches have no testable conditions, and a program needs them.",
    ),
    "TR-T42": table_rule(
        "market",
        "Цены объявлены, торг — лишь одно встречное предложение (TR-T48). Каждый, начиная с ведущего, "
        "выставляет до 2 карт с руки (основных или развития) с ценой 1–3 карты. Затем каждый может купить "
        "одно чужое предложение, отдав ровно столько карт с руки продавцу. Непроданное возвращается.",
        "свободный торг нельзя честно сыграть с компьютером, а объявленная цена понятна всем.",
        "Prices are posted; the only haggling is one lower bid (TR-T48). Each player, from the leader, offers "
        "up to 2 hand cards (main or development) at a price of 1–3 cards. Then each may buy one offer of "
        "another player, handing exactly that many hand cards to the seller. Unsold offers go back.",
        "free haggling cannot be played fairly with the computer, and a posted price is clear to everyone.",
    ),
    "TR-T43": table_rule(
        "end",
        "Репутацию дают: каждое выполненное задание +1, звание лидера заданий +1, Доброе имя с "
        "доходом +1 (один раз, с настройкой — каждый раунд), победа в объединении +1; обуза без дохода −1. "
        "Ниже 0 репутация не падает.",
        "правила называют лишь один источник, а победа по репутации требует нескольких.",
        "Reputation comes from: each completed quest +1, the quest-leader title +1, a funded Good Name +1 "
        "(once, or every round with the option), a union won +1; an unfunded burden −1. Reputation never "
        "drops below 0.",
        "the seed names only one source, and a reputation win needs several.",
    ),
    "TR-T44": table_rule(
        "end",
        "Конец проверяют после разрушения: у кого-то репутация (со званием) не меньше цели (обычно 5, "
        "настройка от 3 до 12); или основная колода пуста и у кого-то нет на руке основных карт и карт "
        "развития; или после первого раунда, в котором после добора основная колода пуста, сыграно ещё 2 "
        "раунда (настройка «раундов после колоды» от 0 до 5); или сыгран 30-й раунд.",
        "так каждая игра состоит из целых раундов и всегда кончается, а игроки, которые копят карты на руке, "
        "не затягивают её до 30-го раунда.",
        "The end is checked after destruction: someone's reputation (with the title) reaches the target "
        "(default 5, option 3 to 12); or the main deck is empty and someone holds no main or development "
        "card; or 2 more rounds have been played after the first round whose draw left the main deck empty "
        "(the option 'rounds after the deck', 0 to 5); or round 30 has been played.",
        "every game then plays whole rounds and always ends, and players who hoard their hand cards cannot "
        "drag it on to round 30.",
    ),
    "TR-T45": table_rule(
        "end",
        "Счёт = репутация (со званием) − 2 за каждое задание на руке; он может быть ниже нуля. При равенстве "
        "выше тот, у кого больше территорий, затем больше работающих карт в последнем раунде, иначе место "
        "делится.",
        "правила не говорят, как делить ничью.",
        "Score = reputation (with the title) − 2 for each quest in hand; it may go below zero. Ties go to "
        "more territories, then more functioning cards in the last round, otherwise the place is shared.",
        "the seed says nothing about ties.",
    ),
    "TR-T46": table_rule(
        "design",
        "Двусторонних карт нет: у каждой карты одна сторона.",
        "они удвоили бы и выбор ходов, и тексты, а попробовать их можно позже как вариант.",
        "There are no two-sided cards: every card has one face.",
        "they would double both the moves to choose from and the texts; they can come later as a variant.",
    ),
    "TR-T47": table_rule(
        "buildings",
        "Содержание: каждому зданию и персонажу нужно на столько единиц дохода больше напечатанного, "
        "сколько задаёт настройка «содержание» (от 0 до 2, обычно 1; при 0 действуют напечатанные числа), и "
        "каждое из них с напечатанной прибылью больше 0 приносит на столько же больше. Карты репутации и "
        "развития не меняются; «уровень» (TR-T12) и выбор самого дорогого персонажа для укрытия смотрят на "
        "напечатанные числа. Карта с напечатанным необходимым доходом 0 работает, только получив "
        "содержание, но без него не рушится.",
        "с напечатанными числами игроки в партиях компьютера тратили лишь 40–55 % общего дохода и рушился "
        "1 % карт, а с +1 тратится около 85 % и рушится около 15 %, так что доход снова приходится выбирать.",
        "Upkeep: every building and character needs as many more income units than printed as the option "
        "'upkeep' says (0 to 2, default 1; 0 plays the printed numbers), and each of them with a printed "
        "profit above 0 gives as many more. Reputation and development cards do not change; a card's level "
        "(TR-T12) and the choice of the most expensive character to shelter read the printed numbers. A card "
        "printed with required income 0 works only once it gets its upkeep, but never collapses without it.",
        "with the printed numbers players in computer games used only 40–55 % of the pool and 1 % of cards "
        "collapsed; with +1 about 85 % is used and about 15 % collapse, so income is a real choice again.",
    ),
    "TR-T48": table_rule(
        "market",
        "Встречная цена. В свой черёд покупки покупатель может вместо покупки по объявленной цене предложить "
        "за одно чужое предложение меньше: от 1 карты до цены на 1 ниже объявленной и не больше, чем у него "
        "на руке; за базарный день — одно такое предложение. Продавец сразу соглашается (покупатель отдаёт "
        "предложенное число карт с руки, по одной, и получает карту) или отказывает (покупатель может купить "
        "что-нибудь по объявленной цене или ничего не покупать, но второй раз цену не предлагает). "
        "Предложения цены и ответы видят все.",
        "в исходнике торг свободный, а одно встречное предложение с ответом «да» или «нет» оставляет торг "
        "коротким и понятным, и компьютер может и предложить цену, и ответить на неё.",
        "Counter-offers. On their buy turn a buyer may, instead of buying at the posted price, bid less for one "
        "offer of another player: from 1 card up to one card below the asked price and no more than their "
        "hand holds; one such bid per market day. The seller answers at once: accept (the buyer hands over "
        "the bid, card by card, and takes the card) or refuse (the buyer may still buy an offer at its asked "
        "price or buy nothing, but cannot bid again). Everyone sees the bids and the answers.",
        "the seed lets players haggle freely; a single bid answered yes or no keeps bargaining short and "
        "clear, and the computer can both make a bid and answer one.",
    ),
}

#: Every table rule by id: ``{"ru": ..., "en": ...}``, the text the rules help shows; the rules section each
#: belongs to.
TABLE_RULES, RULE_SECTION = split_rules(_RULES)
