"""The body of the nations section of Empires' rules help («Народы» / "Nations") in Russian and English: what
every nation has, and the six nations of ``data/nations/*.json`` with their difficulty, rule flags and
style, in our own words. Used by ``rules_help.py``. No Qt here."""

from __future__ import annotations

BODY: dict[str, str] = {}

BODY["ru"] = """
## Что есть у каждого народа
Карта способности с двумя сторонами (А: богаче свойство и правило ПО; Б: проще и надёжнее), 10 \
стартовых карт (четыре основные карты, один-два региона, особые карты народа и 2 карты беспорядков), \
колода усиления с картой трансформации внизу, карты прогресса и иногда карты беспорядков для общей \
стопки. Четыре основные карты у всех народов делают одно и то же, хоть и называются по-своему:
- **расширение:** заплатите население, чтобы приобрести карту региона или данников, или больше — чтобы \
совершить за ней прорыв;
- **учение:** заплатите материалы, чтобы приобрести карту племён или цивилизации, или больше — для \
прорыва;
- **урожай:** каждый игрок может взять 1 карту, затем вы получаете материалы за свои производственные \
регионы или население за все свои регионы;
- **известность:** разрушьте 3 региона, чтобы посмотреть 2 карты славы и взять 1; эту карту никогда \
нельзя поставить в гарнизон.

## Речные династии ★
Сложность 1 из 5; обычные правила. Неторопливые строители на плодородных и речных регионах: урожаи, \
население, которое растёт в каждое солнцестояние, прогресс, оплаченный в основном населением. Другим \
игрокам почти не мешают. Сторона Б приносит ПО за накопленное население.

## Соляные гильдии ★★
Сложность 2 из 5; обычные правила. Торговцы рынком: кладут жетоны на карты рынка и переносят их, \
получают награду за карты с жетонами, отправляют карты в изгнание и возвращают их оттуда, а запас \
материалов превращают в ПО.

## Огненные кланы ★★
Сложность 2 из 5; обычные правила, но 3 их собственные карты беспорядков лежат в общей стопке, и упадок \
ближе для всех. Налётчики: их атаки заставляют других брать беспорядки и сбрасывать карты, они крадут \
ресурсы, а каждая карта беспорядков, возвращённая ходом революции, им выгодна.

## Звездочёты ★★★
Сложность 3 из 5; обычные правила. Хранители знаний: смотрят и переставляют верх своей личной колоды, \
находят нужные карты, заносят карты в летопись ради прогресса и ПО, и карт прогресса у них больше всех.

## Кочующий двор ★★★★
Сложность 4 из 5. Нарушители правил: их карта периода никогда не переворачивается, так что они всю \
игру остаются варварами; колода усиления кончается картой **зенита**, которая вместо трансформации \
запускает конец игры; летописи у них нет (такие карты уходят в сброс); прогресс они ускоряют только \
своими эффектами.

## Паломники Лощины ★★★★★
Сложность 5 из 5. Иной путь: ни колоды усиления, ни области прогресса. Каждый раз, когда их личная \
колода заканчивается, они берут 1 карту беспорядков, а карта способности даёт им прогресс; 2 их \
собственные карты беспорядков лежат в общей стопке. Их карта пути, лежащая в игре с самого начала, за \
прогресс переворачивается в «Дальнюю святыню», а та может в солнцестояние запустить конец игры.
"""

BODY["en"] = """
## What every nation has
A power card with two sides (A: a richer ability and VP rule; B: simpler and steadier), 10 starting \
cards (four basic cards, one or two regions, signature cards and 2 unrest), a nation deck ending in its \
accession card, development cards, and sometimes unrest cards for the common pile. The four basic cards \
do the same job in every nation under their own names:
- **expand:** pay population to acquire a region or tributary card, or pay more to break through for one;
- **learn:** pay materials to acquire an uncivilised or civilised card, or more to break through;
- **harvest:** every player may draw 1 card, then you gain materials for your production regions or \
population for all your regions;
- **renown:** abandon 3 regions to look at 2 fame cards and take 1; it can never be garrisoned.

## River Dynasts ★
Difficulty 1 of 5; the default rules. Steady builders on fertile and river regions: harvests, population \
growing at every solstice, development paid mostly with population. They hardly touch the other \
players. Side B scores VP for the population you keep.

## Salt Guilds ★★
Difficulty 2 of 5; the default rules. Merchants of the market: they put tokens on market cards and move \
them, are paid for acquiring tokened cards, exile cards and bring them back from exile, and turn a hoard \
of materials into VP.

## Ember Clans ★★
Difficulty 2 of 5; the default rules, plus 3 unrest cards of their own in the common pile, which brings \
a collapse nearer for everyone. Raiders: their attacks make the others take unrest and discard, they \
steal resources, and each unrest they return by a Revolt turn pays them.

## Stargazers ★★★
Difficulty 3 of 5; the default rules. Keepers of lore: they look at and reorder the top of their draw \
pile, find the cards they want, put cards into history for progress and VP, and have the most \
development cards.

## Drifting Court ★★★★
Difficulty 4 of 5. Rule-benders: their state card never turns, so they stay barbarian all game; their \
nation deck ends in a **zenith** card that triggers the end of the game instead of an accession; they \
keep no history (such cards go to the discard); and they develop only through their own effects.

## Pilgrims of the Hollow ★★★★★
Difficulty 5 of 5. A different road: no nation deck and no development area. Each time their draw pile \
runs out they take 1 unrest card and their power card gives progress; 2 unrest of their own join the \
common pile. Their journey card, in play from the start, turns into the Far Shrine for progress, and \
the Far Shrine can trigger the end of the game at a solstice.
"""
