"""English texts of the rules help of Empires, by section id (markup of ``civitas.engine.rules_help``). Written
for this app in our own words; the numbers are the rulebook's (seed 004) and our data's. The market and the
nations sections are in ``rules_help_market.py`` and ``rules_help_nations.py``; the glossary, the readings
of lost symbols and the table rules are added from ``rules_help_glossary.py``, ``rules_help_readings.py`` and
``rules_help_table_rules.py`` by ``rules_help.py``. No Qt here."""

from __future__ import annotations

TITLES: dict[str, str] = {
    "overview": "About the game",
    "components": "Components and zones",
    "setup": "Setup",
    "turn": "The round and the three turn types",
    "activate": "Activate: plays and exhausts",
    "effects": "How effects resolve",
    "innovate": "Innovate",
    "revolt": "Revolt",
    "cleanup": "Cleanup",
    "reshuffle": "Drawing and reshuffling",
    "market": "The market",
    "keywords": "Keywords",
    "solstice": "Solstice",
    "fame": "Fame and the capstone",
    "end": "The end of the game",
    "scoring": "Scoring",
    "nations": "Nations",
    "readings": "Readings of lost symbols",
    "table_rules": "Table rules",
    "design": "About this ruleset",
}

BODIES: dict[str, str] = {}

BODIES["overview"] = """
## The goal
Each player leads a people from a loose band of barbarian tribes to an empire. You begin with a small \
deck of your nation's cards, add cards from a common **market**, and grow an engine of resources, regions \
and conquests. When the game ends, the player with the most **victory points (VP)** wins. But every \
new card from the market brings **unrest** with it, and if the common unrest pile runs out, the empires \
**collapse** and the calmest of them wins instead.

## Players
Two to four players, each with a different [nation](nations), in any mix of people and computer players. \
A single player races an automaton, the Rival (see the table rules below).

## What the game is about
- A turn is one of three kinds: [activate](activate), [innovate](innovate) or [revolt](revolt); then \
[cleanup](cleanup) refills your hand.
- Your state has two periods. It starts barbarian; when the **accession card** of your nation deck \
arrives during a [reshuffle](reshuffle), the state card turns to its empire side, and other cards become \
playable.
- Unrest cards are worth −2 VP each and clog your hand; taking them is the price of the best market cards.
- The game ends a round after a trigger: the main deck runs out, a development area empties, the \
[capstone](fame) turns, or a nation's own trigger fires (see [The end](end)).

## Table rules
Where the rules leave a question open, a **table rule** settles it the same way in every game; each is \
shown in its section and all are listed under [Table rules](table_rules).
"""

BODIES["components"] = """
## Your own cards and zones
- **State card.** Its barbarian or empire side is your period. It holds your **action tokens** (3) and \
**exhaust tokens** (5) at the start of each turn.
- **Power card.** Your nation's ability, on side A or side B, chosen at setup and never turned. Your \
**history** lies face down under it.
- **Draw pile, hand and discard pile.** Your deck cycles through them.
- **Play area.** Cards you play, including the pinned cards that stay, with their garrisons and the \
exhaust tokens on them.
- **Nation deck.** Face-down nation cards on top of the face-up **accession card**; a barbarian \
reshuffle brings them in one by one.
- **Development area.** Face-up development cards with their costs, bought during empire reshuffles.
- **Personal supply.** Your materials, population and progress.

## Shared components
- **The general supply** of the three resources, which never runs out.
- **The market:** five face-up slots, fed by three small decks (region, uncivilised, civilised) and the \
main deck; unrest cards tucked under slots and tokens lying on the cards. See [The market](market).
- **The fame deck,** with the two-sided capstone at its bottom. See [Fame](fame).
- **The unrest pile,** the clock of a collapse, and the face-up **exile pile**.
- **The solstice card,** which marks the first player for the whole game.

## Cards
A card shows its **category** (power, region, uncivilised, civilised, tributary, fame or unrest; some \
cards are both uncivilised and civilised), maybe a **pinned** or **attack** header, a **period** symbol \
(barbarian, empire or none), type and region icons, its effects, a development cost, a player-count \
mark (3+ or 4) and its VP: fixed, negative, conditional or per card of some kind.

## The three resources
**Materials** pay for most things, **population** pays for growth, and **progress** can stand in for \
either and is worth 1 VP at the end.
"""

