"""Rules help for Age of Heroes («Эпоха героев»), written for this app in Russian and English.

The sections follow the order of play and their ids are the ``section`` values of the engine's
reasons (see ``civitas.engine.rules_help``). The list of table rules (the choices this app made
where the printed rules are silent) is read at run time from ``games/heroes/catalog.py`` when it is
there, so it never drifts from what the engine does. Card names and texts for the gallery also come
from the game's own data (``card_gallery.py``). No Qt here.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from civitas.engine.rules_help import RulesSection, markup_to_html

GAME_ID = "heroes"


def _section(sid: str, title_en: str, title_ru: str, body_en: str, body_ru: str) -> RulesSection:
    return RulesSection(sid, {"en": title_en, "ru": title_ru}, {"en": body_en.strip(), "ru": body_ru.strip()})


# --- the text ----------------------------------------------------------------------------------------
_SETUP_EN = """
## What the game is about
Each player leads one of six ancient tribes: Egyptians, Romans, Greeks, Babylonians, Celts or \
Chinese. You gather resources, trade them at the fair, build cities, armies and roads, and go to war \
with your neighbours. There are three ways to win:
- hold **five cities** (built or conquered);
- complete a **culture monument** of five special-resource cards of your own tribe;
- be the **last tribe** still in the game.
A win is never instant: when you reach five cities or a full monument, everybody else gets one more \
chance to stop you (see [Victory](victory)).

## What is in the game
**The resource deck, 108 cards.** These are the cards you hold in your hand:
- ordinary resources: 12 iron, 12 wood, 12 grain, 12 stone;
- 6 gold, which can stand in for any ordinary resource;
- 36 special resources, six for each tribe: limestone (Egyptians), concrete (Romans), marble \
(Greeks), bricks (Babylonians), sandstone (Celts), granite (Chinese);
- 18 events: 2 population growth, 2 earthquake, 2 eruption, 2 famine, 3 barbarians, \
2 olympic games, 3 hero, 2 luck.
**The main supply.** Everything that can be built, shared by all players: 12 armies, 12 cities, \
9 fortresses, 6 generals and 6 roads. Nothing can be built once its pile is empty.

**Six tribe cards** and a six-sided die.

## Getting ready
1. Tribes are dealt at random. In a game with fewer than six players the special resources of the \
missing tribes stay in the deck: nobody can use them, but they can still be traded.
2. Everyone takes one city and one army from the main supply.
3. Everyone rolls the die; the highest roll plays first (a tie for the highest is rolled again).
4. Everyone is dealt three cards from the shuffled resource deck. A disaster among them (famine, \
barbarians, earthquake, eruption) is thrown away with no effect and is not replaced. Population \
growth acts at once: its owner takes a free city.
5. The game opens with a [fair](fair). After that the players take turns, going to the left round \
the table. Every time all of them have had a turn, a new fair is held before the first player's \
next turn. One fair plus one turn for each player is called a **round**.
"""

_SETUP_RU = """
## О чём игра
Каждый игрок возглавляет одно из шести древних племён: египтян, римлян, греков, вавилонян, кельтов \
или китайцев. Вы добываете ресурсы, меняетесь ими на ярмарке, строите города, армии и дороги и \
воюете с соседями. Победить можно тремя путями:
- владеть **пятью городами** (построенными или захваченными);
- сложить **памятник культуры** из пяти карт особого ресурса своего племени;
- остаться **последним племенем** в игре.
Победа никогда не наступает сразу: когда у вас пять городов или готовый памятник, остальные \
получают ещё одну возможность вам помешать (см. [Победа](victory)).

## Что есть в игре
**Колода ресурсов, 108 карт.** Это карты, которые вы держите в руке:
- обычные ресурсы: 12 железа, 12 дерева, 12 зерна, 12 камня;
- 6 золота — оно может заменить любой обычный ресурс;
- 36 особых ресурсов, по шесть на каждое племя: известняк (египтяне), бетон (римляне), мрамор \
(греки), кирпичи (вавилоняне), песчаник (кельты), гранит (китайцы);
- 18 событий: 2 «Рост населения», 2 «Землетрясение», 2 «Извержение», 2 «Голод», 3 «Варвары», \
2 «Олимпийские игры», 3 «Герой», 2 «Удача».
**Общий запас.** Всё, что можно построить, один запас на всех: 12 армий, 12 городов, 9 крепостей, \
6 генералов и 6 дорог. Когда какая-то стопка пуста, это строить нельзя.

**Шесть карт племён** и шестигранный кубик.

## Подготовка
1. Племена раздаются случайно. Если игроков меньше шести, особые ресурсы отсутствующих племён \
остаются в колоде: пользы от них никому нет, но ими можно меняться.
2. Каждый берёт из общего запаса один город и одну армию.
3. Все бросают кубик; у кого выпало больше, тот ходит первым (при равенстве лучших бросков они \
перебрасывают).
4. Каждому сдают три карты из перемешанной колоды ресурсов. Катастрофа среди них (голод, варвары, \
землетрясение, извержение) уходит в сброс без всякого действия, и новая карта взамен не берётся. \
«Рост населения» срабатывает сразу: владелец получает бесплатный город.
5. Игра начинается с [ярмарки](fair). Затем игроки ходят по очереди, по кругу налево. Когда все \
сделали по ходу, перед следующим ходом первого игрока снова проходит ярмарка. Ярмарка и по одному \
ходу каждого игрока — это **раунд**.
"""

_FAIR_EN = """
A fair is held once at the very start of the game and then before every round, just before the \
first player's turn.

