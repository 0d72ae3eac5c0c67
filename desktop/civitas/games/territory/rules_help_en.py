"""The English bodies of the rules help of Territory, by section id (markup of
``civitas.engine.rules_help``). Written for this app; the table rules live in
``rules_help_table_rules.py`` and are appended by ``rules_help.py``. No Qt here."""

from __future__ import annotations

TITLES: dict[str, str] = {
    "overview": "About the game",
    "setup": "Setup",
    "round": "The round",
    "construction": "Construction",
    "territories": "Territories",
    "buildings": "Buildings",
    "characters": "Characters",
    "income": "Income",
    "profit": "Profit and local income",
    "influence": "Influence: events and reputation",
    "unions": "Bridges and unions",
    "destruction": "Destruction",
    "quests": "Quests and development",
    "market": "Market day",
    "end": "Reputation and the end",
    "table_rules": "Table rules",
    "design": "About this ruleset",
}

BODIES: dict[str, str] = {}

BODIES["overview"] = """
## The goal
Each of you builds a small economy out of cards. Any card can be laid face down to become a piece of \
land, a **territory**. On your territories you put buildings and characters. Every round a shared pot \
of income is rolled with the dice, and you take turns grabbing one unit at a time to keep your cards \
running. Whatever is not paid for collapses at the end of the round. The first player to gather \
enough **reputation** wins.

## Players and length
2 to 6 players. A game lasts as many rounds as it takes someone to reach the reputation target \
(5 by default), or until shortly after the deck runs out, and never more than 30 rounds.

## The big ideas
- A card works only once it has received its **required income** that round. Then it pays its \
**profit**, which stays on its territory and can pay for the next card there (see [Profit](profit)).
- Characters attack, events shake the round, reputation cards stick to a territory (see \
[Characters](characters) and [Influence](influence)).
- A **Bridge** links territories into a union; the strongest player in a union takes it all (see \
[Unions](unions)).
- Secret **quests** are the main road to reputation (see [Quests](quests)).

## Table rules
Where the rules leave a question open, a **table rule** settles it the same way in every game; each is \
shown in its section and all are listed under [Table rules](table_rules).
"""

BODIES["setup"] = """
## The decks
- The **main deck**: buildings, characters, events and reputation cards, shuffled.
- The **quest deck**: secret goals, shuffled.
- The **development deck**: rewards for completed quests, shuffled.
Next to them lie two open piles: the **discard pile** and the **demolition pile**. Collapsed buildings \
and characters go to demolition, where a Restorer can fetch them again.

## Getting ready
1. Each player gets 4 cards from the main deck.
2. Everyone starts with 0 reputation and no territory.
3. One player is the **leader**. The leader starts every phase, then play goes clockwise.
4. After every destruction phase the leader role passes to the next player clockwise.

## Tokens
Two six-sided dice, income units and reputation points. On screen they are plain numbers, and there \
is no limit on them.
"""

BODIES["round"] = """
A round is one pass through the same phases. Everyone plays in every phase, starting with the leader.

## The phases in order
1. **Draw.** Each player draws cards from the main deck. In rounds 3, 6, 9 and so on a \
[market day](market) follows.
2. **[Construction](construction).** Each player in turn makes new land, places cards and may take \
a quest.
3. **Roll.** The leader rolls two dice; that sets the round's pool of [income](income).
4. **Income start.** Cards that need nothing start working at once.
5. **Income draft.** In turns, each player takes one unit from the pool, may play one influence card \
or use one character, and so on until the pool is used up or everyone passes.
6. **Last window.** Each player may still move local income, release bank units, tuck cards under \
plantations and claim quests.
7. **Unions.** Every union is checked once (see [Unions](unions)).
8. **[Destruction](destruction).** Unpaid cards collapse, events end, and the leader role passes on.

## Drawing
With 2 to 4 players you draw 2 cards a round; with 5 or 6 players, 1 card. When the main deck is \
empty, nobody draws, and the game may soon [end](end).
"""

