"""The table rules of The Ancient World: the choices this app makes where the printed rules are silent
or unclear, in Russian and English, and the rules section each belongs to. Each text is the choice
followed by a one-sentence reason. No Qt here."""

from __future__ import annotations

from civitas.engine.table_rules_help import split_rules, table_rule

_RULES: dict[str, tuple[str, dict[str, str]]] = {
    "TR-A1": table_rule(
        "build",
        "Две стартовые карты империи занимают 2 из 4 мест столицы.",
        "каждой карте империи нужно место, а стартовые карты — тоже карты империи.",
        "The two starting empire cards take 2 of the capital's 4 spaces.",
        "every empire card needs a space, and the starting cards are empire cards.",
    ),
    "TR-A2": table_rule(
        "empire_cards",
        "На стартовых картах нет знамён и цены: каждая даёт только 1 еду.",
        "эти карты есть у всех поровну, и знамёна на них никого бы не выделили.",
        "The starting cards carry no banners and no price: each gives 1 food only.",
        "everyone owns the same pair, so banners on them would favour nobody.",
    ),
    "TR-A3": table_rule(
        "placement",
        "Житель, полученный по значку жителя на карте, доступен сразу, а не после голодающих.",
        "правила говорят «немедленно» и, в отличие от роста населения, не отправляют его к голодающим.",
        "A citizen gained from a card's citizen icon can be placed at once, not after waiting as starving.",
        "the rules say 'at once' and, unlike Grow population, do not send it to the starving space.",
    ),
    "TR-A4": table_rule(
        "board_actions",
        "У игрока не больше 5 жителей: рост населения тогда недоступен, значок жителя ничего не даёт, "
        "и карта, платящая за еду при новом жителе, не срабатывает.",
        "в коробке ровно по 5 жетонов каждого цвета.",
        "A player has at most 5 citizens: Grow population is then refused, a citizen icon gives nothing, "
        "and the card that pays per food on a new citizen does not fire.",
        "the box holds exactly 5 tokens of each colour.",
    ),
    "TR-A5": table_rule(
        "board_actions",
        "Служба в армии даёт **меч**; он виден на планшете до конца раунда.",
        "меч засчитывается против любого титана, а правила говорят лишь о «символе атаки».",
        "Serve in the army gives a **sword**, shown on your board until the round ends.",
        "a sword counts against every titan, and the rules only say 'attack symbol'.",
    ),
    "TR-A6": table_rule(
        "fight",
        "Бой нельзя проиграть: начать его можно, только если атака не меньше защиты, иначе ничего не платится.",
        "правила не описывают поражения, а всё нужное известно до оплаты.",
        "A fight cannot be lost: it may start only when the attack reaches the defence, and nothing is paid otherwise.",
        "the rules describe no defeat, and everything is known before paying.",
    ),
    "TR-A7": table_rule(
        "fight",
        "Порядок боя: оплата войск (шпионаж даёт знание) → проверка победы → титан к игроку со всеми "
        "свойствами → восстановление от войска → бросок кубиков → выбор переворачиваемых карт → сброс "
        "армий сверх лимита → трофей → открытие следующего титана.",
        "так соблюдены слова правил «перед броском» и «после победы».",
        "A fight runs: pay the troops (espionage gives knowledge) → check the win → take the titan with all "
        "its properties → the troop's restore → roll the dice → choose the cards to flip → discard armies "
        "over the limit → trophy → reveal the next titan.",
        "it keeps the rules' 'before the roll' and 'after the victory'.",
    ),
    "TR-A8": table_rule(
        "damage",
        "Когда лимит армий падает, владелец сам выбирает целые армии для сброса; они уходят из игры, "
        "монеты с них — в запас.",
        "правила велят сбрасывать и распущенные войска, а колоду войск не перемешивают заново.",
        "When the army limit drops, the owner picks whole armies to discard; they leave the game and their "
        "coins go to the supply.",
        "the rules discard dismissed troops too, and the troop deck is never reshuffled.",
    ),
    "TR-A9": table_rule(
        "army",
        "Если колода войск кончилась, ряд войск остаётся неполным.",
        "для войск правила не дают перемешивания сброса.",
        "When the troop deck runs out, the troop row stays short.",
        "the rules give no reshuffle for troops.",
    ),
    "TR-A10": table_rule(
        "round",
        "В 4-м раунде колода и сброс империи А уходят из игры; отложенные карты А можно построить и позже.",
        "правила велят перейти на колоду В, а отложенные карты уже принадлежат игроку.",
        "In round 4 the Empire A deck and its discard pile leave the game; reserved A cards can still be built later.",
        "the rules switch to Empire B, and reserved cards already belong to their player.",
    ),
    "TR-A11": table_rule(
        "round",
        "Если колода империи кончается посреди действия, её сброс сразу перемешивают и продолжают; если пусто "
        "и там, берут сколько есть.",
        "исследование может исчерпать колоду и в середине раунда, не только при подготовке.",
        "If the empire deck runs out in the middle of an action, its discard pile is shuffled at once and "
        "play goes on; if both are empty, you draw what there is.",
        "Explore can empty the deck in mid-round, not only during preparation.",
    ),
    "TR-A12": table_rule(
        "build",
        "Отложенных карт сколько угодно; они лежат лицом вниз, их видит только владелец, а другие видят "
        "число и рубашку (А или В). Карты, сброшенные после исследования, открыты всем.",
        "правила кладут отложенные карты рубашкой вверх, а остальные — в обычный сброс.",
        "There is no limit on reserved cards; they lie face down and only the owner sees them, the others "
        "see their number and back (A or B). Cards discarded after exploring are public.",
        "the rules lay reserved cards face down and the rest on the ordinary discard pile.",
    ),
    "TR-A13": table_rule(
        "army",
        "Ниже лимита игрок сам выбирает: новая армия или новое войско поверх неиспользованного, которое "
        "распускается. На лимите — только второе.",
        "роспуск честно приносит опыт, а правила требуют его лишь на пределе.",
        "Below the limit you choose: a new army, or the new troop on top of an unused one, which is "
        "dismissed. At the limit only the second.",
        "dismissing honestly earns experience, and the rules force it only at the limit.",
    ),
    "TR-A14": table_rule(
        "empire_cards",
        "Карта, дающая знание и жетон первого игрока, кладёт жетон рукой вверх, как и «Восстановить».",
        "иначе две такие карты могли бы перетягивать жетон весь раунд.",
        "The card that gives knowledge and the first-player token lays the token hand side up, as Restore does.",
        "otherwise two such cards could pass the token back and forth all round.",
    ),
    "TR-A15": table_rule(
        "setup",
        "В начале игры жетон первого игрока лежит рукой вниз, так что его можно забрать уже в 1-м раунде.",
        "сторона с рукой вверх в правилах появляется только после действия «Восстановить».",
        "At the start the first-player token lies hand side down, so it can be claimed in round 1.",
        "the rules turn the hand side up only after Restore.",
    ),
    "TR-A16": table_rule(
        "empire_cards",
        "Две карты, копирующие действие чужой карты, могут выбрать любую открытую чужую карту с действием, "
        "кроме друг друга; действие выполняется как своё, а владелец по-прежнему может сам занять эту карту.",
        "так нет бесконечных цепочек, а у перевёрнутой карты свойств нет.",
        "The two cards that copy another player's card action may pick any face-up card of another player "
        "with an action, except each other; it works as your own, and the owner may still use that card.",
        "this rules out endless chains, and a face-down card has no properties.",
    ),
    "TR-A17": table_rule(
        "empire_cards",
        "Карту бесплатной постройки сбрасывают до покупки, так что её место освобождается; плата за ячейку "
        "«Строить» остаётся.",
        "эта карта отменяет лишь цену новой карты.",
        "The free-building card is discarded before the purchase, so its space is free again; the Build "
        "slot fee still applies.",
        "the card waives only the new card's price.",
    ),
    "TR-A18": table_rule(
        "empire_cards",
        "Карта, которая исследует и даёт 2 монеты, работает и в 1-м раунде.",
        "накладка закрывает ячейку на поле, а не само действие.",
        "The card that explores and gives 2 coins works in round 1 too.",
        "the cover hides the board slot, not the action itself.",
    ),
    "TR-A19": table_rule(
        "build",
        "Запрет двойников касается построенных карт, открытых и потерянных; отложить двойника можно, построить нельзя.",
        "правила запрещают *иметь* две одинаковые карты, а отложенная карта ещё не входит в империю.",
        "The no-twins rule covers built cards, face up or lost; you may reserve a twin but never build it.",
        "the rules forbid *having* two identical cards, and a reserved card is not yet in your empire.",
    ),
    "TR-A20": table_rule(
        "setup",
        "Монеты и знания не ограничены числом жетонов в коробке; на экране это просто числа.",
        "правила не ставят предела, а 16 жетонов знаний при четверых могут кончиться.",
        "Coins and knowledge are not limited by the tokens in the box; on screen they are plain numbers.",
        "the rules set no limit, and 16 knowledge tokens could run dry with four players.",
    ),
    "TR-A21": table_rule(
        "scoring",
        "Если равны и очки, и все три дополнительных показателя, победа делится.",
        "правила на этот случай молчат.",
        "If the points and all three tie-breaks are equal, the win is shared.",
        "the rules say nothing about this case.",
    ),
    "TR-A22": table_rule(
        "scoring",
        "На провинциях нет знамён.",
        "источниками знамён правила называют карты империи и титанов.",
        "Provinces carry no banners.",
        "the rules name empire cards and titans as the sources of banners.",
    ),
    "TR-A23": table_rule(
        "empire_cards",
        "Карта, переставляющая титанов: если в колоде меньше 4 карт, берутся все; бой после неё по желанию и "
        "считается единственным боем хода; открыта только новая верхняя карта.",
        "правила говорят «можете» и «немедленно».",
        "The card that reorders titans: with fewer than 4 cards in the deck you take them all; the fight "
        "after it is optional and is the turn's one fight; only the new top card is face up.",
        "the rules say 'may' and 'at once'.",
    ),
    "TR-A24": table_rule(
        "empire_cards",
        "Карта первого спасовавшего: выбрав верх колоды, игрок откладывает карту, не увидев её заранее.",
        "иначе это было бы бесплатное подглядывание.",
        "The first-passer card: choosing the top of the deck, you reserve that card without seeing it first.",
        "otherwise it would be a free peek.",
    ),
    "TR-A25": table_rule(
        "end_round",
        "Кто из жителей голодает, выбирает владелец; компьютер по умолчанию оставляет без еды жителей "
        "с наименьшим навыком.",
        "правила не говорят, кто именно остаётся ненакормленным.",
        "The owner chooses which citizens starve; the computer starves the lowest skills by default.",
        "the rules do not say which citizens go unfed.",
    ),
    "TR-A26": table_rule(
        "empire_cards",
        "Обе карты, срабатывающие на учёбу соседа, необязательны: владельца спрашивают в тот же момент.",
        "правила говорят «можете».",
        "Both cards that react to a neighbour's Study are optional: the owner is asked when it happens.",
        "the rules say 'may'.",
    ),
    "TR-A27": table_rule(
        "empire_cards",
        "Сосед слева — следующий по часовой стрелке, сосед справа — предыдущий; вдвоём оба — соперник.",
        "так сидят за настоящим столом.",
        "Your left neighbour is the next player clockwise, your right neighbour the previous one; with two "
        "players both are your opponent.",
        "that is how people sit at a real table.",
    ),
    "TR-A28": table_rule(
        "scoring",
        "Карта очков за красные знамёна даёт 1 очко за каждое красное знамя после второго, считая не больше "
        "шести: 3 → 1, 4 → 2, 5 → 3, 6 → 4. Такие же карты есть для других цветов.",
        "это в точности повторяет пример из правил и легко считается.",
        "The end-game card for red banners gives 1 point for each red banner beyond the second, counting at "
        "most six: 3 → 1, 4 → 2, 5 → 3, 6 → 4. Other colours have cards of the same kind.",
        "it matches the example of the printed rules exactly and is easy to count.",
    ),
    "TR-A29": table_rule(
        "placement",
        "Плата за ячейки «Строить» и «Рекрутировать» берётся при размещении, даже если покупать нечего, и "
        "не возвращается.",
        "правила связывают плату с размещением жителя, а не с покупкой.",
        "The Build and Recruit fee is paid on placement, even when there is nothing to buy, and it is not refunded.",
        "the rules tie the fee to placing the citizen, not to the purchase.",
    ),
    "TR-A30": table_rule(
        "setup",
        "Первого игрока задаёт настройка новой игры: его можно указать, иначе его выбирает жребий.",
        "«самый старший игрок» ничего не значит для программы.",
        "The first player is set by a new-game option: you may name one, otherwise the computer picks at random.",
        "'the oldest player' means nothing to a program.",
    ),
    "TR-A31": table_rule(
        "empire_cards",
        "Спасовавшего игрока не спрашивают о картах, срабатывающих на учёбу соседа: до конца раунда он "
        "больше ничего не делает.",
        "правила говорят, что спасовавший игрок больше не участвует в текущем раунде.",
        "A player who has passed is not asked about the cards that react to a neighbour's Study: they do "
        "nothing more until the round ends.",
        "the rules say that a player who has passed takes no further part in the current round.",
    ),
}

#: Every table rule by id: ``{"ru": ..., "en": ...}``, the text the rules help shows; the rules section each
#: belongs to.
TABLE_RULES, RULE_SECTION = split_rules(_RULES)