BODIES["setup"] = """
## Each player
1. Choose a nation and the side of its power card (A or B; B is the simpler one and the default). The \
power card goes into play on that side and is never turned.
2. Cards that start in play are laid beside it (the Pilgrims of the Hollow have one).
3. The accession card is laid face up and the shuffled nation cards face down on it, forming the nation \
deck. The development cards are laid face up in the development area. Nations without one of these \
skip that step.
4. The state card starts barbarian side up.
5. The nation's supply unrest cards join the common unrest pile.
6. All other nation cards are shuffled into your draw pile, and you draw 5.
7. Take 3 materials, 2 population and 1 progress; put 3 action and 5 exhaust tokens on your state card \
(RD-1).

## The common deck
1. Sort the 83 common cards by category; a card that is both uncivilised and civilised counts as \
uncivilised here. With fewer than 3 players remove the cards marked 3+, with fewer than 4 those marked 4 \
(unrest cards too, so the common unrest pile has 8, 10 or 12 cards with 2, 3 or 4 players).
2. The unrest cards form the **unrest pile**.
3. The capstone goes side A up at the bottom of the fame deck, the 8 fame cards shuffled on top of it. \
With 3 players the top fame card, with 2 players the top two, are removed unseen.
4. The region, uncivilised and civilised decks get 6, 7 or 8 random cards each with 2, 3 or 4 players.
5. The rest of those cards and all tributary cards, shuffled, form the **main deck**.
6. One card from each small deck and two from the main deck are turned face up: the market. An unrest \
card is tucked under each uncivilised, civilised or tributary card there (RD-7), and 1 progress is put \
on each civilised card that is not also uncivilised (RD-8).
7. The first player is chosen at random or by the new-game option; the solstice card marks that player \
for the whole game.

## Numbers
After setup the main deck holds 32, 35 or 36 cards with 2, 3 or 4 players.
"""

BODIES["turn"] = """
## The round
Each player takes one turn, clockwise from the first player. After the last player's turn comes the \
[solstice](solstice), then the next round. The first player never changes.

## Your turn
Choose exactly one of three turn types:
- **[Activate](activate):** play cards and exhaust abilities.
- **[Innovate](innovate):** discard your whole hand, then break through for a region, uncivilised, \
civilised or tributary card.
- **[Revolt](revolt):** return any number of unrest cards from your hand to the unrest pile.
Then every turn ends with [cleanup](cleanup).

## Which turn when
Activate is the usual turn: it is how your engine runs. Innovate trades a weak hand for one card of the \
category you need, without the unrest a market card would bring. Revolt is for a hand clogged with \
unrest: each card returned is 2 VP saved and a card slot freed for the next hand.

## The two periods
Your state is **barbarian** until the accession card arrives from your nation deck during a \
[reshuffle](reshuffle); then the state card turns to its **empire** side. Cards with the barbarian \
symbol can be played only by a barbarian state, cards with the empire symbol only by an empire, and \
cards without a symbol always.
"""

BODIES["activate"] = """
## Playing a card
- Each play costs one **action token** from your state card. With none left you can play only \
**free-play** cards, and each of them only once per turn.
- The period symbol must match your state card; unmarked cards can always be played.
- The played card goes to your play area and its effects resolve in printed order (see \
[How effects resolve](effects)). Afterwards it goes to your discard, unless it is **pinned** (it stays in \
play) or its effect sent it elsewhere. An unrest card goes back to the unrest pile.

## Exhausting a card
- A card in your play area, or your power card, with an **Exhaust** ability can be exhausted: move an \
exhaust token from your state card onto it and carry out the ability.
- A card already carrying a token cannot be exhausted again; with no token left on the state card you \
cannot exhaust at all. The tokens come back in [cleanup](cleanup).
- The ability's cost must be paid in full, or the exhaust is not allowed.
- Cards already in play can be exhausted whatever the side of your state card.
- Exhausts belong to an Activate turn, except abilities marked "also during other players' turns" and \
protections that answer an attack.

## Order and actions
Plays and exhausts may be mixed in any order; you end the activation when you wish. An effect that \
gives an action adds a token to your state card even above 3; one that spends an action needs a token.
"""

BODIES["effects"] = """
## In order and as far as possible
A card's effects resolve in the order printed, each as far as it can: if an effect asks for three cards \
and only two exist, you take two, and a steal takes from each player only what that player has.

## Paying
A payment is made in full or not at all. An option or an exhaust you cannot pay for cannot be chosen, and \
a payment in the middle of a card that cannot be made stops the rest of that card. Progress may pay for \
materials one for one and for population two for one (RD-4); when there is more than one way to pay, you \
choose, and your own materials and population are offered first.

## Choices
- **Choose:** exactly one option, from those you can carry out in full (TR-E7 below).
- **May:** an optional step; you decide.
- When you pick several cards (to discard, garrison or put into history), you pick them one at a time; \
identical cards are offered once.
- When you look at cards and put them back, you put them back one at a time: the last card put back \
lies on top.

## Other players' parts
Effects on all players or all other players go round the table clockwise, and an attack can be answered \
by a protection; see [Keywords](keywords).
"""