BODIES["construction"] = """
## What you may do
In your construction turn you may, in any order:
- **make a territory**: lay any hand card face down in front of you (see [Territories](territories));
- **place** a building or a character from your hand onto one of your territories;
- build a **Mansion** across two of your territories, or a **Bridge** from your territory to another \
one (see [Unions](unions));
- put **development cards** onto your territories (see [Quests](quests));
- take one **quest**, and claim quests you have completed;
then you end your turn and the next player goes.

## Limits
By default: 1 new territory and 2 placements per turn. A Mansion and a Bridge count as placements. \
Development cards, quests and claims are free.

## Placement needs
- A Restaurant needs a Trading House on the same territory.
- A Conglomerate needs 2 Factories on that territory; both Factories go to the discard pile.
- An Exchange needs an Entrepreneur on the territory, a Farmhand needs a Plantation, and a Banker a Bank.
- A Mansion lies on two of your territories at once.
- A territory has limited room (see [Territories](territories)).
"""

BODIES["territories"] = """
## Land from any card
Any hand card may become a territory: it lies face down and only you know what it was. A good \
territory is the card you need least. The territory itself does nothing; it only carries cards.

## What lies on a territory
- buildings and characters, tucked under it so their values stay visible;
- reputation cards played onto it, by you or by others;
- development cards.
Cards on a territory belong to the territory's owner. When a territory changes hands in a union, \
everything on it moves along.

## Neglected land
A territory left without any building or character at destruction is **neglected**: it goes to the \
discard pile with everything still on it.
"""

BODIES["buildings"] = """
## Values
Each building shows its **required income** (what it must receive this round to work) and its \
**profit** (what it pays once it works). A building that has not got its full required income does \
nothing at all, and if it is still short at destruction it collapses.

## The buildings
- **House** 0/1, **Newsstand** 0/2: cheap, and with the printed numbers they always work.
- **Factory** 1/2, **Trading House** 1/3; **Circus** 1/2 gives 1 less with a Factory on its territory.
- **Restaurant** 3/5 (needs a Trading House); **Conglomerate** 1/4 (replaces 2 Factories); \
**Mansion** 0/3 (spans two of your territories).
- **Plantation** 2/0: its profit is the number of cards tucked under it.
- **Bank** 1/0: stores income units for later.
- **Exchange** 1/0: makes the Entrepreneur on its territory pay 2 more.
- **Casino** 2/0: a die decides what it pays.
- **Bridge** 1/0: links two territories (see [Unions](unions)).
- **Hospital** 1/0 and **Bunker** 1/0: shelter characters; a Bunker cannot be blown up, \
hit by an Earthquake or picked by a Spy.
- Services, each 1/0, stop one kind of attack on their territory: **Garrison** (Raider), \
**Bomb Squad** (Saboteur), **Police Station** (Thief), **Bodyguard Agency** (Hitman), \
**Counterintelligence** (Spy). The Garrison, the Police Station and the Bodyguard Agency also add 1 \
significance in a union.
The numbers are required income / profit, as printed on the cards.

## Upkeep
With the **upkeep** option (1 by default) every building and character needs 1 more income than \
printed, and every one with a printed profit above 0 gives 1 more: in play a House is 1/2, a Factory \
2/3, a Bank 2/0. A card printed with 0 required income then needs its one unit to work, but does not \
collapse without it. Characters pay the same upkeep; reputation and development cards do not.
"""

BODIES["characters"] = """
## How characters work
Characters are placed like buildings and need their income like buildings, [upkeep](buildings) \
included. A funded character may \
act once a round, on your draft turn; that is your turn's one influence. An unfunded character \
collapses at destruction.

## The characters
- **Entrepreneur** 1/0: rolls a die for extra income.
- **Farmhand** 1/2: works only on a territory with a Plantation.
- **Spy** 1/0: tries to throw a card off another player's territory.
- **Thief** 2/0: steals the units already paid onto another player's building.
- **Raider** 2/0: takes another player's building once it gets funded; +1 significance.
- **Saboteur** 2/0: blows up a cheap building.
- **Hitman** 2/0: removes a cheap character.
- **Restorer** 1/0: brings a building back from the demolition pile.
- **Banker** 1/0: makes the Banks on its territory hold more.
Attacks target other players' cards only. Each attack has a service that stops it (see \
[Buildings](buildings)).

## Precise abilities
The exact targets and effects of every character are table rules, listed below.
"""

