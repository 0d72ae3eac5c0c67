"""A first, short rules help for Empires («Империи»), written for this app in Russian and English: one
section per part of the turn that a refusal can name, and the table rules (the glyph readings RD-1..RD-9 and
the choices TR-E1.. this app makes). The full rules help is a later step of issue #20. No Qt here."""

from __future__ import annotations

from civitas.engine.rules_help import RulesSection

_TEXT: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    "turn": (
        {"ru": "Ход", "en": "The turn"},
        {
            "ru": "Раунд — по одному ходу каждого игрока по часовой стрелке от первого игрока, затем "
            "солнцестояние. В свой ход выберите одно: **активация** (разыгрывайте карты и эксплуатируйте "
            "свойства), **инновация** (сбросьте всю руку и совершите прорыв за картой региона, племён, "
            "цивилизации или данников) или **революция** (верните из руки в стопку любое число карт "
            "беспорядков, даже ноль). Затем — [обновление](cleanup).",
            "en": "A round is one turn of each player, clockwise from the first player, then the solstice. On "
            "your turn choose one: **activate** (play cards and exhaust abilities), **innovate** (discard "
            "your whole hand and break through for a region, uncivilised, civilised or tributary card) or "
            "**revolt** (return any number of unrest cards from hand to the pile, zero too). Then "
            "[cleanup](cleanup).",
        },
    ),
    "activate": (
        {"ru": "Активация", "en": "Activate"},
        {
            "ru": "Розыгрыш карты стоит жетон действия (карта свободного розыгрыша — нет, но только раз за ход). "
            "Карты варварства — только в период варварства, карты империи — только в период империи. "
            "Эксплуатация: карта в игре или карта способности без жетона эксплуатации, жетон переходит на "
            "неё с карты периода; цену нужно оплатить полностью.",
            "en": "Playing a card costs an action token (a free-play card costs none, once per turn). Barbarian "
            "cards only while your state is barbarian, empire cards only while it is an empire. Exhaust: a "
            "card in play or your power card without an exhaust token takes one from your state card; its "
            "cost must be paid in full.",
        },
    ),
    "effects": (
        {"ru": "Эффекты карт", "en": "Card effects"},
        {
            "ru": "Эффекты выполняются по порядку и насколько возможно. «Выберите» предлагает только варианты, "
            "которые можно выполнить полностью. Прогресс может заменить материал 1:1 и население 2:1.",
            "en": "Effects resolve in order and as far as possible. A choice offers only the options you can "
            "carry out in full. Progress may pay for materials 1:1 and for population 2:1.",
        },
    ),
    "market": (
        {"ru": "Рынок", "en": "The market"},
        {
            "ru": "Пять ячеек: три из малых колод (регионы, племена, цивилизация) и две из основной. Приобретая "
            "карту, вы берёте и жетоны на ней, и подложенную карту беспорядков; прорыв возвращает "
            "беспорядки в стопку или берёт карту из колоды. Пустая ячейка пополняется сразу.",
            "en": "Five slots: three fed by the small decks (region, uncivilised, civilised), two by the main "
            "deck. Acquiring a card takes its tokens and the unrest tucked under it; breaking through sends "
            "the unrest back or takes a card from a deck. An empty slot is refilled at once.",
        },
    ),
    "cleanup": (
        {"ru": "Обновление", "en": "Cleanup"},
        {
            "ru": "Положите 1 прогресс на карту рынка, верните все жетоны действия и эксплуатации, сбросьте "
            "сколько угодно карт и доберите руку до 5.",
            "en": "Put 1 progress on a market card, take back every action and exhaust token, discard any cards "
            "you like and draw up to 5.",
        },
    ),
    "reshuffle": (
        {"ru": "Замес колоды", "en": "Reshuffling"},
        {
            "ru": "Когда нужно взять карту из пустой колоды: в варварстве приходит карта из колоды усиления "
            "(карта трансформации переворачивает государство в империю), в империи можно ускорить "
            "прогресс одной картой; затем сброс замешивается в новую колоду.",
            "en": "When a card must be drawn from an empty draw pile: a barbarian state gets a card from its "
            "nation deck (the accession card turns the state into an empire), an empire may develop one "
            "card; then the discard is shuffled into the new draw pile.",
        },
    ),
    "end": (
        {"ru": "Конец игры", "en": "The end"},
        {
            "ru": "Когда кончается основная колода, пустеет область прогресса или переворачивается венчающая "
            "карта славы, доигрывается раунд и ещё один, затем подсчёт ПО: 1 ПО за прогресс и ПО карт. "
            "Если стопка беспорядков иссякла — упадок: побеждает тот, у кого меньше беспорядков.",
            "en": "When the main deck runs out, a development area empties or the capstone fame card turns, the "
            "round is finished and one more is played, then VP are scored: 1 VP per progress plus card VP. "
            "If the unrest pile runs out, the empires collapse: the fewest unrest cards wins.",
        },
    ),
    "table_rules": (
        {"ru": "Правила стола", "en": "Table rules"},
        {
            "ru": "- Стартовые жетоны: 3 материала, 2 населения, 1 прогресс, 3 действия, 5 эксплуатации.\n"
            "- Упадок наступает в тот миг, когда последняя карта покидает стопку беспорядков.\n"
            "- Беспорядки в гарнизонах при упадке не считаются.\n"
            "- Никто не знает порядка карт своей колоды.\n"
            "- Революция может вернуть ноль карт.\n"
            "- Атака доходит до соперников по часовой стрелке; каждый может сначала ответить защитой.\n"
            "- Свойства «также в чужой ход» предлагаются каждому сопернику в конце каждого хода.\n"
            "- Игроки ходят строго по очереди; солнцестояние — по порядку мест от первого игрока.",
            "en": "- Starting tokens: 3 materials, 2 population, 1 progress, 3 action, 5 exhaust.\n"
            "- The collapse comes the moment the last card leaves the unrest pile.\n"
            "- Garrisoned unrest does not count at a collapse.\n"
            "- Nobody knows the order of a draw pile, its owner included.\n"
            "- A revolt may return zero cards.\n"
            "- An attack reaches the others clockwise; each may answer with a protection first.\n"
            "- Abilities usable also on others' turns are offered to every other player at the end of each turn.\n"
            "- Turns are strictly one after another; the solstice goes seat by seat from the first player.",
        },
    ),
}

SECTIONS: list[RulesSection] = [RulesSection(key, title, body) for key, (title, body) in _TEXT.items()]