BODIES["innovate"] = """
## The turn
Discard your entire hand, unrest cards included. Then **break through** for one card of a category you \
name: region, uncivilised, civilised or tributary. You neither play nor exhaust this turn. Then comes \
[cleanup](cleanup), which draws you a fresh hand.

## How the break-through works
You take a market card of that category, and the unrest under it goes back to the pile instead of into \
your hand; or you take the top card of that category's small deck; or, for a tributary or when the \
small deck is empty, you search the main deck. The five variants are explained in \
[The market](market).

## When it pays
Innovate is the way to a strong card without its unrest, and a way out of a hand that cannot do \
anything. The unrest cards you discard stay in your deck and will come back: only a Revolt turn or a \
card effect sends them back to the pile.
"""

BODIES["revolt"] = """
## The turn
Return any number of unrest cards from your hand to the unrest pile. You neither play nor exhaust this \
turn. Then comes [cleanup](cleanup).

## Why revolt
Every unrest card is worth −2 VP at the end, takes a place in your hand and is hard to get rid of. A \
Revolt turn clears them all at once and also moves the common pile away from a collapse, which helps \
everyone. Some nations are paid for each unrest card they return this way (see [Nations](nations)).
"""

BODIES["cleanup"] = """
## The steps
1. Put 1 progress from the general supply on any market card (RD-2). Some nations or cards put \
something else there instead.
2. Take back every action and exhaust token: from your cards in play, your power card, your nation deck \
and your development area. Then put 3 action and 5 exhaust tokens on your state card (a nation or card \
may change the number of exhaust tokens).
3. Discard any number of cards from your hand.
4. Draw up to 5 cards (effects may raise this number). With 5 or more cards in hand you draw nothing and \
keep them all.

## Tokens on the market
The tokens put on market cards stay there and pile up turn after turn; whoever takes the card takes them \
too. A card carrying tokens becomes more tempting and cannot be exiled.

## One step at a time
The next player's turn starts only when your cleanup is finished (TR-E3).
"""

BODIES["reshuffle"] = """
## Drawing
- You draw from the top of your draw pile. If it runs out in the middle of a draw, you reshuffle and go \
on drawing.
- "Draw if able" draws only what the pile holds and never reshuffles.
- The reshuffle happens only when a card must be drawn from an empty pile. Abilities that act "when your \
draw pile is empty" act whenever it becomes empty.

## The reshuffle
Before your discard is shuffled, one step depends on your period:
- **Barbarian step.** If your nation deck carries no exhaust token and your state card holds at least one, \
the top card of the nation deck goes to your discard (so it is shuffled in at once) and an exhaust token \
moves from the state card onto the nation deck. Otherwise nothing happens.
- **Empire step.** If your development area carries no exhaust token and your state card holds at least \
one, you **may** pay the cost of one development card: it goes to your discard and an exhaust token \
moves into the development area.
Then your discard, shuffled, becomes the new draw pile, and the draw goes on.

## Accession and the state flip
When the barbarian step brings your **accession card**, your state card turns to its empire side at \
once. From then on empire cards are playable and barbarian cards are not. Some nations differ: a \
**zenith** card goes to the discard, triggers the end of the game and does not turn the state card (the \
Drifting Court); a nadir card would go into play without a flip (no nation of ours has one).

## Details
- The tokens on the nation deck and the development area stay until your own cleanup, so only the first \
reshuffle between two of your cleanups gets its step.
- The same procedure runs when you draw during another player's turn.
- A nation without a nation deck or a development area skips that step.
- The accession card is never moved or shuffled by other effects, and no card may lie under it.
"""

BODIES["keywords"] = """
The words below are the ones card texts use. Each has its own place in this section, so a card's text \
can lead straight to it. The effects of cards follow [How effects resolve](effects); the moves of the \
market are in [The market](market).
"""

BODIES["solstice"] = """
## When
After the last player's turn of every round, before the next round begins.

## What happens
Every player resolves all the **solstice** effects of their cards in play and of their power card. The \
effects are compulsory, except those that say "may". Cards in a garrison, and cards that are not in \
play, do nothing at the solstice.

## Order
The players go in seat order from the first player, each finishing before the next starts, and each \
player's effects go in the order of their cards (TR-E3 below).

## Solstice and the end
A trigger that fires during the solstice counts like any other: the round it fired in is finished and \
one more full round is played. A nation's own end trigger may be a solstice effect (the Pilgrims of the \
Hollow).
"""