BODIES["income"] = """
## The pool
After construction the leader rolls two dice. The round's **pool** of income is the sum of the dice \
plus the number of players. Events can raise or lower it. An option can choose another formula, for \
example one die plus the number of players.

## Income start
Cards that need 0 income work from the start of the phase and pay their profit at once. With the \
default [upkeep](buildings) no building or character needs 0, so of the cards that pay profit only \
development cards start this way.

## The draft
From the leader, clockwise, each player takes draft turns. On your turn you may:
- do free actions as often as you like: move [local income](profit), release a unit from a Bank, \
claim a quest;
- play **one** influence: an event, a reputation card or a character's action;
- then do exactly one of: **take** one unit from the pool onto one of your cards that still needs \
income; **store** one unit in a Bank; or **pass**.
A card that has received its full required income starts working at once.

## The end of the draft
The draft ends when the pool is empty, or when every player has passed since the last take. \
Whatever is left in the pool is lost. Then comes the last window: each player, from the leader, may \
still allocate, release, tuck a card under a Plantation and claim quests.
"""

BODIES["profit"] = """
## Profit stays on its territory
When a card starts working, its profit goes into the **local income** of its territory. You then \
spend it one unit at a time on your cards that still need income, on the same territory or on your \
territory in the same [union](unions). This is how one good card pays for the next.

## Things that change profit
- Circus: 1 less with a Factory on its territory.
- Plantation: as many as the cards tucked under it; 0 under Drought.
- Kitchen Garden (development): +1 for each House on its territory.
- Term Deposits (development): +1 for each working Bank on its territory.
- Private Clinic (development): +1 for each working Hospital on its territory.
- Flood: buildings on the flooded territory and on those united with it give 0 for the rest of the round;
  what they gave before stays; Banks are not affected.
- Casino: rolls a die when it starts working.

## What is kept
Local income not spent by destruction is lost. Units stored in Banks and cards tucked under \
Plantations stay from round to round.

## Burdens
While a burden card lies unpaid on a territory, no other card there may receive income, from the \
pool or from local income (see [Influence](influence)).
"""

BODIES["influence"] = """
## Two kinds
Influence cards are **events** and **reputation cards**. You play one on your draft turn as that \
turn's one influence.

## Events
An event works at once and then goes to the discard pile; what it changes lasts until destruction.
- **Earthquake**: one building of another player collapses.
- **Crisis**: the pool loses 1.
- **Market Panic**: one player's Exchanges cost more and lose their bonus.
- **New Horizons**: draw 2 cards.
- **Flood**: buildings on one territory give nothing this round.
- **Boom** / **Recession**: the pool gains or loses as many units as there are players; \
Entrepreneurs gain or lose 2.
- **Windfall**: a Bank holding units brings 2 local income.
- **Epidemic**: at the end of the round one player loses characters that are not sheltered.

## Reputation cards
They stay on the territory they are played on and act as long as they lie there. They do not take \
room.
- **Good Name** 1/2, +1 significance: if paid at destruction, its owner gains 1 reputation and the \
card goes to the discard pile. An option lets it stay and give 1 reputation every round it is paid.
- **Drought**: Plantations there give nothing; −1 significance.
- **Paper Profits** 2/0 and **Costly Land** 2/0 are **burdens**: until paid they block the \
territory, and unpaid at destruction they cost reputation.
"""

BODIES["unions"] = """
## Bridges
A Bridge is built on one of your territories and names any other territory, yours or another \
player's. While the Bridge works, the two are **linked**. Territories connected by links form a \
**union**.

## Inside a union
- You may spend local income on any of your territories in the union.
- A protection service anywhere in the union protects the whole union.

## Significance
Your **significance** in a union is the number of your territories in it, plus the bonuses of your \
working cards there: +1 for a Garrison, Police Station, Bodyguard Agency, Raider, Mayor and Good \
Name; −1 for Drought.

## Takeover
After the last window each union is checked once. If one player's significance is strictly higher \
than everyone else's, that player takes every territory of the union, with all cards and income on \
them, and gains 1 reputation. On a tie nothing happens. Example: your territory bridged to an \
opponent's is 1 : 1; bridge a second territory of yours to it and you win 2 : 1.
"""

BODIES["destruction"] = """
## What destruction does
At the end of the round the table is cleared of everything that was not paid for.

## The steps in order
1. The Epidemic, if one was played, strikes.
2. Buildings and characters that did not receive their full required income go to the demolition pile.
3. Burdens: unpaid ones cost reputation, paid ones are discarded.
4. Each paid Good Name card gives 1 reputation and, by default, goes to the discard pile.
5. Neglected territories (no building, no character) go to the discard pile with what lies on them.
6. Events and one-round marks end; local income is lost and paid units are cleared.
7. The end of the game is checked (see [The end](end)).
8. The leader role passes to the next player clockwise.
A collapsed Bridge also removes its link. Bank stores and Plantation tucks stay.
"""

