"""The English bodies of the rules help of The Ancient World, by section id (markup of
``civitas.engine.rules_help``). Written for this app; the table rules live in
``rules_help_table_rules.py`` and are appended by ``rules_help.py``. No Qt here."""

from __future__ import annotations

TITLES: dict[str, str] = {
    "overview": "About the game",
    "setup": "Setup",
    "round": "The round",
    "placement": "Placing citizens",
    "board_actions": "The board's actions",
    "build": "Building",
    "army": "Troops and armies",
    "fight": "Fighting titans",
    "damage": "Damage",
    "empire_cards": "Empire cards",
    "end_round": "End of the round",
    "scoring": "Final scoring",
    "table_rules": "Table rules",
    "variant": "Variant: Expand+",
}

BODIES: dict[str, str] = {}

BODIES["overview"] = """
## The goal
Giant titans roam the ancient world and every city-state suffers from them. You rule one young \
city-state: you send your citizens to work, buy empire cards, raise armies and beat titans. Empire \
cards and beaten titans bring the **banners** of five tribes. The more banners of one colour you \
gather, the more victory points they are worth at the end.

## Players and length
2 to 4 players. The game lasts exactly **6 rounds**. Every round has three phases: \
[preparation, player actions and the end of the round](round).

## What you do on a turn
Turns go round the table, one action at a time: [place a citizen](placement) on a board slot or \
on one of your empire cards, [fight a titan](fight) with your troops, or pass.

## Who wins
After round 6 everyone [scores](scoring): banners of each colour by a rising table, extra points \
from special end-game cards, and two points off for every starving citizen. The most points wins.
"""

BODIES["setup"] = """
## What is in the box
- a board with the round track, nine action slots and places for the decks;
- 68 coins, 16 knowledge tokens, 20 citizen tokens (5 per colour, skills 1 to 5), 3 damage dice, \
2 cover tokens and the first-player token;
- cards: 8 starting empire cards, 8 starting troops, 45 cards of Empire A, 47 of Empire B, \
25 troops, 11 provinces and 20 titans in three decks by stars (one, two or three).

## Getting ready
1. A coin, the round marker, waits just before the first circle of the round track.
2. The provinces are shuffled face down and the top one is turned face up.
3. Each of the three titan decks is shuffled on its own and its top card is turned face up.
4. Cover tokens hide the Explore and Grow population slots.
5. The troops are shuffled and one troop per player is laid face up in a row.
6. Empire A is shuffled and a display is dealt: 4 cards for 2 players, 5 for 3, 6 for 4. \
Empire B is shuffled and put aside until round 4.
7. Each player takes a player board, the two starting empire cards (1 food each), the two \
starting troops (each one is its own army), 6 coins and the citizens of skill 1, 2 and 3.
8. The first player takes the first-player token. The second player clockwise gets 1 extra coin, \
the third and the fourth get 2 extra coins each.

## Your city-state
Your capital, printed on your board, gives **1 food, 4 spaces, 5 coins of income a round and an \
army limit of 2**. With the two starting cards you have 3 food, just enough for your 3 citizens. \
Troops lie to the left of your board, reserved cards below it, and your empire cards, provinces \
and beaten titans to the right.
"""

BODIES["round"] = """
A game has 6 rounds, and every round runs the same three phases.

## 1. Preparation
- The round marker moves one circle on. The circles bring news:
  - round 1: Empire A is the deck in use;
  - round 2: the Explore slot is uncovered;
  - round 3: the Grow population slot is uncovered;
  - round 4: Empire B replaces Empire A.
- From round 2 on, every empire card left on the display goes to the empire discard pile and a \
fresh display is dealt (4, 5 or 6 cards). An empty deck is refilled by shuffling its discard pile.
- From round 2 on, troops left in the row stay there and the row is topped up to one troop per \
player.

## 2. Player actions
The holder of the first-player token starts, then play goes clockwise. On your turn you take \
**exactly one** action:
- [place a citizen](placement);
- [fight a titan](fight);
- pass.
You may pass at any time. Once you have passed you take no more turns this round; the others go \
on until everybody has passed.

## 3. End of the round
Income, troops ready again, citizens home, the first-player token turned, and feeding. See \
[End of the round](end_round).
"""