BODIES["fame"] = """
## The fame deck
Eight fame cards lie shuffled on top of the capstone; with 3 players one of them, with 2 players two, \
are removed unseen at setup. Fame cards are worth many VP and add a modest effect.

## Taking fame
Fame is reached through effects that look at the top fame cards and take one. Every nation has a \
**renown** card among its four basic cards: with 3 regions in play you abandon them, then look at the \
top 2 fame cards and take 1. Looks skip the capstone while any face-down fame card remains.

## The capstone
The capstone, **Crown of the Known World**, lies at the bottom of the fame deck and is never taken into \
anyone's cards. It cannot be reached while a face-down fame card remains. When someone needs a fame card \
and none remains:
- with **side A** up, side A resolves for that player (5 progress), once per game; then the capstone \
turns to side B, and that **triggers the end** of the game;
- with **side B** up, side B resolves for that player (2 progress), at most once for each player; the \
card never turns back (TR-E9 below).
Its reward comes as progress, worth 1 VP each at the end.
"""

BODIES["end"] = """
## Triggers
The end of the game is triggered when:
- the main deck is empty (its last card leaves it);
- a player moves the last card of their development area to the discard;
- the capstone turns to side B;
- a nation's own trigger fires: the Drifting Court's zenith card, or the Far Shrine of the Pilgrims of \
the Hollow at a solstice.

## The final round
After a trigger the current round is finished, with its solstice; then one more full round is played, \
with its solstice; then VP are counted (see [Scoring](scoring)). Further triggers change nothing.

## Collapse
If the unrest pile runs out, the game stops at once, even in the middle of an effect (TR-E11 below). A \
collapse cancels VP scoring, even after a trigger. The player with the **fewest unrest cards** wins; \
the cards that count are listed in the table rule below. A tie is settled by VP among the tied players, and a tie \
there is a shared victory.

## Watching the pile
Every card taken from the market with unrest under it, and every unrest a card or attack hands out, \
brings the collapse closer; every Revolt turn and every unrest returned by an effect pushes it away.
"""

BODIES["scoring"] = """
## What scores
- **1 VP for each progress token** in your supply (RD-3). Materials and population score nothing.
- **Your cards:** the power card, your hand, play area, draw pile, discard, history and garrisons (and \
the sunk pile of a sinking nation). Cards in your nation deck or development area do not score.

## Kinds of VP
- **Fixed** VP, the number on the card.
- **Negative** VP: each unrest card is −2.
- **Conditional** VP, scored only if the condition holds at the end.
- **Per** VP, so many for each card, token or icon of a kind, never more than 10 from one card.

## Rules of the count
Nothing is spent or moved while scoring. The most VP wins; a tie is a shared victory. The score sheet \
shows each player's progress tokens, cards, unrest and total.
"""

BODIES["readings"] = """
The rulebook this game follows kept its words but lost almost all of its icons: in many places a number \
stands next to a blank. Each reading below says what this app puts in such a gap and why. They are all \
adopted by table rule TR-E1 and stored as settings in the game's data, so a better source would change \
the data, not the program.
"""

BODIES["table_rules"] = """
Some questions the rules leave open are settled here, the same way in every game. Each answer below \
is a **table rule**; it also appears in the section it belongs to, and the link after it leads there.
"""

BODIES["design"] = """
## Our version
The rules of this app follow a published Russian rulebook step by step. The cards are ours: a common \
deck of 83 cards in 63 designs, built to the same structure (14 region, 22 uncivilised of which 9 also \
civilised, 15 civilised, 11 tributary, 8 fame, the capstone and 12 unrest, with the same player-count \
marks), and six original nations. Names, texts and effects are written for this app in Russian and \
English.

## What we added
- Nine [readings](readings) of symbols the rulebook lost, RD-1 to RD-9, kept as data settings.
- [Table rules](table_rules) for the questions the rulebook leaves open, numbered TR-E1 and on.
- A solo automaton of our own, because the rulebook's solo booklet is not part of our source.

## New-game options
- players: 2 to 4;
- first player: random or a chosen seat;
- the nation of each player: any of the six, each nation at most once;
- the side of each player's power card: A or B (default B).

## Not in this version
Nations that sink cards or have a nadir accession card, extra end triggers beyond our two nations, a \
draft of nations, and a game with two common decks (its rule for a tributary named like a nation in play \
never applies to our deck, where no tributary is named after a people).
"""
