"""The body of the market section of Empires' rules help («Рынок» / "The market") in Russian and English:
slots, refill, unrest under cards, tokens, acquire, break through (variants 1-5), exile, replace from exile.
Used by ``rules_help.py``. No Qt here."""

from __future__ import annotations

BODY: dict[str, str] = {}

BODY["ru"] = """
## Пять ячеек
Первые три ячейки пополняются из малых колод: регионов, племён и цивилизации. Две последние — из \
основной колоды.

## Пополнение
Опустевшая ячейка сразу пополняется из своей колоды, а если та пуста — из основной; если пусты обе, \
ячейка остаётся пустой (TR-E5). Когда основную колоду покидает последняя карта, запускается конец игры.

## Беспорядки под картами
Под каждую карту племён, цивилизации или данников, пришедшую в ячейку, подкладывается карта из стопки \
беспорядков (RD-7), и это может вызвать упадок. Под регионы беспорядки не кладут.

## Жетоны
Жетоны лежат на картах рынка с подготовки, после каждого обновления и от некоторых эффектов. Кто \
забирает карту, приобретая её или совершая прорыв, тот забирает её жетоны в свой запас.

## Приобрести
Возьмите карту рынка названной категории в руку, её жетоны — в свой запас, а подложенные под неё \
беспорядки — тоже в руку; ячейка пополняется. Несколько приобретений выполняются одно за другим, и карту, \
которая только что пришла в ячейку, можно взять сразу.

## Прорыв
Сначала назовите категорию, если эффект разрешает несколько, затем выберите вариант:
1. Карта этой категории с рынка: возьмите её, её жетоны идут в ваш запас, а беспорядки из-под неё — \
**обратно в стопку**; ячейка пополняется.
2. – 4. Верхняя карта малой колоды регионов, племён или цивилизации — вам в руку.
5. Для данников или для категории, чья малая колода пуста: открывайте основную колоду по одной карте, \
пока не появится карта этой категории; возьмите её, остальные замешайте обратно. Если такой не нашлось, \
получите 2 прогресса (RD-9).

## Изгнание
Изгнанная карта уходит в общую открытую стопку изгнания. Если она ушла с рынка, её беспорядки \
возвращаются в стопку, а ячейка пополняется; карту рынка, на которой лежит хоть один жетон, изгнать \
нельзя. Карта, изгнанная из руки или сброса, навсегда покидает вашу колоду.

## Замена из изгнания
Отправьте карту рынка в изгнание и вместо пополнения положите в её ячейку карту из изгнания на свой \
выбор. Жетоны старой карты переходят на новую, и под неё подкладываются беспорядки, если её категория \
их несёт.

## Приобретение из изгнания
Карта из стопки изгнания, приобретённая вами или взятая прорывом, если её категория несёт беспорядки, \
приносит вам в руку ещё и карту из стопки беспорядков. Прорыв из изгнания считается прорывом, а не \
приобретением: его ловят способности «когда вы совершаете прорыв».
"""

BODY["en"] = """
## Five slots
The first three slots are fed by the small decks: region, uncivilised and civilised. The last two are \
fed by the main deck.

## Refilling
A slot that is emptied is refilled at once from its own deck, or from the main deck when that one is \
empty; when both are empty the slot stays empty (TR-E5). When the last card leaves the main deck, the \
end of the game is triggered.

## Unrest under cards
Each uncivilised, civilised or tributary card that arrives in a slot gets an unrest card from the pile \
tucked under it (RD-7), which can set off a collapse. Region cards carry none.

## Tokens
Tokens lie on market cards from setup, from every cleanup and from some effects. Whoever takes the card, \
by acquiring or breaking through, takes its tokens into their supply.

## Acquire
Take a market card of the named category into your hand, its tokens into your supply and the unrest \
tucked under it into your hand too; the slot is refilled. Several acquires are made one after another, \
and a card that has just refilled a slot may be taken at once.

## Break through
Name the category first when the effect allows several, then choose one variant:
1. A market card of that category: take it, its tokens go to your supply and its unrest **back to the \
pile**; the slot is refilled.
2. to 4. The top card of the region, uncivilised or civilised small deck, into your hand.
5. For a tributary, or a category whose small deck is empty: reveal the main deck one card at a time \
until a card of that category appears; take it and shuffle the others back. If none appears, gain 2 \
progress (RD-9).

## Exile
An exiled card goes to the common face-up exile pile. Exiled from the market, it sends its unrest back \
to the pile and its slot is refilled; a market card with any token on it cannot be exiled. Exiling a card \
from your hand or discard takes it out of your deck for good.

## Replace from exile
Exile a market card and, instead of refilling, fill its slot with a card of your choice from the exile \
pile. The tokens of the old card move to the new one, and it gets an unrest if its category carries one.

## Acquiring from exile
A card acquired from the exile pile, or broken through for there, that belongs to an unrest-carrying \
category brings an unrest card from the pile into your hand as well. Breaking through from exile counts \
as a break-through, not an acquire: abilities that fire "when you break through" fire.
"""
