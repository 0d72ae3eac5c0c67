"""The words of Empires' guided first game, in Russian and English, written for this app: each step's title
and text, and the results said with the facts of the moment (tutorial_facts.py). Card names and the numbers
of the rules come from the game's data and readings, never typed in here. No Qt."""

from __future__ import annotations

from typing import Any

from civitas.engine.log import plural_index
from civitas.games.empires.cards import card_set
from civitas.games.empires.catalog import catalog
from civitas.games.empires.core import READINGS
from civitas.games.empires.scenario import TUTORIAL_NATIONS
from civitas.games.empires.tutorial_facts import result

T = dict[str, str]
_CARDS = card_set("data")
_DYNASTS = _CARDS.nations[TUTORIAL_NATIONS[0]]


def _names(design: str) -> T:
    """A card's name: plain in English, in «quotes» in Russian."""
    return {"en": catalog("en")[f"card.{design}"], "ru": f"«{catalog('ru')[f'card.{design}']}»"}


def _vp(design: str) -> dict[str, Any]:
    vp = _CARDS.designs[design].vp
    assert vp is not None, design
    return vp


def _ru_count(n: int, *forms: str) -> str:
    """The Russian form of a noun for the number ``n`` (one, few, many)."""
    return forms[min(plural_index("ru", n), len(forms) - 1)]


FLOOD, SCRIBES, FORAGERS = _names("rd_floodplain"), _names("rd_learn"), _names("foragers")
WALLED, IRRIGATION, POWER = _names("walled_city"), _names("rd_irrigation"), _names("rd_power_b")
ACCESSION = _names(next(d.id for d in _CARDS.designs.values() if d.set == _DYNASTS.id and d.start == "accession"))
NATIONS = {lang: [catalog(lang)[f"nation.{n}"] for n in TUTORIAL_NATIONS] for lang in ("en", "ru")}
ACTIONS, HAND = READINGS["start_actions"], READINGS["hand_size"]
UNREST_VP = -_vp("unrest")["fixed"]  # the VP an unrest card takes off
LEARN_COST = _CARDS.designs["rd_learn"].play[0][1][0][1]["materials"]
LEARN_WORD_RU = _ru_count(LEARN_COST, "материал", "материала", "материалов")
POWER_EACH, POWER_CAP = _vp("rd_power_b")["each"], _vp("rd_power_b")["cap"]
NATION_CARDS = sum(1 for d in _CARDS.designs.values() if d.set == _DYNASTS.id and d.start == "nation_deck")
NATION_WORD_RU = _ru_count(NATION_CARDS, "карта начала", "карты начали", "карт начали")

TITLES: dict[str, T] = {
    "welcome": {"en": "Welcome to Empires", "ru": "Добро пожаловать в «Империи»"},
    "turn": {"en": "Choose a turn type", "ru": "Выберите вид хода"},
    "activate": {"en": "Play a card", "ru": "Разыграйте карту"},
    "exhaust": {"en": "Exhaust a card", "ru": "Эксплуатируйте карту"},
    "acquire": {"en": "Acquire from the market", "ru": "Приобретите карту с рынка"},
    "cleanup": {"en": "End the turn: cleanup", "ru": "Конец хода: обновление"},
    "innovate": {"en": "Innovate", "ru": "Инновация"},
    "reshuffle": {"en": "The first reshuffle", "ru": "Первая перетасовка"},
    "accession": {"en": "Play as an empire", "ru": "Играйте как империя"},
    "revolt": {"en": "Revolt", "ru": "Революция"},
    "end": {"en": "How the game ends", "ru": "Как кончается игра"},
    "scoring": {"en": "How VP are counted", "ru": "Как считают ПО"},
    "finish": {"en": "Well done!", "ru": "Отлично!"},
}

