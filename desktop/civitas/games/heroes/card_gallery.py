"""The cards of Age of Heroes as the rules window's gallery shows them: every kind with its name, text,
count, icon, price and a fuller explanation, in Russian and English, from the game's own data. No Qt."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from civitas.games.heroes.rules_help import catalog_table, pick_text


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One kind of card as the gallery shows it."""

    kind: str  # the card's id: "iron", "hero", "army", ...
    group: str  # "resource", "special", "event" (kept in hand), "immediate" or "supply"
    name: str
    text: str
    count: int  # copies in the resource deck, or pieces in the main supply
    icon: str  # an icon name of the table's icon set (an unknown name is drawn as a plain disc)
    cost: tuple[str, ...] = ()  # for the main supply: the card ids of the price
    details: str = ""  # a fuller explanation from the rules help (markup)
    section: str = ""  # the rules section that explains this card


_D = dict[str, dict[str, str]]
_SPECIAL_DETAILS = {
    "en": "Only the {tribe} can use it: in phase 3 of their turn they lay it on their culture monument. "
    "Five on the monument are a claim to victory. For every other tribe it is only something to trade.",
    "ru": "Нужен только {tribe}: в третьей фазе хода они выкладывают его на памятник культуры. "
    "Пять карт на памятнике — заявка на победу. Остальным племенам он годится только для обмена.",
}
#: The tribe that collects each special resource (English name; Russian in the dative case).
_TRIBE_OF: dict[str, dict[str, str]] = {
    "limestone": {"en": "Egyptians", "ru": "египтянам"},
    "concrete": {"en": "Romans", "ru": "римлянам"},
    "marble": {"en": "Greeks", "ru": "грекам"},
    "bricks": {"en": "Babylonians", "ru": "вавилонянам"},
    "sandstone": {"en": "Celts", "ru": "кельтам"},
    "granite": {"en": "Chinese", "ru": "китайцам"},
}
CARD_DETAILS: _D = {
    "iron": {
        "en": "Goes into three prices: army (iron + 2 grain), fortress (iron + wood + stone) and "
        "general (iron + gold).",
        "ru": "Входит в три цены: армия (железо + 2 зерна), крепость (железо + дерево + камень) и "
        "генерал (железо + золото).",
    },
    "wood": {
        "en": "Goes into two prices: city (stone + 2 wood) and fortress (iron + wood + stone).",
        "ru": "Входит в две цены: город (камень + 2 дерева) и крепость (железо + дерево + камень).",
    },
    "grain": {
        "en": "Goes into one price: army (iron + 2 grain). A famine makes every player throw away all "
        "their grain, so do not hoard it.",
        "ru": "Входит в одну цену: армия (железо + 2 зерна). Голод заставляет всех сбросить всё зерно, "
        "так что не копите его.",
    },
    "stone": {
        "en": "Goes into three prices: road (2 stone), city (stone + 2 wood) and fortress (iron + wood + stone).",
        "ru": "Входит в три цены: дорога (2 камня), город (камень + 2 дерева) и крепость (железо + дерево + камень).",
    },
    "gold": {
        "en": "Can stand in for iron, wood, grain or stone in any price. A general needs one gold card "
        "of its own on top of that.",
        "ru": "Может заменить железо, дерево, зерно или камень в любой цене. Кроме того, генералу нужна "
        "своя карта золота.",
    },
    "growth": {
        "en": "Acts as soon as it is drawn: you take a city from the supply for free. "
        "If no city is left, nothing happens.",
        "ru": "Срабатывает, как только её взяли: вы бесплатно берёте город из запаса. "
        "Если городов в запасе нет, ничего не происходит.",
    },
    "earthquake": {
        "en": "Acts as soon as it is drawn: you put it on an army of another tribe. That army can neither "
        "attack nor defend until the end of its owner's next turn. The victim may cancel it with Luck.",
        "ru": "Срабатывает, как только её взяли: вы кладёте её на армию другого племени. Эта армия не "
        "нападает и не защищается до конца следующего хода владельца. Жертва может отменить её «Удачей».",
    },
    "eruption": {
        "en": "Acts as soon as it is drawn: you choose a city of another tribe, and it returns to the "
        "supply. The victim may cancel it with Luck.",
        "ru": "Срабатывает, как только её взяли: вы выбираете город другого племени, и он возвращается в "
        "запас. Жертва может отменить её «Удачей».",
    },
    "famine": {
        "en": "Acts as soon as it is drawn: every player discards all the grain in hand. "
        "One Luck card cancels it for everybody.",
        "ru": "Срабатывает, как только её взяли: все игроки сбрасывают всё зерно с руки. "
        "Одна «Удача» отменяет голод для всех.",
    },
    "barbarians": {
        "en": "Acts as soon as it is drawn: the one who drew it loses two random cards of ordinary "
        "resources or gold. Luck or Olympic games stop the raid.",
        "ru": "Срабатывает, как только её взяли: вытянувший теряет две случайные карты обычных ресурсов "
        "или золота. «Удача» или «Олимпийские игры» останавливают набег.",
    },
    "olympics": {
        "en": "Keep it in hand. When another player attacks you, play it to call the attack off; "
        "it also stops barbarians.",
        "ru": "Держите в руке. Когда на вас нападает другой игрок, сыграйте её — нападение отменяется; "
        "варваров она тоже останавливает.",
    },
    "hero": {
        "en": "Keep it in hand. In one battle, attacking or defending, it fights as an extra army or "
        "leads an army as a general (+2). You may attack with a hero alone. Discarded after the battle.",
        "ru": "Держите в руке. В одном бою, в нападении или обороне, герой сражается как лишняя армия или "
        "ведёт армию как генерал (+2). Напасть можно и одним героем. После боя уходит в сброс.",
    },
    "luck": {
        "en": "Keep it in hand. Against an earthquake or an eruption the victim plays it; against barbarians, "
        "the one who drew them; against a famine any holder, and then nobody loses grain. "
        "It does not help against another player's attack.",
        "ru": "Держите в руке. Против землетрясения или извержения её играет пострадавший, против варваров — "
        "тот, кто их вытянул, против голода — любой, у кого она есть, и тогда зерно не теряет никто. "
        "Против нападения другого игрока не помогает.",
    },
    "army": {
        "en": "Costs iron and two grain. Fights one duel per battle, with a die plus its bonuses. "
        "Destroyed armies go back to the supply.",
        "ru": "Стоит железо и два зерна. В каждом бою сражается в одном поединке: кубик плюс бонусы. "
        "Погибшие армии возвращаются в запас.",
    },
    "city": {
        "en": "Costs stone and two wood. Each city brings one card when you collect tax. "
        "Five cities are a claim to victory.",
        "ru": "Стоит камень и два дерева. Каждый город приносит карту при сборе налогов. "
        "Пять городов — заявка на победу.",
    },
    "fortress": {
        "en": "Costs iron, wood and stone. Each fortress gives +1 to every army of yours that defends. "
        "No help in attack.",
        "ru": "Стоит железо, дерево и камень. Каждая крепость даёт +1 каждой вашей армии в обороне. "
        "При нападении не помогает.",
    },
    "general": {
        "en": "Costs iron and gold. Placed on one of your armies without a general: +2 in its duels. "
        "Dies with its army.",
        "ru": "Стоит железо и золото. Ставится на вашу армию без генерала: +2 в её поединках. Гибнет вместе с армией.",
    },
    "road": {
        "en": "Costs two stone; only to a neighbour, who must agree. Extra cards at every fair and a "
        "quick way home for your armies.",
        "ru": "Стоит два камня; только к соседу и с его согласия. Лишние карты на каждой ярмарке и быстрая "
        "дорога домой для армий.",
    },
}
CARD_SECTION: dict[str, str] = {
    "iron": "build",
    "wood": "build",
    "grain": "build",
    "stone": "build",
    "gold": "build",
    "growth": "events",
    "earthquake": "events",
    "eruption": "events",
    "famine": "events",
    "barbarians": "events",
    "olympics": "events",
    "hero": "events",
    "luck": "events",
    "army": "combat",
    "city": "build",
    "fortress": "combat",
    "general": "combat",
    "road": "roads",
}


