"""The words the Empires card gallery (``card_gallery.py``) builds its group titles, copy counts and a card's
details line from, in Russian and English, written for this app. A tuple holds plural forms (English: one,
other; Russian: one, few, many) with ``{n}`` for the number. No Qt."""

from __future__ import annotations

Forms = tuple[str, ...]
Words = dict[str, dict[str, str]]

#: The groups of the common deck, in gallery order, with their titles.
COMMON_GROUPS: Words = {
    "region": {"en": "Region cards", "ru": "Карты регионов"},
    "uncivilised": {
        "en": "Uncivilised cards (the dual uncivilised and civilised ones too)",
        "ru": "Карты племён (и карты, которые одновременно племена и цивилизация)",
    },
    "civilised": {"en": "Civilised cards", "ru": "Карты цивилизации"},
    "tributary": {"en": "Tributary cards", "ru": "Карты данников"},
    "fame": {"en": "Fame cards and the capstone", "ru": "Карты славы и венчающая карта"},
    "unrest": {"en": "Unrest", "ru": "Беспорядки"},
}
#: A nation's groups, in gallery order; ``{nation}`` is the nation's name.
NATION_GROUPS: Words = {
    "power": {"en": "{nation}: power card (sides A and B)", "ru": "{nation}: карта способности (стороны А и Б)"},
    "start": {"en": "{nation}: starting cards", "ru": "{nation}: стартовые карты"},
    "nation_deck": {"en": "{nation}: nation deck", "ru": "{nation}: колода усиления"},
    "development": {"en": "{nation}: development cards", "ru": "{nation}: карты прогресса"},
}

#: A category as a word: English adjective; Russian genitive after «карта».
CATEGORY: Words = {
    "power": {"en": "power", "ru": "способности"},
    "region": {"en": "region", "ru": "региона"},
    "uncivilised": {"en": "uncivilised", "ru": "племён"},
    "civilised": {"en": "civilised", "ru": "цивилизации"},
    "tributary": {"en": "tributary", "ru": "данников"},
    "fame": {"en": "fame", "ru": "славы"},
    "unrest": {"en": "unrest", "ru": "беспорядков"},
}
#: Type and region icons: English word; Russian nominative (a list of icons).
ICON: Words = {
    "scroll": {"en": "scroll", "ru": "свиток"},
    "sword": {"en": "sword", "ru": "меч"},
    "coin": {"en": "coin", "ru": "монета"},
    "crown": {"en": "crown", "ru": "корона"},
    "temple": {"en": "temple", "ru": "храм"},
    "ship": {"en": "ship", "ru": "корабль"},
    "wheat": {"en": "wheat", "ru": "колос"},
    "hammer": {"en": "hammer", "ru": "молот"},
    "fertile": {"en": "fertile", "ru": "плодородие"},
    "production": {"en": "production", "ru": "производство"},
    "river": {"en": "river", "ru": "река"},
}
#: The same icons in the Russian genitive («с символом колоса»); English repeats the word.
ICON_OF: Words = {
    "scroll": {"en": "scroll", "ru": "свитка"},
    "sword": {"en": "sword", "ru": "меча"},
    "coin": {"en": "coin", "ru": "монеты"},
    "crown": {"en": "crown", "ru": "короны"},
    "temple": {"en": "temple", "ru": "храма"},
    "ship": {"en": "ship", "ru": "корабля"},
    "wheat": {"en": "wheat", "ru": "колоса"},
    "hammer": {"en": "hammer", "ru": "молота"},
    "fertile": {"en": "fertile", "ru": "плодородия"},
    "production": {"en": "production", "ru": "производства"},
    "river": {"en": "river", "ru": "реки"},
}
#: Where counted cards lie ("" : all of your cards).
ZONE: Words = {
    "": {"en": "you own", "ru": ""},
    "play": {"en": "in your play area", "ru": " в вашей игровой области"},
    "hand": {"en": "in your hand", "ru": " в вашей руке"},
    "history": {"en": "in your history", "ru": " в вашей летописи"},
    "discard": {"en": "in your discard pile", "ru": " в вашем сбросе"},
    "garrison": {"en": "in your garrisons", "ru": " в ваших гарнизонах"},
    "market": {"en": "in the market", "ru": " на рынке"},
}
#: Resources with a number: plain forms, and the forms after "at least" (Russian genitive).
RESOURCE: dict[str, dict[str, Forms]] = {
    "materials": {"en": ("{n} material", "{n} materials"), "ru": ("{n} материал", "{n} материала", "{n} материалов")},
    "population": {
        "en": ("{n} population", "{n} population"),
        "ru": ("{n} население", "{n} населения", "{n} населения"),
    },
    "progress": {"en": ("{n} progress", "{n} progress"), "ru": ("{n} прогресс", "{n} прогресса", "{n} прогресса")},
}
RESOURCE_OF: dict[str, dict[str, Forms]] = {
    "materials": {"en": RESOURCE["materials"]["en"], "ru": ("{n} материала", "{n} материалов", "{n} материалов")},
    "population": {"en": RESOURCE["population"]["en"], "ru": ("{n} населения",)},
    "progress": {"en": RESOURCE["progress"]["en"], "ru": ("{n} прогресса",)},
}