TEXTS: dict[str, T] = {
    "welcome": {
        "en": f"You are {{p0}}, and your nation is the {NATIONS['en'][0]}; {{p1}}, a computer player, plays the "
        f"{NATIONS['en'][1]}. Your people start as barbarian tribes with a small deck of their own cards. Turn by "
        "turn you play cards for resources, add cards from the market to your deck and one day become an empire. "
        "When the game ends, whoever has the most victory points (VP) wins. You play first.",
        "ru": f"Вы — {{p0}}, ваш народ — {NATIONS['ru'][0]}; компьютерный игрок {{p1}} играет за народ "
        f"«{NATIONS['ru'][1]}». Ваш народ начинает варварскими племенами с небольшой колодой собственных карт. Ход "
        "за ходом вы разыгрываете карты ради ресурсов, добавляете в колоду карты с рынка и однажды становитесь "
        "империей. Когда игра кончится, побеждает тот, у кого больше всего победных очков (ПО). Первый ход — ваш.",
    },
    "turn": {
        "en": "Each turn is one of three types: Activate (play and exhaust cards), Innovate (discard your hand to "
        "break through for one card) or Revolt (send unrest cards from your hand back to their pile). Choose "
        "Activate.",
        "ru": "Каждый ход — один из трёх видов: активация (разыграть и эксплуатировать карты), инновация (сбросить "
        "руку ради прорыва за одной картой) или революция (вернуть карты беспорядков из руки в их стопку). "
        "Выберите активацию.",
    },
    "activate": {
        "en": f"Playing a card from your hand costs an action token; your state card gives you {ACTIONS} each turn. "
        f"Play {FLOOD['en']}: a region card, and pinned, so it stays in play.",
        "ru": f"Розыгрыш карты с руки стоит жетона действия; карта периода даёт вам их {ACTIONS} на каждый ход. "
        f"Разыграйте {FLOOD['ru']}: это регион, и карта постоянная — она останется в игре.",
    },
    "exhaust": {
        "en": "A card in play with an Exhaust ability works once a turn: an exhaust token moves onto it from your "
        f"state card. Exhaust {FLOOD['en']} for 1 population.",
        "ru": "Карта в игре со свойством «Эксплуатация» работает раз за ход: на неё переходит жетон эксплуатации с "
        f"карты периода. Эксплуатируйте {FLOOD['ru']} и получите 1 население.",
    },
    "acquire": {
        "en": f"{SCRIBES['en']} buys from the market: pay {LEARN_COST} materials to acquire an uncivilised or "
        f"civilised card. Play it, choose that option and take {FORAGERS['en']}. Mind the unrest card under that "
        "card: it comes to your hand as well.",
        "ru": f"{SCRIBES['ru']} покупают на рынке: заплатите {LEARN_COST} {LEARN_WORD_RU}, чтобы приобрести "
        f"карту племён или цивилизации. Разыграйте их, выберите этот вариант и возьмите {FORAGERS['ru']}. "
        "Заметьте карту беспорядков под этой картой: она тоже придёт к вам в руку.",
    },
    "cleanup": {
        "en": "End your activation. Cleanup follows: you put 1 progress on a market card (whoever takes that card "
        f"gets it), take back your tokens, discard what you like and draw up to {HAND} cards. Put the progress on "
        f"{WALLED['en']}: you will take it next turn. This time keep your hand: press Done.",
        "ru": "Завершите активацию. Дальше обновление: вы кладёте 1 прогресс на карту рынка (его получит тот, кто "
        f"заберёт карту), забираете жетоны, сбрасываете что хотите и добираете руку до {HAND} карт. Положите "
        f"прогресс на {WALLED['ru']}: в следующий ход вы её заберёте. В этот раз оставьте руку как есть: нажмите "
        "«Готово».",
    },
    "innovate": {
        "en": "Your second turn comes once {p1} has played and the solstice has closed the round (your power card "
        "gives you 1 population then). This time Innovate: your whole hand goes to the discard, and you break "
        "through for a card of the category you name (the Innovate… button, or a click on that category's deck). "
        f"Name civilised and take {WALLED['en']}: its unrest goes back "
        "to the pile, not to you. It bears the empire symbol, so you cannot play it yet: keep it in your hand.",
        "ru": "Ваш второй ход наступит, когда сходит игрок {p1} и солнцестояние закроет раунд (тогда карта "
        "способности даст вам 1 население). В этот раз выберите инновацию: вся рука уходит в сброс, и вы "
        "совершаете прорыв за картой названной категории (кнопка «Инновация…» или щелчок по колоде этой "
        f"категории). Назовите цивилизацию и возьмите {WALLED['ru']}: "
        "беспорядки из-под этой карты уйдут в стопку, а не к вам. На ней символ империи, так что разыграть её "
        "пока нельзя: держите её в руке.",
    },
    "reshuffle": {
        "en": "Finish the cleanup; one card will be left in your draw pile. Next turn, Activate and play "
        f"{IRRIGATION['en']} to draw it; play what else you like, but keep the unrest cards. When cleanup then "
        "draws from the empty pile, you reshuffle: first the barbarian step moves the top card of your nation deck "
        "to your discard, then the discard is shuffled into a new draw pile. (Here the nation deck holds only its "
        f"accession card, {ACCESSION['en']}; its other {NATION_CARDS} cards started in your discard.)",
        "ru": "Закончите обновление; в личной колоде останется одна карта. В следующий ход выберите активацию и "
        f"разыграйте {IRRIGATION['ru']}, чтобы её взять; разыгрывайте что ещё хотите, но карты беспорядков "
        "оставьте. Когда обновление станет брать карты из пустой колоды, наступит перетасовка: сначала шаг "
        "варварства кладёт верхнюю карту колоды усиления в ваш сброс, затем сброс перетасовывается в новую личную "
        f"колоду. (Здесь в колоде усиления лежит только карта трансформации {ACCESSION['ru']}; остальные "
        f"{NATION_CARDS} {NATION_WORD_RU} игру в вашем сбросе.)",
    },
    "accession": {
        "en": "Your state is an empire now. Empire cards are playable and barbarian ones are not, and at each "
        "reshuffle from now on you may develop: pay for one card of your development area and put it in your "
        f"discard. Play {WALLED['en']}, which you could not play before.",
        "ru": "Ваше государство теперь империя. Карты империи можно разыгрывать, а карты варварства — нет, и при "
        "каждой следующей перетасовке вы можете ускорить прогресс: оплатить карту из области прогресса и положить "
        f"её в сброс. Разыграйте {WALLED['ru']}: раньше это было нельзя.",
    },
    "revolt": {
        "en": "Finish this turn as you like, keeping the unrest cards. Each is worth "
        f"−{UNREST_VP} VP and takes a place in your hand. At the start of your next turn choose Revolt and send "
        "them back to the unrest pile.",
        "ru": "Доиграйте этот ход как хотите, не расставаясь с картами беспорядков. Каждая из них стоит "
        f"−{UNREST_VP} ПО и занимает место в руке. В начале следующего хода выберите революцию и верните их в "
        "стопку беспорядков.",
    },
    "end": {
        "en": "A trigger ends the game: the main deck of the market runs out, a player moves the last card of "
        "their development area, or the capstone under the fame deck turns over. The round of the trigger is "
        "finished, one more full round is played, and then VP are counted. But if the unrest pile runs out, the "
        "game stops at once in a collapse, and the player with the fewest unrest cards wins.",
        "ru": "Конец игры запускает условие: опустела основная колода рынка, игрок переложил последнюю карту "
        "своей области прогресса или перевернулась венчающая карта под колодой славы. Раунд, в котором это "
        "случилось, доигрывается, играется ещё один полный раунд, и затем считают ПО. Но если иссякнет стопка "
        "беспорядков, игра сразу останавливается упадком, и побеждает тот, у кого меньше карт беспорядков.",
    },
    "scoring": {
        "en": "Each progress token in your supply is 1 VP. Your cards (hand, draw pile, discard, play area, history "
        f"and garrisons) add the VP printed on them, and each unrest card takes {UNREST_VP} off. Your power card "
        f"{POWER['en']} adds 1 VP for every {POWER_EACH} population you keep (at most {POWER_CAP}). The player "
        "with the most VP wins.",
        "ru": "Каждый жетон прогресса в вашем запасе — 1 ПО. Ваши карты (рука, личная колода, сброс, игровая "
        f"область, летопись и гарнизоны) добавляют свои ПО, а каждая карта беспорядков отнимает {UNREST_VP}. Карта "
        f"способности {POWER['ru']} добавляет 1 ПО за каждые {POWER_EACH} населения в запасе (не больше "
        f"{POWER_CAP}). Побеждает тот, у кого больше ПО.",
    },
    "finish": {
        "en": "That is the whole game: turn types, playing and exhausting, the market and its unrest, innovation, "
        "reshuffles and your empire, revolt, the end and the score. Play on to the end: {p1} now decides alone, "
        "and the hints can help you.",
        "ru": "Вот и вся игра: виды хода, розыгрыш и эксплуатация, рынок и его беспорядки, инновация, перетасовка "
        "и ваша империя, революция, конец игры и очки. Доиграйте партию до конца: игрок {p1} теперь решает сам, "
        "а подсказки вам помогут.",
    },
}