def card_details(kind: str, lang: str) -> str:
    """A fuller explanation of one card kind, in the words of this rules help."""
    if kind in _TRIBE_OF:
        return pick_text(_SPECIAL_DETAILS, lang).format(tribe=pick_text(_TRIBE_OF[kind], lang))
    return pick_text(CARD_DETAILS.get(kind, {}), lang)


GROUPS: tuple[str, ...] = ("resource", "special", "event", "immediate", "supply")
_GROUP_TITLES = {
    "resource": {"en": "Ordinary resources", "ru": "Обычные ресурсы"},
    "special": {"en": "Special resources (for the monument)", "ru": "Особые ресурсы (для памятника)"},
    "event": {"en": "Events you can keep", "ru": "События, которые можно держать"},
    "immediate": {"en": "Events that act at once", "ru": "События, которые срабатывают сразу"},
    "supply": {"en": "Main supply (built, not drawn)", "ru": "Общий запас (строится, а не тянется)"},
}
_COUNT_TEXT = {
    "deck": {"en": "{n} in the deck", "ru": "в колоде: {n}"},
    "supply": {"en": "{n} in the supply", "ru": "в запасе: {n}"},
}


#: Icons of the table's icon set for kinds whose icon is not named like the kind itself.
CARD_ICONS: dict[str, str] = {
    "limestone": "column",
    "concrete": "column",
    "marble": "column",
    "bricks": "column",
    "sandstone": "column",
    "granite": "column",
    "earthquake": "quake",
    "eruption": "volcano",
    "olympics": "torch",
    "luck": "clover",
}