#: Sentences and phrases of the details line.
WORDS: dict[str, dict[str, str | Forms]] = {
    "and": {"en": " and ", "ru": " и "},
    "or": {"en": " or ", "ru": " или "},
    "list": {"en": ", ", "ru": ", "},
    "category": {"en": "Category: {what} card.", "ru": "Категория: карта {what}."},
    "categories": {"en": "Categories: {what} card.", "ru": "Категории: карта {what}."},
    "dual": {
        "en": "At setup it counts as an uncivilised card.",
        "ru": "При подготовке она считается картой племён.",
    },
    "nation_card": {"en": "Nation card: {nation}.", "ru": "Карта народа: {nation}."},
    "power": {
        "en": "Side {side} of the power card of the {nation}: the side is chosen at setup and never turned.",
        "ru": "Сторона {side} карты способности народа «{nation}»: сторону выбирают при подготовке и больше "
        "не переворачивают.",
    },
    "capstone": {
        "en": "The capstone: it lies at the bottom of the fame deck and is never taken into anyone's cards; "
        "its reward is progress.",
        "ru": "Венчающая карта: лежит в самом низу колоды славы и никому не достаётся; её награда — прогресс.",
    },
    "unrest": {
        "en": "Unrest: it comes from the unrest pile and goes back to it when played.",
        "ru": "Беспорядки: карта приходит из стопки беспорядков и возвращается туда, когда её разыгрывают.",
    },
    "types": {"en": "Type icons: {icons}.", "ru": "Символы типа: {icons}."},
    "regions": {"en": "Region icons: {icons}.", "ru": "Символы региона: {icons}."},
    "period.barbarian": {
        "en": "Period: barbarian (playable only while your state is barbarian).",
        "ru": "Период: варварство (разыгрывается, только пока ваше государство варварское).",
    },
    "period.empire": {
        "en": "Period: empire (playable only once your state is an empire).",
        "ru": "Период: империя (разыгрывается, только когда ваше государство стало империей).",
    },
    "pinned": {
        "en": "Pinned: it stays in play after it is played.",
        "ru": "Постоянная: после розыгрыша остаётся в игре.",
    },
    "free": {
        "en": "Free play: it needs no action token, but can be played only once per turn.",
        "ru": "Свободный розыгрыш: не требует жетона действия, но разыгрывается только раз за ход.",
    },
    "attack": {"en": "Attack: it affects the other players.", "ru": "Атака: действует на других игроков."},
    "start.draw": {"en": "It starts in your draw pile.", "ru": "В начале игры лежит в вашей личной колоде."},
    "start.nation_deck": {
        "en": "It starts in your nation deck and comes to your discard during a barbarian reshuffle.",
        "ru": "В начале игры лежит в вашей колоде усиления и приходит в сброс при перетасовке в период варварства.",
    },
    "start.development": {
        "en": "It starts face up in your development area.",
        "ru": "В начале игры лежит лицом вверх в вашей области прогресса.",
    },
    "start.in_play": {
        "en": "It starts in play beside your power card.",
        "ru": "С начала игры лежит в игре рядом с картой способности.",
    },
    "start.supply": {"en": "It starts in the general supply.", "ru": "В начале игры лежит в общем запасе."},
    "start.back": {
        "en": "The other side of another card: it comes into play only when that card turns over.",
        "ru": "Оборотная сторона другой карты: появляется в игре, только когда та переворачивается.",
    },
    "accession.accession": {
        "en": "Accession card: it lies face up at the bottom of your nation deck; when it comes, your state "
        "turns to its empire side.",
        "ru": "Карта трансформации: лежит лицом вверх в самом низу вашей колоды усиления; когда она приходит, "
        "карта периода переворачивается на сторону империи.",
    },
    "accession.zenith": {
        "en": "Zenith card: it lies face up at the bottom of your nation deck; when it comes, the end of the "
        "game is triggered and your state card does not turn.",
        "ru": "Карта зенита: лежит лицом вверх в самом низу вашей колоды усиления; когда она приходит, "
        "запускается конец игры, а карта периода не переворачивается.",
    },
    "accession.nadir": {
        "en": "Nadir card: it lies face up at the bottom of your nation deck; when it comes, it goes into play "
        "and your state card does not turn.",
        "ru": "Карта надира: лежит лицом вверх в самом низу вашей колоды усиления; когда она приходит, она "
        "ложится в игру, а карта периода не переворачивается.",
    },
    "cost": {"en": "Development cost: {cost}.", "ru": "Цена развития: {cost}."},
    "vp": {"en": "VP: {vp}.", "ru": "ПО: {vp}."},
    "vp.none": {"en": "VP: none.", "ru": "ПО: нет."},
    "vp.negative": {"en": "{n} (a penalty at the end)", "ru": "{n} (штраф в конце игры)"},
    "vp.plus": {"en": ", plus ", "ru": ", плюс "},
    "vp.per": {"en": "{each} for each {what} {where}", "ru": "{each} за каждую {what}{where}"},
    "vp.per_tokens": {"en": "1 for every {tokens} in your supply", "ru": "1 за каждые {tokens} в вашем запасе"},
    "vp.cap": {"en": " (at most {cap})", "ru": " (не больше {cap})"},
    "vp.if": {"en": "{vp} if {cond}", "ru": "{vp}, если {cond}"},
    "card": {"en": "card", "ru": "карту"},
    "region_noun": {"en": "region", "ru": "регион"},
    "card_of": {"en": "{what} card", "ru": "карту {what}"},
    "with_icon": {"en": "{icon}", "ru": "с символом {icon}"},
    "cards_at_least": {
        "en": ("{n} {what} card", "{n} {what} cards"),
        "ru": ("{n} карты {what}", "{n} карт {what}", "{n} карт {what}"),
    },
    "cond.count": {"en": "you have at least {cards} {where}", "ru": "у вас не меньше {cards}{where}"},
    "cond.tokens": {"en": "you have at least {tokens}", "ru": "у вас не меньше {tokens}"},
    "cond.played": {
        "en": "you played at least {cards} this turn",
        "ru": "вы разыграли в этот ход не меньше {cards}",
    },
    "cond.state.barbarian": {"en": "your state is barbarian", "ru": "ваше государство варварское"},
    "cond.state.empire": {"en": "your state is an empire", "ru": "ваше государство — империя"},
    "only.3+": {"en": "Only in games of 3 or more players.", "ru": "Только в партиях на 3 и более игроков."},
    "only.4": {"en": "Only in games of 4 players.", "ru": "Только в партиях на 4 игроков."},
    "copies": {"en": "Copies: {n}.", "ru": "Экземпляров: {n}."},
    "by_players": {
        "en": "In the common unrest pile: {counts}.",
        "ru": "В общей стопке беспорядков: {counts}.",
    },
    "with_players": {"en": "{n} with {players} players", "ru": "{n} при {players} игроках"},
    # count_text
    "count": {"en": ("{n} copy", "{n} copies"), "ru": ("{n} экземпляр", "{n} экземпляра", "{n} экземпляров")},
    "count.3+": {"en": "{count}, only with 3 or more players", "ru": "{count}, только при 3 и более игроках"},
    "count.4": {"en": "{count}, only with 4 players", "ru": "{count}, только при 4 игроках"},
    "count.by_players": {"en": "{count} with 4 players ({others})", "ru": "{count} при 4 игроках ({others})"},
    "count.by_players.other": {"en": "{n} with {players}", "ru": "{n} при {players}"},
    "count.side": {"en": "Side {side} of the power card", "ru": "Сторона {side} карты способности"},
    "count.back": {
        "en": "Not a card of its own: the other side of one",
        "ru": "Не отдельная карта: оборотная сторона другой",
    },
}

#: The letters of the power card's sides.
SIDE: Words = {"A": {"en": "A", "ru": "А"}, "B": {"en": "B", "ru": "Б"}}