## 1. Everyone draws
Starting with the first player, each player draws **one card**, plus **one more card for every \
tribe their roads lead to**. Roads can be followed through other tribes: if you have a road to \
your neighbour and that neighbour has a road to the next tribe, you reach both and draw 1 + 2 = 3 \
cards. See [Roads](roads).

## 2. Events happen
Events that act at once (population growth and the four disasters) are resolved, in seat order \
from the first player. At the very first fair, disasters are thrown away with no effect, just as \
when the opening hands were dealt. See [Events](events).

## 3. Trading
Then the players trade cards with each other. How offers work here is explained in \
[Trading](trade).

During the fair your hand may grow beyond five cards. The limit of five only counts at the end of \
your own turn (see [Hand limit](discard)).
"""

_FAIR_RU = """
Ярмарка проходит один раз в самом начале игры, а затем перед каждым раундом — перед ходом первого \
игрока.

## 1. Все берут карты
Начиная с первого игрока, каждый берёт **одну карту** и ещё **по одной за каждое племя, до \
которого ведут его дороги**. Дороги считаются и через другие племена: если у вас есть дорога к \
соседу, а у соседа — к следующему племени, вы достаёте до обоих и берёте 1 + 2 = 3 карты. \
См. [Дороги](roads).

## 2. Срабатывают события
События, которые действуют сразу («Рост населения» и четыре катастрофы), разыгрываются по порядку \
мест, начиная с первого игрока. На самой первой ярмарке катастрофы, как и при раздаче, уходят в \
сброс без действия. См. [События](events).

## 3. Обмен
После этого игроки меняются картами. Как здесь устроены предложения обмена — в разделе \
[Обмен](trade).