BODIES["placement"] = """
## Citizens
Each citizen token shows a **skill** from 1 to 5. You start with skills 1, 2 and 3 and can gain \
skills 4 and 5 later. A citizen you place does its slot's action **at once**. The tokens on a \
slot lie in one row, so everyone sees the order they came in.

## Three ways a slot accepts a citizen
1. **Normal slots** (Work, Serve in the army, Expand, Study, Explore, Grow population): the slot \
must be empty, or your citizen's skill must be **strictly higher** than every citizen already \
there, your own included. An equal skill is not enough.
2. **Build and Recruit**: any skill may go there, even a lower one. You pay **1 coin** to the \
supply unless your skill is the same as the skill of a citizen already on the slot, whoever owns \
it. The first citizen on an empty slot pays nothing.
3. **Restore**: the citizens already there do not matter, and there is no fee.

For example, Work holds a 2 and a 4: only a 5 may join. Build holds a 2 and a 4: a 2 or a 4 goes \
there free, a 1, 3 or 5 costs 1 coin.

## Your own empire cards
A face-up empire card of yours with an action slot takes a citizen of any skill and gives what is \
printed after the "=" sign. Each card works once a round: not when one of your citizens is already \
on it. You can never place on another player's card; two special cards let you copy one \
(see [Empire cards](empire_cards)).

## Who cannot be placed
- Citizens on your starving space: the ones left unfed at the end of the last round and the one \
you have just gained with Grow population. They wait for the next round.
- No citizen can go to a slot that is still covered.
"""

BODIES["board_actions"] = """
The board has nine action slots. How a citizen gets onto each of them is told in \
[Placing citizens](placement).

- **Work:** take 2 coins.
- **Build:** buy one empire card from the display or from your reserve. See [Building](build).
- **Serve in the army:** you get one **sword** for each of your citizens on this slot. It lasts \
to the end of the round and counts in every fight you make.
- **Expand:** pay 1 knowledge or 3 coins and take the face-up top province; then the next one is \
turned face up. A province gives 1 more space and often something else.
- **Study:** pay 3 coins and take 1 knowledge.
- **Restore:** turn up to 2 of your lost empire cards face up again and take 1 coin. You also take \
the first-player token and lay it hand side up: nobody else can take it this round. A later player \
on Restore still gets the cards and the coin, but not the token.
- **Recruit:** buy one troop from the row (some troops have a printed price, the rest are free) \
and put it into your armies. See [Troops and armies](army).
- **Explore** (from round 2): either draw 5 cards from the empire deck, plus one more for each \
extra-explore eye you have, keep 1 of them face down below your board and put the rest face up on \
the discard pile; or take 1 card from the display into your reserve.
- **Grow population** (from round 3): pay 3 coins and take your citizen with the lowest skill you \
do not own yet. It goes onto your starving space and can be placed from the next round. It needs \
food like every other citizen at the end of the round.
"""

BODIES["build"] = """
## Buying an empire card
A citizen on the Build slot lets you buy **one** empire card, either from the display or from your \
reserve below your board. Pay the coins and knowledge printed on it to the supply and lay the card \
to the right of your board. Its icons work from now on.

## Spaces
Every empire card needs **1 space**. Your capital has 4, every province adds 1 and titans add the \
spaces printed on them. Lost (face-down) cards still take their space. Without a free space you \
cannot buy.

## No twins
You may never own two identical empire cards.

## The display
The display is not refilled during the round: a card bought is gone until the next preparation.

## Reserving
Explore and one special card put empire cards face down below your board. A reserved card gives \
nothing at all, no icons, no banners and no space, until you buy it with Build. The price is the \
card's own price.
"""