BODIES["quests"] = """
## Secret goals
You may hold up to 2 quest cards. Keep them secret. When a quest's condition holds, claim it on your \
turn: show it, discard it, draw a **development card** and gain 1 reputation. A quest still in your \
hand at the end costs 2 points, so take them with care.

## The quest leader
The player who has completed the most quests holds the **quest-leader title**, worth 1 reputation.

## Development cards
They come only from quests. Each needs 0 income and pays 1 profit:
- **Term Deposits**: on a territory with Banks, each working Bank there pays 1 more.
- **Kitchen Garden**: on a territory with Houses, each House pays 1 more.
- **Mayor**: +1 significance in a union.
- **Private Clinic**: on a territory with a Hospital, each working Hospital there pays 1 more.
You may hold them in hand, sell them on market day, or place them in construction.
"""

BODIES["market"] = """
## A day of trade
Every third round (3, 6, 9…), after the draw and before construction, the players may trade hand \
cards. Quest cards are never traded.

## Offers
From the leader, each player may lay up to 2 main or development cards from hand face up, each with \
a price of 1 to 3 cards.

## Buying
Then, from the leader, each player may buy one offer of another player by handing over exactly that \
many cards from hand. The payment goes to the seller's hand, the bought card to the buyer's hand. \
Offers nobody bought go back to their owners.

## Bargaining
Instead of paying the asked price, a buyer may once per market day bid less for one offer: at least 1 \
card, below the asked price. The seller answers at once. If they accept, the buyer pays the bid and \
takes the card. If they refuse, the buyer may still buy an offer at its asked price or buy nothing, \
but cannot bid again. Everyone sees the bids and the answers.
"""

BODIES["end"] = """
## Reputation
You gain reputation for completed quests, for the quest-leader title, for paid Good Name cards \
and for union takeovers. Unpaid burdens cost reputation. Reputation never drops below 0.

## When the game ends
The end is checked after each destruction phase, so the game always plays whole rounds. It ends when:
- someone's reputation reaches the target (5 by default); or
- the main deck is empty and some player holds no main or development card; or
- the main deck ran out and 2 more rounds have been played since (an option from 0 to 5); or
- round 30 has been played.

## Score
Your score is your reputation minus 2 for every quest card still in hand. The highest score wins.
"""

BODIES["table_rules"] = """
Some questions the rules leave open are settled here, the same way in every game. Each answer below \
is a **table rule**; it also appears in the section it belongs to, and the link after it leads there.
"""

BODIES["design"] = """
## Designed by this project
Territory comes from an unfinished homebrew design: a short rules draft and a set of card sketches \
written by its author and never finished. Many numbers were marked "to be decided", and some rules \
contradicted each other. **This v1 ruleset was completed by this project.** Everything the draft \
left open is a [table rule](table_rules).

## What we chose and why
- A draw every round, so the deck really runs out and the deck ending can happen.
- Income that stays on its territory, so where you build matters and unions share income.
- A draft of one unit per turn with a pass rule, so the income phase always ends.
- Reputation from quests, the quest-leader title, Good Name cards and union takeovers, so a \
reputation win is reachable.
- Posted prices on market day and one lower bid instead of free haggling, so the computer can trade \
fairly, both as a buyer and as a seller who answers.
- A round cap of 30, and an end a few rounds after the deck runs out, so every game finishes.
- Upkeep on buildings and characters, so the pool is scarce and choosing what to fund matters.
- Good Name gives its reputation once, so one card cannot win the game alone.

## Options tuned by simulation
The numbers are new-game options, tuned by games played computer against computer:
- players: 2 to 6;
- first leader: random or a chosen seat;
- reputation target: 3 to 12, default 5;
- pool formula: one die + players, the dice alone, dice + players (default), dice + twice the players, \
dice × players / 2;
- draw rule: 1, 2, 2 then 1 with 5 or more players (default), or refill to 4;
- construction limit: 1+1, 1+2 (default) or free;
- territory capacity: 3 (default), 4 or no limit;
- attacking characters: 1 to 3 copies each of the Thief, the Saboteur and the Hitman (default 2);
- upkeep: 0 to 2, default 1;
- Good Name: reputation once, then discarded (default), or every round it is paid;
- rounds after the deck runs out: 0 to 5, default 2.

The defaults of upkeep, Good Name and the rounds after the deck were chosen by the sweep \
tools/tune_territory.py, which plays computer games for every value of each option; its table of \
results is in docs/territory-tuning.md.
"""