Во время ярмарки в руке может быть больше пяти карт. Предел в пять карт проверяется только в конце \
вашего собственного хода (см. [Предел руки](discard)).
"""

_TRADE_EN = """
## What can change hands
Any card of the resource deck that you hold: ordinary resources, gold, special resources (your \
own or another tribe's) and the events you can keep in hand (hero, olympic games, luck). Things \
from the main supply — cities, armies, fortresses, generals, roads — are never traded.

## How an offer works in this app
- You post an offer of the form **"I give X, I want Y"**: one card you hold for one card you \
would like. Everybody sees all open offers.
- As soon as another player's offer is the mirror of yours — they give the card you want and \
want the card you give — **the two cards swap automatically**. If several offers match, the \
oldest one trades.
- Until it is matched you may **withdraw** your offer at any time.
- **A matched trade is final.** It cannot be taken back.
- An offer is closed by itself when you no longer hold the card it gives.
- When you have nothing more to trade, say you are done (**Done trading**). Your open offers stay valid.

## How the fair goes on and ends
- Saying done is not final: **a new offer brings everyone back**. Whoever has said done and can \
still post an offer is asked again and answers it — accepts it, posts a counter-offer or says done \
again. Computer players answer your offers the same way.
- The trading panel shows every rival's open offers and whether the rival is still deciding or \
has passed for now.
- **The fair ends when every player has said done after the last new offer.** Nobody's "done" can \
end the fair before the others have seen the last offer, also when several people share a screen.
- Each player posts at most six offers per fair (accepting an offer is posting one), so every \
fair comes to an end.

## Tips
- Your own special resource is worth a lot to you and nothing to anyone else — and the other \
tribes' special resources are useless to you. Trade them to their owners.
- Watch the open offers: they tell you what your rivals are short of.
"""

_TRADE_RU = """
## Чем можно меняться
Любой картой колоды ресурсов, которая у вас на руке: обычными ресурсами, золотом, особыми \
ресурсами (своими и чужими) и событиями, которые можно держать в руке («Герой», «Олимпийские игры», \
«Удача»). То, что берётся из общего запаса — города, армии, крепости, генералы, дороги, — \
не обменивается никогда.

## Как устроено предложение в этой программе
- Вы выставляете предложение вида **«отдаю X, хочу Y»**: одну карту со своей руки за одну \
нужную вам карту. Все открытые предложения видны всем.
- Как только чьё-то предложение оказывается зеркальным вашему — этот игрок отдаёт то, что вы \
хотите, и хочет то, что отдаёте вы, — **карты меняются владельцами автоматически**. Если \
подходящих предложений несколько, срабатывает самое раннее.
- Пока пары не нашлось, предложение можно в любой момент **отозвать**.
- **Состоявшийся обмен окончателен.** Отменить его нельзя.
- Если карты, которую вы предлагали, у вас больше нет, предложение закрывается само.
- Когда меняться больше нечем, скажите «хватит» (кнопка **«Закончить торговлю»**). Ваши открытые \
предложения остаются в силе.

## Как идёт и чем кончается ярмарка
- «Хватит» — не окончательно: **новое предложение возвращает к торгам всех**. Кто уже сказал \
«хватит» и ещё может выставлять предложения, должен ответить снова: принять его, выставить \
встречное или опять сказать «хватит». Компьютерные игроки отвечают на ваши предложения так же.
- На панели торгов видны открытые предложения каждого соперника и то, думает ли он ещё или \
пока пасует.
- **Ярмарка кончается, когда все сказали «хватит» после последнего нового предложения.** Ничьё \
«хватит» не закончит ярмарку, пока остальные не увидели последнее предложение, — и когда за \
одним экраном играют несколько человек.
- За ярмарку каждый выставляет не больше шести предложений (принять чужое — тоже предложение), \
поэтому любая ярмарка кончается.

## Советы
- Ваш особый ресурс очень ценен для вас и бесполезен остальным, а чужие особые ресурсы бесполезны \
вам. Обменивайте их хозяевам.
- Следите за открытыми предложениями: по ним видно, чего не хватает соперникам.
"""

_TURN_EN = """
Your turn has five phases, always in this order:
1. **Draw one card** from the resource deck. If it is an event that acts at once, it happens \
now (see [Events](events)). A disaster you draw is not replaced by another card. When the deck \
runs out, the discard pile is shuffled into a new deck.
2. **Take one action** — at most one of the three: [collect tax](tax), [build](build) or \
[go to war](war). You may also skip the action.
3. **Lay special resources** of your tribe on your [culture monument](monument).
4. **Discard** down to five cards if you hold more (see [Hand limit](discard)).
5. **Tidy up**: your armies that are due back from a war come home, and earthquake cards lying \
on your armies are discarded.

Then the player on your left takes a turn. When every player has had a turn, a new \
[fair](fair) starts the next round.

Some cards are played outside this order: a **hero** when you attack or are attacked, \
**olympic games** against an attack or barbarians, **luck** against a disaster.
"""

_TURN_RU = """
Ваш ход состоит из пяти фаз, всегда в таком порядке:
1. **Возьмите одну карту** из колоды ресурсов. Если это событие, которое действует сразу, оно \
срабатывает тут же (см. [События](events)). Катастрофа не заменяется другой картой. Когда колода \
кончается, сброс перемешивается и становится новой колодой.
2. **Совершите одно действие** — не больше одного из трёх: [соберите налоги](tax), \
[постройте](build) или [начните войну](war). Действие можно и пропустить.
3. **Выложите особые ресурсы** своего племени на [памятник культуры](monument).
4. **Сбросьте лишнее**, если в руке больше пяти карт (см. [Предел руки](discard)).
5. **Наведите порядок**: армии, которым пора вернуться с войны, возвращаются домой, а карты \
землетрясений с ваших армий уходят в сброс.

Затем ходит игрок слева от вас. Когда все сделали по ходу, новая [ярмарка](fair) открывает \
следующий раунд.

Некоторые карты играются вне этого порядка: **«Герой»** — когда вы нападаете или на вас \
нападают, **«Олимпийские игры»** — против нападения или варваров, **«Удача»** — против катастрофы.
"""

_TAX_EN = """
Collecting tax is one of the three actions of phase 2.
- **With cities:** draw one card from the resource deck for every city you own. Three cities \
bring three cards.
- **Without a city:** you may swap instead — discard one card from your hand and draw one.
- Events among the cards you draw act at once, as always (see [Events](events)).
- Tax is your whole action for this turn: you cannot also build or attack.
"""

_TAX_RU = """
Сбор налогов — одно из трёх действий второй фазы.
- **Если есть города:** возьмите из колоды ресурсов по одной карте за каждый свой город. Три \
города — три карты.
- **Если городов нет:** вместо этого можно сменить карту — сбросьте одну карту с руки и возьмите \
одну из колоды.
- События среди взятых карт, как всегда, срабатывают сразу (см. [События](events)).
- Налоги — это всё ваше действие на ход: строить или нападать в этот ход уже нельзя.
"""

_BUILD_EN = """
Building is one of the three actions of phase 2. In one build action you may build as many things \
as you can pay for, in any mix.

## Prices
- **Army:** iron + 2 grain.
- **City:** stone + 2 wood.
- **Fortress:** iron + wood + stone.
- **General:** iron + gold.
- **Road:** 2 stone (only to a neighbour who agrees, see [Roads](roads)).

**Gold** can replace any ordinary resource (iron, wood, grain or stone) in a price. Special \
resources are never used for building; they go on your [monument](monument).

## What each thing does
- A **city** brings a card when you collect [tax](tax). Five cities are one way to \
[win](victory).
- An **army** fights in [wars](war), one duel each.
- A **fortress** adds +1 to every one of your armies when you are attacked. Several fortresses \
add up. They never help when you attack.
- A **general** is placed on one of your armies at home that has no general yet and gives it +2 \
in every duel. One army can have only one general. When the army is destroyed, its general goes \
with it.
- A **road** gives extra cards at the [fair](fair) and brings your armies home sooner after a war.

## The supply is limited
There are 12 armies, 12 cities, 9 fortresses, 6 generals and 6 roads for all players together. \
When a pile is empty, nobody can build that thing until one comes back to the supply — for \
example when an army is destroyed in battle or a city is destroyed by an eruption.
"""

_BUILD_RU = """
Строительство — одно из трёх действий второй фазы. За одно строительство можно построить сколько \
угодно всего и в любом сочетании, лишь бы хватило карт.

## Цены
- **Армия:** железо + 2 зерна.
- **Город:** камень + 2 дерева.
- **Крепость:** железо + дерево + камень.
- **Генерал:** железо + золото.
- **Дорога:** 2 камня (только к соседу и только с его согласия, см. [Дороги](roads)).

**Золото** может заменить в цене любой обычный ресурс (железо, дерево, зерно или камень). Особые \
ресурсы для строительства не годятся: они идут на [памятник](monument).

## Что даёт каждая постройка
- **Город** приносит карту при сборе [налогов](tax). Пять городов — один из путей к \
[победе](victory).
- **Армия** сражается на [войне](war), по одному поединку за бой.
- **Крепость** даёт +1 каждой вашей армии, когда на вас нападают. Несколько крепостей \
складываются. При нападении они не помогают.
- **Генерал** ставится на вашу армию, которая дома и у которой ещё нет генерала, и даёт ей +2 \
в каждом поединке. У армии может быть только один генерал. Если армия гибнет, генерал гибнет вместе с ней.
- **Дорога** приносит лишние карты на [ярмарке](fair) и ускоряет возвращение армий с войны.

## Запас ограничен
На всех игроков есть 12 армий, 12 городов, 9 крепостей, 6 генералов и 6 дорог. Когда стопка \
пуста, никто не может это строить, пока что-нибудь не вернётся в запас — например, когда армия \
погибнет в бою или город разрушит извержение.
"""

_ROADS_EN = """
A road joins your tribe to a neighbour's.
- It costs **2 stone** (gold may replace stone) and is built as part of a [build](build) action.
- You can build a road **only to your left or right neighbour**, and only one road between the \
same two tribes. With two tribes left in the game, they are each other's only neighbour.
- **The neighbour must agree.** When you build, the neighbour is asked and decides. If they say \
no, the road is not built and you keep your cards.

## What roads give
- **More cards at every fair:** one extra card for every tribe you reach over roads. Roads carry \
on through other tribes, so a chain of roads lets you reach tribes that are not your neighbours. \
Both ends of a road profit, which is why a neighbour often agrees.
- **Faster return from war:** after a battle against a tribe joined to you by a **direct** road \
(not through a third tribe), your surviving armies come home at once instead of a turn later.

When a tribe is [eliminated](elimination), every road leading to it goes back to the supply.
"""

_ROADS_RU = """
Дорога соединяет ваше племя с соседним.
- Она стоит **2 камня** (камень можно заменить золотом) и строится в рамках действия \
[строительство](build).
- Дорогу можно провести **только к соседу слева или справа**, и между двумя племенами может быть \
только одна дорога. Когда в игре осталось два племени, каждое из них — единственный сосед другого.
- **Сосед должен согласиться.** Когда вы строите, соседа спрашивают, и решает он. Если он \
отказывается, дорога не строится, а карты остаются у вас.

## Что дают дороги
- **Больше карт на каждой ярмарке:** по одной лишней карте за каждое племя, до которого можно \
доехать по дорогам. Дороги продолжаются через другие племена, поэтому по цепочке можно достать и \
до несоседних племён. Выгоду получают оба конца дороги — поэтому сосед часто соглашается.
- **Быстрое возвращение с войны:** после боя с племенем, с которым вас соединяет **прямая** \
дорога (не через третье племя), уцелевшие армии возвращаются сразу, а не через ход.

Когда племя [выбывает](elimination), все дороги к нему возвращаются в запас.
"""

_WAR_EN = """
War is one of the three actions of phase 2.

## Declaring a war
- You attack **one tribe** per war.
- You pick the **armies** you send. Only armies at home can go: not those still on their way back \
from an earlier war, and not those held by an earthquake. A general always fights with its army.
- You name the **goal**:
  - **Conquest** — to take cities;
  - **Plunder** — to take cards from the defender's hand;
  - **Destruction** — to knock cards off the defender's culture monument.
- **A hero** from your hand may join before the armies leave: either as one more army, or as a \
general on one of your armies that has none (+2). You may bring several hero cards to one war, and \
you may even attack with a hero alone.
- Until the armies are sent you may **call the war off**: they stay at home, and you cannot declare \
another war in the same turn. Once sent, armies cannot be called back and no one can be sent after them.
- The goal buttons say the most each goal can take with the armies you could send, and the \
battlefield shows a **battle preview**: the chance of each outcome with the armies picked so far, \
counted exactly from the dice, generals, heroes and fortresses on the table. A hero or Olympic games \
the defender may still play are not counted.

## The defender answers
Before the fighting the defender may play:
- **Olympic games** — the attack is called off. Your armies go home as after any war: at once \
over a direct road, otherwise at the end of your next turn.
- **A hero** — as one more defending army, or as a general on one of their armies that has no \
general. A defender holding several heroes may play them all: after each hero they are asked \
again, until they choose to fight. Once a hero has joined the defence, Olympic games can no longer \
call the attack off.
- **Luck** does **not** help against another player's attack; it only stops barbarians and the \
other disasters.

## Who fights
- All of the defender's armies at home fight, each getting +1 for every fortress the defender \
owns.
- An army under an **earthquake** card takes no part, in attack or in defence.
- The fighting itself is explained in [Combat](combat).
"""

_WAR_RU = """
Война — одно из трёх действий второй фазы.

## Объявление войны
- За одну войну нападают на **одно племя**.
- Вы выбираете **армии**, которые посылаете. Пойти могут только армии, которые дома: не те, что \
ещё возвращаются с прошлой войны, и не те, что придавлены землетрясением. Генерал всегда идёт \
вместе со своей армией.
- Вы объявляете **цель**:
  - **Завоевание** — чтобы захватить города;
  - **Разграбление** — чтобы забрать карты с руки защитника;
  - **Разрушение** — чтобы сбросить карты с памятника культуры защитника.
- **Герой** с вашей руки может присоединиться до выступления: либо как ещё одна армия, либо как \
генерал на вашей армии без генерала (+2). В одну войну можно взять несколько карт героев, а можно \
напасть даже одним героем.
- Пока армии не отправлены, войну можно **отменить**: армии остаются дома, но объявить другую войну \
в этот ход уже нельзя. Отправленные армии нельзя вернуть назад, и нельзя послать им подкрепление.
- Кнопки целей показывают, сколько самое большее даст каждая цель с армиями, которые можно \
отправить, а на поле боя виден **прогноз боя**: шанс каждого исхода с уже выбранными армиями, \
точно подсчитанный по кубикам, генералам, героям и крепостям на столе. Герой или Олимпийские игры, \
которые защитник ещё может сыграть, не учитываются.

## Ответ защитника
Перед боем защитник может сыграть:
- **«Олимпийские игры»** — нападение отменяется. Ваши армии возвращаются как после любой войны: \
сразу, если есть прямая дорога, иначе в конце вашего следующего хода.
- **«Героя»** — как ещё одну обороняющуюся армию или как генерала на одной из своих армий без \
генерала. Если героев на руке несколько, можно сыграть их все: после каждого героя защитника \
спрашивают снова, пока он не выберет бой. Когда герой уже вступил в оборону, Олимпийскими играми \
нападение больше не отменить.
- **«Удача»** против нападения другого игрока **не помогает**: она отменяет только варваров и \
другие катастрофы.

## Кто сражается
- Сражаются все армии защитника, которые дома; каждая получает +1 за каждую крепость защитника.
- Армия под картой **землетрясения** в бою не участвует — ни в нападении, ни в обороне.
- Как проходит сам бой — в разделе [Бой](combat).
"""

_COMBAT_EN = """
## Duels
A battle is a series of **duels**, one attacking army against one defending army. Each side rolls \
one six-sided die and adds its bonuses:
- **+2** for a general on the army (a hero used as a general counts the same);
- **+1 for each fortress**, for the defender only.

The higher total wins the duel. The losing army is **destroyed** and goes back to the supply, and \
its general with it. On **equal totals** nothing happens: both armies survive.

Duels go on until the side with **fewer armies** has used each of its armies once. Every army \
fights at most one duel. Which attacker meets which defender is a table rule, given at the end \
of this section.

## Counting the winners
Your **winning armies** are the attackers that won their duel **plus** the attackers that had no \
one to fight. Example: you attack with six armies and the defender has four; even if you lose all \
four duels, two of your armies count as winners.

A battle with winning armies can still take nothing: one winning army is too few for a city, and \
the defender may have no city, no card in hand or no monument card left. The battle report then \
says why.

## The spoils
- **Conquest:** 2 or 3 winners take **one city** from the defender; 4 or more take **two**. \
A single winner takes nothing.
- **Plunder:** you take **two cards** at random from the defender's hand for every winner.
- **Destruction:** one winner or more throw **one card** off the defender's monument; 3 or more \
throw off **two**.

## Going home
The attacker's surviving armies come home **at the end of the attacker's next turn**; until then \
they can neither attack nor defend. If a **direct road** joins the two tribes, they come home \
**right after the battle**. A hero card used in the battle is discarded afterwards.

## Who lost the war
The attacker has **won** the battle with at least one winning army, even if that army gains \
nothing; with none, or when Olympic games turn it back, the attack has **failed**. The side that \
failed is [eliminated](elimination) if it is left with no city and no card in hand — the \
defender after a lost battle, the attacker after a failed attack. The side that held its ground \
never is.
"""

_COMBAT_RU = """
## Поединки
Бой — это серия **поединков**: одна армия нападающего против одной армии защитника. Каждая сторона \
бросает шестигранный кубик и прибавляет свои бонусы:
- **+2** за генерала на армии (герой в роли генерала считается так же);
- **+1 за каждую крепость** — только защитнику.

Побеждает тот, у кого сумма больше. Проигравшая армия **гибнет** и возвращается в запас, а с ней \
и её генерал. При **равных суммах** ничего не происходит: обе армии остаются целы.

Поединки идут, пока сторона, у которой **меньше армий**, не выставит каждую свою армию по разу. \
Каждая армия сражается не больше одного раза. Кто с кем сражается, решает правило стола — оно \
приведено в конце раздела.

## Подсчёт победителей
Ваши **победившие армии** — это армии, выигравшие свой поединок, **плюс** армии, которым не \
нашлось противника. Пример: вы напали шестью армиями, у защитника четыре; даже если вы проиграли \
все четыре поединка, две ваши армии считаются победившими.

Бой с победившими армиями может ничего не принести: одной победившей армии для города мало, а у \
защитника может не остаться ни городов, ни карт в руке, ни карт на памятнике. Тогда отчёт о бое \
говорит почему.

## Добыча
- **Завоевание:** 2 или 3 победившие армии забирают у защитника **один город**, 4 и больше — \
**два**. Одна победившая армия не получает ничего.
- **Разграбление:** за каждую победившую армию вы забираете **две случайные карты** с руки защитника.
- **Разрушение:** одна или больше победивших армий сбрасывают с памятника защитника **одну \
карту**, три и больше — **две**.

## Возвращение домой
Уцелевшие армии нападающего возвращаются **в конце его следующего хода**; до тех пор они не \
могут ни нападать, ни защищаться. Если племена соединяет **прямая дорога**, армии возвращаются \
**сразу после боя**. Карта героя после боя уходит в сброс.

## Кто проиграл войну
Нападающий **выиграл** бой, если у него есть хотя бы одна победившая армия, даже если она ничего \
не получила; если победивших армий нет или его развернули Олимпийские игры, нападение \
**провалилось**. Проигравшая сторона [выбывает](elimination), если у неё не осталось ни города, ни \
карт в руке: защитник — после проигранного боя, нападающий — после провалившегося нападения. \
Устоявшая сторона не выбывает никогда.
"""

_EVENTS_EN = """
The resource deck holds 18 event cards. Five kinds act **at once** when drawn — at the fair, in \
phase 1 of a turn or while collecting tax. Three kinds can be **kept** in hand for later, and \
traded like any other card.

## Acting at once
- **Population growth** (2 cards): you get a free city from the supply, if one is left.
- **Earthquake** (2): you must put it on an army of **another** tribe, chosen by you. That army \
cannot attack or defend until the end of its owner's next turn; then the card is discarded.
- **Eruption** (2): you choose a city of **another** tribe; it is destroyed and goes back to the \
supply.
- **Famine** (2): **every** player discards all the grain in their hand.
- **Barbarians** (3): barbarians raid **your own** tribe and carry off two random cards of \
ordinary resources or gold from your hand; those cards are discarded.

An earthquake or an eruption with no possible target is discarded with no effect. During setup \
and at the first fair every disaster is discarded with no effect.

## Kept in hand
- **Olympic games** (2): call off another player's attack on you, or a barbarian raid.
- **Hero** (3): for one battle, in attack or in defence, the hero fights as one more army or \
leads an army as a general (+2). Afterwards the card is discarded. The limit is one battle per \
card: a player holding two heroes may use both in the same battle.
- **Luck** (2): cancels a famine, an eruption, an earthquake or barbarians. It does not help \
against another player's attack. Discarded when used.
"""

_EVENTS_RU = """
В колоде ресурсов 18 карт событий. Пять видов срабатывают **сразу**, как только карту взяли — на \
ярмарке, в первой фазе хода или при сборе налогов. Три вида можно **оставить** в руке на потом и \
обменивать, как любую другую карту.

## Срабатывают сразу
- **«Рост населения»** (2 карты): вы бесплатно получаете город из запаса, если он там остался.
- **«Землетрясение»** (2): вы обязаны положить его на армию **другого** племени по своему выбору. \
Эта армия не может ни нападать, ни защищаться до конца следующего хода её владельца; потом карта \
уходит в сброс.
- **«Извержение»** (2): вы выбираете город **другого** племени; он разрушен и возвращается в запас.
- **«Голод»** (2): **все** игроки сбрасывают всё зерно с руки.
- **«Варвары»** (3): варвары нападают на **ваше** племя и уносят две случайные карты обычных \
ресурсов или золота с вашей руки; эти карты уходят в сброс.

Землетрясение или извержение без подходящей цели уходит в сброс без действия. При раздаче и на \
первой ярмарке любая катастрофа уходит в сброс без действия.

## Остаются в руке
- **«Олимпийские игры»** (2): отменяют нападение другого игрока на вас или набег варваров.
- **«Герой»** (3): в одном бою, в нападении или в обороне, герой сражается как ещё одна армия или \
ведёт армию как генерал (+2). После боя карта уходит в сброс. Ограничение — один бой на карту: \
у кого два героя, может использовать обоих в одном бою.
- **«Удача»** (2): отменяет голод, извержение, землетрясение или варваров. Против нападения \
другого игрока не помогает. После использования уходит в сброс.
"""

_MONUMENT_EN = """
Every tribe has its own **special resource**: limestone for the Egyptians, concrete for the \
Romans, marble for the Greeks, bricks for the Babylonians, sandstone for the Celts, granite for \
the Chinese.
- In phase 3 of your turn you may lay any number of your **own** special-resource cards from your \
hand onto your culture monument. Other tribes' special resources cannot go on it.
- Special resources are used for nothing else.
- Cards on the monument are safe from plunder and famine, but a war with the goal of \
**destruction** can knock them off (see [Combat](combat)).
- **Five cards** on your monument are a claim to [victory](victory).
- The other tribes' special resources are no use to you, but they are good to trade with their \
owners at the [fair](trade).
"""

_MONUMENT_RU = """
У каждого племени свой **особый ресурс**: у египтян — известняк, у римлян — бетон, у греков — \
мрамор, у вавилонян — кирпичи, у кельтов — песчаник, у китайцев — гранит.
- В третьей фазе своего хода вы можете выложить с руки на памятник культуры сколько угодно карт \
**своего** особого ресурса. Чужие особые ресурсы на него класть нельзя.
- Ни для чего другого особые ресурсы не нужны.
- Карты на памятнике защищены от разграбления и голода, но война с целью **разрушения** может их \
сбросить (см. [Бой](combat)).
- **Пять карт** на памятнике — это заявка на [победу](victory).
- Чужие особые ресурсы вам не нужны, зато их выгодно обменять владельцам на [ярмарке](trade).
"""

_DISCARD_EN = """
- At the **end of your own turn** (phase 4) you may hold at most **five cards**. If you hold more, \
you choose which ones to discard.
- At other times — during the fair and during other players' turns — your hand may be larger.
- Cards on your monument do not count; only the cards in your hand do.
"""

_DISCARD_RU = """
- В **конце своего хода** (четвёртая фаза) в руке может остаться не больше **пяти карт**. Если их \
больше, вы сами выбираете, какие сбросить.
- В остальное время — на ярмарке и во время ходов других игроков — карт в руке может быть больше.
- Карты на памятнике не считаются — считаются только карты в руке.
"""

_VICTORY_EN = """
## Three ways to win
- **Last tribe standing:** all other players have been [eliminated](elimination). This win is \
immediate.
- **Five cities:** built, conquered or gained by population growth — it does not matter how.
- **Culture monument:** five special-resource cards of your tribe on your monument.

## The last turn
Five cities or a full monument do **not** win at once. They start a **last turn**: play goes on \
round the table — including a fair, if one falls in between — until **the start of your next \
turn**, and every other tribe must have played one whole turn by then. A claim made at the fair is \
therefore not judged at your turn right after that fair (unless you play last in the round): the \
tribes after you get their turn first, and the claim is judged at your following turn. At that \
moment:
- if you **still** have five cities, or your monument still has five cards, **you win** — even if \
you lost them meanwhile and got them back;
- otherwise the game simply goes on, and you can try again.
The others use this time to stop you: conquer your cities, destroy your monument, or win first. \
Another player can also win during this time.

A game that drags on is stopped after a fixed number of rounds and decided by a tie-break: see the \
table rules at the end of this section.
"""

_VICTORY_RU = """
## Три пути к победе
- **Последнее племя:** все остальные игроки [выбыли](elimination). Такая победа наступает сразу.
- **Пять городов:** построенных, завоёванных или полученных «Ростом населения» — неважно как.
- **Памятник культуры:** пять карт особого ресурса вашего племени на вашем памятнике.

## Последний ход
Пять городов или готовый памятник **не** приносят победу сразу. Они начинают **последний ход**: \
игра идёт по кругу — с ярмаркой, если она выпадает на это время, — до **начала вашего следующего \
хода**, и к этому времени каждое другое племя должно успеть сделать целый ход. Поэтому претензию, \
появившуюся на ярмарке, проверяют не в вашем ходе сразу после этой ярмарки (если только вы не \
ходите в раунде последним): сначала ходят племена после вас, а претензию проверяют в вашем \
следующем ходе. В этот момент:
- если у вас **по-прежнему** пять городов или на памятнике по-прежнему пять карт, **вы \
победили** — даже если за это время вы их теряли и вернули;
- иначе игра просто продолжается, и можно попробовать снова.
Остальные используют это время, чтобы вам помешать: захватить ваши города, разрушить памятник или \
победить раньше. За это время может победить и другой игрок.

Затянувшаяся игра останавливается после заданного числа раундов, и победитель определяется по \
дополнительным показателям — см. правила стола в конце раздела.
"""

_ELIMINATION_EN = """
- A tribe is out of the game when, after a war it **lost** — as the defender or as the attacker — \
it has **no city and no card in hand** (who lost a war: see [Combat](combat)). Holding off an \
attack never puts a tribe out.
- As long as it keeps **at least one city or at least one card**, it plays on — even with no \
army at all.
- All **roads** leading to an eliminated tribe go back to the supply. Its former neighbours become \
neighbours of each other and may build new roads.
- When only one tribe is left, it [wins](victory).
"""

_ELIMINATION_RU = """
- Племя выбывает из игры, если после **проигранной** войны — в обороне или в нападении — у него \
**нет ни города, ни карт в руке** (кто проиграл войну — см. [Бой](combat)). Отбитое нападение \
никогда не выводит племя из игры.
- Пока у племени есть **хотя бы один город или хотя бы одна карта**, оно продолжает играть — даже \
совсем без армий.
- Все **дороги**, ведущие к выбывшему племени, возвращаются в запас. Его бывшие соседи становятся \
соседями друг другу и могут строить новые дороги.
- Когда остаётся одно племя, оно [побеждает](victory).
"""

_TABLE_RULES_EN = """
Some questions the rules leave open are settled here, the same way in every game. Each answer below \
is a **table rule**.
"""

_TABLE_RULES_RU = """
Некоторые вопросы, которые правила оставляют открытыми, здесь решены одинаково в каждой партии. \
Каждый ответ ниже — **правило стола**.
"""

SECTIONS: list[RulesSection] = [
    _section("setup", "Overview and setup", "Об игре и подготовка", _SETUP_EN, _SETUP_RU),
    _section("fair", "The fair", "Ярмарка", _FAIR_EN, _FAIR_RU),
    _section("trade", "Trading", "Обмен", _TRADE_EN, _TRADE_RU),
    _section("turn", "Your turn", "Ход игрока", _TURN_EN, _TURN_RU),
    _section("tax", "Tax", "Налоги", _TAX_EN, _TAX_RU),
    _section("build", "Building", "Строительство", _BUILD_EN, _BUILD_RU),
    _section("roads", "Roads", "Дороги", _ROADS_EN, _ROADS_RU),
    _section("war", "War", "Война", _WAR_EN, _WAR_RU),
    _section("combat", "Combat", "Бой", _COMBAT_EN, _COMBAT_RU),
    _section("events", "Events", "События", _EVENTS_EN, _EVENTS_RU),
    _section("monument", "Culture monument", "Памятник культуры", _MONUMENT_EN, _MONUMENT_RU),
    _section("discard", "Hand limit", "Предел руки", _DISCARD_EN, _DISCARD_RU),
    _section("victory", "Victory", "Победа", _VICTORY_EN, _VICTORY_RU),
    _section("elimination", "Elimination", "Выбывание", _ELIMINATION_EN, _ELIMINATION_RU),
    _section("table_rules", "Table rules", "Правила стола", _TABLE_RULES_EN, _TABLE_RULES_RU),
]

SECTION_IDS: tuple[str, ...] = tuple(s.id for s in SECTIONS)
_BY_ID: dict[str, RulesSection] = {s.id: s for s in SECTIONS}


# --- table rules from the game's catalog -------------------------------------------------------------
#: The section each known table rule belongs to. A rule the catalog adds later and this map does
#: not know still appears in the Table rules section, under "Other".
RULE_SECTION: dict[str, str] = {
    "setup_order": "setup",
    "trade_offers": "trade",
    "trade_market": "trade",
    "trade_end": "trade",
    "offer_cap": "trade",
    "deck_empty": "turn",
    "build_one_at_a_time": "build",
    "gold_order": "build",
    "general_placement": "build",
    "road_consent": "roads",
    "hero_cancelled": "war",
    "defender_answer": "war",
    "pairing": "combat",
    "hero_one_battle": "combat",
    "quake_target": "events",
    "famine_luck": "events",
    "luck_victim": "events",
    "asked_always": "events",
    "barbarians_basic": "events",
    "no_target": "events",
    "monument_more": "monument",
    "claim_either": "victory",
    "claims_several": "victory",
    "claim_at_fair": "victory",
    "round_limit": "victory",
    "tie_break": "victory",
    "elimination_after_war": "elimination",
    "neighbours_after_elimination": "elimination",
    "no_repeats": "turn",
}


@dataclass(frozen=True, slots=True)
class TableRule:
    """One choice of this app where the printed rules are silent."""

    id: str
    text: Mapping[str, str]
    section: str  # the rules section it belongs to, or "" if unknown


def _catalog_module() -> Any:
    try:
        return importlib.import_module("civitas.games.heroes.catalog")
    except ImportError:
        return None


def catalog_table(lang: str) -> dict[str, str]:
    """The game's message table for ``lang`` (empty if the catalog is missing or broken)."""
    catalog = _catalog_module()
    fn = getattr(catalog, "catalog", None)
    if not callable(fn):
        return {}
    try:
        table = fn(lang)
    except Exception:  # noqa: BLE001 - a catalog being edited must not take the help down with it
        return {}
    return {str(k): str(v) for k, v in table.items()} if isinstance(table, Mapping) else {}


def table_rules() -> list[TableRule]:
    """The table rules in the order of ``catalog.TABLE_RULES``, texts from ``table_rule.<id>``."""
    catalog = _catalog_module()
    ids = getattr(catalog, "TABLE_RULES", None) or getattr(catalog, "table_rules", None)
    if not isinstance(ids, Sequence) or isinstance(ids, str):
        return []
    tables = {lang: catalog_table(lang) for lang in ("ru", "en")}
    declared = getattr(_catalog_module(), "TABLE_RULE_SECTIONS", None)  # the catalog may say it itself
    where = {**RULE_SECTION, **(declared if isinstance(declared, Mapping) else {})}
    out: list[TableRule] = []
    for rid in ids:
        key = f"table_rule.{rid}"
        text = {lang: table[key] for lang, table in tables.items() if table.get(key)}
        if text:
            out.append(TableRule(str(rid), text, str(where.get(str(rid), ""))))
    return out


_LABEL = {"en": "Table rule", "ru": "Правило стола"}
_HERE = {"en": "Table rules", "ru": "Правила стола"}
_OTHER = {"en": "Other", "ru": "Прочее"}
_MISSING = {
    "en": "The list of table rules is not available in this build.",
    "ru": "Список правил стола в этой сборке недоступен.",
}


def pick_text(texts: Mapping[str, str], lang: str) -> str:
    return texts.get(lang) or texts.get("en") or ""


def _note(rule: TableRule, lang: str) -> str:
    lines = f"**{pick_text(_LABEL, lang)}.** {pick_text(rule.text, lang)}".splitlines()
    return "\n".join("> " + line for line in lines)


def section_body(section_id: str, lang: str) -> str:
    """The markup of one section in ``lang``, with the table rules read from the catalog.

    Every section ends with the table rules that belong to it; the table rules section lists
    all of them, grouped by the section they belong to.
    """
    body = _BY_ID[section_id].body_in(lang)
    rules = table_rules()
    if section_id != "table_rules":
        own = [r for r in rules if r.section == section_id]
        if not own:
            return body
        return "\n\n".join([body, "## " + pick_text(_HERE, lang), *(_note(r, lang) for r in own)])
    if not rules:
        return body + "\n\n" + pick_text(_MISSING, lang)
    parts = [body]
    known = [s.id for s in SECTIONS]
    for sid in [*known, ""]:
        group = [r for r in rules if (r.section if r.section in known else "") == sid]
        if not group:
            continue
        heading = f"[{_BY_ID[sid].title_in(lang)} →]({sid})" if sid else pick_text(_OTHER, lang)
        parts.append("## " + heading)
        parts.extend(_note(r, lang) for r in group)
    return "\n\n".join(parts)


def section_text(section_id: str, lang: str) -> tuple[str, str]:
    """``(title, html)`` of one section in ``lang`` ("ru" or "en")."""
    section = _BY_ID[section_id]
    return section.title_in(lang), markup_to_html(section_body(section_id, lang))
