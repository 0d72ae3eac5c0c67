"""The table rules of Empires («Империи»): the choices this project makes where the rulebook (seed 004) is
silent, unclear or lost its icons, in Russian and English, and the rules section each belongs to. Each text
is the choice followed by a one-sentence reason. TR-E1…TR-E10 follow the spec's c5 list in its order,
TR-E11 (the moment of collapse) is ours; rules added later (the solo automaton's, TR-E12…TR-E19, then
TR-E20, the order of end-of-game effects) are appended without renumbering. The glyph readings RD-1…RD-9
that TR-E1 adopts are in ``rules_help_readings.py``. No Qt here."""

from __future__ import annotations

from civitas.engine.table_rules_help import split_rules, table_rule

_RULES: dict[str, tuple[str, dict[str, str]]] = {
    "TR-E1": table_rule(
        "readings",
        "Там, где в книге правил пропали значки, программа читает их так, как сказано в девяти прочтениях "
        "RD-1…RD-9 (раздел «Прочтение утраченных символов»). Каждое прочтение — настройка в данных игры, а "
        "не строка кода.",
        "текст правил сохранил слова, но потерял почти все значки, а с пропусками играть нельзя; прочтение "
        "в данных можно поправить в одном месте, если найдётся источник надёжнее.",
        "Where the rulebook's symbols are lost, this app reads them as the nine readings RD-1…RD-9 say "
        "(section Readings of lost symbols). Each reading is a setting in the game's data, not a line of code.",
        "the rulebook kept its words but lost almost every icon, and nobody can play with blanks; a reading "
        "kept as data can be corrected in one place when a better source turns up.",
    ),
    "TR-E2": table_rule(
        "keywords",
        "Эффекты «все игроки» и «все остальные игроки» обходят стол по часовой стрелке, начиная от "
        "хозяина карты. Каждый, кого задела атака, прежде чем она на него подействует, может ответить "
        "защитой, и тогда атака для него отменяется. Свойства, которые можно применять и в чужой ход, "
        "предлагаются остальным игрокам по часовой стрелке в конце каждого хода.",
        "правила не задают порядок, а он важен, когда стопка беспорядков или рынок иссякают посреди эффекта.",
        "Effects on 'all players' and 'all other players' go round the table clockwise, starting from the "
        "card's owner. Each player an attack reaches may first answer with a protection, which cancels the "
        "attack for that player. Abilities usable also during other players' turns are offered to the other "
        "players, clockwise, at the end of every turn.",
        "the rulebook leaves the order open, and it matters when the unrest pile or the market runs short "
        "in the middle of an effect.",
    ),
    "TR-E3": table_rule(
        "solstice",
        "Всё идёт по одному шагу: ход следующего игрока начинается, только когда закончилось обновление "
        "предыдущего, а в солнцестояние игроки выполняют эффекты по порядку мест от первого игрока, каждый "
        "целиком. Порядок своих эффектов игрок выбирает сам, если от него что-то зависит (эффект, от которого "
        "можно отказаться, плата, просмотр карт); эффекты, которые только приносят ресурсы, идут без вопроса в "
        "порядке карт: сначала карта способности, затем карты в игре в том порядке, в каком они туда попали.",
        "за настоящим столом ради скорости действуют внахлёст и проводят солнцестояние все сразу; программе "
        "нужен один порядок игроков. Правила отдают порядок эффектов игроку, а вопрос там, где порядок ничего "
        "не меняет, только отнимал бы время.",
        "Everything happens one step at a time: the next player's turn starts only when the previous "
        "cleanup is over, and at the solstice the players resolve their effects in seat order from the first "
        "player, each completely. A player chooses the order of their own effects when it can change "
        "something (an effect they may decline, a price, a look at cards); effects that only bring resources go "
        "without a question in card order: the power card first, then the cards in play in the order they "
        "arrived there.",
        "at a real table players overlap to save time and resolve the solstice all at once; a program needs "
        "one order of players. The rules give the order of effects to the player, and a question where the "
        "order changes nothing would only cost time.",
    ),
    "TR-E4": table_rule(
        "end",
        "При упадке считаются карты беспорядков в руке, в игровой области, в личной колоде, в сбросе и в "
        "летописи. Беспорядки в гарнизоне под другой картой и в стопке затопленных карт не считаются.",
        "в перечне мест из книги правил этих двух зон нет, и обе лежат вне круговорота колоды.",
        "At a collapse the unrest cards that count are those in the hand, the play area, the draw pile, the "
        "discard and the history. Unrest kept as a garrison under another card, or in a sunk pile, does not "
        "count.",
        "the rulebook's list of places leaves these two zones out, and both lie outside the cycle of the deck.",
    ),
    "TR-E5": table_rule(
        "market",
        "Ячейка рынка, у которой пусты и своя колода, и основная, остаётся пустой до конца партии.",
        "заполнить её нечем, а пустая ячейка — единственный выход, при котором не приходится выдумывать карту.",
        "A market slot whose own deck and the main deck are both empty stays empty for the rest of the game.",
        "there is nothing to refill it with, and an empty slot is the only answer that invents no card.",
    ),
    "TR-E6": table_rule(
        "revolt",
        "Ход «Революция» может вернуть и ноль карт беспорядков; тогда ход сразу переходит к обновлению.",
        "правила говорят «любое количество», а ноль позволяет игроку с неудачной рукой пропустить ход, "
        "сбросить карты и набрать новые.",
        "A Revolt turn may return zero unrest cards; the turn then goes straight to cleanup.",
        "the rulebook says 'any number', and zero lets a player with a poor hand pass, discard and draw a fresh one.",
    ),
    "TR-E7": table_rule(
        "effects",
        "«Выберите» предлагает только те варианты, которые можно выполнить полностью. Карту, первый шаг "
        "которой — выбор или оплата, можно разыграть, только если этот шаг выполним; поэтому карта "
        "беспорядков, ни один вариант которой вам сейчас не по силам, остаётся в руке.",
        "правила разрешают выбирать лишь то, что можно оплатить; проверка до розыгрыша не даёт потратить "
        "жетон действия на карту, которая ничего не сделает.",
        "A 'choose' offers only the options you can carry out in full. A card whose first step is a choice "
        "or a payment can be played only if that step can be done, so an unrest card none of whose options "
        "you can afford stays in your hand.",
        "the rulebook lets you pick only what you can pay for; checking before the play keeps you from "
        "spending an action token on a card that would do nothing.",
    ),
    "TR-E8": table_rule(
        "components",
        "Открыто для всех: сбросы, игровые области с гарнизонами и жетонами, области прогресса, рынок, "
        "изгнание и размер любой стопки. Только владельцу видны: рука, летопись, затопленные карты и "
        "содержимое колоды усиления (карта трансформации внизу лежит открыто). Не видны никому: малые "
        "колоды, основная колода, закрытые карты славы и карты славы, убранные при подготовке. Порядка "
        "карт в личной колоде не знает никто, даже владелец: вы знаете, какие карты в ней лежат, но не "
        "какая придёт следующей.",
        "книга правил говорит, какие стопки лежат рубашкой вверх, но не говорит, кому можно в них смотреть; "
        "так устроен настоящий стол, где свою перетасованную колоду не видно и самому.",
        "Open to all: discard piles, play areas with their garrisons and tokens, development areas, the "
        "market, the exile pile and the size of every pile. Seen by the owner only: the hand, the history, "
        "sunk cards and the contents of the nation deck (the accession card at its bottom lies face up). "
        "Seen by nobody: the small decks, the main deck, the face-down fame cards and the fame cards "
        "removed at setup. Nobody knows the order of a draw pile, not even its owner: you know which cards "
        "are in it, never which one comes next.",
        "the rulebook says which piles lie face down but not who may look into them; this is how a real "
        "table works, where you cannot see your own shuffled deck either.",
    ),
    "TR-E9": table_rule(
        "fame",
        "Сторону Б венчающей карты каждый игрок может получить не больше одного раза; если тот же игрок "
        "добирается до неё снова, ничего не происходит.",
        "правила дают сторону Б каждому игроку один раз, но не говорят, что делает повторная попытка; "
        "пустая попытка не даёт карте платить дважды.",
        "Each player can claim side B of the capstone at most once; when the same player reaches it again, "
        "nothing happens.",
        "the rulebook grants side B once to each player but does not say what a second attempt does; an "
        "empty attempt keeps the card from paying twice.",
    ),
    "TR-E10": table_rule(
        "overview",
        "Один игрок играет против автомата — Соперника: он действует внутри хода партии, а не как "
        "компьютерный игрок за столом, пользуется шестью маркерами рынка и кубиком, а его собственные "
        "правила — правила стола, которые идут следом.",
        "правила одиночной игры вынесены в книге в отдельную брошюру, которой в нашем источнике нет; "
        "компоненты для одиночной игры перечислены, а правил к ним нет; соперник нашей разработки, "
        "записанный как правила стола, делает одиночную партию честной и проверяемой.",
        "A single player plays against an automaton, the Rival: it acts inside the flow of the game rather "
        "than as a computer player at the table, uses the six market markers and the die, and its own rules "
        "are the table rules that follow.",
        "the rulebook keeps its solo rules in a separate booklet, which our source does not contain; the "
        "components for solo play are listed but their rules are missing; a rival of our own design, "
        "written down as table rules, makes the solo game fair and checkable.",
    ),
    "TR-E11": table_rule(
        "end",
        "Упадок наступает в тот миг, когда последняя карта покидает стопку беспорядков (уходит в руку или "
        "под карту рынка), а не позже, когда из пустой стопки понадобится следующая.",
        "правила говорят, что игра кончается, когда стопка иссякла; немедленный упадок делает последнюю "
        "карту стопки заметным сигналом тревоги для всех.",
        "The collapse comes the moment the last card leaves the unrest pile (into a hand or under a market "
        "card), not later, when the next card would be needed from the empty pile.",
        "the rulebook ends the game when the pile runs out; an immediate collapse turns the pile's last card "
        "into an alarm that every player can see coming.",
    ),
    "TR-E12": table_rule(
        "setup",
        "Один игрок играет против Соперника — автомата, который не является игроком. Партия готовится как на "
        "двоих (карты с пометками 3+ и 4 убираются, в малых колодах по 6 карт, из колоды славы убираются 2 "
        "карты). У Соперника есть открытая стопка взятых им карт, свой запас прогресса и шесть маркеров рынка, "
        "по одному на каждую грань кубика; в начале все маркеры у него.",
        "подготовка как на двоих даёт рынку темп партии вдвоём, а открытая стопка позволяет в любой момент "
        "сравнить счёт.",
        "A single player plays against the Rival, an automaton that is not a player. The game is set up as for "
        "two players (cards marked 3+ and 4 are removed, small decks of 6 cards, 2 fame cards removed). The "
        "Rival has a face-up pile of the cards it takes, its own progress and the six market markers, one for "
        "each face of the die; all of them start with it.",
        "the two-player setup gives the market the pace of a two-player game, and the face-up pile lets you "
        "compare scores at any moment.",
    ),
    "TR-E13": table_rule(
        "turn",
        "После вашего обновления, до солнцестояния, ходит Соперник: он дважды бросает кубик. Грани 1–5 "
        "указывают на ячейку рынка с тем же номером, грань 6 — на колоду славы. Если маркера этой грани на "
        "цели нет, Соперник кладёт его туда (заявка). Если маркер уже там, Соперник забирает цель, и маркер "
        "возвращается к нему.",
        "заявка заранее показывает, что Соперник заберёт, и оставляет вам ход, чтобы перехватить карту; два "
        "броска за ход дают Сопернику темп второго игрока.",
        "After your cleanup, before the solstice, the Rival takes its turn: it rolls the die twice. Faces 1–5 "
        "point at the market slot of that number, face 6 at the fame deck. If that face's marker is not on the "
        "target, the Rival puts it there (a claim). If the marker is already there, the Rival takes the target "
        "and the marker comes back to it.",
        "a claim shows in advance what the Rival will take and leaves you a turn to snatch the card; two rolls "
        "a turn give the Rival the pace of a second player.",
    ),
    "TR-E14": table_rule(
        "market",
        "Если карта с маркером Соперника покинула рынок (вы её приобрели, взяли прорывом или изгнали), маркер "
        "возвращается к Сопернику в начале его хода, и следующий бросок этой грани снова лишь делает заявку.",
        "перехват заявленной карты — главный способ сдерживать Соперника, и он должен стоить Сопернику целого "
        "броска.",
        "If a card carrying the Rival's marker leaves the market (you acquired it, broke through for it or "
        "exiled it), the marker comes back to the Rival at the start of its turn, and that face's next roll "
        "only claims again.",
        "snatching a claimed card is your main way to hold the Rival back, and it should cost the Rival a "
        "whole roll.",
    ),
    "TR-E15": table_rule(
        "market",
        "Взятая с рынка карта ложится в стопку Соперника вместе с прогрессом на ней (прочие жетоны уходят в "
        "общий запас), ячейка пополняется как обычно. Беспорядки из-под карты ячеек 1–3 возвращаются в стопку "
        "беспорядков, а из-под карты ячеек 4 и 5 уходят в ваш сброс. Если грань указывает на пустую ячейку, "
        "Соперник получает 1 прогресс.",
        "Соперник должен давить беспорядками, как живой соперник, но не так сильно, чтобы упадок стал "
        "неизбежным; угрозу несут ячейки основной колоды 4 и 5, и заявка показывает её заранее.",
        "A market card the Rival takes goes into its pile with the progress on it (other tokens go back to the "
        "supply), and the slot is refilled as usual. The unrest under a card from slots 1–3 goes back to the "
        "unrest pile; the unrest under a card from slots 4 and 5 goes into your discard pile. A face pointing "
        "at an empty slot gives the Rival 1 progress.",
        "the Rival should press you with unrest as a live opponent does, but not so hard that the collapse "
        "becomes certain; the main-deck slots 4 and 5 carry that threat, and the claim shows it in advance.",
    ),
    "TR-E16": table_rule(
        "fame",
        "Грань 6 забирает верхнюю закрытую карту славы. Если осталась только венчающая карта, Соперник "
        "получает её сторону А (5 прогресса, карта переворачивается на сторону Б, наступает конец игры), "
        "позже один раз сторону Б (2 прогресса), а дальше ничего.",
        "Соперник тянется к славе, как игрок, и служит часами партии: когда он доберётся до венчающей карты, "
        "игра пойдёт к концу.",
        "Face 6 takes the top face-down fame card. When only the capstone is left, the Rival claims its side A "
        "(5 progress, the card turns to side B, the end is triggered), later side B once (2 progress), then "
        "nothing.",
        "the Rival reaches for fame as a player does and works as the game's clock: when it reaches the "
        "capstone, the game heads for its end.",
    ),
    "TR-E17": table_rule(
        "keywords",
        "Соперник не игрок: он не принимает решений, не участвует в солнцестоянии и не отвечает на атаки. "
        "Эффекты «все остальные игроки» и атаки никого не затрагивают, «все игроки» — только вас, красть не у "
        "кого. Конец игры наступает как обычно (опустела основная колода, ваша область прогресса, перевёрнута "
        "венчающая карта), и после этого доигрываются этот раунд и ещё один.",
        "автомат, который лишь бросает кубик, легко объяснить и проверить, а карты, рассчитанные на "
        "соперников, просто теряют эту часть.",
        "The Rival is not a player: it makes no decisions, has no solstice and never answers attacks. Effects "
        "on 'all other players' and attacks reach nobody, 'all players' means you, and there is nobody to "
        "steal from. The end comes as usual (the main deck or your development area empty, the capstone "
        "turned), and then this round and one more are played.",
        "an automaton that only rolls a die is easy to explain and to check, and cards aimed at opponents "
        "simply lose that part.",
    ),
    "TR-E18": table_rule(
        "scoring",
        "В конце Соперник получает ПО за каждую карту своей стопки по категории: регион 2, племена 2, "
        "цивилизация 4, данники 3, слава 5 (карта двух категорий — по лучшей), плюс 1 ПО за каждый свой "
        "прогресс. Вы побеждаете, если набрали не меньше ПО, чем Соперник; при равенстве победа общая.",
        "счёт по категориям не зависит от условий на картах, написанных для игрока, а числа подобраны так, "
        "чтобы небрежная партия проигрывала.",
        "At the end the Rival scores each card in its pile by category: region 2, uncivilised 2, civilised 4, "
        "tributary 3, fame 5 (a card of two categories: the better one), plus 1 VP per progress it holds. You "
        "win with at least as many VP as the Rival; a tie is a shared victory.",
        "scoring by category ignores card conditions written for a player, and the numbers are set so that a "
        "careless game loses.",
    ),
    "TR-E19": table_rule(
        "end",
        "При упадке у Соперника считается 0 карт беспорядков: вы побеждаете, только если у вас нет ни одной "
        "карты беспорядков (в руке, в игре, в колоде, в сбросе и в летописи), и тогда решают ПО.",
        "в одиночной игре упадок — ваше поражение, если ваша держава не в порядке; так давление беспорядков "
        "нельзя обратить себе на пользу.",
        "At a collapse the Rival counts as holding 0 unrest cards: you win only if you hold no unrest card at "
        "all (in hand, play, draw pile, discard and history), and then the VP decide.",
        "in a solo game a collapse is your defeat unless your realm is in order, so the unrest pressure cannot "
        "be turned to your advantage.",
    ),
    "TR-E20": table_rule(
        "end",
        "Эффекты конца игры (например, «в конце игры верните беспорядки») выполняются и после обычного конца, "
        "и после упадка, до того как определится победитель: по порядку мест от первого игрока, каждый игрок "
        "целиком, свои эффекты — в порядке карт, как в солнцестояние. Игра окончена, только когда они "
        "выполнены вместе с их выборами. Упадок они не отменяют, даже если вернут беспорядки в стопку; если "
        "стопка иссякнет во время этих эффектов, игра сразу кончается упадком, а оставшиеся эффекты конца не "
        "выполняются.",
        "книга правил не задаёт порядок, а он важен, когда эти эффекты меняют счёт или стопку беспорядков; "
        "порядок солнцестояния игрокам уже знаком.",
        "End-of-game effects (such as 'at the end of the game return unrest') resolve after a normal end and "
        "after a collapse alike, before the winner is found: in seat order from the first player, each player "
        "completely, a player's own effects in card order, as at the solstice. The game is over only once "
        "they are done, their choices included. They do not cancel a collapse, even if they return unrest to "
        "the pile; if the pile runs out while they resolve, the game ends at once as a collapse and the "
        "remaining end-of-game effects are skipped.",
        "the rulebook gives no order, and it matters when these effects change the score or the unrest pile; "
        "the solstice order is already familiar to the players.",
    ),
}

#: Every table rule by id: ``{"ru": ..., "en": ...}``, the text the rules help shows; the rules section each
#: belongs to.
TABLE_RULES, RULE_SECTION = split_rules(_RULES)