BODIES["army"] = """
## Troop cards
A troop shows attack symbols (swords and arrows), sometimes a price, sometimes abilities (trophy, \
espionage, restore) and, on its back, its **experience**. The same experience is printed in a \
corner of the front, but it works only once the troop has been dismissed.

## Armies
An army is one **active** troop on top with any number of **dismissed** troops face down under it. \
You may have as many armies as your **army limit**: 2 from the capital, plus the army-limit icons \
of your face-up cards.

## Recruiting
Recruit lets you buy one troop from the row and put it into an army:
- as a new army, if you are below your limit;
- or on top of an army whose active troop is unused this round. That troop is **dismissed**: its \
coins go to the supply and it is turned face down. At your limit this is the only way.
The troop row is not refilled before the next preparation.

## Experience
Dismissed troops keep their experience. It joins a fight whenever you pay for the army's active \
troop.

## Using a troop and its price
Each troop has two places for coins: its picture and its name scroll. Using a troop in a fight \
costs **the coins on its picture + 1**; the coins you pay go onto the scroll and show that the \
troop is used this round. At the end of the round the scroll coins slide down onto the picture. \
A troop used every round costs 1, then 2, then 4, then 8 coins.
"""

BODIES["fight"] = """
## Starting a fight
Instead of placing a citizen you may fight the face-up top titan of any of the three titan decks. \
You must pay for **at least one** of your troops that is unused this round; you may pay for \
several, each at its own price (see [Troops and armies](army)).

## Your attack
Add up:
- the swords and arrows of the troops you paid for, and the experience of their armies;
- the swords and arrows on your face-up empire cards, provinces and titans (free, in every fight);
- the symbols from Serve in the army this round.
A titan that shows **only swords** counts only your swords. A titan that shows swords and arrows \
counts both.

## Winning
You win when your attack is **at least** the titan's defence. Take the titan and lay it to the \
right of your board: its banners, spaces and icons are yours. The next card of that deck is turned \
face up. Then you roll as many [damage dice](damage) as the titan has banners.

## Troop abilities
They work in this fight only:
- **espionage:** 1 knowledge when you pay for the army;
- **restore:** turn 1 of your lost empire cards face up, before the damage roll;
- **trophy:** 1 coin after the titan is beaten.

## One titan a turn
A turn holds one fight. On later turns you may fight again while at least one of your troops is \
unused this round.

## Example
The titan has defence 6 and shows only swords. You pay for an army whose active troop has 2 swords \
and 1 arrow, with +1 sword of experience. Your cards give 2 swords and Serve in the army 1 more. \
Swords: 2 + 1 + 2 + 1 = 6, the arrow does not count, and you win.
"""

BODIES["damage"] = """
## The dice
After a won fight you roll one damage die per banner on the titan, so 1 to 3 dice. In this app \
each die has **2 titan faces, 2 coin faces and 2 blank faces**.
- **Titan:** turn one of your face-up empire cards face down, the one you choose. Starting cards \
are empire cards too. With no face-up card left, nothing happens.
- **Coin:** lose 1 coin. With no coins, nothing happens.
- **Blank:** nothing happens.

## Lost cards
A face-down card is **lost**. It has no properties at all until it is restored: no action, no \
income, no food, no attack, no army limit, no explore bonus. It still takes its space, it still \
counts as owned for the no-twins rule, and it counts in the [final scoring](scoring). Restore the \
card with the Restore slot, a card with a restore icon or a troop with the restore ability.

## Losing food or army limit
- Losing food starves nobody at once: feeding is checked only at the [end of the round](end_round).
- Losing an army-limit icon is felt **at once**: you discard the troops above your new limit, \
dismissed ones included. In practice you give up whole armies.
"""