def _always(_f: dict[str, Any]) -> bool:
    return True


RESULTS: dict[str, Any] = {
    "turn": result((_always, {
        "en": "Activate it is. Your state card holds {actions} action tokens, one for each card you play, and "
        "{exhaust} exhaust tokens, one for each card you exhaust.",
        "ru": "Итак, активация. На карте периода {actions} {actions|жетон|жетона|жетонов} действия, по одному на "
        "каждую разыгранную карту, и {exhaust} {exhaust|жетон|жетона|жетонов} эксплуатации, по одному на каждую "
        "эксплуатацию.",
    })),
    "activate": result((_always, {
        "en": "{card} lies in your play area and will stay there turn after turn. "
        "{actions} {actions|action token|action tokens} left.",
        "ru": "Карта {card} лежит в вашей игровой области и останется там из хода в ход. Жетонов действия осталось: "
        "{actions}.",
    })),
    "exhaust": result((_always, {
        "en": "You have {population} population now. {exhaust} exhaust {exhaust|token|tokens} left on your state "
        "card; the one on the region comes back in cleanup.",
        "ru": "Теперь у вас население: {population}. На карте периода осталось жетонов эксплуатации: {exhaust}; "
        "тот, что лежит на регионе, вернётся при обновлении.",
    })),
    "acquire": result(
        (_always, {
            "en": "{card} is in your hand.",
            "ru": "Карта {card} у вас в руке.",
        }),
        (lambda f: f["unrest"] > 0, {
            "en": f"So is the unrest card that lay under it: −{UNREST_VP} VP until you are rid of it.",
            "ru": f"И карта беспорядков, лежавшая под ней, тоже: −{UNREST_VP} ПО, пока вы от неё не избавитесь.",
        }),
        (lambda f: bool(f["refill"]), {
            "en": "The slot was refilled at once, with {refill}.",
            "ru": "Ячейка тут же пополнилась картой {refill}.",
        }),
        (_always, {
            "en": "The unrest pile holds {pile} {pile|card|cards}; if it ever runs out, the game ends in a collapse.",
            "ru": "В стопке беспорядков карт: {pile}; если она когда-нибудь иссякнет, игра кончится упадком.",
        }),
    ),
    "cleanup": result((_always, {
        "en": "With {hand} cards in hand you drew none, and your draw pile still holds {deck}. Now {p1} takes a "
        "turn.",
        "ru": "В руке {hand} {hand|карта|карты|карт}, так что добирать было нечего, а в личной колоде по-прежнему "
        "карт: {deck}. Теперь ходит {p1}.",
    })),
    "innovate": result(
        (_always, {
            "en": "Your hand went to the discard ({discard} cards there now), and {card} came into your hand.",
            "ru": "Рука ушла в сброс (там теперь карт: {discard}), а карта {card} пришла к вам в руку.",
        }),
        (lambda f: f["returned"] > 0, {
            "en": "The unrest under it went back to the pile instead of into your hand; the pile holds {pile} "
            "{pile|card|cards}.",
            "ru": "Беспорядки из-под неё вернулись в стопку, а не к вам в руку; в стопке карт: {pile}.",
        }),
        (lambda f: f["progress"] > 0, {
            "en": "Its {progress} progress went to your supply.",
            "ru": "Прогресс с карты ({progress}) ушёл в ваш запас.",
        }),
    ),
    "reshuffle": result(
        (_always, {
            "en": "The barbarian step put {nation} from your nation deck into your discard, and an exhaust token on "
            "the nation deck. Then {shuffled} cards were shuffled into your new draw pile.",
            "ru": "Шаг варварства переложил карту {nation} из колоды усиления в ваш сброс, а на колоду усиления — "
            "жетон эксплуатации. Затем карты (их {shuffled}) перетасовались в новую личную колоду.",
        }),
        (lambda f: f["flipped"] > 0, {
            "en": "{nation} is your accession card: your state card has turned to its empire side!",
            "ru": "{nation} — ваша карта трансформации: карта периода перевернулась на сторону империи!",
        }),
    ),
    "accession": result((_always, {
        "en": "{card} is in play and pinned. You have {materials} materials and {population} population.",
        "ru": "{card} в игре, и это постоянная карта. У вас материалов: {materials}, населения: {population}.",
    })),
    "revolt": result((_always, {
        "en": "{returned} unrest {returned|card went|cards went} back to the pile, which now holds {pile}: further "
        "from a collapse, and {saved} VP saved. Cleanup fills your hand again.",
        "ru": "В стопку вернулось карт беспорядков: {returned}; в ней теперь {pile}, упадок отодвинулся, а вы "
        "сберегли {saved} ПО. Обновление снова наполнит руку.",
    })),
}  # fmt: skip