def group_title(group: str, lang: str) -> str:
    return pick_text(_GROUP_TITLES.get(group, {}), lang) or group


def count_text(entry: CardEntry, lang: str) -> str:
    where = "supply" if entry.group == "supply" else "deck"
    return pick_text(_COUNT_TEXT[where], lang).format(n=entry.count)


def card_entries(lang: str) -> list[CardEntry]:
    """Every kind of card in the game with its name and text in ``lang``, from the game's data.

    Names and texts come from the game's catalog (``card.<id>`` and ``cardtext.<id>``; ``item.<id>``
    and ``itemtext.<id>`` for the main supply); an id the catalog lacks is shown as the id itself.
    Immediate events (population growth and the disasters) are grouped as "immediate".
    """
    try:
        cards = importlib.import_module("civitas.games.heroes.cards")
    except ImportError:
        return []
    table = catalog_table(lang)
    out: list[CardEntry] = []
    immediate: frozenset[int] = getattr(cards, "IMMEDIATE", frozenset())
    for k, kid in enumerate(cards.KIND_IDS):
        if k in cards.ORDINARY:
            group = "resource"
        elif cards.is_special(k):
            group = "special"
        else:
            group = "immediate" if k in immediate else "event"
        name = table.get(f"card.{kid}") or kid
        text = table.get(f"cardtext.{kid}", "")
        section = CARD_SECTION.get(kid, "monument" if group == "special" else "")
        out.append(
            CardEntry(
                kid,
                group,
                name,
                text,
                cards.KIND_COUNTS[k],
                CARD_ICONS.get(kid, kid),
                details=card_details(kid, lang),
                section=section,
            )
        )
    for i, iid in enumerate(cards.ITEM_IDS):
        cost = tuple(cards.KIND_IDS[c] for c in cards.COST[i]) + ("gold",) * cards.GOLD_PART[i]
        name = table.get(f"item.{iid}") or iid
        text = table.get(f"itemtext.{iid}", "")
        out.append(
            CardEntry(
                iid,
                "supply",
                name,
                text,
                cards.SUPPLY_TOTAL[i],
                iid,
                cost,
                details=card_details(iid, lang),
                section=CARD_SECTION.get(iid, ""),
            )
        )
    order = {g: i for i, g in enumerate(GROUPS)}
    return sorted(out, key=lambda e: order[e.group])