BODIES["scoring"] = """
After the final feeding of round 6 the points are counted.

## Starving citizens
Every citizen on your starving space costs **2 points**.

## Banners
All your lost empire cards are turned face up for the count. Then each tribe scores by the number \
of its banners you own:
- 1 banner: 1 point; 2 banners: 2 points; 3 banners: 4 points;
- 4 banners: 6 points; 5 banners: 8 points; 6 banners: 11 points.
At most 6 banners of one colour count. Banners come from empire cards and titans; reserved cards \
bring none. For example 6 red, 3 green and 1 blue banners give 11 + 4 + 1 = 16 points.

## End-game cards
Special empire cards then add the points their own conditions give (see \
[Empire cards](empire_cards)).

## Ties
The most points wins. On a tie, the player with more coins wins; then the one with more empire, \
province and titan cards in all; then the one with more knowledge.
"""

BODIES["empire_cards"] = """
## The decks
Every player starts with the same two starting cards. Empire A is on sale in rounds 1 to 3, \
Empire B, dearer and richer in banners, in rounds 4 to 6.

## Icons
An empire, province or titan card can show:
- an **action slot** ("= ..."): place your citizen there and get what follows the sign;
- **army limit**: one more army;
- a **sword** or an **arrow**: +1 attack in every fight;
- a **citizen**: you gain one citizen token, once, when the card arrives;
- **coin income** or **knowledge income** (green arrow): 1 coin or 1 knowledge at each end of round;
- **food**: feeds one citizen;
- **restore 1**: turn one lost empire card face up (mostly on action slots);
- an **eye** with a number: draw that many more cards when you explore;
- tribe **banners** and **spaces**;
- an end-game scoring condition, and on empire cards a price in coins and knowledge.
A lost (face-down) card loses every one of these until it is restored (see [Damage](damage)).

## The fourteen special cards
A few cards carry a rule of their own:
- a card that pays 1 coin per food you have whenever you gain a new citizen;
- a card that gives 1 coin at each end of round and 2 more cards whenever you explore;
- a card that lets you pay 1 coin for 1 knowledge when your **left** neighbour studies;
- a card that lets the **first** player to pass reserve an empire card from the display or from the \
top of the empire deck;
- an action card that gives 1 coin per food you have;
- a card you may discard during Build to buy an empire card without paying its coins or knowledge;
- an action card that explores and gives 2 coins;
- an action card that lets you look at the top 4 cards of one titan deck, put them back in any \
order and then fight the top one at once;
- **two** action cards that let you use the action of another player's empire card, whether or not \
that player has a citizen on it;
- a card that lets you take 1 coin off one of your troops, from its scroll or its picture, when your \
**right** neighbour studies; a troop can then be used twice in a round;
- an end-game card worth 1 point per set of 5 different banners;
- an action card that gives 1 knowledge and the first-player token if it lies hand side down;
- an end-game card worth points for red banners.
"""

BODIES["end_round"] = """
When everybody has passed, the round ends in this order.
1. **Income.** Take 1 coin for each face-up coin-income icon and 1 knowledge for each face-up \
knowledge-income icon, plus the 5 coins of your capital. **There is no income after round 6.**
2. **Troops rest.** The coins on every troop's scroll slide down onto its picture: all troops are \
unused again. The symbols from Serve in the army end too.
3. **Citizens come home.** All citizens return to their boards, those on the starving space \
included.
4. **The token turns.** The holder of the first-player token turns it hand side down, so it can be \
taken again next round. The holder starts the next round.
5. **Feeding.** Every citizen you own needs 1 food from your capital and your face-up cards. The \
citizens left unfed go onto your starving space and cannot be placed in the next round. After \
round 6 each of them costs 2 points.

After round 6 the game ends and you go on to [scoring](scoring).
"""

BODIES["table_rules"] = """
Some questions the rules leave open are settled here, the same way in every game. Each answer below \
is a **table rule**; it also appears in the section it belongs to, and the link after it leads there.
"""

BODIES["variant"] = """
**Expand+** is an option of the new-game dialog. It is off unless you turn it on.

With it, the Expand slot still costs 1 knowledge or 3 coins, but you look at the **top 3 \
provinces**, the face-up one included, and keep the one you like. The other two go face down under \
the province deck, and the next province is turned face up. With fewer than three provinces left \
you choose among those left.

The variant gives more choice on Expand and makes provinces easier to plan around. Everything else \
stays the same.
"""
