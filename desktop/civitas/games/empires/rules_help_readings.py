"""The readings of the rulebook's lost symbols, RD-1…RD-9 (spec A.0, the glyph table in order), as the rules
help of Empires shows them in its "readings" section: per reading a title, what this app reads and why, in
Russian and English. The values are the ones in ``core.READINGS`` (a correction is a data change there and a
text change here). Table rule TR-E1 adopts them. No Qt here."""

from __future__ import annotations

from civitas.engine.table_rules_help import WHY as _WHY

#: id -> lang -> (title, reading, why)
READINGS: dict[str, dict[str, tuple[str, str, str]]] = {
    "RD-1": {
        "ru": (
            "Стартовые жетоны",
            "Каждый игрок начинает с 3 материалами, 2 населения и 1 прогрессом и кладёт на карту периода 3 "
            "жетона действия и 5 жетонов эксплуатации.",
            "в шаге подготовки остались одни числа «3, 2, 1, 5 и 3». Первые три идут в том же порядке, в "
            "каком список компонентов называет три ресурса, два последних — жетоны на карте периода; "
            "примечание к одному из народов книги, у которого жетонов эксплуатации только 3, подтверждает "
            "обычные 5.",
        ),
        "en": (
            "Starting tokens",
            "Each player starts with 3 materials, 2 population and 1 progress, and puts 3 action tokens and 5 "
            "exhaust tokens on the state card.",
            "the setup step kept only the numbers '3, 2, 1, 5 and 3'. The first three follow the order in "
            "which the component list names the three resources, the last two are the tokens on the state "
            "card; the note on one of the rulebook's nations, which has only 3 exhaust tokens, confirms the "
            "usual 5.",
        ),
    },
    "RD-2": {
        "ru": (
            "Жетон обновления",
            "В фазе обновления вы кладёте 1 прогресс из общего запаса на любую карту рынка (если ваш народ "
            "или карта не заменяет этот жетон другим).",
            "народы книги, которые меняют этот шаг, заменяют именно этот жетон, а приложение-помощник для "
            "одиночной игры велит класть на карту рынка 1 прогресс.",
        ),
        "en": (
            "The cleanup token",
            "In cleanup you put 1 progress from the general supply on any market card (unless your nation or "
            "a card replaces that token with another).",
            "the rulebook's nations that change this step replace exactly this token, and a companion app for "
            "solo play tells the player to put 1 progress on a market card.",
        ),
    },
    "RD-3": {
        "ru": (
            "Жетоны при подсчёте",
            "В конце игры каждый жетон прогресса в вашем запасе приносит 1 ПО; материалы и население ПО не приносят.",
            "в строке подсчёта пропал значок, а приложение-помощник для одиночной игры считает жетоны "
            "прогресса один к одному.",
        ),
        "en": (
            "Tokens at the end",
            "At the end each progress token in your supply is worth 1 VP; materials and population are worth nothing.",
            "the scoring line lost its icon, and the solo companion app counts progress tokens one for one.",
        ),
    },
    "RD-4": {
        "ru": (
            "Прогресс вместо других ресурсов",
            "Когда вы платите, каждый материал можно заменить 1 прогрессом, а каждое население — 2 "
            "прогрессами. Обратной замены нет, и полученные ресурсы ни во что не превращаются.",
            "в словаре правил у статьи о тратах пропали оба значка. Памятка болельщиков к одиночной игре "
            "говорит, что её соперник никогда не платит прогрессом за материалы или население, а пояснение к "
            "одной карте книги — что оплата населения целиком прогрессом не считается тратой населения; оба "
            "замечания имеют смысл только при таком прочтении.",
        ),
        "en": (
            "Progress standing in for other resources",
            "When you pay, each material may be paid with 1 progress instead and each population with 2 "
            "progress. It never works the other way, and nothing you gain turns into anything else.",
            "the glossary entry on spending lost both its icons. A fan aid for solo play says its rival never "
            "pays progress for materials or population, and the rulebook's note on one card says that paying "
            "population wholly with progress does not count as spending population; both remarks make sense "
            "only with this reading.",
        ),
    },
    "RD-5": {
        "ru": (
            "Карта беспорядков",
            "Разыгрывая карту беспорядков, выберите одно: заплатить 1 население, или сбросить 2 карты, или "
            "заплатить 3 материала; затем карта возвращается в стопку беспорядков.",
            "в примере карты пропали оба значка ресурсов, а опубликованные данные карт игры называют именно эти два.",
        ),
        "en": (
            "The unrest card",
            "When you play an unrest card, choose one: pay 1 population, or discard 2 cards, or pay 3 "
            "materials; then the card goes back to the unrest pile.",
            "the example lost both resource icons, and the game's published card data name exactly these two.",
        ),
    },
    "RD-6": {
        "ru": (
            "Порог в 24",
            "Пояснение к карте одного из народов книги завершает игру в солнцестояние, если у игрока не "
            "меньше 24 ресурсов пропавшего вида; мы читаем: 24 населения. Среди народов этой программы такой "
            "карты нет, прочтение записано для народов, которые могут появиться позже.",
            "так говорят опубликованные данные карт игры.",
        ),
        "en": (
            "A threshold of 24",
            "The rulebook's note on a card of one of its nations ends the game at a solstice when a player has "
            "at least 24 of a lost resource; we read 24 population. No nation of this app has such a card; the "
            "reading is recorded for nations that may come later.",
            "the game's published card data say so.",
        ),
    },
    "RD-7": {
        "ru": (
            "Беспорядки под картами рынка",
            "Под каждую карту рынка категорий «племена», «цивилизация» или «данники» (и под двойную карту "
            "тоже) подкладывается карта из стопки беспорядков — при подготовке и каждый раз, когда такая "
            "карта занимает ячейку. Под карты регионов и славы беспорядки не кладут.",
            "шаг подготовки называет три категории значками, которые пропали; приложение-помощник для "
            "одиночной игры никогда не кладёт беспорядки под регионы и славу, а данники несут беспорядки при "
            "любом прочтении.",
        ),
        "en": (
            "Unrest under market cards",
            "An unrest card from the pile is tucked under each market card of the uncivilised, civilised or "
            "tributary category (a dual card too), at setup and whenever such a card takes a slot. Region and "
            "fame cards never carry one.",
            "the setup step names three categories by icons that are lost; the solo companion app never tucks "
            "unrest under regions or fame, and tributaries carry unrest under every reading.",
        ),
    },
    "RD-8": {
        "ru": (
            "Жетон при подготовке",
            "При подготовке на каждую карту цивилизации на рынке, которая не является одновременно картой "
            "племён, кладут 1 прогресс.",
            "шаг звучит как «по одному [жетону] на каждую карту [категории], кроме тех, что также "
            "[категории]», а двойные карты бывают только «племена + цивилизация». Карты цивилизации играются "
            "только в империи и в начале бесполезны, жетон это возмещает. Это самое шаткое прочтение, поэтому "
            "оно тоже только настройка в данных.",
        ),
        "en": (
            "The setup token",
            "At setup 1 progress is put on each civilised market card that is not also uncivilised.",
            "the step reads 'one [token] on each [category] card except those also [category]', and the only "
            "dual cards are uncivilised and civilised. Civilised cards are playable only by an empire and are "
            "useless early; the token makes up for it. This is the weakest reading, so it too is only a data "
            "setting.",
        ),
    },
    "RD-9": {
        "ru": (
            "Прорыв впустую",
            "Если прорыв открывает всю основную колоду и не находит карты названной категории, вы получаете "
            "2 прогресса.",
            "значок награды пропал, и за прогресс говорит лишь правдоподобие; поэтому и это прочтение — только "
            "настройка в данных.",
        ),
        "en": (
            "A break-through that finds nothing",
            "When a break-through reveals the whole main deck without finding a card of the declared "
            "category, you gain 2 progress.",
            "the reward's icon is lost and only plausibility speaks for progress, so this reading too is "
            "only a data setting.",
        ),
    },
}


def reading_block(rid: str, lang: str) -> str:
    """One reading as markup: a ``## RD-n. Title`` sub-heading (its own anchor), the reading, the reason."""
    title, reading, why = READINGS[rid][lang]
    return f"## {rid}. {title}\n{reading}\n\n{_WHY[lang]} {why}"


def readings_body(intro: str, lang: str) -> str:
    """The body of the readings section: ``intro`` then every reading in order."""
    return "\n\n".join([intro.strip(), *(reading_block(rid, lang) for rid in READINGS)])
